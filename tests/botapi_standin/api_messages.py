"""Bot API methods about messages: send, edit, delete, photos, callback answers.

Each handler runs with ``Core.cond`` held, returns the ``result`` of the reply or raises ApiError.
"""

from __future__ import annotations

from typing import Any

from .core import Core
from .entities import EntityParseError, trim, utf16_len
from .media import document_by_file_id, photo_by_file_id, store_document, store_photo
from .model import BLOCKED, JSON, NOT_MODIFIED, QUERY_TOO_OLD, ApiError, TgChat, Upload, bad_request
from .params import Params
from .parse_modes import parse_text

MAX_TEXT = 4096
MAX_CAPTION = 1024
MAX_CALLBACK_DATA = 64
MAX_CALLBACK_TEXT = 200


def _target_chat(core: Core, p: Params) -> TgChat:
    chat = core.resolve_chat(p.get("chat_id"))
    if chat.id in core.blocked:
        raise ApiError(403, BLOCKED)
    return chat


def _formatted(p: Params, field: str, entities_field: str) -> tuple[str, list[JSON]]:
    """The text of ``field`` after parse_mode (or explicit entities) and trimming."""
    source = p.get_str(field, "") or ""
    try:
        text, entities = parse_text(source, p.get_str("parse_mode"))
    except EntityParseError as exc:
        raise bad_request(str(exc)) from None
    except ValueError as exc:
        raise bad_request(str(exc)) from None
    if not p.get("parse_mode") and entities_field in p:
        entities = list(p.get_json(entities_field) or [])
    return trim(text, entities)


def inline_markup(p: Params) -> JSON | None:
    """The reply_markup a Message echoes: inline keyboards only, validated like Telegram."""
    markup = p.get_json("reply_markup")
    if not isinstance(markup, dict) or "inline_keyboard" not in markup:
        return None  # reply keyboards, ReplyKeyboardRemove, ForceReply are not echoed
    rows = markup["inline_keyboard"]
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise bad_request('field "inline_keyboard" of the InlineKeyboardMarkup must be an Array')
    for row in rows:
        for button in row:
            if not isinstance(button, dict) or not button.get("text"):
                raise bad_request("text buttons are unallowed in the inline keyboard")
            data = button.get("callback_data")
            if data is not None and not 1 <= len(str(data).encode()) <= MAX_CALLBACK_DATA:
                raise bad_request("BUTTON_DATA_INVALID")
    return {"inline_keyboard": [[dict(button) for button in row] for row in rows if row]}


def _reply_to(core: Core, chat: TgChat, p: Params) -> JSON | None:
    params = p.get_json("reply_parameters")
    if isinstance(params, dict):
        message_id, lenient = (
            params.get("message_id"),
            bool(params.get("allow_sending_without_reply")),
        )
        if params.get("chat_id") not in (None, chat.id, str(chat.id)):
            chat = core.resolve_chat(params["chat_id"])
    else:
        message_id, lenient = (
            p.get_int("reply_to_message_id"),
            p.get_bool("allow_sending_without_reply"),
        )
    if message_id is None:
        return None
    replied = core.replied(chat.id, message_id)
    if replied is None and not lenient:
        raise bad_request("message to be replied not found")
    return replied


def _common(core: Core, chat: TgChat, p: Params) -> JSON:
    return {
        "reply_to_message": _reply_to(core, chat, p),
        "has_protected_content": True if p.get_bool("protect_content") else None,
        "reply_markup": inline_markup(p),
    }


def send_message(core: Core, p: Params) -> JSON:
    chat = _target_chat(core, p)
    text, entities = _formatted(p, "text", "entities")
    if not text:
        raise bad_request("message text is empty")
    if utf16_len(text) > MAX_TEXT:
        raise bad_request("message is too long")
    preview = p.get_json("link_preview_options")
    if preview is None and p.get_bool("disable_web_page_preview"):
        preview = {"is_disabled": True}
    common = _common(core, chat, p)
    fields: JSON = {"reply_to_message": common.pop("reply_to_message"), "text": text}
    fields |= {"entities": entities or None, "link_preview_options": preview or None, **common}
    return core.store_message(chat, core.bot_user_json(), fields)


def send_photo(core: Core, p: Params) -> JSON:
    chat = _target_chat(core, p)
    photo_param = p.get("photo")
    if isinstance(photo_param, str) and photo_param.startswith("attach://"):
        photo_param = p.get(photo_param.removeprefix("attach://"))
    if isinstance(photo_param, Upload):
        photo = store_photo(core, photo_param)
    elif isinstance(photo_param, str) and photo_param:
        photo = photo_by_file_id(core, photo_param)
    else:
        raise bad_request("there is no photo in the request")
    caption, entities = _formatted(p, "caption", "caption_entities")
    if utf16_len(caption) > MAX_CAPTION:
        raise bad_request("message caption is too long")
    common = _common(core, chat, p)
    fields: JSON = {"reply_to_message": common.pop("reply_to_message"), "photo": photo}
    fields |= {
        "caption": caption or None,
        "caption_entities": entities or None,
        "show_caption_above_media": True if p.get_bool("show_caption_above_media") else None,
        "has_media_spoiler": True if p.get_bool("has_spoiler") else None,
        **common,
    }
    return core.store_message(chat, core.bot_user_json(), fields)


def send_document(core: Core, p: Params) -> JSON:
    """A file as a document (the cheat sheet's PDF): uploaded, or sent again by its file_id."""
    chat = _target_chat(core, p)
    sent = p.get("document")
    if isinstance(sent, str) and sent.startswith("attach://"):
        sent = p.get(sent.removeprefix("attach://"))
    if isinstance(sent, Upload):
        document = store_document(core, sent)
    elif isinstance(sent, str) and sent:
        document = document_by_file_id(core, sent)
    else:
        raise bad_request("there is no document in the request")
    caption, entities = _formatted(p, "caption", "caption_entities")
    if utf16_len(caption) > MAX_CAPTION:
        raise bad_request("message caption is too long")
    common = _common(core, chat, p)
    fields: JSON = {"reply_to_message": common.pop("reply_to_message"), "document": document}
    fields |= {"caption": caption or None, "caption_entities": entities or None, **common}
    return core.store_message(chat, core.bot_user_json(), fields)


def _editable(core: Core, p: Params) -> JSON:
    if "inline_message_id" in p:
        raise bad_request("message to edit not found")  # inline messages are not simulated
    chat = _target_chat(core, p)
    message_id = p.get_int("message_id")
    if message_id is None:
        raise bad_request("message identifier is not specified")
    message = core.find_message(chat.id, message_id)
    if message is None:
        raise bad_request("message to edit not found")
    if message.get("from", {}).get("id") != core.me["id"]:
        raise bad_request("message can't be edited")
    return message


def _edit(core: Core, message: JSON, changes: JSON) -> JSON:
    if all(message.get(key) == value for key, value in changes.items()):
        raise ApiError(400, NOT_MODIFIED)
    return core.update_message(message, changes)


def edit_message_text(core: Core, p: Params) -> JSON:
    message = _editable(core, p)
    if "text" not in message:
        raise bad_request("there is no text in the message to edit")
    text, entities = _formatted(p, "text", "entities")
    if not text:
        raise bad_request("message text is empty")
    if utf16_len(text) > MAX_TEXT:
        raise bad_request("MESSAGE_TOO_LONG")
    # Like Telegram: leaving out reply_markup removes the inline keyboard.
    changes = {"text": text, "entities": entities or None, "reply_markup": inline_markup(p)}
    return _edit(core, message, changes)


def edit_message_caption(core: Core, p: Params) -> JSON:
    message = _editable(core, p)
    if "photo" not in message:
        raise bad_request("there is no caption in the message to edit")
    caption, entities = _formatted(p, "caption", "caption_entities")
    if utf16_len(caption) > MAX_CAPTION:
        raise bad_request("message caption is too long")
    changes = {
        "caption": caption or None,
        "caption_entities": entities or None,
        "reply_markup": inline_markup(p),
    }
    return _edit(core, message, changes)


def edit_message_reply_markup(core: Core, p: Params) -> JSON:
    message = _editable(core, p)
    return _edit(core, message, {"reply_markup": inline_markup(p)})


def delete_message(core: Core, p: Params) -> bool:
    chat = core.resolve_chat(p.get("chat_id"))
    message_id = p.get_int("message_id")
    if message_id is None or core.find_message(chat.id, message_id) is None:
        raise bad_request("message to delete not found")
    del core.messages[chat.id][message_id]
    core.changed()
    return True


def answer_callback_query(core: Core, p: Params) -> bool:
    state = core.callbacks.get(p.get_str("callback_query_id") or "")
    ttl = core.callback_query_ttl
    expired = state is not None and ttl is not None and core.now() - state.created > ttl
    if state is None or state.answer is not None or expired:
        raise ApiError(400, QUERY_TOO_OLD)
    text = p.get_str("text")
    if text is not None and len(text) > MAX_CALLBACK_TEXT:
        raise bad_request("MESSAGE_TOO_LONG")
    answer: dict[str, Any] = {"text": text, "show_alert": p.get_bool("show_alert")}
    answer |= {"url": p.get_str("url"), "cache_time": p.get_int("cache_time", 0)}
    state.answer = answer
    core.changed()
    return True
