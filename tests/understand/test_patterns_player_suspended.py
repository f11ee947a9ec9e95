"""A player suspended for a card ("¿suspendido para el próximo partido?", "is he suspended for the
next game", "è squalificato per la prossima") is discipline, which Rules 20 and 22 do not
decide: the out-of-scope line, never a suspended game (22.g) whose committee is asked about."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "a mi 2 le sacan amarilla por protestar, ¿suspendido para el próximo partido?"),
        ("en", "our 2 got a yellow for arguing, is he suspended for the next game?"),
        ("it", "il nostro 2 ha preso il giallo, è squalificato per la prossima partita?"),
    ],
)
def test_a_player_suspended_is_out_of_scope(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.out_of_scope
    assert "SUSPENDED" not in understood.concepts


def test_a_game_that_stayed_suspended_is_still_a_suspended_game() -> None:
    # "quedó suspendido" said of the match: 22.g, never discipline
    trail, _asked = read("el partido quedó suspendido en el 4to por la tormenta, cómo sigue?", "es")
    assert trail.startswith("more/suspended"), trail
