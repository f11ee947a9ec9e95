"""Principle 0, seventh pass: a number from the end line at a knock-in with its unit left out
("era a 20 dal fondo", "20 from the back line") is yards, so an opponent that close is read
inside the 30 and asked as such, not a ball over the end line whose hitter is asked."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their knock-in and our 2 was 20 from the back line"),
        ("en", "our knock-in, their 3 sat 15 off the end line"),
        ("es", "saque de ellos y nuestro 2 estaba a 20 del fondo"),
        ("es", "sacamos de fondo y el 4 de ellos estaba a 15 de la línea de fondo"),
        ("it", "rimessa loro e il nostro 2 era a 20 dal fondo"),
        ("it", "rimessa nostra e il loro 3 stava a 15 dal fondo"),
    ],
)
def test_unitless_yards_from_the_line_at_a_knock_in(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "INSIDE_30" in understanding.concepts
    assert not understanding.decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our knock-in and our 2 was 20 from the back line"),
        ("es", "sacamos de fondo y nuestro 2 estaba a 20 del fondo"),
        ("it", "rimessa nostra e il nostro 2 era a 20 dal fondo"),
    ],
)
def test_own_player_near_the_line_is_no_opponent_inside_30(lang: str, text: str) -> None:
    # the knocking team's own player is no 22.a violation: never read as one
    assert "INSIDE_30" not in understand(text, lang).concepts
