"""USPA Rulebook 2026, Rule 22.a: what goes wrong at a knock-in, with its interpretation
(calling 'Play'), its examples, and 22.e(3) late or early knock-in, which sanctions it.

The knocking-in team is ``Team.DEFENDING`` of the goal in question; "the defending team" in
these sentences is its opponents, ``Team.ATTACKING`` (see ``r22a_knock_in``).
"""

from __future__ import annotations

from rules_core import measures as m
from rules_core.engine import Decision, rule
from rules_core.facts import KnockInEvent, KnockInIncident, Penalty, Team
from rules_core.field import Field
from rules_core.ids import NoteId, OptionId
from rules_core.rules.r22a_knock_in import KNOCKING_IN, OPPONENTS
from rules_core.ruling import Clock, ClockState, Option, Outcome, RestartKind
from rules_core.spots import penalty_outcome


# --- What went wrong at a knock-in ------------------------------------------------------------
def _penalty_decision(
    penalty: Penalty, to: Team, field: Field, *clauses: str, clock: ClockState | None = None
) -> Decision:
    notes: tuple[NoteId, ...] = (
        (NoteId.PENALTY_NOT_NAMED,) if penalty is Penalty.UNSPECIFIED else ()
    )
    if penalty in (Penalty.P4, Penalty.P5B):
        notes += (NoteId.BACKGROUND_PENALTY_SPOT,)
    return Decision(
        outcome=penalty_outcome(penalty, to, field),
        clock=clock,
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
        Penalty.P4,
        OPPONENTS,
        field,
        "knock_in/1.5",
        "knock_in/1.6",
        "late_or_early_knock_in/2.1",
        clock=_WHISTLE_STOPS_CLOCK,
    )


_WHISTLE_STOPS_CLOCK = ClockState(Clock.STOPPED, "late_or_early_knock_in/1.1")


@rule(
    "knock_in.early",
    clause="late_or_early_knock_in/1.1",
    on=KnockInIncident,
    when=lambda i, _f: i.event is KnockInEvent.HIT_BEFORE_PLAY,
)
def knock_in_early(_incident: KnockInIncident, field: Field) -> Decision:
    return _penalty_decision(
        Penalty.P4, OPPONENTS, field, "late_or_early_knock_in/2.2", clock=_WHISTLE_STOPS_CLOCK
    )


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
    if i.passed_teammate:
        return True
    travelled = i.ball_travelled_yd or 0.0  # validation requires it on this path
    name = "incident.ball_travelled_yd"
    return m.reaches(travelled, m.ONSIDE_BALL_TRAVEL, name) and bool(i.passed_midfield)


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
    return Decision(outcome=Outcome(RestartKind.PLAY_ON))


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
        clock=ClockState(Clock.STOPPED, "calling_play/2.5"),
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
        clock=ClockState(Clock.RUNNING, "calling_play/2.10"),
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
        clock=ClockState(Clock.STOPPED, "calling_play/2.9"),
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
