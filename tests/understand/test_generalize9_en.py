"""Round 9, English (issue 17): the ways a ball out and a side are said in chat and dictation.

Each test states a pattern in several phrasings of our own (never the outsiders' corpus): "over"
shared by a hit and the line it went over ("hit it OVER the side"), and "right" that names no
side ("right there", "the right call", "was the ump right?").
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import slugs_of

# --- "over" ends a hit and begins the line the ball went over ----------------------------------


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("red hit it over the side", "SIDE_BOARDS"),
        ("ball hit over side by their 2", "SIDE_BOARDS"),
        ("our 3 knocked it over the side", "SIDE_BOARDS"),
        ("blue backed it over the end line", "END_LINE"),
        ("white sliced it over the back", "END_LINE"),
        ("their 4 put it over the side near the 60", "SIDE_BOARDS"),
    ],
)
def test_over_is_both_the_hit_and_the_line(text: str, line: str) -> None:
    understood = understand(text, "en")
    assert {"HIT_OUT", line} <= understood.concepts, understood.concepts
    assert understood.path.startswith("1" if line == "END_LINE" else "2"), understood.path


def test_a_defender_over_the_side_in_his_60_is_ruled() -> None:
    understood = understand("their 2 knocked it over the side inside their 60, we attack", "en")
    assert slugs_of(understood.path) == "side_boards/defender/this_60"


# --- "right" that names no side -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # an intensifier before a place or a way the ball went
        "the ball trickled right along the back line off their 2",
        "he went right past the ball on the knock in",
        "ump put it down right there and gave it to them, it went over the boards off their 3",
        "it rolled right through, over the end line off the defender",
        "the ball went right over the boards after blue hit it",
        # correctness
        "defender hit it over the end line, ump gave a safety. right call?",
        "the ump was right, their 2 hit it over the back line",
        "he's right and the defender knocked it over the end line",
        # a tag mid message, and one that opens it
        "their 2 hit it over the boards, right? then the ump threw it in",
        "right, so their 4 hit it over the end line",
    ],
)
def test_right_that_names_no_side_is_no_side(text: str) -> None:
    understood = understand(text, "en")
    assert "RIGHT" not in understood.concepts, understood.concepts


@pytest.mark.parametrize(
    "text",
    [
        "their 2 shot wide right over the back line",
        "it went over the boards on the right, then the ump threw it in",
        "crossed the back line to the right of the post",
        "near the right post",
        "red hit it over the boards on the right side, was the ump right?",
        "knocked it over the end line near the right post, right?",
    ],
)
def test_right_as_the_side_stays_the_side(text: str) -> None:
    assert "RIGHT" in understand(text, "en").concepts


# --- "off X's shot", "off an attacker's hit": X hit it out, nothing came off X ----------------


@pytest.mark.parametrize(
    ("text", "slugs"),
    [
        ("ball over the back line off our 3's shot at goal, whose knock in", "end_line/attacker"),
        ("it went over the end line off the attacker's shot", "end_line/attacker/anywhere"),
        ("over the back line straight off an attacker's hit", "end_line/attacker/anywhere"),
        ("ball went over the end line off a defender's hit", "end_line/defender/anywhere"),
        ("it went over the side off blue's shot inside red's 60", "side_boards/attacker/this_60"),
    ],
)
def test_off_a_players_shot_is_his_hit_out(text: str, slugs: str) -> None:
    understood = understand(text, "en")
    assert slugs_of(understood.path) == slugs, understood.concepts
    assert not understood.concepts & {"OFF_ATT", "OFF_DEF", "OFF_PLAYER"}


@pytest.mark.parametrize(
    "text",
    [
        # whose side the shooter is on is not said: who hit it out is asked
        "ball over the back line off their 3's shot",
        "the ball crossed the end line off red's shot",
    ],
)
def test_off_a_shot_of_no_known_role_asks_who(text: str) -> None:
    understood = understand(text, "en")
    assert "HIT_OUT" in understood.concepts
    assert set(understood.narrowed) == {"attacker", "defender"}


# --- a try at goal in chat words is an attacker's shot ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "their 2 went for goal and it rolled over the back line",
        "number 3 had a go from 40 yards, wide over the end line",
        "blue's 1 had a crack at goal and it went over the back line",
        "he took a pop at goal, hit the post and it went over the end line",
        "their 4 goes for goal, over the back line",
    ],
)
def test_a_try_at_goal_over_the_end_line_is_an_attackers(text: str) -> None:
    understood = understand(text, "en")
    assert "SHOT_AT_GOAL" in understood.concepts
    assert slugs_of(understood.path).startswith("end_line/attacker"), understood.concepts


def test_going_for_goal_stays_a_direction() -> None:
    # running at goal is no shot: the umpire's whistle then is play stopped, asked as before
    understood = understand("we were going for goal when the ump blew by mistake", "en")
    assert "SHOT_AT_GOAL" not in understood.concepts
