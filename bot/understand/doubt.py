"""What a message says with a hedge ("I think", "creo que", "secondo me"): said, but not as a
fact. Issue 17: a reading the bot is unsure of is shown for one-tap confirmation, never stated.

A hedge (each language's ``hedges`` list) covers its clause: the words after it up to the
clause's end (a comma, a full stop, a question mark, or a word of the language's
``clause_breaks``: "but", "pero", "ma"), or, where it ends
its clause ("their 3, I think,"), the words before it back to the clause's start. What those
words say that the rest of the message does not say too is *doubtful*: the walk stops at the
answer it would give and offers that answer alone, with **☰ All answers** (``resolve``), so the
umpire confirms it with one tap or picks another. What the rest of the message says stays
said: "the ball went over the boards, I think off a defender" asks only who touched it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from bot.understand.concepts import read
from bot.understand.vocabulary import Vocabulary, clause_break_words, hedge_words


@lru_cache(maxsize=8)
def _any_of(words: frozenset[str]) -> re.Pattern[str]:
    said = "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))
    return re.compile(rf"(?<!\w)(?:{said})(?!\w)" if said else r"(?!)", re.IGNORECASE)


@lru_cache(maxsize=8)
def _clause_end(breaks: frozenset[str]) -> re.Pattern[str]:
    """Where a hedge's clause ends: punctuation, or a word that turns to another clause."""
    return re.compile(rf"[,.;:!?\n]|{_any_of(breaks).pattern}", re.IGNORECASE)


def hedged_parts(
    text: str,
    words: frozenset[str],
    breaks: frozenset[str] = frozenset(),
    says: Callable[[str], bool] = lambda words: bool(words.strip()),
) -> tuple[str, str]:
    """The words the message's hedges (``words``) cover, and the rest of it without them or
    the hedges (``("", text)`` where it hedges nothing); ``breaks``: the words that end a
    clause besides punctuation ("but"); ``says``: whether words after a hedge tell anything
    (where they do not, "off the ump's horse I think, not 100%", the hedge ends its clause)."""
    if not words:
        return "", text
    clause_end = _clause_end(breaks)
    covered: list[tuple[int, int]] = []
    hedges: list[tuple[int, int]] = []
    for found in _any_of(words).finditer(text):
        hedges.append(found.span())
        end = clause_end.search(text, found.end())
        after = (found.end(), end.start() if end else len(text))
        if says(text[after[0] : after[1]]):
            covered.append(after)
            continue
        # the clause before: back over the mark that sets the hedge apart ("their 3, I think,")
        end_before = len(text[: found.start()].rstrip().rstrip(",;:"))
        starts = [m.end() for m in clause_end.finditer(text, 0, end_before)]
        covered.append((starts[-1] if starts else 0, end_before))
    if not covered:
        return "", text
    hedged = " ".join(text[a:b] for a, b in covered)
    rest, at = [], 0
    for a, b in sorted(covered + hedges):
        if a > at:
            rest.append(text[at:a])
        at = max(at, b)
    rest.append(text[at:])
    return hedged, " ".join(rest)


def doubtful(
    text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...] = ()
) -> frozenset[str]:
    """The concepts only the hedged words of ``text`` say (none where it hedges nothing)."""
    hedged, rest = hedged_parts(
        text,
        hedge_words(vocabularies),
        clause_break_words(vocabularies),
        says=lambda words: bool(read(words, vocabularies, known).concepts),
    )
    if not hedged.strip():
        return frozenset()
    # what the whole message says and the rest does not: a phrase the hedged words complete
    # ("pegó en algo, no sé si en el umpire": off the umpire) is as doubtful as they are
    return frozenset(
        read(text, vocabularies, known).concepts - read(rest, vocabularies, known).concepts
    )
