"""Italian generalization, round 9 (issue 17): patterns the layer left unread, each in several
phrasings written for this test (never copied from the outsiders' corpus or the fresh messages),
in the other languages too where the pattern exists in them.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- "wide" with no side: the side is not asked where every wide place rules alike -----------


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("il loro 2 tira largo e la palla esce sul fondo", "it", "end_line/attacker/anywhere"),
        ("tiro largo del loro 4, fuori dal nostro fondo", "it", "end_line/attacker/anywhere"),
        (
            "il nostro 3 tira da lontano ma è larga, passa la linea di fondo loro",
            "it",
            "end_line/attacker/anywhere",
        ),
        ("their 2 shot wide over our back line", "en", "end_line/attacker/anywhere"),
        (
            "su 3 tiró desviado y la bocha salió por nuestro fondo",
            "es",
            "end_line/attacker/anywhere",
        ),
        # a defender's own hit wide over his end line: a Safety, opposite where it crossed
        (
            "il nostro 2 spazza largo e la manda oltre il nostro fondo",
            "it",
            "end_line/defender/anywhere",
        ),
    ],
)
def test_wide_without_a_side_is_not_asked_left_or_right(
    text: str, lang: str, expected: str
) -> None:
    assert read(text, lang) == (expected, None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a side said is kept: its places are offered, never the whole line
        ("il loro 2 tira, fuori dal nostro fondo sulla destra", "it"),
        # near a post: the knock-in moves 5 yards from that post, so which post is asked
        ("il loro 2 tira, la palla esce sul nostro fondo vicino al palo", "it"),
        ("their 2 shot over our back line near the post", "en"),
    ],
)
def test_a_side_or_a_post_said_still_asks_the_place(text: str, lang: str) -> None:
    answers, asked = read(text, lang)
    assert asked == "end_line_where", (answers, asked)


def test_wide_with_the_knock_in_named_still_asks_the_place() -> None:
    """The restart named only where the message asks ("rimessa nostra?") is what it asks, not
    what happened at it (round 10, ``RESTART_ASKED``): the place, which the ruling does not
    hang on, is no longer asked; a knock-in told by what happened at it still asks it."""
    answers, asked = read("tiro del loro 3 largo sul fondo, rimessa nostra?", "it")
    assert (answers, asked) == ("end_line/attacker/anywhere", None), (answers, asked)
    answers, asked = read("tiro del loro 3 largo sul fondo, rimessa nostra giocata subito", "it")
    assert asked == "end_line_where", (answers, asked)


# --- "battere IL fondo": the knock-in, in each tense and person -------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "il nostro 4 ha battuto il fondo prima che l'arbitro dicesse play",
        "il loro 3 batte il fondo prima del play",
        "battiamo il fondo senza aspettare il play",
        "hanno battuto il fondo in anticipo, prima del play",
    ],
)
def test_battere_il_fondo_before_play_is_a_knock_in_hit_before_play(text: str) -> None:
    answers, asked = read(text, "it")
    assert answers == "more/knock_in_problem/hit_before_play", (answers, asked)
    assert asked is None


@pytest.mark.parametrize(
    "text",
    [
        "chi batte il fondo adesso?",
        "il loro 3 ha battuto il fondo con un tocchetto",
        "battono il fondo dopo quindici secondi",
        "invece di battere subito il fondo ha aspettato",
    ],
)
def test_battere_il_fondo_names_the_knock_in(text: str) -> None:
    assert "KNOCK_IN" in understand(text, "it").concepts


def test_batto_or_battiamo_il_fondo_is_our_knock_in() -> None:
    for text in ("batto il fondo e il loro 1 mi ruba la palla", "battiamo il fondo noi"):
        assert "WE_KNOCK_IN" in understand(text, "it").concepts, text


# --- a side's player's number before the end line is no distance from it ----------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("tiro largo del loro 3 sul fondo, rimessa nostra?", "it"),
        ("palla fuori dal fondo su tiro largo del loro 1, rimessa nostra vero?", "it"),
        ("il nostro 2 sul fondo, rimessa loro", "it"),
        ("their 3 over the back line, our knock-in", "en"),
    ],
)
def test_a_players_number_before_the_line_is_no_opponent_inside_the_30(
    text: str, lang: str
) -> None:
    assert "INSIDE_30" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    "text",
    [
        "rimessa nostra, il loro 4 era a 15 dal fondo al play",
        "rimessa nostra e il loro 2 era a 20 yard",
        "their knock-in, our 3 was at 10 yards from the back line",
    ],
)
def test_yards_said_at_a_knock_in_still_place_the_opponent(text: str) -> None:
    lang = "en" if text.startswith("their") else "it"
    assert "INSIDE_30" in understand(text, lang).concepts
