"""The question tree's building blocks and how a path of answers is walked. Pure data.

A ``Question`` offers ``Choice``s. Each choice sets some facts (names of ``rules_core.facts``
fields, points as ``"ball_at.x"`` / ``"ball_at.y"``) and leads to the next question, or ends the
walk: then the answers are complete and ``bot.flow.facts`` builds the ``Facts``. A path is the
string of the chosen keys, one character per answer (``"13"``: first choice 1, then choice 3),
so it fits in Telegram callback data and any instance can rebuild the state from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from bot.i18n_markers import Text
from rules_core.field import Span

#: the key of choice n of a question is KEYS[n]; a path is a string of these
KEYS = "123456789abcdefghijklmnopqrstuvwxyz"

#: an answer: an enum value, a number, a flag, a zone's span, or "not decided yet"
Fact = str | float | bool | Span | None


class Layout(StrEnum):
    """How a keyboard lays a question's choices out (see ``bot.keyboards``)."""

    LIST = "list"  # one choice per row, full labels
    GRID = "grid"  # ``Question.columns`` per row (e.g. left / right board per zone)
    LINE = "line"  # one row, in order along a line (the end line, board to board)


#: the slug of a typed-only answer (``Choice.button`` False) for a fact a typed question leaves
#: out and its restart does not hang on (whether the umpires heard the horn): taken where the
#: message does not say it (``bot.understand.resolve``), never asked of it
NOT_SAID = "not_said"


@dataclass(frozen=True, slots=True)
class Choice:
    slug: str  # stable name: deep links, tests, the taps table
    label: Text
    sets: tuple[tuple[str, Fact], ...] = ()
    then: Question | None = None  # None: the answers are complete
    #: forget the answers so far first (e.g. "between the posts" turns an end-line crossing
    #: into a goal)
    reset: bool = False
    short: Text | None = None  # label for the compact LINE layout
    #: symbols around the translated label, e.g. "⬅ {}" for the left board
    frame: str = "{}"
    #: False: never a button, only the answer a typed question gives where it leaves out what
    #: the buttons ask and the rule does not need (which side: "inside this 60" said without
    #: left or right). Kept after the buttons, so that the buttons' keys never move.
    button: bool = True


@dataclass(frozen=True, slots=True)
class Question:
    slug: str
    prompt: str
    choices: tuple[Choice, ...]
    layout: Layout = Layout.LIST
    columns: int = 1

    def __post_init__(self) -> None:
        if not 1 <= len(self.choices) <= len(KEYS):
            raise ValueError(f"question {self.slug!r} must have 1 to {len(KEYS)} choices")
        slugs = [c.slug for c in self.choices]
        if len(set(slugs)) != len(slugs):
            raise ValueError(f"question {self.slug!r} repeats a choice slug")


class UnknownPath(ValueError):
    """A path that does not lead through the tree (stale or forged)."""


@dataclass(frozen=True, slots=True)
class Position:
    """Where a path leads: the next question, or the end with every answer."""

    path: str
    question: Question | None  # None: complete, decide
    trail: tuple[Choice, ...]
    answers: Mapping[str, Fact]

    @property
    def complete(self) -> bool:
        return self.question is None


def walk(root: Question, path: str) -> Position:
    """Follow ``path`` from ``root``; raises ``UnknownPath`` if it leaves the tree."""
    question: Question | None = root
    trail: list[Choice] = []
    answers: dict[str, Fact] = {}
    for key in path:
        if question is None:
            raise UnknownPath(f"path {path!r} goes on after the answers are complete")
        index = KEYS.find(key)
        if not 0 <= index < len(question.choices):
            raise UnknownPath(f"path {path!r}: no choice {key!r} in {question.slug!r}")
        choice = question.choices[index]
        if choice.reset:
            answers.clear()
        answers.update(choice.sets)
        trail.append(choice)
        question = choice.then
    return Position(path, question, tuple(trail), MappingProxyType(answers))


def key_of(question: Question, slug: str) -> str:
    """The path key of the choice ``slug`` in ``question``."""
    for index, choice in enumerate(question.choices):
        if choice.slug == slug:
            return KEYS[index]
    raise KeyError(f"no choice {slug!r} in question {question.slug!r}")


def all_paths(root: Question, *, typed: bool = False) -> list[str]:
    """Every complete path of buttons through the tree, depth first, in choice order; with
    ``typed``, also those only a typed question gives (``Choice.button`` False)."""
    found: list[str] = []

    def visit(question: Question, prefix: str) -> None:
        for index, choice in enumerate(question.choices):
            if not (choice.button or typed):
                continue
            path = prefix + KEYS[index]
            if choice.then is None:
                found.append(path)
            else:
                visit(choice.then, path)

    visit(root, "")
    return found
