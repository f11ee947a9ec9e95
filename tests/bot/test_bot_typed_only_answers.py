"""Answers only a typed question gives: a zone said without its side ("inside this 60").

The buttons ask the side, which the picture shows; a typed message that does not say it is
ruled in the rule's own words ("inside the boards it went over", "toward the nearer boards")
instead of being asked what the ruling does not need. Such a choice is never a button.
"""

from __future__ import annotations

import pytest

from bench.understand_outsiders import ruling_key
from bot.diagrams import diagram_for
from bot.flow import KEYS, ROOT, all_paths, walk
from bot.flow.model import Question
from bot.i18n import LANGUAGES, translator
from bot.keyboards import choice_rows
from bot.screens import decide_path, screen
from rules_core import Ruling
from rules_core.ruling import SpotAnchor
from tests.botapi_standin.parse_modes import parse_text

TYPED_ONLY = sorted(set(all_paths(ROOT, typed=True)) - set(all_paths(ROOT)))
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


@pytest.mark.parametrize("path", TYPED_ONLY)
def test_a_zone_without_its_side_rules_as_both_sides_do(path: str) -> None:
    left, right = path[:-1] + _sided(path, "left"), path[:-1] + _sided(path, "right")
    rulings = {ruling_key(decide_path(p)) for p in (path, left, right)}
    assert len(rulings) == 1, (path, rulings)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", TYPED_ONLY)
def test_a_zone_without_its_side_names_no_side(path: str, lang: str) -> None:
    text = screen(path, lang).text
    headline = text.split("\n", 1)[0].lower()
    assert not any(side in headline for side in SIDES[lang]), headline
    parse_text(text, "HTML")  # Telegram would take it


@pytest.mark.parametrize("path", TYPED_ONLY)
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
