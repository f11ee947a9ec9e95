"""The USPA Rulebook 2026 text of Rules 20 and 22, clause by clause, as data.

What this package holds
-----------------------
``uspa_2026.toml`` (package data, read with :mod:`importlib.resources`) stores, in seed order:

* Rule 20 (how play starts) and Rule 22 (how play resumes), one section per heading of the two
  seed pages kept verbatim in ``docs/sources/``. Every (translation, English original) pair of
  a seed is one paragraph, with its kind (rule text, interpretation or worked examples). The
  English original is stored byte for byte and prevails; the translation (Italian for Rule 20,
  Spanish for Rule 22) is kept beside it, for education, and is not split into sentences.
* *Background* sections that are NOT from the 2026 rulebook, each with its ``source`` (and
  ``source_edition`` where the text gives one): the USPA 2019 Safety (Rule 21.a) and penalty
  procedures, the 2018 procedures and the Penalty 1 rule, verbatim; and ``penalty_spots``, our
  paraphrase of older summaries, which says so in its text. They let a Safety and the penalties
  the 2026 rules award be named, drawn and explained (docs/readings.md, "Penalty cards").
* Per seed page: its title lines (:func:`rule_page`), and the summary card some pages print
  (:func:`summary_card`), which is NOT rule text and has no clause id.
* The translation disclaimer of each seed, per language (:func:`disclaimer`).

Section labels (``"22.e(2)"``...) are our reading of the rulebook's numbering; only those the
seed texts themselves cite (Rule 21.a, 22.e(4), 22.h) have ``label_confirmed``. A front end
should show the seed's ``heading`` beside an unconfirmed label.

Clause ids
----------
A section is ``key`` (``"knock_in"``), its paragraph n is ``key/n`` (``"knock_in/1"``) and the
sentence m of that paragraph is ``key/n.m`` (``"knock_in/1.5"``), all numbered from 1. Sentences
are cut by :func:`split_sentences` alone, so an id stays stable as long as the text does.
Unknown ids raise :class:`UnknownClause`, a :class:`LookupError`.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib.resources import files
from typing import Any, TypeVar

__all__ = [
    "EDITION",
    "RULEBOOK",
    "Paragraph",
    "ParagraphKind",
    "RulePage",
    "Section",
    "Sentence",
    "SummaryCard",
    "Translation",
    "UnknownClause",
    "all_sentence_ids",
    "disclaimer",
    "paragraph",
    "rule_page",
    "section",
    "section_of",
    "sections",
    "sentence",
    "split_sentences",
    "summary_card",
    "text_of",
]

RULEBOOK: str = "USPA Rulebook"
EDITION: int = 2026

_DATA_FILE = "uspa_2026.toml"
_ID_FORMS = (
    "ids look like 'knock_in' (a section), 'knock_in/1' (its paragraph 1) or "
    "'knock_in/1.5' (sentence 5 of that paragraph)"
)


class ParagraphKind(StrEnum):
    RULE = "rule"
    INTERPRETATION = "interpretation"
    EXAMPLES = "examples"
    BACKGROUND = "background"


@dataclass(frozen=True, slots=True)
class Sentence:
    id: str  # "key/n.m"
    text: str  # English, exactly as in the rulebook


@dataclass(frozen=True, slots=True)
class Translation:
    lang: str  # "es", "it"
    text: str


@dataclass(frozen=True, slots=True)
class Paragraph:
    id: str  # "key/n"
    number: int
    kind: ParagraphKind
    text: str  # the English original, byte for byte
    sentences: tuple[Sentence, ...]
    translation: Translation | None  # None for background paragraphs


@dataclass(frozen=True, slots=True)
class Section:
    key: str
    rule: int | None  # None: the text does not give its rule number
    label: str  # e.g. "22.e(2)" (our reading unless ``label_confirmed``), or a title
    label_confirmed: bool  # the texts themselves name this label
    heading: str  # the seed's English heading line
    background: bool  # not from the 2026 seeds: an older public USPA text
    paragraphs: tuple[Paragraph, ...]
    #: for a background section: where it comes from, and the edition when the text gives it
    source: str | None = None
    source_edition: int | None = None


@dataclass(frozen=True, slots=True)
class RulePage:
    """The title lines of one seed page: page metadata, not rule text."""

    rule: int
    title: Translation  # e.g. "Regla 22 · USPA Rulebook 2026"
    subtitle: Translation  # e.g. "Cómo se reanuda el juego"
    summary: str  # the page's English one-line summary


@dataclass(frozen=True, slots=True)
class SummaryCard:
    """A summary card printed on a seed page. NOT rule text: never cite it."""

    section: str  # key of the section it is printed in
    after_paragraph: int  # printed after this paragraph of the section
    lang: str
    text: str  # verbatim; lines separated by "\n"


class UnknownClause(LookupError):
    """A clause id that names no stored section, paragraph or sentence."""

    def __init__(self, clause_id: str, reason: str) -> None:
        self.clause_id = clause_id
        self.reason = reason
        super().__init__(f"unknown clause id {clause_id!r}: {reason}; {_ID_FORMS}")


# --- sentence splitting ----------------------------------------------------------------------

# A sentence may end at ".", "!" or "?", optionally followed by one closing quote or parenthesis,
# where whitespace follows; group 1 is the next non-space character, which decides (see below).
_CANDIDATE_END = re.compile(r"[.!?][”\")]?(?=\s+(\S))")
_OPENING_QUOTE = "“"


def _starts_sentence(char: str) -> bool:
    return char.isupper() or char.isdigit() or char == _OPENING_QUOTE


def split_sentences(text: str) -> tuple[str, ...]:
    """Split English rule text into sentences, deterministically.

    A sentence ends after ".", "!" or "?" (optionally followed by a closing ” " or ")") when
    whitespace follows and the next non-space character is an uppercase letter, a digit or an
    opening quote “. So "Rule 21.a", "22.e(4)", "Umpire(s)" and "Penalty 5.b awarded" stay inside
    their sentence, while "a Penalty 5.b. If play ..." and "calls “Play.” If ..." are cut.
    Sentences are returned stripped; for single-spaced text ``" ".join(result) == text``.
    """
    sentences: list[str] = []
    start = 0
    for match in _CANDIDATE_END.finditer(text):
        if _starts_sentence(match.group(1)):
            sentences.append(text[start : match.end()].strip())
            start = match.end()
    last = text[start:].strip()
    if last:
        sentences.append(last)
    return tuple(s for s in sentences if s)


# --- loading ---------------------------------------------------------------------------------


class _DataError(ValueError):
    """The packaged TOML does not have the expected shape (a bug in the data file)."""


_T = TypeVar("_T")


def _get(table: dict[str, Any], key: str, kind: type[_T], where: str) -> _T:
    value = table.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _DataError(f"{_DATA_FILE}: {where}.{key} must be {kind.__name__}, got {value!r}")
    return value


def _tables(table: dict[str, Any], key: str, where: str) -> list[dict[str, Any]]:
    value = table.get(key, [])
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        raise _DataError(f"{_DATA_FILE}: {where}.{key} must be an array of tables")
    return value


def _translation(table: dict[str, Any], where: str) -> Translation:
    return Translation(lang=_get(table, "lang", str, where), text=_get(table, "text", str, where))


@dataclass(frozen=True, slots=True)
class _Rulebook:
    sections: tuple[Section, ...]
    by_key: dict[str, Section]
    paragraphs: dict[str, Paragraph]
    sentences: dict[str, Sentence]
    pages: dict[int, RulePage]
    cards: dict[str, SummaryCard]
    disclaimers: dict[str, str]


def _paragraph(key: str, position: int, raw: dict[str, Any], background: bool) -> Paragraph:
    pid = f"{key}/{position}"
    number = _get(raw, "number", int, pid)
    if number != position:
        raise _DataError(f"{_DATA_FILE}: {pid} is numbered {number}")
    kind = ParagraphKind(_get(raw, "kind", str, pid))
    if (kind is ParagraphKind.BACKGROUND) != background:
        raise _DataError(f"{_DATA_FILE}: {pid} kind {kind} does not match its section")
    text = _get(raw, "text", str, pid)
    parts = split_sentences(text)
    if not parts:
        raise _DataError(f"{_DATA_FILE}: {pid} has no text")
    raw_translation = raw.get("translation")
    translation = None
    if raw_translation is not None:
        translation = _translation(_get(raw, "translation", dict, pid), f"{pid}.translation")
    if (translation is None) != background:
        raise _DataError(f"{_DATA_FILE}: {pid}: seed paragraphs, and only they, have a translation")
    return Paragraph(
        id=pid,
        number=number,
        kind=kind,
        text=text,
        sentences=tuple(Sentence(f"{pid}.{m}", part) for m, part in enumerate(parts, 1)),
        translation=translation,
    )


def _section(raw: dict[str, Any], index: int) -> tuple[Section, SummaryCard | None]:
    key = _get(raw, "key", str, f"sections[{index}]")
    rule = raw.get("rule")
    if rule is not None:
        rule = _get(raw, "rule", int, key)
    background = _get(raw, "background", bool, key)
    paragraphs = tuple(
        _paragraph(key, n, para, background)
        for n, para in enumerate(_tables(raw, "paragraphs", key), 1)
    )
    if not paragraphs:
        raise _DataError(f"{_DATA_FILE}: section {key} has no paragraphs")
    card = None
    if "summary" in raw:
        summary = _get(raw, "summary", dict, key)
        if summary.get("not_rule_text") is not True:
            raise _DataError(f"{_DATA_FILE}: {key}.summary must say not_rule_text = true")
        card = SummaryCard(
            section=key,
            after_paragraph=_get(summary, "after_paragraph", int, f"{key}.summary"),
            lang=_get(summary, "lang", str, f"{key}.summary"),
            text=_get(summary, "text", str, f"{key}.summary"),
        )
    section_ = Section(
        key=key,
        rule=rule,
        label=_get(raw, "label", str, key),
        label_confirmed=_get(raw, "label_confirmed", bool, key),
        heading=_get(raw, "heading", str, key),
        background=background,
        paragraphs=paragraphs,
        source=_get(raw, "source", str, key) if background else None,
        source_edition=(_get(raw, "source_edition", int, key) if "source_edition" in raw else None),
    )
    return section_, card


@cache
def _rulebook() -> _Rulebook:
    raw = tomllib.loads(files(__name__).joinpath(_DATA_FILE).read_text(encoding="utf-8"))
    if raw.get("rulebook") != RULEBOOK or raw.get("edition") != EDITION:
        raise _DataError(f"{_DATA_FILE} is not the {RULEBOOK} {EDITION}")
    built = [_section(item, i) for i, item in enumerate(_tables(raw, "sections", "sections"))]
    all_sections = tuple(s for s, _ in built)
    if [s.background for s in all_sections] != sorted(s.background for s in all_sections):
        raise _DataError(f"{_DATA_FILE}: background sections must come last")
    by_key = {s.key: s for s in all_sections}
    if len(by_key) != len(all_sections) or any("/" in key for key in by_key):
        raise _DataError(f"{_DATA_FILE}: section keys must be unique and contain no '/'")
    pages = {}
    for i, page in enumerate(_tables(raw, "rules", "rules")):
        number = _get(page, "number", int, f"rules[{i}]")
        pages[number] = RulePage(
            rule=number,
            title=_translation(_get(page, "title", dict, f"rules[{i}]"), f"rules[{i}].title"),
            subtitle=_translation(
                _get(page, "subtitle", dict, f"rules[{i}]"), f"rules[{i}].subtitle"
            ),
            summary=_get(page, "summary", str, f"rules[{i}]"),
        )
    raw_disclaimers = _get(raw, "disclaimer", dict, "")
    return _Rulebook(
        sections=all_sections,
        by_key=by_key,
        paragraphs={p.id: p for s in all_sections for p in s.paragraphs},
        sentences={x.id: x for s in all_sections for p in s.paragraphs for x in p.sentences},
        pages=pages,
        cards={card.section: card for _, card in built if card is not None},
        disclaimers={
            lang: _get(raw_disclaimers, lang, str, "disclaimer") for lang in raw_disclaimers
        },
    )


# --- lookups ---------------------------------------------------------------------------------


def _split_id(clause_id: str) -> tuple[Section, str | None]:
    """The section an id starts with, and the rest after "/" (None for a bare section key)."""
    key, slash, rest = clause_id.partition("/")
    found = _rulebook().by_key.get(key)
    if found is None:
        known = ", ".join(_rulebook().by_key)
        raise UnknownClause(clause_id, f"no section {key!r} (sections: {known})")
    return found, (rest if slash else None)


def _paragraph_of(clause_id: str, found: Section, rest: str) -> Paragraph:
    number, _, _ = rest.partition(".")
    result = _rulebook().paragraphs.get(f"{found.key}/{number}")
    if result is None:
        raise UnknownClause(
            clause_id,
            f"section {found.key!r} has paragraphs 1 to {len(found.paragraphs)} "
            f"(ids {found.key}/1 ... {found.key}/{len(found.paragraphs)})",
        )
    return result


def _sentence_of(clause_id: str, para: Paragraph) -> Sentence:
    result = _rulebook().sentences.get(clause_id)
    if result is None:
        raise UnknownClause(
            clause_id,
            f"paragraph {para.id!r} has sentences 1 to {len(para.sentences)} "
            f"(ids {para.id}.1 ... {para.id}.{len(para.sentences)})",
        )
    return result


def _resolve(clause_id: str) -> Section | Paragraph | Sentence:
    found, rest = _split_id(clause_id)
    if rest is None:
        return found
    para = _paragraph_of(clause_id, found, rest)
    if clause_id == para.id:
        return para
    return _sentence_of(clause_id, para)


def sections() -> tuple[Section, ...]:
    """All sections: Rule 20 and Rule 22 in seed order, then the background sections."""
    return _rulebook().sections


def section(key: str) -> Section:
    """The section with this key (not a paragraph or sentence id)."""
    found, rest = _split_id(key)
    if rest is not None:
        raise UnknownClause(key, "a section key has no '/'; use section_of() for longer ids")
    return found


def section_of(clause_id: str) -> Section:
    """The section of a section, paragraph or sentence id ("key", "key/n", "key/n.m")."""
    _resolve(clause_id)  # the whole id must exist, not just its section
    return _split_id(clause_id)[0]


def paragraph(clause_id: str) -> Paragraph:
    """The paragraph "key/n", or the paragraph that holds the sentence "key/n.m"."""
    resolved = _resolve(clause_id)
    if isinstance(resolved, Section):
        raise UnknownClause(clause_id, "this is a section id, not a paragraph or sentence id")
    if isinstance(resolved, Sentence):
        return _rulebook().paragraphs[resolved.id.rpartition(".")[0]]
    return resolved


def sentence(clause_id: str) -> Sentence:
    """The sentence "key/n.m"."""
    resolved = _resolve(clause_id)
    if not isinstance(resolved, Sentence):
        raise UnknownClause(clause_id, "this is a section or paragraph id, not a sentence id")
    return resolved


def all_sentence_ids() -> tuple[str, ...]:
    """Every sentence id, in order, background sections included (see ``Section.background``)."""
    return tuple(_rulebook().sentences)


def text_of(clause_id: str) -> str:
    """The English text of a sentence, a paragraph, or a section (paragraphs joined by a blank
    line)."""
    resolved = _resolve(clause_id)
    if isinstance(resolved, Section):
        return "\n\n".join(p.text for p in resolved.paragraphs)
    return resolved.text


def disclaimer(lang: str) -> str | None:
    """The disclaimer printed under the translation in ``lang`` ("es", "it"), if there is one."""
    return _rulebook().disclaimers.get(lang)


def rule_page(rule: int) -> RulePage:
    """The title lines of the seed page of Rule 20 or Rule 22."""
    found = _rulebook().pages.get(rule)
    if found is None:
        stored = ", ".join(str(n) for n in _rulebook().pages)
        raise LookupError(f"no stored page for Rule {rule}; stored pages: Rules {stored}")
    return found


def summary_card(key: str) -> SummaryCard | None:
    """The summary card printed in a section, if any. NOT rule text: never cite it."""
    return _rulebook().cards.get(section(key).key)
