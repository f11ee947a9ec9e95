"""What an understood path says, in the core's words: the facts document and the keys missing.

A complete path gives the whole facts document (``rules_core.json_io.facts_to_json``). A partial
one gives the same document holding only the answers given so far, places as the tree gives
them (a zone is a span, never a point). ``missing`` names the incident keys still needed.
"""

from __future__ import annotations

import marshal
from collections.abc import Mapping
from functools import cache, lru_cache
from typing import Any

from bot.flow import ROOT, Question, build_facts, walk
from bot.flow.model import Fact, Position
from rules_core.facts import Facts, GoalScored, TeamNames
from rules_core.field import Span
from rules_core.json_io import INCIDENTS, facts_to_json


def document(tree_path: str, names: TeamNames | None) -> dict[str, Any]:
    """The facts document of ``tree_path`` (complete or not), with the teams' names: a copy,
    the caller's to change (paths recur, and the core's JSON costs a fifth of a message)."""
    copy: dict[str, Any] = marshal.loads(_marshalled(tree_path, names))
    return copy


@lru_cache(maxsize=4096)
def _marshalled(tree_path: str, names: TeamNames | None) -> bytes:
    """``_document`` kept as bytes: a fresh copy of plain dicts, lists and strings is one
    ``marshal.loads`` (C), a fifth of the cost of copying it node by node in Python."""
    return marshal.dumps(_document(tree_path, names))


def _document(tree_path: str, names: TeamNames | None) -> dict[str, Any]:
    position = walk(ROOT, tree_path)
    teams = names or TeamNames()
    if position.complete:
        facts = Facts(incident=build_facts(position.answers).incident, teams=teams)
        return facts_to_json(facts)
    field = facts_to_json(Facts(incident=GoalScored()))["field"]  # the field the tree asks on
    answers = _said(position, tree_path)
    incident = _partial(answers) if answers else {}
    team_doc = {"defending": teams.defending, "attacking": teams.attacking}
    return {"incident": incident, "field": field, "teams": team_doc}


def _said(position: Position, tree_path: str) -> dict[str, Fact]:
    """The answers at ``position`` (of a partial ``tree_path``) the questions still to come
    cannot change: a choice may set a default that a later answer overrides ("Goal scored"
    sets a field goal by the attackers until "What kind of goal?" is answered), which nobody
    has said yet."""
    onward = _set_onward(tree_path)
    return {k: v for k, v in position.answers.items() if k.partition(".")[0] not in onward}


@cache
def _set_onward(tree_path: str) -> frozenset[str]:
    """The incident keys some answer after ``tree_path`` sets (none once it is complete)."""
    question = walk(ROOT, tree_path).question
    return frozenset(k for way in _ways(question) for k in way) if question else frozenset()


def _partial(answers: Mapping[str, Fact]) -> dict[str, Any]:
    situation = str(answers.get("situation", ""))
    own = set(INCIDENTS[situation].__dataclass_fields__) if situation in INCIDENTS else set()
    out: dict[str, Any] = {"situation": situation} if situation else {}
    inner: dict[str, Fact] = {}
    for key, value in answers.items():
        base, dot, axis = key.partition(".")
        if key == "situation":
            continue
        if base not in own:
            inner[key] = value
        elif dot:
            out.setdefault(base, {})[axis] = _json(value)
        elif isinstance(value, str) and value in INCIDENTS and base == "ball_out":
            out[base] = {"situation": value}
        else:
            out[base] = _json(value)
    if inner and isinstance(out.get("ball_out"), dict):
        out["ball_out"].update(_partial({"situation": out["ball_out"]["situation"], **inner}))
    return out


def said_in_part(tree_path: str, narrowed: tuple[str, ...]) -> dict[str, Any]:
    """The incident keys every choice left at the question after ``tree_path`` sets alike
    ("touched by a defender": ``last_touched_by`` is the defenders, whichever way): known,
    though the question is still asked."""
    if not narrowed:
        return {}
    question = walk(ROOT, tree_path).question
    left = [c for c in (question.choices if question else ()) if c.slug in narrowed]
    if not left:
        return {}
    common = set(left[0].sets).intersection(*(set(c.sets) for c in left[1:]))
    return {k: _json(v) for k, v in left[0].sets if (k, v) in common and "." not in k}


def _json(value: Fact) -> Any:
    if isinstance(value, Span):
        return {"lo": value.lo, "hi": value.hi, "lo_open": value.lo_open, "hi_open": value.hi_open}
    return value


@cache
def missing(tree_path: str) -> tuple[str, ...]:
    """The incident keys still needed after ``tree_path``: those every way on sets (each is
    surely needed), else the first key each way on sets. ``("situation",)`` at the root."""
    if not tree_path:
        return ("situation",)
    position = walk(ROOT, tree_path)
    if position.question is None:
        return ()
    answered = {k.partition(".")[0] for k in _said(position, tree_path)}
    ways = [[k for k in keys if k not in answered] for keys in _ways(position.question)]
    ways = [w for w in ways if w]
    if not ways:
        return ()
    common = [k for k in ways[0] if all(k in w for w in ways[1:])]
    if common:
        return tuple(common)
    firsts: list[str] = []
    for way in ways:
        if way[0] not in firsts:
            firsts.append(way[0])
    return tuple(firsts)


def _ways(question: Question) -> list[list[str]]:
    """For each way from ``question`` to a ruling that does not start afresh, the keys its
    answers set, in order."""
    found: list[list[str]] = []

    def visit(q: Question, keys: list[str]) -> None:
        for choice in q.choices:
            if choice.reset:
                continue
            more = list(keys)
            for key, _ in choice.sets:
                base = key.partition(".")[0]
                if base != "situation" and base not in more:
                    more.append(base)
            if choice.then is None:
                found.append(more)
            else:
                visit(choice.then, more)

    visit(question, [])
    return found
