"""How fast the rulebook search is, against python-telegram-bot's own floor for one update.

Measured in one process (figures printed, never asserted):

* building the index: the first build (stemming every word of the rulebook and the catalogs,
  filling the FTS5 table) and a rebuild with the stems cached;
* one search: ``bot.search.search`` over the query set of ``tests/bot/search_queries.py`` (by
  number and by words, three languages, typos), median and p99 over several rounds: the first
  round (every cache cold) apart, then each query as if new (its expression and result words
  rebuilt, the per-word caches warm), then each query repeated (every cache warm);
* the floor: one callback-query update through ``Application.process_update``, the handler
  answering and editing (``bench.core_decisions.floor_samples``);
* a fresh ``python -m bot search`` process, start-up included (wall time, median of 3).

Target: one new search (median) costs at most the floor; start-up plus one CLI call under 1 s.
Run it with ``python -m bench.search``.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

import bot.search as search_module
from bench.core_decisions import floor_samples, p99
from bot.search import search
from bot.search.index import Index, index
from tests.bot.search_queries import QUERIES

ROUNDS = 20
CLI_RUNS = 3
REPO = Path(__file__).resolve().parents[1]


def _round(*, fresh: bool = False) -> list[float]:
    """One search per query of the set; ``fresh``: as a query never asked before (its
    expression rebuilt; the per-word caches of stems and corrections stay, as in a running
    bot, where words repeat across users even when queries do not)."""
    samples = []
    for lang, query, _ in QUERIES:
        if fresh:
            search_module._expression.cache_clear()
            search_module._shown.cache_clear()
        start = time.perf_counter()
        search(query, lang)
        samples.append(time.perf_counter() - start)
    return samples


def _cli_seconds() -> float:
    runs = []
    for _ in range(CLI_RUNS):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "bot", "search", "--lang", "it", "palla oltre le sponde"],
            cwd=REPO,
            check=True,
            capture_output=True,
        )
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def main() -> None:
    started = time.perf_counter()
    first = index()
    first_build = time.perf_counter() - started
    rebuild = Index().build_seconds
    cold = _round()
    fresh = [s for _ in range(ROUNDS) for s in _round(fresh=True)]
    warm = [s for _ in range(ROUNDS) for s in _round()]
    floor = floor_samples()
    cli = _cli_seconds()

    print("rulebook search (bench.search)")
    print(
        f"  index: {len(first.documents)} documents, {len(first.vocabulary)} words; first build "
        f"{first_build * 1e3:.1f} ms, rebuild {rebuild * 1e3:.1f} ms"
    )
    print(f"  {'':44}{'median':>12}{'p99':>12}")
    rows = [
        (f"one search, first round ({len(QUERIES)} queries)", cold),
        (f"one search, a new query ({ROUNDS} rounds)", fresh),
        (f"one search, a repeated query ({ROUNDS} rounds)", warm),
        ("PTB floor: one callback-query update", floor),
    ]
    for label, samples in rows:
        print(f"  {label:44}{_us(statistics.median(samples)):>12}{_us(p99(samples)):>12}")
    ratio = statistics.median(fresh) / statistics.median(floor)
    print(f"  {'one search (a new query) / floor':44}{ratio:>12.2f}x")
    print(f"  {'python -m bot search, fresh process':44}{cli * 1e3:>10.0f} ms")
    verdict = "met" if ratio <= 1 else "NOT met"
    cli_verdict = "met" if cli < 1 else "NOT met"
    print(
        f"summary: one new search {_us(statistics.median(fresh))} median, {ratio:.2f}x PTB's floor "
        f"for one update ({_us(statistics.median(floor))}): target <= 1x {verdict}; "
        f"start-up + one CLI call {cli * 1e3:.0f} ms: target < 1 s {cli_verdict}"
    )


def _us(seconds: float) -> str:
    return f"{seconds * 1e6:,.1f} µs"


if __name__ == "__main__":
    main()
