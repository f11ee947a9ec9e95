"""Words for what can go wrong (violations), the umpires' options, and notes."""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n_markers import N_
from rules_core.ids import NoteId, OptionId, ViolationId
from rules_core.ruling import Chooser

#: TRANSLATORS: something that can go wrong at this restart; %(team)s is who would do it
VIOLATIONS: dict[ViolationId, str] = {
    ViolationId.CONTACT_BEFORE_THROW_IN: N_("Contact before the throw-in"),
    ViolationId.INSIDE_FIVE_YARDS: N_("A player within 5 yards of the umpire"),
    ViolationId.WRONG_SIDE_PLAYS_EARLY: N_("A player on the wrong side plays too early"),
    ViolationId.LATE_PLAYER_JOINS_PLAY: N_("A late player joins the play"),
    ViolationId.TEAM_LATE_TO_CENTRE: N_("A team late back to the centre"),
    ViolationId.KNOCK_IN_PASSED_BALL: N_("The hitter passes the ball on his first approach"),
    ViolationId.KNOCK_IN_LATE: N_("No hit in time after 'Play'"),
    ViolationId.KNOCK_IN_EARLY: N_("Hit before 'Play'"),
    ViolationId.OPPONENT_INSIDE_30: N_("A player of %(team)s inside 30 yards at 'Play'"),
    ViolationId.OFF_FIELD_OPPONENT_PLAYS_EARLY: N_(
        "A player of %(team)s coming on from off the field plays before he is onside"
    ),
    ViolationId.DELAY_OF_GAME_BY_OPPONENT: N_("Delay of game by %(team)s"),
    ViolationId.CLOCK_MANAGEMENT_BY_HITTING_TEAM: N_("%(team)s run the clock"),
    ViolationId.FOUL_SHOT_PASSED_BALL: N_("The hitter passes the ball"),
    ViolationId.FOUL_SHOT_SECOND_APPROACH: N_("A second approach"),
    ViolationId.FOUL_SHOT_LATE: N_("No hit within 20 seconds of 'Play'"),
    ViolationId.FOUL_SHOT_HORSE_KICK: N_("The hitter's horse kicks the ball"),
    ViolationId.FOUL_SHOT_EARLY: N_("Hit before 'Play'"),
    ViolationId.NOT_PLAYED_IN_TIME: N_("The ball not played within 5 seconds"),
    ViolationId.TAPPED_WHEN_HIT_REQUIRED: N_("The ball tapped when it must be hit"),
    ViolationId.SIXTY_HITTER_PLAYS_AGAIN: N_("The hitter plays it again before anyone else"),
    ViolationId.SIXTY_HITTING_TEAM_PLAYS_SHORT_BALL: N_(
        "The hitting team plays a ball that went less than 30 yards"
    ),
    ViolationId.DANGEROUS_PLAY: N_("A dangerous play"),
    ViolationId.OPPONENT_AHEAD_OF_LINE: N_("A player of %(team)s ahead of the 30-yard line"),
}


@dataclass(frozen=True, slots=True)
class ChooserWords:
    """How a ruling whose outcome is a choice names who picks (``Ruling.chosen_by``)."""

    headline: str  # the ruling's first line, before the options
    heading: str  # the heading of the options in the ruling's details
    legend: str  # the diagram legend's label for one of the options
    title: str  # the diagram's title


CHOOSERS: dict[Chooser, ChooserWords] = {
    Chooser.UMPIRES: ChooserWords(
        N_("The umpires choose:"),
        N_("Umpires' options"),
        N_("Umpires' option"),
        N_("The umpires choose"),
    ),
    # 22.g: the Host Tournament Committee decides whether a suspended game resumes
    Chooser.HOST_COMMITTEE: ChooserWords(
        N_("The host tournament committee chooses:"),
        N_("The committee's options"),
        N_("The committee's option"),
        N_("The host tournament committee chooses"),
    ),
}

#: TRANSLATORS: a choice the rule leaves to the umpires (or the tournament committee)
OPTIONS: dict[OptionId, str] = {
    OptionId.CALL_PENALTY_1: N_("Call a Penalty 1 (a goal awarded instead of the field goal)"),
    OptionId.COUNT_GOAL_AND_THROW_IN: N_("Count the field goal and throw in at the centre"),
    OptionId.RESUME_BY_CALLING_PLAY: N_("Resume the knock-in by calling 'Play'"),
    OptionId.PENALISE_DELAY: N_("Penalise the delay"),
    OptionId.NO_CALL: N_("No call"),
    OptionId.CALL_FOUL: N_("Call a foul"),
    OptionId.POSSESSION_PLAY: N_("Possession play, if the team was significantly disadvantaged"),
    OptionId.THROW_IN: N_("Throw-in, if not significantly disadvantaged"),
    OptionId.RESUME_GAME: N_("Resume the game"),
    OptionId.ABANDON_GAME: N_("Abandon the game"),
}

NOTES: dict[NoteId, str] = {
    NoteId.BACKGROUND_PENALTY_SPOT: N_(
        "Where the penalty is taken comes from older USPA texts, not from the 2026 rule."
    ),
    NoteId.BACKGROUND_SAFETY: N_(
        "A defender put it over his own end line: a Safety (Rule 21.a, from older USPA texts)."
    ),
    NoteId.PENALTY_NOT_NAMED: N_(
        "The rule says 'a penalty' without naming which: the umpires award the one for the "
        "foul. Tap Penalties for how each is taken."
    ),
    NoteId.PENALTY_FOR_FOUL_CALLED: N_(
        "It is the penalty for the foul the umpires call; the rule does not name it. Tap "
        "Penalties for how each is taken."
    ),
    NoteId.ACCEPTED_LINE_UP: N_(
        "All players and the umpires accepted the line-up: the goal counts for the team that "
        "scored it."
    ),
    NoteId.MOVED_FOR_ROOM_TO_LINE_UP: N_(
        "The ball was on a boundary line: throw it in from the nearest point that leaves room "
        "for the teams to line up."
    ),
    NoteId.READING_LINE_UP_THROUGH_SPOT: N_(
        "Our reading of 'in the same manner as Rule 20': the teams line up on a line through "
        "the throw-in spot, parallel to the end line."
    ),
    NoteId.READING_FOUL_SHOT_SPOT: N_(
        "Our reading: Penalty 4 only when the spot is inside the 60 of the goal the offending "
        "team defends; otherwise a Penalty 5.a from the spot."
    ),
    NoteId.READING_DEAD_BALL_THROW_IN: N_(
        "Our reading: a dead ball is thrown in where it was, as for any stop with no penalty."
    ),
    NoteId.READING_OPPONENTS_BEHIND_LINE: N_(
        "Our reading: 'the 30-yard line' is the one between the ball and the goal they defend."
    ),
    NoteId.UMPIRES_DECIDE: N_("The umpires decide."),
    NoteId.COMMITTEE_DECIDES: N_("The host tournament committee decides."),
    NoteId.ABANDONED_ONLY_IF_NO_EFFECT: N_(
        "The committee may abandon the game instead only if it finds it can have no conceivable "
        "effect on the outcome of the event."
    ),
    NoteId.KICK_IS_SECOND_HIT: N_("A kick counts as a second hit at the ball."),
    NoteId.GOAL_ON_REBOUND_COUNTS: N_("That is not a kick: a goal scored on the rebound counts."),
    NoteId.PROCEDURAL_ERROR_BY_OFFICIALS: N_("A procedural error by the officials."),
    NoteId.NO_REDRESS: N_("The umpires are responsible and there is no redress."),
    NoteId.PERMISSION_NOT_GRANTED: N_("Permission to circle again should not be granted."),
    NoteId.CLOCK_STOPPED_NO_ADVANTAGE: N_("With the clock stopped, neither team gains."),
    NoteId.DEEMED_HIT_TO_TEAMMATE: N_(
        "The ball went 30 yards or more: the hit counts as a hit to a teammate."
    ),
    NoteId.EQUIDISTANT_EITHER_SIDE: N_(
        "The ball was as near one side as the other: throw in toward either side."
    ),
    NoteId.PENDING_RESTART_NEXT_PERIOD: N_("This restart waits for the start of the next period."),
}
