"""Typed questions, understood deterministically: a message -> answers of the question tree.

No language model and nothing leaves the machine. A message is read into concepts (the
vocabulary, as data per language: ``vocabulary/<lang>.toml``; ``concepts``), and the concepts
answer the tree's questions as far as they go (``choices.toml``; ``resolve``). So:

* a complete set of answers is a path of the tree, and decides exactly the ruling the buttons
  give for that path;
* a partial one opens the guided questions at the first question not answered, the answers
  understood already filled in (the path);
* nothing is guessed: a place not said is missing, words that disagree are a conflict (asked),
  an unknown word is ignored (a typo counts only when it is close to one word we know).

Team names ("red … blue defending") become the walk's team names (``bot.teams``): the path
then starts with the answer to "which team defends this goal" (``"01"``: the first named).
"""

from __future__ import annotations

import marshal
from dataclasses import dataclass, field
from typing import Any

from bot.flow import ROOT, walk
from bot.screens import decide_path
from bot.teams import FIRST_DEFENDS, PREFIX, SECOND_DEFENDS, Teams, names_for
from bot.understand.alternatives import CALLS, asked_only, call_checked, subjects_asked
from bot.understand.alternatives import candidates as candidates_of
from bot.understand.clubs import without_club_names
from bot.understand.concepts import read
from bot.understand.doubt import doubted_and_rest
from bot.understand.facts_doc import document, missing, said_in_part
from bot.understand.questions import Asked, about_the_rules, beyond_the_tree, is_question
from bot.understand.reading import Reading
from bot.understand.resolve import Walked, walk_concepts, with_implied
from bot.understand.rewrite import as_meant
from bot.understand.sides import sides_said
from bot.understand.situations import (
    KNOCK_IN_NAMES,
    circle_asked,
    goal_in_play,
    knock_in_asked_how,
    set_by_the_goal_judge,
)
from bot.understand.supposed import STOPPED, asks_out_of_scope, believed_only, stop_only_asked
from bot.understand.text import per_text
from bot.understand.viewpoint import Viewpoint, frame_said, moot_role
from bot.understand.vocabulary import LANGUAGES, Vocabulary, langs_of, vocabularies_for
from rules_core import NoRuleApplies
from rules_core.facts import TeamNames

__all__ = ["PROCEDURE_Q", "Understanding", "concepts_of", "understand"]

#: the concept of a question about how a restart is done, which the rulebook search answers
#: (``reply``): said in words ("how long", "cuánto tiempo"), or a question about a restart
#: that tells nothing that happened (``questions.about_the_rules``)
PROCEDURE_Q = "PROCEDURE_Q"
#: a goal from play (``situations.goal_in_play``)
FIELD_GOAL = "FIELD_GOAL"
#: the attackers as who put the ball out (``situations.knock_in_asked_how``)
ATTACKERS = "ATT"


#: the restarts a message may name; the penalties and the foul shot are one, and so are the
#: opening throw-in and a throw-in
_RESTART_FAMILY = dict.fromkeys(
    ("PENALTY_ANY", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6"), "FOUL_SHOT"
) | {"OPENING": "LINE_UP"}
_RESTARTS = frozenset(
    {"KNOCK_IN", "FOUL_SHOT", "FREE_HIT_60", "LINE_UP", "OPENING", "POSSESSION", *_RESTART_FAMILY}
)


@dataclass(frozen=True)
class Understanding:
    """What a message says, as far as it goes."""

    #: the tree path as far as the understood answers go from the root; with ``teams`` whose
    #: roles the message said, it starts with ``bot.teams.PREFIX`` and which of them defends
    path: str
    complete: bool  # the path is a complete path (a ruling)
    teams: Teams | None  # the names the message gave (two different names), else None
    #: what the facts document is made of: the tree path, the teams' names, and what a
    #: partial path's narrowed choices say (``said_in_part``, as bytes): kept rather than the
    #: document, which few callers read (the command line's JSON) and each may change
    facts_from: tuple[str, TeamNames | None, bytes]
    missing: tuple[str, ...]  # incident keys still needed ("situation" first when unknown)
    conflicts: tuple[str, ...]  # incident keys (or "teams") the message says two ways
    out_of_scope: bool  # about what Rules 20 and 22 do not decide
    nothing: bool  # nothing understood at all, in a message that asks nothing
    #: words the tree got no answer from and that narrow none of its first choices, neither out
    #: of scope nor a procedure: a question naming nothing of a restart ("whose ball?") or
    #: words the vocabulary cannot place; perhaps out of scope, perhaps a restart in words the
    #: vocabulary does not know
    no_restart: bool = False
    #: the choices that disagree at the question where the walk stopped (their slugs)
    disagreeing: tuple[str, ...] = ()
    concepts: frozenset[str] = field(default_factory=frozenset)
    #: where an answer is missing: the choices what the message says in part of it leaves
    narrowed: tuple[str, ...] = ()
    text: str = ""  # the words understood (searched in the rulebook for a procedure question)
    #: what only hedged words say ("I think …"): its answer is offered to confirm (``doubt``)
    doubtful: frozenset[str] = field(default_factory=frozenset)
    #: what each alternative a question names adds ("knock-in or safety?"): candidates, never
    #: facts; the walk offers the choices they give where the rest leaves it open (``alternatives``)
    candidates: tuple[frozenset[str], ...] = ()
    #: where who did it was asked only as a role the ruling does not hang on, whom the answer
    #: taken makes the attackers of "this goal" (``viewpoint``), and the path of that question
    #: (asked where the chat's own teams must be named: which of them did it is not known)
    viewpoint: Viewpoint | None = None
    viewpoint_at: str = ""

    @property
    def facts(self) -> dict[str, Any]:
        """The core's facts document holding only what the message said: the caller's own
        copy, to change."""
        tree_path, names, known = self.facts_from
        document_ = document(tree_path, names)
        document_["incident"].update(marshal.loads(known))
        return document_

    @property
    def decided(self) -> bool:
        """The words decide one ruling: a complete path, nothing said two ways, in scope."""
        return self.complete and not self.conflicts and not self.out_of_scope

    @property
    def procedure(self) -> bool:
        """A question about how a restart is done ("how long on a knock-in?"), in scope, whose
        words decide no ruling: what the rulebook says of it answers it (``reply``)."""
        return PROCEDURE_Q in self.concepts and not self.complete and not self.out_of_scope


#: which hit a broken ball broke on: its restart's first (a retake), or a later one (in play)
_BREAK_MOMENTS = frozenset({"FIRST_HIT", "ALREADY_PLAYED"})


@per_text
def understand(text: str, lang: str, known_teams: Teams | None = None) -> Understanding:
    """Understand ``text`` written in ``lang`` (en, es, it; English words are read in any).
    ``known_teams``: the chat's team names (``/teams``), read like colours are. Kept for the
    last few messages (``per_text``; an ``Understanding`` is immutable): a press on the answer
    to a typed question reads the question again (``bot.handlers.ask.typed_press``), seconds
    after the message itself was read."""
    # a club written as a name ("el 3 de Los Talas") says no field word: out before any reader
    text = without_club_names(text, lang, known_teams or ())
    reading = _reading(text, lang, known_teams)
    hedged, unhedged = doubted_and_rest(text, _vocabularies(lang), known_teams or ())
    # what a question asks ("…, safety?") is offered to confirm as what a hedge covers is, never
    # a fact; and what it implies ("safety": a defender hit it out), unless the rest says it.
    # What the rest says is read without its hedged words too: a fact only hedged, then asked
    # ("il loro 1 secondo me era a venti metri … era dentro i 30?"), is nowhere told
    said = with_implied(reading.concepts)
    question_words = asked_only(text, _vocabularies(lang), known_teams or (), said=said)
    if hedged:
        question_words |= asked_only(unhedged, _vocabularies(lang), known_teams or (), said=said)
    untold, question_words = _untold(text, lang, reading, known_teams, question_words)
    concepts = with_implied(reading.concepts - untold)
    # what a rule read where the words leave room for another thing is offered to confirm too
    doubted = (
        hedged
        | frozenset(reading.unsure)
        | (with_implied(question_words) - with_implied(reading.concepts - question_words))
    )

    concepts, set_ball = _told_apart(concepts, text, lang)

    offered = candidates_of(
        text, _vocabularies(lang), known_teams or (), frozenset(reading.concepts)
    )
    if not any(offered):
        concepts |= _given_by_the_question(
            frozenset(reading.concepts - untold) | set_ball, text, lang, hedged=bool(hedged)
        )
    # a question about a subject other rules govern, telling nothing that happened besides what
    # it supposes ("can we bring a sub if our 2 is hurt"): no walk of the tree (``supposed``)
    supposing = asks_out_of_scope(text, lang, reading, _vocabularies(lang), known_teams or ())
    # what the tree has no answer for (a goal at a period's end): the rulebook search answers it
    beyond = not supposing and beyond_the_tree(concepts)
    # a question that tells nothing that happened ("any rules about when the game has to
    # start?", "cosa fa il secondo arbitro su una rimessa"): its topic words decide no path,
    # however far they would walk; the question is answered as one (below)
    # (a side said, "their knock in … gave us a penalty", tells of a team; the ball played, or
    # one restart at another, "rigore 4 sulla rimessa", tell what happened: incidents)
    told_of_a_side = bool(sides_said(text, _vocabularies(lang), frozenset()))
    restarts = {_RESTART_FAMILY.get(c, c) for c in reading.concepts & _RESTARTS}
    telling_nothing = (
        "PLAYED" not in reading.concepts
        and len(restarts) < 2
        and about_the_rules(text, lang, reading.concepts, bool(reading.names) or told_of_a_side)
        in (Asked.PROCEDURE, Asked.OUT_OF_SCOPE)
    )
    walked = walk_concepts(
        frozenset() if supposing or beyond or telling_nothing else concepts,
        doubtful=doubted,
        candidates=offered,
    )
    viewpoint_at = walked.path
    walked, viewpoint = _past_a_moot_role(walked, concepts, doubted, offered, reading.roles)
    if beyond:
        concepts |= {PROCEDURE_Q}
    teams, prefix = _teams(reading, viewpoint, known_teams)
    tree_path = walked.path
    if walked.conflict and not tree_path:
        # two situations in one message ("red hit it out, then blue scored"): the roles it
        # gave belong to one of them, so who defends is asked with the rest
        prefix = ""
    complete = walked.stopped_at is None
    conflicts: list[str] = list(dict.fromkeys(reading.conflicts))
    if walked.conflict and walked.stopped_at is not None:
        conflicts.extend(_keys_of(walked.stopped_at.slug, walked.conflict, tree_path))
    # the alternatives a question names are understood too, though only as candidates; which
    # hit a ball broke on says nothing where no ball broke ("al primo colpo" alone)
    told = reading.concepts if "BROKE" in reading.concepts else reading.concepts - _BREAK_MOMENTS
    nothing = not told and not reading.names and not any(offered)
    out_of_scope = (
        supposing
        or (not tree_path and not walked.conflict and "OUT_OF_SCOPE" in concepts)
        or (complete and _refused(tree_path))
    )
    no_restart = False
    if not tree_path and not walked.conflict:
        asked = _asked_of_the_rules(text, lang, reading, known_teams)
        if asked is Asked.PROCEDURE:
            concepts |= {PROCEDURE_Q}
        nothing = nothing and asked is None
        out_of_scope = out_of_scope or asked is Asked.OUT_OF_SCOPE
        # words the tree got no answer from, narrowing none of its first choices: whether they
        # ask of no restart ("whose ball?") or tell what the vocabulary cannot place, the bot
        # says it could not tell which restart, above the first question, rather than show that
        # question as if nothing had been read; never that the rules do not decide it
        # (a restart named alone narrows the first question to the situations it belongs to,
        # under that line all the same: "on our knock-in …", what went wrong there unread)
        no_restart = not (
            nothing
            or out_of_scope
            or PROCEDURE_Q in concepts
            or (walked.narrowed and not walked.by_name_only)
            or any(offered)
        )
    names = names_for(teams, prefix[1:]) if prefix else None
    known = said_in_part(tree_path, walked.narrowed)
    return Understanding(
        path=prefix + tree_path,
        complete=complete,
        teams=teams,
        facts_from=(tree_path, names, marshal.dumps(known)),
        missing=tuple(k for k in missing(tree_path) if k not in known),
        conflicts=tuple(conflicts),
        out_of_scope=out_of_scope,
        nothing=nothing and not out_of_scope,
        no_restart=no_restart,
        disagreeing=walked.conflict,
        concepts=concepts,
        narrowed=walked.narrowed,
        text=text,
        doubtful=doubted,
        candidates=offered,
        viewpoint=viewpoint,
        viewpoint_at=viewpoint_at if viewpoint is not None else "",
    )


def _untold(
    text: str,
    lang: str,
    reading: Reading,
    known_teams: Teams | None,
    question_words: frozenset[str],
) -> tuple[frozenset[str], frozenset[str]]:
    """What the writer says only to question it, no fact (the rest of the message decides, or
    it is asked), and the question's words left. A call told, then asked whether it was right
    ("the ump called safety. correct?"); a stop asked about or wished for ("do they have to
    stop play for me"), none told, never the restart after a stop that did not happen; and
    what the umpire believed when he whistled, which is why he did, not what happened."""
    vocabularies, teams = _vocabularies(lang), known_teams or ()
    untold = call_checked(text, vocabularies, teams)
    if stop_only_asked(text, reading, vocabularies, teams):
        untold |= {STOPPED}
    untold |= believed_only(text, reading, vocabularies, teams)
    if "UMPIRE" in question_words and question_words & CALLS:
        # the umpire's call put in question ("el umpire dio safety?!", "the ump gave a
        # safety?!"): the call is what is disputed, no reading to confirm either
        return untold | question_words, frozenset()
    return untold, question_words


def _past_a_moot_role(
    walked: Walked,
    concepts: frozenset[str],
    doubtful: frozenset[str],
    offered: tuple[frozenset[str], ...],
    roles: dict[str, str],
) -> tuple[Walked, Viewpoint | None]:
    """The walk past a question that asks only a role the ruling does not hang on (the words
    narrowed it to an attacker or a defender doing the same thing, and the rest rules alike
    either way: ``viewpoint``), with whom its answer makes the attackers; else as it was. Not
    where the message says which goal some team attacks (``frame_said``: "we were attacking"):
    its attackers are then the message's, and who did it is a fair question."""
    if walked.stopped_at is None or walked.conflict or not walked.narrowed:
        return walked, None
    if frame_said(concepts, roles):
        return walked, None

    def walk_on(path: str) -> tuple[str, bool]:
        on = walk_concepts(concepts, path, doubtful=doubtful, candidates=offered)
        return on.path, on.stopped_at is None and not on.conflict

    moot = moot_role(walked.path, set(walked.narrowed), walk_on)
    if moot is None:
        return walked, None
    return Walked(moot[0], None), moot[1]


def _given_by_the_question(
    plain: frozenset[str], text: str, lang: str, *, hedged: bool
) -> frozenset[str]:
    """What a question that names no alternatives gives by asking what follows: a goal told
    with nothing but who scored and what comes next is one from play (where the message doubts
    any of it, "the ends might have been wrong", something may have gone wrong); a knock-in
    asked how it is taken, nothing said of the play before it, is the knock-in given."""

    def asks() -> bool:
        return is_question(text, lang)

    given: set[str] = set()
    # the words as meant ("la metió" is "metió un gol": [said_as]), as the reading read them
    meant = as_meant(text, langs_of(_vocabularies(lang)))
    if not hedged and goal_in_play(plain, meant, _vocabularies(lang), asks=asks):
        given.add(FIELD_GOAL)
    if plain & KNOCK_IN_NAMES and knock_in_asked_how(
        with_implied(plain), text, langs_of(_vocabularies(lang)), asks=asks
    ):
        given.add(ATTACKERS)
    return frozenset(given)


def _told_apart(
    concepts: frozenset[str], text: str, lang: str
) -> tuple[frozenset[str], frozenset[str]]:
    """What the message says in words read apart, added to its ``concepts``: a request and going
    round again (the taker asked to circle again, ``situations.circle_asked``), and a ball over
    the end line set down by the goal judge (the knock-in, ``situations.set_by_the_goal_judge``),
    which is also returned: a restart told, which the goal and knock-in readers read as told."""
    set_ball = set_by_the_goal_judge(concepts, text, _vocabularies(lang))
    return with_implied(concepts | circle_asked(concepts) | set_ball), set_ball


def concepts_of(text: str, lang: str, known_teams: Teams | None = None) -> frozenset[str]:
    """What ``understand`` finds in ``text`` as concepts only (``Understanding.concepts``):
    all a press on a typed answer reads again, without the facts document, what is missing
    or the core's decision."""
    text = without_club_names(text, lang, known_teams or ())
    return with_implied(_reading(text, lang, known_teams).concepts)


def _asked_of_the_rules(
    text: str, lang: str, reading: Reading, known_teams: Teams | None
) -> Asked | None:
    """What a message the tree got no answer from asks of the rules, telling nothing that
    happened ("knock-in time limit?", "¿se puede jugar con espuelas?"): a procedure, a subject
    other rules govern, or nothing of a restart (``questions.about_the_rules``). What its
    alternatives name is what it asks about ("is that a pen 2 or 3"), and they make it a
    question, "?" or not."""
    named = subjects_asked(text, _vocabularies(lang), known_teams or ())
    asking = f"{text} ?" if named else text
    return about_the_rules(asking, lang, reading.concepts | named, bool(reading.names))


def _vocabularies(lang: str) -> tuple[Vocabulary, ...]:
    return vocabularies_for(lang if lang in LANGUAGES else "en")


def _reading(text: str, lang: str, known_teams: Teams | None) -> Reading:
    return read(text, _vocabularies(lang), known_teams or ())


def _teams(
    reading: Reading, viewpoint: Viewpoint | None = None, known: Teams | None = None
) -> tuple[Teams | None, str]:
    """The two names the message gave, and the path's prefix when it said who defends, or,
    where a role the ruling does not hang on was taken (``viewpoint``), when it named the one
    team that did it ("rojo vs azul, el 3 de rojo la tiró afuera…": rojo's are the attackers);
    that one team alone is enough where the chat's own two names (``known``) hold it."""
    if "teams" in reading.conflicts:
        return None, ""
    names = reading.names
    if viewpoint is not None and known is not None and reading.doers <= set(known):
        names = list(known)
    if len(names) != 2:
        return None, ""
    first, second = names
    teams = (first, second)
    role = reading.roles.get(first)
    if viewpoint is not None and role is None and len(reading.doers) == 1:
        role = "ATT" if first in reading.doers else "DEF"
    if role == "DEF":
        return teams, PREFIX + FIRST_DEFENDS
    if role == "ATT":
        return teams, PREFIX + SECOND_DEFENDS
    return teams, ""


def _keys_of(question_slug: str, choices: tuple[str, ...], tree_path: str) -> list[str]:
    """The incident keys the disagreeing choices set (what the message says two ways)."""
    question = walk(ROOT, tree_path).question
    keys: list[str] = []
    if question is None:
        return keys
    for choice in question.choices:
        if choice.slug in choices:
            for key, _ in choice.sets:
                base = key.partition(".")[0]
                if base not in keys:
                    keys.append(base)
    return keys or [question_slug]


def _refused(tree_path: str) -> bool:
    """Whether the core refuses the complete path (no rule of 20 / 22 decides it)."""
    return isinstance(decide_path(tree_path), NoRuleApplies)
