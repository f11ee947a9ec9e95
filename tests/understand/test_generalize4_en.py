"""English that generalizes, round 4 (issue 17). Every message here is written for this test,
none is an outsider's or a corpus message; each test states one pattern in several phrasings.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


# --- a bare "missed" with the ball gone out is a shot that missed the goal, not a swing -------
@pytest.mark.parametrize(
    "text",
    [
        "their 2 missed a penalty 2, it went wide",
        "the pen 3 missed, over the back line",
        "he missed the pen 4 and it went out over the end line",
        "penalty 4 was missed wide left",
        "our 1 missed from the 30 and it rolled over the byline",
    ],
)
def test_a_miss_with_the_ball_gone_out_missed_the_goal(text: str) -> None:
    understanding = understand(text, "en")
    assert "MISSED" not in understanding.concepts
    trail, _asked = read(text, "en")
    assert trail.startswith("end_line")


@pytest.mark.parametrize(
    ("text", "trail"),
    [
        # nothing went anywhere: the swing missed the ball
        ("their 4 missed on the knock in", "more/knock_in_problem/swing_and_miss"),
        ("pen 3, he missed, is it a dead ball", "foul_shot/p3/hit_at_and_missed"),
        # a swing said as such is the swing's, wherever the ball then went
        ("penalty 2, he swung and missed, then it rolled wide", "foul_shot/p2/hit_at_and_missed"),
    ],
)
def test_a_miss_with_nothing_gone_out_is_the_swing(text: str, trail: str) -> None:
    assert read(text, "en")[0].startswith(trail)


# --- the posts of a team's own goal are its own goal; a goal said with the play it came from ---
@pytest.mark.parametrize(
    "text",
    [
        "the defender knocked it through his own posts",
        "their back put it between his own posts",
        "their 3 backed it through their own posts, what now",
    ],
)
def test_own_posts_are_an_own_goal(text: str) -> None:
    assert read(text, "en") == ("goal/own_goal", None)


def test_own_posts_beside_a_ball_out_are_the_place() -> None:
    trail, _asked = read("our 2 hit it wide of our own posts", "en")
    assert trail.startswith("end_line")


@pytest.mark.parametrize(
    "text",
    [
        "we scored in the run of play, restart?",
        "red got a goal in general play, where is the throw in",
        "blue scored during play, then what",
    ],
)
def test_a_goal_from_the_run_of_play_is_a_field_goal(text: str) -> None:
    assert read(text, "en") == ("goal/field_goal", None)
