"""/cheatsheet on the real application through the offline Bot API (tests/bot/harness.py): the
picture and the PDF, in the chat's language, in a private chat and in a group."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bot import limits
from bot.app import build_application
from tests.bot.harness import Chat, FakeTelegram, _loads, settings_for, user

ANA = user(7, "it")
BOB = user(8, "es")
GROUP = -100200


async def test_in_a_private_chat_the_sheet_comes_as_a_picture_and_a_pdf_in_italian(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/cheatsheet", ANA)
    [photo] = api.called("sendPhoto")
    [document] = api.called("sendDocument")
    assert "Come riprende il gioco" in photo.params["caption"]
    assert "USPA 2026" in photo.params["caption"]
    assert len(api.documents) == 1
    assert "reply_parameters" not in photo.params  # a private chat needs no reply
    assert [c.method for c in api.calls if c.method.startswith("send")] == [
        "sendPhoto",
        "sendDocument",
    ]
    assert "A4" in document.params["caption"]


async def test_the_sheet_is_in_the_chats_language(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/cheatsheet", ANA)
    await chat.send("/cheatsheet", BOB)
    italian, spanish = (c.params["caption"] for c in api.called("sendPhoto"))
    assert "Regole 20 e 22" in italian
    assert "Reglas 20 y 22" in spanish


async def test_a_sheet_sent_before_goes_again_by_its_file_id(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/cheatsheet", ANA)
    await chat.send("/cheatsheet", user(9, "it"))
    first, second = api.called("sendPhoto")
    assert "photo" not in first.params  # uploaded as a file
    assert second.params["photo"] == api.photos[0]
    assert api.documents[1] == api.documents[0]


async def test_in_a_group_both_reply_quietly_and_the_caption_says_it_can_be_pinned(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/cheatsheet", BOB, GROUP)
    [photo] = api.called("sendPhoto")
    [document] = api.called("sendDocument")
    asked = _loads(photo.params["reply_parameters"])["message_id"]
    [command] = [m for (c, _), m in api.messages.items() if c == GROUP and "text" in m]
    assert asked == command["message_id"]
    picture = chat._last(GROUP, "photo")
    assert _loads(document.params["reply_parameters"])["message_id"] == picture["message_id"]
    assert photo.params["disable_notification"] is True
    assert document.params["disable_notification"] is True
    assert "Los administradores pueden fijarlo." in photo.params["caption"]
    await chat.send("/cheatsheet", BOB)  # in private, nothing to pin
    assert "fijarlo" not in api.called("sendPhoto")[-1].params["caption"]


async def test_in_a_group_the_two_messages_count_in_its_budget(
    api: FakeTelegram, tmp_path: Path
) -> None:
    app = build_application(settings_for(tmp_path), request=api, limit_rate=True)
    async with app:
        chat = Chat(app, api)
        limiter = app.bot.rate_limiter
        assert isinstance(limiter, limits.TelegramLimits)
        await chat.send("/cheatsheet", BOB, GROUP)
        assert limiter.room(GROUP) == limits.GROUP_PER_MINUTE - 2


async def test_a_failed_picture_still_sends_the_pdf_and_the_bot_carries_on(
    chat: Chat, api: FakeTelegram
) -> None:
    api.fail_next("sendPhoto", "403")
    await chat.send("/cheatsheet", ANA)
    assert len(api.called("sendDocument")) == 1
    await chat.send("/cheatsheet", ANA)
    assert len(api.called("sendPhoto")) == 2


async def test_twenty_first_requests_at_once_draw_and_upload_once(
    chat: Chat, api: FakeTelegram, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review 2026-12-01, L6: 50 first requests at once drew and uploaded 49 times (an upload
    takes a while: here a tenth of a second)."""
    answer = api.do_request

    async def slow_upload(url: str, *args: Any, **kwargs: Any) -> tuple[int, bytes]:
        if url.endswith(("sendPhoto", "sendDocument")):
            await asyncio.sleep(0.1)
        return await answer(url, *args, **kwargs)

    monkeypatch.setattr(api, "do_request", slow_upload)
    await asyncio.gather(*(chat.send("/cheatsheet", user(700 + n, "it")) for n in range(20)))
    photos, documents = api.called("sendPhoto"), api.called("sendDocument")
    assert len(photos) == len(documents) == 20
    assert sum("photo" not in c.params for c in photos) == 1  # one upload, then its file id
    assert sum(not isinstance(c.params.get("document"), str) for c in documents) == 1
