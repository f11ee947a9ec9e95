"""The restart, the ball and the opponents' zone are drawn where the ruling puts them."""

from __future__ import annotations

import pytest

from bot.diagram import ENGLISH
from bot.diagram.layout import layout
from bot.diagram.scene import Drawn, scene_of
from bot.diagram.theme import Role
from rules_core import Field, Penalty, Point, Team
from rules_core.facts import (
    BallOverEndLine,
    BallOverSideBoards,
    FoulShotEvent,
    FoulShotIncident,
    Incident,
    OpeningThrowIn,
    PlayStopped,
    StopReason,
)
from rules_core.field import Place
from tests.diagram import at, colour, picture, ruling, transform

FIELD = Field()

CASES = [
    pytest.param(
        BallOverEndLine(74.0, Team.ATTACKING),
        Point(71.0, 0.0),
        id="a knock-in from 2 yd outside the left post is taken 5 yd outside it",
    ),
    pytest.param(
        BallOverSideBoards(Place.at(Point(0.0, 60.0)), Team.DEFENDING),
        Point(10.0, 60.0),
        id="a ball over the boards inside the 60 gives a free hit 10 yd in on the 60",
    ),
    pytest.param(
        PlayStopped(
            Place.at(Point(10.0, 30.0)), StopReason.INADVERTENT_WHISTLE, Team.ATTACKING, True
        ),
        Point(40.0, 60.0),
        id="fair-play possession on the 60 is held to 40 yd from its centre",
    ),
    pytest.param(
        FoulShotIncident(
            Penalty.P4, Team.ATTACKING, Place.at(Point(80.0, 60.0)), FoulShotEvent.PASSED_BALL
        ),
        Point(80.0, 60.0),
        id="a foul shot passed by gives Penalty 5.a from the spot",
    ),
    pytest.param(OpeningThrowIn(), Point(80.0, 150.0), id="the opening throw-in is at the centre"),
]


@pytest.mark.parametrize(("incident", "spot"), CASES)
def test_the_restart_mark_is_at_the_rulings_spot(incident: Incident, spot: Point) -> None:
    decided = ruling(incident)
    assert decided.outcome is not None
    assert decided.outcome.spot is not None
    assert (
        decided.outcome.spot.place.point == spot
    )  # the core's own answer, which the picture shows
    image, t = picture(decided, FIELD), transform(FIELD)
    assert at(image, t, spot) == colour(Role.RESTART)
    assert at(image, t, spot, dx=-28) != colour(Role.RESTART)  # a mark, not a smear


def test_a_ball_over_the_boards_is_drawn_where_it_went_out_with_the_30_yard_circle() -> None:
    decided = ruling(BallOverSideBoards(Place.at(Point(0.0, 60.0)), Team.DEFENDING))
    image, t = picture(decided, FIELD), transform(FIELD)
    assert at(image, t, Point(0.0, 60.0)) == colour(Role.BALL)
    # 30 yd round the free hit at (10, 60): dark red inside, a red ring on it, grass outside
    assert at(image, t, Point(30.0, 70.0)) == colour(Role.NO_GO)
    assert at(image, t, Point(40.0, 60.0), dx=-2) == colour(Role.NO_GO_EDGE)
    assert at(image, t, Point(50.0, 75.0)) == colour(Role.GRASS)


def test_a_knock_in_keeps_the_opponents_30_yd_from_the_end_line() -> None:
    image, t = picture(ruling(BallOverEndLine(30.0, Team.ATTACKING)), FIELD), transform(FIELD)
    assert at(image, t, Point(120.0, 15.0)) == colour(Role.NO_GO)
    assert at(image, t, Point(120.0, 30.0)) == colour(Role.NO_GO_EDGE)
    assert at(image, t, Point(120.0, 45.0)) == colour(Role.GRASS)


def test_fair_play_possession_keeps_the_opponents_behind_the_30_of_the_goal_they_defend() -> None:
    incident = PlayStopped(
        Place.at(Point(10.0, 30.0)), StopReason.INADVERTENT_WHISTLE, Team.ATTACKING, True
    )
    image, t = picture(ruling(incident), FIELD), transform(FIELD)
    assert at(image, t, Point(120.0, 15.0)) == colour(Role.GRASS)  # where they must be
    assert at(image, t, Point(120.0, 30.0)) == colour(Role.NO_GO_EDGE)
    assert at(image, t, Point(120.0, 100.0)) == colour(Role.NO_GO)
    assert at(image, t, Point(10.0, 30.0)) == colour(Role.BALL)  # where play was stopped


def test_a_knock_in_near_a_post_is_enlarged_with_the_ball_and_the_spot_apart() -> None:
    decided = ruling(BallOverEndLine(74.0, Team.ATTACKING))
    image, scene = picture(decided, FIELD), scene_of(Drawn.of(decided), FIELD, ENGLISH)
    assert scene is not None
    inset = layout(scene).inset
    assert inset is not None
    zoom = inset.zoom()
    assert at(image, zoom, Point(71.0, 0.0)) == colour(Role.RESTART)
    assert at(image, zoom, Point(74.0, 0.0)) == colour(Role.BALL)
    assert at(image, zoom, Point(76.0, 0.0), dy=-3) == colour(Role.POST)
    assert zoom.length(3.0) >= 45  # 3 yd apart on the field: well apart in the inset
