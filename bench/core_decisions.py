"""How fast the rules core decides, against python-telegram-bot's own floor for one tap.

Deciding must never be what a user waits for. Two costs, measured in the same
run and the same process, each with a warm-up and several repetitions:

* one decision: ``rules_core.decide`` over facts covering every situation (``rules_core.samples``
  on both USPA fields, plus the cases of ``tests/cases/*.toml`` when present);
* the floor: python-telegram-bot processing ONE callback-query update through
  ``Application.process_update``, whose handler answers the query and edits the message with a
  small keyboard, the Bot API answered locally by a ``BaseRequest`` (no network).

Target: one decision costs at most 10% of the floor. Figures are printed, never asserted.
Run it with ``python -m bench`` (every benchmark) or ``python -m bench.core_decisions``.
"""

from __future__ import annotations

import asyncio
import statistics
import time
import tomllib
import typing
from collections import Counter
from pathlib import Path
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import ApplicationBuilder, CallbackQueryHandler, ContextTypes

from bench.offline import BOT, OfflineRequest
from rules_core import USPA_OUTDOOR_BOARDED, USPA_OUTDOOR_UNBOARDED, Facts, decide
from rules_core.errors import InvalidFacts, RulesCoreError
from rules_core.json_io import decide_json, facts_from_json, facts_to_json
from rules_core.samples import every_incident

TARGET = 0.10  # one decision <= 10% of the floor
ROUNDS = 5  # timed repetitions of each measurement, after one warm-up
FLOOR_UPDATES = 500  # callback-query updates per repetition
CASES = Path(__file__).resolve().parents[1] / "tests" / "cases"


# --- the facts: every situation, in every combination of its enum facts ---------------------
def facts_for_every_situation() -> list[Facts]:
    """``rules_core.samples``: every kind of incident across its enums, on both USPA fields."""
    return [
        Facts(incident, field)
        for field in (USPA_OUTDOOR_BOARDED, USPA_OUTDOOR_UNBOARDED)
        for incident in every_incident(field)
    ]


def facts_from_case_files() -> list[Facts]:
    """The facts of every ``[[case]]`` in ``tests/cases/*.toml`` that reads as facts, if any."""
    found = []
    for path in sorted(CASES.glob("*.toml")):
        for case in tomllib.loads(path.read_text(encoding="utf-8")).get("case", []):
            try:
                found.append(facts_from_json(case["facts"]))
            except (KeyError, TypeError, InvalidFacts):
                continue
    return found


def deciding(candidates: list[Facts]) -> tuple[list[Facts], Counter[str]]:
    """The facts the core decides, and how many of the others it refused, by error."""
    kept, refused = [], Counter[str]()
    for facts in candidates:
        try:
            decide(facts)
        except RulesCoreError as exc:
            refused[type(exc).__name__] += 1
        else:
            kept.append(facts)
    return kept, refused


# --- timing ---------------------------------------------------------------------------------
def time_each(call: typing.Callable[[Any], object], items: list[Any]) -> list[float]:
    """Seconds per call, one sample per item and round, after one untimed warm-up round."""
    for item in items:
        call(item)
    samples = []
    clock = time.perf_counter
    for _ in range(ROUNDS):
        for item in items:
            start = clock()
            call(item)
            samples.append(clock() - start)
    return samples


def rate(items: list[Facts]) -> float:
    """Decisions per second over the whole set: the median of ``ROUNDS`` plain loops."""
    rates = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        for facts in items:
            decide(facts)
        rates.append(len(items) / (time.perf_counter() - start))
    return statistics.median(rates)


# --- the floor: python-telegram-bot processing one callback-query update --------------------
_USER = {"id": 7, "is_bot": False, "first_name": "Umpire"}
_MESSAGE = {
    "message_id": 42,
    "date": 1_700_000_000,
    "chat": {"id": 7, "type": "private"},
    "from": BOT,
    "text": "Who last touched the ball?",
}


def _keyboard() -> InlineKeyboardMarkup:
    row = [("Attacking", "v1:t:a"), ("Defending", "v1:t:d")]
    return InlineKeyboardMarkup(
        [
            [InlineKeyboardButton(text, callback_data=data) for text, data in row],
            [InlineKeyboardButton("Back", callback_data="v1:back")],
        ]
    )


async def _on_tap(update: Update, _context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    if query is None:  # never: a CallbackQueryHandler only sees callback queries
        return
    await query.answer()
    await query.edit_message_text("Where did the ball cross?", reply_markup=_keyboard())


async def _floor_samples() -> list[float]:
    app = (
        ApplicationBuilder()
        .token("123456:offline")
        .request(OfflineRequest())
        .get_updates_request(OfflineRequest())
        .updater(None)
        .build()
    )
    app.add_handler(CallbackQueryHandler(_on_tap))
    samples: list[float] = []
    async with app:
        for round_ in range(ROUNDS + 1):  # round 0 warms up
            updates = [
                Update.de_json(
                    {
                        "update_id": n,
                        "callback_query": {
                            "id": str(n),
                            "from": _USER,
                            "chat_instance": "1",
                            "data": "v1:t:a",
                            "message": _MESSAGE,
                        },
                    },
                    app.bot,
                )
                for n in range(FLOOR_UPDATES)
            ]
            for update in updates:
                start = time.perf_counter()
                await app.process_update(update)
                if round_:
                    samples.append(time.perf_counter() - start)
    return samples


def floor_samples() -> list[float]:
    return asyncio.run(_floor_samples())


# --- report ---------------------------------------------------------------------------------
def p99(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=100)[98]


def main() -> None:
    generated, refused = deciding(facts_for_every_situation())
    cases, _ = deciding(facts_from_case_files())
    facts = generated + cases
    documents = [facts_to_json(f) for f in facts]

    one = time_each(decide, facts)
    via_json = time_each(decide_json, documents)
    floor = floor_samples()
    per_second = rate(facts)

    situations = len({f.incident.situation for f in facts})
    print("rules core speed (bench.core_decisions)")
    print(
        f"  {len(facts)} facts decided: {len(generated)} built across {situations} situations "
        f"({sum(refused.values())} refused and left out: {dict(refused) or 'none'}), "
        f"{len(cases)} from tests/cases"
    )
    print(f"  {'':44}{'median':>12}{'p99':>12}")
    rows = [
        ("one decision (decide)", one),
        ("one decision via JSON (read, decide, write)", via_json),
        ("PTB floor: one callback-query update", floor),
    ]
    for label, samples in rows:
        print(f"  {label:44}{_us(statistics.median(samples)):>12}{_us(p99(samples)):>12}")
    ratio, ratio_p99 = statistics.median(one) / statistics.median(floor), p99(one) / p99(floor)
    print(f"  {'one decision / floor':44}{ratio:>12.1%}{ratio_p99:>12.1%}")
    print(f"  {'decisions per second (whole set)':44}{per_second:>12,.0f}")
    verdict = "met" if ratio <= TARGET else "NOT met"
    print(
        f"summary: {per_second:,.0f} decisions/s; one decision costs {ratio:.1%} of PTB's floor "
        f"for one tap ({_us(statistics.median(one))} vs {_us(statistics.median(floor))}, "
        f"medians): target <= {TARGET:.0%} {verdict}"
    )


def _us(seconds: float) -> str:
    return f"{seconds * 1e6:,.1f} µs"


if __name__ == "__main__":
    main()
