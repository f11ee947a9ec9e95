"""What every stage of reading a message shares (``bot.understand.concepts`` runs them).

The ``Reading`` the stages fill, a ``Mention`` of a team, how far apart words may be and still
be read together (``NEAR``), the marks that end a clause or a sentence, and the sets of concepts
more than one stage tests (a ball gone out, a restart told, a hit told, the role words).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache, lru_cache

from bot.understand.text import words as words_of
from bot.understand.vocabulary import (
    vocabulary,
    words_listed,
)
from rules_core.measures import KNOCK_IN_CLEARANCE

#: a run of word characters: a message's words as a set test reads them
WORD_RUN = re.compile(r"\w+")


@lru_cache(maxsize=32)  # a few keys per language pair: its hedges, their ends, the "whether" ones
def _first_words(phrases: frozenset[str]) -> frozenset[str] | None:
    """The first word of each phrase (None where one starts with no word character)."""
    firsts = [WORD_RUN.match(p.casefold()) for p in phrases]
    return frozenset(f.group() for f in firsts if f) if all(firsts) else None


def may_say_any(text: str, phrases: frozenset[str]) -> bool:
    """Whether ``text`` has the first word of one of ``phrases`` (hedges…): most messages say
    none, and a set test tells so at a fraction of what the phrases' pattern costs tried at
    every character."""
    firsts = _first_words(phrases)
    return firsts is None or not firsts.isdisjoint(WORD_RUN.findall(text.casefold()))


#: how many words apart two words may be and still be read together
NEAR = 3

#: the role a role word gives: a role noun ("the defender") or a role verb ("blue ATTACKS")
ROLES = {"ATT": "ATT", "DEF": "DEF", "ATTACKS": "ATT", "DEFENDS": "DEF"}

#: the role words that are verbs: their subject is the name before them ("blue are defending")
VERBS = {"ATTACKS", "DEFENDS"}

#: verbs that carry the role of who did them: a shot at goal is an attacker's (of this goal, the
#: one nearest to what happened), a clearance a defender's. Their subject takes the role as a
#: role verb's does ("RED shot wide", "THEIR 2 cleared it"); what else they say stays said
ROLE_VERBS = {"SHOT_AT_GOAL": "ATT", "SHOT_WIDE": "ATT", "CLEARED": "DEF"}

#: the other team's role
OTHER = {"ATT": "DEF", "DEF": "ATT"}

#: largest number read as "yards from the post" (beyond it a number is something else)
MAX_YARDS = 80

#: "near the post": within 22.a's clearance (the rule's figure, never written again here)
NEAR_YARDS = KNOCK_IN_CLEARANCE.value

#: a word that may stand for a goal scored or for the goal as a place, and the goal it says
#: where the message says nothing of the ball going out
GOAL_WORDS = {"GOAL_WORD": "GOAL", "OWN_GOAL_WORD": "OWN_GOAL"}

#: the sides: a side that ends a question is a question tag ("… is that right?")
SIDES = frozenset({"LEFT", "RIGHT"})

#: what makes "goal" a place: the ball went out, or where it went
OUT_OF_PLAY = frozenset(
    {
        "END_LINE",
        "SHOT_WIDE",
        "SAFETY",
        "HIT_OUT",
        "HIT_WIDE",
        "SIDE_BOARDS",
        "WIDE",
        "NEAR_POST",
        "NEAR_BOARD",
        "LEFT",
        "RIGHT",
        "POST",
        "POST_HIT",
        "OFF_BOARDS",
        "BALL_OFF_FIELD",
    }
)


@dataclass
class Reading:
    """What the concept steps found: concepts, team names and their roles, conflicts."""

    concepts: set[str] = field(default_factory=set)
    names: list[str] = field(default_factory=list)  # in the order the message first names them
    roles: dict[str, str] = field(default_factory=dict)  # name -> "ATT" / "DEF"
    conflicts: list[str] = field(default_factory=list)
    #: concepts a rule read where the words leave room for another thing ("si è rotta al primo
    #: colpo": the ball, or the mallet): offered to confirm, never stated (``doubt``)
    unsure: set[str] = field(default_factory=set)
    #: the names of the teams said doing something with no role said (``TEAM_UNKNOWN``): whom
    #: a role the ruling does not hang on is taken of (``bot.understand.viewpoint``)
    doers: set[str] = field(default_factory=set)


@dataclass
class Mention:
    """A word that names a team: a role word, or a team's name (``name`` set)."""

    at: int
    role: str | None
    name: str | None = None
    verb: bool = False
    used: bool = False
    #: a team named as the owner of a place ("blue's end line", "el arco de azul"): it says
    #: whose place, never who did anything
    owns: bool = False
    #: the writer's side or the other one ("OUR 2", "el 3 de ELLOS"), ``name`` ``US`` or
    #: ``THEM``: never a team name of the reply (``point_of_view``)
    pov: bool = False
    #: a side said by a stop word before its word ("THEIR 2"): the mention is at that word
    on_next: bool = False
    #: a side said by a pronoun ("we", "nosotros"): no player after it is its player
    alone: bool = False
    #: a verb that carries its doer's role (``ROLE_VERBS``): its subject is before it, never
    #: the name after it ("cleared it off a RED horse": red is whose horse)
    subject_before: bool = False
    #: a team's name said as one of its players ("el 1 DE VERDE", "RED's 2"): a role verb that
    #: names it ("red's 2, defending, hit it") leaves it the one who did something
    player: bool = False
    #: a team's name said as the writer's own team ("WE'RE BLUE", "i'm on red"): it says who
    #: "we" are, never who did anything (``writer_team_at``)
    ours: bool = False
    #: a team said as one of the two that play ("RED vs BLUE", "rojo v azul"): it says who
    #: plays, never who did anything (``sides.fixture_pairs``)
    fixture: bool = False
    #: a side's possessive right after a place word, no stop word between ("il fondo LORO",
    #: "le sessanta NOSTRE", "el arco nuestro"): the owner of that place (``_owned_place``)
    after_owned: bool = False


def alternation(words: Iterable[str]) -> str:
    """``words`` as a regular expression's alternatives, escaped, the longest first (so "no se"
    is tried before "no")."""
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


#: the lines a ball goes out over
OUT_LINES = frozenset({"END_LINE", "OWN_END_LINE", "SIDE_BOARDS"})

#: a restart told (a penalty, the 60-yard hit, a line-up, "play" called, the ball played off
#: the field or again): a hit beside one may be that restart's, played after the crossing
#: (a knock-in only asked about, "el saque lo ponen en el medio?", leaves the side of the hit
#: that put the ball out read)
RESTART_TOLD = frozenset(
    {"FOUL_SHOT", "FREE_HIT_60", "PENALTY_ANY", "CALL_PLAY", "LINE_UP", "OFF_FIELD_PLAYED"}
    | {"BALL_OFF_FIELD", "HIT_AGAIN"}
)

#: a clause that asks: up to a question mark, over the dot of a penalty's letter ("5.a", "5.b"),
#: which ends no sentence ("penalty 4 or 5.a?" is one question)
CLAUSE_ASKED = re.compile(r"(?:[^.;:!?\n]|(?<=\d)\.(?=[a-z]\b))*\?", re.IGNORECASE)


@cache  # a few keys: a language (and English) and a list's name
def phrases_listed(langs: tuple[str, ...], key: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of the list ``key`` of ``langs`` (``words_listed``) as folded words, the
    longest first."""
    said = {tuple(p.split()) for p in words_listed(langs, key)}
    return tuple(sorted(said, key=lambda p: (-len(p), p)))


#: the ball said gone out over a line (a hit out alone does not say it went out)
WENT_OUT = frozenset(
    {"END_LINE", "OWN_END_LINE", "SIDE_BOARDS", "BALL_OUT", "WIDE", "NEAR_POST", "SHOT_WIDE"}
)

#: what may have touched the ball between a player's last touch and its going out, or leaves
#: whose touch it was open: a horse, a mallet, the umpire, another player, both at once, no one
#: seen, something the words do not name ("un loro tiro DEVIATO": ``DEFLECTED``)
TOUCHED_BETWEEN = frozenset(
    {
        "DEFLECTED",
        "HORSE",
        "OWN_HORSE",
        "MALLET",
        "GEAR",
        "UMPIRE",
        "OFF_UMPIRE",
        "ANOTHER_PLAYER",
        "OPPONENT",
        "OFF_ATT",
        "OFF_DEF",
        "SAME_MOMENT",
        "CAUSE_UNKNOWN",
    }
)

#: a player's hit told as a verb or a noun ("hit it", "the hitter", "shot wide", "hit it again"):
#: beside a "before Play" it is that hit's; told after the ball came off the umpire, it played
#: the ball again
HIT_TOLD = frozenset(
    {"HITTER", "PLAYED", "HIT_OUT", "HIT_WIDE", "SHOT", "SHOT_AT_GOAL", "HIT_AGAIN"}
)

#: a player's play on the ball after another's: the off-field opponent's at a knock-in, a second
#: player's at the free hit from the 60 (a play, a shot, a steal, a tap, a hook, a goal)
PLAY_ON_BALL = frozenset(
    {
        "PLAYED",
        "SHOT",
        "SHOT_AT_GOAL",
        "INVOLVED",
        "HIT_AGAIN",
        "STOLE_BALL",
        "TAPPED",
        "HOOKING",
        "GOAL",
    }
)

#: a player off the field at a knock-in, said as such or by his changing horses: what his play
#: "at once", and the yards said after it, are read after
OFF_THE_FIELD = frozenset({"OFF_FIELD_PLAYED", "CHANGING_HORSES"})

#: marks that close a clause: what a "not" before them negates ends there ("off their player
#: (NOT HORSE) over the side": the side boards are said, not denied)
CLAUSE_MARKS = re.compile(r"[);]")

#: a comma: the words after it may be a new clause's subject ("la sacaron, NOSOTROS atacábamos")
COMMA = re.compile(r",")

#: a mark that ends a phrase: what follows it belongs to no place before it
PUNCTUATION = re.compile(r"[,.;:!?)]")

#: a mark that ends a sentence: not the dot of a penalty's letter ("5.a") or of a number, nor
#: an ellipsis, the pause before a correction ("red hit it... no wait, green": still one sentence)
SENTENCE_END = re.compile(r"[!?]|(?<!\.)\.(?![\w.])")


def clause_break_positions(words: list[str], breaks: frozenset[str]) -> tuple[int, ...]:
    """The positions of the words that end a clause ("but", "pero", "ma")."""
    return tuple(at for at, word in enumerate(words) if word in breaks)


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def first_words_of(langs: tuple[str, ...], concept: str) -> frozenset[str]:
    """The first word of each phrase of ``concept`` in ``langs`` ("yardas" of "yardas de")."""
    found: set[str] = set()
    for lang in langs:
        for text in vocabulary(lang).concepts.get(concept, ()):
            said = words_of(text)
            found.update(said[:1])
    return frozenset(found)
