"""Fixtures: an offline Telegram and the real application wired to it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app import build_application
from tests.bot.harness import Chat, FakeTelegram, settings_for


@pytest.fixture
def api() -> FakeTelegram:
    return FakeTelegram()


@pytest.fixture
async def chat(api: FakeTelegram, tmp_path: Path) -> AsyncIterator[Chat]:
    app = build_application(settings_for(tmp_path), request=api, limit_rate=False)
    async with app:
        yield Chat(app, api)
