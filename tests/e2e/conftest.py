"""Fixtures: a stand-in per test, and bot processes that are always killed at the end.

When a test fails, each bot process's stdout and stderr are added to its report. After every
test, whatever happened, the bot's output is checked for the token (it must never appear).
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from pathlib import Path

import pytest

from tests.botapi_standin import BotApiStandin
from tests.e2e.process import (
    BOT_USERNAME,
    TOKEN,
    TOKEN_SECRET,
    BotProcess,
    bot_env,
    wait_until_serving,
)

PROCESSES = pytest.StashKey[list[BotProcess]]()


class Launcher:
    """Starts bot processes for one test; they share the test's DATA_DIR unless told."""

    def __init__(self, standin: BotApiStandin, tmp_path: Path) -> None:
        self.standin = standin
        self.tmp_path = tmp_path
        self.data_dir = tmp_path / "data"
        self.processes: list[BotProcess] = []

    def start(self, *, wait: bool = True, **settings: str) -> BotProcess:
        """``python -m bot`` with these settings (on top of token, base URL, DATA_DIR)."""
        env = bot_env(self.standin, self.data_dir, settings)
        name = f"bot{len(self.processes) + 1}"
        since = len(self.standin.core.calls)
        process = BotProcess(env, self.tmp_path / "run", name)
        self.processes.append(process)
        process.start()
        if wait:
            wait_until_serving(self.standin, process, since)
        return process

    def kill_all(self) -> None:
        for process in self.processes:
            process.kill()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if report.failed:
        for process in item.stash.get(PROCESSES, []):
            report.sections.append((f"bot output: {process.name}", process.report()))
    return report


@pytest.fixture
def standin() -> Iterator[BotApiStandin]:
    with BotApiStandin(
        token=TOKEN, bot_username=BOT_USERNAME, bot_first_name="Polo Rules"
    ) as server:
        yield server


@pytest.fixture
def bots(
    request: pytest.FixtureRequest, standin: BotApiStandin, tmp_path: Path
) -> Iterator[Launcher]:
    launcher = Launcher(standin, tmp_path)
    request.node.stash[PROCESSES] = launcher.processes
    try:
        yield launcher
    finally:
        launcher.kill_all()
    for process in launcher.processes:
        assert TOKEN_SECRET not in process.output(), f"{process.name} printed the token"
