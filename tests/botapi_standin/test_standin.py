"""The Bot API stand-in, driven by a real python-telegram-bot client (no mocks)."""

from __future__ import annotations

import asyncio
import datetime as dtm
import json
import socket
import struct
import threading
import time
import zlib
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
import telegram
from hypothesis import given, settings
from hypothesis import strategies as st
from telegram.constants import ParseMode
from telegram.error import (
    BadRequest,
    Conflict,
    EndPointNotFound,
    Forbidden,
    InvalidToken,
    NetworkError,
    RetryAfter,
    TimedOut,
)
from telegram.ext import (
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
)
from telegram.helpers import escape_markdown
from telegram.request import HTTPXRequest

from . import GROUP_PER_MINUTE, BotApiStandin, Fault, ManualClock, TgChat, TgUser
from .conftest import TOKEN
from .entities import parse_html
from .model import NOT_MODIFIED, QUERY_TOO_OLD
from .parse_modes import parse_markdown_v2

# RetryAfter warns that retry_after will become a timedelta; retry_seconds handles both.
pytestmark = pytest.mark.filterwarnings("ignore:.*retry_after.*:DeprecationWarning")


@pytest.fixture
def ana(standin: BotApiStandin) -> TgUser:
    return standin.user(111, "Ana", language_code="es", username="ana")


@pytest.fixture
def chat(standin: BotApiStandin, ana: TgUser) -> TgChat:
    return standin.private_chat(ana)


def keyboard(*datas: str) -> telegram.InlineKeyboardMarkup:
    buttons = [telegram.InlineKeyboardButton(d.title(), callback_data=d) for d in datas]
    return telegram.InlineKeyboardMarkup([buttons])


def png(width: int, height: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"".join(b"\x00" + b"\x80\x40\x20" * width for _ in range(height)))
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


def retry_seconds(exc: RetryAfter) -> float:
    value = exc.retry_after  # an int until PTB_TIMEDELTA, then a timedelta
    return value.total_seconds() if isinstance(value, dtm.timedelta) else float(value)


# -- getMe, getUpdates ---------------------------------------------------------------------------
async def test_get_me_parses_into_a_bot_user_with_its_capability_flags(bot: telegram.Bot) -> None:
    me = await bot.get_me()
    assert (me.id, me.is_bot, me.username) == (4242, True, "polo_rules_bot")
    assert me.can_join_groups is True
    assert me.can_read_all_group_messages is False
    assert me.supports_inline_queries is False
    assert me.api_kwargs == {}


def test_the_server_listens_on_loopback_only_on_an_os_chosen_port(standin: BotApiStandin) -> None:
    assert standin.address == ("127.0.0.1", standin.port)
    assert standin.port > 0
    assert standin.base_url == f"http://127.0.0.1:{standin.port}/bot"
    with socket.create_connection(("127.0.0.1", standin.port), timeout=1):
        pass


async def test_stopping_ends_a_pending_long_poll_and_closes_the_port() -> None:
    standin = BotApiStandin(token=TOKEN).start()
    port = standin.port
    async with telegram.Bot(TOKEN, base_url=standin.base_url) as bot:
        poll = asyncio.create_task(bot.get_updates(timeout=5))
        await asyncio.sleep(0.2)
        await asyncio.to_thread(standin.stop)
        done, _ = await asyncio.wait({poll}, timeout=1.5)
        assert done, "the long poll outlived stop()"
        error = poll.exception()  # an empty answer or a closed connection, whichever wins
        assert isinstance(error, NetworkError) if error else poll.result() == ()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()


async def test_a_long_poll_returns_as_soon_as_a_user_writes(
    standin: BotApiStandin, bot: telegram.Bot, ana: TgUser, chat: TgChat
) -> None:
    started = time.monotonic()
    poll = asyncio.create_task(bot.get_updates(timeout=5))
    await asyncio.sleep(0.2)
    assert not poll.done()
    sent = standin.send_message(chat, ana, "hola")
    updates = await asyncio.wait_for(poll, 2)
    assert time.monotonic() - started < 2
    assert [u.message.text for u in updates if u.message] == ["hola"]
    message = updates[0].message
    assert message is not None
    assert message.message_id == sent["message_id"]
    assert message.from_user is not None
    assert message.from_user.language_code == "es"
    assert message.chat.type == "private"
    assert isinstance(sent["date"], int)
    assert updates[0].api_kwargs == {}
    assert message.api_kwargs == {}


async def test_a_long_poll_with_nothing_queued_answers_empty_after_its_timeout(
    bot: telegram.Bot,
) -> None:
    started = time.monotonic()
    assert await bot.get_updates(timeout=dtm.timedelta(seconds=0.3)) == ()
    assert 0.25 <= time.monotonic() - started < 2


async def test_an_offset_confirms_updates_so_they_are_not_delivered_again(
    standin: BotApiStandin, bot: telegram.Bot, ana: TgUser, chat: TgChat
) -> None:
    for text in ("one", "two", "three"):
        standin.send_message(chat, ana, text)
    first = await bot.get_updates(limit=2)
    assert [u.message.text for u in first if u.message] == ["one", "two"]
    assert first[1].update_id == first[0].update_id + 1
    again = await bot.get_updates(offset=first[0].update_id + 1)
    assert [u.message.text for u in again if u.message] == ["two", "three"]
    assert await bot.get_updates(offset=again[-1].update_id + 1) == ()
    assert standin.pending_updates() == []


async def test_a_second_instance_polling_ends_the_first_long_poll_with_a_conflict(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    first = asyncio.create_task(bot.get_updates(timeout=3))
    await asyncio.sleep(0.2)
    async with telegram.Bot(TOKEN, base_url=standin.base_url) as twin:
        assert await twin.get_updates(timeout=0) == ()
    with pytest.raises(Conflict, match="terminated by other getUpdates request"):
        await asyncio.wait_for(first, 2)


async def test_commands_carry_bot_command_entities_also_with_the_bot_username(
    standin: BotApiStandin, bot: telegram.Bot, ana: TgUser
) -> None:
    club = standin.group_chat(-1001234567890, "Club")
    assert club.type == "supergroup"
    standin.send_message(club, ana, "/rule@polo_rules_bot 20")
    (update,) = await bot.get_updates()
    assert update.message is not None
    assert update.message.chat.title == "Club"
    entity = update.message.entities[0]
    assert (entity.type, entity.offset, entity.length) == ("bot_command", 0, 20)
    assert update.message.parse_entity(entity) == "/rule@polo_rules_bot"


# -- messages, edits, callback queries ----------------------------------------------------------
async def test_send_press_answer_and_edit_round_trip_through_python_telegram_bot(
    standin: BotApiStandin, bot: telegram.Bot, ana: TgUser, chat: TgChat
) -> None:
    asked = standin.send_message(chat, ana, "/start")
    sent = await bot.send_message(
        chat.id,
        "<b>Rule 20</b> or 22?",
        parse_mode=ParseMode.HTML,
        reply_markup=keyboard("r20", "r22"),
        reply_parameters=telegram.ReplyParameters(asked["message_id"]),
        link_preview_options=telegram.LinkPreviewOptions(is_disabled=True),
    )
    assert sent.text == "Rule 20 or 22?"
    assert sent.entities == (telegram.MessageEntity("bold", 0, 7),)
    assert sent.from_user is not None
    assert sent.from_user.id == 4242
    assert sent.reply_to_message is not None
    assert sent.reply_to_message.text == "/start"
    assert sent.message_id == asked["message_id"] + 1
    assert sent.api_kwargs == {}

    query = standin.press_button(chat, ana, sent.message_id, "r22")
    updates = await bot.get_updates()
    callback = updates[-1].callback_query
    assert callback is not None
    assert (callback.id, callback.data, callback.chat_instance) == (
        query["id"],
        "r22",
        query["chat_instance"],
    )
    assert isinstance(callback.message, telegram.Message)
    assert callback.message.reply_markup == keyboard("r20", "r22")
    assert await bot.answer_callback_query(callback.id, text="Rule 22", show_alert=True)
    assert standin.callback_answer(query["id"]) == {
        "text": "Rule 22",
        "show_alert": True,
        "url": None,
        "cache_time": 0,
    }

    edited = await bot.edit_message_text(
        "Rule 22: penalties", chat.id, sent.message_id, reply_markup=keyboard("back")
    )
    assert isinstance(edited, telegram.Message)
    assert edited.text == "Rule 22: penalties"
    assert edited.edit_date is not None
    stored = standin.message(chat, sent.message_id)
    assert stored is not None
    assert stored["reply_markup"] == keyboard("back").to_dict()
    assert [v["text"] for v in standin.history(chat, sent.message_id)] == [
        "Rule 20 or 22?",
        "Rule 22: penalties",
    ]
    assert [c.method for c in standin.sent()] == [
        "getMe",
        "sendMessage",
        "answerCallbackQuery",
        "editMessageText",
    ]


async def test_an_identical_edit_raises_message_is_not_modified(
    bot: telegram.Bot, chat: TgChat
) -> None:
    sent = await bot.send_message(chat.id, "Knock-in", reply_markup=keyboard("ok"))
    with pytest.raises(BadRequest) as caught:
        await bot.edit_message_text(
            "Knock-in", chat.id, sent.message_id, reply_markup=keyboard("ok")
        )
    # python-telegram-bot strips "Bad Request: " and capitalizes the rest
    assert caught.value.message == NOT_MODIFIED.removeprefix("Bad Request: ").capitalize()
    with pytest.raises(BadRequest, match="Message is not modified"):
        await bot.edit_message_reply_markup(chat.id, sent.message_id, reply_markup=keyboard("ok"))


async def test_an_edit_without_reply_markup_removes_the_keyboard_like_telegram(
    standin: BotApiStandin, bot: telegram.Bot, chat: TgChat
) -> None:
    sent = await bot.send_message(chat.id, "Throw-in", reply_markup=keyboard("more"))
    edited = await bot.edit_message_text("Throw-in", chat.id, sent.message_id)
    assert isinstance(edited, telegram.Message)
    assert edited.reply_markup is None
    assert "reply_markup" not in (standin.message(chat, sent.message_id) or {})


async def test_edits_of_unknown_or_foreign_messages_are_refused(
    standin: BotApiStandin, bot: telegram.Bot, ana: TgUser, chat: TgChat
) -> None:
    with pytest.raises(BadRequest, match="Message to edit not found"):
        await bot.edit_message_text("x", chat.id, 999)
    theirs = standin.send_message(chat, ana, "mine")
    with pytest.raises(BadRequest, match="Message can't be edited"):
        await bot.edit_message_text("x", chat.id, theirs["message_id"])
    with pytest.raises(BadRequest, match="Chat not found"):
        await bot.send_message(-5, "nobody here")


async def test_answering_a_query_twice_or_an_unknown_one_raises_query_is_too_old(
    standin: BotApiStandin, bot: telegram.Bot, ana: TgUser, chat: TgChat
) -> None:
    sent = await bot.send_message(chat.id, "Pick", reply_markup=keyboard("a"))
    query = standin.press_button(chat, ana, sent.message_id, "a")
    assert await bot.answer_callback_query(query["id"])
    for query_id in (query["id"], "123456789"):
        with pytest.raises(BadRequest) as caught:
            await bot.answer_callback_query(query_id)
        assert caught.value.message == QUERY_TOO_OLD.removeprefix("Bad Request: ").capitalize()
    with pytest.raises(ValueError, match="no button 'b'"):
        standin.press_button(chat, ana, sent.message_id, "b")


async def test_replying_to_a_missing_message_is_refused_unless_allowed(
    bot: telegram.Bot, chat: TgChat
) -> None:
    with pytest.raises(BadRequest, match="Message to be replied not found"):
        await bot.send_message(chat.id, "hi", reply_to_message_id=77)
    lenient = telegram.ReplyParameters(77, allow_sending_without_reply=True)
    sent = await bot.send_message(chat.id, "hi", reply_parameters=lenient)
    assert sent.reply_to_message is None


# -- formatting ---------------------------------------------------------------------------------
async def test_bad_markup_raises_cant_parse_entities_like_telegram(
    bot: telegram.Bot, chat: TgChat
) -> None:
    with pytest.raises(BadRequest, match='unsupported start tag "foo" at byte offset 2'):
        await bot.send_message(chat.id, "a <foo>b</foo>", parse_mode=ParseMode.HTML)
    with pytest.raises(BadRequest, match=r"(?i)can't find end tag corresponding to start tag"):
        await bot.send_message(chat.id, "<b>open", parse_mode=ParseMode.HTML)
    with pytest.raises(BadRequest, match=r"(?i)character '\.' is reserved"):
        await bot.send_message(chat.id, "Rule 20.1", parse_mode=ParseMode.MARKDOWN_V2)
    sent = await bot.send_message(chat.id, r"*Rule* 20\.1", parse_mode=ParseMode.MARKDOWN_V2)
    assert (sent.text, sent.entities[0].type) == ("Rule 20.1", "bold")


async def test_entity_offsets_count_utf16_code_units_and_text_is_trimmed(
    bot: telegram.Bot, chat: TgChat
) -> None:
    sent = await bot.send_message(chat.id, "  🐎 <i>galope</i> &lt;3\n", parse_mode="HTML")
    assert sent.text == "🐎 galope <3"
    assert sent.entities == (telegram.MessageEntity("italic", 3, 6),)
    assert sent.parse_entity(sent.entities[0]) == "galope"
    with pytest.raises(BadRequest, match="Message is too long"):
        await bot.send_message(chat.id, "x" * 4097)
    with pytest.raises(BadRequest, match="Message text is empty"):
        await bot.send_message(chat.id, " \n ")


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=40))
def test_text_escaped_by_python_telegram_bot_parses_back_to_itself(text: str) -> None:
    assert parse_markdown_v2(escape_markdown(text, version=2)) == (text, [])
    assert parse_html(text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")) == (
        text,
        [],
    )


# -- faults -------------------------------------------------------------------------------------
async def test_an_injected_flood_fault_raises_retry_after_with_its_seconds(
    standin: BotApiStandin, bot: telegram.Bot, chat: TgChat
) -> None:
    plan = standin.inject(Fault.FLOOD, retry_after=7)
    with pytest.raises(RetryAfter) as caught:
        await bot.send_message(chat.id, "hi")
    assert retry_seconds(caught.value) == 7
    assert (await bot.send_message(chat.id, "hi")).text == "hi"
    assert plan.hits == 1
    assert [(c.status, c.ok) for c in standin.sent("sendMessage")] == [(429, False), (200, True)]


async def test_server_error_bad_gateway_and_blocked_faults_raise_their_errors(
    standin: BotApiStandin, bot: telegram.Bot, chat: TgChat
) -> None:
    standin.inject(Fault.SERVER_ERROR, methods=["sendMessage"])
    standin.inject(Fault.BAD_GATEWAY, methods=["sendmessage"])
    standin.inject(Fault.BLOCKED, chat=chat)
    standin.inject(Fault.NOT_MODIFIED, methods=["editMessageText"])
    with pytest.raises(NetworkError, match="Internal Server Error"):
        await bot.send_message(chat.id, "hi")
    with pytest.raises(NetworkError, match="Bad Gateway"):
        await bot.send_message(chat.id, "hi")
    with pytest.raises(Forbidden, match="bot was blocked by the user"):
        await bot.send_message(chat.id, "hi")
    with pytest.raises(BadRequest, match="Message is not modified"):
        await bot.edit_message_text("x", chat.id, 1)
    assert await bot.get_me()  # every plan is used up


async def test_a_fault_window_and_a_method_filter_limit_where_faults_hit(
    standin: BotApiStandin, bot: telegram.Bot, chat: TgChat
) -> None:
    clock = ManualClock()
    standin.clock = clock
    plan = standin.inject(Fault.QUERY_TOO_OLD, for_seconds=10, methods=["answerCallbackQuery"])
    assert await bot.send_message(chat.id, "unaffected")
    for _ in range(2):
        with pytest.raises(BadRequest, match="Query is too old"):
            await bot.answer_callback_query("1")
    clock.advance(10)
    with pytest.raises(BadRequest, match="Query is too old"):  # the real check, not the fault
        await bot.answer_callback_query("1")
    assert plan.hits == 2


async def test_a_blocked_user_makes_sends_to_them_raise_forbidden(
    standin: BotApiStandin, bot: telegram.Bot, ana: TgUser, chat: TgChat
) -> None:
    standin.block(ana)
    with pytest.raises(Forbidden, match="Forbidden: bot was blocked by the user"):
        await bot.send_message(chat.id, "hi")
    standin.unblock(ana)
    assert await bot.send_message(chat.id, "hi")


async def test_a_timeout_fault_holds_the_request_until_the_client_gives_up(
    standin: BotApiStandin, chat: TgChat
) -> None:
    impatient = HTTPXRequest(read_timeout=0.3)
    async with telegram.Bot(TOKEN, base_url=standin.base_url, request=impatient) as bot:
        standin.inject(Fault.TIMEOUT, hold_seconds=1.0)
        with pytest.raises(TimedOut):
            await bot.send_message(chat.id, "lost")
        assert standin.messages(chat) == []
        standin.inject(Fault.TIMEOUT, hold_seconds=1.0, performed=True)
        with pytest.raises(TimedOut):
            await bot.send_message(chat.id, "sent, but the bot cannot know")
        assert [m["text"] for m in standin.messages(chat)] == ["sent, but the bot cannot know"]
        assert [c.status for c in standin.sent("sendMessage")] == [0, 0]


# -- tokens, unknown methods, raw replies -------------------------------------------------------
async def test_an_unknown_token_raises_invalid_token(standin: BotApiStandin) -> None:
    intruder = telegram.Bot("4242:wrong-token", base_url=standin.base_url)
    with pytest.raises(InvalidToken):
        await intruder.get_me()


async def test_an_unknown_method_answers_404_not_found(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    with pytest.raises(EndPointNotFound):
        await bot.do_api_request("sendTelepathy", api_kwargs={"chat_id": 1})
    async with httpx.AsyncClient(trust_env=False) as client:
        reply = await client.post(f"{standin.base_url}{TOKEN}/sendTelepathy")
        unauthorized = await client.get(f"{standin.base_url}1:nope/getMe")
    assert reply.status_code == 404
    assert reply.json() == {"ok": False, "error_code": 404, "description": "Not Found"}
    assert unauthorized.status_code == 401
    assert unauthorized.json() == {"ok": False, "error_code": 401, "description": "Unauthorized"}


async def test_json_form_and_query_string_bodies_get_telegrams_envelope(
    standin: BotApiStandin, chat: TgChat
) -> None:
    url = f"{standin.base_url}{TOKEN}"
    markup = {"inline_keyboard": [[{"text": "A", "callback_data": "a"}]]}
    async with httpx.AsyncClient(trust_env=False) as client:
        as_json = await client.post(
            f"{url}/sendMessage", json={"chat_id": chat.id, "text": "007", "reply_markup": markup}
        )
        as_form = await client.post(
            f"{url}/sendmessage", data={"chat_id": str(chat.id), "text": "008"}
        )
        as_query = await client.get(f"{url}/SENDMESSAGE", params={"chat_id": chat.id, "text": "9"})
        flooded = standin.inject(Fault.FLOOD, retry_after=3)
        limited = await client.post(f"{url}/sendMessage", json={"chat_id": chat.id, "text": "x"})
    assert [r.json()["result"]["text"] for r in (as_json, as_form, as_query)] == ["007", "008", "9"]
    assert as_json.json()["ok"] is True
    assert as_json.json()["result"]["reply_markup"] == markup
    assert flooded.hits == 1
    assert limited.status_code == 429
    assert limited.json() == {
        "ok": False,
        "error_code": 429,
        "description": "Too Many Requests: retry after 3",
        "parameters": {"retry_after": 3},
    }


# -- webhook ------------------------------------------------------------------------------------
class _Receiver(ThreadingHTTPServer):
    """A tiny webhook endpoint on 127.0.0.1 that records what it is sent."""

    def __init__(self, statuses: list[int]) -> None:
        self.statuses = statuses  # answers for successive requests; 200 once used up
        self.received: list[tuple[dict[str, str], dict[str, object]]] = []
        super().__init__(("127.0.0.1", 0), _ReceiverHandler)
        self.thread = threading.Thread(target=self.serve_forever, kwargs={"poll_interval": 0.05})

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/hook"


class _ReceiverHandler(BaseHTTPRequestHandler):
    server: _Receiver

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        self.server.received.append((dict(self.headers), json.loads(body)))
        status = self.server.statuses.pop(0) if self.server.statuses else 200
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def receiver() -> Iterator[_Receiver]:
    server = _Receiver([])
    server.thread.start()
    yield server
    server.shutdown()
    server.server_close()


async def test_get_updates_while_a_webhook_is_set_raises_conflict(
    standin: BotApiStandin, bot: telegram.Bot, receiver: _Receiver
) -> None:
    waiting = asyncio.create_task(bot.get_updates(timeout=3))
    await asyncio.sleep(0.1)
    assert await bot.set_webhook(receiver.url, secret_token="s3cret")
    for poll in (waiting, bot.get_updates()):
        with pytest.raises(Conflict, match="can't use getUpdates method while webhook is active"):
            await asyncio.wait_for(poll, 2)
    assert await bot.delete_webhook()
    assert await bot.get_updates() == ()


async def test_webhook_delivery_posts_updates_with_the_secret_header(
    standin: BotApiStandin, bot: telegram.Bot, ana: TgUser, chat: TgChat, receiver: _Receiver
) -> None:
    receiver.statuses.append(500)  # the first attempt fails; the stand-in retries
    assert await bot.set_webhook(receiver.url, secret_token="s3cret", allowed_updates=["message"])
    info = await bot.get_webhook_info()
    assert (info.url, info.pending_update_count) == (receiver.url, 0)
    sent = standin.send_message(chat, ana, "/start")
    await standin.wait_for_async(
        lambda: len(receiver.received) >= 2 and not standin.pending_updates()
    )
    headers, body = receiver.received[-1]
    assert headers["X-Telegram-Bot-Api-Secret-Token"] == "s3cret"
    assert headers["Content-Type"] == "application/json"
    update = telegram.Update.de_json(body, bot)
    assert update.message is not None
    assert update.message.message_id == sent["message_id"]
    info = await bot.get_webhook_info()
    assert info.last_error_message == "Wrong response from the webhook: 500 Internal Server Error"
    assert [d["status"] for d in standin.deliveries()] == [500, 200]


# -- photos, files ------------------------------------------------------------------------------
async def test_send_photo_with_bytes_returns_a_file_id_that_can_be_sent_again(
    standin: BotApiStandin, bot: telegram.Bot, chat: TgChat
) -> None:
    image = png(1000, 500)
    first = await bot.send_photo(chat.id, image, caption="<b>Field</b>", parse_mode="HTML")
    sizes = [(p.width, p.height) for p in first.photo]
    assert sizes == [(90, 45), (320, 160), (800, 400), (1000, 500)]
    assert len({p.file_unique_id for p in first.photo}) == 4
    assert (first.caption, first.caption_entities[0].type) == ("Field", "bold")
    again = await bot.send_photo(chat.id, first.photo[-1].file_id, reply_markup=keyboard("zoom"))
    assert [p.file_id for p in again.photo] == [p.file_id for p in first.photo]
    assert again.reply_markup == keyboard("zoom")
    file = await bot.get_file(first.photo[-1].file_id)
    assert bytes(await file.download_as_bytearray()) == image
    edited = await bot.edit_message_caption(chat.id, again.message_id, caption="Zoomed")
    assert isinstance(edited, telegram.Message)
    assert edited.caption == "Zoomed"
    with pytest.raises(BadRequest, match="Image_process_failed"):
        await bot.send_photo(chat.id, b"not an image")
    with pytest.raises(BadRequest, match="Wrong file identifier"):
        await bot.send_photo(chat.id, "AgACAgIAAxkDAAI-unknown")


# -- flood limits -------------------------------------------------------------------------------
async def test_the_group_rule_refuses_the_21st_message_in_a_rolling_minute(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    clock = ManualClock()
    standin.clock = clock
    standin.flood_rules.append(GROUP_PER_MINUTE)
    club = standin.group_chat(-4001, "Club")
    assert club.type == "group"
    first = await bot.send_message(club.id, "0")
    for n in range(1, 19):
        clock.advance(1)
        await bot.send_message(club.id, str(n))
    await bot.edit_message_text("edited", club.id, first.message_id)  # edits count too
    with pytest.raises(RetryAfter) as caught:
        await bot.send_message(club.id, "21st")
    assert retry_seconds(caught.value) == 42  # the first slot frees 60 s after message 0
    outsider = standin.private_chat(standin.user(5, "Bea"))
    assert await bot.send_message(outsider.id, "private chats are not limited")
    clock.advance(42)
    assert await bot.send_message(club.id, "now fine")
    assert standin.max_per_window(club) == 20
    assert len(standin.message_times(club)) == 21


async def test_max_per_window_counts_sends_and_edits_in_any_rolling_window(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    clock = ManualClock(1_000_000.0)
    standin.clock = clock
    club = standin.group_chat(-4001, "Club")
    for moment in (0, 10, 59, 60, 61, 200):
        clock.value = 1_000_000.0 + moment
        await bot.send_message(club.id, f"t={moment}")
    standin.inject(Fault.FLOOD)
    with pytest.raises(RetryAfter):  # refused calls do not count
        await bot.send_message(club.id, "refused")
    assert await bot.send_chat_action(club.id, "typing")  # not a message
    assert standin.message_times(club) == [1_000_000.0 + t for t in (0, 10, 59, 60, 61, 200)]
    assert standin.max_per_window(club) == 4  # 10, 59, 60, 61
    assert standin.max_per_window(club, window=1) == 1


# -- commands, menu, chat actions ----------------------------------------------------------------
async def test_commands_are_stored_per_scope_and_language(
    standin: BotApiStandin, bot: telegram.Bot, chat: TgChat
) -> None:
    english = [telegram.BotCommand("start", "Start"), telegram.BotCommand("rule", "A rule")]
    spanish = [telegram.BotCommand("start", "Empezar")]
    groups = telegram.BotCommandScopeAllGroupChats()
    assert await bot.set_my_commands(english)
    assert await bot.set_my_commands(spanish, language_code="es")
    assert await bot.set_my_commands(english[:1], scope=groups)
    assert await bot.get_my_commands() == tuple(english)
    assert await bot.get_my_commands(language_code="es") == tuple(spanish)
    assert await bot.get_my_commands(scope=groups) == tuple(english[:1])
    assert standin.commands(language_code="es") == [{"command": "start", "description": "Empezar"}]
    assert standin.commands({"type": "all_group_chats"}) == [
        {"command": "start", "description": "Start"}
    ]
    assert await bot.delete_my_commands(language_code="es")
    assert await bot.get_my_commands(language_code="es") == ()
    with pytest.raises(BadRequest, match="Bot_command_invalid"):
        await bot.set_my_commands([telegram.BotCommand("Start!", "bad")])


async def test_chat_actions_and_menu_buttons_are_accepted(
    standin: BotApiStandin, bot: telegram.Bot, chat: TgChat
) -> None:
    assert await bot.send_chat_action(chat.id, "typing")
    with pytest.raises(BadRequest, match="Wrong parameter action"):
        await bot.send_chat_action(chat.id, "dancing")
    assert await bot.get_chat_menu_button() == telegram.MenuButtonCommands()
    assert await bot.set_chat_menu_button(chat.id, telegram.MenuButtonDefault())
    assert await bot.get_chat_menu_button(chat.id) == telegram.MenuButtonDefault()
    assert [c.params.get("action") for c in standin.sent("sendChatAction")] == ["typing", "dancing"]


# -- waiting, and a whole python-telegram-bot Application -------------------------------------
async def test_wait_for_async_wakes_when_the_bot_replies(
    standin: BotApiStandin, bot: telegram.Bot, chat: TgChat
) -> None:
    async def reply_later() -> None:
        await asyncio.sleep(0.1)
        await bot.send_message(chat.id, "later")

    task = asyncio.create_task(reply_later())
    reply = await standin.wait_for_async(lambda: standin.last_bot_message(chat), timeout=2)
    await task
    assert reply["text"] == "later"
    calls = await standin.wait_for_calls_async("sendMessage", chat_id=chat, timeout=1)
    assert calls[0].params["text"] == "later"
    with pytest.raises(TimeoutError):
        await standin.wait_for_async(lambda: standin.sent("deleteMessage"), timeout=0.1)
    with pytest.raises(TimeoutError):
        standin.wait_for(lambda: standin.sent("deleteMessage"), timeout=0.1)


async def test_an_application_polls_and_answers_through_the_standin(
    standin: BotApiStandin, ana: TgUser, chat: TgChat
) -> None:
    async def start(update: telegram.Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        assert update.effective_message is not None
        await update.effective_message.reply_text("Which rule?", reply_markup=keyboard("r20"))

    async def pressed(update: telegram.Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        query = update.callback_query
        assert query is not None
        await query.answer("Rule 20")
        await query.edit_message_text("Rule 20: restarts")

    app = (
        ApplicationBuilder()
        .token(TOKEN)
        .base_url(standin.base_url)
        .base_file_url(standin.base_file_url)
        .build()
    )
    app.add_handler(CommandHandler("start", start))
    app.add_handler(CallbackQueryHandler(pressed))
    async with app:
        await app.start()
        assert app.updater is not None
        await app.updater.start_polling(poll_interval=0.0, timeout=dtm.timedelta(seconds=1))
        standin.send_message(chat, ana, "/start")
        question = await standin.wait_for_async(lambda: standin.last_bot_message(chat))
        query = standin.press_button(chat, ana, question["message_id"], "r20")
        await standin.wait_for_async(lambda: standin.callback_answer(query["id"]))
        final = await standin.wait_for_async(
            lambda: standin.history(chat, question["message_id"])[1:]
        )
        await app.updater.stop()
        await app.stop()
    assert final[-1]["text"] == "Rule 20: restarts"
    assert "reply_markup" not in final[-1]
    assert standin.callback_answer(query["id"]) == {
        "text": "Rule 20",
        "show_alert": False,
        "url": None,
        "cache_time": 0,
    }
    assert standin.sent("deleteWebhook")
