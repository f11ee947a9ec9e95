"""22.h, which event not said: "If the Umpire or Umpires stop play due to [a perceived
violation not called, an inadvertent whistle, a damaged or buried ball, a fallen or injured
Umpire, player or horse,] or some other perceived emergency or unexpected event, and the team
in possession ... is significantly disadvantaged ..., [it] shall retain possession". Facts that
say only that the stop was one of these (the umpires gave a possession play) decide as each of
them does; a stop for anything else (to check equipment) gives no possession play."""

from __future__ import annotations

import pytest

from rules_core import Facts, decide
from rules_core.facts import PlayStopped, StopReason, Team
from rules_core.field import Place, Point
from rules_core.json_io import facts_from_json, facts_to_json
from rules_core.rules.r22h_fair_play import FAIR_PLAY_TRIGGERS

NAMED = sorted(FAIR_PLAY_TRIGGERS - {StopReason.FAIR_PLAY_EVENT})
BALLS = [Place.at(Point(30.0, 150.0)), Place.at(Point(10.0, 30.0)), Place.at(Point(120.0, 270.0))]


@pytest.mark.parametrize("ball", BALLS)
@pytest.mark.parametrize("team", list(Team))
@pytest.mark.parametrize("disadvantaged", [True, False, None])
def test_one_of_the_events_unsaid_decides_as_each_named_one(
    ball: Place, team: Team, disadvantaged: bool | None
) -> None:
    def ruling(reason: StopReason) -> object:
        return decide(Facts(PlayStopped(ball, reason, team, disadvantaged))).outcome

    unsaid = ruling(StopReason.FAIR_PLAY_EVENT)
    assert all(ruling(reason) == unsaid for reason in NAMED)
    assert len(NAMED) == 5


def test_a_stop_for_anything_else_is_no_such_event() -> None:
    ball = Place.at(Point(30.0, 150.0))
    unsaid = decide(Facts(PlayStopped(ball, StopReason.FAIR_PLAY_EVENT, Team.ATTACKING, True)))
    other = decide(Facts(PlayStopped(ball, StopReason.OTHER, Team.ATTACKING, True)))
    assert unsaid.outcome != other.outcome


def test_the_event_unsaid_goes_through_the_json_interface() -> None:
    facts = Facts(
        PlayStopped(Place.at(Point(30.0, 150.0)), StopReason.FAIR_PLAY_EVENT, Team.DEFENDING)
    )
    document = facts_to_json(facts)
    assert document["incident"]["reason"] == "fair_play_event"
    assert facts_from_json(document) == facts
