"""Snowball stemmers, one per algorithm and thread.

A stemmer keeps the word it is working on in itself while it stems, so one shared by two
threads mixes their words up (an ``IndexError`` inside snowballstemmer, found when typed text
and searches moved to worker threads: ``bot.fairness.off_loop``). Each thread gets its own; there
are a few threads and three algorithms, a few kilobytes each.

``snowballstemmer`` hands out PyStemmer's C stemmers (a dependency) where it is installed, and
its own pure-Python ones otherwise: the same Snowball algorithms, the same stems
(``tests/understand/test_stemmer_agreement.py``), about 80 times faster on a word never seen
(23 µs -> 0.3 µs a word, one measure on this machine).
"""

from __future__ import annotations

import threading
from typing import Any

import snowballstemmer  # type: ignore[import-untyped]

_LOCAL = threading.local()


def stemmer(algorithm: str) -> Any:  # a Snowball stemmer (the package has no type hints)
    """This thread's stemmer for ``algorithm`` ("english", "spanish", "italian")."""
    mine: dict[str, Any] = _LOCAL.__dict__.setdefault("stemmers", {})
    found = mine.get(algorithm)
    if found is None:
        found = mine[algorithm] = snowballstemmer.stemmer(algorithm)
    return found
