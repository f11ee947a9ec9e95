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


@pytest.mark.parametrize(
    "text",
    [
        "our 4 tried to clear it, miss hit it and it went over our own back line",
        "their back miss-hit his clearance and it rolled over his own back line",
        "our 2 mis hit it and it went over our own end line",
    ],
)
def test_a_dictated_mishit_is_a_hit_not_a_miss(text: str) -> None:
    """English dictation splits "mishit" in two: "MISS HIT it" is a hit that went wrong, never
    a swing and miss (read so, a defender's clearance over his own back line was taken for a
    knock-in swung at and missed)."""
    understood = understand(text, "en")
    assert "MISSED" not in understood.concepts, sorted(understood.concepts)
    assert "OWN_END_LINE" in understood.concepts, sorted(understood.concepts)


@pytest.mark.parametrize(
    "text",
    [
        "the lad on the grey, hes their captain right he tried a shot and it went behind",
        "so their 3 right she hit it over our back line",
    ],
)
def test_a_right_before_a_pronoun_names_no_side(text: str) -> None:
    """A spoken "right" asking for agreement before the next clause's pronoun ("hes their
    captain RIGHT HE tried…") names no side, so no right-hand places are offered."""
    understood = understand(text, "en")
    assert "RIGHT" not in understood.concepts, sorted(understood.concepts)
