"""Principle 0, seventeenth pass (en sweep of decided messages on /work/fresh11).

A story of two hitters ("their 4 went for goal, it hit the post, then OUR 2 hit it over the
boards") where the only role read is the first hitter's (a shot at goal is an attacker's) and
the second hitter, the one who put the ball out, is of a side whose role nothing says (a team
named by a name the chat never gave, so whose goal is "ours" is unsaid): the shooter's role
was taken for the hit out, and the free hit given to the wrong team. Who hit it out is asked
between an attacker and a defender, never the shooter's role."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "the tigers 4 shot at goal, it hit the post and came out, then our 2 hit it over "
            "the boards at midfield",
        ),
        (
            "en",
            "the hawks number three went for goal and it bounced off the post, then we hit it "
            "out over the side boards between the sixties",
        ),
        ("en", "the tigers 4 shot wide of the post, then our 3 hit it over the back line"),
        (
            "es",
            "el 4 de los tigres tiró al arco, pegó en el palo y salió, después nuestro 2 la "
            "tiró por la tabla en el medio",
        ),
        (
            "it",
            "il 4 dei tigri ha tirato in porta, ha preso il palo, poi il nostro 2 l'ha buttata "
            "fuori sulle sponde a metà campo",
        ),
    ],
)
def test_a_hit_out_by_a_side_with_no_role_after_a_shot_asks_who(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert set(understanding.narrowed) == {"attacker", "defender"}


@pytest.mark.parametrize(
    ("lang", "text", "answers"),
    [
        # no other player's role told before the side: its own place says its role
        ("en", "our 2 hit it out over the boards in their 60", "side_boards/attacker"),
        ("es", "nuestro 2 la tiró por la tabla en los 60 de ellos", "side_boards/attacker"),
        # the shot is the side's own player's: the shooter is the hitter
        (
            "en",
            "ball over the back line off our 3s shot at goal, missed by a mile",
            "end_line/attacker",
        ),
    ],
)
def test_a_hit_out_whose_side_has_its_role_stays_read(lang: str, text: str, answers: str) -> None:
    assert read(text, lang)[0].startswith(answers)
