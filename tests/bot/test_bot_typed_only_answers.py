"""Answers only a typed question gives: a zone said without its side ("inside this 60"), a
place not said at all ("play stopped, nobody had it", "an attacker hit it over the end line")
where the ruling needs none, whether the umpires heard the horn, not said ("chukker over,
how do we start the next?"), which the next period's restart never hangs on, and what the
committee found of a suspended game, not said ("rained off in the 4th, how do we go on?"): the
game is resumed unless it finds the game can have no conceivable effect on the event (22.g).

The buttons ask the side, which the picture shows; a typed message that does not say it is
ruled in the rule's own words ("inside the boards it went over", "toward the nearer boards")
instead of being asked what the ruling does not need. A place not said stands only where the
core decides without it (``bot.screens.stands``); where the rule draws a line through the field
(whose 60 the ball went out in), it is asked. Such a choice is never a button.
"""

from __future__ import annotations

import re

import pytest

from bench.understand_outsiders import ruling_key
from bot.diagrams import diagram_for
from bot.flow import KEYS, ROOT, all_paths, walk
from bot.flow.model import NOT_SAID, Question
from bot.flow.zones import ANYWHERE
from bot.i18n import LANGUAGES, translator
from bot.keyboards import choice_rows
from bot.screens import decide_path, screen, stands, typed_paths
from rules_core import Ruling
from rules_core.ids import NoteId, StepId
from rules_core.ruling import SpotAnchor
from tests.botapi_standin.parse_modes import parse_text

TYPED_ONLY = sorted(set(typed_paths()) - set(all_paths(ROOT)))
PLACE_UNSAID = [p for p in TYPED_ONLY if walk(ROOT, p).trail[-1].slug == ANYWHERE.slug]
SIDE_UNSAID = [
    p
    for p in TYPED_ONLY
    if p not in PLACE_UNSAID
    and not walk(ROOT, p).trail[-1].button
    and walk(ROOT, p).trail[-1].slug != NOT_SAID
]


def _unsaid_at(path: str) -> str | None:
    """The question a typed-only "not said" answered on ``path``, where it is the one answer
    of the path no button gives; else None."""
    trail = walk(ROOT, path).trail
    if [c.slug for c in trail if not c.button] != [NOT_SAID]:
        return None
    question = walk(ROOT, path[: [c.slug for c in trail].index(NOT_SAID)]).question
    return question.slug if question else None


#: the horn not said, and every other answer a button's
HORN_UNSAID = [p for p in TYPED_ONLY if _unsaid_at(p) == "horn_heard"]
#: what the committee found of a suspended game, not said
FINDING_UNSAID = [p for p in TYPED_ONLY if _unsaid_at(p) == "could_affect_outcome"]
#: the place left unsaid where the ruling hangs on it: never a typed path
PLACE_NEEDED = sorted(
    p
    for p in all_paths(ROOT, typed=True)
    if walk(ROOT, p).trail[-1].slug == ANYWHERE.slug and p not in PLACE_UNSAID
)
#: the words for a side in each language's rulings ("left boards", "tablas izquierdas"…)
SIDES = {"en": ("left", "right"), "es": ("izquierd", "derech"), "it": ("sinistr", "destr")}


def _questions(question: Question, found: dict[int, Question]) -> dict[int, Question]:
    found[id(question)] = question
    for choice in question.choices:
        if choice.then is not None:
            _questions(choice.then, found)
    return found


def test_there_are_typed_only_answers_and_the_buttons_paths_do_not_hold_them() -> None:
    assert TYPED_ONLY
    for path in all_paths(ROOT):
        assert all(choice.button for choice in walk(ROOT, path).trail)


def test_no_keyboard_shows_a_typed_only_choice() -> None:
    t = translator("en")
    for question in _questions(ROOT, {}).values():
        shown = {b.payload[-1] for row in choice_rows(question, "", t) for b in row}
        for index, choice in enumerate(question.choices):
            assert (KEYS[index] in shown) == choice.button, (question.slug, choice.slug)


def test_typed_only_choices_come_after_the_buttons_so_no_button_key_moves() -> None:
    for question in _questions(ROOT, {}).values():
        buttons = [c.button for c in question.choices]
        assert buttons == sorted(buttons, reverse=True), question.slug


@pytest.mark.parametrize("path", SIDE_UNSAID)
def test_a_zone_without_its_side_rules_as_both_sides_do(path: str) -> None:
    left, right = path[:-1] + _sided(path, "left"), path[:-1] + _sided(path, "right")
    rulings = {ruling_key(decide_path(p)) for p in (path, left, right)}
    assert len(rulings) == 1, (path, rulings)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", SIDE_UNSAID + PLACE_UNSAID)
def test_a_zone_without_its_side_names_no_side(path: str, lang: str) -> None:
    text = screen(path, lang).text
    headline = text.split("\n", 1)[0].lower()
    assert not any(side in headline for side in SIDES[lang]), headline
    parse_text(text, "HTML")  # Telegram would take it


@pytest.mark.parametrize("path", SIDE_UNSAID)
def test_its_picture_claims_no_side_either(path: str) -> None:
    """A spot at the boards it went over has two possible places a field apart: no picture; a
    ball anywhere across a zone is framed as that zone, as a ball on one half is."""
    ruling = decide_path(path)
    assert isinstance(ruling, Ruling)
    outcomes = [ruling.outcome] if ruling.outcome else [o.outcome for o in ruling.options]
    spots = [o.spot for o in outcomes if o.spot is not None]
    at_unsaid_boards = [s.reference is None and s.inside_yd is not None for s in spots]
    if spots and all(at_unsaid_boards):
        assert diagram_for(path, "en") is None
    elif any(s.anchor is SpotAnchor.WHERE_BALL_WAS for s in spots):
        assert diagram_for(path, "en") is not None


def _sided(path: str, side: str) -> str:
    """The key of the same zone with ``side`` said, at the question ``path`` ends at."""
    question = walk(ROOT, path[:-1]).question
    assert question is not None
    zone = question.choices[KEYS.index(path[-1])].slug
    return next(KEYS[i] for i, c in enumerate(question.choices) if c.slug == f"{side}_{zone}")


def test_a_place_unsaid_stands_where_the_ruling_needs_none_and_only_there() -> None:
    """Play stopped with no one disadvantaged, a ball off an umpire over the boards: wherever
    it was; a ball over the boards off a player: whose 60 decides whose free hit, so asked."""
    assert PLACE_UNSAID
    assert PLACE_NEEDED
    slugs = {"/".join(c.slug for c in walk(ROOT, p).trail[:-1]) for p in PLACE_UNSAID}
    assert "side_boards/off_umpire" in slugs
    assert "play_stopped/fallen_injured/nobody" in slugs
    needed = {"/".join(c.slug for c in walk(ROOT, p).trail[:-1]) for p in PLACE_NEEDED}
    assert "side_boards/attacker" in needed
    assert "play_stopped/fallen_injured/attackers_hurt" in needed


@pytest.mark.parametrize("path", PLACE_UNSAID)
def test_a_place_unsaid_rules_as_every_place_does(path: str) -> None:
    question = walk(ROOT, path[:-1]).question
    assert question is not None
    # every place that ends the incident (between the posts is a goal, another incident)
    every = [path[:-1] + KEYS[i] for i, c in enumerate(question.choices) if c.then is None]
    assert len({ruling_key(decide_path(p)) for p in every}) == 1, path


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", PLACE_UNSAID)
def test_a_place_unsaid_is_neither_named_nor_drawn(path: str, lang: str) -> None:
    text = screen(path, lang).text
    headline = text.split("\n", 1)[0].lower()
    assert not any(side in headline for side in SIDES[lang]), headline
    # no zone of the field: a "60" is only the rule's measure ("60 yards out from this end
    # line", a Safety's spot)
    assert not re.search(r"\b60\b(?! yard)|midfield|half", headline), headline
    assert diagram_for(path, lang) is None
    parse_text(text, "HTML")


@pytest.mark.parametrize("path", PLACE_NEEDED)
def test_a_place_unsaid_where_the_ruling_needs_it_is_asked_again(path: str) -> None:
    """A stale or forged button that leaves such a place unsaid gets the place's question."""
    assert not stands(path)
    again = screen(path, "en")
    assert not again.ruling
    assert again.text == screen(path[:-1], "en").text


def _horn(path: str, slug: str) -> str:
    """``path`` with the horn question answered ``slug`` instead of not said."""
    trail = walk(ROOT, path).trail
    at = next(i for i, c in enumerate(trail) if c.slug == NOT_SAID)
    question = walk(ROOT, path[:at]).question
    assert question is not None
    assert question.slug == "horn_heard"
    return path[:at] + KEYS[[c.slug for c in question.choices].index(slug)] + path[at + 1 :]


def test_the_horn_not_said_leads_to_every_way_a_period_ends() -> None:
    assert len(HORN_UNSAID) == len([p for p in all_paths(ROOT) if _horn_heard_yes(p)])


def _horn_heard_yes(path: str) -> bool:
    return any(
        c.slug == "yes" and q.slug == "horn_heard"
        for q, c in zip(_asked(path), walk(ROOT, path).trail, strict=True)
    )


def _asked(path: str) -> list[Question]:
    questions = []
    for at in range(len(path)):
        question = walk(ROOT, path[:at]).question
        assert question is not None
        questions.append(question)
    return questions


@pytest.mark.parametrize("path", HORN_UNSAID)
def test_the_horn_not_said_rules_as_heard_and_not_heard_do(path: str) -> None:
    """The restart (who, how, where) is the same whether the umpires heard it or not: only
    22.f's second sentence, the officials' advice, differs; not said, it is given as what
    happens if they did not hear it."""
    heard, not_heard = _horn(path, "yes"), _horn(path, "no")
    assert len({ruling_key(decide_path(p)) for p in (path, heard, not_heard)}) == 1, path
    steps = [s.id for s in _ruling(path).procedure]
    assert StepId.OFFICIALS_ADVISE_IF_NOT_HEARD in steps
    assert StepId.OFFICIALS_ADVISE_WHERE_STOPPED not in steps
    assert StepId.OFFICIALS_ADVISE_IF_NOT_HEARD not in [s.id for s in _ruling(heard).procedure]


def _ruling(path: str) -> Ruling:
    ruling = decide_path(path)
    assert isinstance(ruling, Ruling)
    return ruling


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_horn_not_said_is_told_as_what_happens_if_they_did_not_hear_it(lang: str) -> None:
    path = next(p for p in HORN_UNSAID if "ball_in_field" in _slugs(p))
    text = screen(path, lang).text
    said = {"en": "If the umpires did not hear the horn", "es": "Si los Umpires", "it": "Se gli"}
    assert said[lang] in text, text
    parse_text(text, "HTML")


def _slugs(path: str) -> list[str]:
    return [c.slug for c in walk(ROOT, path).trail]


def test_a_suspended_games_finding_not_said_is_one_typed_answer() -> None:
    assert [_slugs(p) for p in FINDING_UNSAID] == [["more", "suspended", NOT_SAID]]


@pytest.mark.parametrize("path", FINDING_UNSAID)
def test_the_finding_not_said_rules_as_not_yet_decided_and_as_could_affect_do(path: str) -> None:
    """22.g: "shall be resumed"; abandoning it needs the committee's finding, which nobody said
    was made: resumed, as where it could affect the event, with the note of what could still
    change that; never the committee's options, as where it found no conceivable effect."""
    found = {slug: path[:-1] + _answer_key(path, slug) for slug in ("not_yet", "could_affect")}
    assert len({ruling_key(decide_path(p)) for p in (path, *found.values())}) == 1
    no_effect = path[:-1] + _answer_key(path, "no_effect")
    assert ruling_key(decide_path(no_effect)) != ruling_key(decide_path(path))
    assert NoteId.ABANDONED_ONLY_IF_NO_EFFECT in _ruling(path).notes


def _answer_key(path: str, slug: str) -> str:
    question = walk(ROOT, path[:-1]).question
    assert question is not None
    return KEYS[[c.slug for c in question.choices].index(slug)]
