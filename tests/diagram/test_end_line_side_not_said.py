"""A restart whose side the facts do not say (``Spot.either_side``: a knock-in "5 yards outside
the post it went out by", a Safety level with a crossing near a post or board): the picture
marks the spot on both sides, mirrored, and enlarges neither (an inset would claim a side)."""

from __future__ import annotations

import pytest

from bot.diagram import ENGLISH
from bot.diagram.layout import layout
from bot.diagram.scene import Drawn, scene_of
from rules_core import Facts, Field, Team, decide
from rules_core.facts import BallOverEndLine
from rules_core.field import USPA_OUTDOOR_BOARDED as FIELD
from rules_core.field import Span
from rules_core.spots import end_line_stretches

_BOARD_L, _WIDE_L, _POST_L, _POST_R, _WIDE_R, _BOARD_R = end_line_stretches(FIELD)


@pytest.mark.parametrize("stretch", [_POST_L, _BOARD_L, _POST_R])
def test_a_knock_in_of_either_side_is_marked_on_both_and_enlarged_on_neither(
    stretch: Span,
) -> None:
    ruling = decide(Facts(BallOverEndLine(stretch, Team.ATTACKING, either_side=True)))
    scene = scene_of(Drawn.of(ruling), ruling.field, ENGLISH)
    assert scene is not None
    assert scene.restart is not None
    assert scene.restart_mirror is not None
    assert scene.restart_mirror.x == FIELD.width_yd - scene.restart.x
    assert scene.restart_mirror.y == scene.restart.y
    assert layout(scene).inset is None


def test_a_safety_of_either_side_frames_both_stretches() -> None:
    ruling = decide(Facts(BallOverEndLine(_POST_R, Team.DEFENDING, either_side=True)))
    scene = scene_of(Drawn.of(ruling), ruling.field, ENGLISH)
    assert scene is not None
    assert scene.restart_area is not None
    assert scene.restart_area_mirror is not None
    (lo, hi), (mlo, mhi) = scene.restart_area, scene.restart_area_mirror
    assert (mlo.x, mhi.x) == (FIELD.width_yd - hi.x, FIELD.width_yd - lo.x)
    assert (mlo.y, mhi.y) == (lo.y, hi.y)


def test_a_side_said_is_drawn_alone() -> None:
    ruling = decide(Facts(BallOverEndLine(_POST_L, Team.ATTACKING), Field()))
    scene = scene_of(Drawn.of(ruling), ruling.field, ENGLISH)
    assert scene is not None
    assert scene.restart_mirror is None
    assert scene.restart_area_mirror is None
