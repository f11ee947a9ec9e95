"""The "where" questions are asked on keyboards shaped like the field, and every button leads to
the zone it shows (on the default field the flow's coordinates assume: 300 x 160 yd)."""

from __future__ import annotations

import pytest

from bot.flow import ROOT, Layout, build_facts, walk
from bot.flow.model import KEYS
from bot.i18n import translator
from bot.keyboards import question_rows
from rules_core import USPA_OUTDOOR_BOARDED, Side, decide
from rules_core.facts import BallOverEndLine, BallOverSideBoards

FIELD = USPA_OUTDOOR_BOARDED


def _path_to(question_slug: str) -> str:
    """The first path at which the flow asks the question ``question_slug``."""
    stack = [""]
    while stack:
        path = stack.pop(0)
        position = walk(ROOT, path)
        if position.question is None:
            continue
        if position.question.slug == question_slug:
            return path
        stack += [path + KEYS[i] for i in range(len(position.question.choices))]
    raise AssertionError(f"no question {question_slug}")


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_end_line_is_one_row_from_the_left_board_to_the_right_board(lang: str) -> None:
    path = _path_to("end_line_where")
    question = walk(ROOT, path).question
    assert question is not None
    assert question.layout is Layout.LINE
    rows = question_rows(question, path, translator(lang))
    assert len(rows[0]) == 7
    crossings: list[float | None] = []
    for button in rows[0]:
        answers = walk(ROOT, button.payload).answers
        crossings.append(answers.get("crossing_x") if "crossing_x" in answers else None)  # type: ignore[arg-type]
    left, right = crossings[:3], crossings[4:]
    assert crossings[3] is None  # the middle button is the goal mouth: a goal, not a knock-in
    assert left == sorted(left)  # type: ignore[type-var]
    assert right == sorted(right)  # type: ignore[type-var]
    assert rows[0][2].label.startswith("◂ ")
    assert rows[0][4].label.endswith(" ▸")


def test_each_end_line_button_lands_in_the_zone_it_shows() -> None:
    path = _path_to("end_line_where")
    question = walk(ROOT, path).question
    assert question is not None
    left_post, right_post = FIELD.post_x(Side.LEFT), FIELD.post_x(Side.RIGHT)
    zones = {
        "left_board": lambda x: x < 5,
        "wide_left": lambda x: 5 <= x <= left_post - 5,
        "near_left_post": lambda x: left_post - 5 < x <= left_post,
        "near_right_post": lambda x: right_post <= x < right_post + 5,
        "wide_right": lambda x: right_post + 5 <= x <= FIELD.width_yd - 5,
        "right_board": lambda x: x > FIELD.width_yd - 5,
    }
    for index, choice in enumerate(question.choices):
        if choice.slug not in zones:
            continue
        facts = build_facts(walk(ROOT, path + KEYS[index]).answers)
        incident = facts.incident
        assert isinstance(incident, BallOverEndLine)
        assert zones[choice.slug](incident.crossing_x), choice.slug
        assert decide(facts).outcome is not None


def test_the_boards_are_two_columns_and_each_row_lies_where_its_label_says() -> None:
    path = _path_to("side_where")
    question = walk(ROOT, path).question
    assert question is not None
    assert question.layout is Layout.GRID
    assert question.columns == 2
    rows = question_rows(question, path, translator("en"))
    ranges = {
        "this_30": (0, 30),
        "this_30_60": (30, 60),
        "this_60": (60, 60),
        "midfield": (60, 240),
        "far_60": (240, 270),
        "far_30": (270, 300),
    }
    for row in rows[: len(ranges)]:
        for column, button in enumerate(row):
            facts = build_facts(walk(ROOT, button.payload).answers)
            incident = facts.incident
            assert isinstance(incident, BallOverSideBoards)
            assert incident.exit_point.x == (0.0 if column == 0 else FIELD.width_yd)
            slug = question.choices[KEYS.index(button.payload[-1])].slug.split("_", 1)[1]
            low, high = ranges[slug]
            assert low <= incident.exit_point.y <= high, slug
