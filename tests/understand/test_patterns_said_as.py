"""Words read as the words they mean where what tells them apart is a word reading drops
(``rewrite.as_meant``, each language's ``said_as``): Spanish "EL TIRO DEL MEDIO" is the
umpire's throw-in at the centre ("el bochazo del medio"), while "la tiró al medio" is a
player's hit to the middle; without their articles (stop words) the two read alike, and the
throw-in was taken for a hit over the side boards, its hitter asked."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    "text",
    [
        "en el tiro del medio el 2 de ellos estaba del lado equivocado y le pegó",
        "después del tiro al medio nuestro 1 se confundió y la metió en su propio arco",
        "cómo se hace el tiro del medio, de abajo o de arriba?",
    ],
)
def test_the_centre_throw_named_by_its_article_is_the_umpires_throw_in(text: str) -> None:
    understood = understand(text, "es")
    assert "LINE_UP" in understood.concepts, sorted(understood.concepts)
    assert "SIDE_BOARDS" not in understood.concepts, sorted(understood.concepts)


@pytest.mark.parametrize(
    "text",
    [
        "el 3 de ellos la tiró al medio y se fue por la tabla",
        "nuestro 2 la tiró del medio de la cancha por encima de la tabla",
    ],
)
def test_a_players_hit_to_the_middle_stays_a_hit(text: str) -> None:
    assert "LINE_UP" not in understand(text, "es").concepts
