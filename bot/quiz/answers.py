"""What a quiz answer is, and when two answers are the same: compared as the core decides them,
never as strings.

An answer is a ruling's ``Outcome``: the restart, the team, the penalty, the spot as the rule
words it, the goal's credit, whether ends change. Two outcomes are the same answer when they
agree on all of these; the spot's ``place`` is left out of the comparison, because a place the
facts gave ("where the ball crossed", in the zone the user named) says nothing the question did
not already say, while a place the rule fixes is in the spot's anchor, reference and offset.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from bot.i18n import Translator
from bot.render import describe_outcome, fill, team_name
from bot.wording import outcome as wo
from rules_core.facts import Penalty, Team
from rules_core.field import Field, Place, Side, span_of
from rules_core.ids import NoteId
from rules_core.ruling import (
    Goal,
    GoalCounts,
    GoalDecision,
    RestartKind,
    Ruling,
    Spot,
    SpotReference,
)

#: what a spot says as the rule words it: every field of ``Spot`` but its ``place`` (a field the
#: core adds to ``Spot`` is compared too, without a change here)
_SPOT_WORDED = tuple(f.name for f in fields(Spot) if f.name != "place")
#: a spot as the rule words it: its fields' values, in ``_SPOT_WORDED``'s order
SpotKey = tuple[object, ...]


def spot_key(spot: Spot) -> SpotKey:
    return tuple(getattr(spot, name) for name in _SPOT_WORDED)


@dataclass(frozen=True, slots=True)
class AnswerKey:
    """An answer as the core decides it: equal keys, equal answers."""

    restart: RestartKind
    team: Team | None
    penalty: Penalty | None
    spot: SpotKey | None
    #: whom the goal counts for (None: it does not count); whether it was an own goal changes
    #: nothing on the scoreboard, so "counts for Blue" and "counts for Blue (own goal)" are one
    #: answer (a review found a right answer marked wrong for leaving out "own goal")
    goal: tuple[bool, Team | None] | None
    ends_changed: bool | None
    #: an unnamed penalty is "the penalty for the foul the umpires call" (22.c, 22.f)
    foul_called: bool

    @classmethod
    def of(cls, ruling: Ruling) -> AnswerKey:
        outcome = ruling.outcome
        if outcome is None:
            raise ValueError("a ruling that leaves the call to the umpires is no quiz answer")
        return cls(
            outcome.restart,
            outcome.team,
            outcome.penalty,
            spot_key(outcome.spot) if outcome.spot is not None else None,
            _scoreboard(outcome.goal),
            outcome.ends_changed,
            NoteId.PENALTY_FOR_FOUL_CALLED in ruling.notes,
        )

    def flipped(self) -> AnswerKey:
        """The same restart given to the other team (a near miss the core never decides for
        this situation, since it decided the team)."""
        if self.team is None:
            raise ValueError("no team to flip")
        return replace(self, team=self.team.other)


def answer_text(ruling: Ruling, t: Translator, *, flipped: bool = False) -> str:
    """The answer in words: the ruling's headline (restart, team, where) and, after a goal, its
    credit and whether ends change. ``flipped``: said of the other team (a flipped near miss,
    ``AnswerKey.flipped``); a restart that goes to no team has none to flip."""
    outcome = ruling.outcome
    if outcome is None:
        raise ValueError("a ruling that leaves the call to the umpires is no quiz answer")
    if flipped and outcome.team is not None:
        outcome = replace(outcome, team=outcome.team.other)
    foul_called = NoteId.PENALTY_FOR_FOUL_CALLED in ruling.notes
    parts = [describe_outcome(outcome, ruling.teams, ruling.field, t, foul_called=foul_called)]
    if outcome.goal is not None:
        credited = outcome.goal.credited_to
        name = team_name(credited, ruling.teams, t) if credited is not None else ""
        parts.append(fill(t._(wo.GOALS[outcome.goal.counts]) % {"team": name}, {}))
    if outcome.ends_changed is not None:
        parts.append(t._(wo.ENDS[outcome.ends_changed]))
    return " · ".join(parts)


#: the side of the field a spot's words name ("5 yards outside the left post", "10 yards inside
#: the right boards"); a throw-in's "toward the left boards" is not among them: which boards are
#: the nearer ones is the rule's to say, so asking it is a fair test (found in review)
_NAMED_SIDE = {
    SpotReference.LEFT_POST: Side.LEFT,
    SpotReference.LEFT_BOARD: Side.LEFT,
    SpotReference.RIGHT_POST: Side.RIGHT,
    SpotReference.RIGHT_BOARD: Side.RIGHT,
}


def agrees_with_incident(answer: Ruling, incident: Ruling) -> bool:
    """Whether an answer's spot could be where the incident happened, as far as the words of
    both say: a knock-in "5 yards outside the right post" for a ball that went out on the left,
    or a free hit "on the far goal's 60-yard line" for a ball out inside this goal's 60, gives
    itself away as wrong without a rule being known (a review found 5 of 15 such questions)."""
    spot = answer.outcome.spot if answer.outcome is not None else None
    where = incident_place(incident)
    if spot is None or where is None:
        return True
    side, half = _side_of(where, incident.field), _half_of(where, incident.field)
    named = _NAMED_SIDE.get(spot.reference) if spot.reference is not None else None
    if side is not None and named is not None and named is not side:
        return False
    return half is None or spot.goal is None or spot.goal is half


def incident_place(ruling: Ruling) -> Place | None:
    """Where the incident happened as its facts say: where the ball was or went out, else the
    spot of its own restart (a knock-in where the ball crossed)."""
    if ruling.ball_at is not None:
        return ruling.ball_at
    outcome = ruling.outcome
    return outcome.spot.place if outcome is not None and outcome.spot is not None else None


def _side_of(place: Place, field: Field) -> Side | None:
    """The half of the field's width the place lies wholly in (``None``: both, or unknown)."""
    x, middle = span_of(place.x), field.width_yd / 2
    if x.all_below(middle):
        return Side.LEFT
    return Side.RIGHT if x.all_above(middle) else None


def _half_of(place: Place, field: Field) -> Goal | None:
    """The goal whose half of the field's length the place lies wholly in."""
    y, middle = span_of(place.y), field.length_yd / 2
    if y.all_below(middle):
        return Goal.NEAR
    return Goal.FAR if y.all_above(middle) else None


def _scoreboard(goal: GoalDecision | None) -> tuple[bool, Team | None] | None:
    if goal is None:
        return None
    return goal.counts is not GoalCounts.NOT_COUNTED, goal.credited_to
