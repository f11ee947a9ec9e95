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
from bot.teams import parse
from rules_core.facts import TEAM_NAME_MOST

_LOG = logging.getLogger(__name__)
_CLEAR_WORDS = frozenset({"clear", "borrar", "cancella", "none", "-"})


async def teams_command(update: Update, context: BotContext) -> None:
    message, chat, user = update.effective_message, update.effective_chat, update.effective_user
    if message is None or chat is None or user is None:
        return
    t = translator(await chat_language(update, context))
    argument = " ".join(context.args or []).strip()
    if not argument:
        current = await chat_teams(update, context)
        text = (
            t._("Teams for today: %(first)s and %(second)s. /teams clear forgets them.")
            % {"first": current[0], "second": current[1]}
            if current
            else t._("No teams named. Name them for today with /teams Red Blue.")
        )
        await message.reply_text(text, do_quote=is_group(chat))
        return
    if is_group(chat) and not await is_admin(context, chat.id, user.id):
        await message.reply_text(t._("Only the group's admins can name its teams."), do_quote=True)
        return
    clear = argument.casefold() in _CLEAR_WORDS
    teams = None if clear else parse(argument)
    if teams is None and not clear:
        await message.reply_text(
            t._(
                "Give two different team names of up to %(most)s characters: /teams Red Blue, "
                "or /teams La Dolfina / Ellerstina."
            )
            % {"most": TEAM_NAME_MOST},
            do_quote=is_group(chat),
        )
        return
    try:
        await context.services.prefs.aset_teams(chat.id, teams, today())
    except sqlite3.Error:
        _LOG.exception("saving a chat's team names failed")
        await message.reply_text(
            t._("The team names could not be saved. Please try again in a moment."),
            do_quote=is_group(chat),
        )
        return
    done = (
        t._("Teams forgotten: questions name the attackers and the defenders again.")
        if teams is None
        else t._("Teams for today: %(first)s and %(second)s. Send /start for a question.")
        % {"first": teams[0], "second": teams[1]}
    )
    await message.reply_text(done, do_quote=is_group(chat))
