"""A ruling says only what the rules and the facts say, and every line is right for this restart.

Each test is a gap an umpire found: a figure nobody gave, a line-up on the wrong line, a clock
line with no sentence behind it, a period end with only one way to end, a goal credited without
saying why.
"""

import pytest

from rules_core import Facts, decide, rulebook
from rules_core.errors import DecisionError, InvalidFacts, PlaceTooVague
from rules_core.facts import (
    BallOverEndLine,
    BallOverSideBoards,
    GameSuspended,
    GoalAtWhistle,
    GoalKind,
    GoalScored,
    KnockInEvent,
    KnockInIncident,
    LineUpIssue,
    LineUpProblem,
    Penalty,
    PeriodEnded,
    PlayStopped,
    SideExit,
    StopReason,
    Team,
    TeamNames,
    WrongSideOfLineUp,
)
from rules_core.field import USPA_OUTDOOR_BOARDED as FIELD
from rules_core.field import Place, Point, Span
from rules_core.ids import NoteId, OptionId, StepId
from rules_core.ruling import Chooser, Goal, RestartKind, Ruling, SpotAnchor
from rules_core.samples import every_incident

ATT, DEF = Team.ATTACKING, Team.DEFENDING
RIGHT_HALF = Span(80.0, 160.0, lo_open=True)
INSIDE_THIS_60 = Span(0.0, 60.0)


def _steps(ruling: Ruling) -> list[StepId]:
    return [s.id for s in ruling.procedure]


def _cited(ruling: Ruling) -> set[str]:
    return {c.clause for c in ruling.citations}


# --- places: what the user said, never a made-up point -----------------------------------------


def test_a_possession_play_inside_the_60_known_only_as_the_right_half_is_opposite_the_ball() -> (
    None
):
    ruling = decide(
        Facts(
            PlayStopped(
                Place(RIGHT_HALF, INSIDE_THIS_60), StopReason.INADVERTENT_WHISTLE, ATT, True
            )
        )
    )
    assert ruling.outcome is not None
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.anchor is SpotAnchor.SIXTY_YARD_LINE
    assert spot.offset_yd is None  # no "40 yards right of its centre" for a ball 15 yd right
    assert spot.limit_yd == 40.0  # "...but no more than 40 yards from the center"
    assert spot.place.point is None


def test_a_possession_play_for_a_ball_15_yd_right_of_centre_is_15_yd_right_of_centre() -> None:
    ruling = decide(
        Facts(PlayStopped(Place(95.0, 45.0), StopReason.INADVERTENT_WHISTLE, ATT, True))
    )
    assert ruling.outcome is not None
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.place.point == Point(95.0, 60.0)
    assert spot.offset_yd == 15.0


def test_a_knock_in_from_the_wide_stretch_is_where_the_ball_crossed_with_no_distance() -> None:
    ruling = decide(Facts(BallOverEndLine(Span(5.0, 71.0), ATT)))
    assert ruling.outcome is not None
    spot = ruling.outcome.spot
    assert spot is not None
    assert (spot.moved, spot.offset_yd, spot.place.x) == (False, None, Span(5.0, 71.0))


def test_a_knock_in_within_5_yd_outside_the_post_is_moved_to_exactly_5_yd_outside_it() -> None:
    ruling = decide(Facts(BallOverEndLine(Span(71.0, 76.0), ATT)))
    assert ruling.outcome is not None
    spot = ruling.outcome.spot
    assert spot is not None
    assert (spot.moved, spot.offset_yd, spot.place.point) == (True, 5.0, Point(71.0, 0.0))


def test_a_crossing_that_may_be_either_side_of_the_5_yard_line_is_asked_not_guessed() -> None:
    with pytest.raises(PlaceTooVague) as asked:
        decide(Facts(BallOverEndLine(Span(60.0, 76.0), ATT)))
    assert asked.value.field == "incident.crossing_x"
    assert asked.value.at_yd == 71.0


def test_a_side_boards_exit_that_may_be_inside_or_outside_the_60_is_asked_not_guessed() -> None:
    with pytest.raises(PlaceTooVague) as asked:
        decide(Facts(BallOverSideBoards(Place(0.0, Span(30.0, 100.0)), DEF)))
    assert asked.value.field == "incident.exit_point.y"
    assert rulebook.text_of(asked.value.clause)


def test_a_free_hit_between_the_60s_is_level_with_where_it_went_out() -> None:
    between = Span(60.0, 240.0, lo_open=True, hi_open=True)
    ruling = decide(Facts(BallOverSideBoards(Place(0.0, between), ATT)))
    assert ruling.outcome is not None
    spot = ruling.outcome.spot
    assert spot is not None
    assert spot.place == Place(5.0, between)
    assert spot.inside_yd == 5.0


def test_a_span_of_ball_travel_that_straddles_30_yards_is_asked_not_guessed() -> None:
    incident = WrongSideOfLineUp(ATT, False, Span(10.0, 50.0), True)
    with pytest.raises(PlaceTooVague):
        decide(Facts(incident))


# --- every line right for this restart ---------------------------------------------------------


def test_the_penalty_1_throw_in_lines_up_through_its_spot_not_on_the_centre_line() -> None:
    ruling = decide(Facts(GoalScored(GoalKind.PENALTY_1)))
    assert StepId.TEAMS_ON_OWN_SIDE_OF_SPOT in _steps(ruling)
    assert StepId.TEAMS_ON_OWN_SIDE not in _steps(ruling)
    assert NoteId.READING_LINE_UP_THROUGH_SPOT in ruling.notes


@pytest.mark.parametrize("how", [SideExit.OFF_UMPIRE, SideExit.CAUSE_UNKNOWN])
def test_a_throw_in_from_the_boards_lines_up_through_its_spot(how: SideExit) -> None:
    ruling = decide(Facts(BallOverSideBoards(Place(0.0, 15.0), None, how)))
    assert StepId.TEAMS_ON_OWN_SIDE_OF_SPOT in _steps(ruling)
    assert StepId.TEAMS_ON_OWN_SIDE not in _steps(ruling)


def test_only_a_throw_in_at_the_centre_lines_up_on_the_centre_line() -> None:
    for incident in every_incident(FIELD):
        try:
            ruling = decide(Facts(incident))
        except (InvalidFacts, DecisionError):  # refusals are tested elsewhere
            continue
        if StepId.TEAMS_ON_OWN_SIDE in _steps(ruling):
            assert ruling.outcome is not None
            assert ruling.outcome.spot is not None
            assert ruling.outcome.spot.anchor is SpotAnchor.CENTRE_LINE, incident


def test_every_clock_line_cites_a_sentence_about_the_clock() -> None:
    for incident in every_incident(FIELD):
        try:
            ruling = decide(Facts(incident))
        except (InvalidFacts, DecisionError):  # refusals are tested elsewhere
            continue
        if ruling.clock is not None:
            assert "clock" in rulebook.text_of(ruling.clock.clause).lower(), ruling.clock
            assert ruling.clock.clause in _cited(ruling)


def test_after_a_goal_and_for_a_player_changing_horses_no_clock_line_is_given() -> None:
    # no sentence says whether the clock runs: the two rulings used to say opposite things
    assert decide(Facts(GoalScored())).clock is None
    assert decide(Facts(LineUpIssue(LineUpProblem.CHANGING_HORSES))).clock is None


def test_a_knock_in_says_the_clock_runs_as_the_calling_play_example_does() -> None:
    ruling = decide(Facts(BallOverEndLine(30.0, ATT)))
    assert ruling.clock is not None
    assert ruling.clock.clause == "calling_play/2.10"


def test_a_period_that_ends_as_the_ball_goes_over_the_end_line_restarts_with_that_knock_in() -> (
    None
):
    ruling = decide(Facts(PeriodEnded(ball_out=BallOverEndLine(Span(5.0, 71.0), ATT))))
    assert ruling.outcome is not None
    assert ruling.outcome.restart is RestartKind.KNOCK_IN
    assert {"end_of_period/1.1", "knock_in/1.1"} <= _cited(ruling)
    assert _steps(ruling)[0] is StepId.RESUME_AS_IN_ENDED_PERIOD
    assert NoteId.PENDING_RESTART_NEXT_PERIOD in ruling.notes


def test_a_period_that_ends_on_a_safety_restarts_with_the_penalty_6() -> None:
    ruling = decide(Facts(PeriodEnded(ball_out=BallOverEndLine(30.0, DEF), horn_heard=False)))
    assert ruling.outcome is not None
    assert ruling.outcome.penalty is Penalty.P6
    assert StepId.OFFICIALS_ADVISE_WHERE_STOPPED in _steps(ruling)


def test_a_period_that_ends_as_the_ball_goes_over_the_boards_restarts_with_that_free_hit() -> None:
    ruling = decide(
        Facts(PeriodEnded(ball_out=BallOverSideBoards(Place(160.0, INSIDE_THIS_60), DEF)))
    )
    assert ruling.outcome is not None
    assert ruling.outcome.restart is RestartKind.FREE_HIT
    assert ruling.outcome.team is ATT
    assert {"end_of_period/1.1", "side_boards/6.1"} <= _cited(ruling)


def test_a_period_that_ends_on_a_foul_restarts_with_the_penalty_for_that_foul() -> None:
    ruling = decide(Facts(PeriodEnded(foul_against=DEF)))
    assert ruling.outcome is not None
    assert (ruling.outcome.penalty, ruling.outcome.team) == (Penalty.UNSPECIFIED, ATT)
    assert NoteId.PENALTY_FOR_FOUL_CALLED in ruling.notes


def test_a_period_end_must_say_how_it_ended_exactly_once() -> None:
    with pytest.raises(InvalidFacts):
        decide(Facts(PeriodEnded()))
    with pytest.raises(InvalidFacts):
        decide(Facts(PeriodEnded(ball_at=Place(80.0, 150.0), foul_against=ATT)))


def test_a_late_player_who_joined_the_play_gets_the_delayed_whistle_of_the_example() -> None:
    ruling = decide(Facts(LineUpIssue(LineUpProblem.LATE_PLAYER_JOINED_PLAY, ATT)))
    assert StepId.DELAYED_WHISTLE in _steps(ruling)
    assert "opening_throw_in/3.12" in _cited(ruling)


def test_a_goal_at_the_whistle_with_a_foul_by_the_attackers_names_the_penalty_for_that_foul() -> (
    None
):
    ruling = decide(Facts(GoalAtWhistle(foul_against=ATT)))
    assert ruling.outcome is not None
    assert ruling.outcome.penalty is Penalty.UNSPECIFIED
    assert NoteId.PENALTY_FOR_FOUL_CALLED in ruling.notes


# --- the core keeps its promises ---------------------------------------------------------------


def test_a_suspended_game_with_no_finding_yet_is_resumed_and_told_what_could_change_that() -> None:
    # "shall be resumed"; abandoning it needs the committee's finding, not yet made
    ruling = decide(Facts(GameSuspended(None)))
    assert ruling.outcome is not None
    assert ruling.outcome.restart is RestartKind.RESUME_SUSPENDED_GAME
    assert NoteId.ABANDONED_ONLY_IF_NO_EFFECT in ruling.notes
    assert "suspended_games/1.2" in _cited(ruling)


def test_a_suspended_game_found_to_have_no_effect_is_the_committees_choice() -> None:
    ruling = decide(Facts(GameSuspended(could_affect_outcome=False)))
    assert [o.id for o in ruling.options] == [OptionId.RESUME_GAME, OptionId.ABANDON_GAME]
    # "may be abandoned by a decision of the Host Tournament Committee": not the umpires' choice
    assert ruling.chosen_by is Chooser.HOST_COMMITTEE


def test_a_goal_by_the_defending_team_that_is_no_own_goal_is_credited_by_the_accepted_line_up() -> (
    None
):
    ruling = decide(Facts(GoalScored(scored_by=DEF, own_goal=False)))
    assert ruling.outcome is not None
    assert ruling.outcome.goal is not None
    assert ruling.outcome.goal.credited_to is DEF
    assert NoteId.ACCEPTED_LINE_UP in ruling.notes
    assert "wrong_side_of_line_up/2.1" in _cited(ruling)


def test_a_plain_field_goal_cites_the_goal_rules_and_no_line_up_example() -> None:
    cited = _cited(decide(Facts(GoalScored())))
    assert not any(c.startswith(("wrong_way_line_up/", "wrong_side_of_line_up/3.")) for c in cited)
    assert "wrong_side_of_line_up/2.1" not in cited  # the accepted line-up: not this goal
    assert "after_goal/1.1" in cited


def test_a_ball_dead_on_a_boundary_line_is_thrown_in_from_the_nearest_point_with_room() -> None:
    ruling = decide(Facts(PlayStopped(Place(0.0, 100.0), StopReason.OTHER)))
    assert ruling.outcome is not None
    assert ruling.outcome.spot is not None
    assert ruling.outcome.spot.moved
    assert NoteId.MOVED_FOR_ROOM_TO_LINE_UP in ruling.notes


def test_a_spots_goal_is_the_goal_its_distance_is_measured_from() -> None:
    # a knock-in hit before 'Play': Penalty 4 against the knocking-in team, which defends this
    # goal (y = 0), so the spot is 60 yd from this goal's end line
    p4 = decide(Facts(KnockInIncident(KnockInEvent.HIT_BEFORE_PLAY)))
    assert p4.outcome is not None
    assert p4.outcome.spot is not None
    assert (p4.outcome.spot.goal, p4.outcome.spot.distance_yd) == (Goal.NEAR, 60.0)
    centre = decide(Facts(KnockInIncident(KnockInEvent.OPPONENT_INSIDE_30)))
    assert centre.outcome is not None
    assert centre.outcome.spot is not None
    assert centre.outcome.spot.goal is None  # the centre of the field is measured from no goal


def test_background_citations_carry_their_rule_number_or_title_and_their_source() -> None:
    ruling = decide(Facts(BallOverEndLine(30.0, DEF)))  # a Safety
    safety = next(c for c in ruling.citations if c.clause.startswith("safety/"))
    assert (safety.rule, safety.section, safety.edition) == (21, "21.a", 2019)
    assert safety.background
    assert safety.source
    for citation in ruling.citations:
        assert citation.section not in ("", "-")
        assert citation.rule != 0


def test_the_two_teams_may_not_share_a_name() -> None:
    with pytest.raises(InvalidFacts) as refused:
        decide(Facts(GoalScored(), teams=TeamNames("Blue", "blue ")))
    assert refused.value.field == "teams.attacking"


def test_a_ball_that_travelled_under_30_yd_decides_offside_whatever_midfield_says() -> None:
    ruling = decide(Facts(WrongSideOfLineUp(ATT, False, 10.0, None)))
    assert ruling.outcome is not None
    assert ruling.outcome.restart is RestartKind.PENALTY
