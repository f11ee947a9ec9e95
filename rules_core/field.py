"""The field model: dimensions, lines, goal posts, and the frame every spot is given in.

The frame. Every incident is about one goal, "the goal in question", whose end line is y = 0.
``y`` is yards from that end line towards the far end line (y = length); ``x`` is yards from
the left board (or side line) as seen from the field looking towards the goal in question.
"Defending" and "attacking" are relative to that goal (see ``facts.Team``).

USPA outdoor defaults are *background* (older public USPA texts, RULES_NOTES §1): 300 x 160 yd
with boards, 300 x 200 yd without, goal posts 8 yd apart. Many club fields are smaller, so the
field is a parameter of every decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules_core.errors import InvalidFacts


@dataclass(frozen=True, slots=True)
class Point:
    """A place on the field, in yards (see the module docstring for the frame)."""

    x: float
    y: float


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
    def contains(self, p: Point) -> bool:
        """Whether ``p`` is on the field (lines included)."""
        return 0.0 <= p.x <= self.width_yd and 0.0 <= p.y <= self.length_yd

    def between_posts(self, x: float) -> bool:
        """Whether a crossing at ``x`` on an end line is between the goal posts (a goal)."""
        return self.post_x(Side.LEFT) < x < self.post_x(Side.RIGHT)

    def on_side_line(self, p: Point) -> Side | None:
        """Which board (or side line) ``p`` lies on, if any."""
        if p.x == 0.0:
            return Side.LEFT
        if p.x == self.width_yd:
            return Side.RIGHT
        return None

    def distance_to_end_line(self, p: Point, *, far: bool) -> float:
        """Yards from ``p`` to the near (y = 0) or far (y = length) end line."""
        return self.length_yd - p.y if far else p.y

    def mirror(self, p: Point) -> Point:
        """The same place seen from the other goal: how a far-end spot is put in its own frame."""
        return Point(self.width_yd - p.x, self.length_yd - p.y)

    def require_on_field(self, p: Point, name: str) -> Point:
        if not self.contains(p):
            raise InvalidFacts(
                name,
                f"a point with 0 <= x <= {self.width_yd:g} and 0 <= y <= {self.length_yd:g} yd",
                got=f"({p.x:g}, {p.y:g})",
            )
        return p


USPA_OUTDOOR_BOARDED = Field()
USPA_OUTDOOR_UNBOARDED = Field(width_yd=200.0, boards=False)
