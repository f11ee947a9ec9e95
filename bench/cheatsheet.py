"""How long the cheat sheet takes to draw, against python-telegram-bot's own floor for one tap.

The floor is the one ``bench.diagram`` uses (``bench.core_decisions.floor_samples``: one
callback-query update through ``Application.process_update``, answered and edited, the Bot API
answered locally), measured in the same run. Per language, three costs of the phone pictures
(PNG, all of them) and the A4 pages (PDF):

* first render: the sheet never drawn in this process (the sheet's caches cleared before every
  call) while the rest of a running bot is warm (catalogs, the font's letters, rulings);
* cold start: every cache cleared too, the font's letters and the rulings included;
* cached: the same sheet asked for again, as a second ``/cheatsheet`` does.

Run it with ``python -m bench.cheatsheet``. Figures are printed, never asserted.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from bench.core_decisions import floor_samples
from bot.cheatsheet import build_sheet, sheet_pdf, sheet_pngs
from bot.diagram.glyphs import clear_caches as clear_glyphs
from bot.i18n import LANGUAGES
from bot.screens import decide_path

ROUNDS = 3
CACHED_CALLS = 1000


def forget_sheets() -> None:
    for cached in (build_sheet, sheet_pngs, sheet_pdf):
        cached.cache_clear()


def forget_everything() -> None:
    forget_sheets()
    clear_glyphs()
    decide_path.cache_clear()


def timed(draw: Callable[[str], object], lang: str, before: Callable[[], None]) -> float:
    before()
    start = time.perf_counter()
    draw(lang)
    return time.perf_counter() - start


def cached(draw: Callable[[str], object], lang: str) -> float:
    draw(lang)
    start = time.perf_counter()
    for _ in range(CACHED_CALLS):
        draw(lang)
    return (time.perf_counter() - start) / CACHED_CALLS


def main() -> None:
    kinds: dict[str, Callable[[str], object]] = {"PNG": sheet_pngs, "PDF": sheet_pdf}
    samples: dict[tuple[str, str], list[float]] = {}
    floors: list[float] = []
    for _ in range(ROUNDS):
        floors.append(statistics.median(floor_samples()))
        for kind, draw in kinds.items():
            for lang in LANGUAGES:
                timed(draw, lang, forget_sheets)  # warm the rest, as a running bot is
                samples.setdefault((kind, "first"), []).append(timed(draw, lang, forget_sheets))
                samples.setdefault((kind, "cold"), []).append(timed(draw, lang, forget_everything))
                samples.setdefault((kind, "cached"), []).append(cached(draw, lang))
    floor = statistics.median(floors)
    sizes = {
        "PNG": [sum(len(png) for png in sheet_pngs(lang)) for lang in LANGUAGES],
        "PDF": [len(sheet_pdf(lang)) for lang in LANGUAGES],
    }
    pictures = {len(sheet_pngs(lang)) for lang in LANGUAGES}

    print("cheat sheet speed (bench.cheatsheet)")
    print(
        f"  {', '.join(LANGUAGES)}, {ROUNDS} rounds; PNG ({'/'.join(map(str, sorted(pictures)))}"
        f" pictures) {min(sizes['PNG']) / 1024:.0f}-"
        f"{max(sizes['PNG']) / 1024:.0f} KiB, PDF {min(sizes['PDF']) / 1024:.1f}-"
        f"{max(sizes['PDF']) / 1024:.1f} KiB"
    )
    print(f"  {'':40}{'median':>12}{'x floor':>10}")
    print(f"  {'PTB floor: one callback-query update':40}{_us(floor):>12}{1:>10.2f}")
    summary = []
    for kind in kinds:
        for cost, label in (
            ("first", "first render"),
            ("cold", "cold start (every cache empty)"),
            ("cached", "cached"),
        ):
            median = statistics.median(samples[(kind, cost)])
            print(f"  {kind + ' ' + label:40}{_us(median):>12}{median / floor:>10.3g}")
            if cost != "cold":
                summary.append(f"{kind} {label} {median / floor:.3g}x")
    print(f"summary: floor {_us(floor)} per tap; " + "; ".join(summary) + " (medians)")


def _us(seconds: float) -> str:
    if seconds < 1e-6:
        return f"{seconds * 1e9:,.0f} ns"
    return f"{seconds * 1e6:,.1f} µs" if seconds < 1e-3 else f"{seconds * 1e3:,.1f} ms"


if __name__ == "__main__":
    main()
