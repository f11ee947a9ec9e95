"""The knock-in named as the restart a ball over the end line gets, asked how or where it is
taken ("palla uscita sul fondo vicino al palo: la mettono attaccata al palo per la rimessa?") or
said whose ("saque nuestro, ¿de dónde?"), says no defender's hit put it out: 22.a's knock-in
follows a ball out "other than from a Safety", and an attacker's hit and one off a defender give
the same knock-in. Where a hit out is told by someone unnamed, whose hit it was is still asked."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "it",
            "Palla uscita sul fondo proprio vicino al palo, tipo un metro fuori. La mettono sulla "
            "linea attaccata al palo per la rimessa?",
        ),
        (
            "es",
            "el 3 de los blancos pegó de muy lejos y se fue por el fondo, a mitad de camino entre "
            "el palo y la esquina. saque nuestro. de donde?",
        ),
    ],
)
def test_a_knock_in_named_for_the_end_line_is_no_defenders_hit(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("end_line/attacker"), trail


def test_a_hit_out_by_someone_unnamed_still_asks_whose_hit() -> None:
    trail, asked = read("le pegó afuera por el fondo, ¿es saque de fondo?", "es")
    assert trail == "end_line", trail
    assert asked == "end_line_who"
