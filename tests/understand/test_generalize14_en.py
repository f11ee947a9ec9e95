"""English generalization, round 14 (issue 17): structures that stopped the walk at its first
question. Each pattern in several phrasings written for this test (never copied from the
outsiders' corpus or the fresh messages).
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from bot.understand.concepts import read as read_concepts
from bot.understand.vocabulary import vocabularies_for
from tests.understand.reading import read, trail_of

# --- a line named as a place beside the line crossed -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "blue 3 hit it out over the boards near their back line",
        "their 2 sent it over the side boards right next to our end line",
        "our 4 knocked it over the sideline close to the back line",
        "red hit it over the boards a few yards from the end line",
        "ball went over the boards just by their backline, red 1 hit it",
        "out the side near our goal, their 1 hit it",
    ],
)
def test_an_end_line_named_as_a_place_is_where_the_ball_went_over_the_side(text: str) -> None:
    assert trail_of(text, "en")[:1] == ["side_boards"]
    assert "END_LINE" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    "text",
    [
        "red 2 hit it over the back line right next to the boards",
        "their 3 put it over our end line near the side boards",
        "white hit it over the backline close by the boards",
        "blue 1 sent it over their back line by the side boards",
    ],
)
def test_the_side_named_as_near_is_the_end_line_by_the_board(text: str) -> None:
    understood = understand(text, "en")
    assert trail_of(text, "en")[:1] == ["end_line"]
    assert "NEAR_BOARD" in understood.concepts
    assert "SIDE_BOARDS" not in understood.concepts


@pytest.mark.parametrize(
    "text",
    [
        "red 2 hit it over the back line about a yard from the boards",
        "their 4 put it over our end line a little way from the side boards",
    ],
)
def test_the_side_measured_from_without_a_figure_leaves_the_place_asked(text: str) -> None:
    understood = understand(text, "en")
    assert trail_of(text, "en")[:1] == ["end_line"]
    assert not understood.concepts & {"SIDE_BOARDS", "NEAR_BOARD"}


@pytest.mark.parametrize(
    "text",
    [
        # both lines named as places, or neither: nothing says which was crossed
        "it went out a yard from the back line and a yard from the boards",
        "blue hit it over the back line and over the side boards",
    ],
)
def test_both_lines_as_places_or_neither_stay_asked(text: str) -> None:
    assert read(text, "en")[0] == ""


# --- two events in one story: the later one is asked about -------------------------------------


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (
            "first red shot wide and we knocked in, then blue 2 hit it over the side. whose ball",
            "side_boards",
        ),
        (
            "two things: the ball went over the boards off the ump, then later their 3 hit it "
            "over the back line, what now",
            "end_line",
        ),
        (
            "first our knock in was fine, then their 4 put it over the side boards, who has it",
            "side_boards",
        ),
        ("Earlier they scored, then our 2 sent it over their end line. now what", "end_line"),
        (
            "2 things. a foul on me, not called, then their 1 hit it over the boards. whose?",
            "side_boards",
        ),
    ],
)
def test_two_events_the_later_one_is_asked_about(text: str, line: str) -> None:
    understood = understand(text, "en")
    assert trail_of(text, "en")[:1] == [line]
    assert not understood.conflicts


@pytest.mark.parametrize(
    "text",
    [
        # one event told with its cause, no story's opening, or nothing asked: read whole
        "first the ball hit the post then went over the back line, blue shot it",
        "he hit it first, then it went off the horse over the boards",
        "their 2 hit it over the boards and then we took the free hit",
        # two events and no question after the later: either may be asked about
        "first blue hit it over the end line wide right, then red scored",
    ],
)
def test_one_event_or_none_asked_is_read_whole(text: str) -> None:
    whole = read_concepts(text, vocabularies_for("en")).concepts
    later = text.split("then", 1)[1]
    assert whole != read_concepts(later, vocabularies_for("en")).concepts


# --- the writer as the one who played: a player of the writer's side ----------------------------


def _hitter(text: str) -> str | None:
    """The role read for whoever played the ball ("ATT", "DEF"), None where none or both."""
    roles = understand(text, "en").concepts & {"ATT", "DEF"}
    return next(iter(roles)) if len(roles) == 1 else None


@pytest.mark.parametrize(
    ("text", "hitter"),
    [
        ("we were attacking and I hit it over their back line", "ATT"),
        ("I sent it over the side boards, we're defending", "DEF"),
        ("I nearsided it out over the boards in our own end", "DEF"),
        ("we were on the attack, I shot and it went wide", "ATT"),
        ("I backhanded it over our own back line", "DEF"),
    ],
)
def test_the_writer_who_played_is_a_player_of_our_side(text: str, hitter: str) -> None:
    assert _hitter(text) == hitter


@pytest.mark.parametrize(
    "text",
    [
        # no role said for "we": who hit it stays asked
        "I hit it over the side boards, whose ball",
        # no verb of play after "I": nothing is read of the writer
        "I think blue hit it over the side boards",
        "I take the free hit from where, they hit it over the side",
    ],
)
def test_the_writer_with_no_role_or_no_play_names_no_hitter(text: str) -> None:
    assert _hitter(text) is None


# --- a divot the ball bounced off is its path, not a ball buried -----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "red's shot took a bad bounce off a divot and went wide of the left post",
        "their 2 shot, it hit a divot and rolled over the back line wide",
        "the shot bobbled off a divot and went out behind, well wide",
    ],
)
def test_a_divot_the_ball_bounced_off_is_no_damaged_ball(text: str) -> None:
    understood = understand(text, "en")
    assert "DAMAGED_BALL" not in understood.concepts
    assert trail_of(text, "en")[:1] == ["end_line"]


@pytest.mark.parametrize(
    "text",
    ["ball buried in a divot, ump stopped play", "the ball is stuck in a divot, what now"],
)
def test_a_ball_in_a_divot_is_still_a_damaged_ball(text: str) -> None:
    assert "DAMAGED_BALL" in understand(text, "en").concepts


# --- a restart hit before Play: the hit and the restart's name are both read ------------------


@pytest.mark.parametrize(
    "text",
    [
        "he hit the free hit before play was called",
        "their 3 took the free hit before the ump said play",
        "our 2 hit the penalty hit before play",
    ],
)
def test_a_foul_shot_hit_before_play_keeps_its_name(text: str) -> None:
    understood = understand(text, "en")
    assert {"FOUL_SHOT", "HIT_BEFORE_PLAY"} <= understood.concepts
    assert trail_of(text, "en")[:1] == ["foul_shot"]


@pytest.mark.parametrize(
    "text",
    [
        "he hit it in before the ump said play",
        "their 4 hit it in before play was called",
        "the guy hit it in before the umpire called play",
    ],
)
def test_a_hit_in_before_play_is_the_knock_in_taken_too_soon(text: str) -> None:
    assert trail_of(text, "en") == ["more", "knock_in_problem", "hit_before_play"]


@pytest.mark.parametrize("text", ["he hit it in from 30 yards", "he hit it in before play, pen 3"])
def test_a_hit_in_with_no_before_play_or_with_another_restart_is_no_knock_in(text: str) -> None:
    assert "KNOCK_IN" not in understand(text, "en").concepts
