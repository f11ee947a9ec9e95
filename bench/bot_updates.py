"""How much the bot adds to what python-telegram-bot itself costs, per button press.

One seeded stream of synthetic callback-query updates (users walking random paths of the tree)
goes through ``Application.process_update`` with an offline request, three times:

  (a) no handler at all;
  (b) a bare handler making the same Bot API calls with the same parameters (answer + an HTML
      edit with a keyboard of the same size and text of the same length, and a photo with an
      HTML caption, in reply to the ruling, where the bot sends a ruling's diagram);
  (c) the real bot.

Reports µs per update (p50 / p99), the ratio (c)/(b), the server-side memory per user in the
middle of a flow (tracemalloc), and the taps-to-ruling table over the whole tree.
Run: ``.venv/bin/python -m bench.bot_updates``. Targets: (c)/(b) <= 1.25, p99 (c) < 5 ms.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
import tracemalloc
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, ReplyParameters, Update
from telegram.constants import ParseMode
from telegram.ext import Application, CallbackQueryHandler, ContextTypes

from bench.offline import BOT, OfflineRequest
from bot.app import build_application
from bot.callback_data import Action, CallbackData
from bot.context import SERVICES_KEY
from bot.diagrams import diagram_for
from bot.flow import KEYS, ROOT, all_paths
from bot.flow.more import MORE
from bot.screens import screen
from bot.settings import load_settings

TOKEN = "123456789:AABenchTokenAbcdefghijklmnopqrstuvwx"
SEED, USERS, UPDATES = 2026, 300, 6000
#: path -> (text length, buttons per row, sends a diagram) of the bot's screen, so (b) sends
#: replies of that size
SIZES: dict[str, tuple[int, list[int], bool]] = {}


def stream(codec: Any) -> list[dict[str, Any]]:
    """Seeded updates: each user taps along a random path, from the first question."""
    rng = random.Random(SEED)
    paths = all_paths(ROOT)
    walks = {uid: (rng.choice(paths), 0) for uid in range(1, USERS + 1)}
    updates = []
    for n in range(1, UPDATES + 1):
        uid = rng.randint(1, USERS)
        path, depth = walks[uid]
        depth += 1
        if depth > len(path):
            path, depth = rng.choice(paths), 1
        walks[uid] = (path, depth)
        data = codec.encode(CallbackData(Action.GO, uid, "en", path[:depth]))
        message = {
            "message_id": uid,
            "date": 0,
            "chat": {"id": uid, "type": "private"},
            "from": BOT,
            "text": "menu",
        }
        updates.append(
            {
                "update_id": n,
                "callback_query": {
                    "id": str(n),
                    "from": {"id": uid, "is_bot": False, "first_name": "U", "language_code": "en"},
                    "chat_instance": "c",
                    "message": message,
                    "data": data,
                },
            }
        )
    return updates


async def bare(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """(b): the same calls as the bot, with a same-sized keyboard, but no logic of ours."""
    query = update.callback_query
    if query is None or query.data is None:
        return
    text_length, shape, photo = SIZES[query.data.split(".")[1]]
    rows = [[InlineKeyboardButton("x", callback_data=query.data) for _ in range(n)] for n in shape]
    await query.answer()
    await query.edit_message_text(
        "x" * text_length, parse_mode=ParseMode.HTML, reply_markup=InlineKeyboardMarkup(rows)
    )
    if photo and query.message is not None:  # the bot sends each picture's file id once known
        await context.bot.send_photo(
            query.message.chat.id,
            "file-id",
            caption="x" * 80,
            parse_mode=ParseMode.HTML,
            reply_parameters=ReplyParameters(
                query.message.message_id, allow_sending_without_reply=True
            ),
            disable_notification=False,
        )


async def measure(app: Application, updates: list[dict[str, Any]]) -> list[float]:  # type: ignore[type-arg]
    timings = []
    async with app:
        objects = [Update.de_json(u, app.bot) for u in updates]
        for u in objects:  # warm-up: the steady state of a running bot (caches, first imports)
            await app.process_update(u)
        for u in objects:
            start = time.perf_counter_ns()
            await app.process_update(u)
            timings.append((time.perf_counter_ns() - start) / 1000)
    return timings


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1]


def taps_table() -> list[tuple[str, int, int, int]]:
    rows: dict[str, list[int]] = {}
    for path in all_paths(ROOT):
        first = ROOT.choices[KEYS.index(path[0])]
        slug = first.slug
        if slug == "more":
            slug = "more › " + MORE.choices[KEYS.index(path[1])].slug
        rows.setdefault(slug, []).append(len(path))
    return [(s, min(v), max(v), len(v)) for s, v in rows.items()]


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        settings = load_settings({"TELEGRAM_BOT_TOKEN": TOKEN, "DATA_DIR": tmp}, env_file=None)

        def app_with(kind: str) -> Application:  # type: ignore[type-arg]
            app = build_application(settings, request=OfflineRequest(), limit_rate=False)
            if kind != "bot":
                app.handlers.clear()
            if kind == "bare":
                app.add_handler(CallbackQueryHandler(bare))
            return app

        codec = app_with("bot").bot_data[SERVICES_KEY].codec
        updates = stream(codec)
        for path in {p[:d] for p in all_paths(ROOT) for d in range(len(p) + 1)}:
            shown = screen(path, "en")
            photo = shown.ruling and diagram_for(path, "en") is not None
            SIZES[path] = (len(shown.text), [len(row) for row in shown.rows], photo)
        results = {}
        for kind in ("none", "bare", "bot"):
            results[kind] = await measure(app_with(kind), updates)

        # memory per user mid-flow: new users' first taps, after the caches are warm
        app = app_with("bot")
        async with app:
            fresh = [Update.de_json(u, app.bot) for u in stream(codec)[:1000]]
            for u in fresh[:500]:
                await app.process_update(u)
            tracemalloc.start()
            before = tracemalloc.take_snapshot()
            users = {u.callback_query.from_user.id for u in fresh[500:] if u.callback_query}
            for u in fresh[500:]:
                await app.process_update(u)
            after = tracemalloc.take_snapshot()
            tracemalloc.stop()
        grown = sum(s.size_diff for s in after.compare_to(before, "filename"))

    print(f"{UPDATES} callback updates, {USERS} users, seed {SEED} (µs per update)")
    print(f"{'':>20} {'p50':>8} {'p99':>8} {'mean':>8}")
    names = {"none": "(a) no handler", "bare": "(b) bare handler", "bot": "(c) real bot"}
    for kind, values in results.items():
        print(
            f"{names[kind]:>20} {percentile(values, 50):8.1f} {percentile(values, 99):8.1f}"
            f" {statistics.fmean(values):8.1f}"
        )
    ratio = statistics.fmean(results["bot"]) / statistics.fmean(results["bare"])
    p50 = percentile(results["bot"], 50) / percentile(results["bare"], 50)
    print(f"(c)/(b): {ratio:.2f} by mean, {p50:.2f} by p50 (target <= 1.25)")
    print(f"p99 of (c): {percentile(results['bot'], 99) / 1000:.2f} ms (target < 5 ms)")
    print(
        f"memory: {grown} bytes over 500 taps by {len(users)} users: "
        f"{grown / max(len(users), 1):.0f} bytes per user (state lives in the callback data)"
    )
    print("\ntaps to a ruling")
    print(f"{'situation':<34} {'min':>4} {'max':>4} {'paths':>6}")
    for slug, low, high, count in taps_table():
        print(f"{slug:<34} {low:>4} {high:>4} {count:>6}")


if __name__ == "__main__":
    asyncio.run(main())
