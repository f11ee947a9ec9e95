"""Synonym phrases (``bot.search.vocabulary.SYNONYM_GROUPS``) found in a run of words.

The index and the query read synonyms the same way: left to right, the longest phrase first
("saque de fondo" before "saque"), words compared without a final "s" ("tablas" is "tabla").
A document gets a *tag* for every phrase it holds, one tag per group (``syn7``), so a query
that names the group in any language asks for one token instead of every phrase in every
language's stems.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from bot.search.text import words
from bot.search.vocabulary import SYNONYM_GROUPS


def _light(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


@dataclass(frozen=True, slots=True)
class Span:
    """Words ``start`` to ``end`` (excluded) of a run: a phrase of group ``group``, or one word
    of no phrase (``group`` None)."""

    start: int
    end: int
    group: int | None


def tag(group: int) -> str:
    return f"syn{group}"


@cache
def _phrases() -> dict[str, tuple[tuple[tuple[str, ...], int], ...]]:
    """Each phrase as light words, with its group's number, by its first word; longest first."""
    by_first: dict[str, list[tuple[tuple[str, ...], int]]] = {}
    for number, group in enumerate(SYNONYM_GROUPS):
        for phrase in group:
            light = tuple(_light(w) for w in words(phrase))
            if light:
                by_first.setdefault(light[0], []).append((light, number))
    return {
        first: tuple(sorted(set(pairs), key=lambda pair: -len(pair[0])))
        for first, pairs in by_first.items()
    }


def spans(run: list[str]) -> list[Span]:
    """The run of folded words cut into phrases and single words, left to right."""
    light = [_light(w) for w in run]
    found: list[Span] = []
    i = 0
    while i < len(run):
        for phrase, group in _phrases().get(light[i], ()):
            if tuple(light[i : i + len(phrase)]) == phrase:
                found.append(Span(i, i + len(phrase), group))
                i += len(phrase)
                break
        else:
            found.append(Span(i, i + 1, None))
            i += 1
    return found


def tags(text: str) -> list[str]:
    """The tag of every synonym phrase ``text`` holds, once per time it holds it."""
    return [tag(s.group) for s in spans(words(text)) if s.group is not None]


@cache
def phrase_words() -> frozenset[str]:
    """Every word of every phrase, as typed in the vocabulary (folded)."""
    return frozenset(w for group in SYNONYM_GROUPS for phrase in group for w in words(phrase))
