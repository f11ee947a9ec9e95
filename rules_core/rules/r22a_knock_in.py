"""USPA Rulebook 2026, Rule 22.a: the knock-in, calling 'Play', and 22.e(3) late or early knock-in.

The knocking-in team is the team whose end line was crossed: ``Team.DEFENDING`` of the goal in
question. "The team defending against the hit-in" / "the defending team" in these sentences
are its opponents, ``Team.ATTACKING`` (RULES_NOTES §3). The late or early knock-in of 22.e(3)
is decided here, beside the knock-in it sanctions, and cites its own sentences.
"""

from __future__ import annotations

from rules_core import measures as m
from rules_core.engine import Decision, rule
from rules_core.facts import (
    BallOverEndLine,
    EndLineDeflection,
    KnockInEvent,
    KnockInIncident,
    Penalty,
    Team,
)
from rules_core.field import Field
from rules_core.ids import NoteId, OptionId, StepId, ViolationId
from rules_core.ruling import (
    Clock,
    Consequence,
    ConsequenceKind,
    Option,
    Outcome,
    RestartKind,
    Step,
    Violation,
)
from rules_core.spots import knock_in_spot, penalty_outcome, safety_spot

KNOCKING_IN = Team.DEFENDING
OPPONENTS = Team.ATTACKING


def knock_in_procedure() -> tuple[Step, ...]:
    return (
        # "Each team shall be given a reasonable time to position itself..."
        Step(StepId.TIME_TO_POSITION, "knock_in/1.3"),
        # Calling 'Play': "The ball is ready for play on a knock-in when the goal judge moves
        #  aside." "Generally, 3-5 seconds from the time the ball is ready for play is
        #  sufficient." "The Umpire positioned behind the hitter is responsible for calling
        #  “Play”." "The second Umpire is responsible for watching the positioning..."
        Step(StepId.BALL_READY_GOAL_JUDGE_ASIDE, "calling_play/1.3"),
        Step(
            StepId.CALL_PLAY_AFTER,
            "calling_play/1.2",
            seconds=m.CALL_PLAY_MIN.whole,
            seconds_to=m.CALL_PLAY_MAX.whole,
        ),
        Step(StepId.UMPIRE_BEHIND_HITTER_CALLS_PLAY, "calling_play/1.4"),
        Step(StepId.SECOND_UMPIRE_WATCHES, "calling_play/1.5"),
        # "...no member of the team defending against the hit-in shall be closer than 30 yards
        #  to the end line when the Umpire calls “Play” and the ball is hit or hit at."
        Step(
            StepId.OPPONENTS_FROM_END_LINE,
            "knock_in/1.3",
            yards=m.KNOCK_IN_OPPONENTS_DISTANCE.value,
            team=OPPONENTS,
        ),
        # "The team knocking in must do so within 10 seconds after the Umpire calls “Play.”"
        Step(StepId.HIT_WITHIN, "knock_in/1.5", seconds=m.KNOCK_IN_TIME.whole, team=KNOCKING_IN),
        # 22.e(3) interpretation: "The hitter must hit on the first pass, but may not hit before
        #  “Play” is called."
        Step(StepId.HIT_ON_FIRST_APPROACH, "late_or_early_knock_in/2.2", team=KNOCKING_IN),
        Step(StepId.NOT_BEFORE_PLAY, "late_or_early_knock_in/1.1", team=KNOCKING_IN),
        # "If a member of the defending team is off the field ... he or she may enter the field
        #  behind the hitter but may not make a play until ..."
        Step(
            StepId.OFF_FIELD_OPPONENT_ENTERS_BEHIND,
            "knock_in/1.8",
            yards=m.ONSIDE_BALL_TRAVEL.value,
            team=OPPONENTS,
        ),
        # Foul shots interpretation: a hit-at-and-miss "...is considered a live ball on ... a
        #  knock-in."
        Step(StepId.MISS_IS_LIVE, "foul_shots/2.4"),
    )


def _penalty(penalty: Penalty, to: Team) -> Consequence:
    return Consequence(ConsequenceKind.PENALTY, penalty, to)


def knock_in_violations() -> tuple[Violation, ...]:
    return (
        # "If the player passes by the ball on his or her first approach or fails to hit or hit
        #  at it in the allotted time, the whistle shall sound and the opposing team shall be
        #  awarded a Penalty 4."
        Violation(
            ViolationId.KNOCK_IN_PASSED_BALL,
            KNOCKING_IN,
            _penalty(Penalty.P4, OPPONENTS),
            "knock_in/1.6",
        ),
        Violation(
            ViolationId.KNOCK_IN_LATE, KNOCKING_IN, _penalty(Penalty.P4, OPPONENTS), "knock_in/1.6"
        ),
        # 22.e(3) "...or if the ball is hit, or hit at, before the Umpire calls “Play”, the Umpire
        #  shall blow the whistle to stop the clock and award a Penalty 4 to the defending team."
        Violation(
            ViolationId.KNOCK_IN_EARLY,
            KNOCKING_IN,
            _penalty(Penalty.P4, OPPONENTS),
            "late_or_early_knock_in/1.1",
        ),
        # "If play is stopped because a member of the defending team is closer than 30 yards to
        #  the end line after the Umpire calls “Play” ... a Penalty 5.b."
        Violation(
            ViolationId.OPPONENT_INSIDE_30,
            OPPONENTS,
            _penalty(Penalty.P5B, KNOCKING_IN),
            "knock_in/1.7",
        ),
        # "If any member of the defending team who is off the field ... makes a play before
        #  coming onsides as described above, a Penalty shall be awarded to the other team."
        Violation(
            ViolationId.OFF_FIELD_OPPONENT_PLAYS_EARLY,
            OPPONENTS,
            _penalty(Penalty.UNSPECIFIED, KNOCKING_IN),
            "knock_in/1.9",
        ),
        # Calling 'Play': "...b) penalize the offending defensive player for delay of game by
        #  awarding the team knocking in a Penalty 5.b."
        Violation(
            ViolationId.DELAY_OF_GAME_BY_OPPONENT,
            OPPONENTS,
            _penalty(Penalty.P5B, KNOCKING_IN),
            "calling_play/1.8",
        ),
        # 22.e(3) interpretation: "...should penalize any player, offensive or defensive, who
        #  is trying to manage the clock."
        Violation(
            ViolationId.CLOCK_MANAGEMENT_BY_HITTING_TEAM,
            KNOCKING_IN,
            _penalty(Penalty.UNSPECIFIED, OPPONENTS),
            "late_or_early_knock_in/2.3",
        ),
    )


# --- 21.a Safety (background), the exception the knock-in sentence names ---------------------
# "...(other than from a Safety as provided in Rule 21.a)". Background: a player hits the ball
# across his own end line, directly or off his own horse, a goal post or the boards.
_SAFETY_DEFLECTIONS = frozenset(
    {
        EndLineDeflection.DIRECT,
        EndLineDeflection.OFF_HITTERS_HORSE,
        EndLineDeflection.OFF_GOAL_POST,
        EndLineDeflection.OFF_BOARDS,
    }
)


def _is_safety(incident: BallOverEndLine, _field: Field) -> bool:
    return incident.last_touched_by is Team.DEFENDING and incident.deflection in _SAFETY_DEFLECTIONS


@rule("safety", clause="safety/1.1", on=BallOverEndLine, when=_is_safety, exception_to="knock_in")
def safety(incident: BallOverEndLine, field: Field) -> Decision:
    award = penalty_outcome(Penalty.P6, Team.ATTACKING, field)
    return Decision(
        outcome=Outcome(
            RestartKind.PENALTY,
            team=award.team,
            penalty=Penalty.P6,
            spot=safety_spot(incident.crossing_x, field),
        ),
        clock=Clock.STOPPED,
        notes=(NoteId.BACKGROUND_SAFETY,),
        relies_on=("knock_in/1.1", "penalty_spots/1.7"),
    )


# --- 22.a Knock-in -----------------------------------------------------------------------------
# "After the ball goes across a team’s end line (other than from a Safety as provided in Rule
#  21.a), the team whose end line is crossed shall hit the ball in, or hit at it, from a point
#  on the field which is within one foot of the point where the ball crossed the end line.
#  Should this point be closer than 5 yards to a side board or goal post, the ball shall be
#  hit, or hit at, from a point ... 5 yards from that side board or goal post (but not between
#  the goal posts)."
@rule("knock_in", clause="knock_in/1.1", on=BallOverEndLine)
def knock_in(incident: BallOverEndLine, field: Field) -> Decision:
    spot = knock_in_spot(incident.crossing_x, field)
    return Decision(
        outcome=Outcome(RestartKind.KNOCK_IN, team=KNOCKING_IN, spot=spot),
        procedure=knock_in_procedure(),
        violations=knock_in_violations(),
        relies_on=(("knock_in/1.2",) if spot.moved else ())
        # Background 21.a: "If the ball first struck another player, an opponent's mallet or
        #  another player's horse, it is not a Safety and play resumes with a knock-in."
        + (("safety/1.2",) if incident.last_touched_by is Team.DEFENDING else ()),
    )


# --- What went wrong at a knock-in ------------------------------------------------------------
def _penalty_decision(penalty: Penalty, to: Team, field: Field, *clauses: str) -> Decision:
    notes: tuple[NoteId, ...] = (
        (NoteId.PENALTY_NOT_NAMED,) if penalty is Penalty.UNSPECIFIED else ()
    )
    if penalty in (Penalty.P4, Penalty.P5B):
        notes += (NoteId.BACKGROUND_PENALTY_SPOT,)
    return Decision(
        outcome=penalty_outcome(penalty, to, field),
        clock=Clock.STOPPED,
        notes=notes,
        relies_on=clauses,
    )


@rule(
    "knock_in.passed_ball",
    clause="knock_in/1.6",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.HITTER_PASSED_BALL,
)
def knock_in_passed_ball(_incident: KnockInIncident, field: Field) -> Decision:
    return _penalty_decision(Penalty.P4, OPPONENTS, field, "late_or_early_knock_in/2.2")


# 22.e(3) "If the team hitting in on a knock-in does not hit, or hit at, the ball within 10
#  seconds after the Umpire calls “Play” or if the ball is hit, or hit at, before the Umpire
#  calls “Play”, the Umpire shall blow the whistle to stop the clock and award a Penalty 4 to
#  the defending team."
@rule(
    "knock_in.late",
    clause="late_or_early_knock_in/1.1",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.TEN_SECONDS_ELAPSED,
)
def knock_in_late(_incident: KnockInIncident, field: Field) -> Decision:
    # Interpretation: "The objective is to get the ball in play promptly once all players have
    #  an opportunity to be safely positioned."
    return _penalty_decision(
        Penalty.P4, OPPONENTS, field, "knock_in/1.5", "knock_in/1.6", "late_or_early_knock_in/2.1"
    )


@rule(
    "knock_in.early",
    clause="late_or_early_knock_in/1.1",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.HIT_BEFORE_PLAY,
)
def knock_in_early(_incident: KnockInIncident, field: Field) -> Decision:
    return _penalty_decision(Penalty.P4, OPPONENTS, field, "late_or_early_knock_in/2.2")


@rule(
    "knock_in.opponent_inside_30",
    clause="knock_in/1.7",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.OPPONENT_INSIDE_30,
)
def opponent_inside_30(_incident: KnockInIncident, field: Field) -> Decision:
    return _penalty_decision(Penalty.P5B, KNOCKING_IN, field, "knock_in/1.3")


# "...may not make a play until he or she passes a teammate who was properly positioned when
#  the ball was hit or hit at or the ball has traveled at least 30 yards from where it was
#  placed when the Umpire called “Play” and he or she has passed midfield."
def _came_onside(i: KnockInIncident) -> bool:
    travelled = (i.ball_travelled_yd or 0.0) >= m.ONSIDE_BALL_TRAVEL.value
    return bool(i.passed_teammate) or (travelled and bool(i.passed_midfield))


@rule(
    "knock_in.off_field_opponent_onside",
    clause="knock_in/1.8",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.OFF_FIELD_OPPONENT_PLAYED and _came_onside(i),
)
def off_field_opponent_onside(_incident: KnockInIncident, _field: Field) -> Decision:
    return Decision(outcome=Outcome(RestartKind.PLAY_ON))


@rule(
    "knock_in.off_field_opponent_played_early",
    clause="knock_in/1.9",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.OFF_FIELD_OPPONENT_PLAYED and not _came_onside(i),
)
def off_field_opponent_played_early(_incident: KnockInIncident, field: Field) -> Decision:
    return _penalty_decision(Penalty.UNSPECIFIED, KNOCKING_IN, field, "knock_in/1.8")


# Example to calling 'Play': "White #4 rides to knock-in, swings and misses. The trailing
#  Umpire notices the ball behind the end line (off the field) and blows his whistle to stop
#  play. The Umpire allows White #4 a re-hit because this is a procedural error on the part of
#  the officials."
@rule(
    "knock_in.miss_ball_off_field",
    clause="calling_play/2.17",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.SWING_AND_MISS and i.ball_off_field is True,
)
def miss_ball_off_field(_incident: KnockInIncident, field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.RE_HIT, team=KNOCKING_IN),
        clock=Clock.STOPPED,
        notes=(NoteId.PROCEDURAL_ERROR_BY_OFFICIALS,),
        relies_on=("calling_play/2.15", "calling_play/2.16", "knock_in/1.1"),
    )


# Foul shots interpretation: "Should the hitter hit at and miss the ball, it is ... considered a
#  live ball on ... a knock-in."
@rule(
    "knock_in.miss_is_live",
    clause="foul_shots/2.4",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.SWING_AND_MISS and i.ball_off_field is False,
)
def knock_in_miss_is_live(_incident: KnockInIncident, _field: Field) -> Decision:
    return Decision(outcome=Outcome(RestartKind.PLAY_ON), clock=Clock.RUNNING)


# Calling 'Play': "If the second Umpire feels more time must be allowed for a particular
#  defensive player, he may stop play by sounding the whistle. The two Umpires, quickly
#  consulting with the Referee, if necessary, may: a) resume the knock-in by calling “Play”;
#  or, b) penalize the offending defensive player for delay of game by awarding the team
#  knocking in a Penalty 5.b." Example: Red #1 still crossing the end line when "Play" is
#  called: "...Red #1 permitted to line up. Additional time is reasonable considering the
#  prior play. Neither team is advantaged with the clock stopped."
@rule(
    "knock_in.second_umpire_stopped_play",
    clause="calling_play/1.8",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.SECOND_UMPIRE_STOPPED_PLAY,
)
def second_umpire_stopped_play(_incident: KnockInIncident, field: Field) -> Decision:
    return Decision(
        outcome=None,
        options=(
            Option(
                OptionId.RESUME_BY_CALLING_PLAY,
                Outcome(RestartKind.KNOCK_IN, team=KNOCKING_IN),
                "calling_play/1.8",
            ),
            Option(
                OptionId.PENALISE_DELAY,
                penalty_outcome(Penalty.P5B, KNOCKING_IN, field),
                "calling_play/1.8",
            ),
        ),
        clock=Clock.STOPPED,
        notes=(NoteId.UMPIRES_DECIDE, NoteId.CLOCK_STOPPED_NO_ADVANTAGE),
        relies_on=(
            "calling_play/1.1",
            "calling_play/1.6",
            "calling_play/2.1",
            "calling_play/2.2",
            "calling_play/1.7",
            "calling_play/2.3",
            "calling_play/2.4",
            "calling_play/2.5",
        ),
    )


# Examples to calling 'Play': a player circling slowly back. "If Red is clearly out of the
#  play, no call should be made. If Red is involved with the play in any way, play and the
#  clock should be stopped and a Penalty 5.b awarded to Blue." / "The knock-in should proceed
#  with Red #1 out of the play. If Red is advantaged, or Blue distracted, by Red being
#  positioned incorrectly, play should be stopped and a Penalty 5.b awarded to Blue."
@rule(
    "knock_in.slow_opponent_out_of_play",
    clause="calling_play/2.8",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.SLOW_OPPONENT and i.involved_in_play is False,
)
def slow_opponent_out_of_play(_incident: KnockInIncident, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.NO_CALL),
        clock=Clock.RUNNING,
        relies_on=("calling_play/2.6", "calling_play/2.7", "calling_play/2.13"),
    )


@rule(
    "knock_in.slow_opponent_involved",
    clause="calling_play/2.9",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.SLOW_OPPONENT and i.involved_in_play is True,
)
def slow_opponent_involved(_incident: KnockInIncident, field: Field) -> Decision:
    return _penalty_decision(
        Penalty.P5B,
        KNOCKING_IN,
        field,
        "calling_play/2.10",
        "calling_play/2.11",
        "calling_play/2.12",
        "calling_play/2.14",
    )


@rule(
    "knock_in.slow_opponent_undecided",
    clause="calling_play/2.9",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.SLOW_OPPONENT and i.involved_in_play is None,
)
def slow_opponent_undecided(_incident: KnockInIncident, field: Field) -> Decision:
    return Decision(
        outcome=None,
        options=(
            Option(OptionId.NO_CALL, Outcome(RestartKind.NO_CALL), "calling_play/2.8"),
            Option(
                OptionId.PENALISE_DELAY,
                penalty_outcome(Penalty.P5B, KNOCKING_IN, field),
                "calling_play/2.9",
            ),
        ),
        notes=(NoteId.UMPIRES_DECIDE,),
    )


# 22.e(3) example: "Blue #1 sees Blue #2 off the field, and rides very slowly from the back line
#  toward the 30-yard line ... The whistle should sound and delay of game should be called on
#  Blue #1." The sanction is calling 'Play' b): a Penalty 5.b to the team knocking in.
@rule(
    "knock_in.delay_by_opponent",
    clause="late_or_early_knock_in/3.4",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.DELAY_BY_OPPONENT,
)
def delay_by_opponent(_incident: KnockInIncident, field: Field) -> Decision:
    return _penalty_decision(
        Penalty.P5B,
        KNOCKING_IN,
        field,
        "calling_play/1.8",
        "late_or_early_knock_in/2.3",
        "late_or_early_knock_in/3.1",
        "late_or_early_knock_in/3.2",
        "late_or_early_knock_in/3.3",
    )


# 22.e(3) interpretation: "The Umpire should allow players sufficient time to properly position
#  themselves, and should penalize any player, offensive or defensive, who is trying to manage
#  the clock." The rule names no penalty for the knocking-in team's delay.
@rule(
    "knock_in.delay_by_knocking_in_team",
    clause="late_or_early_knock_in/2.3",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.DELAY_BY_KNOCKING_IN_TEAM,
)
def delay_by_knocking_in_team(_incident: KnockInIncident, field: Field) -> Decision:
    return _penalty_decision(Penalty.UNSPECIFIED, OPPONENTS, field, "calling_play/1.1")
