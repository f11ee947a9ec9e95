"""/cheatsheet on the real application through the offline Bot API (tests/bot/harness.py): the
pictures and the PDF, in the chat's language, in a private chat and in a group."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from bot import limits
from bot.app import build_application
from bot.cheatsheet import sheet_pngs
from tests.bot.harness import Chat, FakeTelegram, _loads, settings_for, user

ANA = user(7, "it")
BOB = user(8, "es")
GROUP = -100200
#: the pictures the sheet is drawn on (the same number in Italian and Spanish)
PICTURES = len(sheet_pngs("it"))


async def test_in_a_private_chat_the_sheet_comes_as_pictures_and_a_pdf_in_italian(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/cheatsheet", ANA)
    photos = api.called("sendPhoto")
    [document] = api.called("sendDocument")
    assert len(photos) == PICTURES == len(sheet_pngs("es"))
    assert "Come riprende il gioco" in photos[0].params["caption"]
    assert "USPA 2026" in photos[0].params["caption"]
    assert [p.params["caption"] for p in photos[1:]] == [
        f"{n}/{PICTURES}" for n in range(2, PICTURES + 1)
    ]
    assert len(api.documents) == 1
    assert all("reply_parameters" not in p.params for p in photos)  # a private chat: no reply
    assert [c.method for c in api.calls if c.method.startswith("send")] == [
        *["sendPhoto"] * PICTURES,
        "sendDocument",
    ]
    assert "A4" in document.params["caption"]


async def test_the_sheet_is_in_the_chats_language(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/cheatsheet", ANA)
    await chat.send("/cheatsheet", BOB)
    photos = api.called("sendPhoto")
    italian, spanish = photos[0].params["caption"], photos[PICTURES].params["caption"]
    assert "Regole 20 e 22" in italian
    assert "Reglas 20 y 22" in spanish


async def test_a_sheet_sent_before_goes_again_by_its_file_id(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/cheatsheet", ANA)
    await chat.send("/cheatsheet", user(9, "it"))
    photos = api.called("sendPhoto")
    first, again = photos[:PICTURES], photos[PICTURES:]
    assert all("photo" not in p.params for p in first)  # uploaded as files
    assert [p.params["photo"] for p in again] == api.photos[:PICTURES]
    assert len(set(api.photos[:PICTURES])) == PICTURES  # each picture its own file
    assert api.documents[1] == api.documents[0]


async def test_in_a_group_each_replies_quietly_and_the_caption_says_it_can_be_pinned(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/cheatsheet", BOB, GROUP)
    photos = api.called("sendPhoto")
    [document] = api.called("sendDocument")
    [command] = [m for (c, _), m in api.messages.items() if c == GROUP and "text" in m]
    pictures = sorted(
        (m for (c, _), m in api.messages.items() if c == GROUP and "photo" in m),
        key=lambda m: m["message_id"],
    )
    replied = [_loads(p.params["reply_parameters"])["message_id"] for p in photos]
    assert replied == [command["message_id"], *(m["message_id"] for m in pictures[:-1])]
    reply = _loads(document.params["reply_parameters"])["message_id"]
    assert reply == pictures[-1]["message_id"]
    assert all(p.params["disable_notification"] is True for p in photos)
    assert document.params["disable_notification"] is True
    assert "Los administradores pueden fijar la primera imagen." in photos[0].params["caption"]
    await chat.send("/cheatsheet", BOB)  # in private, nothing to pin
    assert "fijar" not in api.called("sendPhoto")[-PICTURES].params["caption"]


async def test_in_a_group_every_message_counts_in_its_budget(
    api: FakeTelegram, tmp_path: Path
) -> None:
    app = build_application(settings_for(tmp_path), request=api, limit_rate=True)
    async with app:
        chat = Chat(app, api)
        limiter = app.bot.rate_limiter
        assert isinstance(limiter, limits.TelegramLimits)
        await chat.send("/cheatsheet", BOB, GROUP)
        assert limiter.room(GROUP) == limits.GROUP_PER_MINUTE - PICTURES - 1


async def test_a_failed_picture_still_sends_the_rest_and_the_bot_carries_on(
    chat: Chat, api: FakeTelegram
) -> None:
    api.fail_next("sendPhoto", "403")
    await chat.send("/cheatsheet", ANA)
    assert len(api.called("sendPhoto")) == PICTURES
    assert len(api.called("sendDocument")) == 1
    await chat.send("/cheatsheet", ANA)
    assert len(api.called("sendPhoto")) == 2 * PICTURES


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
    assert len(photos) == 20 * PICTURES
    assert len(documents) == 20
    # each picture uploaded once, then sent by its file id
    assert sum("photo" not in c.params for c in photos) == PICTURES
    assert sum(not isinstance(c.params.get("document"), str) for c in documents) == 1
