"""``python -m bot search --lang it "palla oltre le sponde"``: the ranked results as JSON,
``[{"section": "22.e(2)", "clause": "side_boards", "score": 35.3}, ...]``, best first.

A bad command line prints ``{"error": "..."}`` and exits with code 2. Nothing but the index is
loaded: no Telegram, no settings (see docs/search.md for the timing).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

from bot.i18n import LANGUAGES
from bot.search import search


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _parser() -> _Parser:
    parser = _Parser(prog="python -m bot search", description=__doc__)
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the query's language")
    parser.add_argument("--limit", type=int, default=5, help="results, at most (1 to 50)")
    parser.add_argument("query", nargs="+", help="a section (22.e(2), P4, 20) or any words")
    return parser


def main(argv: list[str]) -> int:
    try:
        args = _parser().parse_args(argv)
        if not 1 <= args.limit <= 50:
            raise _UsageError("--limit must be between 1 and 50")
        query = " ".join(args.query).strip()
        if not query:
            raise _UsageError("the query is empty")
    except _UsageError as error:
        print(json.dumps({"error": str(error)}, ensure_ascii=False))
        return 2
    hits = search(query, args.lang, args.limit)
    found = [{"section": h.section, "clause": h.clause, "score": h.score} for h in hits]
    print(json.dumps(found, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
