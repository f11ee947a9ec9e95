"""Refuse impossible facts before any rule sees them: clear errors, never a guess.

Each check names the offending field and what would be accepted (``errors.InvalidFacts``).
"""

from __future__ import annotations

import math

from rules_core.errors import InvalidFacts
from rules_core.facts import (
    BallBroke,
    BallOverEndLine,
    BallOverSideBoards,
    BreakMoment,
    Facts,
    FoulShotIncident,
    FreeHitFromSixty,
    GoalKind,
    GoalScored,
    Incident,
    KnockInEvent,
    KnockInIncident,
    Penalty,
    PeriodEnded,
    PlayStopped,
    SideExit,
    SixtyYardHitEvent,
    WrongSideOfLineUp,
)
from rules_core.field import Field, Point

_FOUL_SHOT_PENALTIES = (Penalty.P2, Penalty.P3, Penalty.P4, Penalty.P5A, Penalty.P5B, Penalty.P6)


def validate(facts: Facts) -> None:
    """Raise ``InvalidFacts`` if ``facts`` cannot have happened on ``facts.field``."""
    incident, field = facts.incident, facts.field
    for name in ("defending", "attacking"):
        value = getattr(facts.teams, name)
        if value is not None and not 0 < len(value.strip()) <= 32:
            raise InvalidFacts(f"teams.{name}", "a name of 1 to 32 characters", got=repr(value))
    match incident:
        case BallOverEndLine(crossing_x=x):
            _finite("incident.crossing_x", x)
            if not 0.0 <= x <= field.width_yd:
                raise InvalidFacts(
                    "incident.crossing_x", f"yards from 0 to {field.width_yd:g}", got=f"{x:g}"
                )
            if field.between_posts(x):
                raise InvalidFacts(
                    "incident.crossing_x",
                    "a point outside the goal mouth (a ball between the posts is a goal: "
                    "use the situation goal_scored)",
                    got=f"{x:g}",
                )
        case BallOverSideBoards(exit_point=p, last_hit_by=team, how=how):
            _on_field("incident.exit_point", p, field)
            if team is None and how not in (SideExit.OFF_UMPIRE, SideExit.CAUSE_UNKNOWN):
                raise InvalidFacts(
                    "incident.last_hit_by",
                    "defending or attacking: who hit the ball out decides who gets the free hit",
                )
            if field.on_side_line(p) is None:
                raise InvalidFacts(
                    "incident.exit_point",
                    f"a point on a side board or side line (x = 0 or x = {field.width_yd:g})",
                    got=f"({p.x:g}, {p.y:g})",
                )
        case FoulShotIncident(penalty=penalty, spot=spot):
            if penalty not in _FOUL_SHOT_PENALTIES:
                raise InvalidFacts(
                    "incident.penalty",
                    "one of " + ", ".join(p.value for p in _FOUL_SHOT_PENALTIES),
                    got=penalty.value,
                )
            _on_field("incident.spot", spot, field)
        case KnockInIncident():
            _knock_in_details(incident, field)
        case WrongSideOfLineUp(behind_properly_positioned_teammate=False):
            _onside_details(incident.ball_travelled_yd, incident.passed_midfield, field)
        case FreeHitFromSixty(event=event, ball_travelled_yd=d):
            if d is not None:
                _distance("incident.ball_travelled_yd", d, field)
            elif event is not SixtyYardHitEvent.HITTER_PLAYED_AGAIN:
                raise InvalidFacts(
                    "incident.ball_travelled_yd", "yards the hit travelled (30 or more is a hit)"
                )
        case GoalScored(kind=kind, own_goal=own_goal):
            if own_goal and kind is not GoalKind.FIELD_GOAL:
                raise InvalidFacts(
                    "incident.own_goal", "false unless the goal is a field goal", got="true"
                )
        case BallBroke(moment=moment, ball_at=ball):
            if moment is BreakMoment.IN_PLAY and ball is None:
                raise InvalidFacts("incident.ball_at", "where the ball was when play stopped")
            if ball is not None:
                _on_field("incident.ball_at", ball, field)
        case PlayStopped(ball_at=ball) | PeriodEnded(ball_at=ball):
            _on_field("incident.ball_at", ball, field)
        case _:
            pass


def _knock_in_details(incident: KnockInIncident, field: Field) -> None:
    event = incident.event
    if event is KnockInEvent.SWING_AND_MISS and incident.ball_off_field is None:
        raise InvalidFacts(
            "incident.ball_off_field", "true or false: was the ball behind the end line?"
        )
    if event is KnockInEvent.OFF_FIELD_OPPONENT_PLAYED:
        if incident.passed_teammate is None:
            raise InvalidFacts(
                "incident.passed_teammate", "true or false: had he passed a placed teammate?"
            )
        if not incident.passed_teammate:
            _onside_details(incident.ball_travelled_yd, incident.passed_midfield, field)


def _onside_details(travelled: float | None, midfield: bool | None, field: Field) -> None:
    """A player not behind a teammate is onside only by ball travel and midfield: ask both."""
    if travelled is None:
        raise InvalidFacts("incident.ball_travelled_yd", "yards the ball had travelled")
    _distance("incident.ball_travelled_yd", travelled, field)
    if midfield is None:
        raise InvalidFacts("incident.passed_midfield", "true or false: had he passed midfield?")


def _finite(name: str, value: float) -> None:
    if not math.isfinite(value):
        raise InvalidFacts(name, "a finite number", got=str(value))


def _distance(name: str, value: float, field: Field) -> None:
    _finite(name, value)
    if not 0.0 <= value <= field.length_yd:
        raise InvalidFacts(name, f"yards from 0 to {field.length_yd:g}", got=f"{value:g}")


def _on_field(name: str, p: Point, field: Field) -> None:
    _finite(f"{name}.x", p.x)
    _finite(f"{name}.y", p.y)
    field.require_on_field(p, name)


def ball_position(incident: Incident) -> Point | None:
    """Where the ball was or went out, when the facts say (for the diagram)."""
    match incident:
        case BallOverEndLine(crossing_x=x):
            return Point(x, 0.0)
        case BallOverSideBoards(exit_point=p):
            return p
        case FoulShotIncident(spot=p):
            return p
        case BallBroke(ball_at=p):
            return p
        case PlayStopped(ball_at=p) | PeriodEnded(ball_at=p):
            return p
        case _:
            return None
