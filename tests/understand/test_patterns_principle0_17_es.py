"""Principle 0, seventeenth pass (es sweep of decided messages on /work/fresh11).

A bare Spanish miss ("erró", "falló", "le erró", "erraron") is a swing that missed the ball or a
shot that missed the goal, as English "missed" and Italian "cannato" are: with the ball said
gone wide or over the end line ("erró el penal dos por afuera del palo") it is the shot's miss,
never a foul shot's swing that missed (which decided a throw-in where the penalty was taken);
said of the goal ("erraron el gol") it is a shot wide, never a goal scored. A miss said of the
ball or the swing, or a bare one at a knock-in (hit from the end line: that line is where the
ball was set), is still the swing's."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "erró el penal dos por afuera del palo"),
        ("es", "el 3 de ellos falló el penal tres y se fue por el fondo"),
        ("es", "erramos el penal cuatro, se fue afuera del poste"),
        ("es", "le erró al penal dos y la bocha salió por la línea de fondo"),
        ("en", "he missed the penalty 2 wide of the post"),
        ("en", "their 3 missed the pen 3 and it went over the back line"),
        ("it", "ha cannato il rigore 2 fuori dal palo"),
        ("it", "il loro 3 ha fallito il rigore 3 ed è uscita sul fondo"),
    ],
)
def test_a_bare_miss_with_the_ball_gone_wide_is_the_shot_not_the_swing(
    lang: str, text: str
) -> None:
    read = understand(text, lang)
    assert "MISSED" not in read.concepts
    assert not read.path.startswith("foul_shot")
    assert "END_LINE" in read.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "erraron el gol"),
        ("es", "le erraron al arco por poco"),
        ("en", "they missed the goal"),
        ("it", "ha cannato il gol"),
    ],
)
def test_a_bare_miss_of_the_goal_is_a_shot_wide_never_a_goal(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert "SHOT_WIDE" in read.concepts
    assert not read.path.startswith("goal")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "el 4 de ellos erra el saque, la bocha estaba detrás de la línea de fondo y el "
            "umpire pita",
        ),
        ("es", "blanco 4 le erró al saque de fondo, la bocha estaba atrás de la línea, afuera"),
        ("es", "le erró de lleno al swing en el penal dos, ni la tocó"),
        (
            "en",
            "white 4 missed the knock in, the back umpire saw the ball was behind the end "
            "line and blew",
        ),
        ("en", "on the penalty 2 he swung and missed the ball completely"),
        ("it", "sul rigore 2 ha mancato la palla, colpo a vuoto"),
    ],
)
def test_a_miss_of_the_ball_or_at_a_knock_in_is_still_the_swing(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert "MISSED" in read.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "los dos 2 se empujaban antes del tiro del medio y el referí igual tiró"),
        (
            "es",
            "en el line up el 3 de ellos estaba de nuestro lado del medio y cuando la tiraron "
            "se la quedó él",
        ),
        (
            "es",
            "en el tiro del medio el 4 de ellos se adelantó antes de que el referí suelte la bocha",
        ),
        (
            "en",
            "the two 2s were shoving before the throw-in at midfield and the umpire threw it "
            "anyway",
        ),
        (
            "it",
            "i due 2 si spingevano prima della rimessa a metà campo e l'arbitro l'ha lanciata "
            "lo stesso",
        ),
    ],
)
def test_the_umpires_throw_at_the_centre_is_no_ball_out_over_the_boards(
    lang: str, text: str
) -> None:
    """The line-up's throw-in is at the centre: its midfield words and the umpire's throw ("el
    referí igual tiró", "la tiraron") were read as a ball hit out between the 60s, and the
    question offered only who hit it over the boards (one tap from a wrong ruling)."""
    read = understand(text, lang)
    assert "SIDE_BOARDS" not in read.concepts
    assert not read.path.startswith("side_boards")


@pytest.mark.parametrize(
    "text",
    [
        "el 2 de ellos la tiró afuera en la mitad de cancha",
        "la sacaron ellos entre las 60",
    ],
)
def test_a_ball_hit_out_at_midfield_is_still_over_the_boards(text: str) -> None:
    assert "SIDE_BOARDS" in understand(text, "es").concepts


@pytest.mark.parametrize(
    "text",
    [
        "en el tiro del medio el 4 de rojo estaba parado del lado equivocado y le pegó de una",
        "arrancó el partido y el 4 de ellos estaba parado del lado equivocado en el tiro inicial",
    ],
)
def test_standing_on_the_wrong_side_is_not_playing_the_wrong_way(text: str) -> None:
    """Spanish only: "parado" has the stem of "para", so "parado del lado equivocado" (a
    player on the other team's side at the line-up) was read as "para el lado equivocado" (the
    teams playing toward the wrong goal)."""
    read = understand(text, "es")
    assert "WRONG_SIDE" in read.concepts
    assert "WRONG_WAY" not in read.concepts


def test_playing_toward_the_wrong_goal_is_still_the_wrong_way() -> None:
    assert "WRONG_WAY" in understand("jugaban para el lado equivocado", "es").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "sacamos de fondo y el referí pitó porque decía que el uno de ellos estaba adentro "
            "del 30, pero yo lo vi en 35",
        ),
        ("es", "en nuestro saque el referí pitó, según él el 1 de ellos estaba adentro del 30"),
        (
            "es",
            "en el saque de fondo nuestro pitaron, alegaban que su 2 estaba adentro del 30",
        ),
        (
            "en",
            "on our knock in the ump blew because he claimed their 1 was inside the 30, but I "
            "saw him at 35",
        ),
        ("en", "on our knock in the ump blew, according to him their 1 was inside the 30"),
        (
            "it",
            "sulla nostra rimessa l'arbitro ha fischiato perché diceva che il loro 1 era dentro "
            "i 30, ma io l'ho visto a 35",
        ),
    ],
)
def test_what_someone_claimed_is_offered_to_confirm_never_decided(lang: str, text: str) -> None:
    """A fact told as someone's claim ("decía que", "según él", "claimed", "diceva che") is
    their version, which the writer often disputes in the same breath: offered with one tap to
    confirm (doubt.py), never the ruling stated."""
    read = understand(text, lang)
    assert not read.decided
    assert "INSIDE_30" in read.doubtful


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "en nuestro saque de fondo el uno de ellos estaba adentro del 30 y el referí pitó"),
        ("en", "their 1 was inside the 30 on our knock in and the ump blew"),
        ("it", "il loro 1 era dentro i 30 sulla nostra rimessa e l'arbitro ha fischiato"),
    ],
)
def test_the_same_fact_told_as_a_fact_is_still_decided(lang: str, text: str) -> None:
    assert understand(text, lang).decided
