"""Principle 0, sixteenth pass (every decided fresh message, Italian): how far outside a post.

* "Wide BY a measure" ("larga DI 2 METRI fuori dal palo", "went wide BY 2 YARDS", "salió
  abierta POR 2 METROS"): a figure with its unit right after the word "wide" is by how much the
  shot missed, post said or not. Within 5 yards it is near the post (22.a: the knock-in is 5
  yards out from the post), never "wide" (the knock-in where it crossed); beyond, still wide.
* "A couple of" metres or yards ("un paio di metri", "a couple of yards", "un par de metros")
  is two: near the post.
* "A few metres from the post" ("a qualche metro dal palo") may be inside the 5 yards or beyond
  it: the post is said, the place is asked, never the single metre of "a un metro dal palo".
"""

import pytest

from bot.understand import understand
from tests.understand.reading import read

_WIDE_BY_A_LITTLE = [
    (
        "it",
        "il loro 2 tira in porta, la palla va larga di un paio di metri fuori dal palo sinistro "
        "e passa la linea di fondo, chi batte?",
    ),
    ("it", "tiro del loro 3 in porta, esce larga di 2 metri a sinistra sul fondo, dove battiamo"),
    ("it", "il loro 1 ha tirato in porta, uscita sul fondo a un paio di metri dal palo sinistro"),
    ("en", "their 2 shot at goal and it went wide by 2 yards on the left over the end line"),
    ("en", "their 3 shot over the end line a couple of yards outside the left post"),
    ("es", "el 2 de ellos tiró al arco, salió por el fondo a un par de metros del poste izquierdo"),
    ("es", "el 3 de ellos tiró al arco, salió abierta por 2 metros por la izquierda, por el fondo"),
]


@pytest.mark.parametrize(("lang", "text"), _WIDE_BY_A_LITTLE)
def test_wide_by_a_little_is_near_the_post(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert (answers, asked) == ("end_line/attacker/near_left_post", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il loro 2 tira in porta, esce larga di 8 metri a sinistra sul fondo, chi batte"),
        ("en", "their 2 shot at goal and it went wide by 9 yards on the left over the end line"),
        ("es", "el 2 de ellos tiró al arco, abierta por 8 metros por la izquierda, por el fondo"),
    ],
)
def test_wide_by_more_than_five_yards_stays_wide(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert (answers, asked) == ("end_line/attacker/wide_left", None)


@pytest.mark.parametrize(
    "text",
    [
        "il loro 2 tira, esce sul fondo a qualche metro dal palo sinistro, dove battiamo",
        "il loro 3 tira in porta e la palla esce a qualche metro fuori dal palo sinistro",
        "tiro del loro 4 sul fondo a qualche yarda dal palo sinistro, rimessa nostra da dove?",
    ],
)
def test_a_few_metres_from_the_post_asks_the_place(text: str) -> None:
    understanding = understand(text, "it")
    assert not understanding.decided
    assert "NEAR_POST" not in understanding.concepts
    answers, asked = read(text, "it")
    assert (answers, asked) == ("end_line/attacker", "end_line_where")


def test_one_metre_from_the_post_is_still_near() -> None:
    answers, asked = read("il loro 2 tira, esce sul fondo a un metro dal palo sinistro", "it")
    assert (answers, asked) == ("end_line/attacker/near_left_post", None)


@pytest.mark.parametrize(
    ("lang", "couple", "often", "text"),
    [
        ("it", "un paio di volte", "spesso", "{} il loro 3 ha tirato fuori sul fondo, chi batte?"),
        ("en", "a couple of times", "often", "{} their 3 shot it over our end line, who hits?"),
        ("es", "un par de veces", "a menudo", "{} el 3 de ellos tiró por nuestro fondo, quién?"),
    ],
)
def test_a_couple_of_times_reads_as_any_count(
    lang: str, couple: str, often: str, text: str
) -> None:
    """ "Un paio di volte" is a two no player wears: the message reads as with "spesso"."""
    assert read(text.format(couple), lang) == read(text.format(often), lang)
