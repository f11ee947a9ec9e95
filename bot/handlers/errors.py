"""The error handler, registered last: log first (update id and type, no personal data), then
tell the user briefly. Rate limits, time-outs and blocked chats are never shown to users."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TelegramError

from bot.context import BotContext
from bot.handlers.common import chat_language
from bot.i18n import language_of, translator

_LOG = logging.getLogger(__name__)


def describe(update: object) -> str:
    if not isinstance(update, Update):
        return f"(not an update: {type(update).__name__})"
    kind = next((k for k in Update.ALL_TYPES if getattr(update, k, None) is not None), "other")
    return f"update {update.update_id} ({kind})"


async def on_error(update: object, context: BotContext) -> None:
    error = context.error
    where = describe(update)
    if isinstance(error, RetryAfter | Forbidden) or (
        isinstance(error, NetworkError) and not isinstance(error, BadRequest)
    ):
        _LOG.warning("%s: %s (not shown to the user)", where, type(error).__name__)
        return
    _LOG.error("%s failed: %s", where, type(error).__name__, exc_info=error)
    if not isinstance(update, Update) or update.effective_chat is None:
        return
    try:
        # the language the chat chose, as everywhere (a storage failure reads as no choice)
        lang = await chat_language(update, context)
    except Exception:  # whatever failed, the user still hears about it
        user = update.effective_user
        code = user.language_code if user else None
        lang = language_of(code, context.services.settings.default_language)
    try:
        await context.bot.send_message(
            update.effective_chat.id,
            translator(lang)._("Sorry, something went wrong. Please try again or send /start."),
        )
    except TelegramError:
        _LOG.warning("%s: could not tell the user about the error", where)
