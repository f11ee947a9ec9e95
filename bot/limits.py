"""Telegram's flood limits and bad moments, for every Bot API call the bot makes.

``TelegramLimits`` is the application's rate limiter (``ApplicationBuilder.rate_limiter``). It
replaces python-telegram-bot's ``AIORateLimiter``, whose leaky bucket let about 40 messages into
a group's first minute (Telegram allows 20 and answered 429: found by bench/load.py) and which
passed 5xx answers and time-outs straight to the handler (the update was lost: found by
tests/e2e/test_e2e_faults.py). ``aiolimiter`` still paces the overall rate.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import warnings
from collections import deque
from collections.abc import Callable, Coroutine
from datetime import timedelta
from typing import Any

from aiolimiter import AsyncLimiter
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
FLOOD_RETRIES = 3


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


class TelegramLimits(BaseRateLimiter[int]):
    """Keeps to Telegram's flood limits and rides out its bad moments, for every Bot API call
    but getUpdates:

    * at most 30 calls a second that address a chat (``aiolimiter``);
    * at most 20 sends and edits to one group in any rolling minute (``RollingWindow``);
    * a 429 waits the ``retry_after`` Telegram asks, then tries again (up to 3 times);
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
        self._overall = AsyncLimiter(OVERALL_PER_SECOND, 1)
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
        if len(self._groups) > 512:
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
        give_up, pause, floods = loop.time() + PATIENCE, _FIRST_PAUSE, 0
        while True:
            try:
                if chat_id is None:
                    return await callback(*args, **kwargs)
                async with self._overall:
                    # The group's turn last, right before the call: a turn taken and then held
                    # up by the overall limit let 21 messages arrive within a minute (429s in
                    # bench/load.py).
                    if window is not None:
                        await window.wait_turn()
                    return await callback(*args, **kwargs)
            except RetryAfter as exc:
                floods += 1
                if floods > (rate_limit_args or FLOOD_RETRIES):
                    raise
                wait = _retry_after(exc) + 0.1
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
