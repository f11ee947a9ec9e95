"""One user's flood is not handled, he is told once, and other users are answered as usual
(review 2026-12-01, M1/M2: 300 messages from one user held five others for up to 17 s)."""

from __future__ import annotations

from bot import limits
from bot.handlers.quiz import STORE_KEY
from tests.bot.harness import Chat, user

FLOODER, OTHER = user(501), user(502)


async def test_a_flooding_user_is_told_once_and_the_rest_of_his_flood_is_not_handled(
    chat: Chat,
) -> None:
    for _ in range(limits.USER_BURST + 30):
        await chat.send("/help", FLOODER)
    to_him = [c for c in chat.api.called("sendMessage") if c.params["chat_id"] == FLOODER["id"]]
    too_fast = [c for c in to_him if "faster than I can answer" in c.params["text"]]
    assert len(too_fast) == 1
    assert len(to_him) == limits.USER_BURST + 1
    await chat.send("/help", OTHER)
    assert chat.last_message(OTHER["id"])["text"] == to_him[0].params["text"]


async def test_every_press_over_the_budget_is_still_answered(chat: Chat) -> None:
    await chat.send("/start", FLOODER)
    menu = chat.last_message(FLOODER["id"])
    data = menu["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
    presses = limits.USER_BURST + 10
    for _ in range(presses):
        await chat.press(menu, data, FLOODER)
    answers = chat.api.called("answerCallbackQuery")
    assert len({a.params["callback_query_id"] for a in answers}) == presses
    told = [a for a in answers if "faster than I can answer" in (a.params.get("text") or "")]
    assert len(told) == 1


async def test_poll_answers_are_never_dropped_by_the_budget(chat: Chat) -> None:
    for n in range(limits.USER_BURST + 10):
        poll_answer = {
            "poll_id": f"p{n}",
            "user": FLOODER,
            "option_ids": [0],
            "option_persistent_ids": ["0"],
        }
        await chat.feed({"update_id": 10_000 + n, "poll_answer": poll_answer})
    store = chat.app.bot_data[STORE_KEY]
    stored = store._run(lambda c: c.execute("SELECT COUNT(*) FROM quiz_vote").fetchone()[0])
    assert stored == limits.USER_BURST + 10
