"""Spanish that generalizes, round 7 (issue 17). A player's number before a side word ("el 2 DE
ELLOS") is that player's side, never a phrase's gap word ("saque de fondo [2] de ellos" took our
knock-in for theirs); the one who knocks in or takes a penalty late ("sacó tarde", "tardó en
patear", "le pegó tarde") is someone slow at that restart: its problem is asked, how late never
guessed. Each pattern in several phrasings written here, never a corpus' message.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# our knock-in, an opponent named by number and side inside the 30 at Play: the knock-in stays
# ours whatever order the side and the number come in
OWNED_NUMBER = [
    ("es", "nuestro saque de fondo y el 2 de ellos estaba a 20 yardas cuando dijeron play"),
    ("es", "nuestro saque de fondo, el 4 de ellos a 15 yardas cuando el umpire dijo play"),
    ("es", "saque de fondo nuestro y el 3 de ellos se metió a 10 yardas cuando dijeron play"),
    ("es", "en el saque de fondo de ellos el 2 nuestro estaba a 20 yardas cuando dijeron play"),
    ("en", "our knock in, their 2 was inside 20 yards when play was called"),
]


@pytest.mark.parametrize(("lang", "text"), OWNED_NUMBER)
def test_a_players_number_is_no_phrases_gap_word(lang: str, text: str) -> None:
    assert read(text, lang) == ("more/knock_in_problem/opponent_inside_30", None)


def test_a_number_still_sits_inside_a_phrase_where_no_side_follows() -> None:
    # the guard is the side word after the number: yards and counts keep their phrases
    assert "TEN_SEC" in understand("en el saque tardó 10 segundos en pegarle", "es").concepts


# the hitter late at a knock-in: which problem (10 seconds, a delay) is asked
LATE_AT_KNOCK_IN = [
    "el 3 nuestro tardó en sacar de fondo",
    "le pegaron tarde al saque de fondo",
    "el que saca tarda en pegarle en el saque de fondo",
    "ellos sacaron tarde de fondo",
    "en el saque de fondo el 2 de ellos sacó tarde",
]


@pytest.mark.parametrize("text", LATE_AT_KNOCK_IN)
def test_late_at_a_knock_in_asks_its_problem(text: str) -> None:
    assert read(text, "es") == ("more/knock_in_problem", "knock_in_event")


LATE_AT_PENALTY = [
    ("en el penal 2 el que patea tardó en patear", "foul_shot/p2"),
    ("penal 4 y el 3 de ellos tardó en patear", "foul_shot/p4"),
    ("le pegó tarde al penal 2", "foul_shot/p2"),
    ("penal 3, el 1 de ellos pateó tarde", "foul_shot/p3"),
]


@pytest.mark.parametrize(("text", "trail"), LATE_AT_PENALTY)
def test_late_at_a_penalty_asks_what_went_wrong(text: str, trail: str) -> None:
    assert read(text, "es") == (trail, "foul_shot_event")


def test_the_afternoon_is_no_one_late() -> None:
    # "tarde" alone is the time of day ("hoy a la tarde"): no one slow
    assert "SLOW" not in understand("hoy a la tarde en el saque de fondo le erraron", "es").concepts


# a spectator is an emergency only where he is, goes or gets on the field; alone he is who
# writes, or where a ball went off the field
SPECTATOR_ON_FIELD = [
    "se metió un espectador a la cancha y el umpire paró el juego",
    "pararon porque un espectador entró a la cancha",
    "había espectadores en la cancha y pitó",
]


@pytest.mark.parametrize("text", SPECTATOR_ON_FIELD)
def test_a_spectator_on_the_field_is_an_emergency(text: str) -> None:
    assert "EMERGENCY" in understand(text, "es").concepts


SPECTATOR_ELSEWHERE = [
    "la bocha le pegó a un espectador y salió por las tablas",
    "soy espectador, el 2 de ellos la tiró por el fondo y ahora quién saca",
    "un espectador me preguntó quién saca cuando la tiran por el fondo",
]


@pytest.mark.parametrize("text", SPECTATOR_ELSEWHERE)
def test_a_spectator_alone_is_no_emergency(text: str) -> None:
    assert "EMERGENCY" not in understand(text, "es").concepts
