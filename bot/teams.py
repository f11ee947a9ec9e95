"""A chat's team names for the day, and which of the two defends "this goal" in one walk.

``/teams Red Blue`` names a chat's two teams until the end of the day (UTC) or ``/teams clear``.
Every question then starts by asking which of them defends this goal (the goal in question
changes from one incident to the next), and rulings say "Knock-in by Blue", "Red 30 yards
back". That answer travels in the callback data, as a prefix of the path of answers: ``"0"``
then ``"1"`` (the first-named team defends this goal) or ``"2"`` (the second). The tree's keys
never start with ``"0"``, so a path says by itself whether it carries the prefix; any instance
can continue any menu, as without names.
"""

from __future__ import annotations

import re

from bot.flow import UnknownPath
from bot.i18n import Translator
from rules_core.facts import TEAM_NAME_MOST, TeamNames

PREFIX = "0"
#: the two answers: which of the named teams defends this goal
FIRST_DEFENDS, SECOND_DEFENDS = "1", "2"

Teams = tuple[str, str]


def split(path: str) -> tuple[str | None, str]:
    """(which team defends, the tree's path) of a path that may carry the prefix; raises
    ``UnknownPath`` for a prefix with no valid answer."""
    if not path.startswith(PREFIX):
        return None, path
    defends = path[1:2]
    if defends not in (FIRST_DEFENDS, SECOND_DEFENDS):
        raise UnknownPath(f"path {path!r}: no answer to which team defends this goal")
    return defends, path[2:]


def names_for(teams: Teams | None, defends: str | None) -> TeamNames | None:
    """The core's team names for one walk: ``None`` without names or without the answer."""
    if teams is None or defends is None:
        return None
    first, second = teams
    if defends == FIRST_DEFENDS:
        return TeamNames(defending=first, attacking=second)
    return TeamNames(defending=second, attacking=first)


_SEPARATORS = re.compile(r"\s*(?:/|,|;|\bvs\.?\b|\bv\b)\s*", re.IGNORECASE)


def parse(text: str) -> Teams | None:
    """Two team names from what follows ``/teams``: "Red Blue", or names with spaces set apart
    by "/", ",", ";" or "vs" ("La Dolfina / Ellerstina"); ``None`` unless that gives two
    different names of 1 to ``TEAM_NAME_MOST`` characters."""
    text = " ".join(text.split())
    parts = _SEPARATORS.split(text) if _SEPARATORS.search(text) else text.split(" ")
    names = [p.strip() for p in parts if p.strip()]
    if len(names) != 2:
        return None
    first, second = names
    if not all(len(n) <= TEAM_NAME_MOST for n in names) or first.casefold() == second.casefold():
        return None
    return first, second


# --- what ``/teams`` says, in the bot and in the terminal --------------------------------------
#: ``/teams clear`` and its words in the other languages
CLEAR_WORDS = frozenset({"clear", "borrar", "cancella", "none", "-"})


def wanted(argument: str) -> tuple[bool, Teams | None]:
    """What ``/teams <argument>`` asks for: (understood, the teams, ``None`` to forget them)."""
    if argument.casefold() in CLEAR_WORDS:
        return True, None
    named = parse(argument)
    return named is not None, named


def sides_line(names: TeamNames, t: Translator) -> str:
    """ "Blue defends this goal, Red attacks it." (plain text; "" unless both are named)."""
    if not names.defending or not names.attacking:
        return ""
    return t._("%(defending)s defends this goal, %(attacking)s attacks it.") % {
        "defending": names.defending,
        "attacking": names.attacking,
    }


def current_line(teams: Teams | None, t: Translator) -> str:
    """``/teams`` alone: the names in use, or how to give them."""
    if teams is None:
        return t._("No teams named. Name them for today with /teams Red Blue.")
    return t._("Teams for today: %(first)s and %(second)s. /teams clear forgets them.") % {
        "first": teams[0],
        "second": teams[1],
    }


def unusable_line(t: Translator) -> str:
    return t._(
        "Give two different team names of up to %(most)s characters: /teams Red Blue, "
        "or /teams La Dolfina / Ellerstina."
    ) % {"most": TEAM_NAME_MOST}


def done_line(teams: Teams | None, t: Translator) -> str:
    if teams is None:
        return t._("Teams forgotten: questions name the attackers and the defenders again.")
    return t._("Teams for today: %(first)s and %(second)s. Send /start for a question.") % {
        "first": teams[0],
        "second": teams[1],
    }
