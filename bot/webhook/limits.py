"""The webhook server's limits, in one place (README and docs/bot.md quote them; the nginx
example there sets the same ones, so the proxy refuses what the bot would refuse).

Telegram's updates are small: a message is at most 4,096 characters (a caption 1,024), and even
with entities, a quoted reply and every character JSON-escaped an update stays in the tens of
kilobytes. 1 MiB leaves twenty times that and keeps eight concurrent bodies at 8 MiB, where
tornado's default (100 MB, read before any check) let eight forged 99 MB posts take the bot to
918 MB (the reliability review of 2026-11-30, defect 2).
"""

from __future__ import annotations

import resource
from dataclasses import dataclass

MiB = 1024 * 1024
#: connections Telegram opens at once (setWebhook's max_connections; Telegram's default is 40)
TELEGRAM_CONNECTIONS = 40
#: the most connections the server keeps open, whatever the file limit
MOST_CONNECTIONS = 256


def connection_cap(file_limit: int | None = None) -> int:
    """Open connections allowed: a quarter of the process's file limit, at most 256.

    The other three quarters stay for the bot itself: its database, and up to 256 pooled
    connections to the Bot API. Below the limit, the server never meets EMFILE in normal work;
    with systemd's default soft limit of 1,024 this gives 256, six times Telegram's 40.
    """
    if file_limit is None:
        file_limit, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if file_limit == resource.RLIM_INFINITY or file_limit <= 0:
        return MOST_CONNECTIONS
    return max(4, min(MOST_CONNECTIONS, file_limit // 4))


@dataclass(frozen=True, slots=True)
class WebhookLimits:
    """What one client may cost the server before it is cut off."""

    #: a body larger than this is refused from its Content-Length, before any of it is read
    max_body_bytes: int = MiB
    #: request line and headers together (Telegram sends well under 1 KiB)
    max_header_bytes: int = 16 * 1024
    #: to send the request line and headers, counted from the connection's first byte or
    #: from the end of its previous request (so also how long an idle connection is kept)
    header_seconds: float = 10.0
    #: to send the whole body once the headers are in
    body_seconds: float = 10.0
    #: open connections; None: ``connection_cap()`` of the file limit at start
    max_connections: int | None = None
    #: how long to stop accepting after the process ran out of file descriptors anyway
    #: (another part of the bot holding many): the pending connection stays queued in the
    #: kernel, so accepting again at once would fail again, in a loop
    pause_after_emfile_seconds: float = 0.5

    def connections(self) -> int:
        return self.max_connections if self.max_connections is not None else connection_cap()
