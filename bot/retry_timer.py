"""One retry at a time of a store's writes kept in memory (the language preferences, the quiz):
``schedule`` runs the store's coroutine ``every`` seconds later, unless one is pending already;
the task is held until it is done, since the loop keeps only weak references to tasks."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any


class RetryTimer:
    def __init__(self, every: float, again: Callable[[], Coroutine[Any, Any, bool]]) -> None:
        self.every = every
        self._again = again
        self._handle: asyncio.TimerHandle | None = None
        self._tasks: set[asyncio.Task[bool]] = set()

    @property
    def pending(self) -> bool:
        """A retry is due: the writes are failing, so a new one waits for it."""
        return self._handle is not None

    def schedule(self) -> None:
        """Retry ``every`` seconds from now, unless a retry is already due."""
        if self._handle is None:
            self._handle = asyncio.get_running_loop().call_later(self.every, self._run)

    def cancel(self) -> None:
        """No retry due (the writes went through, or the store is closing)."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def _run(self) -> None:
        self._handle = None
        task = asyncio.get_running_loop().create_task(self._again())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
