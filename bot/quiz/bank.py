"""The questions: one for every complete path of the tree whose ruling names one restart.

A question's right answer is the core's ruling for its path; its near misses are the core's
rulings for the nearest neighbouring paths (the longest shared beginning first: same situation,
other team, other spot, other penalty) whose answers differ from the right one and from each
other, by the core (``answers.AnswerKey``) and in words in every language (two answers that read
alike would be two right answers to a reader). Whether a question fits a poll is
``words.poll``'s to say, per language.

Built once per process from the tree and the core (``bank()``), in well under a second; a
question is then looked up by its path.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache

from bot.flow import ROOT, all_paths, walk
from bot.i18n import LANGUAGES, translator
from bot.quiz.answers import AnswerKey, agrees_with_incident, answer_text
from bot.quiz.narration import Narration, narrations, steps
from bot.quiz.topics import MORE, Topic, level_of, topic_of
from bot.screens import decide_path
from rules_core import Ruling

#: answers per question: the right one and up to three near misses (at least two)
MOST_ANSWERS, FEWEST_ANSWERS = 4, 3
#: answers of the tree the quiz never asks about, by (question, choice) slug: a goal on handicap
#: is credited before the game, not an incident an umpire meets on the field (found in review)
NOT_ASKED = frozenset({("goal_kind", "handicap")})


@dataclass(frozen=True, slots=True)
class Answer:
    """One answer offered: the core's ruling for ``path`` (a neighbouring path, or the
    question's own for the right answer)."""

    path: str
    key: AnswerKey
    #: the right answer's restart given to the other team (where the neighbours offer too few)
    flipped: bool = False


@dataclass(frozen=True, slots=True)
class Question:
    path: str  # the tree path of answers (no team prefix)
    topic: Topic
    level: int
    answers: tuple[Answer, ...]  # in the order offered
    right: int  # index of the right answer in ``answers``


@dataclass(frozen=True, slots=True, eq=False)  # hashed by identity: one bank per process
class Bank:
    questions: dict[str, Question]  # by path
    by_topic: dict[Topic, tuple[str, ...]]  # paths, in a fixed shuffled order
    #: the core's ruling for every path a question offers, teams named by role: drawing a
    #: question decides nothing again
    rulings: dict[str, Ruling]

    def pool(self, topic: Topic | None = None, level: int | None = None) -> tuple[str, ...]:
        """The paths of the questions of a topic (all topics: ``None``) at a level (any:
        ``None``), in a fixed order."""
        return _pool(self, topic, level)


@cache
def _pool(bank: Bank, topic: Topic | None, level: int | None) -> tuple[str, ...]:
    topics = (topic,) if topic is not None else tuple(bank.by_topic)
    return tuple(
        p
        for t in topics
        for p in bank.by_topic.get(t, ())
        if level is None or bank.questions[p].level == level
    )


@cache
def asked(path: str) -> bool:
    """Whether the quiz asks about ``path`` (none of its answers is in ``NOT_ASKED``)."""
    return not any((q.slug, c.slug) in NOT_ASKED for q, c in steps(path))


def _ruling(path: str) -> Ruling | None:
    result = decide_path(path)
    return result if isinstance(result, Ruling) and result.outcome is not None else None


@cache
def _texts(path: str, flipped: bool = False) -> tuple[str, ...]:
    """The answer of ``path`` in each language, with the teams named by role."""
    ruling = _ruling(path)
    if ruling is None:
        raise ValueError(f"path {path!r} has no single restart")
    return tuple(answer_text(ruling, translator(lang), flipped=flipped) for lang in LANGUAGES)


@cache
def _situation(path: str) -> str:
    return str(walk(ROOT, path).answers.get("situation"))


def _shared(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _near_misses(path: str, right: AnswerKey, candidates: list[str]) -> list[Answer]:
    """Up to three neighbours the core decides differently, nearest first, all different, each
    with a spot that agrees with where the incident happened (``agrees_with_incident``)."""
    incident = _ruling(path)
    keys = {right}
    seen: list[set[str]] = [set() for _ in LANGUAGES]  # words already offered, per language
    for index, text in enumerate(_texts(path)):
        seen[index].add(text.casefold())
    found: list[Answer] = []

    def offer(answer: Answer) -> None:
        texts = _texts(answer.path, answer.flipped)
        if answer.key in keys or any(t.casefold() in seen[i] for i, t in enumerate(texts)):
            return
        keys.add(answer.key)
        for index, text in enumerate(texts):
            seen[index].add(text.casefold())
        found.append(answer)

    # the same situation first (a ball wide of the post is not asked against a goal), then
    # the longest shared beginning
    def agrees(ruling: Ruling) -> bool:
        return incident is None or agrees_with_incident(ruling, incident)

    situation = _situation(path)
    nearest = sorted(candidates, key=lambda q: (_situation(q) != situation, -_shared(path, q), q))
    for other in nearest:
        ruling = _ruling(other)
        if ruling is not None and other != path and agrees(ruling):
            offer(Answer(other, AnswerKey.of(ruling)))
        if len(found) == MOST_ANSWERS - 1:
            return found
    if right.team is not None:  # the other team: the nearest miss of all, if still missing
        offer(Answer(path, right.flipped(), flipped=True))
    return found


def _order(path: str, count: int) -> int:
    """Where the right answer goes among ``count``: fixed per question, spread evenly."""
    digest = hashlib.blake2b(path.encode("ascii"), digest_size=4).digest()
    return int.from_bytes(digest, "big") % count


def _told_once(questions: dict[str, Question]) -> dict[str, Question]:
    """One question per incident: paths told alike ask the same thing (a goal reached through
    the end line's "between the posts", whoever hit the ball before, is the goal of the first
    question: the answers before it are reset); the shortest of them asks it."""
    told: dict[tuple[Narration, ...], str] = {}
    for path in sorted(questions, key=len):  # stable: the tree's order among equals
        told.setdefault(narrations(path), path)
    kept = set(told.values())
    return {path: question for path, question in questions.items() if path in kept}


@cache
def bank() -> Bank:
    """Every question the tree gives (built once)."""
    paths = [p for p in all_paths(ROOT) if asked(p)]
    questions: dict[str, Question] = {}
    for path in paths:
        ruling = _ruling(path)
        if ruling is None:
            continue
        branch = path[:2] if path[:1] == MORE else path[:1]  # under "More…" two answers name it
        candidates = [q for q in paths if q.startswith(branch)]
        right = AnswerKey.of(ruling)
        misses = _near_misses(path, right, candidates)
        if len(misses) + 1 < FEWEST_ANSWERS:
            continue
        at = _order(path, len(misses) + 1)
        answers = [*misses[:at], Answer(path, right), *misses[at:]]
        topic = topic_of(_situation(path))
        questions[path] = Question(path, topic, level_of(path), tuple(answers), at)
    questions = _told_once(questions)
    by_topic: dict[Topic, list[str]] = {}
    for path in sorted(questions, key=lambda p: hashlib.blake2b(p.encode()).digest()):
        by_topic.setdefault(questions[path].topic, []).append(path)
    offered = {a.path for q in questions.values() for a in q.answers}
    rulings = {p: r for p in sorted(offered) if (r := _ruling(p)) is not None}
    return Bank(questions, {t: tuple(ps) for t, ps in by_topic.items()}, rulings)
