"""A group's series of quiz polls (``/quiz 5``), paced inside the group's message budget.

Every step reads the series from SQLite and writes what it did before it returns, so a restart
mid-series loses nothing: once the bot is up again, every series left open carries on by itself
(``bot.handlers.quiz.resume``, from ``bot.app.after_start``). A step sends at most one message:
the next poll, or the leaderboard once the last poll has closed.

Pacing: one poll every ``pace`` seconds (the setting ``QUIZ_PACE_SECONDS``, default 30: two
messages a minute of the group's 20), each poll open that long (``open_period``), and never
while the group has fewer than ``RESERVE`` messages left in its rolling minute
(``bot.limits``), which its members' own menus need more.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from functools import lru_cache

from telegram import Bot
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot.i18n import translator
from bot.i18n_markers import N_
from bot.limits import TelegramLimits
from bot.quiz import words
from bot.quiz.bank import bank
from bot.quiz.draw import VARIANTS, Drawn, pick
from bot.quiz.store import QuizStore, Series
from bot.quiz.topics import TOPICS, Topic
from bot.render import esc

_LOG = logging.getLogger(__name__)
#: a series is 1 to this many polls
MOST_POLLS = 10
DEFAULT_PACE, RESERVE = 30.0, 6
#: Telegram keeps a poll open for 5 to 600 seconds
_OPEN_MIN, _OPEN_MAX = 5, 600
_LEADERBOARD = N_("🏆 Quiz results")
_NOBODY = N_("Nobody answered.")
#: TRANSLATORS: a line of the quiz leaderboard: "1. Ana — 4 of 5"
_STANDING = N_("%(place)s. %(name)s — %(right)s of %(total)s")
_LEADERS_SHOWN = 10


def _fits(lang: str) -> Callable[[Drawn], bool]:
    return lambda drawn: words.poll(drawn.id, lang) is not None


@lru_cache(maxsize=64)
def topic_fits_polls(topic: Topic, lang: str) -> bool:
    """Whether any question of ``topic`` fits a poll in ``lang`` (a goal's answers, with their
    spot, credit and ends, do not in English): a series asked for that topic has none to send."""
    fits, questions = _fits(lang), bank()
    return any(
        fits(Drawn(questions.questions[path], variant))
        for path in questions.pool(topic)
        for variant in VARIANTS
    )


async def step(
    bot: Bot, store: QuizStore, series_id: int, pace: float = DEFAULT_PACE
) -> float | None:
    """Do what is due in the series now; the seconds until the next thing is due, or ``None``
    once the series is over."""
    series = await store.call(store.series, series_id)
    if series is None or series.done:
        return None
    wait = series.next_at - store.clock()
    if wait > 0:
        return wait
    limiter = getattr(bot, "rate_limiter", None)  # an ExtBot's; a plain Bot has none
    if isinstance(limiter, TelegramLimits):
        room = limiter.room(series.chat)
        if room is not None and room < RESERVE:
            return 5.0  # the group's own menus first
    if series.sent < series.total:
        await _send_poll(bot, store, series, pace)
        return pace
    if await store.call(store.finish, series.id):
        await _send_leaderboard(bot, store, series)
    return None


async def _send_poll(bot: Bot, store: QuizStore, series: Series, pace: float) -> None:
    # a fresh turn for each poll of each series, so a group does not see the same questions
    topic = series.topic or TOPICS[(series.id + series.sent) % len(TOPICS)]
    turn = series.id * 7 + series.sent
    drawn = pick({}, store.clock(), topic=topic, turn=turn, fits=_fits(series.lang))
    poll = words.poll(drawn.id, series.lang)
    if poll is None:  # pick() only draws questions that fit
        raise RuntimeError(f"question {drawn.id} does not fit a poll")
    try:
        sent = await bot.send_poll(
            series.chat,
            poll.question,
            list(poll.options),
            is_anonymous=False,
            type="quiz",
            correct_option_ids=[poll.correct],  # type: ignore[list-item]
            explanation=poll.explanation,
            open_period=int(min(max(pace, _OPEN_MIN), _OPEN_MAX)),
            disable_notification=True,
        )
    except TelegramError as exc:
        _LOG.warning("quiz poll not sent (%s); the series ends here", type(exc).__name__)
        await store.call(store.finish, series.id)
        return
    if sent.poll is None:  # Telegram answered without the poll: its votes could not be counted
        _LOG.warning("quiz poll sent without a poll in the answer; the series ends here")
        await store.call(store.finish, series.id)
        return
    await store.call(
        store.poll_sent, series.id, sent.poll.id, drawn.id, poll.correct, store.clock() + pace
    )


def leaderboard(store: QuizStore, series: Series) -> str:
    t = translator(series.lang)
    lines = [f"<b>{esc(t._(_LEADERBOARD))}</b>"]
    standings = store.standings(series.id)
    if not standings:
        lines.append(esc(t._(_NOBODY)))
    for place, standing in enumerate(standings[:_LEADERS_SHOWN], 1):
        line = t._(_STANDING) % {
            "place": t.number(place),
            "name": standing.name,
            "right": t.number(standing.right),
            "total": t.number(series.sent),
        }
        lines.append(esc(line))
    return "\n".join(lines)


async def _send_leaderboard(bot: Bot, store: QuizStore, series: Series) -> None:
    text = await store.call(leaderboard, store, series)
    try:
        await bot.send_message(
            series.chat, text, parse_mode=ParseMode.HTML, disable_notification=True
        )
    except TelegramError as exc:
        _LOG.warning("quiz leaderboard not sent (%s)", type(exc).__name__)


async def run(
    bot: Bot,
    store: QuizStore,
    series_id: int,
    running: Callable[[], bool],
    pace: float = DEFAULT_PACE,
) -> None:
    """Step the series until it is over or the bot stops (it is resumed after a restart)."""
    while running():
        try:
            wait = await step(bot, store, series_id, pace)
        except Exception:
            _LOG.exception("quiz series %s failed; it ends here", series_id)
            await store.call(store.finish, series_id)
            return
        if wait is None:
            return
        # in short naps, so a stopping bot is not held up by a series
        deadline = store.clock() + wait
        while running() and store.clock() < deadline:
            await asyncio.sleep(min(1.0, max(0.0, deadline - store.clock())))
