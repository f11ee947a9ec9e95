"""Groups, other people's menus, forged and stale buttons, restarts, rate limits, logs."""

from __future__ import annotations

import io
import logging
from pathlib import Path

import pytest

from bot import limits
from bot.app import build_application
from bot.handlers import common
from bot.logging_setup import configure
from tests.bot.harness import TOKEN, Chat, FakeTelegram, button, buttons, settings_for, user

GROUP = -100123
ANA = user(111, "es")
BOB = user(222, "en")


async def test_in_a_group_the_menu_replies_to_the_command_that_asked(chat: Chat) -> None:
    await chat.send("/start@PoloRulesBot", BOB, GROUP)
    menu = chat.last_message(GROUP)
    assert menu["reply_to_message"]["text"] == "/start@PoloRulesBot"
    await chat.tap("Goal scored", BOB, menu)
    ruling = await chat.tap("Attackers scored", BOB, menu)
    assert "Throw-in" in ruling["text"]
    assert ruling["reply_to_message"]["text"] == "/start@PoloRulesBot"


async def test_a_command_for_another_bot_is_ignored(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/start@SomeOtherBot", BOB, GROUP)
    assert api.called("sendMessage") == []


async def test_another_users_press_gets_an_alert_and_changes_nothing(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/start", BOB, GROUP)
    menu = chat.last_message(GROUP)
    after = await chat.tap("Goal scored", ANA, menu)
    assert after["text"] == menu["text"]
    alert = api.called("answerCallbackQuery")[-1].params
    assert alert["show_alert"] is True
    assert "otra persona" in alert["text"]  # in the presser's language (Ana: Spanish)
    assert api.called("editMessageText") == []


async def test_a_forged_button_answers_expired_and_offers_a_fresh_menu(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/start", BOB)
    menu = chat.last_message()
    await chat.press(menu, "1gezz.1.AAAAAAAAAAA", BOB)
    assert api.called("answerCallbackQuery")[-1].params["text"] == "That menu has expired."
    fresh = chat.last_message()
    assert "expired" in fresh["text"]
    assert "What happened?" in fresh["text"]
    await chat.tap("Goal scored", BOB, fresh)


async def test_a_double_tap_is_answered_twice_and_shows_no_error(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/start", BOB)
    menu = chat.last_message()
    data = button(menu, "Goal scored")
    await chat.press(menu, data, BOB)
    await chat.press(menu, data, BOB)  # Telegram: "message is not modified"
    assert len(api.called("answerCallbackQuery")) == 2
    assert len(api.called("sendMessage")) == 1  # no error message


async def test_a_menu_survives_a_restart_with_the_same_secret(
    chat: Chat, api: FakeTelegram, tmp_path: Path
) -> None:
    await chat.send("/start", BOB)
    menu = chat.last_message()
    second = build_application(settings_for(tmp_path), request=api, limit_rate=False)
    async with second:
        after = await Chat(second, api).tap("Goal scored", BOB, menu)
    assert "What kind of goal?" in after["text"]


async def test_a_menu_signed_with_another_secret_expires_with_a_fresh_one(
    chat: Chat, api: FakeTelegram, tmp_path: Path
) -> None:
    await chat.send("/start", BOB)
    menu = chat.last_message()
    settings = settings_for(tmp_path, CALLBACK_SECRET="a brand new secret 123")
    second = build_application(settings, request=api, limit_rate=False)
    async with second:
        after = await Chat(second, api).tap("Goal scored", BOB, menu)
    assert "expired" in after["text"]
    assert buttons(after)


async def test_a_press_answered_too_late_still_moves_the_menu_on(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/start", BOB)
    api.fail_next("answerCallbackQuery", "too_old")
    after = await chat.tap("Goal scored", BOB)
    assert "What kind of goal?" in after["text"]


async def test_a_429_in_the_middle_of_a_flow_is_retried_and_never_shown(
    api: FakeTelegram, tmp_path: Path
) -> None:
    app = build_application(settings_for(tmp_path), request=api, limit_rate=True)
    async with app:
        chat = Chat(app, api)
        await chat.send("/start", BOB, GROUP)
        api.fail_next("editMessageText", "429")
        after = await chat.tap("Goal scored", BOB, chat.last_message(GROUP))
    assert "What kind of goal?" in after["text"]
    assert len(api.called("editMessageText")) == 2
    assert len(api.called("sendMessage")) == 1


async def test_a_blocked_bot_is_logged_and_the_bot_keeps_running(
    chat: Chat, api: FakeTelegram
) -> None:
    api.fail_next("sendMessage", "403")
    await chat.send("/start", BOB)
    await chat.send("/start", BOB)
    assert len(api.called("sendMessage")) == 2


async def test_an_error_is_logged_with_the_update_and_the_user_told_briefly(
    chat: Chat, api: FakeTelegram
) -> None:
    api.fail_next("sendMessage", "not_modified")  # any unexpected Bad Request
    await chat.send("/help", BOB)
    assert "Sorry, something went wrong" in api.called("sendMessage")[-1].params["text"]


async def test_the_error_message_is_in_the_language_the_user_chose(
    chat: Chat, api: FakeTelegram
) -> None:
    # Bob's phone is in English, but he chose Italian: the error says so in Italian too
    await chat.send("/language", BOB)
    await chat.tap("Italiano", BOB)
    api.fail_next("sendMessage", "not_modified")
    await chat.send("/help", BOB)
    assert "Scusa, qualcosa è andato storto" in api.called("sendMessage")[-1].params["text"]


async def test_group_language_is_set_by_admins_only(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/language", ANA, GROUP)
    assert "Solo los administradores" in api.called("sendMessage")[-1].params["text"]
    api.admins.add((GROUP, BOB["id"]))
    await chat.send("/language", BOB, GROUP)
    await chat.tap("Italiano", BOB, chat.last_message(GROUP))
    await chat.send("/start", ANA, GROUP)
    assert "Cosa è successo?" in chat.last_message(GROUP)["text"]


async def test_commands_are_published_per_language_and_for_groups(
    chat: Chat, api: FakeTelegram
) -> None:
    assert chat.app.post_init is not None
    await chat.app.post_init(chat.app)  # what run_polling / run_webhook do at start-up
    published = {
        (c.params.get("language_code"), str(c.params["scope"]["type"]))
        for c in api.called("setMyCommands")
    }
    assert published == {
        (lang, scope) for lang in (None, "es", "it") for scope in ("default", "all_group_chats")
    }


async def test_the_token_never_reaches_the_logs_even_at_debug(
    api: FakeTelegram, tmp_path: Path
) -> None:
    stream = io.StringIO()
    handler = configure("DEBUG", [TOKEN], stream)
    logging.getLogger("httpx").setLevel(logging.DEBUG)  # louder than we ever run it
    try:
        app = build_application(settings_for(tmp_path, LOG_LEVEL="DEBUG"), request=api)
        async with app:
            chat = Chat(app, api)
            await chat.send("/start", BOB)
            await chat.tap("Goal scored", BOB)
        logging.getLogger("bot").error("boom %s", f"https://x/bot{TOKEN}/getMe")
        try:
            raise RuntimeError(f"url https://api.telegram.org/bot{TOKEN}/sendMessage")
        except RuntimeError:
            logging.getLogger("bot").exception("failed")
    finally:
        logging.getLogger().removeHandler(handler)
    text = stream.getvalue()
    assert "HTTP Request" in text
    assert "[TOKEN]" in text
    assert TOKEN not in text
    assert TOKEN.split(":")[1] not in text


async def test_a_group_near_its_message_budget_gets_the_picture_on_a_button(
    api: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # with the bot's own limiter, and every send counted as leaving too little room
    monkeypatch.setattr(common, "DIAGRAM_RESERVE", limits.GROUP_PER_MINUTE + 1)
    app = build_application(settings_for(tmp_path), request=api, limit_rate=True)
    async with app:
        chat = Chat(app, api)
        await chat.send("/start", BOB, GROUP)
        for label in ("Ball over the end line", "An attacker hit it out"):
            await chat.tap(label, BOB, chat.last_message(GROUP))
        ruling = await chat.tap("◂ Post", BOB, chat.last_message(GROUP))
        assert not api.called("sendPhoto")  # the group's budget is kept for its menus
        assert buttons(ruling)[0]["text"] == "🖼 Field diagram"
        await chat.tap("🖼 Field diagram", BOB, ruling)
        assert len(api.called("sendPhoto")) == 1
