"""/start: the first question; with a deep-link payload, that situation's first question
(``end_line``), or a shared ruling in full (``r4-113``: the reference a ruling card's button
carries, ``bot.ruling_ref``), with its field diagram.

A payload is input like any other: one we cannot open (forged, mistyped, or made before the
question tree changed) says so in one line above the first question.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from telegram import Update

from bot.context import BotContext
from bot.flow import DEEP_LINKS
from bot.handlers.common import (
    chat_language,
    chat_teams,
    send_diagram,
    send_screen,
    with_picture,
)
from bot.i18n import translator
from bot.render import esc
from bot.ruling_ref import RefError, StaleRef, looks_like_ref, ref_path
from bot.screens import Screen, screen

_LOG = logging.getLogger(__name__)

#: the payload of the button above inline results ("Ask step by step in the bot")
FROM_INLINE = "inline"


async def start(update: Update, context: BotContext) -> None:
    message, chat, user = update.effective_message, update.effective_chat, update.effective_user
    if message is None or chat is None or user is None:
        return
    lang = await chat_language(update, context)
    payload = context.args[0] if context.args else ""
    if looks_like_ref(payload):
        await _shared_ruling(update, context, payload, lang)
        return
    teams = await chat_teams(update, context)
    if payload == FROM_INLINE:
        payload = ""
    if payload and payload not in DEEP_LINKS:
        _LOG.info("update %s: /start with an unknown payload", update.update_id)
        first = _with_line(screen("", lang, teams), lang)
    else:
        first = screen(DEEP_LINKS.get(payload, ""), lang, teams)
    await send_screen(context, chat, first, owner=user.id, lang=lang, reply_to=message)


async def _shared_ruling(update: Update, context: BotContext, ref: str, lang: str) -> None:
    """The full ruling a card's button links to, as the last tap of the questions shows it,
    then its diagram. Without the chat's team names: the card was made without them."""
    message, chat, user = update.effective_message, update.effective_chat, update.effective_user
    if message is None or chat is None or user is None:
        return
    try:
        path = ref_path(ref)
    except RefError as exc:
        _LOG.info("update %s: /start with an unusable ruling reference (%s)", update.update_id, exc)
        fresh = screen("", lang, await chat_teams(update, context))
        first = _with_line(fresh, lang, stale=isinstance(exc, StaleRef))
        await send_screen(context, chat, first, owner=user.id, lang=lang, reply_to=message)
        return
    shown, picture = with_picture(
        screen(path, lang), context, chat, path=path, lang=lang, teams=None
    )
    sent = await send_screen(context, chat, shown, owner=user.id, lang=lang, reply_to=message)
    if picture:
        await send_diagram(context, sent, path, lang)


def _with_line(first: Screen, lang: str, *, stale: bool = False) -> Screen:
    """The first question, under one line saying why the link did not open what it named."""
    t = translator(lang)
    if stale:
        line = t._(
            "That link was made before the questions changed, so its ruling may be different "
            "now. Here is the first question."
        )
    else:
        line = t._("That link does not lead to a ruling. Here is the first question.")
    return replace(first, text=f"<i>{esc(line)}</i>\n{first.text}")
