"""Where things happened, as zones drawn from the rules' own lines, in the core's frame.

The frame (``rules_core.field``): y = 0 is the end line of "this goal" (the goal in question),
x runs from the left board as you face that goal; the tree asks on the default field (300 x 160
yd, posts 8 yd apart). A zone is what an umpire can tell at a glance, and it is handed to the
core as what it is, a ``Span``, never as a point inside it. Each zone lies wholly on one side of
every line a rule draws there, so it decides one spot rule:

* along the end line, 22.a's 5 yards from a board or post: within 5 yd of a board, wide
  (more than 5 yd from both), within 5 yd outside a post, between the posts (a goal);
* along the field, the 60-yard lines of 22.e(2) and 22.h: inside this 60 (on the line
  included), between the 60-yard lines, inside the far 60;
* across the field, 22.e(4)'s "nearer side boards": the left half, the right half.

The 40 yards of a possession play's spot (22.h (2)) need no zone: the core words the spot
"opposite where the ball was, at most 40 yards from the centre".
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n_markers import N_, NC_, Label
from rules_core import measures as m
from rules_core.field import USPA_OUTDOOR_BOARDED, Span
from rules_core.spots import end_line_stretches

FIELD = USPA_OUTDOOR_BOARDED
#: 22.a's stretches, board to board (the core's own list, so the two can never disagree)
_BOARD_L, _WIDE_L, _POST_L, _POST_R, _WIDE_R, _BOARD_R = end_line_stretches(FIELD)
_SIXTY = m.SIXTY_YARD_LINE.value


@dataclass(frozen=True, slots=True)
class EndLineZone:
    slug: str
    label: str
    short: Label
    x: Span | None  # None: between the posts, which is a goal


#: along the end line, board to board, in the order an umpire sees it facing this goal
END_LINE_ZONES = (
    EndLineZone(
        "left_board",
        N_("Within 5 yd of the left board"),
        NC_("end line", "Board ≤5"),
        _BOARD_L,
    ),
    EndLineZone(
        "wide_left",
        N_("Wide left: over 5 yd from board and post"),
        NC_("end line", "Wide"),
        _WIDE_L,
    ),
    EndLineZone(
        "near_left_post",
        N_("Within 5 yd outside the left post"),
        NC_("end line", "Post ≤5"),
        _POST_L,
    ),
    EndLineZone(
        "between_posts", N_("Between the posts: that's a goal"), NC_("end line", "Goal"), None
    ),
    EndLineZone(
        "near_right_post",
        N_("Within 5 yd outside the right post"),
        NC_("end line", "Post ≤5"),
        _POST_R,
    ),
    EndLineZone(
        "wide_right",
        N_("Wide right: over 5 yd from post and board"),
        NC_("end line", "Wide"),
        _WIDE_R,
    ),
    EndLineZone(
        "right_board",
        N_("Within 5 yd of the right board"),
        NC_("end line", "Board ≤5"),
        _BOARD_R,
    ),
)


@dataclass(frozen=True, slots=True)
class LengthZone:
    slug: str
    label: Label  # short: it sits beside an arrow for the board or the half
    y: Span


#: along the field, from this goal's end line to the far one
LENGTH_ZONES = (
    LengthZone("this_60", NC_("zone", "inside this 60"), Span(0.0, _SIXTY)),
    LengthZone(
        "between_60s",
        NC_("zone", "between the 60s"),
        Span(_SIXTY, FIELD.length_yd - _SIXTY, lo_open=True, hi_open=True),
    ),
    LengthZone(
        "far_60", NC_("zone", "inside the far 60"), Span(FIELD.length_yd - _SIXTY, FIELD.length_yd)
    ),
)

#: the whole length of the field: a place a typed question does not say at all ("play stopped,
#: nobody had it", "off the umpire's horse, over the boards"); the core decides with it where the
#: rule draws no line through it, and asks on which side of the line it was where it does
#: (``PlaceTooVague``): a question the ruling does not hang on is never asked
ANYWHERE = LengthZone("anywhere", NC_("zone", "place not said"), Span(0.0, FIELD.length_yd))

#: the whole end line, board to board: a crossing a typed question does not place at all ("their
#: 3 shot wide over the back line", "il loro tiro esce largo a fondo"); the core words the
#: knock-in's spot as the rule does, "where it crossed, or 5 yards from the board or post if it
#: crossed nearer", and a Safety's "level with where the ball crossed": no button
ALONG_END_LINE = Span(0.0, FIELD.width_yd)

#: across the whole field: a place whose side is not said (a ball somewhere in a zone, or a
#: crossing of the side boards, which lies on one of them: ``Field.either_board``)
ACROSS = FIELD.either_board()
LEFT_BOARD_X = 0.0
RIGHT_BOARD_X = FIELD.width_yd
LEFT_HALF = Span(0.0, FIELD.centre_x, hi_open=True)
RIGHT_HALF = Span(FIELD.centre_x, FIELD.width_yd, lo_open=True)
GOAL_CENTRE_X = FIELD.centre_x
