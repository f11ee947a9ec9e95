"""Spanish that generalizes, round 9 (issue 17): club chats and voice notes. "Partido" (the
match) is no broken ball; a plain hit in a message that says the ball went out ("la PEGAMOS
nosotros", "le PEGÓ el 2 de azul") is the play that put it out, never a restart played after
the crossing: its side is read, and whether it went straight out is still asked where the
ruling hangs on it; "play" said in every tense ("dijeron", "había dicho", "diga"), so a play
not yet called is negated and no penalty decided on it; the dictation's English polo words
("plei", "ampair", "no kin"); a correction that keeps the subject said before it ("que venía
defendiendo, no perdón, atacando") is read in place of the word it corrects. Each pattern in
several phrasings written here, never a corpus' message; then the guards.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# "el partido" (the match) beside a ball is no ball broken in two
MATCH_NOT_BROKEN = [
    "el partido de ayer la bocha salió por el fondo",
    "partido de los juveniles: la bocha se fue afuera por detrás del arco",
    "en el partido del domingo la bocha se fue por la tabla",
    "partido de práctica, la bocha cruzó la línea de fondo",
]


@pytest.mark.parametrize("text", MATCH_NOT_BROKEN)
def test_the_match_is_no_broken_ball(text: str) -> None:
    assert "BROKE" not in understand(text, "es").concepts


BROKEN = [
    "se partió la bocha en el saque de fondo",
    "se partio la bocha en el penal 2",
    "la bocha se parte al primer golpe",
    "bocha partida en el tiro libre",
    "la bocha se partió en dos en el throw in",
]


@pytest.mark.parametrize("text", BROKEN)
def test_a_ball_broken_in_two_is_still_read(text: str) -> None:
    assert "BROKE" in understand(text, "es").concepts


# a plain hit told beside the ball going out over the end line: its side is who hit it out;
# an attacker's hit over the end line is a knock-in wherever it crossed
ATTACKER_PLAIN_HIT = [
    "salio x el fondo de ellos, la pegamos nosotros",
    "se fue por el fondo de ellos, le pegamos nosotros",
    "la pegó el 3 de rojo y salió por el fondo de azul",
    "salió por el fondo de los blancos, le pegó el 2 de verde",
]


@pytest.mark.parametrize("text", ATTACKER_PLAIN_HIT)
def test_a_plain_hit_beside_the_ball_out_is_the_attackers_hit(text: str) -> None:
    assert read(text, "es") == ("end_line/attacker/anywhere", None)


# a defender's plain hit over his own end line: whether it came straight out or off something
# (a horse, the post) is still asked, only among the defender's answers
DEFENDER_PLAIN_HIT = [
    "se fue por el fondo de azul, le pegó el 2 de azul",
    "le pegó el 4 de rojo y se fue por el fondo de rojo",
    "salió por el fondo de los verdes, la pegó el 3 de verde",
]


@pytest.mark.parametrize("text", DEFENDER_PLAIN_HIT)
def test_a_defenders_plain_hit_asks_only_how_it_went_out(text: str) -> None:
    understood = understand(text, "es")
    assert read(text, "es") == ("end_line", "end_line_who")
    assert "defender" in understood.narrowed
    assert not {"attacker", "attacker_off_defender"} & set(understood.narrowed)


# over the side boards a plain hit may have glanced off an opponent: asked, never decided
SIDE_PLAIN_HIT = [
    "salió por la tabla, le pegó el 2 de ellos, atacaban ellos",
    "atacaban ellos, le pegó su 3 y se fue por la tabla",
]


@pytest.mark.parametrize("text", SIDE_PLAIN_HIT)
def test_a_plain_hit_over_the_boards_is_still_asked(text: str) -> None:
    assert read(text, "es") == ("side_boards", "side_who")
    assert set(understand(text, "es").narrowed) == {"attacker", "attacker_off_opponent"}


# guards: a hit beside a restart or off something is no straight hit out
NOT_A_PLAIN_HIT_OUT = [
    # the restart's hit ("de dónde pegamos"), the side said by another verb
    "salio por la tabla adentro de las sesenta de ellos la saco su back, nosotros atacabamos, "
    "de donde pegamos",
    # off a horse: whose horse decides, asked
    "le pegamos y la bocha pegó en el caballo de ellos y salió por la tabla",
]


@pytest.mark.parametrize("text", NOT_A_PLAIN_HIT_OUT)
def test_a_hit_beside_a_restart_or_off_something_decides_nothing(text: str) -> None:
    assert read(text, "es")[1] is not None


# "play" in every tense: "when play was called" reads, and a play not yet called is denied
PLAY_CALLED = [
    "uno de ellos estaba a 25 yardas en nuestro saque de fondo cuando dijeron play",
    "el ampair dijo plei y el 2 de ellos estaba a 20 yardas en nuestro saque",
    "en el noquin nuestro el 3 de ellos estaba a 15 yardas cuando cantaron play",
]


@pytest.mark.parametrize("text", PLAY_CALLED)
def test_play_called_in_every_tense(text: str) -> None:
    assert read(text, "es") == ("more/knock_in_problem/opponent_inside_30", None)


PLAY_NOT_YET_CALLED = [
    "uno de ellos estaba a 25 yardas en nuestro saque, pero el umpire todavia no habia dicho play",
    "el 2 de ellos estaba a 20 yardas en el saque nuestro y el umpire no había dicho play",
    "en nuestro saque de fondo el 4 de ellos estaba a 10 yardas, todavía no dijeron play",
]


@pytest.mark.parametrize("text", PLAY_NOT_YET_CALLED)
def test_a_play_not_yet_called_decides_no_penalty(text: str) -> None:
    assert "CALL_PLAY" not in understand(text, "es").concepts
    assert read(text, "es")[1] is not None


# the dictation's English polo words
DICTATED = [
    ("el cuatro de azul sacó de fondo antes de que diga plei el ampair", "HIT_BEFORE_PLAY"),
    ("cuanto tiene para el no kin despues del plei", "KNOCK_IN"),
    ("en el nokin de ellos nuestro 2 estaba adentro", "KNOCK_IN"),
    ("el ampayer cobró penal", "UMPIRE"),
    ("después del seifti de ellos el umpire paró", "SAFETY"),
]


@pytest.mark.parametrize(("text", "concept"), DICTATED)
def test_dictations_english_polo_words(text: str, concept: str) -> None:
    assert concept in understand(text, "es").concepts


# a correction of one word that keeps the subject said before it: the corrected word alone
# reads nothing, and the earlier role must not stand
CORRECTED_ROLE = [
    (
        "salió por el fondo, la tiró el 4 de rojo que venía defendiendo, no perdón, atacando",
        "attacker",
    ),
    ("la mandó por el fondo el 2 de azul atacando, perdón, defendiendo", "defender"),
    (
        "salió por el fondo, la tiró el 3 de ellos que estaba atacando, mejor dicho defendiendo",
        "defender",
    ),
]


@pytest.mark.parametrize(("text", "role"), CORRECTED_ROLE)
def test_a_correction_keeps_the_subject_said_before_it(text: str, role: str) -> None:
    assert read(text, "es") == (f"end_line/{role}/anywhere", None)


def test_a_corrected_role_with_the_other_team_named_is_asked() -> None:
    # "saca azul" names the other team too: both roles read, who hit it is asked
    text = "la tiró el cuatro de rojo que venía defendiendo no perdón atacando y saca azul no"
    assert read(text, "es")[1] is not None


def test_a_correction_that_says_its_own_role_is_read_as_before() -> None:
    text = "red hit it out over the boards, attacker, no, defender I mean, inside the 60 left"
    assert "DEF" in understand(text, "en").concepts


def test_cutting_off_the_ball_is_playing_it() -> None:
    text = (
        "estaba cambiando caballo afuera cuando dijeron play en el saque de ellos, entró por "
        "atrás y les cortó la bocha"
    )
    assert read(text, "es") == (
        "more/knock_in_problem/off_field_opponent_played",
        "knock_in_onside",
    )


# a hit from the 60 (the free hit, or where the hitter stood) that went over the end line, with
# nothing gone wrong at the free hit itself: a ball over the end line, never a 60-yard problem
SIXTY_HIT_OVER_THE_END_LINE = [
    "el 4 nuestro la pegó desde su 60 y se fue por el fondo de ellos",
    "tiro libre desde el 60 de nuestro 2, la mandó por el fondo de ellos",
    "el 3 de rojo le pegó desde los 60 y se fue por el fondo de azul",
]


@pytest.mark.parametrize("text", SIXTY_HIT_OVER_THE_END_LINE)
def test_a_hit_from_the_60_over_the_end_line_is_a_ball_over_it(text: str) -> None:
    assert read(text, "es")[0].startswith("end_line/attacker")


SIXTY_HIT_ITSELF = [
    "tiro libre desde el 60, la bocha anduvo 15 yardas y el mismo la volvió a pegar",
    "en el tiro desde los 60 nuestro 2 la tocó despacito y después la volvió a pegar",
]


@pytest.mark.parametrize("text", SIXTY_HIT_ITSELF)
def test_what_goes_wrong_at_the_60_yard_hit_is_still_its_problem(text: str) -> None:
    assert read(text, "es")[0].startswith("more/sixty")


# "cerca del fondo" is where on the boards, inside that 60: no ball over the end line
NEAR_THE_END_LINE_ON_THE_BOARDS = [
    "salió por la tabla cerca del fondo de ellos, la tiró su back",
    "la tiraron por la tabla cerca de la línea de fondo de azul, la tiró el 2 de rojo que atacaba",
    "se fue por la tabla cerquita del fondo, la mandó el 4 de verde",
]


@pytest.mark.parametrize("text", NEAR_THE_END_LINE_ON_THE_BOARDS)
def test_near_the_end_line_on_the_boards_is_over_the_boards(text: str) -> None:
    understood = understand(text, "es")
    assert "END_LINE" not in understood.concepts
    assert read(text, "es")[0].startswith("side_boards")


# a ball over the boards off a side's horse said by its pronoun ("off THEIR horse", "el caballo
# de ELLOS", "el caballo MÍO"): whose horse it was is read, never a hit straight out (the free
# hit then went to the wrong team)
OFF_A_SIDES_HORSE = [
    (
        "es",
        "la tiró afuera por la tabla el 2 de ellos pero pegó en el caballo mío antes de salir, "
        "defendíamos adentro de nuestro 60",
        "side_boards/attacker_off_opponent/this_60",
    ),
    (
        "es",
        "la tiramos por la tabla, pegó en el caballo de ellos, atacábamos adentro del 60 de ellos",
        "side_boards/attacker_off_opponent/this_60",
    ),
    (
        "es",
        "rebotó en el caballo de uno de ellos y salió por la tabla en nuestro 60, le habíamos "
        "pegado nosotros defendiendo",
        "side_boards/defender_off_opponent/this_60",
    ),
    (
        "en",
        "we hit it over the boards off their horse, we were attacking inside their 60",
        "side_boards/attacker_off_opponent/this_60",
    ),
    (
        "en",
        "their 2 hit it over the boards off our horse, we were defending inside our 60",
        "side_boards/attacker_off_opponent/this_60",
    ),
]


@pytest.mark.parametrize(("lang", "text", "path"), OFF_A_SIDES_HORSE)
def test_off_a_sides_horse_is_off_that_side(lang: str, text: str, path: str) -> None:
    assert read(text, lang) == (path, None)


def test_off_a_sides_player_said_by_his_role_is_still_asked() -> None:
    # "our defender": the role word says whom it came off; who hit it is still asked
    text = "ok so the ball went out the back off our defender and we're not sure who hit it last"
    understood = understand(text, "en")
    assert read(text, "en") == ("end_line", "end_line_who")
    assert "DEF" not in understood.concepts
