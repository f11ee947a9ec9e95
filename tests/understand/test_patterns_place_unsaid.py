"""Pattern: a place the message does not say, where the ruling does not hang on it, is not asked
(issue 17: "roles that cannot matter are still asked"). The core is the judge: the walk takes
the place unsaid (``ANYWHERE``) only where the core decides with the whole field for it
(``bot.screens.stands``), and asks where the rule draws a line through the field.
"""

from __future__ import annotations

import pytest

from tests.understand.reading import read

#: nobody disadvantaged, or a ball off an umpire or no one knows whose: wherever it was
DECIDED_WITHOUT_PLACE = [
    (
        "en",
        "the ball went over the boards off the umpire's horse",
        "side_boards/off_umpire",
    ),
    (
        "en",
        "over the boards in a scramble, nobody knows who touched it last",
        "side_boards/unknown",
    ),
    (
        "en",
        "umpire stopped play for a fallen player, nobody had the ball",
        "play_stopped/fallen_injured/nobody",
    ),
    (
        "es",
        "la bocha pegó en el caballo del umpire y salió por las tablas",
        "side_boards/off_umpire",
    ),
    (
        "es",
        "el umpire paró el juego por un jugador caído, nadie tenía la bocha",
        "play_stopped/fallen_injured/nobody",
    ),
    (
        "it",
        "la palla è uscita dalle sponde dopo aver toccato il cavallo dell'arbitro",
        "side_boards/off_umpire",
    ),
    (
        "it",
        "l'arbitro ha fermato il gioco per un giocatore caduto, nessuno aveva la palla",
        "play_stopped/fallen_injured/nobody",
    ),
]

#: whose 60 the ball went out in decides whose free hit (22.e(2)): the place is asked
PLACE_ASKED = [
    ("en", "the defender hit it over the side boards", "side_boards/defender", "side_where"),
    ("es", "el defensor la tiró afuera por las tablas", "side_boards/defender", "side_where"),
    ("it", "il difensore l'ha mandata fuori dalle sponde", "side_boards/defender", "side_where"),
]


@pytest.mark.parametrize(("lang", "text", "answers"), DECIDED_WITHOUT_PLACE)
def test_a_place_the_ruling_does_not_hang_on_is_not_asked(
    lang: str, text: str, answers: str
) -> None:
    assert read(text, lang) == (answers + "/anywhere", None)


@pytest.mark.parametrize(("lang", "text", "answers", "asked"), PLACE_ASKED)
def test_a_place_the_ruling_hangs_on_is_asked(
    lang: str, text: str, answers: str, asked: str
) -> None:
    assert read(text, lang) == (answers, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ball off the umpire's horse over the boards inside this 60"),
        ("es", "la bocha pegó en el caballo del umpire y salió por las tablas en estas 60"),
        ("it", "palla fuori dalle sponde deviata dal cavallo dell'arbitro dentro questi 60"),
    ],
)
def test_a_place_said_is_the_place_taken(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert asked is None
    assert answers.endswith("this_60"), answers


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "umpire stopped play for a fallen player, I think nobody had the ball"),
        ("es", "el umpire paró por un jugador caído, creo que nadie tenía la bocha"),
        ("it", "l'arbitro ha fermato per un giocatore caduto, secondo me nessuno aveva la palla"),
    ],
)
def test_a_hedged_fact_is_still_confirmed_before_the_place_is_left_out(
    lang: str, text: str
) -> None:
    """What the ruling without a place rests on, hedged, is offered to confirm, not decided."""
    answers, asked = read(text, lang)
    assert asked == "possession", (answers, asked)
