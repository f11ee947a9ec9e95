"""The vocabulary of typed questions, as data: ``vocabulary/<lang>.toml``, one file per language.

Each file names concepts (``END_LINE``, ``DEF``, ``NEAR_POST``…) and the phrases that say them.
A phrase is kept as the snowball stems of its words without stop words, so "the defenders"
and "defender" meet at "defend"; a message is matched against its own language's phrases and
the English ones (polo English in Spanish and Italian chat: "el safety", "knock in", "p4").

Matching, in ``phrases_in``: a phrase's words in order, one other word allowed among them
("near the LEFT post"); the longest phrases first, each word of the message used once. A
phrase word written ``=word`` must be that very word, not only its stem. A word the
vocabulary does not hold is compared with the vocabulary's words (rapidfuzz, ratio at
least ``FUZZY_CUTOFF``): only a confident match counts ("defnder" is "defender"; "stepped" is
not "stopped"), and never for a word of the language listed as one (``plain_words``: "whole"
is no "hole", "black" no "back").
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files
from operator import itemgetter
from pathlib import Path
from typing import Any, NamedTuple

from rapidfuzz import fuzz, process

from bot.folding import fold
from bot.i18n import LANGUAGES
from bot.stemming import stemmer
from bot.understand.text import forget_texts, tokens

#: the vocabularies' folder, found from the package (a compiled module's own file is elsewhere,
#: ``bot.native``)
HERE = Path(str(files("bot.understand"))) / "vocabulary"

#: rapidfuzz ratio (0-100) a word must reach to stand for a vocabulary word it is not
FUZZY_CUTOFF = 88
#: words shorter than this are never corrected (too many short words are one letter apart)
FUZZY_MIN_LENGTH = 5
#: unknown words allowed inside a phrase, in all
GAP = 1
#: per-word caches keep this many words (per cache): far more than the vocabularies hold and
#: a busy club's chat uses, so a word seen before costs nothing again; bounded because every
#: word anyone types is a key, and a bot that runs for months must not grow without end
#: (a few MB at most: a key and a short stem per entry)
WORD_CACHE_SIZE = 16384


@dataclass(frozen=True, slots=True)
class Phrase:
    stems: tuple[str, ...]
    concepts: frozenset[str]
    #: how many of its words must be that very word (``=word``): more wins a tie in length
    exact: int = 0
    #: its words after the first, as a set: a message that lacks one cannot hold the phrase
    #: (one set test per phrase, the hot path of reading a message)
    rest: frozenset[str] = frozenset()


#: a phrase with the place it has among those of its first word (``Vocabulary.phrases``): what
#: breaks a tie between two phrases found at the same words, as before the index
Numbered = tuple[int, Phrase]


@dataclass(frozen=True, slots=True)
class Start:
    """The phrases that start with one stem, as ``phrases_in`` looks for them: the one-word
    phrases, found where the word is, and the longer ones by their second stem, looked up
    only where that stem follows within the gap (of a thousand phrases a message's words
    start, a few have their second word next; testing each against the message cost a fifth
    of reading it)."""

    single: tuple[Numbered, ...]
    by_second: dict[str, tuple[Numbered, ...]]


#: compared and hashed as itself (one per language, loaded once): a tuple of them keys a cache
@dataclass(frozen=True, slots=True, eq=False)
class Vocabulary:
    """One language's concepts, compiled."""

    lang: str
    stemmer_name: str
    stopwords: frozenset[str]
    numbers: dict[str, str]
    penalty: frozenset[str]  # folded words that name a penalty before its number
    negation: frozenset[str]  # folded words that say "not" ("didnt", "no", "non")
    #: casefolded words that join the alternatives a question asks ("or", "o", "oppure")
    alternatives: frozenset[str]
    #: casefolded words that correct what was said before them ("no wait", "anzi", "perdón")
    corrections: frozenset[str]
    #: casefolded words that say what follows is not a fact ("i think", "creo que", "secondo
    #: me"): what they cover is confirmed, never stated (``doubt``)
    hedges: frozenset[str]
    #: the hedges that ask WHETHER what follows is so ("not sure if", "ni idea si"): they cover
    #: only the words after them, never those before (``doubt``); among ``hedges`` too
    hedges_ahead: frozenset[str]
    #: casefolded words of the writer's doubt that hedge only where they end their clause,
    #: covering what came before ("it came off their back, NOT SURE"); followed by what they
    #: doubt ("not sure who hit it") they are no hedge, and read as any words (``doubt``)
    doubts_after: frozenset[str]
    #: casefolded words that end a hedge's clause besides punctuation ("but", "pero", "ma")
    clause_breaks: frozenset[str]
    #: folded chat shorthand -> the word it stands for ("x" for "por" in "x el fondo")
    shorthand: dict[str, str]
    names: dict[str, str]  # a folded colour word -> the team name shown
    # folded nouns a colour word may describe ("white line", "linea bianca"): next to one, the
    # colour is that thing's, no team's; ``colour_first``: the colour comes before the noun
    things: frozenset[str]
    colour_first: bool
    # folded nouns a team may own ("blue's END line", "the ARCO de azul", "la PORTA dei blu"): a
    # team right before one, or right after one with an "of" between, is the owner, not who
    # did anything
    owned: frozenset[str]
    links: frozenset[str]  # folded stop words that say "of" ("los 60 DE azul")
    phrases: dict[str, tuple[Phrase, ...]]  # by first stem, longest first
    starts: dict[str, Start]  # the same, indexed for ``phrases_in``
    concepts: dict[str, tuple[str, ...]]  # concept -> its phrases as written (first: canonical)
    known: frozenset[str]  # every stem of every phrase
    #: folded words of the language one letter away from a vocabulary word, which are never
    #: its typo ("whole" is no "hole", "black" no "back", "avuto" no "auto"): read as themselves
    plain: frozenset[str]
    spelled: tuple[str, ...]  # every folded word of every phrase (fuzzy matching)
    stem_of_word: dict[str, str]

    def stem(self, word: str, message_lang: str | None = None) -> str:
        """``word``'s stem in this language, for a message in ``message_lang`` (this one when
        not given). A word of this vocabulary or of the message's language's has its stem
        from a table made once; only other words go through the stemmer (pure Python: most
        of what a message of new words costs)."""
        known = self.stem_of_word.get(word)
        if known is None and message_lang not in (None, self.lang):
            known = _stems_of_words(self.stemmer_name, message_lang).get(word)
        return known if known is not None else _stem(self.stemmer_name, word)


@lru_cache(maxsize=WORD_CACHE_SIZE)
def _stem(stemmer_name: str, word: str) -> str:
    """Worst case held: 16,384 words of ``LONGEST_WORD`` characters (``bot.understand.text``
    drops longer ones) and their stems, about 4 MB."""
    if word.isdigit() or word.startswith("pen"):
        return word
    return str(stemmer(stemmer_name).stemWord(word))


@cache
def vocabulary_file(lang: str) -> dict[str, Any]:
    """The vocabulary file of ``lang`` as written (parsed once): for the word lists a rule of
    ``concepts`` reads beside the compiled ``Vocabulary``."""
    if lang not in LANGUAGES:
        raise ValueError(f"no vocabulary for {lang!r}")
    return tomllib.loads((HERE / f"{lang}.toml").read_text(encoding="utf-8"))


@cache  # a few hundred keys: a language (and English) and a list's name; asked by every rule
def words_listed(langs: tuple[str, ...], key: str, *, accents: bool = False) -> frozenset[str]:
    """The words of the list ``key`` in the vocabulary files of ``langs`` ("particles", "until",
    "joiners"…), folded as messages are (``accents``: only casefolded, for text read before it
    is folded); a language without the list adds none. Made once per list: the rules of every
    message ask for them."""
    found: set[str] = set()
    for lang in langs:
        said = vocabulary_file(lang).get(key, ())
        found |= {w.casefold() if accents else fold(w) for w in said}
    return frozenset(found)


@cache
def vocabulary(lang: str) -> Vocabulary:
    """The compiled vocabulary of ``lang`` (one of ``LANGUAGES``)."""
    data = vocabulary_file(lang)
    stemmer_name = str(data["stemmer"])
    stop = frozenset(fold(w) for w in data["stopwords"])
    numbers = {fold(k): str(v) for k, v in data.get("numbers", {}).items()}
    penalty = frozenset(fold(w) for w in data.get("penalty", ()))
    if any(len(w.split()) != 1 for w in penalty):  # ``tokens`` looks for them word by word
        raise ValueError(f"{lang}.toml: penalty words must be one word each: {sorted(penalty)}")
    negation = frozenset(fold(w) for w in data.get("negation", ()))
    if negation & stop:
        raise ValueError(f"{lang}.toml: negation words that are stop words: {negation & stop}")
    # phrases are read as this language's messages are: with English's penalty words too
    read_penalty = penalty if lang == "en" else penalty | vocabulary("en").penalty
    names = {fold(k): str(v) for k, v in data.get("names", {}).items()}
    shorthand = {fold(k): fold(str(v)) for k, v in data.get("shorthand", {}).items()}
    ahead = _as_chats_write(tuple(data.get("hedges_ahead", ())), shorthand)
    links = frozenset(fold(w) for w in data.get("links", ()))
    if not links <= stop:
        raise ValueError(f"{lang}.toml: links that are not stop words: {links - stop}")
    by_text: dict[tuple[str, ...], set[str]] = {}
    spelled: dict[str, str] = {}
    concepts: dict[str, tuple[str, ...]] = {}
    for concept, texts in data["concepts"].items():
        if not concept.isupper():  # a word list put below [concepts] would be read as phrases
            raise ValueError(f"{lang}.toml: {concept!r} under [concepts] is no CONCEPT name")
        concepts[concept] = tuple(texts)
        for text in texts:
            stems = _phrase_stems(text, stemmer_name, numbers, read_penalty, stop)
            if not stems:
                raise ValueError(f"{lang}.toml: {concept} phrase {text!r} is only stop words")
            by_text.setdefault(stems, set()).add(concept)
            for word in tokens(text.replace("=", " "), numbers, read_penalty):
                if word not in stop:
                    spelled[word] = _stem(stemmer_name, word)
    phrases: dict[str, list[Phrase]] = {}
    for stems, found in by_text.items():
        exact = sum(stem.startswith("=") for stem in stems)
        phrase = Phrase(stems, frozenset(found), exact, frozenset(stems[1:]))
        phrases.setdefault(stems[0], []).append(phrase)
    longest_first = {k: tuple(sorted(v, key=lambda p: -len(p.stems))) for k, v in phrases.items()}
    return Vocabulary(
        lang=lang,
        stemmer_name=stemmer_name,
        stopwords=stop,
        numbers=numbers,
        penalty=penalty,
        negation=negation,
        alternatives=frozenset(w.casefold() for w in data.get("alternatives", ())),
        corrections=frozenset(w.casefold() for w in data.get("corrections", ())),
        hedges=frozenset(
            w.casefold() for w in (*_as_chats_write(data.get("hedges", ()), shorthand), *ahead)
        ),
        hedges_ahead=frozenset(w.casefold() for w in ahead),
        doubts_after=frozenset(w.casefold() for w in data.get("doubts_after", ())),
        clause_breaks=frozenset(w.casefold() for w in data.get("clause_breaks", ())),
        shorthand=shorthand,
        names=names,
        things=frozenset(fold(w) for w in data.get("things", ())),
        colour_first=bool(data.get("colour_first", False)),
        owned=frozenset(fold(w) for w in data.get("owned", ())),
        links=links,
        phrases=longest_first,
        starts={first: _start(each) for first, each in longest_first.items()},
        concepts=concepts,
        known=frozenset(s for stems in by_text for s in stems),
        plain=frozenset(fold(w) for w in data.get("plain_words", ())),
        spelled=tuple(w for w in spelled if len(w) >= FUZZY_MIN_LENGTH - 1),
        stem_of_word=spelled,
    )


def _start(phrases: tuple[Phrase, ...]) -> Start:
    single: list[Numbered] = []
    by_second: dict[str, list[Numbered]] = {}
    for place, phrase in enumerate(phrases):
        if len(phrase.stems) == 1:
            single.append((place, phrase))
        else:
            by_second.setdefault(phrase.stems[1], []).append((place, phrase))
    return Start(tuple(single), {k: tuple(v) for k, v in by_second.items()})


def _phrase_stems(
    text: str,
    stemmer_name: str,
    numbers: dict[str, str],
    penalty: frozenset[str],
    stop: frozenset[str],
) -> tuple[str, ...]:
    """A phrase as it is matched: stems, and ``=word`` for a word that must be exactly that
    word ("=defending" is not "defender", though both stem to "defend")."""
    stems: list[str] = []
    for part in text.split():
        exact = part.startswith("=")
        for word in tokens(part.removeprefix("="), numbers, penalty):
            if word not in stop:
                stems.append("=" + word if exact else _stem(stemmer_name, word))
    return tuple(stems)


@cache  # a few keys: a stemmer and a language
def _stems_of_words(stemmer_name: str, lang: str) -> dict[str, str]:
    """Every word of ``lang``'s phrases with its stem in ``stemmer_name``: a Spanish message's
    words are stemmed in English too, and most of them are the Spanish vocabulary's own.
    Fixed in size (the vocabulary's words), unlike the per-word caches."""
    return {word: _stem(stemmer_name, word) for word in vocabulary(lang).stem_of_word}


def clear_word_caches() -> None:
    """Forget every word seen (its stem, its typo correction): for ``bench.understand``,
    which measures words never seen before."""
    _stem.cache_clear()
    _stem_in.cache_clear()
    _corrected.cache_clear()
    forget_texts()


def vocabularies_for(lang: str) -> tuple[Vocabulary, ...]:
    """The message's own language first, then English (polo English is everywhere)."""
    return (vocabulary(lang),) if lang == "en" else (vocabulary(lang), vocabulary("en"))


@lru_cache(maxsize=WORD_CACHE_SIZE)
def _stem_in(lang: str, message_lang: str, word: str) -> str:
    """``word``'s stem in ``lang``, for a message in ``message_lang`` (English phrases in a
    Spanish message): one look-up for a word seen before, as ``_corrected`` is for the
    message's own language."""
    return vocabulary(lang).stem(word, message_lang)


@lru_cache(maxsize=WORD_CACHE_SIZE)
def _corrected(lang: str, word: str) -> str:
    """``word``'s stem in ``lang``, or the stem of the vocabulary word it is a confident typo
    of. Worst case held: 16,384 words of ``LONGEST_WORD`` characters, about 3 MB."""
    v = vocabulary(lang)
    stem = v.stem(word)
    if stem in v.known or len(word) < FUZZY_MIN_LENGTH or not word.isalpha() or word in v.plain:
        return stem
    best = process.extractOne(
        word, _near_in_length(lang, len(word)), scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF
    )
    return v.stem_of_word[best[0]] if best else stem


@cache
def _near_in_length(lang: str, length: int) -> tuple[str, ...]:
    """The vocabulary words that could reach ``FUZZY_CUTOFF`` against a word of ``length``
    letters: a ratio of 2m / (a + b) needs lengths close to each other."""
    most = FUZZY_CUTOFF / 100

    def reachable(other: int) -> bool:
        return 2 * min(length, other) / (length + other) >= most

    return tuple(w for w in vocabulary(lang).spelled if reachable(len(w)))


@dataclass(frozen=True, slots=True)
class Match:
    """A phrase found in the message: its concepts and the message words it used."""

    concepts: frozenset[str]
    positions: tuple[int, ...]

    @property
    def start(self) -> int:
        return self.positions[0]

    @property
    def end(self) -> int:
        return self.positions[-1]


_RANK = itemgetter(0)


def phrases_in(
    words_: list[str], vocabularies: Iterable[Vocabulary], breaks: frozenset[int] = frozenset()
) -> list[Match]:
    """Every phrase found in ``words_`` (stop words already out), longest first, no word used
    twice; returned in message order. ``breaks``: the positions that start a new sentence, which
    no phrase spans ("…la bocha. Pararon. ¿Qué nos DAN?" is no "bocha dañada")."""
    # each with what ranks it: longest, most exact words, tightest, first (``_RANK``); then the
    # order the phrases were listed in: vocabulary, stem before exact word, longest first
    # (a match is made only for the phrases kept: most candidates lose to a longer one)
    candidates: list[tuple[tuple[int, ...], tuple[int, ...], frozenset[str]]] = []
    exact_words = ["=" + w for w in words_]  # how a phrase word written "=word" is matched
    count = len(words_)
    message_lang = ""
    vocabularies = tuple(vocabularies)
    langs = langs_of(vocabularies)
    sides = words_listed(langs, "we") | words_listed(langs, "they")
    owned = _no_gap_words(words_, sides)
    for n, v in enumerate(vocabularies):
        # typos are corrected in the message's own language (the first) only: "bella" in
        # Italian is no English "bell"
        if n == 0:
            message_lang = v.lang
            stems = [_corrected(v.lang, w) for w in words_]
        else:
            stems = [_stem_in(v.lang, message_lang, w) for w in words_]
        # a phrase with a word the message lacks cannot follow: most phrases, skipped by one look
        present = frozenset(stems).union(exact_words)
        starts = v.starts
        for slot, keys in enumerate((stems, exact_words)):
            # the words that start a phrase, found in one pass (most start none)
            for i in [at for at, key in enumerate(keys) if key in starts]:
                start = starts[keys[i]]
                for place, phrase in start.single:
                    rank = (-1, -phrase.exact, 0, i, n, slot, place)
                    candidates.append((rank, (i,), phrase.concepts))
                if not start.by_second:
                    continue
                # its second word is next, or one word further (the gap): a phrase found twice
                # so ("red red line") is the same match twice, and kept once
                for j in range(i + 1, min(i + 2 + GAP, count)):
                    if j > i + 1 and owned[i + 1]:
                        continue
                    for second in (stems[j], exact_words[j]):
                        for place, phrase in start.by_second.get(second, ()):
                            if not phrase.rest <= present:
                                continue
                            found = _follow(stems, exact_words, i, phrase.stems, owned)
                            if found is not None:
                                span = found[-1] - found[0]
                                rank = (-len(found), -phrase.exact, span, i, n, slot, place)
                                candidates.append((rank, found, phrase.concepts))
    candidates.sort(key=_RANK)
    used: set[int] = set()
    kept: list[Match] = []
    for _, positions, concepts in candidates:
        if breaks and any(positions[0] < b <= positions[-1] for b in breaks):
            continue
        if used.isdisjoint(positions):
            kept.append(Match(concepts, positions))
            used.update(positions)
    return sorted(kept, key=lambda m: m.start)


def _follow(
    stems: list[str],
    exact_words: list[str],
    start: int,
    wanted: tuple[str, ...],
    owned: list[bool],
) -> tuple[int, ...] | None:
    positions = [start]
    at, gaps = start, 0
    for stem in wanted[1:]:
        for step in range(1, GAP - gaps + 2):
            if step > 1 and at + step < len(stems) and owned[at + 1]:
                return None
            if at + step < len(stems) and stem in (stems[at + step], exact_words[at + step]):
                gaps += step - 1
                at += step
                positions.append(at)
                break
        else:
            return None
    return tuple(positions)


#: the word a team's name or colour becomes before phrases are looked for (``sides.team_mentions``)
TEAM_WORD = "\x00team"


def _no_gap_words(words: list[str], sides: frozenset[str]) -> list[bool]:
    """At each word, whether a phrase may not skip it as its gap word: a number right before a
    side word ("el 2 DE ELLOS", "their 3", "il 4 loro"), a player of that side, or "saque de
    fondo de ellos" would take "nuestro saque de fondo y el 2 de ellos" and the player's side
    become the knock-in's; so is a team named right before a side word ("rimessa DEI GIALLI,
    noi siamo i verdi": "rimessa … noi" would be our knock-in where it is yellow's). A team
    named before anything else may be a gap ("after Red's goal", "gol blu normale")."""
    return [
        (word.isdigit() or word == TEAM_WORD) and at + 1 < len(words) and words[at + 1] in sides
        for at, word in enumerate(words)
    ]


def message_words(
    text: str, vocabularies: tuple[Vocabulary, ...], spelled: frozenset[str] = frozenset()
) -> list[str]:
    """The message's tokens without the stop words of any of ``vocabularies``."""
    return linked_words(text, vocabularies, spelled)[0]


def linked_words(
    text: str, vocabularies: tuple[Vocabulary, ...], spelled: frozenset[str] = frozenset()
) -> tuple[list[str], frozenset[int], frozenset[int]]:
    """The message's tokens without the stop words of any of ``vocabularies``; the positions
    (among them) of the words right after a word that says "of" ("la 60 de AZUL", "the 60 of
    BLUE", "le 60 dei ROSSI": a stop word, gone from the words); and of the words right after
    the word before them, no stop word between ("tabla BLANCA", not "tablas los AZULES").
    ``spelled``: number words kept as words (a chat's team "Sixty" is no 60-yard line)."""
    numbers, penalty, stop, links = _merged_keeping(langs_of(vocabularies), spelled)
    kept: list[str] = []
    linked: set[int] = set()
    glued: set[int] = set()
    dropped, after_link = True, False
    for word in tokens(text, numbers, penalty):
        if word in stop:
            dropped, after_link = True, after_link or word in links
            continue
        if after_link:
            linked.add(len(kept))
        elif not dropped:
            glued.add(len(kept))
        dropped = after_link = False
        kept.append(word)
    return kept, frozenset(linked), frozenset(glued)


def kept_at(
    text: str, vocabularies: tuple[Vocabulary, ...], spelled: frozenset[str] = frozenset()
) -> tuple[list[str], list[int]]:
    """The message's tokens, stop words included, and for each word ``linked_words`` keeps the
    position of its token: what a rule reads in the words it drops ("uscita E POI la sirena",
    "dopo LA sirena") beside the phrases found in those it keeps."""
    numbers, penalty, stop, _ = _merged_keeping(langs_of(vocabularies), spelled)
    said = tokens(text, numbers, penalty)
    return said, [at for at, word in enumerate(said) if word not in stop]


def _merged_keeping(
    langs: tuple[str, ...], spelled: frozenset[str]
) -> tuple[dict[str, str], frozenset[str], frozenset[str], frozenset[str]]:
    """``_merged``, with the number words of ``spelled`` kept as words."""
    numbers, penalty, stop, links = _merged(langs)
    if spelled:
        numbers = {k: v for k, v in numbers.items() if k not in spelled}
    return numbers, penalty, stop, links


@cache  # a few keys: a language, or a language and English
def _merged(
    langs: tuple[str, ...],
) -> tuple[dict[str, str], frozenset[str], frozenset[str], frozenset[str]]:
    """The words a message's words are read as (number words as digits, chat shorthand as its
    word), penalty words, stop words and "of" words of ``langs``, together."""
    numbers: dict[str, str] = {}
    for lang in langs:
        numbers.update(vocabulary(lang).shorthand)
        numbers.update(vocabulary(lang).numbers)
    said = [vocabulary(lang) for lang in langs]
    return (
        numbers,
        frozenset().union(*(v.penalty for v in said)),
        frozenset().union(*(v.stopwords for v in said)),
        frozenset().union(*(v.links for v in said)),
    )


def number_words(vocabularies: tuple[Vocabulary, ...]) -> frozenset[str]:
    """The words read as numbers in any of ``vocabularies`` ("sixty", "sessanta")."""
    return _listed(langs_of(vocabularies), "numbers")


def correction_words(vocabularies: tuple[Vocabulary, ...]) -> frozenset[str]:
    """The words that correct what was said before them in any of ``vocabularies``."""
    return _listed(langs_of(vocabularies), "corrections")


def alternative_words(vocabularies: tuple[Vocabulary, ...]) -> frozenset[str]:
    """The words that join a question's alternatives in any of ``vocabularies``."""
    return _listed(langs_of(vocabularies), "alternatives")


def hedge_words(vocabularies: tuple[Vocabulary, ...], *, reports: bool = True) -> frozenset[str]:
    """The words that say what follows is not a fact in any of ``vocabularies``: the hedges,
    and what someone says (``reports``), which ``official_reports`` tells apart. Without
    ``reports``: the words taken out before a message is read (a report's words stay: "the ump
    SAID HE couldn't tell" keeps its words, "their captain SAYS WE hit" its team)."""
    langs = langs_of(vocabularies)
    said = _listed(langs, "hedges")
    return said | words_listed(langs, "reports", accents=True) if reports else said


def official_reports(vocabularies: tuple[Vocabulary, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """What someone says (``reports``: "dice que", "says that") and the words that name an
    official (``officials``): said by an official, a report is what the ruling is made on,
    no hedge."""
    langs = langs_of(vocabularies)
    return (
        words_listed(langs, "reports", accents=True),
        words_listed(langs, "officials", accents=True),
    )


class Claims(NamedTuple):
    """The bare say-verbs a claim is made with ("dice" with no "que": ``bare_reports``), and
    the words that make one no claim said right before it (asked, denied: "¿qué dice…",
    "nadie dice…": ``bare_report_not_after``, as the house's other ``*_not_after`` lists) or
    right after it ("dice nada", the call "dice play": ``bare_report_not_before``)."""

    verbs: frozenset[str]
    not_after: frozenset[str]
    not_before: frozenset[str]


NO_CLAIMS = Claims(frozenset(), frozenset(), frozenset())


def claims(vocabularies: tuple[Vocabulary, ...]) -> Claims:
    """The bare say-verbs of ``vocabularies`` and the words that make one no claim (doubt.py)."""
    langs = langs_of(vocabularies)
    return Claims(
        words_listed(langs, "bare_reports", accents=True),
        words_listed(langs, "bare_report_not_after", accents=True),
        words_listed(langs, "bare_report_not_before", accents=True),
    )


def hedge_ahead_words(vocabularies: tuple[Vocabulary, ...]) -> frozenset[str]:
    """The hedges that cover only what follows them in any of ``vocabularies``."""
    return _listed(langs_of(vocabularies), "hedges_ahead")


def doubt_after_words(vocabularies: tuple[Vocabulary, ...]) -> frozenset[str]:
    """The words of the writer's doubt that hedge what came before them where they end their
    clause, in any of ``vocabularies``."""
    return _listed(langs_of(vocabularies), "doubts_after")


def clause_break_words(vocabularies: tuple[Vocabulary, ...]) -> frozenset[str]:
    """The words that end a hedge's clause in any of ``vocabularies``."""
    return _listed(langs_of(vocabularies), "clause_breaks")


def negation_words(vocabularies: tuple[Vocabulary, ...]) -> frozenset[str]:
    """The words that say "not" in any of ``vocabularies`` (a Spanish message's "not" too)."""
    return _listed(langs_of(vocabularies), "negation")


@cache  # a few keys: a language, or a language and English
def langs_of(vocabularies: tuple[Vocabulary, ...]) -> tuple[str, ...]:
    """The languages of ``vocabularies``, in order: what the word lists made once are keyed by
    (asked by every rule of every message: a look-up, not a new tuple each time)."""
    return tuple(v.lang for v in vocabularies)


def _as_chats_write(phrases: Sequence[str], shorthand: dict[str, str]) -> tuple[str, ...]:
    """``phrases`` and each one with a word written as the language's chat shorthand for it
    ("decía que" -> "decía q", "creo que" -> "creo q"): hedges are looked for in the text as
    typed, before its shorthand is read."""
    short = {full: brief for brief, full in shorthand.items() if " " not in full}
    found = list(phrases)
    for phrase in phrases:
        words = phrase.split()
        if any(fold(w) in short for w in words):
            found.append(" ".join(short.get(fold(w), w) for w in words))
    return tuple(found)


@cache  # a few keys: a language, or a language and English, and a list's name
def _listed(langs: tuple[str, ...], field: str) -> frozenset[str]:
    """The words of one of the compiled vocabularies' word lists in any of ``langs``: made once,
    not at each of the several reads of every message."""
    return frozenset().union(*(getattr(vocabulary(lang), field) for lang in langs))


__all__ = [
    "LANGUAGES",
    "Match",
    "Vocabulary",
    "alternative_words",
    "clause_break_words",
    "clear_word_caches",
    "correction_words",
    "doubt_after_words",
    "hedge_ahead_words",
    "hedge_words",
    "langs_of",
    "linked_words",
    "message_words",
    "negation_words",
    "number_words",
    "phrases_in",
    "vocabulary",
]
