"""A question as it is asked: a question of the bank with the two teams' colours (which of
them defends this goal), encoded in a few characters of callback data.

A ``Drawn`` question's id is ``<variant><tree path>``: the variant (one character, ``1``-``4``)
picks the colours and which team defends; the path names the question (``bank``). With the
answer chosen, ``a<answer><id>`` is the payload of an answer button (at most 9 characters of
the 24 the callback data allows).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from bot.i18n import Translator
from bot.i18n_markers import N_
from bot.quiz.bank import Question, bank
from bot.quiz.schedule import Progress, level_for, next_topic
from bot.quiz.topics import TOPICS, Topic
from bot.teams import FIRST_DEFENDS, PREFIX, SECOND_DEFENDS, Teams, names_for
from rules_core.facts import TeamNames

#: the teams' colours, in pairs; a variant picks a pair and which of the two defends
_COLOURS = ((N_("Blue"), N_("Red")), (N_("White"), N_("Green")))
VARIANTS = "1234"


class NotAQuestion(ValueError):
    """An id that names no question of this bank (a stale or forged button)."""


@dataclass(frozen=True, slots=True)
class Drawn:
    question: Question
    variant: str

    @property
    def id(self) -> str:
        return self.variant + self.question.path

    def teams(self, t: Translator) -> Teams:
        index = VARIANTS.index(self.variant)
        first, second = _COLOURS[index // 2]
        return t._(first), t._(second)

    def names(self, t: Translator) -> TeamNames:
        """Who defends this goal and who attacks it, by colour."""
        names = names_for(self.teams(t), self.prefixed[1])
        if names is None:
            raise ValueError("a drawn question always names its teams")
        return names

    @property
    def prefixed(self) -> str:
        """The path with the answer to "which team defends" (``bot.teams``): the path a ruling
        screen (Original text, the ruling itself) is opened at with this question's teams."""
        defends = FIRST_DEFENDS if VARIANTS.index(self.variant) % 2 == 0 else SECOND_DEFENDS
        return PREFIX + defends + self.question.path


def variant_for(path: str, turn: int) -> str:
    """The colours for the ``turn``-th time a question is asked: they change from turn to turn,
    so the team that takes the restart is not learnt by its colour."""
    seed = int.from_bytes(hashlib.blake2b(path.encode(), digest_size=2).digest(), "big")
    return VARIANTS[(seed + turn) % len(VARIANTS)]


def parse_id(qid: str) -> Drawn:
    """The drawn question an id names; ``NotAQuestion`` if none."""
    variant, path = qid[:1], qid[1:]
    question = bank().questions.get(path)
    if variant not in VARIANTS or question is None:
        raise NotAQuestion(f"no quiz question {qid!r}")
    return Drawn(question, variant)


def answer_payload(drawn: Drawn, answer: int) -> str:
    return f"a{answer}{drawn.id}"


def parse_answer(payload: str) -> tuple[Drawn, int]:
    """(the question, the index of the answer chosen) from an answer button's payload."""
    if payload[:1] != "a" or not payload[1:2].isdigit():
        raise NotAQuestion(f"not an answer: {payload!r}")
    drawn = parse_id(payload[2:])
    answer = int(payload[1])
    if answer >= len(drawn.question.answers):
        raise NotAQuestion(f"no answer {answer} to {drawn.id!r}")
    return drawn, answer


def pick(
    progress: Mapping[Topic, Progress],
    now: float,
    *,
    topic: Topic | None = None,
    level: int | None = None,
    fits: Callable[[Drawn], bool] | None = None,
    turn: int | None = None,
) -> Drawn:
    """The next question for someone with this ``progress``: of ``topic`` (else the topic
    spaced repetition says is due), at ``level`` (else the level the topic's box says), never
    the same one twice running (``turn``: how many were asked before); ``fits``: only
    questions it accepts (a poll's limits)."""
    questions = bank()
    among = tuple(t for t in TOPICS if questions.pool(t))
    chosen = topic if topic is not None else next_topic(progress, now, among)
    if turn is None:
        turn = progress[chosen].answered if chosen in progress else 0
    wanted = level if level is not None else level_for(progress.get(chosen))
    for pool in (questions.pool(chosen, wanted), questions.pool(chosen), questions.pool()):
        for step in range(len(pool)):
            path = pool[(turn + step) % len(pool)]
            drawn = Drawn(questions.questions[path], variant_for(path, turn))
            if fits is None or fits(drawn):
                return drawn
    raise NotAQuestion("no question fits")
