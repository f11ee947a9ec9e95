"""Principle 0, seventeenth pass (en sweep of decided messages on /work/fresh11).

A story of two hitters ("their 4 went for goal, it hit the post, then OUR 2 hit it over the
boards") where the only role read is the first hitter's (a shot at goal is an attacker's) and
the second hitter, the one who put the ball out, is of a side whose role nothing says (a team
named by a name the chat never gave, so whose goal is "ours" is unsaid): the shooter's role
was taken for the hit out, and the free hit given to the wrong team. Who hit it out is asked
between an attacker and a defender, never the shooter's role."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "the tigers 4 shot at goal, it hit the post and came out, then our 2 hit it over "
            "the boards at midfield",
        ),
        (
            "en",
            "the hawks number three went for goal and it bounced off the post, then we hit it "
            "out over the side boards between the sixties",
        ),
        ("en", "the tigers 4 shot wide of the post, then our 3 hit it over the back line"),
        (
            "es",
            "el 4 de los tigres tiró al arco, pegó en el palo y salió, después nuestro 2 la "
            "tiró por la tabla en el medio",
        ),
        (
            "it",
            "il 4 dei tigri ha tirato in porta, ha preso il palo, poi il nostro 2 l'ha buttata "
            "fuori sulle sponde a metà campo",
        ),
    ],
)
def test_a_hit_out_by_a_side_with_no_role_after_a_shot_asks_who(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert set(understanding.narrowed) == {"attacker", "defender"}


@pytest.mark.parametrize(
    ("lang", "text", "answers"),
    [
        # no other player's role told before the side: its own place says its role
        ("en", "our 2 hit it out over the boards in their 60", "side_boards/attacker"),
        ("es", "nuestro 2 la tiró por la tabla en los 60 de ellos", "side_boards/attacker"),
        # the shot is the side's own player's: the shooter is the hitter
        (
            "en",
            "ball over the back line off our 3s shot at goal, missed by a mile",
            "end_line/attacker",
        ),
    ],
)
def test_a_hit_out_whose_side_has_its_role_stays_read(lang: str, text: str, answers: str) -> None:
    assert read(text, lang)[0].startswith(answers)


# An opponent told to have moved back before Play ("their 2 was at 25 yards but DROPPED BACK to
# 30 before the ump said play"): the "before Play" is when he got back, never the taker's hit
# before Play (a penalty against the side taking the restart). Nothing is decided; whether he
# was inside the 30 when Play was called is asked with every choice, never offered alone.
_MOVED_BACK_BEFORE_PLAY = [
    (
        "en",
        "their 2 was at like 25 yds while our 4 was lining up but dropped back to 30 before the "
        "ump said play",
    ),
    (
        "en",
        "penalty 4 for us, their 2 was inside 30 yards but moved back before the umpire "
        "called play",
    ),
    (
        "en",
        "their 2 was at 25 yards on our penalty 5b but dropped back to the 30 yard line "
        "before play",
    ),
    ("en", "on our knock in their 3 was inside the 30 but got back out before the ump said play"),
    (
        "es",
        "penal 5b para nosotros, el 2 de ellos estaba a 25 yardas pero retrocedió a 30 "
        "antes del play",
    ),
    (
        "es",
        "en nuestro saque el 3 de ellos estaba adentro de los 30 pero se echó atrás antes del play",
    ),
    ("it", "rigore 5b per noi, il loro 2 era a 25 yard ma è indietreggiato a 30 prima del play"),
    ("it", "sul nostro knock in il loro 3 era dentro i 30 ma è arretrato prima del play"),
]


@pytest.mark.parametrize(("lang", "text"), _MOVED_BACK_BEFORE_PLAY)
def test_a_move_back_before_play_is_no_hit_before_play(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert "HIT_BEFORE_PLAY" not in understanding.concepts
    assert not understanding.narrowed


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a hit told after the move back: the "before Play" is that hit's
        ("en", "penalty 4, their 1 moved back and then hit it before play"),
        # no move back: the hit before Play stays
        ("en", "our 4 hit the knock in before play"),
        ("es", "en el saque nuestro 4 le pegó antes del play"),
        # the ball hit behind ("la tiró atrás") is no player moving back
        ("es", "el back nuestro la tiró atrás antes del play en el saque"),
    ],
)
def test_a_hit_before_play_without_a_move_back_stays(lang: str, text: str) -> None:
    assert "HIT_BEFORE_PLAY" in understand(text, lang).concepts
