"""English that generalizes, round 3 (issue 17): who "we" and "they" are, from the rest of the
message, where a pronoun is the one who did something. Every message here is written for this
test, none is an outsider's or a corpus message. The rules are code (concepts.py) and read any
language's side words; the phrases of the tests are English.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


# --- a pronoun right before a hit out is the side that hit it, its role said elsewhere --------
@pytest.mark.parametrize(
    ("text", "hitter"),
    [
        ("we were defending and they hit it out over the boards", "attacker"),
        ("they knocked it over the side boards, we're attacking", "defender"),
        ("we hit it out over the boards, we were attacking", "attacker"),
        ("over the boards, they hit it out, we were on defense", "attacker"),
    ],
)
def test_a_pronoun_that_hit_it_out_is_its_side(text: str, hitter: str) -> None:
    trail, _asked = read(text, "en")
    assert trail.startswith(f"side_boards/{hitter}")


@pytest.mark.parametrize(
    "text",
    [
        # no role said for either side: who "they" are is asked
        "they hit it out over the boards",
        "we hit it out over the side, whose ball",
        # "they" is not right before the hit: the umpires, or anyone
        "they said it went out over the boards off a hit, we were attacking",
    ],
)
def test_a_pronoun_without_a_role_or_not_the_hitter_names_no_one(text: str) -> None:
    trail, asked = read(text, "en")
    assert trail == "side_boards"
    assert asked == "side_who"


# --- a stance's "we" is the subject of "and had it" after it ----------------------------------
@pytest.mark.parametrize(
    ("text", "holder"),
    [
        ("play stopped for a fallen player, we were attacking and had the ball", "ATT"),
        ("ump blew by mistake, we were defending with the ball", "DEF"),
        ("injury stop, we're defending and had it in our half", "DEF"),
        ("we were attacking and had possession when the ump stopped for a loose horse", "ATT"),
    ],
)
def test_a_stance_then_had_the_ball_is_that_side_in_possession(text: str, holder: str) -> None:
    concepts = understand(text, "en").concepts
    assert {"POSSESSION", holder} <= concepts
    assert {"ATT", "DEF"} - {holder} <= {"ATT", "DEF"} - concepts


@pytest.mark.parametrize(
    "text",
    [
        # another side between them is the verb's own subject
        "we were defending, they had the ball when the ump stopped play for a fall",
        "we were defending and they had it when play stopped for an injury",
    ],
)
def test_a_side_between_stance_and_possession_is_the_holder(text: str) -> None:
    concepts = understand(text, "en").concepts
    assert {"POSSESSION", "ATT"} <= concepts
    assert "DEF" not in concepts


# --- a call "against us" is against that side ------------------------------------------------
@pytest.mark.parametrize(
    ("text", "against"),
    [
        ("we scored at the whistle for a foul against us", "AGAINST_ATT"),
        ("we scored at the same moment the ump blew for a foul against them", "AGAINST_DEF"),
        ("they scored as the whistle went, foul against us", "AGAINST_DEF"),
        ("they scored at the whistle, the ump blew for a cross against them", "AGAINST_ATT"),
    ],
)
def test_a_call_against_a_side_is_against_its_role(text: str, against: str) -> None:
    concepts = understand(text, "en").concepts
    assert against in concepts
    assert {"AGAINST_ATT", "AGAINST_DEF"} - {against} <= {"AGAINST_ATT", "AGAINST_DEF"} - concepts


@pytest.mark.parametrize(
    "text",
    [
        # no role for either side: whose foul is asked
        "goal at the whistle, foul against us",
        # "against" not after a call: leaning on the boards
        "we scored at the whistle with everyone squashed against them",
    ],
)
def test_against_a_side_without_a_role_or_a_call_says_nothing(text: str) -> None:
    concepts = understand(text, "en").concepts
    assert not {"AGAINST_ATT", "AGAINST_DEF"} & concepts


# --- a side's player who scored: his side attacks --------------------------------------------
@pytest.mark.parametrize(
    ("text", "foul"),
    [
        ("our 1 scored at the exact moment the ump blew for a foul against us", "attackers"),
        ("their 3 scored the very moment the whistle went for a foul by their 2", "attackers"),
        ("our 2 scored at the exact same time the ump blew, foul against them", "defenders"),
    ],
)
def test_a_sides_player_who_scored_attacks(text: str, foul: str) -> None:
    trail, _asked = read(text, "en")
    assert trail == f"more/goal_at_whistle/{foul}"


def test_a_sides_player_who_scored_stays_a_player() -> None:
    concepts = understand("their 2 scored, we were defending", "en").concepts
    assert {"GOAL", "ATT"} <= concepts


# --- one moment said without "at" ------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "red scored the exact moment the umpire blew",
        "the ball went in the very moment the ump whistled",
        "goal and whistle in the same second",
        "they scored the exact same time he blew the whistle",
    ],
)
def test_one_moment_said_without_at(text: str) -> None:
    assert "SAME_MOMENT" in understand(text, "en").concepts


@pytest.mark.parametrize(
    "text",
    [
        "when is the ball ready on a knock in, just as play is called?",
        "ball was on the right when the ump blew by mistake, nobody had it",
    ],
)
def test_just_as_and_right_when_are_no_moment(text: str) -> None:
    assert "SAME_MOMENT" not in understand(text, "en").concepts


# --- a player not back for the line-up, no reason said: which line-up problem is asked -------
@pytest.mark.parametrize(
    "text",
    [
        "the other team didn't come back for the throw in, the ump threw it anyway",
        "their 4 wasn't back after half a minute and the umpire waited",
        "after the goal two of ours were still coming back when he threw it in",
        "our 1 hadn't got back yet for the throw in. can the ump wait?",
    ],
)
def test_a_player_not_back_asks_which_line_up_problem(text: str) -> None:
    said = understand(text, "en")
    trail, asked = read(text, "en")
    assert (trail, asked) == ("more/line_up", "line_up_problem")
    # why he was not back is not said: slow, changing horses, or a late player
    assert said.narrowed == (
        "slow_return",
        "changing_horses",
        "late_player_joined",
        "late_player_out",
    )


def test_a_player_not_back_at_a_knock_in_is_the_knock_ins() -> None:
    trail, _asked = read("we knocked in and their 3 was still coming back inside the 30", "en")
    assert trail == "more/knock_in_problem"


# --- a ball off the boards then out, not said where: which line is asked ---------------------
@pytest.mark.parametrize(
    "text",
    [
        "the ball bounced off the boards and went out, whose ball",
        "it came off the boards then went out of play",
        "the ball rebounded off the boards and went out. who hits?",
    ],
)
def test_off_the_boards_then_out_asks_which_line(text: str) -> None:
    said = understand(text, "en")
    assert read(text, "en") == ("", "what_happened")
    assert said.narrowed == ("end_line", "side_boards")


def test_a_bare_ball_out_beside_a_penalty_is_no_line() -> None:
    assert understand("the ball went out and the ump gave a penalty 2", "en").narrowed == ()


# --- "our own 60" is our 60: we defend that goal ---------------------------------------------
@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("inadvertent whistle while we had the ball in our own 60", "DEF"),
        ("play stopped for a fall, we had it inside our own 60", "DEF"),
        ("their 3 hit it out over the boards inside our own 60", "ATT"),
    ],
)
def test_our_own_60_is_this_60_and_we_defend(text: str, role: str) -> None:
    concepts = understand(text, "en").concepts
    assert {"THIS_60", role} <= concepts
    assert "OWN_60" not in concepts
