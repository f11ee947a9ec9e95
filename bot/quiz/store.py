"""Quiz history and group polls in SQLite, in the preferences file (``preferences.sqlite3``)
beside, but apart from, ``bot.prefs``: our own tables and our own connection.

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
  scored when read.

Crash-safe like the preferences: WAL journal, ``synchronous=FULL``, one transaction per write.
If the file cannot be used (DATA_DIR not writable), that is logged and the quiz keeps its
history in memory until the bot stops. The clock is injected (tests use a fake one).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from bot.quiz.schedule import Progress, after_answer
from bot.quiz.topics import Topic, topic_by_code

_LOG = logging.getLogger(__name__)
#: a series left open this long after its next step was due is taken for abandoned
STALE = 600.0
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
    PRIMARY KEY (poll, user)
)
"""


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


class QuizStore:
    """The quiz's tables. ``open()`` once; every method is safe from any thread, and the event
    loop runs them through ``call()``, in a worker thread, so it never waits on the disk."""

    def __init__(self, path: Path | str, clock: Callable[[], float] = time.time) -> None:
        self.path = path
        self.clock = clock
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.Lock()

    def open(self) -> QuizStore:
        try:
            if isinstance(self.path, Path):
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self._conn = self._connect(self.path)
        except (OSError, sqlite3.Error) as exc:
            _LOG.error(
                "quiz history %s cannot be used (%s); it is kept in memory until the bot stops",
                self.path,
                exc,
            )
            self._conn = self._connect(":memory:")
        return self

    @staticmethod
    def _connect(path: Path | str) -> sqlite3.Connection:
        conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None, timeout=5.0)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            conn.executescript(_SCHEMA)
        except sqlite3.Error:
            conn.close()
            raise
        return conn

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def _run(self, work: Callable[[sqlite3.Connection], _T], *, write: bool = False) -> _T:
        with self._lock:
            if self._conn is None:
                raise RuntimeError("QuizStore.open() was not called")
            if not write:
                return work(self._conn)
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                done = work(self._conn)
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
            return done

    # -- a user's history ------------------------------------------------------------------
    def progress(self, user: int) -> dict[Topic, Progress]:
        """The user's progress per topic (topics never answered are absent)."""
        rows = self._run(
            lambda c: c.execute(
                "SELECT topic, box, due, answered, right, streak, best FROM quiz_topic "
                "WHERE user = ?",
                (user,),
            ).fetchall()
        )
        found = ((topic_by_code(r[0]), r) for r in rows)
        return {topic: Progress(*r[1:]) for topic, r in found if topic is not None}

    def record(
        self, user: int, topic: Topic, right: bool, *, once: tuple[int, int] | None = None
    ) -> Progress | None:
        """Count an answer; ``once``: (chat, message) of the question, counted only the first
        time this user answers it (``None`` is returned for a second tap)."""
        now = self.clock()

        def work(c: sqlite3.Connection) -> Progress | None:
            if once is not None:
                added = c.execute(
                    "INSERT OR IGNORE INTO quiz_answered (chat, message, user) VALUES (?, ?, ?)",
                    (*once, user),
                ).rowcount
                if not added:
                    return None
            row = c.execute(
                "SELECT box, due, answered, right, streak, best FROM quiz_topic "
                "WHERE user = ? AND topic = ?",
                (user, topic.value),
            ).fetchone()
            new = after_answer(Progress(*row) if row else None, right, now)
            c.execute(
                "INSERT OR REPLACE INTO quiz_topic "
                "(user, topic, box, due, answered, right, streak, best) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (user, topic.value, *new.row()),
            )
            return new

        return self._run(work, write=True)

    # -- a group's series --------------------------------------------------------------------
    def start_series(self, chat: int, total: int, topic: Topic | None, lang: str) -> Series | None:
        """A new series in ``chat``; ``None`` while another is running there (one left open
        and untouched for ``STALE`` seconds, e.g. the bot was removed mid-series, is closed)."""
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
        return _series(row) if row else None

    def open_series(self) -> list[Series]:
        """Every series not finished (after a restart: the ones to carry on)."""
        rows = self._run(
            lambda c: c.execute(
                "SELECT id, chat, total, sent, next_at, topic, lang, done FROM quiz_series "
                "WHERE done = 0"
            ).fetchall()
        )
        return [_series(r) for r in rows]

    def poll_sent(
        self, series: int, poll: str, question: str, correct: int, next_at: float
    ) -> None:
        def work(c: sqlite3.Connection) -> None:
            c.execute(
                "INSERT OR REPLACE INTO quiz_poll (poll, series, question, correct) "
                "VALUES (?, ?, ?, ?)",
                (poll, series, question, correct),
            )
            c.execute(
                "UPDATE quiz_series SET sent = sent + 1, next_at = ? WHERE id = ?",
                (next_at, series),
            )

        self._run(work, write=True)

    def finish(self, series: int) -> bool:
        """Mark the series done; ``False`` if it already was (its leaderboard was sent)."""
        return bool(
            self._run(
                lambda c: (
                    c.execute(
                        "UPDATE quiz_series SET done = 1 WHERE id = ? AND done = 0", (series,)
                    ).rowcount
                ),
                write=True,
            )
        )

    def vote(
        self, poll: str, user: int, name: str, options: tuple[int, ...], update_id: int
    ) -> bool:
        """A member's answer to a poll (Telegram sends answers to the bot's own polls only),
        kept once: the earliest by ``update_id`` stands. ``False`` when an earlier answer by the
        member was already on record, or for a retracted vote (no options)."""
        if not options:
            return False
        return bool(
            self._run(
                lambda c: (
                    c.execute(
                        "INSERT INTO quiz_vote (poll, user, name, option, update_id) "
                        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (poll, user) DO UPDATE SET "
                        "name = excluded.name, option = excluded.option, "
                        "update_id = excluded.update_id "
                        "WHERE excluded.update_id < quiz_vote.update_id",
                        (poll, user, name, options[0], update_id),
                    ).rowcount
                ),
                write=True,
            )
        )

    def standings(self, series: int) -> list[Standing]:
        """The members' scores in a series, best first (then fewest answers, then name)."""
        rows = self._run(
            lambda c: c.execute(
                "SELECT v.user, MAX(v.name), SUM(v.option = p.correct), COUNT(*) FROM quiz_vote v "
                "JOIN quiz_poll p ON p.poll = v.poll WHERE p.series = ? GROUP BY v.user",
                (series,),
            ).fetchall()
        )
        found = [Standing(int(r[0]), str(r[1]), int(r[2]), int(r[3])) for r in rows]
        return sorted(found, key=lambda s: (-s.right, s.answered, s.name, s.user))

    # -- the event loop's side ---------------------------------------------------------------
    async def call(self, method: Callable[..., _T], *args: Any, **kwargs: Any) -> _T:
        return await asyncio.to_thread(method, *args, **kwargs)


def _series(row: Any) -> Series:
    topic = topic_by_code(str(row[5])) if row[5] is not None else None
    ident, chat, total, sent = (int(v) for v in row[:4])
    return Series(ident, chat, total, sent, float(row[4]), topic, str(row[6]), bool(row[7]))
