"""USPA Rulebook 2026, Rule 20: how play starts.

Sections in the rulebook's order: 20.a the opening throw-in (with its interpretation and
examples), 20.b wrong side of the line-up (and the accepted line-up), 20.c no right of way
inside the line-up, 20.d everyone lined up the wrong way. Each rule quotes the sentence it
implements; ids such as ``opening_throw_in/1.1`` point into ``rules_core.rulebook``.
"""

from __future__ import annotations

from functools import cache

from rules_core import measures as m
from rules_core.engine import Decision, rule
from rules_core.errors import InvalidFacts, NoRuleApplies
from rules_core.facts import (
    LineUpIssue,
    LineUpProblem,
    OpeningThrowIn,
    Penalty,
    PlayInsideLineUp,
    Team,
    WrongSideOfLineUp,
    WrongWayDiscovered,
    WrongWayLineUp,
)
from rules_core.field import Field, Place
from rules_core.ids import NoRuleReason, NoteId, OptionId, StepId, ViolationId
from rules_core.ruling import (
    Clock,
    ClockState,
    Consequence,
    ConsequenceKind,
    Option,
    Outcome,
    RestartKind,
    Spot,
    SpotAnchor,
    Step,
    Violation,
)


@cache  # the same immutable steps for every ruling: built once
def throw_in_procedure(*, at_centre: bool = True) -> tuple[Step, ...]:
    """How the umpire throws in; every later throw-in is "in the same manner" (22.e).

    The line-up is on the centre line only for a throw-in there. Elsewhere "in the same manner"
    is read as a line through the throw-in spot, parallel to the end line, each team on the side
    of the goal it defends (docs/readings.md, "Line-up away from the centre").
    """
    line_up = (
        # "...each team being on the same side of the center line as the goal which it is
        #  defending..." / "Players must be on their own side of the center line and not in
        #  contact."
        Step(StepId.TEAMS_ON_OWN_SIDE, "opening_throw_in/1.1")
        if at_centre
        # 22.e "...the Umpire shall put the ball into play by throwing it in, in the same manner
        #  as provided in Rule 20..."
        else Step(StepId.TEAMS_ON_OWN_SIDE_OF_SPOT, "throw_ins_other_cases/1.1")
    )
    return (
        line_up,
        Step(StepId.NO_CONTACT_BEFORE_THROW_IN, "opening_throw_in/2.3"),
        # "...the Umpire throwing in the ball, parallel to the end line, always underhand and
        #  hard, onto the ground in front of and between the opposing ranks of players..."
        Step(StepId.THROW_UNDERHAND_HARD_PARALLEL, "opening_throw_in/2.2"),
        Step(StepId.THROW_BETWEEN_RANKS, "opening_throw_in/1.1"),
        # "...with no player to be within 5 yards of the Umpire(s)." / "Players may not rush
        #  the Umpire."
        Step(
            StepId.PLAYERS_CLEAR_OF_UMPIRE,
            "opening_throw_in/2.4",
            yards=m.THROW_IN_UMPIRE_CLEARANCE.value,
        ),
        Step(StepId.NO_RUSHING_UMPIRE, "opening_throw_in/2.5"),
        # "The ball is ready for play when the Umpire is positioned."
        Step(StepId.READY_WHEN_UMPIRE_POSITIONED, "opening_throw_in/2.6"),
        # 20.c "During the throw-in, the Right of Way will be established when the ball leaves
        #  the line-up."
        Step(StepId.NO_RIGHT_OF_WAY_IN_LINE_UP, "no_right_of_way_in_line_up/1.1"),
        # 20.b "...he or she may not make a play until he or she is behind a member of his or
        #  her own team ... or the ball has traveled at least 30 yards ..."
        Step(
            StepId.WRONG_SIDE_WAIT_TO_BE_ONSIDE,
            "wrong_side_of_line_up/1.1",
            yards=m.ONSIDE_BALL_TRAVEL.value,
        ),
    )


@cache  # the same immutable steps for every ruling: built once
def throw_in_violations() -> tuple[Violation, ...]:
    stop = Consequence(ConsequenceKind.STOP_AND_RESTART)
    return (
        # Examples: "...jostle for position ... Play should be stopped." / "The play should be
        #  stopped if the 5-yard provision is violated."
        Violation(ViolationId.CONTACT_BEFORE_THROW_IN, None, stop, "opening_throw_in/3.2"),
        Violation(ViolationId.INSIDE_FIVE_YARDS, None, stop, "opening_throw_in/3.5"),
        # 20.b "Should he or she make or attempt a play prior to either (1) ... or (2) ...,
        #  then a penalty shall be awarded."
        Violation(
            ViolationId.WRONG_SIDE_PLAYS_EARLY,
            None,
            Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED),
            "wrong_side_of_line_up/1.2",
        ),
    )


CENTRE_SPOT_CLAUSE = "opening_throw_in/2.7"


def centre_throw_in_spot(field: Field) -> Spot:
    """At the centre; the umpire may use any place on the centre line more than 20 yd from
    the boards ("To preserve the condition of the field ...")."""
    return Spot(
        place=Place.at(field.centre),
        anchor=SpotAnchor.CENTRE_LINE,
        inside_yd=m.THROW_IN_MIN_FROM_BOARDS.value,
    )


# --- 20.a The opening throw-in -----------------------------------------------------------------
# "The game begins by both teams taking their positions in the center of the field at the
#  starting time designated by the Host Club Tournament Committee, and the Umpire throwing in
#  the ball ... The teams shall decide by lot which goal each will defend initially."
@rule("opening_throw_in", clause="opening_throw_in/1.1", on=OpeningThrowIn)
def opening_throw_in(_incident: OpeningThrowIn, field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.THROW_IN, spot=centre_throw_in_spot(field)),
        procedure=(
            Step(StepId.START_AT_DESIGNATED_TIME, "opening_throw_in/1.1"),
            Step(StepId.ENDS_BY_LOT, "opening_throw_in/1.2"),
            *throw_in_procedure(),
            Step(
                StepId.THROW_IN_AWAY_FROM_BOARDS,
                CENTRE_SPOT_CLAUSE,
                yards=m.THROW_IN_MIN_FROM_BOARDS.value,
            ),
        ),
        violations=throw_in_violations(),
        # "The Umpire must enforce a consistent procedure to avoid any player gaining unfair
        #  advantage."
        relies_on=("opening_throw_in/2.1",),
    )


# Interpretation and examples of 20.a: problems at the line-up.
# The examples are set at the centre line, but every throw-in is made "in the same manner as
# provided in Rule 20" (22.e): at the boards, where the ball was, 10 yd in front of goal after a
# Penalty 1. So a throw-in stopped for jostling or the 5-yard provision is thrown in again from
# its own spot, wherever that was; the ruling names no spot of its own (docs/readings.md,
# "Line-up problems away from the centre").
_RETAKEN_WHERE_IT_WAS = ("throw_ins_other_cases/1.1",)


# "Both teams arrive at the center line and jostle for position ... Play should be stopped.
#  There should be no contact prior to the throw-in."
@rule(
    "line_up.jostling",
    clause="opening_throw_in/3.2",
    on=LineUpIssue,
    when=lambda i, _f: i.problem is LineUpProblem.JOSTLING,
)
def jostling(_incident: LineUpIssue, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.STOP_AND_LINE_UP_AGAIN),
        relies_on=(
            "opening_throw_in/3.1",
            "opening_throw_in/3.3",
            "opening_throw_in/2.3",
            *_RETAKEN_WHERE_IT_WAS,
        ),
    )


# "The teams line up ... and move toward the Umpire as he prepares to throw-in. The play should
#  be stopped if the 5-yard provision is violated."
@rule(
    "line_up.inside_five_yards",
    clause="opening_throw_in/3.5",
    on=LineUpIssue,
    when=lambda i, _f: i.problem is LineUpProblem.INSIDE_FIVE_YARDS,
)
def inside_five_yards(_incident: LineUpIssue, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.STOP_AND_LINE_UP_AGAIN),
        procedure=(
            Step(
                StepId.PLAYERS_CLEAR_OF_UMPIRE,
                "opening_throw_in/2.4",
                yards=m.THROW_IN_UMPIRE_CLEARANCE.value,
            ),
            Step(StepId.NO_RUSHING_UMPIRE, "opening_throw_in/2.5"),
        ),
        relies_on=("opening_throw_in/3.4", *_RETAKEN_WHERE_IT_WAS),
    )


# "After a hard run and scoring a goal, Red #2 is slow returning to the lineup ... If Red #2
#  requires extra time to position, that time should be granted with the clock stopped."
@rule(
    "line_up.slow_return",
    clause="opening_throw_in/3.7",
    on=LineUpIssue,
    when=lambda i, _f: i.problem is LineUpProblem.SLOW_RETURN,
)
def slow_return(_incident: LineUpIssue, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.EXTRA_TIME_CLOCK_STOPPED),
        clock=ClockState(Clock.STOPPED, "opening_throw_in/3.7"),
        relies_on=("opening_throw_in/3.6",),
    )


# "Blue #3 changes horses following a goal. No extra time is permitted, and the lineup and
#  throw-in go on without him."
@rule(
    "line_up.changing_horses",
    clause="opening_throw_in/3.9",
    on=LineUpIssue,
    when=lambda i, _f: i.problem is LineUpProblem.CHANGING_HORSES,
)
def changing_horses(_incident: LineUpIssue, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.PROCEED_WITHOUT_PLAYER),
        relies_on=("opening_throw_in/3.8",),
    )


# "Following Red’s goal, Blue #1 is slow returning ... Blue #3 wins the throw in and hits to
#  Blue #1. A delayed whistle is blown and a foul against Blue #1 is called for improper
#  positioning."
@rule(
    "line_up.late_player_joined_play",
    clause="opening_throw_in/3.12",
    on=LineUpIssue,
    when=lambda i, _f: i.problem is LineUpProblem.LATE_PLAYER_JOINED_PLAY,
)
def late_player_joined_play(incident: LineUpIssue, _field: Field) -> Decision:
    against = _team_required(incident)
    return Decision(
        outcome=Outcome(RestartKind.PENALTY, team=against.other, penalty=Penalty.UNSPECIFIED),
        procedure=(Step(StepId.DELAYED_WHISTLE, "opening_throw_in/3.12", team=against.other),),
        notes=(NoteId.PENALTY_FOR_FOUL_CALLED,),
        relies_on=("opening_throw_in/3.10", "opening_throw_in/3.11"),
    )


# "Had Blue not become involved in the play, the Umpire could elect not to call a foul."
@rule(
    "line_up.late_player_not_involved",
    clause="opening_throw_in/3.13",
    on=LineUpIssue,
    when=lambda i, _f: i.problem is LineUpProblem.LATE_PLAYER_NOT_INVOLVED,
)
def late_player_not_involved(incident: LineUpIssue, _field: Field) -> Decision:
    against = _team_required(incident)
    return Decision(
        outcome=None,
        options=(
            Option(OptionId.NO_CALL, Outcome(RestartKind.PLAY_ON), "opening_throw_in/3.13"),
            Option(
                OptionId.CALL_FOUL,
                Outcome(RestartKind.PENALTY, team=against.other, penalty=Penalty.UNSPECIFIED),
                "opening_throw_in/3.12",
            ),
        ),
        notes=(NoteId.UMPIRES_DECIDE,),
    )


def _team_required(incident: LineUpIssue) -> Team:
    if incident.team is None:
        raise InvalidFacts("incident.team", "defending or attacking: the late player's team")
    return incident.team


# --- 20.b Wrong side of the line-up ----------------------------------------------------------
# "If a player is on the wrong side of the line-up when the ball is thrown in, he or she may
#  not make a play until he or she is behind a member of his or her own team who was properly
#  positioned when the ball was thrown in or the ball has traveled at least 30 yards from where
#  it thrown in and he or she has passed midfield."
def _onside(incident: WrongSideOfLineUp) -> bool:
    if incident.behind_properly_positioned_teammate:
        return True
    travelled = incident.ball_travelled_yd or 0.0  # validation requires it on this path
    name = "incident.ball_travelled_yd"
    return m.reaches(travelled, m.ONSIDE_BALL_TRAVEL, name) and bool(incident.passed_midfield)


@rule(
    "wrong_side.onside",
    clause="wrong_side_of_line_up/1.1",
    on=WrongSideOfLineUp,
    when=lambda i, _f: _onside(i),
)
def wrong_side_onside(_incident: WrongSideOfLineUp, _field: Field) -> Decision:
    return Decision(outcome=Outcome(RestartKind.PLAY_ON))


# "Should he or she make or attempt a play prior to either (1) being passed by a member of his
#  or her own team who was properly positioned ... or (2) the ball has traveled at least 30
#  yards ... and he or she has passed midfield, then a penalty shall be awarded."
@rule(
    "wrong_side.played_early",
    clause="wrong_side_of_line_up/1.2",
    on=WrongSideOfLineUp,
    when=lambda i, _f: not _onside(i),
)
def wrong_side_played_early(incident: WrongSideOfLineUp, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.PENALTY, team=incident.team.other, penalty=Penalty.UNSPECIFIED),
        notes=(NoteId.PENALTY_NOT_NAMED,),
        relies_on=("wrong_side_of_line_up/1.1",),
    )


# The accepted line-up (wrong_side_of_line_up/2.x) and its examples decide who a goal counts
# for: see ``r22e_throw_ins.goal_scored``, which cites them.


# --- 20.c No right of way inside the line-up -------------------------------------------------
# "During the throw-in, the Right of Way will be established when the ball leaves the line-up.
#  Until such time, players may play the ball from any direction or angle providing they do so
#  without creating danger or a risk of danger to themselves, other players or horses."
@rule(
    "line_up.any_angle",
    clause="no_right_of_way_in_line_up/1.2",
    on=PlayInsideLineUp,
    when=lambda i, _f: not i.ball_left_line_up and i.dangerous is False,
)
def any_angle_in_line_up(_incident: PlayInsideLineUp, _field: Field) -> Decision:
    return Decision(outcome=Outcome(RestartKind.PLAY_ON))


@rule(
    "line_up.dangerous_angle",
    clause="no_right_of_way_in_line_up/1.2",
    on=PlayInsideLineUp,
    when=lambda i, _f: not i.ball_left_line_up and i.dangerous is True,
)
def dangerous_in_line_up(_incident: PlayInsideLineUp, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.PENALTY, penalty=Penalty.UNSPECIFIED),
        violations=(
            Violation(
                ViolationId.DANGEROUS_PLAY,
                None,
                Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED),
                "no_right_of_way_in_line_up/1.2",
            ),
        ),
        notes=(NoteId.PENALTY_NOT_NAMED,),
    )


@rule(
    "line_up.danger_undecided",
    clause="no_right_of_way_in_line_up/1.2",
    on=PlayInsideLineUp,
    when=lambda i, _f: not i.ball_left_line_up and i.dangerous is None,
)
def danger_undecided(_incident: PlayInsideLineUp, _field: Field) -> Decision:
    return Decision(
        outcome=None,
        options=(
            Option(
                OptionId.NO_CALL, Outcome(RestartKind.PLAY_ON), "no_right_of_way_in_line_up/1.2"
            ),
            Option(
                OptionId.CALL_FOUL,
                Outcome(RestartKind.PENALTY, penalty=Penalty.UNSPECIFIED),
                "no_right_of_way_in_line_up/1.2",
            ),
        ),
        notes=(NoteId.UMPIRES_DECIDE,),
    )


@rule(
    "line_up.ball_left",
    clause="no_right_of_way_in_line_up/1.1",
    on=PlayInsideLineUp,
    when=lambda i, _f: i.ball_left_line_up,
)
def ball_left_line_up(_incident: PlayInsideLineUp, _field: Field) -> Decision:
    raise NoRuleApplies(
        "play_inside_line_up",
        NoRuleReason.RIGHT_OF_WAY_AFTER_LINE_UP,
        "the ball has left the line-up, so the right of way is established and the "
        "right-of-way rules decide (they are outside Rules 20 and 22)",
    )


# --- 20.d Everyone lined up the wrong way ----------------------------------------------------
# "If the Umpire(s) inadvertently permit all players on both teams to line up the wrong way,
#  the responsibility rests with the Umpire(s), and there is no redress. The teams must play on
#  until a goal is scored or the period ends, and any goal scored that is consistent with the
#  “wrong-way line-up” counts for the team that scored it."
@rule(
    "wrong_way.play_on",
    clause="wrong_way_line_up/1.1",
    on=WrongWayLineUp,
    when=lambda i, _f: i.discovered is WrongWayDiscovered.DURING_PERIOD,
)
def wrong_way_play_on(_incident: WrongWayLineUp, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.PLAY_ON),
        notes=(NoteId.NO_REDRESS,),
        relies_on=("wrong_way_line_up/1.2",),
    )


# Example to 20.b: "...Red continues to attack the South goal for the balance of the period
#  ... Between periods the scorekeeper points out the error to the Umpire. When the teams
#  return, the Umpire must explain the situation, reverse direction to correct the error and
#  resume the game."
@rule(
    "wrong_way.correct_between_periods",
    clause="wrong_side_of_line_up/3.8",
    on=WrongWayLineUp,
    when=lambda i, _f: i.discovered is WrongWayDiscovered.BETWEEN_PERIODS,
)
def wrong_way_between_periods(_incident: WrongWayLineUp, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.REVERSE_DIRECTION),
        notes=(NoteId.NO_REDRESS,),
        relies_on=("wrong_side_of_line_up/3.6", "wrong_side_of_line_up/3.7"),
    )
