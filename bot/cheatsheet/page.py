"""The cheat sheet as one A4 portrait page to print (fpdf2), with real text that can be selected
and searched.

The PDF core fonts (Helvetica) need no font file; they write text in Windows-1252, which holds
every letter of English, Spanish and Italian and the sheet's signs (· — ¶ “ ” …). A character
outside it would be lost, so ``unprintable`` names any, and a test checks every sheet. The
type shrinks until everything fits one page. Deterministic: a fixed creation date and file id,
so the same sheet gives the same bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from functools import lru_cache
from hashlib import blake2b

from fpdf import FPDF
from fpdf.errors import FPDFException
from fpdf.fonts import FontFace

from bot.cheatsheet.model import Sheet, build_sheet, groups

#: a table cell: its text and how many rows it spans
Cell = tuple[str, int]

ENCODING = "windows-1252"
#: the common restarts on the first page, the penalties on the second (one sheet, both sides)
PAGES = 2
#: the body's size in points, largest first: the first that fits one page is used; 8 pt is the
#: least (a review measured 6 pt: readable on paper held close, not on a board in the tack room)
BODY_SIZES = (10.0, 9.5, 9.0, 8.5, 8.0)
MARGIN_MM = 10
GREEN = (22, 92, 62)
PALE = (232, 241, 236)
#: a fixed moment for the PDF's dates: the same sheet, the same bytes
CREATED = datetime(2026, 1, 1, tzinfo=UTC)

#: restarts: situation | restart | where | time and how | rule (millimetres of 190); rows that
#: differ only in where share their restart, time and rule cells
RESTART_COLUMNS = (46, 30, 44, 40, 30)
#: penalties: penalty | where | defended | fouling team | sources (a time and a miss, each the
#: same for several penalties, are said once under the table)
PENALTY_COLUMNS = (23, 73, 34, 28, 32)


def unprintable(text: str) -> set[str]:
    """Characters of ``text`` the core fonts cannot write."""
    return {c for c in text if not _encodes(c)}


def _encodes(char: str) -> bool:
    try:
        char.encode(ENCODING)
    except UnicodeEncodeError:
        return False
    return True


class _Page(FPDF):
    def __init__(self, sheet: Sheet) -> None:
        super().__init__(orientation="portrait", unit="mm", format="A4")
        self.core_fonts_encoding = ENCODING
        self.set_margins(MARGIN_MM, MARGIN_MM, MARGIN_MM)
        self.set_auto_page_break(auto=True, margin=MARGIN_MM)
        self.set_creation_date(CREATED)
        self.set_title(f"{sheet.title}: {sheet.subtitle}")
        self.set_lang(sheet.lang)
        self.set_creator("polo-rules-bot")
        # the file id from the sheet's words, not from the clock
        self.file_id = lambda: _file_id(sheet)  # type: ignore[method-assign]


def _file_id(sheet: Sheet) -> str:
    digest = blake2b(repr(sheet).encode(), digest_size=16).hexdigest().upper()
    return f"<{digest}><{digest}>"


def _title(pdf: _Page, sheet: Sheet, body: float) -> None:
    """The title and the subtitle, at the top of each page (a page pinned alone says what it
    is), and how the sheet names the teams."""
    pdf.set_text_color(*GREEN)
    pdf.set_font("Helvetica", "B", body + 8)
    pdf.cell(0, (body + 8) * 0.45, sheet.title, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "", body + 2)
    pdf.cell(0, (body + 2) * 0.5, sheet.subtitle, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "I", body)
    pdf.multi_cell(0, body * 0.45, sheet.frame, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(1.5)


def _draw(sheet: Sheet, body: float) -> _Page:
    """Two pages: the common restarts, then the penalties (the phone's two pictures); raises
    ``TooBig`` where one of them runs over its page at this size."""
    pdf = _Page(sheet)
    pdf.add_page()
    line = body * 0.45  # mm per line of body text
    _title(pdf, sheet, body)
    _heading(pdf, sheet.restarts_title, body)
    heads = sheet.heads
    rows: list[tuple[Cell, ...]] = []
    topic = None
    for group in groups(sheet.restarts):
        first, span = group[0], len(group)
        if first.topic != topic:
            topic = first.topic
            rows.append(((topic, 1),))  # a row across the table: the first answer, once
        for index, r in enumerate(group):
            situation = r.situation if index == 0 else r.situation[-1:]
            cells: list[Cell] = [(" · ".join(situation), 1)]
            if index == 0:
                cells.append((f"{r.restart} {r.team}".strip(), span))
            cells.append((r.where, 1))
            if index == 0:
                cells += [(" · ".join(r.time), span), (r.rule, span)]
            rows.append(tuple(cells))
    _table(
        pdf,
        body,
        RESTART_COLUMNS,
        (heads["situation"], heads["restart"], heads["where"], heads["time"], heads["rule"]),
        rows,
    )
    if pdf.pages_count != 1:
        raise TooBig(sheet.restarts_title)
    pdf.add_page()
    _title(pdf, sheet, body)
    _heading(pdf, sheet.penalties_title, body)
    penalty_rows = [
        tuple(
            (cell, 1) for cell in (p.name, " ".join(p.where), p.defended, p.fouling_team, p.sources)
        )
        for p in sheet.penalties
    ]
    _table(
        pdf,
        body,
        PENALTY_COLUMNS,
        (
            heads["penalty"],
            heads["where"],
            heads["defended"],
            heads["fouling_team"],
            heads["sources"],
        ),
        penalty_rows,
    )
    pdf.ln(1)
    for said in (*sheet.timings, *sheet.misses):
        pdf.set_font("Helvetica", "B", body)
        pdf.write(line, f"{said.penalties}: ")
        pdf.set_font("Helvetica", "", body)
        pdf.write(line, f"{said.text} ({said.source})" if said.source else said.text)
        pdf.ln(line)
    pdf.ln(1.5)
    pdf.set_font("Helvetica", "I", body)
    for note in (*sheet.footnotes, *sheet.footer):
        pdf.multi_cell(0, line, note, new_x="LMARGIN", new_y="NEXT")
    if pdf.pages_count != PAGES:
        raise TooBig(sheet.penalties_title)
    return pdf


class TooBig(ValueError):
    """A part of the sheet runs over its page at the size tried."""


def _heading(pdf: FPDF, text: str, body: float) -> None:
    pdf.set_text_color(*GREEN)
    pdf.set_font("Helvetica", "B", body + 3)
    pdf.cell(0, (body + 3) * 0.5, text, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)


def _table(
    pdf: FPDF,
    body: float,
    widths: tuple[int, ...],
    heads: tuple[str, ...],
    rows: Sequence[tuple[Cell, ...]],
) -> None:
    pdf.set_font("Helvetica", "", body)
    heading = FontFace(emphasis="BOLD", color=(255, 255, 255), fill_color=GREEN)
    with pdf.table(
        col_widths=widths,
        line_height=body * 0.4,
        padding=(0.6, 0.8),
        headings_style=heading,
        cell_fill_color=PALE,
        cell_fill_mode="ROWS",
        first_row_as_headings=True,
        borders_layout="HORIZONTAL_LINES",
        text_align="LEFT",
    ) as table:
        table.row(heads)
        topic = FontFace(emphasis="BOLD", color=GREEN)
        for cells in rows:
            row = table.row()
            if len(cells) == 1:
                row.cell(cells[0][0], colspan=len(widths), style=topic)
                continue
            for text, span in cells:
                row.cell(text, rowspan=span)


@lru_cache(maxsize=8)
def sheet_pdf(lang: str) -> bytes:
    """The two A4 pages in ``lang``: the largest type at which each part is one page
    (cached)."""
    sheet = build_sheet(lang)
    for body in BODY_SIZES:
        try:
            pdf = _draw(sheet, body)
        except (FPDFException, ValueError):  # a row taller than a page, or a part over its page
            continue
        return bytes(pdf.output())
    raise ValueError(f"the {lang} cheat sheet does not fit two A4 pages")
