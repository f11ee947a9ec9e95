"""USPA Rulebook 2026, Rule 22.f (after the end of a period) and 22.g (suspended games)."""

from __future__ import annotations

from dataclasses import replace

from rules_core.engine import Decision, rule
from rules_core.facts import GameSuspended, PeriodEnded
from rules_core.field import Field
from rules_core.ids import NoteId, OptionId, StepId
from rules_core.rules.r22h_fair_play import throw_in_where_dead
from rules_core.ruling import Option, Outcome, RestartKind, Step


# --- 22.f After the end of a period ------------------------------------------------------------
# "After the Umpire stops the game because the period ended, play shall be resumed at the
#  beginning of the next period in the same manner as if play was being resumed in the period
#  which ended. When Umpires fail to hear the horn due to the weather or wind conditions, the
#  Referee or the Timekeeper shall immediately advise the Umpire where and when the game should
#  have stopped."
# With the ball in the field and no penalty, "in the same manner" is 22.e(4): a throw-in where
# the ball was. A restart already due (a penalty, a knock-in) is taken as it would have been.
@rule("end_of_period", clause="end_of_period/1.1", on=PeriodEnded)
def end_of_period(incident: PeriodEnded, field: Field) -> Decision:
    throw_in = throw_in_where_dead(incident.ball_at, field)
    first: tuple[Step, ...] = (Step(StepId.RESUME_AS_IN_ENDED_PERIOD, "end_of_period/1.1"),)
    if not incident.horn_heard:
        first += (Step(StepId.OFFICIALS_ADVISE_WHERE_STOPPED, "end_of_period/1.2"),)
    return replace(
        throw_in,
        procedure=first + throw_in.procedure,
        notes=(*throw_in.notes, NoteId.PENDING_RESTART_NEXT_PERIOD),
        relies_on=("ball_in_field/1.1",),
    )


# --- 22.g Suspended games ----------------------------------------------------------------------
# "A suspended game shall be resumed at the point at which it was suspended as to score, period,
#  and position of the ball at the earliest possible time, to be decided by the Host Tournament
#  Committee."
_RESUME = (
    Step(StepId.RESUME_SCORE_PERIOD_POSITION, "suspended_games/1.1"),
    Step(StepId.COMMITTEE_SETS_TIME, "suspended_games/1.1"),
)


@rule(
    "suspended_game",
    clause="suspended_games/1.1",
    on=GameSuspended,
    when=lambda i, _f: i.could_affect_outcome is not False,
)
def suspended_game(_incident: GameSuspended, _field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.RESUME_SUSPENDED_GAME),
        procedure=_RESUME,
        notes=(NoteId.COMMITTEE_DECIDES,),
    )


# "If a suspended game is determined to have no conceivable effect on the outcome of the event,
#  the game may be abandoned by a decision of the Host Tournament Committee."
@rule(
    "suspended_game.may_abandon",
    clause="suspended_games/1.2",
    on=GameSuspended,
    when=lambda i, _f: i.could_affect_outcome is False,
)
def may_abandon(_incident: GameSuspended, _field: Field) -> Decision:
    return Decision(
        outcome=None,
        options=(
            Option(
                OptionId.RESUME_GAME,
                Outcome(RestartKind.RESUME_SUSPENDED_GAME),
                "suspended_games/1.1",
            ),
            Option(OptionId.ABANDON_GAME, Outcome(RestartKind.ABANDON_GAME), "suspended_games/1.2"),
        ),
        procedure=_RESUME,
        notes=(NoteId.COMMITTEE_DECIDES,),
    )
