"""A break told with no thing named ("al secondo colpo si è rotta", "en el segundo golpe se
partió", "on the knock-in it split in two") is the ball's (22.g), where nothing else that breaks
is named; beside a mallet, a stirrup, a fall or a horse it is that thing's, and no ball broke
(``situations.break_of_the_ball_unnamed``). Italian "pallina" is the ball in every phrase of it.
"""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "rimessa dal fondo, il battitore la tocca, poi al secondo colpo si rompe"),
        ("it", "sulla rimessa la palla già giocata si è rotta"),
        ("it", "la pallina si è rotta dopo il primo colpo"),
        ("es", "en el segundo golpe se partió, ¿qué hacemos?"),
        ("es", "saque de fondo nuestro y se rompió al primer golpe"),
        ("en", "on the knock in it split in two"),
    ],
)
def test_a_break_with_its_thing_unnamed_is_the_balls(lang: str, text: str) -> None:
    assert "BROKE" in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "si è rotta la staffa del nostro 2"),
        ("it", "il nostro 3 è caduto e si è rotta la clavicola"),
        ("es", "en plena jugada se me partió el taco, ¿sigo jugando?"),
        ("es", "se rompió la cincha y el 2 se cayó"),
        ("en", "his mallet split in two on the swing"),
    ],
)
def test_a_break_beside_another_thing_that_breaks_is_no_ball_broken(lang: str, text: str) -> None:
    assert "BROKE" not in understand(text, lang).concepts
