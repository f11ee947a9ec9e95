"""Round 8, English (issue 17): who put the ball over the end line, said by what he did.

Each test states a pattern in several phrasings of our own (never the outsiders' corpus): a
penalty shot at goal that missed, a hit "wide" of the goal, a knock-in named after the ball went
over (the restart that followed), "ours"/"theirs" standing alone, and the wait before Play asked
of, which is no hit before it.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import slugs_of

# --- a penalty shot at goal then over the end line is its taker's miss: an attacker's ---------


@pytest.mark.parametrize(
    "text",
    [
        "pen 3 hit wide, what now",
        "penalty 2 went wide of the post",
        "the p4 was shanked wide left",
        "penalty three hit the post and bounced out over the back line",
        "their pen 2 missed wide, knock in?",
    ],
)
def test_a_penalty_shot_over_the_end_line_is_an_attackers(text: str) -> None:
    understood = understand(text, "en")
    assert understood.path.startswith("11"), understood.path  # end line, an attacker


@pytest.mark.parametrize(
    "text",
    [
        # a team or side named between: who hit it is asked
        "penalty 3 to blue, red hit it over the back line",
        # a 5 is taken where the foul was, in any direction
        "penalty 5a hit over the back line",
    ],
)
def test_a_penalty_then_someone_elses_hit_is_asked(text: str) -> None:
    understood = understand(text, "en")
    assert not understood.path.startswith("11"), understood.path
    assert not understood.complete


def test_a_penalty_then_a_defenders_clearance_is_his() -> None:
    understood = understand("pen 2, their back cleared it over the back line", "en")
    assert slugs_of(understood.path).startswith("end_line/defender")


# --- a hit "wide" is wide of the goal: a shot at it that missed ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "red pulled it wide, blue defending",
        "their 2 hit it wide, we're defending",
        "he sliced it wide from forty yards, we were defending",
        "our 1 hits a wide one, knock in to them",
    ],
)
def test_a_hit_wide_is_an_attackers(text: str) -> None:
    understood = understand(text, "en")
    assert "SHOT_AT_GOAL" in understood.concepts
    assert "end_line/attacker" in slugs_of(understood.path)


@pytest.mark.parametrize(
    "text",
    [
        "our back hit it wide of our own goal",
        "the defender hit it wide",
        "their back backhanded it wide",
    ],
)
def test_a_defenders_hit_wide_is_no_shot_at_goal(text: str) -> None:
    understood = understand(text, "en")
    assert "end_line/attacker" not in slugs_of(understood.path)


# --- a knock-in named after the ball went over is the restart that followed ---------------------


@pytest.mark.parametrize(
    "text",
    [
        "their 1 shot wide, my 4 is knocking in, right?",
        "their 2 hit it over the back line, our 3 knocked in",
        "their 3's shot hit the post and went out behind, our knock in from where",
        "their 3 shot and it went over the back line, knock in from where",
    ],
)
def test_the_knock_in_after_the_crossing_puts_nothing_out(text: str) -> None:
    understood = understand(text, "en")
    assert not understood.conflicts
    assert "end_line/attacker" in slugs_of(understood.path)


def test_a_knock_in_that_went_out_is_still_its_takers() -> None:
    understood = understand("our 4 knocked in and it went over the back line again", "en")
    assert "end_line/attacker" not in slugs_of(understood.path)


# --- "ours", "theirs" standing alone own no player ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "ball out over the back, their number four hit it, our back line. ours no?",
        "theirs hit it? no: their 3 hit it over our back line",
        "their 2 put it over our back line, ours no?",
    ],
)
def test_ours_alone_is_no_player(text: str) -> None:
    understood = understand(text, "en")
    assert not understood.conflicts
    assert "end_line/attacker" in slugs_of(understood.path)


# --- the wait before Play, asked of, is no hit before it ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "what counts as reasonable time before play on a KI",
        "what is a reasonable time before play on a penalty",
        "is there a time to call play on a knock in",
    ],
)
def test_the_wait_before_play_is_asked_not_a_violation(text: str) -> None:
    understood = understand(text, "en")
    assert not understood.complete
    assert "HIT_BEFORE_PLAY" not in understood.concepts
