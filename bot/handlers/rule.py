"""/rule <section or words>: a section's summary and original text (/rule 22.a), a rule's
sections (/rule 22), a penalty card (/rule P4), or search results as buttons that open each
clause (/rule knock); /penalty <n>: a penalty card (/penalty 4), or the list of them."""

from __future__ import annotations

from telegram import Update
from telegram.constants import ParseMode

from bot.context import BotContext
from bot.fairness import off_loop, whose
from bot.handlers.common import chat_language, is_group
from bot.i18n import translator
from bot.keyboards import to_markup
from bot.penalty_view import penalty_text
from bot.search.screens import rule_answer


async def rule_command(update: Update, context: BotContext) -> None:
    message, user = update.effective_message, update.effective_user
    if message is None:
        return
    lang = await chat_language(update, context)
    argument = " ".join(context.args or []) or None
    # a search: CPU
    answer = await off_loop(whose(update), rule_answer, argument, translator(lang))
    last = len(answer.pages) - 1
    for number, page in enumerate(answer.pages):
        # the buttons go under the last page; they open clauses for whoever asked
        markup = None
        if number == last and answer.rows and user is not None:
            markup = to_markup(answer.rows, context.services.codec, user.id, lang)
        await message.reply_text(
            page,
            parse_mode=ParseMode.HTML,
            do_quote=is_group(update.effective_chat),
            reply_markup=markup,
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
