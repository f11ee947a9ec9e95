"""Spanish generalization, round 10 (issue 17): over-asking by structure. Each pattern in several
phrasings written for this test (never copied from the outsiders' corpus or the fresh messages),
in the other languages too where the pattern exists in them.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- a restart named only where the message asks: no place asked that the ruling needs not ----


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        # "?" closes the clause that names it
        (
            "el 2 de ellos le tiró al arco y se fue por el fondo, sacamos nosotros?",
            "es",
            "end_line/attacker/anywhere",
        ),
        (
            "nuestro 4 la despejó por nuestro propio fondo. saque de fondo nuestro, no?",
            "es",
            "end_line/defender/anywhere",
        ),
        (
            "el 3 de ellos la despejó por su propio fondo, es safety?",
            "es",
            "end_line/defender/anywhere",
        ),
        # dictation types no "?": a word that asks where or whose makes the clause ask
        (
            "su 1 tiró al arco y salió por el fondo, de donde sacamos",
            "es",
            "end_line/attacker/anywhere",
        ),
        (
            "tiro al arco de rojo que se fue por el fondo. quien saca",
            "es",
            "end_line/attacker/anywhere",
        ),
        ("their 3 shot over our back line, our knock-in?", "en", "end_line/attacker/anywhere"),
        (
            "il loro 3 tira e la palla esce sul nostro fondo, rimessa nostra?",
            "it",
            "end_line/attacker/anywhere",
        ),
    ],
)
def test_a_restart_named_only_where_the_message_asks_leaves_the_place_unsaid(
    text: str, lang: str, expected: str
) -> None:
    assert read(text, lang) == (expected, None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # the knock-in told by what happened at it: its place is asked, its problems a tap away
        ("su 1 tiró al arco y salió por el fondo, sacamos rápido y la jugó el 3, está bien?", "es"),
        ("el 2 de ellos le tiró al arco y se fue por el fondo y sacamos de fondo enseguida", "es"),
        ("their 3 shot over our back line and we knocked in at once", "en"),
    ],
)
def test_a_restart_told_still_asks_the_place(text: str, lang: str) -> None:
    answers, asked = read(text, lang)
    assert asked == "end_line_where", (answers, asked)


def test_a_restart_asked_keeps_a_place_said() -> None:
    """The place the message says is kept: only a place it does not say is left unsaid."""
    answers, asked = read(
        "el 2 de ellos le tiró al arco y salió por el fondo cerca del palo izquierdo, "
        "de donde sacamos?",
        "es",
    )
    assert (answers, asked) == ("end_line/attacker/near_left_post", None)


# --- a hit's verb, its hitter, then "ancha"/"abierta": a hit wide, a shot that missed ------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("la pegó el 2 de ellos abierta por el fondo", "end_line/attacker/anywhere"),
        ("la pegó el 3 de azul ancha y se fue por el fondo", "end_line/attacker/anywhere"),
        ("el 4 de ellos la tiró ancha", "end_line/attacker/anywhere"),
        ("tiró abierto el 1 de rojo", "end_line/attacker/anywhere"),
        # its "wide" is no place: the place said elsewhere is the place
        (
            "cruzó el fondo a un metro del palo derecho, la pegó el 2 de ellos abierta",
            "end_line/attacker/near_right_post",
        ),
    ],
)
def test_a_hit_then_wide_is_a_shot_that_missed(text: str, expected: str) -> None:
    assert read(text, "es") == (expected, None)


@pytest.mark.parametrize(
    "text",
    [
        # a backhand wide may be a clearance wide of its own goal: who hit it is asked
        "le pegó de revés abierta por el fondo",
        "la pegó de revés el 2 de ellos, abierta, y se fue por el fondo",
        "le pegaron de cola ancha y salió por el fondo",
    ],
)
def test_a_backhand_wide_is_no_shot_at_goal(text: str) -> None:
    answers, asked = read(text, "es")
    assert asked == "end_line_who", (answers, asked)
    assert "SHOT_AT_GOAL" not in understand(text, "es").concepts


@pytest.mark.parametrize(
    "text",
    [
        # a side right after it: the place it says ("abierta a la derecha"), kept
        "el 3 de ellos la pegó abierta a la derecha",
        "la pegó el 2 de ellos abierto a la izquierda por el fondo",
    ],
)
def test_wide_with_its_side_stays_the_place(text: str) -> None:
    understood = understand(text, "es")
    assert "WIDE" in understood.concepts
    assert "HIT_WIDE" not in understood.concepts
