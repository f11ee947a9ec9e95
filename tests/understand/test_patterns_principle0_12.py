"""Principle 0, round 12: a fact the words leave open is asked or offered, never decided.

Pattern: a knock-in said as what a player was doing or did again ("va a sacar", "ritirare il
fondo", "about to knock in") with the end line named as where the ball WAS ("la bocha estaba
atrás de la línea de fondo", "la palla era fuori dal campo") or with the hitter distracted is
that knock-in's problem, never a new ball over the end line: the end line's question (who hit
it over) has only answers that rule a new crossing, each one wrong. The knock-in's problem is
walked to, what went wrong at it is answered where said and asked where not; a knock-in and a
ball over the end line without such a state stay the end line's."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "red 2 was about to knock in and the ball was behind the end line, ump whistled"),
        ("en", "on our knock in the ball was still off the field, can we take it again"),
        ("es", "el 3 iba a sacar y la bocha estaba atrás de la línea de fondo, qué se cobra"),
        ("es", "estaba por sacar el rojo pero la bocha estaba detrás de la línea, pitaron"),
        ("es", "le hicieron volver a sacar porque la bocha estaba fuera de la cancha"),
        ("it", "gli hanno fatto ritirare il fondo perché la palla era dietro la linea di fondo"),
        ("it", "l'arbitro ci ha fatto ripetere il fondo, la palla era fuori dal campo"),
        ("it", "sulla rimessa la palla era ancora dietro la linea, si ribatte?"),
    ],
)
def test_the_ball_behind_the_end_line_at_a_knock_in_is_the_knock_ins_problem(
    lang: str, text: str
) -> None:
    answers, _asked = read(text, lang)
    assert answers.split("/")[:2] == ["more", "knock_in_problem"], answers
    assert not answers.startswith("end_line"), answers


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "white 4 goes to knock in, swings and misses, the ball was behind the end line"),
        ("es", "el 2 va a sacar, le erró y la bocha estaba atrás de la línea de fondo"),
        ("it", "il 3 batte il fondo e liscia, la palla era dietro la linea di fondo"),
    ],
)
def test_a_missed_knock_in_with_the_ball_behind_the_line_is_answered_as_said(
    lang: str, text: str
) -> None:
    answers, _asked = read(text, lang)
    assert answers == "more/knock_in_problem/swing_and_miss/yes", answers


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "yellow knock in after blue hit wide, blue 2 kept circling, distracting the hitter"),
        ("es", "saque de fondo de los amarillos y el 2 azul distrae al que saca dando vueltas"),
        ("it", "battuta dal fondo dei gialli, il blu 2 gira in zona e distrae il battitore"),
    ],
)
def test_the_hitter_distracted_at_a_knock_in_asks_what_went_wrong_at_it(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    answers, asked = read(text, lang)
    assert answers == "more/knock_in_problem", answers
    assert asked == "knock_in_event", (answers, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il loro 2 era a 20 yard dalla linea di fondo quando abbiamo battuto il fondo"),
        ("it", "stavamo battendo il fondo e il loro 3 era a 15 yard"),
    ],
)
def test_our_knock_in_said_by_its_verb_in_the_past_names_the_knocking_side(
    lang: str, text: str
) -> None:
    # the inferred opponent inside 30 is offered to confirm (as "dentro de la 30" is)
    answers, _asked = read(text, lang)
    assert answers == "more/knock_in_problem", answers
    assert understand(text, lang).narrowed == ("opponent_inside_30",)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "blue hit it over the back line, who knocks in"),
        ("es", "el azul la tiró por el fondo, quién saca"),
        ("it", "palla fuori sul fondo, tirata dal loro 2, chi batte la rimessa"),
    ],
)
def test_a_ball_over_the_end_line_without_a_state_at_the_knock_in_stays_the_end_lines(
    lang: str, text: str
) -> None:
    answers, _asked = read(text, lang)
    assert answers.split("/")[0] == "end_line", answers
