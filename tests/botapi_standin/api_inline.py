"""Inline mode: ``answerInlineQuery``, validated like Telegram, and what a user's choice of a
result puts in a chat.

The test side queues an inline query (``UpdatesMixin.inline_query``); the bot answers it once;
the user then picks a result (``UpdatesMixin.choose_inline_result``): its message appears in the
chosen chat, sent by the user "via" the bot, and a ``chosen_inline_result`` update is queued
(Telegram sends those only with /setinlinefeedback on; here always).

Checked as Telegram checks: the query exists and is answered once, at most 50 results, ids of
1-64 bytes and unique, an article's title and its message text (1-4096 characters after
parsing), inline keyboards, and the button above the results (``start_parameter``: 1-64 of
``A-Za-z0-9_-``).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any, cast

from .api_messages import MAX_TEXT
from .core import Core
from .entities import EntityParseError, trim
from .model import JSON, QUERY_TOO_OLD, ApiError, bad_request
from .params import Params
from .parse_modes import parse_text

MAX_RESULTS = 50
MAX_RESULT_ID = 64
_START_PARAMETER = re.compile(r"[A-Za-z0-9_-]{1,64}")


@dataclass
class InlineState:
    """One inline query: what the user typed, and the bot's answer once given."""

    query: JSON
    answer: JSON | None = None
    results: dict[str, JSON] = field(default_factory=dict)


def states(core: Core) -> dict[str, InlineState]:
    """The inline queries of this Bot API, by query id (kept on the core)."""
    return cast(dict[str, InlineState], core.inline_queries)


def answer_inline_query(core: Core, p: Params) -> bool:
    state = states(core).get(p.get_str("inline_query_id") or "")
    if state is None or state.answer is not None:
        raise ApiError(400, QUERY_TOO_OLD)
    results = p.get_json("results")
    if not isinstance(results, list):
        raise bad_request("results must be an Array")
    if len(results) > MAX_RESULTS:
        raise bad_request("RESULTS_TOO_MUCH")
    checked = [_result(r) for r in results]
    ids = [r["id"] for r in checked]
    if len(ids) != len(set(ids)):
        raise bad_request("RESULT_ID_DUPLICATE")
    button = p.get_json("button")
    if button is not None:
        _button(button)
    state.answer = {
        "results": checked,
        "cache_time": p.get_int("cache_time", 300),
        "is_personal": p.get_bool("is_personal"),
        "button": copy.deepcopy(button),
    }
    state.results = {r["id"]: r for r in checked}
    core.changed()
    return True


def _result(raw: Any) -> JSON:
    if not isinstance(raw, dict) or raw.get("type") != "article":
        raise bad_request("RESULT_TYPE_INVALID")  # only articles are simulated
    result_id = raw.get("id")
    if not isinstance(result_id, str) or not 1 <= len(result_id.encode()) <= MAX_RESULT_ID:
        raise bad_request("RESULT_ID_INVALID")
    if not raw.get("title"):
        raise bad_request("RESULT_TITLE_EMPTY")
    content = raw.get("input_message_content")
    if not isinstance(content, dict) or "message_text" not in content:
        raise bad_request("MESSAGE_EMPTY")
    text, _ = message_of(content)
    if not text:
        raise bad_request("MESSAGE_EMPTY")
    markup = raw.get("reply_markup")
    if markup is not None:
        _keyboard(markup)
    return copy.deepcopy(raw)


def message_of(content: JSON) -> tuple[str, list[JSON]]:
    """The text and entities a result's message shows, after its parse_mode."""
    try:
        text, entities = parse_text(str(content["message_text"]), content.get("parse_mode"))
    except (EntityParseError, ValueError) as exc:
        raise bad_request(str(exc)) from None
    if len(text) > MAX_TEXT:
        raise bad_request("MESSAGE_TOO_LONG")
    return trim(text, entities)


def _keyboard(markup: Any) -> None:
    rows = markup.get("inline_keyboard") if isinstance(markup, dict) else None
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise bad_request('field "inline_keyboard" of the InlineKeyboardMarkup must be an Array')
    for button in (b for row in rows for b in row):
        if not isinstance(button, dict) or not button.get("text"):
            raise bad_request("text buttons are unallowed in the inline keyboard")
        url = button.get("url")
        if url is not None and not str(url).startswith(("https://", "http://", "tg://")):
            raise bad_request("BUTTON_URL_INVALID")


def _button(button: Any) -> None:
    if not isinstance(button, dict) or not button.get("text"):
        raise bad_request("BUTTON_TEXT_INVALID")
    start = button.get("start_parameter")
    if start is not None and not _START_PARAMETER.fullmatch(str(start)):
        raise bad_request("START_PARAM_INVALID")
