"""``python -m bot``: the bot on Telegram when TELEGRAM_BOT_TOKEN is set (long polling, or a
webhook when WEBHOOK_URL is set), else the same guided flow in the terminal.

Tools for scripts and testing, each a module with its own ``main(argv) -> int``:
``python -m bot understand``, ``python -m bot search``, ``python -m bot cheatsheet``.

A broken configuration prints one clear line and exits with code 2.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys

from telegram.error import InvalidToken

from bot import terminal
from bot.app import build_application
from bot.i18n import LANGUAGES
from bot.logging_setup import configure
from bot.settings import Settings, SettingsError, load_settings

_UPDATES = ["message", "callback_query"]
_LOG = logging.getLogger("bot")

#: ``python -m bot <tool> ...``: the module whose ``main(argv)`` runs it. Imported only when
#: asked for, so the bot itself never loads a tool it does not run.
TOOLS = {
    "understand": "bot.understand.cli",
    "search": "bot.search.cli",
    "cheatsheet": "bot.cheatsheet.cli",
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in TOOLS:
        tool = importlib.import_module(TOOLS[argv[0]])
        return int(tool.main(argv[1:]))
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    parser.add_argument("--lang", choices=LANGUAGES, help="terminal language")
    parser.add_argument(
        "--terminal", action="store_true", help="use the terminal even if a token is set"
    )
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(f"polo-rules-bot: configuration error: {exc}", file=sys.stderr)
        return 2
    if settings.token is None or args.terminal:
        return terminal.run(args.lang or settings.default_language, sys.stdin, sys.stdout)

    configure(settings.log_level, [settings.token, settings.effective_webhook_secret or ""])
    # Whatever stops the bot goes through the log, never out of main(): Python would print the
    # traceback itself, past the filter that removes the token, and python-telegram-bot's
    # InvalidToken quotes the token (found by tests/e2e/test_e2e_token.py).
    try:
        serve(settings)
    except InvalidToken:
        _LOG.error(
            "Telegram rejected TELEGRAM_BOT_TOKEN (revoked or mistyped?): check it with "
            "@BotFather. Stopping (exit code 2, a configuration error)."
        )
        return 2
    except Exception:
        _LOG.critical("the bot stopped on an unexpected error", exc_info=True)
        return 1
    return 0


def serve(settings: Settings) -> None:
    """Run the bot until it is stopped (SIGINT, SIGTERM): a webhook if WEBHOOK_URL is set."""
    application = build_application(settings)
    if settings.webhook_url:
        application.run_webhook(
            listen=settings.webhook_listen,
            port=settings.webhook_port,
            url_path=settings.webhook_path,
            webhook_url=settings.webhook_url,
            secret_token=settings.effective_webhook_secret,
            allowed_updates=_UPDATES,
        )
    else:
        application.run_polling(allowed_updates=_UPDATES)


if __name__ == "__main__":
    sys.exit(main())
