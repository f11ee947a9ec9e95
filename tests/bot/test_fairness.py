"""One user's flood never makes another user wait for it: the updates handled at once and the
worker thread that reads text are shared between users (``bot.fairness``; the probes of
2026-12-01 rerun: 300 inline queries from 50 users held another user's /help for 1.7 s, behind
python-telegram-bot's 256 places taken in arrival order). Orders are checked, never times."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from telegram import Update

from bot import fairness
from bot.app import build_application
from bot.fairness import Shares, off_loop, whose
from tests.bot.harness import FakeTelegram, settings_for, user


def _message_from(user_id: int, update_id: int) -> Update:
    sender = user(user_id)
    message = {"message_id": update_id, "date": 0, "chat": {"id": user_id, "type": "private"}}
    return Update.de_json(
        {"update_id": update_id, "message": {**message, "from": sender, "text": "hi"}}, None
    )


async def _settle() -> None:
    """Every task that can run runs (no clock involved)."""
    for _ in range(20):
        await asyncio.sleep(0)


async def test_another_users_update_starts_while_a_flood_of_fifty_users_waits(
    tmp_path: Path,
) -> None:
    app = build_application(settings_for(tmp_path), request=FakeTelegram(), limit_rate=False)
    processor = app.update_processor
    held = asyncio.Event()
    started: list[str] = []

    async def handled(name: str) -> None:
        started.append(name)
        await held.wait()  # as a query waits for the worker thread

    flood = [
        asyncio.create_task(
            processor.process_update(_message_from(5000 + n % 50, n), handled(f"flood {n}"))
        )
        for n in range(300)
    ]
    await _settle()
    other = asyncio.create_task(processor.process_update(_message_from(100, 999), handled("other")))
    await _settle()
    try:
        assert "other" in started  # at once, not after the flood's first queries are done
        assert len(started) == 50 * fairness.PER_USER + 1
    finally:
        held.set()
        await asyncio.gather(*flood, other)
    assert len(started) == 301


async def test_one_users_updates_run_a_few_at_once_in_the_order_they_came() -> None:
    shares = Shares(places=10, per_key=2)
    order: list[int] = []
    gates = [asyncio.Event() for _ in range(6)]

    async def turn(n: int) -> None:
        await shares.acquire("ana")
        order.append(n)
        await gates[n].wait()
        shares.release("ana")

    tasks = [asyncio.create_task(turn(n)) for n in range(6)]
    await _settle()
    assert order == [0, 1]
    gates[1].set()
    await _settle()
    assert order == [0, 1, 2]
    for gate in gates:
        gate.set()
    await asyncio.gather(*tasks)
    assert order == [0, 1, 2, 3, 4, 5]


async def test_a_freed_place_goes_to_the_user_holding_fewest_then_in_turn() -> None:
    shares = Shares(places=2, per_key=2)
    order: list[str] = []
    gates: dict[str, asyncio.Event] = {}

    async def turn(key: str, name: str) -> None:
        gates[name] = asyncio.Event()
        await shares.acquire(key)
        order.append(name)
        await gates[name].wait()
        shares.release(key)

    names = [("a", f"a{n}") for n in range(5)] + [("b", "b0"), ("c", "c0"), ("b", "b1")]
    tasks = []
    for key, name in names:
        tasks.append(asyncio.create_task(turn(key, name)))
        await _settle()
    assert order == ["a0", "a1"]
    gates["a0"].set()
    await _settle()
    assert order[2] == "b0"  # b and c hold none: the first of them in line
    gates["a1"].set()
    await _settle()
    assert order[3] == "c0"  # c holds none, a none, b one: a was served since
    for gate in list(gates.values()):
        gate.set()
    await asyncio.gather(*tasks)
    assert sorted(order) == sorted(name for _, name in names)


async def test_a_cancelled_wait_gives_its_place_to_the_next() -> None:
    shares = Shares(places=1, per_key=1)
    await shares.acquire("a")
    waiting = asyncio.create_task(shares.acquire("b"))
    after = asyncio.create_task(shares.acquire("c"))
    await _settle()
    waiting.cancel()
    await _settle()
    shares.release("a")
    await _settle()
    assert waiting.cancelled()
    assert after.done()
    assert shares.holding("c") == 1
    assert shares.holding("b") == 0
    shares.release("c")


async def test_the_worker_thread_reads_one_job_of_each_waiting_user_in_turn() -> None:
    first_started, go_on = threading.Event(), threading.Event()
    order: list[str] = []

    def job(name: str) -> None:
        if name == "a0":
            first_started.set()
            go_on.wait(30)  # a bound, not a measure: the job waits for the test to go on
        order.append(name)

    first = asyncio.create_task(off_loop(5000, job, "a0"))
    await asyncio.get_running_loop().run_in_executor(None, first_started.wait, 30)
    queued = [asyncio.create_task(off_loop(5000, job, f"a{n}")) for n in range(1, 30)]
    await _settle()
    other = asyncio.create_task(off_loop(100, job, "other"))
    await _settle()
    go_on.set()
    await asyncio.gather(first, *queued, other)
    assert order.index("other") <= 2  # after the job running and one more of a's at most


def test_work_is_counted_to_its_user_else_its_chat() -> None:
    assert whose(_message_from(42, 1)) == 42
    post = {"message_id": 1, "date": 0, "chat": {"id": -1005, "type": "channel"}, "text": "x"}
    assert whose(Update.de_json({"update_id": 2, "channel_post": post}, None)) == -1005
    assert whose(Update(update_id=3)) is None  # a poll's new state names nobody
    assert whose("not an update") is None
