"""The log never shows a secret, however it is written, and a hostile client cannot flood it."""

from __future__ import annotations

import base64
import io
import logging
import sys
import threading
import warnings
from collections.abc import Callable, Iterator
from urllib.parse import quote, quote_plus

import pytest

from bot.logging_setup import RedactingFilter, ThrottleFilter, configure

TOKEN = "123456789:AAE2eOnlyTokenNeverLoggedAbcdefghijklm"
TOKEN_SECRET = TOKEN.split(":", 1)[1]
WEBHOOK_SECRET = "a-Secret_set-by_the-admin"
CALLBACK_SECRET = "ключ с пробелами/и+знаками"  # any characters are allowed


@pytest.fixture
def log() -> Iterator[io.StringIO]:
    """The root logger as the bot sets it up, writing to a string; put back afterwards."""
    root = logging.getLogger()
    saved = (root.handlers[:], root.level, sys.excepthook, threading.excepthook)
    saved_hook, saved_raise = sys.unraisablehook, logging.raiseExceptions
    out = io.StringIO()
    configure("DEBUG", [TOKEN, WEBHOOK_SECRET, CALLBACK_SECRET], out)
    yield out
    root.handlers[:], root.level = saved[0], saved[1]
    sys.excepthook, threading.excepthook = saved[2], saved[3]
    sys.unraisablehook, logging.raiseExceptions = saved_hook, saved_raise
    logging.captureWarnings(False)


@pytest.mark.parametrize(
    "written",
    [
        TOKEN,
        quote(TOKEN, safe=""),  # 123456789%3AAAE2…
        quote(TOKEN, safe="").replace("%3A", "%3a"),
        quote(quote(TOKEN, safe=""), safe=""),  # encoded twice: %253A
        quote_plus(TOKEN),
        TOKEN_SECRET,  # the part after the colon alone
        WEBHOOK_SECRET,
        CALLBACK_SECRET,
        quote(CALLBACK_SECRET, safe=""),
        quote(CALLBACK_SECRET, safe="").lower(),
        quote_plus(CALLBACK_SECRET),
        "987654321:AAAnotherTokenTelegramWillRejectAbcdef",  # any token-shaped text
    ],
    ids=[
        "raw",
        "percent-encoded",
        "lower-case hex",
        "encoded twice",
        "form-encoded",
        "secret part",
        "webhook secret",
        "callback secret",
        "callback secret percent-encoded",
        "callback secret lower hex",
        "callback secret form-encoded",
        "another bot's token",
    ],
)
def test_a_secret_is_removed_in_every_form_from_messages_arguments_and_tracebacks(
    log: io.StringIO, written: str
) -> None:
    logger = logging.getLogger("telegram.ext.test")
    logger.error("Not Found: cannot POST /bot%s/getMe", written)
    logger.warning(f"in the message itself: {written}")
    try:
        raise RuntimeError(f"Not Found: cannot POST /bot{written}/getMe")
    except RuntimeError:
        logger.exception("the API said no")
    # a stack trace that shows a frame's text (a source line quoting the secret)
    frame = f'Stack (most recent call last):\n  request("/bot{written}/getMe")'
    logger.handle(
        logger.makeRecord(logger.name, logging.INFO, __file__, 1, "stack", (), None, sinfo=frame)
    )
    text = log.getvalue()
    assert text.count("Traceback") == 1
    assert written not in text
    assert TOKEN_SECRET not in text
    assert "AAE2eOnly" not in text
    assert "[TOKEN]" in text or "[SECRET]" in text


def test_the_bots_public_id_and_ordinary_text_are_left_alone(log: io.StringIO) -> None:
    logging.getLogger("bot").info("getMe: id 123456789, user 4242, /rule 22.a")
    assert log.getvalue().endswith("getMe: id 123456789, user 4242, /rule 22.a\n")


def test_an_uncaught_exception_and_a_warning_go_through_the_filter(log: io.StringIO) -> None:
    try:
        raise ValueError(f"https://api.telegram.org/bot{quote(TOKEN, safe='')}/getMe")
    except ValueError:
        sys.excepthook(*sys.exc_info())  # as Python calls it for an exception out of main
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn(f"deprecated call to /bot{TOKEN}/x", UserWarning, stacklevel=1)
    text = log.getvalue()
    assert "uncaught exception" in text
    assert "ValueError" in text
    assert "UserWarning" in text
    assert TOKEN_SECRET not in text


def test_arguments_that_do_not_fit_the_message_are_shown_redacted_not_raised(
    log: io.StringIO,
) -> None:
    logging.getLogger("bot").error("two: %s %s", TOKEN)  # noqa: PLE1206 (on purpose)
    text = log.getvalue()
    assert "did not format" in text
    assert TOKEN_SECRET not in text


def test_one_line_per_kind_per_interval_then_how_many_were_left_out() -> None:
    now = [0.0]
    throttle = ThrottleFilter(interval=60, clock=lambda: now[0])
    out = io.StringIO()
    logger = logging.getLogger("test.throttle")
    handler = logging.StreamHandler(out)
    logger.addHandler(handler)
    logger.addFilter(throttle)
    logger.propagate = False
    try:
        for _ in range(1000):
            logger.warning("webhook: refused a request without the right secret token (403)")
            logger.warning("webhook: refused %s", "another kind")
            now[0] += 0.01  # 1,000 of each within 10 s
        now[0] += 60
        logger.warning("webhook: refused a request without the right secret token (403)")
    finally:
        logger.removeHandler(handler)
        logger.removeFilter(throttle)
    lines = out.getvalue().splitlines()
    assert lines == [
        "webhook: refused a request without the right secret token (403)",
        "webhook: refused another kind",
        "webhook: refused a request without the right secret token (403) "
        "(999 more like this in the last 60 s)",
    ]


def test_the_filter_alone_redacts_what_configure_is_given() -> None:
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "url %s", (TOKEN,), None)
    assert RedactingFilter([TOKEN]).filter(record)
    assert record.getMessage() == "url [TOKEN]"


def _every_byte_percent(text: str) -> str:
    return "".join(f"%{b:02X}" for b in text.encode())


def _entities(text: str, *, hexadecimal: bool = False) -> str:
    return "".join((f"&#x{ord(c):x};" if hexadecimal else f"&#{ord(c)};") for c in text)


@pytest.mark.parametrize(
    "encode",
    [
        lambda path: "/".join(_every_byte_percent(p) for p in path.split("/")),
        lambda path: _every_byte_percent(path).lower(),
        lambda path: "".join(f"&#{ord(c)};" if c.isalnum() else c for c in path),
        lambda path: _entities(path, hexadecimal=True),
        lambda path: base64.b64encode(path.encode()).decode(),
        lambda path: base64.b64encode(("x" + path).encode()).decode(),
        lambda path: base64.urlsafe_b64encode(("xy" + path).encode()).decode(),
    ],
    ids=[
        "every byte %XX",
        "lower %xx",
        "HTML entities",
        "hex entities",
        "base64",
        "b64+1",
        "b64url+2",
    ],
)
def test_a_path_echoed_in_an_encoding_that_changes_each_character_is_redacted(
    encode: Callable[[str], str],
) -> None:
    """Review 2026-12-01, L5: a Bot API echoing the path like this got the token printed."""
    echoed = encode(f"/bot{TOKEN}/getMe")
    out = RedactingFilter([TOKEN]).clean(f"Not Found: {echoed}")
    for part in (TOKEN_SECRET, TOKEN_SECRET[:8]):
        for form in (part, _every_byte_percent(part[:8]), _entities(part[:8])):
            assert form not in out
    assert base64.b64encode(f"/bot{TOKEN}".encode()).decode()[8:20] not in out
    assert "[TOKEN]" in out


def test_a_webhook_secret_spelled_as_entities_or_bytes_is_redacted() -> None:
    f = RedactingFilter([WEBHOOK_SECRET])
    for echoed in (_entities(WEBHOOK_SECRET), _every_byte_percent(WEBHOOK_SECRET)):
        assert f.clean(echoed) == "[SECRET]"
