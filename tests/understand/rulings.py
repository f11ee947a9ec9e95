"""The buttons' ruling for a path (``bot.screens.decide_path``), comparable with ``==``: a
refusal (``NoRuleApplies``, an exception, equal only to itself) is ``None``."""

from __future__ import annotations

from bot.screens import decide_path
from bot.teams import Teams
from rules_core import NoRuleApplies, Ruling


def ruling_for(path: str, teams: Teams | None = None) -> Ruling | None:
    made = decide_path(path, teams)
    return None if isinstance(made, NoRuleApplies) else made
