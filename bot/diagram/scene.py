"""What one diagram shows, read off a ``Ruling`` and its ``Field``: nothing is decided here.

``scene_of`` only copies places out of the ruling (the outcome's spot, the options' spots,
``ball_at``) and turns the procedure's positioning steps into zones:

* ``OPPONENTS_FROM_END_LINE`` (22.a knock-in): the step's team (the opponents) may not be
  within ``yards`` of the end line of the goal the other team defends;
* ``OPPONENTS_BEHIND_LINE`` (22.h): the step's team must be behind the line ``yards`` out
  from the goal it defends, so everything beyond that line is closed to it: our reading of
  "the 30-yard line", which the rule does not name (the band is marked as a reading);
* ``POSITIONING_AS_PENALTY_5A`` and ``OPPONENTS_FROM_BALL``: not within ``yards`` of the ball,
  a circle round the restart spot; when the spot is known only as a stretch, everything within
  ``yards`` of that stretch (the circles round all its points), so no centre is made up.

Each zone carries its distance in the caller's words ("30 yards"), written beside its edge.
After a goal the scene keeps ``outcome.ends_changed``: the teams' arrows then point the way
they will attack after the change. A ``Scene`` holds only what is drawn, so two rulings that
look the same share one picture (and one cache key), and every number in it is a float, so its
``repr`` is canonical.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.diagram.labels import DiagramText
from rules_core.facts import Team, TeamNames
from rules_core.field import Field, Place, Point, Side, span_of
from rules_core.ids import StepId
from rules_core.ruling import Goal, Option, Outcome, Ruling, Spot, SpotAnchor, Step
from rules_core.spots import goal_defended_by


@dataclass(frozen=True, slots=True)
class Band:
    """Rows of the field, ``near`` to ``far`` yards from the goal in question, closed to the
    opponents; ``edge`` is the line they must stay behind."""

    near: float
    far: float
    edge: float
    distance: str  # "30 yards": how far the edge is from its end line, in the caller's words
    #: drawn as our reading of a sentence that can be read more than one way (22.h's "the
    #: 30-yard line": docs/readings.md), and its legend says so
    reading: bool = False


@dataclass(frozen=True, slots=True)
class Around:
    """No opponent within ``radius`` yards of the ball, which is somewhere in the rectangle
    ``lo``..``hi`` (a circle round the spot when ``lo == hi``)."""

    lo: Point
    hi: Point
    radius: float
    distance: str  # the radius in the caller's words

    @property
    def is_circle(self) -> bool:
        return self.lo == self.hi


Zone = Band | Around


@dataclass(frozen=True, slots=True)
class OptionMark:
    number: int  # 1, 2... in the order of ``Ruling.options``
    at: Point
    label: str
    #: taking it changes ends (a goal counted): the legend says so beside the swapped arrows,
    #: the field's arrows showing the ends as they are before either option
    ends_changed: bool = False


@dataclass(frozen=True, slots=True)
class Scene:
    field: Field
    text: DiagramText
    attacking: str  # the attacking team's label (its name, or "Attacking")
    defending: str
    restart: Point | None  # the restart spot (the middle of its stretch when only that is known)
    #: the stretch the restart spot lies in when the facts give only a zone (corner, corner);
    #: drawn as a frame so the picture claims no more than the words
    restart_area: tuple[Point, Point] | None
    restart_team: Team | None  # who takes the restart (shown even without a spot)
    on_end_line: bool  # the spot is on an end line (a knock-in)
    toward: Side | None  # a throw-in from the field goes toward these boards
    #: after a goal: True, the teams attack the other way from now on (the arrows say so);
    #: False, they do not (a Penalty 1 goal); None, nothing is said about ends
    ends_changed: bool | None
    ball: Point | None  # where the ball was or went out, if known exactly and not under a spot
    options: tuple[OptionMark, ...]
    zones: tuple[Zone, ...]


@dataclass(frozen=True, slots=True)
class Drawn:
    """The parts of a ``Ruling`` the diagram reads (not its citations, trace or notes)."""

    outcome: Outcome | None
    options: tuple[Option, ...]
    ball_at: Place | None
    procedure: tuple[Step, ...]
    teams: TeamNames

    @classmethod
    def of(cls, ruling: Ruling) -> Drawn:
        return cls(ruling.outcome, ruling.options, ruling.ball_at, ruling.procedure, ruling.teams)


def has_place(ruling: Ruling) -> bool:
    """Whether the ruling has anything to show on a field: a spot, an option's spot, or a ball
    known exactly (a ball known only by its zone is not drawn: it would pin a made-up point)."""
    return (
        _spot(ruling.outcome, ruling.field) is not None
        or any(_spot(option.outcome, ruling.field) is not None for option in ruling.options)
        or (ruling.ball_at is not None and ruling.ball_at.point is not None)
    )


def scene_of(drawn: Drawn, field: Field, text: DiagramText) -> Scene | None:
    """The scene for a ruling's drawn parts; ``None`` when it has no place to show."""
    outcome = drawn.outcome
    restart = _spot(outcome, field)
    marks = tuple(
        OptionMark(number, at, text.option_label(number - 1), option.outcome.ends_changed is True)
        for number, option in enumerate(drawn.options, start=1)
        if (at := _spot(option.outcome, field)) is not None
    )
    exact_ball = drawn.ball_at.point if drawn.ball_at is not None else None
    ball = _float(exact_ball) if exact_ball is not None else None
    spot = outcome.spot if outcome is not None else None
    if restart is None and not marks and ball is None:
        return None
    canonical_field = Field(
        float(field.length_yd), float(field.width_yd), field.boards, float(field.goal_width_yd)
    )
    return Scene(
        field=canonical_field,
        text=replace(text, distances=()),  # the zones hold theirs: equal pictures, equal scenes
        attacking=text.team(Team.ATTACKING, drawn.teams),
        defending=text.team(Team.DEFENDING, drawn.teams),
        restart=restart,
        restart_area=(
            _area(spot.place)
            if spot is not None and not _crossing_unsaid(spot, canonical_field)
            else None
        ),
        restart_team=outcome.team if outcome is not None else None,
        on_end_line=spot is not None and spot.anchor is SpotAnchor.END_LINE,
        toward=spot.toward if spot is not None else None,
        ends_changed=outcome.ends_changed if outcome is not None else None,
        ball=None if ball == restart or any(m.at == ball for m in marks) else ball,
        options=marks,
        zones=tuple(dict.fromkeys(_zones(drawn.procedure, spot, canonical_field, text))),
    )


def _spot(outcome: Outcome | None, field: Field) -> Point | None:
    if outcome is None or outcome.spot is None or _at_unsaid_boards(outcome.spot):
        return None
    if _crossing_unsaid(outcome.spot, field):
        return None
    if _nowhere_said(outcome.spot.place, field):
        return None
    return _float(outcome.spot.place.middle)


def _nowhere_said(place: Place, field: Field) -> bool:
    """A place the message did not say at all ("play stopped, nobody had it": where the ball
    was, anywhere on the field): a frame around the whole field and a line-up at its middle
    would claim a place, so it is not drawn; the words say it ("where the ball was")."""
    ys = span_of(place.y)
    return place.point is None and ys.lo <= 0.0 and ys.hi >= field.length_yd


def _crossing_unsaid(spot: Spot, field: Field) -> bool:
    """A spot told from a crossing of the end line the message placed nowhere ("an attacker hit
    it over the end line"): the knock-in's "where it crossed, or 5 yards from the board or post",
    a Safety's "level with where the ball crossed". A frame along the whole line would claim
    the goal mouth too, or the whole width of the field: not drawn; the words say it."""
    if spot.clearance_yd is not None:
        return True
    xs = span_of(spot.place.x)
    whole_width = xs.lo <= 0.0 and xs.hi >= field.width_yd
    return spot.anchor is SpotAnchor.OPPOSITE_CROSSING and whole_width


def _at_unsaid_boards(spot: Spot) -> bool:
    """A spot at the boards the ball went over, their side not said ("5 yards inside the boards
    it went over"): it is at one of two places a field's width apart, and a frame spanning both
    would claim the field between them, so it is not drawn; the words say it."""
    at_boards = spot.anchor in (SpotAnchor.SIDE_BOARDS, SpotAnchor.SIXTY_YARD_LINE)
    return at_boards and spot.inside_yd is not None and spot.reference is None


def _area(place: Place) -> tuple[Point, Point] | None:
    if place.point is not None:
        return None
    xs, ys = span_of(place.x), span_of(place.y)
    return Point(float(xs.lo), float(ys.lo)), Point(float(xs.hi), float(ys.hi))


def _float(p: Point) -> Point:
    return Point(float(p.x), float(p.y))


def _zones(
    procedure: tuple[Step, ...], spot: Spot | None, field: Field, text: DiagramText
) -> list[Zone]:
    zones: list[Zone] = []
    for step in procedure:
        if step.yards is None:
            continue
        yards = float(step.yards)
        distance = text.distance(yards)
        if step.id is StepId.OPPONENTS_FROM_END_LINE and step.team is not None:
            goal = goal_defended_by(step.team.other)
            zones.append(_band(goal, 0.0, yards, field, distance))
        elif step.id is StepId.OPPONENTS_BEHIND_LINE and step.team is not None:
            far = field.length_yd
            band = _band(goal_defended_by(step.team), yards, far, field, distance)
            zones.append(replace(band, reading=True))
        elif step.id in _AROUND_THE_BALL and spot is not None:
            xs, ys = span_of(spot.place.x), span_of(spot.place.y)
            lo, hi = Point(float(xs.lo), float(ys.lo)), Point(float(xs.hi), float(ys.hi))
            zones.append(Around(lo, hi, yards, distance))
    return zones


_AROUND_THE_BALL = (StepId.POSITIONING_AS_PENALTY_5A, StepId.OPPONENTS_FROM_BALL)


def _band(goal: Goal, start: float, stop: float, field: Field, distance: str) -> Band:
    """The band ``start``..``stop`` yards out from ``goal``'s end line; the edge is the one of
    its two lines that is not an end line."""
    edge = stop if start == 0.0 else start
    if goal is Goal.NEAR:
        return Band(near=start, far=stop, edge=edge, distance=distance)
    length = field.length_yd
    return Band(near=length - stop, far=length - start, edge=length - edge, distance=distance)
