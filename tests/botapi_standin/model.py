"""Plain data of the stand-in: users, chats, recorded calls, faults, flood rules, API errors."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

JSON = dict[str, Any]

#: Methods that post or change a message in a chat; they count towards flood limits.
MESSAGE_METHODS = frozenset(
    {
        "sendmessage",
        "sendphoto",
        "senddocument",
        "sendpoll",
        "editmessagetext",
        "editmessagecaption",
        "editmessagereplymarkup",
    }
)

NOT_MODIFIED = (
    "Bad Request: message is not modified: specified new message content and reply markup are "
    "exactly the same as a current content and reply markup of the message"
)
QUERY_TOO_OLD = "Bad Request: query is too old and response timeout expired or query ID is invalid"
BLOCKED = "Forbidden: bot was blocked by the user"


class ApiError(Exception):
    """An error reply: ``{"ok": false, "error_code": ..., "description": ...}``."""

    def __init__(self, code: int, description: str, retry_after: int | None = None) -> None:
        super().__init__(description)
        self.code = code
        self.description = description
        self.retry_after = retry_after

    def body(self) -> JSON:
        reply: JSON = {"ok": False, "error_code": self.code, "description": self.description}
        if self.retry_after is not None:
            reply["parameters"] = {"retry_after": self.retry_after}
        return reply


def bad_request(detail: str) -> ApiError:
    return ApiError(400, detail if detail.startswith("Bad Request") else f"Bad Request: {detail}")


def too_many_requests(retry_after: float) -> ApiError:
    seconds = max(1, math.ceil(retry_after))
    return ApiError(429, f"Too Many Requests: retry after {seconds}", retry_after=seconds)


@dataclass(frozen=True)
class TgUser:
    """A Telegram user (a person, ``is_bot`` false unless stated) who talks to the bot."""

    id: int
    first_name: str
    last_name: str | None = None
    username: str | None = None
    language_code: str | None = None
    is_bot: bool = False
    is_premium: bool | None = None

    def to_json(self) -> JSON:
        data: JSON = {"id": self.id, "is_bot": self.is_bot, "first_name": self.first_name}
        optional = {
            "last_name": self.last_name,
            "username": self.username,
            "language_code": self.language_code,
            "is_premium": self.is_premium,
        }
        data.update({key: value for key, value in optional.items() if value is not None})
        return data


@dataclass(frozen=True)
class TgChat:
    """A chat: ``type`` is "private", "group" or "supergroup"."""

    id: int
    type: str
    title: str | None = None
    username: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    is_forum: bool | None = None

    def to_json(self) -> JSON:
        data: JSON = {"id": self.id}
        optional = {
            "title": self.title,
            "username": self.username,
            "first_name": self.first_name,
            "last_name": self.last_name,
            "is_forum": self.is_forum,
        }
        data.update({key: value for key, value in optional.items() if value is not None})
        data["type"] = self.type
        return data

    @property
    def is_group(self) -> bool:
        return self.type in ("group", "supergroup")


ChatRef = TgChat | int


def chat_id_of(chat: ChatRef) -> int:
    return chat.id if isinstance(chat, TgChat) else chat


@dataclass(frozen=True)
class Upload:
    """A file sent in a multipart body."""

    filename: str
    content_type: str
    data: bytes


@dataclass(frozen=True)
class Call:
    """One Bot API request the bot made, with the reply it got.

    ``method`` is spelled as the bot sent it (e.g. "sendMessage"); ``params`` are decoded (JSON
    fields parsed, numbers as ``int``); ``time`` is the stand-in clock; ``status`` is the HTTP
    status (0 when the reply was dropped by a timeout fault).
    """

    method: str
    params: JSON
    time: float
    chat_id: int | None
    status: int
    ok: bool
    result: Any = None
    description: str | None = None

    @property
    def name(self) -> str:
        """Lower-cased method name, for case-insensitive comparison."""
        return self.method.lower()


class Fault(StrEnum):
    """What an injected fault makes the stand-in answer."""

    FLOOD = "flood"  # 429 Too Many Requests, parameters.retry_after
    SERVER_ERROR = "server_error"  # 500 Internal Server Error
    BAD_GATEWAY = "bad_gateway"  # 502 from the front proxy, an HTML body
    TIMEOUT = "timeout"  # hold the request for hold_seconds, then drop the connection
    NOT_MODIFIED = "not_modified"  # 400 message is not modified
    QUERY_TOO_OLD = "query_too_old"  # 400 query is too old
    BLOCKED = "blocked"  # 403 Forbidden: bot was blocked by the user


@dataclass
class FaultPlan:
    """An injected fault, live while ``remaining`` (None: unlimited) > 0 and before ``until``."""

    kind: Fault
    remaining: int | None
    methods: frozenset[str] | None  # lower-cased; None: every method except getUpdates
    chat_id: int | None
    until: float | None  # stand-in clock time
    retry_after: int = 5
    hold_seconds: float = 6.0
    performed: bool = False  # TIMEOUT only: the call takes effect, then the reply is lost
    hits: int = 0
    cancelled: bool = False

    def matches(self, method: str, chat_id: int | None, now: float) -> bool:
        if self.cancelled or (self.remaining is not None and self.remaining <= 0):
            return False
        if self.until is not None and now >= self.until:
            return False
        method_ok = method != "getupdates" if self.methods is None else method in self.methods
        return method_ok and (self.chat_id is None or self.chat_id == chat_id)

    def cancel(self) -> None:
        self.cancelled = True

    def error(self) -> ApiError | None:
        """The error reply of this fault; None for TIMEOUT and BAD_GATEWAY (not JSON)."""
        return {
            Fault.FLOOD: too_many_requests(self.retry_after),
            Fault.SERVER_ERROR: ApiError(500, "Internal Server Error"),
            Fault.NOT_MODIFIED: ApiError(400, NOT_MODIFIED),
            Fault.QUERY_TOO_OLD: ApiError(400, QUERY_TOO_OLD),
            Fault.BLOCKED: ApiError(403, BLOCKED),
        }.get(self.kind)


@dataclass(frozen=True)
class FloodRule:
    """At most ``limit`` message calls per rolling ``window`` seconds to one chat of these types."""

    limit: int = 20
    window: float = 60.0
    chat_types: frozenset[str] = field(default_factory=lambda: frozenset({"group", "supergroup"}))
    methods: frozenset[str] = MESSAGE_METHODS


#: Telegram's documented group limit: no more than 20 messages per minute to the same group.
GROUP_PER_MINUTE = FloodRule()
