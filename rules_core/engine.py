"""The decision engine: rules as labelled, cited definitions; exactly one may win.

As in Catala and DMN (hit policy UNIQUE): every rule names the sentence it implements, the
kind of incident it is about and the condition under which it applies. A rule may be declared
an *exception* to another: when both apply, the exception wins. After exceptions, exactly one
rule must remain; none is ``NoRuleApplies``, more than one is ``RuleConflict`` (a bug). The
trace records every rule considered and what became of it, so a front end can answer "why?".
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rules_core import rulebook
from rules_core.errors import NoRuleApplies, RuleConflict
from rules_core.facts import Facts, Incident
from rules_core.field import Field, Place
from rules_core.ids import NoRuleReason, NoteId
from rules_core.ruling import (
    Chooser,
    Citation,
    ClockState,
    Option,
    Outcome,
    Ruling,
    Step,
    TraceEntry,
    TraceStatus,
    Violation,
)
from rules_core.spots import PENALTY_SPOT_CLAUSE

IncidentT = TypeVar("IncidentT", bound=Incident)


@dataclass(frozen=True, slots=True)
class Decision:
    """What one rule decides; the engine adds citations and the trace to make a ``Ruling``."""

    outcome: Outcome | None
    options: tuple[Option, ...] = ()
    #: who picks among ``options``
    chosen_by: Chooser = Chooser.UMPIRES
    procedure: tuple[Step, ...] = ()
    violations: tuple[Violation, ...] = ()
    clock: ClockState | None = None
    notes: tuple[NoteId, ...] = ()
    #: further sentences the decision relies on beyond those of its steps and violations
    relies_on: tuple[str, ...] = ()
    #: the sentence that decides the restart where the rule that fired hands it over to another
    #: ("...resumed with a new ball as provided in subsection 22.e(4)"): cited first
    decided_by: str | None = None


Then = Callable[[IncidentT, Field], Decision]


@dataclass(frozen=True, slots=True)
class Rule(Generic[IncidentT]):
    id: str
    clause: str
    on: type[IncidentT]
    when: Callable[[IncidentT, Field], bool]
    then: Callable[[IncidentT, Field], Decision]
    exception_to: str | None


_RULES: list[Rule[Any]] = []


def _always(_incident: Any, _field: Field) -> bool:
    return True


def rule(
    rule_id: str,
    *,
    clause: str,
    on: type[IncidentT],
    when: Callable[[IncidentT, Field], bool] = _always,
    exception_to: str | None = None,
) -> Callable[[Then[IncidentT]], Then[IncidentT]]:
    """Register the decorated function as the rule ``rule_id`` implementing ``clause``."""

    def register(then: Then[IncidentT]) -> Then[IncidentT]:
        if any(r.id == rule_id for r in _RULES):
            raise ValueError(f"rule id {rule_id!r} registered twice")
        _RULES_BY_KIND.clear()
        _RULES.append(Rule(rule_id, clause, on, when, then, exception_to))
        return then

    return register


_RULES_BY_KIND: dict[type[Any], tuple[Rule[Any], ...]] = {}


def _rules_for(kind: type[Any]) -> tuple[Rule[Any], ...]:
    """The registered rules about one kind of incident, looked up once per kind."""
    found = _RULES_BY_KIND.get(kind)
    if found is None:
        found = _RULES_BY_KIND[kind] = tuple(r for r in _RULES if issubclass(kind, r.on))
    return found


@functools.cache
def _not_matched(rule_id: str, clause: str) -> TraceEntry:
    return TraceEntry(rule=rule_id, clause=clause, status=TraceStatus.NOT_MATCHED)


def rules() -> tuple[Rule[Any], ...]:
    """Every registered rule, in rulebook order (the order of the modules' definitions)."""
    return tuple(_RULES)


def decide_incident(
    facts: Facts, rule_set: Sequence[Rule[Any]] | None = None, *, ball_at: Place | None = None
) -> Ruling:
    """Apply the one rule of ``rule_set`` (default: every registered rule) that decides
    ``facts``; see the module docstring."""
    incident, field = facts.incident, facts.field
    if rule_set is None:
        candidates = _rules_for(type(incident))
    else:
        candidates = tuple(r for r in rule_set if isinstance(incident, r.on))
    matched = [r for r in candidates if r.when(incident, field)]
    overridden = {
        r.id: e.id for r in matched for e in matched if e.exception_to == r.id and e is not r
    }
    winners = [r for r in matched if r.id not in overridden]
    situation = incident.situation
    if not winners:
        raise NoRuleApplies(
            situation, NoRuleReason.NOT_COVERED, "no rule of Rules 20 and 22 covers these facts"
        )
    if len(winners) > 1:
        raise RuleConflict(situation, tuple(r.id for r in winners))
    winner = winners[0]
    trace = tuple(
        TraceEntry(r.id, r.clause, TraceStatus.FIRED)
        if r is winner
        else TraceEntry(r.id, r.clause, TraceStatus.OVERRIDDEN, overridden[r.id])
        if r.id in overridden
        else _not_matched(r.id, r.clause)
        for r in candidates
    )
    try:
        decision = winner.then(incident, field)
    except NoRuleApplies as refusal:  # a rule that sends the question outside Rules 20 / 22
        refusal.rule, refusal.trace = winner.id, trace
        raise
    return Ruling(
        situation=situation,
        rule=winner.id,
        outcome=decision.outcome,
        options=decision.options,
        chosen_by=decision.chosen_by,
        procedure=decision.procedure,
        violations=decision.violations,
        clock=decision.clock,
        notes=decision.notes,
        citations=_citations(winner.clause, decision),
        trace=trace,
        teams=facts.teams,
        field=field,
        ball_at=ball_at,
    )


def _citations(main_clause: str, decision: Decision) -> tuple[Citation, ...]:
    """The sentence deciding the restart first (the rule's own, unless it hands over), then
    every other sentence the ruling relies on, once."""
    lead = [decision.decided_by] if decision.decided_by else []
    clauses = [*lead, main_clause, *decision.relies_on]
    clauses += [o.clause for o in decision.options]
    clauses += [s.clause for s in decision.procedure]
    clauses += [v.clause for v in decision.violations]
    clauses += [decision.clock.clause] if decision.clock is not None else []
    # a penalty's spot comes from the background table (docs/readings.md, "Penalty spots")
    outcomes = [decision.outcome, *(o.outcome for o in decision.options)]
    clauses += [
        PENALTY_SPOT_CLAUSE[o.penalty]
        for o in outcomes
        if o is not None and o.penalty in PENALTY_SPOT_CLAUSE
    ]
    return _cite_all(tuple(clauses))


@functools.lru_cache(maxsize=4096)
def _cite_all(clauses: tuple[str, ...]) -> tuple[Citation, ...]:
    """Each clause cited once, in order. Cached: a few hundred distinct lists cover every ruling,
    and building them was a fifth of a decision's time."""
    return tuple(cite(c) for c in dict.fromkeys(clauses))


@functools.cache
def cite(clause: str) -> Citation:
    """A citation of a stored sentence (raises ``rulebook.UnknownClause`` if none)."""
    section = rulebook.section_of(clause)
    rulebook.text_of(clause)  # the sentence must exist, not only its section
    return Citation(
        rulebook=rulebook.RULEBOOK,
        edition=section.source_edition if section.background else rulebook.EDITION,
        rule=section.rule,
        section=section.label,
        heading=section.heading,
        clause=clause,
        background=section.background,
        source=section.source,
    )
