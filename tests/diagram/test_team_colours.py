"""Teams named by their shirts wear them: a team called Blue is drawn in the light blue, a team
called Red in the pink, whichever of them attacks; the two colours never change."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

from bot.diagram import ENGLISH, render_ruling
from bot.diagram.team_colours import swapped
from bot.diagram.theme import Role
from rules_core import Field, Team, TeamNames
from rules_core.facts import BallOverEndLine
from tests.diagram import colour, ruling

KNOCK_IN = BallOverEndLine(74.0, Team.ATTACKING)


@pytest.mark.parametrize(
    ("attacking", "defending", "expected"),
    [
        ("Red", "Blue", True),  # the attackers' light blue would dress Red
        ("Blue", "Red", False),  # already so
        ("Rojo", "Azul", True),
        ("Los Colorados", "Celeste", True),
        ("Rossi", "Azzurri", True),
        ("Azzurri", "Rossi", False),
        ("Red", "Green", True),  # one name is enough
        ("White", "Blue", True),
        ("White", "Black", False),  # names that say nothing of these colours
        ("Red", "Pink", False),  # both would want the pink: roles decide
        ("Red and Blue", "White", False),
        ("Fredo", "Bluebell", False),  # whole words only
    ],
)
def test_the_names_decide_which_team_wears_which_colour(
    attacking: str, defending: str, expected: bool
) -> None:
    assert swapped(attacking, defending) is expected


def _palette_of(png: bytes | None) -> list[tuple[int, int, int]]:
    assert png is not None
    flat = Image.open(io.BytesIO(png)).getpalette() or []
    return [(flat[i], flat[i + 1], flat[i + 2]) for i in range(0, len(flat), 3)]


def test_a_team_called_red_attacking_a_team_called_blue_is_drawn_in_the_pink() -> None:
    named = replace(ruling(KNOCK_IN), teams=TeamNames(defending="Blue", attacking="Red"))
    palette = _palette_of(render_ruling(named, Field(), ENGLISH))
    assert palette[Role.ATTACKING] == colour(Role.DEFENDING)
    assert palette[Role.DEFENDING] == colour(Role.ATTACKING)


def test_without_names_or_colour_names_the_roles_keep_their_colours() -> None:
    for teams in (TeamNames(), TeamNames(defending="Lions", attacking="Tigers")):
        palette = _palette_of(
            render_ruling(replace(ruling(KNOCK_IN), teams=teams), Field(), ENGLISH)
        )
        assert palette[Role.ATTACKING] == colour(Role.ATTACKING)
        assert palette[Role.DEFENDING] == colour(Role.DEFENDING)
