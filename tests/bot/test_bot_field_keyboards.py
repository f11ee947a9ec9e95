"""The "where" questions are asked on keyboards shaped like the field, and every button leads to
the zone it shows (on the default field the flow's coordinates assume: 300 x 160 yd)."""

from __future__ import annotations

import itertools

import pytest

from bot.flow import ROOT, Layout, build_facts, walk
from bot.flow.model import KEYS
from bot.i18n import translator
from bot.keyboards import question_rows
from rules_core import USPA_OUTDOOR_BOARDED, Side, decide
from rules_core.facts import BallOverEndLine, BallOverSideBoards
from rules_core.field import Span

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
def test_the_end_line_reads_left_to_right_as_its_left_half_the_goal_and_its_right_half(
    lang: str,
) -> None:
    path = _path_to("end_line_where")
    question = walk(ROOT, path).question
    assert question is not None
    assert question.layout is Layout.LINE
    rows = question_rows(question, path, translator(lang))
    assert [len(row) for row in rows[:3]] == [3, 1, 3]  # seven in one row would not fit a phone
    line = [button for row in rows[:3] for button in row]
    crossings: list[Span | None] = []
    for button in line:
        answers = walk(ROOT, button.payload).answers
        crossing = answers.get("crossing_x")
        assert crossing is None or isinstance(crossing, Span)
        crossings.append(crossing)
    assert crossings[3] is None  # the middle button is the goal mouth: a goal, not a knock-in
    stretches = [c for c in crossings if c is not None]
    # board to board, each stretch starting where the one before ends (the goal mouth between)
    mouth = (FIELD.post_x(Side.LEFT), FIELD.post_x(Side.RIGHT))
    for before, after in itertools.pairwise(stretches):
        assert after.lo == before.hi or (before.hi, after.lo) == mouth
    assert stretches[0].lo == 0.0
    assert stretches[-1].hi == FIELD.width_yd
    assert all(b.label.startswith("◂ ") for b in rows[0])
    assert all(b.label.endswith(" ▸") for b in rows[2])


def test_each_end_line_zone_lies_on_one_side_of_every_line_22a_draws_and_decides_one_spot() -> None:
    path = _path_to("end_line_where")
    question = walk(ROOT, path).question
    assert question is not None
    left_post, right_post = FIELD.post_x(Side.LEFT), FIELD.post_x(Side.RIGHT)
    lines = (5.0, left_post - 5.0, left_post, right_post, right_post + 5.0, FIELD.width_yd - 5.0)
    for index, choice in enumerate(question.choices):
        answers = walk(ROOT, path + KEYS[index]).answers
        if "crossing_x" not in answers or not choice.button:
            continue  # a goal; or the place a typed question does not say (the whole line)
        facts = build_facts(answers)
        incident = facts.incident
        assert isinstance(incident, BallOverEndLine)
        crossing = incident.crossing_x
        assert isinstance(crossing, Span)
        assert not any(crossing.lo < line < crossing.hi for line in lines), choice.slug
        assert decide(facts).outcome is not None


def test_the_near_board_and_post_buttons_show_the_5_yard_threshold() -> None:
    path = _path_to("end_line_where")
    question = walk(ROOT, path).question
    assert question is not None
    labels = [b.label for b in question_rows(question, path, translator("en"))[0]]
    assert labels == ["◂ Board ≤5", "◂ Wide", "◂ Post ≤5"]


def test_the_boards_are_two_columns_and_each_row_lies_where_its_label_says() -> None:
    path = _path_to("side_where")
    question = walk(ROOT, path).question
    assert question is not None
    assert question.layout is Layout.GRID
    assert question.columns == 2
    rows = question_rows(question, path, translator("en"))
    sixty, far = 60.0, FIELD.length_yd - 60.0
    ranges = {
        "this_60": Span(0.0, sixty),
        "between_60s": Span(sixty, far, lo_open=True, hi_open=True),
        "far_60": Span(far, FIELD.length_yd),
    }
    for row in rows[: len(ranges)]:
        for column, button in enumerate(row):
            facts = build_facts(walk(ROOT, button.payload).answers)
            incident = facts.incident
            assert isinstance(incident, BallOverSideBoards)
            assert incident.exit_point.x == (0.0 if column == 0 else FIELD.width_yd)
            slug = question.choices[KEYS.index(button.payload[-1])].slug.split("_", 1)[1]
            assert incident.exit_point.y == ranges[slug], slug
