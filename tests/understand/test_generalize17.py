"""Generalization, round 17 (issue 17): patterns an outside writers' set (written this session,
kept outside the repo) showed read wrongly, each in phrasings written for this test."""

from __future__ import annotations

import pytest

from bot.understand import understand
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


# --- a player hurt told as the reason for a question about substitutes is no restart ---------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our 2 hurt his wrist in the second chukker, can we bring on our reserve player?"),
        ("es", "se lesionó nuestro 3 en el tercero, ¿podemos meter al suplente?"),
        (
            "it",
            "il nostro 2 si è fatto male al polso, possiamo mettere dentro il ragazzo di riserva?",
        ),
    ],
)
def test_a_hurt_player_told_as_a_substitutions_reason_is_out_of_scope(lang: str, text: str) -> None:
    assert understand(text, lang).out_of_scope


def test_a_stop_told_for_the_fall_keeps_its_restart() -> None:
    assert not understand(
        "our 2 fell and the ump stopped play, can we put in a sub?", "en"
    ).out_of_scope


# --- ends not changed after a goal, told as attacking the same way again ----------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "it",
            "noi verdi segniamo a nord, al throw-in ci rimettiamo ancora ad attaccare a nord e "
            "rifacciamo gol: abbiamo segnato due volte dalla stessa parte, ce lo tolgono?",
        ),
        (
            "es",
            "metimos gol en el arco de la tribuna, nos alineamos otra vez atacando para el mismo "
            "lado y la volvemos a meter, hicimos dos seguidos en su arco, ¿nos lo anulan?",
        ),
    ],
)
def test_attacking_the_same_way_again_after_a_goal_is_the_wrong_way(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail == "goal/accepted_wrong_way", trail


# --- the ball going in while the whistle goes is the goal at the whistle ---------------------


@pytest.mark.parametrize(
    "text",
    [
        "il loro 3 segna e mentre la palla entra l'umpire fischia un fallo, vale?",
        "il bianco 4 aggancia la mazza del blu 3, fischio, ma intanto il bianco 1 la mette dentro",
    ],
)
def test_a_goal_while_the_whistle_goes_is_the_goal_at_the_whistle(text: str) -> None:
    trail, _asked = read(text, "it")
    assert trail.startswith("more/goal_at_whistle"), trail


# --- how handicap goals are worked out is asked of the handicaps, not a goal's restart --------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "how are handicap goals calculated? we're 12 and they're 14"),
        ("es", "¿cómo se calculan los goles de hándicap? somos 12 y ellos 14"),
        ("it", "come si calcolano i gol di handicap sul tabellone? noi siamo 12 loro 14"),
    ],
)
def test_how_handicap_goals_are_calculated_is_out_of_scope(lang: str, text: str) -> None:
    assert understand(text, lang).out_of_scope


def test_a_handicap_goal_asked_what_follows_is_still_its_restart() -> None:
    trail, _asked = read("handicap goal at the start, do we change ends?", "en")
    assert trail == "goal/handicap", trail


# --- a run-up given up and begun again is a second approach ----------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 5a, he aborted his first run and came again"),
        ("en", "on the 5a he had two goes at the approach"),
        ("it", "rigore 5a, il loro 3 ha rifatto la rincorsa"),
        ("it", "penalty 5a, ha interrotto la rincorsa e l'ha ripresa"),
    ],
)
def test_a_run_up_begun_again_is_a_second_approach(lang: str, text: str) -> None:
    assert "SECOND_APPROACH" in understand(text, lang).concepts
