"""One circle said alone at a foul shot ("circled, then went at it", "dio la vuelta y le
pegó", "ha fatto un giro e poi ha tirato") is no second approach by itself: 22.b counts an
approach only "when advancing forward toward the ball", and its example's Blue #3 "circles on
his approach" before the fault (passing the ball "to approach again"). Whether he had begun his
approach is the writer's to confirm (``CIRCLED``, ``[confirm.foul_shot_event]``); read as a
second approach, it decided a Penalty 5.a the words never said. An approach or a circle told
again ("came in again", "circled twice", "otra vuelta", "un altro giro": 22.b's permission to
circle again "should not be granted") is said, and decided."""

import pytest

from bot.understand import understand
from tests.understand.reading import read

_CIRCLE_ALONE = [
    ("en", "pen 4 to us, our 2 circled before hitting it, allowed?"),
    ("en", "penalty 3, their 1 circled round and then hit it about 12 seconds after play"),
    ("es", "penal 4, nuestro 2 dio una vuelta antes de pegarle, se puede?"),
    ("es", "en el penal 3 el 1 de ellos pegó la vuelta y después le pegó"),
    ("it", "rigore da 40, il loro 3 ha fatto un giro e poi ha tirato"),
    ("it", "penalty 4 per noi, il nostro 2 fa il giro prima di tirare, si può?"),
]


@pytest.mark.parametrize(("lang", "text"), _CIRCLE_ALONE)
def test_a_circle_alone_is_offered_as_a_second_approach(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided
    assert understood.narrowed == ("second_approach",), understood.narrowed
    _trail, asked = read(text, lang)
    assert asked == "foul_shot_event", asked


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "pen 4, their 3 circled and came in again for a second go"),
        ("en", "our 2 circled twice before hitting the pen 4, allowed?"),
        ("es", "penal 4, nuestro 2 dio otra vuelta antes de pegarle"),
        ("it", "rigore da 40, il loro 3 ha fatto un altro giro e poi ha tirato"),
        ("en", "penalty 2: his pony shied, he pulled up, then came round again and hit it"),
        ("es", "penal 3, el 2 de ellos hizo otra aproximación y le pegó"),
        ("it", "rigore da 30, il loro 2 ha dovuto rifare la rincorsa"),
    ],
)
def test_an_approach_told_again_is_decided(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert asked is None, asked
    assert trail.endswith("/second_approach"), trail


def test_a_kick_said_by_its_means_is_the_horse_kicking_it() -> None:
    """ "La spinge avanti CON UN CALCIO": in polo only a horse kicks (22.b's Penalty 6 example,
    a Penalty 5.a to the other team)."""
    text = "penalty 6 per i rossi, il cavallo del 3 la spinge avanti di 4 yarde con un calcio"
    trail, asked = read(text, "it")
    assert (trail, asked) == ("foul_shot/p6/horse_kicked_ball", None)
