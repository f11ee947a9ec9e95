"""How fast a typed question is understood, against python-telegram-bot's own floor for one tap.

Four costs, measured in the same run:

* understanding one message (``bot.understand.understand``): every message of the test corpus
  (``tests/understand/corpus_*.toml``, en/es/it), after a warm-up, so the vocabulary is loaded
  and each word's stem or typo correction is cached, as in a bot that has been running;
* the same with every per-word cache emptied before each message (``clear_word_caches``: the
  stems and the typo corrections), as for words the bot has never seen: a word the
  vocabularies hold has its stems from their loading; any other word is stemmed and, where
  the vocabulary does not hold its stem, compared with the vocabulary's words of about its
  length (rapidfuzz);
* a press on a typed answer (``bot.handlers.ask.typed_press`` without Telegram, in a chat
  with no team names): whether the press goes on (``press_goes_on``), the message read again
  (``understand``: a running bot read it seconds before, when it came, and keeps what it read
  of the last 1,024 messages, ``bot.understand.text.per_text``; the first round stands for
  that first read), and the screen with the rest followed (``typed_screen``), for the first
  answer offered under each corpus message that asks a question;
* the floor: one callback-query update through ``Application.process_update``
  (``bench.core_decisions``);

and the wall time of the command line, ``python -m bot understand``, start-up included.
Target: understanding one message costs at most the floor (median); the command line, under a
second. Figures are printed, never asserted. Run: ``python -m bench.understand``.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
import tomllib
from pathlib import Path

from bench.core_decisions import floor_samples, p99
from bot.callback_data import Action
from bot.understand import understand
from bot.understand.reply import press_goes_on, reply, typed_screen
from bot.understand.text import forget_texts
from bot.understand.vocabulary import clear_word_caches

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "understand"
ROUNDS = 5
CLI_RUNS = 5


def corpus() -> list[tuple[str, str]]:
    """(text, lang) of every corpus message, if the tests are there."""
    found = []
    for lang in ("en", "es", "it"):
        path = CORPUS / f"corpus_{lang}.toml"
        if path.exists():
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            found += [(m["text"], lang) for m in data["message"]]
    return found or [("a defender hit it over the end line near the left post", "en")]


def warm(messages: list[tuple[str, str]]) -> list[float]:
    for text, lang in messages:
        understand(text, lang)
    samples = []
    for _ in range(ROUNDS):
        for text, lang in messages:
            forget_texts()  # its words seen before, the message itself never: no text cache
            start = time.perf_counter()
            understand(text, lang)
            samples.append(time.perf_counter() - start)
    return samples


def unseen_words(messages: list[tuple[str, str]]) -> list[float]:
    samples = []
    for _ in range(ROUNDS):
        for text, lang in messages:
            clear_word_caches()
            start = time.perf_counter()
            understand(text, lang)
            samples.append(time.perf_counter() - start)
    return samples


def presses(messages: list[tuple[str, str]]) -> list[float]:
    pressed: list[tuple[str, str, str, list[tuple[Action, str]]]] = []
    for text, lang in messages:
        shown = reply(understand(text, lang), lang).screen
        buttons = [(b.action, b.payload) for row in shown.rows for b in row]
        first = next((p for action, p in buttons if action is Action.GO), None)
        if first is not None and not shown.ruling:
            pressed.append((text, lang, first, buttons))
    samples = []
    for round_ in range(ROUNDS + 1):  # the first round warms the caches
        for text, lang, payload, buttons in pressed:
            start = time.perf_counter()
            onward = press_goes_on(payload, buttons)
            concepts = understand(text, lang).concepts
            typed_screen(concepts, payload, lang, None, extend=onward, narrow=onward)
            if round_:
                samples.append(time.perf_counter() - start)
    return samples


def command_line() -> list[float]:
    command = [sys.executable, "-m", "bot", "understand", "--lang", "es"]
    text = "se fue por las tablas, la sacó un defensor, tablas izquierdas dentro de los 60"
    samples = []
    for _ in range(CLI_RUNS):
        start = time.perf_counter()
        subprocess.run([*command, text], check=True, capture_output=True)
        samples.append(time.perf_counter() - start)
    return samples


def main() -> None:
    messages = corpus()
    rows = [
        ("one message, words seen before", warm(messages)),
        ("one message, every word new", unseen_words(messages)),
        ("one press on a typed answer", presses(messages)),
        ("PTB floor: one callback-query update", floor_samples()),
    ]
    cli = command_line()
    print("typed questions (bench.understand)")
    print(f"  {len(messages)} corpus messages in en/es/it, {ROUNDS} rounds")
    print(f"  {'':44}{'median':>12}{'p99':>12}")
    for name, samples in rows:
        print(
            f"  {name:44}{statistics.median(samples) * 1e6:>10.1f}µs{p99(samples) * 1e6:>10.1f}µs"
        )
    floor = statistics.median(rows[3][1])
    for name, samples in rows[:3]:
        share = statistics.median(samples) / floor
        print(f"  {name}: {share:.2f}x the floor (target: at most 1x)")
    print(
        f"  python -m bot understand, start-up included: median {statistics.median(cli):.2f} s, "
        f"worst {max(cli):.2f} s of {CLI_RUNS} (target: under 1 s)"
    )


if __name__ == "__main__":
    main()
