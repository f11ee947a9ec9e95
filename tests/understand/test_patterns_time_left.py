"""Time left in the period is the clock, never a side.

Pattern: "with 40 secs left", "2 mins left": a count of time said with "left" after its unit,
in any of the unit's short forms, is what remains of the period, read as "40 seconds left" is.
Read as the side "left", it made a ball out of a message that tells none: "we scored and
their 3 is taking forever to come back, 40 secs left" asked what kind of goal it was, not
whether the goal or the slow return is what it is about."""

from __future__ import annotations

import pytest

from bot.understand import understand


@pytest.mark.parametrize("time", ["40 secs", "1 sec", "1 second", "2 mins", "1 min", "1 minute"])
def test_a_short_unit_of_time_before_left_is_time_left_not_a_side(time: str) -> None:
    told = "we scored and their 3 is taking forever to come back, {} left"
    short = understand(told.format(time), "en")
    long = understand(told.format("40 seconds"), "en")
    assert "LEFT" not in short.concepts
    assert (short.path, short.conflicts) == (long.path, long.conflicts)
