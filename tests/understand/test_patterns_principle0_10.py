"""Principle 0, round 10: a fact the words leave open is asked or offered, never decided.

Pattern: a ball out and the period's end said at one moment ("right as the bell went", "justo
cuando sonó la bocina", "proprio mentre suonava la sirena") say neither which came first: the
hit, or the crossing, may have come after the horn, when the ball was still in the field. How
the period ended is asked, the ball out and the ball in the field offered (nothing else the
words leave), never the ball out decided. Told with no such phrase, a ball out and the horn
stay read as before."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text", "out"),
    [
        ("en", "right as the bell went their 2 knocked it over our back line, we're blue", "end"),
        ("en", "the horn went right as red's shot went wide over the end line", "end"),
        ("en", "blue hit it over the side boards at the same moment as the horn", "side"),
        ("en", "the ball crossed the back line off white exactly as the buzzer sounded", "end"),
        ("es", "justo cuando sonó la bocina el 2 de ellos la mandó por nuestro fondo", "end"),
        ("es", "nuestro back la tiró por el fondo propio justo con la chicharra", "end"),
        ("es", "el rojo la sacó por la tabla al mismo tiempo que sonó la campana", "side"),
        ("it", "proprio mentre suonava la sirena il loro 2 l'ha mandata oltre il fondo", "end"),
        ("it", "il rosso l'ha buttata sulle sponde nello stesso momento della sirena", "side"),
        ("it", "il back l'ha colpita oltre il fondo nello stesso istante della sirena", "end"),
    ],
)
def test_a_ball_out_at_the_horns_very_moment_leaves_how_the_period_ended_asked(
    lang: str, text: str, out: str
) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    answers, asked = read(text, lang)
    assert answers.split("/")[:2] == ["more", "period_ended"], answers
    assert asked == "period_ended_how", (answers, asked)
    line = "over_end_line" if out == "end" else "over_side_boards"
    assert set(understood.narrowed) == {"ball_in_field", line}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the horn went and then their 3 hit it over our back line"),
        ("es", "sonó la bocina y después la tiraron por la tabla los rojos"),
        ("it", "è suonata la sirena e poi il rosso l'ha mandata fuori dal fondo"),
    ],
)
def test_a_ball_out_told_in_order_with_the_horn_is_offered_with_the_ball_in_the_field(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert read(text, lang)[1] == "period_ended_how"
    assert "ball_in_field" in understood.narrowed
    assert len(understood.narrowed) == 2


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "foul on their 3 right as the horn went, the ball went over the back line"),
        ("es", "falta de los azules justo cuando sonó la bocina y la bocha salió por el fondo"),
    ],
)
def test_a_foul_said_too_is_not_narrowed_away(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    if read(text, lang)[1] == "period_ended_how":
        assert not understood.narrowed or "foul" in understood.narrowed


@pytest.mark.parametrize(
    "text",
    [
        # English alone says a foul by "foul on" (FOUL_ON); es/it say it as a foul already
        "foul on red right as the horn went",
        "the bell went with a foul on yellow at midfield",
        "foul on green just before the horn, how does the next chukker start",
    ],
)
def test_a_foul_on_a_team_whose_role_is_unsaid_is_still_a_foul(text: str) -> None:
    understood = understand(text, "en")
    assert "FOUL" in understood.concepts
    answers, asked = read(text, "en")
    assert "/foul" in answers or asked == "period_ended_how", (answers, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "chukker ended while play was stopped for a broken stirrup, ball at midfield"),
        ("en", "the horn went, ball in play near their 60, after a penalty 2 had been taken"),
        ("es", "terminó el chukker con el juego parado por un casco roto, bocha en el medio"),
        ("it", "finito il chukker col gioco fermo per una staffa rotta, palla a metà campo"),
    ],
)
def test_a_ball_in_play_beside_another_stop_is_not_a_throw_in_decided(lang: str, text: str) -> None:
    """The ball in play or on the field said beside another stop (a stop for equipment, a
    penalty, a goal): the next period starts as that stop would have restarted, which may be a
    team's possession or the penalty: never the throw-in where the ball was decided."""
    answers, _asked = read(text, lang)
    assert "/ball_in_field" not in answers, answers


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the game ended with the ball loose at midfield"),
        ("en", "the final chukker is over, ball loose at midfield"),
        ("en", "end of the final chukka, ball loose near their 60"),
        ("es", "terminó el juego con la bocha suelta en el medio"),
        ("es", "se acabó el juego con la bocha suelta cerca de la tabla"),
        ("it", "finito l'ultimo chukker con la palla libera a metà campo"),
        ("it", "partita finita, palla libera a metà campo"),
    ],
)
def test_the_games_end_in_other_words_keeps_the_horn_asked(lang: str, text: str) -> None:
    """At the game's end no next period need follow: what does is asked (the horn first),
    never a throw-in for a next period decided."""
    assert read(text, lang) == ("more/period_ended", "horn_heard")


def test_the_final_chukker_said_as_a_time_is_no_games_end() -> None:
    answers, _asked = read("in the final chukker red hit it over the back line", "en")
    assert "period_ended" not in answers


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "with 10 seconds to go red hit it over the back line"),
        ("en", "10 seconds left in the chukker, their 2 hit it over our back line, we're blue"),
        ("en", "red knocked in with 10 seconds remaining in the 4th"),
        ("es", "faltando 10 segundos el rojo la tiró por el fondo"),
        ("it", "mancavano 10 secondi e il rosso l'ha mandata sul fondo"),
        ("it", "a 10 secondi dalla fine il rosso l'ha mandata sul fondo"),
    ],
)
def test_the_time_left_in_the_period_is_no_knock_ins_ten_seconds(lang: str, text: str) -> None:
    """A count of seconds left in the period ("with 10 seconds to go") is the clock: never the
    knock-in's 10 seconds gone by (a Penalty 4 decided before, in English)."""
    understood = understand(text, lang)
    assert "TEN_SEC" not in understood.concepts
    assert "ten_seconds_elapsed" not in read(text, lang)[0]


@pytest.mark.parametrize(
    "text",
    [
        "their knock in took 10 seconds after play",
        "our back waited more than 10 seconds to hit the knock in",
    ],
)
def test_a_knock_ins_count_of_seconds_is_still_read(text: str) -> None:
    assert "TEN_SEC" in understand(text, "en").concepts
