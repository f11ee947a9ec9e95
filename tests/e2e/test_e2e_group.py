"""A group chat with two users: each runs a flow, the other's taps are refused with an alert,
and each ruling replies to the command that asked for it."""

from __future__ import annotations

import pytest

from bot.callback_data import Action
from bot.screens import screen
from tests.botapi_standin import BotApiStandin
from tests.e2e.conftest import Launcher
from tests.e2e.driver import Person, find_button, plain
from tests.e2e.process import BOT_USERNAME

GROUP_ID = -1001234567890
KNOCK_IN = "112"  # end line -> an attacker hit it out -> wide left: Rule 22.a
FIELD_GOAL = "31"  # goal scored -> a field goal: Rule 22.e(1), a throw-in


@pytest.fixture
def members(standin: BotApiStandin) -> tuple[Person, Person]:
    group = standin.group_chat(GROUP_ID, "Umpires of the Club")
    ana = standin.user(2001, "Ana", language_code="es")
    ben = standin.user(2002, "Ben", language_code="en")
    return Person(standin, ana, group), Person(standin, ben, group)


def test_two_users_each_get_their_ruling_and_cannot_touch_each_others_menu(
    bots: Launcher, standin: BotApiStandin, members: tuple[Person, Person]
) -> None:
    bot = bots.start()
    ana, ben = members
    ana_asks = ana.say(f"/start@{BOT_USERNAME}")
    ben_asks = ben.say("/start")
    ana_menu, ben_menu = ana.answer_to(ana_asks), ben.answer_to(ben_asks)
    assert ana_menu["reply_to_message"]["message_id"] == ana_asks["message_id"]
    assert ben_menu["reply_to_message"]["message_id"] == ben_asks["message_id"]
    assert ana_menu["text"] == plain(screen("", "es").text)
    assert ben_menu["text"] == plain(screen("", "en").text)

    ana_menu = ana.tap(ana_menu, Action.GO, "1", "es")

    # Ben presses a button of Ana's menu, Ana one of Ben's: each is refused with an alert.
    for intruder, menu in ((ben, ana_menu), (ana, ben_menu)):
        button, _ = find_button(menu, Action.GO, "11" if menu is ana_menu else "1")
        press = intruder.press(menu, button["callback_data"])
        alert = intruder.answered(press)
        assert alert["show_alert"] is True
        assert alert["text"]
    ben_ruling = ben.walk(ben_menu, FIELD_GOAL, "en")
    ana_ruling = ana.walk(ana_menu, KNOCK_IN, "es")

    # The intruders' presses changed nothing: each menu went straight along its owner's path.
    for person, ruling, asked, path, lang in (
        (ana, ana_ruling, ana_asks, KNOCK_IN, "es"),
        (ben, ben_ruling, ben_asks, FIELD_GOAL, "en"),
    ):
        versions = standin.history(person.chat, ruling["message_id"])
        assert [v["text"] for v in versions] == [
            plain(screen(path[:n], lang).text) for n in range(len(path) + 1)
        ]
        assert ruling["reply_to_message"]["message_id"] == asked["message_id"]
    assert "Regla 22.a" in ana_ruling["text"]
    assert "Rule 22.e(1)" in ben_ruling["text"]
    assert bot.alive()
    assert "Traceback" not in bot.log()


def test_new_question_in_a_group_replies_to_the_command_that_started_it(
    bots: Launcher, members: tuple[Person, Person]
) -> None:
    bots.start()
    ana, _ = members
    asked = ana.say("/start goal")
    ruling = ana.walk(ana.answer_to(asked), FIELD_GOAL, "es")
    button, _ = find_button(ruling, Action.NEW)
    ana.answered(ana.press(ruling, button["callback_data"]))
    fresh = ana.next_bot_message(after=ruling)
    assert fresh["text"] == plain(screen("", "es").text)
    assert fresh["reply_to_message"]["message_id"] == asked["message_id"]


def test_a_refused_press_is_explained_in_the_pressers_language(
    bots: Launcher, members: tuple[Person, Person]
) -> None:
    bots.start()
    ana, ben = members
    ana_menu = ana.command("/start")
    button, _ = find_button(ana_menu, Action.GO, "1")
    alert = ben.answered(ben.press(ana_menu, button["callback_data"]))
    assert alert["text"] == "This menu belongs to someone else. Send /start for your own."
