"""Voice notes through the real Application and an offline Telegram, with a fake transcriber:
each answer the handler can give, and the typed-question path the heard words take."""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Any

import pytest

from bot.i18n import translator
from bot.render import esc
from bot.understand import understand
from bot.voice import lines
from tests.bot.harness import BOT, buttons, user
from tests.voice.conftest import ChatWith, FakeEars, FilesTelegram, send_voice, unavailable

ANA = user(111, "es-AR")
BOB = user(222, "en")
CARLA = user(333, "it")
GROUP = -100200300
NOTE = b"OggS-a-note"
SPOKEN = "a defender hit it over the end line near the left post"
NOT_INSTALLED = "faster-whisper is not installed (pip install 'polo-rules-bot[voice]')"


def _bot_texts(api: FilesTelegram, chat_id: int) -> list[dict[str, Any]]:
    return [
        m
        for (c, _), m in sorted(api.messages.items(), key=lambda kv: kv[0][1])
        if c == chat_id and m.get("from", {}).get("id") == BOT["id"] and "text" in m
    ]


def _line(say: Callable[..., str], lang: str, *args: object) -> str:
    return esc(say(*args, translator(lang)))


async def test_a_note_shows_what_was_heard_then_the_answer_the_typed_words_get(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    chat = await chat_with(lambda: FakeEars({NOTE: SPOKEN}))
    note = await send_voice(chat, BOB, NOTE)
    heard, spoken_answer = _bot_texts(files_api, BOB["id"])
    assert heard["text"] == f"🎙 «{SPOKEN}»"
    assert heard["reply_to_message"]["message_id"] == note["message_id"]
    assert spoken_answer["reply_to_message"]["message_id"] == heard["message_id"]
    assert files_api.downloads == ["voice-1"]  # fetched over the Bot API's file URL
    photos = len(files_api.called("sendPhoto"))
    await chat.send(SPOKEN, BOB, chat_id=BOB["id"])
    typed_answer = chat.last_message(BOB["id"])
    assert spoken_answer["text"] == typed_answer["text"]
    assert "<i>I understood: " in spoken_answer["text"]
    assert buttons(spoken_answer) == buttons(typed_answer)
    assert photos == 1 == len(files_api.called("sendPhoto")) - 1  # the ruling's diagram, both


async def test_a_press_reads_the_spoken_question_again_as_it_does_a_typed_one(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    asked = "ball over the boards inside this 60 on the left, who hit it?"
    chat = await chat_with(lambda: FakeEars({NOTE: asked}))
    await send_voice(chat, BOB, NOTE)
    spoken = await chat.tap("An attacker hit it out", BOB)
    await chat.send(asked, BOB)
    typed = await chat.tap("An attacker hit it out", BOB)
    assert spoken["text"] == typed["text"]
    assert "I understood: " in spoken["text"]
    assert "Where" not in spoken["text"]  # the place the note gave is not asked again
    assert buttons(spoken) == buttons(typed)


@pytest.mark.parametrize(
    ("sender", "lang"), [(BOB, "en"), (ANA, "es"), (CARLA, "it")], ids=["en", "es", "it"]
)
async def test_without_voice_a_note_is_asked_to_be_typed_with_an_example(
    chat_with: ChatWith,
    files_api: FilesTelegram,
    sender: dict[str, Any],
    lang: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    chat = await chat_with(unavailable(NOT_INSTALLED))
    with caplog.at_level(logging.WARNING):
        await send_voice(chat, sender, NOTE)
        await send_voice(chat, sender, NOTE)
    (first, second) = _bot_texts(files_api, int(sender["id"]))
    assert first["text"] == second["text"] == _line(lines.cannot_listen_line, lang)
    assert files_api.downloads == []
    assert sum(r.getMessage().count(NOT_INSTALLED) for r in caplog.records) == 1  # said once


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_example_in_the_please_type_line_decides_a_ruling(lang: str) -> None:
    line = lines.cannot_listen_line(translator(lang))
    example = line.split("«", 1)[1].split("»", 1)[0]
    assert understand(example, lang).decided


async def test_an_english_only_model_asks_a_spanish_chat_to_type_and_hears_english(
    chat_with: ChatWith, files_api: FilesTelegram, caplog: pytest.LogCaptureFixture
) -> None:
    chat = await chat_with(lambda: FakeEars({NOTE: SPOKEN}, english_only=True))
    with caplog.at_level(logging.WARNING):
        await send_voice(chat, ANA, NOTE)
        await send_voice(chat, ANA, NOTE)
    assert [m["text"] for m in _bot_texts(files_api, ANA["id"])] == [
        _line(lines.cannot_listen_line, "es")
    ] * 2
    assert sum("English only" in r.getMessage() for r in caplog.records) == 1
    await send_voice(chat, BOB, NOTE)
    assert _bot_texts(files_api, BOB["id"])[0]["text"] == f"🎙 «{SPOKEN}»"


@pytest.mark.parametrize(
    ("duration", "size", "length"),
    [(61, 100_000, "1:01"), (100, 100_000, "1:40"), (30, 21 * 1024 * 1024, "0:30")],
    ids=["61s", "100s", "over-20MB"],
)
async def test_a_note_too_long_is_refused_before_any_download(
    chat_with: ChatWith,
    files_api: FilesTelegram,
    duration: int,
    size: int,
    length: str,
) -> None:
    ears = FakeEars({NOTE: SPOKEN})
    chat = await chat_with(lambda: ears)
    await send_voice(chat, ANA, NOTE, duration=duration, file_size=size)
    (said,) = _bot_texts(files_api, ANA["id"])
    assert said["text"] == _line(lines.too_long_line, "es", duration)
    assert f"{length} " in str(said["text"])
    assert files_api.called("getFile") == []
    assert files_api.downloads == []
    assert ears.heard == []


async def test_a_note_of_exactly_a_minute_is_heard(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    chat = await chat_with(lambda: FakeEars({NOTE: SPOKEN}))
    await send_voice(chat, BOB, NOTE, duration=60)
    assert _bot_texts(files_api, BOB["id"])[0]["text"] == f"🎙 «{SPOKEN}»"


async def test_a_broken_or_non_audio_file_gets_one_line(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    chat = await chat_with(lambda: FakeEars({NOTE: SPOKEN}))  # anything else: NotAudio
    await send_voice(chat, CARLA, b"\x89PNG\r\n\x1a\n not a note")
    (said,) = _bot_texts(files_api, CARLA["id"])
    assert said["text"] == _line(lines.unreadable_line, "it")


async def test_a_file_telegram_cannot_give_gets_the_same_line(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    chat = await chat_with(lambda: FakeEars({NOTE: SPOKEN}))
    files_api.fail_next("getFile", "403")
    await send_voice(chat, BOB, NOTE)
    (said,) = _bot_texts(files_api, BOB["id"])
    assert said["text"] == _line(lines.unreadable_line, "en")


async def test_silence_says_nothing_was_heard_and_how_to_try_again(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    chat = await chat_with(lambda: FakeEars({NOTE: ""}))
    await send_voice(chat, ANA, NOTE)
    (said,) = _bot_texts(files_api, ANA["id"])
    assert said["text"] == _line(lines.nothing_heard_line, "es")
    assert "reply_markup" not in said


async def test_words_that_decide_nothing_get_the_typed_one_line_after_what_was_heard(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    chat = await chat_with(lambda: FakeEars({NOTE: "good morning everyone"}))
    await send_voice(chat, BOB, NOTE)
    heard, answer = _bot_texts(files_api, BOB["id"])
    assert heard["text"] == "🎙 «good morning everyone»"
    await chat.send("good morning everyone", BOB)
    assert answer["text"] == chat.last_message(BOB["id"])["text"]


async def test_a_full_queue_answers_busy_at_once_without_downloading(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    gate = threading.Event()
    ears = FakeEars({NOTE: SPOKEN}, gate=gate)
    chat = await chat_with(lambda: ears, queue=0)  # one note at a time, none waiting
    first = asyncio.create_task(send_voice(chat, BOB, NOTE))
    await asyncio.to_thread(ears.entered.wait, 10)
    await send_voice(chat, ANA, NOTE)
    (busy,) = _bot_texts(files_api, ANA["id"])
    assert busy["text"] == _line(lines.busy_line, "es")
    assert files_api.downloads == ["voice-1"]  # the busy note was not fetched
    gate.set()
    await first
    assert _bot_texts(files_api, BOB["id"])[0]["text"] == f"🎙 «{SPOKEN}»"
    await send_voice(chat, ANA, NOTE)  # room again
    assert _bot_texts(files_api, ANA["id"])[-2]["text"] == f"🎙 «{SPOKEN}»"


async def test_notes_wait_their_turn_in_the_queue(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    gate = threading.Event()
    ears = FakeEars({NOTE: SPOKEN}, gate=gate)
    chat = await chat_with(lambda: ears, queue=1)
    first = asyncio.create_task(send_voice(chat, BOB, NOTE))
    await asyncio.to_thread(ears.entered.wait, 10)
    second = asyncio.create_task(send_voice(chat, ANA, NOTE))
    await asyncio.sleep(0.05)
    gate.set()
    await asyncio.gather(first, second)
    assert _bot_texts(files_api, ANA["id"])[0]["text"] == f"🎙 «{SPOKEN}»"
    assert len(ears.heard) == 2


async def test_a_group_note_is_heard_only_when_it_replies_to_the_bot(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    chat = await chat_with(lambda: FakeEars({NOTE: SPOKEN}))
    await send_voice(chat, BOB, NOTE, chat_id=GROUP)
    assert files_api.called("sendMessage") == []
    assert files_api.downloads == []
    await chat.send("/start", BOB, GROUP)
    menu = chat.last_message(GROUP)
    note = await send_voice(chat, BOB, NOTE, chat_id=GROUP, reply_to_message=menu)
    heard, answer = _bot_texts(files_api, GROUP)[-2:]
    assert heard["text"] == f"🎙 «{SPOKEN}»"
    assert heard["reply_to_message"]["message_id"] == note["message_id"]
    assert answer["reply_to_message"]["message_id"] == heard["message_id"]
    assert "Penalty 6" in str(answer["text"])


async def test_a_round_video_note_is_heard_like_a_voice_note(
    chat_with: ChatWith, files_api: FilesTelegram
) -> None:
    ears = FakeEars({NOTE: SPOKEN})
    chat = await chat_with(lambda: ears)
    await send_voice(chat, CARLA, NOTE, video=True)
    assert _bot_texts(files_api, CARLA["id"])[0]["text"] == f"🎙 «{SPOKEN}»"
    assert ears.heard == [(NOTE, "it")]  # the chat's language is the one forced


async def test_the_audio_never_reaches_the_log_and_the_words_not_at_info(
    chat_with: ChatWith, caplog: pytest.LogCaptureFixture
) -> None:
    """At DEBUG python-telegram-bot logs every call's parameters, the heard line as any typed
    answer; the audio's bytes never, at any level."""
    secret_words = "red hit it over the boards between the 60s left"
    chat = await chat_with(lambda: FakeEars({NOTE: secret_words}))
    with caplog.at_level(logging.DEBUG):
        await send_voice(chat, BOB, NOTE)
        await send_voice(chat, BOB, b"junk-bytes")
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert "OggS" not in logged
    assert "junk-bytes" not in logged
    caplog.clear()
    with caplog.at_level(logging.INFO):
        await send_voice(chat, BOB, NOTE)
    assert secret_words not in "\n".join(r.getMessage() for r in caplog.records)
