"""A club's name written as a name ("el 3 de Los Talas", "juego para El Ombú", "La Esquina
ganaba"): its words are nobody's field words.

Clubs in Argentina are named with an article and words of the field and the countryside: "Los
Talas" is one letter from "tablas" (the boards, a typo the matcher corrects), "La Esquina" and
"El Rincón" are the corner. Written mid-sentence with the article and every word capitalised,
they are a name: the name's words are taken out of the text before it is read (the article, a
stop word, stays), unless they are the chat's own team names (``/teams``, read as teams) or a
colour (``[names]``: "los Colorados" is a team). At the start of a sentence a capital says
nothing ("La bocha salió…"), and a name typed in lower case cannot be told from the words.
Only the languages whose vocabulary lists ``name_articles`` (Spanish).
"""

from __future__ import annotations

import re
from functools import cache

from bot.folding import fold
from bot.understand.vocabulary import vocabulary_file

#: a capitalised word, accents and all ("Ombú", "Rincón")
_CAPITALISED = r"[A-ZÁÉÍÓÚÑÜ][a-záéíóúñü]+"
#: what ends a sentence: a capital after it starts one, no name
_SENTENCE_END = ".!?¡¿\n"


@cache  # one per language
def _name_pattern(lang: str) -> re.Pattern[str] | None:
    articles = [str(a) for a in vocabulary_file(lang).get("name_articles", ())]
    if not articles:
        return None
    said = "|".join(re.escape(a.capitalize()) for a in articles)
    return re.compile(rf"\b(?:{said})((?:\s+{_CAPITALISED})+)")


@cache  # one per language
def _colours(lang: str) -> frozenset[str]:
    return frozenset(fold(str(name)) for name in vocabulary_file(lang).get("names", {}))


def without_club_names(text: str, lang: str, known: tuple[str, ...] = ()) -> str:
    """``text`` without the words of the club names it writes as names (module docstring)."""
    pattern = _name_pattern(lang)
    if pattern is None:
        return text
    kept = {fold(word) for name in known for word in name.split()}
    colours = _colours(lang)
    cut: list[tuple[int, int]] = []
    for found in pattern.finditer(text):
        before = text[: found.start()].rstrip()
        if not before or before[-1] in _SENTENCE_END:
            continue  # a sentence's first word: its capital says nothing
        words = {fold(w) for w in found.group(1).split()}
        if words & (kept | colours):
            continue
        cut.append(found.span(1))
    for start, end in reversed(cut):
        text = text[:start] + text[end:]
    return text
