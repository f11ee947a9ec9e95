"""A question told as an incident: every answer a question takes has its narration in three
languages, the teams by colour and by the role the answers give them, no figure the path's own
words do not state, and a poll question within Telegram's limit wherever the answers fit a
poll."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.flow import ROOT
from bot.flow.builders import ATT, DEF
from bot.flow.model import Question, key_of
from bot.i18n import LANGUAGES, translator
from bot.i18n_markers import Label
from bot.quiz import words
from bot.quiz.bank import bank
from bot.quiz.draw import VARIANTS, Drawn
from bot.quiz.narration import NARRATIONS, narrate, narrations, steps
from rules_core.facts import TeamNames

NAMES = TeamNames(defending="Red", attacking="Blue")
#: the facts by which an answer names a team
_TEAM_FACTS = (
    "last_touched_by",
    "last_hit_by",
    "possession",
    "taken_by",
    "team",
    "scored_by",
    "foul_against",
)
_PLACEHOLDER = re.compile(r"%\((\w+)\)s")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def _tree(question: Question) -> Iterator[tuple[Question, str]]:
    for choice in question.choices:
        yield question, choice.slug
        if choice.then is not None:
            yield from _tree(choice.then)


def _labels() -> list[Label]:
    found = [n.text for n in NARRATIONS.values() if n is not None]
    return found + [n.short for n in NARRATIONS.values() if n is not None and n.short]


def test_every_answer_a_question_takes_has_its_narration() -> None:
    for path in bank().questions:
        for question, choice in steps(path):
            assert (question.slug, choice.slug) in NARRATIONS, (path, question.slug, choice.slug)
        assert narrations(path), path


def test_every_narration_names_an_answer_of_the_tree() -> None:
    answers = {(question.slug, slug) for question, slug in _tree(ROOT)}
    assert set(NARRATIONS) <= answers


@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_narration_is_translated_with_the_team_names_as_its_only_placeholders(
    lang: str,
) -> None:
    t = translator(lang)
    for label in _labels():
        named = set(_PLACEHOLDER.findall(label.message))
        assert named <= {"attacking", "defending"}, label.message
        translated = t.text(label)
        assert translated != label.message, label.message
        assert set(_PLACEHOLDER.findall(translated)) == named, translated


def test_an_answer_that_names_a_team_is_told_with_that_teams_name() -> None:
    """The team each team fact ends up naming is in the narration of the answer that set it
    last, or, where that one is said by the next answer, in the next narration."""
    placeholder = {ATT: "%(attacking)s", DEF: "%(defending)s"}
    for path in bank().questions:
        taken = list(steps(path))
        told = [NARRATIONS[(q.slug, c.slug)] for q, c in taken]
        for fact in _TEAM_FACTS:
            setters = [i for i, (_q, c) in enumerate(taken) if fact in dict(c.sets)]
            if not setters or dict(taken[setters[-1]][1].sets)[fact] is None:
                continue
            team = str(dict(taken[setters[-1]][1].sets)[fact])
            narration = next(n for n in told[setters[-1] :] if n is not None)
            assert placeholder[team] in narration.text.message, (path, fact)


def _stated(path: str) -> set[str]:
    """The figures the path's own words state: its questions' prompts and its answers' labels,
    from the answer that starts the situation afresh."""
    en = translator("en")
    said: list[str] = []
    for question, choice in steps(path):
        said += [question.prompt, en.text(choice.label)]
        if choice.short is not None:
            said.append(en.text(choice.short))
    return set(_NUMBER.findall(" ".join(said)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_figure_in_a_narration_is_one_the_path_states(lang: str) -> None:
    t = translator(lang)
    for path in bank().questions:
        stated = _stated(path)
        for short in (False, True):
            told = narrate(path, NAMES, t, short=short)
            assert set(_NUMBER.findall(told)) <= stated, (path, told)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_question_whose_answers_fit_a_poll_has_a_poll_question(lang: str) -> None:
    t = translator(lang)
    asked = 0
    for question in bank().questions.values():
        for variant in VARIANTS:
            drawn = Drawn(question, variant)
            options = words.poll_options(drawn.id, lang)
            if any(len(o) > words.POLL_OPTION_MAX for o in options):
                continue
            asked = asked + 1
            said = words.poll_question(drawn, t)
            assert said is not None, (drawn.id, lang)
            assert len(said) <= words.POLL_QUESTION_MAX
            assert words.poll(drawn.id, lang) is not None
    assert asked >= 4 * 250


def test_a_poll_question_says_it_shorter_only_where_the_full_words_do_not_fit() -> None:
    t = translator("it")
    drawn = Drawn(bank().questions["672272"], "3")  # the horn unheard, a long last play
    full = words.incident(drawn, t)
    said = words.poll_question(drawn, t)
    assert said is not None
    assert len(said) < len(full)
    assert "Ultima azione:" in said
    fits = Drawn(bank().questions["111"], "1")
    assert words.poll_question(fits, t) == (
        words.incident(fits, t).replace("<i>", "").replace("</i>", "").replace("\n", " ").strip()
        + " "
        + t._(words.PROMPT)
    )


def test_the_issues_example_reads_as_an_umpire_would_tell_it() -> None:
    path = key_of(ROOT, "end_line") + "56"  # a defender's hit, off the boards, wide right
    assert narrate(path, NAMES, translator("en")) == (
        "Red hits the ball; it comes off the boards and goes over the end line, wide on the "
        "right, more than 5 yards from the post and the board."
    )
    assert narrate(path, NAMES, translator("es")) == (
        "Red golpea la bocha, que pega en las tablas y sale por la línea de fondo, a la derecha "
        "del arco, a más de 5 yardas del poste y de la tabla."
    )
    assert narrate(path, NAMES, translator("it")) == (
        "Red colpisce la palla, che prende le sponde ed esce oltre la linea di fondo, larga a "
        "destra, a più di 5 yarde dal palo e dalla sponda."
    )


def test_a_goal_is_told_from_the_ball_between_the_posts_not_the_crossing_it_replaced() -> None:
    through_posts = key_of(ROOT, "end_line") + "14" + "1"  # an attacker's hit, between the posts
    goal = key_of(ROOT, "goal") + "1"
    en = translator("en")
    assert narrate(through_posts, NAMES, en) == narrate(goal, NAMES, en)
    assert narrate(goal, NAMES, en) == "Blue scores a field goal."


def test_the_last_play_of_a_period_follows_its_lead() -> None:
    path = "67" + "12" + "11"  # heard the horn; an attacker hit it over, within 5 yd of the board
    assert narrate(path, NAMES, translator("en")) == (
        "The period ends and the umpires hear the horn. The last play of the period: Blue hits "
        "the ball over the end line, within 5 yards of the left board."
    )
    side_unknown = "67" + "13" + "61"  # over the side boards, cause unknown
    assert "del período: por una causa" in narrate(side_unknown, NAMES, translator("es"))
