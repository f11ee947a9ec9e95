"""How well typed questions are understood on messages written by outsiders (issue 17).

The corpus is ``tests/understand/outsiders/`` (see its README): messages in en/es/it written
from the rulebook text only, by writers who saw neither the code nor the vocabulary, each with
the project's label beside the writer's fields: ``expect_paths`` (the tree paths whose ruling
is the right answer) and ``out_of_scope``. Each message is read by
``bot.understand.understand`` and put in one class:

* **resolved**: decided with a ruling equal to an expected path's ruling (the core's outcome:
  restart, penalty, team, spot anchor, goal; ``bot.screens.decide_path``), or not decided with a
  fair question: a ruling it can still reach is an expected one, and the question it asks is
  one whose answer the message left open and the ruling depends on; or, for a message about
  what Rules 20 and 22 do not decide, the out-of-scope line;
* **over-asked**: it can still reach an expected ruling, but asks what the message already said
  or what the ruling does not depend on (the message decided the ruling, or this answer);
* **misread**: not decided, and every ruling it can still reach (the choices it shows, where it
  narrowed them or named them as said two ways) is another one, or it says out of scope for a
  message Rules 20/22 decide: one tap from a wrong ruling, or worse;
* **wrong**: decided a ruling no expected path gives, or decided one where the message leaves
  the ruling open (``leaves_open``: a guess, even a lucky one), or decided a ruling for an
  out-of-scope message;
* **not understood**: nothing understood (no answer of the tree, no choice of its first question
  narrowed, no out-of-scope line), or a penalty card or rulebook search given for an incident
  instead of its ruling or question.

A question in which nothing of a restart was found (``Understanding.no_restart``) is answered
with a line saying the bot could not tell which restart, that it decides only Rules 20 and 22
and how to search the rulebook, above the first question: resolved for a message Rules 20 and
22 do not decide (it points there as the out-of-scope line does), not understood for one they
do (it never says they do not), unless a restart's name alone narrowed that question
(``[partly_named]``: "on our knock-in …" offers the end line or a knock-in's problem), which
is scored as any narrowed question.

A penalty card or the rulebook search (``bot.understand.reply``: a message naming one penalty;
a procedure question no path decides) counts as resolved for a procedure or out-of-scope
question; which clauses the search finds is not checked here.

Per language and part it prints counts and percentages, then resolved per the writer's kind of
message (a ruling, an ask, a procedure, out of scope: aggregate counts, which the sealed part may
show, as it shows its totals); for the development part also the ids
in each class but resolved (never a text: the sealed part is only measured, never read), and
the median time of one ``understand`` call (each message read the first time, and again with
its words cached; ``bench.understand`` compares the cost with the framework's floor). With
``--rev REV`` the same labels are scored against the ``bot`` package of commit REV (a temporary
git worktree, this file run there by path); expected paths that REV's tree does not have are
left out.

The paraphrased part (``PARAPHRASED``) is the development part said four other ways, each
message with its source's label: measured like the others, listed by class nowhere (its ids are
its sources' with a number).

Run: ``python -m bench.understand_outsiders [--part dev|paraphrased|sealed|both|all] [--rev REV]``
(``both``: dev and sealed; ``all``: the three).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bot.flow import ROOT
from bot.flow.model import KEYS, all_paths, walk
from bot.screens import decide_path

try:  # a revision before places left unsaid: every typed path stands
    from bot.screens import typed_paths
except ImportError:
    typed_paths = None  # type: ignore[assignment]
from bot.understand import reply as replies
from bot.understand import understand
from rules_core import NoRuleApplies

REPO = Path(__file__).resolve().parents[1]
LABELS = REPO / "tests" / "understand" / "outsiders"
LANGS = ("en", "es", "it")
PARTS = ("dev", "sealed")
#: the development part said four other ways by outside writers (short, reworded, a voice note, a
#: longer story), the same facts: each keeps its source's label. Where dev passes and these fail,
#: a rule fits its words, not its pattern (``--part all`` prints it between dev and sealed)
PARAPHRASED = "paraphrased"
CLASSES = ("resolved", "over-asked", "misread", "wrong", "not understood")
#: the path prefix that says which named team defends (``bot.teams.PREFIX`` + "1" or "2");
#: "0" is no choice key, so it cannot be mistaken for an answer
TEAMS_PREFIX = "0"

RulingKey = tuple[Any, ...]


@dataclass(frozen=True)
class Message:
    id: str
    lang: str
    part: str
    text: str
    kind: str  # the writer's: ruling | ask | procedure | out_of_scope
    expect_paths: tuple[str, ...]  # tree paths as choice slugs ("end_line/defender/wide_left")
    out_of_scope: bool
    #: the message leaves the ruling open (an ``ask``): deciding one of its rulings is a guess
    leaves_open: bool = False
    #: out of scope, answered by the rulebook search (a procedure no tree path holds)
    search: bool = False


def load(lang: str, part: str, labels: Path = LABELS) -> list[Message]:
    """The labelled messages of one language and part (``PARAPHRASED``: each with its source's
    label, its own id and text)."""
    data = tomllib.loads((labels / f"{lang}_{part}.toml").read_text(encoding="utf-8"))
    if part == PARAPHRASED:
        sources = {m.id: m for m in load(lang, "dev", labels)}
        return [
            replace(sources[m["source"]], id=m["id"], part=part, text=m["text"])
            for m in data["message"]
        ]
    return [
        Message(
            id=m["id"],
            lang=lang,
            part=part,
            text=m["text"],
            kind=m["kind"],
            expect_paths=tuple(m["expect_paths"]),
            out_of_scope=m["out_of_scope"],
            leaves_open=m.get("leaves_open", False),
            search=m.get("search", False),
        )
        for m in data["message"]
    ]


def ruling_key(ruling: Any) -> RulingKey:
    """What two rulings must share to be the same answer: the core's outcome (restart, penalty,
    team, spot anchor, goal decision), or the umpires' options; a refusal is its own key."""
    if isinstance(ruling, NoRuleApplies):
        return ("refused",)

    def one(outcome: Any) -> tuple[Any, ...]:
        return (
            outcome.restart.value,
            outcome.penalty.value if outcome.penalty else None,
            outcome.team.value if outcome.team else None,
            outcome.spot.anchor.value if outcome.spot else None,
            outcome.goal.counts.value if outcome.goal else None,
        )

    if ruling.outcome is None:
        return ("choice", *sorted(one(option.outcome) for option in ruling.options))
    return one(ruling.outcome)


def _typed_paths() -> list[str]:
    """Every complete path a typed question can give: the buttons' and those with no button
    (a zone said without its side, a place not said where the ruling needs none), where the
    revision scored has them."""
    if typed_paths is not None:
        return typed_paths()
    try:
        return all_paths(ROOT, typed=True)
    except TypeError:  # a revision before typed-only answers: the buttons' paths are all
        return all_paths(ROOT)


class Tree:
    """Every complete path of the tree (of the ``bot`` package imported), its slugs and ruling."""

    def __init__(self) -> None:
        self.root = ROOT
        self.walk = walk
        self.by_slugs: dict[str, str] = {}
        self.ruling: dict[str, RulingKey] = {}
        for path in _typed_paths():
            self.by_slugs["/".join(c.slug for c in walk(ROOT, path).trail)] = path
            self.ruling[path] = ruling_key(decide_path(path))

    def keys(self, slugs: Iterable[str]) -> list[str]:
        """The key paths of the slug paths this tree has."""
        return [self.by_slugs[s] for s in slugs if s in self.by_slugs]

    def reachable(self, partial: str, shown: tuple[str, ...]) -> list[str]:
        """The complete paths a partial one can still reach, through the choices ``shown`` at
        its question where the bot narrowed them."""
        found = [p for p in self.ruling if p.startswith(partial) and len(p) > len(partial)]
        if not shown:
            return found
        question = self.walk(self.root, partial).question
        if question is None:
            return found
        keys = {self._key(question, slug) for slug in shown}
        return [p for p in found if p[len(partial)] in keys]

    @staticmethod
    def _key(question: Any, slug: str) -> str:
        for index, choice in enumerate(question.choices):
            if choice.slug == slug:
                return KEYS[index]
        return ""


def tree_path(path: str) -> str:
    """The understood path without the prefix that says which named team defends."""
    return path[2:] if path.startswith(TEAMS_PREFIX) else path


def from_the_rulebook(understanding: Any) -> bool:
    """Whether the reply is a penalty card or the rulebook search instead of the tree (a message
    naming one penalty and answering no question; a procedure question no path decides), as
    ``bot.understand.reply`` answers it, where the revision scored has these replies."""
    if understanding.complete or understanding.out_of_scope or understanding.nothing:
        return False
    asked_penalty = getattr(replies, "_asked_penalty", None)
    if asked_penalty is not None and asked_penalty(understanding) is not None:
        return True
    return "PROCEDURE_Q" in understanding.concepts


def classify(message: Message, understanding: Any, tree: Tree) -> str:
    """One of ``CLASSES`` for what the bot understood of ``message``."""
    path = tree_path(understanding.path)
    if from_the_rulebook(understanding):
        # the card or the clauses found: right for a procedure or out-of-scope question (the
        # search's results are not checked here), no ruling and no question for an incident
        procedure = message.kind == "procedure" or message.search
        return "resolved" if procedure or message.out_of_scope else "not understood"
    if getattr(understanding, "no_restart", False):
        # "I couldn't tell which restart …; I decide only Rules 20 and 22; /rule …" above the
        # first question: the out-of-scope line's pointer for a question Rules 20/22 do not
        # decide, and for one they do, its words not understood (it never says they do not),
        # unless a restart's name narrowed that question ("on our knock-in …": the end line or
        # a knock-in's problem), scored below as any narrowed question
        if message.out_of_scope:
            return "resolved"
        if not understanding.narrowed:
            return "not understood"
    if message.out_of_scope:
        if understanding.out_of_scope:
            return "resolved"
        if understanding.decided:
            return "wrong"
        if understanding.nothing or not path:
            return "not understood"
        return "misread"
    expected = tree.keys(message.expect_paths)
    rulings = {tree.ruling[p] for p in expected}
    if understanding.out_of_scope:
        return "misread"
    if understanding.decided:
        if tree.ruling.get(path) not in rulings:
            return "wrong"
        # a message that leaves the ruling open, decided anyway: a guess, even a lucky one
        return "wrong" if message.leaves_open else "resolved"
    # the first question narrowed to the situations the words leave ("pegó en el umpire y
    # salió": the end line or the boards?) is a question like any other, scored as one; so is
    # the line naming the answers the words give two ways ("Your message says this more than
    # one way: “A goal” or “Ball over the end line”. Which is it?"): the choices it names
    shown = understanding.narrowed or _named_two_ways(understanding)
    if understanding.nothing or not (path or shown):
        return "not understood"
    reach = [p for p in tree.reachable(path, shown) if tree.ruling[p] in rulings]
    if not reach:
        return "misread"
    if message.leaves_open and len(rulings) == 1:
        # the open fact's other value is no violation, which the tree has no answer for:
        # any question still on the way to the one ruling is fair
        return "resolved"
    return "resolved" if fair(path, expected, rulings, reach, tree) else "over-asked"


def _named_two_ways(understanding: Any) -> tuple[str, ...]:
    """The choices the bot names as the ones a message says two ways (its disagree line,
    ``bot.understand.reply``), where it names more than one."""
    disagreeing = tuple(getattr(understanding, "disagreeing", ()))
    return disagreeing if len(disagreeing) > 1 else ()


def fair(
    path: str, expected: list[str], rulings: set[RulingKey], reach: list[str], tree: Tree
) -> bool:
    """Whether the question at ``path`` is one the message left open and the ruling hangs on:
    the expected paths through it (else the reachable ones with an expected ruling) take
    different answers there that lead to different expected rulings."""
    if len(rulings) < 2:
        return False
    through = [p for p in expected if p.startswith(path) and len(p) > len(path)] or reach
    by_answer: dict[str, set[RulingKey]] = {}
    for p in through:
        by_answer.setdefault(p[len(path)], set()).add(tree.ruling[p])
    return len({frozenset(r) for r in by_answer.values()}) > 1


@dataclass
class Score:
    lang: str
    part: str
    classes: dict[str, list[str]]  # class -> message ids
    seconds: list[float]
    #: the writer's kind of each message (ruling, ask, procedure, out_of_scope), by id
    kinds: dict[str, str] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(len(ids) for ids in self.classes.values())


def score(messages: list[Message], tree: Tree) -> Score:
    classes: dict[str, list[str]] = {c: [] for c in CLASSES}
    seconds = []
    kinds = {m.id: "out_of_scope" if m.out_of_scope else m.kind for m in messages}
    kinds |= {m.id + "(error)": kinds[m.id] for m in messages}
    for message in messages:
        start = time.perf_counter()
        try:
            understanding = understand(message.text, message.lang)
        except Exception:  # a crash is a message not understood, counted with its id
            classes["not understood"].append(message.id + "(error)")
            continue
        seconds.append(time.perf_counter() - start)
        classes[classify(message, understanding, tree)].append(message.id)
    first = messages[0] if messages else Message("", "", "", "", "", (), False)
    return Score(first.lang, first.part, classes, seconds, kinds)


def percent(part: int, whole: int) -> str:
    return f"{100 * part / max(whole, 1):.0f}%"


def warm_seconds(parts: tuple[str, ...], labels: Path) -> list[float]:
    """One more read of every message, its words' stems and corrections now cached."""
    seconds = []
    for message in (m for part in parts for lang in LANGS for m in load(lang, part, labels)):
        start = time.perf_counter()
        understand(message.text, message.lang)
        seconds.append(time.perf_counter() - start)
    return seconds


def table(scores: list[Score]) -> str:
    header = "| lang | part | n | " + " | ".join(CLASSES) + " |"
    lines = [header, "|" + "---|" * (len(CLASSES) + 3)]
    for s in scores:
        cells = [f"{len(s.classes[c])} ({percent(len(s.classes[c]), s.total)})" for c in CLASSES]
        lines.append(f"| {s.lang} | {s.part} | {s.total} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def kinds_table(scores: list[Score]) -> str:
    """Resolved of each kind of message, as its writer gave it (an out-of-scope label counts
    as ``out_of_scope``): where the figures above come from, never which messages."""
    kinds = ("ruling", "ask", "procedure", "out_of_scope")
    lines = ["| lang | part | " + " | ".join(kinds) + " |", "|" + "---|" * (len(kinds) + 2)]
    for s in scores:
        cells = []
        for kind in kinds:
            of_kind = [i for ids in s.classes.values() for i in ids if s.kinds.get(i) == kind]
            resolved = [i for i in s.classes["resolved"] if s.kinds.get(i) == kind]
            cells.append(f"{len(resolved)}/{len(of_kind)}")
        lines.append(f"| {s.lang} | {s.part} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def run(parts: tuple[str, ...], labels: Path) -> int:
    tree = Tree()
    scores = [score(load(lang, part, labels), tree) for part in parts for lang in LANGS]
    print("Typed questions on the outsiders' corpus (tests/understand/outsiders):")
    print(table(scores))
    print("Resolved by the writer's kind of message:")
    print(kinds_table(scores))
    for s in scores:
        if s.part != "dev":
            continue
        for name in CLASSES[1:]:
            if s.classes[name]:
                ids = " ".join(i.split("-", 2)[-1] for i in s.classes[name])
                print(f"{s.lang} dev {name}: {ids}")
    labelled = [m for part in parts for lang in LANGS for m in load(lang, part, labels)]
    absent = {s for m in labelled for s in m.expect_paths if s not in tree.by_slugs}
    if absent:
        hit = sum(any(s in absent for s in m.expect_paths) for m in labelled)
        print(f"{len(absent)} expected paths are not in this tree (left out), in {hit} messages")
    times = [t for s in scores for t in s.seconds]
    if times:
        first = statistics.median(times) * 1e6
        again = statistics.median(warm_seconds(parts, labels)) * 1e6
        print(
            f"understand(): {first:.0f} µs median per message read the first time, "
            f"{again:.0f} µs read again (words cached)"
        )
    return 0


def run_at(rev: str, part: str) -> int:
    """This file, run against the ``bot`` package of commit ``rev`` with this branch's labels."""
    with tempfile.TemporaryDirectory(prefix="outsiders-") as tmp:
        checkout = Path(tmp) / "rev"
        subprocess.run(
            ["git", "-C", str(REPO), "worktree", "add", "--detach", "--quiet", str(checkout), rev],
            check=True,
        )
        try:
            env = {**os.environ, "PYTHONPATH": str(checkout)}
            command = [sys.executable, str(Path(__file__).resolve()), "--part", part]
            command += ["--labels", str(LABELS)]
            print(f"at {rev}:", flush=True)
            return subprocess.run(command, env=env, cwd=checkout, check=False).returncode
        finally:
            subprocess.run(
                ["git", "-C", str(REPO), "worktree", "remove", "--force", str(checkout)],
                check=False,
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.understand_outsiders")
    parser.add_argument("--part", choices=(*PARTS, PARAPHRASED, "both", "all"), default="sealed")
    parser.add_argument("--rev", help="score the bot package of this commit instead")
    parser.add_argument("--labels", type=Path, default=LABELS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.rev:
        return run_at(args.rev, args.part)
    parts = {"both": PARTS, "all": ("dev", PARAPHRASED, "sealed")}.get(args.part, (args.part,))
    return run(parts, args.labels)


if __name__ == "__main__":
    sys.exit(main())
