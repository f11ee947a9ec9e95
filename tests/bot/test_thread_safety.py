"""Reading text in worker threads (``bot.fairness.off_loop``) gives what one thread gives: the
Snowball stemmers keep state while they stem, and two threads sharing one corrupted each
other's words (found by the memory probe rerun: IndexError inside snowballstemmer)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from bot.search.text import stem
from bot.understand.vocabulary import clear_word_caches, vocabulary

WORDS = [f"{base}{n}" for n in range(400) for base in ("caballos", "running", "cavalli")]


def _all_stems(lang: str) -> list[str]:
    return [stem(w, lang) for w in WORDS]


def _all_vocabulary_stems(lang: str) -> list[str]:
    v = vocabulary(lang)
    return [v.stem(w) for w in WORDS]


def test_stems_from_many_threads_at_once_are_the_stems_of_one() -> None:
    for work in (_all_stems, _all_vocabulary_stems):
        expected = {lang: work(lang) for lang in ("en", "es", "it")}
        for _ in range(3):
            stem.cache_clear()
            clear_word_caches()
            with ThreadPoolExecutor(max_workers=8) as pool:
                got = list(pool.map(work, ["en", "es", "it"] * 8))
            assert got == [expected[lang] for lang in ["en", "es", "it"] * 8]
