"""The composition root: builds the ``Application``, registers every handler in one block,
and publishes the command menus per language (and for groups) once the bot is up."""

from __future__ import annotations

import logging

from telegram import BotCommand, BotCommandScopeAllGroupChats, BotCommandScopeDefault
from telegram.error import TelegramError
from telegram.ext import (
    ApplicationBuilder,
    CallbackQueryHandler,
    ChosenInlineResultHandler,
    CommandHandler,
    ContextTypes,
    InlineQueryHandler,
    MessageHandler,
    PollAnswerHandler,
    filters,
)
from telegram.request import BaseRequest

from bot.callback_data import Codec, derive_key
from bot.context import SERVICES_KEY, BotApplication, BotContext, Services
from bot.handlers import ask, cancel, errors, help, inline, language, menu, rule, start, teams
from bot.handlers import quiz as quiz_handlers
from bot.handlers.cheatsheet import cheatsheet_command
from bot.i18n import LANGUAGES, translator
from bot.i18n_markers import N_
from bot.limits import TelegramLimits
from bot.prefs import Prefs
from bot.settings import Settings

_LOG = logging.getLogger(__name__)

#: the command menu, in the order Telegram shows it
COMMANDS = (
    ("start", N_("Ask about a restart")),
    ("ask", N_("Ask in your own words")),
    ("rule", N_("Show a rule: summary and original text")),
    ("penalty", N_("How a penalty is taken")),
    ("cheatsheet", N_("The restarts at a glance, to keep or print")),
    ("teams", N_("Name the two teams for today")),
    ("quiz", N_("Quiz: test yourself on the restarts")),
    ("language", N_("English, Español, Italiano")),
    ("help", N_("How to use this bot")),
    ("cancel", N_("Close a menu")),
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


async def after_start(application: BotApplication) -> None:
    """Once updates flow: carry on every quiz series a restart left open (a series is paced by
    the bot, so nobody needs to answer or type to wake it)."""
    await quiz_handlers.resume(BotContext(application))


async def _post_shutdown(application: BotApplication) -> None:
    services: Services = application.bot_data[SERVICES_KEY]
    services.prefs.close()
    quiz_store = application.bot_data.get(quiz_handlers.STORE_KEY)
    if quiz_store is not None:  # opened on the first /quiz
        quiz_store.close()


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
        # Files from the same server (by default python-telegram-bot keeps Telegram's file URL
        # whatever BOT_API_BASE_URL says; seen in the end-to-end tests' DEBUG log).
        .base_file_url(settings.bot_api_base_url.removesuffix("bot") + "file/bot")
        .context_types(ContextTypes(context=BotContext))
        .post_init(publish_commands)
        .post_shutdown(_post_shutdown)
        # Updates are handled side by side (no handler keeps state between updates): one
        # after the other, a press waiting for its group's turn held up every private chat
        # for up to a minute (found by bench/load.py).
        .concurrent_updates(True)
    )
    if limit_rate:
        builder = builder.rate_limiter(TelegramLimits())  # type: ignore[arg-type]
    if request is not None:
        builder = builder.request(request).updater(None)
    application: BotApplication = builder.build()
    application.bot_data[SERVICES_KEY] = Services(
        settings=settings,
        codec=Codec(derive_key(settings.callback_secret, settings.token)),
        prefs=prefs,
    )

    # Handlers: order matters. Button presses first: they are most of the updates, and each
    # update is offered to the handlers in turn. Commands work as /command@botname in groups
    # (privacy mode on: there the bot sees only commands, messages that mention it or reply to
    # it, and its own buttons); plain text after every command, so a command is never read as
    # a question. The error handler comes last.
    application.add_handler(CallbackQueryHandler(menu.on_button))
    application.add_handler(CommandHandler("start", start.start))
    application.add_handler(CommandHandler("help", help.help_command))
    application.add_handler(CommandHandler("language", language.language_command))
    application.add_handler(CommandHandler("rule", rule.rule_command))
    application.add_handler(CommandHandler("penalty", rule.penalty_command))
    application.add_handler(CommandHandler("cheatsheet", cheatsheet_command))
    application.add_handler(CommandHandler("teams", teams.teams_command))
    application.add_handler(CommandHandler("cancel", cancel.cancel))
    application.add_handler(CommandHandler("quiz", quiz_handlers.quiz_command))
    application.add_handler(PollAnswerHandler(quiz_handlers.on_poll_answer))
    application.add_handler(CommandHandler("ask", ask.ask_command))
    application.add_handler(
        MessageHandler(filters.UpdateType.MESSAGE & filters.TEXT & ~filters.COMMAND, ask.on_text)
    )
    application.add_handler(InlineQueryHandler(inline.on_inline_query))
    application.add_handler(ChosenInlineResultHandler(inline.on_chosen_result))
    application.add_error_handler(errors.on_error)
    return application
