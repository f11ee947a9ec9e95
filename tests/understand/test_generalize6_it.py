"""Italian generalization, round 6 (issue 17): ways Italian polo chats and voice notes say things
that the layer read wrongly or not at all, each as a pattern in several phrasings written for
this test (never copied from the outsiders' corpus or the fresh messages).
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- the knocking side said by its hitter's side ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # the knocking team by its name, then its hitter as "their" player
        "rimessa dal fondo dei verdi, l'arbitro chiama play, il loro 4 batte e il nostro 1 era "
        "a 20 yarde dalla linea, l'arbitro fischia",
        "rimessa dei rossi il loro 1 colpisce col nostro 3 a 10 yarde dal fondo e l'arbitro "
        "fischia",
        "rimessa dei bianchi, il loro 3 colpisce e il nostro 2 era a 15 yarde dalla linea, "
        "l'arbitro ferma",
        # no team said at the knock-in: the hitter's side is the knocking one
        "rimessa, il nostro 4 batte e il loro 1 stava a 25 yarde dalla linea, l'arbitro ferma",
    ],
)
def test_the_hitters_side_is_the_knocking_side(text: str) -> None:
    assert "INSIDE_30" in understand(text, "it").concepts
    assert read(text, "it")[0] == "more/knock_in_problem/opponent_inside_30"


@pytest.mark.parametrize(
    "text",
    [
        # the player at 20 yards is of the hitter's own side: no opponent inside the 30
        "rimessa dei rossi il nostro 1 colpisce col nostro 3 a 10 yarde dal fondo e l'arbitro "
        "fischia",
        "rimessa dei gialli, il loro 2 batte e il loro 4 era a 20 yarde dalla linea, fischio",
        # both sides hit: which knocked in is not said
        "rimessa, il loro 4 batte, il nostro 2 colpisce e il loro 1 era a 20 yarde dalla linea",
    ],
)
def test_a_player_of_the_hitters_side_or_two_hitters_say_no_opponent(text: str) -> None:
    assert "INSIDE_30" not in understand(text, "it").concepts


# --- Play said as the moment ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "nostra rimessa, il loro 2 era dentro le 30 al play",
        "rimessa nostra, il loro 3 stava dentro le 30 sul play",
        "rimessa per noi e il loro back era entro le 30 dopo il play",
        "rimessa nostra, quando hanno detto play il loro 1 era ancora dentro le 30",
    ],
)
def test_play_said_as_the_moment_is_play_called(text: str) -> None:
    assert "CALL_PLAY" in understand(text, "it").concepts
    assert read(text, "it") == ("more/knock_in_problem/opponent_inside_30", None)


def test_an_opponent_inside_the_30_without_play_is_still_confirmed() -> None:
    # no moment said: whether Play had been called is confirmed, never decided
    _, asked = read("rimessa per noi e il loro back era entro le 30", "it")
    assert asked is not None
