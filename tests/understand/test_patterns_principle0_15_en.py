"""Principle 0, fifteenth pass (vague variants of decided messages, English).

* The ball "off" (or "came off") the penalty taker's own horse's foot, front foot or hoof says
  the foot touched it, not how: hit into the foot (the goal on the rebound counts) or kicked by
  the horse (a second hit, 22.b). Read as "hit into the foot" it told the umpire a goal stood
  that may not; now both stay possible and the event is asked. "Hit (it) into the foot" and
  "the horse kicked it" are still read.
* A side line crossing said only as NEAR a 60 yard line ("around the 60", "somewhere near the 60
  line") is on or inside that 60 (the free hit from the 60) or just outside it (where it went
  out): the zone is asked between that 60 and the middle, never taken as inside. "On the 60",
  "just inside the 60" are still the 60.
* A goal said AWARDED beside a "normal" or field goal ("we got a goal awarded, do ends change
  like a normal goal") compares the two: an awarded goal may be a Penalty 1 (no change of
  ends), so the kind of goal is asked, never taken as a field goal.
"""

import pytest

from bot.understand import understand
from tests.understand.reading import slugs_of

_OFF_THE_FOOT = [
    ("en", "on the pen 3 it came off his horse's foot and went between the posts, goal?"),
    ("en", "penalty 2, ball bounced off his own horse's hoof and rolled through, does it count"),
    ("en", "our 4's penalty two came back off his horse's front foot into the goal"),
]


@pytest.mark.parametrize(("lang", "text"), _OFF_THE_FOOT)
def test_a_ball_off_the_horse_s_foot_leaves_kick_or_hit_into_open(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    assert "event" in understanding.missing
    path = slugs_of(understanding.path)
    assert "ball_hit_into_horses_foot" not in path
    assert "horse_kicked_ball" not in path


@pytest.mark.parametrize(
    ("lang", "text", "event"),
    [
        (
            "en",
            "pen 2, he hit it straight into his horse's foot and it went in",
            "ball_hit_into_horses_foot",
        ),
        (
            "en",
            "penalty 3 went into the horse's front foot and rebounded in",
            "ball_hit_into_horses_foot",
        ),
        ("en", "pen 3 glanced off his own horse's foot and went in", "ball_hit_into_horses_foot"),
        (
            "en",
            "penalty 2, he hit it and it clipped his horse's front foot, goal",
            "ball_hit_into_horses_foot",
        ),
        ("en", "on the penalty 2 the horse kicked the ball through the posts", "horse_kicked_ball"),
    ],
)
def test_how_the_foot_touched_it_said_is_still_read(lang: str, text: str, event: str) -> None:
    assert event in slugs_of(understand(text, lang).path)


_NEAR_THE_60 = [
    (
        "en",
        "their 3 hit it over the side boards somewhere near the 60 while we were attacking "
        "their goal",
    ),
    ("en", "their 2 hit it out over the boards around the 60 yard line, we attack that goal"),
    ("en", "we were attacking their goal and their back hit it over the side close to the 60 line"),
]


@pytest.mark.parametrize(("lang", "text"), _NEAR_THE_60)
def test_near_the_60_asks_the_60_or_the_middle(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    assert "exit_point" in understanding.missing
    assert {"this_60", "between_60s"} <= set(understanding.narrowed)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 3 hit it over the side boards on the 60 while we were attacking their goal"),
        ("en", "their 2 hit it out over the boards just inside the 60, we attack that goal"),
    ],
)
def test_on_or_inside_the_60_is_still_the_60(lang: str, text: str) -> None:
    assert "this_60" in slugs_of(understand(text, lang).path)


_AWARDED_LIKE_A_FIELD_GOAL = [
    ("en", "they were awarded a goal, is it the same as a normal goal for changing ends"),
    ("en", "ump said goal awarded to us, do we restart like after a field goal"),
    ("en", "we got awarded a goal, do ends change like a normal goal"),
]


@pytest.mark.parametrize(("lang", "text"), _AWARDED_LIKE_A_FIELD_GOAL)
def test_an_awarded_goal_beside_a_normal_goal_asks_its_kind(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    assert "field_goal" not in slugs_of(understanding.path)


def test_a_field_goal_alone_is_still_read() -> None:
    assert "field_goal" in slugs_of(understand("they scored a field goal, then what", "en").path)
