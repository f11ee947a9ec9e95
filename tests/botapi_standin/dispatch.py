"""From a method name and its parameters to a reply: faults, flood limits, handler, recording."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from . import api_bot, api_inline, api_messages, api_polls
from .api_bot import Described, Handler
from .core import Core
from .model import JSON, ApiError, Call, Fault, FaultPlan
from .params import Params, normalize

#: Lower-cased method name -> handler (Telegram matches method names case-insensitively).
METHODS: dict[str, Handler] = {
    "getme": api_bot.get_me,
    "getupdates": api_bot.get_updates,
    "setwebhook": api_bot.set_webhook,
    "deletewebhook": api_bot.delete_webhook,
    "getwebhookinfo": api_bot.get_webhook_info,
    "setmycommands": api_bot.set_my_commands,
    "getmycommands": api_bot.get_my_commands,
    "deletemycommands": api_bot.delete_my_commands,
    "setchatmenubutton": api_bot.set_chat_menu_button,
    "getchatmenubutton": api_bot.get_chat_menu_button,
    "sendchataction": api_bot.send_chat_action,
    "getfile": api_bot.get_file,
    "setmyname": api_bot.set_my_name,
    "getmyname": api_bot.get_my_name,
    "setmydescription": api_bot.set_my_description,
    "getmydescription": api_bot.get_my_description,
    "setmyshortdescription": api_bot.set_my_short_description,
    "getmyshortdescription": api_bot.get_my_short_description,
    "logout": api_bot.accept,
    "close": api_bot.accept,
    "sendmessage": api_messages.send_message,
    "sendphoto": api_messages.send_photo,
    "senddocument": api_messages.send_document,
    "sendpoll": api_polls.send_poll,
    "stoppoll": api_polls.stop_poll,
    "editmessagetext": api_messages.edit_message_text,
    "editmessagecaption": api_messages.edit_message_caption,
    "editmessagereplymarkup": api_messages.edit_message_reply_markup,
    "deletemessage": api_messages.delete_message,
    "answercallbackquery": api_messages.answer_callback_query,
    "answerinlinequery": api_inline.answer_inline_query,
}

BAD_GATEWAY_HTML = (
    b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
    b"<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.18.0</center>\r\n"
    b"</body>\r\n</html>\r\n"
)


@dataclass(frozen=True)
class Outcome:
    """What the HTTP side sends back; ``drop_after`` means: say nothing, hang up after it."""

    status: int
    body: bytes = b""
    content_type: str = "application/json"
    drop_after: float | None = None

    @staticmethod
    def json(status: int, payload: JSON) -> Outcome:
        return Outcome(status, json.dumps(payload, ensure_ascii=False).encode("utf-8"))

    @staticmethod
    def error(err: ApiError) -> Outcome:
        return Outcome.json(err.code, err.body())


def _chat_id(core: Core, p: Params) -> int | None:
    if "chat_id" not in p:
        return None
    try:
        return core.resolve_chat(p.get("chat_id")).id
    except ApiError:
        return None


def perform(core: Core, method: str, raw: JSON) -> Outcome:
    """Run one Bot API call (``raw`` parameters as received) and record it."""
    p = Params(normalize(raw))
    with core.cond:
        start = core.now()
        chat_id = _chat_id(core, p)
        plan = core.take_fault(method.lower(), chat_id)
        call = Call(method, p.data, start, chat_id, status=200, ok=True)
        if plan is None:
            outcome, call = _execute(core, method, p, call)
        else:
            outcome, call = _faulted(core, plan, method, p, call)
        core.record(call)
        return outcome


def _execute(core: Core, method: str, p: Params, call: Call) -> tuple[Outcome, Call]:
    name = method.lower()
    handler = METHODS.get(name)
    try:
        if handler is None:
            raise ApiError(404, "Not Found")
        if call.chat_id is not None:
            core.check_flood(name, core.chats[call.chat_id])
        result: Any = handler(core, p)
    except ApiError as err:
        return Outcome.error(err), replace(
            call, status=err.code, ok=False, description=err.description
        )
    reply: JSON = {"ok": True, "result": result}
    if isinstance(result, Described):
        reply = {"ok": True, "result": result.result, "description": result.description}
    return Outcome.json(200, reply), replace(call, result=reply["result"])


def _faulted(
    core: Core, plan: FaultPlan, method: str, p: Params, call: Call
) -> tuple[Outcome, Call]:
    if plan.kind is Fault.TIMEOUT:
        if plan.performed:
            _, call = _execute(core, method, p, call)
            note = f"performed ({call.description or 'ok'}); reply dropped by a timeout fault"
        else:
            call = replace(call, ok=False)
            note = "not performed; reply dropped by a timeout fault"
        return Outcome(0, drop_after=plan.hold_seconds), replace(call, status=0, description=note)
    if plan.kind is Fault.BAD_GATEWAY:
        outcome = Outcome(502, BAD_GATEWAY_HTML, "text/html")
        return outcome, replace(call, status=502, ok=False, description="Bad Gateway")
    err = plan.error()
    assert err is not None
    return Outcome.error(err), replace(call, status=err.code, ok=False, description=err.description)
