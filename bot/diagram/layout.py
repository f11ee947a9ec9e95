"""Where the words, the teams' arrows and the inset go: clear of every mark of the ruling.

The ruling's marks are fixed (a spot is where the ruling puts it). Everything else is placed
round them, in this order, each piece clear of the marks and of every piece placed before it:

1. the umpires' numbered options, moved sideways off a mark they would cover;
2. the detail inset: in the same half of the field as the place it enlarges, as near to it as
   it fits, joined to it by a leader line, with its enlargement ("×6") in a corner;
3. the teams' arrows of attack with their names: at their usual places across the centre line
   unless something is there, then at the nearest of a few fixed alternatives (few, because the
   arrows are part of the cached base picture); pointing the other way once ends are changed;
4. each zone's distance ("30 yards"), inside the zone beside its edge (just outside the curve
   of a zone round the ball too small to hold it).

The fixed words (yard numbers, goal labels) sit off the field, where no mark reaches. Every
piece is a shape in pixels (``Rect``, ``Ring``, ``Segment``), so tests can check that no word
covers a mark without looking at a pixel.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from bot.diagram import geometry as g
from bot.diagram import paint
from bot.diagram.glyphs import fit, metrics, text_mask
from bot.diagram.scene import Around, Band, Scene, Zone
from rules_core.facts import Team
from rules_core.field import Field, Point, Side

XY = tuple[int, int]

LABEL, SMALL = 24, 22  # text sizes of the team names and of the smaller words
RESTART_RADIUS, OPTION_RADIUS, BALL_RADIUS = 19, 21, 10
FRAME_PAD, FRAME_WIDTH = 8, 8  # a stretch's frame: space round the stretch, outline width
#: a throw-in's arrow: from, to (px from the spot), head length; long and thick enough to read
#: as a direction, not a spot, at 400 px wide (a review measured 12 px of the first one there)
THROW_ARROW = (22, 130, 30)
#: the arrow stops this far short of the boards, and is never shorter than this
THROW_CLEAR, THROW_SHORTEST = 10, 60
TEAM_SHAFT, TEAM_TIP = 10, 30
ZONE_EDGE_WIDTH, RING_WIDTH = 5, 4
CLEARANCE = 6  # px kept between a word and a mark
#: between the yard numbers and the field's edge: clear of a mark centred on the boards
YARD_NUMBER_GAP = 26
INSET_GAP = 18  # px between the enlarged place's box and the inset, at the least
LEADER_WIDTH = 6  # the line from that box to the inset, outline included


# --- shapes ------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Rect:
    """Pixels ``left``..``right`` x ``top``..``bottom``, edges included."""

    left: int
    top: int
    right: int
    bottom: int

    def hits(self, box: Rect) -> bool:
        return (
            self.left <= box.right
            and box.left <= self.right
            and self.top <= box.bottom
            and box.top <= self.bottom
        )

    def grown(self, by: int) -> Rect:
        return Rect(self.left - by, self.top - by, self.right + by, self.bottom + by)

    def within(self, box: Rect) -> bool:
        return (
            box.left <= self.left
            and self.right <= box.right
            and box.top <= self.top
            and self.bottom <= box.bottom
        )

    @property
    def centre(self) -> XY:
        return (self.left + self.right) // 2, (self.top + self.bottom) // 2

    @property
    def as_box(self) -> tuple[int, int, int, int]:
        """As ``Painter`` takes a box."""
        return self.left, self.top, self.right, self.bottom

    @classmethod
    def around(cls, centre: XY, half_width: int, half_height: int | None = None) -> Rect:
        x, y = centre
        dy = half_width if half_height is None else half_height
        return cls(x - half_width, y - dy, x + half_width, y + dy)

    @classmethod
    def spanning(cls, points: Iterable[XY], pad: int = 0) -> Rect:
        xs, ys = zip(*points, strict=True)
        return cls(min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)


@dataclass(frozen=True, slots=True)
class Ring:
    """The edge of a zone round the ball: the points ``radius`` px from the rectangle
    ``inner`` (a circle when it is a point), drawn only inside ``clip`` (the field)."""

    inner: Rect
    radius: float
    width: float
    clip: Rect

    def hits(self, box: Rect) -> bool:
        if not box.hits(self.clip):
            return False
        box = Rect(
            max(box.left, self.clip.left),
            max(box.top, self.clip.top),
            min(box.right, self.clip.right),
            min(box.bottom, self.clip.bottom),
        )
        nearest = _gap(box, self.inner)
        farthest = max(_distance_to(corner, self.inner) for corner in _corners(box))
        return nearest <= self.radius + self.width and farthest >= self.radius - self.width

    def holds(self, box: Rect) -> bool:
        """Whether ``box`` lies wholly inside the zone, clear of its edge."""
        reach = self.radius - self.width - CLEARANCE
        return all(_distance_to(corner, self.inner) <= reach for corner in _corners(box))


@dataclass(frozen=True, slots=True)
class Segment:
    """A straight line ``width`` px wide from ``a`` to ``b``."""

    a: XY
    b: XY
    width: int

    def hits(self, box: Rect) -> bool:
        steps = max(1, math.ceil(math.dist(self.a, self.b) / 3))
        grown = box.grown(self.width // 2 + 1)
        for k in range(steps + 1):
            x = self.a[0] + (self.b[0] - self.a[0]) * k / steps
            y = self.a[1] + (self.b[1] - self.a[1]) * k / steps
            if grown.left <= x <= grown.right and grown.top <= y <= grown.bottom:
                return True
        return False


Shape = Rect | Ring | Segment


def _corners(box: Rect) -> tuple[XY, ...]:
    return (
        (box.left, box.top),
        (box.right, box.top),
        (box.left, box.bottom),
        (box.right, box.bottom),
    )


def _distance_to(point: XY, box: Rect) -> float:
    dx = max(box.left - point[0], 0, point[0] - box.right)
    dy = max(box.top - point[1], 0, point[1] - box.bottom)
    return math.hypot(dx, dy)


def _gap(a: Rect, b: Rect) -> float:
    dx = max(b.left - a.right, 0, a.left - b.right)
    dy = max(b.top - a.bottom, 0, a.top - b.bottom)
    return math.hypot(dx, dy)


def clear(box: Rect, shapes: Iterable[Shape]) -> bool:
    return not any(shape.hits(box) for shape in shapes)


def _hits(box: Rect, shapes: Iterable[Shape]) -> int:
    return sum(shape.hits(box) for shape in shapes)


# --- words -------------------------------------------------------------------------------------
def text_box(at: XY, text: str, size: int, align: str = "left") -> Rect:
    """The box of the ink of ``text`` drawn by ``Painter.text`` at ``at`` (the middle of its
    capitals): what the eye sees, not the whole line's height."""
    left, top, _, _ = paint.text_box(at, text, size, align)
    ink = text_mask(text, size).getbbox() or (0, 0, 0, 0)
    return Rect(left + ink[0], top + ink[1], left + ink[2], top + ink[3])


def pill_box(centre: XY, text: str, size: int) -> Rect:
    """The box ``Painter.pill`` covers with ``text`` centred on ``centre``."""
    return Rect(*paint.pill_box(centre, text, size))


@dataclass(frozen=True, slots=True)
class FieldWords:
    """The words printed round the field, the same for every ruling: yard numbers at the left
    of their lines, the goals' labels above and below their end lines."""

    yards: tuple[tuple[XY, str], ...]  # right end of the number, middle of its capitals
    goals: tuple[tuple[XY, str], ...]  # centre

    def boxes(self) -> tuple[Rect, ...]:
        return tuple(text_box(at, words, SMALL, "right") for at, words in self.yards) + tuple(
            text_box(at, words, LABEL, "centre") for at, words in self.goals
        )


@lru_cache(maxsize=16)
def field_words(field: Field, goal: str, far_goal: str, yards: tuple[str, ...]) -> FieldWords:
    t = g.field_transform(field)
    left, top, _, bottom = g.field_box(field, t)
    numbers = tuple(
        ((left - YARD_NUMBER_GAP, t.y(y)), label)
        for distance, label in zip(g.YARD_LINES, yards, strict=True)
        for y in (distance, field.length_yd - distance)
    )
    m = metrics(LABEL)
    above = top - g.GOAL_LABEL_CLEARANCE - (m.height - m.cap_middle)
    below = bottom + g.GOAL_LABEL_CLEARANCE + m.cap_middle
    return FieldWords(numbers, (((g.WIDTH // 2, above), goal), ((g.WIDTH // 2, below), far_goal)))


# --- the teams' arrows -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TeamMark:
    """A team's arrow of attack, with its name on a label in the middle of the arrow."""

    team: Team
    label: str
    size: int
    middle: XY  # of the arrow, where the label sits
    up: bool  # it attacks the goal at the top
    length: int  # of the arrow, in px

    @property
    def tail(self) -> XY:
        return self.middle[0], self.middle[1] + (self.length // 2 if self.up else -self.length // 2)

    @property
    def head(self) -> XY:
        return self.middle[0], self.middle[1] - (self.length // 2 if self.up else -self.length // 2)

    @property
    def chip(self) -> Rect:
        return pill_box(self.middle, self.label, self.size)

    @property
    def box(self) -> Rect:
        wing = round(TEAM_TIP * 0.6)  # the arrowhead's half width
        arrow = Rect.spanning((self.tail, self.head)).grown(1)
        arrow = Rect(arrow.left - wing, arrow.top, arrow.right + wing, arrow.bottom)
        chip = self.chip
        return Rect(
            min(arrow.left, chip.left),
            min(arrow.top, chip.top),
            max(arrow.right, chip.right),
            max(arrow.bottom, chip.bottom),
        )


#: where a team's arrow may go, as (across, along) fractions of the field's width and length,
#: best first: its usual place, then a little along the field, then in toward the middle.
#: "Across" is from the team's own side (0.2: a fifth in from its board); "along" is where the
#: middle of the arrow is (0.5: on the centre line).
_ACROSS = (0.2, 0.35, 0.1, 0.15, 0.45, 0.5)
_ALONG = (0.5, 0.44, 0.56, 0.38, 0.62, 0.32, 0.68, 0.26, 0.74, 0.2, 0.8, 0.14, 0.86)
_TEAM_PLACES = sorted(
    ((across, along) for across in _ACROSS for along in _ALONG),
    key=lambda place: abs(place[1] - 0.5) + abs(place[0] - 0.2) / 2,
)


def _team_marks(scene: Scene, t: g.Transform, avoid: list[Shape]) -> tuple[TeamMark, TeamMark]:
    flipped = scene.ends_changed is True  # after the change the attackers attack the far goal
    width = t.length(scene.field.width_yd)
    placed: list[TeamMark] = []
    for team, name in ((Team.ATTACKING, scene.attacking), (Team.DEFENDING, scene.defending)):
        label, size = fit(name, round(width * 0.36), (LABEL, SMALL))
        first = TeamMark(team, label, size, (0, 0), (team is Team.ATTACKING) != flipped, 0)
        others = [*avoid, *(mark.box.grown(CLEARANCE) for mark in placed)]
        places = _places(first, scene.field, t)
        chosen = next((m for m in places if clear(m.box.grown(CLEARANCE), others)), None)
        if chosen is None:  # nowhere clear: the place that covers the fewest things
            places = _places(first, scene.field, t)
            chosen = min(places, key=lambda m: _hits(m.box.grown(CLEARANCE), others))
        placed.append(chosen)
    return placed[0], placed[1]


def _places(mark: TeamMark, field: Field, t: g.Transform) -> Iterator[TeamMark]:
    """``mark`` at each of ``_TEAM_PLACES`` in turn, then shorter at each (made as needed:
    nearly always the first is clear)."""
    own_side = 0.0 if mark.team is Team.ATTACKING else 1.0
    for shortened in (1.0, 0.6):  # a shorter arrow only where no full one fits
        length = t.length(field.length_yd * g.ARROW_SPAN * shortened)
        for across, along in _TEAM_PLACES:
            x = t.x(field.width_yd * abs(own_side - across))
            yield replace(mark, middle=(x, t.y(field.length_yd * along)), length=length)


# --- the detail inset --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Inset:
    window: g.Window
    box: Rect  # round the enlarged place, on the field
    frame: Rect  # the inset itself
    leader: tuple[XY, XY]  # from the box to the inset
    scale: str  # "×6"
    scale_at: XY  # centre of its label

    @property
    def origin(self) -> XY:
        return self.frame.left, self.frame.top

    @property
    def scale_box(self) -> Rect:
        return pill_box(self.scale_at, self.scale, SMALL)

    def zoom(self) -> g.Transform:
        return self.window.transform(self.origin)


def _source_box(field: Field, t: g.Transform, window: g.Window) -> Rect:
    """The box round the enlarged place, kept clear of the card's words."""
    x0, y0 = t.point(Point(window.left, window.top))
    x1, y1 = t.point(Point(window.left + window.width, window.top + window.height))
    left, top, right, bottom = g.field_box(field, t)
    return Rect(max(x0, left - 12), max(y0, top - 14), min(x1, right + 12), min(y1, bottom + 14))


def _inset(scene: Scene, t: g.Transform, window: g.Window, marks: list[Shape]) -> Inset | None:
    """The inset nearest its box, clear of every mark, with its middle in the box's half of the
    field and never past the other end's 60-yard line; a zone's edge and the teams' usual
    places are avoided where there is a choice. ``None`` when it fits nowhere (the marks on the
    field then show the place as well as they can)."""
    field = scene.field
    left, top, right, bottom = g.field_box(field, t)
    middle = t.y(field.centre_y)
    box = _source_box(field, t, window)
    upper = box.centre[1] <= middle
    if upper:
        region = Rect(left, top, right, t.y(field.length_yd - g.SIXTY))
    else:
        region = Rect(left, t.y(g.SIXTY), right, bottom)
    width, height = g.INSET_SIZE
    xs = {
        min(max(box.centre[0] - width // 2, left + 6), right - 6 - width),
        (left + right - width) // 2,
        left + 6,
        right - 6 - width,
        box.right + INSET_GAP,
        box.left - INSET_GAP - width,
    }
    ys = {min(max(box.centre[1] - height // 2, region.top + 6), region.bottom - 6 - height)}
    ys |= set(range(region.top + 6, region.bottom - 5 - height, 12))
    frames = [
        frame
        for x in xs
        for y in ys
        if (frame := Rect(x, y, x + width, y + height)).within(region)
        and (frame.centre[1] <= middle) == upper
        and not frame.grown(INSET_GAP - 1).hits(box)
    ]
    soft = [
        *((shape, 1000) for shape in _zone_edges(scene, t)),  # the worst: the zone is unclear
        *((mark.box, 100) for mark in _team_marks(scene, t, [])),  # the arrows can move
    ]
    best: tuple[float, Rect] | None = None
    for frame in sorted(frames, key=lambda f: (_gap(f, box), f.top, f.left)):
        gap = _gap(frame, box)
        if best is not None and gap >= best[0]:
            break  # the rest are farther: none can cost less
        if not clear(frame.grown(CLEARANCE), marks):
            continue
        cost = gap + sum(weight for shape, weight in soft if shape.hits(frame))
        if best is None or cost < best[0]:
            best = (cost, frame)
    if best is None:
        return None
    frame = best[1]
    near = _nearest(box, frame.centre)
    leader = (near, _nearest(frame, near))
    scale = f"×{window.enlarged}"
    zoomed = _zoomed_marks(scene, window.transform((frame.left, frame.top)))
    corners = [
        (frame.right - 40, frame.bottom - 26),
        (frame.left + 40, frame.bottom - 26),
        (frame.right - 40, frame.top + 26),
        (frame.left + 40, frame.top + 26),
    ]
    scale_at = next(
        (at for at in corners if clear(pill_box(at, scale, SMALL).grown(CLEARANCE), zoomed)),
        corners[0],
    )
    return Inset(window, box, frame, leader, scale, scale_at)


def _nearest(box: Rect, point: XY) -> XY:
    return min(max(point[0], box.left), box.right), min(max(point[1], box.top), box.bottom)


def _zoomed_marks(scene: Scene, zoom: g.Transform) -> list[Shape]:
    """The marks the inset shows enlarged, and the posts: what its label must not cover."""
    shapes: list[Shape] = []
    field = scene.field
    for end in (0.0, field.length_yd):
        for side in Side:
            shapes.append(Rect.around(zoom.point(Point(field.post_x(side), end)), 6, 20))
    for at in (scene.restart, scene.ball, *(o.at for o in scene.options)):
        if at is not None:
            shapes.append(Rect.around(zoom.point(at), OPTION_RADIUS))
    return shapes


# --- the ruling's marks ------------------------------------------------------------------------
def option_spots(scene: Scene, t: g.Transform) -> tuple[XY, ...]:
    """Each option's disc, moved sideways until it no longer covers a disc already placed."""
    placed = [t.point(scene.restart)] if scene.restart is not None else []
    spots: list[XY] = []
    for option in scene.options:
        x, y = t.point(option.at)
        step = 42 if x < g.WIDTH // 2 else -42  # towards the middle, where there is room
        while any(math.dist((x, y), other) < 40 for other in placed):
            x += step
        placed.append((x, y))
        spots.append((x, y))
    return tuple(spots)


def restart_frame(scene: Scene, t: g.Transform) -> Rect | None:
    """The outer edge of the frame round a restart known only as a stretch."""
    if scene.restart_area is None:
        return None
    return Rect.spanning((t.point(corner) for corner in scene.restart_area), FRAME_PAD)


def throw_arrow(scene: Scene, t: g.Transform) -> tuple[XY, XY] | None:
    """A throw-in's arrow toward the boards it is thrown to, from beside the restart."""
    if scene.restart is None or scene.toward is None:
        return None
    x, y = t.point(scene.restart)
    step = 1 if scene.toward is Side.RIGHT else -1
    left, _, right, _ = g.field_box(scene.field, t)
    board = right if step > 0 else left
    start = x + step * THROW_ARROW[0]
    stop = x + step * min(THROW_ARROW[1], abs(board - x) - THROW_CLEAR)
    if abs(stop - start) < THROW_SHORTEST:  # a spot at the boards: it comes in from the field
        start, stop = x - step * THROW_ARROW[1], x - step * THROW_ARROW[0]
    return (start, y), (stop, y)


def connector(scene: Scene, t: g.Transform) -> tuple[XY, XY] | None:
    """The ball's path to the restart spot, drawn when they are apart on the picture."""
    if scene.ball is None or scene.restart is None:
        return None
    ball, restart = t.point(scene.ball), t.point(scene.restart)
    return (ball, restart) if math.dist(ball, restart) >= 34 else None


def _marks(scene: Scene, t: g.Transform, options: Sequence[XY]) -> list[Shape]:
    shapes: list[Shape] = []
    frame = restart_frame(scene, t)
    if frame is not None:
        for edge in _frame_edges(frame):
            shapes.append(edge)
    elif scene.restart is not None:
        shapes.append(Rect.around(t.point(scene.restart), RESTART_RADIUS))
    if scene.ball is not None:
        shapes.append(Rect.around(t.point(scene.ball), BALL_RADIUS))
    path = connector(scene, t)
    if path is not None:
        shapes.append(Segment(*path, 16))  # the dashed line and its arrowhead
    arrow = throw_arrow(scene, t)
    if arrow is not None:
        shapes.append(Rect.spanning(arrow, round(THROW_ARROW[2] * 0.6)))
    shapes += [Rect.around(at, OPTION_RADIUS) for at in options]
    return shapes


def _frame_edges(frame: Rect) -> tuple[Rect, ...]:
    w = FRAME_WIDTH
    return (
        Rect(frame.left, frame.top, frame.right, frame.top + w),
        Rect(frame.left, frame.bottom - w, frame.right, frame.bottom),
        Rect(frame.left, frame.top, frame.left + w, frame.bottom),
        Rect(frame.right - w, frame.top, frame.right, frame.bottom),
    )


def _zone_edges(scene: Scene, t: g.Transform) -> list[Shape]:
    left, top, right, bottom = g.field_box(scene.field, t)
    edges: list[Shape] = []
    for zone in scene.zones:
        if isinstance(zone, Band):
            y = t.y(zone.edge)
            edges.append(Rect(left, y - ZONE_EDGE_WIDTH, right, y + ZONE_EDGE_WIDTH))
        else:
            edges.append(_ring(zone, t, Rect(left, top, right, bottom)))
    return edges


def _ring(zone: Around, t: g.Transform, field: Rect) -> Ring:
    inner = Rect.spanning((t.point(zone.lo), t.point(zone.hi)))
    return Ring(inner, t.length(zone.radius), RING_WIDTH, field)


# --- the zones' distances ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ZoneLabel:
    text: str
    centre: XY

    @property
    def box(self) -> Rect:
        return pill_box(self.centre, self.text, SMALL)


def _zone_label(zone: Zone, t: g.Transform, field: Rect, avoid: list[Shape]) -> ZoneLabel | None:
    """The zone's distance beside its edge where nothing else is: inside the zone, or for a
    zone round the ball too small for it, just outside its curve; ``None`` where there is no
    such place (the legend still names the zone)."""
    box = pill_box((0, 0), zone.distance, SMALL)
    w, h = box.right - box.left, box.bottom - box.top
    on_field = field.grown(-CLEARANCE)
    ring = None if isinstance(zone, Band) else _ring(zone, t, field)
    for centre, inside in _label_places(zone, ring, t, field, (w, h)):
        label = ZoneLabel(zone.distance, centre)
        if not label.box.within(on_field) or not clear(label.box.grown(CLEARANCE), avoid):
            continue
        if ring is None or ring.holds(label.box) == inside:
            return label
    return None


def _label_places(
    zone: Zone, ring: Ring | None, t: g.Transform, field: Rect, size: XY
) -> list[tuple[XY, bool]]:
    """Where a zone's label may go, best first, each with whether it is inside the zone."""
    w, h = size
    gap = 2 * CLEARANCE + 2  # between the label and the edge's middle
    if isinstance(zone, Band):
        y = t.y(zone.edge)
        below = zone.near == zone.edge  # the band starts at its edge: it is closed below it
        cy = y + (1 if below else -1) * (ZONE_EDGE_WIDTH + gap + h // 2)
        room = field.right - field.left - w - 2 * CLEARANCE
        return [
            ((field.left + CLEARANCE + w // 2 + round(room * fraction), cy), True)
            for fraction in (1.0, 0.0, 0.75, 0.25, 0.5)
        ]
    assert ring is not None
    places: list[tuple[XY, bool]] = []
    inner = ring.inner
    for inside in (True, False):
        for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)):
            ux, uy = dx / math.hypot(dx, dy), dy / math.hypot(dx, dy)
            ax = inner.right if dx > 0 else inner.left if dx < 0 else inner.centre[0]
            ay = inner.bottom if dy > 0 else inner.top if dy < 0 else inner.centre[1]
            extent = abs(ux) * w / 2 + abs(uy) * h / 2
            out = ring.radius - RING_WIDTH - gap - extent if inside else ring.radius + gap + extent
            places.append(((round(ax + ux * out), round(ay + uy * out)), inside))
    # the same places slid along the field's edge where they would stick out of it (a zone
    # round a ball at the boards is half off the field)
    low_x, high_x = field.left + CLEARANCE + w // 2 + 1, field.right - CLEARANCE - w // 2 - 1
    low_y, high_y = field.top + CLEARANCE + h // 2 + 1, field.bottom - CLEARANCE - h // 2 - 1
    slid = [
        ((min(max(x, low_x), high_x), min(max(y, low_y), high_y)), inside)
        for (x, y), inside in places
    ]
    return places + [place for place in slid if place not in places]


# --- everything --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Layout:
    options: tuple[XY, ...]  # where each option's disc goes, in the order of ``Scene.options``
    inset: Inset | None
    teams: tuple[TeamMark, TeamMark]
    zone_labels: tuple[ZoneLabel | None, ...]  # in the order of ``Scene.zones``
    #: what words must keep clear of: spots, frames, the ball and its path, a throw-in's
    #: arrow, the zones' edges, the inset with its box and leader line
    marks: tuple[Shape, ...]
    #: the words on and round the field (the teams' names with their arrows, the zones'
    #: distances, yard numbers, goal labels); the inset's enlargement is tested on its own
    words: tuple[Rect, ...]

    def words_over_marks(self) -> list[tuple[Rect, Shape]]:
        """Pairs of a word and a mark it covers (none, if the layout did its job)."""
        return [(box, mark) for box in self.words for mark in self.marks if mark.hits(box)]


def layout(scene: Scene) -> Layout:
    t = g.field_transform(scene.field)
    field = Rect(*g.field_box(scene.field, t))
    options = option_spots(scene, t)
    marks = _marks(scene, t, options)
    edges = _zone_edges(scene, t)
    window = g.detail_window(scene.field, scene.restart, scene.ball, on_end_line=scene.on_end_line)
    inset = _inset(scene, t, window, marks) if window is not None else None
    taken: list[Shape] = [*marks, *edges]
    if inset is not None:
        taken += [inset.frame, inset.box, Segment(*inset.leader, LEADER_WIDTH)]
    teams = _team_marks(scene, t, taken)
    text = scene.text
    words = [
        *field_words(
            scene.field, text.goal_in_question, text.far_goal, (text.thirty, text.forty, text.sixty)
        ).boxes(),
        *(team.box for team in teams),
    ]
    labels: list[ZoneLabel | None] = []
    for zone in scene.zones:
        label = _zone_label(zone, t, field, [*taken, *words])
        labels.append(label)
        if label is not None:
            words.append(label.box)
    return Layout(options, inset, teams, tuple(labels), tuple(taken), tuple(words))
