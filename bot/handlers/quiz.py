"""``/quiz``: in a private chat, a question with numbered answers (spaced repetition picks the
topic and level; ``/quiz knock-in 2`` picks them), then right or wrong, the ruling, why and the
citation, and the next question; with history, first the score and streak per topic. In a group,
a native quiz poll (``/quiz 5``: a series, then a leaderboard), one message of the group's
budget each; members' poll answers are counted once each.

The quiz's state is in SQLite (``bot.quiz.store``), in the preferences file; the buttons carry
the question and the answer (``Action.QUIZ``), so any instance can answer any tap.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from collections import deque
from collections.abc import Callable
from typing import Any, cast

from telegram import Chat, Message, Update

from bot import keyboards as kb
from bot.callback_data import Action, CallbackData
from bot.context import BotContext
from bot.handlers.common import answer, chat_language, edit_screen, is_group, send_screen
from bot.i18n import translator
from bot.i18n_markers import N_
from bot.quiz import series as quiz_series
from bot.quiz import words
from bot.quiz.bank import bank
from bot.quiz.draw import NotAQuestion, parse_answer, pick
from bot.quiz.schedule import Progress
from bot.quiz.store import QuizStore
from bot.quiz.topics import LEVELS, NAMES, TOPICS, Topic, parse_topic, topic_by_code, topic_words
from bot.render import esc
from bot.screens import Screen

_LOG = logging.getLogger(__name__)
STORE_KEY, RUNNING_KEY, KEPT_KEY = "quiz_store", "quiz_running", "quiz_votes_kept"
_SCORES = N_("Your quiz scores")
#: TRANSLATORS: one topic's score: "Knock-ins: 7 of 10 right · streak 3 (best 5)"
_SCORE_LINE = N_("%(topic)s: %(right)s of %(answered)s right · streak %(streak)s (best %(best)s)")
#: TRANSLATORS: %(topics)s lists what can be typed after /quiz: "knock-in, boards, ..."
_USAGE = N_(
    "Send /quiz for a question, or /quiz and a topic (%(topics)s), with a level 1-3 after it "
    "if you like. In a group, /quiz 5 asks a series of 5 (at most 10)."
)
_ANY = N_("Any topic")
_NOT_SAVED = N_("Your answer counts, but it could not be saved yet: I will save it shortly.")
_NOT_STARTED = N_(
    "The quiz could not be started: its storage is not working just now. Please try again in "
    "a moment."
)
_RUNNING = N_("A quiz is already running in this group: answer its polls, the results follow.")
#: TRANSLATORS: %(topic)s is a quiz topic's name, e.g. "Goals"
_NO_POLLS = N_(
    "%(topic)s: no question fits a Telegram poll in this language (the answers are too long). "
    "Send /quiz for another topic here, or ask me for this one in a private chat."
)


def store_of(context: BotContext) -> QuizStore:
    """The quiz's store, opened on first use (tests put one with a fake clock here first)."""
    data: dict[Any, Any] = context.bot_data
    store = data.get(STORE_KEY)
    if store is None:
        store = QuizStore(context.services.settings.data_dir / "preferences.sqlite3").open()
        data[STORE_KEY] = store
    return cast(QuizStore, store)


async def quiz_command(update: Update, context: BotContext) -> None:
    chat, user, message = update.effective_chat, update.effective_user, update.effective_message
    if chat is None or user is None or message is None:
        return
    lang = await chat_language(update, context)
    t = translator(lang)
    topic, level, count, ok = _arguments(context.args or [])
    if not ok or (count is not None and not is_group(chat)):
        await message.reply_text(t._(_USAGE) % {"topics": topic_words(lang)})
        return
    store = store_of(context)
    await asyncio.to_thread(bank)  # built once per process (a fraction of a second), not here
    if is_group(chat):
        if topic is not None and not await asyncio.to_thread(
            quiz_series.topic_fits_polls, topic, lang
        ):
            await message.reply_text(t._(_NO_POLLS) % {"topic": t._(NAMES[topic])})
            return
        try:
            started = await store.call(store.start_series, chat.id, count or 1, topic, lang)
        except sqlite3.Error as exc:
            _LOG.error("a group quiz could not be started (%s)", exc)
            await message.reply_text(t._(_NOT_STARTED), do_quote=True)
            return
        if started is None:
            await message.reply_text(t._(_RUNNING))
            return
        await quiz_series.step(
            context.bot, store, started.id, context.services.settings.quiz_pace_s
        )
        await resume(context)
        return
    progress = await store.call(store.progress, user.id)
    if progress and topic is None and level is None:
        await send_screen(context, chat, scores_screen(progress, lang), owner=user.id, lang=lang)
        return
    await send_question(context, chat, user.id, lang, progress, topic=topic, level=level)


def _arguments(args: list[str]) -> tuple[Topic | None, int | None, int | None, bool]:
    """(topic, level, series length, understood) from ``/quiz`` arguments."""
    topic: Topic | None = None
    level: int | None = None
    count: int | None = None
    for arg in args:
        found = parse_topic(arg)
        if found is not None and topic is None:
            topic = found
        elif arg.isdigit() and topic is not None and level is None and int(arg) in LEVELS:
            level = int(arg)
        elif arg.isdigit() and topic is None and count is None:
            count = int(arg)
            if not 1 <= count <= quiz_series.MOST_POLLS:
                return None, None, None, False
        else:
            return None, None, None, False
    return topic, level, count, True


def scores_screen(progress: dict[Topic, Progress], lang: str) -> Screen:
    t = translator(lang)
    lines = [f"<b>{esc(t._(_SCORES))}</b>"]
    for topic in TOPICS:
        p = progress.get(topic)
        if p is None:
            continue
        line = t._(_SCORE_LINE) % {
            "topic": t._(NAMES[topic]),
            "right": t.number(p.right),
            "answered": t.number(p.answered),
            "streak": t.number(p.streak),
            "best": t.number(p.best),
        }
        lines.append(esc(line))
    return Screen("\n".join(lines), topic_rows(lang))


def topic_rows(lang: str) -> kb.Rows:
    """Next question (the topic spaced repetition picks), or one of a topic."""
    t = translator(lang)
    buttons = [kb.Button("▶ " + t._(_ANY), Action.QUIZ, "n00")]
    buttons += [kb.Button(t._(NAMES[topic]), Action.QUIZ, f"n{topic.value}0") for topic in TOPICS]
    return tuple(tuple(buttons[i : i + 2]) for i in range(0, len(buttons), 2))


async def send_question(
    context: BotContext,
    chat: Chat,
    user: int,
    lang: str,
    progress: dict[Topic, Progress],
    *,
    topic: Topic | None = None,
    level: int | None = None,
) -> None:
    store = store_of(context)
    drawn = pick(progress, store.clock(), topic=topic, level=level)
    picture = words.question_diagram(drawn.id, lang)
    if picture is not None:
        await context.bot.send_photo(chat.id, picture)
    await send_screen(context, chat, words.question_screen(drawn.id, lang), owner=user, lang=lang)


async def on_quiz_button(update: Update, context: BotContext, data: CallbackData) -> None:
    """A tap on a quiz button: an answer (``a…``), the next question (``n<topic><level>``)."""
    query, chat = update.callback_query, update.effective_chat
    if query is None:
        return
    if chat is None:  # a press on an inline message (only a forged one: they carry no such
        # button): answered all the same, as every press is (review 2026-12-01, L8)
        await answer(query, translator(data.lang)._("That menu has expired."))
        return
    store = store_of(context)
    await asyncio.to_thread(bank)  # after a restart, the first tap may be an answer
    payload = data.payload
    if payload[:1] == "n" and len(payload) == 3:
        topic = topic_by_code(payload[1])
        level = int(payload[2]) if payload[2].isdigit() and int(payload[2]) in LEVELS else None
        await answer(query)
        progress = await store.call(store.progress, data.owner)
        await send_question(
            context, chat, data.owner, data.lang, progress, topic=topic, level=level
        )
        return
    try:
        drawn, chosen = parse_answer(payload)
    except NotAQuestion:
        await answer(query, translator(data.lang)._("That menu has expired."))
        return
    await answer(query)
    right = chosen == drawn.question.right
    message = query.message
    once = (message.chat.id, message.message_id) if isinstance(message, Message) else None
    await store.call(store.record, data.owner, drawn.question.topic, right, once=once)
    follow = f"n{drawn.question.topic.value}0"
    shown = words.result_screen(drawn.id, chosen, data.lang, follow)
    if isinstance(message, Message):
        await edit_screen(query, shown, context, owner=data.owner, lang=data.lang)
    if store.unsaved(data.owner):  # kept in memory: counted, written once the file can be
        await context.bot.send_message(chat.id, translator(data.lang)._(_NOT_SAVED))


async def on_poll_answer(update: Update, context: BotContext) -> None:
    """A member's answer to one of our quiz polls, counted once (usually its write started as
    the update was taken: ``bot.app.WrittenFirstQueue``)."""
    if update.update_id in _taken(context):
        return
    await keep_vote(update, context)


def _taken(context: BotContext) -> deque[int]:
    found: deque[int] = context.bot_data.setdefault(KEPT_KEY, deque(maxlen=4096))
    return found


def taken(update: Update, context: BotContext) -> None:
    """The update's vote is being written as it arrived: its handler need not write it."""
    _taken(context).append(update.update_id)


def not_taken(update: Update, context: BotContext) -> None:
    with contextlib.suppress(ValueError):
        _taken(context).remove(update.update_id)


async def keep_vote(update: Update, context: BotContext) -> None:
    """Write a poll answer now. ``bot.app`` starts this as the update is put in the queue, and
    python-telegram-bot tells Telegram it arrived (the next getUpdates, or the webhook's 200)
    only once it is done: a kill -9 in between lost 69 of 734 votes (review 2026-12-01, M5)."""
    poll_answer = update.poll_answer
    if poll_answer is None or poll_answer.user is None:
        return
    user = poll_answer.user
    store = store_of(context)
    await store.keep_vote(
        poll_answer.poll_id,
        user.id,
        user.full_name,
        tuple(poll_answer.option_ids),
        update.update_id,
    )


def _forget(running: set[int], series_id: int) -> Callable[[object], None]:
    return lambda _: running.discard(series_id)


async def resume(context: BotContext) -> None:
    """Run every open series in the background (after a restart, those left open), once each.
    Without a running application (the offline tests) nothing runs on its own: they step."""
    application = context.application
    if not application.running:
        return
    running: set[int] = context.bot_data.setdefault(RUNNING_KEY, set())
    store = store_of(context)
    for open_series in await store.call(store.open_series):
        if open_series.id in running:
            continue
        running.add(open_series.id)
        task = asyncio.get_running_loop().create_task(
            quiz_series.run(
                context.bot,
                store,
                open_series.id,
                lambda: application.running,
                context.services.settings.quiz_pace_s,
            )
        )
        task.add_done_callback(_forget(running, open_series.id))
