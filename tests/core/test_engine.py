"""The engine's two first-class failures and its exception mechanism, on rules made for the test."""

import pytest

from rules_core.engine import Decision, Rule, decide_incident
from rules_core.errors import NoRuleApplies, RuleConflict
from rules_core.facts import Facts, GameSuspended
from rules_core.field import Field
from rules_core.ruling import Outcome, RestartKind, TraceStatus

FACTS = Facts(GameSuspended(could_affect_outcome=True))


def _rule(
    rule_id: str, *, applies: bool = True, exception_to: str | None = None
) -> Rule[GameSuspended]:
    def then(_incident: GameSuspended, _field: Field) -> Decision:
        return Decision(outcome=Outcome(RestartKind.NO_CALL))

    return Rule(
        rule_id, "suspended_games/1.1", GameSuspended, lambda _i, _f: applies, then, exception_to
    )


def test_no_matching_rule_is_reported_as_no_rule_applies() -> None:
    with pytest.raises(NoRuleApplies):
        decide_incident(FACTS, [_rule("a", applies=False)])


def test_two_matching_rules_without_an_exception_are_a_conflict() -> None:
    with pytest.raises(RuleConflict) as error:
        decide_incident(FACTS, [_rule("a"), _rule("b")])
    assert error.value.rule_ids == ("a", "b")


def test_an_exception_that_applies_overrides_its_base_rule_and_the_trace_says_so() -> None:
    ruling = decide_incident(FACTS, [_rule("base"), _rule("exception", exception_to="base")])
    assert ruling.rule == "exception"
    statuses = {t.rule: (t.status, t.overridden_by) for t in ruling.trace}
    assert statuses == {
        "base": (TraceStatus.OVERRIDDEN, "exception"),
        "exception": (TraceStatus.FIRED, None),
    }


def test_an_exception_that_does_not_apply_leaves_the_base_rule_to_decide() -> None:
    ruling = decide_incident(
        FACTS, [_rule("base"), _rule("exception", applies=False, exception_to="base")]
    )
    assert ruling.rule == "base"
