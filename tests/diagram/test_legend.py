"""The legend and the marks a review found hard at 400 px: every mark explained, no words cut,
a contested reading said to be ours, a throw-in's direction long enough to read as one."""

from __future__ import annotations

import math

import pytest

from bot.diagram import geometry as g
from bot.diagram.card import legend_rows
from bot.diagram.layout import THROW_SHORTEST, throw_arrow
from bot.diagram.scene import Drawn, Scene, scene_of
from bot.flow import ROOT, all_paths
from bot.i18n import LANGUAGES, translator
from bot.screens import decide_path
from bot.wording.diagram import diagram_text
from rules_core import Ruling

PATHS = all_paths(ROOT)
#: a phone shows the 720-px card this wide
PHONE_PX = 400


def _scene(path: str, lang: str = "en") -> Scene | None:
    ruling = decide_path(path)
    if not isinstance(ruling, Ruling):
        return None
    return scene_of(Drawn.of(ruling), ruling.field, diagram_text(ruling, translator(lang)))


def _legend(scene: Scene) -> list[str]:
    return [words for row in legend_rows(scene) for _, _, words, _ in row]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_words_of_any_rulings_legend_are_cut(lang: str) -> None:
    for path in PATHS:
        scene = _scene(path, lang)
        if scene is None:
            continue
        rows = legend_rows(scene)
        assert len(rows) <= 3, path  # the legend's band holds three rows
        assert not any(words.endswith("…") for words in _legend(scene)), (path, _legend(scene))


def test_the_umpires_choice_between_possession_and_throw_in_keeps_its_words() -> None:
    scene = _scene("5133")  # a whistle blown by mistake, the umpires decide
    assert scene is not None
    assert "Possession play, if the team was significantly disadvantaged" in _legend(scene)


def test_a_zone_drawn_from_a_reading_is_labelled_as_ours() -> None:
    # 22.h's "behind the 30-yard line" does not say which: the picture says whose reading it is
    for path in ("5141", "5143"):  # a possession play to the defenders
        scene = _scene(path)
        assert scene is not None
        assert "Opponents keep out, as we read 'the 30-yard line'" in _legend(scene)
    knock_in = _scene("113")  # 22.a's 30 yards from the end line is no reading
    assert knock_in is not None
    assert "Opponents keep out" in _legend(knock_in)


def test_a_restart_known_as_a_stretch_and_a_throw_direction_are_explained() -> None:
    scene = _scene("65373")  # a ball broken in play, where the ball was: toward the left boards
    assert scene is not None
    assert scene.restart_area is not None
    assert {"Somewhere in this area", "Thrown in this way"} <= set(_legend(scene))


def test_an_option_that_counts_the_goal_says_that_ends_change() -> None:
    scene = _scene("3513")  # a goal at the whistle, the defenders' foul: the umpires choose
    assert scene is not None
    assert [o.ends_changed for o in scene.options] == [False, True]
    assert "Ends changed (2)" in _legend(scene)


def test_a_throw_ins_arrow_reads_as_a_direction_on_a_phone() -> None:
    arrows = 0
    for path in PATHS:
        scene = _scene(path)
        if scene is None:
            continue
        t = g.field_transform(scene.field)
        arrow = throw_arrow(scene, t)
        if arrow is None:
            continue
        arrows += 1
        (x0, _), (x1, _) = arrow
        assert math.dist(*arrow) >= THROW_SHORTEST, path
        assert math.dist(*arrow) * PHONE_PX / g.WIDTH >= 33, path  # a review measured 12 px
        left, _, right, _ = g.field_box(scene.field, t)
        assert left <= min(x0, x1), path  # on the field
        assert max(x0, x1) <= right, path
    assert arrows
