"""Message ids the core returns: procedure steps, violations, umpires' options, notes.

Front ends own the words for each id (the bot's catalogs); a test checks every id has them.
"""

from __future__ import annotations

from enum import StrEnum


class StepId(StrEnum):
    """One step of a restart procedure."""

    # Rule 20: the throw-in (also "in the same manner" for every later throw-in, 22.e)
    START_AT_DESIGNATED_TIME = "start_at_designated_time"
    ENDS_BY_LOT = "ends_by_lot"
    TEAMS_ON_OWN_SIDE = "teams_on_own_side"
    TEAMS_ON_OWN_SIDE_OF_SPOT = "teams_on_own_side_of_spot"  # a throw-in away from the centre
    NO_CONTACT_BEFORE_THROW_IN = "no_contact_before_throw_in"
    THROW_UNDERHAND_HARD_PARALLEL = "throw_underhand_hard_parallel"
    THROW_BETWEEN_RANKS = "throw_between_ranks"
    PLAYERS_CLEAR_OF_UMPIRE = "players_clear_of_umpire"
    NO_RUSHING_UMPIRE = "no_rushing_umpire"
    READY_WHEN_UMPIRE_POSITIONED = "ready_when_umpire_positioned"
    THROW_IN_AWAY_FROM_BOARDS = "throw_in_away_from_boards"
    NO_RIGHT_OF_WAY_IN_LINE_UP = "no_right_of_way_in_line_up"
    WRONG_SIDE_WAIT_TO_BE_ONSIDE = "wrong_side_wait_to_be_onside"
    TIME_TO_LINE_UP = "time_to_line_up"
    DELAYED_WHISTLE = "delayed_whistle"
    # 22.e(1) after a goal
    ENDS_CHANGED = "ends_changed"
    ENDS_NOT_CHANGED = "ends_not_changed"
    RETURN_TO_CENTRE_WITHIN = "return_to_centre_within"
    THROW_IN_IF_TEAM_LATE = "throw_in_if_team_late"
    # 22.a knock-in and calling 'Play'
    TIME_TO_POSITION = "time_to_position"
    BALL_READY_GOAL_JUDGE_ASIDE = "ball_ready_goal_judge_aside"
    CALL_PLAY_AFTER = "call_play_after"
    UMPIRE_BEHIND_HITTER_CALLS_PLAY = "umpire_behind_hitter_calls_play"
    SECOND_UMPIRE_WATCHES = "second_umpire_watches"
    OPPONENTS_FROM_END_LINE = "opponents_from_end_line"
    HIT_WITHIN = "hit_within"
    HIT_ON_FIRST_APPROACH = "hit_on_first_approach"
    NOT_BEFORE_PLAY = "not_before_play"
    OFF_FIELD_OPPONENT_ENTERS_BEHIND = "off_field_opponent_enters_behind"
    # 22.b foul shots
    ONE_APPROACH = "one_approach"
    MISS_IS_DEAD = "miss_is_dead"
    MISS_IS_LIVE = "miss_is_live"
    # penalty procedures (background)
    OPPONENTS_FROM_BALL = "opponents_from_ball"
    UNDEFENDED = "undefended"
    # 22.e(2) side boards and 22.h possession play
    COUNT_AND_DROP = "count_and_drop"
    PLAY_WITHIN = "play_within"
    TAP_OR_HIT_ALLOWED = "tap_or_hit_allowed"
    HIT_TO_GOAL_OR_TEAMMATE = "hit_to_goal_or_teammate"
    POSITIONING_AS_PENALTY_5A = "positioning_as_penalty_5a"
    SIXTY_HITTER_NOT_AGAIN = "sixty_hitter_not_again"
    SIXTY_SHORT_BALL = "sixty_short_ball"
    POSSESSION_TEAM_ANYWHERE = "possession_team_anywhere"
    OPPONENTS_BEHIND_LINE = "opponents_behind_line"
    # 22.e(4) ball in the field
    THROW_TOWARD_NEARER_BOARDS = "throw_toward_nearer_boards"
    MOVE_IF_NO_ROOM = "move_if_no_room"
    # 22.f, 22.g
    RESUME_AS_IN_ENDED_PERIOD = "resume_as_in_ended_period"
    OFFICIALS_ADVISE_WHERE_STOPPED = "officials_advise_where_stopped"
    OFFICIALS_ADVISE_IF_NOT_HEARD = "officials_advise_if_not_heard"
    RESUME_SCORE_PERIOD_POSITION = "resume_score_period_position"
    COMMITTEE_SETS_TIME = "committee_sets_time"
    # 22.d
    SAME_POINT_SAME_MANNER = "same_point_same_manner"
    WITH_A_NEW_BALL = "with_a_new_ball"
    # 22.c
    PENALTY_1_PROCEDURES = "penalty_1_procedures"


class ViolationId(StrEnum):
    """Something that can go wrong at a restart."""

    CONTACT_BEFORE_THROW_IN = "contact_before_throw_in"
    INSIDE_FIVE_YARDS = "inside_five_yards"
    WRONG_SIDE_PLAYS_EARLY = "wrong_side_plays_early"
    LATE_PLAYER_JOINS_PLAY = "late_player_joins_play"
    TEAM_LATE_TO_CENTRE = "team_late_to_centre"
    KNOCK_IN_PASSED_BALL = "knock_in_passed_ball"
    KNOCK_IN_LATE = "knock_in_late"
    KNOCK_IN_EARLY = "knock_in_early"
    OPPONENT_INSIDE_30 = "opponent_inside_30"
    OFF_FIELD_OPPONENT_PLAYS_EARLY = "off_field_opponent_plays_early"
    DELAY_OF_GAME_BY_OPPONENT = "delay_of_game_by_opponent"
    CLOCK_MANAGEMENT_BY_HITTING_TEAM = "clock_management_by_hitting_team"
    FOUL_SHOT_PASSED_BALL = "foul_shot_passed_ball"
    FOUL_SHOT_SECOND_APPROACH = "foul_shot_second_approach"
    FOUL_SHOT_LATE = "foul_shot_late"
    FOUL_SHOT_HORSE_KICK = "foul_shot_horse_kick"
    FOUL_SHOT_EARLY = "foul_shot_early"
    NOT_PLAYED_IN_TIME = "not_played_in_time"
    TAPPED_WHEN_HIT_REQUIRED = "tapped_when_hit_required"
    SIXTY_HITTER_PLAYS_AGAIN = "sixty_hitter_plays_again"
    SIXTY_HITTING_TEAM_PLAYS_SHORT_BALL = "sixty_hitting_team_plays_short_ball"
    DANGEROUS_PLAY = "dangerous_play"
    OPPONENT_AHEAD_OF_LINE = "opponent_ahead_of_line"


class OptionId(StrEnum):
    """A choice the rule leaves to the umpires (or to the tournament committee)."""

    CALL_PENALTY_1 = "call_penalty_1"
    COUNT_GOAL_AND_THROW_IN = "count_goal_and_throw_in"
    RESUME_BY_CALLING_PLAY = "resume_by_calling_play"
    PENALISE_DELAY = "penalise_delay"
    NO_CALL = "no_call"
    CALL_FOUL = "call_foul"
    POSSESSION_PLAY = "possession_play"
    THROW_IN = "throw_in"
    RESUME_GAME = "resume_game"
    ABANDON_GAME = "abandon_game"


class NoteId(StrEnum):
    """A remark a ruling carries: where a reading is ours, a figure is background, etc."""

    BACKGROUND_PENALTY_SPOT = "background_penalty_spot"
    BACKGROUND_SAFETY = "background_safety"
    PENALTY_NOT_NAMED = "penalty_not_named"
    PENALTY_FOR_FOUL_CALLED = "penalty_for_foul_called"
    ACCEPTED_LINE_UP = "accepted_line_up"
    MOVED_FOR_ROOM_TO_LINE_UP = "moved_for_room_to_line_up"
    READING_LINE_UP_THROUGH_SPOT = "reading_line_up_through_spot"
    READING_FOUL_SHOT_SPOT = "reading_foul_shot_spot"
    READING_DEAD_BALL_THROW_IN = "reading_dead_ball_throw_in"
    READING_OPPONENTS_BEHIND_LINE = "reading_opponents_behind_line"
    UMPIRES_DECIDE = "umpires_decide"
    COMMITTEE_DECIDES = "committee_decides"
    #: 22.g: a suspended game is abandoned only where the committee finds it can have no
    #: conceivable effect on the event's outcome
    ABANDONED_ONLY_IF_NO_EFFECT = "abandoned_only_if_no_effect"
    KICK_IS_SECOND_HIT = "kick_is_second_hit"
    GOAL_ON_REBOUND_COUNTS = "goal_on_rebound_counts"
    PROCEDURAL_ERROR_BY_OFFICIALS = "procedural_error_by_officials"
    NO_REDRESS = "no_redress"
    PERMISSION_NOT_GRANTED = "permission_not_granted"
    CLOCK_STOPPED_NO_ADVANTAGE = "clock_stopped_no_advantage"
    DEEMED_HIT_TO_TEAMMATE = "deemed_hit_to_teammate"
    EQUIDISTANT_EITHER_SIDE = "equidistant_either_side"
    PENDING_RESTART_NEXT_PERIOD = "pending_restart_next_period"


class NoRuleReason(StrEnum):
    """Why no rule of Rules 20 and 22 decides a set of facts (``errors.NoRuleApplies``)."""

    NOT_COVERED = "not_covered"
    RIGHT_OF_WAY_AFTER_LINE_UP = "right_of_way_after_line_up"
    GOAL_AT_WHISTLE_WITHOUT_FOUL = "goal_at_whistle_without_foul"
    RIGHT_OF_WAY_AFTER_LONG_SIXTY_HIT = "right_of_way_after_long_sixty_hit"
