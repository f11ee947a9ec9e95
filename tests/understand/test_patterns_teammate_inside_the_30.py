"""22.a keeps only the knocking team's opponents 30 yards back: a player of the side knocking in
said inside the 30 ("our knock-in, OUR 2 was inside the 30") is no opponent inside it, and no
Penalty 5.b is decided for it; an opponent there still is."""

import pytest

from bot.understand import understand

_TEAMMATE = [
    ("en", "our knock in, play called and our 2 was inside the 30"),
    ("en", "their knock in, play called and their 2 was inside the 30"),
    ("es", "saque de fondo nuestro, dijo play y nuestro 2 estaba adentro de las 30"),
    ("it", "rimessa nostra, il nostro 2 era dentro le 30 al play"),
]


@pytest.mark.parametrize(("lang", "text"), _TEAMMATE)
def test_a_teammate_of_the_knocker_inside_the_30_is_no_violation(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided, understood.path
    assert "KNOCKING_TEAM" in understood.concepts


_OPPONENT = [
    ("en", "our knock in, play called and their 2 was inside the 30"),
    ("es", "sacamos de fondo, dijeron play y el 2 de ellos estaba adentro de las 30"),
    ("it", "rimessa nostra, il loro 2 era dentro le 30 al play"),
]


@pytest.mark.parametrize(("lang", "text"), _OPPONENT)
def test_an_opponent_inside_the_30_is_still_the_violation(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.decided
    assert "KNOCKING_TEAM" not in understood.concepts
