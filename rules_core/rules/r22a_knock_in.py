"""USPA Rulebook 2026, Rule 22.a: the knock-in (its spot, procedure and what each violation
costs) and its exception, the Safety of 21.a. What goes wrong at a knock-in, calling 'Play' and
22.e(3) are decided in ``r22a_knock_in_incidents``.

The knocking-in team is the team whose end line was crossed: ``Team.DEFENDING`` of the goal in
question. "The team defending against the hit-in" / "the defending team" in these sentences
are its opponents, ``Team.ATTACKING`` (docs/readings.md, "The defending team at a knock-in").
Roles are named by what they do at this restart: ``KNOCKING_IN`` and ``OPPONENTS``.
"""

from __future__ import annotations

from functools import cache

from rules_core import measures as m
from rules_core.engine import Decision, rule
from rules_core.facts import (
    BallOverEndLine,
    EndLineDeflection,
    Penalty,
    Team,
)
from rules_core.field import Field
from rules_core.ids import NoteId, StepId, ViolationId
from rules_core.ruling import (
    Clock,
    ClockState,
    Consequence,
    ConsequenceKind,
    Outcome,
    RestartKind,
    Step,
    Violation,
)
from rules_core.spots import knock_in_spot, penalty_outcome, safety_spot

KNOCKING_IN = Team.DEFENDING
OPPONENTS = Team.ATTACKING


@cache  # the same immutable steps for every ruling: built once
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


@cache  # the same immutable steps for every ruling: built once
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
# "...(other than from a Safety as provided in Rule 21.a)". Background, USPA 2019 Rule 21.a: "If
#  a player hits the ball across that player’s own end line, either directly or after glancing
#  off that player’s own mount, a goal post or the side boards, the Umpire shall stop the game
#  and call a Safety (Penalty 6) unless the ball strikes another player, an opposing player’s
#  mallet, or another player’s mount before crossing that end line."
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


@rule("safety", clause="safety/2.1", on=BallOverEndLine, when=_is_safety, exception_to="knock_in")
def safety(incident: BallOverEndLine, field: Field) -> Decision:
    award = penalty_outcome(Penalty.P6, Team.ATTACKING, field)
    return Decision(
        outcome=Outcome(
            RestartKind.PENALTY,
            team=award.team,
            penalty=Penalty.P6,
            spot=safety_spot(incident.crossing_x, field),
        ),
        # 21: "Play shall be continuous until play and the clock are stopped by the Umpire
        #  blowing the whistle in one of the following situations:" (a Safety among them)
        clock=ClockState(Clock.STOPPED, "safety/1.1"),
        notes=(NoteId.BACKGROUND_SAFETY,),
        # "A player is considered to have “hit” the ball if the ball merely touches the mallet.
        #  This is true even though the player may have been swinging in the opposite direction
        #  or not swinging at all."
        relies_on=("knock_in/1.1", "safety/2.2", "safety/2.3", "penalty_spots/1.7"),
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
        # Calling 'Play', example: "Red is taking unnecessary time to line up and Blue is being
        #  disadvantaged by permitting the clock to run."
        clock=ClockState(Clock.RUNNING, "calling_play/2.10"),
        # the 5 yards from a board or post: where they moved the spot, or where the facts do
        # not say where it crossed (they apply wherever that was)
        relies_on=(("knock_in/1.2",) if spot.moved or spot.clearance_yd is not None else ())
        # Background 21.a: a Safety "unless the ball strikes another player, an opposing
        #  player’s mallet, or another player’s mount before crossing that end line".
        + (("safety/2.1",) if incident.last_touched_by is Team.DEFENDING else ()),
    )
