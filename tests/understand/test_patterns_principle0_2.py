"""Principle 0, second pass (issue 17): never tell an official something the words did not say.
Each test states one pattern of words that leave a fact open, in several phrasings and in each
language where it exists; the bot must ask that fact (or offer it to confirm), never state it."""

from __future__ import annotations

import pytest

from bot.understand import understand
from bot.understand.concepts import alternatives_asked
from bot.understand.vocabulary import vocabularies_for
from tests.understand.reading import read

# --- Alternatives a dictated question ends on, with no "?" --------------------------------
# "…what do they get, pen 4 or 5a": the penalty named in the question is what the umpire may
# give, never the penalty that was being taken; the writer typed no "?" (dictation).

ALTERNATIVES_UNTYPED = [
    ("en", "their 2 overran the ball on his penalty, what now pen 4 or 5a"),
    ("en", "their 1 passed the ball taking the penalty is it pen 4 or 5b"),
    ("es", "el 2 de ellos se pasó la bocha en el penal que les damos penal 4 o 5a"),
    ("es", "se pasó de la bocha pateando el penal es penal 4 o penal 5b"),
    ("it", "il loro 2 ha superato la palla battendo il rigore cosa diamo penalty 4 o 5a"),
    ("it", "ha passato la palla sul rigore è penalty 4 o 5b"),
]


@pytest.mark.parametrize(("lang", "text"), ALTERNATIVES_UNTYPED)
def test_a_penalty_asked_as_an_alternative_is_not_the_one_taken(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.decided
    answers, asked = read(text, lang)
    assert answers == "foul_shot"
    assert asked == "foul_shot_penalty"


RESTART_ALTERNATIVES_UNTYPED = [
    ("en", "i touched it last with my stick but they shot it knock in or pen 6"),
    ("en", "came off my mallet at the end, their shot though, safety or knock in"),
    ("es", "la toqué último con el taco pero el tiro era de ellos saque o safety"),
    ("it", "l'ho toccata io per ultimo ma il tiro era loro rimessa o penalty 6"),
]


@pytest.mark.parametrize(("lang", "text"), RESTART_ALTERNATIVES_UNTYPED)
def test_restarts_asked_as_alternatives_are_no_knock_in_problem(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert not answers.startswith("more/knock_in_problem")
    assert not understand(text, lang).decided


GOAL_OR_NOT_UNTYPED = [
    ("en", "the ball went in straight off the whistle, they fouled, goal or penalty 1"),
    ("es", "entró justo cuando pitaron foul de la defensa gol o penal 1"),
    ("it", "è entrata mentre fischiava fallo della difesa gol o penalty 1"),
]


@pytest.mark.parametrize(("lang", "text"), GOAL_OR_NOT_UNTYPED)
def test_goal_or_penalty_1_untyped_is_asked(lang: str, text: str) -> None:
    # whether the umpires called the Penalty 1 is what the writer asks: never answered for him
    assert not understand(text, lang).decided


MEASURES_NOT_ALTERNATIVES = [
    ("en", "the 60 yard hit went 30 yards or more"),
    ("en", "went over the back line 4 or 5 yards from the left post"),
    ("es", "salió de fondo a 4 o 5 yardas del palo izquierdo"),
    ("it", "è uscita dal fondo a 4 o 5 yarde dal palo sinistro"),
]


@pytest.mark.parametrize(("lang", "text"), MEASURES_NOT_ALTERNATIVES)
def test_a_measure_with_or_is_no_alternative(lang: str, text: str) -> None:
    assert alternatives_asked(text, vocabularies_for(lang)) == ()


INCIDENT_BEFORE_ALTERNATIVES = [
    ("en", "the ball broke on the first hit of the pen 2 redo or throw in"),
    ("es", "se rompió la bocha en el primer golpe del penal 2 se repite o throw in"),
    ("it", "si è rotta la palla al primo colpo del penalty 2 si ripete o throw in"),
]


@pytest.mark.parametrize(("lang", "text"), INCIDENT_BEFORE_ALTERNATIVES)
def test_the_incident_before_the_alternatives_stays_said(lang: str, text: str) -> None:
    assert read(text, lang) == ("more/ball_broke/foul_shot", None)


FOUL_PENALTY_ASKED = [
    ("en", "he crossed me while defending is that a pen 2 or 3"),
    ("es", "me cruzó cuando defendía es penal 2 o 3"),
    ("it", "mi ha tagliato la linea mentre difendeva è penalty 2 o 3"),
]


@pytest.mark.parametrize(("lang", "text"), FOUL_PENALTY_ASKED)
def test_which_penalty_for_a_foul_is_a_question_about_the_rules(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.decided
    assert not u.nothing
    assert u.procedure or u.out_of_scope


# --- A hedge followed only by more doubt ----------------------------------------------------
# "…off the umps horse I think, not 100 percent": what follows the hedge says nothing but the
# doubt again, so the hedge covers the event just before it (its last words), never a fact.

HEDGE_THEN_UNSURE = [
    ("en", "ball went out over the boards off the umpires horse i think not sure"),
    ("en", "it went over the boards off the umps horse I think not 100 percent"),
    (
        "es",
        "salió por las tablas después de pegar en el caballo del umpire creo que no estoy seguro",
    ),
    ("it", "è uscita dalle sponde dopo aver preso il cavallo dell'arbitro credo non sono sicuro"),
]


@pytest.mark.parametrize(("lang", "text"), HEDGE_THEN_UNSURE)
def test_a_hedge_then_only_doubt_covers_the_event_before(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.decided
    assert "OFF_UMPIRE" in u.doubtful
    # offered alone to confirm with one tap, never stated
    assert read(text, lang) == ("side_boards", "side_who")
    assert u.narrowed == ("off_umpire",)


# --- "Between the posts" as where a knock-in was set ---------------------------------------
# A knock-in set up between the posts for a ball that went out by a post: the words place the
# knock-in, they do not say the ball went in; a goal is never read from them alone.

KNOCK_IN_BETWEEN_THE_POSTS = [
    ("en", "went out just by the left post and the umpire put the knock in between the posts"),
    ("en", "ump placed the knock-in between the posts because it crossed right next to the post"),
    ("es", "salió pegada al palo y el referí puso el saque entre los palos"),
    ("it", "è uscita vicino al palo e l'arbitro ha messo la rimessa tra i pali"),
]


@pytest.mark.parametrize(("lang", "text"), KNOCK_IN_BETWEEN_THE_POSTS)
def test_a_knock_in_set_between_the_posts_is_no_goal(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.decided
    answers, _asked = read(text, lang)
    assert not answers.startswith("goal")
