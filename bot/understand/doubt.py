"""What a message says with a hedge ("I think", "creo que", "secondo me"): said, but not as a
fact. Issue 17: a reading the bot is unsure of is shown for one-tap confirmation, never stated.

A hedge (each language's ``hedges`` list) covers its clause: the words after it up to the
clause's end (a comma, a full stop, a question mark, or a word of the language's
``clause_breaks``: "but", "pero", "ma"), or, where it ends
its clause ("their 3, I think,"), the words before it back to the clause's start. What those
words say that the rest of the message does not say too is *doubtful*: the walk stops at the
answer it would give and offers that answer alone, with **☰ All answers** (``resolve``), so the
umpire confirms it with one tap or picks another. What the rest of the message says stays
said: "the ball went over the boards, I think off a defender" asks only who touched it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from bot.folding import fold
from bot.understand.concepts import read
from bot.understand.reading import WORD_RUN, may_say_any
from bot.understand.rewrite import dictated_opening
from bot.understand.vocabulary import (
    NO_CLAIMS,
    Claims,
    Vocabulary,
    alternative_words,
    claims,
    clause_break_words,
    doubt_after_words,
    hedge_ahead_words,
    hedge_words,
    langs_of,
    message_words,
    official_reports,
    words_listed,
)

#: what the words "not sure", "no estoy seguro" say alone: the umpires' judgement, or the
#: writer's doubt
UNSURE = frozenset({"JUDGE"})


@lru_cache(maxsize=32)  # a few keys per language pair: its hedges, their ends, the "whether" ones
def _any_of(words: frozenset[str]) -> re.Pattern[str]:
    said = "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))
    return re.compile(rf"(?<!\w)(?:{said})(?!\w)" if said else r"(?!)", re.IGNORECASE)


@lru_cache(maxsize=32)  # a few keys per language pair: its hedges, their ends, the "whether" ones
def _clause_end(breaks: frozenset[str]) -> re.Pattern[str]:
    """Where a hedge's clause ends: punctuation, or a word that turns to another clause."""
    return re.compile(rf"[,.;:!?\n]|{_any_of(breaks).pattern}", re.IGNORECASE)


#: the most words (stop words aside) before a hedge it covers where what follows it says
#: nothing and no mark sets it apart ("off the umps horse I think not 100 percent"): the event
#: just told, not the whole message that dictation types with no comma
HEDGED_BEFORE_MOST = 3


def _blank(words: str) -> bool:
    return not words.strip()


#: how many words before a report may name the official who makes it ("el UMPIRE de la cancha
#: dice que", "l'ARBITRO ci dice che")
OFFICIAL_BEFORE_MOST = 3


def _officials_report(
    text: str, found: re.Match[str], reports: tuple[frozenset[str], frozenset[str]]
) -> bool:
    """Whether the hedge ``found`` is a report made by an official ("el umpire DICE QUE la
    bocha pegó en su caballo", "gli arbitri DICONO CHE ci hanno svantaggiato"): the officials'
    account is what the ruling is made on, never a version to confirm."""
    said, officials = reports
    if found.group().casefold() not in said:
        return False
    before = WORD_RUN.findall(text[: found.start()].casefold())[-OFFICIAL_BEFORE_MOST:]
    return not officials.isdisjoint(before)


def _no_claim(text: str, found: re.Match[str], claims: Claims) -> bool:
    """Whether the hedge ``found`` is a bare say-verb ("dice", with no "que") that makes no
    claim: asked ("¿qué dice la regla?", "¿quién dice play?"), denied ("nadie dice nada"), or
    the call it names ("dice play", said by the umpire only). Anyone else's "dice" is his
    version ("el 3 de ellos DICE le pegamos antes", "su capitán DICE…"); an official's is his
    call (``_officials_report``)."""
    if found.group().casefold() not in claims.verbs:
        return False
    before = WORD_RUN.findall(text[: found.start()].casefold())[-1:]
    after = WORD_RUN.findall(text[found.end() :].casefold())[:1]
    return bool(set(before) & claims.not_after or set(after) & claims.not_before)


def hedged_parts(
    text: str,
    words: frozenset[str],
    breaks: frozenset[str] = frozenset(),
    says_nothing: Callable[[str], bool] = _blank,
    count_words: Callable[[str], int] = lambda words: len(words.split()),
    *,
    ahead: frozenset[str] = frozenset(),
    after_only: frozenset[str] = frozenset(),
    reports: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
    claims: Claims = NO_CLAIMS,
    asking: frozenset[str] = frozenset(),
    joining: frozenset[str] = frozenset(),
) -> tuple[str, str]:
    """The words the message's hedges (``words``) cover, and the rest of it without them or
    the hedges (``("", text)`` where it hedges nothing); ``breaks``: the words that end a
    clause besides punctuation ("but"); ``says_nothing``: whether the words after a hedge say
    nothing of the incident ("I think, not 100 percent"), so that it covers those before;
    ``count_words``: how many words of the vocabulary (stop words aside) some words are;
    ``ahead``: the hedges that ask whether what follows holds ("not sure if", "dunno whether"):
    such a hedge covers only what follows it, never the words before ("over the boards near
    their 60, not sure if inside or outside": the place is asked, the boards stay said).
    ``reports``: what someone says ("dice que") and the words naming an official: a report
    right after an official ("el umpire DICE QUE…") is his call, no hedge. ``after_only``: the
    writer's doubt said after what it doubts ("…, not sure"): a hedge only where what follows
    it in its clause says nothing, never over what follows ("not sure who hit it").
    ``claims``: the bare say-verbs a claim is made with ("dice" without "que"), a report
    unless asked, denied or naming a call (``_no_claim``). ``asking``: the folded words that
    ask ("which", "quién"): after an ``after_only`` doubt they say what is not known.
    ``joining``: the folded words that join alternatives ("or", "o"): a hedge right after one
    opens the alternative it doubts ("penal de la 60, o CAPAZ de la 40"), never the clause
    before it, which is the other alternative (``concepts._doubted_alternatives``)."""
    words = words | after_only | claims.verbs
    # a bare say-verb after an official is his call too ("el referí dice play")
    reports = (reports[0] | claims.verbs, reports[1])
    if not words or not may_say_any(text, words):
        return "", text
    clause_end = _clause_end(breaks)
    covered: list[tuple[int, int]] = []
    hedges: list[tuple[int, int]] = []
    for found in _any_of(words).finditer(text):
        if _officials_report(text, found, reports) or _no_claim(text, found, claims):
            continue
        end = clause_end.search(text, found.end())
        after = (found.end(), end.start() if end else len(text))
        doubt_after = found.group().casefold() in after_only
        if doubt_after and _names_what_is_unknown(text[after[0] : after[1]], says_nothing, asking):
            continue  # "not sure WHO hit it": what follows is what is not known, told as such
        if doubt_after and hedges and not text[hedges[-1][1] : found.start()].strip(" ,;:"):
            # the doubt said again right after a hedge ("off the umps horse I think, not 100
            # percent"): that hedge covers what it doubts
            hedges.append(found.span())
            continue
        hedges.append(found.span())
        if not says_nothing(text[after[0] : after[1]]):
            covered.append(after)
            continue
        if found.group().casefold() in ahead | reports[0] or _last_word_in(
            text[: found.start()], joining
        ):
            # it asks whether what follows is so, or reports what follows ("e loro dicono che
            # tocca a noi": its words read as nothing, it reports nothing): never what came
            # before it
            continue
        # the clause before: back over the mark that sets the hedge apart ("their 3, I think,")
        before = text[: found.start()].rstrip()
        end_before = len(before.rstrip(",;:"))
        starts = [m.end() for m in clause_end.finditer(text, 0, end_before)]
        start = starts[-1] if starts else 0
        if doubt_after and says_nothing(text[start:end_before]) and start > 0:
            # "it came off their back, I'M not sure", "…, la verdad no estoy seguro": its own
            # clause says nothing, so it doubts the one before
            before = text[:start].rstrip(" ,;:")
            end_before = len(before)
            starts = [m.end() for m in clause_end.finditer(text, 0, end_before)]
            start = starts[-1] if starts else 0
        opening = text[start:end_before]
        if not count_words(opening) and _blank(text[after[0] : after[1]]):
            # no word before it either: the hedge opens what it doubts, set apart by a mark
            # ("Secondo me, il loro 1…", "I think, their 1…"), not a word aside ("one of
            # theirs, their 3 I think, went off…", whose words before it are what it doubts);
            # only a mark right after it ("me parece que tocó a alguien", read as nothing, is
            # still its own clause)
            ahead_said = _next_clause_said(text, after[1], clause_end, says_nothing)
            if ahead_said is not None:
                covered.append(ahead_said)
            continue
        if (text[after[0] : after[1]].strip() or doubt_after) and not before.endswith(
            (",", ";", ":")
        ):
            # what follows says only that the writer is unsure: the words just before it
            for word in reversed(list(re.finditer(r"\S+", text[start:end_before]))):
                if count_words(text[start + word.start() : end_before]) >= HEDGED_BEFORE_MOST:
                    start += word.start()
                    break
        covered.append((start, end_before))
    if not covered:
        return "", text
    hedged = " ".join(text[a:b] for a, b in covered)
    rest, at = [], 0
    for a, b in sorted(covered + hedges):
        if a > at:
            rest.append(text[at:a])
        at = max(at, b)
    rest.append(text[at:])
    return hedged, " ".join(rest)


def _last_word_in(text: str, words: frozenset[str]) -> bool:
    """Whether the last word of ``text`` is one of the folded ``words``."""
    last = WORD_RUN.findall(fold(text))
    return bool(last) and last[-1] in words


def _names_what_is_unknown(
    after: str, says_nothing: Callable[[str], bool], asking: frozenset[str]
) -> bool:
    """Whether the words after a doubt said after what it doubts ("not sure", "o eso me
    pareció"), in its clause, say what is not known: something of the incident ("not sure WHO
    HIT IT"), or a word that asks ("not sure WHICH", "no sé QUIÉN", ``asking``). Words that
    tell nothing ("o eso me pareció DESDE EL AUTO", "or so it looked FROM THE CAR PARK") say
    where the writer stood: the doubt is still about what came before."""
    words = fold(after).split()
    if not words:
        return False
    return words[0] in asking or not says_nothing(after)


#: how many clauses after a hedge that opens its sentence it may look past for what it doubts
#: ("sure, though nobody listened to me: their 1 hit…"): the next thing told, not the message
HEDGE_OPENING_REACH = 3


def _next_clause_said(
    text: str, at: int, clause_end: re.Pattern[str], says_nothing: Callable[[str], bool]
) -> tuple[int, int] | None:
    """The first clause from ``at`` on (within ``HEDGE_OPENING_REACH``) that says something."""
    for _ in range(HEDGE_OPENING_REACH):
        mark = clause_end.match(text, at)
        start = mark.end() if mark else at
        end = clause_end.search(text, start)
        clause = (start, end.start() if end else len(text))
        if not says_nothing(text[clause[0] : clause[1]]):
            return clause
        if end is None:
            return None
        at = end.start()
    return None


def doubtful(
    text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...] = ()
) -> frozenset[str]:
    """The concepts only the hedged words of ``text`` say (none where it hedges nothing)."""
    return doubted_and_rest(text, vocabularies, known)[0]


def doubted_and_rest(
    text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...] = ()
) -> tuple[frozenset[str], str]:
    """What ``doubtful`` finds, and ``text`` without its hedged words: what the message says
    as fact, where a question's reader looks for what the question alone says ("il loro 1
    secondo me era a venti metri, … era dentro i 30?": the 30 is asked, the hedged 20 metres
    no fact beside it)."""

    or_words = alternative_words(vocabularies)
    conceding = words_listed(langs_of(vocabularies), "concessive")

    def says_nothing(words: str) -> bool:
        # a clause told aside, granting something ("sure, THOUGH nobody listened to me: their 1
        # hit…"): nothing of the incident, whatever its words ("on the field")
        opening = f"{fold(words).strip()} "
        if any(opening.startswith(f"{word} ") for word in conceding):
            return True
        # the doubt said again ("not sure", "no estoy seguro"), nothing else: no incident;
        # two things it doubts between ("not sure if our 2 or their back", "no sé si fue
        # nuestro 2 o su back") say something, though a reading may leave them out as the
        # alternatives a question asks (candidates, never facts)
        if not or_words.isdisjoint(message_words(words, vocabularies)):
            return False
        return read(words, vocabularies, known).concepts <= UNSURE

    def count_words(words: str) -> int:
        return len(message_words(words, vocabularies))

    hedged, rest = hedged_parts(
        text,
        hedge_words(vocabularies),
        clause_break_words(vocabularies),
        says_nothing,
        count_words,
        ahead=hedge_ahead_words(vocabularies),
        after_only=doubt_after_words(vocabularies),
        reports=official_reports(vocabularies),
        claims=claims(vocabularies),
        asking=words_listed(langs_of(vocabularies), "questions"),
        joining=or_words,
    )
    if hedged.strip():
        # a supposition beside a doubt ("their 2 came in before we hit, or so it looked. IF he
        # was inside the 30, what's the call?"): what the writer doubted, supposed again to ask
        # what follows from it, is still no fact; alone ("if the ball hits the defender's
        # horse…, is it a safety?") a supposition is the incident the question is about
        supposing = words_listed(langs_of(vocabularies), "supposing_if", accents=True)
        supposed, rest = hedged_parts(
            rest,
            supposing,
            clause_break_words(vocabularies),
            says_nothing,
            count_words,
            ahead=supposing,
        )
        hedged = f"{hedged} {supposed}"
    doubted = _hedged_doubt(hedged, rest, text, vocabularies, known)
    return doubted | _opening_doubt(text, vocabularies, known), rest


def _hedged_doubt(
    hedged: str, rest: str, text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...]
) -> frozenset[str]:
    if not hedged.strip():
        return frozenset()
    # what the whole message says and its unhedged rest does not: a phrase may run across
    # the hedge's edge ("preso il | cavallo dell'arbitro", credo)
    said = read(hedged, vocabularies, known).concepts | read(text, vocabularies, known).concepts
    return frozenset(said - read(rest, vocabularies, known).concepts)


def _opening_doubt(
    text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...]
) -> frozenset[str]:
    """What a dictated opening "niente" would deny, read as a "no" ("niente PENALTI 6 dei
    bianchi il cavallo…"): a filler or a "no", the words cannot tell; read (the filler taken
    out, ``rewrite.dictated_opening``), not denied, it is offered to confirm."""
    langs = langs_of(vocabularies)
    span = dictated_opening(text, langs)
    if span is None:
        return frozenset()
    # the same words with a "not" that opens nothing as a filler: what that "not" drops (not
    # "no": before a number it is a player's, "no 3")
    fillers = words_listed(langs, "opening_fillers", accents=True)
    plain_not = min(vocabularies[0].negation - fillers, key=lambda w: (w == "no", len(w), w))
    denied = f"{text[: span[0]]} {plain_not} {text[span[1] :]}"
    said = read(text, vocabularies, known).concepts
    return frozenset(said - read(denied, vocabularies, known).concepts)
