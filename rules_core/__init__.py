"""polo-rules-bot's rules core: USPA Rulebook 2026, Rules 20 and 22, as a decision engine.

Pure and deterministic: ``decide(facts)`` validates the facts, applies the one rule that
decides them and returns a ``Ruling`` with message ids, field geometry and citations. No
Telegram, no I/O, no translated text.
"""

from __future__ import annotations

from rules_core import rules as _rules  # noqa: F401 (importing registers every rule)
from rules_core.engine import decide_incident
from rules_core.errors import (
    DecisionError,
    InvalidFacts,
    NoRuleApplies,
    RuleConflict,
    RulesCoreError,
)
from rules_core.facts import Facts, Incident, Penalty, Team, TeamNames
from rules_core.field import USPA_OUTDOOR_BOARDED, USPA_OUTDOOR_UNBOARDED, Field, Point, Side
from rules_core.ruling import Outcome, RestartKind, Ruling
from rules_core.validation import ball_position, validate


def decide(facts: Facts) -> Ruling:
    """The ruling for ``facts``; raises ``InvalidFacts`` or a ``DecisionError``."""
    validate(facts)
    return decide_incident(facts, ball_at=ball_position(facts.incident))


__all__ = [
    "USPA_OUTDOOR_BOARDED",
    "USPA_OUTDOOR_UNBOARDED",
    "DecisionError",
    "Facts",
    "Field",
    "Incident",
    "InvalidFacts",
    "NoRuleApplies",
    "Outcome",
    "Penalty",
    "Point",
    "RestartKind",
    "RuleConflict",
    "RulesCoreError",
    "Ruling",
    "Side",
    "Team",
    "TeamNames",
    "decide",
]
