"""Refuse impossible facts before any rule sees them: clear errors, never a guess.

Each check names the offending field and what would be accepted (``errors.InvalidFacts``).
"""

from __future__ import annotations

import math

from rules_core import measures as m
from rules_core.errors import InvalidFacts
from rules_core.facts import (
    TEAM_NAME_MOST,
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
from rules_core.field import Coordinate, Field, Place, Side, Span, span_of

_FOUL_SHOT_PENALTIES = (Penalty.P2, Penalty.P3, Penalty.P4, Penalty.P5A, Penalty.P5B, Penalty.P6)


def validate(facts: Facts) -> None:
    """Raise ``InvalidFacts`` if ``facts`` cannot have happened on ``facts.field``."""
    names = []
    for name in ("defending", "attacking"):
        value = getattr(facts.teams, name)
        if value is not None and not 0 < len(value.strip()) <= TEAM_NAME_MOST:
            raise InvalidFacts(
                f"teams.{name}", f"a name of 1 to {TEAM_NAME_MOST} characters", got=repr(value)
            )
        if value is not None:
            names.append(value.strip().casefold())
    if len(names) == 2 and names[0] == names[1]:
        raise InvalidFacts("teams.attacking", "a name different from the defending team's")
    _validate_incident(facts.incident, facts.field, "incident")


def _validate_incident(incident: Incident, field: Field, at: str) -> None:
    match incident:
        case BallOverEndLine(crossing_x=x):
            name = f"{at}.crossing_x"
            _coordinate(name, x, field.width_yd)
            known = span_of(x)
            if known.all_above(field.post_x(Side.LEFT)) and known.all_below(
                field.post_x(Side.RIGHT)
            ):
                raise InvalidFacts(
                    name,
                    "a point outside the goal mouth (a ball between the posts is a goal: "
                    "use the situation goal_scored)",
                    got=_shown(x),
                )
        case BallOverSideBoards(exit_point=p, last_hit_by=team, how=how):
            _on_field(f"{at}.exit_point", p, field)
            if team is None and how not in (SideExit.OFF_UMPIRE, SideExit.CAUSE_UNKNOWN):
                raise InvalidFacts(
                    f"{at}.last_hit_by",
                    "defending or attacking: who hit the ball out decides who gets the free hit",
                )
            if field.board_at(p.x) is None and p.x != field.either_board():
                raise InvalidFacts(
                    f"{at}.exit_point.x",
                    f"0 or {field.width_yd:g}: the side board or side line it went over "
                    f"([0, {field.width_yd:g}]: one of them, not said which)",
                    got=_shown(p.x),
                )
        case FoulShotIncident(penalty=penalty, spot=spot):
            if penalty not in _FOUL_SHOT_PENALTIES:
                raise InvalidFacts(
                    f"{at}.penalty",
                    "one of " + ", ".join(p.value for p in _FOUL_SHOT_PENALTIES),
                    got=penalty.value,
                )
            _on_field(f"{at}.spot", spot, field)
        case KnockInIncident():
            _knock_in_details(incident, field)
        case WrongSideOfLineUp(behind_properly_positioned_teammate=False):
            _onside_details(incident.ball_travelled_yd, incident.passed_midfield, field)
        case FreeHitFromSixty(event=event, ball_travelled_yd=d):
            if d is not None:
                _distance(f"{at}.ball_travelled_yd", d, field)
            elif event is not SixtyYardHitEvent.HITTER_PLAYED_AGAIN:
                raise InvalidFacts(
                    f"{at}.ball_travelled_yd", "yards the hit travelled (30 or more is a hit)"
                )
        case GoalScored(kind=kind, own_goal=own_goal):
            if own_goal and kind is not GoalKind.FIELD_GOAL:
                raise InvalidFacts(
                    f"{at}.own_goal", "false unless the goal is a field goal", got="true"
                )
        case BallBroke(moment=moment, ball_at=ball):
            if moment is BreakMoment.IN_PLAY and ball is None:
                raise InvalidFacts(f"{at}.ball_at", "where the ball was when play stopped")
            if ball is not None:
                _on_field(f"{at}.ball_at", ball, field)
        case PlayStopped(ball_at=ball):
            _on_field(f"{at}.ball_at", ball, field)
        case PeriodEnded(ball_at=ball, ball_out=out, foul_against=fouled):
            given = [
                name
                for name, v in (("ball_at", ball), ("ball_out", out), ("foul_against", fouled))
                if v is not None
            ]
            if len(given) != 1:
                raise InvalidFacts(
                    at,
                    "exactly one of ball_at (ball in the field), ball_out (it went over the end "
                    "line or the boards) or foul_against (a foul was called)",
                    got=", ".join(given) or "none",
                )
            if ball is not None:
                _on_field(f"{at}.ball_at", ball, field)
            if out is not None:
                _validate_incident(out, field, f"{at}.ball_out")
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


def _onside_details(travelled: Coordinate | None, midfield: bool | None, field: Field) -> None:
    """A player not behind a teammate is onside only by ball travel and midfield: a ball that
    had not travelled 30 yd decides it alone; otherwise midfield is asked too."""
    if travelled is None:
        raise InvalidFacts("incident.ball_travelled_yd", "yards the ball had travelled")
    _distance("incident.ball_travelled_yd", travelled, field)
    if not span_of(travelled).all_below(m.ONSIDE_BALL_TRAVEL.value) and midfield is None:
        raise InvalidFacts("incident.passed_midfield", "true or false: had he passed midfield?")


def _finite(name: str, value: float) -> None:
    if not math.isfinite(value):
        raise InvalidFacts(name, "a finite number", got=str(value))


def _distance(name: str, value: Coordinate, field: Field) -> None:
    _coordinate(name, value, field.length_yd)


def _coordinate(name: str, c: Coordinate, upto: float) -> None:
    """Refuse a coordinate that may lie outside 0..``upto`` yd (a span is finite and ordered by
    construction); the happy path builds no strings, as it runs on every decision."""
    if isinstance(c, Span):
        if c.lo >= 0.0 and c.hi <= upto:
            return
    elif 0.0 <= c <= upto:
        return
    else:
        _finite(name, c)
    raise InvalidFacts(name, f"yards from 0 to {upto:g}", got=_shown(c))


def _shown(c: Coordinate) -> str:
    if isinstance(c, Span):
        return f"{'(' if c.lo_open else '['}{c.lo:g}, {c.hi:g}{')' if c.hi_open else ']'}"
    return f"{c:g}"


def _on_field(name: str, p: Place, field: Field) -> None:
    _coordinate(f"{name}.x", p.x, field.width_yd)
    _coordinate(f"{name}.y", p.y, field.length_yd)


def ball_position(incident: Incident) -> Place | None:
    """Where the ball was or went out, as far as the facts say (for the diagram)."""
    match incident:
        case BallOverEndLine(crossing_x=x):
            return Place(x, 0.0)
        case BallOverSideBoards(exit_point=p):
            return p
        case FoulShotIncident(spot=p):
            return p
        case BallBroke(ball_at=p):
            return p
        case PlayStopped(ball_at=p):
            return p
        case PeriodEnded(ball_at=p, ball_out=out):
            return p if out is None else ball_position(out)
        case _:
            return None
