"""Italian generalization, round 8 (issue 17): patterns the layer left unread, each in several
phrasings written for this test (never copied from the outsiders' corpus or the fresh messages),
in the other languages too where the pattern exists in them.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- the last touch before the ball went out is the hit that put it out ----------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        # the team's role said, and whose the last touch was: beside the side, the team or a player
        (
            "i bianchi attaccavano, palla oltre le sponde a centrocampo, ultimo tocco bianco",
            "it",
            "side_boards/attacker/between_60s",
        ),
        (
            "noi difendevamo, palla fuori dalle sponde tra le due 60, l'ultimo a toccarla è stato "
            "il loro 2",
            "it",
            "side_boards/attacker/between_60s",
        ),
        (
            "eravamo in difesa, esce lateralmente a centrocampo e l'ultimo colpo è nostro",
            "it",
            "side_boards/defender/between_60s",
        ),
        (
            "fuori di lato dentro le loro 60, toccata per ultima da noi, eravamo in attacco",
            "it",
            "side_boards/attacker/this_60",
        ),
        ("uscita dal fondo, noi difendevamo e ultima toccata nostra", "it", "end_line/defender"),
        (
            "we were defending, over the boards at midfield, their 3 was the last one to touch it",
            "en",
            "side_boards/attacker/between_60s",
        ),
    ],
)
def test_the_last_touch_is_the_hit_out(text: str, lang: str, expected: str) -> None:
    answers, _asked = read(text, lang)
    assert answers.startswith(expected)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # something else touched it after: a horse, a mallet, the umpire; or both at once
        (
            "noi difendevamo, fuori dalle sponde a metà campo, ultimo tocco loro ma dopo il "
            "cavallo del nostro 2",
            "it",
        ),
        (
            "eravamo in attacco, palla fuori di lato, l'ultimo colpo è nostro ma l'ha deviata la "
            "mazza del loro 4",
            "it",
        ),
        (
            "palla fuori di lato a metà campo, ultimo tocco dei rossi e del cavallo dell'arbitro "
            "insieme",
            "it",
        ),
        (
            "we were defending, over the boards, their 3 was the last one to touch it, then a "
            "horse",
            "en",
        ),
    ],
)
def test_a_last_touch_beside_a_deflection_is_no_hit_straight_out(text: str, lang: str) -> None:
    # who hit it is asked with every way it may have gone out, never a hit straight out
    understood = understand(text, lang)
    assert "HIT_OUT" not in understood.concepts
    assert read(text, lang)[1] in {"side_who", "what_happened"}


# --- a hit said as a noun after its side: that side hit it --------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("esce dalle sponde dentro le loro 60 dopo un nostro tiro", "side_boards/attacker/this_60"),
        (
            "noi difendevamo, la palla va oltre le sponde a centrocampo su un loro rovescio",
            "side_boards/attacker/between_60s",
        ),
        (
            "eravamo in attacco, palla fuori di lato a metà campo dopo il loro colpo",
            "side_boards/defender/between_60s",
        ),
    ],
)
def test_a_hit_said_as_a_noun_after_its_side_is_that_sides(text: str, expected: str) -> None:
    answers, _asked = read(text, "it")
    assert answers.startswith(expected)


@pytest.mark.parametrize(
    "text",
    [
        # a horse beside it: the hit may have come off it, asked
        "fuori di lato dentro le nostre 60 dopo un loro tiro che ha preso un cavallo",
        # "tiro in porta" is a shot at goal, "tiro libero" a free hit: no hit out said
        "il nostro tiro libero è uscito dalle sponde a metà campo",
    ],
)
def test_a_hit_noun_says_no_hit_straight_out_where_more_is_said(text: str) -> None:
    assert read(text, "it") == ("side_boards", "side_who")


# --- how far wide of the post, said after the post ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("il loro 3 tira largo a destra del palo di 3 yarde", "end_line/attacker/near_right_post"),
        (
            "tiro dei rossi largo a sinistra del palo di circa quattro yard",
            "end_line/attacker/near_left_post",
        ),
        (
            "il loro 2 ha tirato largo a destra del palo di 2 metri",
            "end_line/attacker/near_right_post",
        ),
        ("il loro 3 tira largo a destra del palo di 12 yarde", "end_line/attacker/wide_right"),
    ],
)
def test_a_figure_after_the_post_says_how_far_wide(text: str, expected: str) -> None:
    # 5 yards or less from the post: the knock-in is taken 5 yards from it (22.a), never where
    # it crossed
    assert read(text, "it") == (expected, None)


# --- polo's English words as a phone writes them in Italian -------------------------------------


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("sul nocchin il loro 2 era a 20 yarde", "KNOCK_IN"),
        ("nokkin nostro, la palla si è rotta", "KNOCK_IN"),
        ("fine ciacca con la palla a centrocampo", "PERIOD_END"),
        ("è finito il ciucker mentre battevamo la punizione", "PERIOD_END"),
        ("il loro 3 ha battuto prima del plei", "HIT_BEFORE_PLAY"),
    ],
)
def test_dictated_polo_words_are_read(text: str, concept: str) -> None:
    assert concept in understand(text, "it").concepts


# --- "niente" opening a spoken message is a filler, not a "not" ---------------------------------


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("niente il rigore dei rossi finisce sul palo e poi fuori dal fondo", "FOUL_SHOT"),
        ("eh niente la rimessa dal fondo l'hanno battuta prima del play", "KNOCK_IN"),
        ("niente allora rigore per noi, il nostro 2 si avvicina due volte", "FOUL_SHOT"),
        ("allora niente il lancio al centro, il loro 3 era dalla parte sbagliata", "LINE_UP"),
        ("niente oh ma la rimessa la battono dove è uscita?", "KNOCK_IN"),
    ],
)
def test_an_opening_niente_is_a_filler(text: str, concept: str) -> None:
    assert concept in understand(text, "it").concepts


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        # a bare noun after it may be denied: kept a "not" (asked, never the opposite)
        ("niente rigore per noi?", "FOUL_SHOT"),
        ("niente gol, la palla è uscita a lato", "GOAL"),
        # not at the opening: a "not" as ever
        ("il loro 2 non ha fatto niente la palla è uscita dalle sponde", "HIT_OUT"),
    ],
)
def test_a_niente_that_may_deny_stays_a_not(text: str, concept: str) -> None:
    assert concept not in understand(text, "it").concepts


# --- chat words for places and time ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("penalti 4 dei blu e il loro 3 la manca", "P4"),
        ("il loro 3 tira e la palla esce a fianco del palo sinistro", "NEAR_POST"),
        ("tiro largo di fianco al palo destro", "NEAR_POST"),
        ("la palla esce sul fondo a un metro dal palo", "NEAR_POST"),
        ("uscita sul fondo a un metro dalla sponda", "NEAR_BOARD"),
        ("il loro back l'ha spedita in tribuna", "SIDE_BOARDS"),
        ("la partita sospesa ieri non conta niente per la classifica", "NO_EFFECT"),
        ("rimessa nostra, il nostro 4 ci ha messo una vita a battere", "SLOW"),
        ("rimessa loro e il loro 2 ci ha messo troppo a battere", "SLOW"),
    ],
)
def test_chat_words_are_read(text: str, concept: str) -> None:
    assert concept in understand(text, "it").concepts


def test_too_long_at_a_knock_in_is_no_foul_shot_clock() -> None:
    # the 20 seconds are the foul shot's: at a knock-in, who was slow is asked
    understood = understand("rimessa dal fondo, il battitore ci ha messo troppo", "it")
    assert "TWENTY_SEC" not in understood.concepts
    assert read("rimessa dal fondo, il battitore ci ha messo troppo", "it")[1] == "knock_in_event"


# --- a hit over the end line to waste time: the hit or the knock-in after it, asked -------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("il loro back l'ha buttata oltre la sua linea di fondo per perdere tempo", "it"),
        (
            "il nostro 4 ha colpito la palla che è finita sul nostro fondo, perdita di tempo",
            "it",
        ),
        ("their back hit it out over their own end line to delay the game", "en"),
        ("el 3 de ellos la tiró afuera por su propio fondo para hacer tiempo", "es"),
    ],
)
def test_a_hit_out_to_waste_time_is_asked(text: str, lang: str) -> None:
    # the hit itself may be the delay (a defender's over his own line: a Safety) or the delay
    # the knock-in's after it: never a knock-in's delay decided
    understood = understand(text, lang)
    assert understood.conflicts == ("situation",)
    assert not understood.complete


@pytest.mark.parametrize(
    "text",
    [
        "il loro 2 ha colpito la palla che è uscita sul fondo, loro difendevano",
        "loro difendevano e il loro back l'ha colpita ed è finita sul fondo",
    ],
)
def test_the_hit_then_the_ball_going_out_is_a_hit_out(text: str) -> None:
    # a defender's hit over the end line, nothing between: a Safety wherever it crossed
    assert read(text, "it") == ("end_line/defender/anywhere", None)


# --- a knock-in from a team's end line is that team's ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "rimessa dal fondo dei verdi, quando l'arbitro ha detto play il giallo 3 stava a 15 "
            "yarde dalla linea",
            "it",
        ),
        ("battuta dal fondo dei bianchi e al play il nero 2 era a 25 metri", "it"),
        ("saque desde el fondo de azul, el rojo 2 estaba a 20 yardas cuando dijeron play", "es"),
    ],
)
def test_the_owner_of_the_knock_ins_end_line_knocks_in(text: str, lang: str) -> None:
    # the team defending that end line takes the knock-in: the other team's player inside the
    # 30 at Play is 22.a's Penalty 5.b
    assert read(text, lang) == ("more/knock_in_problem/opponent_inside_30", None)


def test_the_knocking_teams_own_player_near_the_line_is_no_violation() -> None:
    understood = understand("rimessa dal fondo dei blu, il blu 1 era a 20 yarde al play", "it")
    assert "INSIDE_30" not in understood.concepts


# --- a side's possessive after its place owns it ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("fuori dal fondo loro, ultimo tocco loro", "it", "end_line/defender/anywhere"),
        (
            "il loro 3 ha tirato e la palla è uscita dal fondo nostro",
            "it",
            "end_line/attacker/anywhere",
        ),
        (
            "palla oltre la linea di fondo nostra, l'ha tirata il loro 2",
            "it",
            "end_line/attacker/anywhere",
        ),
        (
            "fuori di lato dentro le sessanta loro, l'ultimo colpo è nostro",
            "it",
            "side_boards/attacker/this_60",
        ),
    ],
)
def test_a_possessive_after_its_place_owns_it(text: str, lang: str, expected: str) -> None:
    # the owner of a place defends this goal, the possessive before the place or after it
    assert read(text, lang) == (expected, None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a stop word or a mark between: the side is the next clause's subject
        ("la palla è uscita sul fondo, loro dicono che tocca a noi", "it"),
        ("la palla è uscita sul fondo e loro dicono che tocca a noi", "it"),
        ("ball went over the end line. our knock-in or theirs?", "en"),
    ],
)
def test_a_side_after_a_break_owns_no_place(text: str, lang: str) -> None:
    assert read(text, lang) == ("end_line", "end_line_who")
