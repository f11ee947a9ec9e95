"""/cancel: close a menu. No conversation state is kept, so there is nothing else to drop;
replying /cancel to one of the bot's menus removes its buttons."""

from __future__ import annotations

from telegram import Message, Update
from telegram.error import BadRequest

from bot.callback_data import CallbackDataError
from bot.context import BotContext
from bot.handlers.common import chat_language
from bot.i18n import translator


def _owner_of(menu: Message, context: BotContext) -> int | None:
    """The opener of one of our menus (from its signed buttons), else None."""
    if menu.from_user is None or menu.from_user.id != context.bot.id or menu.reply_markup is None:
        return None
    for row in menu.reply_markup.inline_keyboard:
        for button in row:
            try:
                return context.services.codec.decode(button.callback_data).owner
            except CallbackDataError:
                continue
    return None


async def cancel(update: Update, context: BotContext) -> None:
    message = update.effective_message
    if message is None:
        return
    t = translator(await chat_language(update, context))
    menu = message.reply_to_message
    if menu is not None and _owner_of(menu, context) == (update.effective_user or menu).id:
        try:
            await menu.edit_reply_markup(reply_markup=None)
        except BadRequest as exc:
            if "message is not modified" not in exc.message.lower():
                raise
    await message.reply_text(t._("Cancelled. Send /start when you need a ruling."), do_quote=False)
