"""``python -m bot``: the bot on Telegram when TELEGRAM_BOT_TOKEN is set (long polling, or a
webhook when WEBHOOK_URL is set), else the same guided flow in the terminal.

Tools for scripts and testing, each a module with its own ``main(argv) -> int``:
``python -m bot understand``, ``python -m bot search``, ``python -m bot cheatsheet``,
``python -m bot listen`` (a voice note's words), ``python -m bot voice-model`` (assemble a
verified speech model) and ``python -m bot native`` (compile the understanding layer's busiest
modules, ``bot.native``).

A broken configuration prints one clear line and exits with code 2.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import logging
import signal
import socket
import sys

from bot.i18n import LANGUAGES
from bot.logging_setup import configure
from bot.quiet_stop import stop_quietly_on_sigterm
from bot.settings import Settings, SettingsError, load_settings, refuse

if __name__ == "__main__":
    # First, before python-telegram-bot and the handlers load (half a second): SIGTERM at any
    # moment of start-up exits 0 (bot.lifecycle hands it to the event loop once that runs).
    stop_quietly_on_sigterm()

#: the updates the bot asks for, in setWebhook and getUpdates alike
_UPDATES = ["message", "callback_query", "inline_query", "chosen_inline_result", "poll_answer"]
_LOG = logging.getLogger("bot")

#: ``python -m bot <tool> ...``: the module whose ``main(argv)`` runs it. Imported only when
#: asked for, so the bot itself never loads a tool it does not run.
TOOLS = {
    "understand": "bot.understand.cli",
    "search": "bot.search.cli",
    "cheatsheet": "bot.cheatsheet.cli",
    "listen": "bot.voice.cli",
    "voice-model": "bot.voice.models",
    "native": "bot.native",
}


def _reader_gone() -> int:
    """A tool's reader went away (``| head``): no traceback, and nothing more written at exit;
    the exit code ``python -m rules_core`` gives when its output cannot be written."""
    from rules_core.__main__ import ExitCode, silence_stdout  # noqa: PLC0415 (only when it happens)

    silence_stdout()
    return ExitCode.OUTPUT_FAILED


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in TOOLS:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a tool stopped is a tool that failed
        tool = importlib.import_module(TOOLS[argv[0]])
        try:
            return int(tool.main(argv[1:]))
        except BrokenPipeError:
            return _reader_gone()
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    parser.add_argument("--lang", choices=LANGUAGES, help="terminal language")
    parser.add_argument(
        "--terminal", action="store_true", help="use the terminal even if a token is set"
    )
    parser.add_argument("--quiz", action="store_true", help="the quiz, in the terminal")
    parser.add_argument(
        "--topic", help="quiz topic, in any of the three languages (docs/quiz.md lists them)"
    )
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        return refuse(exc)
    lang = args.lang or settings.default_language
    try:  # the terminal front ends, read through a pipe too (| head)
        if args.quiz:
            from bot.quiz import terminal as quiz  # noqa: PLC0415 (loaded only when asked for)

            return quiz.run(lang, args.topic, sys.stdin, sys.stdout)
        if settings.token is None or args.terminal:
            from bot import terminal  # noqa: PLC0415 (after the SIGTERM handler: see the top)
            from bot.voice.service import FileEars, loader_for  # noqa: PLC0415

            ears = FileEars(loader_for(settings))  # a note's path at the prompt: loaded then
            return terminal.run(lang, sys.stdin, sys.stdout, ears=ears)
    except BrokenPipeError:
        return _reader_gone()

    sockets = None
    if settings.webhook_url:
        from bot.webhook import bind  # noqa: PLC0415 (tornado, only for a webhook)

        try:  # the listening address is a setting too: checked before anything starts
            sockets = bind(settings.webhook_listen, settings.webhook_port)
        except SettingsError as exc:
            return refuse(exc)
    configure(settings.log_level, settings.secrets)
    return _serve_and_say_why_it_stopped(settings, sockets)


def _serve_and_say_why_it_stopped(settings: Settings, sockets: list[socket.socket] | None) -> int:
    # Whatever stops the bot goes through the log, never out of main(): Python would print the
    # traceback itself, past the filter that removes the token, and python-telegram-bot's
    # InvalidToken quotes the token (found by tests/e2e/test_e2e_token.py).
    from telegram.error import InvalidToken, TelegramError  # noqa: PLC0415 (see the top)

    from bot.lifecycle import WebhookRefused  # noqa: PLC0415

    try:
        serve(settings, sockets)
    except KeyboardInterrupt:  # Ctrl-C before the event loop took the signal over: a stop
        return 0
    except InvalidToken as exc:
        # python-telegram-bot's message only quotes the token; the server's answer (the cause)
        # says why: "Unauthorized", or a 404 from a wrong BOT_API_BASE_URL. Either may quote
        # the token, percent-encoded too: the log's filter removes it.
        why = exc.__cause__ if isinstance(exc.__cause__, TelegramError) else exc
        _LOG.error(
            "the Bot API rejected TELEGRAM_BOT_TOKEN (%s). Revoked or mistyped? Check it with "
            "@BotFather, and BOT_API_BASE_URL if you set it. Stopping (exit code 2, a "
            "configuration error).",
            why.message,
        )
        return 2
    except WebhookRefused as exc:
        _LOG.error(
            "the Bot API refused WEBHOOK_URL (%s): check its host, certificate and port (443, "
            "80, 88 or 8443). Stopping (exit code 2, a configuration error).",
            exc,
        )
        return 2
    except TelegramError as exc:  # down, unreachable, answering garbage: try again later
        _LOG.error(
            "cannot use the Bot API at BOT_API_BASE_URL (%s: %s). Stopping (exit code 1: "
            "systemd starts it again).",
            type(exc).__name__,
            exc.message,
        )
        return 1
    except Exception:
        _LOG.critical("the bot stopped on an unexpected error", exc_info=True)
        return 1
    return 0


def serve(settings: Settings, sockets: list[socket.socket] | None = None) -> None:
    """Run the bot until it is stopped (SIGINT, SIGTERM): a webhook on ``sockets`` (bound to
    WEBHOOK_LISTEN:WEBHOOK_PORT) if WEBHOOK_URL is set, else long polling."""
    from bot.app import build_application  # noqa: PLC0415 (see the top)
    from bot.lifecycle import run  # noqa: PLC0415

    application = build_application(settings)
    asyncio.run(run(application, settings, _UPDATES, sockets))


if __name__ == "__main__":
    sys.exit(main())
