"""Telegram's flood limits and bad moments, for every Bot API call the bot makes.

``TelegramLimits`` is the application's rate limiter (``ApplicationBuilder.rate_limiter``). It
replaces python-telegram-bot's ``AIORateLimiter``, whose leaky bucket let about 40 messages into
a group's first minute (Telegram allows 20 and answered 429: found by bench/load.py) and which
passed 5xx answers and time-outs straight to the handler (the update was lost: found by
tests/e2e/test_e2e_faults.py).

Fairness (the reliability review of 2026-12-01, M1 and M2): every send waited in one 30-a-second
queue, so 450 /help from one chat held another user's answer for 13.7 s. Now the chats waiting
for the overall rate are served in turn (``FairTurns``), and ``UpdateBudget`` bounds what one
user can make the bot do at all; ``bot.fairness`` shares the updates handled at once and the
worker thread that reads text between users.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import warnings
from collections import OrderedDict, deque
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from telegram.error import BadRequest, NetworkError, RetryAfter
from telegram.ext import BaseRateLimiter
from telegram.warnings import PTBDeprecationWarning

_LOG = logging.getLogger(__name__)

_Result = bool | dict[str, Any] | list[dict[str, Any]]
#: how long one Bot API call is retried after 5xx answers, dropped connections and time-outs
PATIENCE = 30.0
_FIRST_PAUSE, _LONGEST_PAUSE = 0.5, 8.0
#: Telegram: about 30 messages a second overall, 20 a minute to one group (edits count here);
#: a second of margin, since Telegram counts when a request arrives, we when it leaves
OVERALL_PER_SECOND, GROUP_PER_MINUTE, GROUP_WINDOW = 30, 20, 61.0
#: how long, in all, a call waits out Telegram's 429s before it is given up (logged as an
#: ERROR). A count of three dropped the fourth 429 in a row with only a WARNING (review L3).
FLOOD_PATIENCE = 120.0
#: chats (or users) whose pacing is remembered before the idle ones are forgotten
_REMEMBERED = 512


class RollingWindow:
    """At most ``limit`` turns in any rolling ``period`` seconds, first come first served: the
    times of the last ``limit`` turns, not a leaky bucket (``AIORateLimiter``'s bucket lets
    about 40 messages into a group's first minute, and Telegram answered 429: found by
    bench/load.py)."""

    def __init__(self, limit: int, period: float) -> None:
        self.period = period
        self._times: deque[float] = deque(maxlen=limit)
        self._lock = asyncio.Lock()  # fair: waiters get their turns in order

    async def wait_turn(self) -> None:
        async with self._lock:
            loop = asyncio.get_running_loop()
            if len(self._times) == self._times.maxlen:
                await asyncio.sleep(max(0.0, self._times[0] + self.period - loop.time()))
            self._times.append(loop.time())

    def idle(self, now: float) -> bool:
        return not self._times or self._times[-1] + self.period < now

    def free(self, now: float) -> int:
        """How many more turns the window gives at once, at ``now``."""
        used = sum(1 for t in self._times if t + self.period > now)
        return (self._times.maxlen or 0) - used


def _retry_after(error: RetryAfter) -> float:
    with warnings.catch_warnings():  # PTB 22 warns that the type will become timedelta
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        value = error.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


class FairTurns:
    """About ``rate`` turns a second in all (a leaky bucket of ``rate`` turns, as
    ``aiolimiter`` paced it before), the chats that wait served in turn (round robin): one
    turn for each waiting chat before a chat gets its next, so a chat with 450 messages queued
    delays another chat's message by a turn, not by 450 (review 2026-12-01, M2: with one
    first-come-first-served queue, 13.7 s)."""

    def __init__(self, rate: int, period: float = 1.0) -> None:
        self.capacity, self.per_second = float(rate), rate / period
        self._level, self._at = 0.0, 0.0
        self._waiting: OrderedDict[object, deque[asyncio.Future[None]]] = OrderedDict()
        self._serving: asyncio.Task[None] | None = None

    def _room(self, now: float) -> float:
        """Seconds until the next turn is free (0: now)."""
        self._level = max(0.0, self._level - (now - self._at) * self.per_second)
        self._at = now
        return max(0.0, (self._level + 1 - self.capacity) / self.per_second)

    def _take(self) -> None:
        self._level += 1

    async def wait_turn(self, chat: object) -> None:
        loop = asyncio.get_running_loop()
        if not self._waiting and self._room(loop.time()) == 0:
            self._take()
            return
        turn: asyncio.Future[None] = loop.create_future()
        self._waiting.setdefault(chat, deque()).append(turn)
        if self._serving is None or self._serving.done():
            self._serving = loop.create_task(self._serve())
        await turn  # cancelled: the future is done, and _serve passes it over

    async def _serve(self) -> None:
        loop = asyncio.get_running_loop()
        while self._waiting:
            wait = self._room(loop.time())
            if wait > 0:
                await asyncio.sleep(wait)
                continue
            chat, turns = self._waiting.popitem(last=False)
            while turns and turns[0].done():
                turns.popleft()
            if not turns:
                continue
            turns.popleft().set_result(None)
            self._take()
            if turns:  # to the back of the line
                self._waiting[chat] = turns


class TelegramLimits(BaseRateLimiter[int]):
    """Keeps to Telegram's flood limits and rides out its bad moments, for every Bot API call
    but getUpdates:

    * at most 30 calls a second that address a chat, the chats waiting served in turn
      (``FairTurns``), so one chat's flood never delays another chat by more than a turn;
    * at most 20 sends and edits to one group in any rolling minute (``RollingWindow``);
    * a 429 waits the ``retry_after`` Telegram asks, then tries again, for up to
      ``FLOOD_PATIENCE`` s in all;
    * a 5xx answer, a dropped connection or a time-out is tried again after 0.5, 1, 2, 4, 8, 8…
      s, for up to ``PATIENCE`` s (``AIORateLimiter`` passed them straight to the handler and
      the update was lost: found by tests/e2e/test_e2e_faults.py). Repeating an edit or a
      callback answer is harmless ("message is not modified" and "query is too old" are
      handled); repeating a send whose first attempt did arrive shows a menu twice, which beats
      showing nothing.

    Only the call that met a 429 waits; the others go on (a group's flood says nothing about a
    private chat).
    """

    def __init__(self) -> None:
        self._overall = FairTurns(OVERALL_PER_SECOND)
        self._groups: dict[int | str, RollingWindow] = {}

    def room(self, chat_id: int) -> int | None:
        """How many more messages and edits a group may get at once within Telegram's limit
        (``None`` for a private chat: no per-chat limit)."""
        if chat_id >= 0:
            return None
        window = self._groups.get(chat_id)
        if window is None:
            return GROUP_PER_MINUTE
        return window.free(asyncio.get_running_loop().time())

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None

    def _group_window(self, endpoint: str, chat_id: object) -> RollingWindow | None:
        """The window of the group a message call goes to (negative ids, "@channel")."""
        counted = endpoint.startswith(("send", "edit")) and endpoint != "sendChatAction"
        if not counted or not (
            isinstance(chat_id, str) or (isinstance(chat_id, int) and chat_id < 0)
        ):
            return None
        if len(self._groups) > _REMEMBERED:
            now = asyncio.get_running_loop().time()
            self._groups = {k: w for k, w in self._groups.items() if not w.idle(now)}
        return self._groups.setdefault(chat_id, RollingWindow(GROUP_PER_MINUTE, GROUP_WINDOW))

    async def process_request(  # noqa: PLR0917 (BaseRateLimiter's signature)
        self,
        callback: Callable[..., Coroutine[Any, Any, _Result]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> _Result:
        chat_id = data.get("chat_id")
        with contextlib.suppress(TypeError, ValueError):
            chat_id = int(chat_id)  # type: ignore[arg-type]
        window = self._group_window(endpoint, chat_id)
        loop = asyncio.get_running_loop()
        give_up, pause, floods, waited = loop.time() + PATIENCE, _FIRST_PAUSE, 0, 0.0
        while True:
            try:
                if chat_id is None:
                    return await callback(*args, **kwargs)
                await self._overall.wait_turn(chat_id)
                # The group's turn last, right before the call: a turn taken and then held up
                # by the overall limit let 21 messages arrive within a minute (429s in
                # bench/load.py).
                if window is not None:
                    await window.wait_turn()
                return await callback(*args, **kwargs)
            except RetryAfter as exc:
                floods += 1
                wait = _retry_after(exc) + 0.1
                if (rate_limit_args and floods > rate_limit_args) or (
                    waited + wait > FLOOD_PATIENCE
                ):
                    _LOG.error(
                        "%s: given up after %d flood-control answers (%.1f s waited)",
                        endpoint,
                        floods,
                        waited,
                    )
                    raise
                waited += wait
                _LOG.info("%s: flood control, trying again in %.1f s", endpoint, wait)
                await asyncio.sleep(wait)
            except BadRequest:
                raise  # Telegram refused the request itself: trying again changes nothing
            except NetworkError as exc:  # 5xx, connection errors, TimedOut
                if loop.time() + pause > give_up:
                    raise
                _LOG.warning(
                    "%s failed (%s: %s); trying again in %.1f s",
                    endpoint,
                    type(exc).__name__,
                    exc.message,
                    pause,
                )
                await asyncio.sleep(pause)
                pause = min(2 * pause, _LONGEST_PAUSE)


# --- what one user may make the bot do ---------------------------------------------------------
#: updates a user may send at once, then one every ``USER_EVERY`` seconds: a quick reader
#: pressing through a menu stays well inside (a person sends a few a second at most); a script
#: sending 300 messages at once gets about 30 handled
USER_BURST, USER_EVERY = 30, 0.25
#: seconds before a user still over budget is told again
TOLD_EVERY = 60.0


@dataclass(slots=True)
class _Allowance:
    tokens: float
    at: float
    told_at: float | None = None


class UpdateBudget:
    """Per user: ``burst`` updates at once, then one every ``every`` seconds; the rest are not
    handled (``allow`` says ``False``), and ``should_tell`` is true once per ``TOLD_EVERY``
    seconds of flooding, so the user hears once that he is going too fast. Memory: one small
    entry per user seen lately; past ``_REMEMBERED`` users, those back to a full budget are
    forgotten (an attacker's thousands of accounts cost a few hundred bytes each, at most
    until their budget is full again)."""

    def __init__(self, burst: int = USER_BURST, every: float = USER_EVERY) -> None:
        self.burst, self.every = burst, every
        self._users: dict[int, _Allowance] = {}

    def allow(self, user: int, now: float) -> bool:
        allowance = self._users.get(user)
        if allowance is None:
            if len(self._users) > _REMEMBERED:
                self._forget_full(now)
            allowance = self._users[user] = _Allowance(float(self.burst), now)
        allowance.tokens = min(self.burst, allowance.tokens + (now - allowance.at) / self.every)
        allowance.at = now
        if allowance.tokens >= 1:
            allowance.tokens -= 1
            if allowance.tokens >= 1:
                allowance.told_at = None  # back within budget: a new flood is said again
            return True
        return False

    def should_tell(self, user: int, now: float) -> bool:
        """Whether a user just refused should hear why (once per flood)."""
        allowance = self._users.get(user)
        if allowance is None:
            return False
        if allowance.told_at is not None and now - allowance.told_at < TOLD_EVERY:
            return False
        allowance.told_at = now
        return True

    def _forget_full(self, now: float) -> None:
        self._users = {
            user: a
            for user, a in self._users.items()
            if a.tokens + (now - a.at) / self.every < self.burst
        }
