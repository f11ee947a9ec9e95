"""The stand-in's inline mode, driven by a real python-telegram-bot client: answerInlineQuery is
checked like Telegram checks it, and a chosen result lands in a chat via the bot."""

from __future__ import annotations

import pytest
import telegram
from telegram.constants import ParseMode
from telegram.error import BadRequest

from . import BotApiStandin


def article(
    result_id: str, text: str = "<b>Knock-in</b> · where the ball crossed"
) -> telegram.InlineQueryResultArticle:
    return telegram.InlineQueryResultArticle(
        result_id,
        "Knock-in",
        telegram.InputTextMessageContent(text, parse_mode=ParseMode.HTML),
        reply_markup=telegram.InlineKeyboardMarkup(
            [
                [
                    telegram.InlineKeyboardButton(
                        "Full answer", url="https://t.me/polo_rules_bot?start=r4-1"
                    )
                ]
            ]
        ),
    )


async def test_an_answer_is_kept_and_a_chosen_result_lands_in_the_chat_via_the_bot(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    ana = standin.user(111, "Ana", language_code="es")
    query = standin.inline_query(ana, "knock in")
    [update] = await bot.get_updates()
    assert update.inline_query is not None
    assert update.inline_query.query == "knock in"
    button = telegram.InlineQueryResultsButton("Ask in the bot", start_parameter="inline")
    assert await bot.answer_inline_query(
        query["id"], [article("r4-1")], is_personal=True, button=button
    )
    answer = standin.inline_answer(query["id"])
    assert answer is not None
    assert answer["is_personal"] is True
    assert answer["button"]["start_parameter"] == "inline"

    group = standin.group_chat(-100200, "Club")
    message = standin.choose_inline_result(group, ana, query["id"], "r4-1")
    assert message["text"] == "Knock-in · where the ball crossed"
    assert message["entities"] == [{"type": "bold", "offset": 0, "length": 8}]
    assert message["via_bot"]["username"] == "polo_rules_bot"
    assert message["from"]["id"] == 111
    [chosen] = await bot.get_updates(offset=update.update_id + 1)
    assert chosen.chosen_inline_result is not None
    assert chosen.chosen_inline_result.result_id == "r4-1"
    assert chosen.chosen_inline_result.inline_message_id


@pytest.mark.parametrize(
    ("results", "error"),
    [
        ([article("same"), article("same")], "RESULT_ID_DUPLICATE"),
        ([article("x" * 65)], "RESULT_ID_INVALID"),
        ([article(str(n)) for n in range(51)], "RESULTS_TOO_MUCH"),
        ([article("a", "<b>unclosed")], "Can't parse entities"),
        ([article("a", "x" * 4097)], "MESSAGE_TOO_LONG"),
    ],
)
async def test_answers_telegram_would_refuse_are_refused(
    standin: BotApiStandin,
    bot: telegram.Bot,
    results: list[telegram.InlineQueryResultArticle],
    error: str,
) -> None:
    query = standin.inline_query(standin.user(111, "Ana"), "")
    with pytest.raises(BadRequest, match=f"(?i){error}"):
        await bot.answer_inline_query(query["id"], results)
    assert standin.inline_answer(query["id"]) is None


async def test_a_query_is_answered_once_and_an_unknown_one_not_at_all(
    standin: BotApiStandin, bot: telegram.Bot
) -> None:
    query = standin.inline_query(standin.user(111, "Ana"), "")
    await bot.answer_inline_query(query["id"], [article("a")])
    with pytest.raises(BadRequest, match=r"(?i)query is too old"):
        await bot.answer_inline_query(query["id"], [article("a")])
    with pytest.raises(BadRequest, match=r"(?i)query is too old"):
        await bot.answer_inline_query("123", [])
