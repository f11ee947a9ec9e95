"""A ball over the end line that the goal judge set down ("the goal judge placed the ball right
there", "il giudice di porta la piazza proprio lì") was set for a knock-in (22.a): the restart
told is the knock-in, so who hit the ball out is no question the placement hangs on. Beside a
goal, a Safety or a penalty, the goal judge sets nothing for a knock-in."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "ball went over the back line near the post, goal judge placed the ball there. ok?",
        ),
        (
            "it",
            "palla fuori dal fondo vicino al palo, il giudice di porta la piazza lì. va bene?",
        ),
    ],
)
def test_a_ball_set_by_the_goal_judge_is_the_knock_ins(lang: str, text: str) -> None:
    assert "KNOCK_IN" in understand(text, lang).concepts
    _trail, asked = read(text, lang)
    assert asked != "end_line_who"


def test_beside_a_safety_the_goal_judge_sets_no_knock_in() -> None:
    text = "their back hit it over his own end line, safety, the goal judge put the ball down. ok?"
    assert "KNOCK_IN" not in understand(text, "en").concepts


def test_a_defenders_hit_over_his_own_end_line_is_no_knock_in_set() -> None:
    # a defender's hit may be a Safety: the goal judge setting the ball says no knock-in
    text = "their back hit it over his own end line, the goal judge placed the ball. ok?"
    assert "KNOCK_IN" not in understand(text, "en").concepts
