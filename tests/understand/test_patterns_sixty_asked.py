"""A free hit from the 60 only asked about, beside a ball out told ("out over the side boards
off our 2…, do they hit from the 60?", "¿ellos tiran desde la 60?", "loro battono dalle 60?")
is the restart the writer asks about, never a hit from the 60 that went wrong
(``situations.restart_only_asked``). Read as told, the message went to "a free hit from the 60
went wrong", whose every answer is another ruling: one tap from a wrong one."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "ball went out over the side boards off our 2 inside our 60, do they hit from the 60?",
        ),
        ("es", "la bocha salió por la tabla, la sacó el 3 nuestro, ellos tiran desde la 60?"),
        (
            "it",
            "palla fuori dalla linea laterale, l'abbiamo messa fuori noi: loro battono dalle 60?",
        ),
    ],
)
def test_a_sixty_asked_beside_a_ball_out_is_no_sixty_gone_wrong(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("side_boards"), trail
    assert "FREE_HIT_60" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the 60 told, not asked: what went wrong at it
        ("en", "free hit from the 60, their hitter hit it again before anyone touched it"),
        ("es", "tiro desde la 60, el que le pegó la volvió a pegar antes que nadie la toque"),
    ],
)
def test_a_sixty_told_is_still_the_hit_from_the_60(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("more/sixty"), trail


@pytest.mark.parametrize(
    ("lang", "text", "trail"),
    [
        (
            "en",
            "our 3 cleared it off his own horse's leg over our own back line and the umpire "
            "gave them a sixty yard hit, is that right",
            "end_line/defender_horse",
        ),
        (
            "es",
            "la sacamos por la tabla atacando, adentro del 60 de ellos, y el ump les dio tiro "
            "libre desde la raya de 60",
            "side_boards/attacker",
        ),
    ],
)
def test_a_sixty_an_official_gave_beside_a_ball_out_is_his_call(
    lang: str, text: str, trail: str
) -> None:
    """The 60 an official gave ("the umpire GAVE them a sixty yard hit", "el ump les DIO tiro
    libre desde la raya de 60") beside a ball out told is the call the writer asks about: the
    ball out is the incident (``situations.sixty_an_official_gave``)."""
    read_trail, _asked = read(text, lang)
    assert read_trail.startswith(trail), read_trail


def test_a_sixty_given_then_played_is_still_the_incident() -> None:
    text = (
        "nos dieron tiro desde la 60 x lateral, le pegamos y anduvo 15 yardas nomás. el ref cobró"
    )
    trail, _asked = read(text, "es")
    assert trail.startswith("more/sixty"), trail


def test_the_side_that_gets_the_restart_did_not_hit_it_out() -> None:
    """ "…over the side line inside our sixty, I'm the defending three, so WE GET it": the side
    getting the restart is no doer (``receive_verbs``), so the unnamed hitter is asked."""
    text = (
        "she hit it out over the side line inside our sixty and im the defending three so we get it"
    )
    understood = understand(text, "en")
    assert not understood.decided
    assert "DEF" not in understood.concepts, sorted(understood.concepts)
