"""USPA Rulebook 2026, Rule 22.e(4) (ball in the field) and its exception 22.h (Fair Play
Possession).

22.e(4) opens "Except in circumstances where Rule 22.h (Fair Play Possession) applies": the two
are one base rule and its exception, so they live together. 22.d (a ball broken in play) sends
its restart here too.
"""

from __future__ import annotations

from dataclasses import replace

from rules_core import measures as m
from rules_core.engine import Decision, rule
from rules_core.facts import Penalty, PlayStopped, StopReason, Team
from rules_core.field import Field, Place, Side, exactly
from rules_core.ids import NoteId, OptionId, StepId, ViolationId
from rules_core.rules.r20_start_of_play import throw_in_procedure
from rules_core.ruling import (
    Consequence,
    ConsequenceKind,
    Option,
    Outcome,
    RestartKind,
    Step,
    Violation,
)
from rules_core.spots import (
    end_within_sixty,
    fair_play_sixty_spot,
    goal_defended_by,
    nearer_side,
    where_ball_was,
)

# "If the Umpire or Umpires stop play due to a perceived rule violation that does not result in
#  a foul being called, an inadvertent whistle, a damaged or buried ball, a fallen or injured
#  Umpire, player or horse, or some other perceived emergency or unexpected event, and the team
#  in possession of the ball is significantly disadvantaged by the interruption of play, to be
#  determined by the Umpires in their discretion, the team in possession of the ball ... shall
#  retain possession of the ball through a “possession play” as follows:"
FAIR_PLAY_TRIGGERS = frozenset(
    {
        StopReason.PERCEIVED_VIOLATION_NO_FOUL,
        StopReason.INADVERTENT_WHISTLE,
        StopReason.DAMAGED_OR_BURIED_BALL,
        StopReason.FALLEN_OR_INJURED,
        StopReason.OTHER_EMERGENCY,
        # "... or some other ...": any of them, where the facts say only that it was one
        StopReason.FAIR_PLAY_EVENT,
    }
)


def fair_play_may_apply(reason: StopReason, possession: Team | None) -> bool:
    return reason in FAIR_PLAY_TRIGGERS and possession is not None


def possession_play(ball: Place, team: Team, field: Field, name: str) -> Decision:
    """The three spot cases, positioning, count and how the ball may be played."""
    end = end_within_sixty(ball.y, field, f"{name}.y", "fair_play_possession/3.1")
    attacking_that_end = end is not None and goal_defended_by(team) is not end
    if end is not None and attacking_that_end:
        # (2) "If play is stopped when the ball is on or inside the 60-yard line and the free
        #  hit is awarded to the attacking team, the free hit will be taken from a spot 60
        #  yards from the end line opposite where the ball was ..., but no more than 40 yards
        #  from the center of the 60-yard line."
        spot, spot_clause = fair_play_sixty_spot(ball, end, field), "fair_play_possession/3.1"
        # "...the team may only play the ball by hitting to goal or to a teammate, but not by
        #  tapping."
        how = Step(StepId.HIT_TO_GOAL_OR_TEAMMATE, "fair_play_possession/8.1", team=team)
        tap = Violation(
            ViolationId.TAPPED_WHEN_HIT_REQUIRED,
            team,
            Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED, team.other),
            "fair_play_possession/8.1",
        )
        extra: tuple[Violation, ...] = (tap,)
    else:
        # (1) "If play is stopped when the ball is between the two 60-yard lines, the free hit
        #  will be taken from the point where the ball was when play was stopped."
        # (3) "...on or inside the 60-yard line and the free hit is awarded to the defending
        #  team, the free hit will be taken from the point where the ball was ..."
        spot_clause = "fair_play_possession/2.1" if end is None else "fair_play_possession/4.1"
        spot = where_ball_was(ball, field)
        # "If the ball is placed anywhere other than on the 60-yard line as described in
        #  subparagraph (2) above, the team may play the ball by hitting away or tapping."
        how = Step(StepId.TAP_OR_HIT_ALLOWED, "fair_play_possession/7.1", team=team)
        extra = ()
    return Decision(
        outcome=Outcome(RestartKind.POSSESSION_PLAY, team=team, spot=spot),
        procedure=(
            # "...the team granted possession is free to position themselves anywhere on or off
            #  the playing field. All members of the other team who are not off the field or
            #  returning to their proper position must be behind the 30-yard line until the
            #  ball is hit or hit at."
            Step(StepId.POSSESSION_TEAM_ANYWHERE, "fair_play_possession/5.1", team=team),
            Step(
                StepId.OPPONENTS_BEHIND_LINE,
                "fair_play_possession/5.2",
                yards=m.FAIR_PLAY_OPPONENTS_LINE.value,
                team=team.other,
            ),
            # "The Umpire shall count 8 seconds and drop a ball at the appropriate spot, and a
            #  member of the team awarded possession shall have 5 seconds to play the ball."
            Step(
                StepId.COUNT_AND_DROP,
                m.FAIR_PLAY_COUNT.clause,
                seconds=m.FAIR_PLAY_COUNT.whole,
            ),
            Step(
                StepId.PLAY_WITHIN,
                m.FAIR_PLAY_PLAY_TIME.clause,
                seconds=m.FAIR_PLAY_PLAY_TIME.whole,
                team=team,
            ),
            how,
        ),
        violations=(
            Violation(
                ViolationId.OPPONENT_AHEAD_OF_LINE,
                team.other,
                Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED, team),
                "fair_play_possession/5.2",
            ),
            *extra,
        ),
        notes=(NoteId.READING_OPPONENTS_BEHIND_LINE,),
        relies_on=(spot_clause,),
    )


# --- 22.e(4) Ball in the field -----------------------------------------------------------------
# "Except in circumstances where Rule 22.h (Fair Play Possession) applies, after the Umpire
#  stops the game while the ball is on the playing field, and no Penalty is awarded, play shall
#  resume by a throw-in from the point where the ball was considered dead toward the nearer
#  side boards or side lines. In the event this point does not allow sufficient room for the
#  teams to line up on the field, the Umpire shall throw the ball in, in the same manner, from
#  the nearest point that allows it."
def throw_in_where_dead(ball: Place, field: Field) -> Decision:
    toward = nearer_side(ball.x, field)
    # exactly in the middle, either side; a place the facts leave on both sides of the middle
    # keeps the rule's words, "toward the nearer side boards", which the umpire can see
    equidistant = exactly(ball.x) == field.centre_x
    notes = (NoteId.EQUIDISTANT_EITHER_SIDE,) if equidistant else ()
    return throw_in_toward(ball, toward, field, notes)


def throw_in_toward(
    ball: Place, toward: Side | None, field: Field, notes: tuple[NoteId, ...] = ()
) -> Decision:
    """The dead ball's throw-in from ``ball`` toward the ``toward`` boards (``None``: the
    nearer boards, the umpire's to see where the ruling cannot say which)."""
    spot = where_ball_was(ball, field, toward=toward)
    notes = (NoteId.READING_LINE_UP_THROUGH_SPOT, *notes)
    if spot.moved:  # on a boundary line: no room to line up there
        notes += (NoteId.MOVED_FOR_ROOM_TO_LINE_UP,)
    return Decision(
        outcome=Outcome(RestartKind.THROW_IN, spot=spot),
        procedure=(
            Step(StepId.THROW_TOWARD_NEARER_BOARDS, "ball_in_field/1.1"),
            Step(StepId.MOVE_IF_NO_ROOM, "ball_in_field/1.2"),
            Step(StepId.TIME_TO_LINE_UP, "throw_ins_other_cases/1.1"),
            *throw_in_procedure(at_centre=False),
        ),
        notes=notes,
    )


def _options(ball: Place, team: Team, field: Field, name: str) -> Decision:
    play = possession_play(ball, team, field, name)
    throw = throw_in_where_dead(ball, field)
    if play.outcome is None or throw.outcome is None:  # both always decide; for the checker
        raise AssertionError("possession play and throw-in always have an outcome")
    return Decision(
        outcome=None,
        options=(
            Option(OptionId.POSSESSION_PLAY, play.outcome, "fair_play_possession/1.2"),
            Option(OptionId.THROW_IN, throw.outcome, "ball_in_field/1.1"),
        ),
        notes=(NoteId.UMPIRES_DECIDE,),
    )


def resume_after_stop(
    ball: Place,
    reason: StopReason,
    possession: Team | None,
    disadvantaged: bool | None,
    field: Field,
    *,
    name: str = "incident.ball_at",
) -> Decision:
    """22.e(4) with its 22.h exception, for every stop with the ball in the field; ``name`` is
    the fact the ball's place came from (for ``PlaceTooVague``)."""
    if possession is not None and fair_play_may_apply(reason, possession):
        if disadvantaged is True:
            decision = possession_play(ball, possession, field, name)
        elif disadvantaged is None:
            decision = _options(ball, possession, field, name)
        else:
            decision = throw_in_where_dead(ball, field)
    else:
        decision = throw_in_where_dead(ball, field)
    clause = (
        "fair_play_possession/1.2"
        if decision.outcome is None or (decision.outcome.restart is RestartKind.POSSESSION_PLAY)
        else "ball_in_field/1.1"
    )
    return replace(decision, decided_by=clause)


@rule("ball_in_field", clause="ball_in_field/1.1", on=PlayStopped)
def ball_in_field(incident: PlayStopped, field: Field) -> Decision:
    return throw_in_where_dead(incident.ball_at, field)


# --- 22.h Fair Play Possession -----------------------------------------------------------------
@rule(
    "fair_play_possession",
    clause="fair_play_possession/1.2",
    on=PlayStopped,
    when=lambda i, _f: (
        fair_play_may_apply(i.reason, i.possession) and i.significantly_disadvantaged is True
    ),
    exception_to="ball_in_field",
)
def fair_play_possession(incident: PlayStopped, field: Field) -> Decision:
    return resume_after_stop(incident.ball_at, incident.reason, incident.possession, True, field)


@rule(
    "fair_play_possession.umpires_judge",
    clause="fair_play_possession/1.2",
    on=PlayStopped,
    when=lambda i, _f: (
        fair_play_may_apply(i.reason, i.possession) and i.significantly_disadvantaged is None
    ),
    exception_to="ball_in_field",
)
def fair_play_undecided(incident: PlayStopped, field: Field) -> Decision:
    return resume_after_stop(incident.ball_at, incident.reason, incident.possession, None, field)
