"""The Bot API answered in-process, for every benchmark: one floor, measured the same way.

Each call is encoded as ``HTTPXRequest`` would encode it, then answered at once with a reply
shaped like Telegram's: the bot itself (getMe), the edited message (editMessageText), a photo
message (sendPhoto, keeping a file id it was given), else ``true``.
"""

from __future__ import annotations

import json
from typing import Any

from telegram.request import BaseRequest, RequestData

BOT = {"id": 123456789, "is_bot": True, "first_name": "Polo", "username": "PoloRulesBot"}


class OfflineRequest(BaseRequest):
    @property
    def read_timeout(self) -> float | None:
        return None

    async def initialize(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None

    async def do_request(  # noqa: PLR0917 (BaseRequest.do_request's own signature)
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: object = None,
        write_timeout: object = None,
        connect_timeout: object = None,
        pool_timeout: object = None,
    ) -> tuple[int, bytes]:
        params: dict[str, Any] = {}
        if request_data is not None:
            request_data.json_parameters  # noqa: B018 (the encoding HTTPXRequest does)
            params = dict(request_data.parameters)
        return 200, json.dumps(
            {"ok": True, "result": _reply(url.rsplit("/", 1)[-1], params)}
        ).encode()


def _reply(name: str, p: dict[str, Any]) -> Any:
    if name == "getMe":
        return BOT
    chat = {"id": int(p.get("chat_id", 0)), "type": "private"}
    if name == "editMessageText":
        return {"message_id": int(p["message_id"]), "date": 0, "chat": chat, "text": p["text"]}
    if name == "sendPhoto":
        size = {"file_id": str(p.get("photo") or "uploaded"), "file_unique_id": "u"}
        return {
            "message_id": 1,
            "date": 0,
            "chat": chat,
            "photo": [{**size, "width": 720, "height": 1280}],
        }
    return True
