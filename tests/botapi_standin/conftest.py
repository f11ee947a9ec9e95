"""Fixtures of the stand-in's own tests: a running stand-in, and a real python-telegram-bot
client talking to it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
import telegram

from . import BotApiStandin

TOKEN = "4242:TEST-token_for-the-standin"


@pytest.fixture
def standin() -> Iterator[BotApiStandin]:
    with BotApiStandin(token=TOKEN, bot_username="polo_rules_bot") as server:
        yield server


@pytest.fixture
async def bot(standin: BotApiStandin) -> AsyncIterator[telegram.Bot]:
    async with telegram.Bot(
        TOKEN, base_url=standin.base_url, base_file_url=standin.base_file_url
    ) as client:
        yield client
