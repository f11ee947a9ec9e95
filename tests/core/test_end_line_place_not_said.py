"""A crossing of the end line the facts place nowhere (a typed "an attacker hit it over the end
line"): ruled in 22.a's own words, never a place.

The knock-in is taken "within one foot of the point where the ball crossed", moved to 5 yards
from a board or goal post where it crossed nearer: with the crossing anywhere along the line
(board to board), the spot is that sentence, with its 5 yards (``clearance_yd``) and the
clause that gives them; a Safety's spot is level with where it crossed. A crossing known to lie
in one stretch is ruled as before, and a span that straddles a stretch's end without covering
the whole line is still asked.
"""

import pytest

from rules_core import Facts, decide
from rules_core.errors import PlaceTooVague
from rules_core.facts import BallOverEndLine, EndLineDeflection, Penalty, Team
from rules_core.field import USPA_OUTDOOR_BOARDED as FIELD
from rules_core.field import Span
from rules_core.measures import KNOCK_IN_CLEARANCE
from rules_core.ruling import RestartKind, SpotAnchor

ANYWHERE_ALONG = Span(0.0, FIELD.width_yd)


@pytest.mark.parametrize(
    ("last", "how"),
    [
        (Team.ATTACKING, EndLineDeflection.DIRECT),
        (Team.ATTACKING, EndLineDeflection.OFF_ANOTHER_PLAYER),
        (Team.DEFENDING, EndLineDeflection.OFF_ANOTHER_PLAYER),
        (Team.DEFENDING, EndLineDeflection.OFF_OPPONENTS_MALLET),
    ],
)
def test_a_knock_in_anywhere_along_the_line_keeps_the_rules_5_yards(
    last: Team, how: EndLineDeflection
) -> None:
    ruling = decide(Facts(BallOverEndLine(ANYWHERE_ALONG, last, how)))
    assert ruling.outcome is not None
    assert ruling.outcome.restart is RestartKind.KNOCK_IN
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.anchor is SpotAnchor.END_LINE
    assert spot.clearance_yd == KNOCK_IN_CLEARANCE.value
    assert spot.reference is None
    assert spot.offset_yd is None
    assert not spot.moved
    assert "knock_in/1.2" in {c.clause for c in ruling.citations}


def test_a_safety_anywhere_along_the_line_is_level_with_where_it_crossed() -> None:
    ruling = decide(Facts(BallOverEndLine(ANYWHERE_ALONG, Team.DEFENDING)))
    assert ruling.outcome is not None
    assert ruling.outcome.penalty is Penalty.P6
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.anchor is SpotAnchor.OPPOSITE_CROSSING
    assert spot.clearance_yd is None


def test_a_crossing_in_one_stretch_is_ruled_as_before() -> None:
    ruling = decide(Facts(BallOverEndLine(Span(5.0, 71.0), Team.ATTACKING)))
    assert ruling.outcome is not None
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.clearance_yd is None


def test_a_span_across_a_stretchs_end_that_is_not_the_whole_line_is_asked() -> None:
    with pytest.raises(PlaceTooVague):
        decide(Facts(BallOverEndLine(Span(0.0, 40.0), Team.ATTACKING)))
