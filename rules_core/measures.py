"""Every distance and time the rules use, in one table, each with the sentence that sets it.

A new edition that changes a number changes it here, once. Values marked *background* come from
older public USPA texts (docs/readings.md, "Penalty spots"), not from the 2026 seeds.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules_core.errors import PlaceTooVague
from rules_core.field import Coordinate, span_of


class Unit(StrEnum):
    YARD = "yard"
    SECOND = "second"
    FOOT = "foot"


@dataclass(frozen=True, slots=True)
class Measure:
    value: float
    unit: Unit
    clause: str
    background: bool = False

    @property
    def whole(self) -> int:
        """The value as a whole number, for seconds and counts."""
        return int(self.value)


# --- Rule 20 ---------------------------------------------------------------------------------
THROW_IN_UMPIRE_CLEARANCE = Measure(5.0, Unit.YARD, "opening_throw_in/1.1")
THROW_IN_MIN_FROM_BOARDS = Measure(20.0, Unit.YARD, "opening_throw_in/2.7")
ONSIDE_BALL_TRAVEL = Measure(30.0, Unit.YARD, "wrong_side_of_line_up/1.1")

# --- Rule 22 ---------------------------------------------------------------------------------
KNOCK_IN_TOLERANCE = Measure(1.0, Unit.FOOT, "knock_in/1.1")
KNOCK_IN_CLEARANCE = Measure(5.0, Unit.YARD, "knock_in/1.2")
KNOCK_IN_OPPONENTS_DISTANCE = Measure(30.0, Unit.YARD, "knock_in/1.3")
KNOCK_IN_TIME = Measure(10.0, Unit.SECOND, "knock_in/1.5")
CALL_PLAY_MIN = Measure(3.0, Unit.SECOND, "calling_play/1.2")
CALL_PLAY_MAX = Measure(5.0, Unit.SECOND, "calling_play/1.2")
FOUL_SHOT_TIME = Measure(20.0, Unit.SECOND, "foul_shots/1.2")
SIXTY_YARD_LINE = Measure(60.0, Unit.YARD, "foul_shots/1.3")
RETURN_AFTER_GOAL = Measure(25.0, Unit.SECOND, "after_goal/1.2")
POSSESSION_COUNT = Measure(8.0, Unit.SECOND, "side_boards/8.1")
POSSESSION_PLAY_TIME = Measure(5.0, Unit.SECOND, "side_boards/8.1")
SIDE_DROP_INSIDE = Measure(5.0, Unit.YARD, "side_boards/8.1")
SIDE_DROP_INSIDE_FROM_SIXTY = Measure(10.0, Unit.YARD, "side_boards/8.2")
SIXTY_HIT_TO_TEAMMATE = Measure(30.0, Unit.YARD, "free_hit_from_sixty/1.1")
FAIR_PLAY_COUNT = Measure(8.0, Unit.SECOND, "fair_play_possession/6.1")
FAIR_PLAY_PLAY_TIME = Measure(5.0, Unit.SECOND, "fair_play_possession/6.1")
FAIR_PLAY_MAX_FROM_CENTRE = Measure(40.0, Unit.YARD, "fair_play_possession/3.1")
FAIR_PLAY_OPPONENTS_LINE = Measure(30.0, Unit.YARD, "fair_play_possession/5.2")

# --- Penalty spots (background, for naming and drawing only) --------------------------------
PENALTY_1_THROW_IN = Measure(10.0, Unit.YARD, "penalty_1/2.1", background=True)
PENALTY_2_DISTANCE = Measure(30.0, Unit.YARD, "penalty_procedures_2019/1.1", background=True)
PENALTY_3_DISTANCE = Measure(40.0, Unit.YARD, "penalty_procedures_2019/1.1", background=True)
PENALTY_4_DISTANCE = Measure(60.0, Unit.YARD, "penalty_procedures_2019/1.1", background=True)
PENALTY_OPPONENTS_DISTANCE = Measure(30.0, Unit.YARD, "penalty_spots/1.4", background=True)
PENALTY_6_DISTANCE = Measure(60.0, Unit.YARD, "penalty_spots/1.7", background=True)


def reaches(value: Coordinate, measure: Measure, name: str) -> bool:
    """Whether a distance the user gave (exactly, or as a span: "less than 30 yd") is at least
    ``measure``; raises ``PlaceTooVague`` if the span lies on both sides of it."""
    known = span_of(value)
    if known.all_at_least(measure.value):
        return True
    if known.all_below(measure.value):
        return False
    raise PlaceTooVague(name, f"{measure.value:g} {measure.unit}s", measure.value, measure.clause)
