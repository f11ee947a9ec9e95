"""Telegram misbehaving for a while: 429 with retry_after, 500s, requests that time out, a
failing getUpdates. The bot waits and retries; every press made meanwhile still ends in the
right screen, nobody is shown an error, and the process neither dies nor logs a traceback."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from bot.callback_data import Action
from bot.screens import screen
from tests.botapi_standin import BotApiStandin, Fault
from tests.e2e.conftest import Launcher
from tests.e2e.driver import Person, find_button, plain

KNOCK_IN = "112"
MESSAGE_CALLS = ["sendMessage", "editMessageText", "answerCallbackQuery"]
SORRY = "Sorry, something went wrong"


@dataclass(frozen=True)
class Weather:
    """Faults injected at once, then the users press through them."""

    name: str
    faults: tuple[dict[str, Any], ...]


WEATHER = [
    Weather(
        "429 retry_after 1 s, for 3 s",
        ({"kind": Fault.FLOOD, "for_seconds": 3, "retry_after": 1, "methods": MESSAGE_CALLS},),
    ),
    Weather("500 on every call, for 3 s", ({"kind": Fault.SERVER_ERROR, "for_seconds": 3},)),
    Weather(
        "an edit times out, an answer is cut off",
        (
            {"kind": Fault.TIMEOUT, "times": 1, "hold_seconds": 6, "methods": ["editMessageText"]},
            {"kind": Fault.TIMEOUT, "times": 1, "hold_seconds": 1, "methods": ["sendMessage"]},
        ),
    ),
    Weather(
        "getUpdates fails with 500, then times out",
        (
            {"kind": Fault.SERVER_ERROR, "times": 2, "methods": ["getUpdates"]},
            {"kind": Fault.TIMEOUT, "times": 1, "hold_seconds": 1, "methods": ["getUpdates"]},
        ),
    ),
]


@pytest.mark.parametrize("weather", WEATHER, ids=[w.name for w in WEATHER])
def test_through_faults_for_a_while_every_user_still_gets_the_ruling(
    bots: Launcher, standin: BotApiStandin, weather: Weather
) -> None:
    bot = bots.start()
    people = []
    for number in range(3):
        user = standin.user(6001 + number, f"Umpire {number}", language_code="en")
        people.append(Person(standin, user, standin.private_chat(user)))
    menus = [person.command("/start") for person in people]

    plans = [standin.inject(**fault) for fault in weather.faults]
    # Each user asks again and presses through the whole flow, one press per step, while the
    # faults last: no press is repeated, so every one of them must be carried out.
    asked = [person.say("/start") for person in people]
    presses = []
    for person, menu in zip(people, menus, strict=True):
        button, _ = find_button(menu, Action.GO, KNOCK_IN[0])
        presses.append(person.press(menu, button["callback_data"]))
    for person, said in zip(people, asked, strict=True):
        assert person.answer_to(said, timeout=30)["text"] == plain(screen("", "en").text)
    for person, press in zip(people, presses, strict=True):
        shown = person.edited(press, timeout=30)
        assert shown["text"] == plain(screen(KNOCK_IN[0], "en").text)
        for end in range(2, len(KNOCK_IN) + 1):
            button, _ = find_button(shown, Action.GO, KNOCK_IN[:end])
            shown = person.edited(person.press(shown, button["callback_data"]), timeout=30)
            assert shown["text"] == plain(screen(KNOCK_IN[:end], "en").text)
        assert "Rule 22.a" in shown["text"]

    assert all(plan.hits for plan in plans), [(plan.kind, plan.hits) for plan in plans]
    for person in people:
        texts = [m.get("text", "") for m in standin.messages(person.chat, from_bot=True)]
        assert not [t for t in texts if SORRY in t or "Too Many Requests" in t]
    assert bot.alive()
    assert "Traceback" not in bot.log()
