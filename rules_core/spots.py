"""Where restarts are taken: the geometry the rules ask for, computed on the given field.

Each function cites the sentence whose geometry it computes; the rules modules call them.
"""

from __future__ import annotations

from rules_core import measures as m
from rules_core.facts import Penalty, Team
from rules_core.field import Field, Point, Side
from rules_core.ruling import Goal, Outcome, RestartKind, Spot, SpotAnchor, SpotReference


def goal_defended_by(team: Team) -> Goal:
    """The goal in question (y = 0) is defended by ``Team.DEFENDING``; the far one by the other."""
    return Goal.NEAR if team is Team.DEFENDING else Goal.FAR


def distance_from_goal(p: Point, goal: Goal, field: Field) -> float:
    """Yards from ``p`` to the end line of ``goal``."""
    return field.distance_to_end_line(p, far=goal is Goal.FAR)


def at_distance(goal: Goal, distance: float, x: float, field: Field) -> Point:
    """The point ``distance`` yd out from ``goal``'s end line at ``x`` (field frame)."""
    return Point(x, distance if goal is Goal.NEAR else field.length_yd - distance)


def end_within_sixty(p: Point, field: Field) -> Goal | None:
    """The end whose 60-yard line ``p`` is on or inside, if any ("on or inside" is <= 60)."""
    sixty = m.SIXTY_YARD_LINE.value
    if p.y <= sixty:
        return Goal.NEAR
    if field.length_yd - p.y <= sixty:
        return Goal.FAR
    return None


def nearer_side(x: float, field: Field) -> Side | None:
    """The nearer side boards to ``x``; ``None`` when exactly in the middle."""
    if x < field.centre_x:
        return Side.LEFT
    if x > field.centre_x:
        return Side.RIGHT
    return None


# --- 22.a Knock-in ---------------------------------------------------------------------------
# "...from a point on the field which is within one foot of the point where the ball crossed
#  the end line. Should this point be closer than 5 yards to a side board or goal post, the
#  ball shall be hit ... from a point ... 5 yards from that side board or goal post (but not
#  between the goal posts)."
def knock_in_spot(crossing_x: float, field: Field) -> Spot:
    clearance = m.KNOCK_IN_CLEARANCE.value
    left_post, right_post = field.post_x(Side.LEFT), field.post_x(Side.RIGHT)
    if crossing_x < clearance:
        return _end_line_spot(clearance, SpotReference.LEFT_BOARD, clearance, moved=True)
    if crossing_x > field.width_yd - clearance:
        x = field.width_yd - clearance
        return _end_line_spot(x, SpotReference.RIGHT_BOARD, clearance, moved=True)
    if left_post - clearance < crossing_x <= left_post:
        x = left_post - clearance
        return _end_line_spot(x, SpotReference.LEFT_POST, clearance, moved=True, outside=True)
    if right_post <= crossing_x < right_post + clearance:
        x = right_post + clearance
        return _end_line_spot(x, SpotReference.RIGHT_POST, clearance, moved=True, outside=True)
    return _end_line_spot(crossing_x, *_nearest_end_line_landmark(crossing_x, field))


def _nearest_end_line_landmark(x: float, field: Field) -> tuple[SpotReference, float, bool]:
    """The landmark closest to ``x`` on the end line: (reference, offset, outside a post)."""
    landmarks = (
        (SpotReference.LEFT_BOARD, 0.0, False),
        (SpotReference.LEFT_POST, field.post_x(Side.LEFT), True),
        (SpotReference.RIGHT_POST, field.post_x(Side.RIGHT), True),
        (SpotReference.RIGHT_BOARD, field.width_yd, False),
    )
    ref, at, outside = min(landmarks, key=lambda lm: abs(x - lm[1]))
    return ref, abs(x - at), outside


def _end_line_spot(
    x: float, reference: SpotReference, offset: float, outside: bool = False, *, moved: bool = False
) -> Spot:
    return Spot(
        point=Point(x, 0.0),
        anchor=SpotAnchor.END_LINE,
        distance_yd=0.0,
        reference=reference,
        offset_yd=offset,
        outside=outside,
        moved=moved,
    )


# --- Penalty spots (background: RULES_NOTES §4, rulebook section "penalty_spots") -----------
def penalty_outcome(
    penalty: Penalty, to: Team, field: Field, *, foul_spot: Point | None = None
) -> Outcome:
    """A penalty awarded to ``to``, with its spot where the penalty defines one.

    The fouling team is ``to.other``; Penalties 1-4 are taken in front of the goal it defends.
    Penalty 5.a needs ``foul_spot``; a penalty the rule leaves unnamed has no spot.
    """
    goal = goal_defended_by(to.other)
    spot: Spot | None
    if penalty in _OPPOSITE_GOAL_CENTRE:
        distance = _OPPOSITE_GOAL_CENTRE[penalty].value
        spot = Spot(
            point=at_distance(goal, distance, field.centre_x, field),
            anchor=SpotAnchor.OPPOSITE_GOAL_CENTRE,
            goal=goal,
            distance_yd=distance,
            reference=SpotReference.GOAL_CENTRE,
        )
    elif penalty is Penalty.P1:
        distance = m.PENALTY_1_THROW_IN.value
        spot = Spot(
            point=at_distance(goal, distance, field.centre_x, field),
            anchor=SpotAnchor.IN_FRONT_OF_GOAL,
            goal=goal,
            distance_yd=distance,
        )
    elif penalty is Penalty.P5A and foul_spot is not None:
        spot = Spot(point=foul_spot, anchor=SpotAnchor.SPOT_OF_THE_FOUL, goal=goal)
    elif penalty is Penalty.P5B:
        spot = Spot(point=field.centre, anchor=SpotAnchor.CENTRE)
    else:
        spot = None
    return Outcome(restart=RestartKind.PENALTY, team=to, penalty=penalty, spot=spot)


#: the background sentence that defines each penalty's spot and procedure
PENALTY_SPOT_CLAUSE = {
    Penalty.P1: "penalty_spots/1.1",
    Penalty.P2: "penalty_spots/1.2",
    Penalty.P3: "penalty_spots/1.3",
    Penalty.P4: "penalty_spots/1.4",
    Penalty.P5A: "penalty_spots/1.5",
    Penalty.P5B: "penalty_spots/1.6",
    Penalty.P6: "penalty_spots/1.7",
}

_OPPOSITE_GOAL_CENTRE = {
    Penalty.P2: m.PENALTY_2_DISTANCE,
    Penalty.P3: m.PENALTY_3_DISTANCE,
    Penalty.P4: m.PENALTY_4_DISTANCE,
}


def safety_spot(crossing_x: float, field: Field) -> Spot:
    """Penalty 6 (background, 21.a): 60 yd from the end line opposite where the ball crossed."""
    distance = m.PENALTY_6_DISTANCE.value
    return Spot(
        point=Point(crossing_x, distance),
        anchor=SpotAnchor.OPPOSITE_CROSSING,
        distance_yd=distance,
    )


# --- 22.e(2) Ball over the side boards ---------------------------------------------------------
def side_drop_spot(exit_point: Point, field: Field, *, inside: float) -> Spot:
    """Where the ball went out (iii, iv): dropped ``inside`` yd in from the boards."""
    x = inside if exit_point.x == 0.0 else field.width_yd - inside
    return Spot(
        point=Point(x, exit_point.y),
        anchor=SpotAnchor.SIDE_BOARDS,
        inside_yd=inside,
        reference=SpotReference.LEFT_BOARD if exit_point.x == 0.0 else SpotReference.RIGHT_BOARD,
    )


def sixty_yard_line_drop_spot(exit_point: Point, goal: Goal, field: Field) -> Spot:
    """Case (v): from the 60-yard line of that end, dropped 10 yd inside the boards."""
    inside = m.SIDE_DROP_INSIDE_FROM_SIXTY.value
    left = exit_point.x == 0.0
    x = inside if left else field.width_yd - inside
    distance = m.SIXTY_YARD_LINE.value
    return Spot(
        point=at_distance(goal, distance, x, field),
        anchor=SpotAnchor.SIXTY_YARD_LINE,
        goal=goal,
        distance_yd=distance,
        inside_yd=inside,
        reference=SpotReference.LEFT_BOARD if left else SpotReference.RIGHT_BOARD,
        moved=True,
    )


# --- 22.h Fair Play Possession, subparagraph (2) -----------------------------------------------
# "...from a spot 60 yards from the end line opposite where the ball was when play was stopped,
#  but no more than 40 yards from the center of the 60-yard line."
def fair_play_sixty_spot(ball: Point, goal: Goal, field: Field) -> Spot:
    limit = m.FAIR_PLAY_MAX_FROM_CENTRE.value
    x = min(max(ball.x, field.centre_x - limit), field.centre_x + limit)
    distance = m.SIXTY_YARD_LINE.value
    return Spot(
        point=at_distance(goal, distance, x, field),
        anchor=SpotAnchor.SIXTY_YARD_LINE,
        goal=goal,
        distance_yd=distance,
        reference=SpotReference.CENTRE_OF_SIXTY,
        offset_yd=abs(x - field.centre_x),
        moved=True,
    )


def where_ball_was(ball: Point, field: Field, *, toward: Side | None = None) -> Spot:
    return Spot(point=ball, anchor=SpotAnchor.WHERE_BALL_WAS, toward=toward)
