"""Errors raised by the rules core.

    RulesCoreError                 base of everything below
    ├── InvalidFacts               the facts are malformed or impossible (names the field)
    └── DecisionError              the facts are valid but the rulebook gives no single answer
        ├── NoRuleApplies          no rule of Rules 20 / 22 covers these facts
        ├── PlaceTooVague          a place (or distance) known as a span straddles a rule's line
        └── RuleConflict           two rules claim the same facts (a bug in the core)

A front end shows ``InvalidFacts`` and ``NoRuleApplies`` to the user and asks again on
``PlaceTooVague``; ``RuleConflict`` means the
core itself is wrong and must be reported, never papered over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules_core.ids import NoRuleReason

if TYPE_CHECKING:  # the ruling module imports nothing from here; avoid a cycle at run time
    from rules_core.ruling import TraceEntry


class RulesCoreError(Exception):
    """Base class of all rules-core errors."""


class InvalidFacts(RulesCoreError, ValueError):
    """A fact is missing, malformed or physically impossible. (A ``ValueError`` too, so that a
    validator reading JSON into the core's dataclasses reports it at the value's place.)

    ``field`` is the dotted path of the offending input, ``allowed`` says what would be
    accepted, ``got`` (optional) repeats what was given.
    """

    def __init__(self, field: str, allowed: str, *, got: str | None = None) -> None:
        self.field = field
        self.allowed = allowed
        self.got = got
        detail = f"{field}: expected {allowed}"
        if got is not None:
            detail += f", got {got}"
        super().__init__(detail)


class DecisionError(RulesCoreError):
    """The facts are valid, but the rules do not give exactly one ruling."""


class NoRuleApplies(DecisionError):
    """No rule in scope (USPA 2026 Rules 20 and 22) decides these facts.

    ``reason`` is a message id for front ends; ``why`` the same in English, for logs and the
    JSON interface; ``rule`` and ``trace`` say which rule sent the question elsewhere (set by
    the engine; empty when no rule matched at all).
    """

    def __init__(self, situation: str, reason: NoRuleReason, why: str) -> None:
        self.situation = situation
        self.reason = reason
        self.why = why
        self.rule: str | None = None
        self.trace: tuple[TraceEntry, ...] = ()
        super().__init__(f"no rule applies to {situation}: {why}")


class PlaceTooVague(DecisionError):
    """What is known of a place, or of a distance, lies on both sides of a line the rule draws
    (the 60-yard line, 30 yards of travel), so the rule cannot say which case applies: the
    front end must ask on which side it was (never guess).

    ``field`` is the dotted path of the place's coordinate (``incident.exit_point.y``), ``line``
    what the line is, in words for logs and the JSON interface, ``at_yd`` where it lies on that
    axis, and ``clause`` the sentence that draws it.
    """

    def __init__(self, field: str, line: str, at_yd: float, clause: str) -> None:
        self.field = field
        self.line = line
        self.at_yd = at_yd
        self.clause = clause
        super().__init__(f"{field}: the place lies on both sides of {line} (at {at_yd:g} yd)")


class RuleConflict(DecisionError):
    """More than one rule survived its exceptions: the core is inconsistent."""

    def __init__(self, situation: str, rule_ids: tuple[str, ...]) -> None:
        self.situation = situation
        self.rule_ids = rule_ids
        super().__init__(f"rules conflict on {situation}: {', '.join(rule_ids)}")
