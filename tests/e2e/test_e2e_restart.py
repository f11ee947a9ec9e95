"""Restarts: stopped (SIGTERM) or killed (SIGKILL) in the middle of a flow, the bot starts
again cleanly, keeps the chosen languages, and the menus already open in the chats go on."""

from __future__ import annotations

import signal

from bot.callback_data import Action
from bot.handlers.language import NAMES
from bot.screens import screen
from tests.botapi_standin import BotApiStandin, Fault
from tests.e2e.conftest import Launcher
from tests.e2e.driver import Person, find_button, plain


def umpire(standin: BotApiStandin, language_code: str = "en") -> Person:
    user = standin.user(5001, "Umpire", language_code=language_code)
    return Person(standin, user, standin.private_chat(user))


def test_after_sigterm_the_bot_exits_cleanly_and_the_open_menu_goes_on(
    bots: Launcher, standin: BotApiStandin
) -> None:
    first = bots.start()
    person = umpire(standin)
    menu = person.walk(person.command("/start"), "1", "en")

    assert first.stop(signal.SIGTERM) == 0
    assert "Traceback" not in first.log()
    # The umpire taps while the bot is down: the press waits at the Bot API.
    button, _ = find_button(menu, Action.GO, "11")
    press = person.press(menu, button["callback_data"])

    second = bots.start()
    assert person.answered(press)["show_alert"] is False
    menu = person.edited(press)
    assert menu["text"] == plain(screen("11", "en").text)
    ruling = person.walk(menu, "112", "en")
    assert "Rule 22.a" in ruling["text"]
    assert second.alive()
    assert "Traceback" not in second.log()


def test_after_sigkill_mid_update_the_bot_restarts_cleanly_with_the_languages_kept(
    bots: Launcher, standin: BotApiStandin
) -> None:
    first = bots.start()
    person = umpire(standin, language_code="en")
    choose = person.command("/language")
    button, _ = find_button(choose, Action.LANGUAGE, "es")
    assert button["text"] == NAMES["es"]
    person.edited(person.press(choose, button["callback_data"]))
    menu = person.command("/start")
    assert menu["text"] == plain(screen("", "es").text)
    menu = person.walk(menu, "1", "es")

    # The next press hangs at the Bot API (its edit gets no reply); the bot is killed meanwhile.
    hang = standin.inject(Fault.TIMEOUT, methods=["editMessageText"], hold_seconds=30)
    button, _ = find_button(menu, Action.GO, "11")
    person.press(menu, button["callback_data"])
    standin.wait_for(lambda: hang.hits >= 1, timeout=10)
    assert first.stop(signal.SIGKILL) == -signal.SIGKILL
    hang.cancel()

    second = bots.start()
    assert "preferences" not in second.log()  # nothing to repair, nothing to report
    again = person.command("/start")
    assert again["text"] == plain(screen("", "es").text)  # the choice survived the kill
    # The menu open at the kill still shows its last screen and goes on from there.
    current = standin.message(person.chat, menu["message_id"])
    assert current is not None
    assert current["text"] == plain(screen("1", "es").text)
    ruling = person.walk(current, "112", "es")
    assert "Regla 22.a" in ruling["text"]
    assert second.alive()
    assert "Traceback" not in second.log()


def test_sigterm_finishes_the_update_in_hand_before_exiting(
    bots: Launcher, standin: BotApiStandin
) -> None:
    bot = bots.start()
    person = umpire(standin)
    menu = person.command("/start")
    # The edit of the next press is told to wait (429, retry after 1 s); SIGTERM arrives then.
    flood = standin.inject(Fault.FLOOD, methods=["editMessageText"], retry_after=1)
    button, _ = find_button(menu, Action.GO, "1")
    press = person.press(menu, button["callback_data"])
    standin.wait_for(lambda: flood.hits >= 1, timeout=10)
    assert bot.stop(signal.SIGTERM) == 0
    shown = standin.message(person.chat, press.message_id)
    assert shown is not None
    assert shown["text"] == plain(screen("1", "en").text)
    assert "Traceback" not in bot.log()
