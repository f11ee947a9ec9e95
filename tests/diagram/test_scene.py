"""What the diagram shows is read off the ruling: spots, ball, teams, zones from the steps."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.diagram import ENGLISH
from bot.diagram.geometry import FOOTER, HEIGHT, WIDTH
from bot.diagram.layout import TEAM_TIP, layout
from bot.diagram.scene import Around, Band, Drawn, Scene, scene_of
from bot.diagram.theme import Role
from rules_core import Field, Point, Team, TeamNames
from rules_core.facts import (
    BallOverEndLine,
    BallOverSideBoards,
    GoalKind,
    GoalScored,
    OpeningThrowIn,
    PlayStopped,
    StopReason,
)
from rules_core.field import Place, Span
from rules_core.ids import OptionId, StepId
from rules_core.ruling import Option, Outcome, RestartKind, Ruling, Spot, SpotAnchor, Step
from tests.diagram import at, colour, picture, ruling, transform

FIELD = Field()


def scene(decided: Ruling) -> Scene:
    found = scene_of(Drawn.of(decided), FIELD, ENGLISH)
    assert found is not None
    return found


def with_step(step: Step) -> Ruling:
    spot = Spot(Place.at(Point(80.0, 100.0)), SpotAnchor.WHERE_PENALTY_WAS_TAKEN)
    outcome = Outcome(RestartKind.FREE_HIT, Team.ATTACKING, spot=spot)
    return Ruling("test", "test", outcome, procedure=(step,))


def test_a_knock_in_closes_the_30_yd_in_front_of_the_end_line_crossed() -> None:
    zones = scene(ruling(BallOverEndLine(40.0, Team.ATTACKING))).zones
    assert zones == (Band(0.0, 30.0, 30.0, "30 yd"),)


def test_possession_play_closes_everything_beyond_the_30_of_the_goal_the_opponents_defend() -> None:
    incident = PlayStopped(
        Place.at(Point(10.0, 30.0)), StopReason.INADVERTENT_WHISTLE, Team.ATTACKING, True
    )
    assert scene(ruling(incident)).zones == (Band(30.0, 300.0, 30.0, "30 yd", reading=True),)


def test_opponents_defending_the_far_goal_stay_behind_its_30() -> None:
    step = Step(StepId.OPPONENTS_BEHIND_LINE, "x", yards=30.0, team=Team.ATTACKING)
    assert scene(with_step(step)).zones == (Band(0.0, 270.0, 270.0, "30 yd", reading=True),)


@pytest.mark.parametrize("step_id", [StepId.POSITIONING_AS_PENALTY_5A, StepId.OPPONENTS_FROM_BALL])
def test_positioning_as_for_a_penalty_is_a_circle_round_the_spot(step_id: StepId) -> None:
    step = Step(step_id, "x", yards=30.0, team=Team.DEFENDING)
    spot = Point(80.0, 100.0)
    assert scene(with_step(step)).zones == (Around(spot, spot, 30.0, "30 yd"),)


def test_steps_without_a_place_draw_nothing() -> None:
    step = Step(StepId.OFF_FIELD_OPPONENT_ENTERS_BEHIND, "x", yards=30.0, team=Team.ATTACKING)
    assert scene(with_step(step)).zones == ()


def test_the_ball_is_drawn_apart_from_the_spot_only_when_it_is_elsewhere() -> None:
    moved = scene(ruling(BallOverSideBoards(Place.at(Point(0.0, 60.0)), Team.DEFENDING)))
    assert (moved.ball, moved.restart) == (Point(0.0, 60.0), Point(10.0, 60.0))
    where_it_was = scene(
        ruling(PlayStopped(Place.at(Point(20.0, 100.0)), StopReason.FALLEN_OR_INJURED))
    )
    assert where_it_was.ball is None


def test_team_names_label_the_teams_and_the_words_stand_in_without_them() -> None:
    decided = ruling(BallOverEndLine(40.0, Team.ATTACKING))
    assert (scene(decided).attacking, scene(decided).defending) == ("Attacking", "Defending")
    named = replace(decided, teams=TeamNames(defending="Red", attacking="Blue"))
    assert (scene(named).attacking, scene(named).defending) == ("Blue", "Red")


def test_two_options_on_one_spot_are_drawn_side_by_side() -> None:
    spot = Spot(Place.at(Point(80.0, 150.0)), SpotAnchor.CENTRE)
    options = tuple(
        Option(option_id, Outcome(RestartKind.THROW_IN, spot=spot), "x")
        for option_id in (OptionId.THROW_IN, OptionId.POSSESSION_PLAY)
    )
    image = picture(Ruling("test", "test", None, options=options), FIELD)
    t = transform(FIELD)
    assert at(image, t, Point(80.0, 150.0), dx=-12) == colour(Role.RESTART)
    beside = {at(image, t, Point(80.0, 150.0), dx=side * (42 + 12)) for side in (-1, 1)}
    assert colour(Role.RESTART) in beside  # the second disc, 42 px to one side


def test_a_spot_known_only_as_a_stretch_is_drawn_as_a_frame_round_that_stretch() -> None:
    # "somewhere between 5 yd from the left board and 5 yd outside the left post": 22.a keeps
    # the knock-in where the ball crossed, which is known only to lie in that stretch
    decided = ruling(BallOverEndLine(Span(5.0, 71.0), Team.ATTACKING))
    assert decided.outcome is not None
    assert decided.outcome.spot is not None
    assert decided.outcome.spot.place.point is None
    framed = scene(decided)
    assert framed.restart_area == (Point(5.0, 0.0), Point(71.0, 0.0))
    assert framed.ball is None  # where it crossed is not known to the yard either
    image, t = picture(decided, FIELD), transform(FIELD)
    assert at(image, t, Point(5.0, 0.0), dx=-5) == colour(Role.RESTART)  # the frame's ends
    assert at(image, t, Point(71.0, 0.0), dx=5) == colour(Role.RESTART)
    assert at(image, t, Point(38.0, 0.0)) != colour(Role.RESTART)  # no mark pins its middle


def test_an_exact_spot_has_no_frame() -> None:
    assert scene(ruling(BallOverEndLine(74.0, Team.ATTACKING))).restart_area is None


# --- ends after a goal -------------------------------------------------------------------------
FIELD_GOAL = GoalScored(GoalKind.FIELD_GOAL)
NEAR_HEAD = TEAM_TIP - 6  # px from an arrow's point, where its head is widest
PENALTY_1_GOAL = GoalScored(GoalKind.PENALTY_1)


@pytest.mark.parametrize(
    ("incident", "changed"),
    [
        pytest.param(FIELD_GOAL, True, id="a field goal changes ends"),
        pytest.param(PENALTY_1_GOAL, False, id="a goal from a Penalty 1 does not"),
        pytest.param(OpeningThrowIn(), None, id="the opening throw-in says nothing of ends"),
    ],
)
def test_the_scene_keeps_whether_the_ends_are_changed(
    incident: GoalScored | OpeningThrowIn, changed: bool | None
) -> None:
    assert scene(ruling(incident)).ends_changed is changed


def test_after_a_field_goal_the_attackers_arrow_points_at_the_far_goal() -> None:
    attackers, defenders = layout(scene(ruling(FIELD_GOAL))).teams
    assert (attackers.team, attackers.up) == (Team.ATTACKING, False)
    assert (defenders.team, defenders.up) == (Team.DEFENDING, True)
    image, t = picture(ruling(FIELD_GOAL), FIELD), transform(FIELD)
    beside = 10  # px beside the shaft: only the arrowhead is that wide
    x, (head, tail) = attackers.middle[0], (attackers.head[1], attackers.tail[1])
    assert head > tail  # down, toward the far goal
    assert image.getpixel((x + beside, head - NEAR_HEAD)) == colour(Role.ATTACKING)
    assert image.getpixel((x + beside, tail + NEAR_HEAD)) == colour(Role.GRASS)
    assert t.y(FIELD.centre_y) == attackers.middle[1]


def test_after_a_penalty_1_goal_the_arrows_point_as_before() -> None:
    attackers, defenders = layout(scene(ruling(PENALTY_1_GOAL))).teams
    assert (attackers.up, defenders.up) == (True, False)
    image = picture(ruling(PENALTY_1_GOAL), FIELD)
    assert attackers.head[1] < attackers.tail[1]  # up, toward this goal
    head = (attackers.middle[0] + 10, attackers.head[1] + NEAR_HEAD)
    assert image.getpixel(head) == colour(Role.ATTACKING)


@pytest.mark.parametrize(
    ("incident", "says"),
    [
        pytest.param(FIELD_GOAL, True, id="after a field goal"),
        pytest.param(PENALTY_1_GOAL, True, id="after a goal from a Penalty 1"),
        pytest.param(OpeningThrowIn(), False, id="not at the opening throw-in"),
    ],
)
def test_the_legend_says_whether_the_ends_are_changed_only_after_a_goal(
    incident: GoalScored | OpeningThrowIn, says: bool
) -> None:
    image = picture(ruling(incident), FIELD)  # nothing else goes in these pictures' legends
    legend = image.crop((0, HEIGHT - FOOTER + 10, WIDTH, HEIGHT))  # below "Far goal"
    found = legend.getcolors(maxcolors=1 << 16)
    assert found is not None
    shown = {rgb for _, rgb in found}
    assert (colour(Role.TEXT) in shown) is says
    assert (colour(Role.ATTACKING) in shown) is says  # the two small arrows beside the words


def test_a_free_hit_known_only_as_a_stretch_keeps_the_opponents_30_yd_from_all_of_it() -> None:
    # the ball went out somewhere between the 60s: no centre is made up for the 30-yd circle
    between = Span(60.0, 240.0, lo_open=True, hi_open=True)
    decided = ruling(BallOverSideBoards(Place(0.0, between), Team.ATTACKING))
    stretch = scene(decided)
    assert stretch.zones == (Around(Point(5.0, 60.0), Point(5.0, 240.0), 30.0, "30 yd"),)
    image, t = picture(decided, FIELD), transform(FIELD)
    closed = {colour(Role.NO_GO), colour(Role.NO_GO_HATCH)}
    assert at(image, t, Point(25.0, 100.0)) in closed  # 20 yd from the stretch
    assert at(image, t, Point(20.0, 45.0)) in closed  # round its end, within 30 yd
    assert at(image, t, Point(50.0, 120.0)) == colour(Role.GRASS)  # 45 yd from it
    assert at(image, t, Point(5.0, 20.0)) == colour(Role.GRASS)  # 40 yd beyond its end
