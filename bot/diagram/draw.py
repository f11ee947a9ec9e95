"""The picture of a scene: the field to scale, then the opponents' zones, then the marks.

Layers, bottom to top: the card; the field (grass, boards or side lines, end and centre lines,
the dashed 30 / 40 / 60-yard lines, the posts); the yard numbers, goal labels and the two teams'
arrows of attack; the zones closed to the opponents (the grass under them turns dark red, the
line or circle they must stay behind is bright red); the ball, its path to the restart spot,
the restart spot, the umpires' numbered options; the detail inset; the headline and the legend.
Everything up to the arrows is the *base*: the same for every ruling on one field in one
language, built once (``base``) and reused, strips and all, by ``png``.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from bot.diagram import geometry as g
from bot.diagram import png
from bot.diagram.glyphs import fit
from bot.diagram.paint import XY, Painter
from bot.diagram.scene import Band, Circle, OptionMark, Scene
from bot.diagram.theme import Role
from rules_core.facts import Team
from rules_core.field import Field, Point, Side

LABEL, SMALL, TITLE_SIZES = 24, 22, (38, 34, 30, 26, 24)
RESTART_MARK = ((19, Role.LINE), (17, Role.INK), (14, Role.RESTART))
OPTION_MARK = ((21, Role.LINE), (19, Role.INK), (16, Role.RESTART))
BALL_MARK = ((10, Role.INK), (8, Role.BALL))
NO_GO = ((Role.GRASS, Role.NO_GO),)


# --- the base --------------------------------------------------------------------------------
def paint_field(p: Painter, t: g.Transform, field: Field) -> None:
    left, top, right, bottom = g.field_box(field, t)
    p.rect((left, top, right, bottom), Role.GRASS)
    for distance in (30.0, 40.0, 60.0):
        for y in (distance, field.length_yd - distance):
            p.dashed((left, t.y(y)), (right, t.y(y)), Role.YARD, 2)
    p.line((left, t.y(field.centre_y)), (right, t.y(field.centre_y)), Role.LINE, 2)
    if field.boards:
        p.rect((left - 7, top - 1, left - 1, bottom + 1), Role.BOARD)
        p.rect((right + 1, top - 1, right + 7, bottom + 1), Role.BOARD)
    else:
        p.line((left, top), (left, bottom), Role.LINE, 3)
        p.line((right, top), (right, bottom), Role.LINE, 3)
    for y in (top, bottom):
        p.line((left, y), (right, y), Role.LINE, 3)
        for side in Side:
            x = t.x(field.post_x(side))
            p.rect((x - 6, y - 6, x + 6, y + 6), Role.INK)
            p.rect((x - 4, y - 4, x + 4, y + 4), Role.POST)


def _team_arrows(p: Painter, t: g.Transform, field: Field, attacking: str, defending: str) -> None:
    """The attacking team attacks the goal in question (up); the defending team the far one."""
    for fraction, team, label in (
        (0.2, Team.ATTACKING, attacking),
        (0.8, Team.DEFENDING, defending),
    ):
        role = Role.ATTACKING if team is Team.ATTACKING else Role.DEFENDING
        x = t.x(field.width_yd * fraction)
        ahead = t.y(field.length_yd * (0.5 - g.ARROW_SPAN / 2))
        behind = t.y(field.length_yd * (0.5 + g.ARROW_SPAN / 2))
        tail, head = (
            ((x, behind), (x, ahead)) if team is Team.ATTACKING else ((x, ahead), (x, behind))
        )
        p.arrow(tail, head, role, shaft=10, tip=30, outline=Role.INK)
        text, size = fit(label, round(t.length(field.width_yd) * 0.36), (LABEL, SMALL))
        p.pill((x, t.y(field.centre_y)), text, size, Role.INK, role)


@lru_cache(maxsize=16)
def base(field: Field, text: tuple[str, ...], attacking: str, defending: str) -> png.Compressed:
    """The card, the field and its words; ``text`` is (goal in question, far goal, "30",
    "40", "60")."""
    goal, far_goal, *yards = text
    image = Image.new("L", (g.WIDTH, g.HEIGHT), int(Role.FRAME))
    p, t = Painter(image), g.field_transform(field)
    paint_field(p, t, field)
    left = g.field_box(field, t)[0] - 20
    for distance, label in zip((30.0, 40.0, 60.0), yards, strict=True):
        for y in (distance, field.length_yd - distance):
            p.text((left, t.y(y)), label, SMALL, Role.MUTED, Role.FRAME, align="right")
    p.text((g.WIDTH // 2, g.FIELD_TOP - 34), goal, LABEL, Role.TEXT, Role.FRAME, align="centre")
    p.text(
        (g.WIDTH // 2, g.FIELD_BOTTOM + 34), far_goal, LABEL, Role.TEXT, Role.FRAME, align="centre"
    )
    _team_arrows(p, t, field, attacking, defending)
    return png.compress(image)


# --- the ruling's layers -----------------------------------------------------------------------
def paint_zones(p: Painter, t: g.Transform, scene: Scene) -> None:
    field = scene.field
    left, top, right, bottom = g.field_box(field, t)
    for zone in scene.zones:
        if isinstance(zone, Band):
            p.recolour((left, t.y(zone.near), right, t.y(zone.far)), NO_GO)
            p.line((left, t.y(zone.edge)), (right, t.y(zone.edge)), Role.NO_GO_EDGE, 5)
        else:
            _circle(p, t, zone, (left, top, right, bottom))


def _circle(p: Painter, t: g.Transform, zone: Circle, field: tuple[int, int, int, int]) -> None:
    """Dark red grass inside the circle and a bright red ring, both only on the field."""
    cx, cy = t.point(zone.centre)
    r = t.length(zone.radius)
    left, top = max(cx - r, field[0], 0), max(cy - r, field[1], 0)
    right = min(cx + r, field[2], p.image.width - 1)
    bottom = min(cy + r, field[3], p.image.height - 1)
    if left > right or top > bottom:
        return
    size = (right - left + 1, bottom - top + 1)
    circle = (cx - r - left, cy - r - top, cx + r - left, cy + r - top)
    inside, ring = Image.new("L", size), Image.new("L", size)
    Painter(inside).ellipse(circle, 255)
    Painter(ring).ring(circle, 255, 4)
    p.recolour((left, top, right, bottom), NO_GO, inside)
    p.fill(Role.NO_GO_EDGE, (left, top, right, bottom), ring)


def paint_marks(p: Painter, t: g.Transform, scene: Scene) -> None:
    """The ball and its path to the spot (when they are apart), the throw direction, the
    options and the restart spot, on top."""
    restart = t.point(scene.restart) if scene.restart is not None else None
    if scene.restart_area is not None:
        (ax, ay), (bx, by) = (t.point(corner) for corner in scene.restart_area)
        box = (min(ax, bx) - 6, min(ay, by) - 6, max(ax, bx) + 6, max(ay, by) + 6)
        p.outline(box, Role.INK, 7)
        p.outline(box, Role.RESTART, 3)
    if scene.ball is not None:
        ball = t.point(scene.ball)
        if restart is not None and _far(ball, restart, 34):
            _connector(p, ball, restart)
        p.disc(ball, BALL_MARK)
    if restart is not None and scene.toward is not None:
        step = 1 if scene.toward is Side.RIGHT else -1
        start, stop = (restart[0] + step * 22, restart[1]), (restart[0] + step * 70, restart[1])
        p.arrow(start, stop, Role.RESTART, shaft=8, tip=22, outline=Role.INK)
    placed = [restart] if restart is not None else []
    for option in scene.options:
        _option(p, _clear_of(t.point(option.at), placed), option)
    if restart is not None and scene.restart_area is None:  # a stretch is its frame, no point
        p.disc(restart, RESTART_MARK)


def _connector(p: Painter, ball: XY, restart: XY) -> None:
    dx, dy = restart[0] - ball[0], restart[1] - ball[1]
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length, dy / length
    head = (round(restart[0] - ux * 21), round(restart[1] - uy * 21))
    neck = (round(head[0] - ux * 16), round(head[1] - uy * 16))
    p.dashed(ball, neck, Role.LINE, 3, dash=10, gap=7)
    p.arrow(neck, head, Role.LINE, shaft=3, tip=16)


def _option(p: Painter, at: XY, option: OptionMark) -> None:
    p.disc(at, OPTION_MARK)
    p.text(at, str(option.number), LABEL, Role.INK, Role.RESTART, align="centre")


def _clear_of(at: XY, placed: list[XY]) -> XY:
    """``at``, moved sideways until it no longer covers a mark already placed."""
    x, y = at
    step = 42 if x < g.WIDTH // 2 else -42  # towards the middle, where there is room
    while any(not _far((x, y), other, 40) for other in placed):
        x += step
    placed.append((x, y))
    return x, y


def _far(a: XY, b: XY, pixels: int) -> bool:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= pixels * pixels


def paint_inset(p: Painter, t: g.Transform, scene: Scene, window: g.Window) -> None:
    """A box round the place, and that place enlarged, in a frame, in the other half."""
    x0, y0 = t.point(Point(window.left, window.top))
    x1, y1 = t.point(Point(window.left + window.width, window.top + window.height))
    left, top, right, bottom = g.field_box(scene.field, t)  # the box stays clear of the margins
    box = (max(x0, left - 12), max(y0, top - 14), min(x1, right + 12), min(y1, bottom + 14))
    p.outline(box, Role.LINE, 2)
    inset = Image.new("L", g.INSET_SIZE, int(Role.OUTSIDE))
    q, zoom = Painter(inset), window.transform()
    paint_field(q, zoom, scene.field)
    paint_zones(q, zoom, scene)
    paint_marks(q, zoom, scene)
    q.outline((0, 0, inset.width - 1, inset.height - 1), Role.INK, 5)
    q.outline((2, 2, inset.width - 3, inset.height - 3), Role.LINE, 2)
    p.paste(inset, g.inset_origin(scene.field, t, window))
