"""Button presses: decode the signed callback data, check the presser owns the menu, answer the
press exactly once, then edit the message in place with the next screen.

Anything we cannot act on (malformed, forged, another version, a path no longer in the tree)
answers "this menu has expired" and turns the message into a fresh menu for the presser.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from telegram import Message, Update

from bot.callback_data import Action, CallbackData, CallbackDataError
from bot.context import BotContext
from bot.flow import UnknownPath
from bot.handlers.ask import typed_press
from bot.handlers.common import (
    answer,
    chat_language,
    chat_teams,
    edit_screen,
    send_diagram,
    send_screen,
    with_picture,
)
from bot.handlers.language import language_chosen
from bot.i18n import translator
from bot.screens import (
    Screen,
    card_screen,
    expired_screen,
    original_screen,
    screen,
    why_screen,
)
from bot.search.screens import clause_screen
from bot.teams import Teams

_LOG = logging.getLogger(__name__)
#: the screen each action shows: (payload, language, the chat's team names) -> Screen
_SCREENS: dict[Action, Callable[[str, str, Teams | None], Screen]] = {
    Action.GO: screen,
    Action.RULING: screen,
    Action.ORIGINAL: original_screen,
    Action.WHY: why_screen,
    Action.CARD: card_screen,
    Action.CLAUSE: clause_screen,
}


async def on_button(update: Update, context: BotContext) -> None:
    query = update.callback_query
    if query is None:
        return
    try:
        data = context.services.codec.decode(query.data)
    except CallbackDataError as exc:
        _LOG.info("update %s: unusable callback data (%s)", update.update_id, type(exc).__name__)
        await expire(update, context)
        return
    if data.owner != query.from_user.id:
        # in the presser's language (the group's, if an admin set one), not the menu owner's
        t = translator(await chat_language(update, context))
        await answer(
            query, t._("This menu belongs to someone else. Send /start for your own."), alert=True
        )
        return
    if data.action is Action.LANGUAGE:
        await language_chosen(update, context, data)
    elif data.action is Action.DIAGRAM:
        await answer(query)
        await send_diagram(
            context, query.message, data.payload, data.lang, await chat_teams(update, context)
        )
    elif data.action is Action.NEW:
        await new_question(update, context, data)
    elif data.action is Action.QUIZ:
        from bot.handlers.quiz import on_quiz_button  # noqa: PLC0415 (one line to route the quiz)

        await on_quiz_button(update, context, data)
    else:
        teams = await chat_teams(update, context)
        try:
            typed = typed_press(query, context.services.codec, data, teams)
            if typed is not None:  # the answer to a typed question: read it again
                data, shown = typed
            else:
                shown = _SCREENS[data.action](data.payload, data.lang, teams)
        except (UnknownPath, ValueError):
            await expire(update, context)
            return
        await answer(query)
        picture = False
        if shown.ruling and data.action is Action.GO:  # arrived at a ruling
            shown, picture = with_picture(
                shown,
                context,
                update.effective_chat,
                path=data.payload,
                lang=data.lang,
                teams=teams,
            )
        changed = await edit_screen(query, shown, context, owner=data.owner, lang=data.lang)
        if changed and picture:
            await send_diagram(context, query.message, data.payload, data.lang, teams)


async def new_question(update: Update, context: BotContext, data: CallbackData) -> None:
    """A new first question in a new message (the ruling above stays in the chat)."""
    query, chat = update.callback_query, update.effective_chat
    if query is None:
        return
    if chat is None:  # a press on an inline message (only a forged one: they carry no such
        # button): answered all the same, as every press is (review 2026-12-01, L8)
        await answer(query, translator(data.lang)._("That menu has expired."))
        return
    await answer(query)
    lang = await chat_language(update, context)
    asked = query.message.reply_to_message if isinstance(query.message, Message) else None
    fresh = screen("", lang, await chat_teams(update, context))
    await send_screen(context, chat, fresh, owner=data.owner, lang=lang, reply_to=asked)


async def expire(update: Update, context: BotContext) -> None:
    query, chat = update.callback_query, update.effective_chat
    if query is None:
        return
    lang = await chat_language(update, context)
    await answer(query, translator(lang)._("That menu has expired."))
    fresh = expired_screen(lang, await chat_teams(update, context))
    if isinstance(query.message, Message):
        await edit_screen(query, fresh, context, owner=query.from_user.id, lang=lang)
    elif chat is not None:
        await send_screen(context, chat, fresh, owner=query.from_user.id, lang=lang)
