"""The other team's half named at a line-up ("at the throw-in their 4 was in our half", "al
lancio il loro 2 era nella nostra metà campo") is a player on the wrong side of the line-up
(20.b: each team lines up on its own side of the centre line), "wrong" unsaid; elsewhere a
half is no place a ruling can use, and where the ball went out is asked, never taken as the
middle of the field (``situations.line_up_across_centre``)."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "at the throw-in their 4 was in our half"),
        ("es", "en el tiro del medio su 4 estaba en nuestra mitad"),
        ("it", "dopo il gol, al lancio il loro 2 era nella nostra metà campo e l'ha giocata"),
        ("it", "al throw-in il loro 4 stava dalla parte nostra del campo"),
    ],
)
def test_a_half_named_at_a_line_up_is_the_wrong_side(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("more/wrong_side"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 3 hit it over the boards in our half"),
        ("it", "il loro 3 l'ha mandata fuori sulle tavole nella nostra metà campo"),
    ],
)
def test_a_half_named_where_the_ball_went_out_is_no_place(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail.startswith("side_boards"), trail
    assert "between_60s" not in trail
    assert asked is not None


def test_a_half_beside_another_place_of_the_ball_is_the_balls() -> None:
    trail, _asked = read(
        "fine del sesto, la palla era nella nostra metà all'altezza della nostra 60, il "
        "chukker dopo parte dal centro con throw-in normale?",
        "it",
    )
    assert not trail.startswith("more/wrong_side"), trail
