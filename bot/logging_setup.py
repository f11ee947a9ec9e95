"""Logging: one stream handler, ``httpx`` at WARNING, and a filter that removes the bot token.

httpx logs every request URL at INFO, and Telegram URLs contain the token
(``https://api.telegram.org/bot<TOKEN>/getMe``). The redaction filter sits on the handler, so it
sees every record that reaches the output, whichever logger made it and at any level,
exception text included.
"""

from __future__ import annotations

import logging
import sys
from typing import TextIO

REDACTED = "[TOKEN]"


class RedactingFilter(logging.Filter):
    """Replaces each secret in a record's message and exception text."""

    def __init__(self, secrets: list[str]) -> None:
        super().__init__()
        self._secrets = [s for s in secrets if s]

    def _clean(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        if not self._secrets:
            return True
        message = record.getMessage()
        cleaned = self._clean(message)
        if cleaned != message or record.args:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self._clean(record.exc_text)
        if record.stack_info:
            record.stack_info = self._clean(record.stack_info)
        return True


def configure(level: str, secrets: list[str], stream: TextIO | None = None) -> logging.Handler:
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
    return handler
