"""A private chat, in each language, from /start to a ruling and its original text."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.callback_data import Action
from bot.screens import screen
from tests.botapi_standin import BotApiStandin
from tests.e2e.conftest import Launcher
from tests.e2e.driver import Person, plain

#: Ball over the end line -> An attacker hit it out -> Wide left of the posts: a knock-in
KNOCK_IN = "112"


@dataclass(frozen=True)
class Speaker:
    language_code: str  # what Telegram reports for the user
    lang: str  # what the bot should speak
    citation: str
    translation: str | None  # the seed's translation shown under the original, if any


SPEAKERS = [
    Speaker("en", "en", "USPA 2026 · Rule 22.a · Knock-in", None),
    Speaker(
        "es-AR", "es", "USPA 2026 · Regla 22.a · Saque de fondo", "Después de que la bocha cruce"
    ),
    Speaker("it", "it", "USPA 2026 · Regola 22.a · Rimessa dal fondo", None),
]


@pytest.mark.parametrize("speaker", SPEAKERS, ids=[s.language_code for s in SPEAKERS])
def test_a_user_gets_from_start_to_a_ruling_and_its_original_text_in_their_language(
    bots: Launcher, standin: BotApiStandin, speaker: Speaker
) -> None:
    bot = bots.start()
    user = standin.user(1001, "Umpire", language_code=speaker.language_code)
    umpire = Person(standin, user, standin.private_chat(user))

    menu = umpire.command("/start")
    assert menu["text"] == plain(screen("", speaker.lang).text)
    ruling = umpire.walk(menu, KNOCK_IN, speaker.lang)
    assert speaker.citation in ruling["text"]

    original = umpire.tap(ruling, Action.ORIGINAL, KNOCK_IN, speaker.lang)
    assert "¶1.1 After the ball goes across" in original["text"]  # numbered as the rulebook
    assert "After the ball goes across a team’s end line" in original["text"]  # English prevails
    if speaker.translation:
        assert speaker.translation in original["text"]
    assert bot.alive()
    assert "Traceback" not in bot.log()
