"""The Snowball stems are the same from the C stemmer (PyStemmer) and the pure-Python one.

``snowballstemmer`` hands out PyStemmer's C stemmers when PyStemmer is installed (a dependency:
a new word stems about 80 times faster) and its own pure-Python ones otherwise. The vocabularies'
phrases and the messages' words are matched by stem, so the two must agree on every word the
bot knows and on the words of the test corpora, or a machine without the C extension (or with
another release of it) would read messages differently.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from snowballstemmer.english_stemmer import EnglishStemmer  # type: ignore[import-untyped]
from snowballstemmer.italian_stemmer import ItalianStemmer  # type: ignore[import-untyped]
from snowballstemmer.spanish_stemmer import SpanishStemmer  # type: ignore[import-untyped]

from bot.stemming import stemmer
from bot.understand.text import words
from bot.understand.vocabulary import vocabulary, vocabulary_file

PURE = {"english": EnglishStemmer, "spanish": SpanishStemmer, "italian": ItalianStemmer}
HERE = Path(__file__).parent


def _words_of(lang: str) -> set[str]:
    """Every folded word of ``lang``'s vocabulary and of its test corpus."""
    said = set(vocabulary(lang).spelled)
    corpus = tomllib.loads((HERE / f"corpus_{lang}.toml").read_text(encoding="utf-8"))
    for message in corpus["message"]:
        said.update(words(message["text"]))
    return {w for w in said if w.isalpha()}


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_stemmer_in_use_stems_as_the_pure_python_snowball_does(lang: str) -> None:
    name = str(vocabulary_file(lang)["stemmer"])
    in_use, pure = stemmer(name), PURE[name]()
    known = _words_of(lang)
    assert len(known) > 300  # the vocabulary and the corpus were read
    differing = {w: (in_use.stemWord(w), pure.stemWord(w)) for w in known}
    assert {w: s for w, s in differing.items() if s[0] != s[1]} == {}


def test_the_c_stemmer_is_the_one_in_use() -> None:
    """PyStemmer is a dependency: without it every new word costs the pure-Python stemmer."""
    assert type(stemmer("english")).__module__ == "Stemmer"
