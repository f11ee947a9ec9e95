"""The group quiz end to end: the real bot process, real HTTP, the local Bot API stand-in.
A series of quiz polls is sent, members' answers are counted once each, the leaderboard comes
last, the group's budget is kept, and a series carries on across a kill and a restart."""

from __future__ import annotations

import contextlib
import sqlite3
import time

import pytest

from bot.terminal import plain
from tests.botapi_standin import BotApiStandin
from tests.e2e.conftest import Launcher, bots, standin
from tests.e2e.driver import JSON, Person
from tests.e2e.process import BOT_USERNAME

__all__ = ["bots", "standin"]  # the end-to-end fixtures, used here too

GROUP_ID = -1001234567001


@pytest.fixture
def members(standin: BotApiStandin) -> tuple[Person, Person]:
    group = standin.group_chat(GROUP_ID, "Umpires' clinic")
    ana = standin.user(3001, "Ana", language_code="en")
    ben = standin.user(3002, "Ben", language_code="en")
    return Person(standin, ana, group), Person(standin, ben, group)


def _polls(standin: BotApiStandin, count: int) -> list[JSON]:
    def found() -> list[JSON] | None:
        polls = [m for m in standin.messages(GROUP_ID, from_bot=True) if "poll" in m]
        return polls if len(polls) >= count else None

    return standin.wait_for(found, 20.0)


def _leaderboard(standin: BotApiStandin) -> str:
    def found() -> str | None:
        texts = [m["text"] for m in standin.messages(GROUP_ID, from_bot=True) if "text" in m]
        return texts[-1] if texts else None

    return standin.wait_for(found, 20.0)


def _wait_recorded(bots: Launcher, poll_id: str) -> None:
    """Until the bot has written the poll to its file (the stand-in sees nothing of that)."""
    path = bots.data_dir / "preferences.sqlite3"
    deadline = time.monotonic() + 10.0
    while time.monotonic() < deadline:
        with contextlib.closing(sqlite3.connect(path)) as db:
            row = db.execute("SELECT 1 FROM quiz_poll WHERE poll = ?", (poll_id,)).fetchone()
        if row:
            return
        time.sleep(0.02)
    raise AssertionError(f"poll {poll_id} was never recorded")


def _right(poll: JSON) -> int:
    return int(poll["poll"]["correct_option_ids"][0])


def test_a_series_of_quiz_polls_counts_each_member_once_and_ends_with_a_leaderboard(
    bots: Launcher, standin: BotApiStandin, members: tuple[Person, Person]
) -> None:
    bots.start(QUIZ_PACE_SECONDS="1")
    ana, ben = members
    ana.say(f"/quiz@{BOT_USERNAME} 2")
    first = _polls(standin, 1)[0]
    assert first["poll"]["type"] == "quiz"
    assert first["poll"]["is_anonymous"] is False
    right = _right(first)
    standin.answer_poll(ana.user, first["poll"]["id"], [right])
    standin.answer_poll(ben.user, first["poll"]["id"], [(right + 1) % 3])
    standin.answer_poll(ben.user, first["poll"]["id"], [right])  # never counted twice
    second = _polls(standin, 2)[1]
    standin.answer_poll(ana.user, second["poll"]["id"], [_right(second)])
    board = plain(_leaderboard(standin)).splitlines()
    assert board == ["🏆 Quiz results", "1. Ana — 2 of 2", "2. Ben — 0 of 2"]
    assert len(standin.messages(GROUP_ID, from_bot=True)) == 3  # two polls, one leaderboard
    assert standin.max_per_window(GROUP_ID) <= 20


def test_a_series_carries_on_after_the_bot_is_killed_and_restarted(
    bots: Launcher, standin: BotApiStandin, members: tuple[Person, Person]
) -> None:
    first_run = bots.start(QUIZ_PACE_SECONDS="3")
    ana, ben = members
    ana.say("/quiz 2")
    first = _polls(standin, 1)[0]
    # killed once the poll is on record (a kill between Telegram's answer and the write would
    # lose that poll's answers: the series would then ask again)
    _wait_recorded(bots, first["poll"]["id"])
    first_run.kill()
    bots.start(QUIZ_PACE_SECONDS="3")
    standin.answer_poll(ben.user, first["poll"]["id"], [_right(first)])  # wakes the series
    second = _polls(standin, 2)[1]
    standin.answer_poll(ben.user, second["poll"]["id"], [_right(second)])
    board = plain(_leaderboard(standin)).splitlines()
    assert board == ["🏆 Quiz results", "1. Ben — 2 of 2"]


def test_a_restarted_bot_carries_on_an_open_series_by_itself(
    bots: Launcher, standin: BotApiStandin, members: tuple[Person, Person]
) -> None:
    """Nobody answers or types after the restart: the bot still sends the next poll, then the
    results (the series is paced by the bot, not woken by its members)."""
    first_run = bots.start(QUIZ_PACE_SECONDS="2")
    ana, _ = members
    ana.say("/quiz 2")
    first = _polls(standin, 1)[0]
    _wait_recorded(bots, first["poll"]["id"])
    first_run.kill()
    bots.start(QUIZ_PACE_SECONDS="2")
    _polls(standin, 2)
    assert plain(_leaderboard(standin)).splitlines() == ["🏆 Quiz results", "Nobody answered."]


def test_a_running_series_does_not_hold_up_a_clean_stop(
    bots: Launcher, standin: BotApiStandin, members: tuple[Person, Person]
) -> None:
    bot = bots.start(QUIZ_PACE_SECONDS="30")
    ana, _ = members
    ana.say("/quiz 3")
    _polls(standin, 1)
    assert bot.stop() == 0
    assert "Task was destroyed" not in bot.output()
    assert "Traceback" not in bot.output()
