"""The words around the field: the headline above it and the legend below it.

The headline repeats the restart mark beside the restart's name and who takes it, in that
team's colour (the colour of its arrow on the field); a name too long for one line at the
smallest size goes on two, so no headline is cut. The legend explains only the marks this
picture has: the ball, the zone closed to the opponents, the umpires' numbered options, and
after a goal whether the ends are changed (beside the two arrows as the field shows them).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from bot.diagram import geometry as g
from bot.diagram.draw import BALL_MARK, HATCH, RESTART_MARK, TITLE_SIZES, stripes
from bot.diagram.glyphs import fit, text_mask
from bot.diagram.layout import LABEL, SMALL
from bot.diagram.paint import Painter
from bot.diagram.scene import Scene
from bot.diagram.theme import Role
from rules_core.facts import Team

MARGIN = 24
_LEGEND_OPTION = ((15, Role.INK), (13, Role.RESTART))
#: a headline on two lines: these sizes, lines this far apart (a fraction of the size)
TWO_LINE_SIZES, LINE_SPACING = (26, 24, 22), 1.15


def title_lines(title: str, room: int) -> tuple[tuple[str, ...], int]:
    """The headline as one line at the largest size that fits ``room`` px, else as two lines
    broken at the space nearest its middle; shortened with "…" only if neither fits."""
    words, size = fit(title, room, TITLE_SIZES)
    if not words.endswith("…") or title.endswith("…"):
        return (words,), size
    spaces = [i for i, char in enumerate(title) if char == " "]
    if spaces:
        cut = min(spaces, key=lambda i: abs(i - len(title) / 2))
        lines = (title[:cut], title[cut + 1 :])
        for size in TWO_LINE_SIZES:
            if all(text_mask(line, size).width <= room for line in lines):
                return lines, size
    return (words,), size


@dataclass(frozen=True, slots=True)
class HeaderRoom:
    """How the headline's band is shared: the restart mark, the title, the team's label."""

    mark: int  # px for the restart mark and its gap (0 without a spot)
    team: str  # the team's label, "" when no team takes the restart
    pill: int  # px for the team's label and its gap

    @property
    def title(self) -> int:
        """px left for the title."""
        return g.WIDTH - 2 * MARGIN - self.mark - self.pill


def header_room(scene: Scene) -> HeaderRoom:
    mark = 2 * RESTART_MARK[0][0] + 12 if scene.restart is not None else 0
    if scene.restart_team is None:
        return HeaderRoom(mark, "", 0)
    label = scene.attacking if scene.restart_team is Team.ATTACKING else scene.defending
    team, _ = fit(label, 240, (LABEL,))
    return HeaderRoom(mark, team, text_mask(team, LABEL).width + LABEL + 16)


def paint_header(p: Painter, scene: Scene) -> None:
    y = g.HEADER // 2
    room = header_room(scene)
    mark, team, pill = room.mark, room.team, room.pill
    lines, size = title_lines(scene.text.restart, room.title)
    width = max(p.text_width(line, size) for line in lines)
    x = (g.WIDTH - mark - width - pill) // 2
    if mark:
        p.disc((x + RESTART_MARK[0][0], y), RESTART_MARK)
    step = round(size * LINE_SPACING)
    top = y - step * (len(lines) - 1) // 2
    for number, line in enumerate(lines):
        p.text((x + mark, top + number * step), line, size, Role.TEXT, Role.FRAME)
    if team:
        role = Role.ATTACKING if scene.restart_team is Team.ATTACKING else Role.DEFENDING
        p.pill((x + mark + width + pill // 2 + 8, y), team, LABEL, Role.INK, role)


class _Swatch(Enum):
    BALL = "ball"
    ZONE = "zone"
    OPTION = "option"
    ENDS_CHANGED = "ends changed"
    ENDS_KEPT = "ends kept"


def _items(scene: Scene) -> list[tuple[_Swatch, str, str]]:
    """(swatch, number on it, words) for each mark the picture has."""
    items = []
    if scene.ball is not None:
        items.append((_Swatch.BALL, "", scene.text.ball))
    if scene.zones:
        items.append((_Swatch.ZONE, "", scene.text.opponents))
    items += [(_Swatch.OPTION, str(o.number), o.label) for o in scene.options]
    if scene.ends_changed is True:
        items.append((_Swatch.ENDS_CHANGED, "", scene.text.ends_changed))
    elif scene.ends_changed is False:
        items.append((_Swatch.ENDS_KEPT, "", scene.text.ends_kept))
    return items


def paint_legend(p: Painter, scene: Scene) -> None:
    items = _items(scene)
    if not items:
        return
    room = g.WIDTH - 2 * MARGIN
    for size in (LABEL, SMALL):
        fitted = [(swatch, n, *fit(words, room - 44, (size,))) for swatch, n, words in items]
        rows: list[list[tuple[_Swatch, str, str, int]]] = [[]]
        used = 0
        for item in fitted:
            width = 44 + p.text_width(item[2], size)
            if rows[-1] and used + 28 + width > room:
                rows.append([])
                used = 0
            used += width + (28 if rows[-1] else 0)
            rows[-1].append(item)
        if len(rows) <= 2:
            break
    step = 40 if len(rows) <= 2 else 34
    for number, row in enumerate(rows):
        y = g.HEIGHT - g.FOOTER + 26 + number * step
        total = sum(44 + p.text_width(words, size) for _, _, words, size in row)
        x = (g.WIDTH - total - 28 * (len(row) - 1)) // 2
        for swatch, label, words, size in row:
            _swatch(p, (x + 15, y), swatch, label)
            x = p.text((x + 44, y), words, size, Role.TEXT, Role.FRAME)[2] + 28


def _swatch(p: Painter, at: tuple[int, int], swatch: _Swatch, number: str) -> None:
    x, y = at
    if swatch is _Swatch.BALL:
        p.disc(at, BALL_MARK)
    elif swatch is _Swatch.ZONE:
        p.rect((x - 15, y - 11, x + 15, y + 11), Role.NO_GO_EDGE)
        inner = (x - 12, y - 8, x + 12, y + 8)
        p.rect(inner, Role.NO_GO)
        hatch = stripes(g.WIDTH, g.HEIGHT).crop((x - 12, y - 8, x + 13, y + 9))  # edges included
        p.recolour(inner, HATCH, hatch)
    elif swatch in (_Swatch.ENDS_CHANGED, _Swatch.ENDS_KEPT):
        # the two arrows as the field shows them: swapped once the ends are changed
        changed = swatch is _Swatch.ENDS_CHANGED
        for dx, role, up in ((-8, Role.ATTACKING, not changed), (8, Role.DEFENDING, changed)):
            low, high = (x + dx, y + 15), (x + dx, y - 15)
            tail, head = (low, high) if up else (high, low)
            p.arrow(tail, head, role, shaft=6, tip=13, outline=Role.INK)
    else:
        p.disc(at, _LEGEND_OPTION)
        p.text(at, number, SMALL, Role.INK, Role.RESTART, align="centre")
