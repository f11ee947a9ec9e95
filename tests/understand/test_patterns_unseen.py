"""Pattern: who cannot tell who touched the ball last. 22.e(2)'s "cannot determine" is the
umpires': the writer's own "I didn't see who" tells only what he saw, so that reading is
offered to confirm (or asked), never ruled; said of the umpire or of everyone, it is ruled.
And a hedge's own words are no part of a phrase ("no sé si fue foul" is no "no fue foul").
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

WRITER_DID_NOT_SEE = [
    ("en", "it went over the boards, I didn't see who touched it last"),
    ("en", "over the boards, we couldnt see who hit it"),
    ("es", "salió por las tablas, no vi quién la tocó"),
    ("es", "se fue por las tablas y no vimos quién la tocó último"),
    ("it", "uscita dalle sponde, non sappiamo chi l'ha toccata"),
]

NO_ONE_COULD_TELL = [
    ("en", "over the boards, the umpire couldn't see who touched it"),
    ("en", "over the boards, nobody knows who touched it"),
    ("es", "salió por las tablas y el umpire no vio quién la tocó"),
    ("es", "salió por las tablas, nadie sabe quién la tocó"),
    ("it", "uscita dalle sponde, l'arbitro non ha visto chi l'ha toccata"),
    ("it", "uscita dalle sponde, nessuno sa chi l'ha toccata"),
]


@pytest.mark.parametrize(("lang", "text"), WRITER_DID_NOT_SEE)
def test_what_the_writer_did_not_see_is_asked_not_ruled(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    assert read(text, lang) == ("side_boards", "side_who")
    assert understood.narrowed in ((), ("unknown",))  # all choices, or "unknown" to confirm


@pytest.mark.parametrize(("lang", "text"), NO_ONE_COULD_TELL)
def test_what_the_umpires_or_no_one_could_tell_is_ruled(lang: str, text: str) -> None:
    assert read(text, lang) == ("side_boards/unknown/anywhere", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "el umpire pitó y no sé si fue foul, nadie tenía la bocha"),
        ("en", "the ump blew, not sure if it was a foul, nobody had the ball"),
        ("it", "l'arbitro ha fischiato, non so se era fallo, nessuno aveva la palla"),
    ],
)
def test_a_hedge_makes_no_negation_of_what_it_hedges(lang: str, text: str) -> None:
    """Whether it was a foul is what the writer does not know: never "no foul" ruled."""
    understood = understand(text, lang)
    assert not understood.complete
    assert "NO_FOUL" not in understood.concepts
