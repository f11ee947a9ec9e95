"""The message's text made readable before its phrases are looked for.

What no phrase should read is taken out: interjections, hedges ("I think"), the filler that
opens a dictated note, two counts a message asks between ("20 seconds or 10?"), a question tag
that denies nothing ("…, no?"), a side word that names no side ("RIGHT there", "the ump
was RIGHT"), and a place named only to compare ("throw-in LIKE ON THE BOARDS?"); a hit said as
a noun after who made it ("off THEIR HIT") is rewritten as the verb
("they hit it out").
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from bot.folding import fold
from bot.understand.measures import seconds_words
from bot.understand.reading import WORD_RUN, alternation, may_say_any
from bot.understand.sides import (
    colour_words,
    side_reading,
)
from bot.understand.text import words as words_of
from bot.understand.vocabulary import (
    Vocabulary,
    langs_of,
    vocabulary,
    vocabulary_file,
    words_listed,
)
from rules_core import measures as rules_measures
from rules_core.measures import Measure, Unit


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def _counts_asked(langs: tuple[str, ...]) -> re.Pattern[str]:
    """Two counts of seconds joined by an "or" ("20 seconds or 10", "20 o 10 segundos",
    "10 oppure 20 secondi"), in digits or each language's number words (groups ``first`` and
    ``second``)."""
    said = [vocabulary(lang) for lang in langs]
    numbers = {w for v in said for w in v.numbers} | {r"\d+"}
    number = "|".join(n if n == r"\d+" else re.escape(n) for n in sorted(numbers, key=len)[::-1])
    unit = "|".join(re.escape(w) for w in sorted(seconds_words(langs), key=len)[::-1])
    joined = "|".join(re.escape(w) for v in said for w in v.alternatives)
    first = rf"(?P<first>{number})(?:\s+(?:{unit}))?"
    second = rf"(?P<second>{number})(?:\s+(?:{unit}))?"
    return re.compile(rf"(?<!\w){first}\s+(?:{joined})\s+{second}(?!\w)")


#: the counts of seconds the rules set (the knock-in's 10, a foul shot's 20, the 25 after a goal,
#: a drop's 8 and 5, Play's 3 to 5): two of them joined by an "or" ask which limit holds
_SECONDS_LIMITS = frozenset(
    measure.whole
    for measure in vars(rules_measures).values()
    if isinstance(measure, Measure) and measure.unit is Unit.SECOND
)


def without_counts_asked(text: str, vocabularies: tuple[Vocabulary, ...]) -> str:
    """The text without two counts of seconds joined by an "or" ("en un penal 4 tenemos 20
    segundos o 10", "is it 10 or 20 seconds on a knock in"): the writer asks which limit
    holds, so neither is a time that went by (read so, "20 segundos" was a foul shot's 20
    seconds gone). The unit stays: what the message is about is still read. Two counts that
    are not both the rules' limits are a time told roughly ("colpisce dopo 13 o 14 secondi",
    "took 25 or 30 seconds"): the least of them is what the writer is sure of, so the count
    is read as that one ("9 or 11 seconds" is within a knock-in's 10, and stays asked)."""
    langs = langs_of(vocabularies)
    unit = sorted(seconds_words(langs))
    if not unit or seconds_words(langs).isdisjoint(words_of(text)):
        return text  # no count of seconds (a unit as a word, not inside one: "s" of "posts")
    numbers = {w.casefold(): n for v in vocabularies for w, n in v.numbers.items()}

    def as_meant(joined: re.Match[str]) -> str:
        counts = [numbers.get(joined[g].casefold(), joined[g]) for g in ("first", "second")]
        if not all(c.isdigit() for c in counts) or {int(c) for c in counts} <= _SECONDS_LIMITS:
            return f" {unit[0]} "
        return f" {min(int(c) for c in counts)} {unit[0]} "

    return _counts_asked(langs).sub(as_meant, text.casefold())


#: the negation words that answer on their own ("No, blue hit it"): the plain "no". A pronoun
#: at its clause's end says something ("non la controllava NESSUNO.", "touched by NOBODY."):
#: dropped as an answer, the phrase it closes was lost
_ANSWERS = frozenset({"no"})


@lru_cache(maxsize=8)
def _interjection(negation: frozenset[str]) -> re.Pattern[str]:
    said = alternation(negation & _ANSWERS)
    # ended by punctuation, with more words after it: a "¿no?" that ends the message is a
    # question tag, which ``_negate`` already reads as negating nothing
    return re.compile(rf"\b(?:{said})\b(?=\s*[,.;:!?]+\s*[¿¡]?\w)")


def without_interjections(text: str, negation: frozenset[str]) -> str:
    """The text without a "no" that ends its clause ("No, blue hit it", "goal? no, it went
    wide"): it answers what was said before, so it negates nothing after it; the words it
    answers stay, and where they disagree with the rest, the bot asks."""
    # casefolded, not accent-folded: the interjection is a plain "no" in every language, and
    # the message is folded with the rest of its words later (this is a hot path)
    return _interjection(negation).sub(" ", text.casefold())


@cache  # a few keys: a language, or a language and English
def _said_as(
    langs: tuple[str, ...],
) -> tuple[re.Pattern[str], dict[str, str], frozenset[str]] | None:
    """The ``said_as`` words of ``langs`` as one pattern, what each means, and the longest word
    of each (a message with none of them says none: most messages, told so by a set test)."""
    meant: dict[str, str] = {}
    for lang in langs:
        said_as = vocabulary_file(lang).get("said_as", {})
        meant.update({said.casefold(): means for said, means in said_as.items()})
    if not meant:
        return None
    keys = frozenset(max(WORD_RUN.findall(said), key=len) for said in meant)
    return re.compile(rf"(?<!\w)(?:{alternation(meant)})(?!\w)", re.IGNORECASE), meant, keys


def as_meant(text: str, langs: tuple[str, ...]) -> str:
    """The text with each language's ``said_as`` words as the words they mean, where what
    tells them apart is a word reading drops: "EL TIRO DEL MEDIO" is the umpire's throw-in ("el
    bochazo del medio"), "la tiró al medio" a player's hit to the middle; without their articles
    (stop words) the two read the same."""
    found = _said_as(langs)
    if found is None:
        return text
    pattern, meant, keys = found
    if keys.isdisjoint(WORD_RUN.findall(text.casefold())):
        return text
    return pattern.sub(lambda m: meant[m[0].casefold()], text)


#: how many words may stand between a "nobody" and the seeing it denies ("NINGUNO de los dos
#: referís PUDO VER quién", "NESSUNO dei due arbitri ha VISTO chi")
_UNSEEN_BETWEEN = 5


@cache  # a few keys: a language, or a language and English
def _unseen_who(
    langs: tuple[str, ...],
) -> tuple[tuple[tuple[re.Pattern[str], str], ...], frozenset[str]]:
    """Each language's ``unseen_who``: a word that says nobody ("nadie", "ni", "nessuno"), a
    few words with no mark between, a word of seeing or knowing, then "who"; and what it means,
    as that language's words that say it together; and the nobody words (a message with none
    of them says nothing of the kind: most messages, told so by a set test)."""
    found = []
    nobodies: set[str] = set()
    for lang in langs:
        unseen = vocabulary_file(lang).get("unseen_who")
        if unseen is None:
            continue
        nobodies |= {str(w) for w in unseen["nobody"]}
        nobody, seeing, who = (alternation(unseen[k]) for k in ("nobody", "seeing", "who"))
        pattern = re.compile(
            rf"(?<!\w)(?:{nobody})(?:\s+[\w']+){{0,{_UNSEEN_BETWEEN}}}?\s+"
            rf"(?:{seeing})\s+(?:{who})(?!\w)",
            re.IGNORECASE,
        )
        found.append((pattern, str(unseen["said_as"])))
    return tuple(found), frozenset(nobodies)


def unseen_who(text: str, langs: tuple[str, ...]) -> str:
    """ "Ni el referí pudo ver quién la tocó", "nessuno dei due arbitri ha visto chi l'ha
    toccata", "not even the umpires could see who touched it": nobody saw what put the ball
    out, its "nobody" and its seeing words apart, said as the words the vocabulary reads
    together ("nadie vio quién": ``CAUSE_UNKNOWN``, 22.e(2)'s umpire unable to determine). A
    plain "not" is no "nobody" ("no foul, the ump saw who hit it" saw)."""
    patterns, nobodies = _unseen_who(langs)
    if not may_say_any(text, nobodies):
        return text
    for pattern, said_as in patterns:
        text = pattern.sub(said_as, text)
    return text


#: a language's ``possession_awarded`` as one pattern, the words that say the award
#: (``given_as``), the side each pronoun names, and the words one of them opens with
_Awarded = tuple[re.Pattern[str], str, dict[str, str], frozenset[str]]


@cache  # a few keys: a language, or a language and English
def _awarded(langs: tuple[str, ...]) -> _Awarded | None:
    """Each language's ``possession_awarded`` as one pattern: the possession's noun, then to
    whom (groups ``noun`` and ``receiver``), or a pronoun, a verb that gives, then the
    possession (group ``pronoun``) or, after one of ``ball_pronouns``, the ball too (group
    ``ball_pronoun``); the words that say a fair play possession given to someone, the side
    each pronoun names, and the nouns and pronouns (a message with none says no award)."""
    tables = [t for t in (vocabulary_file(lang).get("possession_awarded") for lang in langs) if t]
    if not tables:
        return None

    def listed(key: str) -> str:
        said = {w for t in tables for w in t.get(key, ())}
        return alternation(said | {fold(w) for w in said})

    pronouns: dict[str, str] = {}
    for table in tables:
        for pronoun, side in table.get("pronouns", {}).items():
            pronouns |= {pronoun: side, fold(pronoun): side}
    receivers = listed("receivers") + "|" + alternation(colour_words(langs)[0])
    noun = (
        rf"(?P<noun>(?:{listed('nouns')})\s+(?:{listed('to')}))"
        rf"\s+(?P<receiver>(?:(?:{listed('articles')})\s+)?(?:{receivers}))"
    )
    said = [noun]
    # whole phrases that give it, and to whom ("gave us possession", "we keep possession")
    phrases: dict[str, str] = {}
    for table in tables:
        for phrase, side in table.get("phrases", {}).items():
            phrases |= {phrase.casefold(): side, fold(phrase): side}
    if phrases:
        said.append(rf"(?P<phrase>{alternation(phrases)})")
    if pronouns:  # a language whose pronouns come before the verb
        verb = rf"(?:(?:{listed('auxiliaries')})\s+)?(?:{listed('verbs')})\s+"
        said.append(
            rf"(?P<ball_pronoun>{listed('ball_pronouns')})\s+{verb}(?:{listed('ball_objects')})"
        )
        said.append(rf"(?P<pronoun>{alternation(pronouns)})\s+{verb}(?:{listed('objects')})")
    pattern = re.compile(rf"(?<!\w)(?:{'|'.join(said)})(?!\w)", re.IGNORECASE)
    openings = {w for t in tables for w in t.get("nouns", ())} | set(pronouns)
    openings |= {fold(w) for w in openings}
    return (
        pattern,
        str(tables[0]["given_as"]),
        pronouns | phrases,
        frozenset(map(str.casefold, openings)),
    )


def possession_awarded(text: str, langs: tuple[str, ...]) -> str:
    """ "The ump says POSSESSION TO US", "posesión para nosotros", "l'arbitro dice possesso a
    loro", "el referí NOS DA la posesión", "gli arbitri CI RIDANNO la palla": the possession an
    official gives, told with whom it goes to, is 22.h's fair play possession given to that
    team (read as the language's own words for it, ``given_as``): the umpires give it only to
    the team in possession that the stop significantly disadvantaged
    (``sides.fair_play_given``). A pronoun before the verb is a word reading drops, so it is
    said as its side ("nos" -> "nosotros"); the ball given ("ci danno LA PALLA") only after a
    pronoun of ``ball_pronouns``: "GLI ha dato la palla" is a pass to a teammate."""
    found = _awarded(langs)
    if found is None:
        return text
    pattern, given_as, pronouns, openings = found
    if not may_say_any(text, openings):
        return text  # most messages tell no award: a set test, not the pattern

    def said(match: re.Match[str]) -> str:
        if match["noun"]:
            # "fair play possession to us" already says it
            before = WORD_RUN.findall(text[: match.start()].casefold())[-1:]
            if before and before[0] in given_as.split():
                return match[0]
            receiver = match["receiver"]
        elif match["phrase"]:
            receiver = pronouns[match["phrase"].casefold()]
        else:
            receiver = pronouns[(match["pronoun"] or match["ball_pronoun"]).casefold()]
        # the comma ends the award: its team owns nothing said after it ("possesso per loro
        # SULLA LINEA dei 60" is no line of theirs: "sulla" is a word reading drops)
        follows = text[match.end() : match.end() + 1]
        return f"{given_as} {receiver}" + ("" if follows in ",.;:!?" and follows else ",")

    return pattern.sub(said, text)


#: how many words may stand between a 60's side doubted and the 60 ("… or outside THEIR 60",
#: "… o afuera DE LA 60"), and between the doubt and the sides ("if IT WAS inside …")
_SIXTY_REACH, _DOUBT_REACH = 2, 2


@cache  # a few keys: a language, or a language and English
def _sixty_side(langs: tuple[str, ...]) -> tuple[re.Pattern[str], str, frozenset[str]] | None:
    """Each language's ``sixty_side_doubted``: its doubt, then the two sides of a line, then a
    60, as one pattern (the first language's edge words replace the sides)."""
    tables = [vocabulary_file(lang).get("sixty_side_doubted") for lang in langs]
    found = [t for t in tables if t]
    if not found:
        return None
    doubt = alternation({w for t in found for w in t["doubt"]})
    sides = alternation({w for t in found for w in t["sides"]})
    sixty = alternation({w for t in found for w in t["sixty"]})
    # the article the sides took, which the edge's own replaces ("fuori DALLE 60": "al limite
    # DELLE 60"; "dalle" before a 60 is a distance from it)
    articles = {w for t in found for w in t.get("articles", ())}
    article = rf"(?:\s+(?:{alternation(articles)})(?!\w))?" if articles else ""
    pattern = re.compile(
        rf"(?<!\w)(?P<doubt>(?:{doubt})(?:\s+\w+){{0,{_DOUBT_REACH}}}?)\s+(?:{sides}){article}"
        rf"(?=(?:\s+\w+){{0,{_SIXTY_REACH}}}?\s+(?:{sixty})(?!\w))",
        re.IGNORECASE,
    )
    return pattern, found[0]["edge"], frozenset(w.casefold() for t in found for w in t["sixty"])


def sixty_side_doubted(text: str, langs: tuple[str, ...]) -> str:
    """ "Not sure IF INSIDE OR OUTSIDE the 60", "no sé SI ADENTRO O AFUERA del 60", "non so SE
    DENTRO O FUORI dalle 60": the writer cannot tell which side of the line it was, a place on
    the edge of that 60 ("on the edge of the 60": ``ABOUT_60``, its zone asked), never two
    alternatives of which the reading would take neither (and a 60 said elsewhere decide).
    Only after the doubt's "if": "does on the line count as inside or outside the 60?" asks
    the line's rule and keeps its reading."""
    found = _sixty_side(langs)
    if found is None:
        return text
    pattern, edge, sixty = found
    folded = text.casefold()
    if not any(word in folded for word in sixty):
        return text  # no 60 said: most messages (a substring test, cheaper than its words)
    return pattern.sub(lambda said: f"{said['doubt']} {edge}", text)


@cache  # a few keys: a language, or a language and English
def _opening_filler(langs: tuple[str, ...]) -> re.Pattern[str]:
    fillers = words_listed(langs, "opening_fillers", accents=True)
    if not fillers:
        return re.compile(r"(?!)")
    around = words_listed(langs, "stopwords", accents=True) | words_listed(
        langs, "fillers_around", accents=True
    )

    return re.compile(
        rf"^\W*(?P<before>(?:(?:{alternation(around)})\W+)*)(?:{alternation(fillers)})"
        rf"(?=\W+(?:{alternation(around)})(?!\w))",
        re.IGNORECASE,
    )


def without_opening_filler(text: str, langs: tuple[str, ...]) -> str:
    """The text without a "not" word that opens a spoken message as a filler ("NIENTE, il
    rigore colpisce il palo", "eh NIENTE la rimessa…": each language's ``opening_fillers``):
    first, or after other fillers, and followed by an article, a filler or another word no
    "not" can negate (``stopwords``, ``fillers_around``: "niente IL rigore" is no "no
    penalty"). Followed by a noun ("niente rigore") it may be a "no": where its clause runs on
    (``dictated_opening``) it is taken out too, and what it would negate is doubtful (``doubt``)
    rather than denied; where the clause ends soon after ("niente rigore, solo il laterale")
    it stays a "no"."""
    text = _opening_filler(langs).sub(lambda m: m["before"] + " ", text, count=1)
    found = dictated_opening(text, langs)
    return text if found is None else text[: found[0]] + " " + text[found[1] :]


#: the words (stop words and fillers too) a dictated opening "niente" runs on for, with no
#: mark nor "but" among them nor a question mark right after, to be no "no": "niente rigore,
#: …", "niente fallo ma…" and "niente rigore per noi?" end the "no" at once; "niente PENALTI
#: 6 DEI bianchi il cavallo…" tells the penalty on
_RUN_ON_WORDS = 3


@cache  # a few keys: a language, or a language and English
def _dictated_opening(langs: tuple[str, ...]) -> re.Pattern[str]:
    fillers = words_listed(langs, "opening_fillers", accents=True)
    if not fillers:
        return re.compile(r"(?!)")
    around = words_listed(langs, "fillers_around", accents=True)
    breaks = words_listed(langs, "clause_breaks", accents=True)

    # no mark and no "but" in the words that follow it ("ma" is a filler only before it)
    word = rf"(?!(?:{alternation(breaks)})\b)\w+" if breaks else r"\w+"
    return re.compile(
        rf"^[^\w,.;:!?]*(?:(?:{alternation(around)})[^\w,.;:!?]+)*(?P<filler>{alternation(fillers)})"
        rf"(?=(?:[ \t'’]+{word}){{{_RUN_ON_WORDS}}}(?!\w|\s*\?))",
        re.IGNORECASE,
    )


def dictated_opening(text: str, langs: tuple[str, ...]) -> tuple[int, int] | None:
    """Where an opening "not" filler (``opening_fillers``: "niente") stands that a dictated
    message runs on after, with no mark nor "but" for the next few words ("NIENTE nocchin
    tirato a vuoto…", "niente PENALTI 6 dei bianchi il cavallo…", "niente ESCE di lato…"):
    spoken Italian opens a story so, and read as a "no" it denied the very restart the
    message tells of. Its start and end; None where the message opens otherwise."""
    if len(text) < 8 or _opening_filler(langs).match(text):
        return None  # too short to run on; or a filler before an article, taken out as such
    found = _dictated_opening(langs).match(text)
    return None if found is None else found.span("filler")


@cache  # a few keys: a language, or a language and English
def _side_naming_none(
    langs: tuple[str, ...],
) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]] | None:
    """A side word (each language's ``tag_sides``: English "right") that names no side: right
    before a word of ``no_side_before`` ("RIGHT there", "went RIGHT past the ball", "the RIGHT
    call"); ending its clause right after a word of ``no_side_after`` ("the ump was RIGHT", "he's
    RIGHT, …"); asking ("…, RIGHT? then…"); or opening the message ("RIGHT, so…"). After a word of
    ``tag_side_after`` ("wide right", "to the right") it is the side, as always. Three
    patterns: one tried at each side word (``match`` at it: its lookbehinds see the words
    before), the opening one (tried only where no word comes before), and the side words
    themselves: tried at every character, the first two cost a hundred microseconds a message."""
    found: list[str] = []
    opening: list[str] = []
    side_words: list[str] = []
    for lang in langs:
        data = vocabulary_file(lang)
        sides = "|".join(re.escape(w.casefold()) for w in data.get("tag_sides", ()))
        before = "|".join(re.escape(w.casefold()) for w in data.get("no_side_before", ()))
        after = [re.escape(w.casefold()) for w in data.get("no_side_after", ())]
        if not (sides and before and after):
            continue
        not_a_place = "".join(
            rf"(?<!(?<!\w){re.escape(w.casefold())}\s)" for w in data.get("tag_side_after", ())
        )
        ends = "|".join(
            re.escape(w.casefold())
            for w in (*data.get("clause_breaks", ()), *data.get("no_side_ends", ()))
        )
        judged = "|".join(rf"(?<=(?<!\w){w}\s)" for w in after)
        found += [
            rf"{not_a_place}(?<!\w)(?:{sides})(?=\s+(?:{before})(?!\w))",
            rf"(?:{judged})(?:{sides})(?=\s*(?:[,.;:!?]|$|(?:{ends})(?!\w)))",
            rf"{not_a_place}(?<!\w)(?:{sides})(?=\s*\?+\s*\w)",
        ]
        opening.append(rf"(?:{sides})(?=\s*,)")
        side_words.append(rf"(?<!\w)(?:{sides})(?!\w)")
    if not found:
        return None
    return (
        re.compile("|".join(found)),
        re.compile("|".join(opening)),
        re.compile("|".join(side_words)),
    )


def without_sides_naming_none(text: str, langs: tuple[str, ...]) -> str:
    """The (casefolded) text without the side words that name no side ("right there", "the
    right call", "was the ump right?"): read as the side, they made a place no one said, and a
    ruling for a post or a side of the field the ball was never at."""
    patterns = _side_naming_none(langs)
    if patterns is None:
        return text
    at_word, opening, side_words = patterns
    spans = [
        named.span()
        for word in side_words.finditer(text)
        if (
            named := at_word.match(text, word.start())
            or (
                opening.match(text, word.start())
                if not _A_WORD.search(text, 0, word.start())
                else None
            )
        )
    ]
    for start, end in reversed(spans):
        text = text[:start] + " " + text[end:]
    return text


#: a letter or digit: what the opening side word ("Right, so…") has none of before it
_A_WORD = re.compile(r"\w")


@lru_cache(maxsize=8)
def _hedge(words: frozenset[str]) -> re.Pattern[str]:
    said = "|".join(re.escape(w.casefold()) for w in sorted(words, key=lambda w: (-len(w), w)))
    return re.compile(rf"(?<!\w)(?:{said})(?!\w)" if said else r"(?!)")


def without_hedges(text: str, hedges: frozenset[str]) -> str:
    """The text without its hedges' own words ("I think", "no sé si", "secondo me"): they tell
    how sure the writer is (``doubt``), never a fact, and no phrase reads through them ("no sé
    si fue foul" is no "no fue foul")."""
    if not may_say_any(text, hedges):
        return text  # most messages hedge nothing: a set test, not the hedges' pattern
    return _hedge(hedges).sub(" ", text)


#: the most words between a comparison's opening and the place it names ("come QUANDO
#: SUCCEDE sulle sponde")
_COMPARED_WITHIN = 4


@cache  # a few keys: a language, or a language and English
def _comparison(langs: tuple[str, ...]) -> re.Pattern[str] | None:
    opening = words_listed(langs, "comparison", accents=True)
    compared = words_listed(langs, "compared_places", accents=True)
    if not opening or not compared:
        return None
    between = rf"(?:[^\W_]+[\s']+){{0,{_COMPARED_WITHIN}}}?"
    return re.compile(
        rf"(?<!\w)(?:{alternation(opening)})[\s']+{between}(?:{alternation(compared)})(?!\w)"
    )


def without_comparisons(text: str, langs: tuple[str, ...]) -> str:
    """The text without a place named only to compare ("the ump's horse put it over the end
    line, throw-in LIKE ON THE BOARDS?", "si fa throw-in COME PER LE SPONDE?", "¿se tira COMO EN
    LAS TABLAS?"): the writer asks whether what holds there holds here, so the ball never went
    over the place compared, and what the rest says of where it went decides. Only an opening
    of a comparison ("like on", "come per", "como en"), never a bare "like" or "come" (a
    rough figure, "how"), and within one clause."""
    pattern = _comparison(langs)
    if pattern is None or not may_say_any(text, words_listed(langs, "comparison", accents=True)):
        return text  # most messages compare nothing: a set test, not the pattern
    folded = text.casefold()
    kept = pattern.sub(" ", folded)
    return text if kept == folded else kept


@cache  # a few keys: a language, or a language and English
def _tag_negation(langs: tuple[str, ...]) -> re.Pattern[str]:
    """A "not" that opens a question tag ("ISN'T that crossing", "WASN'T it a safety"): each
    language's auxiliaries of its ``negation`` list (the contracted ones, "isnt", "isn") before
    a word of its ``tags``."""
    found: list[str] = []
    for lang in langs:
        data = vocabulary_file(lang)
        tags = [re.escape(t.casefold()) for t in data.get("tags", ())]
        auxiliaries = [
            re.escape(w.casefold().removesuffix("t").removesuffix("n"))
            for w in data.get("negation", ())
            if w.endswith(("nt", "n")) and len(w) > 3
        ]
        if tags and auxiliaries:
            verbs, pronouns = "|".join(sorted(set(auxiliaries))), "|".join(tags)
            found.append(rf"(?<!\w)(?:{verbs})n['’]?t\s+(?=(?:{pronouns})(?!\w))")
    return re.compile("|".join(found) if found else r"(?!)")


def without_tag_negation(text: str, vocabularies: tuple[Vocabulary, ...]) -> str:
    """The text without the "not" of a question tag ("it went over the line, ISN'T that a
    safety", "wasn't it a knock-in"): the tag asks whether what follows holds, and denies
    nothing; read as a "not", it dropped the very thing asked about. What it asks is then read as
    any short question's is (``alternatives.asked_only``: offered to confirm where a "?" ends
    it)."""
    return _tag_negation(langs_of(vocabularies)).sub("", text)


#: how many words before a hit noun its maker may be ("their 2's hit", "OUR defender's hit")
_MAKER_REACH = 4


def _maker_before_hit_noun(words: list[str], langs: tuple[str, ...]) -> bool:
    """Whether a side's possessive or a colour comes a few words before a hit noun: what
    ``_hit_noun``'s pattern needs, told from the message's words at the cost of a look-up."""
    nouns, makers = _hit_noun_words(langs)
    return any(
        word in nouns and not makers.isdisjoint(words[max(0, at - _MAKER_REACH) : at])
        for at, word in enumerate(words)
    )


@cache  # a few keys: a language, or a language and English
def _hit_noun_words(langs: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """The last word of each of ``langs``' ``hit_nouns``, and the words that may make one (a
    side's possessive, a colour), folded as a message's words are."""
    said = words_listed(langs, "hit_nouns") | words_listed(langs, "shot_nouns")
    nouns = frozenset(words_of(n)[-1] for n in said if words_of(n))
    sides = side_reading(langs)
    makers = {fold(w) for w in sides.we | sides.they} | set(colour_words(langs)[0])
    return nouns, frozenset(makers | words_listed(langs, "hit_noun_roles"))


@cache  # a few keys: a language, or a language and English
def _hit_noun(langs: tuple[str, ...]) -> tuple[re.Pattern[str], dict[str, str]] | None:
    """The pattern of a hit said as a noun after its maker (each language's ``hit_nouns``,
    ``hit_noun_from``, ``hit_noun_players``; a side's possessive or a colour makes it), and the
    pronoun of each possessive's side ("their" -> "they")."""
    nouns = words_listed(langs, "hit_nouns", accents=True)
    shots = words_listed(langs, "shot_nouns", accents=True)
    if not nouns:
        return None
    sides = side_reading(langs)
    pronouns = words_listed(langs, "side_pronouns", accents=True)
    own_pronoun = {
        side: min(pronouns & group, key=len)
        for side, group in (("we", sides.we), ("they", sides.they))
        if pronouns & group
    }
    # a side whose possessive is its pronoun too (Italian "loro": "il LORO tiro", "LORO hanno
    # tirato") is said by that word itself
    pronoun_of = {
        word: own_pronoun.get(side, word)
        for side, group in (("we", sides.we), ("they", sides.they))
        for word in group - pronouns
    }
    colours, _after, _before = colour_words(langs)

    roles = words_listed(langs, "hit_noun_roles", accents=True)
    makers = alternation(set(pronoun_of) | set(colours) | roles)
    players = alternation(words_listed(langs, "hit_noun_players", accents=True))
    pattern = (
        rf"(?:\b(?P<source>{alternation(words_listed(langs, 'hit_noun_from', accents=True))})\s+)?"
        rf"(?:(?:a|an|the)\s+)?\b(?P<maker>{makers})(?:\s+own)?"
        rf"(?:\s+(?P<player>(?:{players}|\d+)))?(?:'s|s)?\s+"
        rf"(?:(?:{alternation(nouns)})\b"
        rf"(?!\s+(?:{alternation(words_listed(langs, 'hit_noun_not_after', accents=True))})\b)"
        # a shot noun is his shot whatever follows ("off our 3's shot AT goal")
        + (rf"|(?P<shot>{alternation(shots)})\b)" if shots else ")")
    )
    return re.compile(pattern, re.IGNORECASE), pronoun_of


def hits_said_as_nouns(text: str, vocabularies: tuple[Vocabulary, ...]) -> str | None:
    """ "Out over the sideline off THEIR HIT", "off a RED HIT", "off our own hit", "OUR
    DEFENDER'S HIT went out": a hit said as a noun after who made it says that side hit the
    ball (a side's "off" would make it the one the ball came off); so does a shot after "off"
    ("off OUR 3's SHOT at goal", "off AN ATTACKER'S shot", ``shot_nouns``, ``hit_noun_roles``).
    The text with each said as the verb ("they hit it out", "red hit it out", "our defender hit
    it out", "we 3 hit it out shot at goal"), or None where there is none."""
    langs = langs_of(vocabularies)
    found = _hit_noun(langs)
    if found is None or not _maker_before_hit_noun(words_of(text), langs):
        return None  # no hit said as a noun: the pattern, tried at every character, finds none
    pattern, pronoun_of = found

    # each language's own words for it (``hit_noun_verb``): an English verb among Italian words
    # is read with them, and Italian reads the English "out" as its "fuori"
    verb = min(words_listed(langs, "hit_noun_verb", accents=True) or {"hit it out"})

    def as_verb(said: re.Match[str]) -> str:
        maker, player = said["maker"], said["player"]
        if said["shot"] is not None:
            if said["source"] is None:
                return said[0]  # "our 1's shot went over": read as written
            # "off OUR 3's SHOT": he hit it out, no deflection off him; the shot stays, whose
            # phrases ("shot at goal", a shot over the end line) say the rest
            maker = pronoun_of.get(maker.casefold(), maker)
            return f"{maker} {player or ''} hit it out {said['shot']}"
        if player is None:
            maker = pronoun_of.get(maker.casefold(), maker)
            return f"{maker} {verb}"
        return f"{maker} {player} {verb}"

    made = pattern.sub(as_verb, text)
    return made if made != text else None
