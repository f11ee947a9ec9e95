"""The strip-reusing PNG writer gives a valid file with exactly the pixels drawn."""

from __future__ import annotations

import io
import zlib

from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from bot.diagram import png
from bot.diagram.theme import THEMES

PALETTE = THEMES["auto"].palette()


def decoded(data: bytes) -> bytes:
    image = Image.open(io.BytesIO(data))
    assert image.mode == "P"
    return image.tobytes()


def idat(data: bytes) -> bytes:
    start = data.index(b"IDAT") + 4
    length = int.from_bytes(data[start - 8 : start - 4], "big")
    return data[start : start + length]


@st.composite
def pictures(draw: st.DrawFn) -> Image.Image:
    """Small palette images with a few flat rectangles, up to some strips tall."""
    width = draw(st.integers(1, 40))
    height = draw(st.integers(1, 3 * png.STRIP_ROWS + 5))
    image = Image.new("L", (width, height), draw(st.integers(0, 20)))
    for _ in range(draw(st.integers(0, 4))):
        x0, y0 = draw(st.integers(0, width - 1)), draw(st.integers(0, height - 1))
        x1, y1 = draw(st.integers(x0, width - 1)), draw(st.integers(y0, height - 1))
        image.paste(draw(st.integers(0, 30)), (x0, y0, x1 + 1, y1 + 1))
    return image


@given(st.binary(max_size=300), st.binary(max_size=300))
def test_adler32_combine_agrees_with_zlib(first: bytes, second: bytes) -> None:
    combined = png.adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second))
    assert combined == zlib.adler32(first + second)


@given(pictures())
def test_a_picture_decodes_to_its_own_pixels(image: Image.Image) -> None:
    data = png.png_bytes(png.compress(image), PALETTE)
    assert decoded(data) == image.tobytes()
    zlib.decompress(idat(data))  # checks the combined adler32 too


@given(pictures(), st.data())
def test_reusing_a_base_picture_gives_the_same_bytes_as_compressing_afresh(
    base: Image.Image, data: st.DataObject
) -> None:
    changed = base.copy()
    top = data.draw(st.integers(0, base.height - 1))
    bottom = data.draw(st.integers(top, base.height - 1))
    changed.paste(data.draw(st.integers(0, 30)), (0, top, base.width, bottom + 1))
    afresh = png.png_bytes(png.compress(changed), PALETTE)
    like = png.compress(base)
    assert png.png_bytes(png.compress(changed, like=like), PALETTE) == afresh
    assert png.png_bytes(png.compress(changed, like=like, rows=[(top, bottom)]), PALETTE) == afresh
    assert decoded(afresh) == changed.tobytes()
