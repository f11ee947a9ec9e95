"""Which goal is "this goal" where the ruling does not hang on it.

The tree asks who did something as an attacker or a defender of "this goal", the goal in
question. Between the 60s it often makes no difference: a ball hit over the side boards is a
free hit to the team that did not hit it out (22.e(2)), a fair-play possession play is the
holder's team's (22.h), at the same spot and taken the same way whichever goal each team
attacks. A message that says who hit it, or that it went straight out, but not which goal that
team attacks then stops at a question whose two answers rule alike: "an attacker or a
defender?" asks what the ruling does not hang on.

Here the two answers of such a question (``ROLE_TWINS``) are walked on with everything else
the message said; where both complete and the two rulings are one ruling with the roles
swapped, the first is taken, and the understanding says whom that answer made the attackers
(``Viewpoint``): the reply says it above the ruling ("here the attackers are the team that last
hit the ball"), so that its attackers and defenders name the teams by what they did, never by a
goal nobody named. Where the rulings part (a ball out inside a 60: the attackers' free hit is
from the 60-yard line), the question stays.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Set
from enum import StrEnum
from typing import Any

from bot.flow import ROOT, walk
from bot.flow.model import KEYS, Question
from bot.screens import decide_path
from bot.understand.sides import STANCE_CONCEPTS
from rules_core.facts import Team
from rules_core.ruling import Ruling


class Viewpoint(StrEnum):
    """Whom "this goal"'s attackers are taken to be, where the ruling is the same either way."""

    HITTER = "hitter"  # the team that hit the ball out (22.e(2))
    HOLDER = "holder"  # the team that had the ball when play was stopped (22.h)


#: the questions whose choices come in pairs that differ only by the role of who did it, and
#: the team each pair's first choice makes the attackers
ROLE_TWINS: dict[str, tuple[Viewpoint, tuple[tuple[str, str], ...]]] = {
    "side_who": (
        Viewpoint.HITTER,
        (("attacker", "defender"), ("attacker_off_opponent", "defender_off_opponent")),
    ),
    "possession": (
        Viewpoint.HOLDER,
        (
            ("attackers_hurt", "defenders_hurt"),
            ("attackers_not_hurt", "defenders_not_hurt"),
            ("attackers_judge", "defenders_judge"),
        ),
    ),
}


def frame_said(concepts: Set[str], roles: Mapping[str, str]) -> bool:
    """Whether the message says which goal some team attacks or defends: a role or a stance
    ("we were attacking", "our knock-in", "we scored": ``sides.STANCE_CONCEPTS``), a concept
    composed with a role ("off a defender", ``OFF_DEF``), or a named team's role. The
    viewpoint would then call "attackers" a team other than the message's."""
    if roles or concepts & STANCE_CONCEPTS:
        return True
    return any(c in ("ATT", "DEF") or c.endswith(("_ATT", "_DEF")) for c in concepts)


#: what a walk from a path gives: the path it reached, and whether it is complete
Walker = Callable[[str], tuple[str, bool]]


def moot_role(tree_path: str, narrowed: Set[str], walk_on: Walker) -> tuple[str, Viewpoint] | None:
    """The path to take where the question at ``tree_path`` asks only a role the ruling does
    not hang on: the words narrowed it (``narrowed``) to one pair of ``ROLE_TWINS``, and the
    rest of the message (``walk_on``, from each of the two answers) completes both into one
    ruling with the roles swapped. ``None`` where the question stays."""
    question = walk(ROOT, tree_path).question
    if question is None or question.slug not in ROLE_TWINS:
        return None
    viewpoint, pairs = ROLE_TWINS[question.slug]
    pair = next((p for p in pairs if set(p) == set(narrowed)), None)
    if pair is None:
        return None
    walks = [walk_on(tree_path + _key(question, slug)) for slug in pair]
    if not all(complete for _path, complete in walks):
        return None
    (first, _), (second, _) = walks
    if _alike(decide_path(first)) != _alike(_swapped(decide_path(second))):
        return None
    return first, viewpoint


def _key(question: Question, slug: str) -> str:
    return KEYS[[c.slug for c in question.choices].index(slug)]


def _alike(ruling: Any) -> Any:
    """What two rulings must share to be one: all of it but the trace of how it was reached
    (which names the facts each walk gave)."""
    if isinstance(ruling, Ruling):
        return dataclasses.replace(ruling, trace=())
    return ruling


def _swapped(value: Any) -> Any:
    """``value`` with every team the other one (the attackers the defenders, and back)."""
    if isinstance(value, Team):
        return value.other
    if isinstance(value, tuple):
        return tuple(_swapped(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _swapped(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return dataclasses.replace(value, **changes)
    return value
