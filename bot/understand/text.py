"""A message as tokens the vocabulary can be matched against: folded, split, numbers as digits.

What people type and what speech-to-text gives: capitals, accents or none ("línea", "linea"),
punctuation or none, "p4" and "Penalty four", "60yd", "defender's". Each step is plain and
deterministic: Unicode case folding and accent folding (NFKD without combining marks), letters
and digits split apart ("p4" -> "p 4"), number words as digits (per language, from the
vocabulary), penalty numbers as one token ("penalty 5 a" -> "pen5a"; the words that name a
penalty, per language, from the vocabulary too). Stemming
(snowballstemmer) and typo tolerance (rapidfuzz) happen per vocabulary language, in
``bot.understand.vocabulary``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Set
from functools import cache, lru_cache
from typing import Any, TypeVar, cast

from bot.folding import LONGEST_WORD, fold

#: characters of a message that are read (the bot's handlers cut at the same length), and its
#: words (three times the longest question of the test corpora, 25): what is folded, split,
#: stemmed and corrected is bounded whoever sends it (a new word costs about 0.3 ms: 114 of
#: them, a message of 1,000 characters, 33 ms)
MAX_TEXT, MAX_WORDS = 1000, 80
#: a word is a run of letters or of digits: "p4" and "60yd" are two words each, found in one pass
#: (inserting spaces between letters and digits first cost as much again); but "5a" and "5b"
#: standing alone are one word, the penalties' names as chats write them ("a 5b in our own 40",
#: "un 5a dalla metà"), while "5 a 4" is a score ("ganamos 5 a 4") and "p5a" a "p" and a 5.a
_WORD = re.compile(r"(?<![a-z0-9])5[ab](?![a-z0-9])|[a-z]+|[0-9]+")
#: those names as the token a penalty word and its number make ("penalty 5 a" -> "pen5a")
_PENALTY_NAMED = {"5a": "pen5a", "5b": "pen5b"}


def words(text: str) -> list[str]:
    """The folded words and numbers of ``text``, letters and digits apart ("60yd" -> 60, yd);
    none longer than ``LONGEST_WORD`` (a longer run of letters is no word of the vocabulary:
    it is dropped, not stemmed nor corrected, which cost in proportion to its length), and
    the first ``MAX_WORDS`` only."""
    return list(_words(text[:MAX_TEXT]))


#: a message is split into words by several readers in turn (its phrases, its sides, its
#: clauses): the last few messages' words are kept (at most 1,000 characters each: about 1 MB)
_RECENT_TEXTS = 1024


_PER_TEXT: list[Callable[..., Any]] = []
_Reader = TypeVar("_Reader", bound=Callable[..., Any])


def per_text(reader: _Reader) -> _Reader:
    """``reader``'s answers kept for the last few messages, as their words are: a reader that
    several others call on the same message's text (its alternatives asked) reads it once.
    Its arguments must be hashable; what it returns must be immutable (it is shared)."""
    cached = lru_cache(maxsize=_RECENT_TEXTS)(reader)
    _PER_TEXT.append(cached)
    return cast(_Reader, cached)


def forget_texts() -> None:
    """Forget the recent messages' words and what was read of them (``bench.understand``
    measures messages never seen)."""
    _words.cache_clear()
    for cached in _PER_TEXT:
        cached.cache_clear()  # type: ignore[attr-defined]


#: a letter typed three times or more in a row: a vowel stretched for emphasis ("GOOOOL",
#: "sloooow", "goooal") is read once, as the word meant; a consonant is kept doubled, as the
#: languages write many ("errro" is "erro", "palllla" "palla")
_STRETCHED_VOWEL = re.compile(r"([aeiou])\1{2,}")
_STRETCHED_CONSONANT = re.compile(r"([b-df-hj-np-tv-z])\1{2,}")


@lru_cache(maxsize=_RECENT_TEXTS)
def _words(text: str) -> tuple[str, ...]:
    found = [w for w in _WORD.findall(fold(text)) if len(w) <= LONGEST_WORD][:MAX_WORDS]
    return tuple(_unstretched(w) for w in found)


def _unstretched(word: str) -> str:
    """``word`` with a stretched vowel read once and a tripled consonant twice (``_STRETCHED_*``);
    a run of one letter alone ("yyyy", "xxx") is no stretched word, and stays as typed."""
    if len(set(word)) == 1 or not (
        _STRETCHED_VOWEL.search(word) or _STRETCHED_CONSONANT.search(word)
    ):
        return word
    return _STRETCHED_CONSONANT.sub(r"\1\1", _STRETCHED_VOWEL.sub(r"\1", word))


def _glued_shorthand(said: list[str], numbers: Mapping[str, str]) -> list[str]:
    """``said`` with a chat shorthand of letters and digits ("b4": "before") one word again,
    where ``words`` split it at the digit, so that its entry in ``numbers`` reads it."""
    if not any(w.isdigit() for w in said):
        return said
    glued: list[str] = []
    for word in said:
        if glued and word.isdigit() and glued[-1].isalpha() and glued[-1] + word in numbers:
            glued[-1] += word
        else:
            glued.append(word)
    return glued


def tokens(text: str, numbers: Mapping[str, str], penalty: Set[str]) -> list[str]:
    """``text`` as tokens: folded words, number words as digits, a word of ``penalty`` before
    a penalty's number ("penalty 4", "p 4", "penal 5 a", "punizione 5 b") as ``pen<n>``.
    A number word that is also an article ("uno") is a number only after the word a number
    entry of two words names before it ("il loro uno", "numero uno": ``"loro uno" = "1"``)."""
    said = _glued_shorthand(words(text), numbers)
    converted = [
        numbers.get(f"{said[at - 1]} {w}", numbers.get(w, w)) if at else numbers.get(w, w)
        for at, w in enumerate(said)
    ]
    # a shorthand for words a phrase says apart ("lineup": "line up") is those words
    if any(" " in w for w in converted):
        converted = [part for w in converted for part in w.split()]
    if not penalty.isdisjoint(converted):  # else the pattern would find nothing
        joined = " ".join(converted)
        pattern = _penalty_pattern(frozenset(penalty))
        joined = pattern.sub(lambda m: f" pen{m.group(2) or '5' + m.group(1)} ", joined)
        converted = joined.split()
    return [_PENALTY_NAMED.get(w, w) for w in _five_lettered(converted)]


def _five_lettered(said: list[str]) -> list[str]:
    """A 5 and its letter apart, as dictation and number words give them ("un cinque a a 40
    yarde", "diamo il cinque b", "a five b"), is the penalty's name as "5a" and "5b" are: no
    player wears a 5. Not in a score: a number on either side ("5 a 4", "siamo 4 a 5 a metà")."""
    if "5" not in said:
        return said
    joined: list[str] = []
    at = 0
    while at < len(said):
        letter = said[at + 1] if at + 1 < len(said) else ""
        after = said[at + 2] if at + 2 < len(said) else ""
        score_before = at >= 2 and said[at - 1] == "a" and said[at - 2].isdigit()
        if said[at] == "5" and letter in ("a", "b") and not after.isdigit() and not score_before:
            joined.append(f"5{letter}")
            at += 2
            continue
        joined.append(said[at])
        at += 1
    return joined


#: the word for "number" a penalty's name may have between its word and its number, in en, es
#: and it (folded: "número" is "numero"): "penalty NUMBER 2", "penal NÚMERO 4", "rigore NUMERO
#: quattro", "punizione N. 3". Right after the penalty word only: "sul rigore IL numero quattro
#: avversario" is the player who wears a 4, no Penalty 4
_NUMBER_MARKERS = ("numero", "number", "nro", "num", "nr", "n")


@cache  # a few keys: the penalty words of a language, with or without English's
def _penalty_pattern(penalty: frozenset[str]) -> re.Pattern[str]:
    said = "|".join(re.escape(w) for w in sorted(penalty, key=lambda w: (-len(w), w)))
    marker = "|".join(_NUMBER_MARKERS)
    return re.compile(rf"\b(?:{said})\s+(?:(?:{marker})\s+)?(?:5\s*([ab])\b|([1-6])\b)")
