"""Principle 0, fifteenth pass (vague variants of decided messages, Italian).

* Coming up to the umpire at a throw-in, or standing near him ("si avvicina all'arbitro",
  "vicino all'arbitro", "came up to the umpire", "se acercó al referí"), says no distance: Rule
  20 forbids only being within 5 yards of him. The line-up problem is read, which one (within 5
  yards or not) is asked. "Troppo vicino", "addosso", riding at him ("vanno verso l'arbitro",
  "avanzano verso l'arbitro": the rush), a distance under 5 yards still say the
  violation and are decided; so does a question of how near the umpire they may stand ("quanto
  vicino all'arbitro", "quanto lontani dall'arbitro"): the 5 yards' rule itself.
"""

import pytest

from bot.understand import understand

_APPROACHED_THE_UMPIRE = [
    ("en", "at the throw-in their 2 came up to the umpire before he threw"),
    ("en", "at the throw-in our 3 was near the umpire"),
    ("es", "en el throw in el 2 de ellos se acercó al referí antes del lanzamiento"),
    ("es", "en el throw in nuestro 3 estaba cerca del umpire"),
    ("it", "al throw in i numeri 2 si avvicinano all'arbitro mentre sta per lanciare"),
    ("it", "il loro 4 si è avvicinato all'arbitro prima del lancio"),
    ("it", "al lancio il nostro 1 stava vicino all'arbitro"),
    ("it", "le due squadre si avvicinano all'arbitro mentre prepara il lancio"),
]


@pytest.mark.parametrize(("lang", "text"), _APPROACHED_THE_UMPIRE)
def test_coming_up_to_the_umpire_is_no_distance_decided(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [(lang, text) for lang, text in _APPROACHED_THE_UMPIRE if lang != "es" and "near" not in text],
)
def test_coming_up_to_the_umpire_asks_which_line_up_problem(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.facts["incident"].get("situation") == "line_up_issue"
    assert "problem" not in understanding.facts["incident"]


_TOO_CLOSE_TO_THE_UMPIRE = [
    "al lancio il loro 3 si è avvicinato a 2 yard dall'arbitro",
    "al throw in il nostro 2 era troppo vicino all'arbitro",
    "il loro 1 va addosso all'arbitro prima del lancio",
    "al throw in i numeri 3 vanno verso l'arbitro prima che lanci",
    "quanto vicino all'arbitro possono stare i giocatori al lancio",
    "quanto lontani dall'arbitro devono stare i numeri 1 al lancio",
]


@pytest.mark.parametrize("text", _TOO_CLOSE_TO_THE_UMPIRE)
def test_too_close_to_the_umpire_is_still_decided(text: str) -> None:
    understanding = understand(text, "it")
    assert understanding.decided
    assert understanding.facts["incident"].get("problem") == "inside_five_yards"
