"""The webhook server facing a hostile client: the real bot process, raw sockets.

Reproduces defects 1 and 2 of the reliability review of 2026-11-30: bodies read whole before
the secret was checked, and idle connections past the file limit stopping the bot (tornado's
accept loop spinning on EMFILE). Each test fails against python-telegram-bot's built-in server.
"""

from __future__ import annotations

import resource
import socket
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

import pytest

from bot.screens import screen
from tests.botapi_standin import BotApiStandin
from tests.e2e.conftest import Launcher
from tests.e2e.driver import Person, plain
from tests.e2e.process import BotProcess, free_port, wait_until_serving

HOOK = "/telegram/hook"
#: the bot's file limit in the idle-connections test: below the 300 connections it gets
FILE_LIMIT = 256
IDLE = 300


def webhook_bot(bots: Launcher, standin: BotApiStandin, file_limit: int | None = None) -> int:
    """A bot in webhook mode; returns its port. ``file_limit`` is set as the process starts,
    before its server counts how many connections it may keep."""
    port = free_port()
    since = len(standin.core.calls)
    bot = bots.start(
        wait=False, WEBHOOK_URL=f"http://127.0.0.1:{port}{HOOK}", WEBHOOK_PORT=str(port)
    )
    if file_limit is not None:
        resource.prlimit(bot.pid, resource.RLIMIT_NOFILE, (file_limit, file_limit))
    wait_until_serving(standin, bot, since)
    return port


def head(port: int, secret: str | None, length: int) -> bytes:
    lines = [f"POST {HOOK} HTTP/1.1", f"Host: 127.0.0.1:{port}", "Content-Type: application/json"]
    if secret is not None:
        lines.append(f"X-Telegram-Bot-Api-Secret-Token: {secret}")
    lines.append(f"Content-Length: {length}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def answer_to_headers_alone(port: int, request_head: bytes) -> tuple[bytes, bytes]:
    """Send a request's headers and not one byte of its body; return the status line and what
    follows once the server has closed the connection (a server waiting for the body would
    send nothing: the read times out and the test fails)."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as client:
        client.sendall(request_head)
        received = b""
        while chunk := client.recv(4096):
            received += chunk
    status, _, rest = received.partition(b"\r\n")
    return status, rest


def only_bot(bots: Launcher) -> BotProcess:
    (bot,) = bots.processes
    return bot


def test_the_secret_is_checked_before_any_body_byte_is_read(
    bots: Launcher, standin: BotApiStandin
) -> None:
    port = webhook_bot(bots, standin)
    for secret in (None, "wrong-secret-of-enough-length"):
        status, _ = answer_to_headers_alone(port, head(port, secret, 99 * 1024 * 1024))
        assert status == b"HTTP/1.1 403 Forbidden"
    assert only_bot(bots).alive()


def test_a_body_over_the_limit_is_refused_from_its_length_unread(
    bots: Launcher, standin: BotApiStandin
) -> None:
    port = webhook_bot(bots, standin)
    secret = standin.webhook_secret
    status, _ = answer_to_headers_alone(port, head(port, secret, 1024 * 1024 + 1))
    assert status == b"HTTP/1.1 413 Request Entity Too Large"
    # a genuine update after it is handled
    user = standin.user(3101, "Umpire", language_code="en")
    umpire = Person(standin, user, standin.private_chat(user))
    assert umpire.command("/start")["text"] == plain(screen("", "en").text)


def enough_files_for_the_test_itself() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    needed = IDLE + 200
    if hard != resource.RLIM_INFINITY and hard < needed:
        pytest.skip(f"this test opens {IDLE} connections; the file limit is {hard}")
    if soft != resource.RLIM_INFINITY and soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (needed, hard))  # raising it harms nothing


@contextmanager
def idle_connections(port: int, count: int) -> Iterator[list[socket.socket]]:
    """``count`` clients that open a request and never finish its headers."""
    with ExitStack() as stack:
        opened = []
        for _ in range(count):
            client = stack.enter_context(socket.create_connection(("127.0.0.1", port), timeout=10))
            client.sendall(f"POST {HOOK} HTTP/1.1\r\nHost: x\r\n".encode())
            opened.append(client)
        yield opened


def test_idle_connections_past_the_cap_and_the_file_limit_do_not_stop_the_bot(
    bots: Launcher, standin: BotApiStandin
) -> None:
    enough_files_for_the_test_itself()
    port = webhook_bot(bots, standin, file_limit=FILE_LIMIT)
    user = standin.user(3201, "Umpire", language_code="es")
    umpire = Person(standin, user, standin.private_chat(user))
    umpire.command("/start")

    with idle_connections(port, IDLE):
        # Telegram's next delivery opens one more connection: it is served
        answer = umpire.command("/help")
        other = standin.user(3202, "Other", language_code="it")
        newcomer = Person(standin, other, standin.private_chat(other))
        assert newcomer.command("/start")["text"] == plain(screen("", "it").text)
    assert answer["text"]

    bot = only_bot(bots)
    assert bot.alive()
    log = bot.log()
    assert "Too many open files" not in log
    assert "Traceback" not in log
    # one line per kind of event, not one per connection
    assert sum(" bot.webhook: " in line for line in log.splitlines()) <= 3, log
