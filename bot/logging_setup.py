"""Logging: one stream handler, ``httpx`` at WARNING, a filter that removes every secret, and a
throttle on the loggers a hostile client can make talk.

httpx logs every request URL at INFO, and Telegram URLs contain the token
(``https://api.telegram.org/bot<TOKEN>/getMe``); a Bot API server or proxy may echo that path
percent-encoded (``123456789%3AAA…``) in an error the bot logs. The redaction filter sits on the
handler, so it sees every record that reaches the output, whichever logger made it and at any
level, exception text included; and what Python would otherwise print itself (an uncaught
exception, a warning, an error inside logging) is routed through that handler too.

A token's secret part (after the colon) is made of letters, digits, ``_`` and ``-``, which URL
quoting leaves alone; but a server may echo a path with every byte as ``%XX``, as HTML numeric
entities, or in base64 (review 2026-12-01, L5), so each secret (and a token's secret part) is
also removed with each of its characters written in any of those ways (``_spelled``: any mix
of raw, ``%XX`` in either case, ``%25XX``, ``&#NN;`` and ``&#xHH;``), and where it sits
inside base64 (standard or URL-safe) at any of the three byte alignments (``_in_base64``).
Other secrets are removed as written, percent-encoded (upper and lower case hex), form-encoded
and JSON-escaped as well.
"""

from __future__ import annotations

import base64
import json
import logging
import re
import sys
import threading
import time
import types
from collections.abc import Callable, Iterable
from typing import TextIO
from urllib.parse import quote, quote_plus

from bot.settings import TOKEN_SHAPE

REDACTED = "[TOKEN]"
REDACTED_SECRET = "[SECRET]"
#: anything shaped like a bot token, raw or with its colon percent-encoded: another bot's
#: token, or ours in a form nobody thought of, is removed as well
_ANY_TOKEN = re.compile(TOKEN_SHAPE.pattern.replace(":", "(?::|%3[Aa]|%253[Aa])", 1))
#: loggers that a client of the webhook can make write once per request or per connection
#: (tornado's access, malformed-request and timeout lines; asyncio's "Exception in callback")
THROTTLED = ("asyncio", "tornado.access", "tornado.application", "tornado.general", "bot.webhook")
THROTTLE_SECONDS = 60.0
_MOST_KINDS = 1000


def _forms(secret: str) -> set[str]:
    """The ways a secret can be written into a line of text."""
    forms = {secret, quote(secret, safe=""), quote(secret), quote_plus(secret)}
    forms |= {re.sub(r"%[0-9A-F]{2}", lambda m: m[0].lower(), form) for form in set(forms)}
    forms.add(json.dumps(secret)[1:-1])
    return forms


def _hex(value: int, width: int = 2) -> str:
    """``value`` in hex, either case: "3[Aa]"."""
    return "".join(f"[{h}{h.lower()}]" if h.isalpha() else h for h in f"{value:0{width}X}")


def _spelled(secret: str) -> re.Pattern[str]:
    """``secret`` with each character raw, percent-encoded (also twice) or an HTML entity."""
    parts = []
    for c in secret:
        raw = c.encode()
        pct = "".join("%" + _hex(b) for b in raw)
        twice = "".join("%25" + _hex(b) for b in raw)
        entity = f"&#(?:0*{ord(c)}|[xX]0*{_hex(ord(c), 1)});"
        parts.append(f"(?:{re.escape(c)}|{pct}|{twice}|{entity})")
    return re.compile("".join(parts))


#: base64 of a secret shorter than this is not looked for (a few characters match by chance)
_SHORTEST_IN_BASE64 = 12


def _in_base64(secret: str) -> set[str]:
    """What base64 of any text holding ``secret`` holds for sure: at each of the three byte
    alignments, the characters made of the secret's bits alone (standard and URL-safe)."""
    raw = secret.encode()
    found = set()
    for shift in range(3):
        encoded = base64.b64encode(b"\0" * shift + raw).decode()
        first = -(-8 * shift // 6)  # the first character all of whose bits are the secret's
        last = (8 * (shift + len(raw)) - 6) // 6
        core = encoded[first : last + 1]
        if len(core) >= _SHORTEST_IN_BASE64:
            found |= {core, core.replace("+", "-").replace("/", "_")}
    return found


class RedactingFilter(logging.Filter):
    """Replaces each secret, in each of its forms, in a record's message and exception text."""

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        replacements: dict[str, str] = {}
        self._spelled: list[tuple[re.Pattern[str], str]] = []
        for secret in (s for s in secrets if s):
            token = TOKEN_SHAPE.fullmatch(secret)
            label = REDACTED if token else REDACTED_SECRET
            for form in _forms(secret) | ({token[1]} if token else set()):
                replacements.setdefault(form, label)
            for part in {secret} | ({token[1]} if token else set()):
                for core in _in_base64(part):
                    replacements.setdefault(core, label)
                self._spelled.append((_spelled(part), label))
        # longest first: the whole token goes before its secret part
        self._replacements = sorted(replacements.items(), key=lambda kv: -len(kv[0]))

    def clean(self, text: str) -> str:
        for secret, label in self._replacements:
            text = text.replace(secret, label)
        if "%" in text or "&#" in text:  # the encodings that change each character
            for pattern, label in self._spelled:
                text = pattern.sub(label, text)
        return _ANY_TOKEN.sub(REDACTED, text)

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # arguments that do not fit the message: keep what can be shown
            message = f"{record.msg} (arguments that did not format: {record.args!r})"
        cleaned = self.clean(message)
        if cleaned != message or record.args:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.clean(record.exc_text)
        if record.stack_info:
            record.stack_info = self.clean(record.stack_info)
        return True


class ThrottleFilter(logging.Filter):
    """One line per kind of message per interval; the next line says how many were left out.

    A kind is the logger and the message before its arguments are filled in, so "refused a
    request without the secret" is one kind however many clients send one.
    """

    def __init__(
        self, interval: float = THROTTLE_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__()
        self.interval = interval
        self._clock = clock
        self._last: dict[tuple[str, str], float] = {}
        self._left_out: dict[tuple[str, str], int] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        kind = (record.name, str(record.msg))
        now = self._clock()
        if len(self._last) > _MOST_KINDS:  # messages built with their values are all "new"
            self._last.clear()
            self._left_out.clear()
        last = self._last.get(kind)
        if last is not None and now - last < self.interval:
            self._left_out[kind] = self._left_out.get(kind, 0) + 1
            return False
        self._last[kind] = now
        left_out = self._left_out.pop(kind, 0)
        if left_out:
            note = f" ({left_out} more like this in the last {self.interval:.0f} s)"
            record.msg = str(record.msg) + note.replace("%", "%%")
        return True


def _route_uncaught_errors_through_logging() -> None:
    """What Python prints by itself bypasses the handler's filter; send it through logging."""
    log = logging.getLogger("bot")

    def excepthook(
        kind: type[BaseException], value: BaseException, tb: types.TracebackType | None
    ) -> None:
        log.critical("uncaught exception", exc_info=(kind, value, tb))

    def thread_excepthook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            exc_info = (args.exc_type, args.exc_value, args.exc_traceback)
            log.critical("uncaught exception in a thread", exc_info=exc_info)

    def unraisablehook(unraisable: sys.UnraisableHookArgs) -> None:
        if unraisable.exc_value is not None:
            exc_info = (unraisable.exc_type, unraisable.exc_value, unraisable.exc_traceback)
            log.warning("ignored exception (%s)", unraisable.err_msg, exc_info=exc_info)

    sys.excepthook = excepthook
    threading.excepthook = thread_excepthook
    sys.unraisablehook = unraisablehook
    logging.captureWarnings(True)
    # An error inside logging itself prints the record's arguments to stderr, unfiltered.
    logging.raiseExceptions = False


def configure(level: str, secrets: Iterable[str], stream: TextIO | None = None) -> logging.Handler:
    """Set up the root logger; returns its handler (tests read what it wrote)."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(RedactingFilter(secrets))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    # httpx logs request URLs (with the token) at INFO; httpcore is chattier still.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("httpcore").setLevel(logging.WARNING)
    for name in THROTTLED:
        logger = logging.getLogger(name)
        for old_filter in [f for f in logger.filters if isinstance(f, ThrottleFilter)]:
            logger.removeFilter(old_filter)
        logger.addFilter(ThrottleFilter())
    _route_uncaught_errors_through_logging()
    return handler
