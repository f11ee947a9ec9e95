"""The token never appears in the bot's output, even at DEBUG, whatever happens: a full
session with faults, a webhook, and a token Telegram rejects. (Every other end-to-end test
checks it too, at INFO, in its teardown.)"""

from __future__ import annotations

import json
import signal
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import quote

import httpx
import pytest

from bot.callback_data import Action
from tests.botapi_standin import BotApiStandin, Fault
from tests.e2e.conftest import Launcher
from tests.e2e.driver import Person, find_button
from tests.e2e.process import TOKEN_SECRET, BotProcess, free_port

OTHER_TOKEN = "987654321:AAAnotherTokenTelegramWillRejectAbcdef"


def assert_secrets_absent(process: BotProcess, *secrets: str) -> None:
    output = process.output()
    for secret in secrets:
        assert secret not in output, f"{process.name} printed a secret"


def test_a_whole_session_at_debug_level_never_prints_the_token(
    bots: Launcher, standin: BotApiStandin
) -> None:
    bot = bots.start(LOG_LEVEL="DEBUG")
    user = standin.user(8001, "Umpire", language_code="es")
    umpire = Person(standin, user, standin.private_chat(user))
    umpire.command("/help")
    umpire.command("/rule 22.g")  # one message (a paged /rule would race the next command)
    choose = umpire.command("/language")
    button, _ = find_button(choose, Action.LANGUAGE, "it")
    umpire.edited(umpire.press(choose, button["callback_data"]))
    standin.inject(Fault.SERVER_ERROR, times=2)
    standin.inject(Fault.TIMEOUT, times=1, hold_seconds=1, methods=["editMessageText"])
    ruling = umpire.walk(umpire.command("/start"), "112", "it")
    umpire.tap(ruling, Action.ORIGINAL, "112", "it")
    assert bot.stop(signal.SIGTERM) == 0
    assert "DEBUG" in bot.log()  # it did log at DEBUG
    assert "[TOKEN]" in bot.log()  # where the token would have been
    assert "api.telegram.org" not in bot.log()  # every URL, files too, is the stand-in's
    assert_secrets_absent(bot, TOKEN_SECRET)


def test_a_webhook_at_debug_level_prints_neither_the_token_nor_the_webhook_secret(
    bots: Launcher, standin: BotApiStandin
) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}/hook"
    bot = bots.start(LOG_LEVEL="DEBUG", WEBHOOK_URL=url, WEBHOOK_PORT=str(port))
    secret = standin.webhook_secret
    assert secret
    user = standin.user(8002, "Umpire", language_code="en")
    umpire = Person(standin, user, standin.private_chat(user))
    umpire.walk(umpire.command("/start"), "31", "en")
    assert httpx.post(url, json={"update_id": 1}, timeout=5).status_code == 403
    assert bot.stop(signal.SIGTERM) == 0
    assert_secrets_absent(bot, TOKEN_SECRET, secret)


def test_a_token_telegram_rejects_stops_the_bot_with_one_clear_line_and_no_token(
    bots: Launcher,
) -> None:
    bot = bots.start(wait=False, LOG_LEVEL="DEBUG", TELEGRAM_BOT_TOKEN=OTHER_TOKEN)
    assert bot.process is not None
    assert bot.process.wait(30) == 2  # a configuration error: systemd does not restart it
    assert "rejected TELEGRAM_BOT_TOKEN" in bot.log()
    assert_secrets_absent(bot, OTHER_TOKEN.split(":", 1)[1], TOKEN_SECRET)


class _EchoingApi(BaseHTTPRequestHandler):
    """A Bot API (or a proxy in front of one) whose 404 quotes the path it was asked for,
    percent-encoded: ``/bot123456789%3AAAE2…/getMe``."""

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        path = quote(self.path, safe="/")
        body = json.dumps(
            {"ok": False, "error_code": 404, "description": f"Not Found: cannot POST {path}"}
        ).encode()
        self.send_response(404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def echoing_api() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _EchoingApi)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/bot"
    finally:
        server.shutdown()
        server.server_close()


def test_an_api_that_echoes_the_percent_encoded_token_gets_it_redacted(
    bots: Launcher, echoing_api: str
) -> None:
    bot = bots.start(wait=False, LOG_LEVEL="DEBUG", BOT_API_BASE_URL=echoing_api)
    assert bot.process is not None
    assert bot.process.wait(30) == 2  # a 404 on getMe: python-telegram-bot's InvalidToken
    assert "cannot POST /bot[TOKEN]/getMe" in bot.log()  # the whole token, in its encoded form
    assert_secrets_absent(bot, TOKEN_SECRET, TOKEN_SECRET[:16])
