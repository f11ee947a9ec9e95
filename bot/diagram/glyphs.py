"""Words as coverage masks, in Pillow's bundled scalable font, with the accents it lacks.

``ImageFont.load_default(size=...)`` is a FreeType font (Aileron) shipped inside Pillow, so no
system font is needed and every machine draws the same pixels. But it holds only ASCII and a
few signs: "á", "ñ", "ì", "¿" would come out as empty boxes. Spanish and Italian labels are
therefore composed here: each letter is decomposed (NFD), its base letter drawn, and the
accent drawn over it from a spacing sign the font has ("´", "`", "^", "~", "·", ","); "i" loses
its dot first; "¿" and "¡" are "?" and "!" turned over. ``missing`` names what still cannot be
drawn, so a test can check every translated label.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFont


class _Place(Enum):
    ABOVE = "above"
    BELOW = "below"


@dataclass(frozen=True, slots=True)
class _Mark:
    sign: str  # a spacing character the font has
    scale: float  # of the text size
    place: _Place


#: combining marks of Spanish and Italian (and a few neighbours), drawn from spacing signs
_MARKS = {
    "\u0301": _Mark("´", 1.0, _Place.ABOVE),  # acute: á é í ó ú
    "\u0300": _Mark("`", 1.0, _Place.ABOVE),  # grave: à è ì ò ù
    "\u0302": _Mark("^", 0.8, _Place.ABOVE),  # circumflex: î
    "\u0303": _Mark("~", 0.8, _Place.ABOVE),  # tilde: ñ
    "\u0308": _Mark("··", 1.0, _Place.ABOVE),  # diaeresis: ü
    "\u030a": _Mark("°", 0.7, _Place.ABOVE),  # ring
    "\u0327": _Mark(",", 0.9, _Place.BELOW),  # cedilla: ç
}
#: whole characters drawn as another the font has
_SUBSTITUTES = {
    "\u2014": "-",
    "\u2013": "-",
    "\u2011": "-",
    "\u00a0": " ",
    "\u202f": " ",  # Babel's narrow no-break space, in "30 yd"
    "º": "°",
    "ª": "a",
    "×": "x",  # the inset's "×6"
}
#: characters drawn as another turned upside down
_INVERTED = {"¿": "?", "¡": "!"}
_DOTLESS = {"i": "i", "j": "j"}  # drawn without their dot when they carry an accent


@lru_cache(maxsize=32)
def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's bundled font at ``size`` px; an error if this Pillow has no FreeType."""
    loaded = ImageFont.load_default(size=size)
    if not isinstance(loaded, ImageFont.FreeTypeFont):
        raise RuntimeError("the field diagram needs Pillow built with FreeType (scalable fonts)")
    return loaded


@lru_cache(maxsize=32)
def _notdef(size: int) -> bytes:
    return bytes(font(size).getmask("\ue000"))


@lru_cache(maxsize=4096)
def _has_glyph(char: str) -> bool:
    return char == " " or bytes(font(24).getmask(char)) != _notdef(24)


def _pieces(text: str) -> list[tuple[str, str]]:
    """(base, marks) clusters after normalising; plain runs have no marks."""
    clusters: list[tuple[str, str]] = []
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.combining(char) and clusters:
            base, marks = clusters[-1]
            clusters[-1] = (base, marks + char)
        else:
            clusters.append((_SUBSTITUTES.get(char, char), ""))
    return clusters


def missing(text: str) -> set[str]:
    """Characters of ``text`` the diagram cannot draw (shown as boxes)."""
    absent = set()
    for base, marks in _pieces(text):
        if base not in _INVERTED and not _has_glyph(base):
            absent.add(base)
        absent.update(m for m in marks if m not in _MARKS)
    return absent


@dataclass(frozen=True, slots=True)
class Metrics:
    height: int  # of every mask at this size
    cap_middle: int  # row of the middle of a capital letter, for centring
    x_top: int  # row of the top of a lowercase "x"
    baseline: int


@lru_cache(maxsize=32)
def metrics(size: int) -> Metrics:
    f = font(size)
    ascent, descent = f.getmetrics()
    cap = _ink("H", size)
    x = _ink("x", size)
    return Metrics(
        height=ascent + descent,
        cap_middle=(cap[1] + cap[3]) // 2,
        x_top=x[1],
        baseline=cap[3],
    )


def _glyph(text: str, size: int) -> Image.Image:
    f = font(size)
    ascent, descent = f.getmetrics()
    image = Image.new("L", (int(f.getlength(text)) + 2, ascent + descent))
    ImageDraw.Draw(image).text((0, 0), text, font=f, fill=255)
    return image


def _ink(text: str, size: int) -> tuple[int, int, int, int]:
    box = _glyph(text, size).getbbox()
    return box if box is not None else (0, 0, 0, 0)


def _cluster(base: str, marks: str, size: int) -> Image.Image:
    """One letter with its accents, or an inverted sign, on a glyph-sized canvas."""
    m = metrics(size)
    if base in _INVERTED:
        sign = _glyph(_INVERTED[base], size)
        box = sign.getbbox() or (0, 0, 1, 1)
        turned = sign.crop(box).transpose(Image.Transpose.ROTATE_180)
        canvas = Image.new("L", sign.size)
        canvas.paste(turned, (box[0], m.x_top))
        return canvas
    canvas = _glyph(base, size)
    if marks and base in _DOTLESS:  # drop the dot: keep only the stem below the x-height
        canvas.paste(0, (0, 0, canvas.width, m.x_top - 1))
    box = canvas.getbbox() or (0, m.x_top, canvas.width, m.baseline)
    top, bottom = box[1], box[3]
    gap = max(1, round(size / 14))
    for char in marks:
        mark = _MARKS[char]
        sign = _glyph(mark.sign, max(6, round(size * mark.scale)))
        ink = sign.getbbox()
        if ink is None:
            continue
        piece = sign.crop(ink)
        x = (box[0] + box[2] - piece.width) // 2
        if mark.place is _Place.ABOVE:
            y = top - gap - piece.height
            top = y
        else:
            y = bottom - 1
            bottom = y + piece.height
        grown = Image.new("L", canvas.size)
        grown.paste(piece, (x, max(0, y)))
        canvas = ImageChops.lighter(canvas, grown)
    return canvas


@lru_cache(maxsize=2048)
def text_mask(text: str, size: int) -> Image.Image:
    """Coverage (0-255) of ``text`` at ``size`` px, ``metrics(size).height`` tall.

    The mask's width is the text's advance; row 0 is the top of the line. Cached: callers
    must not modify the returned image.
    """
    f = font(size)
    runs: list[tuple[str, str, bool]] = []  # (text, marks, composed); plain runs keep kerning
    for base, marks in _pieces(text):
        composed = bool(marks) or base in _INVERTED
        if not composed and runs and not runs[-1][2]:
            runs[-1] = (runs[-1][0] + base, "", False)
        else:
            runs.append((base, marks, composed))
    advances = [int(f.getlength(_INVERTED.get(run, run))) for run, _, _ in runs]
    canvas = Image.new("L", (max(1, sum(advances) + 2), metrics(size).height))
    x = 0
    for (run, marks, composed), advance in zip(runs, advances, strict=True):
        piece = _cluster(run, marks, size) if composed else _glyph(run, size)
        region = (x, 0, min(canvas.width, x + piece.width), canvas.height)
        piece = piece.crop((0, 0, region[2] - x, canvas.height))
        canvas.paste(ImageChops.lighter(canvas.crop(region), piece), region[:2])
        x += advance
    return canvas


def clear_caches() -> None:
    for cached in (font, _notdef, _has_glyph, metrics, text_mask):
        cached.cache_clear()


def fit(text: str, width: int, sizes: tuple[int, ...]) -> tuple[str, int]:
    """The largest of ``sizes`` at which ``text`` fits in ``width`` px, shortened with "…"
    at the smallest size if it never fits."""
    for size in sizes:
        if text_mask(text, size).width <= width:
            return text, size
    size = sizes[-1]
    shortened = text
    while len(shortened) > 1 and text_mask(shortened + "…", size).width > width:
        shortened = shortened[:-1]
    return shortened.rstrip() + "…", size
