"""Where the inset, the teams' arrows and the words go: next to what they belong to, never
over a mark. Checked on boxes (no pixels) over every sample ruling, and on a few pictures."""

from __future__ import annotations

import math
from functools import cache

import pytest

from bot.diagram import ENGLISH, geometry
from bot.diagram.layout import OPTION_RADIUS, Layout, Rect, layout
from bot.diagram.scene import Drawn, Scene, scene_of
from bot.diagram.theme import Role
from rules_core import Field, Point, Team
from rules_core.facts import BallOverEndLine, BallOverSideBoards, PlayStopped, StopReason
from rules_core.field import Place
from tests.diagram import LANGUAGES, SMALL_FIELD, colour, picture, ruling, sample_rulings

FIELD = Field()
FIELDS = [
    pytest.param(FIELD, id="the USPA field with boards"),
    pytest.param(Field(width_yd=200.0, boards=False), id="the USPA field without boards"),
    pytest.param(SMALL_FIELD, id="a 200 x 100 yd club field without boards"),
    pytest.param(Field(400.0, 300.0), id="a 400 x 300 yd field"),
]
KNOCK_IN_AT_THE_POST = BallOverEndLine(74.0, Team.ATTACKING)
FREE_HIT_AT_MIDFIELD = BallOverSideBoards(Place.at(Point(0.0, 150.0)), Team.ATTACKING)


@cache
def scenes(field: Field) -> tuple[tuple[Scene, Layout], ...]:
    """Every distinct scene of the sample rulings on ``field``, in every language, laid out."""
    found: set[Scene] = set()
    for text in LANGUAGES.values():
        for decided in sample_rulings(field):
            scene = scene_of(Drawn.of(decided), field, text)
            if scene is not None:
                found.add(scene)
    return tuple((scene, layout(scene)) for scene in sorted(found, key=repr))


def laid_out(incident: BallOverEndLine | BallOverSideBoards | PlayStopped) -> Layout:
    scene = scene_of(Drawn.of(ruling(incident)), FIELD, ENGLISH)
    assert scene is not None
    return layout(scene)


# --- the inset ---------------------------------------------------------------------------------
@pytest.mark.parametrize("field", FIELDS)
def test_an_inset_stays_in_the_end_of_the_place_it_enlarges(field: Field) -> None:
    t = geometry.field_transform(field)
    middle = t.y(field.centre_y)
    insets = [plan.inset for _, plan in scenes(field) if plan.inset is not None]
    assert len(insets) > 10
    for inset in insets:
        upper = inset.box.centre[1] <= middle
        assert (inset.frame.centre[1] <= middle) == upper, inset
        # and never over the other end: not past its 60-yard line
        if upper:
            assert inset.frame.bottom <= t.y(field.length_yd - 60.0), inset
        else:
            assert inset.frame.top >= t.y(60.0), inset


@pytest.mark.parametrize("field", FIELDS)
def test_an_inset_is_next_to_its_box_and_joined_to_it_by_a_leader_line(field: Field) -> None:
    for _, plan in scenes(field):
        inset = plan.inset
        if inset is None:
            continue
        start, end = inset.leader
        assert _on_edge(start, inset.box), inset
        assert _on_edge(end, inset.frame), inset
        assert math.dist(start, end) <= 160, inset  # a sixth of the field's length at most
        assert not inset.frame.hits(inset.box)


def _on_edge(point: tuple[int, int], box: Rect) -> bool:
    x, y = point
    inside = box.left <= x <= box.right and box.top <= y <= box.bottom
    return inside and (x in (box.left, box.right) or y in (box.top, box.bottom))


@pytest.mark.parametrize("field", FIELDS)
def test_an_inset_says_how_many_times_it_enlarges_and_it_does_so_exactly(field: Field) -> None:
    t = geometry.field_transform(field)
    for _, plan in scenes(field):
        inset = plan.inset
        if inset is None:
            continue
        assert inset.scale == f"×{inset.window.enlarged}"
        assert inset.zoom().scale == pytest.approx(inset.window.enlarged * t.scale)
        assert geometry.MIN_ENLARGED <= inset.window.enlarged <= geometry.MAX_ENLARGED
        assert inset.scale_box.within(inset.frame)


@pytest.mark.parametrize("field", FIELDS)
def test_an_inset_shows_the_ball_and_the_spot_whole(field: Field) -> None:
    for scene, plan in scenes(field):
        inset = plan.inset
        if inset is None:
            continue
        zoom = inset.zoom()
        for place in (scene.restart, scene.ball):
            if place is None:
                continue
            mark = Rect.around(zoom.point(place), OPTION_RADIUS)
            assert mark.within(inset.frame), (scene, place)
            assert not mark.hits(inset.scale_box), (scene, place)


def test_a_ball_15_yd_from_its_spot_is_enlarged_less_so_that_both_fit() -> None:
    # the reviewer's broken inset: a possession play on the 60 with the ball 15 yd before it
    ball, spot = Point(95.0, 45.0), Point(95.0, 60.0)
    window = geometry.detail_window(FIELD, spot, ball, on_end_line=False)
    assert window is not None
    assert window.enlarged < geometry.MAX_ENLARGED
    for place in (ball, spot):
        assert window.left + 4 < place.x < window.left + window.width - 4
        assert window.top + 4 < place.y < window.top + window.height - 4


def test_the_reviewers_possession_play_gets_an_inset_at_three_times_with_both_whole() -> None:
    # S18: the ball 15 yd before the spot broke the old inset (one disc half cut off)
    incident = PlayStopped(
        Place.at(Point(95.0, 45.0)), StopReason.INADVERTENT_WHISTLE, Team.ATTACKING, True
    )
    inset = laid_out(incident).inset
    assert inset is not None
    assert inset.scale == "×3"
    zoom = inset.zoom()
    for place in (Point(95.0, 45.0), Point(95.0, 60.0)):
        assert Rect.around(zoom.point(place), OPTION_RADIUS).within(inset.frame)


def test_a_place_that_would_be_enlarged_less_than_twice_gets_no_inset() -> None:
    # on a short, narrow field the scale is already large: 15 yd apart do not fit twice over
    field = Field(length_yd=130.0, width_yd=60.0, boards=False)
    assert (
        geometry.detail_window(field, Point(30.0, 60.0), Point(30.0, 45.0), on_end_line=False)
        is None
    )
    assert geometry.detail_window(field, Point(30.0, 60.0), Point(30.0, 57.0), on_end_line=False)


def test_the_inset_of_a_knock_in_at_the_post_is_drawn_with_its_leader_and_scale() -> None:
    image = picture(ruling(KNOCK_IN_AT_THE_POST), FIELD)
    inset = laid_out(KNOCK_IN_AT_THE_POST).inset
    assert inset is not None
    (ax, ay), (bx, by) = inset.leader
    assert ay < by  # from the box on the end line down to the inset below it
    middle = ((ax + bx) // 2, (ay + by) // 2)
    assert image.getpixel(middle) == colour(Role.LINE)
    label = inset.scale_box
    assert image.getpixel((label.left + 4, label.centre[1])) == colour(Role.LINE)
    assert image.getpixel((label.centre[0], label.centre[1] + 1)) != colour(Role.LINE)  # "×6"


# --- words clear of marks ----------------------------------------------------------------------
@pytest.mark.parametrize("field", FIELDS)
def test_no_word_or_team_arrow_covers_a_spot_an_arrow_a_frame_or_a_zones_edge(
    field: Field,
) -> None:
    for scene, plan in scenes(field):
        assert plan.words_over_marks() == [], scene


@pytest.mark.parametrize("field", FIELDS)
def test_no_two_words_overlap(field: Field) -> None:
    for scene, plan in scenes(field):
        boxes = plan.words
        for i, box in enumerate(boxes):
            assert not any(box.hits(other) for other in boxes[i + 1 :]), scene


def test_every_zone_on_the_uspa_field_has_its_distance_written_beside_it() -> None:
    labelled = [
        (scene, label) for scene, plan in scenes(FIELD) for label in plan.zone_labels if scene.zones
    ]
    assert labelled
    assert all(label is not None for _, label in labelled)


def test_a_midfield_throw_in_moves_the_attackers_arrow_off_the_spot() -> None:
    # the reviewer's S16: the restart and its arrow sat on the "Attackers" label
    incident = PlayStopped(Place.at(Point(30.0, 150.0)), StopReason.FALLEN_OR_INJURED)
    plan = laid_out(incident)
    attackers = plan.teams[0]
    assert attackers.team is Team.ATTACKING
    assert attackers.middle != (geometry.field_transform(FIELD).x(32.0), 628)
    assert plan.words_over_marks() == []


def test_nothing_in_the_way_leaves_the_arrows_at_their_usual_places() -> None:
    t = geometry.field_transform(FIELD)
    plan = laid_out(KNOCK_IN_AT_THE_POST)
    middles = [mark.middle for mark in plan.teams]
    assert middles == [(t.x(32.0), t.y(150.0)), (t.x(128.0), t.y(150.0))]


def test_a_free_hit_at_midfield_has_its_inset_its_label_and_both_arrows_clear() -> None:
    plan = laid_out(FREE_HIT_AT_MIDFIELD)
    assert plan.inset is not None
    assert plan.zone_labels[0] is not None
    assert plan.words_over_marks() == []
