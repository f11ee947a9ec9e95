"""``python -m bench``: run every benchmark below, one after the other, and print their figures.

A benchmark is a module of ``bench`` with a ``main() -> None`` that prints a small table and a
one-line summary. Register a new one by adding its module name to ``BENCHMARKS``.
"""

from __future__ import annotations

import importlib
import sys

BENCHMARKS = ("bench.core_decisions",)


def main() -> int:
    for number, name in enumerate(BENCHMARKS):
        if number:
            print()
        importlib.import_module(name).main()
    return 0


if __name__ == "__main__":
    sys.exit(main())
