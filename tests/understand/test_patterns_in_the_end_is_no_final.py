""" "In the end" is no final match: Spanish "al final" ("al final no sancionó nada") had its
"final" read by the English vocabulary as a tournament's final, which put the message out of
scope; Italian "alla fine" was already kept apart the same way. A foul the umpire thought he saw
and in the end did not give ("creyó ver una falta, pero no sancionó nada") is a stoppage with no
foul (22.h's perceived violation)."""

import pytest

from bot.understand import understand

_IN_THE_END = [
    ("es", "al final la bocha salió por el fondo, la tiró un atacante"),
    ("es", "sonó el silbato, el umpire creyó ver una falta, pero al final no sancionó nada"),
    ("it", "alla fine la palla è uscita sul fondo, l'ha mandata un attaccante"),
]


@pytest.mark.parametrize(("lang", "text"), _IN_THE_END)
def test_in_the_end_is_no_final_match(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "MATCH" not in understood.concepts
    assert not understood.out_of_scope


_A_FINAL_MATCH = [
    ("es", "¿quién juega la final el domingo?"),
    ("en", "who plays in the final on sunday?"),
]


@pytest.mark.parametrize(("lang", "text"), _A_FINAL_MATCH)
def test_a_final_match_stays_out_of_scope(lang: str, text: str) -> None:
    assert "OUT_OF_SCOPE" in understand(text, lang).concepts


_SEEN_AND_NOT_GIVEN = [
    (
        "es",
        "el umpire pitó porque creyó ver una falta, pero no sancionó nada; la teníamos nosotros",
    ),
    ("en", "the umpire stopped play for a possible foul but called nothing, we had the ball"),
]


@pytest.mark.parametrize(("lang", "text"), _SEEN_AND_NOT_GIVEN)
def test_a_foul_seen_and_not_given_is_no_foul(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "NO_FOUL" in understood.concepts
    assert not understood.out_of_scope
