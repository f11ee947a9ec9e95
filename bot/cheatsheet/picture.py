"""The cheat sheet as two pictures for a phone, the common restarts and the penalties: each 720
px wide and at most 1280 tall (Telegram keeps a photo's long side at 1280 px, so nothing is lost
to scaling), with type large enough to read on a phone without zooming: a phone shows a 9:16
photo about 400 px wide, where a body of 23 px or more is 13 px or more (a review found one
picture at 16 px needed pinch-zoom). Drawn on the field diagram's dark card so that they keep
their edges in light and dark chat themes.

Words are drawn in Pillow's bundled font with the accents composed (``bot.diagram.glyphs``), so
no system font is needed and every machine draws the same pixels. The phone shows a section's
number ("22.a") where the PDF shows the sentence's ("22.a ¶1.1"): the bundled font has no "¶".
Deterministic: the same sheet gives the same bytes (no metadata, no time stamp).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.cheatsheet.model import NOT_STATED, RestartRow, Sheet, build_sheet, groups
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
        title=Style(body + 6, TEXT, bold=True),
        subtitle=Style(body + 1, TEXT),
        heading=Style(body + 4, TEXT, bold=True),
        topic=Style(body + 1, TOPIC, bold=True),
        body=Style(body, TEXT),
        strong=Style(body, RESTART, bold=True),
        note=Style(body - 1, MUTED),
    )


#: the body's size, largest first: the first at which both pictures fit 1280 px is used (a
#: language whose words run longer gets a slightly smaller type rather than a cut); the least
#: is still 13 px on a phone that shows the picture 400 px wide (``PHONE_WIDTH``)
BODY_SIZES = (26, 25, 24, 23)
PHONE_WIDTH = 400
#: a sheet is at most this many pictures (each one message in a chat)
MOST_PICTURES = 3

Run = tuple[str, Style]
#: drawn as an arrow (the bundled font has no "→")
ARROW = "→"


def _width(word: str, style: Style) -> int:
    if word == ARROW:
        return style.size + 1
    return text_mask(word, style.size).width + (1 if style.bold else 0)


class Canvas:
    """Words laid out top to bottom, wrapped at word boundaries."""

    def __init__(self, height: int, look: Look, *, drawn: bool = True) -> None:
        """``drawn=False``: lay the words out only, to measure how tall they are (a picture is
        filled block by block, each measured first)."""
        self.image = Image.new("RGB", (WIDTH, height if drawn else 1), CARD)
        self.drawn = drawn
        self.look = look
        self.y = 0

    def word(self, text: str, style: Style, x: int, y: int) -> int:
        """Draw one word; its advance."""
        if text == ARROW:
            return self.arrow(style, x, y)
        mask = text_mask(text, style.size)
        for dx in ((0, 1) if style.bold else (0,)) if self.drawn else ():
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
        if not self.drawn:
            return length + 1
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


def _headline(row: RestartRow, look: Look, *, where: bool) -> list[Run]:
    """Restart, team, where and time; a penalty's time is said once, under the penalties."""
    time = () if row.penalty else row.time
    rest = [part for part in ((row.where,) if where else ()) + time if part]
    runs: list[Run] = [(f"{row.restart} {row.team}".strip(), look.strong)]
    if rest:
        runs.append(("· " + " · ".join(rest), look.body))
    runs.append((f"[{row.section}]", look.note))
    return runs


def _restarts(canvas: Canvas, rows: tuple[RestartRow, ...]) -> None:
    topic = None
    left = MARGIN + INDENT
    look = canvas.look
    for group in groups(rows):
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
    """Each penalty: where (every line of its card, so the Penalty 1's throw-in 10 yards out),
    defended, where the fouling team stands; then the time and what a miss is, each once for
    the penalties it is for, as on the A4 page."""
    look = canvas.look
    for p in sheet.penalties:
        said = [*p.where, p.defended, p.fouling_team]
        said = [part for part in said if part and part != NOT_STATED]
        runs = [(p.name, look.strong), (" ".join(said), look.body)]
        canvas.paragraph(runs, left=MARGIN, hanging=INDENT, gap=4)
    canvas.y += 4
    for line in (*sheet.timings, *sheet.misses):
        runs = [(line.penalties + ":", look.strong), (line.text, look.body)]
        canvas.paragraph(runs, left=MARGIN, hanging=INDENT, gap=4)


def _band(canvas: Canvas, sheet: Sheet) -> None:
    """The title band: each picture says what it is, even forwarded alone. The title may wrap
    (Spanish and Italian run longer), so the band is as tall as what it holds."""
    style = canvas.look

    def titles(on: Canvas) -> None:
        on.y = 6
        on.paragraph([(sheet.title, style.title)])
        on.paragraph([(sheet.subtitle, style.subtitle)])

    band = _height(titles, style) + 8
    canvas.band(band, BAND)
    titles(canvas)
    canvas.y = band + 8


#: a part of a picture: it draws itself on the canvas, from ``canvas.y`` down
Block = Callable[[Canvas], None]


def _blocks(sheet: Sheet) -> list[tuple[str, Block]]:
    """The sheet in the order it is read, cut where a picture may end: the frame, each topic
    of the restarts, the penalties, the notes; each with the heading it sits under (a picture
    that starts with a restart repeats "Common restarts")."""

    def frame(canvas: Canvas) -> None:
        canvas.paragraph([(sheet.frame, canvas.look.note)])
        canvas.y += 4

    def topic(rows: tuple[RestartRow, ...]) -> Block:
        return lambda canvas: _restarts(canvas, rows)

    def notes(canvas: Canvas) -> None:
        canvas.y += 6
        for note in (*sheet.footnotes, *sheet.footer[1:]):
            canvas.paragraph([(note, canvas.look.note)])

    by_topic: dict[str, list[RestartRow]] = {}
    for row in sheet.restarts:
        by_topic.setdefault(row.topic, []).append(row)
    blocks: list[tuple[str, Block]] = [("", frame)]
    blocks += [(sheet.restarts_title, topic(tuple(rows))) for rows in by_topic.values()]
    blocks += [
        (sheet.penalties_title, lambda canvas: _penalties(canvas, sheet)),
        (sheet.penalties_title, notes),
    ]
    return blocks


def _heading(text: str) -> Block:
    def block(canvas: Canvas) -> None:
        canvas.paragraph([(text, canvas.look.heading)])

    return block


def _height(block: Block, look_: Look) -> int:
    canvas = Canvas(MAX_HEIGHT, look_, drawn=False)
    block(canvas)
    return canvas.y


def draw(sheet: Sheet, body: int, *, drawn: bool = True) -> list[Canvas]:
    """The sheet on as many pictures as it needs at this body size, each at most
    ``MAX_HEIGHT`` tall but for a block taller than a picture (``canvas.y``: what it used);
    ``drawn=False``: laid out only, to see whether it fits."""
    chosen = look(body)
    pictures: list[Canvas] = []
    heading = None
    for under, block in _blocks(sheet):
        needed = _height(block, chosen)
        if under != heading:
            needed += _height(_heading(under), chosen)
        canvas = pictures[-1] if pictures else None
        if canvas is None or canvas.y + needed + BOTTOM > MAX_HEIGHT:
            canvas = Canvas(MAX_HEIGHT, chosen, drawn=drawn)
            _band(canvas, sheet)
            pictures.append(canvas)
            heading = None
        if under and under != heading:
            _heading(under)(canvas)
            heading = under
        block(canvas)
    return pictures


@lru_cache(maxsize=8)
def sheet_pngs(lang: str) -> tuple[bytes, ...]:
    """The phone pictures in ``lang``, in reading order, at the largest body size at which the
    sheet fits ``MOST_PICTURES`` (cached: the sheet is fixed for the core's edition)."""
    sheet = build_sheet(lang)
    for body in BODY_SIZES:
        laid_out = draw(sheet, body, drawn=False)
        heights = [canvas.y + BOTTOM for canvas in laid_out]
        if len(laid_out) <= MOST_PICTURES and max(heights) <= MAX_HEIGHT:
            pictures = draw(sheet, body)
            return tuple(_png(c, h) for c, h in zip(pictures, heights, strict=True))
    raise ValueError(f"the {lang} cheat sheet does not fit {MOST_PICTURES} pictures")


def _png(canvas: Canvas, height: int) -> bytes:
    # a few dozen colours hold the card, its inks and their anti-aliased edges: a quarter of
    # the bytes of full colour, for a field with a weak signal
    image = canvas.image.crop((0, 0, WIDTH, height)).quantize(COLOURS, Image.Quantize.FASTOCTREE)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=9)
    return out.getvalue()
