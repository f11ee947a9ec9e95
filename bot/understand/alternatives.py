"""The alternatives a question names ("was it a field goal or did the ump award a penalty 1?",
"¿saque o safety?", "rimessa o safety?"): each is a candidate, never a fact. Issue 17: a ruling
the words did not decide is a wrong ruling.

The message is read without them (``concepts._without_alternatives``); each alternative is then
read in their place (``candidates``), and what it adds to the rest of the message is one
candidate. The walk of the tree (``resolve.walk_concepts``) goes as far as the rest of the
message takes it, and from there as far as every candidate agrees; at the question where they
differ it stops, and offers only the choices the candidates give there, where each candidate
gives some (one that gives none leaves every choice open). So "ball in, field goal or penalty
1?" asks the goal's kind, with those two kinds.

A restart named as an alternative ("penalty 4 or 5.a?", "knock-in or safety?") is what the
umpire may give, never the restart that was being taken: its concepts, and those that imply
one, are no candidate (the topics of ``questions.toml``).

A call the umpire made, told and then asked about ("the ump called safety. correct?", "el referí
cobró safety, ¿está bien?") is what the writer checks, never a fact (``call_checked``).

What a short question after the incident asks ("…, safety?", "¿es saque nuestro?", "gol?") is
a candidate too (``asked_only``): what only it says, and what that implies, is offered alone to
confirm, as a hedged word's answer is (``doubt``); a longer question tells the incident it asks
about ("if the ball hits the defender's horse and goes over the back line, is it a safety?").
"""

from __future__ import annotations

import re

from bot.folding import fold
from bot.understand.concepts import alternatives_asked, read
from bot.understand.questions import incident_evidence, other_rules_subject, restart_topics
from bot.understand.resolve import with_implied
from bot.understand.vocabulary import Vocabulary, langs_of, message_words, words_listed

#: the words a question asks with: the comma part that ends at a question mark
_ASKED_PART = re.compile(r"[^,.;:!?\n]*\?+")
#: the most words (stop words aside) of what a question asks ("safety?", "knock in for us?",
#: "¿es saque nuestro?"); a longer one tells the incident it asks about ("if the ball hits the
#: defender's horse and goes over the back line, is it a safety?")
ASKED_MOST = 4


def candidates(
    text: str,
    vocabularies: tuple[Vocabulary, ...],
    known: tuple[str, ...] = (),
    rest: frozenset[str] | None = None,
) -> tuple[frozenset[str], ...]:
    """What each alternative a question of ``text`` names adds to the rest of the message (its
    concepts read in the question's place; ``rest``: the message's own concepts, where read
    already); ``()`` where no question names alternatives."""
    asked = alternatives_asked(text, vocabularies)
    if not asked:
        return ()
    if rest is None:
        rest = frozenset(read(text, vocabularies, known).concepts)
    topics = restart_topics()
    found: list[frozenset[str]] = []
    for question in asked:
        for option in question.options:
            # the alternative alone where the question was: no "?" nor "or" left to cut
            said = f"{text[: question.start]} {option} . {text[question.end :]}"
            added = read(said, vocabularies, known).concepts - rest
            alone = read(option, vocabularies, known).concepts - rest
            if not alone <= added:
                # its words were read into a phrase of the incident's ("the ball went in, field
                # goal": "ball … in … field"): the alternative is what it says alone
                added = alone
            if question.told:
                # told, not asked ("missed a pen 3 or 4"): the restart is the one being taken
                found.append(frozenset(added))
                continue
            found.append(frozenset(c for c in added if not with_implied({c}) & topics))
    return tuple(found)


def subjects_asked(
    text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...] = ()
) -> frozenset[str]:
    """What the alternatives of ``text`` ask about, which ``candidates`` leaves out: no fact of
    the incident, but the question's subject where the rest tells nothing that happened. The
    restarts they name ("is that a pen 2 or 3", "¿saque o safety?"), which the rulebook search
    answers; else the subjects other rules govern ("are rowel spurs allowed or banned?"), which
    get the out-of-scope line, where nothing else is named: a foul beside a restart or an
    incident ("foul or safety?") asks of what the tree rules on."""
    named: set[str] = set()
    for question in alternatives_asked(text, vocabularies):
        # told with a doubt ("a pen 4 or 2, can't remember"): the restart being taken, a
        # candidate (``candidates``), never one the umpire asks about
        if not question.told:
            for option in question.options:
                named |= read(option, vocabularies, known).concepts
    topics = restart_topics()
    restarts = frozenset(c for c in named if with_implied({c}) & topics)
    if restarts or incident_evidence(named):
        return restarts
    return frozenset(c for c in named if other_rules_subject(c))


def asked_only(
    text: str,
    vocabularies: tuple[Vocabulary, ...],
    known: tuple[str, ...] = (),
    said: frozenset[str] | None = None,
) -> frozenset[str]:
    """The concepts only the words a question asks with say ("…, safety?", "…, ¿saque
    nuestro?"): the comma part that ends at a question mark, after what the message tells
    before it. What the umpire asks is a candidate, never a fact: as a hedged word's, its
    answer is offered alone to confirm (``doubt``). ``said``: what the whole message says,
    where read already (a verdict it does not say is asked by no word order)."""
    if "?" not in text:
        # no "?" (dictation types none), but "DOES the goal count": still asked, never told
        if said is not None and said.isdisjoint(_VERDICTS):
            return frozenset()
        return _verdict_asked_inverted(text, vocabularies, known)
    whether = words_listed(langs_of(vocabularies), "asks_whether_it_happened")
    parts, whether_parts = [], False
    for m in _ASKED_PART.finditer(text):
        said_words = len(message_words(m.group(), vocabularies))
        if said_words <= ASKED_MOST:
            parts.append(m.span())
        elif _asks_whether(m.group(), whether):
            span = _whether_asked(m, said_words, vocabularies)
            if span is not None:
                parts.append(span)
                whether_parts = True
    if not parts:
        return frozenset()
    told = text
    for start, end in reversed(parts):
        told = told[:start] + " . " + told[end:]
    if not told.strip(" .,;:!?¿¡\n"):
        return frozenset()  # the whole message is the question: it tells what it asks about
    asked = frozenset(read(" . ".join(text[a:b] for a, b in parts), vocabularies, known).concepts)
    if not asked:
        return asked  # the question's words say nothing ("what now?"): the rest is not read
    told_said = read(told, vocabularies, known).concepts
    if whether_parts:
        # what it asks whether happened may be read only with the rest ("our 3 hit it …, did it
        # come off THEIR back's horse?": off a defender, by whose hit it was): what the whole
        # message says (``said``, read already where given) and its told rest does not
        whole = said if said is not None else read(text, vocabularies, known).concepts
        asked |= whole - told_said
    return asked - with_implied(told_said)


#: the most words of a question that asks whether something happened, by its opener ("…, did it
#: come off their back's horse?"): longer than a candidate's, since it names what it doubts in
#: full
ASKED_WHETHER_MOST = 8


def _whether_asked(
    part: re.Match[str], said_words: int, vocabularies: tuple[Vocabulary, ...]
) -> tuple[int, int] | None:
    """What a question whether something happened asks (``_asks_whether``): all of it where it
    is short enough to name only what it doubts; in a longer one, what comes before a word that
    takes the rest as given ("did it clip the ump's horse BEFORE it went over the boards?": the
    boards are told, the clip asked); None where neither holds (it tells the incident)."""
    if said_words <= ASKED_WHETHER_MOST:
        return part.span()
    given = words_listed(langs_of(vocabularies), "whether_takes_as_given", accents=True)
    for word in re.finditer(r"\w+", part.group()):
        if word.group().casefold() in given:
            asked = part.group()[: word.start()]
            if 0 < len(message_words(asked, vocabularies)) <= ASKED_WHETHER_MOST:
                return part.start(), part.start() + word.start()
            return None
    return None


def _asks_whether(part: str, openers: frozenset[str]) -> bool:
    """Whether a question's clause asks whether something happened: opened by a word of the
    language's ``asks_whether_it_happened`` ("did", "was"). Spanish and Italian ask it with no
    such word ("¿pegó en el caballo?", "l'ha toccata?"), as they ask whether a thing is allowed
    ("¿tiene permitido…?"): none is read so."""
    first = part.split(maxsplit=1)[:1]
    return bool(first) and fold(first[0]) in openers


#: what a question asks of the umpires' own verdict ("does the goal count"): the fact the
#: writer wants, never one he tells
_VERDICTS = frozenset({"GOAL_COUNTS", "NO_GOAL"})
#: the words read after an inverted question's opener: "does THE GOAL COUNT"
_INVERTED_MOST = 4


def _verdict_asked_inverted(
    text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...]
) -> frozenset[str]:
    """The verdict a yes/no question asks by its word order alone ("they scored at the
    whistle for a foul by our back DOES THE GOAL COUNT", each language's ``asks_whether``:
    English's "does", "did", "is"…), with no "?" typed: the few words after the opener, to
    the clause's end, are asked, as a question's are (``asked_only``). Only a verdict: the
    other words after "does" or "is" often tell the incident ("is it a knock in if…")."""
    openers = words_listed(langs_of(vocabularies), "asks_whether")
    if not openers:
        return frozenset()
    found: set[str] = set()
    for clause in re.split(r"[,.;:!\n]", text):
        said = clause.split()
        for at, word in enumerate(said):
            if fold(word) not in openers:
                continue
            after = " ".join(said[at : at + 1 + _INVERTED_MOST])
            found |= read(after, vocabularies, known).concepts & _VERDICTS
    return frozenset(found)


#: what an umpire awards ("called safety", "cobró saque", "ha dato rigore 2", "gave a throw-in"):
#: a restart given for what happened, which a message may tell only to ask whether it was right
CALLS = frozenset(
    {"SAFETY", "KNOCK_IN", "WE_KNOCK_IN", "THEY_KNOCK_IN", "FREE_HIT_60", "POSSESSION"}
    | {"FOUL_SHOT", "PENALTY_ANY", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6"}
    | {"LINE_UP", "OPENING"}
)
#: a clause's end: the told part's last clause holds the call checked ("ump said play and our 4
#: knocked in, ump blew and gave them a pen 4. fair?": the Penalty 4, not the knock-in)
_CLAUSES = re.compile(r"[,.!?;:\n]+")
#: the most words after the umpire's verb that name what he gave ("gave THE BLUE TEAM A PENALTY 2")
_GIVEN_MOST = 6


#: the message's last clause: dictation types no "?" ("…gave a safety, was that wrong")
_LAST_CLAUSE = re.compile(r"[^,.;:!?\n]+[.!\s]*$")


def _asked_by_order(text: str, vocabularies: tuple[Vocabulary, ...]) -> re.Match[str] | None:
    """The message's last clause where its first word asks by its order alone (each
    language's ``asks_whether``: "…gave a safety, WAS that wrong", "IS that right"): with no
    "?" typed (dictation), the call it asks about is as doubted as with one."""
    if "?" in text:
        return None
    # where the last clause starts: after the last mark before the closing ones (searched for,
    # the pattern is tried at every character of the clauses before it)
    body = text.rstrip(".! \t\n")
    start = max(body.rfind(mark) for mark in ",.;:!?\n") + 1
    last = _LAST_CLAUSE.match(text, start)
    if last is None or last.start() == 0:
        return None
    first = last.group().split()
    openers = words_listed(langs_of(vocabularies), "asks_whether")
    return last if first and fold(first[0]) in openers else None


def call_checked(
    text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...] = ()
) -> frozenset[str]:
    """The call the writer asks about: the restart the umpire gave (``CALLS``), told with the
    umpire and his verb of giving (``call_verbs``) in the clause right before a question that
    only asks whether it was right (``call_right``): "the ump called safety. correct?", "el
    referí cobró safety, ¿está bien?", "l'arbitro ha dato rimessa, giusto?". Read as a fact,
    the bot would back the very call the writer doubts: it is left out, and the rest of the
    message decides (or the question is asked)."""
    right = words_listed(langs_of(vocabularies), "call_right")
    if not right:
        return frozenset()
    # the question mark's part that ends the message; only where there is a "?" at all (most
    # messages have none, and the pattern tried at each of their characters costs the most)
    asked = (
        [m for m in _ASKED_PART.finditer(text) if text[m.end() :].strip(" ?!¿¡\n") == ""]
        if "?" in text
        else []
    )
    question = asked[-1] if asked else _asked_by_order(text, vocabularies)
    if question is None:
        return frozenset()
    words = message_words(question.group(), vocabularies)
    if not words or not set(words) <= right:
        return frozenset()
    told = [part for part in _CLAUSES.split(text[: question.start()]) if part.strip()]
    if not told:
        return frozenset()
    clause = told[-1]
    if "UMPIRE" not in read(clause, vocabularies, known).concepts:
        return frozenset()
    # what the umpire's own verb of giving names right after it ("called SAFETY", "cobró SAQUE
    # para ellos", "ha dato RIMESSA"), up to a joiner: "called play and our 4 knocked in" gives
    # the knock-in no one, "the ump blew" nothing (``call_ends``: the words that end it)
    langs = langs_of(vocabularies)
    verbs, ends = words_listed(langs, "call_verbs"), words_listed(langs, "call_ends")
    tokens = re.findall(r"\w+", clause)
    given: set[str] = set()
    for at, token in enumerate(tokens):
        if fold(token) not in verbs:
            continue
        named: list[str] = []
        for word in tokens[at + 1 : at + 1 + _GIVEN_MOST]:
            if fold(word) in ends:
                break
            named.append(word)
        given |= read(" ".join(named), vocabularies, known).concepts & CALLS
    return frozenset(given)
