"""Cards for chats the bot is not in: a ruling's card and a rulebook clause's card. Pure.

A ruling card is the answer at a glance, as the ruling's own first screen gives it (the
situation in a line, the headline with its "how", the costs line; ``bot.render.RulingText``'s
``glance``), then the citation; its button opens the full ruling in the bot, with the diagram,
through a deep link carrying the ruling's reference (``bot.ruling_ref``). Inline mode sends
these (``bot.handlers.inline``); the button's address needs the bot's username, so it is made
there, not cached here.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import lru_cache

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.diagram import has_place
from bot.flow import ROOT, walk
from bot.i18n import Translator, translator
from bot.penalty_view import parse_penalty, penalty_command_text
from bot.render import esc, fit, prevails_line, render_no_rule, render_ruling, section_heading
from bot.rulebook_view import SUMMARIES, clause_label
from bot.ruling_ref import ruling_ref
from bot.screens import breadcrumb, decide_path
from bot.teams import Teams, split
from rules_core import Ruling, rulebook

#: what a clause card quotes of the rulebook at most (a whole section can run to pages)
CLAUSE_CHARS = 900
#: a title in the list of inline results: about two lines of a phone
TITLE_CHARS = 90


@dataclass(frozen=True, slots=True)
class Card:
    """One card: ``title`` and ``description`` (plain text) for the list of inline results,
    ``html`` the message it puts in the chat; ``ref`` the ruling's reference ("" for a
    clause); ``diagram``: whether the full answer has a field diagram."""

    key: str  # unique among one answer's results: "r4-113", "k:knock_in/1"
    title: str
    description: str
    html: str
    ref: str = ""
    diagram: bool = False


@lru_cache(maxsize=4096)
def ruling_card(path: str, lang: str, teams: Teams | None = None) -> Card:
    """The card of the ruling at a complete ``path`` (``bot.ruling_ref.ref_path`` checks one
    from outside), with the ``teams`` a typed question named (the path then says which of
    them defends, ``bot.teams``). Its reference never carries the names: the chat the full
    answer opens in has its own."""
    t = translator(lang)
    position = walk(ROOT, split(path)[1])
    result = decide_path(path, teams)
    crumb = breadcrumb(position, t)
    if isinstance(result, Ruling):
        words = render_ruling(result, t)
        body = f"{words.glance}\n{words.footer}"
        diagram = has_place(result)
    else:
        body = render_no_rule(result, t) + _prevails(t)
        diagram = False
    title = _plain(body.split("\n", 1)[0])
    ref = ruling_ref(path)
    description = _plain(crumb).strip()
    return Card(ref, _short(title), description, fit(crumb + body), ref=ref, diagram=diagram)


@lru_cache(maxsize=2048)
def clause_card(clause: str, lang: str, *, label: str, title: str, snippet: str) -> Card:
    """A search result (``bot.search.Hit``'s fields) as a card: a clause of the rulebook (where
    it is, our summary of its section, the English original, the rulebook's translation of a
    paragraph where it is in the reader's language), a penalty card whole ("P4"), or a whole
    rule ("20") by its title and summary."""
    t = translator(lang)
    key = "k:" + clause
    listed = _short(f"{label} · {title}" if label and label not in title else title)
    penalty = parse_penalty(clause) if clause[:1] == "P" else None
    if penalty is not None:
        return Card(key, listed, snippet, fit(penalty_command_text(penalty, t)))
    try:
        section = rulebook.section_of(clause)
    except rulebook.UnknownClause:  # a whole rule
        text = f"<b>USPA {rulebook.EDITION} · {esc(title)}</b>\n{esc(snippet)}"
        return Card(key, listed, snippet, fit(text + _prevails(t)))
    heading = section_heading(clause, t)
    lines = [
        f"<b>{esc(_where(section, t))} · {esc(heading)}</b>",
        esc(t._(SUMMARIES[section.key])),
        "",
        f"<b>{esc(clause_label(clause, t))}</b> "
        + esc(_cut(rulebook.text_of(clause), CLAUSE_CHARS)),
    ]
    translated = _translation(clause, lang)
    if translated:
        lines.append(f"<i>{esc(_cut(translated, CLAUSE_CHARS))}</i>")
    return Card(key, listed, snippet, fit("\n".join(lines) + _prevails(t)))


def _where(section: rulebook.Section, t: Translator) -> str:
    if section.rule is None:
        edition = section.source_edition
        return (f"USPA {edition} · " if edition else "USPA · ") + t._("Background")
    return f"USPA {rulebook.EDITION} · " + t._("Rule %(label)s") % {"label": section.label}


def _translation(clause: str, lang: str) -> str | None:
    """The rulebook's own translation of a paragraph (a sentence's would be the whole
    paragraph's, so none), in ``lang`` only."""
    if "/" not in clause or "." in clause.partition("/")[2]:
        return None
    translation = rulebook.paragraph(clause).translation
    return translation.text if translation is not None and translation.lang == lang else None


def full_answer_markup(card: Card, bot_username: str, t: Translator) -> InlineKeyboardMarkup:
    """The card's one button: the full ruling in the bot (a deep link; ``/start <ref>``)."""
    label = t._("Full answer and diagram") if card.diagram else t._("Full answer")
    url = f"https://t.me/{bot_username}?start={card.ref}"
    return InlineKeyboardMarkup([[InlineKeyboardButton("📋 " + label, url=url)]])


def _prevails(t: Translator) -> str:
    line = prevails_line(t)
    return f"\n<i>{esc(line)}</i>" if line else ""


_TAG = re.compile(r"<[^>]+>")


def _plain(text: str) -> str:
    return html.unescape(_TAG.sub("", text))


def _short(text: str, limit: int = TITLE_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _cut(text: str, limit: int) -> str:
    """At most ``limit`` characters, cut after a word, marked with "…"."""
    if len(text) <= limit:
        return text
    return text[: limit - 1].rsplit(" ", 1)[0] + " …"
