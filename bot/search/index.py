"""The search index: SQLite FTS5 in memory, built once on first use, ranked by BM25.

One row per ``Document``; its stemmed words (``bot.search.text``) and the tags of the synonym
phrases it holds (``bot.search.synonyms``) go in the column of its ``Field`` (heading, summary,
sentence or card line; a worked example's sentence is a sentence), every language in the same
row, so a query in any language finds it. BM25 weighs a heading above a summary above a
sentence. A worked example's sentence ("The knock-in should proceed with Red #1 out of the
play.") scores ``EXAMPLE_SCALE`` of what the same match scores in the rule's own words, so the
rule, its procedure and its timings come first; unless the query names something only the
examples hold ("red", "rojo"): then an example is what is asked for, and scores in full.
The tokenizer is ``unicode61 remove_diacritics 2``: the words arrive folded already, and
anything typed straight into a MATCH is folded the same way.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections import Counter
from dataclasses import dataclass
from functools import cache

from bot.search.documents import Document, Field, documents
from bot.search.synonyms import tags
from bot.search.text import indexed, words

#: BM25 weight of a match in each column (heading, summary, sentence, card line)
WEIGHTS = {Field.HEAD: 4.0, Field.SUMMARY: 2.0, Field.BODY: 1.0, Field.CARD: 0.6}
_COLUMNS = tuple(WEIGHTS)
#: a worked example's sentence: a case the rule is applied to, matched as a sentence and
#: scored this share of it (unless the query names what only the examples hold)
EXAMPLE_SCALE = 0.5
#: rows fetched per query: mostly enough for five keys (a query asks again for more if not)
ROWS = 30
#: a stem in more than this share of the rows is left out of a query that has rarer ones
COMMON = 0.2


@dataclass(frozen=True, slots=True)
class Row:
    number: int  # the document's place in ``Index.documents``
    score: float  # higher is better (BM25 negated)


class Index:
    """The FTS5 table and what query handling needs beside it: its vocabulary, for typos."""

    def __init__(self) -> None:
        started = time.perf_counter()
        self.documents = documents()
        # one connection, read-only after the build; the lock keeps a thread pool honest
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._lock = threading.Lock()
        columns = ", ".join(str(c) for c in _COLUMNS)
        self._db.execute(
            f"CREATE VIRTUAL TABLE docs USING fts5({columns}, "
            "tokenize='unicode61 remove_diacritics 2')"
        )
        rows = [self._row(n, doc) for n, doc in enumerate(self.documents)]
        marks = ", ".join("?" * (len(_COLUMNS) + 1))
        self._db.executemany(f"INSERT INTO docs(rowid, {columns}) VALUES ({marks})", rows)
        self._db.execute("INSERT INTO docs(docs) VALUES ('optimize')")
        weights = ", ".join(str(WEIGHTS[c]) for c in _COLUMNS)
        scaled = f"CASE rowid % 2 WHEN 1 THEN {EXAMPLE_SCALE} ELSE 1 END"
        self._select = {  # by whether the query asks for a worked example (then no scaling)
            asked: f"SELECT rowid, bm25(docs, {weights}){'' if asked else ' * ' + scaled} AS r "
            "FROM docs WHERE docs MATCH ? ORDER BY r LIMIT ?"
            for asked in (False, True)
        }
        texts = [set(" ".join(row[1:]).split()) for row in rows]  # type: ignore[arg-type]
        #: in how many rows each stem appears (a stem in most rows tells nothing apart)
        self.rows_with: Counter[str] = Counter(stem for stems in texts for stem in stems)
        #: in how many worked examples' rows each stem appears
        self.example_rows_with: Counter[str] = Counter(
            stem
            for doc, stems in zip(self.documents, texts, strict=True)
            if doc.field is Field.EXAMPLE
            for stem in stems
        )
        counts = Counter(
            w for doc in self.documents for text in doc.words.values() for w in words(text)
        )
        #: every word of every language, most frequent first (a typo tie goes to the common word)
        self.vocabulary: tuple[str, ...] = tuple(w for w, _ in counts.most_common())
        self.known = frozenset(self.vocabulary)
        self.build_seconds = time.perf_counter() - started

    @staticmethod
    def _row(number: int, doc: Document) -> tuple[object, ...]:
        """The row's rowid and its columns. The rowid is the document's number doubled, plus 1
        for a worked example: the ranking reads it there at no cost (an UNINDEXED column of
        its own cost a fifth of a search, ``bench.search``)."""
        example = doc.field is Field.EXAMPLE
        stems = [indexed(words_, lang) for lang, words_ in doc.words.items()]
        synonyms = [tag for words_ in doc.words.values() for tag in tags(words_)]
        text = "\n".join([*stems, " ".join(synonyms)])
        column = Field.BODY if example else doc.field
        return (2 * number + example, *(text if c is column else "" for c in _COLUMNS))

    def common(self, form: str) -> bool:
        """Whether a stemmed phrase is in so many rows that it tells them apart no better than
        BM25 would weigh it (asking for it only costs time)."""
        return min(self.rows_with[stem] for stem in form.split()) > COMMON * len(self.documents)

    def only_in_examples(self, term: str) -> bool:
        """Whether a stem (or synonym tag) is held by worked examples and nothing else, as the
        team colours are ("red", "roj", "ross"): a query naming one asks for an example."""
        return 0 < self.rows_with[term] == self.example_rows_with[term]

    def match(self, expression: str, rows: int = ROWS, *, examples: bool = False) -> list[Row]:
        """The first ``rows`` rows an FTS5 MATCH expression finds, best first; ``examples``:
        the query asks for a worked example, which then scores in full."""
        with self._lock:
            found = self._db.execute(self._select[examples], (expression, rows)).fetchall()
        return [Row(rowid // 2, -rank) for rowid, rank in found]


_BUILDING = threading.Lock()


def index() -> Index:
    """The index, built on first use (~0.1 s) and kept for the life of the process; built
    once even when the first searches come in two worker threads at once."""
    with _BUILDING:
        return _index()


@cache
def _index() -> Index:
    return Index()
