"""How each penalty is taken: one card per penalty, every line with the sentence that says so.

Rules 20 and 22 award penalties by number; how a penalty is taken is mostly in other rules. A
card gathers, per penalty, what the sources we hold say: Rule 22.b of the 2026 rulebook (foul
shots: one approach, 20 seconds, a miss dead or live, what a botched shot costs) first, then
older public USPA texts, each a *background* section of the stored rulebook with its edition
(the 2019 and 2018 penalty procedures, Penalty 1, our paraphrase of the penalty spots). Where no
source we hold says (for example where the fouled team may stand), the line says *not stated*
(``clauses == ()``) instead of inventing; a front end may say those in one line. A topic that
does not apply to a penalty has no line: a Penalty 1 is a goal and a throw-in, nobody defends it
or stands for it. docs/readings.md, "Penalty cards", lists the sources.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules_core import measures as m
from rules_core.facts import Penalty, Team
from rules_core.ruling import Consequence, ConsequenceKind, Ruling
from rules_core.spots import PENALTY_SPOT_CLAUSE


class CardTopic(StrEnum):
    """What a line of a card is about, in the order a card shows them."""

    WHERE = "where"
    DEFENDED = "defended"
    FOULING_TEAM = "fouling_team"
    FOULED_TEAM = "fouled_team"
    TIME = "time"
    APPROACH = "approach"
    MISS = "miss"
    GOES_WRONG = "goes_wrong"


class CardLineId(StrEnum):
    """One line of a penalty card (front ends own its words)."""

    NOT_STATED = "not_stated"
    # where
    GOAL_AWARDED_ENDS_NOT_CHANGED = "goal_awarded_ends_not_changed"
    BOWLED_IN_FROM_TEN_YARD_LINE = "bowled_in_from_ten_yard_line"
    FROM_GOAL_CENTRE_OR_SPOT = "from_goal_centre_or_spot"
    FROM_GOAL_CENTRE = "from_goal_centre"
    FROM_SPOT_OF_FOUL = "from_spot_of_foul"
    FROM_CENTRE_OF_FIELD = "from_centre_of_field"
    OPPOSITE_WHERE_CROSSED = "opposite_where_crossed"
    # defended
    UNDEFENDED = "undefended"
    DEFENDED = "defended"
    DEFENDED_AS_COMMITTEE_DECIDES = "defended_as_committee_decides"
    # the fouling team
    FOULING_TEAM_FROM_BALL = "fouling_team_from_ball"
    # time and approach
    HIT_WITHIN = "hit_within"
    ONE_APPROACH = "one_approach"
    NOT_BEFORE_PLAY = "not_before_play"
    ONE_STROKE_NO_DRIBBLE = "one_stroke_no_dribble"
    ONE_STROKE_FROM_CENTRE = "one_stroke_from_centre"
    # a miss
    MISS_IS_DEAD = "miss_is_dead"
    MISS_IS_LIVE = "miss_is_live"
    MISS_RIGHT_OF_WAY = "miss_right_of_way"
    # what goes wrong
    PASSED_OR_LATE = "passed_or_late"
    HORSE_KICK = "horse_kick"
    HIT_BEFORE_PLAY = "hit_before_play"
    ONE_STROKE_BROKEN = "one_stroke_broken"
    FOULING_TEAM_OUT_OF_PLACE = "fouling_team_out_of_place"
    BALL_STOPS_SHORT = "ball_stops_short"
    DELIBERATE_MISHIT = "deliberate_mishit"
    OFF_FIELD_PLAYER_PLAYS_EARLY = "off_field_player_plays_early"
    WHOLE_TEAM_OFF_FIELD_PLAYS = "whole_team_off_field_plays"


@dataclass(frozen=True, slots=True)
class CardLine:
    """One thing about taking a penalty. ``clauses``: the sentences that say it (the first is
    the one to show); empty when no source we hold says (the line then reads "not stated").
    ``cost`` is what a violation costs, where the line is one; teams in it are by role: the
    team that takes the penalty (``Team.ATTACKING``) and the fouling team (``Team.DEFENDING``).
    """

    topic: CardTopic
    id: CardLineId
    clauses: tuple[str, ...]
    yards: float | None = None
    seconds: int | None = None
    cost: Consequence | None = None


@dataclass(frozen=True, slots=True)
class PenaltyCard:
    penalty: Penalty
    lines: tuple[CardLine, ...]

    @property
    def clauses(self) -> tuple[str, ...]:
        """Every sentence the card cites, once, in the order of its lines."""
        return tuple(dict.fromkeys(c for line in self.lines for c in line.clauses))


#: the teams on a card: the team awarded the penalty takes it; the other one fouled
TAKER, FOULING = Team.ATTACKING, Team.DEFENDING
_FOUL_SHOTS = (Penalty.P2, Penalty.P3, Penalty.P4, Penalty.P5A, Penalty.P5B, Penalty.P6)
_ONE_STROKE = (Penalty.P3, Penalty.P4, Penalty.P6)


def _not_stated(topic: CardTopic) -> CardLine:
    return CardLine(topic, CardLineId.NOT_STATED, ())


def _where(penalty: Penalty) -> tuple[CardLine, ...]:
    w = CardTopic.WHERE
    match penalty:
        case Penalty.P1:
            return (
                # Background: "The team fouled shall be awarded one goal, and ends shall not be
                #  changed." / "The game shall be resumed by the ball being bowled-in parallel to
                #  the end lines from a point on the center of the 10 yard line nearest the
                #  fouling team’s goal, the Umpire positioned in front of and facing the players,
                #  with the fouling team’s end line to the Umpire’s right."
                CardLine(w, CardLineId.GOAL_AWARDED_ENDS_NOT_CHANGED, ("penalty_1/1.1",)),
                CardLine(
                    w,
                    CardLineId.BOWLED_IN_FROM_TEN_YARD_LINE,
                    (m.PENALTY_1_THROW_IN.clause, "penalty_spots/1.1"),
                    yards=m.PENALTY_1_THROW_IN.value,
                ),
            )
        case Penalty.P2:
            return (
                CardLine(
                    w,
                    CardLineId.FROM_GOAL_CENTRE_OR_SPOT,
                    ("penalty_spots/1.2", m.PENALTY_2_DISTANCE.clause),
                    yards=m.PENALTY_2_DISTANCE.value,
                ),
            )
        case Penalty.P3 | Penalty.P4:
            distance = m.PENALTY_3_DISTANCE if penalty is Penalty.P3 else m.PENALTY_4_DISTANCE
            spot_clause = "penalty_spots/1.3" if penalty is Penalty.P3 else "penalty_spots/1.4"
            return (
                CardLine(
                    w,
                    CardLineId.FROM_GOAL_CENTRE,
                    (spot_clause, distance.clause),
                    yards=distance.value,
                ),
            )
        case Penalty.P5A:
            return (CardLine(w, CardLineId.FROM_SPOT_OF_FOUL, ("penalty_spots/1.5",)),)
        case Penalty.P5B:
            return (CardLine(w, CardLineId.FROM_CENTRE_OF_FIELD, ("penalty_spots/1.6",)),)
        case Penalty.P6:
            return (
                CardLine(
                    w,
                    CardLineId.OPPOSITE_WHERE_CROSSED,
                    (m.PENALTY_6_DISTANCE.clause, "safety/2.1"),
                    yards=m.PENALTY_6_DISTANCE.value,
                ),
            )
    return ()


def _defended(penalty: Penalty) -> tuple[CardLine, ...]:
    d = CardTopic.DEFENDED
    match penalty:
        case Penalty.P2:
            return (CardLine(d, CardLineId.UNDEFENDED, ("penalty_spots/1.2",)),)
        case Penalty.P3:
            # Background 2018: "...when the Host Tournament Committee has determined or the
            #  Tournament Conditions state that the Penalty 3 may not be defended..."
            return (
                CardLine(
                    d, CardLineId.DEFENDED_AS_COMMITTEE_DECIDES, ("penalty_procedures_2018/1.1",)
                ),
            )
        case Penalty.P4 | Penalty.P5A | Penalty.P5B:
            return (CardLine(d, CardLineId.DEFENDED, (_SPOT_CLAUSE[penalty],)),)
    return (_not_stated(d),)


_SPOT_CLAUSE = {
    Penalty.P4: "penalty_spots/1.4",
    Penalty.P5A: "penalty_spots/1.5",
    Penalty.P5B: "penalty_spots/1.6",
}


def _positions(penalty: Penalty) -> tuple[CardLine, ...]:
    if penalty in _SPOT_CLAUSE:
        fouling = CardLine(
            CardTopic.FOULING_TEAM,
            CardLineId.FOULING_TEAM_FROM_BALL,
            (_SPOT_CLAUSE[penalty],),
            yards=m.PENALTY_OPPONENTS_DISTANCE.value,
        )
    else:
        fouling = _not_stated(CardTopic.FOULING_TEAM)
    return (fouling, _not_stated(CardTopic.FOULED_TEAM))


def _taking(penalty: Penalty) -> tuple[CardLine, ...]:
    """22.b, for every foul shot, and the one-stroke rule of the 2019 procedures."""
    lines: tuple[CardLine, ...] = (
        # "The player hitting the foul shot may approach the ball only once and he or she must
        #  hit or hit at the ball within 20 seconds after the Umpire calls “Play.”"
        CardLine(
            CardTopic.TIME,
            CardLineId.HIT_WITHIN,
            (m.FOUL_SHOT_TIME.clause,),
            seconds=m.FOUL_SHOT_TIME.whole,
        ),
        CardLine(CardTopic.APPROACH, CardLineId.ONE_APPROACH, ("foul_shots/1.2", "foul_shots/2.3")),
        # "...may not hit or hit at the ball before the Umpire calls “Play”."
        CardLine(CardTopic.APPROACH, CardLineId.NOT_BEFORE_PLAY, ("foul_shots/2.2",)),
    )
    # Background 2019: "With the exception of a Penalty 2 taken from the spot (see Rule 37),
    #  Penalties 2 (30 yards), 3 (40 yards), 4 (60 yards) and 6 (safety) shall be taken in one
    #  stroke in an attempt to score. Consequently, the player taking the penalty may not make
    #  a preparatory dribble, for themselves or a team member."
    stroke = (
        "penalty_procedures_2019/1.1",
        "penalty_procedures_2019/1.2",
        "penalty_procedures_2019/1.5",
    )
    if penalty is Penalty.P2:
        lines += (CardLine(CardTopic.APPROACH, CardLineId.ONE_STROKE_FROM_CENTRE, stroke),)
    elif penalty in _ONE_STROKE:
        lines += (CardLine(CardTopic.APPROACH, CardLineId.ONE_STROKE_NO_DRIBBLE, stroke),)
    return lines


def _miss(penalty: Penalty) -> tuple[CardLine, ...]:
    # "Should the hitter hit at and miss the ball, it is blown dead on Penalties 2 or 3 and
    #  considered a live ball on Penalties 4, 5, and 6 or a knock-in."
    if penalty in (Penalty.P2, Penalty.P3):
        return (CardLine(CardTopic.MISS, CardLineId.MISS_IS_DEAD, ("foul_shots/2.4",)),)
    live = CardLine(
        CardTopic.MISS,
        CardLineId.MISS_IS_LIVE,
        # Background 2019: "The ball shall be considered in play the moment it has been either
        #  hit or hit at and missed. The attempt to hit a ball is considered a hit ball..."
        ("foul_shots/2.4", "penalty_procedures_2019/1.3", "penalty_procedures_2019/1.4")
        if penalty in _ONE_STROKE
        else ("foul_shots/2.4",),
    )
    if penalty in (Penalty.P4, Penalty.P6):
        # Background 2018: "If the ball is missed or mis-hit in a legitimate attempt to score in
        #  one hit, ... all rules of Right of Way are in effect."
        return (
            live,
            CardLine(
                CardTopic.MISS, CardLineId.MISS_RIGHT_OF_WAY, ("penalty_procedures_2018/2.1",)
            ),
        )
    return (live,)


def _penalty(penalty: Penalty, to: Team) -> Consequence:
    return Consequence(ConsequenceKind.PENALTY, penalty, to)


def _goes_wrong(penalty: Penalty) -> tuple[CardLine, ...]:
    g = CardTopic.GOES_WRONG
    fouled_again = Consequence(ConsequenceKind.RE_HIT)
    lines: tuple[CardLine, ...] = (
        # 22.b: "...the opposing team shall be awarded a Penalty 5.a from the spot where the
        #  penalty was being taken unless that spot is within the 60-yard line in front of the
        #  goal that team is defending, in which case the opposing team shall be awarded a
        #  Penalty 4."
        CardLine(
            g, CardLineId.PASSED_OR_LATE, ("foul_shots/1.3",), cost=_penalty(Penalty.P5A, FOULING)
        ),
        # 22.b example: "The kick is considered a second “hit” at the ball and a free hit
        #  awarded to the other team."
        CardLine(
            g, CardLineId.HORSE_KICK, ("foul_shots/3.3",), cost=_penalty(Penalty.P5A, FOULING)
        ),
        # 22.b example: "Blue #3 hits the ball before the Umpire calls “Play.” Foul on Blue."
        CardLine(
            g,
            CardLineId.HIT_BEFORE_PLAY,
            ("foul_shots/3.21",),
            cost=_penalty(Penalty.UNSPECIFIED, FOULING),
        ),
    )
    if penalty is Penalty.P2 or penalty in _ONE_STROKE:
        # Background 2019: "Violation of this rule shall be sanctioned with a Penalty 5.a."
        lines += (
            CardLine(
                g,
                CardLineId.ONE_STROKE_BROKEN,
                ("penalty_procedures_2019/1.6",),
                cost=_penalty(Penalty.P5A, FOULING),
            ),
        )
    # Background 2019: "...if the fouling team fails to carry out the proper procedure and no
    #  goal is scored, the team fouled shall be awarded another free hit at the ball from the
    #  same point under the same conditions."
    lines += (
        CardLine(
            g,
            CardLineId.FOULING_TEAM_OUT_OF_PLACE,
            ("penalty_procedures_2019/2.1",),
            cost=fouled_again,
        ),
    )
    if penalty in (Penalty.P2, Penalty.P3):
        # Background 2018: "...if the ball stops before the end of the field the Umpires shall
        #  blow the whistle and the defending team will be awarded a free hit (Penalty 5.a) from
        #  the spot where the ball stopped."
        lines += (
            CardLine(
                g,
                CardLineId.BALL_STOPS_SHORT,
                ("penalty_procedures_2018/1.1",),
                cost=_penalty(Penalty.P5A, FOULING),
            ),
        )
    if penalty in (Penalty.P4, Penalty.P6):
        # Background 2018: "If, in the umpire’s opinion, the initial attempt to hit the ball was
        #  deliberately missed, mis-hit, tapped or dribbled ... a spot hit (5.a) will be awarded
        #  to the fouling team."
        lines += (
            CardLine(
                g,
                CardLineId.DELIBERATE_MISHIT,
                ("penalty_procedures_2018/2.2",),
                cost=_penalty(Penalty.P5A, FOULING),
            ),
        )
    # Background 2018: a member of the fouling team off the field "may not make a play until he
    #  passes a player of his own team who was properly positioned ... A violation of this
    #  procedure will result in an increased penalty against the fouling team." / all four off
    #  the field: "If any such player makes a play, a Penalty 2 shall be awarded to the other
    #  team."
    lines += (
        CardLine(
            g,
            CardLineId.OFF_FIELD_PLAYER_PLAYS_EARLY,
            ("penalty_procedures_2018/3.1", "penalty_procedures_2018/3.2"),
        ),
        CardLine(
            g,
            CardLineId.WHOLE_TEAM_OFF_FIELD_PLAYS,
            ("penalty_procedures_2018/3.3", "penalty_procedures_2018/3.4"),
            cost=_penalty(Penalty.P2, TAKER),
        ),
    )
    return lines


def penalty_card(penalty: Penalty) -> PenaltyCard:
    """The card of a numbered penalty (``Penalty.UNSPECIFIED`` has none: see ``CARDS``)."""
    if penalty is Penalty.UNSPECIFIED:
        raise ValueError("a penalty the rule does not name has no card: list them all")
    lines = _where(penalty)
    if penalty in _FOUL_SHOTS:  # a Penalty 1 is a goal and a throw-in: no one stands for it
        lines += _defended(penalty) + _positions(penalty)
        lines += _taking(penalty) + _miss(penalty) + _goes_wrong(penalty)
    return PenaltyCard(penalty, lines)


#: every numbered penalty's card, in the rulebook's order
CARDS: dict[Penalty, PenaltyCard] = {
    p: penalty_card(p) for p in Penalty if p is not Penalty.UNSPECIFIED
}


def penalties_in(ruling: Ruling) -> tuple[Penalty, ...]:
    """The penalties a ruling awards or mentions (its outcome, options and violations), once
    each in that order; ``Penalty.UNSPECIFIED`` where the rule names none; then any penalty
    whose own text the ruling relies on (a goal from a Penalty 1 restarts at that penalty's
    spot, so its card is one tap away too)."""
    found: list[Penalty] = []
    outcomes = [ruling.outcome, *(o.outcome for o in ruling.options)]
    found += [o.penalty for o in outcomes if o is not None and o.penalty is not None]
    found += [v.consequence.penalty for v in ruling.violations if v.consequence.penalty is not None]
    cited = {c.clause for c in ruling.citations}
    found += [p for p, clause in PENALTY_SPOT_CLAUSE.items() if clause in cited]
    return tuple(dict.fromkeys(found))
