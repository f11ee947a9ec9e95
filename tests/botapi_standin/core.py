"""The stand-in's state, shared by the HTTP side (the bot's calls) and the test side.

Every field is guarded by ``Core.cond`` (a Condition over an RLock).  Whoever changes state calls
``changed()``, which wakes long polls, the webhook deliverer, ``wait_for`` and ``wait_for_async``.
"""

from __future__ import annotations

import asyncio
import base64
import copy
import hashlib
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .model import (
    JSON,
    MESSAGE_METHODS,
    Call,
    FaultPlan,
    FloodRule,
    TgChat,
    bad_request,
    too_many_requests,
)


@dataclass
class Webhook:
    url: str
    secret_token: str | None
    max_connections: int
    allowed_updates: list[str] | None
    last_error_date: int | None = None
    last_error_message: str | None = None


@dataclass
class StoredFile:
    file_id: str
    file_unique_id: str
    file_path: str
    data: bytes
    content_type: str
    photo: list[JSON] = field(default_factory=list)  # the PhotoSize set this file belongs to


@dataclass
class CallbackState:
    query: JSON
    created: float
    answer: JSON | None = None


def _digest(*parts: object, size: int = 24) -> str:
    raw = hashlib.sha256(":".join(map(str, parts)).encode()).digest()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")[:size]


class Core:
    """Bot API state: chats and their messages, the update queue, webhook, commands, files."""

    def __init__(self, token: str, me: JSON, clock: Callable[[], float]) -> None:
        self.cond = threading.Condition(threading.RLock())
        self.token = token
        self.me = me
        self.clock = clock
        self.stopping = False
        self.stopped = threading.Event()
        self.chats: dict[int, TgChat] = {}
        self.blocked: set[int] = set()
        self.messages: dict[int, dict[int, JSON]] = {}
        self.history: dict[tuple[int, int], list[JSON]] = {}
        self._next_message_id: dict[int, int] = {}
        self.updates: list[JSON] = []
        self._next_update_id = 100_000_001
        self.allowed_updates: list[str] | None = None
        self.poll_generation = 0
        self.webhook: Webhook | None = None
        self.callbacks: dict[str, CallbackState] = {}
        self.callback_query_ttl: float | None = None
        self.inline_queries: dict[str, object] = {}  # api_inline.InlineState by query id
        self.commands: dict[tuple[str, str], list[JSON]] = {}
        self.menu_buttons: dict[int | None, JSON] = {}
        self.bot_texts: dict[tuple[str, str], str] = {}  # (name|description|..., language)
        self.files: dict[str, StoredFile] = {}
        self.calls: list[Call] = []
        self.deliveries: list[JSON] = []  # webhook POSTs: update_id, url, status, error, time
        self.faults: list[FaultPlan] = []
        self.flood_rules: list[FloodRule] = []
        self._counter = 0
        self._async_waiters: set[tuple[asyncio.AbstractEventLoop, asyncio.Event]] = set()

    # -- notification ------------------------------------------------------------------------
    def changed(self) -> None:
        with self.cond:
            self.cond.notify_all()
            waiters = list(self._async_waiters)
        for loop, event in waiters:
            try:
                loop.call_soon_threadsafe(event.set)
            except RuntimeError:  # that loop is closed; its waiter is gone
                self.remove_async_waiter(loop, event)

    def add_async_waiter(self, loop: asyncio.AbstractEventLoop, event: asyncio.Event) -> None:
        with self.cond:
            self._async_waiters.add((loop, event))

    def remove_async_waiter(self, loop: asyncio.AbstractEventLoop, event: asyncio.Event) -> None:
        with self.cond:
            self._async_waiters.discard((loop, event))

    # -- ids, time ---------------------------------------------------------------------------
    def now(self) -> float:
        return self.clock()

    def next_seq(self) -> int:
        with self.cond:
            self._counter += 1
            return self._counter

    def new_file_ids(self) -> tuple[str, str]:
        n = self.next_seq()
        return "AgACAgIAAxkDAAI" + _digest("file", n, size=48), "AQAD" + _digest("uniq", n, 12)

    def chat_instance(self, chat_id: int) -> str:
        return str(int(_digest("instance", chat_id, self.me["id"]).encode().hex()[:15], 16))

    def bot_user_json(self) -> JSON:
        """The bot as the ``from`` of its own messages."""
        return {key: self.me[key] for key in ("id", "is_bot", "first_name", "username")}

    # -- chats and messages ------------------------------------------------------------------
    def add_chat(self, chat: TgChat) -> TgChat:
        with self.cond:
            self.chats[chat.id] = chat
            self.messages.setdefault(chat.id, {})
            return chat

    def resolve_chat(self, chat_id: object) -> TgChat:
        """The chat ``chat_id`` (int, numeric string or "@username") names, or 400."""
        if chat_id is None or chat_id == "":
            raise bad_request("chat_id is empty")
        if isinstance(chat_id, str) and chat_id.startswith("@"):
            found = [c for c in self.chats.values() if c.username == chat_id[1:]]
            if found:
                return found[0]
            raise bad_request("chat not found")
        try:
            return self.chats[int(str(chat_id))]
        except (KeyError, ValueError):
            raise bad_request("chat not found") from None

    def store_message(self, chat: TgChat, sender: JSON, fields: JSON) -> JSON:
        """Give ``fields`` a message_id (per chat) and date, store it, return a copy."""
        with self.cond:
            message_id = self._next_message_id.get(chat.id, 1)
            self._next_message_id[chat.id] = message_id + 1
            message: JSON = {
                "message_id": message_id,
                "from": sender,
                "chat": chat.to_json(),
                "date": int(self.now()),
            }
            message.update({key: value for key, value in fields.items() if value is not None})
            self.messages.setdefault(chat.id, {})[message_id] = message
            self.history[(chat.id, message_id)] = [copy.deepcopy(message)]
            self.changed()
            return copy.deepcopy(message)

    def find_message(self, chat_id: int, message_id: object) -> JSON | None:
        try:
            return self.messages.get(chat_id, {}).get(int(str(message_id)))
        except ValueError:
            return None

    def replied(self, chat_id: int, message_id: int) -> JSON | None:
        """The message as Telegram embeds it in ``reply_to_message`` (one level deep)."""
        original = self.find_message(chat_id, message_id)
        if original is None:
            return None
        embedded = copy.deepcopy(original)
        embedded.pop("reply_to_message", None)
        return embedded

    def update_message(self, message: JSON, changes: JSON) -> JSON:
        """Apply an edit (None values delete fields), stamp edit_date, return a copy."""
        with self.cond:
            for name, value in changes.items():
                if value is None:
                    message.pop(name, None)
                else:
                    message[name] = value
            message["edit_date"] = int(self.now())
            key = (message["chat"]["id"], message["message_id"])
            self.history.setdefault(key, []).append(copy.deepcopy(message))
            self.changed()
            return copy.deepcopy(message)

    # -- updates -----------------------------------------------------------------------------
    def queue_update(self, kind: str, payload: JSON) -> JSON:
        with self.cond:
            update = {"update_id": self._next_update_id, kind: copy.deepcopy(payload)}
            self._next_update_id += 1
            self.updates.append(update)
            self.changed()
            return copy.deepcopy(update)

    def confirm(self, offset: int | None) -> None:
        """getUpdates ``offset``: forget updates below it; negative keeps only the last -offset."""
        with self.cond:
            if offset is None or offset == 0:
                return
            if offset > 0:
                self.updates = [u for u in self.updates if u["update_id"] >= offset]
            else:
                self.updates = self.updates[offset:]
            self.changed()

    def pending(self, allowed: Iterable[str] | None, limit: int = 100) -> list[JSON]:
        """Up to ``limit`` queued updates, dropping those of kinds not in ``allowed``."""
        with self.cond:
            if allowed:
                kinds = set(allowed)
                self.updates = [u for u in self.updates if update_kind(u) in kinds]
            return copy.deepcopy(self.updates[:limit])

    # -- calls, faults, flood limits ---------------------------------------------------------
    def record(self, call: Call) -> None:
        with self.cond:
            self.calls.append(call)
            self.changed()

    def take_fault(self, method: str, chat_id: int | None) -> FaultPlan | None:
        with self.cond:
            now = self.now()
            for plan in self.faults:
                if plan.matches(method, chat_id, now):
                    plan.hits += 1
                    if plan.remaining is not None:
                        plan.remaining -= 1
                    return plan
            return None

    def message_times(self, chat_id: int, methods: Iterable[str] = MESSAGE_METHODS) -> list[float]:
        names = {m.lower() for m in methods}
        with self.cond:
            return [c.time for c in self.calls if c.ok and c.chat_id == chat_id and c.name in names]

    def check_flood(self, method: str, chat: TgChat) -> None:
        """Raise 429 if one more ``method`` call to ``chat`` would break a flood rule."""
        now = self.now()
        for rule in self.flood_rules:
            if method not in rule.methods or chat.type not in rule.chat_types:
                continue
            recent = [t for t in self.message_times(chat.id, rule.methods) if t > now - rule.window]
            if len(recent) >= rule.limit:
                raise too_many_requests(min(recent) + rule.window - now)


def update_kind(update: JSON) -> str:
    return next(key for key in update if key != "update_id")
