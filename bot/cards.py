"""Cards for chats the bot is not in: a ruling's card and a rulebook clause's card. Pure.

A ruling card is the answer at a glance, as the ruling's own first screen gives it (the
situation in a line, the headline with its "how", the costs line; ``bot.render.RulingText``'s
``glance``), then the citation; its button opens the full ruling in the bot, with the diagram,
through a deep link carrying the ruling's reference (``bot.ruling_ref``). Inline mode sends
these (``bot.handlers.inline``); the button's address needs the bot's username, so it is made
there, not cached here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.diagram import has_place
from bot.flow import ROOT, walk
from bot.i18n import Translator, translator
from bot.penalty_view import parse_penalty, penalty_command_text
from bot.render import (
    esc,
    fit,
    plain_text,
    prevails_tail,
    render_no_rule,
    render_ruling,
    section_heading,
)
from bot.rulebook_view import SUMMARIES, clause_label, section_title
from bot.ruling_ref import ruling_ref
from bot.screens import breadcrumb, decide_path
from bot.search import shorten
from bot.search.documents import section_label, sentence_words, summary, title
from bot.search.screens import listed_name
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
        body = render_no_rule(result, t) + prevails_tail(t)
        diagram = False
    listed = shorten(plain_text(body.split("\n", 1)[0]), TITLE_CHARS)
    ref = ruling_ref(path)
    description = plain_text(crumb).strip()
    return Card(ref, listed, description, fit(crumb + body), ref=ref, diagram=diagram)


@lru_cache(maxsize=2048)
def clause_card(clause: str, lang: str) -> Card:
    """A search result's clause (``bot.search.Hit.clause``) as a card: a clause of the rulebook
    (where it is, our summary of its section, the English original, and the rulebook's
    translation of a sentence where it is in the reader's language), a penalty card whole
    ("P4"), or a whole rule ("20") by its title and summary. Listed by its label and heading
    ("22.a · Knock-in"), described by what a search result shows of it."""
    t = translator(lang)
    key = "k:" + clause
    label, heading = section_label(clause), title(clause, t)
    # as /rule lists it: an older text by its edition and translated heading, never its English
    # label ("Penalty procedures · Procedimientos…")
    listed = shorten(heading if label in heading else listed_name(clause, t), TITLE_CHARS)
    snippet = shorten(summary(clause, t))
    penalty = parse_penalty(clause) if clause[:1] == "P" else None
    if penalty is not None:
        return Card(key, listed, snippet, fit(penalty_command_text(penalty, t)))
    try:
        section = rulebook.section_of(clause)
    except rulebook.UnknownClause:  # a whole rule
        text = f"<b>USPA {rulebook.EDITION} · {esc(heading)}</b>\n{esc(snippet)}"
        return Card(key, listed, snippet, fit(text + prevails_tail(t)))
    lines = [
        f"<b>{esc(section_title(section, t))} · {esc(section_heading(clause, t))}</b>",
        esc(t._(SUMMARIES[section.key])),
        "",
        f"<b>{esc(clause_label(clause, t))}</b> "
        + esc(shorten(rulebook.text_of(clause), CLAUSE_CHARS)),
    ]
    translated = sentence_words(clause).get(lang) if "/" in clause and lang != "en" else None
    if translated:
        lines.append(f"<i>{esc(shorten(translated, CLAUSE_CHARS))}</i>")
    return Card(key, listed, snippet, fit("\n".join(lines) + prevails_tail(t)))


def full_answer_markup(card: Card, bot_username: str, t: Translator) -> InlineKeyboardMarkup:
    """The card's one button: the full ruling in the bot (a deep link; ``/start <ref>``)."""
    label = t._("Full answer and diagram") if card.diagram else t._("Full answer")
    url = f"https://t.me/{bot_username}?start={card.ref}"
    return InlineKeyboardMarkup([[InlineKeyboardButton("📋 " + label, url=url)]])
