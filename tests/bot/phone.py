"""How wide a button label is on a phone, and how wide it may be: a model of Telegram's inline
keyboard on a 360-dp screen, measured with real glyph widths.

The glyphs are Pillow's bundled scalable font (Aileron), available on every machine, at 14 px
for Telegram's 14-sp button text; its letters are within a few per cent of Roboto's. A letter
with an accent is measured as its base letter; a small sign the font lacks (◂, ≤, →) as 0.6 em,
any other (an emoji, ⬅) as 1.3 em, about an emoji's width. The keyboard: the screen less 6 dp
each side, 6 dp between buttons, 8 dp of padding each side of a label. These are estimates
from Telegram for Android's layout, written down once so every label meets the same rule.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from PIL import ImageFont

SCREEN_DP = 360
SIDE_MARGIN_DP = 6
GAP_DP = 6
PADDING_DP = 8
TEXT_PX = 14
WIDE_SIGN = 1.3 * TEXT_PX
NARROW_SIGN = 0.6 * TEXT_PX
NARROW_SIGNS = frozenset("◂▸≤≥→←·–—«»¿¡ºª°")


@cache
def _font() -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=TEXT_PX)


@cache
def _char_width(char: str) -> float:
    base = unicodedata.normalize("NFD", char)[0]
    if " " <= base <= "~":
        return float(_font().getlength(base))
    return NARROW_SIGN if base in NARROW_SIGNS else WIDE_SIGN


def label_width(label: str) -> float:
    """The label's width in dp, as a phone would draw it."""
    return sum(_char_width(c) for c in label)


def room_per_button(buttons_in_row: int) -> float:
    """The width a label may take in a row of ``buttons_in_row`` equal buttons."""
    row = SCREEN_DP - 2 * SIDE_MARGIN_DP - (buttons_in_row - 1) * GAP_DP
    return row / buttons_in_row - 2 * PADDING_DP
