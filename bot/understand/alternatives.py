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
"""

from __future__ import annotations

from bot.understand.concepts import alternatives_asked, read
from bot.understand.questions import restart_topics
from bot.understand.resolve import with_implied
from bot.understand.vocabulary import Vocabulary


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
            found.append(frozenset(c for c in added if not with_implied({c}) & topics))
    return tuple(found)
