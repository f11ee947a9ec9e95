"""Bot API methods about the bot itself: getMe, updates, webhook, commands, menu, files.

Each handler runs with ``Core.cond`` held, returns the ``result`` of the reply or raises ApiError.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from .core import Core, Webhook
from .media import file_info
from .model import JSON, ApiError, bad_request
from .params import Params

CONFLICT_WEBHOOK = (
    "Conflict: can't use getUpdates method while webhook is active; "
    "use deleteWebhook to delete the webhook first"
)
CONFLICT_OTHER_POLL = (
    "Conflict: terminated by other getUpdates request; "
    "make sure that only one bot instance is running"
)
Handler = Callable[[Core, Params], Any]

LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
CHAT_ACTIONS = frozenset(
    {
        "typing",
        "upload_photo",
        "record_video",
        "upload_video",
        "record_voice",
        "upload_voice",
        "upload_document",
        "choose_sticker",
        "find_location",
        "record_video_note",
        "upload_video_note",
    }
)
_COMMAND_RE = re.compile(r"[a-z0-9_]{1,32}")
_SECRET_RE = re.compile(r"[A-Za-z0-9_-]{1,256}")


@dataclass(frozen=True)
class Described:
    """A successful result that Telegram sends with a ``description`` (setWebhook & co.)."""

    result: Any
    description: str


def get_me(core: Core, p: Params) -> JSON:
    return dict(core.me)


def get_updates(core: Core, p: Params) -> list[JSON]:
    """Long poll: answer at once if updates are queued, else wait up to ``timeout`` seconds."""
    if core.webhook is not None:
        raise ApiError(409, CONFLICT_WEBHOOK)
    limit = min(max(p.get_int("limit", 100) or 100, 1), 100)
    deadline = time.monotonic() + max(p.get_float("timeout", 0.0), 0.0)
    allowed = p.get_json("allowed_updates")
    if allowed is not None:
        core.allowed_updates = list(allowed) or None
    core.confirm(p.get_int("offset"))
    core.poll_generation += 1
    generation = core.poll_generation
    while True:
        if core.webhook is not None:  # set while this poll was waiting
            raise ApiError(409, CONFLICT_WEBHOOK)
        if core.poll_generation != generation:
            raise ApiError(409, CONFLICT_OTHER_POLL)
        batch = core.pending(core.allowed_updates, limit)
        remaining = deadline - time.monotonic()
        if batch or remaining <= 0 or core.stopping:
            return batch
        core.cond.wait(remaining)


def set_webhook(core: Core, p: Params) -> Described:
    url = p.get_str("url", "") or ""
    if not url:
        return delete_webhook(core, p)
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise bad_request("bad webhook: An HTTPS URL must be provided for webhook")
    if parts.hostname not in LOOPBACK_HOSTS:
        raise bad_request("bad webhook: the stand-in only delivers to 127.0.0.1 / localhost")
    secret = p.get_str("secret_token")
    if secret is not None and not _SECRET_RE.fullmatch(secret):
        raise bad_request("secret token contains unallowed characters")
    if p.get_bool("drop_pending_updates"):
        core.updates.clear()
    allowed = p.get_json("allowed_updates")
    max_connections = p.get_int("max_connections", 40) or 40
    previous = core.webhook
    core.webhook = Webhook(url, secret, max_connections, list(allowed) if allowed else None)
    core.changed()  # a pending long poll ends with 409, as on Telegram
    unchanged = previous is not None and previous.url == url and previous.secret_token == secret
    return Described(True, "Webhook is already set" if unchanged else "Webhook was set")


def delete_webhook(core: Core, p: Params) -> Described:
    if p.get_bool("drop_pending_updates"):
        core.updates.clear()
    existed, core.webhook = core.webhook is not None, None
    core.changed()
    return Described(True, "Webhook was deleted" if existed else "Webhook is already deleted")


def webhook_info(core: Core) -> JSON:
    hook = core.webhook
    info: JSON = {
        "url": hook.url if hook else "",
        "has_custom_certificate": False,
        "pending_update_count": len(core.updates),
    }
    if hook is None:
        return info
    optional = {
        "last_error_date": hook.last_error_date,
        "last_error_message": hook.last_error_message,
        "max_connections": hook.max_connections,
        "ip_address": "127.0.0.1",
        "allowed_updates": hook.allowed_updates,
    }
    return info | {key: value for key, value in optional.items() if value is not None}


def get_webhook_info(core: Core, p: Params) -> JSON:
    return webhook_info(core)


def commands_key(scope: Any, language_code: str | None) -> tuple[str, str]:
    """Where setMyCommands stores a list: the canonical JSON of the scope, and the language."""
    scope = scope or {"type": "default"}
    return json.dumps(scope, sort_keys=True, separators=(",", ":")), language_code or ""


def _scope_key(p: Params) -> tuple[str, str]:
    language = p.get_str("language_code", "") or ""
    if language and not re.fullmatch(r"[a-z]{2}", language):
        raise bad_request("invalid language code specified")
    return commands_key(p.get_json("scope"), language)


def set_my_commands(core: Core, p: Params) -> bool:
    commands = p.get_json("commands")
    if not isinstance(commands, list):
        raise bad_request("can't parse commands JSON object")
    if len(commands) > 100:
        raise bad_request("too many commands specified")
    for command in commands:
        if not isinstance(command, dict) or not _COMMAND_RE.fullmatch(command.get("command", "")):
            raise bad_request("BOT_COMMAND_INVALID")
        if not 1 <= len(str(command.get("description") or "")) <= 256:
            raise bad_request("BOT_COMMAND_DESCRIPTION_INVALID")
    key = _scope_key(p)
    core.commands[key] = [
        {"command": c["command"], "description": c["description"]} for c in commands
    ]
    return True


def get_my_commands(core: Core, p: Params) -> list[JSON]:
    return [dict(c) for c in core.commands.get(_scope_key(p), [])]


def delete_my_commands(core: Core, p: Params) -> bool:
    core.commands.pop(_scope_key(p), None)
    return True


def set_chat_menu_button(core: Core, p: Params) -> bool:
    chat_id = p.get("chat_id")
    key = core.resolve_chat(chat_id).id if chat_id is not None else None
    core.menu_buttons[key] = p.get_json("menu_button") or {"type": "default"}
    return True


def get_chat_menu_button(core: Core, p: Params) -> JSON:
    chat_id = p.get("chat_id")
    key = core.resolve_chat(chat_id).id if chat_id is not None else None
    default = core.menu_buttons.get(None, {"type": "commands"})
    return dict(core.menu_buttons.get(key, default))


def send_chat_action(core: Core, p: Params) -> bool:
    core.resolve_chat(p.get("chat_id"))
    if p.get_str("action") not in CHAT_ACTIONS:
        raise bad_request("wrong parameter action in request")
    return True


def get_file(core: Core, p: Params) -> JSON:
    return file_info(core, p.get_str("file_id", "") or "")


def _bot_text(kind: str, limit: int) -> tuple[Handler, Handler]:
    """setMy<Kind> / getMy<Kind> for name, description and short_description, per language."""

    def setter(core: Core, p: Params) -> bool:
        value = p.get_str(kind, "") or ""
        if len(value) > limit:
            raise bad_request(f"{kind} is too long")
        core.bot_texts[(kind, p.get_str("language_code", "") or "")] = value
        return True

    def getter(core: Core, p: Params) -> JSON:
        language = p.get_str("language_code", "") or ""
        texts = core.bot_texts
        value = texts.get((kind, language), texts.get((kind, ""), ""))
        if kind == "name" and not value:
            value = core.me["first_name"]
        return {kind: value}

    return setter, getter


set_my_name, get_my_name = _bot_text("name", 64)
set_my_description, get_my_description = _bot_text("description", 512)
set_my_short_description, get_my_short_description = _bot_text("short_description", 120)


def accept(core: Core, p: Params) -> bool:
    """Methods the stand-in accepts without simulating them (logOut, close)."""
    return True
