"""/rule <section>: our summary of a section plus its original text (e.g. /rule 22.a), or a
penalty card (/rule P4); /penalty <n>: a penalty card (/penalty 4), or the list of them."""

from __future__ import annotations

from telegram import Update
from telegram.constants import ParseMode

from bot.context import BotContext
from bot.handlers.common import chat_language, is_group
from bot.i18n import translator
from bot.penalty_view import penalty_text
from bot.rulebook_view import rule_command_pages


async def rule_command(update: Update, context: BotContext) -> None:
    message = update.effective_message
    if message is None:
        return
    lang = await chat_language(update, context)
    argument = " ".join(context.args or []) or None
    for page in rule_command_pages(argument, translator(lang)):
        await message.reply_text(
            page, parse_mode=ParseMode.HTML, do_quote=is_group(update.effective_chat)
        )


async def penalty_command(update: Update, context: BotContext) -> None:
    message = update.effective_message
    if message is None:
        return
    lang = await chat_language(update, context)
    argument = " ".join(context.args or []) or None
    await message.reply_text(
        penalty_text(argument, translator(lang)),
        parse_mode=ParseMode.HTML,
        do_quote=is_group(update.effective_chat),
    )
