"""The cheat sheet: the common restarts and the penalty table on one page, generated from the
rules core and the catalogs (``model``), drawn as a picture for the phone (``picture``, Pillow)
and as an A4 page to print (``page``, fpdf2, imported on the first page asked for). Both are
deterministic and cached per language for the edition the core holds.

    sheet = build_sheet("it")     # the words
    pngs = sheet_pngs("it")       # the restarts and the penalties: 720 px wide, at most 1280 tall
    pdf = sheet_pdf("it")         # two A4 portrait pages (the same two parts), selectable text
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.cheatsheet.model import COMMON, Sheet, build_sheet
from bot.cheatsheet.picture import sheet_pngs

if TYPE_CHECKING:
    from bot.cheatsheet.page import sheet_pdf

__all__ = ["COMMON", "Sheet", "build_sheet", "sheet_pdf", "sheet_pngs"]


def __getattr__(name: str) -> object:
    """``sheet_pdf``, with fpdf2, on the first use: fpdf2 and the fontTools and unittest.mock it
    imports held 20 MB of the idle bot's 92, for a page few ask for."""
    if name == "sheet_pdf":
        from bot.cheatsheet.page import sheet_pdf  # noqa: PLC0415 (the point: on first use)

        return sheet_pdf
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
