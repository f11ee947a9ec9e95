"""A break told with no thing named is the ball's (22.g) only where the ball is named before it
("sulla rimessa la palla già giocata si è rotta", "la bocha, ya en juego, se rompió"), the ball's
play is told and nothing else that breaks is named. "Si è rotta al primo colpo" alone may be
the ball or the mallet (both break on a hit): no guess. Beside a mallet, a stirrup, a fall, a
horse, a board or the line of the ball, or with the thing right after the verb, it is that
thing's (``situations.break_of_the_ball_unnamed``, ``break_with_its_thing``). Italian
"pallina" is the ball in every phrase of it."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "sulla rimessa la palla già giocata si è rotta"),
        ("it", "rimessa dal fondo, il battitore tocca la palla, poi al secondo colpo si rompe"),
        ("it", "la pallina si è rotta dopo il primo colpo"),
        ("es", "saque de fondo nuestro, la bocha ya en juego se rompió en el segundo golpe"),
        ("en", "on our knock in the ball, already in play, split in two"),
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
        ("it", "il loro 2 è caduto al primo colpo e si è rotto il braccio"),
        # a board, the line of the ball: no ball broken
        ("it", "chi deve riparare una tavola rotta durante la partita?"),
        ("es", "el 3 le rompió la línea al pegarle"),
        # no play of the ball told: nothing says it was the ball
        ("it", "si è rotta, che si fa?"),
    ],
)
def test_a_break_beside_another_thing_that_breaks_is_no_ball_broken(lang: str, text: str) -> None:
    assert "BROKE" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "rigore 2 per noi, al primo colpo si è rotta, si ripete?"),
        ("es", "saque de fondo nuestro, en el primer golpe se rompió, ¿qué hacemos?"),
    ],
)
def test_a_break_with_no_ball_named_is_offered_to_confirm(lang: str, text: str) -> None:
    """The ball or the mallet (both break on a hit): the ball's break is offered, never
    stated."""
    understood = understand(text, lang)
    assert "BROKE" in understood.doubtful
    assert understood.narrowed == ("ball_broke",)
