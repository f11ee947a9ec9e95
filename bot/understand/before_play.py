"""The hit against the call of Play: a hit before it is a hit before Play (22.a, 22.b: a
penalty against the side taking the restart), however the order is told.

A message says the hit came first in several ways, each read here on the matches found
(``Match``, stop words already out):

* a phrase that says it ("before play", "jumped the gun": ``HIT_BEFORE_PLAY``);
* "before" and the call ("hit it BEFORE the umpire GAVE PLAY", "antes de que el referí CANTE
  PLAY", "PRIMA che l'arbitro CHIAMASSE PLAY");
* the call, then "after" and the hit ("the ump SAID PLAY only AFTER our 3 HIT it", "DIJO PLAY
  DESPUÉS de que nuestro 3 le PEGARA");
* the hit as done when the call came ("our 3 HAD already HIT it WHEN the umpire CALLED PLAY",
  "AVEVA già TIRATO QUANDO l'arbitro ha DETTO PLAY");
* Play not yet said, a state (``play_not_yet_said``), or the call negated (``concepts.NEGATED_AS``).

What is no hit: a move back before Play is when the player got back (``moved_back_before_play``).
"""

from __future__ import annotations

from bot.understand.reading import HIT_TOLD
from bot.understand.vocabulary import Match, words_listed

#: the most words between a move back and its "before Play" ("dropped back TO THE 30 YARD LINE
#: before Play")
_MOVED_BACK_REACH = 4

#: the most words between "before" and the call ("before THE UMPIRE gave play": the stop word
#: is out, the umpire is one), and between the call and "after" ("said play ONLY after")
_CALL_REACH = 2

#: the most words from "after" to the hit ("after THEIR 1 HAD ALREADY struck it"), from "had"
#: or "already" to it ("HAD ALREADY hit it", "AVEVA GIÀ tirato"), and from the hit to "when"
_HIT_REACH = 4

_HIT_OR_ALREADY = HIT_TOLD | {"ALREADY_PLAYED"}


def before_play_read(free: list[Match], words: list[str], langs: tuple[str, ...]) -> None:
    """What a "before Play" said is: a state or a hit (``play_not_yet_said``), the call told
    after the hit (``call_after_the_hit``), and where a move back comes beside it, when the
    player got back (``moved_back_before_play``)."""
    play_not_yet_said(free)
    if any("CALL_PLAY" in m.concepts for m in free):
        call_after_the_hit(free, words, langs)
    moved_back_before_play(free)


def call_after_the_hit(free: list[Match], words: list[str], langs: tuple[str, ...]) -> None:
    """The call of Play told as coming after the hit (the forms in the module's docstring):
    the call is read as the hit before Play (``HIT_BEFORE_PLAY``), which the hit's restart
    then decides; a call told at its place in the order ("the ump called play and our 3 hit
    it") stays a call."""
    hits = [m for m in free if m.concepts & _HIT_OR_ALREADY]
    for at, call in enumerate(free):
        if "CALL_PLAY" not in call.concepts:
            continue
        if (
            _before_the_call(call, free, words, langs)
            or _after_a_hit(call, hits, words, langs)
            or _when_done(call, hits, words, langs)
        ):
            free[at] = Match(call.concepts - {"CALL_PLAY"} | {"HIT_BEFORE_PLAY"}, call.positions)


def _before_the_call(
    call: Match, free: list[Match], words: list[str], langs: tuple[str, ...]
) -> bool:
    """ "…BEFORE the umpire gave play": a "before" word just ahead of the call, no part of
    another phrase ("girato PRIMA DEL PLAY e ha colpito dopo il play": that "prima" is the
    first phrase's) and no hit between it and the call."""
    before = words_listed(langs, "call_before")
    taken = {p for m in free if m is not call for p in m.positions}
    hits = [m.start for m in free if m.concepts & HIT_TOLD]
    return any(
        words[b] in before and b not in taken and not any(b < h < call.start for h in hits)
        for b in range(max(0, call.start - _CALL_REACH - 1), call.start)
    )


def _after_a_hit(call: Match, hits: list[Match], words: list[str], langs: tuple[str, ...]) -> bool:
    """ "Said play only AFTER our 3 hit it": an "after" word just behind the call, a hit
    just behind it."""
    after = words_listed(langs, "call_after")
    return any(
        words[a] in after and any(0 < hit.start - a <= _HIT_REACH for hit in hits)
        for a in range(call.end + 1, min(len(words), call.end + 1 + _CALL_REACH))
    )


def _when_done(call: Match, hits: list[Match], words: list[str], langs: tuple[str, ...]) -> bool:
    """ "HAD already HIT it WHEN the umpire called play": a hit said as done ("had",
    "already" just ahead of it), then "when" just ahead of the call, or its own first word
    ("QUANDO l'arbitro ha detto play")."""
    when = words_listed(langs, "call_when")
    already = words_listed(langs, "hit_already")
    done = [
        hit
        for hit in hits
        if any(words[h] in already for h in range(max(0, hit.start - _HIT_REACH), hit.end + 1))
    ]
    return any(
        words[w] in when and any(0 < w - hit.end <= _HIT_REACH for hit in done)
        for w in range(max(0, call.start - _CALL_REACH - 1), call.start + 1)
    )


def moved_back_before_play(free: list[Match]) -> None:
    """ "Their 2 was at 25 yards but DROPPED BACK to 30 before the ump said play", "se tiró
    atrás antes del play", "è arretrato prima del play": a "before Play" right after a player's
    move back (``MOVED_BACK``) is when he got back, no hit before Play (a penalty against the
    side taking the restart): dropped, unless a hit is told between them ("moved back, then
    hit it before play"). The same "before Play" said first ("before play he got back to 30",
    "antes de que digan play vuelve a su lugar", "prima del play è tornato al suo posto") is
    the same moment. What went wrong, if anything, is asked."""
    backs = [m for m in free if "MOVED_BACK" in m.concepts]
    for early in [m for m in free if "HIT_BEFORE_PLAY" in m.concepts]:
        for back in backs:
            first, then = (back, early) if back.end < early.start else (early, back)
            between = [m for m in free if first.end < m.start < then.start]
            if 0 < then.start - first.end <= _MOVED_BACK_REACH and not any(
                m.concepts & HIT_TOLD for m in between
            ):
                free.remove(early)
                break


def play_not_yet_said(free: list[Match]) -> None:
    """ "L'arbitro non ha ancora detto play" is a state: a hit before Play where the message
    tells a hit ("il loro 4 batte e l'arbitro non aveva ancora detto play"), and nothing where
    it tells none ("il loro 4 aspetta il suo 2 e l'arbitro non ha ancora detto play, quanto può
    aspettare?"): read as a hit, it decided a Penalty 4 for a hit nobody made."""
    if not any("PLAY_NOT_YET_SAID" in m.concepts for m in free):
        return  # most messages
    hit = any(m.concepts & HIT_TOLD for m in free)
    for at in reversed(range(len(free))):
        match = free[at]
        if "PLAY_NOT_YET_SAID" not in match.concepts:
            continue
        rest = match.concepts - {"PLAY_NOT_YET_SAID"}
        if hit:
            free[at] = Match(rest | {"HIT_BEFORE_PLAY"}, match.positions)
        elif rest:
            free[at] = Match(rest, match.positions)
        else:
            del free[at]
