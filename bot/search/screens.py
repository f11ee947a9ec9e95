"""``/rule`` answered: a section, a rule, a card, or the results of a search as buttons that
open each clause (paged, with the English original), and those clause screens.

A result button carries ``Action.CLAUSE`` with the payload ``<clause><page><back>``: the
clause's two-character code, the page (one digit) and the codes of the results it was opened
from, so "◀ Results" rebuilds the list with no server-side state. The code ``00`` is the list
itself. Codes number ``documents.openables()`` in rulebook order (base 36), so a code changes
only when the rulebook's text does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from bot.callback_data import Action
from bot.i18n import Translator, translator
from bot.keyboards import Button, Rows, page_rows
from bot.penalty_view import card_text, parse_penalty, penalty_command_text
from bot.render import esc, paged, prevails_tail
from bot.rulebook_view import clause_label, section_lines, section_list
from bot.screens import Screen
from bot.search import MAX_QUERY, Hit, search, shorten
from bot.search.documents import (
    card_of,
    openables,
    rule_of,
    rule_sections,
    rule_title,
    section_label,
    sentence_words,
    summary,
    title,
)
from bot.search.lookup import looks_like_a_section, lookup
from bot.teams import Teams
from rules_core import rulebook
from rules_core.facts import Penalty

_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
LIST = "00"  # the code of the results list itself
#: results a /rule search shows; their codes must fit the payload (24 - 2 - 1 characters)
RESULTS = 5
#: a result button's label, at most (a phone shows about this much on one line)
LABEL = 40


def code_of(clause: str) -> str:
    number = _codes()[clause]
    return _DIGITS[number // 36] + _DIGITS[number % 36]


def clause_of(code: str) -> str:
    """The clause with this code; ``ValueError`` for a code that names none (a forged or
    stale button)."""
    if len(code) != 2 or code[0] not in _DIGITS or code[1] not in _DIGITS:
        raise ValueError(f"no clause code {code!r}")
    number = _DIGITS.index(code[0]) * 36 + _DIGITS.index(code[1])
    clauses = openables()
    if not 1 <= number <= len(clauses):
        raise ValueError(f"no clause code {code!r}")
    return clauses[number - 1]


@lru_cache(maxsize=1)
def _codes() -> dict[str, int]:
    return {clause: n for n, clause in enumerate(openables(), 1)}


@dataclass(frozen=True, slots=True)
class RuleAnswer:
    """What ``/rule`` sends: pages of text, and buttons under the last one."""

    pages: list[str]
    rows: Rows = field(default=())


def _older_text(clause: str) -> rulebook.Section | None:
    """The section of an older text the rulebook gives no number ("Penalty procedures"), or
    None for anything numbered: a section ("22.a", "21.a"), a card, a rule."""
    if card_of(clause) is not None or rule_of(clause) is not None:
        return None
    section = rulebook.section_of(clause)
    return section if section.rule is None else None


def listed_name(clause: str, t: Translator) -> str:
    """How a result is listed: "22.a · Knock-in"; a card by its name alone ("Penalty 4", not
    "P4 · Penalty 4"); an older text with no number by where it comes from and its heading in
    the reader's language ("USPA 2019 · Procedimientos de los penales e infracciones"): its
    label is English ("Penalty procedures"), and the 2018 and 2019 texts share a heading."""
    if card_of(clause) is not None:
        return title(clause, t)
    older = _older_text(clause)
    if older is not None:
        edition = f"USPA {older.source_edition}" if older.source_edition else "USPA"
        return f"{edition} · {title(clause, t)}"
    return f"{section_label(clause)} · {title(clause, t)}"


#: the most characters of a query quoted back ("Found in the rulebook for “…”"), cut at a word
QUERY_SHOWN = 48


def typed_place(clause: str) -> str:
    """What to type after /rule to open a result: its label, or an older text's key (its
    label is English, and two share one), as the list of sections shows it."""
    older = _older_text(clause)
    return older.key if older is not None else section_label(clause)


def _button(clause: str, back: str, t: Translator) -> Button:
    label = shorten(listed_name(clause, t), LABEL)
    return Button(label, Action.CLAUSE, code_of(clause) + "0" + back)


def _result_lines(clauses: list[str], snippets: list[str], t: Translator) -> list[str]:
    lines = []
    for number, (clause, snippet) in enumerate(zip(clauses, snippets, strict=True), 1):
        typed = f"/rule {typed_place(clause)}"
        lines.append(f"{number}. <b>{esc(listed_name(clause, t))}</b> <code>{esc(typed)}</code>")
        lines.append(f"<i>{esc(snippet)}</i>")
    return lines


def results_answer(query: str, hits: list[Hit], t: Translator) -> RuleAnswer:
    """Search results: a line each (with the /rule to type, for the terminal), and a button
    each that opens the clause."""
    shown = shorten(query, QUERY_SHOWN)
    head = "<b>🔎 " + esc(t._("Found in the rulebook for “%(query)s”:") % {"query": shown})
    lines = [head + "</b>", *_result_lines([h.clause for h in hits], [h.snippet for h in hits], t)]
    back = "".join(code_of(h.clause) for h in hits)
    rows = tuple((_button(h.clause, back, t),) for h in hits)
    # the snippets are rule text in the reader's language: the English original prevails
    return RuleAnswer(["\n".join(lines) + prevails_tail(t)], rows)


def rule_listing(rule: int, t: Translator) -> RuleAnswer:
    """A whole rule: its sections, a line and a button each."""
    sections = rule_sections(rule)
    lines = [f"<b>USPA {rulebook.EDITION} · {esc(rule_title(rule, t))}</b>"]
    for s in sections:
        lines.append(
            f"• <b>{esc(s.label)}</b> {esc(title(s.key, t))} <code>/rule {esc(s.label)}</code>"
        )
    back = code_of(str(rule))
    buttons = [_button(s.key, back, t) for s in sections]
    rows: Rows = tuple(tuple(buttons[i : i + 2]) for i in range(0, len(buttons), 2))
    return RuleAnswer(["\n".join(lines)], rows)


def _named_answer(clauses: list[str], t: Translator) -> RuleAnswer:
    penalty = card_of(clauses[0])
    if penalty is not None:
        return RuleAnswer([card_text(penalty, t)])
    rule = rule_of(clauses[0])
    if rule is not None:
        return rule_listing(rule, t)
    sections = [rulebook.section(key) for key in clauses]
    lines = [line for s in sections for line in (*section_lines(s, t), "")]
    return RuleAnswer(paged(lines, prevails_tail(t)))


def rule_answer(argument: str | None, t: Translator) -> RuleAnswer:
    """The answer to ``/rule <section or words>``."""
    if not argument or not argument.strip():
        return RuleAnswer([section_list(t)])
    argument = argument[:MAX_QUERY]  # what is read of a pasted page (folding costs per letter)
    if parse_penalty(argument) is Penalty.UNSPECIFIED:  # "/rule penalties": the list of cards
        return RuleAnswer([penalty_command_text(Penalty.UNSPECIFIED, t)])
    named = lookup(argument)
    if named:
        return _named_answer(named, t)
    if looks_like_a_section(argument):
        shown = shorten(argument, QUERY_SHOWN)
        unknown = esc(t._("There is no section '%(query)s'.") % {"query": shown})
        return RuleAnswer([unknown + "\n\n" + section_list(t)])
    hits = search(argument, t.lang, RESULTS)
    if not hits:
        nothing = t._(
            "Nothing in Rules 20 and 22 matches “%(query)s”: try other words, a section "
            "(/rule 22.a) or /rule for the list."
        )
        return RuleAnswer([esc(nothing % {"query": shorten(argument, QUERY_SHOWN)})])
    return results_answer(argument, hits, t)


# --- the screens a result button opens ------------------------------------------------------
def _clause_pages(clause: str, t: Translator) -> list[str]:
    """A card, a section, or a sentence at the head of its section, in pages."""
    penalty = card_of(clause)
    if penalty is not None:
        return [card_text(penalty, t)]
    section = rulebook.section_of(clause)
    lines = section_lines(section, t)
    if "/" in clause:
        words = sentence_words(clause)
        quoted = [f"<b>» {esc(clause_label(clause, t))}</b> {esc(words['en'])}"]
        if t.lang in words:
            quoted.append(f"<i>{esc(words[t.lang])}</i>")
        lines = [lines[0], *quoted, "", *lines[1:]]
    return paged(lines, prevails_tail(t))


def _back_rows(back: list[str], t: Translator) -> Rows:
    if not back:
        return ()
    if len(back) == 1:  # opened from a rule's list of its sections
        label = "◀ " + shorten(title(back[0], t), LABEL)
        return ((Button(label, Action.CLAUSE, code_of(back[0]) + "0"),),)
    codes = "".join(code_of(c) for c in back)
    return ((Button("◀ " + t._("Results"), Action.CLAUSE, LIST + "0" + codes),),)


def _parse(payload: str) -> tuple[str, int, list[str]]:
    if len(payload) < 3 or not payload[2].isdigit() or len(payload) % 2 == 0:
        raise ValueError(f"clause payload {payload!r} is not <code><page><codes>")
    back = [clause_of(payload[i : i + 2]) for i in range(3, len(payload), 2)]
    return payload[:2], int(payload[2]), back


def clause_screen(payload: str, lang: str, teams: Teams | None = None) -> Screen:
    """What a result button opens: page ``page`` of a clause, with its pages and "◀ Results";
    or, for the code ``00``, the list of results again. ``ValueError`` for a payload that names
    nothing (the menu then expires). The rulebook's words are the same whoever plays, so the
    chat's ``teams`` are not used (nor cached by)."""
    return _clause_screen(payload, lang)


@lru_cache(maxsize=1024)
def _clause_screen(payload: str, lang: str) -> Screen:
    code, page, back = _parse(payload)
    t = translator(lang)
    if code == LIST:
        if not back:
            raise ValueError("an empty list of results")
        snippets = [shorten(summary(c, t)) for c in back]
        lines = ["<b>🔎 " + esc(t._("Results")) + "</b>", *_result_lines(back, snippets, t)]
        buttons = tuple((_button(c, payload[3:], t),) for c in back)
        return Screen("\n".join(lines), buttons)
    clause = clause_of(code)
    rule = rule_of(clause)
    if rule is not None:  # a rule's list of its sections, with a button each: one page
        if page > 0:
            raise ValueError(f"no page {page} of rule {rule}")
        listing = rule_listing(rule, t)
        return Screen(listing.pages[0], listing.rows)
    pages = _clause_pages(clause, t)
    if page >= len(pages):
        raise ValueError(f"no page {page} of {clause!r}")
    back_codes = payload[3:]
    paging = page_rows(Action.CLAUSE, page, len(pages), lambda p: f"{code}{p}{back_codes}", t)
    rows: Rows = (*paging, *_back_rows(back, t))
    return Screen(pages[page], rows)
