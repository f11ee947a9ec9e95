"""A crossing of the end line near a post or a board whose side is not said ("near the post",
"two yards from the boards"): 22.a's spot is the same on both sides, "5 yards outside the post"
or "5 yards from the board" it went out by, so the core decides it without the side.

``BallOverEndLine.either_side`` says the ball crossed at ``crossing_x`` or at its mirror image;
the knock-in's spot then names "the post" or "the board" (no side) and is marked
``either_side``; a Safety's spot, "level with where the ball crossed", needs no side either. A
span that straddles one of 22.a's lines is asked as before, and a place that is not on one side
of the middle is refused (it and its mirror would overlap).
"""

import pytest

from rules_core import Facts, decide
from rules_core.errors import InvalidFacts, PlaceTooVague
from rules_core.facts import BallOverEndLine, EndLineDeflection, Penalty, Team
from rules_core.field import USPA_OUTDOOR_BOARDED as FIELD
from rules_core.field import Field, Span, span_of
from rules_core.ruling import RestartKind, SpotAnchor, SpotReference
from rules_core.spots import end_line_stretches

BOARD_L, WIDE_L, POST_L, POST_R, WIDE_R, BOARD_R = end_line_stretches(FIELD)
SMALL = Field(length_yd=250.0, width_yd=120.0, goal_width_yd=8.0)


@pytest.mark.parametrize(
    ("stretch", "reference", "outside"),
    [
        (POST_L, SpotReference.POST, True),
        (POST_R, SpotReference.POST, True),
        (BOARD_L, SpotReference.BOARD, False),
        (BOARD_R, SpotReference.BOARD, False),
    ],
)
@pytest.mark.parametrize("how", [EndLineDeflection.DIRECT, EndLineDeflection.OFF_ANOTHER_PLAYER])
def test_a_knock_in_near_a_post_or_board_of_either_side_is_5_yards_from_it(
    stretch: Span, reference: SpotReference, outside: bool, how: EndLineDeflection
) -> None:
    ruling = decide(Facts(BallOverEndLine(stretch, Team.ATTACKING, how, either_side=True)))
    assert ruling.outcome is not None
    assert ruling.outcome.restart is RestartKind.KNOCK_IN
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.either_side
    assert spot.reference is reference
    assert spot.offset_yd == 5.0
    assert spot.outside is outside
    assert spot.moved
    assert "knock_in/1.2" in {c.clause for c in ruling.citations}


def test_the_spot_is_the_same_rule_on_both_sides_on_any_field() -> None:
    for field in (FIELD, SMALL):
        for stretch in end_line_stretches(field):
            if stretch.all_at_most(field.centre_x) or stretch.all_at_least(field.centre_x):
                facts = Facts(BallOverEndLine(stretch, Team.ATTACKING, either_side=True), field)
                here = decide(facts).outcome
                mirrored = BallOverEndLine(field.mirror_x(stretch), Team.ATTACKING)
                there = decide(Facts(mirrored, field)).outcome
                assert here is not None
                assert there is not None
                assert here.spot is not None
                assert there.spot is not None
                assert here.spot.offset_yd == there.spot.offset_yd
                assert span_of(field.mirror_x(here.spot.place.x)) == span_of(there.spot.place.x)


@pytest.mark.parametrize("stretch", [POST_L, BOARD_R])
@pytest.mark.parametrize(
    "how",
    [EndLineDeflection.DIRECT, EndLineDeflection.OFF_GOAL_POST, EndLineDeflection.OFF_BOARDS],
)
def test_a_safety_near_a_post_or_board_of_either_side_is_decided(
    stretch: Span, how: EndLineDeflection
) -> None:
    ruling = decide(Facts(BallOverEndLine(stretch, Team.DEFENDING, how, either_side=True)))
    assert ruling.outcome is not None
    assert ruling.outcome.penalty is Penalty.P6
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.anchor is SpotAnchor.OPPOSITE_CROSSING
    assert spot.either_side
    assert spot.reference is None


def test_the_ball_is_known_only_by_the_stretch_that_holds_both_sides() -> None:
    ruling = decide(Facts(BallOverEndLine(POST_L, Team.ATTACKING, either_side=True)))
    assert ruling.ball_at is not None
    assert span_of(ruling.ball_at.x) == Span(POST_L.lo, POST_R.hi)
    assert ruling.ball_at.point is None


def test_a_span_across_a_line_of_the_rule_is_still_asked() -> None:
    with pytest.raises(PlaceTooVague):
        decide(Facts(BallOverEndLine(Span(0.0, 40.0), Team.ATTACKING, either_side=True)))


@pytest.mark.parametrize("x", [Span(0.0, FIELD.width_yd), FIELD.centre_x, Span(70.0, 90.0)])
def test_a_place_not_on_one_side_of_the_middle_has_no_mirror_and_is_refused(
    x: float | Span,
) -> None:
    with pytest.raises(InvalidFacts):
        decide(Facts(BallOverEndLine(x, Team.ATTACKING, either_side=True)))


def test_a_side_said_is_kept() -> None:
    ruling = decide(Facts(BallOverEndLine(POST_R, Team.ATTACKING)))
    assert ruling.outcome is not None
    assert ruling.outcome.spot is not None
    assert ruling.outcome.spot.reference is SpotReference.RIGHT_POST
    assert not ruling.outcome.spot.either_side
