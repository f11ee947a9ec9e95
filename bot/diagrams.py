"""The field diagram for a point of the flow, and the Telegram file ids of diagrams already sent.

A diagram is a pure function of (path, language): any instance can draw it again. Once Telegram
has a picture, sending its file id again costs no upload; the ids live in a bounded in-memory
map (a restart just uploads once more).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache

from bot.diagram import cache_key, has_place, render_ruling
from bot.i18n import translator
from bot.render import diagram_caption
from bot.screens import decide_path
from bot.teams import Teams
from bot.wording.diagram import diagram_text
from rules_core import Ruling


@dataclass(frozen=True, slots=True)
class Diagram:
    key: str  # equal pictures have equal keys (bot.diagram.cache_key)
    png: bytes
    ruling: Ruling
    caption: str  # Telegram HTML: the headline and the citation


#: room for every ruling of the tree in every language (~850 paths x 3), so a running bot draws
#: each picture once; equal pictures share their bytes (bot.diagram caches by content)
@lru_cache(maxsize=4096)
def diagram_for(path: str, lang: str, teams: Teams | None = None) -> Diagram | None:
    """The picture of the ruling at a complete ``path`` (the teams named, where the chat named
    them); ``None`` when it has no place to show."""
    result = decide_path(path, teams)
    if not isinstance(result, Ruling) or not has_place(result):
        return None
    t = translator(lang)
    text = diagram_text(result, t)
    png = render_ruling(result, result.field, text)
    if png is None:
        return None
    return Diagram(cache_key(result, result.field, text), png, result, diagram_caption(result, t))


class FileIds:
    """Telegram file ids of pictures already uploaded, by diagram key (least recent dropped)."""

    def __init__(self, capacity: int = 1024) -> None:
        self._ids: OrderedDict[str, str] = OrderedDict()
        self._capacity = capacity

    def get(self, key: str) -> str | None:
        file_id = self._ids.get(key)
        if file_id is not None:
            self._ids.move_to_end(key)
        return file_id

    def put(self, key: str, file_id: str) -> None:
        self._ids[key] = file_id
        self._ids.move_to_end(key)
        while len(self._ids) > self._capacity:
            self._ids.popitem(last=False)

    def __len__(self) -> int:
        return len(self._ids)
