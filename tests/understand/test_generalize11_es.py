"""Spanish generalization, round 11 (issue 17): messages that got nothing of the tree. Each
pattern in several phrasings written for this test (never copied from the outsiders' corpus or
the fresh messages), in the other languages too where the pattern exists in them.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- the side out said as it is jotted down: "costado" beside the ball out, no "por" ---------


@pytest.mark.parametrize(
    "text",
    [
        "bocha afuera costado, la toco el 2 de rojo",
        "afuera costado, ultimo le pego el 3 de azul",
        "costado afuera, la pego blanco",
        "salio costado, le habia pegado el 1 de verde",
        "se fue costado despues del tiro de rojo",
        # the boards as "tablones"
        "se fue por los tablones, le pego rojo",
        "le pego azul y salto el tablon",
    ],
)
def test_the_side_said_beside_the_ball_out_is_the_side(text: str) -> None:
    assert read(text, "es")[0].startswith("side_boards")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # "al costado DEL ARCO" (or of the post) is beside the goal: the end line, never the side
        ("la bocha se fue al costado del arco, le pego rojo", "es"),
        ("bocha afuera al costado del palo, el 1 de azul", "es"),
        ("salio al costado del poste el tiro de blanco", "es"),
        ("red's shot went out beside the post", "en"),
    ],
)
def test_beside_the_goal_is_still_the_end_line(text: str, lang: str) -> None:
    assert read(text, lang)[0].startswith("end_line")


# --- what a player may wear or how he may hold the mallet: out of scope ---------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("¿es obligatorio el protector de rodilla?", "es"),
        ("hay que usar rodilleras en los torneos?", "es"),
        ("se puede jugar con guantes", "es"),
        ("¿se puede jugar de zurdo?", "es"),
        ("un jugador zurdo puede jugar con la mano izquierda?", "es"),
        ("are knee pads compulsory?", "en"),
        ("è obbligatorio giocare con la mano destra o si può essere mancini?", "it"),
    ],
)
def test_what_a_player_wears_or_which_hand_he_plays_is_out_of_scope(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert understood.out_of_scope
    assert not understood.procedure


def test_a_left_handed_player_who_hit_it_out_is_still_the_incident() -> None:
    # the gear word names who, and the ball out is what happened: the tree, not out of scope
    understood = understand("el zurdo de ellos la tiro por el fondo", "es")
    assert not understood.out_of_scope
    assert understood.path.startswith("1")


# --- where someone stands, asked without "dónde": a procedure question ---------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("para la tirada inicial de que lado me pongo", "es"),
        ("en el throw in de qué lado se ponen los equipos", "es"),
        ("en el saque de fondo para que lado se ponen los que defienden", "es"),
        ("en el tiro del referi a que altura se para cada uno", "es"),
        ("at the throw-in which side do I line up on", "en"),
    ],
)
def test_which_side_asked_is_a_procedure_question(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert understood.procedure
    assert not understood.out_of_scope


# --- the imperfect beside a team's name is its stance, not a doer ---------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("azul la tiro por el fondo, rojo defendia", "es", "end_line/attacker/anywhere"),
        ("azul la mando por el fondo, los rojos que defendian", "es", "end_line/attacker/anywhere"),
        ("atacaba bordo, la saco por el fondo el 2 de blanco", "es", "end_line/defender/anywhere"),
        ("verde atacaba y el 3 de blanco la tiro por el fondo", "es", "end_line/defender/anywhere"),
        ("blue hit it over the end line, red were defending", "en", "end_line/attacker/anywhere"),
    ],
)
def test_an_imperfect_beside_a_name_says_who_attacked_or_defended(
    text: str, lang: str, expected: str
) -> None:
    assert read(text, lang) == (expected, None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # no name beside it: "el que defendía" is the one who did it, as before
        ("la tiro por el fondo el que defendia", "end_line/defender/anywhere"),
        ("el que atacaba la mando por el fondo", "end_line/attacker/anywhere"),
        # a player by number keeps doing what he did ("el 3 de azul, que atacaba, la tiró")
        ("el 3 de azul, que atacaba, la tiro por el fondo", "end_line/attacker/anywhere"),
    ],
)
def test_the_imperfect_alone_is_still_the_one_who_did_it(text: str, expected: str) -> None:
    assert read(text, "es") == (expected, None)


# --- a step from the board, and the post passed on its outside: where on the end line --------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("el 2 de rojo le erro al arco y cruzo el fondo a medio metro de la tabla", "es"),
        ("rojo tiro al arco, se fue por el fondo a un metro de las tablas", "es"),
        ("red's shot went over the end line right by the boards", "en"),
    ],
)
def test_a_metre_from_the_board_is_the_end_line_by_the_board(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert understood.path.startswith("1")
    assert "NEAR_BOARD" in understood.concepts
    assert not understood.conflicts


@pytest.mark.parametrize(
    "text",
    [
        "tiro al arco de azul, rozo el poste por afuera y se fue",
        "le pego el 3 de azul y paso por afuera del palo",
        "la bocha toco el palo por afuera, le habia pegado azul",
    ],
)
def test_the_post_passed_on_its_outside_is_the_end_line(text: str) -> None:
    assert read(text, "es")[0].startswith("end_line")


# --- the knock-in as dictation and quick typing spell it in one word -------------------------


@pytest.mark.parametrize(
    "text",
    [
        "nockin de ellos y su 3 le erro a la bocha",
        "en el nocking nuestro el 2 de ellos estaba adentro de las 30",
        "noking de azul, el 1 de rojo estaba a 10 yardas",
        "nocin nuestro y le pegamos sin que digan play",
    ],
)
def test_the_knock_in_in_one_word_is_the_knock_in(text: str) -> None:
    assert "KNOCK_IN" in understand(text, "es").concepts


def test_a_knock_in_named_in_one_word_with_a_swing_and_miss_is_the_knock_in_problem() -> None:
    assert read("nockin de ellos, el 4 le pego al aire y no la toco", "es")[0].startswith(
        "more/knock_in_problem"
    )
