"""An opponent off the field at a knock-in who came on and played AT ONCE ("stole it straight
away", "la jugó enseguida", "la gioca immediatamente") had neither passed a teammate properly
positioned 30 yards out nor let the ball go 30 yards and passed midfield (22.a): not onside,
never asked. Where he went ("went straight for the ball") says nothing of when: still asked."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "we knocked in while their 4 was off the field changing ponies, he came on behind "
            "our hitter and hit it immediately. penalty?",
        ),
        (
            "es",
            "sacamos de fondo con el 4 de ellos afuera cambiando caballo, entró por atrás del "
            "que saca y la jugó enseguida. es penal?",
        ),
        (
            "it",
            "battiamo il knock-in col loro 4 fuori campo a cambiare cavallo, entra da dietro il "
            "nostro battitore e la gioca immediatamente. rigore?",
        ),
    ],
)
def test_an_off_field_opponent_who_played_at_once_was_not_onside(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail == "more/knock_in_problem/off_field_opponent_played/neither", trail
    assert asked is None


def test_where_he_went_is_not_when() -> None:
    text = (
        "we knocked in, their 4 had been off changing ponies, came on behind our hitter and "
        "went straight for the ball. allowed?"
    )
    assert read(text, "en") == (
        "more/knock_in_problem/off_field_opponent_played",
        "knock_in_onside",
    )


@pytest.mark.parametrize(
    ("lang", "text", "onside"),
    [
        (
            "en",
            "their 2 was off the field changing ponies when we knocked in, he came on behind our "
            "hitter and hooked our 3 about 10 yds after the hit",
            "neither",
        ),
        (
            "es",
            "el 2 de ellos estaba afuera cambiando de petiso cuando sacamos de fondo, entró por "
            "atrás del que saca y nos robó la bocha a 10 yardas del fondo",
            "neither",
        ),
        (
            "it",
            "battiamo il knock-in, il loro 3 era fuori campo a cambiare cavallo, rientra da dietro "
            "e prende la palla a 15 yard",
            "neither",
        ),
    ],
)
def test_where_an_off_field_opponent_played_it_is_how_far_it_had_gone(
    lang: str, text: str, onside: str
) -> None:
    # the yards said after his play: where he played the ball, placed on the end line
    assert read(text, lang) == (f"more/knock_in_problem/off_field_opponent_played/{onside}", None)


def test_at_once_said_of_the_knock_in_is_the_hits() -> None:
    text = "we knocked in immediately, their 4 had been off the field and came on and played it"
    assert read(text, "en")[1] == "knock_in_onside"
