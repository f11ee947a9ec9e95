"""The picture reads at 400 px wide, colour-blind or not: measured on the pixels of rendered
PNGs (WCAG relative luminance; Machado, Oliveira and Fernandes 2009 for deuteranopia)."""

from __future__ import annotations

from collections import Counter

import pytest
from PIL import Image, ImageStat

from bot.diagram.draw import POST_DEPTH
from bot.diagram.geometry import WIDTH
from bot.diagram.theme import Role
from rules_core import Field, Point, Side, Team
from rules_core.facts import BallOverEndLine, BallOverSideBoards, OpeningThrowIn
from rules_core.field import Place
from tests.diagram import SMALL_FIELD, colour, picture, ruling, transform

FIELD = Field()
CHAT_WIDTH = 400  # how wide a phone shows the picture in a chat
RGB = tuple[int, ...]
Box = tuple[int, int, int, int]

#: Machado et al. 2009, deuteranopia at severity 1.0, applied to linear RGB
DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)


def _linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> int:
    v = min(1.0, max(0.0, value))
    return round(255 * (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))


def luminance(rgb: RGB) -> float:
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    dark, light = sorted((luminance(a), luminance(b)))
    return (light + 0.05) / (dark + 0.05)


def deuteranope(rgb: RGB) -> RGB:
    linear = [_linear(c) for c in rgb[:3]]
    return tuple(
        _encoded(sum(m * v for m, v in zip(row, linear, strict=True))) for row in DEUTERANOPIA
    )


def mean(image: Image.Image, box: Box) -> RGB:
    return tuple(round(channel) for channel in ImageStat.Stat(image.crop(box)).mean)


def colours(image: Image.Image, box: Box) -> Counter[RGB]:
    """How many pixels of each colour ``box`` holds."""
    found = image.crop(box).getcolors(maxcolors=1 << 16)
    assert found is not None
    return Counter({rgb: count for count, rgb in found if isinstance(rgb, tuple)})


def commonest(image: Image.Image, box: Box) -> RGB:
    return colours(image, box).most_common(1)[0][0]


def at_chat_width(image: Image.Image) -> Image.Image:
    """The picture as a chat shows it: scaled down to 400 px wide, averaging pixels."""
    height = round(image.height * CHAT_WIDTH / image.width)
    return image.resize((CHAT_WIDTH, height), Image.Resampling.BOX)


def scaled(box: Box) -> Box:
    """A box of the full-size picture, in the picture at chat width."""
    k = CHAT_WIDTH / WIDTH
    return round(box[0] * k), round(box[1] * k), round(box[2] * k), round(box[3] * k)


def pixel(image: Image.Image, x: int, y: int) -> RGB:
    found = image.getpixel((x, y))
    assert isinstance(found, tuple)
    return found


def knock_in_patches() -> tuple[Image.Image, Box, Box]:
    """A knock-in's picture, a patch of its keep-out band and a patch of open grass, in px."""
    image, t = picture(ruling(BallOverEndLine(30.0, Team.ATTACKING)), FIELD), transform(FIELD)
    x0, x1 = t.x(100.0), t.x(130.0)  # clear of the zone's label near the right board
    zone = (x0, t.y(8.0), x1, t.y(22.0))
    grass = (x0, t.y(100.0), x1, t.y(114.0))
    return image, zone, grass


# --- the zone closed to the opponents ----------------------------------------------------------
def test_the_keep_out_zone_is_hatched() -> None:
    image, zone, _ = knock_in_patches()
    counts = colours(image, zone)
    assert set(counts) == {colour(Role.NO_GO), colour(Role.NO_GO_HATCH)}
    stripes = counts[colour(Role.NO_GO_HATCH)] / sum(counts.values())
    assert 0.1 < stripes < 0.25  # stripes you see, on a zone that keeps its dark tone


def test_the_keep_out_zone_has_at_least_3_to_1_contrast_with_the_grass() -> None:
    image, zone, grass = knock_in_patches()
    fill, field = commonest(image, zone), commonest(image, grass)
    assert field == colour(Role.GRASS)
    assert contrast(fill, field) >= 3.0
    # and as a chat shows it, stripes and all blurred into one tone
    small = at_chat_width(image)
    assert contrast(mean(small, scaled(zone)), mean(small, scaled(grass))) >= 3.0


def test_the_keep_out_zone_stays_distinct_from_the_grass_for_a_deuteranope() -> None:
    image, zone, grass = knock_in_patches()
    fill, field = deuteranope(commonest(image, zone)), deuteranope(commonest(image, grass))
    assert contrast(fill, field) >= 3.0
    small = at_chat_width(image)
    seen = deuteranope(mean(small, scaled(zone))), deuteranope(mean(small, scaled(grass)))
    assert contrast(*seen) >= 3.0


def test_the_old_red_on_green_would_fail_the_deuteranopia_check() -> None:
    # the check can fail: the colours the reviewer measured (1.58:1, and olive on olive)
    old_zone, old_grass = (122, 62, 66), (46, 125, 50)
    assert contrast(deuteranope(old_zone), deuteranope(old_grass)) < 3.0
    assert contrast(old_zone, old_grass) < 3.0


def test_a_zone_round_the_ball_is_hatched_too() -> None:
    decided = ruling(BallOverSideBoards(Place.at(Point(0.0, 60.0)), Team.DEFENDING))
    image, t = picture(decided, FIELD), transform(FIELD)
    x0, y0 = t.point(Point(2.0, 75.0))  # below the spot, clear of the inset's leader line
    x1, y1 = t.point(Point(12.0, 85.0))
    assert set(colours(image, (x0, y0, x1, y1))) == {
        colour(Role.NO_GO),
        colour(Role.NO_GO_HATCH),
    }


# --- the goal mouth ----------------------------------------------------------------------------
@pytest.mark.parametrize("field", [FIELD, SMALL_FIELD], ids=["USPA field", "club field"])
def test_the_goal_mouth_is_open_between_its_posts_at_400_px(field: Field) -> None:
    image, t = picture(ruling(OpeningThrowIn(), field), field), transform(field)
    small = at_chat_width(image)
    k = CHAT_WIDTH / WIDTH
    row = round((t.y(0.0) - POST_DEPTH / 2) * k)  # halfway up the posts, behind the end line
    left, right = (round(t.x(field.post_x(side)) * k) for side in Side)
    bright = [x for x in range(left - 6, right + 7) if luminance(pixel(small, x, row)) > 0.6]
    middle = (left + right) / 2
    posts = [x for x in bright if x <= middle], [x for x in bright if x > middle]
    assert posts[0], "the left post shows"
    assert posts[1], "the right post shows"
    gap = min(posts[1]) - max(posts[0]) - 1
    assert gap >= 8  # px of open mouth at 400 px wide (about 5 before)
    centres = sum(posts[1]) / len(posts[1]) - sum(posts[0]) / len(posts[0])
    assert centres == pytest.approx(t.length(field.goal_width_yd) * k, abs=1.5)  # to scale
