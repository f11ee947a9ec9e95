"""A reversed line-up found between periods is 20.b's example whatever was scored in it: the
direction reversed when the teams return, no redress (``more/wrong_way/between``), never the
kind of goal asked. Found during the period, or with no time said, a goal told beside it stays
the goal's question."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "we played the whole chukker the wrong way and scored twice, the scorer told the ump "
            "between chukkers, what now?",
        ),
        (
            "es",
            "jugamos todo el chukker al revés y metimos dos goles, nos avisaron entre chukkers, "
            "¿qué se hace?",
        ),
        (
            "it",
            "abbiamo giocato tutto il chukker a campi invertiti e abbiamo fatto due gol, ce ne "
            "siamo accorti alla fine del tempo, che si fa?",
        ),
    ],
)
def test_a_wrong_way_found_between_periods_is_reversed_whatever_was_scored(
    lang: str, text: str
) -> None:
    assert read(text, lang) == ("more/wrong_way/between", None)


def test_a_goal_in_a_wrong_way_line_up_with_no_time_said_stays_a_goal() -> None:
    trail, _asked = read("they lined up the wrong way and we scored, does it count?", "en")
    assert trail.startswith("goal"), trail
