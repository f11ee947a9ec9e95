"""USPA Rulebook 2026, Rule 22.c (goal at the whistle) and 22.d (ball breaks on the first hit)."""

from __future__ import annotations

from dataclasses import replace

from rules_core.engine import Decision, rule
from rules_core.errors import InvalidFacts, NoRuleApplies
from rules_core.facts import BallBroke, BreakMoment, GoalAtWhistle, Penalty, StopReason, Team
from rules_core.field import Field
from rules_core.ids import NoRuleReason, NoteId, OptionId, StepId
from rules_core.rules.r20_start_of_play import centre_throw_in_spot
from rules_core.rules.r22e_throw_ins import (
    after_field_goal_procedure,
    after_field_goal_violations,
)
from rules_core.rules.r22h_fair_play import resume_after_stop
from rules_core.ruling import (
    GoalCounts,
    GoalDecision,
    Option,
    Outcome,
    RestartKind,
    Step,
)
from rules_core.spots import penalty_outcome

# --- 22.c Goal at the whistle ------------------------------------------------------------------
# "In the event a goal is scored at approximately the same time play is stopped by the Umpire’s
#  whistle:" (the goal is the goal in question, so the attacking team scored it)


def _penalty_1(field: Field) -> Outcome:
    # "Should they elect to do so, the field goal will not count; however, all normal
    #  procedures for carrying out the Penalty 1 will be followed."
    p1 = penalty_outcome(Penalty.P1, Team.ATTACKING, field)
    return Outcome(
        RestartKind.PENALTY,
        team=Team.ATTACKING,
        penalty=Penalty.P1,
        spot=p1.spot,
        goal=GoalDecision(GoalCounts.NOT_COUNTED, None),
        ends_changed=False,
    )


def _count_goal(field: Field) -> Outcome:
    # "Should they elect not to call a Penalty 1, then they shall count the field goal and
    #  resume play at center field with a throw-in."
    return Outcome(
        RestartKind.THROW_IN,
        spot=centre_throw_in_spot(field),
        goal=GoalDecision(GoalCounts.FOR_SCORER, Team.ATTACKING),
        ends_changed=True,
    )


# "A penalty may be awarded or the field goal counted if a foul is confirmed against the
#  defending team. The Umpire(s) shall be charged with determining whether or not a Penalty 1
#  is called for in each instance."
@rule(
    "goal_at_whistle.umpires_choose",
    clause="goal_at_whistle/2.1",
    on=GoalAtWhistle,
    when=lambda i, _f: i.foul_against is Team.DEFENDING and i.penalty_1_called is None,
)
def umpires_choose(_incident: GoalAtWhistle, field: Field) -> Decision:
    return Decision(
        outcome=None,
        options=(
            Option(OptionId.CALL_PENALTY_1, _penalty_1(field), "goal_at_whistle/2.3"),
            Option(OptionId.COUNT_GOAL_AND_THROW_IN, _count_goal(field), "goal_at_whistle/2.4"),
        ),
        notes=(NoteId.UMPIRES_DECIDE,),
        relies_on=("goal_at_whistle/1.1", "goal_at_whistle/2.2"),
    )


@rule(
    "goal_at_whistle.penalty_1",
    clause="goal_at_whistle/2.3",
    on=GoalAtWhistle,
    when=lambda i, _f: i.foul_against is Team.DEFENDING and i.penalty_1_called is True,
)
def penalty_1_called(_incident: GoalAtWhistle, field: Field) -> Decision:
    return Decision(
        outcome=_penalty_1(field),
        procedure=(Step(StepId.PENALTY_1_PROCEDURES, "goal_at_whistle/2.3"),),
        notes=(NoteId.BACKGROUND_PENALTY_SPOT,),
        relies_on=("goal_at_whistle/1.1", "goal_at_whistle/2.2", "penalty_1/1.1", "penalty_1/2.1"),
    )


@rule(
    "goal_at_whistle.goal_counts",
    clause="goal_at_whistle/2.4",
    on=GoalAtWhistle,
    when=lambda i, _f: i.foul_against is Team.DEFENDING and i.penalty_1_called is False,
)
def goal_counts(_incident: GoalAtWhistle, field: Field) -> Decision:
    # a counted field goal restarts as every field goal does (22.e(1))
    return Decision(
        outcome=_count_goal(field),
        procedure=after_field_goal_procedure(),
        violations=after_field_goal_violations(),
        relies_on=("goal_at_whistle/1.1", "goal_at_whistle/2.1"),
    )


# "The goal shall not be counted, and the appropriate penalty awarded, if a foul is confirmed
#  against the attacking team."
@rule(
    "goal_at_whistle.foul_by_attackers",
    clause="goal_at_whistle/3.1",
    on=GoalAtWhistle,
    when=lambda i, _f: i.foul_against is Team.ATTACKING,
)
def foul_by_attackers(_incident: GoalAtWhistle, field: Field) -> Decision:
    award = penalty_outcome(Penalty.UNSPECIFIED, Team.DEFENDING, field)
    return Decision(
        outcome=Outcome(
            RestartKind.PENALTY,
            team=award.team,
            penalty=award.penalty,
            goal=GoalDecision(GoalCounts.NOT_COUNTED, None),
        ),
        notes=(NoteId.PENALTY_FOR_FOUL_CALLED,),
        relies_on=("goal_at_whistle/1.1",),
    )


@rule(
    "goal_at_whistle.no_foul",
    clause="goal_at_whistle/1.1",
    on=GoalAtWhistle,
    when=lambda i, _f: i.foul_against is None,
)
def no_foul_confirmed(_incident: GoalAtWhistle, _field: Field) -> Decision:
    raise NoRuleApplies(
        "goal_at_whistle",
        NoRuleReason.GOAL_AT_WHISTLE_WITHOUT_FOUL,
        "22.c decides a goal at the whistle only when a foul is confirmed against one team; "
        "without a foul the umpires decide whether the ball crossed before the whistle",
    )


# --- 22.d Ball breaks on the first hit ---------------------------------------------------------
# "After the Umpire stops the game because the ball breaks when first hit on a foul shot or on
#  a hit-in, play shall be resumed with another ball from the same point in the same manner."
@rule(
    "ball_broke.first_hit",
    clause="ball_breaks/1.1",
    on=BallBroke,
    when=lambda i, _f: i.moment is not BreakMoment.IN_PLAY,
)
def broke_on_first_hit(_incident: BallBroke, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.RETAKE_WITH_NEW_BALL),
        procedure=(Step(StepId.SAME_POINT_SAME_MANNER, "ball_breaks/1.1"),),
    )


# "Otherwise play shall be resumed with a new ball as provided in subsection 22.e(4) below."
# 22.e(4) itself yields to 22.h, which lists "a damaged or buried ball".
@rule(
    "ball_broke.in_play",
    clause="ball_breaks/1.2",
    on=BallBroke,
    when=lambda i, _f: i.moment is BreakMoment.IN_PLAY,
)
def broke_in_play(incident: BallBroke, field: Field) -> Decision:
    if incident.ball_at is None:  # validation refuses this; kept for the type checker
        raise InvalidFacts("incident.ball_at", "where the ball was when play stopped")
    resumed = resume_after_stop(
        incident.ball_at,
        StopReason.DAMAGED_OR_BURIED_BALL,
        incident.possession,
        incident.significantly_disadvantaged,
        field,
    )
    return replace(
        resumed, procedure=(Step(StepId.WITH_A_NEW_BALL, "ball_breaks/1.2"), *resumed.procedure)
    )
