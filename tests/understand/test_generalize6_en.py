"""English that generalizes, round 6 (issue 17). Every message here is written for this test,
none is an outsider's or a corpus message; each test states one pattern in several phrasings.
"""

from __future__ import annotations

import pytest

from tests.understand.reading import read


# --- a "not" inside a phrase read across it negates that phrase, not the next one -------------
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # "player … horse" is one phrase read across the "not": the "not" ends there, and the
        # boards after it stay said
        ("the ball went out off the other teams player (not horse) over the side, we hit it", "en"),
        ("the ball went out off their player (not horse) over the side", "en"),
        ("it went out off their player not horse over the side boards", "en"),
        ("ball came off the other teams player (not horse) and over the boards", "en"),
        # the same "not" in words with no phrase across it: read as before
        ("their player, not his horse, sent it over the side boards", "en"),
        ("pegó en su jugador (no en el caballo) y salió por el costado", "es"),
        ("la palla ha preso il loro giocatore (non il cavallo) ed è uscita dalla sponda", "it"),
    ],
)
def test_a_not_inside_a_phrase_leaves_the_next_one_said(text: str, lang: str) -> None:
    assert read(text, lang)[0] == "side_boards"


# --- a broken ball said passive or adjective first ("ball got smashed in half") ---------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ball got smashed in half on the first hit of the penalty 2", "more/ball_broke/foul_shot"),
        ("first hit of the 60 yard penalty and the ball was broken", "more/ball_broke/foul_shot"),
        ("splintered ball on the first hit of the penalty 4", "more/ball_broke/foul_shot"),
        ("the ball cracked in two on the first hit of our knock in", "more/ball_broke/hit_in"),
        ("the ball cracked open on the first hit of the knock in", "more/ball_broke/hit_in"),
    ],
)
def test_a_broken_ball_said_passive_or_adjective_first(text: str, expected: str) -> None:
    assert read(text, "en") == (expected, None)


@pytest.mark.parametrize(
    "text",
    [
        # a hard hit in chat words, no broken ball
        "he cracked the ball over the boards",
        "blue 2 smashed the ball over the end line",
        "their 3 cracked it wide of our goal",
    ],
)
def test_a_hard_hit_is_no_broken_ball(text: str) -> None:
    assert not read(text, "en")[0].startswith("more/ball_broke")
