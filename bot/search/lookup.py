"""A query that names a place in the rulebook rather than asking about words: a rule ("20",
"regla 22"), a section ("22.a", "22.e(2)", "22 e 2", "21.a"; its key "knock_in" or heading
"Knock-in"), a penalty card ("P4", "penalty 4", "penal 4", "punizione 4", "5.b"). Such a query
is answered by that place alone.
"""

from __future__ import annotations

import re
from functools import cache

from bot.penalty_view import parse_penalty
from bot.search.documents import RULES, card_clause
from bot.search.text import fold
from rules_core import rulebook
from rules_core.facts import Penalty

#: a word for a rule or section, in any of our languages, before its number (folded)
_PREFIX = r"(?:(?:rule|regla|regola|section|seccion|sezione|art|articulo|articolo)\.?\s*)?"
# "rule 22.e(2)", "regla 22 e 2", "regola 20b", "sección 22.a", "22e(4)"
_SECTION = re.compile(
    _PREFIX + r"(?P<rule>\d{1,2})(?:\s*\.?\s*(?P<letter>[a-z])(?:\s*\(?\s*(?P<sub>\d)\s*\)?)?)?"
)
#: a query shaped like a section ("99.z", "regla 22.k") that names none: "no such section",
#: not words
_SECTION_SHAPED = re.compile(_PREFIX + r"\d{1,3}\s*\.\s*[a-z0-9]{1,3}(?:\(\d\))?")


def _label(rule: str, letter: str | None, sub: str | None) -> str:
    label = rule
    if letter:
        label += f".{letter}"
        if sub:
            label += f"({sub})"
    return label


@cache
def _names() -> dict[str, tuple[str, ...]]:
    """Each section's key, label and heading, folded, to the keys of the sections so named."""
    names: dict[str, list[str]] = {}
    for s in rulebook.sections():
        for name in dict.fromkeys((s.key, fold(s.label), fold(s.heading))):
            names.setdefault(name, []).append(s.key)
    return {name: tuple(keys) for name, keys in names.items()}


def lookup(query: str) -> list[str] | None:
    """The clauses a query names: ["20"] (a rule), ["knock_in", "calling_play"] (both 22.a),
    ["P4"]; None when the query names no place (it is then searched for as words)."""
    folded = fold(query).strip()
    if not folded:
        return None
    penalty = parse_penalty(folded)
    if penalty is not None and penalty is not Penalty.UNSPECIFIED:
        return [card_clause(penalty)]
    by_name = _names().get(folded) or _names().get(folded.replace(" ", "_"))
    if by_name:
        return list(by_name)
    match = _SECTION.fullmatch(folded)
    if match is None:
        return None
    label = _label(match["rule"], match["letter"], match["sub"])
    if not match["letter"] and int(match["rule"]) in RULES:
        return [label]
    found = [s.key for s in rulebook.sections() if s.label.lower() == label]
    return found or None


def looks_like_a_section(query: str) -> bool:
    """ "99.z", "22.k": the user meant a section number, not words to search for."""
    return _SECTION_SHAPED.fullmatch(fold(query).strip()) is not None
