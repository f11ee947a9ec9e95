"""``python -m bench``: run every benchmark below, one after the other, and print their figures.

A benchmark is a module of ``bench`` runnable as ``python -m bench.<name>`` that prints a small
table and a one-line summary. Register a new one by adding its module name to ``BENCHMARKS``.
Each runs in a process of its own, as it does alone: one benchmark's leftovers (its caches,
its garbage for the collector) never weigh on the next one's figures.
The load run (``python -m bench.load``) is not listed: it starts the real bot and takes minutes.
"""

from __future__ import annotations

import subprocess
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
    "bench.voice",
    "bench.understand_outsiders",
    "bench.hostile",
)


def main() -> int:
    failed = 0
    for number, name in enumerate(BENCHMARKS):
        if number:
            print(flush=True)
        failed += subprocess.run([sys.executable, "-m", name], check=False).returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
