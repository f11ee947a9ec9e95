"""Where restarts are taken: the geometry the rules ask for, computed on the given field.

Each function cites the sentence whose geometry it computes; the rules modules call them.
"""

from __future__ import annotations

from rules_core import measures as m
from rules_core.errors import PlaceTooVague
from rules_core.facts import Penalty, Team
from rules_core.field import Coordinate, Field, Place, Point, Side, Span, exactly, span_of
from rules_core.ruling import Goal, Outcome, RestartKind, Spot, SpotAnchor, SpotReference


def goal_defended_by(team: Team) -> Goal:
    """The goal in question (y = 0) is defended by ``Team.DEFENDING``; the far one by the other."""
    return Goal.NEAR if team is Team.DEFENDING else Goal.FAR


def at_distance(goal: Goal, distance: float, x: float, field: Field) -> Point:
    """The point ``distance`` yd out from ``goal``'s end line at ``x`` (field frame)."""
    return Point(x, distance if goal is Goal.NEAR else field.length_yd - distance)


def end_within_sixty(y: Coordinate, field: Field, name: str, clause: str) -> Goal | None:
    """The end whose 60-yard line a place at ``y`` is on or inside, if any ("on or inside" is
    <= 60 yd from that end line); raises ``PlaceTooVague`` if ``y`` straddles a 60-yard line
    (``clause``: the sentence whose cases the line divides)."""
    sixty, known = m.SIXTY_YARD_LINE.value, span_of(y)
    far_sixty = field.length_yd - sixty
    if known.all_at_most(sixty):
        return Goal.NEAR
    if known.all_at_least(far_sixty):
        return Goal.FAR
    if known.all_above(sixty) and known.all_below(far_sixty):
        return None
    line = sixty if not known.all_above(sixty) else far_sixty
    raise PlaceTooVague(name, "a 60-yard line", line, clause)


def nearer_side(x: Coordinate, field: Field) -> Side | None:
    """The nearer side boards to a place at ``x``; ``None`` when the facts do not tell: exactly
    in the middle (either side), or a place that may lie on either side of it, where the ruling
    keeps the rule's own words, "toward the nearer side boards", and the umpire sees which."""
    known, centre = span_of(x), field.centre_x
    if known.all_below(centre):
        return Side.LEFT
    if known.all_above(centre):
        return Side.RIGHT
    return None


# --- 22.a Knock-in ---------------------------------------------------------------------------
# "...from a point on the field which is within one foot of the point where the ball crossed
#  the end line. Should this point be closer than 5 yards to a side board or goal post, the
#  ball shall be hit ... from a point ... 5 yards from that side board or goal post (but not
#  between the goal posts)."
# Each stretch of the end line decides one spot; the stretches meet where the moved spot and
# the crossing point are the same (5 yd from a board or post), so a crossing known only to lie
# in one stretch (its ends included) is decided.
def knock_in_spot(crossing_x: Coordinate, field: Field) -> Spot:
    clearance, known = m.KNOCK_IN_CLEARANCE.value, span_of(crossing_x)
    board_l, wide_l, post_l, post_r, wide_r, board_r = end_line_stretches(field)
    if known.lo <= board_l.lo and known.hi >= board_r.hi:
        # anywhere along the end line (a typed question that does not say where): the rule
        # itself is the spot, wherever it crossed, kept 5 yd from a board or post
        return Spot(
            place=Place(crossing_x, 0.0),
            anchor=SpotAnchor.END_LINE,
            goal=Goal.NEAR,
            distance_yd=0.0,
            clearance_yd=clearance,
        )
    # a crossing exactly 5 yd out is where it crossed: the wide stretches are tested first
    if any(known.within(s.lo, s.hi) for s in (wide_l, wide_r)):
        return _where_it_crossed(crossing_x, field)
    moves = (
        (board_l, board_l.hi, SpotReference.LEFT_BOARD, False),
        (board_r, board_r.lo, SpotReference.RIGHT_BOARD, False),
        (post_l, post_l.lo, SpotReference.LEFT_POST, True),
        (post_r, post_r.hi, SpotReference.RIGHT_POST, True),
    )
    for stretch, x, reference, outside in moves:
        if known.within(stretch.lo, stretch.hi):
            return _moved(x, reference, clearance, outside=outside)
    ends = (s.hi for s in (board_l, wide_l, post_l, post_r, wide_r))
    line = next((v for v in (post_r.lo, *ends) if known.lo < v < known.hi), known.lo)
    raise PlaceTooVague(
        "incident.crossing_x", "5 yards from a board or goal post", line, "knock_in/1.2"
    )


def end_line_stretches(field: Field) -> tuple[Span, ...]:
    """The stretches of the end line 22.a draws, board to board: within 5 yd of the left board,
    wide left, within 5 yd outside the left post, and the same on the right."""
    clear, width = m.KNOCK_IN_CLEARANCE.value, field.width_yd
    left, right = field.post_x(Side.LEFT), field.post_x(Side.RIGHT)
    return (
        Span(0.0, clear),
        Span(clear, left - clear),
        Span(left - clear, left),
        Span(right, right + clear),
        Span(right + clear, width - clear),
        Span(width - clear, width),
    )


def _where_it_crossed(crossing_x: Coordinate, field: Field) -> Spot:
    """Within a foot of where the ball crossed: the crossing itself, as far as it is known."""
    x = exactly(crossing_x)
    reference, offset = _nearest_end_line_landmark(x, field) if x is not None else (None, None)
    return Spot(
        place=Place(crossing_x, 0.0),
        anchor=SpotAnchor.END_LINE,
        goal=Goal.NEAR,
        distance_yd=0.0,
        reference=reference,
        offset_yd=offset,
        outside=reference in (SpotReference.LEFT_POST, SpotReference.RIGHT_POST),
    )


def _nearest_end_line_landmark(x: float, field: Field) -> tuple[SpotReference, float]:
    """The landmark closest to an exactly known crossing ``x``, and how far it is."""
    landmarks = (
        (SpotReference.LEFT_BOARD, 0.0),
        (SpotReference.LEFT_POST, field.post_x(Side.LEFT)),
        (SpotReference.RIGHT_POST, field.post_x(Side.RIGHT)),
        (SpotReference.RIGHT_BOARD, field.width_yd),
    )
    ref, at = min(landmarks, key=lambda lm: abs(x - lm[1]))
    return ref, abs(x - at)


def _moved(x: float, reference: SpotReference, offset: float, *, outside: bool = False) -> Spot:
    return Spot(
        place=Place(x, 0.0),
        anchor=SpotAnchor.END_LINE,
        goal=Goal.NEAR,
        distance_yd=0.0,
        reference=reference,
        offset_yd=offset,
        outside=outside,
        moved=True,
    )


# --- Penalty spots (background: docs/readings.md, "Penalty spots"; rulebook "penalty_spots") ---
def penalty_outcome(penalty: Penalty, to: Team, field: Field) -> Outcome:
    """A penalty awarded to ``to``, with its spot where the penalty defines one.

    The fouling team is ``to.other``; Penalties 1-4 are taken in front of the goal it defends.
    A Penalty 5.a's spot is the foul's, which the caller knows (the foul shots rule sets it);
    a penalty the rule leaves unnamed has no spot.
    """
    goal = goal_defended_by(to.other)
    spot: Spot | None
    if penalty in _OPPOSITE_GOAL_CENTRE:
        distance = _OPPOSITE_GOAL_CENTRE[penalty].value
        spot = Spot(
            place=Place.at(at_distance(goal, distance, field.centre_x, field)),
            anchor=SpotAnchor.OPPOSITE_GOAL_CENTRE,
            goal=goal,
            distance_yd=distance,
            reference=SpotReference.GOAL_CENTRE,
        )
    elif penalty is Penalty.P1:
        distance = m.PENALTY_1_THROW_IN.value
        spot = Spot(
            place=Place.at(at_distance(goal, distance, field.centre_x, field)),
            anchor=SpotAnchor.IN_FRONT_OF_GOAL,
            goal=goal,
            distance_yd=distance,
        )
    elif penalty is Penalty.P5B:
        spot = Spot(place=Place.at(field.centre), anchor=SpotAnchor.CENTRE)
    else:
        spot = None
    return Outcome(restart=RestartKind.PENALTY, team=to, penalty=penalty, spot=spot)


#: the background sentence that defines each penalty's spot and procedure
PENALTY_SPOT_CLAUSE = {
    Penalty.P1: "penalty_1/2.1",
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


def safety_spot(crossing_x: Coordinate, field: Field) -> Spot:
    """Penalty 6 (background, 21.a): 60 yd from the end line opposite where the ball crossed."""
    distance = m.PENALTY_6_DISTANCE.value
    return Spot(
        place=Place(crossing_x, distance),
        anchor=SpotAnchor.OPPOSITE_CROSSING,
        goal=Goal.NEAR,
        distance_yd=distance,
    )


# --- 22.e(2) Ball over the side boards ---------------------------------------------------------
# The boards it went over are named where the facts say which; where they do not (a crossing at
# ``Field.either_board``), the spot is "inside the boards" it went over, a span across the field
# with no reference, and the umpire, who saw it go out, knows which.
_BOARD_REFERENCE = {Side.LEFT: SpotReference.LEFT_BOARD, Side.RIGHT: SpotReference.RIGHT_BOARD}


def _inside_board(side: Side | None, inside: float, field: Field) -> Coordinate:
    """The ``x`` ``inside`` yd in from the boards on ``side`` (``None``: either side)."""
    if side is None:
        return Span(inside, field.width_yd - inside)
    return inside if side is Side.LEFT else field.width_yd - inside


def side_drop_spot(exit_point: Place, field: Field, *, inside: float) -> Spot:
    """Cases (iii, iv): level with where it went out, dropped ``inside`` yd in from the boards."""
    side = field.board_at(exit_point.x)
    return Spot(
        place=Place(_inside_board(side, inside, field), exit_point.y),
        anchor=SpotAnchor.SIDE_BOARDS,
        inside_yd=inside,
        reference=_BOARD_REFERENCE.get(side) if side else None,
    )


def side_throw_in_spot(exit_point: Place, field: Field) -> Spot:
    """The umpire's throw-in "from the side boards or sideline parallel to the point where the
    ball went out of play"."""
    side = field.board_at(exit_point.x)
    return Spot(
        place=exit_point,
        anchor=SpotAnchor.SIDE_BOARDS,
        inside_yd=0.0,
        reference=_BOARD_REFERENCE.get(side) if side else None,
    )


def sixty_yard_line_drop_spot(exit_point: Place, goal: Goal, field: Field) -> Spot:
    """Case (v): from the 60-yard line of that end, dropped 10 yd inside the boards."""
    inside = m.SIDE_DROP_INSIDE_FROM_SIXTY.value
    side = field.board_at(exit_point.x)
    distance = m.SIXTY_YARD_LINE.value
    y = at_distance(goal, distance, 0.0, field).y
    return Spot(
        place=Place(_inside_board(side, inside, field), y),
        anchor=SpotAnchor.SIXTY_YARD_LINE,
        goal=goal,
        distance_yd=distance,
        inside_yd=inside,
        reference=_BOARD_REFERENCE.get(side) if side else None,
        moved=True,
    )


# --- 22.h Fair Play Possession, subparagraph (2) -----------------------------------------------
# "...from a spot 60 yards from the end line opposite where the ball was when play was stopped,
#  but no more than 40 yards from the center of the 60-yard line."
# Known exactly, the spot is exact. Known as a span, it is "opposite where the ball was" while
# the whole span is within 40 yd of the centre, exactly 40 yd out while the whole span is
# beyond, and otherwise the rule's own words with both parts: opposite the ball, at most 40 yd.
def fair_play_sixty_spot(ball: Place, goal: Goal, field: Field) -> Spot:
    limit, centre = m.FAIR_PLAY_MAX_FROM_CENTRE.value, field.centre_x
    known = span_of(ball.x)
    x: Coordinate
    capped: float | None = None
    if known.all_at_most(centre - limit):
        x = centre - limit
    elif known.all_at_least(centre + limit):
        x = centre + limit
    elif known.within(centre - limit, centre + limit):
        x = ball.x
    else:  # straddles a limit: only the rule's wording is true for every place in the span
        x = Span(
            max(known.lo, centre - limit),
            min(known.hi, centre + limit),
            known.lo_open,
            known.hi_open,
        )
        capped = limit
    exact_x = exactly(x)
    distance = m.SIXTY_YARD_LINE.value
    y = distance if goal is Goal.NEAR else field.length_yd - distance
    return Spot(
        place=Place(x, y),
        anchor=SpotAnchor.SIXTY_YARD_LINE,
        goal=goal,
        distance_yd=distance,
        reference=SpotReference.CENTRE_OF_SIXTY,
        offset_yd=abs(exact_x - centre) if exact_x is not None else None,
        limit_yd=capped,
        moved=exact_x is not None and exactly(ball.x) != exact_x,
    )


# --- 22.e(4) Ball in the field -----------------------------------------------------------------
# "...a throw-in from the point where the ball was considered dead toward the nearer side boards
#  or side lines. In the event this point does not allow sufficient room for the teams to line
#  up on the field, the Umpire shall throw the ball in, in the same manner, from the nearest
#  point that allows it." A place known to lie on a boundary line leaves no room on one side.
def where_ball_was(ball: Place, field: Field, *, toward: Side | None = None) -> Spot:
    point = ball.point
    on_boundary = point is not None and (
        point.x in (0.0, field.width_yd) or point.y in (0.0, field.length_yd)
    )
    return Spot(place=ball, anchor=SpotAnchor.WHERE_BALL_WAS, toward=toward, moved=on_boundary)
