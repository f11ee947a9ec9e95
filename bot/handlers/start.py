"""/start: the first question (or, with a deep-link payload such as ``end_line``, that
situation's first question)."""

from __future__ import annotations

from telegram import Update

from bot.context import BotContext
from bot.flow import DEEP_LINKS
from bot.handlers.common import chat_language, chat_teams, send_screen
from bot.screens import screen


async def start(update: Update, context: BotContext) -> None:
    message, chat, user = update.effective_message, update.effective_chat, update.effective_user
    if message is None or chat is None or user is None:
        return
    lang = await chat_language(update, context)
    payload = context.args[0] if context.args else ""
    path = DEEP_LINKS.get(payload, "")
    first = screen(path, lang, await chat_teams(update, context))
    await send_screen(context, chat, first, owner=user.id, lang=lang, reply_to=message)
