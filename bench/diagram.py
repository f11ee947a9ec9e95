"""How fast a field diagram is drawn, against python-telegram-bot's own floor for one tap.

Render time per diagram, first and with a warm cache, as ratios to the floor
measured in the same run and process (``bench.core_decisions.floor_samples``: one
callback-query update through ``Application.process_update``, answered and edited with a small
keyboard, the Bot API answered locally). Targets: a first render under 10x the floor, a cached
one under 0.1x.

The pictures: every ruling of ``rules_core.samples`` on the default field that has a place to
show, one per distinct picture (by ``cache_key``). Three costs:

* first render: the diagram was never drawn in this process (its caches cleared before every
  call), but the process has drawn other diagrams on this field in this language, as a running
  bot has: the base picture and the text masks are warm. This is the figure the target means.
* cold start: every cache cleared before every call (a process's very first diagram).
* cached: the same ruling decided again (a new, equal object) and rendered again.

Run it with ``python -m bench.diagram``. Figures are printed, never asserted.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import replace

from bench.core_decisions import floor_samples
from bot.diagram import ENGLISH, DiagramText, cache_key, clear_caches, render_ruling
from rules_core import USPA_OUTDOOR_BOARDED, Facts, Ruling, decide
from rules_core.errors import RulesCoreError
from rules_core.samples import every_incident

FIELD = USPA_OUTDOOR_BOARDED
TARGET_FIRST, TARGET_CACHED = 10.0, 0.1
ROUNDS = 3  # rounds of (floor, first renders, cold starts, cached renders)
COLD = 30  # pictures timed from a cold start in each round (each builds a whole base)


def words(ruling: Ruling) -> DiagramText:
    """English words with the ruling's own headline, as the bot would give them."""
    restart = ruling.outcome.restart.value if ruling.outcome else "umpires' choice"
    return replace(ENGLISH, restart=restart.replace("_", " ").capitalize())


def pictures() -> list[tuple[Facts, Ruling, DiagramText]]:
    """One (facts, ruling, words) per distinct picture among the sample rulings."""
    seen: dict[str, tuple[Facts, Ruling, DiagramText]] = {}
    for incident in every_incident(FIELD):
        facts = Facts(incident, FIELD)
        try:
            ruling = decide(facts)
        except RulesCoreError:
            continue
        text = words(ruling)
        key = cache_key(ruling, FIELD, text)
        if key not in seen and render_ruling(ruling, FIELD, text) is not None:
            seen[key] = (facts, ruling, text)
    return list(seen.values())


def timed(
    items: list[tuple[Facts, Ruling, DiagramText]], before: Callable[[], None]
) -> list[float]:
    """Seconds per render, one sample per picture, ``before`` run untimed before each."""
    samples = []
    clock = time.perf_counter
    for _, ruling, text in items:
        before()
        start = clock()
        render_ruling(ruling, FIELD, text)
        samples.append(clock() - start)
    return samples


def cached(items: list[tuple[Facts, Ruling, DiagramText]]) -> list[float]:
    """Seconds to render an equal ruling decided again, right after its picture was drawn."""
    samples = []
    clock = time.perf_counter
    for facts, ruling, text in items:
        render_ruling(ruling, FIELD, text)
        again = decide(facts)  # equal, not the same object: as the bot decides again
        start = clock()
        render_ruling(again, FIELD, text)
        samples.append(clock() - start)
    return samples


def main() -> None:
    items = pictures()
    sizes = [len(render_ruling(r, FIELD, t) or b"") for _, r, t in items]
    some = items[:: max(1, len(items) // COLD)]
    timed(items, clear_caches)  # warm-up: the bases and text masks a running bot has
    # Rounds alternate the floor and the renders, so a machine busy with something else
    # weighs on both alike; each ratio is taken within its round, then the rounds' median.
    floors: list[float] = []
    samples: dict[str, list[float]] = {"first": [], "cold": [], "cached": []}
    ratios: dict[str, list[float]] = {"first": [], "cold": [], "cached": []}
    for _ in range(ROUNDS):
        floor = statistics.median(floor_samples())
        floors.append(floor)
        for name, taken in (
            ("first", timed(items, clear_caches)),
            ("cold", timed(some, lambda: clear_caches(everything=True))),
            ("cached", cached(items)),
        ):
            samples[name] += taken
            ratios[name].append(statistics.median(taken) / floor)

    floor = statistics.median(floors)
    print("field diagram speed (bench.diagram)")
    print(
        f"  {len(items)} distinct pictures from the sample rulings, {FIELD.length_yd:g} x "
        f"{FIELD.width_yd:g} yd field, {ROUNDS} rounds; PNG median "
        f"{statistics.median(sizes) / 1024:.1f} KiB, max {max(sizes) / 1024:.1f} KiB"
    )
    print(f"  {'':36}{'median':>10}{'p90':>10}{'x floor':>10}{'target':>9}")
    print(f"  {'PTB floor: one callback-query update':36}{_us(floor):>10}{'':>10}{1:>10.2f}")
    rows = (
        ("first", "first render (diagram not cached)", TARGET_FIRST),
        ("cold", "cold start (every cache empty)", None),
        ("cached", "cached (equal ruling again)", TARGET_CACHED),
    )
    verdicts = []
    for name, label, target in rows:
        ratio = statistics.median(ratios[name])
        median, p90 = statistics.median(samples[name]), statistics.quantiles(samples[name], n=10)[8]
        goal = f"< {target:g}" if target is not None else "-"
        print(f"  {label:36}{_us(median):>10}{_us(p90):>10}{ratio:>10.3f}{goal:>9}")
        if target is not None:
            verdict = "met" if ratio < target else "NOT met"
            verdicts.append(f"{label.split(' (')[0]} {ratio:.2f}x the floor ({verdict})")
    print(f"summary: floor {_us(floor)} per tap; " + "; ".join(verdicts) + " (medians)")


def _us(seconds: float) -> str:
    return f"{seconds * 1e6:,.0f} µs"


if __name__ == "__main__":
    main()
