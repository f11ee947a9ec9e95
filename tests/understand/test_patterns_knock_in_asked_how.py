"""A knock-in told as the restart being taken, by a message that asks how or where it is taken
and says nothing of the play that put the ball out ("knock-in near the post, where does the
ball go?"), takes the knock-in as given: 22.a's knock-in follows a ball the attackers sent over
the end line, so who put it out is no question the ruling hangs on. A knock-in only asked about,
a question of who takes it, a call questioned or any other fact told keeps who put it out
asked: a defender's hit would make it a Safety, no knock-in at all."""

import pytest

from tests.understand.reading import read

_GIVEN = [
    ("en", "knock-in near the post, where does the ball go exactly"),
    ("en", "our knock in, it went out 2 yards from the boards, where do we put it?"),
    ("es", "saque de fondo cerca del palo, ¿dónde se pone la bocha?"),
    ("es", "salió por el fondo pegada a la tabla, saque de verde, ¿se pone donde cruzó?"),
    ("it", "knock-in vicino al palo, dove metto la palla?"),
    ("it", "rimessa dal fondo, uscita vicino al palo, dove va messa la palla?"),
]


@pytest.mark.parametrize(("lang", "text"), _GIVEN)
def test_a_knock_in_asked_how_is_taken_as_given(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail == "end_line/attacker", trail
    assert asked == "end_line_where", asked


def test_a_knock_in_placed_by_its_side_is_decided() -> None:
    text = "where do u put the ball for the knock in if it went out like 2 yds left of the post"
    assert read(text, "en") == ("end_line/attacker/near_left_post", None)


_NOT_GIVEN = [
    # who takes it is what is asked
    ("en", "ball went over the back line a yard from the boards, who knocks in and from where"),
    ("es", "salió por el fondo cerca del palo, ¿quién saca y de dónde?"),
    ("it", "palla fuori dal fondo vicino al palo chi fa il nocchin"),
    # only asked about
    ("en", "out near the post, knock in?"),
    # the call questioned
    ("en", "the ump gave a knock-in near the post, right call?"),
    # something else told: a touch on the way out
    ("es", "saque de fondo cerca del palo, la bocha pegó en el caballo del back, ¿dónde va?"),
]


@pytest.mark.parametrize(("lang", "text"), _NOT_GIVEN)
def test_a_knock_in_not_given_keeps_who_put_it_out_asked(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert not trail.startswith("end_line/attacker"), trail
