"""Words for the procedure steps (``rules_core.ids.StepId``): what to do, in order."""

from __future__ import annotations

from bot.i18n_markers import N_
from rules_core.ids import StepId

#: TRANSLATORS: one sentence per step of a restart; %(team)s is e.g. "the defenders"
STEPS: dict[StepId, str] = {
    StepId.START_AT_DESIGNATED_TIME: N_(
        "Start at the time set by the host club's tournament committee."
    ),
    StepId.ENDS_BY_LOT: N_("The teams decide by lot which goal each defends first."),
    StepId.TEAMS_ON_OWN_SIDE: N_(
        "Each team lines up on its own side of the centre line, the side of the goal it defends."
    ),
    StepId.NO_CONTACT_BEFORE_THROW_IN: N_("No contact between players before the throw-in."),
    StepId.THROW_UNDERHAND_HARD_PARALLEL: N_(
        "The umpire throws the ball underhand and hard, parallel to the end line."
    ),
    StepId.THROW_BETWEEN_RANKS: N_("The ball lands in front of and between the two ranks."),
    StepId.PLAYERS_CLEAR_OF_UMPIRE: N_("No player within %(yards)s of the umpire."),
    StepId.NO_RUSHING_UMPIRE: N_("Players may not rush the umpire."),
    StepId.READY_WHEN_UMPIRE_POSITIONED: N_(
        "The ball is ready for play when the umpire is in position."
    ),
    StepId.THROW_IN_AWAY_FROM_BOARDS: N_(
        "Anywhere on the centre line, but more than %(yards)s from the boards."
    ),
    StepId.NO_RIGHT_OF_WAY_IN_LINE_UP: N_(
        "No right of way until the ball leaves the line-up: any angle, if safe."
    ),
    StepId.WRONG_SIDE_WAIT_TO_BE_ONSIDE: N_(
        "A player on the wrong side may not play until behind a properly placed teammate, "
        "or until the ball has gone %(yards)s and he has passed midfield."
    ),
    StepId.TIME_TO_LINE_UP: N_("Give the players the appropriate time to line up."),
    StepId.TEAMS_ON_OWN_SIDE_OF_SPOT: N_(
        "Each team lines up on its own side of a line through the throw-in spot, parallel to "
        "the end line: the side of the goal it defends."
    ),
    StepId.DELAYED_WHISTLE: N_(
        "Blow a delayed whistle and call the foul against the late player for improper positioning."
    ),
    StepId.ENDS_CHANGED: N_("Ends are changed."),
    StepId.ENDS_NOT_CHANGED: N_("Ends are not changed."),
    StepId.RETURN_TO_CENTRE_WITHIN: N_(
        "Both teams must be back at the centre line within %(seconds)s of the goal."
    ),
    StepId.THROW_IN_IF_TEAM_LATE: N_(
        "If a team is late without an adequate reason, the umpire throws the ball in anyway."
    ),
    StepId.TIME_TO_POSITION: N_("Give each team a reasonable time to position itself."),
    StepId.BALL_READY_GOAL_JUDGE_ASIDE: N_(
        "The ball is ready for play when the goal judge moves aside."
    ),
    StepId.CALL_PLAY_AFTER: N_(
        "Call 'Play' generally %(seconds_from)s to %(seconds)s after the ball is ready."
    ),
    StepId.UMPIRE_BEHIND_HITTER_CALLS_PLAY: N_("The umpire behind the hitter calls 'Play'."),
    StepId.SECOND_UMPIRE_WATCHES: N_(
        "The second umpire watches the positions of the other players."
    ),
    StepId.OPPONENTS_FROM_END_LINE: N_(
        "No player of %(team)s closer than %(yards)s to the end line at 'Play'."
    ),
    StepId.HIT_WITHIN: N_("Hit or hit at the ball within %(seconds)s of 'Play'."),
    StepId.HIT_ON_FIRST_APPROACH: N_("The hitter must hit on the first approach."),
    StepId.NOT_BEFORE_PLAY: N_("No hit before the umpire calls 'Play'."),
    StepId.OFF_FIELD_OPPONENT_ENTERS_BEHIND: N_(
        "A player of %(team)s who is off the field enters behind the hitter and may not play "
        "until he passes a properly placed teammate, or the ball has gone %(yards)s and he has "
        "passed midfield."
    ),
    StepId.MISS_IS_LIVE: N_("A hit at and missed is a live ball."),
    StepId.ONE_APPROACH: N_("The hitter may approach the ball only once."),
    StepId.MISS_IS_DEAD: N_("A hit at and missed is blown dead."),
    StepId.OPPONENTS_FROM_BALL: N_("The fouling team stays at least %(yards)s from the ball."),
    StepId.UNDEFENDED: N_("The shot is undefended."),
    StepId.COUNT_AND_DROP: N_(
        "The umpire counts %(seconds)s and drops a ball %(yards)s inside the boards, "
        "on level ground."
    ),
    StepId.PLAY_WITHIN: N_("%(team)s must play the ball within %(seconds)s."),
    StepId.TAP_OR_HIT_ALLOWED: N_("The ball may be tapped or hit away."),
    StepId.HIT_TO_GOAL_OR_TEAMMATE: N_(
        "The ball must be hit to goal or to a teammate, not tapped."
    ),
    StepId.POSITIONING_AS_PENALTY_5A: N_(
        "Positions and delays as for a Penalty 5.a: %(team)s at least %(yards)s from the ball."
    ),
    StepId.SIXTY_HITTER_NOT_AGAIN: N_(
        "The hitter may not play the ball again until another player has played it."
    ),
    StepId.SIXTY_SHORT_BALL: N_(
        "If the ball goes less than %(yards)s, no member of the hitting team may play it; "
        "a defender may play it from any angle, if safe."
    ),
    StepId.POSSESSION_TEAM_ANYWHERE: N_(
        "The team given possession may position itself anywhere, on or off the field."
    ),
    StepId.OPPONENTS_BEHIND_LINE: N_(
        "Every player of %(team)s on the field must be behind the %(yards)s line until "
        "the ball is hit or hit at."
    ),
    StepId.THROW_TOWARD_NEARER_BOARDS: N_(
        "Throw in from where the ball was dead, toward the nearer boards."
    ),
    StepId.MOVE_IF_NO_ROOM: N_(
        "If there is no room to line up there, use the nearest point that allows it."
    ),
    StepId.RESUME_AS_IN_ENDED_PERIOD: N_(
        "At the start of the next period, resume as play would have resumed in the period "
        "that ended."
    ),
    StepId.OFFICIALS_ADVISE_WHERE_STOPPED: N_(
        "The referee or timekeeper tells the umpire where and when play should have stopped."
    ),
    StepId.OFFICIALS_ADVISE_IF_NOT_HEARD: N_(
        "If the umpires did not hear the horn (weather or wind), the referee or timekeeper "
        "tells the umpire at once where and when play should have stopped."
    ),
    StepId.RESUME_SCORE_PERIOD_POSITION: N_(
        "Resume at the same score, period and position of the ball."
    ),
    StepId.COMMITTEE_SETS_TIME: N_(
        "The host tournament committee sets the earliest possible time."
    ),
    StepId.SAME_POINT_SAME_MANNER: N_(
        "Take it again with another ball, from the same point, in the same manner."
    ),
    StepId.PENALTY_1_PROCEDURES: N_("Follow all the normal procedures of a Penalty 1."),
    StepId.WITH_A_NEW_BALL: N_("Resume with a new ball."),
}

#: the same steps when the core gives no distance (e.g. the possession play's drop)
STEPS_WITHOUT_YARDS: dict[StepId, str] = {
    StepId.COUNT_AND_DROP: N_("The umpire counts %(seconds)s and drops a ball at the spot."),
}
