"""SIGTERM at any moment of start-up: exit code 0, no traceback (systemd stops a bot that is
still starting as readily as a running one). Defect 12 of the reliability review of 2026-11-30:
right after deleteWebhook, 2 runs in 3 exited 1 with six tracebacks.

"Any moment" starts once ``python -m bot`` has installed its handler, before it loads
python-telegram-bot; in the 65 ms or so before that (the interpreter, the settings module) the
signal's default action ends the process, which systemd counts as a clean stop too.
"""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pytest

from tests.botapi_standin import BotApiStandin, Fault
from tests.e2e.conftest import Launcher
from tests.e2e.process import BotProcess, free_port

TERM_BIT = 1 << (signal.SIGTERM - 1)


def handles_sigterm(process: BotProcess) -> bool:
    """Whether the process has a handler for SIGTERM (Linux: SigCgt in /proc/<pid>/status)."""
    status = Path(f"/proc/{process.pid}/status")
    for line in status.read_text().splitlines():
        if line.startswith("SigCgt:"):
            return bool(int(line.split()[1], 16) & TERM_BIT)
    return False


def stopped_cleanly(bot: BotProcess) -> None:
    assert bot.stop(signal.SIGTERM, timeout=30) == 0, bot.report()
    assert "Traceback" not in bot.log()
    assert " CRITICAL " not in bot.log()


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("after", [0.0, 0.05, 0.15, 0.3, 0.5])
def test_sigterm_soon_after_the_first_line_exits_0(bots: Launcher, after: float) -> None:
    """While it imports, reads its settings, opens its file, calls getMe..."""
    bot = bots.start(wait=False)
    deadline = time.monotonic() + 30
    while not handles_sigterm(bot):
        assert bot.alive(), bot.report()
        assert time.monotonic() < deadline, "the bot never installed a SIGTERM handler"
        time.sleep(0.002)
    time.sleep(after)
    stopped_cleanly(bot)


def test_sigterm_while_getme_is_in_flight_exits_0(bots: Launcher, standin: BotApiStandin) -> None:
    held = standin.inject(Fault.TIMEOUT, methods=["getMe"], hold_seconds=20)
    bot = bots.start(wait=False)
    standin.wait_for(lambda: held.hits or not bot.alive(), timeout=30)
    stopped_cleanly(bot)


@pytest.mark.parametrize("attempt", [1, 2, 3])
def test_sigterm_right_after_deletewebhook_exits_0(bots: Launcher, attempt: int) -> None:
    stopped_cleanly(bots.start())  # started: deleteWebhook done, the first getUpdates on its way


def test_sigterm_right_after_setwebhook_exits_0(bots: Launcher) -> None:
    port = free_port()
    bot = bots.start(WEBHOOK_URL=f"http://127.0.0.1:{port}/hook", WEBHOOK_PORT=str(port))
    stopped_cleanly(bot)
