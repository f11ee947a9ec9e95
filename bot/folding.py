"""Text folded for matching what a user types: lowercase, no accents ("Línea" -> "linea").

Shared by the search index (``bot.search.text``), the penalty parser (``bot.penalty_view``)
and typed questions (``bot.understand.text``); it lives outside ``bot.search`` because that
package imports the penalty view, which would make the import circular.

Only short texts are cached: words, names and headings, folded again and again. A whole message
is folded each time (about 20 µs a kilobyte): cached by its whole text, 4,096 of a user's long
messages stayed in memory for good (about 670 MB with U+FDFA, which NFKD makes 18 characters;
the reliability review of 2026-12-01, H1).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

#: texts up to this many characters are cached (a word, a team name, a section's heading)
CACHED_MOST = 32
#: entries of the cache. Worst case: 4,096 keys of 32 characters outside the BMP (4 bytes
#: each), each folded to 18 times as many characters (U+FDFA): about 5 MB, measured by
#: tests/bot/test_bounded_memory.py; in practice the rulebook's and vocabulary's words, < 1 MB.
CACHE_SIZE = 4096
#: the longest word we match: longer than any word of the rulebook or the vocabularies (18
#: letters) and than a team name (32 characters). A longer run of letters is no word; the
#: search and the matcher drop it instead of stemming it (a 12,288-letter "word" cost 52 ms).
LONGEST_WORD = 32


def fold(text: str) -> str:
    """Lowercase without accents: "Línea" -> "linea", "è" -> "e", "’" stays a separator."""
    if len(text) <= CACHED_MOST:
        return _fold_short(text)
    return _fold(text)


@lru_cache(maxsize=CACHE_SIZE)
def _fold_short(text: str) -> str:
    return _fold(text)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    if decomposed.isascii():  # most text: no marks to drop (0.01 ms a kilobyte, not 1.3)
        return decomposed
    return "".join(c for c in decomposed if not unicodedata.combining(c))
