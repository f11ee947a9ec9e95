"""From a ruling to PNG bytes, with the caches that make a repeated diagram nearly free.

A scene is laid out first (``layout``: where the inset, the teams' arrows and the words go,
clear of the ruling's marks), then drawn over the base that has its arrows in those places.

Three caches, all in memory and bounded: the rendered bytes by the ruling's drawn parts (so an
equal ruling decided again hits it, whatever its citations or trace), the bytes by scene (so
two rulings that look the same share them), and the base picture of each field, language and
place of the arrows (``draw.base``), strips compressed, that every first render starts from.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from bot.diagram import card, draw, glyphs, layout, paint, png
from bot.diagram import geometry as g
from bot.diagram.labels import DiagramText
from bot.diagram.paint import Painter
from bot.diagram.scene import Drawn, Scene, scene_of
from bot.diagram.team_colours import swapped
from bot.diagram.theme import theme_named
from rules_core.field import Field
from rules_core.ruling import Ruling

#: bump when the same scene would be drawn differently, so cached Telegram file ids expire
VERSION = "4"
SIZE = (g.WIDTH, g.HEIGHT)


def picture(scene: Scene) -> png.Compressed:
    """The scene drawn over its base, as palette indices with compressed strips."""
    text = scene.text
    plan = layout.layout(scene)
    base = draw.base(
        scene.field,
        (text.goal_in_question, text.far_goal, text.thirty, text.forty, text.sixty),
        plan.teams,
    )
    image = base.image.copy()
    p = Painter(image)
    draw.paint(p, scene, plan)
    card.paint_header(p, scene)
    card.paint_legend(p, scene)
    return png.compress(image, like=base, rows=p.rows)


@lru_cache(maxsize=8)
def _palette(theme: str, teams_swapped: bool = False) -> bytes:
    return theme_named(theme).palette(teams_swapped=teams_swapped)


@lru_cache(maxsize=256)
def _scene_png(scene: Scene, theme: str) -> bytes:
    # teams named by their shirts wear them (a team called Blue is not drawn in pink)
    palette = _palette(theme, swapped(scene.attacking, scene.defending))
    return png.png_bytes(picture(scene), palette)


@lru_cache(maxsize=256)
def _ruling_png(drawn: Drawn, field: Field, text: DiagramText, theme: str) -> bytes | None:
    scene = scene_of(drawn, field, text)
    return None if scene is None else _scene_png(scene, theme)


def render_ruling(
    ruling: Ruling, field: Field, text: DiagramText, *, theme: str = "auto"
) -> bytes | None:
    """The field diagram of ``ruling`` on ``field`` as PNG bytes (``SIZE`` pixels), or ``None``
    when the ruling has no place to show. Pure: the same arguments give the same bytes."""
    _palette(theme)  # an unknown theme is an error even when nothing is drawn
    return _ruling_png(Drawn.of(ruling), field, text, theme)


@lru_cache(maxsize=1024)
def _key(drawn: Drawn, field: Field, text: DiagramText, theme: str) -> str:
    canonical = repr((VERSION, theme, scene_of(drawn, field, text)))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def cache_key(ruling: Ruling, field: Field, text: DiagramText, *, theme: str = "auto") -> str:
    """A stable name for the diagram ``render_ruling`` would draw (sha256 of what is drawn and
    the renderer's ``VERSION``): equal keys, equal pictures, across processes and restarts, so
    the bot can send a Telegram file id again instead of the bytes."""
    _palette(theme)
    return _key(Drawn.of(ruling), field, text, theme)


def clear_caches(*, everything: bool = False) -> None:
    """Forget rendered diagrams; with ``everything``, also the bases, fonts and text masks
    (the state of a freshly started process)."""
    _ruling_png.cache_clear()
    _scene_png.cache_clear()
    _key.cache_clear()
    if everything:
        draw.base.cache_clear()
        layout.field_words.cache_clear()
        _palette.cache_clear()
        paint.clear_caches()
        glyphs.clear_caches()
