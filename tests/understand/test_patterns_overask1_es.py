"""Facts a message already says that were asked again (the over-asked sweep, Spanish first).

A play cut through the middle of the lined-up players ("cruzando por el medio de todos",
"through the middle of the pack", "attraversando la mischia") is a play from an angle inside
the line-up, and says the ball is still in it: Rule 20.c's no right of way inside the line-up is
what the writer asks about, so whether the ball had left it is not asked again
(``THROUGH_THE_PLAYERS``, choices.toml). A play from behind someone or at an angle with no
"through the players" still asks it.

The hitter's own horse said as his ("su propio caballo", "el caballo del mismo que le pegó")
and then its kick ("la pateó") is the horse that kicked the ball (``HORSE_KICKED``): the owner's
phrase no longer swallows the horse the kick needs, so kicked-or-hit-into-its-foot is not asked.
"""

import pytest

from tests.understand.reading import read

_THROUGH_THE_PLAYERS = [
    ("es", "en el throw in el 4 de ellos le pegó en ángulo cruzando por el medio de todos"),
    ("es", "tiro inicial: nuestro 2 se metió atravesando el medio del grupo y le pegó, se puede?"),
    ("es", "en el bochazo del umpire su 1 vino en diagonal por el medio de los jugadores, vale?"),
    ("en", "at the throw-in their 2 came in at an angle through the middle of everyone, foul?"),
    ("en", "on the throw in our 3 came in from an angle through the middle of the pack, allowed?"),
    ("it", "al throw-in il loro 2 è entrato in diagonale attraversando la mischia, è fallo?"),
    ("it", "alla rimessa dell'umpire il nostro 3 è arrivato di traverso tagliando lo schieramento"),
]


@pytest.mark.parametrize(("lang", "text"), _THROUGH_THE_PLAYERS)
def test_a_play_through_the_players_is_inside_the_line_up(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail.startswith("more/inside_line_up/no"), (trail, asked)
    assert asked != "ball_left_line_up"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # at an angle, from behind a player, nothing of the players around: still asked
        ("es", "en el throw in el 2 de ellos la jugó en diagonal desde atrás del 3 nuestro"),
        ("en", "at the throw-in their 2 came in at an angle from behind our 3, foul?"),
    ],
)
def test_an_angle_play_alone_keeps_the_ball_asked(lang: str, text: str) -> None:
    assert read(text, lang) == ("more/inside_line_up", "ball_left_line_up")


_OWN_HORSE_KICKED = [
    ("es", "penal 2, su propio caballo la pateó y entró"),
    ("es", "penal 3 corto, el caballo del mismo que le pegó la pateó al arco"),
    ("es", "en el penal 2 le pega cortito y el caballo del mismo que le pega la patea y es gol"),
    ("en", "penalty 2, his own horse kicked the ball and it went in"),
    ("en", "penalty 3 came up short and the horse of the guy who hit it kicked it in"),
    ("it", "rigore 2, il suo stesso cavallo ha calciato la palla in porta"),
    ("it", "rigore 2, il cavallo dello stesso che l'ha tirato l'ha calciata in porta"),
]


@pytest.mark.parametrize(("lang", "text"), _OWN_HORSE_KICKED)
def test_the_hitters_own_horse_kicking_is_a_kick(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail.endswith("horse_kicked_ball"), (trail, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # his own horse with no kick said: kicked, or hit into its foot, is asked
        ("es", "penal 2, la bocha tocó su propio caballo y entró"),
        ("en", "penalty 2, the ball came off his own horse and went in"),
    ],
)
def test_the_own_horse_alone_keeps_the_touch_asked(lang: str, text: str) -> None:
    assert read(text, lang)[1] == "foul_shot_event"
