"""A ball that went in off something ("deflects in off their pony", "went in off the post") is a
goal, and a ball still on its way wide ("it's drifting wide, clips their pony and deflects in")
only says where it was heading, never that it crossed the end line: read as crossed, a goal was
ruled a knock-in."""

from bot.understand import understand
from tests.understand.reading import read


def test_a_ball_in_off_a_horse_after_drifting_wide_is_a_goal() -> None:
    text = "our 1 shoots, it's drifting wide, clips their 2's pony and deflects in off it"
    understood = understand(text, "en")
    assert "GOAL" in understood.concepts
    assert "END_LINE" not in understood.concepts
    trail, _asked = read(text, "en")
    assert trail.startswith("goal"), trail


def test_a_shot_that_went_wide_still_crossed_the_end_line() -> None:
    trail, _asked = read("their 3's shot went wide of our goal, whose knock in?", "en")
    assert trail.startswith("end_line"), trail
