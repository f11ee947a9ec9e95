"""Pattern: a ball off a goal post that then went out, the message saying nowhere else, went over
the end line the posts stand on (``situations.out_off_the_post``): English and Italian say it
with their own ``BALL_OUT`` words; a place said elsewhere decides instead."""

from __future__ import annotations

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 2 shot, it hit the post and went out"),
        ("en", "off the post and rolled out of play"),
        ("it", "il loro 2 tira, prende il palo ed è uscita"),
        ("it", "tiro dei rossi, colpito il palo e poi è uscita"),
    ],
)
def test_off_the_post_then_out_is_over_the_end_line(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert answers.startswith("end_line"), answers


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "hit the post and went out over the side boards"),
        ("it", "ha preso il palo ed è uscita dalle sponde"),
    ],
)
def test_a_place_said_elsewhere_decides(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert not answers.startswith("end_line"), answers
