"""Questions typed in words: any text in a private chat; in a group (privacy mode on) a message
that mentions the bot or replies to it, or ``/ask …``.

The message is understood (``bot.understand``) and answered as ``bot.understand.reply`` says:
the ruling the buttons would give, the first question still open, or one line. The answer is
a menu like any other (it belongs to the asker); a ruling's field diagram follows it as after
the last tap. It replies to the question, in private chats too, so each press on it can read
the question again (``typed_press``, called by ``bot.handlers.menu``): what the message says
after the pressed answer is not asked again.
"""

from __future__ import annotations

import logging
import re
from dataclasses import replace

from telegram import CallbackQuery, Message, MessageEntity, ReplyParameters, Update
from telegram.constants import ParseMode

from bot.callback_data import Action, CallbackData, CallbackDataError, Codec
from bot.context import BotContext
from bot.fairness import off_loop, whose
from bot.handlers.common import (
    chat_language,
    chat_teams,
    is_group,
    send_diagram,
    with_picture,
)
from bot.keyboards import to_markup
from bot.screens import Screen
from bot.teams import Teams
from bot.understand import concepts_of, understand
from bot.understand.reply import (
    Reply,
    is_typed_screen,
    press_goes_on,
    reply,
    teams_in_use,
    typed_screen,
)

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
    # the picture names the teams as the answer does
    answer, teams = await off_loop(whose(update), _read, text[:MAX_TEXT], lang, teams)
    if not answer.screen.rows:  # one line: no menu
        await context.bot.send_message(
            chat.id,
            answer.screen.text,
            parse_mode=ParseMode.HTML,
            reply_parameters=_reply_to(message, chat_is_group=is_group(chat)),
            disable_notification=is_group(chat),
        )
        return
    shown, picture = answer.screen, False
    if answer.arrived:
        shown, picture = with_picture(
            shown, context, chat, path=answer.path, lang=lang, teams=teams
        )
    # a reply in every chat, private ones too: each press on this menu reads the question
    # again from it (``typed_press``)
    sent = await context.bot.send_message(
        chat.id,
        shown.text,
        parse_mode=ParseMode.HTML,
        reply_markup=to_markup(shown.rows, context.services.codec, user.id, lang),
        reply_parameters=ReplyParameters(message.message_id, allow_sending_without_reply=True),
        disable_notification=is_group(chat),
    )
    if picture:
        await send_diagram(context, sent, answer.path, lang, teams)


def _read(text: str, lang: str, teams: Teams | None) -> tuple[Reply, Teams | None]:
    """The text understood and answered, and the names the answer speaks of the teams with
    (``teams_in_use``): CPU work, run off the event loop."""
    understood = understand(text, lang, teams)
    return reply(understood, lang, teams), teams_in_use(understood, teams)


def typed_press(
    query: CallbackQuery, codec: Codec, data: CallbackData, teams: Teams | None
) -> tuple[CallbackData, Screen] | None:
    """A press on the answer to a typed question: the question is read again from the message
    the menu replies to, and the questions after the pressed answer that it answers are
    answered (the press itself always stands; Back, Start over and a ✎ change are shown as
    pressed). ``None``: not such a menu, or not such a press (the screen as for any menu)."""
    menu = query.message
    if data.action is not Action.GO or not isinstance(menu, Message):
        return None
    # cheapest first: every press of every menu comes through here, and only a menu that
    # replies to a typed question can be one
    asked = _question_in(menu.reply_to_message)
    if asked is None or not is_typed_screen(menu.text or "", data.lang):
        return None
    onward = press_goes_on(data.payload, _buttons(menu, codec))
    if teams is None:  # read once: its concepts, and the names its answer used
        understood = understand(asked[:MAX_TEXT], data.lang)
        concepts, teams = understood.concepts, teams_in_use(understood, None)
    else:
        concepts = concepts_of(asked[:MAX_TEXT], data.lang, teams)
    answer = typed_screen(concepts, data.payload, data.lang, teams, extend=onward, narrow=onward)
    return replace(data, payload=answer.path), answer.screen


def _question_in(asked: Message | None) -> str | None:
    """The typed question a menu answers: the text it replies to, without a leading command
    ("/ask …")."""
    if asked is None or not asked.text:
        return None
    text = asked.text
    if text.startswith("/"):
        text = text.partition(" ")[2]
    return text or None


def _buttons(menu: Message, codec: Codec) -> list[tuple[Action, str]]:
    """The menu's buttons as (action, payload), for ``press_goes_on``; a button whose data
    does not decode (not ours, or forged) is no answer."""
    found: list[tuple[Action, str]] = []
    for row in menu.reply_markup.inline_keyboard if menu.reply_markup else ():
        for button in row:
            try:
                pressed = codec.decode(button.callback_data)
            except CallbackDataError:
                continue
            found.append((pressed.action, pressed.payload))
    return found


def _reply_to(message: Message, *, chat_is_group: bool) -> ReplyParameters | None:
    if not chat_is_group:
        return None
    return ReplyParameters(message.message_id, allow_sending_without_reply=True)
