"""A restart named with nothing read of what went wrong at it narrows the first question to the
situations that restart belongs to (``choices.toml`` ``[partly_named]``), under the line that the
bot could not tell which restart; words that tell an incident in part narrow it with no such line
(``[partly]``); either way the reply shows only the choices left, and a button for all."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bench.understand_outsiders import Message, Tree, classify
from bot.callback_data import Action
from bot.flow import ROOT, walk
from bot.flow.model import key_of
from bot.screens import screen
from bot.understand import understand
from bot.understand.reply import is_typed_screen, reply, typed_screen

KNOCK_IN = ("end_line", "more")  # what put the ball out, or what went wrong at the knock-in
LINE_UP = ("goal", "more")  # the goal it follows, or what went wrong at the line-up
PENALTY_HIT = ("end_line", "side_boards", "goal", "foul_shot")  # where the hit went, or its fault
POSSESSION = ("play_stopped", "more")  # a stop with no foul, or a ball that broke
GOAL_JUDGE = ("end_line", "goal")  # his flag: wide over the end line, or between the posts


@pytest.fixture(scope="module")
def tree() -> Tree:
    return Tree()


def _labels(lang: str, slugs: tuple[str, ...]) -> list[str]:
    full = screen("", lang)
    by_slug = dict(zip((c.slug for c in ROOT.choices), full.rows, strict=True))
    return [by_slug[s][0].label for s in slugs]


@pytest.mark.parametrize(
    ("lang", "text", "left"),
    [
        ("en", "on our knock in their 1 was chatting with the ump", KNOCK_IN),
        ("es", "en nuestro saque el 1 de ellos se puso a charlar con el umpire", KNOCK_IN),
        ("it", "sulla nostra rimessa dal fondo il loro 1 chiacchierava con l'arbitro", KNOCK_IN),
        ("en", "at the line up their 2 was chatting with the ump", LINE_UP),
        ("es", "en el line up el 2 de ellos charlaba con el umpire", LINE_UP),
        ("it", "al lancio dell'arbitro il loro 2 chiacchierava", LINE_UP),
        ("en", "on the penalty the ump called play and our 3 hit it", PENALTY_HIT),
        ("es", "en el penal el referí cantó play y nuestro 3 le pegó", PENALTY_HIT),
        ("it", "sul rigore l'arbitro chiama play e il nostro 3 tira", PENALTY_HIT),
        ("en", "on our possession we played it", POSSESSION),
        ("es", "posesión nuestra y la jugamos", POSSESSION),
        ("it", "possesso nostro e l'abbiamo giocata", POSSESSION),
        ("en", "the goal judge waved his flag", GOAL_JUDGE),
        ("es", "el banderillero levantó la bandera", GOAL_JUDGE),
        ("it", "il giudice di porta ha alzato la bandierina", GOAL_JUDGE),
    ],
)
def test_a_restart_named_alone_offers_its_situations_under_the_no_restart_line(
    lang: str, text: str, left: tuple[str, ...]
) -> None:
    understood = understand(text, lang)
    assert (understood.path, understood.narrowed) == ("", left)
    assert understood.no_restart
    shown = reply(understood, lang).screen
    # the bot could not tell which restart: said, with the search, above the choices it left
    assert "/rule" in shown.text
    labels = [row[0].label for row in shown.rows]
    assert labels[: len(left)] == _labels(lang, left)
    assert len(labels) == len(left) + 1  # and one button for every answer
    # a typed answer: its presses go on reading the message
    assert is_typed_screen(shown.text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "left"),
    [
        # hit out, no line said: over the end line or the side
        ("en", "our 3 hit it out", ("end_line", "side_boards")),
        ("es", "nuestro 3 la sacó afuera", ("end_line", "side_boards")),
        ("it", "il nostro 3 l'ha mandata fuori", ("end_line", "side_boards")),
    ],
)
def test_an_incident_told_in_part_offers_the_choices_it_leaves_with_no_line_above(
    lang: str, text: str, left: tuple[str, ...]
) -> None:
    understood = understand(text, lang)
    assert (understood.path, understood.narrowed) == ("", left)
    assert not understood.no_restart
    shown = reply(understood, lang).screen
    # nothing else was understood: the question itself, narrowed, under a line that says the
    # choices are the message's (and marks a typed answer, whose presses read it on)
    assert shown.text.endswith(screen("", lang).text)
    assert shown.text != screen("", lang).text
    assert is_typed_screen(shown.text, lang)
    labels = [row[0].label for row in shown.rows]
    assert labels[: len(left)] == _labels(lang, left)
    assert len(labels) == len(left) + 1


@pytest.mark.parametrize(
    ("lang", "text", "left"),
    [
        ("en", "on our knock in their 1 was chatting with the ump", ("knock_in_problem",)),
        (
            "es",
            "en nuestro saque el 1 de ellos se puso a charlar con el umpire",
            ("knock_in_problem",),
        ),
        (
            "it",
            "sulla nostra rimessa dal fondo il loro 1 chiacchierava con l'arbitro",
            ("knock_in_problem",),
        ),
        (
            "en",
            "at the line up their 2 was chatting with the ump",
            ("line_up", "wrong_side", "inside_line_up", "wrong_way"),
        ),
        ("en", "on our possession we played it", ("ball_broke",)),
    ],
)
def test_more_pressed_after_a_restart_named_alone_offers_that_restarts_problems(
    lang: str, text: str, left: tuple[str, ...]
) -> None:
    more = key_of(ROOT, "more")
    pressed = typed_screen(
        understand(text, lang).concepts, more, lang, None, extend=True, narrow=True
    )
    question = walk(ROOT, more).question
    assert question is not None
    choices = {
        b.payload
        for row in pressed.screen.rows
        for b in row
        if b.action is Action.GO and len(b.payload) == len(more) + 1
    }
    # the choices left, beside "All answers"
    assert choices == {more + key_of(question, slug) for slug in left}


def test_a_restart_named_alone_is_scored_as_the_question_it_narrows(tree: Tree) -> None:
    """``bench.understand_outsiders.classify``: the no-restart line above choices a restart's
    name narrowed is a question like any narrowed one for an incident, and the search's
    pointer for a question of another rule."""
    text = "the goal judge waved his flag"
    understood = understand(text, "en")
    # his flag says a goal or a ball wide, not which: the question it narrows to asks just that
    either = ("end_line/attacker/wide_left", "goal/field_goal")
    message = Message("en-x-001", "en", "dev", text, "ask", either, out_of_scope=False)
    assert classify(message, understood, tree) == "resolved"
    elsewhere = replace(message, expect_paths=("side_boards/attacker/left_this_60",))
    assert classify(elsewhere, understood, tree) == "misread"
    other_rule = replace(message, expect_paths=(), out_of_scope=True)
    assert classify(other_rule, understood, tree) == "resolved"


def test_in_a_chat_with_teams_the_narrowing_waits_under_which_team_defends() -> None:
    understood = understand("our 3 hit it out", "en")
    shown = reply(understood, "en", ("Red", "Blue")).screen
    # "which team defends" first, under a line that says the next question is narrowed (no
    # "one of these" above the teams' names), and the menu still a typed answer
    assert shown.rows == screen("", "en", ("Red", "Blue")).rows
    assert "one of these" not in shown.text
    assert is_typed_screen(shown.text, "en")
