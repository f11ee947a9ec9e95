"""Questions about the rules, told apart from incidents: "knock-in time limit?", "¿se puede
jugar con espuelas?", "chi chiama play sul knock-in?".

A message asks about the rules when both hold:

* it is a question: a "?" anywhere, or a word or words of a question as its language (and
  English, as polo chat mixes them) writes them (each vocabulary's ``questions`` list: "how",
  "can", "allowed", "se puede", "hay que", "si può", "bisogna"…; dictation has no "?");
* it says nothing happened: no team named, and every concept it states is a topic or a neutral
  word (``questions.toml``: a restart and its steps; people, places, things), or one that says
  what it asks about is out of scope. Any other concept is incident evidence ("shot wide",
  "second approach", "blew the whistle"), and keeps the message with the question tree: a
  message that says what happened and asks "what now?" is an incident.

Such a question (``about_the_rules``) is a procedure question where it names a topic, and out of
scope where it names a subject other rules govern (a mallet's length, a pony's welfare): the
rulebook search finds nothing relevant for a question with no topic of Rules 20 and 22, so it is
not searched. One that names neither, only people, places and things or nothing the vocabulary
knows ("which umpire is in charge?", "whose ball?"), asks of no restart the words show: the bot
says it could not tell which restart, that it decides only Rules 20 and 22, and offers the first
question beside the search, never that the rules do not decide it (its topic may be one of
theirs in words the vocabulary does not know).
"""

from __future__ import annotations

import tomllib
from collections.abc import Set
from enum import Enum
from functools import cache
from importlib.resources import files
from pathlib import Path

from bot.understand.resolve import with_implied
from bot.understand.text import words
from bot.understand.vocabulary import LANGUAGES, vocabulary_file

#: found from the package (a compiled module's own file is elsewhere, ``bot.native``)
QUESTIONS_FILE = Path(str(files("bot.understand"))) / "questions.toml"
#: the concept that says a message's subject is one Rules 20 and 22 do not decide
OUT_OF_SCOPE = "OUT_OF_SCOPE"
#: the concept of a question asking what follows what it names ("how do we restart")
NEXT_Q = "NEXT_Q"


class Asked(Enum):
    """What a question about the rules is about."""

    PROCEDURE = "procedure"  # a restart's procedure: the rulebook search answers it
    OUT_OF_SCOPE = "out_of_scope"  # what Rules 20 and 22 do not decide
    #: nothing of a restart in the words: maybe out of scope, maybe a restart said in words the
    #: vocabulary does not know
    NO_RESTART = "no_restart"


@cache
def _groups() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    data = tomllib.loads(QUESTIONS_FILE.read_text(encoding="utf-8"))
    return frozenset(data["topics"]), frozenset(data["neutral"]), frozenset(data["out_of_scope"])


@cache
def question_words(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The folded word sequences that make a message in ``lang`` a question (each vocabulary's
    ``questions``), with English's, by their first word: a message's words are each looked up
    once, not every sequence tried at every word."""
    langs = (lang,) if lang == "en" else (lang, "en")
    found: list[tuple[str, ...]] = []
    for each in langs:
        found += [tuple(words(text)) for text in vocabulary_file(each).get("questions", ())]
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for sequence in dict.fromkeys(w for w in found if w):
        by_first.setdefault(sequence[0], []).append(sequence)
    return {first: tuple(sequences) for first, sequences in by_first.items()}


def is_question(text: str, lang: str) -> bool:
    """Whether ``text`` asks something: a "?", or a question word ("how", "allowed", "se
    puede", "bisogna"): dictation types no "?"."""
    if "?" in text:
        return True
    said = tuple(words(text))
    starting = question_words(lang if lang in LANGUAGES else "en")
    return any(
        said[at : at + len(asked)] == asked
        for at, word in enumerate(said)
        for asked in starting.get(word, ())
    )


@cache
def _beyond() -> tuple[frozenset[str], ...]:
    data = tomllib.loads(QUESTIONS_FILE.read_text(encoding="utf-8"))
    return tuple(frozenset(each.split("+")) for each in data.get("beyond_the_tree", ()))


def beyond_the_tree(concepts: Set[str]) -> bool:
    """Whether ``concepts`` (with what they imply) tell what the tree has no answer for
    (``questions.toml``'s ``beyond_the_tree``: a goal at a period's end): the rulebook search
    answers it."""
    said = with_implied(concepts)
    return any(each <= said for each in _beyond())


#: a player said by his role or as the one who hit the ball: someone did something
_PLAYERS_ROLES = frozenset({"ATT", "DEF", "HITTER"})

#: a measure asked ("how long", "how far", "¿cuánto?"): a topic of every restart, and of other
#: rules' subjects too
_MEASURE_ASKED = "PROCEDURE_Q"


def restart_topics() -> frozenset[str]:
    """The restarts and their steps (``questions.toml``'s ``topics``): named as a question's
    alternatives, what the umpire may give (``alternatives``)."""
    return _groups()[0]


def _out_of_scope(concept: str) -> bool:
    return OUT_OF_SCOPE in with_implied({concept})


def other_rules_subject(concept: str) -> bool:
    """Whether ``concept`` names a subject other rules govern (equipment, a pony's welfare, a
    foul): what a question about it asks is out of scope."""
    return concept in _groups()[2] or _out_of_scope(concept)


@cache
def _explained_entries() -> tuple[frozenset[str], ...]:
    data = tomllib.loads(QUESTIONS_FILE.read_text(encoding="utf-8"))
    return tuple(frozenset(entry.split("+")) for entry in data.get("explained", ()))


def _explained(concepts: Set[str]) -> frozenset[str]:
    """What ``concepts`` name to be explained: each ``explained`` entry they say whole."""
    return frozenset().union(*(entry for entry in _explained_entries() if entry <= concepts))


def _asked_to_explain(concepts: Set[str], topics: Set[str]) -> bool:
    """Whether what a question names (``explained``) is asked to be explained: it asks nothing
    of what follows it, neither in words (``NEXT_Q``) nor by naming a restart or a step after
    it ("handicap goal at the start, do we change ends?")."""
    return NEXT_Q not in concepts and not concepts & topics


def incident_evidence(concepts: Set[str]) -> frozenset[str]:
    """The concepts (as read, before what they imply) that say something happened: not what a
    question names to be explained (``questions.toml``'s ``explained``: "how do handicap goals
    work?"), unless it asks what follows it ("handicap goal, how do we restart?")."""
    topics, neutral, subjects = _groups()
    said = topics | neutral | subjects
    if _asked_to_explain(concepts, topics):
        said |= _explained(concepts)
    return frozenset(c for c in concepts if c not in said and not _out_of_scope(c))


def about_the_rules(text: str, lang: str, concepts: Set[str], named: bool) -> Asked | None:
    """What ``text`` asks about the rules, given the ``concepts`` it states (as read, before
    what they imply) and whether it ``named`` a team; ``None`` for an incident or a message
    that is no question."""
    if incident_evidence(concepts) or not is_question(text, lang):
        return None
    topics, _, subjects = _groups()
    if _asked_to_explain(concepts, topics):
        # what a question names to be explained is its topic, unless it is another rule's
        # subject ("how high must the boards be?": the boards are asked of as the field's make)
        explained = _explained(concepts)
        topics |= frozenset() if explained & subjects else explained
    # a measure asked ("how long", "how high") of another rule's subject (a mallet, the boards'
    # make) is that rule's: no restart named
    restarts_named = concepts & topics - {_MEASURE_ASKED}
    out_of_scope_said = any(_out_of_scope(c) for c in concepts)
    other_rules = out_of_scope_said or bool(concepts & subjects)
    # a team named tells of something that happened ("their knock-in gave us a penalty"), unless
    # all the question names is another rule's subject, no player's role beside it: the team
    # owns the thing asked of or plays on it ("OURS are lower, how high must the boards be?",
    # "GIOCHIAMO senza sponde, è regolare?"), which Rules 20 and 22 decide nothing of
    if named and (not other_rules or restarts_named or concepts & _PLAYERS_ROLES):
        return None
    if out_of_scope_said or (other_rules and not restarts_named):
        return Asked.OUT_OF_SCOPE
    return Asked.PROCEDURE if concepts & topics else Asked.NO_RESTART
