"""Before any handler: one user's flood is not handled, and he is told once.

Each user may send ``bot.limits.USER_BURST`` updates at once, then about one a second
(``bot.limits.UpdateBudget``); beyond that an update is dropped here, cheaply, before any text
is read or any answer queued (the reliability review of 2026-12-01: 300 messages from one user
held five others' answers for up to 17 s). The first dropped message or press of a flood is
answered with one line saying why; every dropped press is still answered (a spinning button
otherwise), and an inline query is simply not answered. Poll answers and chosen inline results
are never dropped: Telegram sends them once, and a vote must count.
"""

from __future__ import annotations

import asyncio
from typing import cast

from telegram import Update
from telegram.ext import ApplicationHandlerStop

from bot.context import BotContext
from bot.handlers.common import answer, chat_language, is_group
from bot.i18n import translator
from bot.limits import UpdateBudget

BUDGET_KEY = "update_budget"


def budget_of(context: BotContext) -> UpdateBudget:
    found = context.bot_data.get(BUDGET_KEY)
    if found is None:
        found = context.bot_data[BUDGET_KEY] = UpdateBudget()
    return cast(UpdateBudget, found)


def too_fast_line(lang: str) -> str:
    return translator(lang)._(
        "You are sending faster than I can answer: I skip some of your messages. Wait a few "
        "seconds, then carry on."
    )


async def within_budget(update: Update, context: BotContext) -> None:
    """Raise ``ApplicationHandlerStop`` (no handler runs) for an update over its user's budget."""
    user = update.effective_user
    counted = update.message or update.edited_message or update.callback_query
    if user is None or not (counted or update.inline_query):
        return
    budget = budget_of(context)
    now = asyncio.get_running_loop().time()
    if budget.allow(user.id, now):
        return
    tell = budget.should_tell(user.id, now)
    query, message = update.callback_query, update.effective_message
    if query is not None:
        await answer(query, too_fast_line(await chat_language(update, context)) if tell else None)
    elif tell and message is not None and update.inline_query is None:
        await message.reply_text(
            too_fast_line(await chat_language(update, context)), do_quote=is_group(message.chat)
        )
    raise ApplicationHandlerStop
