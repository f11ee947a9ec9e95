"""SIGTERM before the event loop runs: a clean exit with code 0, no traceback.

systemd sends SIGTERM to a bot that is still starting as readily as to a running one. Until
``bot.lifecycle`` hands the signal to the event loop there is nothing to finish, and SystemExit
unwinds through every ``finally`` (the preferences file included). This module imports nothing
heavy, so ``python -m bot`` installs it before it loads python-telegram-bot.
"""

from __future__ import annotations

import signal
import sys
import types


def _exit_quietly(signum: int, frame: types.FrameType | None) -> None:
    sys.exit(0)


def stop_quietly_on_sigterm() -> None:
    signal.signal(signal.SIGTERM, _exit_quietly)
