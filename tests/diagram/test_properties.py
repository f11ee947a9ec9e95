"""Properties over every ruling of rules_core.samples, on fields of several shapes."""

from __future__ import annotations

import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from bot.diagram import SIZE, cache_key, has_place, render_ruling
from bot.diagram import png as encoder
from bot.diagram.render import picture
from bot.diagram.scene import Drawn, scene_of
from bot.diagram.theme import Role
from rules_core import Field, Ruling
from tests.diagram import LANGUAGES, SMALL_FIELD, at, colour, sample_rulings, transform

FIELDS = (Field(), Field(width_yd=200.0, boards=False), SMALL_FIELD, Field(400.0, 300.0))


@st.composite
def rulings(draw: st.DrawFn) -> tuple[Ruling, Field]:
    field = draw(st.sampled_from(FIELDS))
    return draw(st.sampled_from(sample_rulings(field))), field


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(rulings(), st.sampled_from(sorted(LANGUAGES)))
def test_every_sample_ruling_renders_at_the_fixed_size_or_has_no_place(
    case: tuple[Ruling, Field], language: str
) -> None:
    ruling, field = case
    png = render_ruling(ruling, field, LANGUAGES[language])
    assert (png is not None) == has_place(ruling)
    if png is not None:
        assert Image.open(io.BytesIO(png)).size == SIZE
    assert len(cache_key(ruling, field, LANGUAGES[language])) == 64


@SETTINGS
@given(rulings())
def test_the_restart_mark_covers_every_rulings_exact_spot(case: tuple[Ruling, Field]) -> None:
    ruling, field = case
    if ruling.outcome is None or ruling.outcome.spot is None:
        return
    if ruling.outcome.spot.place.point is None:
        return  # a stretch is framed, with no mark at a point of it (tested in test_scene)
    png = render_ruling(ruling, field, LANGUAGES["English"])
    assert png is not None
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert at(image, transform(field), ruling.outcome.spot.place.middle) == colour(Role.RESTART)


@SETTINGS
@given(rulings())
def test_a_spot_is_framed_exactly_when_the_ruling_knows_it_only_as_a_stretch(
    case: tuple[Ruling, Field],
) -> None:
    ruling, field = case
    scene = scene_of(Drawn.of(ruling), field, LANGUAGES["English"])
    spot = ruling.outcome.spot if ruling.outcome is not None else None
    if spot is None:
        assert scene is None or scene.restart_area is None
        return
    assert scene is not None
    assert (scene.restart_area is None) == (spot.place.point is not None)


@pytest.mark.parametrize("field", FIELDS)
def test_every_distinct_sample_picture_reuses_only_unchanged_strips(field: Field) -> None:
    """The painter's record of the rows it drew covers every changed pixel: the picture's
    strips are exactly those of compressing the whole image afresh."""
    scenes = {scene_of(Drawn.of(r), field, LANGUAGES["Spanish"]) for r in sample_rulings(field)}
    scenes.discard(None)
    assert len(scenes) > 100
    for scene in scenes:
        assert scene is not None
        drawn = picture(scene)
        assert drawn.strips == encoder.compress(drawn.image).strips, scene
