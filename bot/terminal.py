"""The terminal front end: the same tree, the same screens and renderer, numbered choices.

Started by ``python -m bot`` (``make run``) when no TELEGRAM_BOT_TOKEN is set; ``--lang es``
picks the language. Type a number to choose, ``q`` to quit; end of input also quits.
"""

from __future__ import annotations

import html
import re
from typing import TextIO

from bot.callback_data import Action
from bot.i18n import translator
from bot.keyboards import Button
from bot.screens import Screen, original_screen, screen, why_screen

_TAG = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """Telegram HTML as terminal text."""
    return html.unescape(_TAG.sub("", text))


def run(lang: str, stdin: TextIO, stdout: TextIO, *, intro: bool = True) -> int:
    t = translator(lang)
    if intro:
        stdout.write(
            t._(
                "No TELEGRAM_BOT_TOKEN set: this is the terminal version. To go live on "
                "Telegram, put your bot's token in .env (see docs/bot.md) and run make run again."
            )
            + "\n"
        )
    path, shown = "", screen("", lang)
    while True:
        buttons = [b for row in shown.rows for b in row]
        stdout.write("\n" + plain(shown.text) + "\n\n")
        for number, button in enumerate(buttons, 1):
            stdout.write(f"  {number:>2}. {button.label}\n")
        stdout.write(t._("Type a number, or q to quit.") + " > ")
        stdout.flush()
        line = stdin.readline()
        if not line or line.strip().lower() in ("q", "quit", "exit"):
            stdout.write("\n")
            return 0
        answer = line.strip()
        if not answer.isdigit() or not 1 <= int(answer) <= len(buttons):
            stdout.write(
                t._("Please type a number from 1 to %(last)s.") % {"last": len(buttons)} + "\n"
            )
            continue
        path, shown = _press(buttons[int(answer) - 1], path, lang)


def _press(button: Button, path: str, lang: str) -> tuple[str, Screen]:
    if button.action is Action.ORIGINAL:
        return path, original_screen(button.payload, lang)
    if button.action is Action.WHY:
        return path, why_screen(button.payload, lang)
    if button.action is Action.NEW:
        return "", screen("", lang)
    return button.payload, screen(button.payload, lang)
