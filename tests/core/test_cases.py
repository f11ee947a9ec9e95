"""The seeds' worked examples and the boundary cases, as data: each one a test named by a sentence.

``tests/cases/*.toml`` holds the facts (in the JSON interface's form) and what the ruling must
say. Only what a case states is checked, so each case reads as the example it comes from.
"""

import tomllib
from pathlib import Path
from typing import Any

import pytest

from rules_core import decide, rulebook
from rules_core.errors import InvalidFacts, NoRuleApplies
from rules_core.json_io import facts_from_json
from rules_core.ruling import Outcome, Ruling, TraceStatus

CASES_DIR = Path(__file__).parent.parent / "cases"


def _load(name: str) -> list[dict[str, Any]]:
    with (CASES_DIR / name).open("rb") as file:
        return list(tomllib.load(file)["case"])


SEED_EXAMPLES = _load("seed_examples.toml")
BOUNDARIES = _load("boundaries.toml")


def _check_outcome(outcome: Outcome, expect: dict[str, Any]) -> None:
    if "restart" in expect:
        assert outcome.restart == expect["restart"]
    if "team" in expect:
        assert outcome.team == expect["team"]
    if "penalty" in expect:
        assert outcome.penalty == expect["penalty"]
    if "spot" in expect:
        assert outcome.spot is not None
        point = outcome.spot.place.point
        assert point is not None, outcome.spot
        assert (point.x, point.y) == pytest.approx(tuple(expect["spot"]))
    if "moved" in expect:
        assert outcome.spot is not None
        assert outcome.spot.moved is expect["moved"]
    if "toward" in expect:
        assert outcome.spot is not None
        assert outcome.spot.toward == expect["toward"]
    if "goal_counts" in expect:
        assert outcome.goal is not None
        assert outcome.goal.counts == expect["goal_counts"]
    if "credited_to" in expect:
        assert outcome.goal is not None
        assert outcome.goal.credited_to == expect["credited_to"]
    if "ends_changed" in expect:
        assert outcome.ends_changed is expect["ends_changed"]


def _check(ruling: Ruling, expect: dict[str, Any]) -> None:
    if "options" in expect:
        assert ruling.outcome is None
        assert [o.id for o in ruling.options] == expect["options"]
    else:
        assert ruling.outcome is not None
        _check_outcome(ruling.outcome, expect)
    if "rule" in expect:
        assert ruling.rule == expect["rule"]
    if "clock" in expect:  # "not_stated": no sentence says, so the ruling says nothing
        state = ruling.clock.state if ruling.clock is not None else "not_stated"
        assert state == expect["clock"]
    for note in expect.get("notes", []):
        assert note in ruling.notes
    for violation in expect.get("violations", []):
        assert violation in [v.id for v in ruling.violations]
    for step_id, *measure in expect.get("steps", []):
        steps = [s for s in ruling.procedure if s.id == step_id]
        assert steps, f"no step {step_id}"
        if measure:
            attribute, value = measure
            assert any(getattr(s, attribute) == value for s in steps), (step_id, steps)
    overridden = [t.rule for t in ruling.trace if t.status is TraceStatus.OVERRIDDEN]
    assert overridden == expect.get("overridden", overridden)


def _run(case: dict[str, Any]) -> None:
    expect = case["expect"]
    refused = expect.get("refused")
    if refused == "no_rule":
        with pytest.raises(NoRuleApplies):
            decide(facts_from_json(case["facts"]))
    elif refused is not None:
        with pytest.raises(InvalidFacts) as error:
            decide(facts_from_json(case["facts"]))
        assert error.value.field == refused
    else:
        _check(decide(facts_from_json(case["facts"])), expect)


@pytest.mark.parametrize("case", SEED_EXAMPLES, ids=[c["name"] for c in SEED_EXAMPLES])
def test_seed_example(case: dict[str, Any]) -> None:
    _run(case)


@pytest.mark.parametrize("case", BOUNDARIES, ids=[c["name"] for c in BOUNDARIES])
def test_boundary(case: dict[str, Any]) -> None:
    _run(case)


def test_every_case_names_a_stored_sentence() -> None:
    for case in SEED_EXAMPLES + BOUNDARIES:
        assert rulebook.sentence(case["clause"]).text


def test_every_example_paragraph_of_the_seeds_has_its_cases() -> None:
    example_paragraphs = {
        p.id for s in rulebook.sections() for p in s.paragraphs if p.kind == "examples"
    }
    illustrated = {case["clause"].split(".")[0] for case in SEED_EXAMPLES}
    assert example_paragraphs <= illustrated


def test_every_seed_example_is_illustrated_by_a_ruling_that_cites_it() -> None:
    for case in SEED_EXAMPLES:
        ruling = decide(facts_from_json(case["facts"]))
        cited = {c.clause for c in ruling.citations}
        assert case["clause"] in cited, case["name"]
