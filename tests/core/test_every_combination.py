"""Hit policy UNIQUE: every combination of enum facts gives exactly one ruling or a listed refusal.

A refusal is either ``InvalidFacts`` (the facts cannot be judged as given) or ``NoRuleApplies``
(Rules 20 and 22 send the question elsewhere). Each allowed refusal is listed here with its
reason, so a new one fails the test until someone decides it is right.
"""

from collections import Counter
from enum import StrEnum

import pytest

from rules_core import USPA_OUTDOOR_BOARDED, Facts, decide
from rules_core.errors import InvalidFacts, NoRuleApplies
from rules_core.facts import KnockInEvent, LineUpProblem, SixtyYardHitEvent
from rules_core.ruling import TraceStatus
from rules_core.samples import every_incident

FIELD = USPA_OUTDOOR_BOARDED

# (situation, what is refused) -> why it is right to refuse
ALLOWED_REFUSALS = {
    ("knock_in_incident", "incident.ball_off_field"): "a missed knock-in needs where the ball was",
    ("line_up_issue", "incident.team"): "a late player's foul needs his team",
    ("ball_over_side_boards", "incident.last_hit_by"): "who hit it out decides the free hit",
    ("period_ended", "incident.ball_out.last_hit_by"): "who hit it out decides the free hit",
    ("free_hit_from_sixty", "incident.ball_travelled_yd"): "a short ball is judged by its travel",
    ("wrong_side_of_line_up", "incident.ball_travelled_yd"): "onside by travel needs the travel",
    ("wrong_side_of_line_up", "incident.passed_midfield"): "onside by travel needs midfield too",
    ("goal_scored", "incident.own_goal"): "only a field goal can be an own goal",
    ("goal_at_whistle", "no_rule"): "22.c covers a goal at the whistle only with a foul",
    ("play_inside_line_up", "no_rule"): "once the ball leaves the line-up, right of way decides",
    ("free_hit_from_sixty", "no_rule"): "a 60-yard hit that went 30 yd: right of way decides",
}


def _outcome_of(incident: object) -> str:
    try:
        decide(Facts(incident, FIELD))  # type: ignore[arg-type]
    except InvalidFacts as error:
        return error.field
    except NoRuleApplies:
        return "no_rule"
    return "ruling"


def test_every_combination_gives_one_ruling_or_an_allowed_refusal() -> None:
    seen: Counter[tuple[str, str]] = Counter()
    for incident in every_incident(FIELD):
        result = _outcome_of(incident)
        if result != "ruling":
            seen[(incident.situation, result)] += 1
    assert set(seen) <= set(ALLOWED_REFUSALS), set(seen) - set(ALLOWED_REFUSALS)


def test_every_allowed_refusal_still_happens() -> None:
    results = {(i.situation, _outcome_of(i)) for i in every_incident(FIELD)}
    assert set(ALLOWED_REFUSALS) <= results


def test_exactly_one_rule_fires_and_the_trace_lists_every_candidate() -> None:
    for incident in every_incident(FIELD):
        try:
            ruling = decide(Facts(incident, FIELD))
        except (InvalidFacts, NoRuleApplies):
            continue
        fired = [t for t in ruling.trace if t.status is TraceStatus.FIRED]
        assert [t.rule for t in fired] == [ruling.rule]
        for entry in ruling.trace:
            if entry.status is TraceStatus.OVERRIDDEN:
                assert entry.overridden_by == ruling.rule


def test_a_ruling_without_outcome_always_offers_at_least_two_options() -> None:
    for incident in every_incident(FIELD):
        try:
            ruling = decide(Facts(incident, FIELD))
        except (InvalidFacts, NoRuleApplies):
            continue
        if ruling.outcome is None:
            assert len(ruling.options) >= 2, incident


@pytest.mark.parametrize(
    "enum", [KnockInEvent, LineUpProblem, SixtyYardHitEvent], ids=lambda e: e.__name__
)
def test_every_event_value_is_decided_by_some_rule(enum: type[StrEnum]) -> None:
    decided: set[object] = set()
    for incident in every_incident(FIELD):
        try:
            decide(Facts(incident, FIELD))
        except (InvalidFacts, NoRuleApplies):
            continue
        decided |= {getattr(incident, name) for name in incident.__slots__}
    assert set(enum) <= decided
