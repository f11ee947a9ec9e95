"""The buttons' ruling for a path (``bot.screens.decide_path``), comparable with ``==``: a
refusal (``NoRuleApplies``, an exception, equal only to itself) is ``None``."""

from __future__ import annotations

from bot.flow import KEYS, ROOT, walk
from bot.flow.zones import ANYWHERE
from bot.screens import decide_path, stands
from bot.teams import Teams
from rules_core import NoRuleApplies, Ruling


def ruling_for(path: str, teams: Teams | None = None) -> Ruling | None:
    made = decide_path(path, teams)
    return None if isinstance(made, NoRuleApplies) else made


def place_unsaid(path: str) -> str | None:
    """``path`` with its last answer, a place, left unsaid (``ANYWHERE``), where that stands:
    what a message that says all but the place decides."""
    asked = walk(ROOT, path[:-1]).question
    if asked is None:
        return None
    for index, choice in enumerate(asked.choices):
        if choice.slug == ANYWHERE.slug and stands(path[:-1] + KEYS[index]):
            return path[:-1] + KEYS[index]
    return None


def same_ruling(decided: str, path: str) -> bool:
    """Whether the complete ``decided`` rules as ``path`` does: the same ruling, or, where the
    words left the place unsaid and the ruling needs none, ``path``'s ruling with its place
    unsaid (the same restart, in the rule's words for where, without a point)."""
    if ruling_for(decided) == ruling_for(path):
        return True
    unsaid = place_unsaid(path)
    return unsaid is not None and ruling_for(decided) == ruling_for(unsaid)
