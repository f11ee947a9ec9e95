"""Where things happened, as zones with representative coordinates in the core's frame.

The frame (``rules_core.field``): y = 0 is the end line of "this goal" (the goal in question),
x runs from the left board as you face that goal. Default field 300 x 160 yd, posts at x = 76
and x = 84. Each zone is data, so a keyboard can lay it out as a list or shaped like the field.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n_markers import N_, NC_, Label


@dataclass(frozen=True, slots=True)
class EndLineZone:
    slug: str
    label: str
    short: Label
    x: float | None  # None: between the posts, which is a goal


#: along the end line, board to board, in the order an umpire sees it facing this goal
END_LINE_ZONES = (
    EndLineZone("left_board", N_("Near the left board"), NC_("end line", "Board"), 2.0),
    EndLineZone("wide_left", N_("Wide left of the posts"), NC_("end line", "Wide"), 40.0),
    EndLineZone("near_left_post", N_("Just outside the left post"), NC_("end line", "Post"), 73.0),
    EndLineZone(
        "between_posts", N_("Between the posts: that's a goal"), NC_("end line", "Goal"), None
    ),
    EndLineZone(
        "near_right_post", N_("Just outside the right post"), NC_("end line", "Post"), 87.0
    ),
    EndLineZone("wide_right", N_("Wide right of the posts"), NC_("end line", "Wide"), 120.0),
    EndLineZone("right_board", N_("Near the right board"), NC_("end line", "Board"), 158.0),
)


@dataclass(frozen=True, slots=True)
class LengthZone:
    slug: str
    label: Label  # short: it sits beside an arrow for the board or the half
    y: float


#: along the field, from this goal's end line to the far one
LENGTH_ZONES = (
    LengthZone("this_30", NC_("zone", "inside this 30"), 15.0),
    LengthZone("this_30_60", NC_("zone", "this 30 to 60"), 45.0),
    LengthZone("this_60", NC_("zone", "on this 60"), 60.0),
    LengthZone("midfield", NC_("zone", "midfield"), 150.0),
    LengthZone("far_60", NC_("zone", "inside the far 60"), 255.0),
    LengthZone("far_30", NC_("zone", "inside the far 30"), 285.0),
)

LEFT_BOARD_X = 0.0
RIGHT_BOARD_X = 160.0
LEFT_HALF_X = 40.0
RIGHT_HALF_X = 120.0
GOAL_CENTRE_X = 80.0
