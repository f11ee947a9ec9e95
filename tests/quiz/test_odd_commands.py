"""Every command with odd arguments, in a private chat and in a group: each gets an answer, and
none reaches the error handler ("Sorry, something went wrong"). Here because this offline
Telegram (tests/quiz/conftest.py) also answers the polls a group's /quiz sends."""

from __future__ import annotations

import pytest

from bot.i18n import translator
from tests.bot.harness import Chat, user
from tests.quiz.conftest import QuizTelegram

ANA = user(111, "es-AR")
GROUP = -100900
SORRY = translator("es")._("Sorry, something went wrong. Please try again or send /start.")

PRIVATE = [
    "/quiz 99",
    "/quiz abc",
    "/quiz -1",
    "/quiz 0",
    "/quiz boards 9",
    "/quiz boards 2 extra",
    "/quiz " + "x" * 5000,
    "/cheatsheet extra words",
    "/ask",
    "/ask " + "bocha " * 2000,
    "/rule",
    "/rule " + "ñ" * 3000,
    "/rule 22.z(9)",
    "/penalty 99",
    "/penalty",
    "/teams a",
    "/teams " + "x" * 100 + " y",
    "/teams a b c",
    "/start garbage",
    "/start r9-999",
    "/start r4-",
    "/help extra",
    "/language zz",
    "😀" * 50,
]
GROUP_COMMANDS = ["/quiz 99", "/quiz abc", "/quiz 11", "/quiz 5 boards", "/cheatsheet x", "/ask"]


async def _answered_without_sorry(chat: Chat, api: QuizTelegram, text: str, chat_id: int) -> None:
    await chat.send(text, ANA, chat_id=chat_id)
    sent = [c for c in api.calls if c.method.startswith("send")]
    assert sent, f"no answer to {text[:40]!r}"
    assert all(c.params.get("text") != SORRY for c in sent)


@pytest.mark.parametrize("text", PRIVATE)
async def test_a_private_command_with_odd_arguments_is_answered(
    chat: Chat, api: QuizTelegram, text: str
) -> None:
    await _answered_without_sorry(chat, api, text, ANA["id"])


@pytest.mark.parametrize("text", GROUP_COMMANDS)
async def test_a_group_command_with_odd_arguments_is_answered(
    chat: Chat, api: QuizTelegram, text: str
) -> None:
    await _answered_without_sorry(chat, api, text, GROUP)
