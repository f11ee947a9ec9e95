"""/cheatsheet: the common restarts and the penalty table in the chat's language, as pictures
for the phone (three, each readable without zooming) and as an A4 PDF to print (one message
each, counted in a group's budget by the rate limiter like any other send). In a group the
caption says an admin can pin it; the bot itself needs no admin rights.

A sheet already sent is sent again by its Telegram file id (no upload), per language and
edition; drawing a sheet the first time happens off the event loop. Both happen once however
many chats ask at the same moment: the others wait for the first drawing and the first upload,
then use them (50 first requests drew and uploaded 49 times: review 2026-12-01, L6).
"""

from __future__ import annotations

import asyncio
import logging

from telegram import Chat, InputFile, Message, ReplyParameters, Update
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot import cheatsheet
from bot.cheatsheet import build_sheet, sheet_pngs
from bot.cheatsheet import words as w
from bot.context import BotContext
from bot.diagrams import FileIds
from bot.handlers.common import chat_language, is_group
from bot.i18n import translator
from bot.render import esc
from rules_core import rulebook

_LOG = logging.getLogger(__name__)
#: Telegram file ids of sheets already sent, by "kind:language:edition"
FILE_IDS_KEY = "cheatsheet_file_ids"
#: one lock per sheet being drawn or first uploaded, by the same keys
LOCKS_KEY = "cheatsheet_locks"


def _lock(context: BotContext, key: str) -> asyncio.Lock:
    locks: dict[str, asyncio.Lock] = context.bot_data.setdefault(LOCKS_KEY, {})
    return locks.setdefault(key, asyncio.Lock())  # a few keys: kinds x languages x editions


def _pdf(lang: str) -> bytes:
    """The printable page: fpdf2 is imported here, in the drawing's thread, on the first one
    (``bot.cheatsheet``: 20 MB the idle bot does not need)."""
    return cheatsheet.sheet_pdf(lang)


def _file_ids(context: BotContext) -> FileIds:
    ids = context.bot_data.get(FILE_IDS_KEY)
    if not isinstance(ids, FileIds):
        ids = context.bot_data[FILE_IDS_KEY] = FileIds(capacity=16)
    return ids


def captions(lang: str, group: bool, pictures: int) -> tuple[tuple[str, ...], str]:
    """The pictures' captions (the first says what they are, each its place: "2/3") and the
    PDF's, as Telegram HTML."""
    t = translator(lang)
    sheet = build_sheet(lang)
    said = t._(w.CAPTION) % {"edition": sheet.edition}
    if group:
        said += " " + t._(w.CAPTION_PIN)
    places = [f"{n}/{pictures}" for n in range(1, pictures + 1)]
    first = f"<b>{esc(sheet.title)}</b> {places[0]}\n{esc(said)}"
    return (first, *places[1:]), esc(t._(w.CAPTION_PDF))


async def cheatsheet_command(update: Update, context: BotContext) -> None:
    message, chat = update.effective_message, update.effective_chat
    if message is None or chat is None:
        return
    lang = await chat_language(update, context)
    async with _lock(context, f"draw:{lang}"):  # drawn once; the others get it from the cache
        pngs, pdf = await asyncio.gather(
            asyncio.to_thread(sheet_pngs, lang), asyncio.to_thread(_pdf, lang)
        )
    photo_captions, pdf_caption = captions(lang, is_group(chat), len(pngs))
    edition = rulebook.EDITION
    after = message  # in a group each reply follows the one before; a picture not sent is skipped
    for index, (png, caption) in enumerate(zip(pngs, photo_captions, strict=True)):
        photo = await _send(
            context,
            chat,
            after,
            kind="photo",
            key=f"png{index}:{lang}:{edition}",
            data=png,
            caption=caption,
        )
        after = photo or after
    await _send(
        context,
        chat,
        after,
        kind="document",
        key=f"pdf:{lang}:{edition}",
        data=pdf,
        caption=pdf_caption,
        filename=f"polo-restarts-{edition}-{lang}.pdf",
    )


async def _send(
    context: BotContext,
    chat: Chat,
    reply_to: Message,
    *,
    kind: str,
    key: str,
    data: bytes,
    caption: str,
    filename: str | None = None,
) -> Message | None:
    """One of the messages: by file id when Telegram has it already, else uploaded (by one
    chat at a time until a file id is known). In a group it replies to what asked (the
    command, then each picture in turn), quietly."""
    ids = _file_ids(context)
    if ids.get(key) is None:
        async with _lock(context, key):
            if ids.get(key) is None:  # still the first: upload it
                return await _send_now(context, chat, reply_to, kind, key, data, caption, filename)
    return await _send_now(context, chat, reply_to, kind, key, data, caption, filename)


async def _send_now(  # noqa: PLR0917 (the message's parts)
    context: BotContext,
    chat: Chat,
    reply_to: Message,
    kind: str,
    key: str,
    data: bytes,
    caption: str,
    filename: str | None,
) -> Message | None:
    ids = _file_ids(context)
    known = ids.get(key)
    reply = None
    if is_group(chat):
        reply = ReplyParameters(reply_to.message_id, allow_sending_without_reply=True)
    quiet = is_group(chat)
    try:
        if kind == "photo":
            sent = await context.bot.send_photo(
                chat.id,
                known or data,
                caption=caption,
                parse_mode=ParseMode.HTML,
                reply_parameters=reply,
                disable_notification=quiet,
            )
            file_id = sent.photo[-1].file_id if sent.photo else None
        else:
            sent = await context.bot.send_document(
                chat.id,
                known or InputFile(data, filename=filename),
                caption=caption,
                parse_mode=ParseMode.HTML,
                reply_parameters=reply,
                disable_notification=quiet,
            )
            file_id = sent.document.file_id if sent.document else None
    except TelegramError as exc:
        _LOG.warning("cheat sheet %s not sent (%s)", kind, type(exc).__name__)
        return None
    if known is None and file_id:
        ids.put(key, file_id)
    return sent
