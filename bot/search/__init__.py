"""Search the rulebook: a section, a rule or a penalty card by its name, or any words in
English, Spanish or Italian, over every heading, summary and sentence we hold and the penalty
cards. See docs/search.md.

``search(query, lang)`` answers with ``Hit``s, best first, one per section (or card, or rule):
the best clause of each, its heading and a short snippet in the asked language. A query that
names a place ("22.e(2)", "20", "P4", "penal 4") gives that place alone; other words go to the
FTS5 index (``bot.search.index``), built on first use.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache

from bot.i18n import translator
from bot.search.documents import Field, section_label, summary, title
from bot.search.index import ROWS, Row, index
from bot.search.lookup import lookup
from bot.search.query import concepts, correct, expression, read_words, terms
from bot.search.synonyms import tags
from bot.search.text import indexed

__all__ = ["SNIPPET", "Hit", "search", "shorten"]

#: characters of a snippet, at most (a result line on a phone)
SNIPPET = 160
#: the score of a place the query names (above any BM25 score)
NAMED = 1000.0
#: words of a query that count (a pasted page costs no more than a long question)
MAX_WORDS = 40


@dataclass(frozen=True)
class Hit:
    section: str  # as the rulebook labels it, e.g. "22.e(2)", "20", "P4"
    clause: str  # a rules_core clause id ("knock_in", "knock_in/1.5"), a card "P4" or a rule "20"
    score: float  # higher is better
    title: str  # heading in the asked language
    snippet: str  # the matched sentence/summary in the asked language (short)


def shorten(text: str, limit: int = SNIPPET) -> str:
    """One line of at most ``limit`` characters, cut at a space with "…"."""
    line = " ".join(text.split())
    if len(line) <= limit:
        return line
    cut = line.rfind(" ", 0, limit - 1)
    return line[: cut if cut > limit // 2 else limit - 1].rstrip(" ,;:") + "…"


def _named(clauses: list[str], lang: str) -> list[Hit]:
    t = translator(lang)
    return [
        Hit(section_label(c), c, NAMED - n, title(c, t), shorten(summary(c, t)))
        for n, c in enumerate(clauses)
    ]


@lru_cache(maxsize=2048)
def _shown(number: int, lang: str) -> tuple[str, str]:
    """A document's title and snippet in ``lang`` (the same for every query that finds it)."""
    doc = index().documents[number]
    return title(doc.clause, translator(lang)), shorten(doc.shown[lang])


def _best(rows: list[Row], limit: int) -> list[Row]:
    """The best row of each key, ``limit`` at most; a line several cards share counts once,
    for the first card (rows come best first)."""
    documents = index().documents
    best: dict[str, Row] = {}
    seen: set[str] = set()
    for row in rows:
        doc = documents[row.number]
        if doc.key in best or doc.shown["en"] in seen:
            continue
        best[doc.key] = row
        seen.add(doc.shown["en"])
        if len(best) == limit:
            break
    return list(best.values())


@lru_cache(maxsize=1024)
def _expression(typed: tuple[str, ...]) -> tuple[str, bool, frozenset[str]]:
    """The MATCH expression of the typed words, whether they ask for a worked example (they
    name what only the examples hold: "red 1 out of the play"), and the terms asked for."""
    asked = terms(concepts([correct(w) for w in typed]))
    examples = any(index().only_in_examples(term) for term in asked)
    return expression(asked), examples, frozenset(asked)


@lru_cache(maxsize=1024)
def _holds(number: int) -> frozenset[str]:
    """The index terms of a document: its stems and synonym tags, as its row holds them."""
    doc = index().documents[number]
    stems = {stem for lang, text in doc.words.items() for stem in indexed(text, lang).split()}
    return frozenset(stems | {tag for text in doc.words.values() for tag in tags(text)})


@cache
def _heading_rows() -> dict[str, int]:
    """Each section's heading document, by the section's key."""
    docs = index().documents
    return {d.key: n for n, d in enumerate(docs) if d.field is Field.HEAD}


def _passage_start(number: int, asked: frozenset[str]) -> int:
    """The first sentence of the passage a matched sentence is in: walking back through its
    paragraph while the sentence before holds the same two or more asked terms beyond those
    of the section's heading (which every sentence of the section is searched with). A rule
    and its sanction often follow each other in the same words ("If a member of the defending
    team is off the field…", then "If any member … who is off the field … makes a play … a
    Penalty"): the rule comes first, and the shorter sanction, which BM25 favours, after it."""
    documents = index().documents
    doc = documents[number]
    if "/" not in doc.clause:
        return number
    matched = (_holds(number) & asked) - _holds(_heading_rows()[doc.key])
    if len(matched) < 2:
        return number  # one word in common is not a passage
    paragraph = doc.clause.rpartition(".")[0]
    while documents[number - 1].clause.rpartition(".")[0] == paragraph:
        if not matched <= _holds(number - 1):
            break
        number -= 1
    return number


def search(query: str, lang: str, limit: int = 5) -> list[Hit]:
    """The best ``limit`` results for ``query``, asked in ``lang`` ("en", "es", "it")."""
    translator(lang)  # an unknown language raises ValueError here, whatever the query
    named = lookup(query)
    if named is not None:
        return _named(named, lang)[:limit]
    asked, examples, wanted = _expression(tuple(read_words(query)[:MAX_WORDS]))
    if not asked or limit <= 0:
        return []
    rows = index().match(asked, examples=examples)
    best = _best(rows, limit)
    if len(best) < limit and len(rows) == ROWS:  # many rows of few keys: look further
        best = _best(index().match(asked, len(index().documents), examples=examples), limit)
    best = [Row(_passage_start(r.number, wanted), r.score) for r in best]
    documents = index().documents
    return [
        Hit(
            documents[r.number].section,
            documents[r.number].clause,
            round(r.score, 4),
            *_shown(r.number, lang),
        )
        for r in best
    ]
