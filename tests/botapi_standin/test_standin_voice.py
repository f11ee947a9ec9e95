"""The stand-in gives a bot a user's voice note as Telegram does: the update carries a Voice
(or a VideoNote) with its duration and size, getFile answers the file's path, and the file
downloads as the bytes recorded; a file over the Bot API's 20 MB is refused by getFile."""

from __future__ import annotations

import pytest
import telegram
from telegram.error import BadRequest

from tests.botapi_standin import BotApiStandin


async def test_a_voice_note_arrives_and_downloads_as_recorded(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    ana = standin.user(111, "Ana", language_code="es")
    chat = standin.private_chat(ana)
    sent = standin.send_voice(chat, ana, b"OggS voice bytes", duration=4)
    (update,) = await bot.get_updates(timeout=0)
    assert update.message is not None
    voice = update.message.voice
    assert voice is not None
    assert (voice.file_id, voice.file_size, voice.mime_type) == (
        sent["voice"]["file_id"],
        16,
        "audio/ogg",
    )
    file = await voice.get_file()
    assert file.file_path is not None
    assert file.file_path.endswith(".oga")
    assert bytes(await file.download_as_bytearray()) == b"OggS voice bytes"


async def test_a_round_video_note_that_replies_to_the_bot(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    bob = standin.user(112, "Bob")
    group = standin.group_chat(-1001, "Umpires")
    menu = await bot.send_message(group.id, "a menu")
    standin.send_voice(group, bob, b"\0\0\0\x18ftypmp42", duration=9, video=True, reply_to=menu.id)
    (update,) = await bot.get_updates(timeout=0)
    assert update.message is not None
    assert update.message.video_note is not None
    assert update.message.reply_to_message is not None
    assert update.message.reply_to_message.message_id == menu.id
    file = await update.message.video_note.get_file()
    assert bytes(await file.download_as_bytearray()) == b"\0\0\0\x18ftypmp42"


async def test_a_file_over_20_mb_cannot_be_fetched(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    cid = standin.user(113, "Cid")
    standin.send_voice(standin.private_chat(cid), cid, bytes(20 * 1024 * 1024 + 1), duration=59)
    (update,) = await bot.get_updates(timeout=0)
    assert update.message is not None
    assert update.message.voice is not None
    with pytest.raises(BadRequest, match=r"(?i)file is too big"):
        await update.message.voice.get_file()
