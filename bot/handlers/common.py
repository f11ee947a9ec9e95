"""What several handlers do: pick the language, send or edit a screen, answer a button safely.

The harmless Telegram errors are handled here, explicitly: "message is not modified" (a double
tap) and "query is too old" (a button pressed long ago, or answered late after a restart).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

from telegram import CallbackQuery, Chat, MaybeInaccessibleMessage, Message, ReplyParameters, Update
from telegram.constants import ParseMode
from telegram.error import BadRequest, TelegramError

from bot.context import BotContext
from bot.diagrams import diagram_for
from bot.i18n import LANGUAGES, language_of, translator
from bot.keyboards import to_markup, with_diagram_button
from bot.limits import TelegramLimits
from bot.prefs import Scope
from bot.screens import Screen
from bot.teams import Teams

_LOG = logging.getLogger(__name__)


async def chat_language(update: Update, context: BotContext) -> str:
    """In a group: the language an admin set, else the asker's; in private: the user's choice,
    else Telegram's ``language_code`` (es*, it*, en*), else DEFAULT_LANGUAGE. Only languages
    of ``LANGUAGES`` are ever returned."""
    services = context.services
    chat, user = update.effective_chat, update.effective_user
    # A stored language this version does not know (written by a newer one, or by hand) is
    # passed over like no choice, so /language can still replace it.
    if chat is not None and chat.type != Chat.PRIVATE:
        chosen = await services.prefs.aget(Scope.CHAT, chat.id)
        if chosen in LANGUAGES:
            return str(chosen)
    if user is not None:
        chosen = await services.prefs.aget(Scope.USER, user.id)
        if chosen in LANGUAGES:
            return str(chosen)
        return language_of(user.language_code, services.settings.default_language)
    return services.settings.default_language


async def chat_teams(update: Update, context: BotContext) -> Teams | None:
    """The team names the chat gave for today (``/teams``), if any."""
    chat = update.effective_chat
    if chat is None:
        return None
    return await context.services.prefs.ateams(chat.id, today())


def today() -> str:
    """Today's date in UTC, ISO: the day team names are kept for."""
    return datetime.now(UTC).date().isoformat()


def is_group(chat: Chat | None) -> bool:
    return chat is not None and chat.type != Chat.PRIVATE


async def send_screen(
    context: BotContext,
    chat: Chat,
    screen: Screen,
    *,
    owner: int,
    lang: str,
    reply_to: Message | None = None,
) -> Message:
    """A new message; in groups it replies to the message that asked."""
    reply = None
    if reply_to is not None and is_group(chat):
        reply = ReplyParameters(reply_to.message_id, allow_sending_without_reply=True)
    return await context.bot.send_message(
        chat.id,
        screen.text,
        parse_mode=ParseMode.HTML,
        reply_markup=to_markup(screen.rows, context.services.codec, owner, lang),
        reply_parameters=reply,
        disable_notification=is_group(chat),
    )


async def answer(query: CallbackQuery, text: str | None = None, *, alert: bool = False) -> None:
    """Answer a button press (exactly once per press; callers never answer twice)."""
    try:
        await query.answer(text, show_alert=alert)
    except BadRequest as exc:
        if (
            "query is too old" in exc.message.lower()
            or "query id is invalid" in exc.message.lower()
        ):
            _LOG.info("callback query answered too late; carrying on")
            return
        raise


async def edit_screen(
    query: CallbackQuery, screen: Screen, context: BotContext, *, owner: int, lang: str
) -> bool:
    """Show ``screen`` in the message that holds the pressed button; ``False`` when the message
    already showed it (a double tap)."""
    # No rows: no markup at all (an edit without one removes the buttons; an empty keyboard
    # is sent as "{}", which the offline harness, like a strict client, cannot read back).
    markup = to_markup(screen.rows, context.services.codec, owner, lang) if screen.rows else None
    try:
        await query.edit_message_text(screen.text, parse_mode=ParseMode.HTML, reply_markup=markup)
    except BadRequest as exc:
        if "message is not modified" in exc.message.lower():
            return False  # a double tap: the message already shows this
        raise
    return True


#: a group's sends and edits kept free for its other members' menus before a picture is sent;
#: with less room, the picture waits on a button (a tap costs the group nothing until pressed)
DIAGRAM_RESERVE = 6


def diagram_waits(context: BotContext, chat: Chat | None) -> bool:
    """Whether a group is too close to Telegram's 20 messages a minute to be sent a picture
    now (it is then offered on a button). Private chats never wait; without the bot's limiter
    (tests, benchmarks) nothing is counted and nothing waits."""
    limiter = context.bot.rate_limiter
    if chat is None or not is_group(chat) or not isinstance(limiter, TelegramLimits):
        return False
    room = limiter.room(chat.id)
    return room is not None and room < DIAGRAM_RESERVE


def with_picture(
    ruling: Screen,
    context: BotContext,
    chat: Chat | None,
    *,
    path: str,
    lang: str,
    teams: Teams | None,
) -> tuple[Screen, bool]:
    """A ruling about to be shown, and whether to send its field diagram after it: in a group
    short of budget (``diagram_waits``) the diagram waits on a button under the ruling."""
    if diagram_for(path, lang, teams) is None:
        return ruling, False
    if diagram_waits(context, chat):
        return with_diagram_button(ruling, path, translator(lang)), False
    return ruling, True


async def send_diagram(
    context: BotContext,
    ruling: MaybeInaccessibleMessage | None,
    path: str,
    lang: str,
    teams: Teams | None = None,
) -> None:
    """The ruling's field diagram, as a photo replying to the ``ruling`` message just shown (its
    buttons stay on the ruling), whether a tap, a typed question or a card's link brought it.
    An equal picture sent before is sent again by its Telegram file id. A failure here costs
    only the picture: the ruling is already on screen."""
    diagram = diagram_for(path, lang, teams)
    if diagram is None or not isinstance(ruling, Message):
        return
    ids = context.services.diagram_ids
    known = ids.get(diagram.key)
    try:
        sent = await context.bot.send_photo(
            ruling.chat.id,
            known or diagram.png,
            caption=diagram.caption,
            parse_mode=ParseMode.HTML,
            reply_parameters=ReplyParameters(ruling.message_id, allow_sending_without_reply=True),
            disable_notification=is_group(ruling.chat),
        )
    except TelegramError as exc:
        _LOG.warning("diagram not sent (%s); the ruling stands without it", type(exc).__name__)
        return
    if known is None and sent.photo:
        ids.put(diagram.key, sent.photo[-1].file_id)
