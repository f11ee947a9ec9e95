"""The picture of a scene: the field to scale, then the opponents' zones, then the marks.

Layers, bottom to top: the card; the field (grass, boards or side lines, end and centre lines,
the dashed 30 / 40 / 60-yard lines, the goals: posts standing out behind the end line with the
mouth between them shaded); the yard numbers, goal labels and the two teams' arrows of attack;
the zones closed to the opponents (the grass under them turns near-black red with red stripes,
the line or curve they must stay behind is light red, and their distance is written inside,
beside it); the ball, its path to the restart spot, the restart spot or the frame round its
stretch, the umpires' numbered options; the detail inset with its box, leader line and
enlargement; the headline and the legend. Where each word, arrow and the inset go is decided
by ``layout``. Everything up to the arrows is the *base*: the same for every ruling on one
field in one language with the arrows in one place, built once (``base``) and reused, strips
and all, by ``png``.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageChops

from bot.diagram import geometry as g
from bot.diagram import png
from bot.diagram.layout import (
    FRAME_WIDTH,
    LABEL,
    LEADER_WIDTH,
    RING_WIDTH,
    SMALL,
    TEAM_SHAFT,
    TEAM_TIP,
    THROW_ARROW,
    ZONE_EDGE_WIDTH,
    Inset,
    Layout,
    TeamMark,
    ZoneLabel,
    connector,
    field_words,
    option_spots,
    restart_frame,
    throw_arrow,
)
from bot.diagram.paint import XY, Painter
from bot.diagram.scene import Around, Band, OptionMark, Scene
from bot.diagram.theme import Role
from rules_core.facts import Team
from rules_core.field import Field, Side

TITLE_SIZES = (38, 34, 30, 26, 24)
RESTART_MARK = ((19, Role.LINE), (17, Role.INK), (14, Role.RESTART))
OPTION_MARK = ((21, Role.LINE), (19, Role.INK), (16, Role.RESTART))
BALL_MARK = ((10, Role.INK), (8, Role.BALL))
NO_GO = ((Role.GRASS, Role.NO_GO),)
HATCH = ((Role.NO_GO, Role.NO_GO_HATCH),)
#: the stripes across a zone: ``HATCH_WIDTH`` px of every ``HATCH_PERIOD`` along a row, a
#: sixth of the zone, so the zone keeps its dark tone (and its contrast) when scaled down
HATCH_PERIOD, HATCH_WIDTH = 12, 2
#: a goal post stands this far out behind its end line, and is this wide: thin, so the mouth
#: between two posts 8 yd apart stays open at 400 px wide
POST_DEPTH, POST_WIDTH = 18, 6


# --- the base --------------------------------------------------------------------------------
def paint_field(p: Painter, t: g.Transform, field: Field) -> None:
    left, top, right, bottom = g.field_box(field, t)
    p.rect((left, top, right, bottom), Role.GRASS)
    for distance in g.YARD_LINES:
        for y in (distance, field.length_yd - distance):
            p.dashed((left, t.y(y)), (right, t.y(y)), Role.YARD, 2)
    p.line((left, t.y(field.centre_y)), (right, t.y(field.centre_y)), Role.LINE, 2)
    if field.boards:
        p.rect((left - 7, top - 1, left - 1, bottom + 1), Role.BOARD)
        p.rect((right + 1, top - 1, right + 7, bottom + 1), Role.BOARD)
    else:
        p.line((left, top), (left, bottom), Role.LINE, 3)
        p.line((right, top), (right, bottom), Role.LINE, 3)
    posts = (t.x(field.post_x(Side.LEFT)), t.x(field.post_x(Side.RIGHT)))
    for y, outward in ((top, -1), (bottom, 1)):
        _goal_mouth(p, posts, y, outward)
        p.line((left, y), (right, y), Role.LINE, 3)
        _posts(p, posts, y, outward)


def _goal_mouth(p: Painter, posts: tuple[int, int], y: int, outward: int) -> None:
    """The mouth between the posts, shaded behind the goal line: the gap an umpire measures
    "5 yards outside the post" from, which a white line alone would not show at 400 px."""
    net = y + outward * (POST_DEPTH - 4)
    p.rect((posts[0], min(y, net), posts[1], max(y, net)), Role.NET)


def _posts(p: Painter, posts: tuple[int, int], y: int, outward: int) -> None:
    """Each post a thin white bar with a dark edge, standing out behind the end line."""
    back, half = y + outward * POST_DEPTH, POST_WIDTH // 2
    for x in posts:
        p.rect((x - half - 1, min(y, back) - 1, x + half + 1, max(y, back) + 1), Role.INK)
        p.rect((x - half, min(y, back), x + half, max(y, back)), Role.POST)


def _team_arrows(p: Painter, teams: tuple[TeamMark, ...]) -> None:
    """Each team's arrow toward the goal it attacks, with its name on it, in its colour."""
    for mark in teams:
        role = Role.ATTACKING if mark.team is Team.ATTACKING else Role.DEFENDING
        p.arrow(mark.tail, mark.head, role, shaft=TEAM_SHAFT, tip=TEAM_TIP, outline=Role.INK)
        p.pill(mark.middle, mark.label, mark.size, Role.INK, role)


#: about 14 places of the arrows over the sample rulings, per field and language: room for the
#: three languages on one field (each base holds its 720 x 1280 image, about 0.9 MB)
@lru_cache(maxsize=48)
def base(field: Field, text: tuple[str, ...], teams: tuple[TeamMark, TeamMark]) -> png.Compressed:
    """The card, the field, its words and the teams' arrows; ``text`` is (goal in question,
    far goal, "30", "40", "60"). One per field, language and place of the arrows: the arrows
    move only where a ruling's marks are in their way, so there are few."""
    goal, far_goal, *yards = text
    image = Image.new("L", (g.WIDTH, g.HEIGHT), int(Role.FRAME))
    p, t = Painter(image), g.field_transform(field)
    paint_field(p, t, field)
    words = field_words(field, goal, far_goal, tuple(yards))
    for at, label in words.yards:
        p.text(at, label, SMALL, Role.MUTED, Role.FRAME, align="right")
    for at, label in words.goals:
        p.text(at, label, LABEL, Role.TEXT, Role.FRAME, align="centre")
    _team_arrows(p, teams)
    return png.compress(image)


# --- the ruling's layers -----------------------------------------------------------------------
@lru_cache(maxsize=4)
def stripes(width: int, height: int) -> Image.Image:
    """A mask of diagonal stripes the size of the picture, anchored at its corner."""
    rows = []
    for phase in range(HATCH_PERIOD):
        pattern = bytes(
            255 if (x + phase) % HATCH_PERIOD < HATCH_WIDTH else 0
            for x in range(width + HATCH_PERIOD)
        )
        rows.append(pattern[:width])
    return Image.frombytes(
        "L", (width, height), b"".join(rows[y % HATCH_PERIOD] for y in range(height))
    )


def paint_zones(p: Painter, t: g.Transform, scene: Scene) -> None:
    field = g.field_box(scene.field, t)
    left, _, right, _ = field
    mask = stripes(p.image.width, p.image.height)
    for zone in scene.zones:
        if isinstance(zone, Band):
            box = (left, t.y(zone.near), right, t.y(zone.far))
            p.recolour(box, NO_GO)
            p.recolour(box, HATCH, mask.crop((box[0], box[1], box[2] + 1, box[3] + 1)))
            y = t.y(zone.edge)
            p.line((left, y), (right, y), Role.NO_GO_EDGE, ZONE_EDGE_WIDTH)
        else:
            _around(p, t, zone, field, mask)


def _around(
    p: Painter,
    t: g.Transform,
    zone: Around,
    field: tuple[int, int, int, int],
    hatch: Image.Image,
) -> None:
    """Everything within ``zone.radius`` of the ball's place, and its edge: a circle round a
    spot, a rectangle with round corners round a stretch; both only on the field."""
    (x0, y0), (x1, y1) = t.point(zone.lo), t.point(zone.hi)
    r = t.length(zone.radius)
    left, top = max(x0 - r, field[0], 0), max(y0 - r, field[1], 0)
    right = min(x1 + r, field[2], p.image.width - 1)
    bottom = min(y1 + r, field[3], p.image.height - 1)
    if left > right or top > bottom:
        return
    box = (left, top, right, bottom)
    size = (right - left + 1, bottom - top + 1)
    shape = (x0 - r - left, y0 - r - top, x1 + r - left, y1 + r - top)
    inside, edge = Image.new("L", size), Image.new("L", size)
    if zone.is_circle:
        Painter(inside).ellipse(shape, 255)
        Painter(edge).ring(shape, 255, RING_WIDTH)
    else:
        Painter(inside).rounded(shape, r, 255)
        Painter(edge).rounded(shape, r, 255, width=RING_WIDTH)
    p.recolour(box, NO_GO, inside)
    striped = ImageChops.darker(inside, hatch.crop((left, top, right + 1, bottom + 1)))
    p.recolour(box, HATCH, striped)
    p.fill(Role.NO_GO_EDGE, box, edge)


def paint_zone_labels(p: Painter, labels: tuple[ZoneLabel | None, ...]) -> None:
    for label in labels:
        if label is not None:
            p.pill(label.centre, label.text, SMALL, Role.INK, Role.NO_GO_EDGE)


def paint_marks(p: Painter, t: g.Transform, scene: Scene, options: tuple[XY, ...]) -> None:
    """The ball and its path to the spot (when they are apart), the throw direction, the
    options (at ``options``) and the restart spot, on top."""
    frame = restart_frame(scene, t)
    if frame is not None:
        p.outline(frame.as_box, Role.INK, FRAME_WIDTH)
        p.outline(frame.grown(-2).as_box, Role.RESTART, FRAME_WIDTH - 4)
    path = connector(scene, t)
    if path is not None:
        _connector(p, *path)
    if scene.ball is not None:
        p.disc(t.point(scene.ball), BALL_MARK)
    arrow = throw_arrow(scene, t)
    if arrow is not None:
        p.arrow(*arrow, Role.RESTART, shaft=14, tip=THROW_ARROW[2], outline=Role.INK)
    for option, at in zip(scene.options, options, strict=True):
        _option(p, at, option)
    if scene.restart is not None and frame is None:  # a stretch is its frame, no point
        p.disc(t.point(scene.restart), RESTART_MARK)


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


def paint_inset(p: Painter, scene: Scene, inset: Inset) -> None:
    """A box round the place, a leader line from it to the place enlarged, in a frame beside
    it, and how many times it is enlarged."""
    p.outline(inset.box.as_box, Role.INK, 4)
    p.outline(inset.box.grown(-1).as_box, Role.LINE, 2)
    a, b = inset.leader
    p.line(a, b, Role.INK, LEADER_WIDTH)
    p.line(a, b, Role.LINE, 2)
    image = Image.new("L", g.INSET_SIZE, int(Role.OUTSIDE))
    q, zoom = Painter(image), inset.window.transform()
    paint_field(q, zoom, scene.field)
    paint_zones(q, zoom, scene)
    paint_marks(q, zoom, scene, option_spots(scene, zoom))
    q.outline((0, 0, image.width - 1, image.height - 1), Role.INK, 5)
    q.outline((2, 2, image.width - 3, image.height - 3), Role.LINE, 2)
    p.paste(image, inset.origin)
    p.pill(inset.scale_at, inset.scale, SMALL, Role.INK, Role.LINE)


def paint(p: Painter, scene: Scene, plan: Layout) -> None:
    """The ruling's layers over its base."""
    t = g.field_transform(scene.field)
    paint_zones(p, t, scene)
    if plan.inset is not None:
        paint_inset(p, scene, plan.inset)
    paint_marks(p, t, scene, plan.options)
    paint_zone_labels(p, plan.zone_labels)
