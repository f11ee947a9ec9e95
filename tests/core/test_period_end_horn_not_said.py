"""22.f, the horn not said: the next period's restart is the same whether the umpires heard the
horn or not; the second sentence ("When Umpires fail to hear the horn ... the Referee or the
Timekeeper shall immediately advise the Umpire where and when the game should have stopped")
is a step where they did not, and where the facts do not say, the same step as what happens if
they did not (``OFFICIALS_ADVISE_IF_NOT_HEARD``), never left out nor stated as happened."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules_core import Facts, decide
from rules_core.facts import BallOverEndLine, PeriodEnded, Team
from rules_core.field import Place, Span
from rules_core.ids import StepId
from rules_core.json_io import facts_from_json, facts_to_json

ATT, DEF = Team.ATTACKING, Team.DEFENDING
ENDINGS = [
    PeriodEnded(ball_at=Place(Span(10.0, 50.0), Span(60.0, 240.0))),
    PeriodEnded(ball_out=BallOverEndLine(30.0, ATT)),
    PeriodEnded(ball_out=BallOverEndLine(30.0, DEF)),
    PeriodEnded(foul_against=DEF),
]


@pytest.mark.parametrize("ending", ENDINGS)
def test_heard_not_heard_and_not_said_restart_alike(ending: PeriodEnded) -> None:
    rulings = {h: decide(Facts(replace(ending, horn_heard=h))) for h in (True, False, None)}
    assert len({r.outcome for r in rulings.values()}) == 1
    steps = {h: [s.id for s in r.procedure] for h, r in rulings.items()}
    assert StepId.OFFICIALS_ADVISE_WHERE_STOPPED in steps[False]
    assert StepId.OFFICIALS_ADVISE_IF_NOT_HEARD in steps[None]
    assert StepId.OFFICIALS_ADVISE_WHERE_STOPPED not in steps[None]
    heard = {StepId.OFFICIALS_ADVISE_WHERE_STOPPED, StepId.OFFICIALS_ADVISE_IF_NOT_HEARD}
    assert heard.isdisjoint(steps[True])
    # the advice cites the sentence it comes from
    advice = next(
        s for s in rulings[None].procedure if s.id is StepId.OFFICIALS_ADVISE_IF_NOT_HEARD
    )
    assert advice.clause == "end_of_period/1.2"


def test_the_horn_not_said_goes_through_the_json_interface() -> None:
    facts = Facts(PeriodEnded(ball_out=BallOverEndLine(30.0, ATT), horn_heard=None))
    document = facts_to_json(facts)
    assert document["incident"]["horn_heard"] is None
    assert facts_from_json(document) == facts
