"""Typed questions answered from something other than the question tree."""

from __future__ import annotations

import pytest

from bot.i18n import translator
from bot.penalty_view import penalty_command_text
from bot.understand import understand
from bot.understand.reply import reply
from rules_core.facts import Penalty


@pytest.mark.parametrize(
    ("message", "lang", "title"),
    [
        ("p4 where is it taken", "en", "Penalty 4: how it is taken"),
        ("penal 2 donde se tira", "es", "Penal 2: cómo se ejecuta"),
        ("punizione 3 dove si batte", "it", "Punizione 3: come si batte"),
        ("how is a penalty 5b taken", "en", "Penalty 5.b: how it is taken"),
    ],
)
def test_a_question_about_one_penalty_is_answered_with_its_card(
    message: str, lang: str, title: str
) -> None:
    answer = reply(understand(message, lang), lang)
    assert title in answer.screen.text
    assert answer.path == ""  # no menu of the question tree under it


def test_a_bare_penalty_5_is_5a_or_5b_and_gets_no_card() -> None:
    answer = reply(understand("penalty 5 where", "en"), "en")
    t = translator("en")
    for penalty in (Penalty.P5A, Penalty.P5B):
        assert answer.screen.text != penalty_command_text(penalty, t)
    # a question about penalties gets the rulebook search: both cards among its results, or none
    shown = answer.screen.text
    assert ("Penalty 5.a" in shown) == ("Penalty 5.b" in shown)
