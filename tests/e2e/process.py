"""The bot as a process: ``python -m bot`` with its settings in the environment, its stdout
and stderr in files, started, stopped with a signal, and always killable.

It runs in its own empty directory, so no ``.env`` is ever read (a developer's real token
included); every setting the bot reads is taken out of the inherited environment first.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from tests.botapi_standin import BotApiStandin

#: a well-formed token that exists only here; the tests check it never reaches the bot's output
TOKEN = "123456789:AAE2eOnlyTokenNeverLoggedAbcdefghijklm"
TOKEN_SECRET = TOKEN.split(":", 1)[1]
BOT_USERNAME = "PoloRulesBot"
WAIT = 10.0
#: every setting the bot reads; the test environment's own values never leak into a run
SETTINGS = (
    "TELEGRAM_BOT_TOKEN",
    "BOT_API_BASE_URL",
    "DATA_DIR",
    "DEFAULT_LANGUAGE",
    "LOG_LEVEL",
    "WEBHOOK_URL",
    "WEBHOOK_PORT",
    "WEBHOOK_LISTEN",
    "WEBHOOK_SECRET",
    "CALLBACK_SECRET",
    "VOICE_MODEL_DIR",
    "VOICE_THREADS",
    "VOICE_QUEUE",
)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def bot_env(standin: BotApiStandin, data_dir: Path, extra: Mapping[str, str]) -> dict[str, str]:
    env = {name: value for name, value in os.environ.items() if name not in SETTINGS}
    env |= {
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "BOT_API_BASE_URL": standin.base_url,
        "DATA_DIR": str(data_dir),
        "LOG_LEVEL": "INFO",
        "PYTHONUNBUFFERED": "1",
        # no speech model unless a test asks for one (tests/voice): loading one costs each
        # process a second or two of CPU and 0.3-0.5 GB; and never a model hub
        "VOICE_MODEL_DIR": "off",
        "HF_HUB_OFFLINE": "1",
    }
    return env | dict(extra)


class BotProcess:
    """One run of ``python -m bot``; output in ``<workdir>/<name>.stdout|stderr.log``."""

    def __init__(self, env: Mapping[str, str], workdir: Path, name: str) -> None:
        self.env = dict(env)
        self.workdir = workdir
        self.name = name
        self.stdout_path = workdir / f"{name}.stdout.log"
        self.stderr_path = workdir / f"{name}.stderr.log"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> BotProcess:
        self.workdir.mkdir(parents=True, exist_ok=True)
        with self.stdout_path.open("wb") as out, self.stderr_path.open("wb") as err:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "bot"],
                cwd=self.workdir,
                env=self.env,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=err,
            )
        return self

    @property
    def pid(self) -> int:
        if self.process is None:
            raise RuntimeError("not started")
        return self.process.pid

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 15.0) -> int:
        """Send ``sig`` and wait for the exit code (SIGKILL if it takes longer than timeout)."""
        if self.process is None:
            raise RuntimeError("not started")
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                return self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
                message = f"{self.name} did not exit within {timeout} s of signal {sig}"
                raise AssertionError(message) from None
        return self.process.returncode

    def kill(self) -> None:
        """For teardown: make sure it is gone, whatever state it is in."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(5)

    def stdout(self) -> str:
        return self.stdout_path.read_text(errors="replace") if self.stdout_path.exists() else ""

    def log(self) -> str:
        """stderr, where the bot logs."""
        return self.stderr_path.read_text(errors="replace") if self.stderr_path.exists() else ""

    def output(self) -> str:
        return self.stdout() + self.log()

    def report(self) -> str:
        code = None if self.process is None else self.process.poll()
        return (
            f"--- {self.name} (pid {self.process.pid if self.process else '-'}, exit {code})\n"
            f"--- stdout ({self.stdout_path})\n{self.stdout()}"
            f"--- stderr ({self.stderr_path})\n{self.log()}"
        )


def wait_until_serving(
    standin: BotApiStandin, process: BotProcess, since: int, timeout: float = WAIT
) -> None:
    """Until the bot, after call number ``since``, has deleted its webhook (the last step
    before it polls; a long poll is only recorded when it returns) or set it."""

    def serving() -> str | None:
        if not process.alive():
            return "exited"
        calls = standin.core.calls[since:]
        done = any(c.name in ("deletewebhook", "setwebhook") and c.ok for c in calls)
        return "serving" if done else None

    if standin.wait_for(serving, timeout) == "exited":
        raise AssertionError(f"{process.name} exited at start:\n{process.report()}")
