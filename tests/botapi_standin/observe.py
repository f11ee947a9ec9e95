"""The test side of observation: what the bot did, waiting for it, faults and flood limits."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import time
from collections.abc import Callable, Iterable
from typing import TypeVar

from .api_bot import commands_key
from .core import Core
from .model import JSON, MESSAGE_METHODS, Call, ChatRef, Fault, FaultPlan, FloodRule, chat_id_of

T = TypeVar("T")


class ObserveMixin:
    """Inspect the bot's calls and the chats' state; wait for them; inject faults."""

    core: Core

    # -- what the bot did --------------------------------------------------------------------
    def sent(
        self,
        method: str | None = None,
        *,
        chat_id: ChatRef | None = None,
        ok: bool | None = None,
        include_polling: bool = False,
    ) -> list[Call]:
        """Calls the bot made, oldest first; getUpdates only if asked for by name or flag."""
        name = method.lower() if method else None
        target = chat_id_of(chat_id) if chat_id is not None else None
        with self.core.cond:
            calls = list(self.core.calls)
        return [
            c
            for c in calls
            if (name is None or c.name == name)
            and (target is None or c.chat_id == target)
            and (ok is None or c.ok == ok)
            and (include_polling or name == "getupdates" or c.name != "getupdates")
        ]

    def messages(self, chat: ChatRef, *, from_bot: bool | None = None) -> list[JSON]:
        """Current (edited, not deleted) messages of a chat, as Telegram Message JSON."""
        bot_id = self.core.me["id"]
        with self.core.cond:
            stored = list(self.core.messages.get(chat_id_of(chat), {}).values())
            return [
                copy.deepcopy(m)
                for m in stored
                if from_bot is None or (m["from"]["id"] == bot_id) == from_bot
            ]

    def message(self, chat: ChatRef, message_id: int) -> JSON | None:
        with self.core.cond:
            found = self.core.find_message(chat_id_of(chat), message_id)
            return copy.deepcopy(found)

    def last_bot_message(self, chat: ChatRef) -> JSON | None:
        """The bot's latest message in the chat, or None (handy in ``wait_for``)."""
        mine = self.messages(chat, from_bot=True)
        return mine[-1] if mine else None

    def history(self, chat: ChatRef, message_id: int) -> list[JSON]:
        """Every version of a message: as sent, then after each edit."""
        with self.core.cond:
            return copy.deepcopy(self.core.history.get((chat_id_of(chat), message_id), []))

    def commands(self, scope: JSON | None = None, language_code: str = "") -> list[JSON] | None:
        """The list setMyCommands stored for that scope and language, or None."""
        with self.core.cond:
            found = self.core.commands.get(commands_key(scope, language_code))
            return copy.deepcopy(found)

    # -- waiting -----------------------------------------------------------------------------
    def wait_for(self, predicate: Callable[[], T | None], timeout: float = 5.0) -> T:
        """Block until ``predicate()`` is truthy; return its value. Raises TimeoutError.

        The predicate runs with the state lock held and is re-checked on every change. Do not
        call this from a coroutine that shares the loop with the bot: use ``wait_for_async``.
        """
        deadline = time.monotonic() + timeout
        with self.core.cond:
            while not (value := predicate()):
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise TimeoutError(f"condition not met within {timeout} s")
                self.core.cond.wait(remaining)
            return value

    async def wait_for_async(self, predicate: Callable[[], T | None], timeout: float = 5.0) -> T:
        """``wait_for`` for async tests: awaits changes instead of blocking the event loop."""
        loop = asyncio.get_running_loop()
        event = asyncio.Event()
        deadline = loop.time() + timeout
        self.core.add_async_waiter(loop, event)
        try:
            while True:
                event.clear()
                with self.core.cond:
                    value = predicate()
                if value:
                    return value
                remaining = deadline - loop.time()
                if remaining <= 0:
                    raise TimeoutError(f"condition not met within {timeout} s")
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(event.wait(), remaining)
        finally:
            self.core.remove_async_waiter(loop, event)

    def _calls_reached(
        self, method: str, chat_id: ChatRef | None, count: int
    ) -> Callable[[], list[Call]]:
        def check() -> list[Call]:
            found = self.sent(method, chat_id=chat_id)
            return found if len(found) >= count else []

        return check

    def wait_for_calls(
        self, method: str, *, chat_id: ChatRef | None = None, count: int = 1, timeout: float = 5.0
    ) -> list[Call]:
        """Block until the bot has made ``count`` calls of ``method``; return them all."""
        return self.wait_for(self._calls_reached(method, chat_id, count), timeout)

    async def wait_for_calls_async(
        self, method: str, *, chat_id: ChatRef | None = None, count: int = 1, timeout: float = 5.0
    ) -> list[Call]:
        return await self.wait_for_async(self._calls_reached(method, chat_id, count), timeout)

    # -- faults and flood limits -------------------------------------------------------------
    def inject(
        self,
        kind: Fault | str,
        *,
        times: int | None = None,
        for_seconds: float | None = None,
        methods: Iterable[str] | None = None,
        chat: ChatRef | None = None,
        retry_after: int = 5,
        hold_seconds: float = 6.0,
        performed: bool = False,
    ) -> FaultPlan:
        """Make the next matching calls fail; returns the plan (``.hits``, ``.cancel()``).

        Lasts ``times`` calls (default 1, or unlimited when only ``for_seconds`` is given) and/or
        ``for_seconds`` of stand-in clock. ``methods`` (any case) limits it to those methods;
        without it every method but getUpdates matches. ``chat`` limits it to one chat.
        TIMEOUT holds the request ``hold_seconds`` then hangs up; with ``performed`` the call
        takes effect first (the bot cannot know it did). Plans are checked in injection order.
        """
        if times is None and for_seconds is None:
            times = 1
        with self.core.cond:
            plan = FaultPlan(
                kind=Fault(kind),
                remaining=times,
                methods=frozenset(m.lower() for m in methods) if methods is not None else None,
                chat_id=chat_id_of(chat) if chat is not None else None,
                until=self.core.now() + for_seconds if for_seconds is not None else None,
                retry_after=retry_after,
                hold_seconds=hold_seconds,
                performed=performed,
            )
            self.core.faults.append(plan)
            return plan

    def clear_faults(self) -> None:
        with self.core.cond:
            self.core.faults.clear()

    @property
    def flood_rules(self) -> list[FloodRule]:
        """Enforced flood rules, a mutable list: ``flood_rules.append(GROUP_PER_MINUTE)``."""
        return self.core.flood_rules

    def message_times(self, chat: ChatRef, methods: Iterable[str] = MESSAGE_METHODS) -> list[float]:
        """Times of the bot's successful sends and edits in a chat (stand-in clock)."""
        return self.core.message_times(chat_id_of(chat), methods)

    def max_per_window(self, chat: ChatRef, window: float = 60.0) -> int:
        """Most sends + edits the bot made to ``chat`` within any rolling ``window`` seconds."""
        times = sorted(self.message_times(chat))
        best, first = 0, 0
        for last, moment in enumerate(times):
            while moment - times[first] >= window:
                first += 1
            best = max(best, last - first + 1)
        return best
