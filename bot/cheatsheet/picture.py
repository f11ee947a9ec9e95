"""The cheat sheet as one picture for a phone: 720 px wide (Telegram keeps a photo's long side at
1280 px, so nothing is lost to scaling), at most 1280 px tall, on the field diagram's dark card
so that it keeps its edges in light and dark chat themes.

Words are drawn in Pillow's bundled font with the accents composed (``bot.diagram.glyphs``), so
no system font is needed and every machine draws the same pixels. The phone shows a section's
number ("22.a") where the PDF shows the sentence's ("22.a ¶1.1"): the bundled font has no "¶".
Deterministic: the same sheet gives the same bytes (no metadata, no time stamp).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.cheatsheet.model import NOT_STATED, RestartRow, Sheet, build_sheet, path_of
from bot.diagram.glyphs import metrics, text_mask

WIDTH, MAX_HEIGHT = 720, 1280
MARGIN, INDENT, BOTTOM = 22, 14, 10
COLOURS = 64

RGB = tuple[int, int, int]
CARD: RGB = (30, 39, 48)
BAND: RGB = (22, 92, 62)  # the title band: the field's green, darkened
TEXT: RGB = (236, 239, 241)
MUTED: RGB = (163, 176, 186)
TOPIC: RGB = (129, 199, 132)
RESTART: RGB = (255, 214, 102)
RULE_LINE: RGB = (70, 84, 96)


@dataclass(frozen=True, slots=True)
class Style:
    size: int
    colour: RGB
    bold: bool = False  # the bundled font has one weight: bold is drawn twice, a pixel apart


@dataclass(frozen=True, slots=True)
class Look:
    """The sheet's type sizes, all from the body's."""

    title: Style
    subtitle: Style
    heading: Style
    topic: Style
    body: Style
    strong: Style
    note: Style


def look(body: int) -> Look:
    return Look(
        title=Style(body + 10, TEXT, bold=True),
        subtitle=Style(body + 1, TEXT),
        heading=Style(body + 4, TEXT, bold=True),
        topic=Style(body + 1, TOPIC, bold=True),
        body=Style(body, TEXT),
        strong=Style(body, RESTART, bold=True),
        note=Style(body - 1, MUTED),
    )


#: the body's size, largest first: the first at which the sheet fits 1280 px is used (a
#: language whose words run longer gets a slightly smaller type rather than a cut)
BODY_SIZES = (16, 15, 14)

Run = tuple[str, Style]
#: drawn as an arrow (the bundled font has no "→")
ARROW = "→"


def _width(word: str, style: Style) -> int:
    if word == ARROW:
        return style.size + 1
    return text_mask(word, style.size).width + (1 if style.bold else 0)


class Canvas:
    """Words laid out top to bottom, wrapped at word boundaries."""

    def __init__(self, height: int, look: Look) -> None:
        self.image = Image.new("RGB", (WIDTH, height), CARD)
        self.look = look
        self.y = 0

    def word(self, text: str, style: Style, x: int, y: int) -> int:
        """Draw one word; its advance."""
        if text == ARROW:
            return self.arrow(style, x, y)
        mask = text_mask(text, style.size)
        for dx in (0, 1) if style.bold else (0,):
            self.image.paste(style.colour, (x + dx, y), mask)
        return mask.width + (1 if style.bold else 0)

    def paragraph(
        self, runs: list[Run], *, left: int = MARGIN, hanging: int = 0, gap: int = 2
    ) -> None:
        """``runs`` as one paragraph from ``left``; lines after the first ``hanging`` px in."""
        start = x = left
        line_height = 0
        for text, style in runs:
            space = text_mask(" ", style.size).width
            for word in text.split(" "):
                if not word:
                    continue
                width = _width(word, style)
                if x > start and x + width > WIDTH - MARGIN:  # the next line
                    self.y += line_height + gap
                    start = x = left + hanging
                    line_height = 0
                self.word(word, style, x, self.y)
                x += width + space
                line_height = max(line_height, metrics(style.size).height)
        self.y += line_height + gap

    def arrow(self, style: Style, x: int, y: int) -> int:
        """A right arrow on the x-height's middle, as wide as two letters."""
        m = metrics(style.size)
        middle = y + (m.x_top + m.baseline) // 2
        length, head = style.size, max(3, style.size // 4)
        draw = ImageDraw.Draw(self.image)
        draw.line((x + 1, middle, x + length - 2, middle), fill=MUTED, width=2)
        tip = x + length
        draw.polygon(
            ((tip, middle), (tip - head - 1, middle - head), (tip - head - 1, middle + head)),
            fill=MUTED,
        )
        return length + 1

    def band(self, height: int, colour: RGB) -> None:
        self.image.paste(colour, (0, self.y, WIDTH, self.y + height))

    def rule(self) -> None:
        self.image.paste(RULE_LINE, (MARGIN, self.y, WIDTH - MARGIN, self.y + 1))
        self.y += 6


def _groups(rows: tuple[RestartRow, ...]) -> list[list[RestartRow]]:
    """Neighbouring rows that differ only in where: one headline, one line per place."""
    groups: list[list[RestartRow]] = []
    for row in rows:
        last = groups[-1][-1] if groups else None
        if last is not None and _same_but_where(last, row):
            groups[-1].append(row)
        else:
            groups.append([row])
    return groups


def _same_but_where(a: RestartRow, b: RestartRow) -> bool:
    return (a.topic, a.restart, a.team, a.time, a.section, a.situation[:-1]) == (
        b.topic,
        b.restart,
        b.team,
        b.time,
        b.section,
        b.situation[:-1],
    )


def _headline(row: RestartRow, look: Look, *, where: bool) -> list[Run]:
    """Restart, team, where and time; a penalty's time is said once, under the penalties."""
    time = () if row.penalty else row.time
    rest = [part for part in ((row.where,) if where else ()) + time if part]
    runs: list[Run] = [(f"{row.restart} {row.team}".strip(), look.strong)]
    if rest:
        runs.append(("· " + " · ".join(rest), look.body))
    runs.append((f"[{row.section}]", look.note))
    return runs


#: rows only the A4 page has room for: a phone keeps to 1280 px
PAGE_ONLY = (
    ("side_boards", "off_umpire", "left_between_60s"),
    ("goal", "penalty_1"),
    ("play_stopped", "other", "left_between_60s"),
)


def _restarts(canvas: Canvas, rows: tuple[RestartRow, ...]) -> None:
    skipped = {path_of(slugs) for slugs in PAGE_ONLY}
    rows = tuple(row for row in rows if row.path not in skipped)
    topic = None
    left = MARGIN + INDENT
    look = canvas.look
    for group in _groups(rows):
        first = group[0]
        if first.topic != topic:
            topic = first.topic
            canvas.paragraph([(topic, look.topic)])
        if len(group) == 1:
            situation = " · ".join(first.situation)
            runs = [(situation, look.note), (ARROW, look.body), *_headline(first, look, where=True)]
            canvas.paragraph(runs, left=left, hanging=INDENT, gap=3)
            continue
        shared = " · ".join(first.situation[:-1])
        runs = [(shared, look.note), (ARROW, look.body)] if shared else []
        runs += _headline(first, look, where=False)
        canvas.paragraph(runs, left=left, hanging=INDENT)
        for row in group:
            place = [(row.situation[-1], look.note), (ARROW, look.body), (row.where, look.body)]
            canvas.paragraph(place, left=left + INDENT, hanging=INDENT, gap=0)
        canvas.y += 3


def _penalties(canvas: Canvas, sheet: Sheet) -> None:
    """Where (the card's first line), defended, where the fouling team stands: what a phone
    needs at the field; the timing once for all; the rest (how a Penalty 1 is bowled in, a
    miss, the sources) is on the A4 page."""
    look = canvas.look
    for p in sheet.penalties:
        said = [p.where[0], p.defended, p.fouling_team]
        said = [part for part in said if part != NOT_STATED]
        runs = [(p.name, look.strong), (" ".join(part for part in said if part), look.body)]
        canvas.paragraph(runs, left=MARGIN, hanging=INDENT, gap=2)
    for timing in sheet.timings:
        runs = [(timing.penalties + ":", look.strong), (timing.time, look.body)]
        canvas.paragraph(runs, left=MARGIN)


def draw(sheet: Sheet, body: int = BODY_SIZES[0], height: int = 2 * MAX_HEIGHT) -> Canvas:
    """The sheet laid out on a canvas ``height`` tall; ``canvas.y`` is how much it used."""
    canvas = Canvas(height, look(body))
    style = canvas.look
    band = metrics(style.title.size).height + metrics(style.subtitle.size).height + 12
    canvas.band(band, BAND)
    canvas.y = 6
    canvas.paragraph([(sheet.title, style.title)])
    canvas.paragraph([(sheet.subtitle, style.subtitle)])
    canvas.y = band + 6
    canvas.paragraph([(sheet.frame, style.note)])
    canvas.y += 2
    canvas.paragraph([(sheet.restarts_title, style.heading)])
    _restarts(canvas, sheet.restarts)
    canvas.y += 2
    canvas.rule()
    canvas.paragraph([(sheet.penalties_title, style.heading)])
    _penalties(canvas, sheet)
    canvas.y += 4
    canvas.paragraph([(" · ".join((*sheet.footnotes[:1], *sheet.footer[1:])), style.note)])
    return canvas


@lru_cache(maxsize=8)
def sheet_png(lang: str) -> bytes:
    """The phone picture in ``lang`` (cached: the sheet is fixed for the core's edition)."""
    sheet = build_sheet(lang)
    for body in BODY_SIZES:
        canvas = draw(sheet, body)  # on a tall canvas, then cut to what it used
        used = canvas.y + BOTTOM
        if used <= MAX_HEIGHT:
            break
    else:
        raise ValueError(f"the {lang} cheat sheet needs {used} px, more than {MAX_HEIGHT}")
    # a few dozen colours hold the card, its inks and their anti-aliased edges: a quarter of
    # the bytes of full colour, for a field with a weak signal
    image = canvas.image.crop((0, 0, WIDTH, used)).quantize(COLOURS, Image.Quantize.FASTOCTREE)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=9)
    return out.getvalue()
