"""Spaced repetition per topic (Leitner's boxes): a topic answered right waits longer before it
comes back, a topic missed comes back at once, and the next question goes to the topic most
overdue. Pure: the time is given."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.quiz.topics import TOPICS, Topic

#: how long a topic waits after a right answer, by the box it moves to (seconds): a minute, ten
#: minutes, an hour, a day, three days
WAITS = (0.0, 60.0, 600.0, 3600.0, 86400.0, 3 * 86400.0)
#: a missed topic comes back after this many seconds (sooner than any right answer's wait)
MISSED_WAIT = 30.0


@dataclass(frozen=True, slots=True)
class Progress:
    """A user's record on one topic."""

    box: int  # 0: new or just missed; up to len(WAITS) - 1
    due: float  # when the topic is due again (seconds, the clock's)
    answered: int
    right: int
    streak: int  # right answers in a row, now
    best: int  # the longest streak so far

    def row(self) -> tuple[int, float, int, int, int, int]:
        return (self.box, self.due, self.answered, self.right, self.streak, self.best)

    @property
    def level(self) -> int:
        """The level to ask at: 1 in the first boxes, 3 once the topic is well known."""
        return 1 + min(2, self.box // 2)


def after_answer(before: Progress | None, right: bool, now: float) -> Progress:
    old = before or Progress(0, now, 0, 0, 0, 0)
    if right:
        box = min(old.box + 1, len(WAITS) - 1)
        streak = old.streak + 1
        return Progress(
            box, now + WAITS[box], old.answered + 1, old.right + 1, streak, max(old.best, streak)
        )
    return Progress(0, now + MISSED_WAIT, old.answered + 1, old.right, 0, old.best)


def next_topic(
    progress: Mapping[Topic, Progress], now: float, among: tuple[Topic, ...] = TOPICS
) -> Topic:
    """The topic to ask next: a topic never asked first (in the clinic's order), else the one
    due soonest (a missed topic is due sooner than any answered right), then the lower box."""
    for topic in among:
        if topic not in progress:
            return topic
    return min(among, key=lambda t: (progress[t].due, progress[t].box, among.index(t)))


def level_for(progress: Progress | None) -> int:
    return 1 if progress is None else progress.level
