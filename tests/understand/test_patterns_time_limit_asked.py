"""A restart's time limit asked as what the player is given ("does our back GET 10 SECONDS to
hit the knock in?", "¿el back TIENE 10 SEGUNDOS para pegar?") is a question about the
procedure: the limit is asked of, none ran out, so no violation is ruled. The same seconds told
as gone by ("took more than 10 seconds") are still the late knock-in of 22.e(3).
"""

from __future__ import annotations

import pytest

from bot.flow import ROOT, walk
from bot.teams import split
from bot.understand import understand

ASKED = [
    (
        "en",
        "ball went wide off their 3, goal judge waved it. does our back get 10 seconds to hit "
        "the knock in after the ump says play?",
    ),
    ("en", "pen 2 to us, does our 3 have 20 seconds to hit it?"),
    (
        "es",
        "salió afuera por el fondo, tiro errado del 3 de ellos. el back nuestro tiene 10 "
        "segundos para pegar después del play?",
    ),
]

TOLD = [
    ("en", "our knock in, the ump called play, our back took more than 10 seconds"),
    ("es", "saque de fondo nuestro, el back tardó más de 10 segundos después del play"),
]


@pytest.mark.parametrize(("lang", "text"), ASKED)
def test_a_time_limit_asked_is_the_procedure_not_a_violation(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided
    assert understood.procedure


@pytest.mark.parametrize(("lang", "text"), TOLD)
def test_the_seconds_told_gone_by_are_the_late_knock_in(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.decided
    trail = [c.slug for c in walk(ROOT, split(understood.path)[1]).trail]
    assert trail[-1] == "ten_seconds_elapsed"
