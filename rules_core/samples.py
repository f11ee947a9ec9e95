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
from rules_core.field import Coordinate, Field, Place, Side, Span
from rules_core.spots import end_line_stretches

_JUDGEMENT: tuple[bool | None, ...] = (True, False, None)
_FOUL_SHOT_PENALTIES = (Penalty.P2, Penalty.P3, Penalty.P4, Penalty.P5A, Penalty.P5B, Penalty.P6)


def field_places(field: Field) -> tuple[Place, ...]:
    """Places across the field: near each end, on the 60-yard lines, between them, at centre;
    exactly, and as the zones an umpire names (inside a 60, between the 60s, a half)."""
    xs: tuple[Coordinate, ...] = (0.0, 20.0, field.centre_x, field.width_yd - 20.0, field.width_yd)
    ys: tuple[Coordinate, ...] = (
        10.0,
        60.0,
        100.0,
        field.centre_y,
        field.length_yd - 60.0,
        field.length_yd - 10.0,
    )
    exact = tuple(Place(x, y) for x, y in product(xs, ys))
    return exact + tuple(Place(x, y) for x, y in product(_halves(field), _thirds(field)))


def _halves(field: Field) -> tuple[Span, ...]:
    return (
        Span(0.0, field.centre_x, hi_open=True),
        Span(field.centre_x, field.width_yd, lo_open=True),
    )


def _thirds(field: Field) -> tuple[Span, ...]:
    """Inside this 60, between the 60-yard lines, inside the far 60."""
    near, far = 60.0, field.length_yd - 60.0
    return (
        Span(0.0, near),
        Span(near, far, lo_open=True, hi_open=True),
        Span(far, field.length_yd),
    )


def board_places(field: Field) -> tuple[Place, ...]:
    """Places on the side boards, exactly and by the lines 22.e(2) draws."""
    return tuple(
        p for p in field_places(field) if isinstance(p.x, float) and p.x in (0.0, field.width_yd)
    ) + tuple(Place(x, y) for x, y in product((0.0, field.width_yd), _thirds(field)))


def end_line_crossings(field: Field) -> tuple[Coordinate, ...]:
    """Crossing points along the end line, outside the goal mouth: exactly, and as the stretches
    22.a draws (within 5 yd of a board or post, or wide)."""
    left, right = field.post_x(Side.LEFT), field.post_x(Side.RIGHT)
    width = field.width_yd
    exact = (0.0, 3.0, 30.0, left - 5.0, left - 2.0, left, right, right + 2.0, width)
    return exact + end_line_stretches(field)


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
    for place, team, how in product(board_places(field), (*Team, None), SideExit):
        yield BallOverSideBoards(place, team, how)
    for team, sixty_event, travelled, another, dangerous in product(
        Team, SixtyYardHitEvent, (None, 10.0, 30.0), (True, False), _JUDGEMENT
    ):
        yield FreeHitFromSixty(team, sixty_event, travelled, another, dangerous)
    for place, reason, team, disadvantaged in product(
        field_places(field), StopReason, (*Team, None), _JUDGEMENT
    ):
        yield PlayStopped(place, reason, team, disadvantaged)
    for heard in _JUDGEMENT:
        for place in field_places(field):
            yield PeriodEnded(ball_at=place, horn_heard=heard)
        for x, team, deflection in product(end_line_crossings(field), Team, EndLineDeflection):
            yield PeriodEnded(ball_out=BallOverEndLine(x, team, deflection), horn_heard=heard)
        for place, side_team, how in product(board_places(field), (*Team, None), SideExit):
            side = BallOverSideBoards(place, side_team, how)
            yield PeriodEnded(ball_out=side, horn_heard=heard)
        for fouled in Team:
            yield PeriodEnded(foul_against=fouled, horn_heard=heard)
    for effect in _JUDGEMENT:
        yield GameSuspended(effect)
