"""Pattern: a player some yards away at a knock-in is inside the 30 only where the words say he
is the knocking side's opponent (``measures.opponent_yards_at_knock_in``): by sides ("our
knock-in, THEIR 2") or by teams' names ("RED knocking in, BLUE 1"). The knocking side's own
player at 20 yards breaks no rule, and a side compared with a name ("our knock-in, red 2") may
be one team: neither is read as an opponent inside the 30."""

from __future__ import annotations

import pytest

from bot.understand import concepts_of


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our knock in, their 2 was only 15 yards away when play was called"),
        ("en", "red knocking in, blue 1 parked at like 20 yds from the line when play was called"),
        ("es", "sacamos de fondo y el 4 de ellos estaba a 20 yardas cuando dijeron play"),
    ],
)
def test_the_opponent_at_those_yards_is_inside_the_30(lang: str, text: str) -> None:
    assert "INSIDE_30" in concepts_of(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our knock in, our 3 was only 20 yds away when play was called and he hit it"),
        ("en", "red knocking in, red 1 parked at like 20 yds from the line when play was called"),
        ("en", "our knock in, red 2 was 20 yds away when play was called"),
        ("en", "knock in, their 1 was parked 20 yds from the line when play was called"),
        ("es", "sacamos de fondo y nuestro 4 estaba a 20 yardas cuando dijeron play"),
    ],
)
def test_the_knocking_sides_own_player_or_an_unknown_one_is_not(lang: str, text: str) -> None:
    assert "INSIDE_30" not in concepts_of(text, lang)
