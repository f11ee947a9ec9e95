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


# --- the last touch before the ball went out is the hit that put it out ------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("it went over the side boards, we hit it last, we're defending", "side_boards/defender"),
        ("ball over the boards, their 3 touched it last, we are defending", "side_boards/attacker"),
        ("we're attacking, out over the side boards and we were the last to touch it", None),
        ("over the boards near midfield, blue hit the ball last, blue defending", None),
    ],
)
def test_the_last_touch_is_the_hit_out(text: str, expected: str | None) -> None:
    slugs, _asked = read(text, "en")
    if expected is not None:
        assert slugs.startswith(expected)
    else:
        assert slugs.split("/")[:2] in (["side_boards", "attacker"], ["side_boards", "defender"])


def test_the_last_touch_off_an_opponent_is_still_asked_apart() -> None:
    # our hit off their player: the free hit is ours (a hit off an opponent), not a hit out
    text = "ball went off their 2 over the side boards in front of our goal, we hit it last"
    slugs, _asked = read(text, "en")
    assert slugs.startswith("side_boards/defender_off_opponent")


def test_who_touched_it_last_not_known_is_no_hit_out() -> None:
    slugs, _asked = read("nobody saw who touched it last going over the side boards", "en")
    assert "attacker" not in slugs
    assert "defender" not in slugs.split("/")


# --- a "not" inside brackets negates only what is inside them ----------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "ball came off their player (not the horse) over the side boards",
        "off their 2 (not his knee) and out over the boards",
        "it went off their back (not the saddle) and over the side boards",
        "glanced off their 4; not sure where, over the side boards",
    ],
)
def test_a_not_in_brackets_does_not_deny_what_follows(text: str) -> None:
    slugs, _asked = read(text, "en")
    assert slugs.startswith("side_boards")
