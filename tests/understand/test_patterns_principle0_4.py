"""Principle 0, fourth pass (issue 17): never tell an official something the words did not say.
Each test states one pattern of words that leave a fact open (or say nothing of it), in several
phrasings and in each language where it exists; the bot must ask that fact, never state it."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- "Without" negates what follows it ------------------------------------------------------
# "circled wide WITHOUT passing the ball": the pass did not happen; read as a "not", the words
# after it say nothing (asked), never the very thing denied.

WITHOUT_PASSING = [
    ("en", "at the knock in he turned his horse round without passing the ball and got whistled"),
    ("en", "our 4 came round again without passing the ball on the knock in"),
    ("es", "en el saque dio una vuelta larga sin pasar la bocha y el umpire pitó"),
    ("es", "el 2 nuestro giró sin pasar la bocha en el saque de fondo"),
    ("it", "sul knock in ha girato il cavallo senza passare la palla e l'arbitro ha fischiato"),
    ("it", "il nostro 4 ha fatto un giro senza passare la palla sul knock in"),
]


@pytest.mark.parametrize(("lang", "text"), WITHOUT_PASSING)
def test_without_negates_what_follows(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert "PASSED_BALL" not in u.concepts
    answers, _asked = read(text, lang)
    assert "hitter_passed_ball" not in answers


PASSED_THE_BALL = [
    ("en", "at the knock in he rode past the ball before hitting it"),
    ("es", "en el saque pasó la bocha antes de pegarle"),
    ("it", "sul knock in ha superato la palla prima di colpirla"),
]


@pytest.mark.parametrize(("lang", "text"), PASSED_THE_BALL)
def test_a_ball_passed_is_still_read(lang: str, text: str) -> None:
    assert "PASSED_BALL" in understand(text, lang).concepts


# --- The team's belief is a hedge too -------------------------------------------------------
# "we reckon it came off their 4": what the team believes is no more a fact than what the
# writer thinks; it is offered to confirm, never stated.

TEAM_BELIEVES = [
    ("en", "ball went over the boards and we reckon it came off their 2"),
    ("en", "it went out over the boards, we believe off their 3"),
    ("es", "salió por las tablas y creemos que pegó en el 2 de ellos"),
    ("es", "se fue por la tabla, nos parece que la tocó el 3 de ellos"),
    ("it", "è uscita dalle sponde e crediamo che l'abbia toccata il loro 2"),
    ("it", "palla fuori dalle sponde, secondo noi l'ha toccata il loro 3"),
]


@pytest.mark.parametrize(("lang", "text"), TEAM_BELIEVES)
def test_what_the_team_believes_is_no_fact(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert asked is not None
    assert answers in ("", "side_boards")  # who touched it last: offered, never taken as said


# --- Running the clock by a team named, not a role ------------------------------------------
# "los rojos quemaban reloj en el saque": which team knocks in is not said by a colour; the
# knocking-in team's delay needs the role said (or no team named at all).

NAMED_TEAM_RAN_THE_CLOCK = [
    ("en", "the reds were running the clock at the knock in, can the ump do anything"),
    ("en", "blue ran the clock on the knock in, their 1 circling"),
    ("es", "los rojos estaban quemando el reloj en el saque de fondo"),
    ("es", "el 1 de los azules daba vueltas en el saque para quemar el reloj"),
    ("it", "i rossi fanno melina sul knock in"),
    ("it", "gli azzurri sul knock in fanno passare il tempo"),
]


@pytest.mark.parametrize(("lang", "text"), NAMED_TEAM_RAN_THE_CLOCK)
def test_a_named_team_running_the_clock_is_no_role(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert "delay_by_knocking_in_team" not in answers


DEFENDERS_RAN_THE_CLOCK = [
    ("en", "the defending team ran the clock at the knock in"),
    ("es", "los defensores estaban quemando el reloj en el saque de fondo"),
    ("it", "i difensori fanno melina sul knock in"),
]


@pytest.mark.parametrize(("lang", "text"), DEFENDERS_RAN_THE_CLOCK)
def test_the_defenders_running_the_clock_is_still_read(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert answers.endswith("delay_by_knocking_in_team")


# --- Where the writer is changes no horse ---------------------------------------------------
# "typing from the pony lines": the pony lines are a place; a horse changed needs the change
# said, or the way there ("went to the pony lines").

AT_THE_PONY_LINES = [
    "typing this from the pony lines, the ball went over the boards off the umpire",
    "standing at the pony lines we saw it go over the boards off the ump's horse",
]


@pytest.mark.parametrize("text", AT_THE_PONY_LINES)
def test_the_pony_lines_as_a_place_change_no_horse(text: str) -> None:
    assert "CHANGING_HORSES" not in understand(text, "en").concepts


def test_going_to_the_pony_lines_is_still_changing_horses() -> None:
    text = "their 3 went to the pony lines during the line up and the ump threw it in"
    assert "CHANGING_HORSES" in understand(text, "en").concepts


# --- "right" ending a statement asks for agreement ------------------------------------------
# Dictation types no "?": "our knock in right" asks whether the knock-in is theirs, and names
# no side. English only: "derecha"/"destra" are no tags. A word before it that makes it a place
# ("wide right", "to the right") keeps the side.

RIGHT_AS_A_TAG = [
    "it went over the back line off their 2, our knock in right",
    "the ball went over the end line off their 3 so its our knock in right",
    "went through the posts off their horse so thats our goal right",
    "over the boards off their 4 so the throw in goes to us right",
]


@pytest.mark.parametrize("text", RIGHT_AS_A_TAG)
def test_right_ending_a_statement_is_no_side(text: str) -> None:
    assert "RIGHT" not in understand(text, "en").concepts


RIGHT_AS_A_SIDE = [
    "their 3 shot at goal and it went wide right",
    "the ball went over the end line to the right",
    "went over the back line on the right",
]


@pytest.mark.parametrize("text", RIGHT_AS_A_SIDE)
def test_right_ending_a_statement_after_a_place_word_is_a_side(text: str) -> None:
    assert "RIGHT" in understand(text, "en").concepts


# --- Goals on handicap asked about are a topic, no goal scored ------------------------------
# "how do handicap goals work?": goals given on handicap are how a match starts, and a question
# about them tells nothing that happened; it is answered as a question, never as the ruling
# after a goal on handicap.

HANDICAP_GOALS_ASKED = [
    ("en", "how do handicap goals work"),
    ("en", "what is the rule for goals on handicap?"),
    ("es", "cómo funcionan los goles por hándicap"),
    ("es", "qué dice el reglamento de los goles de handicap?"),
    ("it", "come funzionano i gol di handicap"),
    ("it", "cosa dice il regolamento sui gol di handicap?"),
]


@pytest.mark.parametrize(("lang", "text"), HANDICAP_GOALS_ASKED)
def test_handicap_goals_asked_about_decide_no_ruling(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert asked is not None
    assert "handicap" not in answers


# what follows asked in words, or by naming a step after the goal (the ends)
HANDICAP_GOAL_THEN_WHAT_FOLLOWS = [
    ("en", "handicap goal, how do we restart?"),
    ("en", "a handicap goal at the start, which goal to defend then?"),
    ("es", "gol de hándicap, ¿cómo se reanuda?"),
    ("es", "gol de hándicap al empezar, ¿se cambia de arco?"),
    ("it", "gol di handicap, come si riparte?"),
    ("it", "gol di handicap all'inizio, si cambia campo?"),
]


@pytest.mark.parametrize(("lang", "text"), HANDICAP_GOAL_THEN_WHAT_FOLLOWS)
def test_what_follows_a_handicap_goal_is_still_ruled(lang: str, text: str) -> None:
    assert read(text, lang) == ("goal/handicap", None)


# --- Both time limits said are a list, no time taken ----------------------------------------
# "knock in 10 sec, penalty 20 sec, right?": the knock-in's 10 and the foul shot's 20 seconds
# said together list the limits; neither says a restart took its time.

TIME_LIMITS_LISTED = [
    ("en", "just checking: knock in 10 seconds and a penalty 20 seconds?"),
    ("en", "knock in is 10 secs, a penalty 20 secs, correct"),
    ("es", "el saque son 10 segundos y el penal 20 segundos, no?"),
    ("es", "saque de fondo 10 segundos, penal 20 segundos, está bien?"),
    ("it", "knock in 10 secondi e rigore 20 secondi, giusto?"),
    ("it", "per il knock in 10 secondi, per il rigore 20 secondi, corretto?"),
]


@pytest.mark.parametrize(("lang", "text"), TIME_LIMITS_LISTED)
def test_both_time_limits_said_tell_no_time_taken(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert "seconds_elapsed" not in answers


ONE_TIME_LIMIT_TAKEN = [
    ("en", "their 2 took more than 10 seconds to knock in"),
    ("es", "el 2 de ellos tardó más de 10 segundos en sacar de fondo"),
    ("it", "il loro 2 ci ha messo più di 10 secondi per il knock in"),
]


@pytest.mark.parametrize(("lang", "text"), ONE_TIME_LIMIT_TAKEN)
def test_one_time_taken_is_still_read(lang: str, text: str) -> None:
    assert read(text, lang)[0].endswith("ten_seconds_elapsed")


# --- Not knowing why is no unknown cause ----------------------------------------------------
# "the ump said no, not sure why": the writer does not know why the umpire ruled so; that says
# nothing of who put the ball out (22.e's unknown cause needs who touched it unknown).

NOT_KNOWING_WHY = [
    ("en", "at the side our 3 tapped it and the ump said no, not sure why"),
    ("en", "over the boards off our 2, ump said throw in, not sure why"),
    ("es", "en la lateral el 3 nuestro tocó y el ump dijo que no se podía, por qué?"),
    ("es", "salió por las tablas, la tocó el 2 nuestro, no sé por qué dieron throw in"),
]


@pytest.mark.parametrize(("lang", "text"), NOT_KNOWING_WHY)
def test_not_knowing_why_is_no_unknown_cause(lang: str, text: str) -> None:
    assert "CAUSE_UNKNOWN" not in understand(text, lang).concepts
