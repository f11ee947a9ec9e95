"""The quiz in a group, through the real application and an offline Telegram: native quiz
polls, one message of the group's budget each, a series paced by the clock, members' answers
counted once each, and a leaderboard at the end."""

from __future__ import annotations

import itertools
from types import SimpleNamespace
from typing import Any

from bot.context import BotApplication
from bot.handlers.quiz import STORE_KEY
from bot.limits import GROUP_PER_MINUTE, TelegramLimits
from bot.quiz import series as quiz_series
from bot.quiz.store import QuizStore
from bot.terminal import plain
from tests.bot.harness import Chat, user
from tests.botapi_standin.server import ManualClock
from tests.quiz.conftest import QuizTelegram

GROUP = -1009876543210
ANA, BEN, CY = user(601, "en"), user(602, "en"), user(603, "es")
_UPDATES = itertools.count(10_000)


async def _answer(chat: Chat, who: dict[str, Any], poll: dict[str, Any], option: int) -> None:
    answer = {
        "poll_id": poll["id"],
        "user": who,
        "option_ids": [option],
        "option_persistent_ids": [str(option)],
    }
    await chat.feed({"update_id": next(_UPDATES), "poll_answer": answer})


def _right(poll: dict[str, Any]) -> int:
    return int(poll["correct_option_ids"][0])


def _store(app: BotApplication) -> QuizStore:
    store: QuizStore = app.bot_data[STORE_KEY]
    return store


async def test_quiz_in_a_group_posts_one_native_quiz_poll(chat: Chat, api: QuizTelegram) -> None:
    await chat.send("/quiz@PoloRulesBot", ANA, GROUP)
    [call] = api.called("sendPoll")
    p = call.params
    assert p["type"] == "quiz"
    assert p["is_anonymous"] is False
    assert int(p["chat_id"]) == GROUP
    poll = api.polls[0]
    assert len(poll["question"]) <= 300
    assert all(len(o["text"]) <= 100 for o in poll["options"])
    assert 3 <= len(poll["options"]) <= 4
    assert 0 <= _right(poll) < len(poll["options"])
    assert poll["explanation"]
    assert len(poll["explanation"]) <= 200
    assert "📖 USPA" in poll["explanation"]
    assert not api.called("sendMessage")  # the poll is the whole answer: one message


async def test_a_series_is_paced_counts_each_member_once_and_ends_with_a_leaderboard(
    chat: Chat, app: BotApplication, api: QuizTelegram, clock: ManualClock
) -> None:
    await chat.send("/quiz 3", ANA, GROUP)
    store = _store(app)
    [series] = store.open_series()
    first = api.polls[0]
    right, wrong = _right(first), (_right(first) + 1) % 3
    await _answer(chat, ANA, first, right)
    await _answer(chat, BEN, first, wrong)
    await _answer(chat, BEN, first, right)  # Ben again: not counted a second time

    # not yet time for the next poll: nothing is sent
    assert await quiz_series.step(app.bot, store, series.id) == quiz_series.DEFAULT_PACE
    assert len(api.polls) == 1
    for _ in range(2):
        clock.advance(quiz_series.DEFAULT_PACE)
        await quiz_series.step(app.bot, store, series.id)
        poll = api.polls[-1]
        await _answer(chat, ANA, poll, _right(poll))
        await _answer(chat, CY, poll, _right(poll))
    assert len(api.polls) == 3
    assert len({p["question"] + str(p["options"]) for p in api.polls}) == 3
    assert not api.called("sendMessage")
    clock.advance(quiz_series.DEFAULT_PACE)  # the last poll closes
    assert await quiz_series.step(app.bot, store, series.id) is None
    [board] = api.called("sendMessage")
    lines = plain(board.params["text"]).splitlines()
    assert lines[0] == "🏆 Quiz results"
    assert lines[1:] == ["1. User601 — 3 of 3", "2. User603 — 2 of 3", "3. User602 — 0 of 3"]
    # the series is over: another step sends nothing more
    assert await quiz_series.step(app.bot, store, series.id) is None
    assert len(api.called("sendMessage")) == 1
    assert len(api.called("sendPoll")) == 3


async def test_a_series_survives_a_restart(
    chat: Chat, app: BotApplication, api: QuizTelegram, clock: ManualClock, tmp_path: Any
) -> None:
    await chat.send("/quiz 2", ANA, GROUP)
    poll = api.polls[0]
    await _answer(chat, BEN, poll, _right(poll))
    _store(app).close()
    reopened = QuizStore(tmp_path / "preferences.sqlite3", clock).open()
    app.bot_data[STORE_KEY] = reopened
    [series] = reopened.open_series()
    await _answer(chat, BEN, poll, _right(poll))  # again, after the restart
    clock.advance(quiz_series.DEFAULT_PACE)
    await quiz_series.step(app.bot, reopened, series.id)
    clock.advance(quiz_series.DEFAULT_PACE)
    await quiz_series.step(app.bot, reopened, series.id)
    board = plain(api.called("sendMessage")[-1].params["text"])
    assert "User602 — 1 of 2" in board


async def test_a_series_waits_while_the_group_is_short_of_its_message_budget(
    app: BotApplication, api: QuizTelegram, clock: ManualClock
) -> None:
    limits = TelegramLimits()
    window = limits._group_window("sendMessage", GROUP)
    assert window is not None
    for _ in range(GROUP_PER_MINUTE - quiz_series.RESERVE + 1):
        await window.wait_turn()
    store = _store(app)
    series = store.start_series(GROUP, 1, None, "en")
    assert series is not None
    bot = SimpleNamespace(rate_limiter=limits, send_poll=app.bot.send_poll)
    assert await quiz_series.step(bot, store, series.id) == 5.0  # type: ignore[arg-type]
    assert not api.polls


async def test_a_poll_sent_without_its_poll_in_the_answer_ends_the_series(
    app: BotApplication,
) -> None:
    """A poll whose id never came back cannot be counted: the series ends rather than sending
    another poll every pace for ever (found in review)."""
    store = _store(app)
    series = store.start_series(GROUP, 3, None, "en")
    assert series is not None
    sent: list[str] = []

    async def send_poll(chat: int, question: str, *args: Any, **kwargs: Any) -> Any:
        sent.append(question)
        return SimpleNamespace(poll=None)

    bot = SimpleNamespace(send_poll=send_poll)
    await quiz_series.step(bot, store, series.id)  # type: ignore[arg-type]
    ended = store.series(series.id)
    assert ended is not None
    assert ended.done
    assert await quiz_series.step(bot, store, series.id) is None  # type: ignore[arg-type]
    assert len(sent) == 1


async def test_a_second_quiz_while_one_runs_is_refused_and_sends_no_poll(
    chat: Chat, api: QuizTelegram
) -> None:
    await chat.send("/quiz 3", ANA, GROUP)
    await chat.send("/quiz 3", BEN, GROUP)
    assert len(api.called("sendPoll")) == 1
    assert "already running" in api.called("sendMessage")[0].params["text"]


async def test_a_series_abandoned_long_ago_gives_way_to_a_new_one(
    chat: Chat, api: QuizTelegram, clock: ManualClock
) -> None:
    await chat.send("/quiz 3", ANA, GROUP)
    clock.advance(3600)
    await chat.send("/quiz", BEN, GROUP)
    assert len(api.called("sendPoll")) == 2


async def test_a_series_longer_than_ten_is_refused_with_the_usage(
    chat: Chat, api: QuizTelegram
) -> None:
    await chat.send("/quiz 11", ANA, GROUP)
    assert not api.called("sendPoll")
    assert "/quiz 5" in api.called("sendMessage")[0].params["text"]


async def test_an_answer_to_a_poll_that_is_not_ours_is_ignored(
    chat: Chat, app: BotApplication
) -> None:
    await _answer(chat, ANA, {"id": "someone-elses"}, 0)
    assert _store(app).open_series() == []


async def test_a_topic_whose_answers_never_fit_a_poll_says_so_and_starts_nothing(
    chat: Chat, api: QuizTelegram
) -> None:
    # a goal's answers (restart, spot, credit, ends) are longer than a poll option in English
    await chat.send("/quiz goals", ANA, GROUP)
    assert not api.called("sendPoll")
    [reply] = api.called("sendMessage")
    assert "poll" in reply.params["text"]
    assert "/quiz" in reply.params["text"]
    await chat.send("/quiz", BEN, GROUP)  # nothing was left running
    assert len(api.called("sendPoll")) == 1
