"""The quiz in a private chat, through the real application and an offline Telegram: a
question with numbered answers, right or wrong after a tap with the ruling, why and the
citation, Original text, the next question, and the scores per topic."""

from __future__ import annotations

from typing import Any

import pytest

from bot.callback_data import Action, CallbackData
from bot.context import BotApplication
from bot.handlers.quiz import STORE_KEY
from bot.quiz.draw import parse_answer
from bot.quiz.store import QuizStore
from bot.quiz.topics import Topic
from bot.terminal import plain
from tests.bot.harness import Chat, buttons, user
from tests.quiz.conftest import QuizTelegram

ANA = user(501, "es")
BEN = user(502, "en")


def _answers(message: dict[str, Any]) -> list[tuple[str, int]]:
    """(callback data, answer index) of a question's answer buttons."""
    found = []
    for b in buttons(message):
        data = str(b["callback_data"])
        found.append((data, int(b["text"]) - 1))
    return found


def _decoded(app: BotApplication, data: str) -> CallbackData:
    decoded: CallbackData = app.bot_data["services"].codec.decode(data)
    return decoded


async def _ask(chat: Chat, who: dict[str, Any], text: str = "/quiz") -> dict[str, Any]:
    await chat.send(text, who)
    return chat.last_message(int(who["id"]))


async def test_a_question_then_the_verdict_ruling_and_citation(chat: Chat) -> None:
    question = await _ask(chat, BEN, "/quiz knock-in")
    assert "Knock-ins" in str(question["text"])
    answers = _answers(question)
    assert 3 <= len(answers) <= 4
    drawn, _ = parse_answer(_decoded(chat.app, answers[0][0]).payload)
    right = drawn.question.right
    after = await chat.tap(str(right + 1), BEN, question)
    assert plain(str(after["text"])).startswith("✅ Right!")
    assert "📖 USPA" in plain(str(after["text"]))
    assert "Why:" in plain(str(after["text"]))
    labels = [b["text"] for b in buttons(after)]
    assert any("Original text" in label for label in labels)
    assert any("Next question" in label for label in labels)


async def test_a_wrong_answer_says_so_in_spanish_and_shows_the_right_ruling(chat: Chat) -> None:
    question = await _ask(chat, ANA, "/quiz boards")
    drawn, _ = parse_answer(_decoded(chat.app, _answers(question)[0][0]).payload)
    wrong = next(i for i in range(len(drawn.question.answers)) if i != drawn.question.right)
    after = await chat.tap(str(wrong + 1), ANA, question)
    text = plain(str(after["text"]))
    assert text.startswith("❌")
    assert "Regla 22" in text
    assert "Prevalece el texto original en inglés." in text


async def test_a_double_tap_is_counted_once_and_scores_show_per_topic(
    chat: Chat, app: BotApplication
) -> None:
    question = await _ask(chat, BEN, "/quiz goals")
    await chat.tap("1", BEN, question)
    await chat.press(question, _answers(question)[0][0], BEN)  # the same tap again
    store: QuizStore = app.bot_data[STORE_KEY]
    assert store.progress(502)[Topic.GOALS].answered == 1
    scores = await _ask(chat, BEN)
    assert "Your quiz scores" in plain(str(scores["text"]))
    assert "Goals: " in plain(str(scores["text"]))
    assert any("Any topic" in b["text"] for b in buttons(scores))


async def test_next_question_sends_a_new_question_of_the_topic(chat: Chat) -> None:
    question = await _ask(chat, BEN, "/quiz line-up")
    after = await chat.tap("1", BEN, question)
    await chat.tap("Next question", BEN, after)
    fresh = chat.last_message(502)
    assert fresh["message_id"] != question["message_id"]
    assert "Line-ups" in str(fresh["text"])


async def test_original_text_opens_the_clause_behind_the_ruling(chat: Chat) -> None:
    question = await _ask(chat, BEN, "/quiz foul-shots")
    after = await chat.tap("2", BEN, question)
    original = await chat.tap("Original text", BEN, after)
    assert "22.b" in str(original["text"]) or "¶" in str(original["text"])


@pytest.mark.parametrize("argument", ["nonsense", "knock-in 7", "5"])
async def test_a_wrong_argument_gets_the_usage(chat: Chat, argument: str) -> None:
    reply = await _ask(chat, BEN, f"/quiz {argument}")
    assert "/quiz" in str(reply["text"])
    assert not buttons(reply)


async def test_a_forged_answer_is_refused_and_counts_nothing(
    chat: Chat, app: BotApplication, api: QuizTelegram
) -> None:
    question = await _ask(chat, BEN, "/quiz")
    codec = app.bot_data["services"].codec
    forged = codec.encode(CallbackData(Action.QUIZ, 502, "en", "a3" + "9" + "111111"))
    await chat.press(question, forged, BEN)
    assert api.called("answerCallbackQuery")[-1].params.get("text")
    assert app.bot_data[STORE_KEY].progress(502) == {}


async def test_a_question_with_an_exact_place_comes_after_its_diagram(
    chat: Chat, api: QuizTelegram
) -> None:
    """Foul shots given at an exact spot: the picture (ball and teams, no restart) first."""
    for _ in range(10):
        question = await _ask(chat, BEN, "/quiz foul-shots")
        if api.photos:
            break
        await chat.tap("1", BEN, question)
    [photo] = api.called("sendPhoto")
    assert "caption" not in photo.params
    assert chat.last_photo(502)["message_id"] < question["message_id"]
