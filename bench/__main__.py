"""``python -m bench``: run every benchmark below, one after the other, and print their figures.

A benchmark is a module of ``bench`` with a ``main()`` (plain or async) that prints a small
table and a one-line summary. Register a new one by adding its module name to ``BENCHMARKS``.
The load run (``python -m bench.load``) is not listed: it starts the real bot and takes minutes.
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
import sys

BENCHMARKS = (
    "bench.core_decisions",
    "bench.bot_updates",
    "bench.ruling_text",
    "bench.diagram",
    "bench.search",
    "bench.inline",
    "bench.cheatsheet",
    "bench.quiz",
    "bench.understand",
)


def main() -> int:
    for number, name in enumerate(BENCHMARKS):
        if number:
            print()
        result = importlib.import_module(name).main()
        if inspect.iscoroutine(result):
            asyncio.run(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
