"""The worst CPU one message can cost the bot, typed, searched or inline, against
python-telegram-bot's own floor for one update (review 2026-12-01, M1: a /rule query of 4,096
"ﬃ" cost 52.6 ms on the event loop, 300 of them held other users for 17 s).

Each kind of hostile text (the review's list: never-seen words in three languages, one long
"word", U+FDFA that NFKD makes 18 characters, ligatures, zero-width and direction marks,
combining accents, emoji, digits, FTS syntax...) is sent as the handlers read it (the typed
text cut to ``MAX_TEXT``, the inline query to ``MAX_QUERY``), each time made new (a counter in
front) and with every per-word cache emptied first, so nothing is cached from the last one.
CPU is the process's own (``time.process_time``), so other jobs on the machine do not count.
Reported per surface: the median and the worst of the hostile kinds, a normal message, and the
worst as a multiple of the floor (median of one callback-query update). Since the round of
2026-12-01 this work runs in a worker thread (``bot.fairness.off_loop``), so it does not hold the
event loop for its whole length; the figure says what a message can cost at most.
Figures are printed, never asserted. Run: ``python -m bench.hostile``.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from bench.core_decisions import floor_samples
from bot import folding
from bot.handlers.ask import MAX_TEXT, _read
from bot.handlers.inline import MAX_QUERY, cards_for_words
from bot.i18n import translator
from bot.search import query as search_query
from bot.search import text as search_text
from bot.search.screens import rule_answer
from bot.understand.vocabulary import clear_word_caches

ROUNDS = 5
_RANDOM = random.Random(7)


def _new_word() -> str:
    """A word no vocabulary has, of letters only (so it is stemmed and typo-corrected)."""
    syllables = _RANDOM.randint(3, 5)
    return "".join(
        _RANDOM.choice("bcdfghjklmnprstvz") + _RANDOM.choice("aeiou") for _ in range(syllables)
    )


HOSTILE: dict[str, str] = {
    "never-seen words": " ".join(_new_word() for _ in range(900)),
    "one long word": "x" * 4096,
    "ligatures ﬃ": "\ufb03" * 4096,
    "U+FDFA (NFKD x18)": "\ufdfa" * 4096,
    "zero-width joiners": "blue\u200d" * 800,
    "direction marks": "\u202eend line\u202c " * 300,
    "combining accents": "a" + "\u0301" * 4095,
    "emoji": "🐎🏑" * 2048,
    "digits": "9" * 4096,
    "numbers": " ".join(str(n) for n in range(1500)),
    "mixed scripts": "línea لخط линия 線 " * 250,
    "FTS syntax": 'NEAR( "a" OR * ^ col: ( ' * 200,
    "repetition": "knock in " * 500,
}
NORMAL = "a defender hit it over the end line near the left post"


def _cold() -> None:
    """Every per-word cache emptied: the next message's words are all new."""
    clear_word_caches()
    folding._fold_short.cache_clear()
    search_text.stem.cache_clear()
    search_query.correct.cache_clear()
    search_query._forms.cache_clear()


def _typed(text: str) -> object:
    return _read(text[:MAX_TEXT], "it", None)


def _search(text: str) -> object:
    return rule_answer(text, translator("it"))


def _inline(text: str) -> object:
    return cards_for_words(" ".join(text[: MAX_QUERY * 4].split())[:MAX_QUERY], "it")


SURFACES: dict[str, Callable[[str], object]] = {
    "typed text": _typed,
    "/rule search": _search,
    "inline query": _inline,
}


def cpu_of(work: Callable[[str], object], text: str) -> float:
    _cold()
    start = time.process_time()
    work(text)
    return time.process_time() - start


def main() -> None:
    for work in SURFACES.values():  # vocabularies, index and translators loaded once
        work(NORMAL)
    floor = statistics.median(floor_samples())
    print("hostile messages, CPU per message, cold caches (bench.hostile)")
    print(f"  PTB floor, one callback-query update: {floor * 1e3:.3f} ms (median)")
    print(f"  {'':16}{'normal':>10}{'hostile p50':>13}{'worst':>10}  worst kind")
    for name, work in SURFACES.items():
        normal = statistics.median(cpu_of(work, f"{n} {NORMAL}") for n in range(ROUNDS))
        worst_of = {
            kind: max(cpu_of(work, f"{n:06d}{text}") for n in range(ROUNDS))
            for kind, text in HOSTILE.items()
        }
        kind, worst = max(worst_of.items(), key=lambda kv: kv[1])
        median = statistics.median(worst_of.values())
        print(
            f"  {name:16}{normal * 1e3:>8.2f}ms{median * 1e3:>11.2f}ms{worst * 1e3:>8.2f}ms"
            f"  {kind}: {worst / floor:.1f}x the floor"
        )


if __name__ == "__main__":
    main()
