"""Bot API methods about polls (sendPoll, stopPoll), validated with Telegram's limits: a
question of 1-300 characters, 2-10 options of 1-100, an explanation of at most 200, a quiz with
its correct_option_id. A member's answer is queued with ``BotApiStandin.answer_poll``.
"""

from __future__ import annotations

from .api_messages import _common, _target_chat
from .core import Core
from .entities import utf16_len
from .model import JSON, bad_request
from .params import Params

MAX_QUESTION, MAX_OPTION, MAX_EXPLANATION = 300, 100, 200
MIN_OPTIONS, MAX_OPTIONS = 2, 10


def _options(p: Params) -> list[str]:
    raw = p.get_json("options")
    if not isinstance(raw, list):
        raise bad_request("can't parse options JSON object")
    texts = [str(o.get("text", "")) if isinstance(o, dict) else str(o) for o in raw]
    if not MIN_OPTIONS <= len(texts) <= MAX_OPTIONS:
        raise bad_request("poll must have at least 2 option")
    if any(not 1 <= utf16_len(text) <= MAX_OPTION for text in texts):
        raise bad_request("poll options length must not exceed 100")
    return texts


def send_poll(core: Core, p: Params) -> JSON:
    chat = _target_chat(core, p)
    question = p.get_str("question", "") or ""
    if not 1 <= utf16_len(question) <= MAX_QUESTION:
        raise bad_request("poll question length must not exceed 300")
    texts = _options(p)
    kind = p.get_str("type", "regular") or "regular"
    correct = p.get_int("correct_option_id")
    ids = p.get_json("correct_option_ids")  # Bot API 9.6: a list (one item in a quiz)
    if isinstance(ids, list) and len(ids) == 1:
        correct = int(ids[0])
    if kind == "quiz" and (correct is None or not 0 <= correct < len(texts)):
        raise bad_request("wrong correct option ID specified")
    explanation = p.get_str("explanation")
    if explanation is not None and utf16_len(explanation) > MAX_EXPLANATION:
        raise bad_request("explanation is too long")
    poll: JSON = {
        "id": str(5_000_000_000 + core.next_seq()),
        "question": question,
        # Bot API 9.6: each option has a persistent_id (python-telegram-bot 22.8 requires it)
        "options": [
            {"text": text, "voter_count": 0, "persistent_id": str(index)}
            for index, text in enumerate(texts)
        ],
        "total_voter_count": 0,
        "is_closed": False,
        "is_anonymous": p.get("is_anonymous") is None or p.get_bool("is_anonymous"),
        "type": kind,
        "allows_multiple_answers": p.get_bool("allows_multiple_answers"),
        # Bot API 9.6 / 10.0 fields python-telegram-bot 22.8 requires
        "allows_revoting": p.get_bool("allows_revoting"),
        "members_only": p.get_bool("members_only"),
    }
    if kind == "quiz":
        poll["correct_option_ids"] = [correct]  # Bot API 9.6 (correct_option_id before it)
    if explanation:
        poll["explanation"] = explanation
    if p.get_int("open_period") is not None:
        poll["open_period"] = p.get_int("open_period")
    common = _common(core, chat, p)
    fields: JSON = {"reply_to_message": common.pop("reply_to_message"), "poll": poll, **common}
    return core.store_message(chat, core.bot_user_json(), fields)


def stop_poll(core: Core, p: Params) -> JSON:
    chat = core.resolve_chat(p.get("chat_id"))
    message = core.find_message(chat.id, p.get("message_id"))
    if message is None or "poll" not in message:
        raise bad_request("message with poll to stop not found")
    message["poll"]["is_closed"] = True
    core.changed()
    return dict(message["poll"])
