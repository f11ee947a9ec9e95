"""English generalization, round 14 (issue 17): structures that stopped the walk at its first
question. Each pattern in several phrasings written for this test (never copied from the
outsiders' corpus or the fresh messages).
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read, trail_of

# --- a line named as a place beside the line crossed -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "blue 3 hit it out over the boards near their back line",
        "their 2 sent it over the side boards right next to our end line",
        "our 4 knocked it over the sideline close to the back line",
        "red hit it over the boards a few yards from the end line",
        "ball went over the boards just by their backline, red 1 hit it",
        "out the side near our goal, their 1 hit it",
    ],
)
def test_an_end_line_named_as_a_place_is_where_the_ball_went_over_the_side(text: str) -> None:
    assert trail_of(text, "en")[:1] == ["side_boards"]
    assert "END_LINE" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    "text",
    [
        "red 2 hit it over the back line right next to the boards",
        "their 3 put it over our end line near the side boards",
        "white hit it over the backline close by the boards",
        "blue 1 sent it over their back line by the side boards",
    ],
)
def test_the_side_named_as_near_is_the_end_line_by_the_board(text: str) -> None:
    understood = understand(text, "en")
    assert trail_of(text, "en")[:1] == ["end_line"]
    assert "NEAR_BOARD" in understood.concepts
    assert "SIDE_BOARDS" not in understood.concepts


@pytest.mark.parametrize(
    "text",
    [
        "red 2 hit it over the back line about a yard from the boards",
        "their 4 put it over our end line a little way from the side boards",
    ],
)
def test_the_side_measured_from_without_a_figure_leaves_the_place_asked(text: str) -> None:
    understood = understand(text, "en")
    assert trail_of(text, "en")[:1] == ["end_line"]
    assert not understood.concepts & {"SIDE_BOARDS", "NEAR_BOARD"}


@pytest.mark.parametrize(
    "text",
    [
        # both lines named as places, or neither: nothing says which was crossed
        "it went out a yard from the back line and a yard from the boards",
        "blue hit it over the back line and over the side boards",
    ],
)
def test_both_lines_as_places_or_neither_stay_asked(text: str) -> None:
    assert read(text, "en")[0] == ""
