"""Drawing primitives on a palette-index image: marks, arrows, dashed lines, zones, words.

Every pixel holds a ``theme.Role`` (or a text ramp shade), never an RGB value, so the picture
is an indexed PNG from the start: no colour quantising, small files, fast encoding. Pillow
draws shapes without anti-aliasing in any mode; words are anti-aliased through the ramps of
``theme.TEXT_PAIRS``, which assume the words sit on their stated background.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.diagram import glyphs
from bot.diagram.theme import Role, ramp

XY = tuple[int, int]
Box = tuple[int, int, int, int]


@lru_cache(maxsize=16)
def _text_luts(ink: Role, background: Role) -> tuple[list[int], list[int]]:
    """Coverage -> palette index, and coverage -> paste mask (nothing below a quarter)."""
    shades = ramp(ink, background)
    levels = [(v * (len(shades) - 1) + 127) // 255 for v in range(256)]
    return [shades[level] for level in levels], [255 if level else 0 for level in levels]


@lru_cache(maxsize=2048)
def _shaded(text: str, size: int, ink: Role, background: Role) -> tuple[Image.Image, Image.Image]:
    """``text`` as palette indices, and the mask of where to paste them (cached, read-only)."""
    coverage = glyphs.text_mask(text, size)
    shade, select = _text_luts(ink, background)
    return coverage.point(shade), coverage.point(select)


@lru_cache(maxsize=64)
def _recolour_lut(mapping: tuple[tuple[Role, Role], ...]) -> list[int]:
    lut = list(range(256))
    for old, new in mapping:
        lut[old] = int(new)
    return lut


def clear_caches() -> None:
    for cached in (_text_luts, _shaded, _recolour_lut):
        cached.cache_clear()


class Painter:
    """Draws on one "L" image whose values are palette indices, and records which rows it
    touched (``rows``), so the encoder need only re-compress those."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image
        self._draw = ImageDraw.Draw(image)
        self.rows: list[tuple[int, int]] = []  # (top, bottom) pixel rows, inclusive

    def _touch(self, top: float, bottom: float) -> None:
        self.rows.append((max(0, math.floor(top)), min(self.image.height - 1, math.ceil(bottom))))

    # -- shapes -------------------------------------------------------------------------------
    def rect(self, box: Box, role: Role) -> None:
        self._draw.rectangle(box, fill=int(role))
        self._touch(box[1], box[3])

    def outline(self, box: Box, role: Role, width: int) -> None:
        self._draw.rectangle(box, outline=int(role), width=width)
        self._touch(box[1], box[3])

    def line(self, a: XY, b: XY, role: Role, width: int) -> None:
        self._draw.line((a, b), fill=int(role), width=width)
        self._touch(min(a[1], b[1]) - width, max(a[1], b[1]) + width)

    def dashed(self, a: XY, b: XY, role: Role, width: int, *, dash: int = 12, gap: int = 8) -> None:
        length = math.dist(a, b)
        if length == 0:
            return
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        first, last = self._visible(a, (ux, uy), length, width)
        period = dash + gap
        start = float(math.floor(first / period) * period)  # dashes stay anchored at ``a``
        while start < last:
            stop = min(start + dash, length)
            p = (round(a[0] + ux * start), round(a[1] + uy * start))
            q = (round(a[0] + ux * stop), round(a[1] + uy * stop))
            self._draw.line((p, q), fill=int(role), width=width)
            start = stop + gap
        self._touch(min(a[1], b[1]) - width, max(a[1], b[1]) + width)

    def _visible(
        self, a: XY, direction: tuple[float, float], length: float, margin: int
    ) -> tuple[float, float]:
        """The stretch (distances from ``a``) of a segment that falls on the image."""
        first, last = 0.0, length
        for start, step, size in (
            (a[0], direction[0], self.image.width),
            (a[1], direction[1], self.image.height),
        ):
            low, high = -margin - start, size + margin - start
            if step == 0:
                if low > 0 or high < 0:
                    return 0.0, 0.0
                continue
            enter, leave = sorted((low / step, high / step))
            first, last = max(first, enter), min(last, leave)
        return first, last

    def disc(self, centre: XY, rings: Sequence[tuple[int, Role]]) -> None:
        """Concentric discs, outermost first: ``rings`` is (radius, role) from the outside in."""
        x, y = centre
        for radius, role in rings:
            self._draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=int(role))
        if rings:
            self._touch(y - rings[0][0], y + rings[0][0])

    def ring(self, box: Box, value: int, width: int) -> None:
        """An ellipse's outline in ``box``, in any value (for masks)."""
        self._draw.ellipse(box, outline=value, width=width)
        self._touch(box[1], box[3])

    def rounded(self, box: Box, radius: int, value: int, *, width: int = 0) -> None:
        """A rectangle with round corners in ``box``, in any value (for masks): filled, or
        only its outline when ``width`` is given."""
        if width:
            self._draw.rounded_rectangle(box, radius, outline=value, width=width)
        else:
            self._draw.rounded_rectangle(box, radius, fill=value)
        self._touch(box[1], box[3])

    def ellipse(self, box: Box, value: int) -> None:
        """A filled ellipse in ``box``, in any value (for masks)."""
        self._draw.ellipse(box, fill=value)
        self._touch(box[1], box[3])

    def polygon(self, points: Sequence[XY], role: Role, outline: Role | None = None) -> None:
        edge = None if outline is None else int(outline)
        self._draw.polygon(list(points), fill=int(role), outline=edge, width=2)
        ys = [y for _, y in points]
        self._touch(min(ys) - 1, max(ys) + 1)

    def arrow(
        self, tail: XY, head: XY, role: Role, *, shaft: int, tip: int, outline: Role | None = None
    ) -> None:
        """A straight arrow from ``tail`` to ``head``; ``tip`` is the head's length."""
        length = math.dist(tail, head)
        if length == 0:
            return
        ux, uy = (head[0] - tail[0]) / length, (head[1] - tail[1]) / length
        nx, ny = -uy, ux
        neck = (head[0] - ux * tip, head[1] - uy * tip)
        half, wing = shaft / 2, tip * 0.6

        def at(x: float, y: float) -> XY:
            return round(x), round(y)

        self.polygon(
            (
                at(tail[0] + nx * half, tail[1] + ny * half),
                at(neck[0] + nx * half, neck[1] + ny * half),
                at(neck[0] + nx * wing, neck[1] + ny * wing),
                head,
                at(neck[0] - nx * wing, neck[1] - ny * wing),
                at(neck[0] - nx * half, neck[1] - ny * half),
                at(tail[0] - nx * half, tail[1] - ny * half),
            ),
            role,
            outline,
        )

    def paste(self, image: Image.Image, at: XY, mask: Image.Image | None = None) -> None:
        self.image.paste(image, at, mask)
        self._touch(at[1], at[1] + image.height - 1)

    def fill(self, role: Role, box: Box, mask: Image.Image) -> None:
        """``role`` where ``mask`` (box-sized) allows, inside ``box`` (inclusive)."""
        self.image.paste(int(role), (box[0], box[1], box[2] + 1, box[3] + 1), mask)
        self._touch(box[1], box[3])

    # -- zones --------------------------------------------------------------------------------
    def recolour(
        self, box: Box, mapping: tuple[tuple[Role, Role], ...], mask: Image.Image | None = None
    ) -> None:
        """Swap roles inside ``box`` (inclusive), where ``mask`` (box-sized) allows."""
        left, top = max(0, box[0]), max(0, box[1])
        right, bottom = min(self.image.width, box[2] + 1), min(self.image.height, box[3] + 1)
        if left >= right or top >= bottom:
            return
        if mask is not None:
            mask = mask.crop((left - box[0], top - box[1], right - box[0], bottom - box[1]))
        region = (left, top, right, bottom)
        self.image.paste(self.image.crop(region).point(_recolour_lut(mapping)), region, mask)
        self._touch(top, bottom - 1)

    # -- words --------------------------------------------------------------------------------
    def text_width(self, text: str, size: int) -> int:
        return glyphs.text_mask(text, size).width

    def text(
        self, at: XY, text: str, size: int, ink: Role, background: Role, *, align: str = "left"
    ) -> Box:
        """``text`` with its capitals' middle on ``at[1]``, starting at, centred on or ending at
        ``at[0]`` (``align`` "left", "centre", "right"); returns the box it covers."""
        indices, mask = _shaded(text, size, ink, background)
        box = text_box(at, text, size, align)
        self.paste(indices, box[:2], mask)
        return box

    def pill(self, centre: XY, text: str, size: int, ink: Role, background: Role) -> Box:
        """Words on a rounded label of colour ``background``, centred on ``centre``."""
        box = pill_box(centre, text, size)
        self._draw.rounded_rectangle(box, radius=(box[3] - box[1]) // 2, fill=int(background))
        self._touch(box[1], box[3])
        self.text(centre, text, size, ink, background, align="centre")
        return box


def text_box(at: XY, text: str, size: int, align: str = "left") -> Box:
    """The box ``Painter.text`` covers: ``text`` with its capitals' middle on ``at[1]``."""
    width = glyphs.text_mask(text, size).width
    x = at[0] - {"left": 0, "centre": width // 2, "right": width}[align]
    y = at[1] - glyphs.metrics(size).cap_middle
    return x, y, x + width, y + glyphs.metrics(size).height


def pill_box(centre: XY, text: str, size: int) -> Box:
    """The box ``Painter.pill`` covers: a label ``size`` px high words plus half that round."""
    width, height = glyphs.text_mask(text, size).width + size, round(size * 1.5)
    x, y = centre[0] - width // 2, centre[1] - height // 2
    return x, y, x + width, y + height
