"""The one URL Telegram posts updates to, checked in the order that costs an attacker most.

The request's body is streamed (``@stream_request_body``), so ``prepare()`` runs once the
headers are in and before any body byte is read: the secret token Telegram sends back
(``X-Telegram-Bot-Api-Secret-Token``, compared in constant time) and the declared length are
checked there, and a request that fails either is answered and its connection closed without
reading the body. Only then is the body read (up to the limit), parsed, and handed over.

Nothing here logs a request's content: an update holds people's names and messages.
"""

from __future__ import annotations

import hmac
import json
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

from tornado import web

from bot.webhook.limits import WebhookLimits

_LOG = logging.getLogger("bot.webhook")
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
_LENGTH = re.compile(r"[0-9]{1,15}")

#: what each refusal means, for the log (one line per kind per minute: bot.logging_setup)
_REFUSALS = {
    400: "a request with the secret token held no update",
    403: "a request without the right secret token",
    404: "a request to another path",
    405: "a request that was not a POST",
    411: "a request without a Content-Length",
    413: "a request whose body is over the limit",
}


class UnusableUpdate(ValueError):
    """A JSON object with an update_id that is still not an update this bot can read."""


#: receives each update (a JSON object with an integer update_id); raises UnusableUpdate
Deliver = Callable[[dict[str, Any]], Awaitable[None]]


class _Quiet(web.RequestHandler):
    """Errors as a bare status: no HTML page, no traceback, nothing echoed."""

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.finish()


@web.stream_request_body
class NotHere(_Quiet):
    """Every other path: 404 from the headers, the body never read."""

    def prepare(self) -> None:
        raise web.HTTPError(404)


@web.stream_request_body
class UpdateEndpoint(_Quiet):
    SUPPORTED_METHODS = ("POST",)

    def initialize(self, secret: str, deliver: Deliver, limits: WebhookLimits) -> None:
        self._secret = secret.encode()
        self._deliver = deliver
        self._limits = limits
        self._body = bytearray()

    def prepare(self) -> None:
        given = self.request.headers.get(SECRET_HEADER, "").encode("utf-8", "surrogateescape")
        if not hmac.compare_digest(given, self._secret):
            raise web.HTTPError(403)
        if "Transfer-Encoding" in self.request.headers:
            return  # chunked: the server cuts it off at the same limit (start_server)
        length = self.request.headers.get("Content-Length")
        if length is None:
            raise web.HTTPError(411)
        if not _LENGTH.fullmatch(length):
            raise web.HTTPError(400)
        if int(length) > self._limits.max_body_bytes:
            raise web.HTTPError(413)

    def data_received(self, chunk: bytes) -> None:
        # never past the limit: prepare() refused a longer Content-Length, and the server
        # (max_body_size) stops a chunked body at the same limit with a 400
        self._body += chunk

    async def post(self) -> None:
        try:
            update = json.loads(self._body)
        except (ValueError, RecursionError):  # not JSON, not UTF-8, nested too deep
            raise web.HTTPError(400) from None
        if not isinstance(update, dict) or type(update.get("update_id")) is not int:
            raise web.HTTPError(400)
        try:
            await self._deliver(update)
        except UnusableUpdate:
            raise web.HTTPError(400) from None
        self.set_status(200)


def _log_refusals(handler: web.RequestHandler) -> None:
    """Instead of tornado's access log (a line per request): a line per kind of refusal."""
    status = handler.get_status()
    if status >= 400:
        what = _REFUSALS.get(status, "a request that failed")
        # the message is the log's "kind" (a fixed text per status, never the request's content)
        _LOG.warning(f"webhook: refused {what} ({status})")


def make_app(path: str, secret: str, deliver: Deliver, limits: WebhookLimits) -> web.Application:
    """The tornado application: ``path`` (with or without a trailing slash) and nothing else."""
    route = rf"/{re.escape(path.strip('/'))}/?" if path.strip("/") else r"/"
    return web.Application(
        [(route, UpdateEndpoint, {"secret": secret, "deliver": deliver, "limits": limits})],
        default_handler_class=NotHere,
        log_function=_log_refusals,
    )
