"""USPA Rulebook 2026, Rule 22.e(2): ball over the side boards or side line, with its
interpretation "free hit from the 60-yard line".
"""

from __future__ import annotations

from rules_core import measures as m
from rules_core.engine import Decision, rule
from rules_core.errors import InvalidFacts, NoRuleApplies
from rules_core.facts import (
    BallOverSideBoards,
    FreeHitFromSixty,
    Penalty,
    SideExit,
    SixtyYardHitEvent,
    Team,
)
from rules_core.field import Field
from rules_core.ids import NoRuleReason, NoteId, OptionId, StepId, ViolationId
from rules_core.rules.r22e_throw_ins import later_throw_in_procedure
from rules_core.ruling import (
    Consequence,
    ConsequenceKind,
    Option,
    Outcome,
    RestartKind,
    Spot,
    Step,
    Violation,
)
from rules_core.spots import (
    end_within_sixty,
    goal_defended_by,
    side_drop_spot,
    side_throw_in_spot,
    sixty_yard_line_drop_spot,
)

# --- 22.e(2) Ball over the side boards or side line -------------------------------------------
# "After the ball is hit across the side boards or sideline and no foul is awarded (See Rule
#  12.b):"
# (i) "...either directly or off the hitter’s horse or a teammate or teammate’s horse, or after
#  glancing off the side boards, a free hit will be awarded to the team that did not hit the
#  ball out."
# (ii) "...after glancing off a member of the opposing team or his horse, a free hit will be
#  awarded to the team that last hit the ball."
_HITTERS_SIDE = frozenset(
    {
        SideExit.DIRECT,
        SideExit.OFF_HITTERS_HORSE,
        SideExit.OFF_TEAMMATE,
        SideExit.GLANCED_OFF_BOARDS,
    }
)


def _awarded(incident: BallOverSideBoards) -> tuple[Team, str]:
    hitter = incident.last_hit_by
    if hitter is None:  # validation refuses this before any rule runs; kept for the checker
        raise InvalidFacts("incident.last_hit_by", "defending or attacking")
    if incident.how in _HITTERS_SIDE:
        return hitter.other, "side_boards/2.1"
    return hitter, "side_boards/3.1"


def _tap_violation(team: Team, clause: str) -> Violation:
    return Violation(
        ViolationId.TAPPED_WHEN_HIT_REQUIRED,
        team,
        Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED, team.other),
        clause,
    )


@rule(
    "side_boards.free_hit",
    clause="side_boards/1.1",
    on=BallOverSideBoards,
    when=lambda i, _f: i.how not in (SideExit.OFF_UMPIRE, SideExit.CAUSE_UNKNOWN),
)
def side_boards_free_hit(incident: BallOverSideBoards, field: Field) -> Decision:
    team, award_clause = _awarded(incident)
    end = end_within_sixty(incident.exit_point.y, field, "incident.exit_point.y", "side_boards/5.1")
    # (iii) "If the ball goes out of play between the two 60-yard lines, the free hit will be
    #  taken from where the ball went out of play."
    # (iv) "If the ball goes out of play on or inside the 60-yard line and the free hit is
    #  awarded to the defending team, the free hit will be taken where the ball went out."
    # (v) "...and the free hit is awarded to the attacking team, the free hit will be taken
    #  from the 60-yard line."
    case_v = end is not None and goal_defended_by(team) is not end
    if end is None:
        spot_clause = "side_boards/4.1"
    else:
        spot_clause = "side_boards/6.1" if case_v else "side_boards/5.1"
    # "In each of the situations described in (i) through (iv) above, the Umpire shall count 8
    #  seconds and drop a ball 5 yards inside the side boards or sideline on level ground, and a
    #  member of the team awarded possession shall have 5 seconds to play the ball, either by
    #  tapping or hitting away. The same is true in the situation described in (v) above,
    #  except that the Umpire shall count 8 seconds and drop a ball 10 yards inside ... and a
    #  member of the team awarded possession must play the ball by hitting to goal or to a
    #  teammate, but not by tapping. In all of the above situations, the same procedures
    #  concerning player positioning and delays shall apply as those that apply to a Penalty
    #  5.a."
    if case_v and end is not None:
        spot: Spot = sixty_yard_line_drop_spot(incident.exit_point, end, field)
        drop = m.SIDE_DROP_INSIDE_FROM_SIXTY
        how = Step(StepId.HIT_TO_GOAL_OR_TEAMMATE, "side_boards/8.2", team=team)
        extra = (
            _tap_violation(team, "side_boards/8.2"),
            *_sixty_violations(team),
        )
        sixty_steps = _sixty_steps(team)
    else:
        spot = side_drop_spot(incident.exit_point, field, inside=m.SIDE_DROP_INSIDE.value)
        drop = m.SIDE_DROP_INSIDE
        how = Step(StepId.TAP_OR_HIT_ALLOWED, "side_boards/8.1", team=team)
        extra = ()
        sixty_steps = ()
    count_clause = drop.clause
    return Decision(
        outcome=Outcome(RestartKind.FREE_HIT, team=team, spot=spot),
        procedure=(
            Step(
                StepId.COUNT_AND_DROP,
                count_clause,
                seconds=m.POSSESSION_COUNT.whole,
                yards=drop.value,
            ),
            Step(StepId.PLAY_WITHIN, count_clause, seconds=m.POSSESSION_PLAY_TIME.whole, team=team),
            how,
            *sixty_steps,
            Step(
                StepId.POSITIONING_AS_PENALTY_5A,
                "side_boards/8.3",
                yards=m.PENALTY_OPPONENTS_DISTANCE.value,
                team=team.other,
            ),
        ),
        violations=(
            Violation(
                ViolationId.NOT_PLAYED_IN_TIME,
                team,
                Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED, team.other),
                "side_boards/8.3",
            ),
            *extra,
        ),
        relies_on=(award_clause, spot_clause),
    )


# "If the ball goes out of play over the side boards or sideline after glancing off an Umpire
#  or his horse, or if the Umpire is unable to determine what caused the ball to go out of play,
#  play shall resume with a throw-in from the side boards or sideline parallel to the point
#  where the ball went out of play."
@rule(
    "side_boards.throw_in",
    clause="side_boards/7.1",
    on=BallOverSideBoards,
    when=lambda i, _f: i.how in (SideExit.OFF_UMPIRE, SideExit.CAUSE_UNKNOWN),
)
def side_boards_throw_in(incident: BallOverSideBoards, field: Field) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.THROW_IN, spot=side_throw_in_spot(incident.exit_point, field)),
        procedure=later_throw_in_procedure(at_centre=False),
        notes=(NoteId.READING_LINE_UP_THROUGH_SPOT,),
        relies_on=("side_boards/1.1",),
    )


# --- 22.e(2) interpretation: Free hit from the 60-yard line ------------------------------------
def _sixty_steps(team: Team) -> tuple[Step, ...]:
    return (
        # "The player taking the free hit from the 60-yard line may not play the ball again
        #  until it has been played by another player on either team."
        Step(StepId.SIXTY_HITTER_NOT_AGAIN, "free_hit_from_sixty/1.2", team=team),
        # "If the ball does not travel at least 30 yards: (i) no member of the hitting team may
        #  make a play on the ball or a defending player ..., and (ii) a defending player may
        #  play the ball from any direction or angle ..."
        Step(
            StepId.SIXTY_SHORT_BALL,
            "free_hit_from_sixty/1.3",
            yards=m.SIXTY_HIT_TO_TEAMMATE.value,
            team=team,
        ),
    )


def _sixty_violations(team: Team) -> tuple[Violation, ...]:
    # "A violation of these procedures by either team will result in an appropriate penalty."
    return (
        Violation(
            ViolationId.SIXTY_HITTER_PLAYS_AGAIN,
            team,
            Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED, team.other),
            "free_hit_from_sixty/1.4",
        ),
        Violation(
            ViolationId.SIXTY_HITTING_TEAM_PLAYS_SHORT_BALL,
            team,
            Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED, team.other),
            "free_hit_from_sixty/1.4",
        ),
        Violation(
            ViolationId.DANGEROUS_PLAY,
            team.other,
            Consequence(ConsequenceKind.PENALTY, Penalty.UNSPECIFIED, team),
            "free_hit_from_sixty/1.4",
        ),
    )


def _penalty_for(team: Team, clause: str) -> Decision:
    return Decision(
        outcome=Outcome(RestartKind.PENALTY, team=team, penalty=Penalty.UNSPECIFIED),
        notes=(NoteId.PENALTY_NOT_NAMED,),
        relies_on=(clause,),
    )


def _travelled_30(i: FreeHitFromSixty) -> bool:
    # "The player taking the free hit from the 60-yard line is deemed to be hitting to a
    #  teammate if the ball travels at least 30 yards."
    travelled = i.ball_travelled_yd or 0.0  # validation requires it except for a second play
    return m.reaches(travelled, m.SIXTY_HIT_TO_TEAMMATE, "incident.ball_travelled_yd")


@rule(
    "sixty.hitter_played_again",
    clause="free_hit_from_sixty/1.2",
    on=FreeHitFromSixty,
    when=lambda i, _f: (
        i.event is SixtyYardHitEvent.HITTER_PLAYED_AGAIN and not i.played_by_another_player_first
    ),
)
def hitter_played_again(incident: FreeHitFromSixty, _field: Field) -> Decision:
    return _penalty_for(incident.taken_by.other, "free_hit_from_sixty/1.4")


@rule(
    "sixty.hitter_played_after_another",
    clause="free_hit_from_sixty/1.2",
    on=FreeHitFromSixty,
    when=lambda i, _f: (
        i.event is SixtyYardHitEvent.HITTER_PLAYED_AGAIN and i.played_by_another_player_first
    ),
)
def hitter_played_after_another(_incident: FreeHitFromSixty, _field: Field) -> Decision:
    return Decision(outcome=Outcome(RestartKind.PLAY_ON))


@rule(
    "sixty.hitting_team_short_ball",
    clause="free_hit_from_sixty/1.3",
    on=FreeHitFromSixty,
    when=lambda i, _f: (
        i.event is SixtyYardHitEvent.HITTING_TEAM_PLAYED_SHORT_BALL and not _travelled_30(i)
    ),
)
def hitting_team_short_ball(incident: FreeHitFromSixty, _field: Field) -> Decision:
    return _penalty_for(incident.taken_by.other, "free_hit_from_sixty/1.4")


@rule(
    "sixty.deemed_to_teammate",
    clause="free_hit_from_sixty/1.1",
    on=FreeHitFromSixty,
    when=lambda i, _f: (
        i.event in (SixtyYardHitEvent.HITTING_TEAM_PLAYED_SHORT_BALL, SixtyYardHitEvent.BALL_TAPPED)
        and _travelled_30(i)
    ),
)
def deemed_to_teammate(_incident: FreeHitFromSixty, _field: Field) -> Decision:
    return Decision(outcome=Outcome(RestartKind.PLAY_ON), notes=(NoteId.DEEMED_HIT_TO_TEAMMATE,))


@rule(
    "sixty.defender_short_ball",
    clause="free_hit_from_sixty/1.3",
    on=FreeHitFromSixty,
    when=lambda i, _f: (
        i.event is SixtyYardHitEvent.DEFENDER_PLAYED_SHORT_BALL
        and not _travelled_30(i)
        and i.dangerous is not True
    ),
)
def defender_short_ball(incident: FreeHitFromSixty, _field: Field) -> Decision:
    if incident.dangerous is None:
        return Decision(
            outcome=None,
            options=(
                Option(OptionId.NO_CALL, Outcome(RestartKind.PLAY_ON), "free_hit_from_sixty/1.3"),
                Option(
                    OptionId.CALL_FOUL,
                    Outcome(
                        RestartKind.PENALTY, team=incident.taken_by, penalty=Penalty.UNSPECIFIED
                    ),
                    "free_hit_from_sixty/1.4",
                ),
            ),
            notes=(NoteId.UMPIRES_DECIDE,),
        )
    return Decision(outcome=Outcome(RestartKind.PLAY_ON))


@rule(
    "sixty.defender_long_ball",
    clause="free_hit_from_sixty/1.3",
    on=FreeHitFromSixty,
    when=lambda i, _f: (
        i.event is SixtyYardHitEvent.DEFENDER_PLAYED_SHORT_BALL
        and _travelled_30(i)
        and i.dangerous is not True
    ),
)
def defender_long_ball(_incident: FreeHitFromSixty, _field: Field) -> Decision:
    raise NoRuleApplies(
        "free_hit_from_sixty",
        NoRuleReason.RIGHT_OF_WAY_AFTER_LONG_SIXTY_HIT,
        "the ball travelled at least 30 yards, so the short-ball allowance does not apply and "
        "the right-of-way rules decide (they are outside Rules 20 and 22)",
    )


@rule(
    "sixty.defender_dangerous",
    clause="free_hit_from_sixty/1.4",
    on=FreeHitFromSixty,
    when=lambda i, _f: (
        i.event is SixtyYardHitEvent.DEFENDER_PLAYED_SHORT_BALL and i.dangerous is True
    ),
)
def defender_dangerous(incident: FreeHitFromSixty, _field: Field) -> Decision:
    return _penalty_for(incident.taken_by, "free_hit_from_sixty/1.3")


# (v) "...must play the ball by hitting to goal or to a teammate, but not by tapping": a tap that
# does not travel 30 yd is neither, so it is a violation of these procedures.
@rule(
    "sixty.tapped",
    clause="side_boards/8.2",
    on=FreeHitFromSixty,
    when=lambda i, _f: i.event is SixtyYardHitEvent.BALL_TAPPED and not _travelled_30(i),
)
def tapped(incident: FreeHitFromSixty, _field: Field) -> Decision:
    return _penalty_for(incident.taken_by.other, "free_hit_from_sixty/1.4")
