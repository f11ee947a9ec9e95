"""Sweep 20, Spanish (issue 17): incidents that were answered with the first menu, and questions
asked that the words had already answered. Each pattern in several phrasings written for this
test (never copied from the outsiders' corpus), in the three languages where it exists.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- a slow return after a goal, the umpire about to throw in: no play yet, only slow ------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("metimos gol y nuestro 3 volvía despacio, el umpire ya estaba por largar la bocha", "es"),
        ("gol de ellos; su 2 tardó en volver y el ref se disponía a tirar. ¿qué hace?", "es"),
        ("hicieron gol, el 1 de ellos llegó tarde cuando el umpire iba a tirar", "es"),
        ("we scored and our 3 was slow to return, the umpire was about to throw it in", "en"),
        ("after their goal their 2 was late getting back as the ump was about to bowl it in", "en"),
        ("abbiamo segnato e il nostro 3 tornava tardi, l'arbitro stava per lanciare", "it"),
        ("dopo il loro gol il loro 2 è arrivato tardi mentre l'arbitro stava per tirare", "it"),
    ],
)
def test_slow_return_after_a_goal_before_the_throw_in(text: str, lang: str) -> None:
    assert read(text, lang) == ("more/line_up/slow_return", None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # the throw-in said done: whether the slow player then joined the play is not said
        ("hicieron gol, el 1 de ellos llegó tarde y el umpire tiró igual", "es"),
        ("after their goal their 2 was late getting back and the ump threw it in", "en"),
        ("dopo il loro gol il loro 2 è arrivato tardi e l'arbitro ha lanciato", "it"),
    ],
)
def test_slow_return_after_a_goal_thrown_in_is_never_decided(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided
    assert "SLOW_RETURN" in understood.concepts


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("metimos gol, su 2 volvía despacio y su 3 se le fue encima al umpire, a 2 yardas", "es"),
        ("goal, they were slow to return and their 3 rushed the umpire", "en"),
    ],
)
def test_two_line_up_problems_after_a_goal_are_never_one(text: str, lang: str) -> None:
    # slow back, and then one within 5 yards of the umpire: both said, never one decided
    understood = understand(text, lang)
    assert {"SLOW_RETURN", "RUSHED_UMPIRE"} <= understood.concepts
    assert not understood.decided


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("su 2 estaba a 2 metros del umpire, que estaba por tirar", "es"),
        ("their 2 was 2 yards from the umpire, who was about to throw", "en"),
        ("il loro 2 era a 2 metri dall'arbitro che stava per lanciare", "it"),
    ],
)
def test_a_throw_to_come_says_the_throw_in(text: str, lang: str) -> None:
    # a player nearer the umpire than 5 yards (Rule 20) at a throw-in: the throw to come says
    # the throw-in as the line-up does (measures._THROW_IN_SAID)
    assert "RUSHED_UMPIRE" in understand(text, lang).concepts


# --- the knock-in's ball taken by an opponent before it went 30 yards: where was he? ------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("pegué el saque, hizo 5 yardas y el 2 de ellos me la robó", "es"),
        ("saque nuestro, la bocha anduvo 10 yardas y su 3 nos robó la bocha", "es"),
        ("saque nuestro, hizo 10 yardas y el 1 de ellos le quitó la bocha a nuestro 2", "es"),
        ("I hit the knock-in, it went 5 yards and their 2 stole it", "en"),
        ("our knock-in went 10 yards and their 3 stole the ball", "en"),
        ("battuta la rimessa, ha fatto 5 yard e il loro 2 me l'ha rubata", "it"),
        ("rimessa nostra, la palla ha fatto 10 metri e il loro 3 ci ha rubato palla", "it"),
    ],
)
def test_knock_in_ball_stolen_short_asks_where_the_opponent_was(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert read(text, lang) == ("more/knock_in_problem", "knock_in_event")
    assert set(understood.narrowed) == {"opponent_inside_30", "off_field_opponent_played"}


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # no distance said: a steal anywhere is play, nothing of 22.a
        ("saque nuestro y su 3 nos robó la bocha", "es"),
        ("our knock-in and their 3 stole the ball", "en"),
    ],
)
def test_knock_in_ball_stolen_without_a_distance_is_no_knock_in_problem(
    text: str, lang: str
) -> None:
    assert read(text, lang)[0] != "more/knock_in_problem"


# --- the ball off the umpire and out, no line said: the end line or the boards is asked ---------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("pegó en el umpire y salió, ¿qué hacemos?", "es"),
        ("la bocha dio en el caballo del referí y sale, de quién es?", "es"),
        ("rebotó en el árbitro y salió, cómo seguimos", "es"),
        ("off the umpire and out, what now", "en"),
        ("it bounced off the ump's horse and out, whose ball?", "en"),
        ("è rimbalzata sull'arbitro ed è uscita, come si riprende?", "it"),
    ],
)
def test_off_the_umpire_and_out_asks_which_line(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided
    assert set(understood.narrowed) == {"end_line", "side_boards"}


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # the exit verb without the umpire says nothing of the ball
        ("el penal salió débil, qué se hace", "es"),
        ("salió el 3 a cambiar caballo, ¿qué hacemos?", "es"),
    ],
)
def test_an_exit_verb_alone_is_no_ball_out(text: str, lang: str) -> None:
    assert "BALL_OUT" not in understand(text, lang).concepts


def test_off_the_umpire_and_out_over_a_line_said_is_that_line() -> None:
    assert read("pegó en el umpire y salió por la tabla", "es")[0].startswith("side_boards")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a shot gone out is over the end line, unless the umpire turned it on its way
        ("tiro al arco de ellos, pega en el umpire y sale", "es"),
        ("their shot at goal came off the umpire and out", "en"),
    ],
)
def test_a_shot_off_the_umpire_and_out_is_no_end_line_by_itself(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided
    assert "END_LINE" not in understood.concepts


# --- the knock-in's count told after the interval from Play to the hit ------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "desde que dijo play hasta que el 4 de ellos le pegó al saque pasaron 12 segundos",
            "es",
        ),
        ("desde el play hasta que nuestro 2 sacó de fondo pasaron 14 segundos", "es"),
        (
            "from when the ump called play until their 4 hit the knock-in, 12 seconds went by",
            "en",
        ),
        ("on our knock in, from play until our 1 hit it about 15 seconds passed", "en"),
        ("dal play fino a quando il loro 4 ha battuto la rimessa sono passati 12 secondi", "it"),
        ("rimessa dal fondo: dal play finché il nostro 2 ha colpito, 14 secondi", "it"),
    ],
)
def test_count_after_the_interval_from_play_to_the_hit(text: str, lang: str) -> None:
    assert read(text, lang) == ("more/knock_in_problem/ten_seconds_elapsed", None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # no Play said: the count may start anywhere
        ("en el saque, hasta que le pegó pasaron 12 segundos", "es"),
        ("on the knock in, until he hit it 12 seconds went by", "en"),
    ],
)
def test_count_after_the_hit_without_play_says_nothing(text: str, lang: str) -> None:
    assert "TEN_SEC" not in understand(text, lang).concepts
