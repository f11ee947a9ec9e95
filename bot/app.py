"""The composition root: builds the ``Application``, registers every handler in one block,
and publishes the command menus per language (and for groups) once the bot is up."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from telegram import BotCommand, BotCommandScopeAllGroupChats, BotCommandScopeDefault
from telegram.error import BadRequest, NetworkError, TelegramError
from telegram.ext import (
    AIORateLimiter,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
)
from telegram.request import BaseRequest

from bot.callback_data import Codec, derive_key
from bot.context import SERVICES_KEY, BotApplication, BotContext, Services
from bot.handlers import cancel, errors, help, language, menu, rule, start
from bot.i18n import LANGUAGES, translator
from bot.i18n_markers import N_
from bot.prefs import Prefs
from bot.settings import Settings

_LOG = logging.getLogger(__name__)

#: the command menu, in the order Telegram shows it
COMMANDS = (
    ("start", N_("Ask about a restart")),
    ("rule", N_("Show a rule: summary and original text")),
    ("language", N_("English, Español, Italiano")),
    ("help", N_("How to use this bot")),
    ("cancel", N_("Close a menu")),
)


_Result = bool | dict[str, Any] | list[dict[str, Any]]
#: how long one Bot API call is retried after 5xx answers, dropped connections and time-outs
PATIENCE = 30.0
_FIRST_PAUSE, _LONGEST_PAUSE = 0.5, 8.0


class PatientRateLimiter(AIORateLimiter):
    """``AIORateLimiter`` (its flood limits; a 429 waits ``retry_after`` and tries again), plus
    patience with Telegram's bad moments, which ``AIORateLimiter`` passes straight to the
    handler (the update was then lost: found by tests/e2e/test_e2e_faults.py): a 5xx answer, a
    dropped connection or a time-out is tried again after 0.5, 1, 2, 4, 8, 8… s, for up to
    ``PATIENCE`` s. Repeating an edit or a callback answer is harmless ("message is not
    modified" and "query is too old" are handled); repeating a send whose first attempt did
    arrive after all shows a menu twice, which beats showing nothing."""

    async def process_request(  # noqa: PLR0917 (BaseRateLimiter's signature)
        self,
        callback: Callable[..., Coroutine[Any, Any, _Result]],
        args: Any,
        kwargs: dict[str, Any],
        endpoint: str,
        data: dict[str, Any],
        rate_limit_args: int | None,
    ) -> _Result:
        loop = asyncio.get_running_loop()
        give_up, pause = loop.time() + PATIENCE, _FIRST_PAUSE
        while True:
            try:
                return await super().process_request(
                    callback, args, kwargs, endpoint, data, rate_limit_args
                )
            except BadRequest:
                raise  # Telegram refused the request itself: trying again changes nothing
            except NetworkError as exc:  # 5xx, connection errors, TimedOut
                if loop.time() + pause > give_up:
                    raise
                _LOG.warning(
                    "%s failed (%s: %s); trying again in %.1f s",
                    endpoint,
                    type(exc).__name__,
                    exc.message,
                    pause,
                )
                await asyncio.sleep(pause)
                pause = min(2 * pause, _LONGEST_PAUSE)


def rate_limiter() -> AIORateLimiter:
    """About 30 messages a second overall and 20 a minute per group (edits count); a 429 is
    retried after the time Telegram asks, never shown to users; failures of the network or of
    Telegram's servers are retried for a while (``PatientRateLimiter``)."""
    return PatientRateLimiter(
        overall_max_rate=30,
        overall_time_period=1,
        group_max_rate=20,
        group_time_period=60,
        max_retries=3,
    )


async def publish_commands(application: BotApplication) -> None:
    """``set_my_commands`` for each language, for private chats and for groups."""
    for lang in LANGUAGES:
        t = translator(lang)
        commands = [BotCommand(name, t._(description)) for name, description in COMMANDS]
        code = None if lang == "en" else lang
        for scope in (BotCommandScopeDefault(), BotCommandScopeAllGroupChats()):
            try:
                await application.bot.set_my_commands(commands, scope=scope, language_code=code)
            except TelegramError as exc:
                _LOG.warning("could not publish the %s commands: %s", lang, type(exc).__name__)


async def _post_shutdown(application: BotApplication) -> None:
    services: Services = application.bot_data[SERVICES_KEY]
    services.prefs.close()


def build_application(
    settings: Settings,
    *,
    request: BaseRequest | None = None,
    limit_rate: bool = True,
) -> BotApplication:
    """The bot, ready to run. ``request``: an offline request for tests and benchmarks (the
    application then has no updater: updates are fed to ``process_update``)."""
    if settings.token is None:
        raise ValueError("a Telegram bot needs TELEGRAM_BOT_TOKEN")
    prefs = Prefs(settings.data_dir / "preferences.sqlite3")
    prefs.open()
    builder = (
        ApplicationBuilder()
        .token(settings.token)
        .base_url(settings.bot_api_base_url)
        .context_types(ContextTypes(context=BotContext))
        .post_init(publish_commands)
        .post_shutdown(_post_shutdown)
    )
    if limit_rate:
        builder = builder.rate_limiter(rate_limiter())  # type: ignore[arg-type]
    if request is not None:
        builder = builder.request(request).updater(None)
    application: BotApplication = builder.build()
    application.bot_data[SERVICES_KEY] = Services(
        settings=settings,
        codec=Codec(derive_key(settings.callback_secret, settings.token)),
        prefs=prefs,
    )

    # Handlers: order matters. Commands work as /command@botname in groups (privacy mode on:
    # the bot only ever sees commands and its own buttons). The error handler comes last.
    application.add_handler(CommandHandler("start", start.start))
    application.add_handler(CommandHandler("help", help.help_command))
    application.add_handler(CommandHandler("language", language.language_command))
    application.add_handler(CommandHandler("rule", rule.rule_command))
    application.add_handler(CommandHandler("cancel", cancel.cancel))
    application.add_handler(CallbackQueryHandler(menu.on_button))
    application.add_error_handler(errors.on_error)
    return application
