"""Running it: settings, the terminal front end, the preferences file."""

from __future__ import annotations

import asyncio
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.prefs import Prefs, Scope
from bot.settings import SettingsError, load_settings
from bot.terminal import run
from tests.bot.harness import TOKEN

ROOT = Path(__file__).resolve().parents[2]


def test_settings_come_from_the_env_file_and_the_environment_wins(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_text(f"# comment\nTELEGRAM_BOT_TOKEN='{TOKEN}'\nDEFAULT_LANGUAGE=it\n")
    settings = load_settings({"DEFAULT_LANGUAGE": "es"}, env_file=env)
    assert (settings.token, settings.default_language) == (TOKEN, "es")
    assert settings.bot_api_base_url == "https://api.telegram.org/bot"


@pytest.mark.parametrize(
    ("name", "value", "says"),
    [
        ("TELEGRAM_BOT_TOKEN", "not-a-token", "TELEGRAM_BOT_TOKEN"),
        ("DEFAULT_LANGUAGE", "fr", "en, es, it"),
        ("WEBHOOK_URL", "http://insecure.example", "https"),
        ("WEBHOOK_PORT", "99999", "WEBHOOK_PORT"),
        ("LOG_LEVEL", "LOUD", "LOG_LEVEL"),
        ("CALLBACK_SECRET", "short", "16"),
    ],
)
def test_a_bad_setting_names_itself_and_what_it_accepts(name: str, value: str, says: str) -> None:
    with pytest.raises(SettingsError, match=says):
        load_settings({"TELEGRAM_BOT_TOKEN": TOKEN, name: value}, env_file=None)


def test_a_broken_configuration_exits_with_code_2_and_no_traceback(tmp_path: Path) -> None:
    env = {**os.environ, "TELEGRAM_BOT_TOKEN": "broken"}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "TELEGRAM_BOT_TOKEN" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_terminal_walks_the_same_tree_to_a_ruling_in_spanish() -> None:
    out = io.StringIO()
    assert run("es", io.StringIO("1\n1\n3\n1\nq\n"), out) == 0
    text = out.getvalue()
    assert text.splitlines()[0].startswith("No hay TELEGRAM_BOT_TOKEN")
    assert "Saque de fondo · " in text
    assert "After the ball goes across a team’s end line" in text  # "Texto original"


def test_the_terminal_asks_again_after_a_bad_answer_and_stops_at_end_of_input() -> None:
    out = io.StringIO()
    assert run("en", io.StringIO("99\nx\n"), out, intro=False) == 0
    assert out.getvalue().count("Please type a number from 1 to 6.") == 2


def test_the_terminal_offers_the_penalty_card_as_an_option_named_after_the_penalty() -> None:
    out = io.StringIO()
    # end line › an attacker hit it out › wide left: a knock-in, whose violations cost a P4
    assert run("en", io.StringIO("1\n1\n2\n3\nq\n"), out, intro=False) == 0
    text = out.getvalue()
    assert "   3. 🃏 Penalty 4" in text
    assert "Penalty 4: how it is taken" in text
    assert "   1. ◀ Back to the ruling" in text


@pytest.mark.parametrize(
    ("typed", "lang", "says"),
    [
        ("/rule P4", "en", "Penalty 4: how it is taken"),
        ("/penalty 5.b", "es", "Penal 5.b"),
        ("/penalty", "it", "/rule P6"),
        ("/rule 22.a", "en", "Knock-in"),
    ],
)
def test_rule_and_penalty_typed_at_the_terminals_prompt_answer_as_in_a_chat(
    typed: str, lang: str, says: str
) -> None:
    out = io.StringIO()
    assert run(lang, io.StringIO(typed + "\nq\n"), out, intro=False) == 0
    assert says in out.getvalue()
    assert "Please type a number" not in out.getvalue()


def test_python_m_bot_without_a_token_starts_the_terminal(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "TELEGRAM_BOT_TOKEN"}
    done = subprocess.run(
        [sys.executable, "-m", "bot", "--lang", "it"],
        cwd=tmp_path,
        env=env,
        input="3\n1\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0
    assert "TELEGRAM_BOT_TOKEN" in done.stdout.splitlines()[0]
    assert "Il gol vale per la squadra in attacco." in done.stdout


async def test_preferences_are_kept_across_restarts(tmp_path: Path) -> None:
    path = tmp_path / "prefs.sqlite3"
    prefs = Prefs(path)
    prefs.open()
    await prefs.aset(Scope.USER, 7, "it")
    prefs.close()
    again = Prefs(path)
    again.open()
    assert await again.aget(Scope.USER, 7) == "it"
    assert await again.aget(Scope.CHAT, 7) is None


async def test_a_corrupted_preferences_file_is_moved_aside_and_the_bot_keeps_working(
    tmp_path: Path,
) -> None:
    path = tmp_path / "prefs.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    prefs = Prefs(path)
    prefs.open()
    await prefs.aset(Scope.CHAT, -5, "es")
    assert await prefs.aget(Scope.CHAT, -5) == "es"
    assert [p.name for p in tmp_path.glob("prefs.sqlite3.corrupt-*")]


async def test_preference_reads_do_not_block_the_event_loop(tmp_path: Path) -> None:
    prefs = Prefs(tmp_path / "p.sqlite3")
    prefs.open()
    ticks = 0

    async def ticker() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    for n in range(50):
        await prefs.aset(Scope.USER, n, "es")
    task.cancel()
    assert ticks >= 50
