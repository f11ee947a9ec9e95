"""An offline Telegram for the bot's tests: a ``BaseRequest`` that records every Bot API call and
answers like Telegram would, plus helpers that build updates the way Telegram sends them and feed
them through the real ``Application``.

Faults can be queued per method: a 429 with retry_after, a time-out, "message is not modified",
"query is too old", a 403.
"""

from __future__ import annotations

import itertools
import json
import logging
import time
from collections import defaultdict, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from telegram import Update
from telegram.error import TimedOut
from telegram.request import BaseRequest, RequestData

from bot.context import BotApplication
from bot.settings import Settings, load_settings

TOKEN = "123456789:AAHarnessTokenAbcdefghijklmnopqrstuv"
BOT = {"id": 123456789, "is_bot": True, "first_name": "Polo Rules", "username": "PoloRulesBot"}
_LOG = logging.getLogger("httpx")  # speaks like httpx does, to test the redaction

FAULTS: dict[str, tuple[int, dict[str, Any]]] = {
    "429": (
        429,
        {"description": "Too Many Requests: retry after 1", "parameters": {"retry_after": 1}},
    ),
    "not_modified": (
        400,
        {
            "description": "Bad Request: message is not modified: specified new message content "
            "and reply markup are exactly the same as a current content and reply markup of the "
            "message"
        },
    ),
    "too_old": (
        400,
        {
            "description": "Bad Request: query is too old and response timeout expired or query "
            "ID is invalid"
        },
    ),
    "403": (403, {"description": "Forbidden: bot was blocked by the user"}),
}


@dataclass
class Call:
    method: str
    params: dict[str, Any]


@dataclass
class FakeTelegram(BaseRequest):
    """The Bot API, offline. ``calls`` records every request in order."""

    calls: list[Call] = field(default_factory=list)
    faults: dict[str, deque[str]] = field(default_factory=lambda: defaultdict(deque))
    messages: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    admins: set[tuple[int, int]] = field(default_factory=set)
    photos: list[str] = field(default_factory=list)  # file ids of photos sent, in order
    documents: list[str] = field(default_factory=list)  # file ids of documents sent, in order
    _ids: itertools.count[int] = field(default_factory=lambda: itertools.count(1000))

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None

    @property
    def read_timeout(self) -> float | None:
        return None

    def fail_next(self, method: str, fault: str) -> None:
        self.faults[method].append(fault)

    def called(self, method: str) -> list[Call]:
        return [c for c in self.calls if c.method == method]

    async def do_request(  # noqa: PLR0917 (BaseRequest's signature)
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: Any = None,
        write_timeout: Any = None,
        connect_timeout: Any = None,
        pool_timeout: Any = None,
    ) -> tuple[int, bytes]:
        _LOG.info('HTTP Request: %s %s "HTTP/1.1 200 OK"', method, url)
        name = url.rsplit("/", 1)[-1]
        params = dict(request_data.parameters) if request_data else {}
        self.calls.append(Call(name, params))
        if self.faults[name]:
            fault = self.faults[name].popleft()
            if fault == "timeout":
                raise TimedOut("Timed out")
            status, body = FAULTS[fault]
            return status, json.dumps({"ok": False, "error_code": status, **body}).encode()
        result = self._reply(name, params)
        if isinstance(result, tuple):
            status, body = result
            return status, json.dumps({"ok": False, "error_code": status, **body}).encode()
        return 200, json.dumps({"ok": True, "result": result}).encode()

    def _reply(self, name: str, p: dict[str, Any]) -> Any:
        if name == "getMe":
            return BOT
        if name == "sendMessage":
            chat_id = int(p["chat_id"])
            message = {
                "message_id": next(self._ids),
                "date": int(time.time()),
                "chat": _chat(chat_id),
                "from": BOT,
                "text": p["text"],
            }
            if "reply_markup" in p:
                message["reply_markup"] = _markup(p["reply_markup"])
            reply = p.get("reply_parameters")
            if reply:
                asked = self.messages.get((chat_id, int(_loads(reply)["message_id"])))
                if asked:
                    message["reply_to_message"] = asked
            self.messages[(chat_id, message["message_id"])] = message
            return message
        if name == "sendPhoto":
            return self._photo(p)
        if name == "sendDocument":
            return self._document(p)
        if name in ("editMessageText", "editMessageReplyMarkup"):
            key = (int(p["chat_id"]), int(p["message_id"]))
            old = self.messages[key]
            new = dict(old)
            if "text" in p:
                new["text"] = p["text"]
            new.pop("reply_markup", None)
            if "reply_markup" in p:
                new["reply_markup"] = _markup(p["reply_markup"])
            if new.get("text") == old.get("text") and new.get("reply_markup") == old.get(
                "reply_markup"
            ):
                return FAULTS["not_modified"]
            new["edit_date"] = int(time.time())
            self.messages[key] = new
            return new
        if name == "getChatMember":
            admin = (int(p["chat_id"]), int(p["user_id"])) in self.admins
            user = {"id": int(p["user_id"]), "is_bot": False, "first_name": "U"}
            if admin:
                return {"status": "administrator", "user": user, **_ADMIN_RIGHTS}
            return {"status": "member", "user": user}
        # answerCallbackQuery, setMyCommands, deleteWebhook, ...
        return True

    def _photo(self, p: dict[str, Any]) -> dict[str, Any]:
        """A photo message; an upload (sent as a file, so absent from the JSON parameters) gets a
        new file id, a file id sent again is kept."""
        chat_id = int(p["chat_id"])
        photo = p.get("photo")
        file_id = str(photo) if photo else f"photo-{next(self._ids)}"
        message = {
            "message_id": next(self._ids),
            "date": int(time.time()),
            "chat": _chat(chat_id),
            "from": BOT,
            "photo": [
                {"file_id": file_id, "file_unique_id": "u" + file_id, "width": 720, "height": 1280}
            ],
            "caption": p.get("caption", ""),
        }
        self.messages[(chat_id, message["message_id"])] = message
        self.photos.append(file_id)
        return message

    def _document(self, p: dict[str, Any]) -> dict[str, Any]:
        """A document message, file ids as for photos (the cheat sheet's PDF)."""
        chat_id = int(p["chat_id"])
        sent = p.get("document")
        file_id = str(sent) if sent else f"doc-{next(self._ids)}"
        message = {
            "message_id": next(self._ids),
            "date": int(time.time()),
            "chat": _chat(chat_id),
            "from": BOT,
            "document": {"file_id": file_id, "file_unique_id": "u" + file_id},
            "caption": p.get("caption", ""),
        }
        self.messages[(chat_id, message["message_id"])] = message
        self.documents.append(file_id)
        return message

    def remember(self, message: dict[str, Any]) -> None:
        self.messages[(message["chat"]["id"], message["message_id"])] = message


_ADMIN_RIGHTS = dict.fromkeys(
    [
        "can_be_edited",
        "can_manage_chat",
        "can_delete_messages",
        "can_manage_video_chats",
        "can_restrict_members",
        "can_promote_members",
        "can_change_info",
        "can_invite_users",
        "can_post_stories",
        "can_edit_stories",
        "can_delete_stories",
        "is_anonymous",
    ],
    True,
)


def _loads(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def _markup(value: Any) -> dict[str, Any]:
    markup: dict[str, Any] = _loads(value)
    return markup


def _chat(chat_id: int) -> dict[str, Any]:
    if chat_id > 0:
        return {"id": chat_id, "type": "private", "first_name": "U"}
    return {"id": chat_id, "type": "supergroup", "title": "Club umpires"}


def user(user_id: int, lang: str | None = "en") -> dict[str, Any]:
    u: dict[str, Any] = {"id": user_id, "is_bot": False, "first_name": f"User{user_id}"}
    if lang:
        u["language_code"] = lang
    return u


def settings_for(data_dir: Path, **env: str) -> Settings:
    values = {"TELEGRAM_BOT_TOKEN": TOKEN, "DATA_DIR": str(data_dir), **env}
    return load_settings(values, env_file=None)


class Chat:
    """Drives one application as users in chats would."""

    def __init__(self, app: BotApplication, api: FakeTelegram) -> None:
        self.app, self.api = app, api
        self._updates = itertools.count(1)
        self._queries = itertools.count(1)

    async def send(
        self, text: str, sender: dict[str, Any], chat_id: int | None = None, **extra: Any
    ) -> None:
        chat_id = sender["id"] if chat_id is None else chat_id
        message: dict[str, Any] = {
            "message_id": next(self.api._ids),
            "date": int(time.time()),
            "chat": _chat(chat_id),
            "from": sender,
            "text": text,
            **extra,
        }
        if text.startswith("/"):
            command = text.split(maxsplit=1)[0]
            message["entities"] = [{"type": "bot_command", "offset": 0, "length": len(command)}]
        self.api.remember(message)
        await self.feed({"update_id": next(self._updates), "message": message})

    async def press(self, message: dict[str, Any], data: str, presser: dict[str, Any]) -> None:
        query = {
            "id": str(next(self._queries)),
            "from": presser,
            "chat_instance": "ci",
            "message": message,
            "data": data,
        }
        await self.feed({"update_id": next(self._updates), "callback_query": query})

    async def tap(
        self, label: str, presser: dict[str, Any], message: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """Press the button whose label contains ``label`` on ``message`` (default: the newest
        message of the presser's chat) and return that message as it is afterwards."""
        message = message or self.last_message()
        message = self.api.messages[(message["chat"]["id"], message["message_id"])]
        data = button(message, label)
        await self.press(message, data, presser)
        return self.api.messages[(message["chat"]["id"], message["message_id"])]

    def last_message(self, chat_id: int | None = None) -> dict[str, Any]:
        """The bot's newest text message (menus and rulings; diagrams are photos)."""
        return self._last(chat_id, "text")

    def last_photo(self, chat_id: int | None = None) -> dict[str, Any]:
        return self._last(chat_id, "photo")

    def _last(self, chat_id: int | None, kind: str) -> dict[str, Any]:
        ours = [
            m
            for (c, _), m in self.api.messages.items()
            if m.get("from", {}).get("id") == BOT["id"]
            and kind in m
            and (chat_id is None or c == chat_id)
        ]
        return max(ours, key=lambda m: m["message_id"])

    async def feed(self, data: dict[str, Any]) -> None:
        await self.app.process_update(Update.de_json(data, self.app.bot))


def buttons(message: dict[str, Any]) -> list[dict[str, Any]]:
    return [b for row in message.get("reply_markup", {}).get("inline_keyboard", []) for b in row]


def button(message: dict[str, Any], label: str) -> str:
    for b in buttons(message):
        if label in b["text"]:
            return str(b["callback_data"])
    raise AssertionError(f"no button {label!r} in {[b['text'] for b in buttons(message)]}")
