"""The Bot API stand-in (tests/botapi_standin) takes documents as Telegram does, so end-to-end
runs can send the cheat sheet's PDF: an upload gets a file id, the id can be sent again, and the
file downloads as the bytes sent."""

from __future__ import annotations

import pytest
import telegram
from telegram.error import BadRequest

from bot.cheatsheet import sheet_pdf
from tests.botapi_standin import BotApiStandin


async def test_a_pdf_sent_as_a_document_can_be_sent_again_and_downloaded(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    chat = standin.private_chat(standin.user(111, "Ana", language_code="it"))
    pdf = sheet_pdf("it")
    first = await bot.send_document(
        chat.id,
        telegram.InputFile(pdf, filename="sheet.pdf"),
        caption="<b>A4</b>",
        parse_mode="HTML",
    )
    assert first.document is not None
    assert first.document.file_name == "sheet.pdf"
    assert first.caption == "A4"
    again = await bot.send_document(chat.id, first.document.file_id)
    assert again.document is not None
    assert again.document.file_id == first.document.file_id
    file = await bot.get_file(first.document.file_id)
    assert bytes(await file.download_as_bytearray()) == pdf
    assert [c.method for c in standin.sent("sendDocument")] == ["sendDocument", "sendDocument"]


async def test_an_unknown_document_id_is_refused(standin: BotApiStandin, bot: telegram.Bot) -> None:
    chat = standin.private_chat(standin.user(112, "Bob"))
    with pytest.raises(BadRequest, match=r"(?i)wrong file identifier"):
        await bot.send_document(chat.id, "BQACAgIAAxkDAAI-unknown")
