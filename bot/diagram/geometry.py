"""Where things go on the picture: the canvas, the field-to-pixel transform, and which piece
of the field the detail inset enlarges, how many times (where the inset goes is ``layout``'s).

The picture is portrait and always the same size. The field is drawn to scale with its length
upright: the goal in question (the core's end line y = 0) at the top and the left board
(x = 0) at the left, which is the core's own frame seen from the field looking at that goal,
so no coordinate is ever mirrored. Above the field: the headline; below it: the legend.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules_core import measures as m
from rules_core.field import Field, Point, Side

WIDTH, HEIGHT = 720, 1280
#: the 60-yard line, the rules' own (foul shots, free hits, possession plays)
SIXTY = m.SIXTY_YARD_LINE.value
#: the dashed lines drawn across the field, in yards from each end line (the 60 last): the
#: field's marked lines
YARD_LINES = (30.0, 40.0, SIXTY)

HEADER = 88  # the headline band
GOAL_BAND = 52  # between the headline (or legend) and an end line: the goal's label
FOOTER = 112  # the legend band
SIDE = 70  # at least this much card left and right of the field: boards and yard numbers

FIELD_TOP = HEADER + GOAL_BAND
FIELD_BOTTOM = HEIGHT - FOOTER - GOAL_BAND

#: the teams' arrows of attack span this fraction of the length
ARROW_SPAN = 0.18
#: the detail inset, in pixels; it enlarges a piece of field a whole number of times, at most
#: ``MAX_ENLARGED``; a place that would be enlarged less than ``MIN_ENLARGED`` times to fit gets
#: no inset (the whole field shows it nearly as well)
INSET_SIZE = (400, 260)
MAX_ENLARGED, MIN_ENLARGED = 6, 2
#: yards of field kept round the enlarged points, so their marks are whole in the inset
INSET_MARGIN_YD = 5.0
#: the inset is drawn when the ball and the restart spot (or the spot and a goal post) are
#: this close: on the whole field they would sit on top of each other
DETAIL_WITHIN_YD = 15.0
#: how far above (below) an end line the goal's label ends: clear of a mark on that line
GOAL_LABEL_CLEARANCE = 24


@dataclass(frozen=True, slots=True)
class Transform:
    """Yards in the core's frame to pixels: ``(left + x * scale, top + y * scale)``."""

    left: float
    top: float
    scale: float  # pixels per yard

    def x(self, x: float) -> int:
        return round(self.left + x * self.scale)

    def y(self, y: float) -> int:
        return round(self.top + y * self.scale)

    def point(self, p: Point) -> tuple[int, int]:
        return self.x(p.x), self.y(p.y)

    def length(self, yards: float) -> int:
        return round(yards * self.scale)


def field_transform(field: Field) -> Transform:
    """The whole field, as large as fits, centred left to right."""
    scale = min((FIELD_BOTTOM - FIELD_TOP) / field.length_yd, (WIDTH - 2 * SIDE) / field.width_yd)
    left = (WIDTH - field.width_yd * scale) / 2
    return Transform(left=round(left), top=FIELD_TOP, scale=scale)


def field_box(field: Field, t: Transform) -> tuple[int, int, int, int]:
    """The field's corners in pixels: (left, top, right, bottom), inclusive."""
    return t.x(0.0), t.y(0.0), t.x(field.width_yd), t.y(field.length_yd)


@dataclass(frozen=True, slots=True)
class Window:
    """A piece of the field, in yards, shown ``enlarged`` times larger in the detail inset."""

    left: float
    top: float
    width: float
    height: float
    enlarged: int

    def transform(self, origin: tuple[int, int] = (0, 0)) -> Transform:
        scale = INSET_SIZE[0] / self.width
        return Transform(origin[0] - self.left * scale, origin[1] - self.top * scale, scale)


def detail_window(
    field: Field, restart: Point | None, ball: Point | None, *, on_end_line: bool
) -> Window | None:
    """The piece of field to enlarge, or ``None`` when everything reads at full-field scale.

    Enlarged: a ball and a restart spot close together (a knock-in moved off a post or board,
    a free hit dropped in from the boards), or an end-line spot close to a post (with that post).
    The enlargement is the largest whole number, up to ``MAX_ENLARGED``, at which every one of
    those points fits with ``INSET_MARGIN_YD`` round it, so the label ("×4") is exact and no
    mark is ever cut off; below ``MIN_ENLARGED`` there is no inset.
    """
    if restart is None:
        return None
    points = [restart]
    if ball is not None and 0.0 < _distance(ball, restart) <= DETAIL_WITHIN_YD:
        points.append(ball)
    if on_end_line:
        end_y = 0.0 if restart.y <= field.centre_y else field.length_yd
        post = min(
            (Point(field.post_x(side), end_y) for side in Side), key=lambda p: abs(p.x - restart.x)
        )
        if abs(post.x - restart.x) <= DETAIL_WITHIN_YD:
            points.append(post)
    if len(points) == 1:
        return None
    xs, ys = [p.x for p in points], [p.y for p in points]
    aspect = INSET_SIZE[1] / INSET_SIZE[0]
    needed = max(
        max(xs) - min(xs) + 2 * INSET_MARGIN_YD, (max(ys) - min(ys) + 2 * INSET_MARGIN_YD) / aspect
    )
    scale = field_transform(field).scale
    enlarged = min(MAX_ENLARGED, int(INSET_SIZE[0] / (needed * scale)))
    if enlarged < MIN_ENLARGED:
        return None
    width = INSET_SIZE[0] / (enlarged * scale)
    height = width * aspect
    centre_y = (min(ys) + max(ys)) / 2
    if on_end_line:  # show more field than ground behind the end line, if there is room
        spare = (height - (max(ys) - min(ys)) - 2 * INSET_MARGIN_YD) / 2
        shift = max(0.0, min(height * 0.25, spare))
        centre_y += shift if centre_y <= field.centre_y else -shift
    return Window((min(xs) + max(xs) - width) / 2, centre_y - height / 2, width, height, enlarged)


def _distance(a: Point, b: Point) -> float:
    return float(((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5)
