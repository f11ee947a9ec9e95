"""A crossing of the end line near a post, or near a board, whose side is not said: 22.a's
spot is the same on both sides ("5 yards outside the post it went out by"), so the typed-only
answer that holds both mirror places (``bot.flow.zones.NEAR_EITHER_POST`` / ``_BOARD``) is
taken, never a guessed side, and never asked which post or board. A side said anywhere keeps
its side; a goal said, a dispute over which line it crossed, or alternatives asked still ask
the place (``[unsaid_side]`` in ``choices.toml``)."""

import pytest

from tests.understand.reading import read

_NEAR_A_POST = [
    ("en", "their 3 hit it over our end line close to the post, where is the knock-in taken?"),
    ("en", "attacker knocked it over the end line beside the post"),
    ("es", "un atacante la sacó por el fondo al lado del palo, ¿dónde sacamos?"),
    ("es", "un atacante la tiró afuera por el fondo pegada al poste"),
    ("it", "un attaccante la manda fuori sul fondo vicino al palo, dove si batte?"),
    ("it", "un attaccante la butta fuori dal fondo accanto al palo"),
]

_NEAR_A_BOARD = [
    ("en", "attacker sent it over the back line a couple of yards from the boards"),
    ("en", "an attacker hit it over the end line right against the boards, where do we put it?"),
    ("es", "un atacante la sacó por el fondo junto a la tabla"),
    ("es", "un atacante la tiró por el fondo pegadita a las tablas, ¿de dónde se saca?"),
    ("it", "un attaccante la butta fuori dal fondo vicino alle sponde"),
    ("it", "un attaccante la manda fuori sul fondo attaccata alla sponda, dove si batte?"),
]

_A_SAFETY_NEAR_A_POST = [
    ("en", "our 4 cleared it over our own end line right by the post"),
    ("es", "nuestro back la sacó por nuestro fondo cerca del palo"),
    ("it", "il nostro 4 la spazza fuori dal nostro fondo vicino al palo"),
]


@pytest.mark.parametrize(("lang", "text"), _NEAR_A_POST)
def test_near_a_post_without_its_side_is_the_post_it_went_out_by(lang: str, text: str) -> None:
    assert read(text, lang) == ("end_line/attacker/near_either_post", None)


@pytest.mark.parametrize(("lang", "text"), _NEAR_A_BOARD)
def test_near_a_board_without_its_side_is_the_board_it_went_out_by(lang: str, text: str) -> None:
    assert read(text, lang) == ("end_line/attacker/near_either_board", None)


@pytest.mark.parametrize(("lang", "text"), _A_SAFETY_NEAR_A_POST)
def test_a_safety_near_a_post_needs_no_side_either(lang: str, text: str) -> None:
    assert read(text, lang) == ("end_line/defender/near_either_post", None)


@pytest.mark.parametrize(
    ("lang", "text", "place"),
    [
        ("en", "their 3 hit it over our end line close to the left post", "near_left_post"),
        ("en", "an attacker hit it over the end line by the right boards", "right_board"),
        ("es", "un atacante la sacó por el fondo cerca del palo derecho", "near_right_post"),
        ("it", "un attaccante la manda fuori sul fondo vicino al palo sinistro", "near_left_post"),
    ],
)
def test_a_side_said_keeps_its_side(lang: str, text: str, place: str) -> None:
    assert read(text, lang) == (f"end_line/attacker/{place}", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # which line it crossed is disputed: the boards named as a line
        ("en", "attacker hit it, out at the corner, did it cross the end line or the boards?"),
        # alternatives asked: the places are offered
        ("en", "attacker hit it over the end line near the left post or the right one?"),
    ],
)
def test_a_place_still_in_question_is_asked(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert asked is not None, answers
    assert "either" not in answers
