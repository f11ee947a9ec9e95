"""The two renderings of the sheet: one A4 portrait page with selectable text, and a picture a
phone shows whole; both deterministic, both holding every word they are given."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader

from bot.cheatsheet import build_sheet, sheet_pdf, sheet_png
from bot.cheatsheet import page as page_module
from bot.cheatsheet import picture as picture_module
from bot.cheatsheet.cli import main
from bot.cheatsheet.page import unprintable
from bot.diagram.glyphs import missing
from bot.i18n import LANGUAGES

A4_POINTS = (595.28, 841.89)


def _words(text: str) -> set[str]:
    return set(re.findall(r"\S+", text))


def _pdf_text(lang: str) -> str:
    reader = PdfReader(io.BytesIO(sheet_pdf(lang)))
    assert len(reader.pages) == 1
    return reader.pages[0].extract_text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pdf_is_one_a4_portrait_page(lang: str) -> None:
    reader = PdfReader(io.BytesIO(sheet_pdf(lang)))
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (round(float(box.width), 2), round(float(box.height), 2)) == A4_POINTS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pdf_text_can_be_selected_and_holds_every_line(lang: str) -> None:
    text = _pdf_text(lang)
    flat = " ".join(text.split())
    sheet = build_sheet(lang)
    for short in (sheet.title, sheet.subtitle, sheet.restarts_title, sheet.penalties_title):
        assert short in flat
    for row in sheet.restarts:
        assert row.rule in flat
        cells = (*row.situation, row.restart, row.team, row.where, *row.time)
        for cell in cells:  # a cell may wrap beside its neighbours: every word is there
            assert _words(cell) <= _words(text), cell
    for p in sheet.penalties:
        assert p.name in flat
        for cell in (*p.where, p.defended, p.fouling_team, p.time, p.miss):
            assert _words(cell) <= _words(text), cell


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_character_of_the_sheet_can_be_written_and_drawn(lang: str) -> None:
    sheet = build_sheet(lang)
    words = [sheet.title, sheet.subtitle, sheet.frame, *sheet.footnotes, *sheet.footer]
    words += list(sheet.heads.values())
    for row in sheet.restarts:
        words += [*row.situation, row.restart, row.team, row.where, *row.time, row.rule]
    for p in sheet.penalties:
        words += [p.name, *p.where, p.defended, p.fouling_team, p.time, p.miss, p.sources]
    assert set().union(*(unprintable(w) for w in words)) == set()
    drawn = [w for w in words if "¶" not in w]  # the picture shows sections, not sentences
    assert set().union(*(missing(w) for w in drawn)) == set()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_picture_fits_a_phone_without_scaling(lang: str) -> None:
    image = Image.open(io.BytesIO(sheet_png(lang)))
    assert image.format == "PNG"
    assert image.width == picture_module.WIDTH == 720
    assert 900 <= image.height <= picture_module.MAX_HEIGHT == 1280


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_same_sheet_gives_the_same_bytes(lang: str) -> None:
    first_pdf, first_png = sheet_pdf(lang), sheet_png(lang)
    sheet_pdf.cache_clear()
    sheet_png.cache_clear()
    assert sheet_pdf(lang) == first_pdf
    assert sheet_png(lang) == first_png


def test_the_pdf_carries_no_clock() -> None:
    reader = PdfReader(io.BytesIO(sheet_pdf("en")))
    assert reader.metadata is not None
    assert str(reader.metadata.get("/CreationDate", "")).startswith("D:20260101")


def test_a_sheet_too_long_for_one_page_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(page_module, "BODY_SIZES", (40.0,))
    with pytest.raises(ValueError, match="one A4 page"):
        page_module.sheet_pdf.__wrapped__("en")


def test_a_picture_too_tall_for_a_phone_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(picture_module, "BODY_SIZES", (30,))
    with pytest.raises(ValueError, match="more than 1280"):
        picture_module.sheet_png.__wrapped__("en")


@pytest.mark.parametrize("suffix", [".pdf", ".png"])
def test_the_command_line_writes_the_file_its_name_asks_for(tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"sheet{suffix}"
    assert main(["--lang", "it", "--out", str(out)]) == 0
    expected = sheet_pdf("it") if suffix == ".pdf" else sheet_png("it")
    assert out.read_bytes() == expected


@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "fr", "--out", "x.pdf"],
        ["--lang", "it", "--out", "x.txt"],
        ["--lang", "it"],
        ["--lang", "it", "--out", "/no/such/folder/x.pdf"],
        ["--colour", "red", "--out", "x.pdf"],
    ],
)
def test_bad_arguments_get_one_line_and_exit_code_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith("python -m bot cheatsheet: ")


@pytest.mark.parametrize(
    ("lang", "run"),
    [("en", "Penalties 2 to 6"), ("es", "Penales del 2 al 6"), ("it", "Punizioni dalla 2 alla 6")],
)
def test_the_sheet_says_the_foul_shots_time_once_for_the_run_of_penalties(
    lang: str, run: str
) -> None:
    sheet = build_sheet(lang)
    [timing] = sheet.timings  # Penalty 1 is bowled in: its card gives no time
    assert timing.penalties == run
    assert timing.time == sheet.penalties[1].time
