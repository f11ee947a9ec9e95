"""The composition root: builds the ``Application``, registers every handler in one block,
and publishes the command menus per language (and for groups) once the bot is up."""

from __future__ import annotations

import asyncio
import logging
import sys

from telegram import BotCommand, BotCommandScopeAllGroupChats, BotCommandScopeDefault, Update
from telegram._utils.defaultvalue import DEFAULT_NONE
from telegram._utils.types import ODVInput
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
    TypeHandler,
    filters,
)
from telegram.request import BaseRequest, HTTPXRequest, RequestData

from bot.callback_data import Codec, derive_key
from bot.context import SERVICES_KEY, BotApplication, BotContext, Services
from bot.fairness import SWITCH_INTERVAL, FairUpdates
from bot.handlers import (
    ask,
    budget,
    cancel,
    errors,
    help,
    inline,
    language,
    menu,
    rule,
    start,
    teams,
    voice,
)
from bot.handlers import quiz as quiz_handlers
from bot.handlers.cheatsheet import cheatsheet_command
from bot.i18n import LANGUAGES, translator
from bot.i18n_markers import N_
from bot.limits import TelegramLimits
from bot.prefs import Prefs
from bot.settings import Settings
from bot.voice.service import VOICE_KEY, Voice, voice_for

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
    the bot, so nobody needs to answer or type to wake it); begin loading the speech model
    (in its worker thread: the bot answers meanwhile, and a note waits for it)."""
    ears: Voice = application.bot_data[VOICE_KEY]
    ears.start()
    await quiz_handlers.resume(BotContext(application))


class WrittenFirstQueue(asyncio.Queue[object]):
    """The application's update queue. A poll answer's write to the quiz store starts as it is
    put in, and ``written()`` waits for every write started: python-telegram-bot tells Telegram
    an update arrived once it is in the queue (the next getUpdates in polling, the webhook's
    200), before any handler ran, and a kill -9 in between lost 69 of 734 votes that Telegram
    never sends again (review 2026-12-01, M5). So the next getUpdates waits for ``written()``
    (``VotesFirstRequest``), and so does the webhook's answer (``bot.lifecycle``); the other
    updates of a batch are handled meanwhile (waiting for each vote's write as it was put in
    held every update behind a group's votes). Other updates are asked again or confirmed
    after their own write (``/teams``), so only votes need it."""

    def __init__(self) -> None:
        super().__init__()
        self.application: BotApplication | None = None
        self._writing: set[asyncio.Task[None]] = set()

    async def put(self, item: object) -> None:
        if (
            self.application is not None
            and isinstance(item, Update)
            and item.poll_answer is not None
        ):
            task = asyncio.get_running_loop().create_task(self._write(item, self.application))
            self._writing.add(task)
            task.add_done_callback(self._writing.discard)
            quiz_handlers.taken(item, BotContext(self.application))
        await super().put(item)

    @staticmethod
    async def _write(update: Update, application: BotApplication) -> None:
        try:
            await quiz_handlers.keep_vote(update, BotContext(application))
        except Exception:  # its handler writes it again
            quiz_handlers.not_taken(update, BotContext(application))
            _LOG.exception("a poll answer could not be written as it arrived")

    async def written(self) -> None:
        """Once every poll answer put in so far is in the quiz store."""
        if self._writing:
            await asyncio.gather(*set(self._writing), return_exceptions=True)


class VotesFirstRequest(HTTPXRequest):
    """python-telegram-bot's request for getUpdates (one connection, as its default), which
    first waits for the votes of the last batch to be written: asking for the next updates is
    what tells Telegram the last ones arrived."""

    def __init__(self, queue: WrittenFirstQueue) -> None:
        super().__init__(connection_pool_size=1)
        self._queue = queue

    async def do_request(  # noqa: PLR0917 (BaseRequest's signature)
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: ODVInput[float] = DEFAULT_NONE,
        write_timeout: ODVInput[float] = DEFAULT_NONE,
        connect_timeout: ODVInput[float] = DEFAULT_NONE,
        pool_timeout: ODVInput[float] = DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        await self._queue.written()
        return await super().do_request(
            url, method, request_data, read_timeout, write_timeout, connect_timeout, pool_timeout
        )


async def _post_shutdown(application: BotApplication) -> None:
    services: Services = application.bot_data[SERVICES_KEY]
    services.prefs.close()
    ears: Voice = application.bot_data[VOICE_KEY]
    ears.close()
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
    sys.setswitchinterval(SWITCH_INTERVAL)  # the event loop's turn while text is read aside
    prefs = Prefs(settings.data_dir / "preferences.sqlite3")
    prefs.open()
    queue = WrittenFirstQueue()
    builder = (
        ApplicationBuilder()
        .update_queue(queue)
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
        # for up to a minute (found by bench/load.py). A few of one user's at once, the
        # users in turn: in arrival order, 50 users' inline queries held another user's
        # /help for 1.7 s (bot.fairness).
        .concurrent_updates(FairUpdates())
    )
    if limit_rate:
        builder = builder.rate_limiter(TelegramLimits())  # type: ignore[arg-type]
    if request is not None:
        builder = builder.request(request).updater(None)
    else:
        builder = builder.get_updates_request(VotesFirstRequest(queue))
    application: BotApplication = builder.build()
    queue.application = application
    application.bot_data[SERVICES_KEY] = Services(
        settings=settings,
        codec=Codec(derive_key(settings.callback_secret, settings.token)),
        prefs=prefs,
    )
    application.bot_data[VOICE_KEY] = voice_for(settings)

    # Handlers: order matters. Button presses first: they are most of the updates, and each
    # update is offered to the handlers in turn. Commands work as /command@botname in groups
    # (privacy mode on: there the bot sees only commands, messages that mention it or reply to
    # it, and its own buttons); plain text after every command, so a command is never read as
    # a question. The error handler comes last. Before all of them, in a group of its own, a
    # user's flood is stopped (``bot.handlers.budget``).
    application.add_handler(TypeHandler(Update, budget.within_budget), group=-1)
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
    application.add_handler(
        MessageHandler(
            filters.UpdateType.MESSAGE & (filters.VOICE | filters.VIDEO_NOTE), voice.on_voice
        )
    )
    application.add_handler(InlineQueryHandler(inline.on_inline_query))
    application.add_handler(ChosenInlineResultHandler(inline.on_chosen_result))
    application.add_error_handler(errors.on_error)
    return application
