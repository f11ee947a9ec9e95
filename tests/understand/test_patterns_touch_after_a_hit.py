"""A touch said after a hit, with no one's role in its words ("a shot from our 2, their back
touched it and it went over the end line", "tiro del nostro 2, il loro back l'ha toccata ed è
uscita dal fondo"), leaves the last touch open: a defender's touch over his own end line is a
Safety, never the shooter's knock-in, so who put it out is asked (principle 0). A touch denied
("nobody else touched it", "nessun altro l'ha toccata") is no touch, and "a chi tocca" is whose
turn it is, no touch at all."""

import pytest

from bot.understand import understand
from tests.understand.reading import read

_TOUCH_AFTER_THE_HIT = [
    ("en", "a shot from our 2, their back touched it and it went over the end line"),
    ("en", "shot by our 2, their 4 got a touch, over the end line"),
    ("it", "tiro del nostro 2, il loro back l'ha toccata ed è uscita dal fondo"),
    ("it", "tiro del nostro 3, l'ha sfiorata il loro 4 e fuori dal fondo"),
]


@pytest.mark.parametrize(("lang", "text"), _TOUCH_AFTER_THE_HIT)
def test_a_touch_after_the_hit_asks_who_put_it_out(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided, understood.path
    assert read(text, lang) == ("end_line", "end_line_who")


_NO_OTHER_TOUCH = [
    ("en", "their 3 hit it straight over the boards between the 60s, nobody else touched it"),
    ("en", "their 3 smashed it over the boards between the 60s without anybody else touching it"),
    ("it", "il loro 3 l'ha mandata fuori dalle sponde tra le 60, nessun altro l'ha toccata"),
]


@pytest.mark.parametrize(("lang", "text"), _NO_OTHER_TOUCH)
def test_a_touch_denied_is_no_touch(lang: str, text: str) -> None:
    assert "TOUCHED" not in understand(text, lang).concepts


def test_whose_turn_is_no_touch() -> None:
    assert "TOUCHED" not in understand("a chi tocca battere la rimessa?", "it").concepts
