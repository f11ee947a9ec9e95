"""The core's decision for an understood path: exactly what the buttons get for that path."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from bot.flow import ROOT, build_facts, walk
from rules_core import NoRuleApplies, Ruling, decide
from rules_core.facts import TeamNames


@lru_cache(maxsize=1024)
def decision(tree_path: str, names: TeamNames | None = None) -> Ruling | None:
    """The ruling for a complete tree path, or ``None`` where the core finds no rule of 20 or
    22 deciding it (out of scope). Raises ``ValueError`` for a path that is not complete."""
    position = walk(ROOT, tree_path)
    if not position.complete:
        raise ValueError(f"path {tree_path!r} is not complete")
    facts = build_facts(position.answers)
    if names is not None:
        facts = replace(facts, teams=names)
    try:
        return decide(facts)
    except NoRuleApplies:
        return None
