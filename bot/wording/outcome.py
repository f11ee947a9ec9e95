"""Words for a ruling's headline: restart kinds, penalties, teams, goals, clock."""

from __future__ import annotations

from bot.i18n_markers import N_, NC_, Label
from rules_core.facts import Penalty, Team
from rules_core.ruling import Clock, ConsequenceKind, GoalCounts, RestartKind

RESTARTS: dict[RestartKind, str] = {
    RestartKind.THROW_IN: N_("Throw-in"),
    RestartKind.KNOCK_IN: N_("Knock-in"),
    RestartKind.PENALTY: N_("Penalty"),
    RestartKind.FREE_HIT: N_("Free hit"),
    RestartKind.POSSESSION_PLAY: N_("Possession play"),
    RestartKind.RE_HIT: N_("Knock-in taken again"),
    RestartKind.RETAKE_WITH_NEW_BALL: N_("Take it again with a new ball"),
    RestartKind.PLAY_ON: N_("Play on"),
    #: wherever the stopped throw-in was being made: the centre, the boards, 10 yd in front of
    #: goal (docs/readings.md, "Line-up problems away from the centre")
    RestartKind.STOP_AND_LINE_UP_AGAIN: N_("Stop, line up again and throw in from the same spot"),
    RestartKind.EXTRA_TIME_CLOCK_STOPPED: N_("Give him extra time, clock stopped"),
    RestartKind.PROCEED_WITHOUT_PLAYER: N_("Line up and throw in without him"),
    RestartKind.NO_CALL: N_("No call"),
    RestartKind.REVERSE_DIRECTION: N_("Explain, reverse direction and resume"),
    RestartKind.RESUME_SUSPENDED_GAME: N_("Resume the suspended game"),
    RestartKind.ABANDON_GAME: N_("Abandon the game"),
    RestartKind.GOAL_STANDS: N_("The goal stands"),
}
#: restarts whose words already say the clock: no second "Clock stopped." under them
SAYS_THE_CLOCK = frozenset({RestartKind.EXTRA_TIME_CLOCK_STOPPED})

#: TRANSLATORS: "Penalty 4"; %(number)s is the penalty's number, e.g. "5.a"
PENALTY_NUMBERED = N_("Penalty %(number)s")

PENALTIES: dict[Penalty, str] = {
    Penalty.P1: "1",
    Penalty.P2: "2",
    Penalty.P3: "3",
    Penalty.P4: "4",
    Penalty.P5A: "5.a",
    Penalty.P5B: "5.b",
    Penalty.P6: "6",
}
#: TRANSLATORS: the rule says "a penalty" without naming which; %(to)s "to the defenders"
UNNAMED_PENALTY_TO = N_("a penalty %(to)s, which the rule does not name")
UNNAMED_PENALTY = N_("a penalty, which the rule does not name")
#: TRANSLATORS: the rule says "the appropriate penalty": the one for the foul the umpires call
FOUL_PENALTY_TO = N_("a penalty %(to)s: the one for the foul called")
FOUL_PENALTY = N_("a penalty: the one for the foul called")

#: TRANSLATORS: a team as the subject of a sentence
TEAMS: dict[Team, Label] = {
    Team.ATTACKING: NC_("team", "the attackers"),
    Team.DEFENDING: NC_("team", "the defenders"),
}
#: TRANSLATORS: who is awarded a restart: "Penalty 4 to the attackers"
TEAMS_TO: dict[Team, Label] = {
    Team.ATTACKING: NC_("awarded", "to the attackers"),
    Team.DEFENDING: NC_("awarded", "to the defenders"),
}
#: with the team names the chat gave
TEAM_TO_NAMED = N_("to %(name)s")

#: TRANSLATORS: who takes a knock-in (or its re-hit) when the chat gave no names. Only the team
#: whose end line was crossed knocks in (22.a), so "Knock-in" says who by itself; the rulebook
#: calls the *other* team "the defending team" there, so "by the defenders" would contradict the
#: original text one tap away. "by the attackers" is only ever a quiz's wrong answer.
TEAMS_BY: dict[Team, Label | None] = {
    Team.ATTACKING: NC_("taken by", "by the attackers"),
    Team.DEFENDING: None,
}
TEAM_BY_NAMED = N_("by %(name)s")

GOALS: dict[GoalCounts, str] = {
    GoalCounts.FOR_SCORER: N_("The goal counts for %(team)s."),
    GoalCounts.FOR_OPPONENT: N_("The goal counts for %(team)s (own goal)."),
    GoalCounts.NOT_COUNTED: N_("The goal does not count."),
}

#: TRANSLATORS: a Penalty 1 is an awarded goal; %(penalty)s "Penalty 1", %(to)s "to the
#: attackers"; the throw-in that follows comes next (THEN_THROW_IN)
PENALTY_1_AWARDED = N_("%(penalty)s %(to)s: a goal is awarded")
#: TRANSLATORS: after an awarded goal; %(where)s e.g. "10 yards in front of this goal"
THEN_THROW_IN = N_("then a throw-in %(where)s")
#: the goal scored as the whistle blew, when a Penalty 1 is awarded in its place
FIELD_GOAL_NOT_COUNTED = N_("The field goal itself does not count.")

ENDS = {True: N_("Ends are changed."), False: N_("Ends are not changed.")}

CLOCKS: dict[Clock, str] = {
    Clock.STOPPED: N_("Clock stopped."),
    Clock.RUNNING: N_("Clock running."),
}

#: TRANSLATORS: what a violation costs; %(penalty)s "Penalty 4", %(to)s "to the attackers"
CONSEQUENCES: dict[ConsequenceKind, str] = {
    ConsequenceKind.PENALTY: N_("%(penalty)s %(to)s"),
    ConsequenceKind.FREE_HIT: N_("free hit %(to)s"),
    ConsequenceKind.STOP_AND_RESTART: N_("stop play, line up again"),
    ConsequenceKind.RE_HIT: N_("the hit is taken again"),
    ConsequenceKind.NO_CALL: N_("no call"),
    ConsequenceKind.PLAY_ON: N_("play on"),
    ConsequenceKind.THROW_IN_REGARDLESS: N_("the umpire throws the ball in anyway"),
}
