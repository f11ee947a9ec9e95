"""Words: every id the core can return has words in every language, and the catalogs are whole."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any

import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from bot.i18n import LANGUAGES, LOCALES_DIR, translator
from bot.wording import outcome as wo
from bot.wording import spots as ws
from bot.wording.procedure import STEPS
from bot.wording.remarks import NOTES, OPTIONS, VIOLATIONS
from rules_core.facts import Penalty
from rules_core.ids import NoteId, OptionId, StepId, ViolationId
from rules_core.ruling import (
    Clock,
    ConsequenceKind,
    GoalCounts,
    RestartKind,
    SpotAnchor,
    SpotReference,
)

ROOT = Path(__file__).resolve().parents[2]
TABLES: list[tuple[type[StrEnum], Mapping[Any, Any]]] = [
    (StepId, STEPS),
    (ViolationId, VIOLATIONS),
    (OptionId, OPTIONS),
    (NoteId, NOTES),
    (RestartKind, wo.RESTARTS),
    (SpotAnchor, ws.ANCHORS),
    (SpotReference, ws.OFFSETS),
    (ConsequenceKind, wo.CONSEQUENCES),
    (Clock, wo.CLOCKS),
    (GoalCounts, wo.GOALS),
]
PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def _catalog(lang: str):  # type: ignore[no-untyped-def]
    with (LOCALES_DIR / lang / "LC_MESSAGES" / "messages.po").open("rb") as fp:
        return read_po(fp, locale=lang)


@pytest.mark.parametrize(("enum", "table"), TABLES, ids=lambda x: getattr(x, "__name__", ""))
def test_every_id_the_core_returns_has_words(enum: type, table: dict) -> None:  # type: ignore[type-arg]
    assert [m for m in enum if m not in table] == []  # type: ignore[attr-defined]


def test_every_named_penalty_has_a_number() -> None:
    assert [p for p in Penalty if p not in wo.PENALTIES] == [Penalty.UNSPECIFIED]


@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_word_is_translated_in_spanish_and_italian(lang: str) -> None:
    catalog = _catalog(lang)
    for _, table in TABLES:
        for message in table.values():
            entry = catalog.get(message)
            assert entry is not None, message
            assert entry.string, message


@pytest.mark.parametrize("lang", ["es", "it"])
def test_catalog_has_no_untranslated_or_fuzzy_entries(lang: str) -> None:
    catalog = _catalog(lang)
    assert not catalog.fuzzy
    bad = [
        m.id
        for m in catalog
        if m.id and (m.fuzzy or not all(m.string if isinstance(m.string, tuple) else [m.string]))
    ]
    assert bad == []


@pytest.mark.parametrize("lang", ["es", "it"])
def test_plural_entries_fill_every_form_current_cldr_has(lang: str) -> None:
    catalog = _catalog(lang)
    assert catalog.num_plurals == get_plural(lang).num_plurals == 3
    plurals = [m for m in catalog if m.id and isinstance(m.id, tuple)]
    assert plurals
    assert all(len(m.string) == 3 and all(m.string) for m in plurals)


@pytest.mark.parametrize("lang", ["es", "it"])
def test_translations_keep_the_same_placeholders(lang: str) -> None:
    for m in _catalog(lang):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = set(PLACEHOLDER.findall(ids[-1]))
        for s in strings:
            assert set(PLACEHOLDER.findall(s)) == wanted, m.id


def test_every_catalog_has_exactly_the_templates_message_ids() -> None:
    with (LOCALES_DIR / "messages.pot").open("rb") as fp:
        template = {(m.context, m.id) for m in read_po(fp) if m.id}
    for lang in LANGUAGES:
        assert {(m.context, m.id) for m in _catalog(lang) if m.id} == template


def test_the_template_is_up_to_date_with_the_code(tmp_path: Path) -> None:
    out = tmp_path / "messages.pot"
    pybabel = Path(sys.executable).with_name("pybabel")
    subprocess.run(
        [str(pybabel), "extract", "-F", "babel.cfg", "-k", "N_", "-k", "NC_:1c,2", "-k", "_",
         "-k", "ngettext:1,2", "-k", "pgettext:1c,2", "-o", str(out), "."],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    with out.open("rb") as fp:
        extracted = {(m.context, m.id) for m in read_po(fp) if m.id}
    with (LOCALES_DIR / "messages.pot").open("rb") as fp:
        committed = {(m.context, m.id) for m in read_po(fp) if m.id}
    assert extracted == committed


def test_units_numbers_and_lists_come_from_babel() -> None:
    assert translator("es").yards(30) == "30 yardas"
    assert translator("it").yards(1) == "1 yarda"
    assert translator("it").seconds(10) == "10 secondi"
    assert translator("es").join(["a", "b", "c"]) == "a, b y c"
