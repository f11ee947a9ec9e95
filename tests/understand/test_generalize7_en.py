"""English that generalizes, round 7 (issue 17). Every message here is written for this test,
none is an outsider's or a corpus message; each test states one pattern in several phrasings.
"""

from __future__ import annotations

import pytest

from tests.understand.reading import read


# --- a player across the centre line at a line-up or throw-in: the wrong side, "wrong" unsaid --
@pytest.mark.parametrize(
    "text",
    [
        "line up, their 3 had a foot over the centre line",
        "at the throw in our 2 was across the center line",
        "their number 4 was past the centre line when the ump threw it in",
        "lineup and one of theirs was over halfway",
        "throw in, red 1 across the halfway line before the ball came in",
    ],
)
def test_across_the_centre_line_at_a_line_up_is_the_wrong_side(text: str) -> None:
    # which team he is on is still asked: the words do not say whether his side attacks
    assert read(text, "en") == ("more/wrong_side", "wrong_side_team")


@pytest.mark.parametrize(
    "text",
    [
        # no line-up or throw-in said: the centre line is only a place
        "their 3 hit it over the centre line",
        # a ball that went out: the centre line says where, a throw-in follows it
        "ball went out over the boards across the centre line, throw in?",
    ],
)
def test_across_the_centre_line_elsewhere_is_no_wrong_side(text: str) -> None:
    slugs, _asked = read(text, "en")
    assert "wrong_side" not in slugs


# --- a knock-in's count of seconds joined to its hit: the hitter's 10 seconds went by ----------
@pytest.mark.parametrize(
    "text",
    [
        # the hit, then the moment on the count from Play
        "ump calls play, our 1 hits the knock in at 14 secs",
        "play called, their 2 took the knock in at 12 seconds",
        # the hit, the count, then what it counts from
        "knock in hit 12 seconds after the ump called play",
        "their back whacked the knock in 15 seconds after play",
        # the count, then the hit that ends it
        "knock in: ump called play, 15 seconds later he hit it",
    ],
)
def test_a_knock_in_hit_past_its_ten_seconds(text: str) -> None:
    assert read(text, "en") == ("more/knock_in_problem/ten_seconds_elapsed", None)


@pytest.mark.parametrize(
    "text",
    [
        # within the 10 seconds: nothing went wrong that the words say
        "ump calls play, our 1 hits the knock in at 9 secs",
        # "we" after the count: the seconds were someone else's (an opponent slow to get back)
        "knock in, 15 seconds later we hit it",
    ],
)
def test_a_count_not_the_hitters_is_no_late_knock_in(text: str) -> None:
    slugs, _asked = read(text, "en")
    assert "ten_seconds_elapsed" not in slugs
