"""The words around the field: the headline above it and the legend below it.

The headline repeats the restart mark beside the restart's name and who takes it, in that
team's colour (the colour of its arrow on the field); a name too long for one line at the
smallest size goes on two, so no headline is cut. The legend explains only the marks this
picture has: the ball, the frame of a restart known only as a stretch, a throw-in's direction,
the zone closed to the opponents (as our reading where it is one), the umpires' numbered
options, and whether the ends are changed after a goal or by an option (beside the two arrows
as the field shows them). Words too long for a line go on two, so the legend is not cut.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from bot.diagram import geometry as g
from bot.diagram.draw import BALL_MARK, HATCH, RESTART_MARK, TITLE_SIZES, stripes
from bot.diagram.glyphs import fit, text_mask
from bot.diagram.layout import LABEL, SMALL
from bot.diagram.paint import Painter
from bot.diagram.scene import Band, Scene
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
    AREA = "area"
    THROW = "throw"
    OPTION = "option"
    ENDS_CHANGED = "ends changed"
    ENDS_KEPT = "ends kept"
    NONE = "none"  # the second line of words too long for one


def _items(scene: Scene) -> list[tuple[_Swatch, str, str]]:
    """(swatch, number on it, words) for each mark the picture has."""
    items = []
    if scene.ball is not None:
        items.append((_Swatch.BALL, "", scene.text.ball))
    if scene.restart_area is not None:
        items.append((_Swatch.AREA, "", scene.text.area))
    if scene.toward is not None and scene.restart is not None:
        items.append((_Swatch.THROW, "", scene.text.thrown))
    if scene.zones:
        read = any(isinstance(zone, Band) and zone.reading for zone in scene.zones)
        items.append(
            (_Swatch.ZONE, "", scene.text.opponents_reading if read else scene.text.opponents)
        )
    items += [(_Swatch.OPTION, str(o.number), o.label) for o in scene.options]
    items += [
        (_Swatch.ENDS_CHANGED, "", f"{scene.text.ends_changed} ({o.number})")
        for o in scene.options
        if o.ends_changed
    ]
    if scene.ends_changed is True:
        items.append((_Swatch.ENDS_CHANGED, "", scene.text.ends_changed))
    elif scene.ends_changed is False:
        items.append((_Swatch.ENDS_KEPT, "", scene.text.ends_kept))
    return items


#: a legend entry: its swatch, the number on it, its words and their size
_Entry = tuple[_Swatch, str, str, int]
#: px before an entry's words (its swatch) and between two entries on a row
_SWATCH_ROOM, _GAP = 44, 28
#: rows the legend's band holds: two at its usual spacing, three closer
_ROWS, _MOST_ROWS = 2, 3


def _pack(entries: list[_Entry], room: int) -> list[list[_Entry]]:
    """Entries in rows of at most ``room`` px, in order; a second line of words (no swatch)
    starts a row of its own, under its first. The ends' entry, which names its option by
    number, goes in the first row with room for it (beside a short second line), never after
    a first line whose second line follows it."""
    rows: list[list[_Entry]] = []
    used: list[int] = []
    for entry in entries:
        width = _SWATCH_ROOM + text_mask(entry[2], entry[3]).width
        if entry[0] in _ANYWHERE:
            free = (i for i, row in enumerate(rows) if used[i] + _GAP + width <= room)
            at = next((i for i in free if not _open_end(rows[i], entries)), None)
        elif rows and entry[0] is not _Swatch.NONE and used[-1] + _GAP + width <= room:
            at = len(rows) - 1
        else:
            at = None
        if at is None:
            rows.append([entry])
            used.append(width)
        else:
            rows[at].append(entry)
            used[at] += _GAP + width
    return rows


#: entries whose place in the legend does not matter
_ANYWHERE = (_Swatch.ENDS_CHANGED, _Swatch.ENDS_KEPT)


def _open_end(row: list[_Entry], entries: list[_Entry]) -> bool:
    """Whether the row ends with a first line whose second line follows it."""
    last = entries.index(row[-1])
    return last + 1 < len(entries) and entries[last + 1][0] is _Swatch.NONE


def _wrapped(words: str, size: int, room: int) -> list[str]:
    """``words`` on one line if they fit ``room`` px, else on two broken at the last space
    that fits (the second shortened with "…" only if even that does not fit)."""
    if text_mask(words, size).width <= room:
        return [words]
    spaces = [i for i, char in enumerate(words) if char == " "]
    fitting = [i for i in spaces if text_mask(words[:i], size).width <= room]
    if not fitting:
        return [fit(words, room, (size,))[0]]
    cut = fitting[-1]
    return [words[:cut], fit(words[cut + 1 :], room, (size,))[0]]


def legend_rows(scene: Scene, room: int = g.WIDTH - 2 * MARGIN) -> list[list[_Entry]]:
    """The legend in rows: each entry whole on one line at the largest size that keeps to two
    rows; else words too long for a line on two lines, at the small size, in up to three rows;
    else shortened with "…" as a last resort."""
    items = _items(scene)
    words_room = room - _SWATCH_ROOM
    for size in (LABEL, SMALL):
        if all(text_mask(words, size).width <= words_room for _, _, words in items):
            rows = _pack([(sw, n, words, size) for sw, n, words in items], room)
            if len(rows) <= _ROWS:
                return rows
    entries: list[_Entry] = []
    for swatch, number, words in items:
        first, *rest = _wrapped(words, SMALL, words_room)
        entries.append((swatch, number, first, SMALL))
        entries += [(_Swatch.NONE, "", line, SMALL) for line in rest]
    rows = _pack(entries, room)
    if len(rows) <= _MOST_ROWS:
        return rows
    cut = [(sw, n, fit(words, words_room, (SMALL,))[0], SMALL) for sw, n, words in items]
    return _pack(cut, room)


def paint_legend(p: Painter, scene: Scene) -> None:
    if not _items(scene):
        return
    rows = legend_rows(scene)
    step = 40 if len(rows) <= _ROWS else 34
    previous_words_x = 0
    for number, row in enumerate(rows):
        y = g.HEIGHT - g.FOOTER + 26 + number * step
        total = sum(_SWATCH_ROOM + p.text_width(words, size) for _, _, words, size in row)
        x = (g.WIDTH - total - _GAP * (len(row) - 1)) // 2
        if row[0][0] is _Swatch.NONE:  # a second line, under the first line's words
            x = previous_words_x
        for swatch, label, words, size in row:
            if swatch is not _Swatch.NONE:
                _swatch(p, (x + 15, y), swatch, label)
            previous_words_x = x
            x = p.text((x + _SWATCH_ROOM, y), words, size, Role.TEXT, Role.FRAME)[2] + _GAP


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
    elif swatch is _Swatch.AREA:
        p.outline((x - 15, y - 11, x + 15, y + 11), Role.INK, 6)
        p.outline((x - 13, y - 9, x + 13, y + 9), Role.RESTART, 2)
    elif swatch is _Swatch.THROW:
        p.arrow((x + 16, y), (x - 16, y), Role.RESTART, shaft=8, tip=14, outline=Role.INK)
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
