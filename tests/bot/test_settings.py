"""A broken setting stops the bot before anything starts, in one line that names the setting
and what it accepts, never the value, with exit code 2 (systemd's RestartPreventExitStatus).

The cases are the 40 of the reliability review of 2026-11-30 (probe_settings.py); the few valid
ones among them are checked to be accepted.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.settings import SettingsError, load_settings
from tests.bot.harness import TOKEN
from tests.e2e.process import SETTINGS

# (what the line must name, environment, .env file content)
Case = tuple[str, dict[str, str], bytes | None]
BAD: dict[str, Case] = {
    "log level not one of four": ("LOG_LEVEL", {"LOG_LEVEL": "verbose"}, None),
    "log level CRITICAL": ("LOG_LEVEL", {"LOG_LEVEL": "CRITICAL"}, None),
    "port 0": ("WEBHOOK_PORT", {"WEBHOOK_PORT": "0"}, None),
    "port 65536": ("WEBHOOK_PORT", {"WEBHOOK_PORT": "65536"}, None),
    "port -1": ("WEBHOOK_PORT", {"WEBHOOK_PORT": "-1"}, None),
    "port abc": ("WEBHOOK_PORT", {"WEBHOOK_PORT": "abc"}, None),
    "port 8443.0": ("WEBHOOK_PORT", {"WEBHOOK_PORT": "8443.0"}, None),
    "port superscript two": ("WEBHOOK_PORT", {"WEBHOOK_PORT": "\u00b2"}, None),
    "port in Arabic-Indic digits": (
        "WEBHOOK_PORT",
        {"WEBHOOK_PORT": "\u0668\u0664\u0664\u0663"},
        None,
    ),
    "port of twenty nines": ("WEBHOOK_PORT", {"WEBHOOK_PORT": "9" * 20}, None),
    "quiz pace 0": ("QUIZ_PACE_SECONDS", {"QUIZ_PACE_SECONDS": "0"}, None),
    "quiz pace of an hour": ("QUIZ_PACE_SECONDS", {"QUIZ_PACE_SECONDS": "3600"}, None),
    "quiz pace with a unit": ("QUIZ_PACE_SECONDS", {"QUIZ_PACE_SECONDS": "30s"}, None),
    "webhook over http elsewhere": (
        "WEBHOOK_URL",
        {"WEBHOOK_URL": "http://example.org/hook"},
        None,
    ),
    "webhook without host": ("WEBHOOK_URL", {"WEBHOOK_URL": "https:/nohost"}, None),
    "webhook over ftp": ("WEBHOOK_URL", {"WEBHOOK_URL": "ftp://example.org/"}, None),
    "webhook broken IPv6": ("WEBHOOK_URL", {"WEBHOOK_URL": "https://[::1/hook"}, None),
    "webhook http to a look-alike of loopback": (
        "WEBHOOK_URL",
        {"WEBHOOK_URL": "http://127.0.0.1.nip.io/hook"},
        None,
    ),
    "webhook port out of range": (
        "WEBHOOK_URL",
        {"WEBHOOK_URL": "http://localhost:99999/hook"},
        None,
    ),
    "webhook port not a number": (
        "WEBHOOK_URL",
        {"WEBHOOK_URL": "https://example.org:abc/hook"},
        None,
    ),
    "webhook host with a space": (
        "WEBHOOK_URL",
        {"WEBHOOK_URL": "https://exa mple.org/hook"},
        None,
    ),
    "webhook without a token": (
        "TELEGRAM_BOT_TOKEN",
        {"WEBHOOK_URL": "https://example.org/hook", "TELEGRAM_BOT_TOKEN": ""},
        None,
    ),
    "API URL not a URL": ("BOT_API_BASE_URL", {"BOT_API_BASE_URL": "not a url"}, None),
    "API URL broken IPv6": ("BOT_API_BASE_URL", {"BOT_API_BASE_URL": "http://[::1/bot"}, None),
    "callback secret of 15": ("CALLBACK_SECRET", {"CALLBACK_SECRET": "a" * 15}, None),
    "callback secret of 16 spaces": ("CALLBACK_SECRET", {"CALLBACK_SECRET": " " * 16}, None),
    "token garbage": ("TELEGRAM_BOT_TOKEN", {"TELEGRAM_BOT_TOKEN": "garbage"}, None),
    "language fr": ("DEFAULT_LANGUAGE", {"DEFAULT_LANGUAGE": "fr"}, None),
    "webhook secret with a space": ("WEBHOOK_SECRET", {"WEBHOOK_SECRET": "has space"}, None),
    "webhook secret of 257": ("WEBHOOK_SECRET", {"WEBHOOK_SECRET": "a" * 257}, None),
    "listen on a name": (
        "WEBHOOK_LISTEN",
        {"WEBHOOK_LISTEN": "not-an-address", "WEBHOOK_URL": "http://127.0.0.1:{PORT}/hook"},
        None,
    ),
    "listen on another machine's address": (
        "WEBHOOK_LISTEN",
        {"WEBHOOK_LISTEN": "203.0.113.7", "WEBHOOK_URL": "http://127.0.0.1:{PORT}/hook"},
        None,
    ),
    "data directory is a file": ("DATA_DIR", {"DATA_DIR": "/dev/null"}, None),
    ".env line without =": (".env, line 1", {}, b"TELEGRAM_BOT_TOKEN\n"),
    ".env lowercase key": (".env, line 1", {}, b"log_level=DEBUG\n"),
    ".env not UTF-8": (".env, line 2", {}, b"LOG_LEVEL=INFO\nDATA_DIR=\xff\xfe\n"),
    ".env is a directory": (".env", {}, None),
    ".env with a bad level": ("LOG_LEVEL", {}, b"LOG_LEVEL=loud\n"),
    # a token pasted where a URL goes must not be printed either
    "token as the path of an http webhook": (
        "WEBHOOK_URL",
        {"WEBHOOK_URL": f"http://bot.example.org/{TOKEN}"},
        None,
    ),
    "token in an ftp API URL": (
        "BOT_API_BASE_URL",
        {"BOT_API_BASE_URL": f"ftp://h/bot{TOKEN}"},
        None,
    ),
    "token with trailing junk": ("TELEGRAM_BOT_TOKEN", {"TELEGRAM_BOT_TOKEN": TOKEN + "!"}, None),
}


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty directory as the current one, and no setting inherited from the test run."""
    monkeypatch.chdir(tmp_path)
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", TOKEN)
    monkeypatch.setenv("DATA_DIR", str(tmp_path / "data"))
    return tmp_path


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _arrange(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], dotenv: bytes | None, name: str
) -> None:
    port = str(_free_port())
    for key, value in env.items():
        monkeypatch.setenv(key, value.replace("{PORT}", port))
    if "{PORT}" in env.get("WEBHOOK_URL", ""):
        monkeypatch.setenv("WEBHOOK_PORT", port)
    workdir = Path.cwd()  # the test's own empty directory (the workdir fixture)
    if name == ".env is a directory":
        (workdir / ".env").mkdir()
    elif dotenv is not None:
        (workdir / ".env").write_bytes(dotenv)


@pytest.mark.parametrize("name", list(BAD))
def test_every_bad_setting_gives_one_line_naming_it_without_its_value_and_exit_code_2(
    name: str, workdir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    names, env, dotenv = BAD[name]
    _arrange(monkeypatch, env, dotenv, name)
    assert main([]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("polo-rules-bot: configuration error: ")
    assert names in err
    for value in env.values():
        if value.strip() and len(value) > 3:  # "0" and "-1" are in any range's wording
            assert value.replace("{PORT}", "") not in err
    assert TOKEN.split(":")[1] not in err


def test_a_port_already_in_use_is_a_configuration_error(
    workdir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        monkeypatch.setenv("WEBHOOK_URL", f"http://127.0.0.1:{port}/hook")
        monkeypatch.setenv("WEBHOOK_PORT", str(port))
        assert main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "WEBHOOK_PORT is already in use" in err


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("LOG_LEVEL", "debug"),
        ("CALLBACK_SECRET", "a" * 16),
        ("WEBHOOK_PORT", "8443"),
        ("WEBHOOK_URL", "https://[2001:db8::1]:8443/hook"),
        ("BOT_API_BASE_URL", "http://telegram_bot_api:8081/bot"),  # a compose service name
        ("WEBHOOK_LISTEN", "::1"),
    ],
)
def test_the_valid_values_among_them_are_accepted(name: str, value: str) -> None:
    load_settings({"TELEGRAM_BOT_TOKEN": TOKEN, name: value}, env_file=None)


def test_an_env_file_saved_with_a_byte_order_mark_reads_its_first_key(tmp_path: Path) -> None:
    env = tmp_path / ".env"
    env.write_bytes("\ufeffDEFAULT_LANGUAGE=it\n".encode())
    assert load_settings({}, env_file=env).default_language == "it"


def test_empty_secrets_mean_not_set_and_only_spaces_is_refused() -> None:
    settings = load_settings(
        {"TELEGRAM_BOT_TOKEN": TOKEN, "CALLBACK_SECRET": "", "WEBHOOK_SECRET": ""}, env_file=None
    )
    assert (settings.callback_secret, settings.webhook_secret) == (None, None)
    with pytest.raises(SettingsError, match="WEBHOOK_SECRET is only spaces"):
        load_settings({"TELEGRAM_BOT_TOKEN": TOKEN, "WEBHOOK_SECRET": "  "}, env_file=None)


@pytest.mark.parametrize(
    ("env", "dotenv"),
    [
        ({"WEBHOOK_PORT": "\u00b2"}, None),
        ({"WEBHOOK_URL": f"http://bot.example.org/{TOKEN}"}, None),
        ({"BOT_API_BASE_URL": "http://[::1/bot"}, None),
        ({}, b"LOG_LEVEL=INFO\nDATA_DIR=\xff\n"),
    ],
    ids=["superscript port", "token in webhook URL", "broken IPv6", ".env not UTF-8"],
)
def test_python_m_bot_says_it_in_one_line_with_exit_code_2(
    tmp_path: Path, env: dict[str, str], dotenv: bytes | None
) -> None:
    """The cases that used to exit 1 with a traceback, or print the token, as a process."""
    if dotenv is not None:
        (tmp_path / ".env").write_bytes(dotenv)
    base = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=base | {"TELEGRAM_BOT_TOKEN": TOKEN} | env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1, done.stderr
    assert "configuration error" in done.stderr
    assert TOKEN.split(":")[1] not in done.stderr + done.stdout
