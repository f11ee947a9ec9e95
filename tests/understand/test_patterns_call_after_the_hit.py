"""The hit told against the call of Play (``bot.understand.before_play``): however a message
orders them, a hit that came before the call is a hit before Play (22.b's interpretation:
"There is no excuse for hitting the ball before 'Play' is announced"), decided at the
restart being taken; the call told in its place ("the ump called play and our 3 hit it") stays
a call, and Play not called with no hit told is no hit at all."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text", "penalty"),
    [
        # "before" and the call, in words no phrase lists
        ("en", "penalty 2, their 1 hit it before the umpire gave play", "p2"),
        ("en", "pen 2: their 3 struck it ahead of the umpire calling play", "p2"),
        # the call, then "after" and the hit
        ("en", "penalty 5b, the umpire said play only after our 3 hit it", "p5b"),
        ("en", "penalty 2: the ump called play after their 1 had already struck the ball", "p2"),
        ("es", "penal 2, el umpire dijo play después de que nuestro 3 le pegara", "p2"),
        ("it", "rigore 2, l'arbitro ha detto play dopo che il loro 3 aveva tirato", "p2"),
        # the hit as done when the call came
        ("en", "pen 2, our 3 had already hit it when the umpire called play", "p2"),
        ("es", "penal 4, el 2 de ellos ya le había pegado cuando el umpire dijo play", "p4"),
        ("it", "rigore 4, il loro 2 aveva già tirato quando l'arbitro ha detto play", "p4"),
        # the call negated: Play not called, and a hit told
        ("en", "on a penalty 3 the umpire hadn't called play when our back hit it", "p3"),
        ("en", "penalty 5b, ump never called play, their 3 just hit it", "p5b"),
        ("es", "penal 3, el umpire no había dicho play y nuestro 1 le pegó", "p3"),
        ("it", "rigore 5b, l'arbitro non ha chiamato play e il loro 2 ha colpito", "p5b"),
    ],
)
def test_a_hit_told_before_the_call_is_a_hit_before_play(
    lang: str, text: str, penalty: str
) -> None:
    assert read(text, lang) == (f"foul_shot/{penalty}/hit_before_play", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the call, then the hit: the order of the restart
        ("en", "pen 2, the ump called play and our 3 hit it wide"),
        ("es", "penal 2, el umpire dijo play y nuestro 3 le pegó afuera"),
        ("it", "rigore 2, l'arbitro ha detto play e il nostro 3 l'ha tirata fuori"),
        # "after" with no hit after it: a move back, no hit
        ("en", "our knock in, the ump called play after their 2 was back at 30"),
    ],
)
def test_a_call_told_in_its_place_is_no_hit_before_play(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert "hit_before_play" not in trail, trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "pen 3, the ump hadn't called play, their 1 was still circling"),
        ("it", "rigore 3, l'arbitro non ha chiamato play, il loro 1 girava ancora"),
    ],
)
def test_play_not_called_and_no_hit_told_is_no_hit(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert "hit_before_play" not in trail, trail
