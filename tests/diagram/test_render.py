"""render_ruling, has_place and cache_key as the bot uses them."""

from __future__ import annotations

import io
import struct
from dataclasses import replace

import pytest
from PIL import Image

from bot.diagram import (
    ENGLISH,
    SIZE,
    THEMES,
    cache_key,
    clear_caches,
    has_place,
    render_ruling,
)
from bot.diagram.theme import Role
from rules_core import Field, Penalty, Point, Team, TeamNames
from rules_core.facts import (
    BallOverEndLine,
    FoulShotEvent,
    FoulShotIncident,
    GameSuspended,
    OpeningThrowIn,
    PlayStopped,
    StopReason,
    WrongWayDiscovered,
    WrongWayLineUp,
)
from rules_core.field import Place, Span
from tests.diagram import at, colour, picture, ruling, transform

FIELD = Field()
KNOCK_IN = BallOverEndLine(74.0, Team.ATTACKING)


def chunks(png: bytes) -> list[bytes]:
    kinds, offset = [], 8
    while offset < len(png):
        (length,) = struct.unpack(">I", png[offset : offset + 4])
        kinds.append(png[offset + 4 : offset + 8])
        offset += 12 + length
    return kinds


def test_rendering_twice_gives_identical_bytes() -> None:
    first = render_ruling(ruling(KNOCK_IN), FIELD, ENGLISH)
    clear_caches(everything=True)
    second = render_ruling(ruling(KNOCK_IN), FIELD, ENGLISH)
    assert first is not None
    assert first == second
    assert first is not second  # the second was drawn again, not taken from a cache


def test_a_repeated_render_of_an_equal_ruling_comes_from_the_cache() -> None:
    first = render_ruling(ruling(KNOCK_IN), FIELD, ENGLISH)
    assert render_ruling(ruling(KNOCK_IN), FIELD, ENGLISH) is first


def test_the_png_is_an_indexed_image_of_the_fixed_size_without_metadata() -> None:
    png = render_ruling(ruling(KNOCK_IN), FIELD, ENGLISH)
    assert png is not None
    assert chunks(png) == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    image = Image.open(io.BytesIO(png))
    assert (image.mode, image.size) == ("P", SIZE)
    assert len(png) < 64 * 1024  # a quick upload on a phone connection


@pytest.mark.parametrize(
    "incident",
    [
        pytest.param(WrongWayLineUp(WrongWayDiscovered.DURING_PERIOD), id="wrong-way line-up"),
        pytest.param(GameSuspended(could_affect_outcome=None), id="suspended game"),
    ],
)
def test_a_ruling_with_no_place_has_no_diagram(incident: WrongWayLineUp | GameSuspended) -> None:
    decided = ruling(incident)
    assert not has_place(decided)
    assert render_ruling(decided, FIELD, ENGLISH) is None


def test_a_ruling_with_only_the_umpires_options_has_a_diagram_with_numbered_spots() -> None:
    incident = PlayStopped(
        Place.at(Point(10.0, 30.0)), StopReason.INADVERTENT_WHISTLE, Team.ATTACKING
    )
    decided = ruling(incident)
    assert decided.outcome is None
    assert has_place(decided)
    image, t = picture(decided, FIELD), transform(FIELD)
    # option 1 (possession play on the 60) and option 2 (throw-in where the ball was): each a
    # restart-coloured disc with its number in the middle
    for spot in (Point(40.0, 60.0), Point(10.0, 30.0)):
        assert at(image, t, spot, dx=-13) == colour(Role.RESTART)
        assert at(image, t, spot, dx=13) == colour(Role.RESTART)


def test_the_cache_key_is_stable_and_changes_only_with_the_picture() -> None:
    knock_in = ruling(KNOCK_IN)
    key = cache_key(knock_in, FIELD, ENGLISH)
    clear_caches(everything=True)
    assert cache_key(ruling(KNOCK_IN), FIELD, ENGLISH) == key
    assert len(key) == 64
    assert cache_key(replace(knock_in, citations=(), trace=()), FIELD, ENGLISH) == key
    assert cache_key(knock_in, FIELD, replace(ENGLISH, restart="Knock in")) != key
    assert cache_key(knock_in, Field(width_yd=150.0), ENGLISH) != key
    assert cache_key(knock_in, FIELD, ENGLISH, theme="light") != key
    named = replace(knock_in, teams=TeamNames(defending="Red", attacking="Blue"))
    assert cache_key(named, FIELD, ENGLISH) != key


def test_a_field_given_in_whole_numbers_draws_the_same_picture_as_in_floats() -> None:
    decided = ruling(OpeningThrowIn())
    whole = Field(length_yd=300, width_yd=160, goal_width_yd=8)
    assert cache_key(decided, whole, ENGLISH) == cache_key(decided, FIELD, ENGLISH)
    assert render_ruling(decided, whole, ENGLISH) == render_ruling(decided, FIELD, ENGLISH)


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_theme_draws_the_restart_in_its_colour(theme: str) -> None:
    png = render_ruling(ruling(KNOCK_IN), FIELD, ENGLISH, theme=theme)
    assert png is not None
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert at(image, transform(FIELD), Point(71.0, 0.0)) == colour(Role.RESTART, theme)
    assert image.getpixel((2, 2)) == colour(Role.FRAME, theme)


def test_the_card_is_neither_white_nor_black_in_the_default_theme() -> None:
    frame = colour(Role.FRAME)
    assert 24 < sum(frame) / 3 < 232


def test_an_unknown_theme_is_refused_with_the_themes_there_are() -> None:
    with pytest.raises(ValueError, match="theme: expected one of 'auto', 'light'; got 'sepia'"):
        render_ruling(ruling(KNOCK_IN), FIELD, ENGLISH, theme="sepia")


def test_team_names_replace_attacking_and_defending() -> None:
    plain = render_ruling(ruling(KNOCK_IN), FIELD, ENGLISH)
    named = replace(ruling(KNOCK_IN), teams=TeamNames(defending="Red", attacking="Blue"))
    assert render_ruling(named, FIELD, ENGLISH) != plain
    same_words = replace(ENGLISH, defending="Red", attacking="Blue")
    assert render_ruling(named, FIELD, ENGLISH) == render_ruling(
        ruling(KNOCK_IN), FIELD, same_words
    )


def test_a_ruling_whose_only_place_is_a_ball_known_as_a_zone_has_no_diagram() -> None:
    # a foul shot hit into the horse's foot: play on, no spot; the ball is only "between the
    # 60-yard lines, in the left half", which the picture does not pin to a point
    spot = Place(Span(0.0, 80.0, hi_open=True), Span(60.0, 240.0, lo_open=True, hi_open=True))
    incident = FoulShotIncident(
        Penalty.P2, Team.ATTACKING, spot, FoulShotEvent.BALL_HIT_INTO_HORSES_FOOT
    )
    decided = ruling(incident)
    assert decided.outcome is not None
    assert decided.outcome.spot is None
    assert render_ruling(decided, FIELD, ENGLISH) is None
    assert not has_place(decided)
