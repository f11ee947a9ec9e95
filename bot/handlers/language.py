"""/language: choose English, Spanish or Italian. In a private chat it is the user's own
choice; in a group only its admins may set the group's language (checked with getChatMember,
when the menu is opened and again when a language is chosen)."""

from __future__ import annotations

from telegram import ChatMember, Update

from bot.callback_data import Action, CallbackData
from bot.context import BotContext
from bot.handlers.common import answer, chat_language, edit_screen, is_group, send_screen
from bot.i18n import LANGUAGES, translator
from bot.keyboards import Button
from bot.prefs import Scope
from bot.render import esc
from bot.screens import Screen

#: each language in its own words: the way a reader recognises it
NAMES = {"en": "English", "es": "Español", "it": "Italiano"}
_ADMINS = (ChatMember.ADMINISTRATOR, ChatMember.OWNER)


async def is_admin(context: BotContext, chat_id: int, user_id: int) -> bool:
    member = await context.bot.get_chat_member(chat_id, user_id)
    return member.status in _ADMINS


def language_menu(lang: str, group: bool) -> Screen:
    t = translator(lang)
    prompt = t._("Choose the group's language:") if group else t._("Choose your language:")
    buttons = tuple(Button(NAMES[code], Action.LANGUAGE, code) for code in LANGUAGES)
    return Screen("<b>" + esc(prompt) + "</b>", (buttons,))


async def language_command(update: Update, context: BotContext) -> None:
    message, chat, user = update.effective_message, update.effective_chat, update.effective_user
    if message is None or chat is None or user is None:
        return
    lang = await chat_language(update, context)
    group = is_group(chat)
    if group and not await is_admin(context, chat.id, user.id):
        text = translator(lang)._(
            "Only the group's admins can set its language. You can set yours in a private "
            "chat with me."
        )
        await message.reply_text(text, do_quote=True)
        return
    await send_screen(
        context, chat, language_menu(lang, group), owner=user.id, lang=lang, reply_to=message
    )


async def language_chosen(update: Update, context: BotContext, data: CallbackData) -> None:
    query, chat = update.callback_query, update.effective_chat
    if query is None:
        return
    if chat is None:  # a press on an inline message (only a forged one: they carry no such
        # button): answered all the same, as every press is (review 2026-12-01, L8)
        await answer(query, translator(data.lang)._("That menu has expired."))
        return
    chosen = data.payload
    if chosen not in LANGUAGES:
        await answer(query)
        return
    group = is_group(chat)
    if group and not await is_admin(context, chat.id, query.from_user.id):
        await answer(
            query, translator(data.lang)._("Only the group's admins can do that."), alert=True
        )
        return
    # Answered before the save: a press is answered whatever the storage does.
    await answer(query, NAMES[chosen])
    saved = await context.services.prefs.aset(
        Scope.CHAT if group else Scope.USER, chat.id if group else query.from_user.id, chosen
    )
    t = translator(chosen)
    values = {"language": NAMES[chosen]}
    if saved:
        done = t._("Language set: %(language)s. Send /start for a question.") % values
    else:  # kept in memory and retried by bot.prefs; lost only if the bot stops first
        done = (
            t._(
                "%(language)s is used for now but could not be saved. If it is forgotten, "
                "choose it again with /language."
            )
            % values
        )
    await edit_screen(query, Screen(esc(done), ()), context, owner=data.owner, lang=chosen)
