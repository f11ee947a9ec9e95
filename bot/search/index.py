"""The search index: SQLite FTS5 in memory, built once on first use, ranked by BM25.

One row per ``Document``; its stemmed words (``bot.search.text``) and the tags of the synonym
phrases it holds (``bot.search.synonyms``) go in the column of its ``Field`` (heading, summary,
sentence or card line), every language in the same row, so a query in any
language finds it. BM25 weighs a heading above a summary above a sentence. The tokenizer is
``unicode61 remove_diacritics 2``: the words arrive folded already, and anything typed straight
into a MATCH is folded the same way.
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

#: BM25 weight of a match in each field (heading, summary, sentence, card line)
WEIGHTS = {Field.HEAD: 4.0, Field.SUMMARY: 2.0, Field.BODY: 1.0, Field.CARD: 0.6}
_COLUMNS = tuple(WEIGHTS)
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
        self._db.executemany(f"INSERT INTO docs(rowid, {columns}) VALUES (?, ?, ?, ?, ?)", rows)
        self._db.execute("INSERT INTO docs(docs) VALUES ('optimize')")
        weights = ", ".join(str(WEIGHTS[c]) for c in _COLUMNS)
        self._select = (
            f"SELECT rowid, bm25(docs, {weights}) AS r FROM docs WHERE docs MATCH ? "
            "ORDER BY r LIMIT ?"
        )
        #: in how many rows each stem appears (a stem in most rows tells nothing apart)
        self.rows_with: Counter[str] = Counter(
            stem
            for row in rows
            for stem in set(" ".join(row[1:]).split())  # type: ignore[arg-type]
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
        stems = [indexed(words_, lang) for lang, words_ in doc.words.items()]
        synonyms = [tag for words_ in doc.words.values() for tag in tags(words_)]
        text = "\n".join([*stems, " ".join(synonyms)])
        return (number, *(text if doc.field is column else "" for column in _COLUMNS))

    def common(self, form: str) -> bool:
        """Whether a stemmed phrase is in so many rows that it tells them apart no better than
        BM25 would weigh it (asking for it only costs time)."""
        return min(self.rows_with[stem] for stem in form.split()) > COMMON * len(self.documents)

    def match(self, expression: str, rows: int = ROWS) -> list[Row]:
        """The first ``rows`` rows an FTS5 MATCH expression finds, best first."""
        with self._lock:
            found = self._db.execute(self._select, (expression, rows)).fetchall()
        return [Row(rowid, -rank) for rowid, rank in found]


@cache
def index() -> Index:
    """The index, built on first use (~0.1 s) and kept for the life of the process."""
    return Index()
