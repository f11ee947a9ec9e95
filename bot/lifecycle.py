"""Start-up and shutdown of the bot on Telegram: long polling, or the webhook server.

python-telegram-bot's ``run_polling``/``run_webhook`` stop on SIGTERM by raising SystemExit
from the signal handler, wherever the event loop happens to be; in the first instant of
start-up that landed inside an HTTP request and the bot exited 1 with six tracebacks (the
reliability review of 2026-11-30, defect 12). Here the same steps run by hand (initialize,
post_init, updates in, start, ``bot.app.after_start``; then the reverse), and a signal only
sets an event: start-up, wherever it is, is cancelled at its next ``await`` and whatever had
started is stopped in order. Before and after the event loop, ``bot.quiet_stop`` makes SIGTERM
a clean exit.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import socket
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from telegram import Update
from telegram.error import BadRequest, TelegramError

from bot.app import WrittenFirstQueue, after_start
from bot.context import BotApplication
from bot.quiet_stop import stop_quietly_on_sigterm
from bot.settings import Settings
from bot.webhook import UnusableUpdate, WebhookLimits, start_server
from bot.webhook.limits import TELEGRAM_CONNECTIONS
from bot.webhook.server import CappedHTTPServer

_LOG = logging.getLogger("bot")
_STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)


class WebhookRefused(Exception):
    """The Bot API refused setWebhook (a URL it cannot reach or will not post to)."""


@dataclass
class _Running:
    """What start-up got as far as starting (stopped in reverse order)."""

    server: CappedHTTPServer | None = None


async def run(
    application: BotApplication,
    settings: Settings,
    allowed_updates: Sequence[str],
    sockets: list[socket.socket] | None = None,
    limits: WebhookLimits | None = None,
) -> None:
    """Run the bot until SIGINT or SIGTERM; webhook mode when ``sockets`` are given."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in _STOP_SIGNALS:
        loop.add_signal_handler(sig, stop.set)
    running = _Running()
    starting = asyncio.create_task(
        _start(
            application,
            settings,
            allowed_updates=allowed_updates,
            sockets=sockets,
            limits=limits,
            running=running,
        )
    )
    stopping = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({starting, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if starting.done():
            starting.result()  # a start-up error (InvalidToken, ...) stops the bot here
            _LOG.info("the bot is running; SIGTERM or Ctrl-C stops it")
            await stopping
        else:
            _LOG.info("stopping while starting up")
            starting.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await starting
    finally:
        stopping.cancel()
        await _stop(application, running)
        for sig in _STOP_SIGNALS:
            loop.remove_signal_handler(sig)
        stop_quietly_on_sigterm()  # remove_signal_handler restored the default (death by signal)


async def _start(
    application: BotApplication,
    settings: Settings,
    *,
    allowed_updates: Sequence[str],
    sockets: list[socket.socket] | None,
    limits: WebhookLimits | None,
    running: _Running,
) -> None:
    await application.initialize()  # getMe: InvalidToken here
    if application.post_init is not None:
        await application.post_init(application)
    if sockets is None:
        updater = application.updater
        if updater is None:
            raise RuntimeError("long polling needs the application's updater")

        def polling_failed(exc: TelegramError) -> None:
            application.create_task(application.process_error(error=exc, update=None))

        await updater.start_polling(allowed_updates=allowed_updates, error_callback=polling_failed)
        await application.start()
        await after_start(application)
        return
    secret = settings.effective_webhook_secret
    if secret is None or settings.webhook_url is None:
        raise RuntimeError("a webhook needs WEBHOOK_URL and a secret")
    # The application first, then the server, then setWebhook: the first update Telegram
    # posts finds the port open and someone to handle it.
    await application.start()
    running.server = start_server(
        sockets, settings.webhook_path, secret, _deliver_to(application), limits
    )
    try:
        await application.bot.set_webhook(
            url=settings.webhook_url,
            secret_token=secret,
            allowed_updates=allowed_updates,
            max_connections=TELEGRAM_CONNECTIONS,
        )
    except BadRequest as exc:
        raise WebhookRefused(exc.message) from None
    await after_start(application)


def _deliver_to(application: BotApplication) -> Callable[[dict[str, Any]], Awaitable[None]]:
    async def deliver(data: dict[str, Any]) -> None:
        try:
            update = Update.de_json(data, application.bot)
        # Update.de_json trusts the shape it is given: a forged or future update can make it
        # raise almost anything (KeyError, TypeError, ValueError...); it is a bad request
        # either way, and the server answers 400.
        except Exception as exc:
            raise UnusableUpdate(type(exc).__name__) from None
        queue = application.update_queue
        await queue.put(update)
        if isinstance(queue, WrittenFirstQueue):
            await queue.written()  # a vote is on disk before Telegram gets our 200

    return deliver


async def _stop(application: BotApplication, running: _Running) -> None:
    """Stop whatever started, newest first; a step that fails is logged in one line and the
    next one still runs (the preferences file is closed whatever happened)."""
    steps: list[tuple[str, Callable[[], Awaitable[object]]]] = []
    if running.server is not None:
        steps.append(("the webhook server", running.server.close))
    updater = application.updater
    if updater is not None and updater.running:
        steps.append(("polling", updater.stop))
    if application.running:
        steps.append(("the application", application.stop))
    steps.append(("the Bot API connection", application.shutdown))
    if application.post_shutdown is not None:
        post_shutdown = application.post_shutdown
        steps.append(("the preferences", lambda: post_shutdown(application)))
    for name, step in steps:
        try:
            await step()
        except Exception as exc:
            _LOG.warning("while stopping %s: %s: %s", name, type(exc).__name__, exc)
