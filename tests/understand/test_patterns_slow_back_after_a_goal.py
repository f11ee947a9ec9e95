"""A player slow back to the line-up after a goal, with the umpire's part in it told or asked
("the umpire threw it in regardless", "¿qué hace el umpire?", "l'arbitro lancia lo stesso"), is
the line-up's problem (``more/line_up``), never a goal whose kind is asked: the goal is only when
it happened."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "following our goal their 4 dawdled getting back to the centre and the umpire "
            "bowled it in regardless. foul on him?",
        ),
        (
            "it",
            "dopo il nostro goal il loro uno torna pianissimo, l'arbitro lancia lo stesso. si può?",
        ),
    ],
)
def test_a_slow_return_after_a_goal_with_the_umpire_is_the_line_ups(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("more/line_up"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "we scored and they're taking forever to come back, can the ump throw it in?"),
        ("es", "gol nuestro y el 1 de ellos se quedó lejos, el umpire lo tiene que esperar?"),
    ],
)
def test_a_player_far_behind_after_a_goal_is_the_line_ups(lang: str, text: str) -> None:
    # far behind, in other words, is slow: after a goal, the line-up's slow player
    trail, _asked = read(text, lang)
    assert trail.startswith("more/line_up"), trail
