"""Every line of the cheat sheet against the rules core's ruling for its situation, in three
languages: the restart, the team, the spot, the time, the citation; the penalty table against
the cards; and no figure the rules did not fix."""

from __future__ import annotations

import re

import pytest

from bot.cheatsheet import COMMON, build_sheet
from bot.cheatsheet.model import NOT_STATED, path_of
from bot.flow import ROOT, build_facts, walk
from bot.i18n import LANGUAGES, translator
from bot.render import KNOCK_IN_INCIDENT, describe_outcome
from bot.rulebook_view import cited_label, clause_label
from bot.wording import glance as wg
from rules_core import Ruling, decide, measures, rulebook
from rules_core.facts import Penalty, Team
from rules_core.penalty_cards import CARDS
from rules_core.ruling import RestartKind

ATT, DEF = Team.ATTACKING, Team.DEFENDING

#: what each common situation must be, by the rulebook (who restarts how, and the figures the
#: rule fixes for it): a second, hand-written reading the core's ruling must agree with
EXPECTED: dict[tuple[str, ...], tuple[RestartKind, Team | None, Penalty | None, set[int]]] = {
    ("end_line", "attacker", "wide_left"): (RestartKind.KNOCK_IN, DEF, None, {30, 10}),
    ("end_line", "attacker", "near_left_post"): (RestartKind.KNOCK_IN, DEF, None, {5, 30, 10}),
    ("end_line", "attacker", "near_right_post"): (RestartKind.KNOCK_IN, DEF, None, {5, 30, 10}),
    ("end_line", "attacker", "left_board"): (RestartKind.KNOCK_IN, DEF, None, {5, 30, 10}),
    ("end_line", "attacker", "right_board"): (RestartKind.KNOCK_IN, DEF, None, {5, 30, 10}),
    ("end_line", "defender", "wide_left"): (RestartKind.PENALTY, ATT, Penalty.P6, {60, 20}),
    ("side_boards", "attacker", "left_between_60s"): (RestartKind.FREE_HIT, DEF, None, {5, 8}),
    ("side_boards", "defender", "left_this_60"): (RestartKind.FREE_HIT, ATT, None, {60, 10, 8}),
    ("side_boards", "off_umpire", "left_between_60s"): (RestartKind.THROW_IN, None, None, set()),
    ("goal", "field_goal"): (RestartKind.THROW_IN, None, None, {20, 25}),
    ("goal", "penalty_1"): (RestartKind.THROW_IN, None, None, {10}),
    ("more", "knock_in_problem", "ten_seconds_elapsed"): (
        RestartKind.PENALTY,
        ATT,
        Penalty.P4,
        {60, 20},
    ),
    ("more", "knock_in_problem", "opponent_inside_30"): (
        RestartKind.PENALTY,
        DEF,
        Penalty.P5B,
        {20},
    ),
    ("foul_shot", "p4", "twenty_seconds_elapsed"): (
        RestartKind.PENALTY,
        DEF,
        Penalty.P5A,
        {20},
    ),
    ("play_stopped", "other", "left_between_60s"): (RestartKind.THROW_IN, None, None, set()),
    ("play_stopped", "inadvertent_whistle", "attackers_hurt", "left_between_60s"): (
        RestartKind.POSSESSION_PLAY,
        ATT,
        None,
        {8, 5},
    ),
}

#: every figure a rule fixes (its measures), the only numbers a line may state
RULE_FIGURES = {int(v.value) for v in vars(measures).values() if isinstance(v, measures.Measure)}


def _ruling(path: str) -> Ruling:
    """The core's ruling for a path, decided afresh from the answers' facts."""
    ruling = decide(build_facts(walk(ROOT, path).answers))
    assert isinstance(ruling, Ruling)
    return ruling


def _figures(text: str) -> set[int]:
    return {int(n) for n in re.findall(r"\d+", text)}


def test_every_common_situation_has_its_reading() -> None:
    assert set(COMMON) == set(EXPECTED)


@pytest.mark.parametrize("slugs", COMMON, ids="/".join)
def test_the_core_rules_each_common_situation_as_the_rulebook_reads(
    slugs: tuple[str, ...],
) -> None:
    kind, team, penalty, figures = EXPECTED[slugs]
    sheet = build_sheet("en")
    row = next(r for r in sheet.restarts if r.path == path_of(slugs))
    outcome = _ruling(row.path).outcome
    assert outcome is not None
    assert (outcome.restart, outcome.team, outcome.penalty) == (kind, team, penalty)
    stated = _figures(" ".join((row.where, *row.time)))
    assert figures <= stated


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_restart_line_says_what_the_ruling_says(lang: str) -> None:
    t = translator(lang)
    for row in build_sheet(lang).restarts:
        ruling = _ruling(row.path)
        assert ruling.outcome is not None
        at_knock_in = ruling.situation == KNOCK_IN_INCIDENT
        headline = describe_outcome(
            ruling.outcome, ruling.teams, ruling.field, t, at_knock_in=at_knock_in
        )
        said = f"{row.restart} {row.team}".strip() + (f" · {row.where}" if row.where else "")
        assert said == headline, row.path
        label = clause_label(ruling.citations[0].clause)
        # a section that shares its label (22.a: the knock-in and calling 'Play') is named too
        number, _, place = label.partition(" ")
        assert row.rule.removesuffix(" *").startswith(number)
        assert row.rule.removesuffix(" *").endswith(place)
        assert row.rule.removesuffix(" *") == cited_label(ruling.citations[0].clause, t)
        background = rulebook.section_of(ruling.citations[0].clause).background
        assert row.rule.endswith(" *") == background
        assert row.section.removesuffix(" *") == label.split(" ")[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_time_on_a_restart_line_is_a_step_of_its_ruling(lang: str) -> None:
    """Each figure of the time column is a number a procedure step (or the penalty's card)
    carries for this ruling: nothing added, nothing rounded."""
    for row in build_sheet(lang).restarts:
        ruling = _ruling(row.path)
        carried = set()
        for step in ruling.procedure:
            if step.id in wg.HOW:
                carried |= {int(x) for x in (step.seconds, step.yards) if x is not None}
        penalty = ruling.outcome.penalty if ruling.outcome else None
        if penalty in CARDS:
            carried |= {line.seconds for line in CARDS[penalty].lines if line.seconds}
        assert _figures(" ".join(row.time)) <= carried, row.path


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheet_states_no_figure_the_rules_did_not_fix(lang: str) -> None:
    sheet = build_sheet(lang)
    for row in sheet.restarts:
        text = " ".join((*row.situation, row.where, *row.time))
        text = text.replace(row.restart, "")  # "Penalty 4" names a penalty, it is no measure
        for p in sheet.penalties:
            text = text.replace(p.name, "")
        assert _figures(text) <= RULE_FIGURES, row.path
    for p in sheet.penalties:
        lines = (*p.where, p.defended, p.fouling_team, *(said for said, _ in (*p.time, *p.miss)))
        assert _figures(" ".join(lines)) <= RULE_FIGURES, p.name


@pytest.mark.parametrize(
    ("lang", "name"), [("en", "Penalty 4"), ("es", "Penal 4"), ("it", "Punizione 4")]
)
def test_every_penalty_is_named_as_the_language_names_it(lang: str, name: str) -> None:
    sheet = build_sheet(lang)
    names = [p.name for p in sheet.penalties]
    word = name.split(" ", maxsplit=1)[0]
    assert name in names
    assert names == [f"{word} {n}" for n in ("1", "2", "3", "4", "5.a", "5.b", "6")]
    assert any(r.restart == name for r in sheet.restarts)  # a late knock-in


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_penalty_table_is_the_cards(lang: str) -> None:
    """One row per card, in the rulebook's order; where a card says nothing of a topic, the
    sheet says "not stated" (the dash and its footnote), never a guess."""
    sheet = build_sheet(lang)
    assert [p.penalty for p in sheet.penalties] == list(CARDS)
    by_penalty = {p.penalty: p for p in sheet.penalties}
    assert by_penalty[Penalty.P4].fouling_team != NOT_STATED
    assert "30" in by_penalty[Penalty.P4].fouling_team
    assert "60" in by_penalty[Penalty.P4].where[0]
    assert by_penalty[Penalty.P2].fouling_team == NOT_STATED
    assert by_penalty[Penalty.P4].sources.endswith("¶1.4 *")  # where: the penalty spots text
    assert [timing.source for timing in sheet.timings] == ["22.b ¶1.2"]
    assert any(note.startswith(NOT_STATED) for note in sheet.footnotes)


def test_a_path_that_is_not_complete_is_refused() -> None:
    with pytest.raises(ValueError, match="not a complete path"):
        path_of(("end_line", "attacker"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_penalty_1_throw_in_is_on_the_sheet_where_its_card_puts_it(lang: str) -> None:
    """Where the Penalty 1 throw-in is (10 yards in front of the goal, ends not changed) is
    on the restarts and on the Penalty 1 row, pictures and page alike (a review found the
    picture without it)."""
    sheet = build_sheet(lang)
    [goal] = [r for r in sheet.restarts if r.path == path_of(("goal", "penalty_1"))]
    ruling = _ruling(goal.path)
    assert ruling.outcome is not None
    assert ruling.outcome.ends_changed is False
    assert "10" in goal.where
    first = sheet.penalties[0]
    assert first.penalty is Penalty.P1
    assert len(first.where) == 2
    assert "10" in first.where[1]


def test_a_knock_in_moved_to_a_post_or_a_board_is_on_the_sheet_for_both_sides() -> None:
    """The knock-in names the side of the post or board it is moved to: both sides are rows
    (a review found only the left)."""
    paths = {r.path for r in build_sheet("en").restarts}
    for side in ("left", "right"):
        for place in (f"near_{side}_post", f"{side}_board"):
            assert path_of(("end_line", "attacker", place)) in paths
