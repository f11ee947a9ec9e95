"""A hit before "play" told after the ball went over the end line ("white hit it over blue's
back line and blue's back hit it before I called play", "i bianchi hanno tirato fuori sul
fondo dei blu e il back dei blu ha battuto prima che io dicessi plei") is the knock-in's hit
(``situations.hit_before_play_after_end_line``): what went wrong at the knock-in, 22.a's
Penalty 4, never the end line's ruling asked again (who hit it out, every answer a knock-in
with no fault). Told before the ball went out ("our goal came early, then their 3 hit it over
the back line") it is no restart of that ball."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "white hit it over blue's back line and blue's back hit it before I called play"),
        (
            "es",
            "los blancos la tiraron por el fondo de los azules y el back azul le pegó antes "
            "de que yo dijera play",
        ),
        (
            "it",
            "i bianchi hanno tirato fuori sul fondo dei blu e il back dei blu ha battuto "
            "prima che io dicessi plei",
        ),
    ],
)
def test_a_hit_before_play_after_the_end_line_is_the_knock_ins(lang: str, text: str) -> None:
    assert read(text, lang) == ("more/knock_in_problem/hit_before_play", None)


def test_an_early_thing_told_before_the_ball_went_out_is_no_knock_in() -> None:
    trail, _asked = read("our goal came early, then their 3 hit it over the back line", "en")
    assert trail.startswith("end_line"), trail
