"""Fair shares of the bot's time between users: which updates run, and whose text is read next.

Two queues served first come first served let one user's flood delay everyone (the probes of
2026-12-01, rerun on the first round's fixes):

* python-telegram-bot runs at most 256 updates at once and keeps the others waiting in arrival
  order. 300 inline queries from 50 users took the 256 places while they waited for the worker
  thread, and another user's /help, which needs no worker, waited behind the 44 left: 1.7 s at
  a load of 2, 8.6 s at a load of 6-9. ``FairUpdates`` runs at most ``PER_USER`` updates of one
  user at once, and a free place goes to the waiting user with the fewest running, in turn;
* the worker thread that reads text (``off_loop``) took its jobs in order, so one user's queued
  messages came before another's: now one job of each waiting user in turn (``Shares`` with
  one place).

What one user may queue at all is bounded before this, by his budget
(``bot.limits.UpdateBudget``: 30 at once, then four a second; the rest are refused with one
"going too fast" line). Here he waits for his own updates, never for another user's flood.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
from collections import deque
from collections.abc import Awaitable, Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, ParamSpec, TypeVar

from telegram import Update
from telegram.ext import BaseUpdateProcessor

#: updates handled at once, in all (python-telegram-bot's own default)
RUNNING = 256
#: updates of one user handled at once: a quick reader's presses never wait for each other,
#: and 50 users flooding at once take 200 places, so a 51st finds one free
PER_USER = 4
_P = ParamSpec("_P")
_T = TypeVar("_T")


def whose(update: object) -> Hashable:
    """Whom an update's work is counted to: its user, else its chat; ``None`` for an update of
    nobody (a poll's new state), all of which share one user's places."""
    if not isinstance(update, Update):
        return None
    if update.effective_user is not None:
        return update.effective_user.id
    if update.effective_chat is not None:
        return update.effective_chat.id
    return None


class Shares:
    """``places`` turns at once, at most ``per_key`` of them to one key (a user). A key's own
    turns come in the order asked; a freed place goes to the waiting key that holds the fewest,
    of those the one served longest ago (round robin). So a key with hundreds waiting delays
    another key's first turn by one turn at most, not by hundreds. Memory: one future per
    waiting turn, and two small entries per key holding or waiting for a turn."""

    def __init__(self, places: int, per_key: int) -> None:
        self.places, self.per_key = places, per_key
        self._held: dict[Hashable, int] = {}
        self._taken = 0
        self._waiting: dict[Hashable, deque[asyncio.Future[None]]] = {}
        self._served: dict[Hashable, int] = {}  # when each key was last given a turn
        self._turns = itertools.count(1)

    def holding(self, key: Hashable) -> int:
        return self._held.get(key, 0)

    async def acquire(self, key: Hashable) -> None:
        free = self._taken < self.places and self.holding(key) < self.per_key
        if free and key not in self._waiting:  # else its earlier turns come first
            self._give(key)
            return
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(key, deque()).append(turn)
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():  # given, then cancelled: give it back
                self.release(key)
            else:
                self._forget(key, turn)
            raise

    def release(self, key: Hashable) -> None:
        held = self._held[key] - 1
        if held:
            self._held[key] = held
        else:
            del self._held[key]
            self._drop_if_idle(key)
        self._taken -= 1
        self._hand_out()

    def _give(self, key: Hashable) -> None:
        self._held[key] = self.holding(key) + 1
        self._taken += 1
        self._served[key] = next(self._turns)

    def _drop_if_idle(self, key: Hashable) -> None:
        if key not in self._held and key not in self._waiting:
            self._served.pop(key, None)

    def _forget(self, key: Hashable, turn: asyncio.Future[None]) -> None:
        turns = self._waiting.get(key)
        if turns is not None and turn in turns:
            turns.remove(turn)
            if not turns:
                del self._waiting[key]
                self._drop_if_idle(key)
        self._hand_out()

    def _rank(self, key: Hashable) -> tuple[int, int]:
        return self.holding(key), self._served.get(key, 0)

    def _hand_out(self) -> None:
        while self._taken < self.places:
            ready = [key for key in self._waiting if self.holding(key) < self.per_key]
            if not ready:
                return
            key = min(ready, key=self._rank)  # fewest held, then served longest ago
            turns = self._waiting[key]
            turn = turns.popleft()
            if not turns:
                del self._waiting[key]
            self._give(key)
            turn.set_result(None)


class FairUpdates(BaseUpdateProcessor):
    """The application's update processor: ``RUNNING`` updates at once, at most ``PER_USER`` of
    one user's (``Shares``). python-telegram-bot's own limit, a semaphore taken in arrival
    order before this runs, is set so wide that it never binds; the shares decide instead."""

    def __init__(self, running: int = RUNNING, per_user: int = PER_USER) -> None:
        super().__init__(max_concurrent_updates=1 << 30)
        self.shares = Shares(running, per_user)

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        key = whose(update)
        try:
            await self.shares.acquire(key)
        except asyncio.CancelledError:
            if asyncio.iscoroutine(coroutine):
                coroutine.close()  # never started: no "was never awaited" warning
            raise
        try:
            await coroutine
        finally:
            self.shares.release(key)

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None


# --- CPU-heavy work off the event loop ---------------------------------------------------------
#: reading typed text and searching: pure Python, up to ~20 ms for a hostile message (measured
#: by bench/hostile.py). One thread: with the GIL, a second would only take turns with the
#: first, and the event loop would wait for two; it gets the GIL back within the switch
#: interval (``SWITCH_INTERVAL``) instead of waiting for the whole message
_CPU = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot-cpu")
#: whose job the thread runs next: one at a time, the waiting users in turn
_CPU_TURNS = Shares(places=1, per_key=1)
#: seconds a thread holds the GIL while another waits for it (Python's default: 5 ms). The
#: event loop waits for the GIL after each read and write of a socket while a message is read
#: in the worker thread: at 5 ms, a /help took up to half a second during a flood
SWITCH_INTERVAL = 0.001


async def off_loop(
    key: Hashable, work: Callable[_P, _T], *args: _P.args, **kwargs: _P.kwargs
) -> _T:
    """``work(*args, **kwargs)`` in the worker thread (not the default executor, which the
    storage's calls use), when it is ``key``'s turn (``whose(update)``): the users waiting for
    the thread are served one job each in turn."""
    await _CPU_TURNS.acquire(key)
    try:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(_CPU, functools.partial(work, *args, **kwargs))
    finally:
        _CPU_TURNS.release(key)
