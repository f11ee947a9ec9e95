"""The buttons' ruling for a path (``bot.screens.decide_path``), comparable with ``==``: a
refusal (``NoRuleApplies``, an exception, equal only to itself) is ``None``."""

from __future__ import annotations

from bot.flow import KEYS, ROOT, walk
from bot.flow.model import NOT_SAID
from bot.flow.zones import ANYWHERE
from bot.screens import decide_path, stands
from bot.teams import Teams
from rules_core import NoRuleApplies, Ruling


def ruling_for(path: str, teams: Teams | None = None) -> Ruling | None:
    made = decide_path(path, teams)
    return None if isinstance(made, NoRuleApplies) else made


def place_unsaid(path: str) -> str | None:
    """``path`` with its last answer left unsaid, where a typed-only answer takes it: a place
    (``ANYWHERE``) where that stands, or a fact the rule decides without (``NOT_SAID``: what the
    committee found of a suspended game, 22.g's "shall be resumed" unless it finds otherwise):
    what a message that says all but that answer decides."""
    asked = walk(ROOT, path[:-1]).question
    if asked is None:
        return None
    for index, choice in enumerate(asked.choices):
        unsaid = path[:-1] + KEYS[index]
        if choice.slug == NOT_SAID or (choice.slug == ANYWHERE.slug and stands(unsaid)):
            return unsaid
    return None


def same_ruling(decided: str, path: str) -> bool:
    """Whether the complete ``decided`` rules as ``path`` does: the same ruling, or, where the
    words left the last answer unsaid and the rule decides without it, ``path``'s ruling with it
    unsaid (the same restart, in the rule's words for where, without a point; a suspended game
    resumed, with the finding that could still change that as a note)."""
    if ruling_for(decided) == ruling_for(path):
        return True
    unsaid = place_unsaid(path)
    return unsaid is not None and ruling_for(decided) == ruling_for(unsaid)
