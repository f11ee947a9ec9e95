"""Spanish generalization, round 12 (issue 17): over-asked messages, by structure. Each pattern
in several phrasings written for this test (never copied from the outsiders' corpus or the fresh
messages), in the other languages too where the pattern exists in them.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- slow said after a goal in a knock-in's words: the slow return to the line-up ------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("metimos gol y el 3 de ellos volvia despacito al medio", "es"),
        ("gol de rojo, su 2 vuelve al tranco", "es"),
        ("hicieron el gol y el 4 de azul viene caminando, que hacemos", "es"),
        ("gol nuestro tras una corrida y nuestro 1 volvio al paso, estaba lejos del centro", "es"),
        ("gol de blanco y el back de ellos re lento para llegar", "es"),
        ("metimos gol y nuestro 2 vuelve fundido a la raya", "es"),
        ("we scored and their 2 came back slowly to the centre", "en"),
        ("goal for red, then their 3 was very slow", "en"),
    ],
)
def test_slow_after_a_goal_is_the_slow_return(text: str, lang: str) -> None:
    said = understand(text, lang).concepts
    assert {"SLOW_RETURN", "AFTER_GOAL"} <= said
    assert not said & {"SLOW_OPP", "SLOW"}
    # the goal or its line-up is asked (as for a slow return said as such), never the goal's kind
    assert understand(text, lang).path == ""


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a ball out or a knock-in said: the slow one is the knock-in's
        ("tiro desviado, el 3 de ellos volvio despacito a las 30 y sacamos", "es"),
        ("en el saque de fondo el 2 de ellos viene caminando", "es"),
        # slow before the goal: the goal is the later event
        ("el 2 de ellos volvia despacito y metimos gol", "es"),
        ("their shot went wide and their 2 came back slowly before our knock-in", "en"),
    ],
)
def test_slow_not_after_a_goal_stays_a_knock_in_word(text: str, lang: str) -> None:
    assert "SLOW_RETURN" not in understand(text, lang).concepts


# --- a goal "de penal 1": the Penalty 1 goal, awarded ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "gol de penal 1, se tira del medio?",
        "fue gol de penal uno, cambian de lado?",
        "gol por penal 1 para azul, donde se tira",
        "el gol del penal 1 se tira en el centro?",
        "entro el gol de penal 1 de ellos, cambiamos de arco?",
    ],
)
def test_a_goal_of_penalty_1_is_the_penalty_goal(text: str) -> None:
    assert read(text, "es")[0] == "goal/penalty_1"
    assert {"P1", "AWARDED"} <= understand(text, "es").concepts


def test_a_penalty_goal_without_its_number_is_still_asked() -> None:
    # "gol de penal" may be a goal scored from a penalty's hit: its kind is asked
    assert "P1" not in understand("gol de penal, se tira del medio?", "es").concepts
