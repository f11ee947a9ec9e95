"""The bot's Bot API limiter (``bot.limits.TelegramLimits``) on its own, with short periods.

The end-to-end tests and ``bench/load.py`` meet it through the real process, where Telegram's
group limit takes a real minute to show; here each rule is checked in milliseconds.
"""

from __future__ import annotations

import asyncio
import warnings
from datetime import timedelta
from typing import Any

import pytest
from telegram.error import BadRequest, NetworkError, RetryAfter, TimedOut
from telegram.warnings import PTBDeprecationWarning

from bot import limits
from bot.limits import RollingWindow, TelegramLimits


async def test_a_rolling_window_gives_at_most_its_limit_of_turns_in_any_period() -> None:
    window = RollingWindow(3, 0.2)
    loop = asyncio.get_running_loop()
    turns = []
    for _ in range(7):
        await window.wait_turn()
        turns.append(loop.time())
    assert turns[2] - turns[0] < 0.1  # the first three at once
    assert all(later - first >= 0.2 for first, later in zip(turns, turns[3:], strict=False))


class Calls:
    """A Bot API that fails as told, then succeeds; counts the attempts."""

    def __init__(self, *failures: Exception) -> None:
        self.failures = list(failures)
        self.attempts = 0

    async def __call__(self, *args: Any, **kwargs: Any) -> bool:
        self.attempts += 1
        if self.failures:
            raise self.failures.pop(0)
        return True


def flood(seconds: int) -> RetryAfter:
    with warnings.catch_warnings():  # PTB 22 warns about the type retry_after will have
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        return RetryAfter(timedelta(seconds=seconds))


async def call(limits: TelegramLimits, api: Calls, endpoint: str, chat_id: object) -> object:
    return await limits.process_request(api, (), {}, endpoint, {"chat_id": chat_id}, None)


@pytest.fixture(autouse=True)
def short_pauses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "_FIRST_PAUSE", 0.01)
    monkeypatch.setattr(limits, "GROUP_PER_MINUTE", 2)
    monkeypatch.setattr(limits, "GROUP_WINDOW", 0.3)


@pytest.mark.parametrize(
    "failure",
    [NetworkError("Internal Server Error"), TimedOut(), NetworkError("httpx.ConnectError")],
)
async def test_a_server_error_a_timeout_or_a_lost_connection_is_tried_again(
    failure: Exception,
) -> None:
    api = Calls(failure, failure)
    assert await call(TelegramLimits(), api, "editMessageText", 42) is True
    assert api.attempts == 3


async def test_a_bad_request_is_not_tried_again() -> None:
    api = Calls(BadRequest("Bad Request: message to edit not found"))
    with pytest.raises(BadRequest):
        await call(TelegramLimits(), api, "editMessageText", 42)
    assert api.attempts == 1


async def test_a_429_waits_the_time_telegram_asks_then_tries_again() -> None:
    api = Calls(flood(1))
    loop = asyncio.get_running_loop()
    began = loop.time()
    assert await call(TelegramLimits(), api, "sendMessage", 42) is True
    assert loop.time() - began >= 1.0
    assert api.attempts == 2


async def test_only_sends_and_edits_to_a_group_wait_for_the_groups_turn() -> None:
    limits, loop = TelegramLimits(), asyncio.get_running_loop()
    began = loop.time()
    others = [("answerCallbackQuery", None), ("getChatMember", -100), ("sendMessage", 42)]
    for endpoint, chat_id in [*others * 3, ("sendMessage", -100), ("editMessageText", -100)]:
        await call(limits, Calls(), endpoint, chat_id)
    assert loop.time() - began < 0.2  # two group messages per 0.3 s: none waited yet
    await call(limits, Calls(), "sendPhoto", "-100")  # the third waits for the window
    assert loop.time() - began >= 0.3


async def test_a_groups_room_is_what_its_window_still_gives_at_once() -> None:
    limiter = TelegramLimits()
    assert limiter.room(42) is None  # a private chat has no per-chat limit
    assert limiter.room(-100) == limits.GROUP_PER_MINUTE
    await limiter.process_request(Calls(), (), {}, "sendMessage", {"chat_id": -100}, None)
    assert limiter.room(-100) == limits.GROUP_PER_MINUTE - 1


async def test_a_fourth_and_fifth_429_in_a_row_still_deliver_the_message() -> None:
    """Review 2026-12-01, L3: three 429s were ridden out, the fourth dropped the message."""
    api = Calls(*(flood(0) for _ in range(5)))
    assert await call(TelegramLimits(), api, "sendMessage", 42) is True
    assert api.attempts == 6


async def test_429s_are_given_up_once_their_waits_pass_the_patience(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(limits, "FLOOD_PATIENCE", 0.45)
    api = Calls(*(flood(0) for _ in range(50)))
    with pytest.raises(RetryAfter):
        await call(TelegramLimits(), api, "sendMessage", 42)
    assert api.attempts == 5  # 0.1 s a turn: four waits fit in 0.45 s, the fifth does not
    assert any(r.levelname == "ERROR" and "given up" in r.message for r in caplog.records)


async def test_one_chats_flood_does_not_delay_another_chat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Review 2026-12-01, M2: 450 /help from one chat held another chat's answer for 13.7 s,
    as every send waited in one first-come-first-served queue. Here 90 sends queued by one
    chat at 30 a second used to hold the other's for 2 s; served in turn, one turn."""
    limiter, loop = TelegramLimits(), asyncio.get_running_loop()
    flood_sends = [
        asyncio.create_task(call(limiter, Calls(), "sendMessage", 42)) for _ in range(90)
    ]
    await asyncio.sleep(0.05)
    began = loop.time()
    await call(limiter, Calls(), "sendMessage", 43)
    assert loop.time() - began < 0.2
    assert sum(task.done() for task in flood_sends) <= limits.OVERALL_PER_SECOND + 2
    for task in flood_sends:
        task.cancel()
    await asyncio.gather(*flood_sends, return_exceptions=True)


async def test_turns_keep_to_the_overall_rate_and_pass_over_a_cancelled_wait() -> None:
    turns, loop = limits.FairTurns(3, 0.3), asyncio.get_running_loop()  # 3 at once, then 10/s
    times: list[float] = []

    async def take(chat: int) -> None:
        await turns.wait_turn(chat)
        times.append(loop.time())

    began = loop.time()
    tasks = [asyncio.create_task(take(n % 3)) for n in range(8)]
    cancelled = asyncio.create_task(take(1))
    await asyncio.sleep(0)
    cancelled.cancel()
    await asyncio.gather(*tasks)
    assert len(times) == 8
    assert times[2] - began < 0.05  # the first three at once
    assert times[-1] - began >= 0.45  # then one every 0.1 s


def test_a_users_budget_is_a_burst_then_a_steady_rate_and_he_is_told_once() -> None:
    budget = limits.UpdateBudget(burst=5, every=1.0)
    allowed = [budget.allow(7, 100.0) for _ in range(8)]
    assert allowed == [True] * 5 + [False] * 3
    told = [budget.should_tell(7, 100.0 + n) for n in range(3)]
    assert told == [True, False, False]
    assert budget.allow(8, 100.0)  # another user is not affected
    assert budget.allow(7, 101.0)  # one more a second
    assert not budget.allow(7, 101.0)
    assert all(budget.allow(7, 200.0) for _ in range(4))  # a rested user has his burst back
    assert budget.allow(7, 200.0)
    assert not budget.allow(7, 200.0)
    assert budget.should_tell(7, 200.0)  # a new flood is said again


def test_a_budget_remembers_a_bounded_number_of_users() -> None:
    budget = limits.UpdateBudget(burst=2, every=1.0)
    for user in range(5000):
        budget.allow(user, float(user) * 10)  # each one back to a full budget by the next
    assert len(budget._users) <= limits._REMEMBERED + 2
