"""English that generalizes, round 5 (issue 17). Every message here is written for this test,
none is an outsider's or a corpus message; each test states one pattern in several phrasings.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


# --- the writer's own team said by its name ("we're blue"): we have its role, it ours ---------
@pytest.mark.parametrize(
    "text",
    [
        "we're blue, red hit it over the boards inside our 60",
        "red knocked it out over the boards in our 60, we are blue",
        "were blue red hit it out over the side boards in our 60",
        "in our 60 red sent it over the boards, im on blue",
        "we are the blues and the reds hit it over the boards inside our 60",
    ],
)
def test_the_writers_team_named_takes_our_role(text: str) -> None:
    assert read(text, "en") == ("side_boards/attacker/this_60", None)


@pytest.mark.parametrize(
    "text",
    [
        # "were" of others: the team named is theirs, or nobody's, never ours
        "they were blue, blue hit it over the boards in our 60",
        "the other side were blue, blue hit it over the boards in our 60",
        "the shirts were blue and blue hit it over the boards in our 60",
    ],
)
def test_were_after_a_subject_names_no_team_of_ours(text: str) -> None:
    # blue taken as ours would defend our 60: blue's hit out is then never the defender's
    path, _ = read(text, "en")
    assert not path.startswith("side_boards/defender")


def test_the_writers_team_said_with_two_roles_is_asked() -> None:
    # blue said defending, and we (blue) said attacking: neither is read
    text = "blue defending, we're blue and we were attacking, red hit it over the boards"
    understanding = understand(text, "en")
    assert not understanding.decided


# --- a penalty named by its distance as a noun: "a 30 yarder" is Penalty 2, "a 40 yarder" 3 --
@pytest.mark.parametrize(
    ("text", "trail"),
    [
        ("missed the 40 yarder, live or dead", "foul_shot/p3/hit_at_and_missed"),
        ("the 40 yarder was a complete air shot", "foul_shot/p3/hit_at_and_missed"),
        ("their 3 took a 30 yarder and whiffed it", "foul_shot/p2/hit_at_and_missed"),
        ("on the 30 yarder he went past the ball", "foul_shot/p2/passed_ball"),
    ],
)
def test_a_penalty_named_as_a_yarder(text: str, trail: str) -> None:
    assert read(text, "en") == (trail, None)


# --- a second approach told as it happened ("approached, stopped, approached again") ---------
@pytest.mark.parametrize(
    ("text", "trail"),
    [
        ("pen 3, he approached, pulled up, and approached again", "foul_shot/p3/second_approach"),
        ("on the penalty 2 she approached twice", "foul_shot/p2/second_approach"),
        ("penalty 4 taken, he had another approach after stopping", "foul_shot/p4/second_approach"),
    ],
)
def test_a_second_approach_told_as_it_happened(text: str, trail: str) -> None:
    assert read(text, "en") == (trail, None)


# --- a foul the umpire stopped for and did not confirm is a perceived violation --------------
@pytest.mark.parametrize(
    "text",
    [
        "the ump blew for a foul that wasn't confirmed, nobody had the ball",
        "stopped play for a foul he didn't confirm, ball loose, nobody on it",
        "umpire whistled an unconfirmed foul, loose ball, nobody had it",
    ],
)
def test_a_foul_not_confirmed_is_a_perceived_violation(text: str) -> None:
    assert read(text, "en")[0].startswith("play_stopped/perceived_violation")


# --- at the throw-in: a few yards from the umpire, into the line-up across it ----------------
@pytest.mark.parametrize(
    "text",
    [
        "at the throw in their 2 got within a few yards of the ump",
        "before the bowl in our 3 was within a couple of yards of the umpire",
        "line up, and their 4 was right up on the ump before he threw it in",
    ],
)
def test_a_few_yards_from_the_umpire_at_the_throw_in(text: str) -> None:
    assert read(text, "en") == ("more/line_up/inside_five_yards", None)


@pytest.mark.parametrize(
    "text",
    [
        "their 4 came in across the line up after the throw, nearly took out our 1",
        "our 2 cut across the line up from behind to get to the ball",
        "he came through the line up from behind at full speed",
    ],
)
def test_into_the_line_up_across_it_is_play_inside_it(text: str) -> None:
    assert read(text, "en")[0].startswith("more/inside_line_up")


# --- a player slow back to the line-up who then had the ball, or never went for it -----------
@pytest.mark.parametrize(
    ("text", "trail"),
    [
        (
            "their 2 slow back to the line up and got the ball from the throw in",
            "more/line_up/late_player_joined",
        ),
        (
            "red 1 was late back, then grabbed the ball off the throw in",
            "more/line_up/late_player_joined",
        ),
        (
            "our 3 slow back to the line up, never went for the ball",
            "more/line_up/late_player_out",
        ),
        (
            "their 4 slow back to the line up and never played the ball",
            "more/line_up/late_player_out",
        ),
    ],
)
def test_a_slow_player_who_then_played_or_not(text: str, trail: str) -> None:
    assert read(text, "en")[0] == trail


# --- what a rider or a pony wears, and a game rained off -------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "are polo wraps compulsory",
        "can i ride with two whips",
        "is a blue helmet allowed",
        "spectator here, can a player carry two whips",
        "do the ponies need leg wraps on all four legs",
    ],
)
def test_what_is_worn_or_carried_is_out_of_scope(text: str) -> None:
    assert understand(text, "en").out_of_scope


def test_a_spectator_on_the_field_is_still_an_emergency() -> None:
    text = "a spectator ran onto the field and the ump stopped play, nobody had the ball"
    assert read(text, "en")[0].startswith("play_stopped/emergency")


@pytest.mark.parametrize(
    "text",
    [
        "if the game is rained off when do we finish it",
        "our match got rained out in the 3rd, what happens",
        "stopped for lightning in the 2nd chukker, how do we carry on",
    ],
)
def test_a_game_stopped_by_the_weather_is_suspended(text: str) -> None:
    assert read(text, "en")[0].startswith("more/suspended")


# --- nobody able to tell who touched it, the umpires included -------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "nobody can tell who touched it last, it went out over the side boards",
        "over the boards and neither umpire saw who touched it",
        "it went over the boards, impossible to tell who hit it last",
    ],
)
def test_nobody_able_to_tell_who_is_an_unknown_cause(text: str) -> None:
    assert read(text, "en")[0].startswith("side_boards/unknown")


# --- a count of seconds at a knock-in ended by the hitter's swing, his pronoun between --------
@pytest.mark.parametrize(
    "text",
    [
        "knock in, he sat on it for fifteen seconds before he swung",
        "their knock in took 15 seconds before he finally hit it",
        "on the hit in she waited 14 seconds until she even swung at it",
    ],
)
def test_a_count_ended_by_the_hitters_swing(text: str) -> None:
    assert read(text, "en") == ("more/knock_in_problem/ten_seconds_elapsed", None)


def test_a_count_ended_by_our_hit_is_not_the_hitters() -> None:
    # the count was the opponent's way back: whose seconds they were is not said
    text = "their 3 took 15 seconds to come back on our knock in then we hit it"
    assert read(text, "en")[0] != "more/knock_in_problem/ten_seconds_elapsed"


# --- the ball "struck" is a hit, no typo of "stuck" (a damaged ball) --------------------------
@pytest.mark.parametrize(
    "text",
    [
        "knock in, play called, ball struck, their 2 was inside the 30",
        "he struck the ball and their 4 was inside the 30 on our knock in",
    ],
)
def test_a_ball_struck_is_no_damaged_ball(text: str) -> None:
    understanding = understand(text, "en")
    assert "DAMAGED_BALL" not in understanding.concepts
    assert read(text, "en")[0].startswith("more/knock_in_problem")


# --- on a counter-attack or a break: the side said had the ball -----------------------------
@pytest.mark.parametrize(
    "text",
    [
        "ump stopped it for an injured player with us on a counter attack in their 60",
        "their horse went lame, we were on the break inside their 60, ump blew",
    ],
)
def test_on_a_counter_attack_the_side_had_the_ball(text: str) -> None:
    understanding = understand(text, "en")
    assert read(text, "en")[0].startswith("play_stopped/")
    assert set(understanding.narrowed) <= {
        "attackers_hurt",
        "attackers_not_hurt",
        "attackers_judge",
    }
    assert understanding.narrowed


# --- the writer's stance said of himself or as a role word ("im attacking", "defenders here") -
@pytest.mark.parametrize(
    ("text", "trail"),
    [
        ("defenders here, their 2 hit it over the back line", "end_line/attacker"),
        ("we're the defenders and their 1 shot wide", "end_line/attacker"),
        ("im attacking, their 3 knocked it over the back line", "end_line/defender"),
        ("attackers here, their back hit it over the end line", "end_line/defender"),
    ],
)
def test_the_writers_stance_said_of_himself(text: str, trail: str) -> None:
    assert read(text, "en")[0].startswith(trail)


def test_a_not_after_but_still_drops_the_defender() -> None:
    # "but" with a team between is no phrase of a late player who never played the ball
    text = "it went over the end line, but the defender didn't touch it"
    assert "DEF" not in understand(text, "en").concepts


# --- a ball broken at a later touch after a foul shot is no broken foul shot -----------------
@pytest.mark.parametrize(
    "text",
    [
        "the ball broke on the second touch after the pen 2",
        "ball cracked when he hit it again after the penalty",
        "penalty 4, he played it a second time and the ball split",
    ],
)
def test_a_ball_broken_at_a_later_touch_asks_when(text: str) -> None:
    understanding = understand(text, "en")
    assert not understanding.decided
    assert read(text, "en")[0].startswith("more/ball_broke")


def test_a_ball_broken_at_the_foul_shots_first_hit_is_retaken() -> None:
    # the first hit said: ruled; only "on the hit" is offered to confirm ([confirm.break_moment])
    said = read("the ball split on the first hit of the penalty 3", "en")
    assert said == ("more/ball_broke/foul_shot", None)
