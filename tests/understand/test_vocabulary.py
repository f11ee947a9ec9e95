"""The vocabulary and the choice rules are data: they must agree with each other and with the
question tree."""

from __future__ import annotations

import pytest

from bot.flow import ROOT, Question
from bot.flow.model import NOT_SAID
from bot.flow.zones import ANYWHERE
from bot.understand.resolve import (
    confirmations,
    implications,
    parse_rule,
    partly,
    rules,
    unsaid_kept_asked,
)
from bot.understand.situations import ONLY_FROM_RULES
from bot.understand.vocabulary import LANGUAGES, vocabulary

#: a phrase may say two concepts only where one word is both: "contra" / "contro" are both
#: "off" (the ball came off him) and "against" (a foul against him); which one is read from
#: the message (a foul, or a ball going out); the Spanish imperfect is a role and a stance
#: ("el que DEFENDÍA" the defender, "rojo DEFENDÍA" red's stance), read from a team's name
#: beside it (sides.py, stance_of_a_name)
SHARED = {
    frozenset({"OFF", "AGAINST"}),
    frozenset({"ATT", "ATTACKS"}),
    frozenset({"DEF", "DEFENDS"}),
    # Play called at once ("called play instantly") is Play called
    frozenset({"CALL_PLAY", "PLAY_AT_ONCE"}),
    # the ball stolen ("le cortó la bocha", "ci ruba la palla") is played, by the other side
    frozenset({"PLAYED", "STOLE_BALL"}),
    # "dribbling" is having the ball in play ("was DRIBBLING at their goal when play stopped")
    # and, at a free hit from the 60, its tap: the question asked reads the one it needs
    frozenset({"POSSESSION", "TAPPED"}),
    # "iba solo al arco": he had the ball, and was going at the goal
    frozenset({"POSSESSION", "TOWARD_GOAL"}),
}


def _questions() -> dict[str, Question]:
    found: dict[str, Question] = {}

    def visit(question: Question) -> None:
        found.setdefault(question.slug, question)
        for choice in question.choices:
            if choice.then is not None:
                visit(choice.then)

    visit(ROOT)
    return found


def _concepts_in_rules() -> set[str]:
    named: set[str] = set()
    for choices in rules().values():
        for rule in choices.values():
            for alternative in rule.alternatives:
                named |= alternative.needs
                for excluded in alternative.excluded_by:
                    named |= excluded
    return named


def test_every_confirm_and_unsaid_rule_names_concepts_and_questions_that_exist() -> None:
    """A misspelt concept in ``[confirm]`` or ``[unsaid]`` would never hold, silently: a
    violation always decided, a place never kept asked."""
    said = set(vocabulary("en").concepts)
    implied = {c for source, targets in implications().items() for c in (source, *targets)}
    known = said | implied | _concepts_in_rules()
    questions = _questions()
    for slug, choices in confirmations().items():
        offered = {c.slug for c in questions[slug].choices}
        for choice, rule in choices.items():
            assert choice in offered, (slug, choice)
            for alternative in rule.alternatives:
                assert alternative.needs <= known, (slug, choice, alternative.needs - known)
                for excluded in alternative.excluded_by:
                    assert excluded <= known, (slug, choice, excluded - known)
    for slug, rule in unsaid_kept_asked().items():
        unsaid = {ANYWHERE.slug, NOT_SAID}
        assert any(c.slug in unsaid and not c.button for c in questions[slug].choices), slug
        for alternative in rule.alternatives:
            assert alternative.needs <= known, (slug, alternative.needs - known)


def test_every_rule_names_a_question_and_a_choice_of_the_tree() -> None:
    questions = _questions()
    for slug, choices in rules().items():
        assert slug in questions, slug
        offered = {c.slug for c in questions[slug].choices}
        assert set(choices) <= offered, (slug, set(choices) - offered)


def test_every_question_that_sets_a_fact_has_rules_for_every_choice() -> None:
    for slug, question in _questions().items():
        if slug == "what_happened":
            continue  # "More…" opens a menu; its rule is the More question's situations
        # a place (or a fact) not said is taken where nothing is said of it, by no words
        said = {c.slug for c in question.choices if c.slug not in (ANYWHERE.slug, NOT_SAID)}
        assert set(rules().get(slug, {})) == said, slug


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_concept_a_rule_needs_is_said_or_implied_in_each_language(lang: str) -> None:
    said = set(vocabulary(lang).concepts) | set(vocabulary("en").concepts)
    implied = {c for targets in implications().values() for c in targets}
    composed = {"OFF_", "AGAINST_", "SIXTY_OF_", "GIVEN_"}
    for concept in _concepts_in_rules():
        if concept in ("ATT", "DEF", "TEAM_UNKNOWN") or concept.startswith(tuple(composed)):
            continue
        if concept in ONLY_FROM_RULES:  # what words say together, never one phrase
            continue
        assert concept in said or concept in implied, concept


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_language_names_only_concepts_english_names(lang: str) -> None:
    assert set(vocabulary(lang).concepts) <= set(vocabulary("en").concepts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_phrase_says_two_things(lang: str) -> None:
    for phrases in vocabulary(lang).phrases.values():
        for phrase in phrases:
            if len(phrase.concepts) > 1:
                assert phrase.concepts in SHARED, (phrase.stems, sorted(phrase.concepts))


def test_a_rule_reads_alternatives_and_exclusions() -> None:
    rule = parse_rule("A+B !X | C !Y+Z")
    assert rule.holds({"A", "B"}) == frozenset({"A", "B"})
    assert rule.holds({"A", "B", "X"}) is None
    assert rule.holds({"C", "Y"}) == frozenset({"C"})
    assert rule.holds({"C", "Y", "Z"}) is None
    with pytest.raises(ValueError, match="no concept"):
        parse_rule("!X")


def test_every_answer_in_part_names_a_question_its_choices_and_concepts_of_the_rules() -> None:
    questions = _questions()
    known = _concepts_in_rules() | set(vocabulary("en").concepts)
    for slug, entries in partly().items():
        assert slug in questions, slug
        slugs = {c.slug for c in questions[slug].choices}
        for needs, left in entries:
            assert needs <= known, (slug, needs)
            assert left, (slug, needs)  # never no choice at all
            assert left < slugs, (slug, needs)  # fewer choices than the question's


def test_an_answer_in_part_leaves_every_choice_its_concepts_would_decide() -> None:
    """A concept said in part never rules out a choice it is part of: "a defender" at "who
    touched it last" leaves every choice whose rule needs a defender."""
    for slug, entries in partly().items():
        for needs, left in entries:
            for choice, rule in rules()[slug].items():
                if any(needs <= alternative.needs for alternative in rule.alternatives):
                    assert choice in left, (slug, needs, choice)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_phrase_is_only_a_negation(lang: str) -> None:
    """A phrase of only "no" (Spanish "no sé" once was: "sé" folds to the stop word "se")
    would say its concept wherever anyone says "no"."""
    v = vocabulary(lang)
    assert v.negation
    for phrases in v.phrases.values():
        for phrase in phrases:
            assert not all(s.removeprefix("=") in v.negation for s in phrase.stems), phrase
