"""English that generalizes, round 4 (issue 17). Every message here is written for this test,
none is an outsider's or a corpus message; each test states one pattern in several phrasings.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


# --- a bare "missed" with the ball gone out is a shot that missed the goal, not a swing -------
@pytest.mark.parametrize(
    "text",
    [
        "their 2 missed a penalty 2, it went wide",
        "the pen 3 missed, over the back line",
        "he missed the pen 4 and it went out over the end line",
        "penalty 4 was missed wide left",
        "our 1 missed from the 30 and it rolled over the byline",
    ],
)
def test_a_miss_with_the_ball_gone_out_missed_the_goal(text: str) -> None:
    understanding = understand(text, "en")
    assert "MISSED" not in understanding.concepts
    trail, _asked = read(text, "en")
    assert trail.startswith("end_line")


@pytest.mark.parametrize(
    ("text", "trail"),
    [
        # nothing went anywhere: the swing missed the ball
        ("their 4 missed on the knock in", "more/knock_in_problem/swing_and_miss"),
        ("pen 3, he missed, is it a dead ball", "foul_shot/p3/hit_at_and_missed"),
        # a swing said as such is the swing's, wherever the ball then went
        ("penalty 2, he swung and missed, then it rolled wide", "foul_shot/p2/hit_at_and_missed"),
    ],
)
def test_a_miss_with_nothing_gone_out_is_the_swing(text: str, trail: str) -> None:
    assert read(text, "en")[0].startswith(trail)


# --- the posts of a team's own goal are its own goal; a goal said with the play it came from ---
@pytest.mark.parametrize(
    "text",
    [
        "the defender knocked it through his own posts",
        "their back put it between his own posts",
        "their 3 backed it through their own posts, what now",
    ],
)
def test_own_posts_are_an_own_goal(text: str) -> None:
    assert read(text, "en") == ("goal/own_goal", None)


def test_own_posts_beside_a_ball_out_are_the_place() -> None:
    trail, _asked = read("our 2 hit it wide of our own posts", "en")
    assert trail.startswith("end_line")


@pytest.mark.parametrize(
    "text",
    [
        "we scored in the run of play, restart?",
        "red got a goal in general play, where is the throw in",
        "blue scored during play, then what",
    ],
)
def test_a_goal_from_the_run_of_play_is_a_field_goal(text: str) -> None:
    assert read(text, "en") == ("goal/field_goal", None)


# --- a hit said as a noun after who made it: that side hit the ball out -------------------------
@pytest.mark.parametrize(
    ("text", "trail"),
    [
        ("over the boards inside their 60 off our own hit", "side_boards/attacker/this_60"),
        ("we're attacking, it went over the boards off their hit", "side_boards/defender"),
        ("over the side off a green hit, green defending, white attacking", "side_boards/defender"),
        ("we're defending, their hit went out over the boards", "side_boards/attacker"),
        ("we are defending, over the side off our back's hit", "side_boards/defender"),
    ],
)
def test_a_sides_hit_is_that_side_hitting_it_out(text: str, trail: str) -> None:
    assert read(text, "en")[0].startswith(trail)


@pytest.mark.parametrize(
    "text",
    [
        # nothing went out: the words are read as written
        "the goal came off their hit",
        # the verb, not the noun: its own reading ("their 2 hit it", then off a horse)
        "over the boards off their 3's horse",
    ],
)
def test_a_hit_noun_without_a_ball_out_or_a_verb_is_read_as_written(text: str) -> None:
    assert "HIT_OUT" not in understand(text, "en").concepts


# --- a ball out between the 60s went over the side boards --------------------------------------
@pytest.mark.parametrize(
    ("text", "trail"),
    [
        ("ball went out of bounds between the 60s, red hit it, red attacking", "side_boards"),
        ("their 2 hit it out near midfield, we're attacking", "side_boards/defender/between_60s"),
        ("went out at midfield off the umpire's horse", "side_boards/off_umpire/between_60s"),
    ],
)
def test_a_ball_out_between_the_60s_is_over_the_boards(text: str, trail: str) -> None:
    assert read(text, "en")[0].startswith(trail)


def test_a_ball_out_at_midfield_and_over_the_end_line_is_the_end_line() -> None:
    trail, _asked = read("from midfield our 1 hit it out over the back line", "en")
    assert trail.startswith("end_line")


# --- not knowing whether something happened is a doubt on it, never a fact -------------------
@pytest.mark.parametrize(
    "text",
    [
        "their 2 was inside the 30 at our knock in, dunno if play had been called",
        "one of them was inside 30 on our knock in but I don't know whether the ump said play",
        "knock in for us, their 3 within 30 yards, not sure if play was called yet",
    ],
)
def test_a_moment_said_only_in_doubt_is_confirmed(text: str) -> None:
    understanding = understand(text, "en")
    assert not understanding.complete
    assert understanding.narrowed == ("opponent_inside_30",)


@pytest.mark.parametrize(
    ("text", "asked", "offered"),
    [
        ("pen 2, I dunno if he hit before play", "foul_shot_event", ("hit_before_play",)),
        ("pen 3, not sure whether he hit it before play", "foul_shot_event", ("hit_before_play",)),
    ],
)
def test_a_whether_hedge_covers_what_follows(text: str, asked: str, offered: tuple[str]) -> None:
    understanding = understand(text, "en")
    assert read(text, "en")[1] == asked
    assert understanding.narrowed == offered


@pytest.mark.parametrize(
    "text",
    [
        "ball over the boards near their 60, not sure if just inside or just outside it",
        "it went over the side boards by the 60, dunno whether inside or outside",
    ],
)
def test_a_whether_hedge_never_covers_the_words_before_it(text: str) -> None:
    assert "SIDE_BOARDS" not in understand(text, "en").doubtful
    assert read(text, "en")[0].startswith("side_boards")


# --- "awarded" alone is a goal awarded only beside a goal or a Penalty 1 -----------------------
@pytest.mark.parametrize(
    "text",
    [
        "we're awarded a free hit on the side, where do they stand",
        "they were awarded a penalty 5a in midfield, how long does he have",
        "blue awarded a knock in, where from",
    ],
)
def test_awarded_something_else_is_no_goal(text: str) -> None:
    concepts = understand(text, "en").concepts
    assert not concepts & {"GOAL", "AWARDED"}


@pytest.mark.parametrize(
    ("text", "trail"),
    [
        ("penalty 1 awarded to red, where's the throw in", "goal/penalty_1"),
        ("red awarded a goal on handicap", "goal/handicap"),
    ],
)
def test_awarded_beside_a_goal_is_a_goal_awarded(text: str, trail: str) -> None:
    assert read(text, "en") == (trail, None)


# --- the whistle told in the present, at the moment of a goal -----------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "red 2 slots it just as the ump blows for a foul",
        "our shot goes in as the whistle blows, foul on their 3",
        "ball goes through the posts as the umpire whistles",
    ],
)
def test_a_goal_as_the_whistle_blows_is_at_the_whistle(text: str) -> None:
    assert read(text, "en")[0].startswith("more/goal_at_whistle")


# --- a goal word, then a line-up problem: the line-up after that goal ---------------------------
@pytest.mark.parametrize(
    "text",
    [
        "goal for green, their 3 peels off to swap ponies, ump throws in without him",
        "goal to white and their 2 went off to change ponies before the throw in",
    ],
)
def test_a_goal_then_a_line_up_problem_is_the_line_up(text: str) -> None:
    assert read(text, "en")[0] == "more/line_up/changing_horses"


@pytest.mark.parametrize(
    "text",
    [
        "after the goal their 4 was ambling back to the centre, can the ump throw in",
        "we were 30 secs getting back after their goal and the ump threw in anyway",
        "after our goal green's 2 wanders back to the middle taking his time",
    ],
)
def test_a_slow_way_back_after_a_goal_asks_which_line_up_problem(text: str) -> None:
    assert read(text, "en") == ("more/line_up", "line_up_problem")


# --- a player far from the play at a knock-in stayed out of it ---------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "their 1 came back slowly at our knock in but wasn't anywhere near the play",
        "at our knock in their 3 dawdled back, he was miles from the play",
        "their 2 came back slowly on our knock in, well away from the play",
    ],
)
def test_a_slow_opponent_far_from_the_play_stayed_out(text: str) -> None:
    assert read(text, "en")[0] == "more/knock_in_problem/slow_opponent/no"


# --- a penalty named by its distance after "foul shot" --------------------------------------
@pytest.mark.parametrize(
    ("text", "trail"),
    [
        ("foul shot from the 40, he swung and missed completely", "foul_shot/p3/hit_at_and_missed"),
        ("foul shot from the 30, he hit it before play", "foul_shot/p2/hit_before_play"),
        ("60 yard foul shot, the taker took 25 seconds", "foul_shot/p4/twenty_seconds_elapsed"),
    ],
)
def test_a_foul_shot_from_a_distance_is_that_penalty(text: str, trail: str) -> None:
    assert read(text, "en") == (trail, None)


# --- a player fewer than 30 yards away at a knock-in is inside the 30 ------------------------
@pytest.mark.parametrize(
    "text",
    [
        "red knocking in, blue 1 parked at like 20 yds from the line when the ump says play",
        "on our knock in their 2 was only 15 yards away when play was called and he went for it",
        "their 4 still 25 yds out on our knock in, ump called play, he rode in and played it",
    ],
)
def test_a_player_under_30_yards_at_a_knock_in_is_inside_the_30(text: str) -> None:
    assert read(text, "en")[0] == "more/knock_in_problem/opponent_inside_30"


@pytest.mark.parametrize(
    "text",
    [
        # how far the ball went, where the knock-in is set, a distance over 30: no one inside
        "our knock in went 20 yards and their 2 hit it",
        "knock in from 20 yards wide of the post",
        "on our knock in their 1 was 35 yds out when play was called",
        "knock in set 5 yards from the line",
    ],
)
def test_other_distances_at_a_knock_in_put_no_one_inside_the_30(text: str) -> None:
    assert "INSIDE_30" not in understand(text, "en").concepts


def test_a_player_inside_the_30_with_play_not_said_is_confirmed() -> None:
    understanding = understand("knock in for us, their 3 sitting 20 yards away", "en")
    assert not understanding.complete


# --- a level of handicap said with "goal" is no goal -----------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "how many chukkas in the 8-goal final?",
        "can a 2 goaler play in the 4 goal league",
        "who pays the umpires in 12 goal polo",
    ],
)
def test_a_handicap_level_is_out_of_scope(text: str) -> None:
    understanding = understand(text, "en")
    assert understanding.out_of_scope
    assert "GOAL" not in understanding.concepts


def test_goals_counted_in_a_final_are_still_goals() -> None:
    assert "GOAL" in understand("we scored 2 goals in the final chukka", "en").concepts


# --- the ways of saying a run at goal, the choice of ends, a game halted ----------------------
@pytest.mark.parametrize(
    "text",
    [
        "inadvertent whistle, we had the ball in midfield flying to goal",
        "ump blew by mistake while our 2 was racing to goal with it",
        "the umpire stopped play for a loose dog, we were clean through on goal",
    ],
)
def test_a_run_at_goal_is_no_goal(text: str) -> None:
    assert read(text, "en")[0].startswith("play_stopped")


@pytest.mark.parametrize(
    "text",
    ["who decides which end each team defends first?", "how do we pick which end to defend"],
)
def test_which_end_each_team_defends_is_the_choice_of_ends(text: str) -> None:
    assert "ENDS" in understand(text, "en").concepts


def test_a_game_halted_is_play_stopped() -> None:
    assert read("the game was halted, ball was on their 30", "en")[0] == "play_stopped"


# --- "couldn't tell" is the writer's unless the umpire is said: confirmed, never ruled ---------
@pytest.mark.parametrize(
    "text",
    [
        "over the boards, couldn't tell which of them hit it last",
        "it went over the side boards and I couldnt tell who touched it",
        "ball over the boards between the 60s, can't tell who hit it",
    ],
)
def test_the_writers_couldnt_tell_is_confirmed(text: str) -> None:
    understanding = understand(text, "en")
    assert not understanding.complete
    assert understanding.narrowed == ("unknown",)


@pytest.mark.parametrize(
    "text",
    [
        "the ump couldnt tell who hit it over the boards between the 60s",
        "over the boards, the umpires could not tell who touched it last",
    ],
)
def test_the_umpires_couldnt_tell_is_ruled(text: str) -> None:
    assert read(text, "en")[0].startswith("side_boards/unknown")


def test_not_knowing_where_is_a_doubt_on_the_place() -> None:
    understanding = understand("their 2 hit it over the boards, couldn't tell where", "en")
    assert "CAUSE_UNKNOWN" not in understanding.concepts


# --- a line-up word after a ball over the end line is the knock-in that follows ---------------
@pytest.mark.parametrize(
    "text",
    [
        "we hit wide, our 2 went off to change horses and the ump blew on us",
        "their 1 shot wide then went off to swap ponies, and the whistle went",
        "ball over the back line, their 4 was changing horses and the umpire stopped it",
    ],
)
def test_a_line_up_word_after_the_end_line_is_the_knock_in(text: str) -> None:
    assert read(text, "en")[0].startswith("more/knock_in_problem")


@pytest.mark.parametrize(
    "text",
    [
        "after our goal their 3 went off to change horses",
        "they scored, then their 2 went to change ponies before the throw in",
    ],
)
def test_a_line_up_word_after_a_goal_is_the_line_up(text: str) -> None:
    assert read(text, "en")[0] == "more/line_up/changing_horses"


# --- the umpire writing: "before I called play" ------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "red 4 knocks in before I've called play, what do I give",
        "their hitter went on the knock in before I said play",
        "blue knocked in before I had called play",
    ],
)
def test_before_i_called_play_is_a_hit_before_play(text: str) -> None:
    assert read(text, "en")[0] == "more/knock_in_problem/hit_before_play"


# --- having the ball said by what the holder was doing with it --------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "our guy was dribbling through their 60 when the ump fell off his horse",
        "we were dribbling inside their 60 when the umpire stopped play for a loose dog",
        "play stopped for an injury, the ball was with our 2 inside their 60",
    ],
)
def test_dribbling_is_having_the_ball(text: str) -> None:
    understanding = understand(text, "en")
    assert {"POSSESSION", "ATT"} <= understanding.concepts
    assert read(text, "en")[1] == "possession"


# --- who touched it last not known, in chat words --------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "it went over the side boards, no clue who touched it last",
        "over the boards between the 60s, dunno who touched it",
    ],
)
def test_no_clue_who_is_the_writer_not_seeing(text: str) -> None:
    assert "WE_DID_NOT_SEE" in understand(text, "en").concepts


# --- a fair play possession and a tap are topics of a question about the rules -----------------
@pytest.mark.parametrize(
    "text",
    [
        "tap allowed on a fair play possession between the 60s?",
        "is a tap allowed on an fpp",
        "fair play possession - where does the ball go",
    ],
)
def test_a_question_about_fair_play_or_a_tap_gets_the_rulebook(text: str) -> None:
    assert "PROCEDURE_Q" in understand(text, "en").concepts


def test_a_tap_told_as_an_incident_stays_with_the_tree() -> None:
    trail, _asked = read("60 yard free hit, our 1 tapped it 10 yards and hit it again?", "en")
    assert trail.startswith("more/sixty")


# --- a penalty given is the outcome, no foul shot taken ------------------------------------
@pytest.mark.parametrize(
    ("text", "trail"),
    [
        (
            "our 2 took the knock-in, rode past the ball, turned and hit it, ump gave them a pen",
            "more/knock_in_problem/hitter_passed_ball",
        ),
        (
            "their hitter knocked in before play and the ump gave us a penalty",
            "more/knock_in_problem/hit_before_play",
        ),
        (
            "on our knock in the ump called a penalty because our 1 went early",
            "more/knock_in_problem/hit_before_play",
        ),
    ],
)
def test_a_penalty_given_at_a_knock_in_is_the_knock_ins(text: str, trail: str) -> None:
    assert read(text, "en")[0] == trail


@pytest.mark.parametrize(
    "text",
    ["the umpire gave them a penalty goal", "blue were awarded a pen goal, where is the throw in"],
)
def test_a_penalty_goal_given_is_still_penalty_1(text: str) -> None:
    assert read(text, "en")[0] == "goal/penalty_1"
