"""English generalization, round 15 (issue 17): patterns the outsiders' paraphrases of the dev
part said other ways. Each pattern in several phrasings written for this test (never copied
from the outsiders' corpus or their paraphrases).
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- "X or Y" asked by word order alone, or opened by "either" / "whether" ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "ball went in, was it a field goal or did the ump award a penalty 1, who throws in",
        "they scored but is that a field goal or a penalty one and where do we line up",
        "it went through the posts so was that a field goal or a pen 1 do we change ends",
        "goal for blue was it a penalty 1 or a field goal",
    ],
)
def test_goal_kinds_asked_without_a_question_mark_are_asked(text: str) -> None:
    """No "?" typed (dictation): the two goal kinds an opener ("was", "is") joins with "or" are
    what the writer asks, never a field goal told."""
    understood = understand(text, "en")
    assert not understood.decided
    assert "FIELD_GOAL" not in understood.concepts
    assert read(text, "en")[0].startswith("goal")


@pytest.mark.parametrize(
    "text",
    [
        "our 2 hit it and it went over the boards off either the umpire's horse or their 3's pony",
        "red 4 hit the ball out over the side boards after it hit either the ump's horse or "
        "our 1's horse",
        "our 3 sent it over the boards, it bounced off a horse and whether it was the umpire's "
        "or their back's, nobody could tell",
        "our 1 hit it over the sideboards and nobody could tell whether it came off the ump's "
        "horse or their 2's",
    ],
)
def test_a_horse_said_as_one_of_two_leaves_whose_asked(text: str) -> None:
    """The horse told as one of two ("either the ump's or their 3's", "whether … or …") is no
    fact: neither the umpire's horse nor "nobody can tell who touched it" is ruled."""
    understood = understand(text, "en")
    assert not understood.decided
    assert not understood.concepts & {"OFF_UMPIRE", "CAUSE_UNKNOWN"}
    assert read(text, "en") == ("side_boards", "side_who")


@pytest.mark.parametrize(
    "text",
    [
        "our 3 hit it over the boards off somebody's horse, unknown whose",
        "their 2 hit the ball out over the boards, it came off a pony, no idea whose",
        "blue 1 hit it over the sideboards after it clipped a horse, nobody knows whose",
        "red 4 put it over the boards, deflected off a horse but we couldn't tell whose",
    ],
)
def test_whose_horse_unknown_is_no_cause_unknown(text: str) -> None:
    """ "Unknown whose" is about the horse's owner, the hitter told: no 22.e(2) "cannot
    determine who last touched it"; whose horse is asked."""
    understood = understand(text, "en")
    assert not understood.decided
    assert "CAUSE_UNKNOWN" not in understood.concepts
    assert read(text, "en") == ("side_boards", "side_who")


@pytest.mark.parametrize(
    "text",
    [
        "ball over the boards, nobody could tell who touched it last",
        "over the side boards and nobody can say who hit it",
    ],
)
def test_nobody_could_tell_who_still_reads_cause_unknown(text: str) -> None:
    assert "CAUSE_UNKNOWN" in understand(text, "en").concepts


# --- a side's role said as where it plays ("on defence", "on offense") ----------------------------


@pytest.mark.parametrize(
    ("text", "hitter"),
    [
        (
            "We're the white team, on defence. The black team hit it over the boards in our 60.",
            "attacker",
        ),
        (
            "we are yellow, on the defense, and green put it over the sideboards inside our 60",
            "attacker",
        ),
        (
            "We're green, on offence. White hit the ball over the side boards inside their own 60.",
            "defender",
        ),
        ("we're the blue side, in attack; red sent it over the boards in their 60", "defender"),
    ],
)
def test_on_defence_or_offence_is_the_sides_role(text: str, hitter: str) -> None:
    """Both spellings, with or without "the": the other side, named, hit it out."""
    assert read(text, "en")[0].startswith(f"side_boards/{hitter}")


# --- the clock run down, a player said slow beside it ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "our knock-in, one of them dawdling about near our back line as we hit it, running out "
        "the clock",
        "we had the hit-in and a player was slow walking back, they were milking the clock",
        "knock in to us, someone ambled slowly past our line, classic killing the clock",
    ],
)
def test_a_slow_player_beside_the_clock_run_down_leaves_who_delayed_asked(text: str) -> None:
    """The side knocking in is told, who dawdled is not: no delay by the knocking-in team."""
    understood = understand(text, "en")
    assert not understood.decided
    assert not read(text, "en")[0].endswith("delay_by_knocking_in_team")


# --- where a knock-in is taken from is no player off the field ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "how far back must the other team be when the ball is hit in from behind the back line?",
        "on a knock in from behind the end line when is the ball live",
        "is there a time limit when hitting in from behind?",
    ],
)
def test_a_knock_in_from_behind_the_line_is_where_it_is_taken(text: str) -> None:
    assert "OFF_FIELD_PLAYED" not in understand(text, "en").concepts
    assert "KNOCK_IN" in understand(text, "en").concepts


def test_a_player_coming_from_behind_the_line_is_still_off_the_field() -> None:
    text = "their 3 came from behind the end line and played it on our knock in"
    assert "OFF_FIELD_PLAYED" in understand(text, "en").concepts


# --- a match halted (by the weather) is suspended ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the game was halted for rain in the 5th, what happens when it restarts",
        "match halted, lightning nearby, who decides if we finish it",
        "play stopped because of the weather with us two up, how do we resume",
    ],
)
def test_a_match_halted_for_the_weather_is_suspended(text: str) -> None:
    assert read(text, "en")[0].startswith("more/suspended")


# --- a pony that booted the ball kicked it -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "on their penalty 3 the horse booted the ball before the hit",
        "penalty 2 to blue and blue 1's pony booted it forward",
        "pen 4, the pony trod over the ball and moved it",
    ],
)
def test_a_booted_ball_is_a_horse_kick_no_gear(text: str) -> None:
    concepts = understand(text, "en").concepts
    assert "HORSE_KICKED" in concepts
    assert "GEAR" not in concepts


# --- a player replaced is a substitution (out of scope), a ball replaced is not ------------------


@pytest.mark.parametrize(
    "text",
    [
        "if our 3 is injured can we bring on a replacement in the 4th",
        "if our back gets hurt, are we allowed to replace him mid-game",
        "can a player be subbed in during a chukker if someone is hurt",
    ],
)
def test_a_player_replaced_is_out_of_scope(text: str) -> None:
    assert understand(text, "en").out_of_scope


def test_a_replacement_ball_is_no_substitution() -> None:
    text = "the ball split on their penalty 2, the ump threw in a replacement ball"
    assert "MATCH" not in understand(text, "en").concepts


# --- a rider who "came off" when play was stopped fell -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the ump blew the whistle because their 3 came off, ball loose in midfield",
        "play stopped, somebody came off, we had the ball",
        "our 1 came off and the umpire stopped play, how do we restart",
        "umpire stopped the game when a player came off in midfield",
    ],
)
def test_a_rider_who_came_off_with_play_stopped_fell(text: str) -> None:
    assert "FALLEN" in understand(text, "en").concepts
    assert read(text, "en")[0].startswith("play_stopped/fallen_injured")


@pytest.mark.parametrize(
    "text",
    [
        "our 2 came off the umpire's horse and play stopped",
        "their 4 came off to change ponies",
    ],
)
def test_came_off_a_horse_or_without_a_stoppage_is_no_fall(text: str) -> None:
    assert "FALLEN" not in understand(text, "en").concepts


# --- yards outside a post, the post's side said between; a miss "wide" is the shot's ----------


@pytest.mark.parametrize(
    "text",
    [
        "red 3's shot went out about 2 yards outside the left-hand post, our knock in",
        "their 1 missed wide, crossing roughly three yards past the right hand post",
        "white 2 missed wide, out 2 yds outside our left post. our knock-in",
    ],
)
def test_a_few_yards_outside_a_sided_post_is_near_it(text: str) -> None:
    understood = understand(text, "en")
    assert "NEAR_POST" in understood.concepts
    assert not understood.concepts & {"INSIDE_30", "WIDE"}


def test_yards_from_the_line_at_our_knock_in_still_say_an_opponent_inside_the_30() -> None:
    text = "our knock in, their 2 was only 20 yards from the back line when play was called"
    assert "INSIDE_30" in understand(text, "en").concepts


# --- "fanned" is a miss; "had even called play" is before Play -----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "their 3 fanned on the penalty 2, can he retake it",
        "our back fanned his safety completely",
        "on the knock in the hitter fanned it and the ball stayed put",
    ],
)
def test_fanned_is_a_miss(text: str) -> None:
    assert "MISSED" in understand(text, "en").concepts


def test_the_fans_are_no_miss() -> None:
    assert "MISSED" not in understand("the fans booed the umpire's call", "en").concepts


@pytest.mark.parametrize(
    "text",
    [
        "red knocking in, their 1 hit it before the ump had even said play",
        "on the hit in their back struck it before the umpire had called play",
        "blue's knock in was taken before play had been called",
    ],
)
def test_before_the_umpire_had_even_called_play_is_a_hit_before_play(text: str) -> None:
    assert "HIT_BEFORE_PLAY" in understand(text, "en").concepts


@pytest.mark.parametrize(
    "text",
    [
        "the chukka's done, how is the next started",
        "period has finished. what starts the next period?",
        "chucker over, how do we begin the next",
    ],
)
def test_a_chukker_done_or_finished_is_the_period_ended(text: str) -> None:
    assert "PERIOD_END" in understand(text, "en").concepts
