"""``python -m bot <tool>`` at its edges: a reader that goes away (``| head``) ends the tool
quietly with exit 6, as ``python -m rules_core`` does, never with a traceback; the terminal
front ends too (the guided questions, the quiz)."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize(
    "argv",
    [
        ["understand", "--lang", "es", "un defensor le pegó y se fue por su propia línea de fondo"],
        ["search", "--lang", "it", "rimessa dal fondo"],
        ["--quiz", "--lang", "en"],
        ["--terminal", "--lang", "es"],
    ],
)
def test_a_reader_that_goes_away_ends_the_tool_quietly(argv: list[str]) -> None:
    tool = subprocess.Popen(
        [sys.executable, "-m", "bot", *argv],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert tool.stdout is not None
    assert tool.stderr is not None
    tool.stdout.close()  # gone before the tool has loaded, let alone written
    errors = tool.stderr.read().decode()
    assert tool.wait(timeout=30) == 6
    assert "Traceback" not in errors
