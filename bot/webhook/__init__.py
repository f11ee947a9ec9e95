"""The bot's own webhook server: the one part of the bot a stranger on the network can reach.

python-telegram-bot's built-in webhook server (tornado, with tornado's defaults) reads a whole
body of up to 100 MB before it checks the secret, has no header or body timeout, and no cap on
connections (the reliability review of 2026-11-30, defects 1 and 2). This one keeps tornado, a
well-kept server, and sets what the built-in one leaves open:

* the secret token is checked from the headers, before any body byte is read
  (``endpoint.UpdateEndpoint.prepare``);
* a body over ``WebhookLimits.max_body_bytes`` (1 MiB) is refused from its Content-Length,
  unread; a chunked one is cut off at the limit;
* headers must arrive within 10 s (also how long an idle connection is kept), a body within
  10 s of its headers;
* at most ``connection_cap()`` connections (a quarter of the file limit, at most 256); past
  that, the idlest connection makes room, and the process never spins on EMFILE
  (``server.CappedHTTPServer``);
* one log line per kind of refusal per minute (``bot.logging_setup.ThrottleFilter``).

Updates go to the Application's ``update_queue``, as python-telegram-bot's
``customwebhookbot.py`` example does; ``bot.lifecycle`` starts and stops the server with it.
"""

from __future__ import annotations

import logging
import socket

from bot.webhook.endpoint import Deliver, UnusableUpdate, make_app
from bot.webhook.limits import WebhookLimits
from bot.webhook.server import CappedHTTPServer, bind

__all__ = ["Deliver", "UnusableUpdate", "WebhookLimits", "bind", "start_server"]

_LOG = logging.getLogger("bot.webhook")


def start_server(
    sockets: list[socket.socket],
    path: str,
    secret: str,
    deliver: Deliver,
    limits: WebhookLimits | None = None,
) -> CappedHTTPServer:
    """Serve ``path`` on the bound ``sockets`` (see ``bind``) in the running event loop."""
    limits = limits or WebhookLimits()
    server = CappedHTTPServer(
        make_app(path, secret, deliver, limits),
        cap=limits.connections(),
        pause_after_emfile=limits.pause_after_emfile_seconds,
        max_header_size=limits.max_header_bytes,
        idle_connection_timeout=limits.header_seconds,
        body_timeout=limits.body_seconds,
        max_body_size=limits.max_body_bytes,
        # the stream's buffer holds the headers and at most one read chunk (64 KiB) of body
        max_buffer_size=limits.max_body_bytes + limits.max_header_bytes,
        decompress_request=False,  # a gzip body could unpack to any size
    )
    server.listen_on(sockets)
    where = ", ".join(_address(sock) for sock in sockets)
    _LOG.info(
        "webhook: listening on %s /%s (at most %d connections, bodies up to %d KiB, "
        "%.0f s for headers and %.0f s for a body)",
        where,
        path.strip("/"),
        server.cap,
        limits.max_body_bytes // 1024,
        limits.header_seconds,
        limits.body_seconds,
    )
    return server


def _address(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
