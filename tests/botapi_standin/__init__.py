"""A local stand-in for the Telegram Bot API, for end-to-end tests of the bot.

An HTTP server on 127.0.0.1 (OS-chosen port) that answers python-telegram-bot like
api.telegram.org would; the test side queues what users do and inspects what the bot did.

    @pytest.fixture
    def standin() -> Iterator[BotApiStandin]:
        with BotApiStandin(token=TOKEN, bot_username="polo_rules_bot") as server:
            yield server

    async def test_start_greets(standin: BotApiStandin) -> None:
        app = build_app(  # the bot's own ApplicationBuilder, pointed at the stand-in
            ApplicationBuilder().token(TOKEN)
            .base_url(standin.base_url).base_file_url(standin.base_file_url)
        )
        ana = standin.user(111, "Ana", language_code="es")
        chat = standin.private_chat(ana)
        async with app:
            await app.start()
            await app.updater.start_polling(poll_interval=0.0, timeout=dtm.timedelta(seconds=1))
            standin.send_message(chat, ana, "/start")
            reply = await standin.wait_for_async(lambda: standin.last_bot_message(chat))
            await app.updater.stop()
            await app.stop()

See ``server.BotApiStandin`` (and its mixins in ``updates`` and ``observe``) for the test API.
"""

from .model import (
    GROUP_PER_MINUTE,
    MESSAGE_METHODS,
    Call,
    Fault,
    FaultPlan,
    FloodRule,
    TgChat,
    TgUser,
)
from .server import BotApiStandin, ManualClock

__all__ = [
    "GROUP_PER_MINUTE",
    "MESSAGE_METHODS",
    "BotApiStandin",
    "Call",
    "Fault",
    "FaultPlan",
    "FloodRule",
    "ManualClock",
    "TgChat",
    "TgUser",
]
