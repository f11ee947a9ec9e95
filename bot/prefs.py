"""Preferences in a SQLite file: the language per user (private chats) and per group, and a
chat's team names for the day.

Crash-safe: WAL journal, ``synchronous=FULL``, one transaction per write. Never blocks the event
loop: the async methods run the SQLite calls in a worker thread (``asyncio.to_thread``); reads
and writes have their own connections, so a write waiting on a lock never holds up a read.

Storage failures lose no choice and stop no press:

* A language choice the file cannot take (locked longer than the busy timeout, disk full, a
  table that is not ours, a read-only disk) is kept in memory, used at once, and written when
  the file works again (retried every ``retry_every`` seconds, and at shutdown); ``aset`` says
  whether it was saved, so the user can be told. Team names are for one day: a failed save is
  reported to the caller (``sqlite3.Error``) and nothing changes.
* A corrupted file, or one whose tables are not ours, is logged, moved aside
  (``*.corrupt-<time>``) and replaced by a fresh one at start.
* A file that can be read but not written (a read-only disk) is still read: it is opened
  read-only, as ``immutable`` when even its WAL index cannot be opened.
* Where no file can be used at all (DATA_DIR cannot be created), that is logged and choices
  live in memory, written if the file becomes usable.

Several bot processes may share one DATA_DIR: the small read cache is dropped whenever
``PRAGMA data_version`` says another connection committed (a check of about a microsecond on a
connection of its own that never waits for a lock), so every process sees every other's writes.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import threading
import time
from collections import OrderedDict
from enum import StrEnum
from pathlib import Path
from typing import TypeVar

from bot.retry_timer import RetryTimer

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
#: the columns this version reads and writes; a table without them belongs to something else
_COLUMNS = {"language": {"scope", "id", "lang"}, "teams": {"chat", "first", "second", "day"}}
_CACHE_SIZE = 4096
_MISSING = ""
#: seconds between two attempts to write the choices kept in memory
RETRY_EVERY_S = 30.0
#: seconds a write waits for another process's lock before it is kept in memory instead
BUSY_TIMEOUT_S = 5.0


class Scope(StrEnum):
    USER = "user"  # a person's own choice (private chats)
    CHAT = "chat"  # a group's language, set by an admin


class Storage(StrEnum):
    FILE = "file"  # read and written
    READ_ONLY = "read-only"  # read; new choices are kept in memory and retried
    MEMORY = "memory"  # no file: choices are kept in memory and retried


class _Db:
    """One connection and the lock that serialises its use across worker threads."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.lock = threading.Lock()

    def close(self) -> None:
        with self.lock:
            self.conn.close()


class _Opened:
    """What ``_open_*`` found: the connections for one kind of storage."""

    def __init__(
        self,
        storage: Storage,
        reader: sqlite3.Connection,
        writer: sqlite3.Connection | None,
        watch: sqlite3.Connection | None,
    ) -> None:
        self.storage, self.reader, self.writer, self.watch = storage, reader, writer, watch


class Prefs:
    """The preferences store. Call ``open()`` once (it may repair the file)."""

    def __init__(self, path: Path, *, retry_every: float = RETRY_EVERY_S) -> None:
        self.path = path
        self.retry_every = retry_every
        self.storage = Storage.MEMORY
        self._reader: _Db | None = None
        self._writer: _Db | None = None  # None while the file can only be read
        self._watch: sqlite3.Connection | None = None  # for PRAGMA data_version, loop only
        self._version: int | None = None
        self._cache: OrderedDict[tuple[str, int], str] = OrderedDict()
        #: team names by chat, with the day they were read for (every press asks)
        self._teams: OrderedDict[int, tuple[str, tuple[str, str] | None]] = OrderedDict()
        #: language choices not yet in the file, newest value per key
        self._pending: dict[tuple[str, int], str] = {}
        self._flushing = asyncio.Lock()
        self._retry = RetryTimer(retry_every, self.retry_pending)
        self._write_failing = False
        self._read_failing: set[str] = set()  # the tables whose reads fail, logged once

    # -- set-up ------------------------------------------------------------------------------
    def open(self) -> None:
        """Open the file, creating it (and DATA_DIR) if missing, repairing it if corrupted; read
        it read-only if it cannot be written; keep choices in memory if it cannot be used at
        all. The bot starts in every case; each one is logged."""
        try:
            opened = self._open_file()
        except (OSError, sqlite3.Error) as exc:
            opened = self._open_fallback(exc)
        self._install(opened)

    def _open_file(self) -> _Opened:
        """The file, read-write; raises ``OSError`` or ``sqlite3.Error`` if it cannot be."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        new = not self.path.exists()
        if not new and not (os.access(self.path, os.W_OK) and os.access(self.path.parent, os.W_OK)):
            raise PermissionError(f"{self.path} cannot be written")
        try:
            writer = self._connect(self.path)
        except sqlite3.OperationalError:
            raise  # cannot open or write it: nothing to repair (read-only or memory, below)
        except sqlite3.DatabaseError as exc:
            self._set_aside(exc)
            writer = self._connect(self.path)
        try:
            reader = sqlite3.connect(
                self.path, check_same_thread=False, isolation_level=None, timeout=BUSY_TIMEOUT_S
            )
            watch = sqlite3.connect(
                self.path, check_same_thread=False, isolation_level=None, timeout=0
            )
        except sqlite3.Error:
            writer.close()
            raise
        if new:
            _LOG.info("language preferences: new file %s", self.path)
        return _Opened(Storage.FILE, reader, writer, watch)

    def _open_fallback(self, problem: OSError | sqlite3.Error) -> _Opened:
        if self.path.is_file():
            for query in ("mode=ro", "mode=ro&immutable=1"):
                try:
                    reader = self._connect_read_only(query)
                    # immutable: nothing can change it that this process could see
                    watch = None if "immutable" in query else self._connect_read_only(query)
                except sqlite3.Error:
                    continue
                _LOG.error(
                    "language preferences %s can only be read (%s); new choices are kept in "
                    "memory and written when it can be",
                    self.path,
                    problem,
                )
                return _Opened(Storage.READ_ONLY, reader, None, watch)
        # Found by tests/e2e/test_e2e_data_dir.py: this used to stop the bot at start.
        _LOG.error(
            "language preferences %s cannot be used (%s); choices are kept in memory until it "
            "can be",
            self.path,
            problem,
        )
        memory = self._connect(":memory:")
        return _Opened(Storage.MEMORY, memory, memory, None)

    def _connect_read_only(self, query: str) -> sqlite3.Connection:
        uri = f"{self.path.absolute().as_uri()}?{query}"
        conn = sqlite3.connect(uri, uri=True, check_same_thread=False, isolation_level=None)
        try:
            _check_tables(conn)
        except sqlite3.Error:
            conn.close()
            raise
        return conn

    def _install(self, opened: _Opened) -> None:
        old = (self._reader, self._writer, self._watch)
        self.storage = opened.storage
        self._reader = _Db(opened.reader)
        if opened.writer is opened.reader:
            self._writer = self._reader  # one in-memory database: one lock
        else:
            self._writer = None if opened.writer is None else _Db(opened.writer)
        self._watch, self._version = opened.watch, None
        self._cache.clear()
        self._teams.clear()
        closed: set[int] = set()
        for db in old:
            if db is None or id(db) in closed:
                continue
            closed.add(id(db))
            db.close()

    def _set_aside(self, error: sqlite3.DatabaseError) -> None:
        aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}")
        _LOG.error("language preferences %s unreadable (%s); moved to %s", self.path, error, aside)
        for suffix in ("", "-wal", "-shm"):
            part = Path(f"{self.path}{suffix}")
            if part.exists():
                part.replace(Path(f"{aside}{suffix}"))

    @staticmethod
    def _connect(path: Path | str) -> sqlite3.Connection:
        conn = sqlite3.connect(
            path, check_same_thread=False, isolation_level=None, timeout=BUSY_TIMEOUT_S
        )
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            row = conn.execute("PRAGMA quick_check").fetchone()
            if row is None or row[0] != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {row}")
            conn.executescript(_SCHEMA)
            _check_tables(conn)
            # Writable? SQLite opens a file it cannot write read-only without a word (and a
            # WAL index it cannot write as a private copy): ask for the write lock once.
            conn.execute("BEGIN IMMEDIATE")
            conn.execute("ROLLBACK")
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        """Write what is kept in memory one last time (saying what is lost), then close."""
        self._retry.cancel()
        if self._pending and self._reader is not None:
            try:
                reopened = self._write_languages(dict(self._pending))
                if reopened is not None:
                    self._install(reopened)
                self._pending.clear()
            except (OSError, sqlite3.Error) as exc:
                _LOG.error(
                    "%d language choice(s) kept in memory could not be saved (%s) and are lost",
                    len(self._pending),
                    exc,
                )
        for db in {id(db): db for db in (self._reader, self._writer) if db is not None}.values():
            db.close()
        if self._watch is not None:
            self._watch.close()
        self._reader = self._writer = self._watch = None

    # -- blocking calls (run in a thread) ------------------------------------------------------
    def _db(self, writing: bool = False) -> _Db:
        db = self._writer if writing else self._reader
        if db is None:
            if self._reader is None:
                raise RuntimeError("Prefs.open() was not called")
            raise sqlite3.OperationalError(f"{self.path} can only be read")
        return db

    def get(self, scope: Scope, key: int) -> str | None:
        db = self._db()
        with db.lock:
            row = db.conn.execute(
                "SELECT lang FROM language WHERE scope = ? AND id = ?", (scope.value, key)
            ).fetchone()
        return str(row[0]) if row else None

    def set(self, scope: Scope, key: int, lang: str) -> None:
        """Write one choice now; raises if the file cannot take it (``aset`` keeps it)."""
        if self.storage is not Storage.FILE:
            raise sqlite3.OperationalError(f"{self.path} cannot be written")
        db = self._db(writing=True)
        with db.lock:
            _upsert(db.conn, {(scope.value, key): lang})

    def _write_languages(self, choices: dict[tuple[str, int], str]) -> _Opened | None:
        """Write ``choices``. If the file could not be written, it is opened again first and
        returned, to be installed by the caller (on the event loop's side)."""
        if self.storage is Storage.FILE:
            db = self._db(writing=True)
            with db.lock:
                _upsert(db.conn, choices)
            return None
        reopened = self._open_file()
        try:
            if reopened.writer is not None:
                _upsert(reopened.writer, choices)
        except BaseException:
            for conn in (reopened.reader, reopened.writer, reopened.watch):
                if conn is not None:
                    conn.close()
            raise
        return reopened

    def get_teams(self, chat: int, day: str) -> tuple[str, str] | None:
        """The chat's team names, if they were set on ``day`` (an ISO date, UTC)."""
        db = self._db()
        with db.lock:
            row = db.conn.execute(
                "SELECT first, second FROM teams WHERE chat = ? AND day = ?", (chat, day)
            ).fetchone()
        return (str(row[0]), str(row[1])) if row else None

    def set_teams(self, chat: int, teams: tuple[str, str] | None, day: str) -> None:
        """Name the chat's teams for ``day``; ``None`` forgets them."""
        db = self._db(writing=True)
        with db.lock:
            if teams is None:
                db.conn.execute("DELETE FROM teams WHERE chat = ?", (chat,))
                return
            db.conn.execute(
                "INSERT INTO teams (chat, first, second, day) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (chat) DO UPDATE SET first = excluded.first, "
                "second = excluded.second, day = excluded.day",
                (chat, *teams, day),
            )

    # -- the event loop's side ----------------------------------------------------------------
    async def aget(self, scope: Scope, key: int) -> str | None:
        cache_key = (scope.value, key)
        if cache_key in self._pending:
            return self._pending[cache_key]
        version = self._current_version()
        cached = self._cache.get(cache_key) if version is not None else None
        if cached is not None:
            self._cache.move_to_end(cache_key)
            return cached or None
        try:
            found = await asyncio.to_thread(self.get, scope, key)
        except sqlite3.Error as exc:
            self._read_failed("language", exc, "using the default language")
            return None
        self._read_worked("language")
        if version is not None and version == self._version:
            self._remember(cache_key, found or _MISSING)
        return found

    async def aset(self, scope: Scope, key: int, lang: str) -> bool:
        """Choose ``lang``: used from now on; ``True`` once it is in the file, ``False`` when
        the file could not take it: it is then kept in memory and written when the file can
        be. While writes are failing, a choice waits for the next retry instead of waiting the
        busy timeout again (a press must not wait on an outage)."""
        self._pending[(scope.value, key)] = lang
        if self._retry.pending:
            return False
        return await self.retry_pending()

    async def retry_pending(self) -> bool:
        """Write the choices kept in memory; ``True`` when all were written."""
        async with self._flushing:
            if not self._pending:
                return True
            choices = dict(self._pending)
            try:
                reopened = await asyncio.to_thread(self._write_languages, choices)
            except (OSError, sqlite3.Error) as exc:
                self._write_failed(exc)
                return False
            if reopened is not None:
                self._install(reopened)
                _LOG.warning("language preferences %s can be written again", self.path)
            for choice, lang in choices.items():
                if self._pending.get(choice) == lang:
                    del self._pending[choice]
            if self._write_failing:
                self._write_failing = False
                _LOG.warning("language choices kept in memory are saved again")
            self._retry.cancel()
            return True

    async def ateams(self, chat: int, day: str) -> tuple[str, str] | None:
        """The chat's team names for ``day``; ``None`` if none (or the file cannot be read: the
        questions are then asked with roles, as without names)."""
        version = self._current_version()
        cached = self._teams.get(chat) if version is not None else None
        if cached is not None and cached[0] == day:
            self._teams.move_to_end(chat)
            return cached[1]
        try:
            found = await asyncio.to_thread(self.get_teams, chat, day)
        except sqlite3.Error as exc:
            self._read_failed("teams", exc, "asking without team names")
            return None
        self._read_worked("teams")
        if version is not None and version == self._version:
            self._remember_teams(chat, day, found)
        return found

    async def aset_teams(self, chat: int, teams: tuple[str, str] | None, day: str) -> None:
        """Raises ``sqlite3.Error`` when the file cannot take them (the caller says so)."""
        await asyncio.to_thread(self.set_teams, chat, teams, day)
        self._remember_teams(chat, day, teams)

    # -- what is cached, what failed ----------------------------------------------------------
    def _current_version(self) -> int | None:
        """The file's ``data_version``, the caches dropped when it changed (another connection
        committed); ``None`` when unknown: then the file is read and nothing is cached."""
        if self._watch is None:
            return 0  # memory, or a read-only file opened immutable: nothing else writes
        try:
            version = int(self._watch.execute("PRAGMA data_version").fetchone()[0])
        except sqlite3.Error:
            version = None
        if version is None or version != self._version:
            self._cache.clear()
            self._teams.clear()
            self._version = version
        return version

    def _write_failed(self, error: OSError | sqlite3.Error) -> None:
        if not self._write_failing:
            self._write_failing = True
            _LOG.error(
                "language preferences %s cannot be written (%s); %d choice(s) kept in memory "
                "and retried every %g s",
                self.path,
                error,
                len(self._pending),
                self.retry_every,
            )
        self._retry.schedule()

    def _read_failed(self, table: str, error: sqlite3.Error, instead: str) -> None:
        """One line when reading starts failing (not one per update), without a traceback."""
        if table not in self._read_failing:
            self._read_failing.add(table)
            _LOG.error("reading preferences (%s) failed (%s); %s", table, error, instead)

    def _read_worked(self, table: str) -> None:
        if table in self._read_failing:
            self._read_failing.discard(table)
            _LOG.warning("reading preferences (%s) works again", table)

    def _remember_teams(self, chat: int, day: str, teams: tuple[str, str] | None) -> None:
        _keep(self._teams, chat, (day, teams))

    def _remember(self, key: tuple[str, int], lang: str) -> None:
        _keep(self._cache, key, lang)


_K = TypeVar("_K")
_V = TypeVar("_V")


def _keep(cache: OrderedDict[_K, _V], key: _K, value: _V) -> None:
    """Put ``key`` in a read cache as its newest entry, the oldest going past ``_CACHE_SIZE``."""
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > _CACHE_SIZE:
        cache.popitem(last=False)


def _upsert(conn: sqlite3.Connection, choices: dict[tuple[str, int], str]) -> None:
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.executemany(
            "INSERT INTO language (scope, id, lang) VALUES (?, ?, ?) "
            "ON CONFLICT (scope, id) DO UPDATE SET lang = excluded.lang",
            [(scope, key, lang) for (scope, key), lang in choices.items()],
        )
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:  # SQLite may have rolled back itself (a full disk)
            conn.execute("ROLLBACK")
        raise


def _check_tables(conn: sqlite3.Connection) -> None:
    """Raise ``sqlite3.DatabaseError`` unless the file's tables have the columns we use (a
    newer version may add columns; a table of the same name from something else lacks ours)."""
    for table, needed in _COLUMNS.items():
        have = {str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})")}
        if not needed <= have:
            raise sqlite3.DatabaseError(f"the table {table} is not ours (columns {sorted(have)})")
