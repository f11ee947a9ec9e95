"""A hit toward the boards ("cleared it toward the boards", "hacia la tabla", "verso la sponda")
says where the ball went, not that it went over them: beside a goal it is no ball out (it was a
situation said two ways, asked); with the ball then said to go out and no line named, it went
out over the boards. And a marker before the first of two doubted alternatives ("off the ump's
horse or their 4's pony, unclear which") is that alternative's: neither is a fact."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their back cleared it toward the boards but sliced it into his own goal. ours?"),
        ("es", "el back de ellos la sacó hacia la tabla y la metió en su propio arco. vale?"),
        (
            "it",
            "il loro back spazza verso la sponda, la prende di taglio e la infila nella sua porta. "
            "conta per noi?",
        ),
    ],
)
def test_toward_the_boards_beside_a_goal_is_no_ball_out(lang: str, text: str) -> None:
    assert read(text, lang) == ("goal/own_goal", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our 2 hit it toward the boards and it went out, whose ball?"),
        ("it", "il nostro 2 tira verso le sponde e la palla va fuori, di chi è?"),
    ],
)
def test_toward_the_boards_then_out_went_over_them(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("side_boards"), trail


def test_a_marker_before_doubted_alternatives_is_the_first_ones() -> None:
    text = "our 3 hit it, went out over the boards off ump's horse or their 4's pony, unclear which"
    understood = understand(text, "en")
    assert "OFF_UMPIRE" not in understood.concepts
    assert not understood.complete
