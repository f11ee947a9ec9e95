"""What an inline query costs the bot (``@bot <words>`` in any chat), against
python-telegram-bot's own cost for the same answer.

One stream of inline-query updates (nothing typed, a ruling's reference, words that decide a
ruling, words that find clauses; in en, es, it) goes through ``Application.process_update``
with the offline Bot API, twice:

  (b) a bare handler answering with as many articles, of the same text lengths, as the bot;
  (c) the real bot (understanding, search, cards).

Reports µs per update (p50, p99) per kind of query and overall, and (c)/(b).
Run: ``.venv/bin/python -m bench.inline``.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from typing import Any

from telegram import InlineQueryResultArticle, InputTextMessageContent, Update
from telegram.ext import ContextTypes, InlineQueryHandler

from bench.offline import OfflineRequest
from bot.app import build_application
from bot.cards import Card, ruling_card
from bot.context import BotApplication
from bot.flow import FLOW_VERSION
from bot.handlers.inline import cards_for_words, common_cards
from bot.ruling_ref import looks_like_ref, ref_path
from bot.settings import load_settings

TOKEN = "123456789:AABenchTokenAbcdefghijklmnopqrstuvwx"
ROUNDS = 40
QUERIES: dict[str, list[tuple[str, str]]] = {
    "empty": [("", "en"), ("", "es"), ("", "it")],
    "reference": [(f"r{FLOW_VERSION}-113", "en"), (f"r{FLOW_VERSION}-213", "it")],
    "decides": [
        ("an attacker hit it over the end line wide left of the posts", "en"),
        ("un atacante la saco por la linea de fondo lejos de los postes a la izquierda", "es"),
        ("un attaccante ha mandato la palla oltre la linea di fondo larga a sinistra", "it"),
    ],
    "clauses": [("knock in", "en"), ("tablas laterales", "es"), ("rimessa dal fondo", "it")],
}
#: (kind of query, update JSON), in the order they are fed
Stream = list[tuple[str, dict[str, Any]]]
#: query -> the text lengths of the bot's answer, so (b) answers with the same sizes
SIZES: dict[str, list[int]] = {}


def stream() -> Stream:
    updates = []
    n = 0
    for _ in range(ROUNDS):
        for kind, queries in QUERIES.items():
            for text, lang in queries:
                n += 1
                sender = {"id": n, "is_bot": False, "first_name": "U", "language_code": lang}
                query = {"id": str(n), "from": sender, "query": text, "offset": ""}
                updates.append((kind, {"update_id": n, "inline_query": query}))
    return updates


async def bare(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.inline_query
    if query is None:
        return
    results = [
        InlineQueryResultArticle(str(i), "x" * 60, InputTextMessageContent("x" * size))
        for i, size in enumerate(SIZES[query.query])
    ]
    await query.answer(results, cache_time=60, is_personal=True)


async def measure(app: BotApplication, updates: Stream) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {}
    async with app:
        objects = [(kind, Update.de_json(u, app.bot)) for kind, u in updates]
        for _, u in objects[: len(objects) // ROUNDS]:  # warm-up: first imports, the index
            await app.process_update(u)
        for kind, u in objects:
            start = time.perf_counter_ns()
            await app.process_update(u)
            timings.setdefault(kind, []).append((time.perf_counter_ns() - start) / 1000)
    return timings


def _p(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100)[q - 1]


def answer_cards(text: str, lang: str) -> list[Card]:
    """The cards the bot answers ``text`` with, as ``bot.handlers.inline`` chooses them: a
    reference's ruling card, words' cards, or the common restarts for nothing typed."""
    if looks_like_ref(text):
        return [ruling_card(ref_path(text), lang)]
    return cards_for_words(text, lang) if text else common_cards(lang)


async def main() -> None:
    for queries in QUERIES.values():
        for text, lang in queries:
            SIZES[text] = [len(c.html) for c in answer_cards(text, lang)]
    updates = stream()
    with tempfile.TemporaryDirectory() as tmp:
        settings = load_settings({"TELEGRAM_BOT_TOKEN": TOKEN, "DATA_DIR": tmp}, env_file=None)
        floor_app = build_application(settings, request=OfflineRequest(), limit_rate=False)
        floor_app.handlers.clear()
        floor_app.add_handler(InlineQueryHandler(bare))
        floor = await measure(floor_app, updates)
        ours = await measure(
            build_application(settings, request=OfflineRequest(), limit_rate=False), updates
        )
    print(f"{len(updates)} inline queries (µs per update: p50 / p99)")
    print(f"{'query':>10} {'(b) bare':>16} {'(c) bot':>16} {'(c)/(b) p50':>12}")
    for kind in QUERIES:
        b, c = floor[kind], ours[kind]
        print(
            f"{kind:>10} {_p(b, 50):7.0f} / {_p(b, 99):6.0f} {_p(c, 50):7.0f} / {_p(c, 99):6.0f}"
            f" {_p(c, 50) / _p(b, 50):12.2f}"
        )
    every_b = [v for values in floor.values() for v in values]
    every_c = [v for values in ours.values() for v in values]
    print(
        f"all: (c)/(b) {_p(every_c, 50) / _p(every_b, 50):.2f} by p50; "
        f"p99 of (c) {_p(every_c, 99) / 1000:.2f} ms"
    )


if __name__ == "__main__":
    asyncio.run(main())
