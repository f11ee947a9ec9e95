"""What the idle bot holds: a library only some commands need is imported by the first of them,
not at start (fpdf2 for the cheat sheet's PDF, with the fontTools and unittest.mock it brings:
20 of the idle bot's 92 MB)."""

from __future__ import annotations

import subprocess
import sys

#: imported for one command only, on its first use
ON_DEMAND = ("fpdf", "fontTools", "unittest")


def _modules_after(statement: str) -> set[str]:
    script = f"import sys\n{statement}\nprint('\\n'.join(sys.modules))"
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    return {name.split(".")[0] for name in done.stdout.split()}


def test_the_bot_starts_without_the_pdf_library() -> None:
    loaded = _modules_after("import bot.__main__, bot.app")
    assert "telegram" in loaded  # the application was imported
    assert not loaded & set(ON_DEMAND)


def test_the_first_printable_sheet_imports_it() -> None:
    loaded = _modules_after("from bot.cheatsheet import sheet_pdf\nsheet_pdf('en')")
    assert "fpdf" in loaded
