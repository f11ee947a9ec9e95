"""Spaced repetition, with a fake clock: a missed topic comes back sooner than one answered
right, a topic well known waits longer and is asked at a higher level."""

from __future__ import annotations

import itertools
from pathlib import Path

from bot.quiz.draw import pick
from bot.quiz.schedule import MISSED_WAIT, WAITS, after_answer, next_topic
from bot.quiz.store import QuizStore
from bot.quiz.topics import TOPICS, Topic
from tests.botapi_standin.server import ManualClock
from tests.quiz.conftest import START


def test_a_new_user_starts_with_the_first_topic_at_level_one() -> None:
    drawn = pick({}, 0.0)
    assert drawn.question.topic is TOPICS[0]
    assert drawn.question.level == 1


def test_every_topic_is_asked_once_before_any_comes_back(tmp_path: Path) -> None:
    clock = ManualClock(START)
    store = QuizStore(tmp_path / "q.sqlite3", clock).open()
    asked = []
    for _ in TOPICS:
        drawn = pick(store.progress(1), clock())
        asked.append(drawn.question.topic)
        store.record(1, drawn.question.topic, right=True)
        clock.advance(1)
    assert asked == list(TOPICS)


def test_a_missed_topic_comes_back_before_the_topics_answered_right(tmp_path: Path) -> None:
    clock = ManualClock(START)
    store = QuizStore(tmp_path / "q.sqlite3", clock).open()
    for topic in TOPICS:
        store.record(1, topic, right=topic is not Topic.GOALS)
    clock.advance(MISSED_WAIT)
    assert pick(store.progress(1), clock()).question.topic is Topic.GOALS
    # answered right now, goals wait like the others; the earliest due comes first again
    store.record(1, Topic.GOALS, right=True)
    clock.advance(WAITS[1])
    assert next_topic(store.progress(1), clock()) is TOPICS[0]


def test_a_right_answer_waits_longer_each_time_and_a_miss_starts_over() -> None:
    progress = None
    waits = []
    now = 0.0
    for _ in range(4):
        progress = after_answer(progress, right=True, now=now)
        waits.append(progress.due - now)
        now = progress.due
    assert waits == sorted(waits)
    assert waits[0] < waits[-1]
    assert progress is not None
    assert progress.streak == progress.best == 4
    missed = after_answer(progress, right=False, now=now)
    assert missed.box == 0
    assert missed.due - now == MISSED_WAIT < waits[0]
    assert (missed.streak, missed.best, missed.answered, missed.right) == (0, 4, 5, 4)


def test_the_level_rises_as_a_topic_is_known() -> None:
    progress = None
    levels = []
    for _ in range(5):
        progress = after_answer(progress, right=True, now=0.0)
        levels.append(progress.level)
    assert levels[0] == 1
    assert levels[-1] == 3
    assert levels == sorted(levels)


def test_a_user_is_not_asked_the_same_question_twice_running(tmp_path: Path) -> None:
    clock = ManualClock(START)
    store = QuizStore(tmp_path / "q.sqlite3", clock).open()
    seen = []
    for _ in range(5):
        drawn = pick(store.progress(1), clock(), topic=Topic.FOUL_SHOTS)
        seen.append(drawn.question.path)
        store.record(1, Topic.FOUL_SHOTS, right=False)
    assert all(a != b for a, b in itertools.pairwise(seen))


def test_an_asked_level_is_kept_where_the_topic_has_it() -> None:
    drawn = pick({}, 0.0, topic=Topic.PLAY_STOPPED, level=3)
    assert (drawn.question.topic, drawn.question.level) == (Topic.PLAY_STOPPED, 3)
