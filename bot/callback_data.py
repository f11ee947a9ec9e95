"""Callback data: the whole state of a menu in at most 64 bytes, versioned and signed.

Format (one ASCII string, checked by an anchored pattern, then by the signature)::

    <version><action><lang><owner>.<payload>.<signature>
    1        g       e     2lfw6v .13       .Xy3k_9aQ0Lm

* version: ``FLOW_VERSION`` (one character); another version is ``Expired``;
* action: one of ``Action``; lang: e / s / i; owner: the menu opener's user id in base 36;
* payload: the path of answers (``bot.flow``), a language code, or a penalty card's code
  (``bot.penalty_view.CODES``) followed by the path of the ruling it was opened from;
* signature: keyed BLAKE2b (a MAC, RFC 7693) over everything before it, 8 bytes, base64url (11
  characters).

``decode`` never raises anything but ``CallbackDataError`` subclasses, whatever it is given.
"""

from __future__ import annotations

import binascii
import hashlib
import hmac
import re
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from bot.flow.tree import FLOW_VERSION

MAX_BYTES = 64
_LANGS = {"e": "en", "s": "es", "i": "it"}
_LANG_CODES = {v: k for k, v in _LANGS.items()}
_PATTERN = re.compile(
    r"(?P<version>[0-9a-z])(?P<action>[a-z])(?P<lang>[a-z])(?P<owner>[0-9a-z]{1,13})"
    r"\.(?P<payload>[0-9a-z]{0,24})\.(?P<signature>[A-Za-z0-9_-]{11})"
)


class Action(StrEnum):
    GO = "g"  # show the question or ruling at a path
    RULING = "r"  # back to the ruling at a path (its diagram is already in the chat)
    ORIGINAL = "o"  # the original text behind a ruling
    WHY = "w"  # the trace of a ruling
    NEW = "n"  # a new question, in a new message
    LANGUAGE = "l"  # choose a language
    CARD = "c"  # a penalty card (payload: its code, then the ruling's path)
    DIAGRAM = "d"  # send the ruling's field diagram (a group short of message budget)
    CLAUSE = "k"  # a rulebook clause found by a search (payload: the clause, then the page)
    QUIZ = "q"  # an answer to a quiz question (payload: the question, then the answer)


class CallbackDataError(ValueError):
    """Base: callback data we cannot act on (the menu is answered "expired")."""


class Malformed(CallbackDataError):
    """Not our format at all."""


class Expired(CallbackDataError):
    """Our format, another version of the flow (e.g. before an upgrade)."""


class Forged(CallbackDataError):
    """The signature does not match (forged, or signed with another secret)."""


@dataclass(frozen=True, slots=True)
class CallbackData:
    action: Action
    owner: int
    lang: str
    payload: str = ""


_URL_SAFE = bytes.maketrans(b"+/", b"-_")
_PAYLOAD = re.compile(r"[0-9a-z]{0,24}")


@lru_cache(maxsize=1024)
def _b36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


class Codec:
    """Encodes and decodes callback data with one secret key."""

    __slots__ = ("_mac",)

    def __init__(self, key: bytes) -> None:
        if len(key) < 16:
            raise ValueError("the callback key must be at least 16 bytes")
        # keyed once: each signature copies this state instead of keying BLAKE2b again
        self._mac = hashlib.blake2b(key=key, digest_size=8)

    def _sign(self, body: str) -> str:
        # keyed BLAKE2b is a MAC in its own right (RFC 7693) and half the cost of HMAC-SHA256,
        # which matters: every screen signs each of its buttons
        mac = self._mac.copy()
        mac.update(body.encode("ascii"))
        encoded = binascii.b2a_base64(mac.digest(), newline=False)  # URL-safe: as base64's
        return encoded.translate(_URL_SAFE)[:11].decode("ascii")

    def encode(self, data: CallbackData) -> str:
        if data.owner <= 0:
            raise ValueError("owner must be a positive user id")
        if not _PAYLOAD.fullmatch(data.payload):
            raise ValueError(f"payload must be 0-24 of [0-9a-z], got {data.payload!r}")
        lang = _LANG_CODES[data.lang]
        body = f"{FLOW_VERSION}{data.action.value}{lang}{_b36(data.owner)}.{data.payload}"
        return f"{body}.{self._sign(body)}"  # at most 1+1+1+13+1+24+1+11 = 53 bytes

    def decode(self, raw: object) -> CallbackData:
        if not isinstance(raw, str) or len(raw) > MAX_BYTES:
            raise Malformed("not a string of at most 64 characters")
        match = _PATTERN.fullmatch(raw)
        if match is None:
            raise Malformed("not callback data of this bot")
        if match["version"] != FLOW_VERSION:
            raise Expired(f"version {match['version']}, this bot speaks {FLOW_VERSION}")
        body = raw[: match.start("signature") - 1]
        if not hmac.compare_digest(self._sign(body), match["signature"]):
            raise Forged("bad signature")
        try:
            action = Action(match["action"])
        except ValueError:
            raise Malformed("unknown action") from None
        lang = _LANGS.get(match["lang"])
        if lang is None:
            raise Malformed("unknown language")
        return CallbackData(action, int(match["owner"], 36), lang, match["payload"])


def derive_key(secret: str | None, token: str | None) -> bytes:
    """The signing key: CALLBACK_SECRET if set, else derived from the bot token (stable across
    restarts, so menus stay valid), else a fixed key for the offline terminal."""
    if secret:
        return hashlib.sha256(b"polo-rules-bot/callback-secret/" + secret.encode()).digest()
    if token:
        return hmac.new(token.encode(), b"polo-rules-bot/callback-data", hashlib.sha256).digest()
    return hashlib.sha256(b"polo-rules-bot/offline").digest()
