"""USPA Rulebook 2026, Rule 22.e: throw-ins in all other cases, and (1) after a goal, with the
accepted line-up of 20.b and 20.d. 22.e(2) is in ``r22e2_side_boards``, 22.e(3) lives with the
knock-in (``r22a_knock_in_incidents``), 22.e(4) with fair-play possession (``r22h_fair_play``).
"""

from __future__ import annotations

from functools import cache

from rules_core import measures as m
from rules_core.engine import Decision, rule
from rules_core.facts import (
    GoalKind,
    GoalScored,
    Penalty,
    Team,
)
from rules_core.field import Field
from rules_core.ids import NoteId, StepId, ViolationId
from rules_core.rules.r20_start_of_play import centre_throw_in_spot, throw_in_procedure
from rules_core.ruling import (
    Consequence,
    ConsequenceKind,
    GoalCounts,
    GoalDecision,
    Outcome,
    RestartKind,
    Step,
    Violation,
)
from rules_core.spots import (
    penalty_outcome,
)


# --- 22.e Throw-ins in all other cases ---------------------------------------------------------
# "In all other cases, except those in which Rule 22.h (Fair Play Possession) applies, the
#  Umpire shall put the ball into play by throwing it in, in the same manner as provided in
#  Rule 20 except as provided below after allowing the players the appropriate time in which
#  to line up."
@cache  # the same immutable steps for every ruling: built once
def later_throw_in_procedure(*, at_centre: bool) -> tuple[Step, ...]:
    return (
        Step(StepId.TIME_TO_LINE_UP, "throw_ins_other_cases/1.1"),
        *throw_in_procedure(at_centre=at_centre),
    )


# --- 22.e(1) After a goal, and who a goal counts for (20.b accepted line-up, 20.d) --------------
# 20.b "When all 8 players and the Umpires accept a line-up, that line-up becomes correct and
#  goals scored are counted for the team that scored them. If the lineup is correct and a
#  player scores in the “wrong” goal, the goal is counted for the opponent."
def _scored_under_accepted_line_up(incident: GoalScored) -> bool:
    """The team that defends this goal scored in it, and it was not an own goal: it attacked
    this goal under the line-up everyone accepted (``facts.GoalScored``)."""
    return incident.scored_by is Team.DEFENDING and not incident.own_goal


def _credit(incident: GoalScored) -> GoalDecision:
    if incident.own_goal:
        return GoalDecision(GoalCounts.FOR_OPPONENT, incident.scored_by.other)
    return GoalDecision(GoalCounts.FOR_SCORER, incident.scored_by)


# Example: "Red scores in the south goal. Upon returning to the center throw-in, the teams line
#  up with Red again going south ... The goal stands for Red, ends are changed in the normal
#  way, and play continues." 20.d: "...any goal scored that is consistent with the “wrong-way
#  line-up” counts for the team that scored it."
_ACCEPTED_LINE_UP_EXAMPLE = (
    *(f"wrong_side_of_line_up/{n}" for n in ("2.1", "3.1", "3.2", "3.3", "3.4", "3.5")),
    "wrong_way_line_up/1.2",
)
# Example: "Blue #1 is slow returning ... Blue becomes confused, carries the ball to the South
#  goal and scores. Blue has scored on his own goal and the score counts for Red."
_OWN_GOAL_EXAMPLE = tuple(
    f"wrong_side_of_line_up/{n}" for n in ("2.2", "3.9", "3.10", "3.11", "3.12", "3.13")
)


# "After a goal has been scored, except goals awarded by handicap or Penalty 1, the Umpire shall
#  throw the ball in with the ends changed. The teams must return to the center line for the
#  throw-in within 25 seconds after the goal was scored. If one team fails to do so without an
#  adequate reason, to be determined by the Umpire in his or her discretion, the Umpire shall
#  throw the ball in."
def after_field_goal_procedure() -> tuple[Step, ...]:
    """22.e(1): ends changed, 25 seconds back to the centre, thrown in anyway if a team is
    late; for every field goal that counts (22.c's counted goal at the whistle too)."""
    return (
        Step(StepId.ENDS_CHANGED, "after_goal/1.1"),
        Step(StepId.RETURN_TO_CENTRE_WITHIN, "after_goal/1.2", seconds=m.RETURN_AFTER_GOAL.whole),
        Step(StepId.THROW_IN_IF_TEAM_LATE, "after_goal/1.3"),
        *later_throw_in_procedure(at_centre=True),
    )


def after_field_goal_violations() -> tuple[Violation, ...]:
    return (
        Violation(
            ViolationId.TEAM_LATE_TO_CENTRE,
            None,
            Consequence(ConsequenceKind.THROW_IN_REGARDLESS),
            "after_goal/1.3",
        ),
    )


@rule(
    "after_goal",
    clause="after_goal/1.1",
    on=GoalScored,
    when=lambda i, _f: i.kind is GoalKind.FIELD_GOAL,
)
def after_goal(incident: GoalScored, field: Field) -> Decision:
    accepted_line_up = _scored_under_accepted_line_up(incident)
    if incident.own_goal:
        relies_on = _OWN_GOAL_EXAMPLE
    elif accepted_line_up:
        relies_on = _ACCEPTED_LINE_UP_EXAMPLE
    else:
        relies_on = ()
    return Decision(
        outcome=Outcome(
            RestartKind.THROW_IN,
            spot=centre_throw_in_spot(field),
            goal=_credit(incident),
            ends_changed=True,
        ),
        procedure=after_field_goal_procedure(),
        violations=after_field_goal_violations(),
        notes=(NoteId.ACCEPTED_LINE_UP,) if accepted_line_up else (),
        relies_on=relies_on,
    )


@rule(
    "after_goal.penalty_1",
    clause="after_goal/1.1",
    on=GoalScored,
    when=lambda i, _f: i.kind is GoalKind.PENALTY_1,
)
def after_penalty_1_goal(incident: GoalScored, field: Field) -> Decision:
    # Background: Penalty 1 is thrown in 10 yd in front of the fouling team's goal, ends not
    # changed. The team awarded the goal is ``scored_by``.
    p1 = penalty_outcome(Penalty.P1, incident.scored_by, field)
    return Decision(
        outcome=Outcome(
            RestartKind.THROW_IN,
            spot=p1.spot,
            goal=GoalDecision(GoalCounts.FOR_SCORER, incident.scored_by),
            ends_changed=False,
        ),
        procedure=(
            Step(StepId.ENDS_NOT_CHANGED, "after_goal/1.1"),
            *later_throw_in_procedure(at_centre=False),
        ),
        notes=(NoteId.BACKGROUND_PENALTY_SPOT, NoteId.READING_LINE_UP_THROUGH_SPOT),
        relies_on=("penalty_1/1.1", "penalty_1/2.1"),
    )


@rule(
    "after_goal.handicap",
    clause="after_goal/1.1",
    on=GoalScored,
    when=lambda i, _f: i.kind is GoalKind.HANDICAP,
)
def after_handicap_goal(incident: GoalScored, field: Field) -> Decision:
    return Decision(
        outcome=Outcome(
            RestartKind.THROW_IN,
            spot=centre_throw_in_spot(field),
            goal=GoalDecision(GoalCounts.FOR_SCORER, incident.scored_by),
            ends_changed=False,
        ),
        procedure=(
            Step(StepId.ENDS_NOT_CHANGED, "after_goal/1.1"),
            *later_throw_in_procedure(at_centre=True),
        ),
    )
