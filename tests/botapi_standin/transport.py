"""HTTP side: a threaded HTTP/1.1 server on 127.0.0.1 and the webhook deliverer.

Routes, like api.telegram.org:
  ``GET|POST /bot<token>/<method>``  -> Bot API call (query string + JSON/form/multipart body)
  ``GET /file/bot<token>/<file_path>`` -> file download
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import socket
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, unquote, urlsplit

from .core import Core
from .dispatch import Outcome, perform
from .model import ApiError
from .params import parse_body

_LOG = logging.getLogger(__name__)
_TOKEN_RE = re.compile(r"\d+:[A-Za-z0-9_-]+")
NOT_FOUND = Outcome.error(ApiError(404, "Not Found"))
UNAUTHORIZED = Outcome.error(ApiError(401, "Unauthorized"))


def route(core: Core, path: str, query: str, content_type: str, body: bytes) -> Outcome:
    """Answer a Bot API request (everything but the socket work)."""
    if not path.startswith("/bot"):
        return NOT_FOUND
    token, _, method = path.removeprefix("/bot").partition("/")
    if token != core.token:
        # Telegram: a well-formed but unknown token is 401, a malformed one 404.
        return UNAUTHORIZED if _TOKEN_RE.fullmatch(token) else NOT_FOUND
    if not method or "/" in method:
        return NOT_FOUND
    try:
        raw = dict(parse_qsl(query, keep_blank_values=True)) | parse_body(content_type, body)
    except ApiError as err:
        return Outcome.error(err)
    return perform(core, method, raw)


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, core: Core) -> None:
        self.core = core
        self.connections: set[socket.socket] = set()
        self.connections_lock = threading.Lock()
        super().__init__(("127.0.0.1", 0), _Handler)

    def handle_error(self, request: object, client_address: object) -> None:
        # A client that gave up (timeout, cancelled long poll) leaves a broken pipe: not news.
        _LOG.debug("connection from %s ended with an error", client_address, exc_info=True)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    wbufsize = -1  # buffer the headers and body into one send (http.server flushes per request)
    server: _Server

    def setup(self) -> None:
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        with self.server.connections_lock:
            self.server.connections.add(self.connection)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            with self.server.connections_lock:
                self.server.connections.discard(self.connection)

    def log_message(self, format: str, *args: object) -> None:
        _LOG.debug("%s " + format, self.address_string(), *args)

    def do_GET(self) -> None:
        self._serve()

    def do_POST(self) -> None:
        self._serve()

    def _read_body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while size := int(self.rfile.readline().split(b";")[0].strip() or b"0", 16):
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                pass  # trailers
            return b"".join(chunks)
        return self.rfile.read(int(self.headers.get("Content-Length") or 0))

    def _serve(self) -> None:
        body = self._read_body()
        parts = urlsplit(self.path)
        path = unquote(parts.path)
        core = self.server.core
        if path.startswith("/file/bot"):
            self._send(self._file(core, path))
            return
        outcome = route(core, path, parts.query, self.headers.get("Content-Type", ""), body)
        if outcome.drop_after is not None:
            core.stopped.wait(outcome.drop_after)  # hold past the client's timeout, then hang up
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)
            return
        self._send(outcome)

    @staticmethod
    def _file(core: Core, path: str) -> Outcome:
        token, _, file_path = path.removeprefix("/file/bot").partition("/")
        if token != core.token:
            return UNAUTHORIZED
        with core.cond:
            found = next((f for f in core.files.values() if f.file_path == file_path), None)
        if found is None:
            return NOT_FOUND
        return Outcome(200, found.data, found.content_type or "application/octet-stream")

    def _send(self, outcome: Outcome) -> None:
        self.send_response(outcome.status)
        self.send_header("Content-Type", outcome.content_type)
        self.send_header("Content-Length", str(len(outcome.body)))
        self.end_headers()
        self.wfile.write(outcome.body)


class HttpFrontend:
    """The listening socket (127.0.0.1, an OS-chosen port) and its serving thread."""

    def __init__(self, core: Core) -> None:
        self.server = _Server(core)
        self.port: int = self.server.server_address[1]
        self._thread = threading.Thread(
            target=self.server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name=f"botapi-standin:{self.port}",
            daemon=True,
        )

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self.server.shutdown()
        with self.server.connections_lock:
            open_connections = list(self.server.connections)
        for connection in open_connections:  # idle keep-alive connections and long polls
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
        self.server.server_close()
        self._thread.join(timeout=5)


class WebhookDeliverer:
    """POSTs queued updates, in order, to the webhook URL while one is set; retries on failure."""

    def __init__(self, core: Core, retry_delay: float, timeout: float = 5.0) -> None:
        self.core = core
        self.retry_delay = retry_delay
        self.timeout = timeout
        self._opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        self._thread = threading.Thread(
            target=self._run, name="botapi-standin-webhook", daemon=True
        )

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._thread.join(timeout=self.timeout + 1)

    def _run(self) -> None:
        core = self.core
        not_before = 0.0
        while True:
            with core.cond:
                hook = core.webhook
                batch = core.pending(hook.allowed_updates, 1) if hook else []
                wait = not_before - time.monotonic()
                if core.stopping:
                    return
                if hook is None or not batch or wait > 0:
                    core.cond.wait(wait if wait > 0 else None)
                    continue
            update = batch[0]
            status, error = self._post(hook.url, hook.secret_token, update)
            with core.cond:
                core.deliveries.append(
                    {"update_id": update["update_id"], "url": hook.url, "status": status}
                    | {"error": error, "time": core.now()}
                )
                if error is None:
                    core.updates = [
                        u for u in core.updates if u["update_id"] != update["update_id"]
                    ]
                elif core.webhook is not None and core.webhook.url == hook.url:
                    core.webhook.last_error_date = int(core.now())
                    core.webhook.last_error_message = error
                    not_before = time.monotonic() + self.retry_delay
                core.changed()

    def _post(
        self, url: str, secret: str | None, update: dict[str, object]
    ) -> tuple[int, str | None]:
        headers = {"Content-Type": "application/json"}
        if secret:
            headers["X-Telegram-Bot-Api-Secret-Token"] = secret
        request = urllib.request.Request(
            url, data=json.dumps(update).encode(), headers=headers, method="POST"
        )
        try:
            with self._opener.open(request, timeout=self.timeout) as response:
                return response.status, None
        except urllib.error.HTTPError as exc:
            return exc.code, f"Wrong response from the webhook: {exc.code} {exc.reason}"
        except TimeoutError:
            return 0, "Read timeout expired"
        except (urllib.error.URLError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            refused = isinstance(reason, ConnectionRefusedError)
            return 0, "Connection refused" if refused else f"Connection failed: {reason}"
