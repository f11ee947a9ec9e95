"""tornado's HTTP server with a cap on open connections and an accept loop that cannot spin.

tornado's own accept loop (``netutil.add_accept_handler``) has neither: with the process out of
file descriptors, ``accept()`` fails with EMFILE while the listening socket stays readable, so
the loop runs again at once, forever, logging a traceback each time (745,000 in 100 s in the
reliability review of 2026-11-30, defect 1, with the bot answering nothing meanwhile).

Here the server counts its connections. At the cap, a new connection takes the place of the
connection that has waited longest for a request's headers (an idle or slow client: one that
sends a whole request in one go, as Telegram does, is never in that state for long); if every
connection is inside a request, the new one gets "503" and is closed. So a flood of idle
connections costs at most the cap in file descriptors, and cannot keep Telegram out. Should
``accept()`` still fail (another part of the process holding the descriptors), the server frees
one, stops accepting for a moment, and says so in one throttled log line.
"""

from __future__ import annotations

import errno
import logging
import socket
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

from tornado import httputil
from tornado.httpserver import HTTPServer
from tornado.ioloop import IOLoop
from tornado.iostream import IOStream
from tornado.netutil import bind_sockets

from bot.settings import SettingsError

_LOG = logging.getLogger("bot.webhook")
#: accepts per wake-up of the listening socket, so a burst cannot starve the event loop
_ACCEPTS_PER_TURN = 128
#: connections the kernel queues until they are accepted (it caps this at net.core.somaxconn):
#: with tornado's 128, a burst of new connections overflowed the queue and each one dropped
#: waited a second for its SYN to be sent again; queued connections cost no file descriptor
_BACKLOG = 1024
_OUT_OF_DESCRIPTORS = {errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM}
_REFUSAL = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n"
    b"Retry-After: 1\r\n\r\n"
)


def bind(address: str, port: int) -> list[socket.socket]:
    """The listening sockets, bound before anything else starts: a busy port or an address
    that is not this machine's is a configuration error (one line, exit code 2)."""
    try:
        return bind_sockets(port, address, backlog=_BACKLOG)
    except socket.gaierror:
        raise SettingsError("WEBHOOK_LISTEN is not an address this machine has") from None
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            why = "WEBHOOK_PORT is already in use on WEBHOOK_LISTEN (is another bot running?)"
        elif exc.errno == errno.EADDRNOTAVAIL:
            why = "WEBHOOK_LISTEN is not an address this machine has"
        elif exc.errno == errno.EACCES:
            why = "WEBHOOK_PORT below 1024 needs privileges: use 8443 behind the reverse proxy"
        else:
            why = f"cannot listen on WEBHOOK_LISTEN and WEBHOOK_PORT ({exc.strerror})"
        raise SettingsError(why) from None


class _MarkBusy(httputil.HTTPMessageDelegate):
    """Passes a request through, telling the server once its headers are in."""

    def __init__(self, inner: httputil.HTTPMessageDelegate, on_headers: Callable[[], None]) -> None:
        self._inner = inner
        self._on_headers = on_headers

    def headers_received(
        self,
        start_line: httputil.RequestStartLine | httputil.ResponseStartLine,
        headers: httputil.HTTPHeaders,
    ) -> Awaitable[None] | None:
        self._on_headers()
        return self._inner.headers_received(start_line, headers)

    def data_received(self, chunk: bytes) -> Awaitable[None] | None:
        return self._inner.data_received(chunk)

    def finish(self) -> None:
        self._inner.finish()

    def on_connection_close(self) -> None:
        self._inner.on_connection_close()


class CappedHTTPServer(HTTPServer):
    """An ``HTTPServer`` that keeps at most ``cap`` connections (see the module's docstring)."""

    def initialize(  # type: ignore[override]
        self, *args: Any, cap: int, pause_after_emfile: float, **kwargs: Any
    ) -> None:
        super().initialize(*args, **kwargs)
        self.cap = cap
        self._pause_after_emfile = pause_after_emfile
        #: every open connection's stream, oldest first; True while it waits for headers
        self._streams: OrderedDict[IOStream, bool] = OrderedDict()
        self._listening: list[socket.socket] = []
        self._closing = False

    @property
    def open_connections(self) -> int:
        return len(self._streams)

    @property
    def busy_connections(self) -> int:
        """Connections inside a request (headers in): the ones never closed to make room."""
        return sum(not waiting for waiting in self._streams.values())

    def listen_on(self, sockets: list[socket.socket]) -> None:
        for sock in sockets:
            sock.setblocking(False)
            self._listening.append(sock)
            IOLoop.current().add_handler(sock, self._accept, IOLoop.READ)

    async def close(self) -> None:
        """Stop accepting, then close every connection. Updates already received are in the
        application's queue (it handles them as it stops); a request cut off half-way is not
        answered, so Telegram sends it again once the bot is back."""
        self._closing = True
        loop = IOLoop.current()
        for sock in self._listening:
            loop.remove_handler(sock)
            sock.close()
        self._listening.clear()
        await self.close_all_connections()

    # --- accepting -------------------------------------------------------------------------

    def _accept(self, sock: socket.socket, _events: int) -> None:
        for _ in range(_ACCEPTS_PER_TURN):
            try:
                connection, address = sock.accept()
            except BlockingIOError:
                return
            except ConnectionAbortedError:
                continue
            except OSError as exc:
                self._cannot_accept(sock, exc)
                return
            if len(self._streams) >= self.cap and not self._evict_one():
                self._refuse(connection)
                continue
            stream = IOStream(
                connection,
                max_buffer_size=self.max_buffer_size,
                read_chunk_size=self.read_chunk_size,
            )
            self.handle_stream(stream, address)

    def _cannot_accept(self, sock: socket.socket, exc: OSError) -> None:
        if exc.errno in _OUT_OF_DESCRIPTORS:
            _LOG.warning(
                "webhook: out of file descriptors at %d connections; closing the longest idle "
                "one and pausing new connections",
                len(self._streams),
            )
            self._evict_one()
        else:
            _LOG.warning("webhook: accepting a connection failed (%s)", exc.strerror)
        loop = IOLoop.current()
        loop.remove_handler(sock)

        def resume() -> None:
            if not self._closing:
                loop.add_handler(sock, self._accept, IOLoop.READ)

        loop.call_later(self._pause_after_emfile, resume)

    def _evict_one(self) -> bool:
        """Close the connection that has waited longest for a request; False if none waits."""
        for stream, waiting in self._streams.items():
            if waiting:
                del self._streams[stream]
                stream.close()
                _LOG.info("webhook: connection cap reached; closed the longest idle connection")
                return True
        return False

    def _refuse(self, connection: socket.socket) -> None:
        _LOG.warning("webhook: connection cap reached, every connection busy; refusing (503)")
        try:
            connection.setblocking(False)
            connection.send(_REFUSAL)
        except OSError:
            pass
        finally:
            connection.close()

    # --- knowing which connections wait for a request ----------------------------------------

    def handle_stream(self, stream: IOStream, address: tuple[Any, ...]) -> None:
        self._streams[stream] = True
        super().handle_stream(stream, address)

    def start_request(
        self, server_conn: object, request_conn: httputil.HTTPConnection
    ) -> httputil.HTTPMessageDelegate:
        stream: IOStream | None = getattr(server_conn, "stream", None)
        if stream is not None and stream in self._streams:
            self._streams[stream] = True  # waiting for the next request's headers
            self._streams.move_to_end(stream)

        def busy() -> None:
            if stream is not None and stream in self._streams:
                self._streams[stream] = False

        return _MarkBusy(super().start_request(server_conn, request_conn), busy)

    def on_close(self, server_conn: object) -> None:
        self._streams.pop(getattr(server_conn, "stream", None), None)  # type: ignore[arg-type]
        super().on_close(server_conn)
