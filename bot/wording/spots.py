"""Words for where a restart is taken (``rules_core.ruling.Spot``), from the umpire's view.

"This goal" is the goal in question (y = 0); left and right are as you face it. A spot states a
figure only where the rule fixes it (5 yards outside the post, 10 yards in on the 60-yard line)
or the facts gave it exactly; where only a zone is known it is worded from the ball ("where the
ball crossed", "level with where it went out").
"""

from __future__ import annotations

from bot.i18n_markers import N_
from rules_core.ruling import SpotAnchor, SpotReference

#: TRANSLATORS: a spot; %(yards)s "5 yards", %(board)s "left boards",
#: %(offset)s e.g. "5 yards outside the left post"
ANCHORS: dict[SpotAnchor, str] = {
    SpotAnchor.END_LINE: N_("%(offset)s"),
    SpotAnchor.SIDE_BOARDS: N_("level with where it went out, %(yards)s inside the %(board)s"),
    SpotAnchor.SIXTY_YARD_LINE: N_("on this goal's 60-yard line, %(offset)s"),
    SpotAnchor.CENTRE: N_("at the centre of the field"),
    SpotAnchor.CENTRE_LINE: N_("on the centre line, more than %(yards)s from the boards"),
    SpotAnchor.WHERE_BALL_WAS: N_("where the ball was"),
    SpotAnchor.WHERE_PENALTY_WAS_TAKEN: N_("from the spot where the penalty was being taken"),
    SpotAnchor.SAME_SPOT: N_("from the same spot"),
    SpotAnchor.IN_FRONT_OF_GOAL: N_("%(yards)s in front of this goal"),
    SpotAnchor.OPPOSITE_GOAL_CENTRE: N_("%(yards)s from this goal, opposite its centre"),
    SpotAnchor.OPPOSITE_CROSSING: N_(
        "%(yards)s out from this end line, level with where the ball crossed"
    ),
}

#: the same spots at the far goal
ANCHORS_FAR: dict[SpotAnchor, str] = {
    SpotAnchor.SIXTY_YARD_LINE: N_("on the far goal's 60-yard line, %(offset)s"),
    SpotAnchor.IN_FRONT_OF_GOAL: N_("%(yards)s in front of the far goal"),
    SpotAnchor.OPPOSITE_GOAL_CENTRE: N_("%(yards)s from the far goal, opposite its centre"),
}

#: the side-boards throw-in: from the boards themselves
FROM_THE_BOARDS = N_("from the %(board)s, level with where it went out")
#: a knock-in where the ball crossed (within a foot of it)
WHERE_IT_CROSSED = N_("where the ball crossed")
#: the same where the facts do not say where along the end line it crossed (a typed question):
#: the rule's clearance, which applies wherever that was; %(yards)s "5 yards"
WHERE_IT_CROSSED_CLEAR = N_(
    "where the ball crossed, or %(yards)s from the board or goal post if it crossed nearer"
)

#: TRANSLATORS: %(yards)s from a landmark along a line
OFFSETS: dict[SpotReference, str] = {
    SpotReference.LEFT_POST: N_("%(yards)s from the left post"),
    SpotReference.RIGHT_POST: N_("%(yards)s from the right post"),
    SpotReference.LEFT_BOARD: N_("%(yards)s from the left board"),
    SpotReference.RIGHT_BOARD: N_("%(yards)s from the right board"),
    SpotReference.GOAL_CENTRE: N_("%(yards)s from the centre of the goal"),
    SpotReference.CENTRE_OF_SIXTY: N_("%(yards)s from the centre of the 60-yard line"),
}
#: on the far side of a post from the goal mouth
OUTSIDE_POST: dict[SpotReference, str] = {
    SpotReference.LEFT_POST: N_("%(yards)s outside the left post"),
    SpotReference.RIGHT_POST: N_("%(yards)s outside the right post"),
}
AT_REFERENCE: dict[SpotReference, str] = {
    SpotReference.LEFT_POST: N_("at the left post"),
    SpotReference.RIGHT_POST: N_("at the right post"),
    SpotReference.LEFT_BOARD: N_("at the left board"),
    SpotReference.RIGHT_BOARD: N_("at the right board"),
    SpotReference.GOAL_CENTRE: N_("opposite the centre of the goal"),
    SpotReference.CENTRE_OF_SIXTY: N_("at the centre of the 60-yard line"),
}
SIXTY_SIDE = {
    "left": N_("%(yards)s inside the left boards"),
    "right": N_("%(yards)s inside the right boards"),
    # the side not said (a typed question): the boards it went over, which the umpire saw
    None: N_("%(yards)s inside the boards it went over"),
}
CENTRE_SIDE = {
    "left": N_("%(yards)s left of its centre"),
    "right": N_("%(yards)s right of its centre"),
}
#: a possession play's spot where only the ball's zone is known (22.h (2))
OPPOSITE_BALL = N_("opposite where the ball was")
OPPOSITE_BALL_CAPPED = N_("opposite where the ball was, at most %(yards)s from its centre")
#: None: the side not said (a typed question), "from the boards, level with where it went out"
BOARDS = {"left": N_("left boards"), "right": N_("right boards"), None: N_("boards")}

#: where along the field, measured from this goal's end line: said only for a place the facts
#: give exactly
ALONG = N_("%(yards)s from this end line")
ALONG_FAR = N_("%(yards)s from the far end line")
TOWARD = {
    "left": N_("thrown in toward the left boards"),
    "right": N_("thrown in toward the right boards"),
    None: N_("thrown in toward either side"),
}
#: the nearer boards where the facts do not say which they are: a ball placed only along the
#: field (a typed question), or a Penalty 2 from the 30-yard spot or the spot of the foul
TOWARD_NEARER = N_("thrown in toward the nearer boards")
MOVED_FOR_ROOM = N_("moved in to the nearest point with room to line up")
