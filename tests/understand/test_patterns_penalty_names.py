"""Pattern: a penalty named as chats write it, "5a" or "5b" alone, with no penalty word before it
("a 5b in our own 40", "nos dieron un 5a", "ci hanno dato un 5b"): the penalty, as "Penalty 5.a"
is (``bot.understand.text``). Spaced, it is no penalty ("ganamos 5 a 4" is a score), and a
penalty word before the glued name changes nothing ("penalty 5a", "penal 5b")."""

from __future__ import annotations

import pytest

from bot.understand import concepts_of
from bot.understand.text import tokens


@pytest.mark.parametrize(
    ("lang", "text", "penalty"),
    [
        ("en", "5a from our half toward their goal", "P5A"),
        ("en", "they got a 5b in our own 40", "P5B"),
        ("en", "penalty 5a for blue", "P5A"),
        ("en", "ump gave 5b, ok?", "P5B"),
        ("es", "nos dieron un 5a en la 50", "P5A"),
        ("es", "5b para ellos frente a nuestro arco", "P5B"),
        ("es", "penal 5b", "P5B"),
        ("it", "ci hanno dato un 5b nella nostra metà", "P5B"),
        ("it", "5a ai rossi dal centro", "P5A"),
        ("it", "punizione 5a per i blu", "P5A"),
    ],
)
def test_a_glued_5a_or_5b_names_the_penalty(lang: str, text: str, penalty: str) -> None:
    assert penalty in concepts_of(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "ganamos 5 a 4 y después nada"),
        ("it", "finita 5 a 3 per noi"),
        ("en", "we were up 5 - 4 at the bell"),
    ],
)
def test_a_spaced_5_a_is_no_penalty(lang: str, text: str) -> None:
    assert not {"P5A", "P5B"} & concepts_of(text, lang)


def test_the_glued_name_is_the_token_a_penalty_word_and_number_make() -> None:
    penalty = frozenset({"penalty", "p"})
    assert tokens("a 5a", {}, penalty) == ["a", "pen5a"]
    assert tokens("penalty 5a", {}, penalty) == ["pen5a"]
    assert tokens("penalty 5 b", {}, penalty) == ["pen5b"]
    assert tokens("p5a", {}, penalty) == ["pen5a"]
    assert tokens("15a 5ab", {}, penalty) == ["15", "a", "5", "ab"]
