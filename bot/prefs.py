"""Preferences in a SQLite file: the language per user (private chats) and per group, and a
chat's team names for the day.

Crash-safe: WAL journal, ``synchronous=FULL``, one transaction per write. Never blocks the event
loop: the async methods run the SQLite calls in a worker thread (``asyncio.to_thread``), and a
small read-through cache answers repeated lookups without touching the file. A corrupted or
unreadable file at start is logged, moved aside (``*.corrupt-<time>``) and replaced by a fresh
one: the bot keeps working, users just choose their language again. Where no file can be kept
at all (DATA_DIR not writable), that is logged and choices live in memory until the bot stops.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
import time
from collections import OrderedDict
from enum import StrEnum
from pathlib import Path

_LOG = logging.getLogger(__name__)
_SCHEMA = """
CREATE TABLE IF NOT EXISTS language (
    scope TEXT NOT NULL CHECK (scope IN ('user', 'chat')),
    id INTEGER NOT NULL,
    lang TEXT NOT NULL,
    PRIMARY KEY (scope, id)
);
CREATE TABLE IF NOT EXISTS teams (
    chat INTEGER PRIMARY KEY,
    first TEXT NOT NULL,
    second TEXT NOT NULL,
    day TEXT NOT NULL
)
"""
_CACHE_SIZE = 4096
_MISSING = ""


class Scope(StrEnum):
    USER = "user"  # a person's own choice (private chats)
    CHAT = "chat"  # a group's language, set by an admin


class Prefs:
    """The preferences store. Call ``open()`` once (it may repair the file)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        self._cache: OrderedDict[tuple[str, int], str] = OrderedDict()
        #: team names by chat, with the day they were read for (every press asks)
        self._teams: OrderedDict[int, tuple[str, tuple[str, str] | None]] = OrderedDict()

    # -- set-up ------------------------------------------------------------------------------
    def open(self) -> None:
        """Open the file, creating it (and DATA_DIR) if missing, repairing it if corrupted. If
        it cannot be used at all (DATA_DIR not writable, a file in its way), the bot still
        starts: choices are then kept in memory until it stops. Each case is logged."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if not self.path.exists():
                _LOG.info("language preferences: new file %s", self.path)
            try:
                self._conn = self._connect(self.path)
            except sqlite3.OperationalError:
                raise  # cannot open or write it: nothing to repair (handled below)
            except sqlite3.DatabaseError as exc:
                self._set_aside(exc)
                self._conn = self._connect(self.path)
        except (OSError, sqlite3.Error) as exc:
            # Found by tests/e2e/test_e2e_data_dir.py: this used to stop the bot at start.
            _LOG.error(
                "language preferences %s cannot be used (%s); choices are kept in memory "
                "until the bot stops",
                self.path,
                exc,
            )
            self._conn = self._connect(":memory:")

    def _set_aside(self, error: sqlite3.DatabaseError) -> None:
        aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}")
        _LOG.error("language preferences %s unreadable (%s); moved to %s", self.path, error, aside)
        for suffix in ("", "-wal", "-shm"):
            part = Path(f"{self.path}{suffix}")
            if part.exists():
                part.replace(Path(f"{aside}{suffix}"))

    @staticmethod
    def _connect(path: Path | str) -> sqlite3.Connection:
        conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            row = conn.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {row}")
            conn.executescript(_SCHEMA)
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    # -- blocking calls (run in a thread) ------------------------------------------------------
    def get(self, scope: Scope, key: int) -> str | None:
        with self._lock:
            if self._conn is None:
                raise RuntimeError("Prefs.open() was not called")
            row = self._conn.execute(
                "SELECT lang FROM language WHERE scope = ? AND id = ?", (scope.value, key)
            ).fetchone()
        return str(row[0]) if row else None

    def set(self, scope: Scope, key: int, lang: str) -> None:
        with self._lock:
            if self._conn is None:
                raise RuntimeError("Prefs.open() was not called")
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                self._conn.execute(
                    "INSERT INTO language (scope, id, lang) VALUES (?, ?, ?) "
                    "ON CONFLICT (scope, id) DO UPDATE SET lang = excluded.lang",
                    (scope.value, key, lang),
                )
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise

    def get_teams(self, chat: int, day: str) -> tuple[str, str] | None:
        """The chat's team names, if they were set on ``day`` (an ISO date, UTC)."""
        with self._lock:
            if self._conn is None:
                raise RuntimeError("Prefs.open() was not called")
            row = self._conn.execute(
                "SELECT first, second FROM teams WHERE chat = ? AND day = ?", (chat, day)
            ).fetchone()
        return (str(row[0]), str(row[1])) if row else None

    def set_teams(self, chat: int, teams: tuple[str, str] | None, day: str) -> None:
        """Name the chat's teams for ``day``; ``None`` forgets them."""
        with self._lock:
            if self._conn is None:
                raise RuntimeError("Prefs.open() was not called")
            if teams is None:
                self._conn.execute("DELETE FROM teams WHERE chat = ?", (chat,))
                return
            self._conn.execute(
                "INSERT INTO teams (chat, first, second, day) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (chat) DO UPDATE SET first = excluded.first, "
                "second = excluded.second, day = excluded.day",
                (chat, *teams, day),
            )

    # -- the event loop's side ----------------------------------------------------------------
    async def aget(self, scope: Scope, key: int) -> str | None:
        cache_key = (scope.value, key)
        cached = self._cache.get(cache_key)
        if cached is not None:
            self._cache.move_to_end(cache_key)
            return cached or None
        try:
            found = await asyncio.to_thread(self.get, scope, key)
        except sqlite3.Error:
            _LOG.exception("reading a language preference failed; using the default")
            return None
        self._remember(cache_key, found or _MISSING)
        return found

    async def aset(self, scope: Scope, key: int, lang: str) -> None:
        await asyncio.to_thread(self.set, scope, key, lang)
        self._remember((scope.value, key), lang)

    async def ateams(self, chat: int, day: str) -> tuple[str, str] | None:
        """The chat's team names for ``day``; ``None`` if none (or the file cannot be read: the
        questions are then asked with roles, as without names)."""
        cached = self._teams.get(chat)
        if cached is not None and cached[0] == day:
            self._teams.move_to_end(chat)
            return cached[1]
        try:
            found = await asyncio.to_thread(self.get_teams, chat, day)
        except sqlite3.Error:
            _LOG.exception("reading a chat's team names failed; asking without them")
            return None
        self._remember_teams(chat, day, found)
        return found

    async def aset_teams(self, chat: int, teams: tuple[str, str] | None, day: str) -> None:
        await asyncio.to_thread(self.set_teams, chat, teams, day)
        self._remember_teams(chat, day, teams)

    def _remember_teams(self, chat: int, day: str, teams: tuple[str, str] | None) -> None:
        self._teams[chat] = (day, teams)
        self._teams.move_to_end(chat)
        while len(self._teams) > _CACHE_SIZE:
            self._teams.popitem(last=False)

    def _remember(self, key: tuple[str, int], lang: str) -> None:
        self._cache[key] = lang
        self._cache.move_to_end(key)
        while len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)
