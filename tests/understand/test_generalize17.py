"""Generalization, round 17 (issue 17): patterns an outside writers' set (written this session,
kept outside the repo) showed read wrongly, each in phrasings written for this test."""

from __future__ import annotations

import pytest

from tests.understand.reading import read

# --- a 60-yard penalty named for a Safety is the Penalty 6 -----------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "penal de 60 para nosotros por el safety, el 3 quiere dar una vuelta más, le puede "
            "pedir permiso al referí?",
        ),
        ("en", "60 yard penalty to us after their safety, our 2 asked the ump to circle again"),
    ],
)
def test_a_sixty_yard_penalty_for_a_safety_is_the_penalty_6(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("foul_shot/p6"), trail


def test_a_sixty_yard_penalty_alone_is_still_the_penalty_4() -> None:
    trail, _asked = read("penal de 60 para ellos, el 2 se pasó la bocha", "es")
    assert trail.startswith("foul_shot/p4"), trail


# --- an emergency told with a fall is the fall's stop -----------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "è dovuta entrare l'ambulanza perché il loro 2 è caduto, l'arbitro ha fermato"),
        ("en", "the ambulance came on because their 2 fell, the ump stopped play"),
    ],
)
def test_an_emergency_told_with_a_fall_is_the_falls_stop(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("play_stopped/fallen_injured"), trail


# --- a ball sunk in a hole is a damaged or buried ball, never a goal slotted -------------------


def test_a_ball_gone_into_a_hole_is_a_buried_ball() -> None:
    trail, _asked = read(
        "la pallina si è infilata dentro una buca in mezzo al campo, tipo sotterrata, "
        "l'arbitro ha fischiato",
        "it",
    )
    assert trail.startswith("play_stopped/damaged_ball"), trail


# --- a player changing horses and another slow back: asked which, never one dropped -----------


def test_changing_horses_and_a_slow_return_told_together_are_asked() -> None:
    trail, asked = read(
        "abbiamo segnato, il nostro 2 arrivava piano piano al centro e il loro 3 è andato a "
        "cambiare cavallo, l'arbitro li deve aspettare?",
        "it",
    )
    assert trail == "more/line_up", trail
    assert asked == "line_up_problem"


# --- a ball that broke at a knock-in is the broken ball's, not a problem of the knock-in ------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "rimessa dal fondo nostra, il nostro 4 batte e la palla si rompe, fischio"),
        ("en", "our knock in, our 4 hit it and the ball broke, the ump blew the whistle"),
    ],
)
def test_a_ball_broken_at_a_knock_in_is_the_broken_balls(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("more/ball_broke"), trail
