"""Every press is answered once, a press on an inline message too (review 2026-12-01, L8: the
language, new-question and quiz presses there were never answered; only forged data reaches
them, as the bot puts no such button on inline messages)."""

from __future__ import annotations

import pytest

from bot.callback_data import Action, CallbackData
from tests.bot.harness import Chat, user

BOB = user(222, "en")


@pytest.mark.parametrize(
    ("action", "payload"),
    [(Action.LANGUAGE, "it"), (Action.NEW, ""), (Action.QUIZ, "n00"), (Action.QUIZ, "a3")],
)
async def test_a_press_on_an_inline_message_is_answered_once(
    chat: Chat, action: Action, payload: str
) -> None:
    data = chat.app.bot_data["services"].codec.encode(
        CallbackData(action, BOB["id"], "en", payload)
    )
    query = {
        "id": "inline-1",
        "from": BOB,
        "chat_instance": "ci",
        "inline_message_id": "AAAA-inline",
        "data": data,
    }
    await chat.feed({"update_id": 1, "callback_query": query})
    answers = chat.api.called("answerCallbackQuery")
    assert [a.params["callback_query_id"] for a in answers] == ["inline-1"]
