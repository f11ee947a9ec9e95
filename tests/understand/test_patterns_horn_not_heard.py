"""A question about the horn the umpires did not hear ("what if the umpires fail to hear the
horn?", "¿y si el umpire no escucha la bocina?", "e se gli arbitri non sentono la sirena?")
asks for 22.f's sentence on it: the Referee or the Timekeeper tells the umpire where and when
the game should have stopped. It tells nothing that happened, so it is answered from the
rulebook, with 22.f first, never with the question of how the period ended. Told with what
happened after it (a ball out, a goal) or asked what follows, it stays an incident."""

import pytest

from bot.search import search
from bot.understand import understand
from tests.understand.reading import read

_ASKED = [
    ("en", "what if the umpires fail to hear the horn?"),
    ("en", "what if nobody heard the bell?"),
    ("en", "what's the rule when the umps did not hear the horn at the end of the chukker?"),
    ("es", "¿qué pasa si el umpire no escucha la bocina?"),
    ("es", "¿y si nadie escucha la chicharra al final del chukker?"),
    ("it", "e se gli arbitri non sentono la sirena?"),
    ("it", "cosa dice il regolamento se nessuno ha sentito la sirena?"),
]


@pytest.mark.parametrize(("lang", "text"), _ASKED)
def test_the_horn_not_heard_asked_about_is_answered_from_the_rulebook(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.procedure
    assert not understood.path
    assert search(text, lang)[0].section == "22.f"


_TOLD_WITH_AN_INCIDENT = [
    ("en", "nobody heard the horn, their shot went wide, knock-in?"),
    ("es", "no se escuchó la bocina y la bocha salió por las tablas, ¿cómo seguimos?"),
    ("it", "nessuno ha sentito la sirena e la palla è uscita dalle sponde, come si riprende?"),
]


@pytest.mark.parametrize(("lang", "text"), _TOLD_WITH_AN_INCIDENT)
def test_the_horn_not_heard_told_with_what_happened_walks_the_period_end(
    lang: str, text: str
) -> None:
    trail, _ = read(text, lang)
    assert trail.startswith("more/period_ended/no"), trail
