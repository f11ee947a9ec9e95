"""A foul whose doer is named by its "of" or "by" ("una falta DEL 4 DE AZUL contra nosotros",
"a foul BY their 4 against us") makes the "against" its victim, where the "against" names
another team: which team committed it is asked, never read from the "against" alone (read so,
a goal at the whistle was ruled a foul by the scorers, who had been fouled)."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "metemos gol y justo en el mismo momento pita el referí una falta del 4 de azul "
            "contra nosotros. vale el gol?",
        ),
        ("en", "we scored right as the ump blew for a foul by their 4 against us. goal?"),
    ],
)
def test_a_foul_of_a_named_team_against_us_asks_who_committed_it(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    assert "foul_against" in understood.missing
