"""What an umpire reads, and what a ruling costs in Bot API calls.

* What shows of every ruling the tree can reach before its fold, as Telegram draws the message
  sent (``bot.render.before_fold``: every line outside the expandable quotation, and the
  first 3 lines of the collapsed quotation at a phone's 38 characters a line: the costs, the
  clock, a heading), per language: median and max, in characters, against the budget (300 in
  English, 360 in Spanish and Italian); the folded details, for comparison; the costs it shows
  (the same in every language: the English glance decides) and how many of them list their
  violations shorter to fit.
* The same for typed questions that get a ruling (``bot.understand.reply``, on messages
  written from every 3rd path as tests/understand writes them): the reply as sent, its
  "I understood" line included wherever it is.
* Bot API calls per ruling: the last tap of a walk, in a private chat and in a group, through
  the real Application with an offline Bot API that counts the calls by method.

Run: ``.venv/bin/python -m bench.ruling_text``.
"""

from __future__ import annotations

import asyncio
import statistics
import tempfile
from collections import Counter
from typing import Any

from telegram import Update
from telegram.request import RequestData

from bench.offline import BOT, OfflineRequest
from bot.app import build_application
from bot.callback_data import Action, CallbackData
from bot.context import SERVICES_KEY
from bot.flow import ROOT, all_paths
from bot.i18n import LANGUAGES, translator
from bot.render import GLANCE_BUDGET, before_fold, render_ruling
from bot.screens import decide_path, screen
from bot.settings import load_settings
from bot.terminal import plain
from bot.understand import understand
from bot.understand.reply import reply
from rules_core import Ruling
from tests.understand.phrasing import message_for

TOKEN = "123456789:AABenchTokenAbcdefghijklmnopqrstuvwx"
#: every 9th path: a sample of rulings with and without diagrams, penalties and options
SAMPLE_STEP = 9
#: every 3rd path: the typed questions measured
TYPED_STEP = 3


class CountingRequest(OfflineRequest):
    """The offline Bot API, counting each call by method."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: Counter[str] = Counter()

    async def do_request(  # noqa: PLR0917 (BaseRequest.do_request's own signature)
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: object = None,
        write_timeout: object = None,
        connect_timeout: object = None,
        pool_timeout: object = None,
    ) -> tuple[int, bytes]:
        self.calls[url.rsplit("/", 1)[-1]] += 1
        return await super().do_request(url, method, request_data, read_timeout)


def lengths() -> None:
    paths = all_paths(ROOT)
    print(f"what shows before the fold of every ruling ({len(paths)} paths), as sent, characters;")
    print("costs shown above the fold, and how many of them list their violations shorter ('…')")
    print(
        f"{'':>4} {'median':>7} {'max':>5} {'budget':>7} {'over':>5} {'details median':>15}"
        f" {'costs':>6} {'cut':>4}"
    )
    for lang in LANGUAGES:
        shown = [screen(path, lang) for path in paths]
        visible = [before_fold(s.text) for s in shown]
        sizes = [len(v) for v in visible]
        details = [len(plain(s.details)) for s in shown]
        budget = GLANCE_BUDGET[lang]
        over = sum(v > budget for v in sizes)
        costs = sum(_costs(path, lang) for path in paths)
        cut = sum(v.count("… → ") for v in visible)
        print(
            f"{lang:>4} {statistics.median(sizes):7.0f} {max(sizes):5d} {budget:7d} {over:5d}"
            f" {statistics.median(details):15.0f} {costs:6d} {cut:4d}"
        )


def _costs(path: str, lang: str) -> int:
    """How many costs the ruling's glance names (one '→' each in its lead's costs line)."""
    ruling = decide_path(path)
    if not isinstance(ruling, Ruling):
        return 0
    lead = render_ruling(ruling, translator(lang)).lead
    return lead.count(" → ")


def typed_lengths() -> None:
    paths = all_paths(ROOT)[::TYPED_STEP]
    print(f"\nwhat shows before the fold of a typed question's ruling, as sent ({len(paths)}")
    print("messages per language written from the tree's paths), characters")
    print(f"{'':>4} {'rulings':>8} {'median':>7} {'max':>5} {'budget':>7} {'over':>5}")
    for lang in LANGUAGES:
        sizes = []
        for path in paths:
            answer = reply(understand(" ".join(message_for(path, lang)), lang), lang)
            if answer.screen.ruling:
                sizes.append(len(before_fold(answer.screen.text)))
        budget = GLANCE_BUDGET[lang]
        over = sum(v > budget for v in sizes)
        print(
            f"{lang:>4} {len(sizes):8d} {statistics.median(sizes):7.0f} {max(sizes):5d}"
            f" {budget:7d} {over:5d}"
        )


def _last_tap(codec: Any, n: int, path: str, chat: dict[str, Any]) -> dict[str, Any]:
    user = {"id": 7, "is_bot": False, "first_name": "U", "language_code": "en"}
    data = codec.encode(CallbackData(Action.GO, 7, "en", path))
    message = {"message_id": n, "date": 0, "chat": chat, "from": BOT, "text": "menu"}
    query = {"id": str(n), "from": user, "chat_instance": "c", "message": message, "data": data}
    return {"update_id": n, "callback_query": query}


async def calls_per_ruling() -> None:
    paths = all_paths(ROOT)[::SAMPLE_STEP]
    chats = {
        "private": {"id": 7, "type": "private"},
        "group": {"id": -100, "type": "group", "title": "Club"},
    }
    print(f"\nBot API calls per ruling (the last tap of {len(paths)} sampled walks)")
    with tempfile.TemporaryDirectory() as tmp:
        settings = load_settings({"TELEGRAM_BOT_TOKEN": TOKEN, "DATA_DIR": tmp}, env_file=None)
        for kind, chat in chats.items():
            request = CountingRequest()
            app = build_application(settings, request=request, limit_rate=False)
            codec = app.bot_data[SERVICES_KEY].codec
            async with app:
                request.calls.clear()
                for n, path in enumerate(paths, 1):
                    update = Update.de_json(_last_tap(codec, n, path, chat), app.bot)
                    await app.process_update(update)
            per = {m: c / len(paths) for m, c in sorted(request.calls.items())}
            total = sum(per.values())
            detail = ", ".join(f"{m} {c:.2f}" for m, c in per.items())
            print(f"  {kind:>8}: {total:.2f} calls per ruling ({detail})")


def main() -> None:
    lengths()
    typed_lengths()
    asyncio.run(calls_per_ruling())


if __name__ == "__main__":
    main()
