"""Words for the answer at a glance: the "how" beside the headline, the one line of what the
common violations cost, and the teams named by what they do at this restart.

The headline says who restarts ("Penalty 4 to the attackers"; a knock-in says it by itself,
as only the team whose end line was crossed knocks in); every later line names the teams by
their part in this restart ("the team knocking in", "the other team"), so the words agree with
the rulebook's, whose "defending team" at a knock-in is the team defending against the hit-in.
"""

from __future__ import annotations

from bot.i18n_markers import N_
from rules_core.ids import StepId, ViolationId
from rules_core.ruling import RestartKind

#: TRANSLATORS: the one or two things to do that matter most, after the headline, lower case;
#: %(team)s e.g. "the other team", %(yards)s "30 yards", %(seconds)s "10 seconds"
HOW: dict[StepId, str] = {
    StepId.RESUME_AS_IN_ENDED_PERIOD: N_("at the start of the next period"),
    StepId.OPPONENTS_FROM_END_LINE: N_("%(team)s %(yards)s back"),
    StepId.HIT_WITHIN: N_("hit within %(seconds)s of 'Play'"),
    StepId.COUNT_AND_DROP: N_("a count of %(seconds)s"),
    StepId.PLAY_WITHIN: N_("then %(seconds)s to play"),
    StepId.TAP_OR_HIT_ALLOWED: N_("tap or hit"),
    StepId.HIT_TO_GOAL_OR_TEAMMATE: N_("hit, no tap"),
    StepId.ENDS_CHANGED: N_("ends changed"),
    StepId.ENDS_NOT_CHANGED: N_("ends not changed"),
    StepId.RETURN_TO_CENTRE_WITHIN: N_("%(seconds)s to line up (late: thrown in anyway)"),
    StepId.DELAYED_WHISTLE: N_("delayed whistle"),
    StepId.WITH_A_NEW_BALL: N_("with a new ball"),
}

#: TRANSLATORS: how a numbered penalty (2 to 6) is hit, beside its headline (Rule 22.b)
PENALTY_HOW = N_("one approach, hit within %(seconds)s of 'Play'")

#: TRANSLATORS: the team that takes this restart, named by what it does
TAKERS: dict[RestartKind, str] = {
    RestartKind.KNOCK_IN: N_("the team knocking in"),
    RestartKind.RE_HIT: N_("the team knocking in"),
    RestartKind.FREE_HIT: N_("the team taking the free hit"),
    RestartKind.POSSESSION_PLAY: N_("the team given possession"),
    RestartKind.PENALTY: N_("the team taking the penalty"),
}
#: TRANSLATORS: the same, as the team something is awarded to
TAKERS_TO: dict[RestartKind, str] = {
    RestartKind.KNOCK_IN: N_("to the team knocking in"),
    RestartKind.RE_HIT: N_("to the team knocking in"),
    RestartKind.FREE_HIT: N_("to the team taking the free hit"),
    RestartKind.POSSESSION_PLAY: N_("to the team given possession"),
    RestartKind.PENALTY: N_("to the team taking the penalty"),
}
#: TRANSLATORS: the team that does not take this restart
OTHER_TEAM = N_("the other team")
TO_OTHER_TEAM = N_("to the other team")

#: TRANSLATORS: the costs line under the headline; %(costs)s is one or two "X → Y" items.
#: Short: a Spanish or Italian glance shows every cost the English one shows in 360 characters
COSTS = N_("If wrong: %(costs)s")

#: TRANSLATORS: a violation in the costs line, short, lower case ("passed, late or early →
#: Penalty 4 to the other team"); a list too long for the phone's first screen is cut ("passed,
#: late… →"), so the shorter, the more of it shows
SHORT_VIOLATIONS: dict[ViolationId, str] = {
    ViolationId.CONTACT_BEFORE_THROW_IN: N_("contact"),
    ViolationId.INSIDE_FIVE_YARDS: N_("within 5 yards of the umpire"),
    ViolationId.WRONG_SIDE_PLAYS_EARLY: N_("wrong side plays early"),
    ViolationId.LATE_PLAYER_JOINS_PLAY: N_("late player joins"),
    ViolationId.TEAM_LATE_TO_CENTRE: N_("team late back"),
    ViolationId.KNOCK_IN_PASSED_BALL: N_("passed"),
    ViolationId.KNOCK_IN_LATE: N_("late"),
    ViolationId.KNOCK_IN_EARLY: N_("early"),
    ViolationId.OPPONENT_INSIDE_30: N_("inside 30"),
    ViolationId.OFF_FIELD_OPPONENT_PLAYS_EARLY: N_("on from off the field, plays early"),
    ViolationId.DELAY_OF_GAME_BY_OPPONENT: N_("delay"),
    ViolationId.CLOCK_MANAGEMENT_BY_HITTING_TEAM: N_("running the clock"),
    ViolationId.FOUL_SHOT_PASSED_BALL: N_("passed"),
    ViolationId.FOUL_SHOT_SECOND_APPROACH: N_("second approach"),
    ViolationId.FOUL_SHOT_LATE: N_("late"),
    ViolationId.FOUL_SHOT_HORSE_KICK: N_("horse kicks it"),
    ViolationId.FOUL_SHOT_EARLY: N_("early"),
    ViolationId.NOT_PLAYED_IN_TIME: N_("not played in time"),
    ViolationId.TAPPED_WHEN_HIT_REQUIRED: N_("tapped"),
    ViolationId.SIXTY_HITTER_PLAYS_AGAIN: N_("hitter plays again"),
    ViolationId.SIXTY_HITTING_TEAM_PLAYS_SHORT_BALL: N_("short ball played"),
    ViolationId.DANGEROUS_PLAY: N_("dangerous play"),
    ViolationId.OPPONENT_AHEAD_OF_LINE: N_("ahead of the line"),
}
