"""Every button label, in every language, fits its row on a 360-dp phone (``tests.bot.phone``):
every question the tree asks, every ruling, original text, Why?, card and language menu."""

from __future__ import annotations

import pytest

from bot.flow import ROOT, all_paths
from bot.i18n import LANGUAGES, translator
from bot.keyboards import Rows, card_rows, new_question_rows
from bot.screens import original_screen, screen, why_screen
from tests.bot.phone import label_width, room_per_button

PATHS = all_paths(ROOT)
QUESTIONS = sorted({p[:depth] for p in PATHS for depth in range(len(p))})


def _too_wide(rows: Rows) -> list[tuple[str, float, float]]:
    found = []
    for row in rows:
        room = room_per_button(len(row))
        found += [(b.label, label_width(b.label), room) for b in row if label_width(b.label) > room]
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_question_keyboard_fits_a_phone(lang: str) -> None:
    too_wide = {w for path in QUESTIONS for w in _too_wide(screen(path, lang).rows)}
    assert not too_wide, sorted(too_wide)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_ruling_keyboard_fits_a_phone(lang: str) -> None:
    too_wide = set()
    for path in PATHS:
        for shown in (screen(path, lang), why_screen(path, lang)):
            too_wide |= set(_too_wide(shown.rows))
        too_wide |= set(_too_wide(original_screen("0" + path, lang).rows))
    assert not too_wide, sorted(too_wide)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_penalty_card_and_new_question_keyboards_fit_a_phone(lang: str) -> None:
    t = translator(lang)
    for rows in (card_rows("113", t, listing=True), card_rows("113", t, listing=False)):
        assert not _too_wide(rows)
    assert not _too_wide(new_question_rows(t))


def test_a_label_too_long_for_two_per_row_is_caught() -> None:
    long = "An opponent who was off the field made a play"
    assert label_width(long) > room_per_button(2)
    assert label_width("◀ Back") < room_per_button(2)
