"""English generalization, round 16 (issue 17): families of words, not phrases. Each family in
several phrasings written for this test (never copied from the outsiders' corpus or their
paraphrases).
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- the ball broke on the restart's own hit, said as the moment of the hit -----------------------


@pytest.mark.parametrize(
    "text",
    [
        "penalty 3 for the blues and the ball cracked in half on the strike",
        "pen 2 to us, as he struck it the ball came apart",
        "they took their penalty 4 and when the guy struck it the ball broke in two",
        "penalty 6, ball shattered on impact",
        "we had a pen 5b and the ball split when he hit it",
    ],
)
def test_a_ball_broken_on_the_penaltys_strike_is_its_first_hit(text: str) -> None:
    """The penalty's strike named as when it broke ("on the strike", "as he struck it", "on
    impact"): its first hit, retaken (22.g), no question which hit."""
    assert read(text, "en") == ("more/ball_broke/foul_shot", None)


@pytest.mark.parametrize(
    "text",
    [
        "our knock in, the ball shattered on impact",
        "they were hitting in and the ball split in two on the strike",
    ],
)
def test_a_ball_broken_on_the_knock_ins_strike_is_its_first_hit(text: str) -> None:
    assert read(text, "en") == ("more/ball_broke/hit_in", None)


@pytest.mark.parametrize(
    "text",
    [
        "penalty 2, play went on and the ball broke later on",
        "the ball broke on the knock in",
        "penalty 4 and the ball broke",
    ],
)
def test_a_break_not_tied_to_the_first_hit_is_still_asked(text: str) -> None:
    """A break beside the restart but not at its strike: which hit is asked or confirmed."""
    assert not understand(text, "en").decided


@pytest.mark.parametrize(
    "text",
    [
        "on the hit-in our 3 swung and missed",
        "on the hit in our number two fanned it completely",
    ],
)
def test_on_the_hit_in_is_the_knock_in_not_a_moment(text: str) -> None:
    """ "On the hit" is a moment; "on the hit-in" is the restart, which wins the words."""
    understood = understand(text, "en")
    assert "KNOCK_IN" in understood.concepts
    assert "FIRST_HIT" not in understood.concepts


# --- the 60's taker played it again after a short tap -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "free hit from the 60, our 1 tapped it, it went 10 yards, then he struck it again",
        "60 yard free hit, their 2 tapped it and it rolled 5 yards, then he whacked it again",
        "free hit from the 60: our 3 taps, it went 15 yds and he took it on himself",
    ],
)
def test_a_short_tap_played_again_by_the_taker_is_the_taps_fault(text: str) -> None:
    assert read(text, "en") == ("more/sixty/tapped/less", None)


@pytest.mark.parametrize(
    "text",
    [
        "free hit from the 60, our 1 tapped it and then hit it again",
        "free hit from the 60, he tapped it, it went 40 yards and he hit it again",
    ],
)
def test_a_tap_played_again_its_distance_unsaid_is_asked(text: str) -> None:
    assert not understand(text, "en").decided


# --- a ball no one had, said lying or rolling free; a fall said as a noun -----------------------


@pytest.mark.parametrize(
    "text",
    [
        "ump stopped it for a faller, the ball was lying free in the middle",
        "player went down and the whistle went, ball rolling around loose between the 60s",
        "whistle for an injured rider, nobody really had the ball at the time",
        "play stopped for a fall, no one near the ball, it was sitting loose by the boards",
    ],
)
def test_a_ball_lying_or_rolling_free_is_no_ones(text: str) -> None:
    understood = understand(text, "en")
    assert "NOBODY_HAD" in understood.concepts
    assert read(text, "en")[0].startswith("play_stopped/fallen_injured/nobody")


@pytest.mark.parametrize(
    "text",
    [
        "free hit to us, ball free hit from the boards",
        "the ball was sitting on the 60 when the ump stopped play",
        "play stopped for a loose wrap, our 2 had the ball",
    ],
)
def test_a_ball_said_where_it_sat_or_a_free_hit_says_no_possession(text: str) -> None:
    """Where the ball sat, a free hit, a loose wrap: nothing of who had the ball."""
    assert "NOBODY_HAD" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    "text",
    [
        "whistle for a faller, what now",
        "their 3 took a tumble and the ump blew",
        "our 1 lost his seat, play stopped",
    ],
)
def test_a_fall_said_as_a_noun_or_a_lost_seat_is_a_fall(text: str) -> None:
    assert "FALLEN" in understand(text, "en").concepts
