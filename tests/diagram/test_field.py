"""The field is drawn to scale where the transform puts it, on the default field and others."""

from __future__ import annotations

import pytest
from PIL import Image

from bot.diagram import SIZE
from bot.diagram.draw import POST_DEPTH
from bot.diagram.geometry import FIELD_BOTTOM, FIELD_TOP, HEIGHT, WIDTH, Transform, field_box
from bot.diagram.theme import Role
from rules_core import Field, Point, Side
from rules_core.facts import OpeningThrowIn
from tests.diagram import SMALL_FIELD, at, colour, picture, ruling, transform

FIELDS = [
    pytest.param(Field(), id="the USPA field with boards"),
    pytest.param(Field(width_yd=200.0, boards=False), id="the USPA field without boards"),
    pytest.param(SMALL_FIELD, id="a 200 x 100 yd club field without boards"),
]


def throw_in(field: Field) -> tuple[Image.Image, Transform]:
    """A diagram with nothing on the lines: the opening throw-in at the centre."""
    return picture(ruling(OpeningThrowIn(), field), field), transform(field)


@pytest.mark.parametrize("field", FIELDS)
def test_the_transform_maps_the_fields_corners_to_the_drawn_fields_corners(field: Field) -> None:
    image, t = throw_in(field)
    left, top, right, bottom = field_box(field, t)
    corners = {(0.0, 0.0): (1, 1), (field.width_yd, 0.0): (-1, 1)}
    corners |= {(0.0, field.length_yd): (1, -1), (field.width_yd, field.length_yd): (-1, -1)}
    for (x, y), (inward_x, inward_y) in corners.items():
        assert t.point(Point(x, y)) in {(left, top), (right, top), (left, bottom), (right, bottom)}
        assert at(image, t, Point(x, y)) == colour(Role.LINE)  # the end line runs to the corner
        inside = at(image, t, Point(x, y), dx=6 * inward_x, dy=6 * inward_y)
        assert inside == colour(Role.GRASS)
        outside = at(image, t, Point(x, y), dx=-14 * inward_x, dy=-14 * inward_y)
        assert outside == colour(Role.FRAME)


@pytest.mark.parametrize("field", FIELDS)
def test_the_field_fills_the_space_between_headline_and_legend_to_scale(field: Field) -> None:
    t = transform(field)
    left, top, right, bottom = field_box(field, t)
    assert top == FIELD_TOP
    assert bottom <= FIELD_BOTTOM
    assert 0 < left < right < WIDTH
    assert (right - left) / (bottom - top) == pytest.approx(field.width_yd / field.length_yd, 0.02)
    assert bottom == FIELD_BOTTOM or (left, WIDTH - right) == pytest.approx((70, 70), abs=1)


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("distance", [30.0, 40.0, 60.0])
def test_the_yard_lines_are_at_their_distance_from_both_end_lines(
    field: Field, distance: float
) -> None:
    image, t = throw_in(field)
    for y in (distance, field.length_yd - distance):
        along = [at(image, t, Point(field.width_yd * k / 40, y)) for k in range(1, 40)]
        assert along.count(colour(Role.YARD)) >= 20  # dashed: more dash than gap
        assert at(image, t, Point(field.width_yd * 0.9, y), dy=4) == colour(Role.GRASS)
        assert at(image, t, Point(field.width_yd * 0.9, y), dy=-4) == colour(Role.GRASS)


@pytest.mark.parametrize("field", FIELDS)
def test_the_goal_posts_stand_behind_the_end_lines_where_the_field_puts_them(field: Field) -> None:
    image, t = throw_in(field)
    for end in (0.0, field.length_yd):
        outward = -1 if end == 0.0 else 1  # off the end line, where only the goal is drawn
        for side in Side:
            post = Point(field.post_x(side), end)
            assert at(image, t, post, dy=3 * outward) == colour(Role.POST)
            assert at(image, t, post, dy=(POST_DEPTH - 1) * outward) == colour(Role.POST)
            assert at(image, t, post, dy=(POST_DEPTH + 4) * outward) == colour(Role.FRAME)
        mouth = Point(field.centre_x, end)
        assert at(image, t, mouth, dy=5 * outward) == colour(Role.NET)
        assert at(image, t, mouth) == colour(Role.LINE)  # the goal line runs across the mouth


@pytest.mark.parametrize("field", FIELDS)
def test_boards_are_drawn_only_on_a_field_with_boards(field: Field) -> None:
    image, t = throw_in(field)
    beside = at(image, t, Point(0.0, field.length_yd * 0.3), dx=-4)
    assert beside == colour(Role.BOARD if field.boards else Role.FRAME)
    edge = at(image, t, Point(0.0, field.length_yd * 0.3))
    assert edge == colour(Role.GRASS if field.boards else Role.LINE)


@pytest.mark.parametrize("field", FIELDS)
def test_the_centre_line_crosses_the_middle_of_the_field(field: Field) -> None:
    image, t = throw_in(field)
    assert at(image, t, Point(field.width_yd * 0.5 + 25 / t.scale, field.centre_y)) == colour(
        Role.LINE
    )
    assert at(image, t, Point(field.width_yd * 0.6, field.centre_y), dy=8) == colour(Role.GRASS)


@pytest.mark.parametrize("field", FIELDS)
def test_every_picture_has_the_same_size(field: Field) -> None:
    image, _ = throw_in(field)
    assert image.size == SIZE == (WIDTH, HEIGHT)
