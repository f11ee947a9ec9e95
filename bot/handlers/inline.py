"""Inline mode: ``@bot <words>`` in any chat offers cards to post there.

* a ruling's reference (what a ruling's Share button types, ``r4-113``): that ruling's card;
* words: the ruling card first when the words decide one ruling (``bot.understand``: complete,
  in scope, no conflict), then the rulebook's clauses that match them (``bot.search``);
* nothing yet: the most common restarts.

Cards are in the user's language (their saved choice, else Telegram's ``language_code``), and
so personal: Telegram caches them per user. A chosen result is only counted and logged by its
result id (which card, never who or what they typed). Inline mode must be switched on with
@BotFather (``/setinline``; ``/setinlinefeedback`` for chosen results): docs/inline.md.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable

from telegram import (
    InlineQueryResultArticle,
    InlineQueryResultsButton,
    InputTextMessageContent,
    LinkPreviewOptions,
    Update,
)
from telegram.constants import ParseMode
from telegram.error import BadRequest

from bot.cards import Card, clause_card, full_answer_markup, ruling_card
from bot.context import BotContext
from bot.fairness import off_loop, whose
from bot.handlers.common import chat_language
from bot.handlers.start import FROM_INLINE
from bot.i18n import Translator, translator
from bot.ruling_ref import RefError, StaleRef, looks_like_ref, ref_path
from bot.search import search
from bot.understand import understand

_LOG = logging.getLogger(__name__)

#: Telegram sends at most 256 characters of query; anything longer is not Telegram's
MAX_QUERY = 256
#: clause cards after the ruling card (a phone shows about five results)
MAX_CLAUSES = 5
#: seconds Telegram may reuse an answer for the same user and query
CACHE_SECONDS = 60
#: ``bot_data`` key of the chosen results counted by kind ("ruling", "clause")
CHOSEN_KEY = "inline_chosen"

#: the restarts asked about most, offered before anything is typed: a knock-in, a Safety's
#: Penalty 6, a free hit off the side boards, the throw-in after a goal
COMMON_PATHS = ("112", "122", "213", "31")


async def on_inline_query(update: Update, context: BotContext) -> None:
    query = update.inline_query
    if query is None:
        return
    lang = await chat_language(update, context)
    t = translator(lang)
    text = " ".join(query.query[: MAX_QUERY * 4].split())[:MAX_QUERY]
    note: str | None = None
    if looks_like_ref(text):
        try:
            cards = [ruling_card(ref_path(text), lang)]
        except RefError as exc:
            _LOG.info("inline query %s: unusable ruling reference (%s)", query.id, exc)
            cards = common_cards(lang)
            note = _old_ref(t) if isinstance(exc, StaleRef) else _bad_ref(t)
    elif text:
        # reading and searching: CPU
        cards = await off_loop(whose(update), cards_for_words, text, lang)
        note = None if cards else t._("Nothing found. Ask step by step in the bot")
    else:
        cards = common_cards(lang)
        note = t._("Ask step by step in the bot")
    username = context.bot.username
    results = [_article(card, username, t) for card in cards]
    button = InlineQueryResultsButton(note, start_parameter=FROM_INLINE) if note else None
    try:
        await query.answer(results, cache_time=CACHE_SECONDS, is_personal=True, button=button)
    except BadRequest as exc:
        if "query is too old" in exc.message.lower() or "query_id_invalid" in exc.message.lower():
            _LOG.info("inline query %s answered too late; carrying on", query.id)
            return
        raise


async def on_chosen_result(update: Update, context: BotContext) -> None:
    """Counted by kind and logged by result id: which card went into a chat, not who sent it
    or what they typed."""
    chosen = update.chosen_inline_result
    if chosen is None:
        return
    kind = "clause" if chosen.result_id.startswith("k:") else "ruling"
    counts: Counter[str] = context.bot_data.setdefault(CHOSEN_KEY, Counter())
    counts[kind] += 1
    _LOG.info(
        "inline result chosen: %s (%s %s cards so far)", chosen.result_id[:64], counts[kind], kind
    )


def common_cards(lang: str) -> list[Card]:
    return [ruling_card(path, lang) for path in COMMON_PATHS]


def cards_for_words(text: str, lang: str) -> list[Card]:
    """The ruling the words decide, if they decide one, then the clauses they match. Each part
    is optional: one that fails is logged, and the other still answers."""
    cards = []
    try:
        understood = understand(text, lang)
    except Exception:  # the clauses still answer: logged in full, never a silent empty list
        _LOG.exception("understanding failed on an inline query")
    else:
        if understood.decided:  # the one ruling the words decide (with who defends, if said)
            cards.append(ruling_card(understood.path, lang, understood.teams))
    try:
        cards += _clause_cards(text, lang)
    except Exception:  # likewise: the ruling card, if any, still answers
        _LOG.exception("search failed on an inline query")
    return list(_unique(cards))


def _clause_cards(text: str, lang: str) -> list[Card]:
    # every clause search can find has a card (a test holds this)
    return [clause_card(hit.clause, lang) for hit in search(text, lang, MAX_CLAUSES)]


def _unique(cards: Iterable[Card]) -> Iterable[Card]:
    seen = set()
    for card in cards:
        if card.key not in seen:
            seen.add(card.key)
            yield card


def _article(card: Card, username: str, t: Translator) -> InlineQueryResultArticle:
    content = InputTextMessageContent(
        card.html,
        parse_mode=ParseMode.HTML,
        link_preview_options=LinkPreviewOptions(is_disabled=True),
    )
    markup = full_answer_markup(card, username, t) if card.ref else None
    return InlineQueryResultArticle(
        card.key,
        card.title,
        content,
        reply_markup=markup,
        description=card.description,
    )


def _old_ref(t: Translator) -> str:
    return t._("That ruling link is out of date. Ask again in the bot")


def _bad_ref(t: Translator) -> str:
    return t._("That is not a ruling link. Ask step by step in the bot")
