"""Text as the index sees it: folded (lowercase, no accents), cut into words, stop words out,
each word reduced to its Snowball stem in its language.

The index and the query go through the same steps, so "Segundos", "segundo" and "secondi" meet
where their stems do. Stems are cached per language: the rulebook has a few thousand distinct
words, and a Snowball stem costs ~20 µs in pure Python. A run of letters longer than
``LONGEST_WORD`` is no word of ours: it is dropped, never stemmed (stemming is linear in its
length, and every cache below holds words).
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from bot.folding import LONGEST_WORD, fold
from bot.search.vocabulary import STOP_WORDS
from bot.stemming import stemmer

__all__ = ["LONGEST_WORD", "fold", "indexed", "is_stop_word", "stem", "words"]

_SNOWBALL = {"en": "english", "es": "spanish", "it": "italian"}
# letters and digits; "knock-in" and "22.e(2)" come apart, as in FTS5's unicode61 tokenizer
_WORD = re.compile(r"[^\W_]+")


def words(text: str) -> list[str]:
    """The folded words of ``text``, in order; none longer than ``LONGEST_WORD``."""
    return [w for w in _WORD.findall(fold(text)) if len(w) <= LONGEST_WORD]


@cache
def _stop_words() -> frozenset[str]:
    return frozenset(fold(w) for words_ in STOP_WORDS.values() for w in words_)


def is_stop_word(word: str) -> bool:
    """A word of no use to tell clauses apart: a stop word of any of our languages, or a
    single letter (the "a" of "5.a" is read by the section lookup, not the index)."""
    return (len(word) < 2 and not word.isdigit()) or word in _stop_words()


@lru_cache(maxsize=16384)
def stem(word: str, lang: str) -> str:
    """``word``'s Snowball stem in ``lang``. Worst case held: 16,384 words of ``LONGEST_WORD``
    characters and their stems, about 4 MB (words come from ``words``)."""
    if word.isdigit():
        return word
    return str(stemmer(_SNOWBALL[lang]).stemWord(word))


def indexed(text: str, lang: str) -> str:
    """``text`` as stored in the index: the stems of its words, stop words out."""
    return " ".join(stem(w, lang) for w in words(text) if not is_stop_word(w))
