"""/teams: name the chat's two teams for the day, so questions and rulings use their names.

``/teams Red Blue`` (or ``/teams La Dolfina / Ellerstina``) sets them until the end of the day
(UTC), ``/teams clear`` forgets them, ``/teams`` says which are set. In a group only its admins
may set or clear them (as its language). A save that fails is said in one line; nothing else
changes (``bot.teams`` holds the names' rules, ``bot.prefs`` keeps them).
"""

from __future__ import annotations

import logging
import sqlite3

from telegram import Update

from bot.context import BotContext
from bot.handlers.common import chat_language, chat_teams, is_group, today
from bot.handlers.language import is_admin
from bot.i18n import translator
from bot.teams import current_line, done_line, refusal_line, wanted

_LOG = logging.getLogger(__name__)


async def teams_command(update: Update, context: BotContext) -> None:
    message, chat, user = update.effective_message, update.effective_chat, update.effective_user
    if message is None or chat is None or user is None:
        return
    t = translator(await chat_language(update, context))
    argument = " ".join(context.args or []).strip()
    if not argument:
        current = await chat_teams(update, context)
        await message.reply_text(current_line(current, t), do_quote=is_group(chat))
        return
    if is_group(chat) and not await is_admin(context, chat.id, user.id):
        await message.reply_text(t._("Only the group's admins can name its teams."), do_quote=True)
        return
    understood, teams = wanted(argument)
    if not understood:
        await message.reply_text(refusal_line(argument, t), do_quote=is_group(chat))
        return
    try:
        await context.services.prefs.aset_teams(chat.id, teams, today())
    except sqlite3.Error as exc:  # one line, no traceback: the storage says what failed
        _LOG.error("saving a chat's team names failed (%s)", exc)
        await message.reply_text(
            t._("The team names could not be saved. Please try again in a moment."),
            do_quote=is_group(chat),
        )
        return
    done = done_line(teams, t)
    await message.reply_text(done, do_quote=is_group(chat))
