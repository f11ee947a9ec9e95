"""Patterns of how umpires write, each stated as a rule and tried in several phrasings and
languages (not one phrase each): who did it read from more than role words, places that imply
the situation, figures read against the place they measure, chat shorthand, and the
alternatives a question asks kept apart from what happened.
"""

from __future__ import annotations

import pytest

from bot.flow import ROOT, walk
from bot.flow.zones import FIELD
from bot.teams import split
from bot.understand import understand
from bot.understand.reply import reply
from rules_core.field import span_of


def _answers(text: str, lang: str) -> dict[str, object]:
    _defends, tree_path = split(understand(text, lang).path)
    return dict(walk(ROOT, tree_path).answers)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "red hit it over their own back line wide left"),
        ("en", "our 3 hit it over our own end line, wide right"),
        ("en", "the 4 hit it over his own baseline, wide left"),
        ("es", "rojo la tiró por su propia línea de fondo, abierta a la izquierda"),
        ("it", "i bianchi l'hanno mandata oltre la propria linea di fondo vicino al palo destro"),
    ],
)
def test_over_the_hitters_own_end_line_the_hitter_is_a_defender(lang: str, text: str) -> None:
    answers = _answers(text, lang)
    assert answers["situation"] == "ball_over_end_line"
    assert answers["last_touched_by"] == "defending"


@pytest.mark.parametrize(
    ("lang", "text", "team"),
    [
        ("en", "blue cleared it over the boards on the left inside the 60", "defending"),
        ("es", "despejó por las tablas a la izquierda entre las 60", "defending"),
        ("en", "his shot at goal went wide left", "attacking"),
        ("it", "tiro in porta, fuori larga sulla sinistra", "attacking"),
    ],
)
def test_a_verb_that_carries_a_role_says_who_hit_it(lang: str, text: str, team: str) -> None:
    answers = _answers(text, lang)
    assert team in (answers.get("last_hit_by"), answers.get("last_touched_by"))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ball went wide right"),
        ("en", "it went out close to the left post"),
        ("it", "sbagliato di un soffio, vicino al palo sinistro"),
        ("es", "la bocha salió abierta a la derecha"),
    ],
)
def test_a_place_only_the_end_line_has_says_the_ball_went_over_it(lang: str, text: str) -> None:
    assert _answers(text, lang).get("situation") == "ball_over_end_line"


@pytest.mark.parametrize(
    ("text", "near"),
    [
        ("attacker hit it over the end line just outside the left post, about 2 yards wide", True),
        ("attacker's shot missed just outside the left post, 4 yards wide", True),
        (
            "attacker hit it over the end line just outside the left post, about 15 yards wide",
            False,
        ),
    ],
)
def test_a_figure_before_wide_with_a_post_measures_from_the_post(text: str, near: bool) -> None:
    understood = understand(text, "en")
    assert ("NEAR_POST" in understood.concepts) is near
    assert ("WIDE" in understood.concepts) is not near


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "defensor la saca x el fondo"),
        ("it", "l'attaccante l'ha tirata fuori x la linea di fondo"),
    ],
)
def test_chat_shorthand_is_read_as_its_word(lang: str, text: str) -> None:
    assert _answers(text, lang).get("situation") == "ball_over_end_line"


@pytest.mark.parametrize(
    ("lang", "text", "section"),
    [
        ("en", "how long does the hitter have on a knock in?", "22.a"),
        ("en", "how far back do the opponents have to be at a knock-in", "22.a"),
        ("es", "¿cuánto tiempo tiene para sacar de fondo?", "22.a"),
        ("it", "quanti secondi ha per battere la rimessa dal fondo?", "22.a"),
    ],
)
def test_a_question_of_how_a_restart_is_done_is_answered_from_the_rulebook(
    lang: str, text: str, section: str
) -> None:
    answer = reply(understand(text, lang), lang)
    assert answer.screen.text.startswith("<b>🔎")  # the rulebook's words, not "What happened?"
    assert f"/rule {section}" in answer.screen.text
    assert answer.screen.rows  # each result one tap from its clause


@pytest.mark.parametrize(
    ("lang", "text", "against"),
    [
        ("en", "goal right on the whistle, foul by the defence", "defending"),
        ("en", "goal at the whistle, foul by the attackers", "attacking"),
        ("es", "gol justo cuando sonó el silbato, falta de los defensores", "defending"),
        ("it", "gol proprio al fischio, fallo della difesa", "defending"),
    ],
)
def test_the_one_role_said_beside_a_foul_committed_it(lang: str, text: str, against: str) -> None:
    answers = _answers(text, lang)
    assert answers["situation"] == "goal_at_whistle"
    assert answers["foul_against"] == against


@pytest.mark.parametrize(
    ("lang", "text", "fact", "value"),
    [
        (
            "en",
            "the attacker hit it over the boards on the left, no wait, the right, inside the 60",
            "exit_point.x",
            "right",
        ),
        (
            "en",
            "defender hit it over the end line wide left, sorry, wide right",
            "crossing_x",
            "right",
        ),
        (
            "es",
            "la sacó un atacante por las tablas, no perdón, un defensor, adentro de las 60 a la "
            "izquierda",
            "last_hit_by",
            "defending",
        ),
        (
            "it",
            "l'ha mandata fuori sulla sponda sinistra un attaccante, anzi no, un difensore, tra "
            "le 60",
            "last_hit_by",
            "defending",
        ),
        (
            "en",
            "red hit it out over the boards, attacker, no, defender I mean, inside the 60 left",
            "last_hit_by",
            "defending",
        ),
    ],
)
def test_a_correction_replaces_what_it_says_again(
    lang: str, text: str, fact: str, value: str
) -> None:
    said = _answers(text, lang)[fact]
    if value in ("left", "right"):  # a place: the side of the field it is on
        said = "left" if span_of(said).all_below(FIELD.centre_x) else "right"  # type: ignore[arg-type]
    assert said == value


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # whose goal it went into not said ("…nella nostra porta" is an own goal: our player
        # into the goal we defend, test_patterns_own_goal_by_owner.py)
        ("it", "il nostro 1 tornava tardi dal cambio cavallo, si è confuso e ha segnato"),
        ("es", "penal 2 para ellos y el caballo del que pateaba empujó la bocha adentro del arco"),
    ],
)
def test_a_word_from_another_situation_never_decides_the_line_up_or_the_goal_by_itself(
    lang: str, text: str
) -> None:
    """A line-up word beside a goal, a penalty or a ball out, or a reversed line-up beside an
    own goal: asked, never the line-up's (or the own goal's) ruling. (A goal said before the
    line-up problem, a Safety's own foul shot and a goal in what should have been the scorers'
    own goal are decided: test_patterns_situations2.py.)"""
    understood = understand(text, lang)
    assert not understood.complete
