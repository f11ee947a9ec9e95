"""Every sentence of Rules 20 and 22 is implemented by the core or listed as not formalised."""

from rules_core import measures, rulebook
from rules_core.coverage import NOT_FORMALISED, implemented_clauses
from rules_core.engine import rules


def test_every_sentence_is_implemented_or_listed_as_not_formalised() -> None:
    implemented = implemented_clauses()
    missing = [s for s in rulebook.all_sentence_ids() if s not in implemented | set(NOT_FORMALISED)]
    assert missing == []


def test_no_sentence_is_both_implemented_and_listed_as_not_formalised() -> None:
    assert set(NOT_FORMALISED) & implemented_clauses() == set()


def test_every_not_formalised_entry_names_a_stored_sentence_and_says_why() -> None:
    for clause, why in NOT_FORMALISED.items():
        rulebook.sentence(clause)
        assert len(why) > 20


def test_every_rule_cites_a_stored_sentence() -> None:
    for rule in rules():
        assert rulebook.sentence(rule.clause).text


def test_rule_ids_are_unique() -> None:
    ids = [r.id for r in rules()]
    assert len(ids) == len(set(ids))


def test_every_measure_is_stated_in_the_sentence_it_cites() -> None:
    words = {measures.Unit.YARD: "yard", measures.Unit.SECOND: "second", measures.Unit.FOOT: "foot"}
    for name, measure in vars(measures).items():
        if not isinstance(measure, measures.Measure):
            continue
        text = rulebook.sentence(measure.clause).text.lower()
        number = f"{measure.value:g}"
        assert number in text, f"{name}: {number} not in {measure.clause}"
        assert words[measure.unit] in text or "-yard" in text, f"{name}: unit not in text"
