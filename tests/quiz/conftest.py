"""Fixtures for the quiz: the core's answer for a path, a clock that moves only when told (the
stand-in's), an offline Telegram that also answers sendPoll, and the application wired to it
with a quiz store on that clock."""

from __future__ import annotations

import itertools
import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.app import build_application
from bot.context import BotApplication
from bot.handlers.quiz import STORE_KEY
from bot.quiz.answers import AnswerKey
from bot.quiz.store import QuizStore
from bot.screens import decide_path
from rules_core import Ruling
from tests.bot.harness import BOT, Chat, FakeTelegram, settings_for
from tests.botapi_standin.server import ManualClock


def core_key(path: str) -> AnswerKey:
    """The core's answer for a tree path, as the quiz compares answers."""
    result = decide_path(path)
    assert isinstance(result, Ruling), path
    return AnswerKey.of(result)


#: the quiz tests' clock starts here (fixed, so a draw is the same on every run)
START = 1_000_000.0


@dataclass
class QuizTelegram(FakeTelegram):
    """The offline Telegram of tests/bot/harness.py, answering sendPoll too."""

    polls: list[dict[str, Any]] = field(default_factory=list)
    _poll_ids: itertools.count[int] = field(default_factory=lambda: itertools.count(7000))

    def _reply(self, name: str, p: dict[str, Any]) -> Any:
        if name != "sendPoll":
            return super()._reply(name, p)
        chat_id = int(p["chat_id"])
        options = json.loads(p["options"]) if isinstance(p["options"], str) else p["options"]
        poll = {
            "id": f"poll{next(self._poll_ids)}",
            "question": p["question"],
            "options": [
                {"text": o["text"], "voter_count": 0, "persistent_id": str(i)}
                for i, o in enumerate(options)
            ],
            "total_voter_count": 0,
            "is_closed": False,
            "is_anonymous": p.get("is_anonymous") in (True, "true"),
            "type": p.get("type"),
            "allows_multiple_answers": False,
            "allows_revoting": False,  # Bot API 9.6 and 10.0 fields python-telegram-bot requires
            "members_only": False,
            "correct_option_ids": [_correct(p)],
            "explanation": p.get("explanation"),
        }
        message: dict[str, Any] = {
            "message_id": next(self._ids),
            "date": int(time.time()),
            "chat": {"id": chat_id, "type": "supergroup", "title": "Club umpires"},
            "from": BOT,
            "poll": poll,
        }
        self.messages[(chat_id, message["message_id"])] = message
        self.polls.append(poll)
        return message


def _correct(p: dict[str, Any]) -> int:
    """The right option, sent as ``correct_option_ids`` (Bot API 9.6) or the older field."""
    ids = p.get("correct_option_ids")
    if ids is not None:
        [only] = json.loads(ids) if isinstance(ids, str) else ids
        return int(only)
    return int(p["correct_option_id"])


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(START)


@pytest.fixture
def api() -> QuizTelegram:
    return QuizTelegram()


@pytest.fixture
async def app(
    api: QuizTelegram, tmp_path: Path, clock: ManualClock
) -> AsyncIterator[BotApplication]:
    application = build_application(settings_for(tmp_path), request=api, limit_rate=False)
    store = QuizStore(tmp_path / "preferences.sqlite3", clock).open()
    application.bot_data[STORE_KEY] = store
    async with application:
        yield application
    store.close()


@pytest.fixture
def chat(app: BotApplication, api: QuizTelegram) -> Chat:
    return Chat(app, api)
