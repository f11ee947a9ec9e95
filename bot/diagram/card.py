"""The words around the field: the headline above it and the legend below it.

The headline repeats the restart mark beside the restart's name and who takes it, in that
team's colour (the colour of its arrow on the field). The legend explains only the marks this
picture has: the ball, the zone closed to the opponents, the umpires' numbered options.
"""

from __future__ import annotations

from enum import Enum

from bot.diagram import geometry as g
from bot.diagram.draw import BALL_MARK, LABEL, RESTART_MARK, SMALL, TITLE_SIZES
from bot.diagram.glyphs import fit
from bot.diagram.paint import Painter
from bot.diagram.scene import Scene
from bot.diagram.theme import Role
from rules_core.facts import Team

MARGIN = 24
_LEGEND_OPTION = ((15, Role.INK), (13, Role.RESTART))


def paint_header(p: Painter, scene: Scene) -> None:
    y = g.HEADER // 2
    mark = 2 * RESTART_MARK[0][0] + 12 if scene.restart is not None else 0
    team, role, pill = "", Role.ATTACKING, 0
    if scene.restart_team is not None:
        label = scene.attacking if scene.restart_team is Team.ATTACKING else scene.defending
        role = Role.ATTACKING if scene.restart_team is Team.ATTACKING else Role.DEFENDING
        team, _ = fit(label, 240, (LABEL,))
        pill = p.text_width(team, LABEL) + LABEL + 16
    title, size = fit(scene.text.restart, g.WIDTH - 2 * MARGIN - mark - pill, TITLE_SIZES)
    x = (g.WIDTH - mark - p.text_width(title, size) - pill) // 2
    if mark:
        p.disc((x + RESTART_MARK[0][0], y), RESTART_MARK)
    x = p.text((x + mark, y), title, size, Role.TEXT, Role.FRAME)[2]
    if team:
        p.pill((x + pill // 2 + 8, y), team, LABEL, Role.INK, role)


class _Swatch(Enum):
    BALL = "ball"
    ZONE = "zone"
    OPTION = "option"


def _items(scene: Scene) -> list[tuple[_Swatch, str, str]]:
    """(swatch, number on it, words) for each mark the picture has."""
    items = []
    if scene.ball is not None:
        items.append((_Swatch.BALL, "", scene.text.ball))
    if scene.zones:
        items.append((_Swatch.ZONE, "", scene.text.opponents))
    items += [(_Swatch.OPTION, str(o.number), o.label) for o in scene.options]
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
        p.rect((x - 12, y - 8, x + 12, y + 8), Role.NO_GO)
    else:
        p.disc(at, _LEGEND_OPTION)
        p.text(at, number, SMALL, Role.INK, Role.RESTART, align="centre")
