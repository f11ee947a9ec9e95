"""A question about a subject Rules 20 and 22 do not decide is no incident, though it supposes
one: "can we bring in a sub mid game if our 2 is hurt", "se puede cambiar un jugador en el
medio del chukker si se lastima", "horse bleeding from the mouth, does the ump have to stop the
game". Issue 17: read as the incident it supposes, it got a ruling for a fall the writer never
told.

What a supposition or a may-or-must question covers (each language's ``supposing`` words: "if",
"can", "have to"; "si", "se puede", "hay que"; "se", "si può", "bisogna"), to the end of its
clause as a hedge covers its own (``doubt.hedged_parts``), is what the question supposes or asks
about, never what happened. Where the message is a question, says a subject other rules govern
(a concept that implies ``OUT_OF_SCOPE``: substitutes, a pony's welfare, equipment, a foul) and,
outside those clauses, tells nothing that happened (no incident evidence, ``questions.py``) and
names no restart and no team, it asks about that subject: the out-of-scope line answers it. A
message that tells what happened ("the ump stopped play for a bleeding pony, can we restart with
a throw-in?") or asks about a restart ("if a pony bleeds, where is the throw-in?") stays with
the question tree; a player or a horse hurt told as the reason for the question, with no stop
told ("our 3 got hurt, can we put in a sub?"), tells no restart (``_REASON_ONLY``).
"""

from __future__ import annotations

from bot.understand.concepts import read
from bot.understand.doubt import hedged_parts
from bot.understand.questions import incident_evidence, is_question, restart_topics
from bot.understand.reading import Reading
from bot.understand.resolve import with_implied
from bot.understand.vocabulary import Vocabulary, clause_break_words, langs_of, words_listed

#: the concept that says a subject is one Rules 20 and 22 do not decide
OUT_OF_SCOPE = "OUT_OF_SCOPE"

#: what a question about another rule tells as its reason, no restart's evidence where no stop
#: is told: a player or a horse hurt ("our 3 got hurt, can we put in a sub?", "se lesionó
#: nuestro 3, ¿podemos meter al suplente?"): the substitution is what is asked, and a fall with
#: no stop is no 22.h restart (as a lame horse alone is none, situations.lame_horse); a horse
#: named is no evidence already (questions.toml's ``neutral``)
_REASON_ONLY = frozenset({"FALLEN", "LAME"})


def told(
    text: str, reading: Reading, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...]
) -> frozenset[str]:
    """The concepts ``text`` (read as ``reading``) states outside what its suppositions and
    may-or-must questions cover: what it tells happened."""
    words = words_listed(langs_of(vocabularies), "supposing", accents=True)
    covered, rest = hedged_parts(text, words, clause_break_words(vocabularies))
    if not covered.strip():
        return frozenset(reading.concepts)
    return frozenset(reading.concepts & read(rest, vocabularies, known).concepts)


def asks_out_of_scope(
    text: str,
    lang: str,
    reading: Reading,
    vocabularies: tuple[Vocabulary, ...],
    known: tuple[str, ...] = (),
) -> bool:
    """Whether ``text`` asks about a subject Rules 20 and 22 do not decide, telling nothing
    that happened outside what it supposes (module docstring)."""
    if reading.names or OUT_OF_SCOPE not in with_implied(reading.concepts):
        return False
    if not is_question(text, lang):
        return False
    happened = told(text, reading, vocabularies, known)
    if STOPPED not in happened:
        happened -= _REASON_ONLY
    return not incident_evidence(happened) and not happened & restart_topics()


#: the concept of play stopped (the umpire's whistle, a stop)
STOPPED = "STOPPED"


def stop_only_asked(
    text: str, reading: Reading, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...]
) -> bool:
    """Whether the only stop ``text`` says is one a may-or-must word asks about or wishes for
    ("snapped my mallet, do they have to stop play for me", "should the ump stop the game",
    "¿tiene que parar el juego?", "deve fermare il gioco?"): a stop that did not happen, never
    22.h's restart after one. The words that suppose ("if the ump stops play for a broken
    rein, where is the throw-in?", ``supposing_if``) keep the stop they suppose: the restart
    after it is what is asked."""
    if STOPPED not in reading.concepts:
        return False
    langs = langs_of(vocabularies)
    asking = words_listed(langs, "supposing", accents=True) - words_listed(
        langs, "supposing_if", accents=True
    )
    covered, rest = hedged_parts(text, asking, clause_break_words(vocabularies))
    if not covered.strip():
        return False
    return STOPPED not in read(rest, vocabularies, known).concepts


def believed_only(
    text: str, reading: Reading, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...]
) -> frozenset[str]:
    """The concepts only what someone believed says, where the umpire's whistle (or a stop) is
    told outside it ("the ump blew THINKING it had gone out", "l'arbitro fischia perché PENSAVA
    fosse uscita", "pitó CREYENDO que había salido"): why he whistled, not what happened, so
    never the incident a ruling is made on (read so, a ball that stayed in the field was the
    knock-in the umpire wrongly believed). The stop stays told: why is asked, a whistle blown by
    mistake one of its answers. Without a stop told outside it, a belief is left as it was read
    (each language's ``beliefs``): the call it explains is what the message questions."""
    if STOPPED not in reading.concepts:
        return frozenset()
    langs = langs_of(vocabularies)
    words = words_listed(langs, "beliefs", accents=True)
    # what he believed ends where the story goes on ("thinking it was out, THEN said play on")
    moving_on = words_listed(langs, "sequence_then", accents=True)
    covered, rest = hedged_parts(text, words, clause_break_words(vocabularies) | moving_on)
    if not covered.strip():
        return frozenset()
    told_outside = read(rest, vocabularies, known).concepts
    if STOPPED not in told_outside:
        return frozenset()
    return frozenset(reading.concepts - told_outside)
