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
import unicodedata

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
#: characters that are never part of a name: control and format characters (NUL, zero-width
#: space, direction marks, joiners), unassigned and private ones, line separators
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: letters and symbols that show as nothing: Braille blank, Hangul fillers, the Mongolian vowel
#: separator (blank button labels: review 2026-12-01, N2)
_BLANK = frozenset("\u2800\u3164\u115f\u1160\uffa0\u180e")
#: why ``/teams <names>`` was refused
COUNT, INVISIBLE, SAME = "count", "invisible", "same"


def _names(text: str) -> list[str]:
    text = " ".join(text.split())
    parts = _SEPARATORS.split(text) if _SEPARATORS.search(text) else text.split(" ")
    return [p.strip() for p in parts if p.strip()]


def _shows(name: str) -> bool:
    """Every character of ``name`` may be in a name, and one at least is seen."""
    if any(unicodedata.category(c) in _HIDDEN_CATEGORIES for c in name):
        return False
    return any(not c.isspace() and c not in _BLANK for c in name)


def read_as_one(first: str, second: str) -> bool:
    """Whether the matcher of typed questions would take a mention of one name for the other:
    their words, folded as it folds them (case, accents, width, punctuation, stop words), are
    the same, or one name's words begin the other's ("Red" and "Red Devils": the first named
    would be read in "Red Devils defending"), in any of our languages. Review 2026-12-01, M3:
    "Équipe" and "Equipe" were one team, and a knock-in was answered as a Safety."""
    from bot.i18n import LANGUAGES  # noqa: PLC0415 (bot.understand imports this module)
    from bot.understand.vocabulary import message_words, vocabularies_for  # noqa: PLC0415

    if first.casefold() == second.casefold():
        return True
    for lang in LANGUAGES:
        vocabularies = vocabularies_for(lang)
        a, b = message_words(first, vocabularies), message_words(second, vocabularies)
        shorter, longer = sorted((a, b), key=len)
        if shorter and longer[: len(shorter)] == shorter:
            return True
    return False


def problem(text: str) -> str | None:
    """Why ``text`` does not name two teams (``COUNT``, ``INVISIBLE``, ``SAME``), or ``None``."""
    names = _names(text)
    if len(names) != 2 or not all(len(n) <= TEAM_NAME_MOST for n in names):
        return COUNT
    if not all(map(_shows, names)):
        return INVISIBLE
    if read_as_one(*names):
        return SAME
    return None


def parse(text: str) -> Teams | None:
    """Two team names from what follows ``/teams``: "Red Blue", or names with spaces set apart
    by "/", ",", ";" or "vs" ("La Dolfina / Ellerstina"); ``None`` unless that gives two names
    of 1 to ``TEAM_NAME_MOST`` characters, each of characters that show, that the matcher
    cannot take one for the other (``problem`` says why). A name is kept as typed, plain
    text: every screen escapes it where it is shown."""
    if problem(text) is not None:
        return None
    first, second = _names(text)
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


def refusal_line(argument: str, t: Translator) -> str:
    """Why ``/teams <argument>`` names no teams, in one line."""
    found = problem(argument)
    if found == SAME:
        return t._(
            "Those two names read the same to me (capitals, accents and punctuation aside): "
            "give names that differ in a word."
        )
    if found == INVISIBLE:
        return t._(
            "A team name needs letters or signs that show, and no control characters: "
            "/teams Red Blue."
        )
    return unusable_line(t)


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
