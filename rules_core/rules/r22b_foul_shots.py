"""USPA Rulebook 2026, Rule 22.b: foul shots, their interpretation and worked examples.

The sanction for a foul shot not taken properly depends on where it was being taken: a
Penalty 5.a from that spot, unless the spot is on or inside the 60-yard line in front of the
goal the *offending* team defends, then a Penalty 4 (docs/readings.md, "Foul shot not taken
properly": the seeds' own Penalty 2 and 6 examples settle it).
"""

from __future__ import annotations

from dataclasses import replace

from rules_core import measures as m
from rules_core.engine import Decision, rule
from rules_core.facts import FoulShotEvent, FoulShotIncident, Penalty
from rules_core.field import Field
from rules_core.ids import NoteId, StepId, ViolationId
from rules_core.rules.r22h_fair_play import throw_in_toward, throw_in_where_dead
from rules_core.ruling import (
    Clock,
    ClockState,
    Consequence,
    ConsequenceKind,
    Outcome,
    RestartKind,
    Spot,
    SpotAnchor,
    Step,
    Violation,
)
from rules_core.spots import end_within_sixty, goal_defended_by, penalty_outcome


def _sanction(incident: FoulShotIncident, field: Field) -> Outcome:
    """The opposing team's penalty when the shot was not taken properly (22.b sentence 3)."""
    own_goal = goal_defended_by(incident.taken_by)
    end = end_within_sixty(incident.spot.y, field, "incident.spot.y", "foul_shots/1.3")
    if end is own_goal:
        return penalty_outcome(Penalty.P4, incident.taken_by.other, field)
    # "...a Penalty 5.a from the spot where the penalty was being taken"
    spot = Spot(place=incident.spot, anchor=SpotAnchor.WHERE_PENALTY_WAS_TAKEN)
    return Outcome(
        RestartKind.PENALTY, team=incident.taken_by.other, penalty=Penalty.P5A, spot=spot
    )


def foul_shot_procedure(incident: FoulShotIncident, field: Field) -> tuple[Step, ...]:
    live = incident.penalty not in (Penalty.P2, Penalty.P3)
    return (
        # "The player hitting the foul shot may approach the ball only once and he or she must
        #  hit or hit at the ball within 20 seconds after the Umpire calls “Play.”"
        Step(StepId.ONE_APPROACH, "foul_shots/1.2", team=incident.taken_by),
        Step(StepId.HIT_WITHIN, "foul_shots/1.2", seconds=m.FOUL_SHOT_TIME.whole),
        Step(StepId.NOT_BEFORE_PLAY, "foul_shots/2.2", team=incident.taken_by),
        # "Should the hitter hit at and miss the ball, it is blown dead on Penalties 2 or 3 and
        #  considered a live ball on Penalties 4, 5, and 6 or a knock-in."
        Step(StepId.MISS_IS_LIVE if live else StepId.MISS_IS_DEAD, "foul_shots/2.4"),
    )


def foul_shot_violations(incident: FoulShotIncident, field: Field) -> tuple[Violation, ...]:
    award = _sanction(incident, field)
    cost = Consequence(ConsequenceKind.PENALTY, award.penalty, award.team)
    by = incident.taken_by
    return (
        Violation(ViolationId.FOUL_SHOT_PASSED_BALL, by, cost, "foul_shots/1.3"),
        Violation(ViolationId.FOUL_SHOT_SECOND_APPROACH, by, cost, "foul_shots/2.2"),
        Violation(ViolationId.FOUL_SHOT_LATE, by, cost, "foul_shots/1.3"),
        Violation(ViolationId.FOUL_SHOT_HORSE_KICK, by, cost, "foul_shots/3.3"),
        Violation(
            ViolationId.FOUL_SHOT_EARLY,
            by,
            Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED, by.other),
            "foul_shots/3.21",
        ),
    )


def _sanction_decision(incident: FoulShotIncident, field: Field, *clauses: str) -> Decision:
    return Decision(
        outcome=_sanction(incident, field),
        notes=(NoteId.READING_FOUL_SHOT_SPOT, NoteId.BACKGROUND_PENALTY_SPOT),
        relies_on=clauses,
    )


# "After a Safety or a foul is called and confirmed and a foul shot is awarded, play shall be
#  resumed by the taking of the foul shot. ... If the player passes the ball or fails to hit or
#  hit at it in the allotted time, the whistle shall sound and the opposing team shall be
#  awarded a Penalty 5.a from the spot where the penalty was being taken unless that spot is
#  within the 60-yard line in front of the goal that team is defending, in which case the
#  opposing team shall be awarded a Penalty 4."
@rule(
    "foul_shot.passed_ball",
    clause="foul_shots/1.3",
    on=FoulShotIncident,
    when=lambda i, _f: i.event is FoulShotEvent.PASSED_BALL,
)
def passed_ball(incident: FoulShotIncident, field: Field) -> Decision:
    return _sanction_decision(incident, field, "foul_shots/1.1", "foul_shots/1.2")


@rule(
    "foul_shot.late",
    clause="foul_shots/1.3",
    on=FoulShotIncident,
    when=lambda i, _f: i.event is FoulShotEvent.TWENTY_SECONDS_ELAPSED,
)
def late(incident: FoulShotIncident, field: Field) -> Decision:
    return _sanction_decision(incident, field, "foul_shots/1.2")


# Interpretation: "The hitter is allowed only one approach to the foul shot ... The hitter of
#  the foul shot is considered to be approaching the ball when advancing forward toward the
#  ball." Example: "Blue #3 circles on his approach to a Penalty 4. As he nears the ball, his
#  mount switches leads and he passes the ball to approach again. Not permitted. As soon as he
#  passes the ball, the Umpires shall stop play and award a Penalty 5.a to the other team."
@rule(
    "foul_shot.second_approach",
    clause="foul_shots/2.2",
    on=FoulShotIncident,
    when=lambda i, _f: i.event is FoulShotEvent.SECOND_APPROACH,
)
def second_approach(incident: FoulShotIncident, field: Field) -> Decision:
    return _sanction_decision(
        incident,
        field,
        "foul_shots/2.1",
        "foul_shots/2.3",
        "foul_shots/1.3",
        "foul_shots/3.12",
        "foul_shots/3.13",
        "foul_shots/3.14",
        "foul_shots/3.15",
    )


# Examples: "Blue #2 takes a Penalty 2. The hit is short and Blue’s horse kicks the ball through
#  the goal. The kick is considered a second “hit” at the ball and a free hit awarded to the
#  other team." / "As Red #1 approaches, his horse runs over the top of the ball kicking it
#  several yards towards the goal. Red has had his one approach. The Umpires shall stop play
#  and award a Penalty 5.a to the other team." / "Red #3 approaches the ball and his horse
#  kicks the ball forward 3 to 5 yards. The Umpires shall stop play and award a Penalty 5.a..."
@rule(
    "foul_shot.horse_kicked_ball",
    clause="foul_shots/3.3",
    on=FoulShotIncident,
    when=lambda i, _f: i.event is FoulShotEvent.HORSE_KICKED_BALL,
)
def horse_kicked_ball(incident: FoulShotIncident, field: Field) -> Decision:
    decision = _sanction_decision(
        incident,
        field,
        "foul_shots/3.1",
        "foul_shots/3.2",
        "foul_shots/3.5",
        "foul_shots/3.6",
        "foul_shots/3.7",
        "foul_shots/3.8",
        "foul_shots/3.9",
        "foul_shots/3.10",
        "foul_shots/3.11",
        "foul_shots/1.3",
    )
    return Decision(
        outcome=decision.outcome,
        clock=decision.clock,
        notes=(NoteId.KICK_IS_SECOND_HIT, *decision.notes),
        relies_on=decision.relies_on,
    )


# Example: "A ball hit into the horse’s foot is not considered a kick or second hit at the ball
#  and would count if a goal is scored on the rebound."
@rule(
    "foul_shot.ball_into_horses_foot",
    clause="foul_shots/3.4",
    on=FoulShotIncident,
    when=lambda i, _f: i.event is FoulShotEvent.BALL_HIT_INTO_HORSES_FOOT,
)
def ball_into_horses_foot(_incident: FoulShotIncident, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.PLAY_ON),
        notes=(NoteId.GOAL_ON_REBOUND_COUNTS,),
    )


# Interpretation: "Should the hitter hit at and miss the ball, it is blown dead on Penalties 2 or
#  3 and considered a live ball on Penalties 4, 5, and 6 or a knock-in."
@rule(
    "foul_shot.miss_is_live",
    clause="foul_shots/2.4",
    on=FoulShotIncident,
    when=lambda i, _f: (
        i.event is FoulShotEvent.HIT_AT_AND_MISSED and i.penalty not in (Penalty.P2, Penalty.P3)
    ),
)
def miss_is_live(_incident: FoulShotIncident, _field: Field) -> Decision:
    return Decision(outcome=Outcome(RestartKind.PLAY_ON))


# A dead ball with no penalty awarded resumes as 22.e(4) says: a throw-in from where the ball
# was dead toward the nearer side boards (our reading: the seeds say "blown dead" only).
@rule(
    "foul_shot.miss_is_dead",
    clause="foul_shots/2.4",
    on=FoulShotIncident,
    when=lambda i, _f: (
        i.event is FoulShotEvent.HIT_AT_AND_MISSED and i.penalty in (Penalty.P2, Penalty.P3)
    ),
)
def miss_is_dead(incident: FoulShotIncident, field: Field) -> Decision:
    if incident.penalty is Penalty.P2:
        # A Penalty 2 is taken 30 yd out opposite the goal's centre *or* from the spot of the
        # foul (background): the ball lies where it was being taken, and which boards are nearer
        # is the umpire's to see, not ours to assume from the 30-yard spot.
        throw_in = throw_in_toward(incident.spot, None, field)
        if throw_in.outcome and throw_in.outcome.spot:
            spot = replace(throw_in.outcome.spot, anchor=SpotAnchor.WHERE_PENALTY_WAS_TAKEN)
            throw_in = replace(throw_in, outcome=replace(throw_in.outcome, spot=spot))
    else:
        throw_in = throw_in_where_dead(incident.spot, field)
    return replace(
        throw_in,
        notes=(NoteId.READING_DEAD_BALL_THROW_IN, *throw_in.notes),
        relies_on=("ball_in_field/1.1",),
    )


# Interpretation: "...may not hit or hit at the ball before the Umpire calls “Play”." Example:
#  "Blue #3 hits the ball before the Umpire calls “Play.” Foul on Blue. There is no excuse for
#  hitting the ball before “Play” is announced and when the clock is stopped and the ball out
#  of play." The seeds name no penalty for it.
@rule(
    "foul_shot.hit_before_play",
    clause="foul_shots/3.21",
    on=FoulShotIncident,
    when=lambda i, _f: i.event is FoulShotEvent.HIT_BEFORE_PLAY,
)
def hit_before_play(incident: FoulShotIncident, field: Field) -> Decision:
    return Decision(
        outcome=penalty_outcome(Penalty.UNSPECIFIED, incident.taken_by.other, field),
        # "...when the clock is stopped and the ball out of play."
        clock=ClockState(Clock.STOPPED, "foul_shots/3.22"),
        notes=(NoteId.PENALTY_NOT_NAMED,),
        relies_on=("foul_shots/2.2", "foul_shots/3.20", "foul_shots/3.22"),
    )


# Example: "Following a Blue safety, Red #3 changes mounts quickly and prepares to hit the
#  60-yard shot. His mount has not settled and Red #3 asks the Umpire’s permission to circle
#  again. Permission should not be granted. A Penalty is awarded to the Blue Team." The shot
#  goes on; circling again would be a second approach (the violation listed with its cost).
@rule(
    "foul_shot.asked_to_circle_again",
    clause="foul_shots/3.18",
    on=FoulShotIncident,
    when=lambda i, _f: i.event is FoulShotEvent.ASKED_TO_CIRCLE_AGAIN,
)
def asked_to_circle_again(incident: FoulShotIncident, field: Field) -> Decision:
    spot = Spot(place=incident.spot, anchor=SpotAnchor.SAME_SPOT)
    return Decision(
        outcome=Outcome(
            RestartKind.PENALTY, team=incident.taken_by, penalty=incident.penalty, spot=spot
        ),
        procedure=foul_shot_procedure(incident, field),
        violations=foul_shot_violations(incident, field),
        notes=(NoteId.PERMISSION_NOT_GRANTED,),
        relies_on=("foul_shots/3.16", "foul_shots/3.17", "foul_shots/3.19"),
    )
