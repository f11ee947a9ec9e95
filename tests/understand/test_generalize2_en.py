"""English that generalizes, round 2 (issue 17): patterns the outsiders' messages showed, each
said in several ways. Every message here is written for this test, none is an outsider's or a
corpus message. The rules are language-free where they are code (concepts.py); their words are
English (en.toml) only so far, so the tests are English.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


# --- a ball off the post that went out went over the end line ---------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "the shot hit the post and went out",
        "came off the post and rolled out, red defending",
        "it clipped the left post and went out of play",
        "their 2 hit the right post and it trickled out",
    ],
)
def test_off_the_post_and_out_is_the_end_line(text: str) -> None:
    trail, asked = read(text, "en")
    assert trail.startswith("end_line")
    assert asked is not None  # who hit it is still asked (off the post: whose post hit?)


@pytest.mark.parametrize(
    "text",
    [
        # another place said: that place, never the end line as well
        "off the post and went out over the boards",
        # "bounced out" off the post is as often back into the field
        "hit the post and bounced out, then our 2 tapped it in",
    ],
)
def test_off_the_post_with_another_place_or_no_out_is_not_the_end_line(text: str) -> None:
    assert "END_LINE" not in understand(text, "en").concepts


# --- a hit out "wide" is over the end line, and its side is still read -----------------------
@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("blue's 3 knocked it wide right of the goal", "RIGHT"),
        ("their 1 sent it wide, near the right post", "RIGHT"),
        ("our 2 hit it wide on the left", "LEFT"),
        ("their 4 pulled it wide to the left", "LEFT"),
    ],
)
def test_a_hit_wide_is_the_end_line_with_its_side(text: str, side: str) -> None:
    concepts = understand(text, "en").concepts
    assert {"END_LINE", "HIT_OUT", side} <= concepts
    assert "WIDE" not in concepts  # a yard outside the post is wide of the goal too


def test_a_hit_wide_of_his_own_goal_is_no_own_goal() -> None:
    concepts = understand("the defender knocked it wide of his own goal", "en").concepts
    assert "END_LINE" in concepts
    assert not concepts & {"GOAL", "OWN_GOAL"}


# --- a shot, the noun, then over the end line: an attacker's shot at goal ---------------------
@pytest.mark.parametrize(
    "text",
    [
        "their 4's shot went over the back line",
        "red 2 shoots and the ball crosses the end line wide of the left post",
        "our 1 shot from the 40 and it went behind the goal",
        "the shot from their 3 rolled over the byline",
    ],
)
def test_a_shot_then_over_the_end_line_is_an_attackers(text: str) -> None:
    assert read(text, "en")[0].startswith("end_line/attacker")


@pytest.mark.parametrize(
    "text",
    [
        "the defender's shot went over the end line",
        "their 3 took a backhand shot over his own back line",
        "ok so our 3 shot it and it went out over the boards",
        "their knock in shot went over the back line",
    ],
)
def test_a_shot_beside_a_defender_a_backhand_a_restart_or_the_boards_is_no_shot_at_goal(
    text: str,
) -> None:
    assert "SHOT_AT_GOAL" not in understand(text, "en").concepts


# --- one after another: "in a row" is no right of way; twice at one end is the same goal -------
@pytest.mark.parametrize(
    "text",
    [
        "our 2 scored twice at the same end",
        "they scored back to back in the same goal",
        "red scored twice in a row at the same end",
    ],
)
def test_twice_at_the_same_end_is_the_same_goal_again(text: str) -> None:
    assert read(text, "en") == ("goal/accepted_wrong_way", None)


@pytest.mark.parametrize(
    "text", ["red scored three in a row", "blue won the last two chukkers in a row"]
)
def test_in_a_row_is_no_right_of_way(text: str) -> None:
    assert "RIGHT_OF_WAY" not in understand(text, "en").concepts


# --- a penalty goal is Penalty 1's -------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    ["umpire gave a penalty goal to blue", "penalty goal for red", "it was a pen goal"],
)
def test_a_penalty_goal_is_penalty_1(text: str) -> None:
    assert read(text, "en") == ("goal/penalty_1", None)


# --- a question tag's "not" negates nothing ----------------------------------------------------
@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("their 2 hit it over the end line isnt that crossing", "CROSSING"),
        ("blue hit it over the end line wasnt it a knock in", "KNOCK_IN"),
        ("the defender put it over his own back line, isn't that a safety?", "SAFETY"),
        ("their 3 hooked our 2, isn't that a foul", "FOUL"),
    ],
)
def test_a_question_tag_keeps_what_it_asks_about(text: str, asked: str) -> None:
    assert asked in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("the defender didn't touch it, it went over the end line", "DEF"),
        ("it was not off the boards, it went straight over", "OFF_BOARDS"),
    ],
)
def test_a_not_that_opens_no_tag_still_negates(text: str, negated: str) -> None:
    assert negated not in understand(text, "en").concepts


# --- a rider who came off his horse, or the ball off a horse ----------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "their 2 came off his horse, ump stopped play",
        "he came off the pony and the ump blew",
        "our 4 came off her horse and the umpire stopped it",
    ],
)
def test_a_rider_who_came_off_his_horse_fell(text: str) -> None:
    assert read(text, "en")[0].startswith("play_stopped/fallen_injured")


@pytest.mark.parametrize(
    "text",
    [
        "the ball came off their 2's horse and went over the back line",
        "it came off the umpire's horse over the boards",
        "their shot came off our 3's horse and went wide",
    ],
)
def test_the_ball_that_came_off_a_horse_is_no_fall(text: str) -> None:
    concepts = understand(text, "en").concepts
    assert "FALLEN" not in concepts


@pytest.mark.parametrize(
    "text",
    ["our 2 came off to change horses", "their 3 came off the field and played the knock in"],
)
def test_a_player_who_came_off_the_field_is_no_fall(text: str) -> None:
    assert "FALLEN" not in understand(text, "en").concepts


# --- how far the ball went, and seconds the hit ends ------------------------------------------
@pytest.mark.parametrize(
    ("text", "distance"),
    [
        ("the 60 yard free hit went 20 yards and our 3 played it", "UNDER_30"),
        ("hit from the 60 travelled 40 yards and our 1 picked it up", "TRAVELLED_30"),
        ("free hit from the 60, it only rolled 10 yards before their 2 took it", "UNDER_30"),
    ],
)
def test_the_yards_the_ball_went(text: str, distance: str) -> None:
    assert distance in understand(text, "en").concepts


def test_yards_said_of_a_place_are_no_travel() -> None:
    concepts = understand("it went 2 yards outside the left post, over the end line", "en").concepts
    assert "NEAR_POST" in concepts


@pytest.mark.parametrize(
    "text",
    [
        "knock in, he took 15 seconds to hit it",
        "our knock in, he took 12 seconds to hit it",
        "their knock in, 14 seconds then hit it",
    ],
)
def test_seconds_the_hit_ends_are_the_hitters(text: str) -> None:
    assert read(text, "en") == ("more/knock_in_problem/ten_seconds_elapsed", None)


@pytest.mark.parametrize(
    "text",
    [
        "knock in, their 2 took 15 seconds to come back and we hit it",
        "knock in, he took 8 seconds to hit it",
    ],
)
def test_seconds_not_ended_by_the_hit_or_within_10_say_nothing(text: str) -> None:
    assert "TEN_SEC" not in understand(text, "en").concepts


# --- no goal: an attack on goal, a goal that did not happen; "fine" is no fine ---------------
@pytest.mark.parametrize(
    "text",
    [
        "dog on the field, ump stopped play, we were about to score",
        "ump blew by mistake, we had a clear run on goal",
        "their 2 fell, we had the ball going to goal",
        "play stopped for an injury, we would have scored",
    ],
)
def test_an_attack_on_goal_is_no_goal(text: str) -> None:
    concepts = understand(text, "en").concepts
    assert "GOAL" not in concepts
    assert concepts & {"STOPPED", "FALLEN", "INADVERTENT"}


@pytest.mark.parametrize(
    "text", ["their 2 is fine, just a fall, we had the ball", "the horse went down, rider fine"]
)
def test_fine_is_no_fine(text: str) -> None:
    assert "CARD" not in understand(text, "en").concepts


def test_a_fine_is_still_a_fine() -> None:
    assert "CARD" in understand("their 2 was fined for abuse", "en").concepts


# --- a horse that moved the ball at a foul shot: no ride-off's bump ----------------------------
@pytest.mark.parametrize(
    "text",
    [
        "penalty 2 hit short and his horse bumped it through the posts",
        "pen 3 came up short and his own horse knocked it in",
        "on the pen 4 the pony bumped the ball forward before he hit",
    ],
)
def test_a_horse_that_bumped_the_ball_at_a_foul_shot_kicked_it(text: str) -> None:
    trail, _asked = read(text, "en")
    assert trail.endswith("horse_kicked_ball")
    assert "RIDE_OFF" not in understand(text, "en").concepts
