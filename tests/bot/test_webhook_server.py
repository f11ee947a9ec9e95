"""The webhook server on its own, in this process, over real sockets, with small limits (so
its timeouts pass in a blink; no assertion measures time)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.webhook import UnusableUpdate, WebhookLimits, bind, start_server
from bot.webhook.server import CappedHTTPServer

SECRET = "the-secret-Telegram-sends-back"
LIMITS = WebhookLimits(max_body_bytes=1024, header_seconds=0.2, body_seconds=0.2, max_connections=4)
PATIENCE = 10.0  # how long a test waits for what must happen (a failure otherwise)


class Hook:
    def __init__(self) -> None:
        self.delivered: list[dict[str, Any]] = []
        self.server: CappedHTTPServer | None = None
        self.port = 0

    async def deliver(self, update: dict[str, Any]) -> None:
        if "unusable" in update:
            raise UnusableUpdate("test")
        self.delivered.append(update)


@pytest.fixture
async def hook() -> AsyncIterator[Hook]:
    hook = Hook()
    sockets = bind("127.0.0.1", 0)
    hook.port = sockets[0].getsockname()[1]
    hook.server = start_server(sockets, "/hook", SECRET, hook.deliver, LIMITS)
    yield hook
    await hook.server.close()


def request(
    body: bytes = b"",
    *,
    secret: str | None = SECRET,
    length: int | None = None,
    path: str = "/hook",
    extra: str = "",
) -> bytes:
    lines = [f"POST {path} HTTP/1.1", "Host: x", "Content-Type: application/json"]
    if secret is not None:
        lines.append(f"X-Telegram-Bot-Api-Secret-Token: {secret}")
    if length is not None or "Transfer-Encoding" not in extra:
        lines.append(f"Content-Length: {len(body) if length is None else length}")
    head = "\r\n".join(lines) + "\r\n" + extra + "\r\n"
    return head.encode() + body


async def connect(hook: Hook) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    return await asyncio.open_connection("127.0.0.1", hook.port)


async def until_closed(reader: asyncio.StreamReader) -> bytes:
    """Everything the server sends until it closes the connection."""
    return await asyncio.wait_for(reader.read(), PATIENCE)


async def status_of(reader: asyncio.StreamReader) -> bytes:
    return (await asyncio.wait_for(reader.readline(), PATIENCE)).strip()


def update(update_id: int = 1) -> bytes:
    return json.dumps({"update_id": update_id, "message": {"text": "/help"}}).encode()


async def test_an_update_with_the_secret_is_delivered(hook: Hook) -> None:
    reader, writer = await connect(hook)
    writer.write(request(update(7)))
    assert await status_of(reader) == b"HTTP/1.1 200 OK"
    writer.close()
    assert [u["update_id"] for u in hook.delivered] == [7]


async def test_two_updates_on_one_kept_alive_connection(hook: Hook) -> None:
    reader, writer = await connect(hook)
    for update_id in (1, 2):
        writer.write(request(update(update_id)))
        assert await status_of(reader) == b"HTTP/1.1 200 OK"
        while (await reader.readline()).strip():  # the response's headers
            pass
    writer.close()
    assert len(hook.delivered) == 2


@pytest.mark.parametrize(
    ("sent", "status"),
    [
        (request(update(), secret=None, length=10**9), b"HTTP/1.1 403 Forbidden"),
        (request(update(), secret="x" * 30, length=10**9), b"HTTP/1.1 403 Forbidden"),
        (request(length=LIMITS.max_body_bytes + 1), b"HTTP/1.1 413 Request Entity Too Large"),
        (request(path="/elsewhere", length=10**9), b"HTTP/1.1 404 Not Found"),
    ],
    ids=["no secret", "wrong secret", "over the limit", "another path"],
)
async def test_refused_from_the_headers_alone_and_the_connection_closed(
    hook: Hook, sent: bytes, status: bytes
) -> None:
    reader, writer = await connect(hook)
    writer.write(sent)  # the headers only: the declared body never comes
    assert (await until_closed(reader)).startswith(status + b"\r\n")
    writer.close()
    assert hook.delivered == []


@pytest.mark.parametrize(
    "body",
    [b'{"update_id": 1, "x": ', b"[1, 2]", b"null", b'{"no": "update_id"}', b"\xff\xfe"],
    ids=["cut short", "an array", "null", "no update_id", "not UTF-8"],
)
async def test_a_body_that_is_not_an_update_gets_400(hook: Hook, body: bytes) -> None:
    reader, writer = await connect(hook)
    writer.write(request(body))
    assert await status_of(reader) == b"HTTP/1.1 400 Bad Request"
    writer.close()
    assert hook.delivered == []


async def test_an_update_the_application_cannot_read_gets_400(hook: Hook) -> None:
    reader, writer = await connect(hook)
    writer.write(request(json.dumps({"update_id": 3, "unusable": True}).encode()))
    assert await status_of(reader) == b"HTTP/1.1 400 Bad Request"
    writer.close()


async def test_a_chunked_body_is_cut_off_at_the_limit(hook: Hook) -> None:
    reader, writer = await connect(hook)
    writer.write(request(extra="Transfer-Encoding: chunked\r\n"))
    chunk = b"x" * 512
    for _ in range(4):  # 2 KiB, twice the limit
        writer.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
    writer.write(b"0\r\n\r\n")
    answer = await until_closed(reader)
    assert answer.startswith(b"HTTP/1.1 400 Bad Request")
    writer.close()
    assert hook.delivered == []


async def test_headers_that_never_end_are_cut_off(hook: Hook) -> None:
    reader, writer = await connect(hook)
    writer.write(b"POST /hook HTTP/1.1\r\nHost: x\r\n")
    assert await until_closed(reader) == b""
    writer.close()


async def test_a_body_that_never_ends_is_cut_off(hook: Hook) -> None:
    reader, writer = await connect(hook)
    writer.write(request(b"{", length=100))
    assert await until_closed(reader) == b""
    writer.close()
    assert hook.delivered == []


async def test_past_the_cap_the_longest_idle_connection_makes_room(hook: Hook) -> None:
    idle = []
    for _ in range(LIMITS.connections()):
        reader, writer = await connect(hook)
        writer.write(b"POST /hook HTTP/1.1\r\n")  # and nothing more
        idle.append((reader, writer))
    await asyncio.sleep(0)
    reader, writer = await connect(hook)
    writer.write(request(update(9)))
    assert await status_of(reader) == b"HTTP/1.1 200 OK"
    assert await until_closed(idle[0][0]) == b""  # the oldest idle one was closed
    assert hook.server is not None
    assert hook.server.open_connections <= LIMITS.connections()
    for _, other in [*idle, (reader, writer)]:
        other.close()


async def test_past_the_cap_with_every_connection_busy_a_newcomer_gets_503(hook: Hook) -> None:
    busy = []
    for _ in range(LIMITS.connections()):
        reader, writer = await connect(hook)
        writer.write(request(b"{", length=50))  # inside a request: its body is on its way
        busy.append((reader, writer))
    assert hook.server is not None
    server = hook.server
    await asyncio.wait_for(_until(lambda: server.busy_connections == len(busy)), PATIENCE)
    reader, writer = await connect(hook)
    answer = await until_closed(reader)
    assert answer.startswith(b"HTTP/1.1 503 Service Unavailable")
    for _, other in [*busy, (reader, writer)]:
        other.close()


async def _until(condition: Any) -> None:
    while not condition():
        await asyncio.sleep(0.01)
