"""USPA Rulebook 2026, Rule 22.f (after the end of a period) and 22.g (suspended games)."""

from __future__ import annotations

from dataclasses import replace

from rules_core.engine import Decision, decide_incident, rule
from rules_core.errors import InvalidFacts, PlaceTooVague
from rules_core.facts import Facts, GameSuspended, Penalty, PeriodEnded
from rules_core.field import Field
from rules_core.ids import NoteId, OptionId, StepId
from rules_core.rules.r22h_fair_play import throw_in_where_dead
from rules_core.ruling import Chooser, Option, Outcome, RestartKind, Step


# --- 22.f After the end of a period ------------------------------------------------------------
# "After the Umpire stops the game because the period ended, play shall be resumed at the
#  beginning of the next period in the same manner as if play was being resumed in the period
#  which ended. When Umpires fail to hear the horn due to the weather or wind conditions, the
#  Referee or the Timekeeper shall immediately advise the Umpire where and when the game should
#  have stopped."
# "In the same manner" is decided by the rule that would have decided it in that period: with the
# ball in the field and no penalty, 22.e(4) (a throw-in where the ball was); with the ball out,
# a knock-in, a Safety, a free hit or a throw-in from the boards; after a foul, its penalty.
def _as_in_ended_period(incident: PeriodEnded, field: Field) -> Decision:
    if incident.ball_out is not None:
        try:
            ruling = decide_incident(Facts(incident.ball_out, field))
        except PlaceTooVague as vague:  # name the fact where it is: inside ball_out
            inner = vague.field.removeprefix("incident.")
            raise PlaceTooVague(
                f"incident.ball_out.{inner}", vague.line, vague.at_yd, vague.clause
            ) from vague
        return Decision(
            outcome=ruling.outcome,
            options=ruling.options,
            procedure=ruling.procedure,
            violations=ruling.violations,
            notes=ruling.notes,
            relies_on=tuple(c.clause for c in ruling.citations),
        )
    if incident.foul_against is not None:
        # The penalty for the foul called, which Rules 20 and 22 do not name.
        return Decision(
            outcome=Outcome(
                RestartKind.PENALTY, team=incident.foul_against.other, penalty=Penalty.UNSPECIFIED
            ),
            notes=(NoteId.PENALTY_FOR_FOUL_CALLED,),
        )
    if incident.ball_at is None:  # validation refuses this; kept for the type checker
        raise InvalidFacts("incident.ball_at", "where the ball was when the period ended")
    dead = throw_in_where_dead(incident.ball_at, field)
    return replace(dead, relies_on=(*dead.relies_on, "ball_in_field/1.1"))


@rule("end_of_period", clause="end_of_period/1.1", on=PeriodEnded)
def end_of_period(incident: PeriodEnded, field: Field) -> Decision:
    resumed = _as_in_ended_period(incident, field)
    first: tuple[Step, ...] = (Step(StepId.RESUME_AS_IN_ENDED_PERIOD, "end_of_period/1.1"),)
    # "When Umpires fail to hear the horn due to the weather or wind conditions, the Referee or
    #  the Timekeeper shall immediately advise the Umpire where and when the game should have
    #  stopped": a step where they did not hear it; where the facts do not say, the step as
    #  what happens if they did not (the restart is the same either way)
    if incident.horn_heard is False:
        first += (Step(StepId.OFFICIALS_ADVISE_WHERE_STOPPED, "end_of_period/1.2"),)
    elif incident.horn_heard is None:
        first += (Step(StepId.OFFICIALS_ADVISE_IF_NOT_HEARD, "end_of_period/1.2"),)
    return replace(
        resumed,
        procedure=first + resumed.procedure,
        clock=None,  # between periods: no clock line from the period that ended
        notes=(*resumed.notes, NoteId.PENDING_RESTART_NEXT_PERIOD),
    )


# --- 22.g Suspended games ----------------------------------------------------------------------
# "A suspended game shall be resumed at the point at which it was suspended as to score, period,
#  and position of the ball at the earliest possible time, to be decided by the Host Tournament
#  Committee."
_RESUME = (
    Step(StepId.RESUME_SCORE_PERIOD_POSITION, "suspended_games/1.1"),
    Step(StepId.COMMITTEE_SETS_TIME, "suspended_games/1.1"),
)


# "Shall be resumed" is the rule; abandoning it needs the committee's finding (1.2, below). Where
# that finding is not made (``None``: not yet, or not said), the game is resumed, and the note
# says what could still change that, never the options as if the finding were made.
@rule(
    "suspended_game",
    clause="suspended_games/1.1",
    on=GameSuspended,
    when=lambda i, _f: i.could_affect_outcome is not False,
)
def suspended_game(incident: GameSuspended, _field: Field) -> Decision:
    resumed = Decision(
        outcome=Outcome(RestartKind.RESUME_SUSPENDED_GAME),
        procedure=_RESUME,
        notes=(NoteId.COMMITTEE_DECIDES,),
    )
    if incident.could_affect_outcome is None:
        return replace(
            resumed,
            notes=(*resumed.notes, NoteId.ABANDONED_ONLY_IF_NO_EFFECT),
            relies_on=("suspended_games/1.2",),
        )
    return resumed


# "If a suspended game is determined to have no conceivable effect on the outcome of the event,
#  the game may be abandoned by a decision of the Host Tournament Committee."
# Once that finding is made (``False``), the committee may abandon it or resume it: its options.
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
        # "by a decision of the Host Tournament Committee": never the umpires' call
        chosen_by=Chooser.HOST_COMMITTEE,
        procedure=_RESUME,
        notes=(NoteId.COMMITTEE_DECIDES,),
    )
