"""The corpus of typed questions (``corpus_<lang>.toml``): loading, and answers as tree paths."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

from bot.flow import ROOT, Question
from bot.flow.model import key_of

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Message:
    lang: str
    text: str
    answers: str = ""
    asks: str | None = None
    conflict: bool = False
    out_of_scope: bool = False
    nothing: bool = False
    #: a question naming nothing of a restart (``Understanding.no_restart``)
    no_restart: bool = False
    defends: str | None = None
    #: where an answer is asked: the only choices offered (all of them when not given)
    narrowed: tuple[str, ...] = ()
    #: where who did it was a role the ruling does not hang on: whom the attackers stand for
    #: (``bot.understand.viewpoint``: "hitter", "holder")
    viewpoint: str | None = None

    @property
    def tree_path(self) -> str:
        """The expected answers as a path of the tree."""
        path = ""
        question: Question | None = ROOT
        for slug in filter(None, self.answers.split("/")):
            if question is None:
                raise ValueError(f"{self.text!r}: answers go on after a ruling")
            key = key_of(question, slug)
            path += key
            question = question.choices[int(key, 36) - 1].then
        return path

    def __str__(self) -> str:
        return f"[{self.lang}] {self.text}"


def corpus(lang: str) -> list[Message]:
    data = tomllib.loads((HERE / f"corpus_{lang}.toml").read_text(encoding="utf-8"))
    return [
        Message(lang=lang, **{**entry, "narrowed": tuple(entry.get("narrowed", ()))})
        for entry in data["message"]
    ]


def every_message() -> list[Message]:
    return [m for lang in ("en", "es", "it") for m in corpus(lang)]
