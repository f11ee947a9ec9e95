"""Quiz history and group polls in SQLite, in the preferences file (``preferences.sqlite3``)
beside, but apart from, ``bot.prefs``: our own tables and our own connections.

* ``quiz_topic``: per user and topic, the spaced-repetition box, when the topic is due again,
  answers, right answers, the current and the best streak (``schedule``);
* ``quiz_answered``: each question message answered once (a double tap is not counted twice);
* ``quiz_series``, ``quiz_poll``, ``quiz_vote``: a group's series of quiz polls, each poll's
  question and right answer, and each member's vote, once per poll and member (the primary
  key), so a restart mid-series loses nothing and no answer is counted twice. Of two answers
  by one member (a redelivered update), the first in Telegram's order (``update_id``) stands,
  whichever of the concurrent handlers writes first (found by CI: once the later one won).
  A vote is kept even before its poll is on record (a quick member can answer between
  Telegram's answer to sendPoll and our write: found by tests/quiz/test_quiz_e2e.py); it is
  scored when read. A vote whose poll is still unknown an hour later is no vote for one of
  ours, and is deleted when a series ends and at start (5,000 forged poll ids stayed for
  good: review 2026-12-01, L7).

Crash-safe like the preferences: WAL journal, ``synchronous=FULL``, one transaction per write.
Storage failures freeze nothing and lose no answer (review 2026-12-01, M4 and L4; the model is
``bot.prefs``):

* The event loop runs every call in the store's own two threads, one for reads and one for
  writes (``call``), never in the default executor the preferences use; reads and writes have
  their own connections, and WAL lets a read go on while another connection writes.
* A write waits at most ``BUSY_TIMEOUT_S`` for another process's lock. A member's vote or a
  user's answer the file cannot take (locked, disk full) is kept in memory, counted at once
  (``progress`` and ``standings`` read it), and written when the file works again (retried
  every ``retry_every`` seconds and at close); while writes fail, new ones go to memory at once
  instead of waiting again. ``unsaved`` says whether a user's answers wait in memory, so the
  user is told. A series' own steps (start, poll sent, end) raise ``sqlite3.Error``: the
  caller says so (or the series ends), as for team names.
* A quiz table that is not ours (its columns are not ours) is renamed aside
  (``<table>_aside_<time>``) and ours created, logged once; the preferences' tables are never
  touched.
* A file that can be read but not written (a read-only disk): its history is read into memory
  and the quiz goes on there. Where no file can be used at all, the quiz starts from nothing
  in memory. Both are logged once.
The clock is injected (tests use a fake one).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

from bot.prefs import Storage
from bot.quiz.schedule import Progress, after_answer
from bot.quiz.topics import Topic, topic_by_code
from bot.retry_timer import RetryTimer

_LOG = logging.getLogger(__name__)
#: a series left open this long after its next step was due is taken for abandoned
STALE = 600.0
#: seconds a write waits for another process's lock (then: memory, or the caller is told)
BUSY_TIMEOUT_S = 1.0
#: seconds between two attempts to write what is kept in memory; an attempt waits at most
#: ``_RETRY_WAIT_S`` for a lock, so it never holds the writing thread for long
RETRY_EVERY_S = 1.0
_RETRY_WAIT_S = 0.2
#: seconds a vote written as it arrives (``keep_vote``) waits for a lock: the next getUpdates,
#: or the webhook's answer, waits for it, and so does every user's next update. With
#: ``BUSY_TIMEOUT_S`` a locked file held a /help of a user who never used the quiz for 1.04 s
#: (the storage probe, rerun); a lock that outlasts this keeps the vote in memory, retried
#: every ``RETRY_EVERY_S``, as a longer one did after ``BUSY_TIMEOUT_S``
VOTE_WAIT_S = 0.25
#: a vote whose poll is not on record after this long is no vote for one of our polls
UNKNOWN_POLL_S = 3600.0
#: votes and answers kept in memory at most while the file cannot take them (about 200 bytes
#: each); past it the oldest are dropped, with an ERROR line
MOST_KEPT = 50_000
_T = TypeVar("_T")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS quiz_topic (
    user INTEGER NOT NULL,
    topic TEXT NOT NULL,
    box INTEGER NOT NULL,
    due REAL NOT NULL,
    answered INTEGER NOT NULL,
    right INTEGER NOT NULL,
    streak INTEGER NOT NULL,
    best INTEGER NOT NULL,
    PRIMARY KEY (user, topic)
);
CREATE TABLE IF NOT EXISTS quiz_answered (
    chat INTEGER NOT NULL,
    message INTEGER NOT NULL,
    user INTEGER NOT NULL,
    PRIMARY KEY (chat, message, user)
);
CREATE TABLE IF NOT EXISTS quiz_series (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    chat INTEGER NOT NULL,
    total INTEGER NOT NULL,
    sent INTEGER NOT NULL,
    next_at REAL NOT NULL,
    topic TEXT,
    lang TEXT NOT NULL,
    done INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS quiz_poll (
    poll TEXT PRIMARY KEY,
    series INTEGER NOT NULL,
    question TEXT NOT NULL,
    correct INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS quiz_vote (
    poll TEXT NOT NULL,
    user INTEGER NOT NULL,
    name TEXT NOT NULL,
    option INTEGER NOT NULL,
    update_id INTEGER NOT NULL,
    at REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (poll, user)
)
"""
#: the columns this version reads and writes; a table without them belongs to something else
_COLUMNS = {
    "quiz_topic": {"user", "topic", "box", "due", "answered", "right", "streak", "best"},
    "quiz_answered": {"chat", "message", "user"},
    "quiz_series": {"id", "chat", "total", "sent", "next_at", "topic", "lang", "done"},
    "quiz_poll": {"poll", "series", "question", "correct"},
    "quiz_vote": {"poll", "user", "name", "option", "update_id"},
}
#: columns added since a table first shipped: (table, column, its definition)
_ADDED = (("quiz_vote", "at", "REAL NOT NULL DEFAULT 0"),)


@dataclass(frozen=True, slots=True)
class Series:
    id: int
    chat: int
    total: int
    sent: int
    next_at: float
    topic: Topic | None
    lang: str
    done: bool


@dataclass(frozen=True, slots=True)
class Standing:
    """One member's score in a series."""

    user: int
    name: str
    right: int
    answered: int


@dataclass(frozen=True, slots=True)
class _Vote:
    name: str
    option: int
    update_id: int
    at: float


@dataclass(frozen=True, slots=True)
class _Answer:
    user: int
    topic: Topic
    right: bool
    once: tuple[int, int] | None
    at: float


@dataclass(frozen=True, slots=True)
class _Poll:
    series: int
    question: str
    correct: int
    next_at: float


@dataclass
class _Kept:
    """Writes the file could not take yet, in the order they came."""

    votes: dict[tuple[str, int], _Vote] = field(default_factory=dict)
    answers: list[_Answer] = field(default_factory=list)
    polls: dict[str, _Poll] = field(default_factory=dict)
    finished: set[int] = field(default_factory=set)

    def __len__(self) -> int:
        return len(self.votes) + len(self.answers) + len(self.polls) + len(self.finished)

    def copy(self) -> _Kept:
        return _Kept(dict(self.votes), list(self.answers), dict(self.polls), set(self.finished))


def _writes(method: Callable[..., _T]) -> Callable[..., _T]:
    """Mark a method that writes: ``call`` runs it in the writing thread."""
    method._quiz_writes = True  # type: ignore[attr-defined]
    return method


class QuizStore:
    """The quiz's tables. ``open()`` once; every method is safe from any thread, and the event
    loop runs them through ``call()``, in the store's own threads, so it never waits on the
    disk and no other part of the bot waits on the quiz's."""

    def __init__(
        self,
        path: Path | str,
        clock: Callable[[], float] = time.time,
        *,
        retry_every: float = RETRY_EVERY_S,
    ) -> None:
        self.path = path
        self.clock = clock
        self.retry_every = retry_every
        self.storage = Storage.MEMORY
        self._reader: sqlite3.Connection | None = None
        self._writer: sqlite3.Connection | None = None
        self._read_lock = threading.Lock()
        self._write_lock = threading.Lock()
        self._kept_lock = threading.Lock()
        self._kept = _Kept()  # what the file could not take yet
        self._failing = False  # writes fail: new ones go to memory at once, without waiting
        self._reads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="quiz-read")
        self._writes = ThreadPoolExecutor(max_workers=1, thread_name_prefix="quiz-write")
        self._retry = RetryTimer(retry_every, self._retry_kept)

    # -- set-up ------------------------------------------------------------------------------
    def open(self) -> QuizStore:
        if self.path == ":memory:":
            self._memory()
            return self
        try:
            if isinstance(self.path, Path):
                self.path.parent.mkdir(parents=True, exist_ok=True)
            writer = self._connect(self.path)
            reader = self._connect(self.path, schema=False)
        except (OSError, sqlite3.Error) as exc:
            self._fallback(exc)
            return self
        self._reader, self._writer, self.storage = reader, writer, Storage.FILE
        with contextlib.suppress(sqlite3.Error):
            self._run(self._forget_unknown_votes, write=True)
        return self

    def _memory(self) -> None:
        conn = self._connect(":memory:")
        self._reader = self._writer = conn
        self.storage = Storage.MEMORY

    def _fallback(self, problem: OSError | sqlite3.Error) -> None:
        """The file cannot be written: its history read into memory if it can be read."""
        self._memory()
        if isinstance(self.path, Path) and self.path.is_file():
            for query in ("mode=ro", "mode=ro&immutable=1"):
                uri = f"{self.path.absolute().as_uri()}?{query}"
                try:
                    self._copy_from(uri)
                except sqlite3.Error:
                    continue
                self.storage = Storage.READ_ONLY
                _LOG.error(
                    "quiz history %s can only be read (%s); it is read, and new answers are "
                    "kept in memory until the bot stops",
                    self.path,
                    problem,
                )
                return
        _LOG.error(
            "quiz history %s cannot be used (%s); it is kept in memory until the bot stops",
            self.path,
            problem,
        )

    def _copy_from(self, uri: str) -> None:
        """Read the quiz tables of a read-only file into the in-memory database."""
        memory = self._writer
        assert memory is not None
        source = sqlite3.connect(uri, uri=True, isolation_level=None)
        try:
            have = {str(r[0]) for r in source.execute("SELECT name FROM sqlite_master")}
            rows = {}
            for table, columns in _COLUMNS.items():
                if table not in have or not columns <= _columns(source, table):
                    continue
                names = ", ".join(sorted(columns))
                rows[table] = (names, source.execute(f"SELECT {names} FROM {table}").fetchall())
        finally:
            source.close()
        for table, (names, found) in rows.items():
            marks = ", ".join("?" * len(names.split(", ")))
            memory.executemany(f"INSERT INTO {table} ({names}) VALUES ({marks})", found)

    @staticmethod
    def _connect(path: Path | str, *, schema: bool = True) -> sqlite3.Connection:
        conn = sqlite3.connect(
            path, check_same_thread=False, isolation_level=None, timeout=BUSY_TIMEOUT_S
        )
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            if schema:
                _own_tables(conn, path)
                # Writable? SQLite opens a file it cannot write read-only without a word.
                conn.execute("BEGIN IMMEDIATE")
                conn.execute("ROLLBACK")
        except sqlite3.Error:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        """Write what is kept in memory one last time (saying what is lost), then close."""
        self._retry.cancel()
        if self._kept and self.storage is Storage.FILE:
            try:
                self.write_kept()
            except sqlite3.Error as exc:
                _LOG.error(
                    "%d quiz write(s) kept in memory could not be saved (%s) and are lost",
                    len(self._kept),
                    exc,
                )
        with self._write_lock, self._read_lock:
            for conn in {id(c): c for c in (self._reader, self._writer) if c is not None}.values():
                conn.close()
            self._reader = self._writer = None
        self._reads.shutdown(wait=False)
        self._writes.shutdown(wait=False)

    def _run(self, work: Callable[[sqlite3.Connection], _T], *, write: bool = False) -> _T:
        conn = self._writer if write else self._reader
        if conn is None:
            raise RuntimeError("QuizStore.open() was not called")
        if self._reader is self._writer:  # one in-memory database: one lock
            write = True
        with self._write_lock if write else self._read_lock:
            if not write:
                return work(conn)
            conn.execute("BEGIN IMMEDIATE")
            try:
                done = work(conn)
            except BaseException:
                if conn.in_transaction:  # SQLite may have rolled back itself (a full disk)
                    conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
            return done

    def _forget_unknown_votes(self, c: sqlite3.Connection) -> None:
        c.execute(
            "DELETE FROM quiz_vote WHERE at < ? AND poll NOT IN (SELECT poll FROM quiz_poll)",
            (self.clock() - UNKNOWN_POLL_S,),
        )

    # -- what is kept in memory while the file cannot take it ----------------------------------
    def unsaved(self, user: int) -> bool:
        """Whether some of ``user``'s answers wait in memory for the file."""
        with self._kept_lock:
            return any(a.user == user for a in self._kept.answers)

    @property
    def failing(self) -> bool:
        """Writes are failing: a new one is kept in memory at once (``keep_now``)."""
        return self._failing

    def _write_or_keep(
        self, write: Callable[[sqlite3.Connection], _T], keep: Callable[[_Kept], None]
    ) -> _T | None:
        """``write`` now, or, if the file cannot take it, ``keep`` it in memory (``None``)."""
        if not self._failing:
            try:
                return self._run(write, write=True)
            except sqlite3.Error as exc:
                self._keep(keep, exc)
                return None
        self._keep(keep, None)
        return None

    def _keep(self, keep: Callable[[_Kept], None], error: sqlite3.Error | None) -> None:
        with self._kept_lock:
            keep(self._kept)
            dropped = 0
            while len(self._kept) > MOST_KEPT:
                kept = self._kept
                if kept.answers:
                    kept.answers.pop(0)
                else:
                    kept.votes.pop(next(iter(kept.votes)))
                dropped += 1
            first, self._failing = not self._failing, True
        if first:
            _LOG.error(
                "quiz history %s cannot be written (%s); votes and answers are kept in memory "
                "and retried every %g s",
                self.path,
                error,
                self.retry_every,
            )
        if dropped:
            _LOG.error("%d quiz vote(s) or answer(s) kept in memory were dropped", dropped)

    @contextlib.contextmanager
    def _waiting_at_most(self, wait: float) -> Iterator[None]:
        """The writer waits at most ``wait`` s for another process's lock, inside (in the
        writing thread, as every write)."""
        writer = self._writer
        if writer is None or wait == BUSY_TIMEOUT_S:
            yield
            return
        writer.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
        try:
            yield
        finally:
            writer.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")

    @_writes
    def write_kept(self, wait: float = BUSY_TIMEOUT_S) -> bool:
        """Write what is kept in memory, waiting at most ``wait`` s for a lock; ``True`` once
        nothing is left. Raises ``sqlite3.Error`` if the file still cannot take it."""
        with self._kept_lock:
            kept = self._kept.copy()
        if not kept:
            self._failing = False
            return True

        def work(c: sqlite3.Connection) -> None:
            for (poll, user), v in kept.votes.items():
                _insert_vote(c, poll, user, v)
            for a in kept.answers:
                _insert_answer(c, a)
            for poll, sent in kept.polls.items():
                _insert_poll(c, poll, sent)
            for series in kept.finished:
                c.execute("UPDATE quiz_series SET done = 1 WHERE id = ?", (series,))

        with self._waiting_at_most(wait):
            self._run(work, write=True)
        with self._kept_lock:
            now = self._kept
            for key, v in kept.votes.items():
                if now.votes.get(key) == v:
                    del now.votes[key]
            written = set(map(id, kept.answers))
            now.answers = [a for a in now.answers if id(a) not in written]
            for poll in kept.polls:
                now.polls.pop(poll, None)
            now.finished -= kept.finished
            left, self._failing = len(now), bool(now)
        if not left:
            _LOG.warning("quiz history %s can be written again; nothing was lost", self.path)
        return not left

    # -- a user's history ------------------------------------------------------------------
    def progress(self, user: int) -> dict[Topic, Progress]:
        """The user's progress per topic (topics never answered are absent), answers kept in
        memory included. If the file cannot be read, what memory holds (logged)."""
        try:
            rows = self._run(
                lambda c: c.execute(
                    "SELECT topic, box, due, answered, right, streak, best FROM quiz_topic "
                    "WHERE user = ?",
                    (user,),
                ).fetchall()
            )
        except sqlite3.Error as exc:
            _LOG.error("reading quiz history failed (%s); going on without it", exc)
            rows = []
        found = ((topic_by_code(r[0]), r) for r in rows)
        progress = {topic: Progress(*r[1:]) for topic, r in found if topic is not None}
        with self._kept_lock:
            mine = [a for a in self._kept.answers if a.user == user]
        for a in mine:
            progress[a.topic] = after_answer(progress.get(a.topic), a.right, a.at)
        return progress

    @_writes
    def record(
        self, user: int, topic: Topic, right: bool, *, once: tuple[int, int] | None = None
    ) -> Progress | None:
        """Count an answer; ``once``: (chat, message) of the question, counted only the first
        time this user answers it (``None`` is returned for a second tap). If the file cannot
        take it, it is kept in memory (``unsaved`` says so) and counted all the same."""
        answer = _Answer(user, topic, right, once, self.clock())
        if not self._failing:
            try:
                return self._run(lambda c: _insert_answer(c, answer), write=True)
            except sqlite3.Error as exc:
                error: sqlite3.Error | None = exc
        else:
            error = None
        if once is not None and self._answered(answer):
            return None
        self._keep(lambda kept: kept.answers.append(answer), error)
        return self.progress(user).get(topic)

    def _answered(self, answer: _Answer) -> bool:
        """Whether this question message was already answered by the user (a second tap)."""
        with self._kept_lock:
            if any(a.once == answer.once and a.user == answer.user for a in self._kept.answers):
                return True
        try:
            return bool(
                self._run(
                    lambda c: c.execute(
                        "SELECT 1 FROM quiz_answered WHERE chat = ? AND message = ? AND user = ?",
                        (*(answer.once or (0, 0)), answer.user),
                    ).fetchone()
                )
            )
        except sqlite3.Error:
            return False

    # -- a group's series --------------------------------------------------------------------
    @_writes
    def start_series(self, chat: int, total: int, topic: Topic | None, lang: str) -> Series | None:
        """A new series in ``chat``; ``None`` while another is running there (one left open
        and untouched for ``STALE`` seconds, e.g. the bot was removed mid-series, is closed).
        Raises ``sqlite3.Error`` when the file cannot take it (the caller says so)."""
        now = self.clock()

        def work(c: sqlite3.Connection) -> int | None:
            running = c.execute(
                "SELECT 1 FROM quiz_series WHERE chat = ? AND done = 0 AND next_at > ?",
                (chat, now - STALE),
            ).fetchone()
            if running:
                return None
            c.execute("UPDATE quiz_series SET done = 1 WHERE chat = ? AND done = 0", (chat,))
            cursor = c.execute(
                "INSERT INTO quiz_series (chat, total, sent, next_at, topic, lang) "
                "VALUES (?, ?, 0, ?, ?, ?)",
                (chat, total, now, topic.value if topic else None, lang),
            )
            return int(cursor.lastrowid or 0)

        started = self._run(work, write=True)
        return None if started is None else self.series(started)

    def series(self, series_id: int) -> Series | None:
        row = self._run(
            lambda c: c.execute(
                "SELECT id, chat, total, sent, next_at, topic, lang, done FROM quiz_series "
                "WHERE id = ?",
                (series_id,),
            ).fetchone()
        )
        return self._with_kept(_series(row)) if row else None

    def _with_kept(self, found: Series) -> Series:
        """A series as the steps kept in memory leave it (polls sent, ended)."""
        with self._kept_lock:
            polls = [p for p in self._kept.polls.values() if p.series == found.id]
            done = found.id in self._kept.finished
        if not polls and not done:
            return found
        next_at = max([found.next_at, *(p.next_at for p in polls)])
        return replace(
            found, sent=found.sent + len(polls), next_at=next_at, done=found.done or done
        )

    def open_series(self) -> list[Series]:
        """Every series not finished (after a restart: the ones to carry on)."""
        rows = self._run(
            lambda c: c.execute(
                "SELECT id, chat, total, sent, next_at, topic, lang, done FROM quiz_series "
                "WHERE done = 0"
            ).fetchall()
        )
        return [s for s in (self._with_kept(_series(r)) for r in rows) if not s.done]

    @_writes
    def poll_sent(
        self, series: int, poll: str, question: str, correct: int, next_at: float
    ) -> None:
        """A poll of the series is out: kept in memory if the file cannot take it (its votes
        are then scored all the same)."""
        sent = _Poll(series, question, correct, next_at)
        self._write_or_keep(
            lambda c: _insert_poll(c, poll, sent), lambda kept: kept.polls.__setitem__(poll, sent)
        )

    @_writes
    def finish(self, series: int) -> bool:
        """Mark the series done; ``False`` if it already was (its leaderboard was sent)."""
        found = self.series(series)
        if found is None or found.done:
            return False

        def work(c: sqlite3.Connection) -> bool:
            done = c.execute(
                "UPDATE quiz_series SET done = 1 WHERE id = ? AND done = 0", (series,)
            ).rowcount
            self._forget_unknown_votes(c)
            return bool(done)

        written = self._write_or_keep(work, lambda kept: kept.finished.add(series))
        return True if written is None else written

    @_writes
    def vote(
        self,
        poll: str,
        user: int,
        name: str,
        options: tuple[int, ...],
        update_id: int,
        *,
        wait: float = BUSY_TIMEOUT_S,
    ) -> bool:
        """A member's answer to a poll (Telegram sends answers to the bot's own polls only),
        kept once: the earliest by ``update_id`` stands. ``False`` when an earlier answer by the
        member was already on record, or for a retracted vote (no options). Kept in memory if
        the file cannot take it within ``wait`` s."""
        if not options:
            return False
        v = _Vote(name, options[0], update_id, self.clock())
        with self._waiting_at_most(wait):
            written = self._write_or_keep(
                lambda c: _insert_vote(c, poll, user, v),
                lambda kept: _keep_vote(kept, (poll, user), v),
            )
        return True if written is None else written

    def standings(self, series: int) -> list[Standing]:
        """The members' scores in a series, best first (then fewest answers, then name);
        votes and polls kept in memory included."""
        polls = self._run(
            lambda c: c.execute(
                "SELECT poll, correct FROM quiz_poll WHERE series = ?", (series,)
            ).fetchall()
        )
        correct = {str(p): int(k) for p, k in polls}
        with self._kept_lock:
            correct.update(
                {p: k.correct for p, k in self._kept.polls.items() if k.series == series}
            )
            kept = {key: v for key, v in self._kept.votes.items() if key[0] in correct}
        asked = list(correct)
        marks = ", ".join("?" * len(asked))
        rows = self._run(
            lambda c: c.execute(
                "SELECT poll, user, name, option, update_id FROM quiz_vote "
                f"WHERE poll IN ({marks})",
                asked,
            ).fetchall()
        )
        votes = {(str(r[0]), int(r[1])): _Vote(str(r[2]), int(r[3]), int(r[4]), 0.0) for r in rows}
        for key, v in kept.items():
            old = votes.get(key)
            if old is None or v.update_id < old.update_id:
                votes[key] = v
        scores: dict[int, tuple[str, int, int]] = {}
        for (poll, user), v in votes.items():
            name, right, answered = scores.get(user, (v.name, 0, 0))
            scores[user] = (max(name, v.name), right + (v.option == correct[poll]), answered + 1)
        found = [Standing(user, *score) for user, score in scores.items()]
        return sorted(found, key=lambda s: (-s.right, s.answered, s.name, s.user))

    # -- the event loop's side ---------------------------------------------------------------
    async def call(self, method: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
        """``method`` in the store's reading or writing thread; then, if writes are failing,
        a retry of what is kept is scheduled."""
        writes = getattr(method, "_quiz_writes", False)
        loop = asyncio.get_running_loop()
        executor = self._writes if writes else self._reads
        try:
            return await loop.run_in_executor(executor, lambda: method(*args, **kwargs))
        finally:
            if self._failing:
                self._schedule_retry()

    async def keep_vote(
        self, poll: str, user: int, name: str, options: tuple[int, ...], update_id: int
    ) -> None:
        """``vote``, but while writes are failing kept in memory on the spot, without waiting
        for the writing thread (a vote is written before Telegram is told it arrived:
        ``bot.app``'s update queue)."""
        if self._failing:
            if options:
                v = _Vote(name, options[0], update_id, self.clock())
                self._keep(lambda kept: _keep_vote(kept, (poll, user), v), None)
            self._schedule_retry()
            return
        await self.call(self.vote, poll, user, name, options, update_id, wait=VOTE_WAIT_S)

    def _schedule_retry(self) -> None:
        if self.storage is Storage.FILE:
            self._retry.schedule()

    async def _retry_kept(self) -> bool:
        try:
            return await self.call(self.write_kept, _RETRY_WAIT_S)
        except (sqlite3.Error, RuntimeError):
            return False  # still failing (call() scheduled the next attempt)


def _keep_vote(kept: _Kept, key: tuple[str, int], vote: _Vote) -> None:
    old = kept.votes.get(key)
    if old is None or vote.update_id < old.update_id:
        kept.votes[key] = vote


def _insert_vote(c: sqlite3.Connection, poll: str, user: int, v: _Vote) -> bool:
    return bool(
        c.execute(
            "INSERT INTO quiz_vote (poll, user, name, option, update_id, at) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (poll, user) DO UPDATE SET "
            "name = excluded.name, option = excluded.option, update_id = excluded.update_id, "
            "at = excluded.at WHERE excluded.update_id < quiz_vote.update_id",
            (poll, user, v.name, v.option, v.update_id, v.at),
        ).rowcount
    )


def _insert_answer(c: sqlite3.Connection, a: _Answer) -> Progress | None:
    if a.once is not None:
        added = c.execute(
            "INSERT OR IGNORE INTO quiz_answered (chat, message, user) VALUES (?, ?, ?)",
            (*a.once, a.user),
        ).rowcount
        if not added:
            return None
    row = c.execute(
        "SELECT box, due, answered, right, streak, best FROM quiz_topic "
        "WHERE user = ? AND topic = ?",
        (a.user, a.topic.value),
    ).fetchone()
    new = after_answer(Progress(*row) if row else None, a.right, a.at)
    c.execute(
        "INSERT OR REPLACE INTO quiz_topic "
        "(user, topic, box, due, answered, right, streak, best) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (a.user, a.topic.value, *new.row()),
    )
    return new


def _insert_poll(c: sqlite3.Connection, poll: str, sent: _Poll) -> None:
    c.execute(
        "INSERT OR REPLACE INTO quiz_poll (poll, series, question, correct) VALUES (?, ?, ?, ?)",
        (poll, sent.series, sent.question, sent.correct),
    )
    c.execute(
        "UPDATE quiz_series SET sent = sent + 1, next_at = ? WHERE id = ?",
        (sent.next_at, sent.series),
    )


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})")}


def _own_tables(conn: sqlite3.Connection, path: Path | str) -> None:
    """Our tables in the file: one of the same name that is not ours is renamed aside (logged),
    a column added since is added, then the missing tables are created."""
    for table, needed in _COLUMNS.items():
        have = _columns(conn, table)
        if have and not needed <= have:
            aside = f"{table}_aside_{int(time.time())}"
            _LOG.error(
                "quiz history %s: the table %s is not ours (columns %s); renamed %s",
                path,
                table,
                sorted(have),
                aside,
            )
            conn.execute(f'ALTER TABLE {table} RENAME TO "{aside}"')
    for table, column, definition in _ADDED:
        have = _columns(conn, table)
        if have and column not in have:
            conn.execute(f"ALTER TABLE {table} ADD COLUMN {column} {definition}")
    conn.executescript(_SCHEMA)


def _series(row: Any) -> Series:
    topic = topic_by_code(str(row[5])) if row[5] is not None else None
    ident, chat, total, sent = (int(v) for v in row[:4])
    return Series(ident, chat, total, sent, float(row[4]), topic, str(row[6]), bool(row[7]))
