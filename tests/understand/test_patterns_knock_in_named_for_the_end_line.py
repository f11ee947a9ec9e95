"""The knock-in named as the restart a ball over the end line gets, asked how or where it is
taken ("palla uscita sul fondo vicino al palo: la mettono attaccata al palo per la rimessa?"),
says no defender's hit put it out: 22.a's knock-in
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
        ("en", "ball out over the end line right by the post, where's the knock in taken from?"),
    ],
)
def test_a_knock_in_named_for_the_end_line_is_no_defenders_hit(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("end_line/attacker"), trail


def test_a_hit_out_by_someone_unnamed_still_asks_whose_hit() -> None:
    trail, asked = read("le pegó afuera por el fondo, ¿es saque de fondo?", "es")
    assert trail == "end_line", trail
    assert asked == "end_line_who"


def test_a_knock_in_told_before_the_ball_went_out_is_no_restart_named() -> None:
    trail, _asked = read("our 4 knocked in and it went over the back line again", "en")
    assert not trail.startswith("end_line/attacker"), trail
