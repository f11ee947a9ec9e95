"""Principle 0, eighteenth pass (es sweep of decided messages on /work/fresh12).

An attacker's shot that touched a defender's MALLET before crossing the end line was decided as
"an attacker's hit, off a defender or his horse" (a knock-in); but a touch of the mallet is a
hit ("A player is considered to have 'hit' the ball if the ball merely touches the mallet"):
the defender hit it (a Safety, unless something else deflected it), so who hit it out is asked.

A "before Play" said right BEFORE a player's move back ("antes de que digan play vuelve a su
lugar", "before play he got back to his place") is when he got back, as it is said after it:
no hit before Play (a Penalty 4) that nobody told.

A horse's kick told in the present ("el caballo le DA una patada a la bocha") is a horse kick
at a foul shot, as the past one is; "casi chocan" (they almost collided) is a near miss, a
danger, never players jostling in the line-up (which decided a new line-up)."""

import pytest

from bot.understand import understand
from tests.understand.reading import slugs_of


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "el 3 de azul tiró al arco, la bocha pegó en el taco del back de blanco y se fue "
            "por el fondo de blanco",
        ),
        ("es", "tiro de rojo, la desvió el 4 de azul con el taco y salió por el fondo de azul"),
        (
            "en",
            "blue 3 shot at goal, it came off the red back's mallet and went over red's end line",
        ),
        ("en", "red's shot glanced off the mallet of blue's 4 and over blue's back line"),
        (
            "it",
            "il 3 dei blu ha tirato, la palla ha toccato la mazza del back dei bianchi ed è "
            "uscita sul fondo dei bianchi",
        ),
    ],
)
def test_a_shot_off_a_defenders_mallet_over_the_end_line_asks_who_hit_it(
    lang: str, text: str
) -> None:
    read = understand(text, lang)
    assert not read.complete
    assert "attacker_off_defender" not in slugs_of(read.path)
    assert "END_LINE" in read.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "tiro de rojo al arco, pegó en el caballo del back de azul y se fue por el fondo "
            "de azul",
        ),
        ("en", "their 2's shot came off our back's horse and went over our back line"),
    ],
)
def test_a_shot_off_a_defenders_horse_stays_a_knock_in(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert "MALLET" not in read.concepts
    assert "attacker_off_defender" in slugs_of(read.path)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "En un saque de fondo, uno que defiende estaba a 20 yardas pero antes de que digan "
            "play vuelve a su lugar, pasa algo?",
        ),
        (
            "es",
            "saque de fondo nuestro, el 2 de ellos estaba adentro de las 30 y antes del play "
            "volvió a su puesto",
        ),
        ("es", "en el saque de fondo el 3 de ellos volvió a su lugar antes del play"),
        (
            "en",
            "on a knock-in a defender was at 20 yards but before play he got back to his place",
        ),
        (
            "en",
            "knock in, their 2 was inside the 30 and before the umpire said play he moved back",
        ),
        ("en", "knock in, a defender went back to his place before play"),
        (
            "it",
            "sulla rimessa il loro 2 era dentro le 30 ma prima del play è tornato al suo posto",
        ),
        ("it", "rimessa, un difensore a 20 yarde, prima che dicessero play è arretrato"),
    ],
)
def test_before_play_beside_a_move_back_is_no_hit_before_play(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert "HIT_BEFORE_PLAY" not in read.concepts
    assert not read.complete


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "en el saque de fondo el 3 de ellos le pegó antes del play"),
        ("en", "on the knock in our 2 hit it before play"),
        ("it", "sulla rimessa il nostro 2 ha colpito prima del play"),
    ],
)
def test_a_hit_before_play_without_a_move_back_stays_decided(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert "HIT_BEFORE_PLAY" in read.concepts
    assert slugs_of(read.path).endswith("hit_before_play")


@pytest.mark.parametrize(
    "text",
    [
        "penal 3, el caballo le da una patada a la bocha antes del golpe",
        "en el penal dos el caballo le pega una patada a la bocha y entra",
    ],
)
def test_a_horse_kick_in_the_present_is_a_horse_kick(text: str) -> None:
    assert "HORSE_KICKED" in understand(text, "es").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "En el line-up quién tiene derecho de paso? se cruzaron dos y casi chocan"),
        ("es", "en la fila del bochazo dos jugadores casi se chocaron"),
        ("en", "in the line up two players nearly collided"),
        ("it", "nel line-up due giocatori si sono quasi scontrati"),
    ],
)
def test_an_almost_collision_in_the_line_up_is_no_jostling(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert "JOSTLING" not in read.concepts
    assert not read.complete


def test_players_colliding_in_the_line_up_is_still_jostling() -> None:
    read = understand("en el line up se chocaron dos a los empujones", "es")
    assert "JOSTLING" in read.concepts
    assert read.complete
