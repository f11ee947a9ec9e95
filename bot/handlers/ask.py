"""Questions typed in words: any text in a private chat; in a group (privacy mode on) a message
that mentions the bot or replies to it, or ``/ask …``.

The message is understood (``bot.understand``) and answered as ``bot.understand.reply`` says:
the ruling the buttons would give, the first question still open, or one line. The answer is
a menu like any other (it belongs to the asker); a ruling's field diagram follows it as after
the last tap.
"""

from __future__ import annotations

import logging
import re

from telegram import Message, MessageEntity, ReplyParameters, Update
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.context import BotContext
from bot.diagrams import diagram_for
from bot.handlers.common import (
    chat_language,
    chat_teams,
    diagram_waits,
    is_group,
    send_screen,
)
from bot.i18n import translator
from bot.keyboards import with_diagram_button
from bot.teams import Teams
from bot.understand import understand
from bot.understand.reply import Reply, reply

_LOG = logging.getLogger(__name__)
#: a question longer than this is cut (a paste of a whole rulebook page is not a question)
MAX_TEXT = 1000


async def ask_command(update: Update, context: BotContext) -> None:
    """``/ask red hit it over the end line…``, in any chat."""
    message = update.effective_message
    if message is None:
        return
    await _answer(update, context, message, " ".join(context.args or []))


async def on_text(update: Update, context: BotContext) -> None:
    """A plain message: always in a private chat; in a group only when it is for the bot."""
    message = update.effective_message
    if message is None or message.text is None:
        return
    if is_group(update.effective_chat):
        if not _for_the_bot(message, context):
            return
        text = _without_mention(message, context.bot.username)
    else:
        text = message.text
    await _answer(update, context, message, text)


def _for_the_bot(message: Message, context: BotContext) -> bool:
    """It mentions the bot (by @username or by a text mention) or replies to one of its
    messages."""
    replied = message.reply_to_message
    if (
        replied is not None
        and replied.from_user is not None
        and replied.from_user.id == context.bot.id
    ):
        return True
    username = (context.bot.username or "").casefold()
    for entity, said in message.parse_entities().items():
        if entity.type == MessageEntity.MENTION and said.casefold() == "@" + username:
            return True
        if (
            entity.type == MessageEntity.TEXT_MENTION
            and entity.user
            and entity.user.id == context.bot.id
        ):
            return True
    return False


def _without_mention(message: Message, username: str | None) -> str:
    text = message.text or ""
    if username:
        text = re.sub(re.escape("@" + username), " ", text, flags=re.IGNORECASE)
    return text


async def _answer(update: Update, context: BotContext, message: Message, text: str) -> None:
    chat, user = update.effective_chat, update.effective_user
    if chat is None or user is None:
        return
    lang = await chat_language(update, context)
    teams = await chat_teams(update, context)
    understood = understand(text[:MAX_TEXT], lang, teams)
    answer = reply(understood, lang, teams)
    if not answer.screen.rows:  # one line: no menu
        await context.bot.send_message(
            chat.id,
            answer.screen.text,
            parse_mode=ParseMode.HTML,
            reply_parameters=_reply_to(message, chat_is_group=is_group(chat)),
            disable_notification=is_group(chat),
        )
        return
    waits = answer.arrived and diagram_waits(context, chat)
    shown = answer.screen
    if waits and diagram_for(answer.path, lang, teams) is not None:
        shown = with_diagram_button(shown, answer.path, translator(lang))
    sent = await send_screen(context, chat, shown, owner=user.id, lang=lang, reply_to=message)
    if answer.arrived and not waits:
        await _send_diagram(context, sent, answer, lang, teams)


def _reply_to(message: Message, *, chat_is_group: bool) -> ReplyParameters | None:
    if not chat_is_group:
        return None
    return ReplyParameters(message.message_id, allow_sending_without_reply=True)


async def _send_diagram(
    context: BotContext, sent: Message, answer: Reply, lang: str, teams: Teams | None
) -> None:
    """The ruling's field diagram, replying to the ruling just sent (as after the last tap);
    a failure costs only the picture."""
    diagram = diagram_for(answer.path, lang, teams)
    if diagram is None:
        return
    ids = context.services.diagram_ids
    known = ids.get(diagram.key)
    try:
        photo = await context.bot.send_photo(
            sent.chat.id,
            known or diagram.png,
            caption=diagram.caption,
            parse_mode=ParseMode.HTML,
            reply_parameters=ReplyParameters(sent.message_id, allow_sending_without_reply=True),
            disable_notification=is_group(sent.chat),
        )
    except TelegramError as exc:
        _LOG.warning("diagram not sent (%s); the ruling stands without it", type(exc).__name__)
        return
    if known is None and photo.photo:
        ids.put(diagram.key, photo.photo[-1].file_id)
