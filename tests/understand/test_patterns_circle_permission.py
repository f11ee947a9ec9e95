"""Leave to circle again asked as PERMISSION, the umpire between the asking and the circle
("he's asking the umpire whether he's allowed to go round again", "le pide al umpire permiso
para volver a girar", "chiede all'arbitro il permesso di girare di nuovo"), is the request to
circle again at a foul shot, which the rulebook's example says should not be granted. A ball
that comes apart, a word between ("the ball literally comes apart in two halves"), broke."""

import pytest

from bot.understand import understand

_PERMISSION_TO_CIRCLE = [
    ("en", "safety for us, our 3 asks the umpire whether he's allowed to go round again"),
    ("en", "penalty 2, their 1 asked the ump for permission to circle again, ok?"),
    ("es", "safety para nosotros, nuestro 3 le pide al umpire permiso para volver a girar"),
    (
        "it",
        "tiro dai 60 dopo la safety, il nostro 3 chiede all'arbitro il permesso di girare di nuovo",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _PERMISSION_TO_CIRCLE)
def test_permission_to_circle_again_is_asking_to_circle(lang: str, text: str) -> None:
    assert "ASKED_CIRCLE" in understand(text, lang).concepts


_CAME_APART = [
    ("en", "penalty 4, he swings and the ball literally comes apart in two halves"),
    ("en", "the ball was coming apart when he hit the 60"),
]


@pytest.mark.parametrize(("lang", "text"), _CAME_APART)
def test_a_ball_come_apart_broke(lang: str, text: str) -> None:
    assert "BROKE" in understand(text, lang).concepts
