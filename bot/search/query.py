"""A typed query as an FTS5 MATCH expression.

Steps: fold it; read abbreviations ("p4", "ki") and number words ("diez"); correct words the
index does not know to the nearest one it does (optimal string alignment distance, RapidFuzz:
1 edit in a word of 4 to 6 letters, 2 in a longer one); gather the words into *concepts*: a
synonym group whose phrase the query holds (``bot.search.synonyms``), or one word; then ask
for any concept: a group by its tag, which every document holding any of its phrases in any
language carries, a word by its stems in our three languages. BM25 ranks a row that holds
more of them, and rarer ones, higher.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from rapidfuzz import process
from rapidfuzz.distance import OSA

from bot.i18n import LANGUAGES
from bot.search.index import index
from bot.search.synonyms import phrase_words, spans, tag
from bot.search.text import is_stop_word, stem, words
from bot.search.vocabulary import ABBREVIATIONS, COUNTED, NUMBER_WORDS

# "10seconds", "60yards", "p4": a number glued to a word, split after abbreviations are read
_GLUED = re.compile(r"(?<=\d)(?=[a-z])|(?<=[a-z])(?=\d)")


@dataclass(frozen=True, slots=True)
class Concept:
    """One thing the query asks about: the typed words, and their synonym group if any."""

    typed: str
    group: int | None = None


@cache
def synonym_words() -> frozenset[str]:
    """Every word of a synonym, abbreviation or number word: known even if no clause has it."""
    return phrase_words() | frozenset(ABBREVIATIONS) | frozenset(NUMBER_WORDS)


def _expand(word: str, before: str) -> list[str]:
    """``word`` read, ``before`` being the word read before it ("" at the start)."""
    if word in ABBREVIATIONS:
        return words(ABBREVIATIONS[word])
    if word in NUMBER_WORDS and (before in COUNTED or not is_stop_word(word)):
        return [NUMBER_WORDS[word]]  # "sei" is 6 after "punizione", else Italian "you are"
    return _GLUED.sub(" ", word).split()


def read_words(query: str) -> list[str]:
    """The query's folded words with abbreviations and number words read."""
    read: list[str] = []
    for word in words(query):
        read += _expand(word, read[-1] if read else "")
    return read


@lru_cache(maxsize=4096)
def correct(word: str) -> str:
    """``word``, or the nearest known word when the index does not know it. Worst case held:
    4,096 words of ``LONGEST_WORD`` characters, about 1 MB."""
    if word.isdigit() or len(word) < 4 or word in synonym_words() or word in index().known:
        return word
    edits = 1 if len(word) <= 6 else 2
    best = process.extractOne(word, _choices(), scorer=OSA.distance, score_cutoff=edits)
    return word if best is None else str(best[0])


@cache
def _choices() -> tuple[str, ...]:
    """What a typo may be corrected to: the index's words, most frequent first (a tie goes to
    the common word), then the synonyms'."""
    extra = sorted(synonym_words() - index().known)
    return index().vocabulary + tuple(extra)


def concepts(typed: list[str]) -> list[Concept]:
    """The query's words gathered into concepts: synonym phrases, and other words but stop
    words (see ``bot.search.synonyms``)."""
    return [
        Concept(" ".join(typed[span.start : span.end]), span.group)
        for span in spans(typed)
        if span.group is not None or not is_stop_word(typed[span.start])
    ]


@lru_cache(maxsize=2048)
def _forms(word: str) -> tuple[str, ...]:
    """A word's stems in each of our languages, distinct. Worst case held: 2,048 words of
    ``LONGEST_WORD`` characters with three stems each, about 1 MB."""
    return tuple(sorted({stem(word, lang) for lang in LANGUAGES}))


def terms(found: list[Concept]) -> list[str]:
    """The index terms asking for the concepts: a synonym group by its tag, a word by its
    stems; terms in most rows ("ball", "bocha") are left out when rarer ones remain."""
    every = dict.fromkeys(
        term
        for c in found
        for term in ((tag(c.group),) if c.group is not None else _forms(c.typed))
    )
    rare = [term for term in every if not index().common(term)]
    return rare or list(every)


def expression(asked: list[str]) -> str:
    """The MATCH expression asking for any of the terms."""
    return " OR ".join(f'"{term}"' for term in asked)
