"""How much drawing a quiz question costs, against python-telegram-bot's own floor for one
update (``bench.core_decisions.floor_samples``: one callback-query update through
``Application.process_update``, answered and edited, the Bot API answered locally).

"Drawing one question" is what the bot does for ``/quiz`` or "Next question" before it talks to
Telegram: spaced repetition picks the topic, level and question (``bot.quiz.draw.pick``), and
the question is put in words (``words.question_screen``) and, for a group, as a quiz poll
(``words.poll``). Measured three ways, over a seeded stream of users' histories in all three
languages:

* first draw: the question was never put in words in this process (the quiz's word caches
  cleared before each draw; its rulings are the bank's, decided when the bank was built);
* steady: a running bot's caches warm (the same questions drawn again);
* the bank: built once per process from the tree and the core (first draw of all).

Also the cost of recording an answer in SQLite (``QuizStore.record``, a real file, WAL,
``synchronous=FULL``), which runs in a worker thread, off the event loop. Target: a first draw
at most 1x the floor. Run: ``python -m bench.quiz``. Figures are printed, never asserted.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from bench.core_decisions import floor_samples
from bot.i18n import LANGUAGES
from bot.quiz import bank as quiz_bank
from bot.quiz import words
from bot.quiz.draw import pick
from bot.quiz.schedule import Progress, after_answer
from bot.quiz.store import QuizStore
from bot.quiz.topics import TOPICS, Topic
from bot.screens import decide_path

SEED, DRAWS, ROUNDS, RECORDS = 2026, 600, 3, 200
TARGET = 1.0


def histories() -> list[tuple[dict[Topic, Progress], str]]:
    """Seeded users: some topics answered, right or wrong, at various times; a language."""
    rng = random.Random(SEED)
    found = []
    for _ in range(DRAWS):
        progress: dict[Topic, Progress] = {}
        for topic in rng.sample(TOPICS, rng.randint(0, len(TOPICS))):
            record = None
            for _ in range(rng.randint(1, 8)):
                record = after_answer(record, rng.random() < 0.7, rng.uniform(0, 1e5))
            if record is not None:
                progress[topic] = record
        found.append((progress, rng.choice(LANGUAGES)))
    return found


def _clear() -> None:
    for cached in (words.answers, words.question_screen, words.poll, words.result):
        cached.cache_clear()


def draw_times(users: list[tuple[dict[Topic, Progress], str]], *, first: bool) -> list[float]:
    samples = []
    clock = time.perf_counter
    for progress, lang in users:
        if first:
            _clear()
        start = clock()
        drawn = pick(progress, 1e5)
        words.question_screen(drawn.id, lang)
        words.poll(drawn.id, lang)
        samples.append(clock() - start)
    return samples


def bank_time() -> float:
    quiz_bank.bank.cache_clear()
    quiz_bank._texts.cache_clear()
    decide_path.cache_clear()
    start = time.perf_counter()
    quiz_bank.bank()
    return time.perf_counter() - start


def record_times() -> list[float]:
    with tempfile.TemporaryDirectory() as folder:
        store = QuizStore(Path(folder) / "preferences.sqlite3").open()
        samples = []
        for n in range(RECORDS):
            start = time.perf_counter()
            store.record(n % 20, TOPICS[n % len(TOPICS)], right=n % 3 != 0, once=(n, n))
            samples.append(time.perf_counter() - start)
        store.close()
    return samples


def main() -> None:
    built = bank_time()
    questions = quiz_bank.bank().questions
    users = histories()
    draw_times(users, first=False)  # warm-up: imports, the translators
    floors: list[float] = []
    samples: dict[str, list[float]] = {"first": [], "steady": []}
    ratios: dict[str, list[float]] = {"first": [], "steady": []}
    for _ in range(ROUNDS):
        floor = statistics.median(floor_samples())
        floors.append(floor)
        for name, taken in (
            ("first", draw_times(users, first=True)),
            ("steady", draw_times(users, first=False)),
        ):
            samples[name] += taken
            ratios[name].append(statistics.median(taken) / floor)
    floor = statistics.median(floors)
    records = record_times()

    print("quiz question draw (bench.quiz)")
    print(
        f"  bank: {len(questions)} questions from the tree, built in {built * 1e3:,.0f} ms "
        f"(once per process); {DRAWS} seeded users x {ROUNDS} rounds, en/es/it"
    )
    print(f"  {'':40}{'median':>10}{'p90':>10}{'x floor':>10}")
    print(f"  {'PTB floor: one callback-query update':40}{_us(floor):>10}{'':>10}{1:>10.2f}")
    for name, label in (
        ("first", "draw one question, first time"),
        ("steady", "draw one question, caches warm"),
    ):
        median = statistics.median(samples[name])
        p90 = statistics.quantiles(samples[name], n=10)[8]
        ratio = statistics.median(ratios[name])
        print(f"  {label:40}{_us(median):>10}{_us(p90):>10}{ratio:>10.3f}")
    median, p90 = statistics.median(records), statistics.quantiles(records, n=10)[8]
    print(f"  {'record an answer (SQLite, fsync)':40}{_us(median):>10}{_us(p90):>10}")
    first = statistics.median(ratios["first"])
    verdict = "met" if first <= TARGET else "NOT met"
    print(
        f"summary: drawing one question costs {first:.2f}x the floor the first time, "
        f"{statistics.median(ratios['steady']):.2f}x warm (target <= {TARGET:g}x: {verdict})"
    )


def _us(seconds: float) -> str:
    return f"{seconds * 1e6:,.0f} µs"


if __name__ == "__main__":
    main()
