"""What a message says about a walk of the tree that presses may have taken elsewhere.

A typed question is answered as far as its words go; the user then presses buttons: to answer
what was missing, or to change what was understood. After each press the message is read
again (``follow``): the questions after the pressed one that its words answer are answered
(an explicit press always wins: only the questions after it are filled), and what it says
about the rest is kept for the "I understood" line and the question asked:

* ``later``: answers it gives beyond the question where the walk stops, the same whichever
  choice is made there ("ball over the boards inside this 60 on the left", who hit it
  unknown: the place is known whatever the answer to who);
* ``narrowed``: the choices still possible at that question after what the message says in
  part of it (``choices.toml`` ``[partly]``).
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

from bot.flow import ROOT, Choice, walk
from bot.flow.model import KEYS
from bot.understand.resolve import Walked, walk_concepts


@dataclass(frozen=True, slots=True)
class Followed:
    path: str  # the tree path: the one given, then the message's answers after it
    later: tuple[Choice, ...]  # answers beyond the stop, the same whatever is chosen there
    narrowed: tuple[str, ...]  # the choices left at the stop by what is said in part of it
    disagreeing: tuple[str, ...]  # the choices the message says two ways at the stop


def follow(
    concepts: Set[str],
    tree_path: str,
    *,
    extend: bool = True,
    doubtful: Set[str] = frozenset(),
    offered: tuple[frozenset[str], ...] = (),
) -> Followed:
    """The message's ``concepts`` over ``tree_path`` (answered already) and what follows it;
    without ``extend`` the walk stays at ``tree_path`` (a press went back to its question to
    change it), and nothing there is narrowed unless the message leaves it open anyway. The
    answer a ``doubtful`` concept gives is offered alone, to confirm (``doubt``); where the
    message leaves a question open, the candidates its question ``offered`` narrow it
    (``alternatives``)."""
    walked = walk_concepts(concepts, tree_path, doubtful, offered)
    if not extend and walked.path != tree_path:
        walked = Walked(tree_path, walk(ROOT, tree_path).question)
    path = walked.path
    later: tuple[Choice, ...] = ()
    stopped = walked.stopped_at
    if stopped is not None and not walked.conflict:
        candidates = walked.narrowed or tuple(c.slug for c in stopped.choices)
        later = _common_after(concepts, path, stopped.choices, candidates)
    return Followed(path, later, walked.narrowed, walked.conflict)


def _common_after(
    concepts: Set[str], path: str, choices: tuple[Choice, ...], candidates: tuple[str, ...]
) -> tuple[Choice, ...]:
    """The answers the message gives after each candidate choice, kept where every candidate
    leads to them (the same question answered the same way)."""
    branches: list[list[tuple[str, str]]] = []
    by_key: dict[tuple[str, str], Choice] = {}
    for index, choice in enumerate(choices):
        if choice.slug not in candidates or choice.reset:
            continue
        start = path + KEYS[index]
        walked = walk_concepts(concepts, start).path
        trail = walk(ROOT, walked).trail[len(start) :]
        keys = [(c.slug, str(c.label)) for c in trail if c.sets]
        by_key.update(zip(keys, (c for c in trail if c.sets), strict=True))
        branches.append(keys)
    if not branches:
        return ()
    common = [k for k in branches[0] if all(k in other for other in branches[1:])]
    return tuple(by_key[k] for k in common)
