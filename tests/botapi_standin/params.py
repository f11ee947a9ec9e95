"""Request parameters: decoding JSON, form and multipart bodies into one typed view.

python-telegram-bot sends form fields whose non-string values are JSON-dumped (``chat_id=42``,
``reply_markup={"inline_keyboard": ...}``, ``show_alert=true``), so every string is JSON-decoded
unless it is a free-text field, which Telegram never parses.
"""

from __future__ import annotations

import json
from email.message import Message
from email.parser import BytesParser
from email.policy import HTTP
from typing import Any
from urllib.parse import parse_qsl

from .model import JSON, Upload, bad_request

#: Fields whose string value is taken literally (text that may look like a number or JSON).
TEXT_FIELDS = frozenset(
    {
        "text",
        "caption",
        "data",
        "url",
        "secret_token",
        "callback_query_id",
        "inline_message_id",
        "parse_mode",
        "language_code",
        "action",
        "file_id",
        "photo",
        "description",
        "short_description",
        "name",
        "ip_address",
        "certificate",
        "question",
        "explanation",
    }
)


def _decode_value(name: str, value: Any) -> Any:
    if not isinstance(value, str) or name in TEXT_FIELDS:
        return value
    try:
        return json.loads(value)
    except ValueError:
        return value


def normalize(raw: JSON) -> JSON:
    """JSON-decode the string values of non-text fields; keep uploads and typed values."""
    return {name: _decode_value(name, value) for name, value in raw.items()}


def parse_body(content_type: str, body: bytes) -> JSON:
    """Parameters of a request body (JSON object, urlencoded form or multipart form)."""
    media_type = content_type.split(";", 1)[0].strip().lower()
    if not body:
        return {}
    if media_type == "application/json":
        try:
            data = json.loads(body)
        except ValueError:
            raise bad_request("can't parse JSON encoded request body") from None
        if not isinstance(data, dict):
            raise bad_request("JSON object expected in request body")
        return data
    if media_type == "multipart/form-data":
        return _parse_multipart(content_type, body)
    return dict(parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True))


def _parse_multipart(content_type: str, body: bytes) -> JSON:
    head = f"Content-Type: {content_type}\r\nMIME-Version: 1.0\r\n\r\n".encode()
    message = BytesParser(policy=HTTP).parsebytes(head + body)
    if not message.is_multipart():
        raise bad_request("can't parse multipart request body")
    fields: JSON = {}
    for part in message.iter_parts():
        assert isinstance(part, Message)
        name = part.get_param("name", header="content-disposition")
        if not isinstance(name, str):
            continue
        payload = part.get_payload(decode=True)
        data = payload if isinstance(payload, bytes) else b""
        filename = part.get_filename()
        if filename is not None:
            fields[name] = Upload(filename, part.get_content_type(), data)
        else:
            charset = part.get_content_charset() or "utf-8"
            fields[name] = data.decode(charset, "replace")
    return fields


class Params:
    """Typed, Telegram-flavoured access to a request's decoded parameters."""

    def __init__(self, data: JSON) -> None:
        self.data = data

    def __contains__(self, name: str) -> bool:
        return self.data.get(name) is not None

    def get(self, name: str, default: Any = None) -> Any:
        value = self.data.get(name)
        return default if value is None else value

    def get_int(self, name: str, default: int | None = None) -> int | None:
        value = self.data.get(name)
        if value is None or value == "":
            return default
        if isinstance(value, bool):
            raise bad_request(f"invalid {name} specified")
        try:
            return int(value)
        except (TypeError, ValueError):
            raise bad_request(f"invalid {name} specified") from None

    def get_float(self, name: str, default: float) -> float:
        value = self.data.get(name)
        if value is None or value == "":
            return default
        try:
            return float(value)
        except (TypeError, ValueError):
            raise bad_request(f"invalid {name} specified") from None

    def get_str(self, name: str, default: str | None = None) -> str | None:
        value = self.data.get(name)
        if value is None:
            return default
        return value if isinstance(value, str) else json.dumps(value)

    def get_bool(self, name: str) -> bool:
        value = self.data.get(name)
        if isinstance(value, str):
            return value.lower() in ("true", "1")
        return bool(value)

    def get_json(self, name: str) -> Any:
        """A JSON-valued field (object or array), decoded if it came as a string."""
        value = self.data.get(name)
        if isinstance(value, str):
            try:
                return json.loads(value)
            except ValueError:
                raise bad_request(f"can't parse {name} JSON object") from None
        return value
