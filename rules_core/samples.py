"""Every kind of incident, in every combination of its enum facts, on a grid of places.

Used by the tests (each combination gives exactly one ruling or a listed refusal), by the
coverage check (which sentences some ruling cites) and by the benchmarks.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from rules_core.facts import (
    BallBroke,
    BallOverEndLine,
    BallOverSideBoards,
    BreakMoment,
    EndLineDeflection,
    FoulShotEvent,
    FoulShotIncident,
    FreeHitFromSixty,
    GameSuspended,
    GoalAtWhistle,
    GoalKind,
    GoalScored,
    Incident,
    KnockInEvent,
    KnockInIncident,
    LineUpIssue,
    LineUpProblem,
    OpeningThrowIn,
    Penalty,
    PeriodEnded,
    PlayInsideLineUp,
    PlayStopped,
    SideExit,
    SixtyYardHitEvent,
    StopReason,
    Team,
    WrongSideOfLineUp,
    WrongWayDiscovered,
    WrongWayLineUp,
)
from rules_core.field import Field, Point

_JUDGEMENT: tuple[bool | None, ...] = (True, False, None)
_FOUL_SHOT_PENALTIES = (Penalty.P2, Penalty.P3, Penalty.P4, Penalty.P5A, Penalty.P5B, Penalty.P6)


def field_places(field: Field) -> tuple[Point, ...]:
    """Places across the field: near each end, on the 60-yard lines, between them, at centre."""
    xs = (0.0, 20.0, field.centre_x, field.width_yd - 20.0, field.width_yd)
    ys = (10.0, 60.0, 100.0, field.centre_y, field.length_yd - 60.0, field.length_yd - 10.0)
    return tuple(Point(x, y) for x, y in product(xs, ys))


def end_line_crossings(field: Field) -> tuple[float, ...]:
    """Crossing points along the end line, outside the goal mouth."""
    left, right = field.centre_x - field.goal_width_yd / 2, field.centre_x + field.goal_width_yd / 2
    return (0.0, 3.0, 30.0, left - 5.0, left - 2.0, left, right, right + 2.0, field.width_yd)


def every_incident(field: Field) -> Iterator[Incident]:
    yield OpeningThrowIn()
    for problem, team in product(LineUpProblem, (*Team, None)):
        yield LineUpIssue(problem, team)
    for team, behind, travelled, midfield in product(
        Team, (True, False), (None, 0.0, 30.0), (True, False, None)
    ):
        yield WrongSideOfLineUp(team, behind, travelled, midfield)
    for left, dangerous in product((True, False), _JUDGEMENT):
        yield PlayInsideLineUp(left, dangerous)
    for discovered in WrongWayDiscovered:
        yield WrongWayLineUp(discovered)
    for x, team, deflection in product(end_line_crossings(field), Team, EndLineDeflection):
        yield BallOverEndLine(x, team, deflection)
    for knock_in_event in KnockInEvent:
        for off, involved in product(_JUDGEMENT, _JUDGEMENT):
            for passed, travelled, midfield in product((True, False), (10.0, 30.0), (True, False)):
                yield KnockInIncident(knock_in_event, off, involved, passed, travelled, midfield)
    for penalty, team, spot, shot_event in product(
        _FOUL_SHOT_PENALTIES, Team, field_places(field), FoulShotEvent
    ):
        yield FoulShotIncident(penalty, team, spot, shot_event)
    for against, p1 in product((*Team, None), _JUDGEMENT):
        yield GoalAtWhistle(against, p1)
    for moment, spot, team, disadvantaged in product(
        BreakMoment, field_places(field), (*Team, None), _JUDGEMENT
    ):
        yield BallBroke(moment, spot, team, disadvantaged)
    for kind, team, own in product(GoalKind, Team, (False, True)):
        yield GoalScored(kind, team, own)
    for place, team, how in product(field_places(field), (*Team, None), SideExit):
        if place.x in (0.0, field.width_yd):
            yield BallOverSideBoards(place, team, how)
    for team, sixty_event, travelled, another, dangerous in product(
        Team, SixtyYardHitEvent, (None, 10.0, 30.0), (True, False), _JUDGEMENT
    ):
        yield FreeHitFromSixty(team, sixty_event, travelled, another, dangerous)
    for place, reason, team, disadvantaged in product(
        field_places(field), StopReason, (*Team, None), _JUDGEMENT
    ):
        yield PlayStopped(place, reason, team, disadvantaged)
    for place, heard in product(field_places(field), (True, False)):
        yield PeriodEnded(place, heard)
    for effect in _JUDGEMENT:
        yield GameSuspended(effect)
