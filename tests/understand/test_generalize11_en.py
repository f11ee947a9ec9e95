"""Round 11, English (issue 17): "not understood", by structure.

Each test states a pattern in several phrasings of our own (never the outsiders' corpus): a
question about what Rules 20 and 22 do not decide, said in everyday words (the score's record,
the field's state and play put off, a pony's tail come loose, a player who "cut me off"), is
out of scope; the choice of ends said by the end a team attacks is a procedure question; a
miss at goal said as a noun is a shot wide.
"""

from __future__ import annotations

import pytest

from bot.understand import understand

# --- everyday words for what Rules 20 and 22 do not decide ---------------------------------------


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("the score sheet says 4-3 but we think it is 4-4", "MATCH"),
        ("who fixes the score sheet if it is wrong?", "MATCH"),
        ("the score board was wrong at half time, what do we do", "MATCH"),
        ("ground is waterlogged, will they postpone?", "MATCH"),
        ("if the match is postponed do we play tomorrow", "MATCH"),
        ("wet field, can the game be rescheduled?", "MATCH"),
        ("he cut me off, is that a foul", "CROSSING"),
        ("their 3 cut me off at full speed", "CROSSING"),
        ("my pony's tail came loose, do i have to stop?", "GEAR"),
        ("the tail of the horse came undone during the chukker, problem?", "GEAR"),
    ],
)
def test_an_out_of_scope_subject_in_everyday_words(text: str, concept: str) -> None:
    understood = understand(text, "en")
    assert concept in understood.concepts, understood.concepts
    assert understood.out_of_scope, understood
    assert not understood.decided


# --- the choice of ends said by the end a team attacks -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "who picks which end we attack first",
        "how do they decide which goal we attack in the first chukker",
        "who chooses which end to attack at the start?",
        "which way we attack first, who decides?",
    ],
)
def test_which_end_a_team_attacks_is_the_choice_of_ends(text: str) -> None:
    understood = understand(text, "en")
    assert "ENDS" in understood.concepts, understood.concepts
    assert understood.procedure, understood


# --- a miss at goal, the noun: a shot wide -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "where do they put the ball after a miss at goal",
        "their 1 missed at goal, where is the knock in taken",
        "blue had a missed shot at goal, where does red hit in from",
    ],
)
def test_a_miss_at_goal_is_a_shot_wide(text: str) -> None:
    understood = understand(text, "en")
    assert "SHOT_WIDE" in understood.concepts, understood.concepts
    assert not understood.nothing


# --- a player across the centre line, said with the verb "cross", before the umpire's throw ----


@pytest.mark.parametrize(
    "text",
    [
        "yellow 2 crossed the centre line before the umpire threw",
        "their 4 crosses the center line before the ump throws",
        "at the throw our 3 had crossed the halfway line",
        "before the throw in white 1 crossed center",
    ],
)
def test_crossing_the_centre_line_at_the_throw_is_the_wrong_side(text: str) -> None:
    understood = understand(text, "en")
    assert {"LINE_UP", "WRONG_SIDE"} <= understood.concepts, understood.concepts
    assert understood.path, understood


@pytest.mark.parametrize(
    "text",
    [
        "red crossed the centre line with the ball and hit it out the side",
        "blue 2 carried it across the center line and it went over the boards",
    ],
)
def test_crossing_the_centre_line_in_play_is_where_the_ball_was(text: str) -> None:
    understood = understand(text, "en")
    assert "WRONG_SIDE" not in understood.concepts, understood.concepts


# --- a ball said out, the line not said: the first question narrowed to the two lines ---------


@pytest.mark.parametrize(
    "text",
    [
        "ball out off red",
        "the ball was out off their 3's horse, whose is it",
        "our 2 hit it and it flew into the parking lot",
        "it bounced once and went into the crowd",
        "went out off my pony after i hit it",
    ],
)
def test_a_ball_out_with_no_line_asks_which_line(text: str) -> None:
    understood = understand(text, "en")
    assert "BALL_OUT" in understood.concepts, understood.concepts
    assert understood.narrowed == ("end_line", "side_boards"), understood.narrowed
    assert not understood.decided


@pytest.mark.parametrize(
    "text",
    [
        "ball out, then the penalty 2 was taken from the spot",
        "the ball was out when the horn went",
    ],
)
def test_a_ball_out_beside_a_restart_or_the_horn_is_not_narrowed_to_a_line(text: str) -> None:
    understood = understand(text, "en")
    assert understood.narrowed != ("end_line", "side_boards"), understood
