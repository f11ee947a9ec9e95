"""Every button says what its choice sets, and every question's prompt what its choices set.

Three wrong calls came from a label or a prompt that said one thing while the choice set
another: a Penalty 5.a "inside its own 60" taken by the defenders under a prompt saying the
attackers take it, an end-line choice "Off a defender's own horse" that also caught an attacker's
hit, and a line-up problem always sent to the centre. These checks run over every question of the
tree, in every language, so that no label or prompt can drift from the facts again:

* where the choices of a question set a team fact differently, each label *begins* with the team
  it sets (its subject: "An attacker's hit, off a defender…", "Defensor, rebote en…");
* a prompt that states who does the act ("The team taking it attacks this goal") holds for every
  choice under it, and a prompt naming a role is one of those listed here, so a new one is read;
* a label that says left or right sets a place on that side; a label that says which 60 sets a
  place inside it, for the team the choice names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.flow import ROOT, all_paths, walk
from bot.flow.builders import ATT, DEF
from bot.flow.model import Choice, Fact, Question
from bot.flow.zones import FIELD
from bot.i18n import LANGUAGES, translator
from rules_core import measures as m
from rules_core.field import span_of

#: the team facts a choice can set (the core's names)
TEAM_FACTS = (
    "last_touched_by",
    "last_hit_by",
    "taken_by",
    "scored_by",
    "foul_against",
    "possession",
    "team",
)

#: the words each language names a role with, at the start of a word
ROLE_WORDS: dict[str, dict[str, str]] = {
    "en": {ATT: r"attacker", DEF: r"defender"},
    "es": {ATT: r"atacante|equipo atacante", DEF: r"defensor|equipo defensor"},
    "it": {ATT: r"attaccant|attacco|squadra in attacco", DEF: r"difensor|difesa|squadra in difesa"},
}
#: words before the subject that say nothing about it
ARTICLES = {
    "en": r"(?:an?|the|no)\s+",
    "es": r"(?:un|una|el|la|los|las)\s+",
    "it": r"(?:un|una|uno|il|lo|la|l'|i|gli|le)\s*",
}
SIDE_WORDS = {
    "en": {"left": r"\bleft\b", "right": r"\bright\b"},
    "es": {"left": r"izquierd", "right": r"derech"},
    "it": {"left": r"sinistr", "right": r"destr"},
}

#: prompts (English msgids, in part) that say who does the act, and the fact they fix
PROMPT_FRAMES: dict[str, tuple[str, str]] = {
    "The team taking it attacks this goal": ("taken_by", ATT),
    "After the attackers' free hit": ("taken_by", ATT),
}
#: prompts that name a role only to set the frame of "this goal" (no fact of their own)
FRAME_ONLY = (
    "(Defenders defend this goal.)",
    "(Attackers attack this goal.)",
    "(The defenders knock in.)",
    "as you face this goal",
)


def questions() -> Iterator[Question]:
    seen: set[str] = set()

    def visit(question: Question) -> Iterator[Question]:
        if question.slug in seen:
            return
        seen.add(question.slug)
        yield question
        for choice in question.choices:
            if choice.then is not None:
                yield from visit(choice.then)

    yield from visit(ROOT)


def team_set(choice: Choice) -> tuple[str, Fact] | None:
    for name, value in choice.sets:
        if name in TEAM_FACTS and value in (ATT, DEF):
            return name, value
    return None


def mixed_team_questions() -> list[Question]:
    """Questions whose choices set one team fact to both teams."""
    found = []
    for question in questions():
        values = {team_set(c)[1] for c in question.choices if team_set(c) is not None}  # type: ignore[index]
        if values == {ATT, DEF}:
            found.append(question)
    return found


def subject_role(label: str, lang: str) -> str | None:
    """The role a label begins with, if any."""
    head = re.sub(rf"^{ARTICLES[lang]}", "", label.strip().lower())
    for team, words in ROLE_WORDS[lang].items():
        if re.match(rf"(?:{words})", head):
            return team
    return None


def test_the_checks_see_the_questions_that_once_went_wrong() -> None:
    slugs = {q.slug for q in mixed_team_questions()}
    assert {"end_line_who", "side_who", "possession"} <= slugs
    assert any(q.slug == "foul_shot_penalty" for q in questions())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_label_begins_with_the_team_its_choice_sets(lang: str) -> None:
    t = translator(lang)
    wrong = []
    for question in mixed_team_questions():
        for choice in question.choices:
            sets = team_set(choice)
            if sets is None:
                continue  # who it was does not matter here (off the umpire, cause unknown)
            label = t.text(choice.label)
            if subject_role(label, lang) != sets[1]:
                wrong.append((question.slug, choice.slug, label, sets))
    assert not wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_label_names_the_other_team_first_where_all_choices_set_one(lang: str) -> None:
    t = translator(lang)
    wrong = []
    for question in questions():
        teams = {team_set(c)[1] for c in question.choices if team_set(c) is not None}  # type: ignore[index]
        if len(teams) != 1:
            continue
        (team,) = teams
        for choice in question.choices:
            named = subject_role(t.text(choice.label), lang)
            if named is not None and team_set(choice) is not None and named != team:
                wrong.append((question.slug, choice.slug))
    assert not wrong


def test_a_prompt_that_says_who_acts_holds_on_every_path_through_it() -> None:
    checked = 0
    for path in all_paths(ROOT):
        answers = walk(ROOT, path).answers
        for end in range(len(path)):
            asked = walk(ROOT, path[:end]).question
            assert asked is not None
            for claim, (name, value) in PROMPT_FRAMES.items():
                if claim in asked.prompt:
                    assert answers.get(name) == value, (path, asked.slug, claim)
                    checked += 1
    assert checked


def test_every_prompt_that_names_a_role_is_read_by_these_checks() -> None:
    role = re.compile(ROLE_WORDS["en"][ATT] + "|" + ROLE_WORDS["en"][DEF] + "|team taking")
    unread = [
        q.slug
        for q in questions()
        if role.search(q.prompt.lower())
        and not any(c in q.prompt for c in PROMPT_FRAMES)
        and not any(f in q.prompt for f in FRAME_ONLY)
    ]
    assert not unread


def _side_of(choice: Choice) -> str | None:
    for name, value in choice.sets:
        if name.endswith(".x") or name in ("crossing_x", "exit_point.x"):
            xs = span_of(value)  # type: ignore[arg-type]
            if xs.all_below(FIELD.centre_x):
                return "left"
            if xs.all_above(FIELD.centre_x):
                return "right"
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_label_that_says_left_or_right_sets_a_place_on_that_side(lang: str) -> None:
    t = translator(lang)
    wrong = []
    for question in questions():
        for choice in question.choices:
            label = t.text(choice.label).lower() + " " + choice.frame
            said = {side for side, pattern in SIDE_WORDS[lang].items() if re.search(pattern, label)}
            said |= {"left"} if "⬅" in choice.frame else set()
            said |= {"right"} if "➡" in choice.frame else set()
            side = _side_of(choice)
            if said and side is not None and said != {side}:
                wrong.append((question.slug, choice.slug, label, side))
    assert not wrong


def test_a_penalty_said_inside_a_60_is_placed_inside_that_teams_60() -> None:
    """ "Inside the 60 it attacks / defends": the spot is inside the 60 of the goal the taker
    attacks (this goal, y = 0) or defends (the far one)."""
    sixty = m.SIXTY_YARD_LINE.value
    penalty = next(q for q in questions() if q.slug == "foul_shot_penalty")
    checked = 0
    for choice in penalty.choices:
        sets = dict(choice.sets)
        y = span_of(sets["spot.y"])  # type: ignore[arg-type]
        attacks = sets["taken_by"] == ATT
        label = str(choice.label)
        if "the 60 it attacks" in label:
            assert y.all_at_most(sixty) if attacks else y.all_at_least(FIELD.length_yd - sixty)
            checked += 1
        if "the 60 it defends" in label:
            assert y.all_at_least(FIELD.length_yd - sixty) if attacks else y.all_at_most(sixty)
            checked += 1
    assert checked == 2
