"""The data file at start: garbage in it, missing, or nowhere to put it. Each time the bot
starts, says so in its log, and keeps answering; only the language choices can be lost."""

from __future__ import annotations

import contextlib
import os
import signal
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.callback_data import Action
from bot.screens import screen
from tests.botapi_standin import BotApiStandin
from tests.e2e.conftest import Launcher
from tests.e2e.driver import Person, find_button, plain

PREFS_FILE = "preferences.sqlite3"


def person(standin: BotApiStandin, user_id: int = 7001) -> Person:
    user = standin.user(user_id, "Umpire", language_code="en")
    return Person(standin, user, standin.private_chat(user))


def choose_language(umpire: Person, lang: str) -> None:
    menu = umpire.command("/language")
    button, _ = find_button(menu, Action.LANGUAGE, lang)
    umpire.edited(umpire.press(menu, button["callback_data"]))


def works_in(umpire: Person, lang: str) -> None:
    """/start answers in ``lang`` and a flow reaches its ruling."""
    menu = umpire.command("/start")
    assert menu["text"] == plain(screen("", lang).text)
    umpire.walk(menu, "31", lang)


def all_garbage(path: Path) -> None:
    path.write_bytes(os.urandom(path.stat().st_size or 8192))


def garbage_after_the_header(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[100:] = bytes((7 * i + 13) % 256 for i in range(len(data) - 100))
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("corrupt", [all_garbage, garbage_after_the_header])
def test_a_corrupted_data_file_is_reported_set_aside_and_the_bot_keeps_working(
    bots: Launcher, standin: BotApiStandin, corrupt: Callable[[Path], None]
) -> None:
    first = bots.start()
    umpire = person(standin)
    choose_language(umpire, "it")
    assert first.stop(signal.SIGTERM) == 0
    corrupt(bots.data_dir / PREFS_FILE)

    second = bots.start()
    assert f"{PREFS_FILE} unreadable" in second.log()
    assert list(bots.data_dir.glob(f"{PREFS_FILE}.corrupt-*"))
    works_in(umpire, "en")  # the choice was in the broken file; Telegram's language_code now
    choose_language(umpire, "es")
    assert second.stop(signal.SIGTERM) == 0

    third = bots.start()
    works_in(umpire, "es")  # the fresh file keeps what is chosen from now on
    assert "unreadable" not in third.log()
    assert "Traceback" not in second.log() + third.log()


def test_a_missing_data_directory_is_created_and_said_so(
    bots: Launcher, standin: BotApiStandin
) -> None:
    bots.data_dir = bots.tmp_path / "not" / "there" / "yet"
    bot = bots.start()
    assert (bots.data_dir / PREFS_FILE).exists()
    assert "new file" in bot.log()
    works_in(person(standin), "en")


def file_in_the_way(tmp_path: Path) -> Path:
    blocker = tmp_path / "blocker"
    blocker.write_text("not a directory")
    return blocker / "data"


def uncreatable_directory(_tmp_path: Path) -> Path:
    """A directory nobody can create, root included (CI runs as root, so chmod would not do):
    the kernel's /proc takes no new entries."""
    return Path("/proc") / "polo-rules-bot-data"


@pytest.mark.parametrize(
    "unusable",
    [
        file_in_the_way,
        uncreatable_directory,
    ],
)
def test_an_unusable_data_directory_is_reported_and_the_bot_keeps_working(
    bots: Launcher, standin: BotApiStandin, unusable: Callable[[Path], Path]
) -> None:
    bots.data_dir = unusable(bots.tmp_path)
    bot = bots.start()
    assert "kept in memory" in bot.log()
    umpire = person(standin)
    works_in(umpire, "en")
    choose_language(umpire, "it")
    works_in(umpire, "it")  # remembered until the bot stops
    assert bot.alive()
    assert "Traceback" not in bot.log()


def test_a_stored_language_this_version_does_not_know_is_passed_over_and_replaced(
    bots: Launcher, standin: BotApiStandin
) -> None:
    """``fr`` in the file (a newer version rolled back, or a hand edit) used to stop every
    command of that user, /language included."""
    first = bots.start()
    umpire = person(standin)
    choose_language(umpire, "it")
    assert first.stop(signal.SIGTERM) == 0
    with contextlib.closing(sqlite3.connect(bots.data_dir / PREFS_FILE)) as conn:
        conn.execute("UPDATE language SET lang = 'fr'")
        conn.commit()

    second = bots.start()
    works_in(umpire, "en")  # Telegram's language_code
    choose_language(umpire, "es")
    works_in(umpire, "es")
    assert "Traceback" not in second.log()
