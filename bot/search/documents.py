"""What search looks through: every heading, summary and sentence of the rulebook we hold, the
penalty cards line by line, and the two rules as wholes, each in English, Spanish and Italian.

Each ``Document`` is one thing a result can show, with its words per language: the English
original and the seeds' translation of a sentence (every translated paragraph splits into as
many sentences as its original, which the tests hold), and our catalogs' words for headings,
summaries and cards. A sentence the seeds translate into one language only (Rule 22 in Spanish,
Rule 20 in Italian) has no words in the other: its English still matches, and the synonyms
(``bot.search.vocabulary``) carry an Italian query to it; a result shows it there by its
section's summary in that language (the English sentence is quoted when the result is opened).
A sentence of a worked example (the rulebook marks those paragraphs ``examples``) is a
``Field.EXAMPLE``: the index ranks it below the rule's own sentences (``bot.search.index``).

An *openable* is what a result button opens (``bot.search.screens``): a whole rule ("20"), a
section ("knock_in"), a sentence ("knock_in/1.5") or a penalty card ("P4").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, partial

from bot.i18n import LANGUAGES, Translator, translator
from bot.i18n_markers import N_
from bot.penalty_view import card_line
from bot.render import penalty_name, section_heading
from bot.rulebook_view import SUMMARIES
from bot.wording import cards as wc
from rules_core import rulebook
from rules_core.facts import Penalty
from rules_core.penalty_cards import CARDS

RULES = (20, 22)

#: TRANSLATORS: what each rule of the rulebook is about (a search result for a whole rule)
RULE_SUBJECTS: dict[int, str] = {20: N_("How play starts"), 22: N_("How play resumes")}


class Field(StrEnum):
    """Where a document's words weigh in the ranking: a heading most, a sentence least."""

    HEAD = "head"
    SUMMARY = "summary"
    BODY = "body"
    EXAMPLE = "example"  # a sentence of a worked example ("Red #1 hits wide..."): a case
    CARD = "card"  # a penalty card's line: our words, after the rulebook's own


@dataclass(frozen=True, slots=True)
class Document:
    key: str  # the section key, "P4" (a card) or "20" (a rule): results are one per key
    clause: str  # the openable it opens: a section key, a sentence id, "P4" or "20"
    section: str  # as the rulebook labels it: "22.e(2)", "P4", "20"
    field: Field
    words: dict[str, str]  # the words to match, per language (only those we have)
    shown: dict[str, str]  # what a result shows of it, in every language of LANGUAGES


def card_clause(penalty: Penalty) -> str:
    return f"P{penalty.value}"


def card_of(clause: str) -> Penalty | None:
    """The penalty of a card's clause ("P4", "P5.b"); None for any other clause."""
    if not clause.startswith("P"):
        return None
    try:
        penalty = Penalty(clause[1:])
    except ValueError:
        return None
    return None if penalty is Penalty.UNSPECIFIED else penalty


def rule_of(clause: str) -> int | None:
    return int(clause) if clause.isdigit() and int(clause) in RULES else None


def rule_sections(rule: int) -> list[rulebook.Section]:
    """A rule's own sections, in order (not the older texts filed under its number)."""
    return [s for s in rulebook.sections() if s.rule == rule and not s.background]


def rule_title(rule: int, t: Translator) -> str:
    """ "Rule 22 · How play resumes" in the reader's language."""
    return t._("Rule %(label)s") % {"label": rule} + " · " + t._(RULE_SUBJECTS[rule])


def title(clause: str, t: Translator) -> str:
    """The heading of an openable in the reader's language."""
    penalty = card_of(clause)
    if penalty is not None:
        return penalty_name(penalty, t)
    rule = rule_of(clause)
    if rule is not None:  # shown beside its label: "22 · How play resumes"
        return t._(RULE_SUBJECTS[rule])
    return section_heading(clause, t)


def section_label(clause: str) -> str:
    """The label an openable carries: "22.a", "P4", "20"."""
    if card_of(clause) is not None or rule_of(clause) is not None:
        return clause
    return rulebook.section_of(clause).label


def summary(clause: str, t: Translator) -> str:
    """A line that says what an openable holds, in the reader's language: a sentence in its
    language where the seeds translate it (else its section's summary: no English sentence in
    a Spanish or Italian list), a section's summary, a card's title, what a rule holds."""
    penalty = card_of(clause)
    if penalty is not None:
        return t._(wc.CARD_TITLE) % {"penalty": penalty_name(penalty, t)}
    rule = rule_of(clause)
    if rule is not None:  # the seed page's summary is English only: elsewhere, the headings
        if t.lang == "en":
            return rulebook.rule_page(rule).summary
        return t.join([section_heading(s.key, t) for s in rule_sections(rule)])
    if "/" in clause:
        translated = sentence_words(clause).get(t.lang)
        return translated or t._(SUMMARIES[rulebook.section_of(clause).key])
    return t._(SUMMARIES[clause])


@cache
def _translated_sentences() -> dict[str, tuple[str, str]]:
    """Sentence id -> (language, the seed's translation of that sentence)."""
    out: dict[str, tuple[str, str]] = {}
    for section in rulebook.sections():
        for paragraph in section.paragraphs:
            tr = paragraph.translation
            if tr is None:
                continue
            parts = rulebook.split_sentences(tr.text)
            if len(parts) != len(paragraph.sentences):
                continue  # never pair a sentence with another's translation
            for sentence, part in zip(paragraph.sentences, parts, strict=True):
                out[sentence.id] = (tr.lang, part)
    return out


def sentence_words(clause: str) -> dict[str, str]:
    """A sentence in English and in the seeds' translation, where there is one."""
    words = {"en": rulebook.sentence(clause).text}
    translated = _translated_sentences().get(clause)
    if translated is not None:
        words[translated[0]] = translated[1]
    return words


def _per_lang(make: Callable[[Translator], str]) -> dict[str, str]:
    return {lang: make(translator(lang)) for lang in LANGUAGES}


def _section_documents(section: rulebook.Section) -> list[Document]:
    key, label = section.key, section.label
    summaries = _per_lang(lambda t: t._(SUMMARIES[key]))
    headings = _per_lang(lambda t: section_heading(key, t))
    summary_words = dict(summaries)
    card = rulebook.summary_card(key)
    if card is not None:  # printed on the seed page: words to find it by, never shown
        summary_words[card.lang] += "\n" + card.text
    docs = [
        Document(key, key, label, Field.HEAD, headings, summaries),
        Document(key, key, label, Field.SUMMARY, summary_words, summaries),
    ]
    for paragraph in section.paragraphs:
        field = Field.EXAMPLE if paragraph.kind is rulebook.ParagraphKind.EXAMPLES else Field.BODY
        for sentence in paragraph.sentences:
            words = _in_context(sentence_words(sentence.id), headings)
            shown = _per_lang(partial(summary, sentence.id))
            docs.append(Document(key, sentence.id, label, field, words, shown))
    return docs


def _in_context(words: dict[str, str], headings: dict[str, str]) -> dict[str, str]:
    """A sentence's words (in the languages the seeds give it in) and its section's heading in
    every language: "If a member of the defending team is off the field…" says "knock-in" only
    through its section, and "player off the field at knock-in" asks for it by both."""
    return {
        lang: f"{words[lang]}\n{heading}" if lang in words else heading
        for lang, heading in headings.items()
    }


def _card_documents(penalty: Penalty) -> list[Document]:
    clause = card_clause(penalty)
    titles = _per_lang(lambda t: t._(wc.CARD_TITLE) % {"penalty": penalty_name(penalty, t)})
    names = _per_lang(lambda t: penalty_name(penalty, t))
    docs = [Document(clause, clause, clause, Field.HEAD, names, titles)]
    for line in CARDS[penalty].lines:
        words = _per_lang(partial(card_line, line))
        docs.append(Document(clause, clause, clause, Field.CARD, words, words))
    return docs


def _rule_documents(rule: int) -> list[Document]:
    clause = str(rule)
    page = rulebook.rule_page(rule)
    titles = _per_lang(lambda t: rule_title(rule, t))
    words = dict(titles)
    words["en"] += "\n" + page.summary
    words[page.subtitle.lang] += "\n" + page.subtitle.text
    shown = {lang: summary(clause, translator(lang)) for lang in LANGUAGES}
    # weighed as a sentence: a rule's summary names every subject of its sections
    return [Document(clause, clause, clause, Field.BODY, words, shown)]


@cache
def documents() -> tuple[Document, ...]:
    """Everything search looks through, in rulebook order."""
    docs: list[Document] = []
    for rule in RULES:
        docs += _rule_documents(rule)
    for section in rulebook.sections():
        docs += _section_documents(section)
    for penalty in CARDS:
        docs += _card_documents(penalty)
    return tuple(docs)


@cache
def openables() -> tuple[str, ...]:
    """Every clause a result can open, in a fixed order (their short codes follow it)."""
    return tuple(dict.fromkeys(doc.clause for doc in documents()))
