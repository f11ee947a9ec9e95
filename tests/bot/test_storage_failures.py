"""Storage failures lose no press and no choice, on real SQLite files: a lock held by another
process, a full disk, a table that is not ours, a language this version does not know, a
read-only data directory, two bots on one file.

A press is answered exactly once and the user told in one line when the choice could not be
saved; the choice is used meanwhile and written once the file takes it again.
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

import bot.prefs
from bot.app import build_application
from bot.context import SERVICES_KEY, Services
from bot.i18n import translator
from bot.prefs import Prefs, Scope, Storage
from tests.bot.harness import Chat, FakeTelegram, settings_for, user

BOB = user(222, "en")
PREFS_FILE = "preferences.sqlite3"
NAMES = {"English": "en", "Español": "es", "Italiano": "it"}


@pytest.fixture(autouse=True)
def short_busy_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    """A lock is waited for 5 s in production; a tenth of a second shows the same here."""
    monkeypatch.setattr(bot.prefs, "BUSY_TIMEOUT_S", 0.1)


@contextlib.asynccontextmanager
async def running_bot(data_dir: Path) -> AsyncIterator[Chat]:
    api = FakeTelegram()
    app = build_application(settings_for(data_dir), request=api, limit_rate=False)
    async with app:
        yield Chat(app, api)


def prefs_of(chat: Chat) -> Prefs:
    services: Services = chat.app.bot_data[SERVICES_KEY]
    return services.prefs


async def choose(chat: Chat, label: str, who: dict[str, object] = BOB) -> str:
    """Press ``label`` on a fresh /language menu; the press must be answered exactly once.
    Returns what the menu then says."""
    await chat.send("/language", who)
    before = len(chat.api.called("answerCallbackQuery"))
    after = await chat.tap(label, who)
    answers = chat.api.called("answerCallbackQuery")[before:]
    assert len(answers) == 1, answers
    sorry = [c for c in chat.api.called("sendMessage") if "Sorry" in c.params["text"]]
    assert not sorry
    return str(after["text"])


async def start_text(chat: Chat, who: dict[str, object] = BOB) -> str:
    await chat.send("/start", who)
    return str(chat.last_message()["text"])


def told_saved(text: str, name: str) -> bool:
    t = translator(NAMES[name])
    return text == t._("Language set: %(language)s. Send /start for a question.") % {
        "language": name
    }


def told_not_saved(text: str, name: str) -> bool:
    """The one line that says the choice is used but not saved, and what to do."""
    t = translator(NAMES[name])
    expected = t._(
        "%(language)s is used for now but could not be saved. If it is forgotten, choose it "
        "again with /language."
    ) % {"language": name}
    return text == expected and "/language" in text and "\n" not in text


def stored(path: Path) -> dict[int, str]:
    """What the file holds, read as another program would (immutable on a read-only disk)."""
    for query in ("mode=ro", "mode=ro&immutable=1"):
        try:
            with contextlib.closing(sqlite3.connect(f"file:{path}?{query}", uri=True)) as conn:
                return dict(conn.execute("SELECT id, lang FROM language"))
        except sqlite3.OperationalError:
            continue
    raise AssertionError(f"{path} cannot be read")


# --- a lock held by another process ------------------------------------------------------------
LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.read()  # held until the test closes our stdin
conn.execute("ROLLBACK")
"""


@contextlib.contextmanager
def locked_by_another_process(path: Path) -> Iterator[None]:
    locker = subprocess.Popen(
        [sys.executable, "-c", LOCKER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert locker.stdout is not None
        assert locker.stdout.readline() == "locked\n"
        yield
    finally:
        assert locker.stdin is not None
        locker.stdin.close()
        locker.wait(timeout=30)


async def test_a_press_while_another_process_locks_the_file_is_answered_kept_and_saved_later(
    tmp_path: Path,
) -> None:
    async with running_bot(tmp_path) as chat:
        assert told_saved(await choose(chat, "Español"), "Español")
        with locked_by_another_process(tmp_path / PREFS_FILE):
            assert told_not_saved(await choose(chat, "Italiano"), "Italiano")
            assert "Cosa è successo?" in await start_text(chat)  # used meanwhile
            assert stored(tmp_path / PREFS_FILE)[BOB["id"]] == "es"
        assert await prefs_of(chat).retry_pending()
        assert stored(tmp_path / PREFS_FILE)[BOB["id"]] == "it"


# --- a full disk -------------------------------------------------------------------------------
def fill_the_file(prefs: Prefs) -> None:
    """Make the file full as SQLite sees it: ``max_page_count`` caps the writer's file at its
    size, then rows are added until SQLite answers SQLITE_FULL ("database or disk is full"),
    the same error a full disk gives. Used because a small tmpfs needs mount rights that a CI
    runner may not have (the tmpfs case below runs where it can)."""
    writer = prefs._writer  # the connection whose file is to be full
    assert writer is not None
    conn = writer.conn
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(sqlite3.OperationalError, match="full"):  # noqa: PT012 (until full)
        for n in range(100_000):
            conn.execute("INSERT INTO language VALUES ('chat', ?, 'en')", (-1 - n,))


@functools.cache
def can_mount() -> bool:
    """Whether this process may mount (root with CAP_SYS_ADMIN, no seccomp in the way): tried
    once on a throw-away directory."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    where = Path(tempfile.mkdtemp())
    try:
        tried = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(where)],
            capture_output=True,
            check=False,
        )
        if tried.returncode != 0:
            return False
        subprocess.run(["umount", str(where)], check=False)
        return True
    finally:
        where.rmdir()


@contextlib.contextmanager
def tiny_tmpfs(where: Path) -> Iterator[Path]:
    where.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(where)], check=True)
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill_the_disk(where: Path) -> Path:
    junk = where / "junk"
    fd = os.open(junk, os.O_WRONLY | os.O_CREAT)
    try:
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"\0" * 4096)
    finally:
        os.close(fd)
    return junk


async def test_a_press_while_the_file_is_full_is_answered_kept_and_saved_once_there_is_room(
    tmp_path: Path,
) -> None:
    async with running_bot(tmp_path) as chat:
        await start_text(chat)
        fill_the_file(prefs_of(chat))
        assert told_not_saved(await choose(chat, "Italiano"), "Italiano")
        assert "Cosa è successo?" in await start_text(chat)
        # room again: the writer's cap lifted (a freed disk)
        writer = prefs_of(chat)._writer
        assert writer is not None
        writer.conn.execute("PRAGMA max_page_count = 1073741823")
        assert await prefs_of(chat).retry_pending()
    assert stored(tmp_path / PREFS_FILE)[BOB["id"]] == "it"


@pytest.mark.skipif(not can_mount(), reason="mounting a tmpfs needs root with CAP_SYS_ADMIN")
async def test_a_press_on_a_full_tmpfs_is_answered_and_saved_once_space_is_freed(
    tmp_path: Path,
) -> None:
    with tiny_tmpfs(tmp_path / "disk") as disk:
        async with running_bot(disk) as chat:
            assert told_saved(await choose(chat, "Español"), "Español")
            junk = fill_the_disk(disk)
            for n in range(3):  # several users, each answered once and told
                assert told_not_saved(await choose(chat, "Italiano", user(300 + n)), "Italiano")
            junk.unlink()
            assert await prefs_of(chat).retry_pending()
            assert stored(disk / PREFS_FILE) == {BOB["id"]: "es", 300: "it", 301: "it", 302: "it"}


# --- a table that is not ours ------------------------------------------------------------------
def foreign_language_table(path: Path) -> None:
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("DROP TABLE language")
        conn.execute("CREATE TABLE language (user_id INTEGER PRIMARY KEY, lang TEXT)")


async def test_a_press_after_the_table_was_replaced_by_a_foreign_one_is_answered_and_kept(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async with running_bot(tmp_path) as chat:
        await start_text(chat)
        foreign_language_table(tmp_path / PREFS_FILE)
        assert told_not_saved(await choose(chat, "Italiano"), "Italiano")
        for _ in range(3):
            assert "Cosa è successo?" in await start_text(chat)
    read_errors = [
        r for r in caplog.records if "reading preferences (language) failed" in r.message
    ]
    assert len(read_errors) == 1  # one line when reading starts failing, not one per update
    assert not [r for r in caplog.records if r.exc_info]


async def test_a_file_whose_table_is_not_ours_is_set_aside_at_start(tmp_path: Path) -> None:
    with contextlib.closing(sqlite3.connect(tmp_path / PREFS_FILE)) as conn:
        conn.execute("CREATE TABLE language (user_id INTEGER PRIMARY KEY, lang TEXT)")
        conn.commit()
    async with running_bot(tmp_path) as chat:
        assert told_saved(await choose(chat, "Italiano"), "Italiano")
    assert list(tmp_path.glob(f"{PREFS_FILE}.corrupt-*"))
    assert stored(tmp_path / PREFS_FILE) == {BOB["id"]: "it"}


# --- a language this version does not know -----------------------------------------------------
async def test_a_stored_language_this_version_does_not_know_falls_back_and_can_be_changed(
    tmp_path: Path,
) -> None:
    async with running_bot(tmp_path) as chat:
        await choose(chat, "Italiano")
    with contextlib.closing(sqlite3.connect(tmp_path / PREFS_FILE)) as conn:
        conn.execute("UPDATE language SET lang = 'fr'")
        conn.commit()
    async with running_bot(tmp_path) as chat:
        assert "What happened?" in await start_text(chat)  # Telegram's language_code: en
        for command in ("/help", "/rule 22.a", "/cancel"):
            await chat.send(command, BOB)
        assert not [c for c in chat.api.called("sendMessage") if "Sorry" in c.params["text"]]
        assert told_saved(await choose(chat, "Español"), "Español")
        assert "¿Qué pasó?" in await start_text(chat)
    assert stored(tmp_path / PREFS_FILE) == {BOB["id"]: "es"}


# --- a read-only data directory ----------------------------------------------------------------
def saved_spanish(data_dir: Path) -> None:
    prefs = Prefs(data_dir / PREFS_FILE)
    prefs.open()
    prefs.set(Scope.USER, BOB["id"], "es")
    prefs.close()  # the last connection: SQLite removes the -wal and -shm files


@contextlib.contextmanager
def read_only(directory: Path) -> Iterator[str]:
    """``directory`` as a read-only disk: chmod where that stops writes (not root); as root, a
    read-only bind mount where mounting is allowed. Yields how."""
    os.chmod(directory, 0o555)
    try:
        probe = directory / "probe"
        try:
            probe.touch()
        except PermissionError:
            yield "chmod"
            return
        probe.unlink()
        if not can_mount():
            pytest.skip("as root without mount rights a directory cannot be made read-only")
        subprocess.run(["mount", "--bind", str(directory), str(directory)], check=True)
        try:
            remount = ["mount", "-o", "remount,bind,ro", str(directory)]
            subprocess.run(remount, check=True)
            yield "read-only bind mount"
        finally:
            subprocess.run(["umount", "-l", str(directory)], check=False)
    finally:
        os.chmod(directory, 0o755)


async def test_a_readable_file_on_a_read_only_directory_is_still_read(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    saved_spanish(data)
    with read_only(data):
        async with running_bot(data) as chat:
            assert prefs_of(chat).storage is Storage.READ_ONLY
            assert "¿Qué pasó?" in await start_text(chat)
            assert told_not_saved(await choose(chat, "Italiano"), "Italiano")
            assert "Cosa è successo?" in await start_text(chat)  # kept in memory
        assert stored(data / PREFS_FILE) == {BOB["id"]: "es"}


async def test_a_file_whose_wal_cannot_be_opened_is_read_immutable(tmp_path: Path) -> None:
    """A WAL file is read with its ``-wal``; where none can be opened (here a directory is in
    its way, which stops root too), the file is read as immutable."""
    saved_spanish(tmp_path)
    (tmp_path / f"{PREFS_FILE}-wal").mkdir()
    async with running_bot(tmp_path) as chat:
        assert prefs_of(chat).storage is Storage.READ_ONLY
        assert "¿Qué pasó?" in await start_text(chat)
        assert told_not_saved(await choose(chat, "Italiano"), "Italiano")
        assert "Cosa è successo?" in await start_text(chat)
        (tmp_path / f"{PREFS_FILE}-wal").rmdir()
        assert await prefs_of(chat).retry_pending()  # writable again: opened and written
        assert prefs_of(chat).storage is Storage.FILE
    assert stored(tmp_path / PREFS_FILE) == {BOB["id"]: "it"}


# --- two bots on one data directory ------------------------------------------------------------
async def test_two_instances_on_one_file_see_each_others_languages_and_teams(
    tmp_path: Path,
) -> None:
    path = tmp_path / PREFS_FILE
    first, second = Prefs(path), Prefs(path)
    first.open()
    second.open()
    try:
        await first.aset(Scope.USER, 7, "es")
        assert await first.aget(Scope.USER, 7) == "es"
        assert await second.aget(Scope.USER, 7) == "es"
        await second.aset(Scope.USER, 7, "it")
        assert await first.aget(Scope.USER, 7) == "it"  # was cached as "es"
        assert await first.ateams(-5, "2026-12-01") is None
        await second.aset_teams(-5, ("Red", "Blue"), "2026-12-01")
        assert await first.ateams(-5, "2026-12-01") == ("Red", "Blue")
        await second.aset_teams(-5, None, "2026-12-01")
        assert await first.ateams(-5, "2026-12-01") is None
    finally:
        first.close()
        second.close()


async def test_a_choice_kept_in_memory_is_written_at_shutdown_when_the_file_works_again(
    tmp_path: Path,
) -> None:
    prefs = Prefs(tmp_path / PREFS_FILE)
    prefs.open()
    with locked_by_another_process(tmp_path / PREFS_FILE):
        assert not await prefs.aset(Scope.CHAT, -5, "it")
        assert await prefs.aget(Scope.CHAT, -5) == "it"
    prefs.close()
    assert stored(tmp_path / PREFS_FILE) == {-5: "it"}
