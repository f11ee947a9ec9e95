"""From the concepts a message states to answers of the question tree: a path, as far as it goes.

The tree (``bot.flow``) is walked from its root. At each question the rules of
``choices.toml`` say which choices the concepts support: exactly one (after a more specific
choice wins over one it includes) is taken and the walk goes on; none stops the walk there (a
missing answer: the question is asked); two or more stop it too (a conflict: the question is
asked, and the reply says which words disagree). So an understood message is always a path of
the tree, and a complete one decides exactly what the buttons decide for it.
"""

from __future__ import annotations

import tomllib
from collections.abc import Set
from dataclasses import dataclass, replace
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from bot.flow import ROOT, Choice, Question, walk
from bot.flow.model import KEYS, NOT_SAID
from bot.flow.zones import ANYWHERE
from bot.screens import decide_path, stands
from rules_core import Ruling
from rules_core.field import Span

#: found from the package (a compiled module's own file is elsewhere, ``bot.native``)
CHOICES_FILE = Path(str(files("bot.understand"))) / "choices.toml"


@dataclass(frozen=True, slots=True)
class Alternative:
    """Concepts that must all be stated, unless one of the exclusions is stated too."""

    needs: frozenset[str]
    excluded_by: tuple[frozenset[str], ...] = ()

    def holds(self, concepts: Set[str]) -> bool:
        return self.needs <= concepts and not any(ex <= concepts for ex in self.excluded_by)


@dataclass(frozen=True, slots=True)
class Rule:
    """A choice's alternatives (``|`` in ``choices.toml``)."""

    alternatives: tuple[Alternative, ...]

    def holds(self, concepts: Set[str]) -> frozenset[str] | None:
        """The concepts of the largest alternative that holds (the first of the largest), if
        any does. (A loop, not a list and ``max``: the tree's walk asks every choice's rule.)"""
        largest: frozenset[str] | None = None
        for alternative in self.alternatives:
            larger = largest is None or len(alternative.needs) > len(largest)
            if larger and alternative.holds(concepts):
                largest = alternative.needs
        return largest


def parse_rule(text: str) -> Rule:
    """ "A+B !X | C" -> {A, B} unless X, or {C}."""
    alternatives: list[Alternative] = []
    for part in text.split("|"):
        needed: set[str] = set()
        excluded: list[frozenset[str]] = []
        for word in part.split():
            if word.startswith("!"):
                excluded.append(frozenset(word[1:].split("+")))
            else:
                needed |= set(word.split("+"))
        if not needed:
            raise ValueError(f"rule {text!r}: an alternative states no concept")
        alternatives.append(Alternative(frozenset(needed), tuple(excluded)))
    return Rule(tuple(alternatives))


@cache
def _data() -> dict[str, Any]:
    return tomllib.loads(CHOICES_FILE.read_text(encoding="utf-8"))


@cache
def rules() -> dict[str, dict[str, Rule]]:
    """question slug -> choice slug -> rule."""
    questions = _data()["questions"]
    return {
        q: {c: parse_rule(str(text)) for c, text in choices.items()}
        for q, choices in questions.items()
    }


def _partly_key(key: str) -> tuple[frozenset[str], frozenset[str]]:
    """A ``[partly]`` key: concepts joined by "+", then any "!CONCEPT" that must be unsaid
    ("HIT_OUT !HORSE": a hit out, no horse said that it came off)."""
    needs, *unsaid = key.split()
    return frozenset(needs.split("+")), frozenset(u.removeprefix("!") for u in unsaid)


def _partly_entries(slug: str) -> dict[str, list[str]]:
    """A question's ``[partly]`` entries, then its ``[partly_named]`` ones."""
    same_as = _data().get("partly_as", {}).get(slug, slug)
    return {
        **_data().get("partly", {}).get(same_as, {}),
        **_data().get("partly_named", {}).get(same_as, {}),
    }


@cache
def partly() -> dict[str, tuple[tuple[frozenset[str], frozenset[str]], ...]]:
    """question slug -> (the concepts stated, the choices they leave possible), ``[partly]``
    and ``[partly_named]``; a question of ``[partly_as]`` shares the entries of the question it
    names."""
    slugs = [
        *_data().get("partly", {}),
        *_data().get("partly_named", {}),
        *_data().get("partly_as", {}),
    ]
    return {
        q: tuple((_partly_key(k)[0], frozenset(v)) for k, v in _partly_entries(q).items())
        for q in slugs
    }


@cache
def partly_unsaid() -> dict[str, tuple[frozenset[str], ...]]:
    """question slug -> for each of its ``partly()`` entries, in their order, the concepts
    that must be unsaid for it to hold ("HIT_OUT !HORSE": a hit out said with a horse it may
    have come off leaves the choices of a hit off a player too)."""
    return {q: tuple(_partly_key(k)[1] for k in _partly_entries(q)) for q in partly()}


@cache
def _partly_named() -> dict[str, tuple[bool, ...]]:
    """question slug -> for each of its ``partly()`` entries, in their order, whether it is a
    ``[partly_named]`` one: a restart's name, nothing read of what went wrong at it."""
    named = _data().get("partly_named", {})
    return {
        q: tuple(
            key in named.get(_data().get("partly_as", {}).get(q, q), {})
            for key in _partly_entries(q)
        )
        for q in partly()
    }


def narrowed(question: Question, concepts: Set[str]) -> tuple[str, ...]:
    """The choices of ``question`` that stay possible after what ``concepts`` say in part of
    it (``[partly]``), in the question's order; ``()`` where they say nothing about it, or
    leave every choice possible."""
    return _narrowing(question, concepts)[0]


def _narrowing(question: Question, concepts: Set[str]) -> tuple[tuple[str, ...], bool]:
    """``narrowed``, and whether only ``[partly_named]`` entries narrowed it."""
    left: frozenset[str] | None = None
    by_name_only = True
    slug = question.slug
    for (needs, choices), unsaid, named in zip(
        partly().get(slug, ()),
        partly_unsaid().get(slug, ()),
        _partly_named().get(slug, ()),
        strict=True,
    ):
        if needs <= concepts and unsaid.isdisjoint(concepts):
            left = choices if left is None else left & choices
            by_name_only = by_name_only and named
    if left is None:
        return (), False
    kept = tuple(c.slug for c in question.choices if c.slug in left)
    return (kept, by_name_only) if len(kept) < len(question.choices) else ((), False)


@cache
def unsaid_kept_asked() -> dict[str, Rule]:
    """question slug -> what, said, keeps that question's place asked though the message says
    none (``[unsaid]``): a goal said, along the end line."""
    return {q: parse_rule(str(entry["rule"])) for q, entry in _data().get("unsaid", {}).items()}


@cache
def confirmations() -> dict[str, dict[str, Rule]]:
    """question slug -> choice slug -> what must be said beside the choice for it to be
    decided (``[confirm]``): without it, the choice is offered alone, to confirm."""
    return {
        q: {c: parse_rule(str(text)) for c, text in choices.items()}
        for q, choices in _data().get("confirm", {}).items()
    }


@cache
def implications() -> dict[str, tuple[str, ...]]:
    return {k: tuple(v) for k, v in _data()["implies"].items()}


@cache
def _closures() -> dict[str, frozenset[str]]:
    """Each concept that implies any, with all it implies, transitively: made once, so that a
    set's implications are a union, not a search (a message's sets are closed six times)."""
    implied = implications()
    closures: dict[str, frozenset[str]] = {}
    for concept in implied:
        found: set[str] = set()
        todo = [concept]
        while todo:
            for more in implied.get(todo.pop(), ()):
                if more not in found:
                    found.add(more)
                    todo.append(more)
        closures[concept] = frozenset(found)
    return closures


def with_implied(concepts: Set[str]) -> frozenset[str]:
    """The concepts and everything they imply (``[implies]``), transitively."""
    closures = _closures()
    return frozenset(concepts).union(*(closures[c] for c in concepts if c in closures))


@dataclass(frozen=True, slots=True)
class Walked:
    """How far the concepts answer the tree: the path, and why it stopped there."""

    path: str
    stopped_at: Question | None  # None: complete
    conflict: tuple[str, ...] = ()  # the choice slugs that disagree at ``stopped_at``
    #: where no choice holds: the choices that what was said in part leaves (``narrowed``)
    narrowed: tuple[str, ...] = ()
    #: whether only a restart's name narrowed them (``[partly_named]``: "on our knock-in …",
    #: nothing read of what went wrong), not what happened in part, a doubt or a question's
    #: alternatives: the bot could not tell which restart, and says so above them
    by_name_only: bool = False


def walk_concepts(
    concepts: Set[str],
    path: str = "",
    doubtful: Set[str] = frozenset(),
    candidates: tuple[frozenset[str], ...] = (),
) -> Walked:
    """The answers ``concepts`` give, from the question at ``path`` (answered before, by the
    message or by presses) on. An answer given by a ``doubtful`` concept (one the message
    hedged: ``doubt``) stops the walk at its question with that answer alone to confirm. Where
    ``concepts`` leave a question open, the ``candidates`` (what each alternative a question
    names adds: ``alternatives``) go on as far as they all agree, and at the question where they
    differ offer only the choices they give."""
    # a place left unsaid is taken only where the message asks no alternatives: "near the
    # left post or wide left?" asks where, and its candidates say which places to offer
    walked = _walk(concepts, path, doubtful, said=None if candidates else concepts)
    if not candidates or walked.conflict:
        return walked
    if walked.stopped_at is None:
        # the rest decides alone; but where an alternative, added to it, would take another
        # answer ("se empujaban, no sé si antes o justo cuando tiró": at the throw is no
        # jostling before it), the ruling hangs on which one it was: asked where they part
        among = _among(concepts, Walked(path, walk(ROOT, path).question), candidates, doubtful)
        return walked if among.stopped_at is None and among.path == walked.path else among
    return _among(concepts, walked, candidates, doubtful)


def _among(
    concepts: Set[str],
    walked: Walked,
    candidates: tuple[frozenset[str], ...],
    doubtful: Set[str],
) -> Walked:
    """From where ``concepts`` stopped (``walked``), each candidate's walk: the answers all of
    them give, then the question where they part, with the choices they give there (all of
    them where one candidate gives none, or answers it two ways)."""
    # each candidate's walk may leave a place unsaid as the message's own words would: an
    # alternative ("…, knock-in or Safety?") is no restart the message names; but one that asks
    # whether the game is finished at all ("se sigue otro día O SE DA POR TERMINADO?") asks the
    # finding that decides it, whichever alternative holds it
    walks = [
        _walk(
            with_implied(set(concepts) | c),
            walked.path,
            doubtful,
            said=set(concepts) | (c & _ASKED_OF_THE_WHOLE),
        )
        for c in candidates
    ]
    common = _shared_start([w.path for w in walks])
    if all(w.path == common and w.stopped_at is None for w in walks):
        return walks[0]  # every candidate gives one ruling: the words decide it
    question = walk(ROOT, common).question
    if question is None:
        return walked
    given: set[str] = set()
    for each in walks:
        if len(each.path) > len(common):
            given.add(question.choices[KEYS.index(each.path[len(common)])].slug)
        elif each.narrowed and not each.conflict:
            given |= set(each.narrowed)
        else:
            return Walked(common, question)  # a candidate leaves every choice open
    kept = tuple(c.slug for c in question.choices if c.slug in given)
    return Walked(common, question, (), kept if len(kept) < len(question.choices) else ())


#: what a message asks of the whole incident, never one reading of it nor a fact a hedge doubts:
#: whether a suspended game is finished at all (``[unsaid.could_affect_outcome]``)
_ASKED_OF_THE_WHOLE = frozenset({"ABANDON_ASKED"})


def _shared_start(paths: list[str]) -> str:
    """The answers every path gives, from the root: their longest common start."""
    shortest = min(paths, key=len)
    for at, key in enumerate(shortest):
        if any(p[at] != key for p in paths):
            return shortest[:at]
    return shortest


def _walk(concepts: Set[str], path: str, doubtful: Set[str], *, said: Set[str] | None) -> Walked:
    """The walk from ``path`` as far as ``concepts`` answer; ``said``: the message's own
    concepts, which decide whether a place it does not say may be left unsaid (``[unsaid]``),
    or None where no place may be (a question naming alternatives, read before them)."""
    question: Question | None = walk(ROOT, path).question
    table = rules()
    have = _bits_of(concepts)
    while question is not None:
        own = table.get(question.slug, {})
        held = _held(question, own, have)
        best = [h for h in held if not any(h[1] < other[1] for other in held)]
        if len(best) > 1 and not _ruled_alike(path, question, tuple(i for i, _ in best)):
            return Walked(path, question, tuple(question.choices[i].slug for i, _ in best))
        if not best:
            clashing = _blocked(question, own, concepts)
            left, by_name_only = ((), False) if clashing else _narrowing(question, concepts)
            kept = unsaid_kept_asked().get(question.slug)
            # what a hedge covers is not said ("no sé si se sigue": whether it goes on is asked),
            # but what is asked of the whole incident stays asked, even as a short question
            # offered to confirm ("…, ¿se puede dar por terminado?")
            hedged = set(doubtful) - _ASKED_OF_THE_WHOLE
            leave = said is not None and (kept is None or kept.holds(set(said) - hedged) is None)
            unsaid = _unsaid_answer(question, path) if leave else None
            if left and unsaid is not None and not _places_rule_alike(path, question, left, unsaid):
                unsaid = None
            if not clashing and unsaid is not None:
                # a fact the message does not say, and the ruling needs not
                path += unsaid
                question = question.choices[KEYS.index(unsaid)].then
                continue
            return Walked(path, question, clashing, left, by_name_only)
        index = best[0][0]
        slug = question.choices[index].slug
        moment = confirmations().get(question.slug, {}).get(slug)
        # doubtful only where the rest of the message does not give that answer by itself
        # ("the umps stopped play … fair play possession?" says play stopped without the
        # question's words)
        unsure = bool(best[0][1] & doubtful) and own[slug].holds(set(concepts) - doubtful) is None
        # the moment that makes it a violation must be said, not hedged ("not sure if the ump
        # had called play"): said only in hedged words, the answer is offered to confirm
        if unsure:
            return Walked(
                path, question, (), _doubted_and_sure(question, own, concepts, doubtful, index)
            )
        if moment is not None and not _holds_surely(moment, concepts, doubtful):
            return Walked(path, question, (), (slug,))
        path += KEYS[index]
        question = question.choices[index].then
    return Walked(path, None)


@cache  # a handful of keys: the conflicts between last answers that the messages meet
def _ruled_alike(path: str, question: Question, indices: tuple[int, ...]) -> bool:
    """Whether the choices a message states two ways at ``question`` (``indices``) are last
    answers that the core rules alike but for the clause it cites: "passed the ball, and now
    wants another run at it" at a Penalty 3 is a passed ball and a second approach, each the
    free hit to the defenders where the penalty was taken (22.b). The message says both, and
    the ruling does not hang on which: the first is taken (issue 17: a question the ruling
    does not hang on is never asked). Not where a choice leads on to further questions, or the
    rulings differ in anything the umpire does or is told."""
    if any(question.choices[i].then is not None for i in indices):
        return False
    rulings = [decide_path(path + KEYS[i]) for i in indices]
    if not all(isinstance(r, Ruling) for r in rulings):
        return False
    told = {_what_is_done(r) for r in rulings if isinstance(r, Ruling)}
    return len(told) == 1


def _what_is_done(ruling: Ruling) -> tuple[object, ...]:
    """All a ruling tells the umpire but the clause it cites for its reason."""
    return (
        ruling.situation,
        ruling.outcome,
        ruling.options,
        ruling.procedure,
        ruling.violations,
        ruling.clock,
        ruling.notes,
    )


def _doubted_and_sure(
    question: Question, own: dict[str, Rule], concepts: Set[str], doubtful: Set[str], index: int
) -> tuple[str, ...]:
    """The choice a hedged fact gives (``index``), offered to confirm, beside the choices what
    the message says surely gives without it: "uscita sul fondo, non so se tra i pali o no"
    offers the goal and the end line, never the goal alone (one tap from a wrong ruling where
    it went wide). What the hedged fact implies is as hedged as it is."""
    unsure = set(doubtful) | with_implied(set(doubtful) & set(concepts))
    sure = with_implied(set(concepts) - unsure)
    held = {i for i, _ in _held(question, own, _bits_of(sure))} | {index}
    return tuple(c.slug for i, c in enumerate(question.choices) if i in held)


def _holds_surely(rule: Rule, concepts: Set[str], doubtful: Set[str]) -> bool:
    """Whether a confirmation's ``rule`` (``[confirm]``: the moment that makes an answer so)
    holds on what the message says without a hedge, nothing it says ruling it out, hedged or
    not: "my teammate says it touched a black horse, I didn't see it" leaves the umpires'
    "could not tell" to confirm, though the "didn't see" is hedged too."""
    sure = set(concepts) - set(doubtful)
    return any(
        alternative.needs <= sure and not any(ex <= concepts for ex in alternative.excluded_by)
        for alternative in rule.alternatives
    )


#: one alternative of a choice as ``_walk`` tests it: its place among the question's (which of
#: two equally large ones is first), the choice's index, the bits of the concepts it needs and
#: of each exclusion, and the concepts it needs
_Tested = tuple[int, int, int, tuple[int, ...], frozenset[str]]
#: a question's alternatives by the lowest bit of what they need: only those whose bit the
#: message has can hold (a question has a score of them; a message names a few concepts). By
#: the question's identity: the tree is built once and never changes, and two questions may
#: share a slug
_COMPILED: dict[int, dict[int, tuple[_Tested, ...]]] = {}


@cache
def _bit() -> dict[str, int]:
    """One bit for each concept a rule of ``choices.toml`` names: a rule's test is then two
    integer operations, not a subset test of sets (the walk tests every choice it passes)."""
    named = sorted(
        {
            concept
            for choices in rules().values()
            for rule in choices.values()
            for alternative in rule.alternatives
            for group in (alternative.needs, *alternative.excluded_by)
            for concept in group
        }
    )
    return {concept: 1 << at for at, concept in enumerate(named)}


def _bits_of(concepts: Set[str]) -> int:
    """The bits of ``concepts`` (a concept no rule names has none: no rule tests it)."""
    bit = _bit()
    bits = 0
    for concept in concepts:
        bits |= bit.get(concept, 0)
    return bits


def _alternatives(question: Question, own: dict[str, Rule]) -> dict[int, tuple[_Tested, ...]]:
    found = _COMPILED.get(id(question))
    if found is None:
        buckets: dict[int, list[_Tested]] = {}
        tested = (
            (index, _bits_of(alt.needs), tuple(_bits_of(ex) for ex in alt.excluded_by), alt.needs)
            for index, choice in enumerate(question.choices)
            if choice.slug in own
            for alt in own[choice.slug].alternatives
        )
        for place, (index, needs_bits, excluded, needs) in enumerate(tested):
            lowest = needs_bits & -needs_bits
            buckets.setdefault(lowest, []).append((place, index, needs_bits, excluded, needs))
        found = {bit: tuple(each) for bit, each in buckets.items()}
        _COMPILED[id(question)] = found
    return found


def _held(question: Question, own: dict[str, Rule], have: int) -> list[tuple[int, frozenset[str]]]:
    """Each choice of ``question`` with the largest alternative of its rule that the concepts
    (``have``, as bits) hold, the first of the largest, in the question's order (what
    ``Rule.holds`` finds for each choice)."""
    buckets = _alternatives(question, own)
    largest: dict[int, tuple[tuple[int, int], frozenset[str]]] = {}
    left = have
    while left:
        bit = left & -left
        left ^= bit
        for place, index, needs_bits, excluded_bits, needs in buckets.get(bit, ()):
            if needs_bits & have != needs_bits or any(e & have == e for e in excluded_bits):
                continue
            rank = (len(needs), -place)
            if index not in largest or rank > largest[index][0]:
                largest[index] = (rank, needs)
    return [(index, largest[index][1]) for index in sorted(largest)]


def _unsaid_answer(question: Question, path: str) -> str | None:
    """The key of ``question``'s answer for a fact the message does not say at all, where
    the core decides without it: a place (``bot.flow.zones.ANYWHERE``): "play stopped, nobody
    had it" is a throw-in where the ball was, wherever that was; "over the boards off our 2"
    is not, since which 60 it crossed in decides whose free hit; or whether the umpires heard
    the horn (``bot.flow.model.NOT_SAID``), which the next period's restart never hangs on, or
    what the committee found of a suspended game, which is resumed until it finds otherwise
    (22.g; where a message says what keeps either asked, ``[unsaid]`` in ``choices.toml``).
    Issue 17: a question the ruling does not hang on is never asked."""
    for index, choice in enumerate(question.choices):
        if choice.button:
            continue
        if choice.slug == NOT_SAID:
            return KEYS[index]
        if choice.slug == ANYWHERE.slug and choice.then is None:
            return KEYS[index] if stands(path + KEYS[index]) else None
    return None


@cache  # a few dozen keys: a path to a place question and the places a message leaves
def _places_rule_alike(path: str, question: Question, left: tuple[str, ...], unsaid: str) -> bool:
    """Whether each place the message leaves (``left``: "wide", and no side) gives the ruling
    the place unsaid gives but for where along the line it is: "wide of the goal" without a
    side is a knock-in where it crossed, left or right; near a post is not (5 yards from
    that post). Issue 17: which side is never asked where the ruling does not hang on it. Only
    where the places left cover most of the line: a side said ("right of the goal"), or "near
    the post" (either post), says where along it, which the place unsaid would drop."""
    general = _placeless(decide_path(path + unsaid))
    whole = _span(question.choices[KEYS.index(unsaid)])
    if general is None or whole is None:
        return False
    covered = 0.0
    for index, choice in enumerate(question.choices):
        if choice.slug not in left:
            continue
        if choice.then is not None or _placeless(decide_path(path + KEYS[index])) != general:
            return False
        span = _span(choice)
        covered += 0.0 if span is None else span.hi - span.lo
    return covered > (whole.hi - whole.lo) / 2


def _span(choice: Choice) -> Span | None:
    """The span along the line a place's choice sets (the whole line, for the place unsaid)."""
    for _, value in choice.sets:
        if isinstance(value, Span):
            return value
    return None


def _placeless(ruling: object) -> tuple[object, ...] | None:
    """What a ruling tells but the span of its place along the line: its rule, outcome (the
    spot without its place, nor the clearance the place unsaid names as a caveat: "not
    within 5 yards of a post", true of a wide crossing too), options, violations and notes;
    None where no rule applies."""
    if not isinstance(ruling, Ruling):
        return None
    outcome = ruling.outcome
    if outcome is not None and outcome.spot is not None:
        spot = replace(outcome.spot, place=None, clearance_yd=None)  # type: ignore[arg-type]
        outcome = replace(outcome, spot=spot)
    return (ruling.situation, ruling.rule, outcome, ruling.options, ruling.violations, ruling.notes)


def _blocked(question: Question, own: dict[str, Rule], concepts: Set[str]) -> tuple[str, ...]:
    """Where no choice holds: the choices the message states but that another stated choice
    rules out ("near the left post … near the right post", "attacker and defender"): a
    conflict. A choice ruled out by something no choice here needs (a foul, at the first
    question) is not a conflict, only not an answer."""
    stated: dict[str, frozenset[str]] = {}
    for choice in question.choices:
        rule = own.get(choice.slug)
        for alternative in rule.alternatives if rule is not None else ():
            if alternative.needs <= concepts:
                fired = [ex for ex in alternative.excluded_by if ex <= concepts]
                stated[choice.slug] = frozenset().union(*fired) if fired else frozenset()
    clashing = tuple(
        slug
        for slug, ruled_out_by in stated.items()
        if ruled_out_by and ruled_out_by & _needed_by_others(question.slug, slug)
    )
    return clashing


@cache  # a few hundred keys: a question and one of its choices
def _needed_by_others(question_slug: str, slug: str) -> frozenset[str]:
    own = rules().get(question_slug, {})
    return frozenset(
        concept
        for other, rule in own.items()
        if other != slug
        for alternative in rule.alternatives
        for concept in alternative.needs
    )
