"""The field model: dimensions, lines, goal posts, and the frame every spot is given in.

The frame. Every incident is about one goal, "the goal in question", whose end line is y = 0.
``y`` is yards from that end line towards the far end line (y = length); ``x`` is yards from
the left board (or side line) as seen from the field looking towards the goal in question.
"Defending" and "attacking" are relative to that goal (see ``facts.Team``).

USPA outdoor defaults are *background* (older public USPA texts; docs/readings.md, "The field"):
300 x 160 yd with boards, 300 x 200 yd without, goal posts 8 yd apart. Many club fields are
smaller, so the field is a parameter of every decision.

What is known of a place. An umpire rarely knows a position to the yard: "inside this 60, on the
left boards" is what he can say. A ``Place`` holds each coordinate either exactly (a number) or as
a ``Span`` (only that it lies between two values). The rules decide from what is known: where a
span lies wholly on one side of every line a rule draws, the rule is decided; where it straddles
one, the core asks (``errors.PlaceTooVague``); a place is never replaced by a made-up point.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from rules_core.errors import InvalidFacts


@dataclass(frozen=True, slots=True)
class Point:
    """An exact place on the field, in yards (see the module docstring for the frame)."""

    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Span:
    """Part of one axis, in yards: every value from ``lo`` to ``hi``; an ``_open`` end excludes
    its value ("between the 60-yard lines" is 60 < y < 240, "inside this 60" is 0 <= y <= 60)."""

    lo: float
    hi: float
    lo_open: bool = False
    hi_open: bool = False

    def __post_init__(self) -> None:
        if not (math.isfinite(self.lo) and math.isfinite(self.hi)) or self.lo > self.hi:
            raise InvalidFacts(
                "span", "finite numbers with lo <= hi", got=f"{self.lo:g}..{self.hi:g}"
            )
        if self.lo == self.hi and (self.lo_open or self.hi_open):
            raise InvalidFacts("span", "an open end only where lo < hi", got=f"{self.lo:g}")

    # "every value of the span is ... v": how a rule's line is tested against what is known
    def all_below(self, v: float) -> bool:
        return self.hi < v or (self.hi == v and self.hi_open)

    def all_at_most(self, v: float) -> bool:
        return self.hi <= v

    def all_above(self, v: float) -> bool:
        return self.lo > v or (self.lo == v and self.lo_open)

    def all_at_least(self, v: float) -> bool:
        return self.lo >= v

    def within(self, lo: float, hi: float) -> bool:
        """Every value lies in the closed interval [lo, hi]."""
        return self.all_at_least(lo) and self.all_at_most(hi)

    @property
    def middle(self) -> float:
        return (self.lo + self.hi) / 2.0


#: one coordinate of a place: known exactly, or only as a span
Coordinate = float | Span


def span_of(c: Coordinate) -> Span:
    """A coordinate as a span (an exact value is the span from it to itself)."""
    return c if isinstance(c, Span) else Span(float(c), float(c))


def exactly(c: Coordinate) -> float | None:
    """The coordinate's value if it is known exactly."""
    if isinstance(c, Span):
        return c.lo if c.lo == c.hi else None
    return float(c)


@dataclass(frozen=True, slots=True)
class Place:
    """Where something was, as far as it is known: each coordinate exact or a ``Span``."""

    x: Coordinate
    y: Coordinate

    @classmethod
    def at(cls, p: Point) -> Place:
        return cls(p.x, p.y)

    @property
    def point(self) -> Point | None:
        """The exact point, when both coordinates are known exactly."""
        x, y = exactly(self.x), exactly(self.y)
        return Point(x, y) if x is not None and y is not None else None

    @property
    def middle(self) -> Point:
        """The middle of what is known: for drawing only, never stated as a fact."""
        return Point(span_of(self.x).middle, span_of(self.y).middle)


class Side(StrEnum):
    """Left or right, as seen from the field looking towards the goal in question."""

    LEFT = "left"
    RIGHT = "right"


@dataclass(frozen=True, slots=True)
class Field:
    """A polo field. Defaults: USPA outdoor field with boards (*background*)."""

    length_yd: float = 300.0
    width_yd: float = 160.0
    boards: bool = True
    goal_width_yd: float = 8.0

    def __post_init__(self) -> None:
        # A field must have room for both 60-yard lines and a goal mouth.
        if not 120.0 < self.length_yd <= 400.0:
            raise InvalidFacts("field.length_yd", "a number of yards above 120 and up to 400")
        if not 40.0 <= self.width_yd <= 300.0:
            raise InvalidFacts("field.width_yd", "a number of yards from 40 to 300")
        if not 1.0 <= self.goal_width_yd <= self.width_yd - 20.0:
            raise InvalidFacts("field.goal_width_yd", "at least 1 yd, leaving 10 yd each side")

    # -- lines ---------------------------------------------------------------------------------
    @property
    def centre_x(self) -> float:
        return self.width_yd / 2.0

    @property
    def centre_y(self) -> float:
        return self.length_yd / 2.0

    @property
    def centre(self) -> Point:
        return Point(self.centre_x, self.centre_y)

    def post_x(self, side: Side) -> float:
        half = self.goal_width_yd / 2.0
        return self.centre_x - half if side is Side.LEFT else self.centre_x + half

    # -- predicates used by the rules ----------------------------------------------------------
    def between_posts(self, x: float) -> bool:
        """Whether a crossing at ``x`` on an end line is between the goal posts (a goal)."""
        return self.post_x(Side.LEFT) < x < self.post_x(Side.RIGHT)

    def board_at(self, x: Coordinate) -> Side | None:
        """Which board (or side line) a place with this ``x`` lies on, if it surely does."""
        if exactly(x) == 0.0:
            return Side.LEFT
        if exactly(x) == self.width_yd:
            return Side.RIGHT
        return None

    def either_board(self) -> Span:
        """The ``x`` of a crossing of the side boards (or side lines) whose side is not said: the
        whole width, read with the crossing's own rule that it lies on one of the two boards."""
        return Span(0.0, self.width_yd)

    def contains_place(self, place: Place) -> bool:
        """Whether every point ``place`` may be is on the field."""
        xs, ys = span_of(place.x), span_of(place.y)
        return xs.within(0.0, self.width_yd) and ys.within(0.0, self.length_yd)


USPA_OUTDOOR_BOARDED = Field()
USPA_OUTDOOR_UNBOARDED = Field(width_yd=200.0, boards=False)
