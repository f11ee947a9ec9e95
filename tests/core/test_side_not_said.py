"""A place whose side the facts do not give is ruled in the rule's own words, never a side.

22.e(2) drops the ball "inside the boards" it went over and 22.e(4) throws it in "toward the
nearer side boards": where the facts say only how far along the field (a typed "inside the 60"),
the ruling keeps those words, the umpire having seen which boards; a ball known to be on one
side is still ruled for that side.
"""

import pytest

from rules_core import Facts, decide
from rules_core.errors import InvalidFacts
from rules_core.facts import BallOverSideBoards, PlayStopped, SideExit, StopReason, Team
from rules_core.field import USPA_OUTDOOR_BOARDED as FIELD
from rules_core.field import Place, Span
from rules_core.ids import NoteId
from rules_core.ruling import RestartKind, SpotAnchor

ATT, DEF = Team.ATTACKING, Team.DEFENDING
EITHER_BOARD = FIELD.either_board()
INSIDE_THIS_60 = Span(0.0, 60.0)
BETWEEN_THE_60S = Span(60.0, 240.0, lo_open=True, hi_open=True)


@pytest.mark.parametrize(
    ("hit_by", "how", "along", "anchor", "inside"),
    [
        (ATT, SideExit.DIRECT, BETWEEN_THE_60S, SpotAnchor.SIDE_BOARDS, 5.0),  # (iii, iv)
        (DEF, SideExit.DIRECT, INSIDE_THIS_60, SpotAnchor.SIXTY_YARD_LINE, 10.0),  # (v)
        (None, SideExit.CAUSE_UNKNOWN, INSIDE_THIS_60, SpotAnchor.SIDE_BOARDS, 0.0),  # throw-in
    ],
)
def test_over_the_side_boards_not_said_which_is_inside_the_boards_it_went_over(
    hit_by: Team | None, how: SideExit, along: Span, anchor: SpotAnchor, inside: float
) -> None:
    ruling = decide(Facts(BallOverSideBoards(Place(EITHER_BOARD, along), hit_by, how)))
    said = decide(Facts(BallOverSideBoards(Place(0.0, along), hit_by, how)))
    assert ruling.outcome is not None
    assert said.outcome is not None
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.anchor is anchor
    assert spot.reference is None  # no board named
    assert spot.inside_yd == inside  # the rule's measure, as with the side said
    # the same restart, team and clauses as with the side said: only the side is left out
    assert ruling.outcome.restart is said.outcome.restart
    assert ruling.outcome.team is said.outcome.team
    assert ruling.citations == said.citations


def test_a_crossing_of_the_side_boards_is_on_a_board_or_on_one_not_said() -> None:
    with pytest.raises(InvalidFacts):
        decide(Facts(BallOverSideBoards(Place(Span(10.0, 160.0), INSIDE_THIS_60), ATT)))


def test_a_ball_on_either_half_is_thrown_in_toward_the_nearer_boards_the_umpire_sees() -> None:
    across = Place(Span(0.0, FIELD.width_yd), BETWEEN_THE_60S)
    ruling = decide(Facts(PlayStopped(across, StopReason.FALLEN_OR_INJURED)))
    assert ruling.outcome is not None
    assert ruling.outcome.restart is RestartKind.THROW_IN
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.anchor is SpotAnchor.WHERE_BALL_WAS
    assert spot.toward is None
    # not the middle of the field: nothing says the ball was equally near both boards
    assert NoteId.EQUIDISTANT_EITHER_SIDE not in ruling.notes


def test_a_ball_exactly_in_the_middle_may_be_thrown_toward_either_side() -> None:
    middle = Place(FIELD.centre_x, 150.0)
    ruling = decide(Facts(PlayStopped(middle, StopReason.FALLEN_OR_INJURED)))
    assert ruling.outcome is not None
    assert ruling.outcome.spot is not None
    assert ruling.outcome.spot.toward is None
    assert NoteId.EQUIDISTANT_EITHER_SIDE in ruling.notes


def test_a_ball_on_one_half_is_thrown_toward_that_half_s_boards() -> None:
    ruling = decide(
        Facts(PlayStopped(Place(Span(0.0, 80.0, hi_open=True), 150.0), StopReason.OTHER))
    )
    assert ruling.outcome is not None
    assert ruling.outcome.spot is not None
    assert ruling.outcome.spot.toward is not None
    assert ruling.outcome.spot.toward.value == "left"
