"""Webhook mode: the bot listens on a local port, the stand-in posts updates with the secret
the bot registered; a request with a wrong or missing secret is refused and not processed."""

from __future__ import annotations

import httpx
import pytest

from bot.screens import screen
from tests.botapi_standin import BotApiStandin, Fault
from tests.e2e.conftest import Launcher
from tests.e2e.driver import Person, plain, wait_quiet
from tests.e2e.process import free_port

HOOK_PATH = "/telegram/hook"
UPDATES = ["message", "callback_query", "inline_query", "chosen_inline_result", "poll_answer"]


def forged_update(standin: BotApiStandin, update_id: int, user_id: int) -> dict[str, object]:
    """A /start from ``user_id`` as Telegram would post it (but not from Telegram)."""
    chat = standin.private_chat(standin.user(user_id, "Mallory", language_code="en"))
    return {
        "update_id": update_id,
        "message": {
            "message_id": 1,
            "date": int(standin.now()),
            "chat": chat.to_json(),
            "from": {"id": user_id, "is_bot": False, "first_name": "Mallory"},
            "text": "/start",
            "entities": [{"type": "bot_command", "offset": 0, "length": 6}],
        },
    }


@pytest.mark.parametrize("secret_setting", ["", "a-Secret_set-by_the-admin"])
def test_updates_with_the_secret_are_processed_and_others_refused_with_403(
    bots: Launcher, standin: BotApiStandin, secret_setting: str
) -> None:
    port = free_port()
    url = f"http://127.0.0.1:{port}{HOOK_PATH}"
    bot = bots.start(WEBHOOK_URL=url, WEBHOOK_PORT=str(port), WEBHOOK_SECRET=secret_setting)
    info = standin.webhook_info
    assert info["url"] == url
    # the same kinds of update as long polling asks for (bot.__main__._UPDATES)
    assert info["allowed_updates"] == UPDATES
    assert info["max_connections"] == 40
    secret = standin.webhook_secret
    assert secret, "the bot must register a secret token with its webhook"
    if secret_setting:
        assert secret == secret_setting

    user = standin.user(3001, "Umpire", language_code="it")
    umpire = Person(standin, user, standin.private_chat(user))
    menu = umpire.command("/start")
    assert menu["text"] == plain(screen("", "it").text)
    umpire.walk(menu, "112", "it")
    # The secret the bot registered is the one it accepts, and its server listens before it
    # registers the webhook: no delivery meets a closed port.
    statuses = {d["status"] for d in standin.deliveries()}
    assert statuses == {200}, standin.deliveries()

    # Requests that did not come from the Bot API: no secret, a wrong one.
    refused = []
    for number, headers in enumerate(
        ({}, {"X-Telegram-Bot-Api-Secret-Token": "wrong-" + secret[:10]}), start=1
    ):
        update = forged_update(standin, 900_000_000 + number, 4000 + number)
        response = httpx.post(url, json=update, headers=headers, timeout=5)
        refused.append(response.status_code)
    assert refused == [403, 403]

    # A genuine update after them is answered; the forged ones never are.
    later = umpire.command("/start")
    assert later["text"] == plain(screen("", "it").text)
    wait_quiet(0.5)
    for chat_id in (4001, 4002):
        assert standin.messages(chat_id, from_bot=True) == []
        assert standin.sent(chat_id=chat_id) == []
    assert bot.alive()
    assert "Traceback" not in bot.log()


def test_long_polling_asks_for_the_same_kinds_of_update(
    bots: Launcher, standin: BotApiStandin
) -> None:
    bots.start()
    # what the long poll in progress asked for (a poll is recorded as a call when it returns)
    assert standin.wait_for(lambda: standin.core.allowed_updates) == UPDATES


def test_a_webhook_the_bot_api_refuses_stops_the_bot_in_one_line_with_exit_code_2(
    bots: Launcher, standin: BotApiStandin
) -> None:
    standin.inject(Fault.QUERY_TOO_OLD, methods=["setWebhook"])  # any 400 Bad Request
    port = free_port()
    url = f"http://127.0.0.1:{port}{HOOK_PATH}"
    bot = bots.start(wait=False, WEBHOOK_URL=url, WEBHOOK_PORT=str(port))
    assert bot.process is not None
    assert bot.process.wait(30) == 2
    errors = [line for line in bot.log().splitlines() if " ERROR " in line]
    assert len(errors) == 1
    assert "refused WEBHOOK_URL" in errors[0]
    assert "Traceback" not in bot.log()
