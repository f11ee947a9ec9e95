"""The field diagram of a ruling: where the ball was, where play restarts,
where the opponents must be, and who attacks which goal, drawn to scale as a PNG.

Pure: no Telegram, no files, no translation. The picture is drawn only from the ruling's own
data (``outcome.spot``, the options' spots, ``ball_at``, the positioning steps of
``procedure``, ``teams``) and the ``Field`` the core used, never by deciding anything again.
The caller gives every visible word, translated (``DiagramText``; ``ENGLISH`` by default).

    png = render_ruling(ruling, field, text)        # bytes, or None: nothing to show
    key = cache_key(ruling, field, text)            # reuse a Telegram file id for equal pictures

Modules, from data to pixels: ``labels`` (the words), ``scene`` (what is drawn, read off the
ruling), ``geometry`` (canvas, field-to-pixel transform, what the detail inset enlarges),
``layout`` (where the inset, the teams' arrows and the words go, clear of the marks),
``theme`` (palette), ``glyphs`` (words in Pillow's bundled font, accents composed), ``paint``
(primitives), ``draw`` (field and marks), ``card`` (headline and legend), ``png`` (the
encoder) and ``render`` (the pipeline and its caches). See docs/diagram.md.
"""

from __future__ import annotations

from bot.diagram.glyphs import missing
from bot.diagram.labels import ENGLISH, DiagramText
from bot.diagram.render import SIZE, VERSION, cache_key, clear_caches, render_ruling
from bot.diagram.scene import has_place
from bot.diagram.theme import THEMES

__all__ = [
    "ENGLISH",
    "SIZE",
    "THEMES",
    "VERSION",
    "DiagramText",
    "cache_key",
    "clear_caches",
    "has_place",
    "missing",
    "render_ruling",
]
