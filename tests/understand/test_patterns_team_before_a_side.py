"""A team named right before a side word is never a phrase's gap word: "rimessa DEI GIALLI, noi
siamo i verdi" is yellow's knock-in, and read across the colour ("rimessa … noi", as "rimessa
per noi") it was ours, the team defending that end line the wrong one. A team named before
anything else may still be a phrase's gap ("after Red's goal", "gol blu normale")."""

import pytest

from bot.understand import understand

_THEIR_KNOCK_IN_THEN_WHO_WE_ARE = [
    ("it", "rimessa dei gialli, noi siamo i verdi, il nostro 1 era dentro le 30"),
    ("it", "rimessa dal fondo per i blu; noi siamo i rossi, il nostro 2 era sotto le 30 yarde"),
    ("es", "saque de fondo para los azules, nosotros somos los rojos, nuestro 1 estaba adentro"),
    ("en", "knock in for blue, we are red, our 1 was inside the 30"),
]


@pytest.mark.parametrize(("lang", "text"), _THEIR_KNOCK_IN_THEN_WHO_WE_ARE)
def test_a_team_before_a_side_word_is_no_gap_of_our_knock_in(lang: str, text: str) -> None:
    assert "WE_KNOCK_IN" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [("it", "rimessa per noi, il loro 1 era dentro le 30"), ("en", "our knock in, red 2 inside")],
)
def test_our_knock_in_is_still_ours(lang: str, text: str) -> None:
    assert "WE_KNOCK_IN" in understand(text, lang).concepts
