"""Act as users of the real bot process through the Bot API stand-in.

``Person`` is a user in a chat: sends commands, reads the bot's answers, presses buttons.
Buttons are found by what they do, not where they sit: each button's signed callback data is
decoded with the key the bot derives from its token, and its label is checked against the bot's
own screen for that step in that language (``bot.screens``), so a test fails if the process
shows anything else. (The process itself: ``tests.e2e.process``.)

Every wait is bounded (``WAIT`` seconds unless a test says otherwise).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from bot.callback_data import Action, CallbackData, CallbackDataError, Codec, derive_key
from bot.screens import Screen, original_screen, screen
from tests.botapi_standin import BotApiStandin, TgChat, TgUser
from tests.botapi_standin.parse_modes import parse_text
from tests.e2e.process import TOKEN, WAIT

JSON = dict[str, Any]

#: the key the bot derives from its token (no CALLBACK_SECRET is set in these tests)
CODEC = Codec(derive_key(None, TOKEN))


# -- screens: what the bot should show --------------------------------------------------------
def plain(html: str) -> str:
    """Telegram HTML as the user reads it (the stand-in parses it like Telegram does)."""
    return parse_text(html, "HTML")[0]


def expected(action: Action, path: str, lang: str) -> Screen:
    if action is Action.ORIGINAL:
        return original_screen("0" + path, lang)
    return screen(path, lang)


def label_of(screen_shown: Screen, action: Action, payload: str) -> str:
    for row in screen_shown.rows:
        for button in row:
            if (button.action, button.payload) == (action, payload):
                return button.label
    raise AssertionError(f"the screen has no {action.name} {payload!r} button")


def buttons(message: JSON) -> list[JSON]:
    rows = message.get("reply_markup", {}).get("inline_keyboard", [])
    return [button for row in rows for button in row]


def decoded(button: JSON) -> CallbackData | None:
    """What a button does, from its signed callback data (None: not one of ours)."""
    try:
        return CODEC.decode(button.get("callback_data"))
    except CallbackDataError:
        return None


def find_button(message: JSON, action: Action, payload: str = "") -> tuple[JSON, CallbackData]:
    """The button of ``message`` that does ``action`` with ``payload``, and its decoded data."""
    for button in buttons(message):
        data = decoded(button)
        if data is not None and (data.action, data.payload) == (action, payload):
            return button, data
    labels = [b["text"] for b in buttons(message)]
    raise AssertionError(f"no {action.name} {payload!r} button in message: {labels}")


# -- people ----------------------------------------------------------------------------------
@dataclass
class Press:
    query_id: str
    message_id: int
    versions: int  # how many versions the message had when pressed


@dataclass
class Person:
    """A user in a chat (their private chat, or a group)."""

    standin: BotApiStandin
    user: TgUser
    chat: TgChat

    @property
    def id(self) -> int:
        return self.user.id

    def say(self, text: str, reply_to: int | None = None) -> JSON:
        return self.standin.send_message(self.chat, self.user, text, reply_to=reply_to)

    def answer_to(self, said: JSON, timeout: float = WAIT) -> JSON:
        """The bot's first text message after ``said`` that answers it: in a group it replies
        to ``said``; in a private chat it replies to nothing or to ``said`` (a ruling's diagram,
        a photo replying to the ruling, is not an answer to a later command)."""
        allowed = {said["message_id"]} if self.chat.is_group else {None, said["message_id"]}

        def found() -> JSON | None:
            for message in self.standin.messages(self.chat, from_bot=True):
                replied = message.get("reply_to_message", {}).get("message_id")
                later = message["message_id"] > said["message_id"]
                if later and "text" in message and replied in allowed:
                    return message
            return None

        return self.standin.wait_for(found, timeout)

    def next_bot_message(self, after: JSON, timeout: float = WAIT) -> JSON:
        """The bot's first text message in this chat sent after the message ``after``."""

        def found() -> JSON | None:
            later = [
                m
                for m in self.standin.messages(self.chat, from_bot=True)
                if m["message_id"] > after["message_id"] and "text" in m
            ]
            return later[0] if later else None

        return self.standin.wait_for(found, timeout)

    def command(self, text: str, timeout: float = WAIT) -> JSON:
        return self.answer_to(self.say(text), timeout)

    def press(self, message: JSON, callback_data: str) -> Press:
        versions = len(self.standin.history(self.chat, message["message_id"]))
        query = self.standin.press_button(
            self.chat, self.user, message["message_id"], callback_data
        )
        return Press(query["id"], message["message_id"], versions)

    def answered(self, press: Press, timeout: float = WAIT) -> JSON:
        """How the bot answered the press (text, show_alert, ...)."""
        return self.standin.wait_for(lambda: self.standin.callback_answer(press.query_id), timeout)

    def edited(self, press: Press, timeout: float = WAIT) -> JSON:
        """The pressed message once the bot has edited it."""

        def edit() -> JSON | None:
            versions = self.standin.history(self.chat, press.message_id)
            return versions[-1] if len(versions) > press.versions else None

        return self.standin.wait_for(edit, timeout)

    def tap(
        self, message: JSON, action: Action, payload: str, lang: str, timeout: float = WAIT
    ) -> JSON:
        """Press the button doing ``action`` with ``payload`` (checking its label and owner),
        wait for the answer and the edit, check the new screen; return the edited message."""
        path = payload
        if action is Action.ORIGINAL:  # the original text's first page
            payload = "0" + path
        before = screen(path[:-1], lang) if action is Action.GO else screen(path, lang)
        button, data = find_button(message, action, payload)
        assert (data.owner, data.lang) == (self.id, lang)
        assert button["text"] == label_of(before, action, payload)
        press = self.press(message, button["callback_data"])
        answer = self.answered(press, timeout)
        assert not answer["show_alert"], answer
        shown = self.edited(press, timeout)
        assert shown["text"] == plain(expected(action, path, lang).text)
        return shown

    def walk(self, menu: JSON, path: str, lang: str, timeout: float = WAIT) -> JSON:
        """Answer the questions of ``menu`` along ``path`` (one tap per key); the last screen."""
        shown = menu
        for end in range(len(menu_path(menu)) + 1, len(path) + 1):
            shown = self.tap(shown, Action.GO, path[:end], lang, timeout)
        return shown


def menu_path(message: JSON) -> str:
    """The path of the question a menu shows: each choice adds one key to it, and its longest
    (Back has one key less, Start over none)."""
    goes = [d.payload for d in map(decoded, buttons(message)) if d and d.action is Action.GO]
    return max(goes, key=len, default="")[:-1]


def wait_quiet(seconds: float) -> None:
    """Give the bot a moment in which nothing should happen (for "nothing was processed")."""
    time.sleep(seconds)
