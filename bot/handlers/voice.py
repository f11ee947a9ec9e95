"""Voice notes and round video notes: heard, then answered exactly as the same words typed.

In a private chat every note; in a group (privacy mode on) a note that replies to one of the
bot's messages (a voice note cannot @mention). Before anything is downloaded: is voice set up
here, for this language; is the note at most a minute (and within the Bot API's download
size); is there room in the queue. The note is then fetched into memory (never onto disk),
transcribed in the voice worker thread (``bot.voice.service``), and dropped.

The reply is two messages: "🎙 «what was heard»" replying to the note, then the typed-question
answer (``bot.handlers.ask``) replying to that line. A press on the answer reads the question
again from the message it replies to, as for a typed question, so the spoken words go on
answering the questions after the pressed one. The understanding layer is given the words
alone: it never knows they were spoken.
"""

from __future__ import annotations

import logging
import time
import warnings
from datetime import timedelta

from telegram import Message, ReplyParameters, Update, VideoNote, Voice
from telegram.constants import ParseMode
from telegram.error import TelegramError
from telegram.warnings import PTBDeprecationWarning

from bot.context import BotContext
from bot.handlers.ask import _answer as answer_words
from bot.handlers.common import chat_language, is_group
from bot.i18n import translator
from bot.render import esc
from bot.voice.engine import MAX_BYTES, MAX_SECONDS, NotAudio, TooLong
from bot.voice.lines import (
    busy_line,
    cannot_listen_line,
    heard_line,
    nothing_heard_line,
    too_long_line,
    unreadable_line,
)
from bot.voice.service import VOICE_KEY, Busy
from bot.voice.service import Voice as Ears

_LOG = logging.getLogger(__name__)


def ears_of(context: BotContext) -> Ears:
    ears: Ears = context.bot_data[VOICE_KEY]
    return ears


async def on_voice(update: Update, context: BotContext) -> None:
    message = update.effective_message
    chat = update.effective_chat
    if message is None or chat is None or update.effective_user is None:
        return
    note: Voice | VideoNote | None = message.voice or message.video_note
    if note is None or (is_group(chat) and not _replies_to_the_bot(message, context)):
        return
    lang = await chat_language(update, context)
    t = translator(lang)
    ears = ears_of(context)
    engine = await ears.engine(lang)
    if engine is None:
        await _say(context, message, cannot_listen_line(t))
        return
    seconds = _seconds(note)
    if seconds > MAX_SECONDS or (note.file_size or 0) > MAX_BYTES:
        await _say(context, message, too_long_line(seconds, t))
        return
    try:
        async with ears.slot():
            # the audio lives in this variable only: never on disk, never in the log
            data = await _download(note)
            began = time.perf_counter()
            words = await ears.transcribe(engine, data, lang)
            del data
            # how long, never what: the words go where typed words go, the audio nowhere
            _LOG.debug("a %.0f s note heard in %.2f s", seconds, time.perf_counter() - began)
    except Busy:
        await _say(context, message, busy_line(t))
        return
    except TooLong as long:
        await _say(context, message, too_long_line(long.seconds, t))
        return
    except (NotAudio, TelegramError) as exc:
        _LOG.info("a voice note could not be played (%s)", type(exc).__name__)
        await _say(context, message, unreadable_line(t))
        return
    if not words:
        await _say(context, message, nothing_heard_line(t))
        return
    heard = await _say(context, message, heard_line(words, t))
    # the typed question's own answer, replying to the heard line (presses read it again)
    await answer_words(update, context, heard, words)


def _seconds(note: Voice | VideoNote) -> float:
    """The note's length as the update gives it (a timedelta where PTB_TIMEDELTA is set)."""
    with warnings.catch_warnings():  # PTB 22 warns that the type will change: both are read
        warnings.simplefilter("ignore", PTBDeprecationWarning)
        duration = note.duration
    return duration.total_seconds() if isinstance(duration, timedelta) else float(duration)


async def _download(note: Voice | VideoNote) -> bytes:
    """The note's bytes, in memory: the Bot API's file, fetched over HTTP (getFile, then the
    file's URL)."""
    file = await note.get_file()
    return bytes(await file.download_as_bytearray())


def _replies_to_the_bot(message: Message, context: BotContext) -> bool:
    replied = message.reply_to_message
    return (
        replied is not None
        and replied.from_user is not None
        and replied.from_user.id == context.bot.id
    )


async def _say(context: BotContext, note: Message, line: str) -> Message:
    """One line replying to the note, in private chats too (it says which note it is about)."""
    return await context.bot.send_message(
        note.chat.id,
        esc(line),
        parse_mode=ParseMode.HTML,
        reply_parameters=ReplyParameters(note.message_id, allow_sending_without_reply=True),
        disable_notification=is_group(note.chat),
    )
