"""Section headings: every rulebook section has one, in English exactly as stored, translated."""

from __future__ import annotations

import pytest

from bot.i18n import translator
from bot.i18n_markers import Label
from bot.wording.headings import HEADINGS
from rules_core.rulebook import Section, sections


def test_every_section_has_a_heading_and_no_heading_names_an_unknown_section() -> None:
    assert set(HEADINGS) == {s.key for s in sections()}


@pytest.mark.parametrize("section", sections(), ids=lambda s: s.key)
def test_the_english_heading_is_the_stored_heading(section: Section) -> None:
    label = HEADINGS[section.key]
    assert isinstance(label, Label)
    assert label.context == "section"
    assert label.message == section.heading
    assert translator("en").text(label) == section.heading


@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_heading_is_translated(lang: str) -> None:
    t = translator(lang)
    untranslated = [
        s.key
        for s in sections()
        if t.text(HEADINGS[s.key]) == s.heading and s.heading not in _SAME_IN_EVERY_LANGUAGE
    ]
    assert untranslated == []


#: the seeds keep these words in English
_SAME_IN_EVERY_LANGUAGE = frozenset({"Safety"})
