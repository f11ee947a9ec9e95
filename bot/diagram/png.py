"""An indexed PNG writer that re-compresses only the parts of a picture that changed.

Every diagram is the same card and field (the "base", built once per field, language and
theme) with a few marks on top. The image is cut into strips of ``STRIP_ROWS`` rows, each
compressed on its own as a complete run of deflate blocks (ending byte-aligned on a sync
flush), so strips can be stored and laid end to end into one valid zlib stream: a strip equal
to the base's reuses the base's compressed bytes, and only changed strips are compressed. The
zlib checksum is combined from the strips' own (``adler32_combine``, as zlib's C function).

The output depends only on the pixels and the palette, never on what was cached: a reused strip
is byte for byte what compressing it again would give. Which strips to compress again comes
from the painter's record of the rows it drew on (cheap), or from comparing the pixels.
Filter "none" on every row, as suits palette images; compression level 1, fixed. No metadata,
no timestamp.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Iterable
from dataclasses import dataclass

from PIL import Image, ImageChops

STRIP_ROWS = 32
LEVEL = 1
_ADLER_BASE = 65521
_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True, slots=True)
class Strip:
    deflated: bytes  # raw deflate blocks, byte-aligned, final only for the last strip
    adler: int  # adler32 of the strip's filtered rows
    length: int  # of the filtered rows, in bytes


@dataclass(frozen=True, slots=True)
class Compressed:
    """A picture with its strips compressed: what later pictures reuse strips from."""

    image: Image.Image
    strips: tuple[Strip, ...]


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The adler32 of two byte strings joined, from each one's adler32 (zlib's algorithm)."""
    rem = second_length % _ADLER_BASE
    sum1 = first & 0xFFFF
    sum2 = (rem * sum1) % _ADLER_BASE
    sum1 = (sum1 + (second & 0xFFFF) + _ADLER_BASE - 1) % _ADLER_BASE
    sum2 = (sum2 + (first >> 16) + (second >> 16) + _ADLER_BASE - rem) % _ADLER_BASE
    return sum1 | (sum2 << 16)


def _strip(image: Image.Image, top: int, last: bool) -> Strip:
    width, bottom = image.width, min(image.height, top + STRIP_ROWS)
    raw = image.crop((0, top, width, bottom)).tobytes()
    rows = b"".join(b"\0" + raw[i : i + width] for i in range(0, len(raw), width))
    compressor = zlib.compressobj(LEVEL, zlib.DEFLATED, -15)
    deflated = compressor.compress(rows) + compressor.flush(
        zlib.Z_FINISH if last else zlib.Z_SYNC_FLUSH
    )
    return Strip(deflated, zlib.adler32(rows), len(rows))


def compress(
    image: Image.Image,
    like: Compressed | None = None,
    rows: Iterable[tuple[int, int]] | None = None,
) -> Compressed:
    """``image`` (mode "L", values are palette indices) cut into compressed strips.

    With ``like`` (a picture of the same size), only strips that may differ from it are
    compressed, the others taken from it: those holding any of ``rows`` ((top, bottom) pixel
    rows, inclusive: everything drawn since the copy), or, without ``rows``, those whose
    pixels differ (found by comparing the two images, which costs more).
    """
    if image.mode != "L":
        raise ValueError(f"image.mode: expected 'L' (palette indices); got {image.mode!r}")
    tops = range(0, image.height, STRIP_ROWS)
    last = tops[-1]
    if like is None or like.image.size != image.size:
        return Compressed(image, tuple(_strip(image, top, top == last) for top in tops))
    if rows is None:
        dirty = changed_strips(ImageChops.difference(image, like.image), len(tops))
    else:
        dirty = {
            n for top, bottom in rows for n in range(top // STRIP_ROWS, bottom // STRIP_ROWS + 1)
        }
    return Compressed(
        image,
        tuple(
            _strip(image, top, top == last) if number in dirty else old
            for number, (top, old) in enumerate(zip(tops, like.strips, strict=True))
        ),
    )


def changed_strips(difference: Image.Image, count: int) -> set[int]:
    """Numbers of the strips with a non-zero pixel in ``difference``. Each look at a run of
    strips finds its first and last changed rows, which marks two strips at once, then looks
    between them: a few looks instead of one per strip."""
    dirty: set[int] = set()
    runs = [(0, count)]
    while runs:
        first, stop = runs.pop()
        if first >= stop:
            continue
        box = difference.crop(
            (0, first * STRIP_ROWS, difference.width, min(difference.height, stop * STRIP_ROWS))
        ).getbbox()
        if box is None:
            continue
        top = first + box[1] // STRIP_ROWS
        bottom = first + (box[3] - 1) // STRIP_ROWS
        dirty.update((top, bottom))
        runs.append((top + 1, bottom))
    return dirty


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
    )


def png_bytes(picture: Compressed, palette: bytes) -> bytes:
    """The PNG file: 8-bit indexed colour with ``palette`` (RGB triples)."""
    adler = picture.strips[0].adler
    for strip in picture.strips[1:]:
        adler = adler32_combine(adler, strip.adler, strip.length)
    stream = b"".join(
        (b"\x78\x01", *(strip.deflated for strip in picture.strips), struct.pack(">I", adler))
    )
    width, height = picture.image.size
    return b"".join(
        (
            _SIGNATURE,
            _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)),
            _chunk(b"PLTE", palette),
            _chunk(b"IDAT", stream),
            _chunk(b"IEND", b""),
        )
    )
