"""A player suspended for a card ("¿queda suspendido para el próximo?", "is he suspended for the
next game", "è squalificato per la prossima") is discipline, which Rules 20 and 22 do not
decide: the out-of-scope line, never a suspended game (22.g) whose committee is asked about."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "a mi 2 le sacan amarilla por protestar, queda suspendido para la final?"),
        ("en", "our 2 got a yellow for arguing, is he suspended for the next game?"),
        ("it", "il nostro 2 ha preso il giallo, è squalificato per la prossima partita?"),
    ],
)
def test_a_player_suspended_is_out_of_scope(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.out_of_scope
    assert "SUSPENDED" not in understood.concepts
