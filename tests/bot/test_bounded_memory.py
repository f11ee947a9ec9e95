"""Memory stays bounded whatever users send (review 2026-12-01, H1: 4,500 `/rule` messages of
U+FDFA took the bot from 90.8 to 758.5 MB, for good): caches hold words and short texts, never
a user's whole message, and a run of letters longer than any word of ours is not a word."""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable, Iterator

import pytest

from bot import folding
from bot.folding import LONGEST_WORD, fold
from bot.i18n import LANGUAGES, translator
from bot.search import text as search_text
from bot.search.index import index
from bot.search.screens import rule_answer
from bot.search.synonyms import phrase_words
from bot.understand import text as understand_text
from bot.understand import understand
from bot.understand.vocabulary import vocabulary


def _held_after(work: Callable[[], object]) -> int:
    """Bytes still allocated after ``work`` (what its caches kept)."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        work()
        gc.collect()
        return tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()


def _hostile(count: int, length: int) -> Iterator[str]:
    """Distinct messages that NFKD makes 18 times longer (U+FDFA)."""
    return (f"{n:06d}" + "\ufdfa" * length for n in range(count))


@pytest.fixture(autouse=True)
def _warm() -> None:
    """The index, the vocabularies and the translators built before anything is measured."""
    rule_answer("knock in", translator("en"))
    for lang in LANGUAGES:
        understand("blue hit it over the end line", lang)


def test_200_hostile_rule_queries_keep_no_more_than_a_few_megabytes() -> None:
    t = translator("en")
    held = _held_after(lambda: [rule_answer(q, t) for q in _hostile(200, 4082)])
    assert held < 12_000_000  # before: about 118 MB (two folded copies of each query)


def test_200_hostile_typed_messages_keep_no_more_than_a_few_megabytes() -> None:
    held = _held_after(lambda: [understand(q, "it") for q in _hostile(200, 4082)])
    assert held < 12_000_000  # before: about 40 MB (each folded message cached whole)


def test_the_fold_cache_at_its_worst_holds_a_few_megabytes() -> None:
    folding._fold_short.cache_clear()
    worst = (chr(0x4E00 + n) + "\ufdfa" * (folding.CACHED_MOST - 1) for n in range(10_000))
    held = _held_after(lambda: [fold(w) for w in worst])
    assert folding._fold_short.cache_info().currsize == folding.CACHE_SIZE
    assert held < 8_000_000
    assert fold("x" * (folding.CACHED_MOST + 1)) == "x" * (folding.CACHED_MOST + 1)
    assert folding._fold_short.cache_info().currsize == folding.CACHE_SIZE


@pytest.mark.parametrize("words", [search_text.words, understand_text.words])
def test_a_run_of_letters_longer_than_any_word_of_ours_is_no_word(
    words: Callable[[str], list[str]],
) -> None:
    assert words("ﬃ" * 4096) == []  # one 12,288-letter word, stemmed thrice, cost 52 ms
    assert words("knock " + "x" * (LONGEST_WORD + 1) + " in") == ["knock", "in"]
    assert words("y" * LONGEST_WORD) == ["y" * LONGEST_WORD]


def test_no_word_of_the_rulebook_or_the_vocabularies_is_longer_than_the_longest_word() -> None:
    ours = set(index().known) | set(phrase_words())
    for lang in LANGUAGES:
        ours |= set(vocabulary(lang).stem_of_word)
    assert max(map(len, ours)) <= LONGEST_WORD


def test_a_typed_message_is_read_for_its_first_words_only() -> None:
    """A message of 1,000 characters of new words cost 33 ms, each word stemmed twice."""
    many = " ".join(f"parola{n}" for n in range(500))
    assert len(understand_text.words(many)) == understand_text.MAX_WORDS
