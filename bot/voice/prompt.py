"""The few polo words that bias the speech model towards what umpires say ("bocha", not
"watcha"), taken from the typed-question vocabulary of the chat's language: each concept's
first phrase, the one that vocabulary writes it with.

Short on purpose: a word of the prompt can leak into a transcript (the research heard "Peral 2,
knock in" for "penal cuatro"), which is one reason the reply always shows what was heard.
"""

from __future__ import annotations

from functools import cache

from bot.understand.vocabulary import vocabulary

#: the concepts whose words open the prompt, in this order
CONCEPTS = (
    "END_LINE",
    "SIDE_BOARDS",
    "KNOCK_IN",
    "LINE_UP",
    "SAFETY",
    "DEF",
    "ATT",
    "NEAR_POST",
    "SIXTY_IN",
)


@cache
def prompt(lang: str) -> str:
    """ "Polo: over the end line, over the side boards, knock in, …" in ``lang``."""
    words = vocabulary(lang)
    phrases = [
        words.concepts[concept][0].replace("=", "")
        for concept in CONCEPTS
        if words.concepts.get(concept)
    ]
    return "Polo: " + ", ".join(phrases) + "."
