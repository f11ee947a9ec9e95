"""BotApiStandin: a local Telegram Bot API for end-to-end tests of the bot.

    with BotApiStandin(token="123:ABC") as standin:
        bot = telegram.Bot("123:ABC", base_url=standin.base_url)
        ana = standin.user(id=111, first_name="Ana", language_code="es")
        chat = standin.private_chat(ana)
        standin.send_message(chat, ana, "/start")          # the bot will get it from getUpdates
        reply = await standin.wait_for_async(lambda: standin.last_bot_message(chat))

The test-side methods are thread-safe and never block an event loop except ``wait_for`` and
``wait_for_calls`` (use their ``*_async`` twins inside ``async`` tests).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from types import TracebackType
from typing import Self

from .core import Core
from .model import JSON, FloodRule, TgChat, TgUser
from .observe import ObserveMixin
from .transport import HttpFrontend, WebhookDeliverer
from .updates import UpdatesMixin


class ManualClock:
    """A clock for the stand-in that only moves when told (``advance``); starts at now."""

    def __init__(self, start: float | None = None) -> None:
        self.value = time.time() if start is None else start

    def __call__(self) -> float:
        return self.value

    def advance(self, seconds: float) -> None:
        self.value += seconds


class BotApiStandin(UpdatesMixin, ObserveMixin):
    """The server and the test-side API; see the module docstring."""

    def __init__(
        self,
        token: str = "123456789:TEST-standin-token",
        *,
        bot_username: str = "standin_bot",
        bot_first_name: str = "Standin Bot",
        can_join_groups: bool = True,
        can_read_all_group_messages: bool = False,
        supports_inline_queries: bool = False,
        clock: Callable[[], float] = time.time,
        flood_rules: Sequence[FloodRule] = (),
        callback_query_ttl: float | None = None,
        webhook_retry_delay: float = 0.2,
    ) -> None:
        bot_id = int(token.split(":", 1)[0]) if token.split(":", 1)[0].isdigit() else 1
        me: JSON = {
            "id": bot_id,
            "is_bot": True,
            "first_name": bot_first_name,
            "username": bot_username,
            "can_join_groups": can_join_groups,
            "can_read_all_group_messages": can_read_all_group_messages,
            "supports_inline_queries": supports_inline_queries,
            "can_connect_to_business": False,
            "has_main_web_app": False,
        }
        self.core = Core(token, me, clock)
        self.core.flood_rules = list(flood_rules)
        self.core.callback_query_ttl = callback_query_ttl
        self._webhook_retry_delay = webhook_retry_delay
        self._http: HttpFrontend | None = None
        self._deliverer: WebhookDeliverer | None = None

    # -- lifecycle ---------------------------------------------------------------------------
    def start(self) -> Self:
        """Bind 127.0.0.1 on a free port and serve in background threads."""
        if self._http is not None:
            raise RuntimeError("the stand-in is already started")
        self._http = HttpFrontend(self.core)
        self._deliverer = WebhookDeliverer(self.core, self._webhook_retry_delay)
        self._http.start()
        self._deliverer.start()
        return self

    def stop(self) -> None:
        """Stop serving: pending long polls end, held requests are dropped, threads joined."""
        with self.core.cond:
            self.core.stopping = True
            self.core.stopped.set()
            self.core.changed()
        if self._http is not None:
            self._http.stop()
        if self._deliverer is not None:
            self._deliverer.stop()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._http is None:
            raise RuntimeError("start() the stand-in first")
        return self._http.port

    @property
    def address(self) -> tuple[str, int]:
        """The bound (host, port): always 127.0.0.1."""
        if self._http is None:
            raise RuntimeError("start() the stand-in first")
        host, port = self._http.server.server_address[:2]
        return str(host), int(port)

    @property
    def url(self) -> str:
        """``http://127.0.0.1:<port>``"""
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        """For ``telegram.Bot(base_url=...)`` / ``ApplicationBuilder().base_url(...)``."""
        return f"{self.url}/bot"

    @property
    def base_file_url(self) -> str:
        """For ``telegram.Bot(base_file_url=...)`` / ``ApplicationBuilder().base_file_url(...)``."""
        return f"{self.url}/file/bot"

    @property
    def token(self) -> str:
        return self.core.token

    @property
    def bot_user(self) -> TgUser:
        me = self.core.me
        return TgUser(me["id"], me["first_name"], username=me["username"], is_bot=True)

    @property
    def clock(self) -> Callable[[], float]:
        """The clock for dates, call times, fault windows and flood windows (settable)."""
        return self.core.clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        with self.core.cond:
            self.core.clock = clock

    def now(self) -> float:
        """The stand-in's clock (message dates, call times, flood windows)."""
        return self.core.now()

    # -- people and chats --------------------------------------------------------------------
    def user(
        self,
        id: int,
        first_name: str,
        *,
        last_name: str | None = None,
        username: str | None = None,
        language_code: str | None = None,
        is_premium: bool | None = None,
    ) -> TgUser:
        """A person who will talk to the bot."""
        return TgUser(id, first_name, last_name, username, language_code, False, is_premium)

    def private_chat(self, user: TgUser) -> TgChat:
        """The private chat between ``user`` and the bot (its id is the user's id)."""
        chat = TgChat(user.id, "private", None, user.username, user.first_name, user.last_name)
        return self.core.add_chat(chat)

    def group_chat(
        self,
        id: int,
        title: str,
        *,
        type: str | None = None,
        username: str | None = None,
        is_forum: bool | None = None,
    ) -> TgChat:
        """A group the bot is in; ``type`` defaults to "supergroup" for -100… ids, else "group"."""
        if id >= 0:
            raise ValueError("group chat ids are negative")
        kind = type or ("supergroup" if id <= -1_000_000_000_000 else "group")
        return self.core.add_chat(TgChat(id, kind, title, username, is_forum=is_forum))

    def block(self, user: TgUser) -> None:
        """The user blocks the bot: sends to their private chat answer 403 Forbidden."""
        with self.core.cond:
            self.core.blocked.add(user.id)

    def unblock(self, user: TgUser) -> None:
        with self.core.cond:
            self.core.blocked.discard(user.id)
