"""Facts in: what happened, typed and immutable, one dataclass per kind of incident.

Places are ``field.Place``s: each coordinate exact or a span, as far as the user knows it.

Teams are named by their relation to the goal in question (the end line at y = 0, see
``field``): ``Team.DEFENDING`` defends it, ``Team.ATTACKING`` attacks it. Where the rule leaves a
call to the umpires ("significantly disadvantaged", "Penalty 1 or count the goal"), the fact is
an optional ``bool``: ``None`` means "not decided yet" and the ruling lists the umpires' options.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from rules_core.field import USPA_OUTDOOR_BOARDED, Coordinate, Field, Place


class Team(StrEnum):
    """A team, by its relation to the goal in question (end line y = 0)."""

    DEFENDING = "defending"
    ATTACKING = "attacking"

    @property
    def other(self) -> Team:
        return Team.ATTACKING if self is Team.DEFENDING else Team.DEFENDING


class Penalty(StrEnum):
    """Penalties a restart can award (numbers as in the USPA rulebook)."""

    P1 = "1"
    P2 = "2"
    P3 = "3"
    P4 = "4"
    P5A = "5.a"
    P5B = "5.b"
    P6 = "6"
    #: the rule says "a penalty" / "the appropriate penalty" without naming which
    UNSPECIFIED = "unspecified"


# --- Rule 20: how play starts ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OpeningThrowIn:
    """The throw-in that starts the game (20.a)."""

    situation: Literal["opening_throw_in"] = "opening_throw_in"


class LineUpProblem(StrEnum):
    JOSTLING = "jostling"  # contact for position before the throw-in
    INSIDE_FIVE_YARDS = "inside_five_yards"  # advancing within 5 yd of / rushing the umpire
    SLOW_RETURN = "slow_return"  # a player slow to the line-up, not by changing horses
    CHANGING_HORSES = "changing_horses"  # a player changing horses after a goal
    LATE_PLAYER_JOINED_PLAY = "late_player_joined_play"  # a slow returner involved in the play
    LATE_PLAYER_NOT_INVOLVED = "late_player_not_involved"  # a slow returner kept out of it


@dataclass(frozen=True, slots=True)
class LineUpIssue:
    """Something wrong at a centre line-up before or as the ball is thrown in (20.a)."""

    problem: LineUpProblem
    #: the team of the player concerned (needed for a late player's foul)
    team: Team | None = None
    situation: Literal["line_up_issue"] = "line_up_issue"


@dataclass(frozen=True, slots=True)
class WrongSideOfLineUp:
    """A player was on the wrong side of the line-up when the ball was thrown in (20.b)."""

    team: Team
    #: a properly positioned teammate had passed him (he was behind that teammate)
    behind_properly_positioned_teammate: bool
    #: needed only when he was not behind such a teammate
    ball_travelled_yd: Coordinate | None = None
    passed_midfield: bool | None = None
    situation: Literal["wrong_side_of_line_up"] = "wrong_side_of_line_up"


@dataclass(frozen=True, slots=True)
class PlayInsideLineUp:
    """A player plays the ball from an angle during the throw-in (20.c: no right of way)."""

    ball_left_line_up: bool
    #: the umpires' judgement: was the play dangerous to players or horses?
    dangerous: bool | None = None
    situation: Literal["play_inside_line_up"] = "play_inside_line_up"


class WrongWayDiscovered(StrEnum):
    DURING_PERIOD = "during_period"
    BETWEEN_PERIODS = "between_periods"


@dataclass(frozen=True, slots=True)
class WrongWayLineUp:
    """All players of both teams lined up the wrong way, permitted by the umpires (20.d)."""

    discovered: WrongWayDiscovered
    situation: Literal["wrong_way_line_up"] = "wrong_way_line_up"


# --- Rule 22: how play resumes ---------------------------------------------------------------


class EndLineDeflection(StrEnum):
    """How the ball came to cross the end line."""

    DIRECT = "direct"
    OFF_HITTERS_HORSE = "off_hitters_horse"
    OFF_GOAL_POST = "off_goal_post"
    OFF_BOARDS = "off_boards"
    OFF_ANOTHER_PLAYER = "off_another_player"  # another player or another player's horse
    OFF_OPPONENTS_MALLET = "off_opponents_mallet"


@dataclass(frozen=True, slots=True)
class BallOverEndLine:
    """The ball crossed the end line of the goal in question, not between the posts (22.a).

    ``crossing_x``: where along the end line, exactly or as a span ("within 5 yd outside the
    left post")."""

    crossing_x: Coordinate
    last_touched_by: Team
    deflection: EndLineDeflection = EndLineDeflection.DIRECT
    situation: Literal["ball_over_end_line"] = "ball_over_end_line"


class KnockInEvent(StrEnum):
    """What went wrong, or needs a call, at a knock-in (22.a, its interpretations, 22.e(3))."""

    HITTER_PASSED_BALL = "hitter_passed_ball"
    TEN_SECONDS_ELAPSED = "ten_seconds_elapsed"
    HIT_BEFORE_PLAY = "hit_before_play"
    OPPONENT_INSIDE_30 = "opponent_inside_30"
    OFF_FIELD_OPPONENT_PLAYED = "off_field_opponent_played"
    SWING_AND_MISS = "swing_and_miss"
    SECOND_UMPIRE_STOPPED_PLAY = "second_umpire_stopped_play"
    SLOW_OPPONENT = "slow_opponent"
    DELAY_BY_OPPONENT = "delay_by_opponent"
    DELAY_BY_KNOCKING_IN_TEAM = "delay_by_knocking_in_team"


@dataclass(frozen=True, slots=True)
class KnockInIncident:
    """Something happened at a knock-in. The knocking-in team is ``Team.DEFENDING``.

    Optional facts are asked only for the events that need them:
    ``ball_off_field`` for ``SWING_AND_MISS``; ``involved_in_play`` for ``SLOW_OPPONENT``;
    ``passed_teammate`` for ``OFF_FIELD_OPPONENT_PLAYED``, and when he had not passed a
    teammate, ``ball_travelled_yd`` and ``passed_midfield``.
    """

    event: KnockInEvent
    ball_off_field: bool | None = None
    involved_in_play: bool | None = None
    passed_teammate: bool | None = None
    ball_travelled_yd: Coordinate | None = None
    passed_midfield: bool | None = None
    situation: Literal["knock_in_incident"] = "knock_in_incident"


class FoulShotEvent(StrEnum):
    """What went wrong at a foul shot (22.b and its interpretation)."""

    PASSED_BALL = "passed_ball"
    SECOND_APPROACH = "second_approach"
    TWENTY_SECONDS_ELAPSED = "twenty_seconds_elapsed"
    HORSE_KICKED_BALL = "horse_kicked_ball"
    BALL_HIT_INTO_HORSES_FOOT = "ball_hit_into_horses_foot"
    HIT_AT_AND_MISSED = "hit_at_and_missed"
    HIT_BEFORE_PLAY = "hit_before_play"
    ASKED_TO_CIRCLE_AGAIN = "asked_to_circle_again"


@dataclass(frozen=True, slots=True)
class FoulShotIncident:
    """Something happened while ``taken_by`` was taking Penalty ``penalty`` at ``spot``."""

    penalty: Penalty
    taken_by: Team
    spot: Place
    event: FoulShotEvent
    situation: Literal["foul_shot_incident"] = "foul_shot_incident"


@dataclass(frozen=True, slots=True)
class GoalAtWhistle:
    """A goal at about the same time as the umpire's whistle (22.c). The goal is the one at y=0.

    ``foul_against`` is the team a foul was confirmed against. ``penalty_1_called`` is the
    umpires' call when the foul was against the defending team (``None``: not yet decided).
    """

    foul_against: Team | None
    penalty_1_called: bool | None = None
    situation: Literal["goal_at_whistle"] = "goal_at_whistle"


class BreakMoment(StrEnum):
    FIRST_HIT_OF_FOUL_SHOT = "first_hit_of_foul_shot"
    FIRST_HIT_OF_HIT_IN = "first_hit_of_hit_in"
    IN_PLAY = "in_play"


@dataclass(frozen=True, slots=True)
class BallBroke:
    """The ball broke (22.d). In play, the fair-play facts decide between 22.e(4) and 22.h."""

    moment: BreakMoment
    ball_at: Place | None = None
    possession: Team | None = None
    significantly_disadvantaged: bool | None = None
    situation: Literal["ball_broke"] = "ball_broke"


class GoalKind(StrEnum):
    FIELD_GOAL = "field_goal"
    PENALTY_1 = "penalty_1"
    HANDICAP = "handicap"


@dataclass(frozen=True, slots=True)
class GoalScored:
    """The ball went through the goal at y = 0, or a goal was awarded (22.e(1), 20.b, 20.d).

    ``scored_by`` is the team of the player who put the ball through. ``own_goal``: that goal
    is the one his team defends under the line-up being played, once all players and umpires
    accepted it (20.b); a goal consistent with a wrong-way line-up is not an own goal (20.d).
    """

    kind: GoalKind = GoalKind.FIELD_GOAL
    scored_by: Team = Team.ATTACKING
    own_goal: bool = False
    situation: Literal["goal_scored"] = "goal_scored"


class SideExit(StrEnum):
    """How the ball went over the side boards or side line (22.e(2))."""

    DIRECT = "direct"
    OFF_HITTERS_HORSE = "off_hitters_horse"
    OFF_TEAMMATE = "off_teammate"  # a teammate of the hitter or the teammate's horse
    GLANCED_OFF_BOARDS = "glanced_off_boards"
    OFF_OPPONENT = "off_opponent"  # a member of the opposing team or his horse
    OFF_UMPIRE = "off_umpire"  # an umpire or his horse
    CAUSE_UNKNOWN = "cause_unknown"


@dataclass(frozen=True, slots=True)
class BallOverSideBoards:
    """The ball went over the side boards or side line at ``exit_point`` and no foul (22.e(2)).

    ``exit_point.x`` is exactly 0 or the field's width (which boards); ``exit_point.y`` may be a
    span ("between the 60-yard lines")."""

    exit_point: Place
    #: needed unless the ball went out off an umpire or for a cause the umpire cannot tell
    last_hit_by: Team | None = None
    how: SideExit = SideExit.DIRECT
    situation: Literal["ball_over_side_boards"] = "ball_over_side_boards"


class SixtyYardHitEvent(StrEnum):
    """After a free hit from the 60-yard line (22.e(2) interpretation)."""

    HITTER_PLAYED_AGAIN = "hitter_played_again"
    HITTING_TEAM_PLAYED_SHORT_BALL = "hitting_team_played_short_ball"
    DEFENDER_PLAYED_SHORT_BALL = "defender_played_short_ball"
    BALL_TAPPED = "ball_tapped"


@dataclass(frozen=True, slots=True)
class FreeHitFromSixty:
    """Something happened after ``taken_by`` took a free hit from the 60-yard line."""

    taken_by: Team
    event: SixtyYardHitEvent
    #: how far the hit went; needed except when the hitter played it again
    ball_travelled_yd: Coordinate | None = None
    played_by_another_player_first: bool = False
    dangerous: bool | None = None
    situation: Literal["free_hit_from_sixty"] = "free_hit_from_sixty"


class StopReason(StrEnum):
    """Why the umpire stopped play with the ball in the field and no penalty (22.e(4), 22.h)."""

    PERCEIVED_VIOLATION_NO_FOUL = "perceived_violation_no_foul"
    INADVERTENT_WHISTLE = "inadvertent_whistle"
    DAMAGED_OR_BURIED_BALL = "damaged_or_buried_ball"
    FALLEN_OR_INJURED = "fallen_or_injured"  # an umpire, player or horse
    OTHER_EMERGENCY = "other_emergency"  # another perceived emergency or unexpected event
    #: one of the five above, which not said: the umpires gave the team in possession its
    #: possession play ("fair play possession to us"), which only a 22.h stop gives
    FAIR_PLAY_EVENT = "fair_play_event"
    OTHER = "other"  # any other stop with no penalty, e.g. to check equipment


@dataclass(frozen=True, slots=True)
class PlayStopped:
    """The umpire stopped play, the ball in the field, and no penalty was awarded."""

    ball_at: Place
    reason: StopReason
    possession: Team | None = None
    significantly_disadvantaged: bool | None = None
    situation: Literal["play_stopped"] = "play_stopped"


@dataclass(frozen=True, slots=True)
class PeriodEnded:
    """The period ended (22.f), and how: exactly one of

    * ``ball_at``: the ball was in the field (the horn, no foul);
    * ``ball_out``: the ball went over the end line or the side boards as the period ended;
    * ``foul_against``: a foul was called against that team as the period ended.

    The next period starts the way play would have resumed in the one that ended.
    """

    ball_at: Place | None = None
    ball_out: BallOverEndLine | BallOverSideBoards | None = None
    foul_against: Team | None = None
    #: whether the umpires heard the horn; ``None``: not said (a typed question about the next
    #: period rarely says it, and the restart does not hang on it: only 22.f's second sentence,
    #: the officials' advice, is then given as what happens if they did not hear it)
    horn_heard: bool | None = True
    situation: Literal["period_ended"] = "period_ended"


@dataclass(frozen=True, slots=True)
class GameSuspended:
    """A game was suspended (22.g)."""

    #: the Host Tournament Committee's finding; ``None``: not yet made
    could_affect_outcome: bool | None = None
    situation: Literal["game_suspended"] = "game_suspended"


Incident = (
    OpeningThrowIn
    | LineUpIssue
    | WrongSideOfLineUp
    | PlayInsideLineUp
    | WrongWayLineUp
    | BallOverEndLine
    | KnockInIncident
    | FoulShotIncident
    | GoalAtWhistle
    | BallBroke
    | GoalScored
    | BallOverSideBoards
    | FreeHitFromSixty
    | PlayStopped
    | PeriodEnded
    | GameSuspended
)


@dataclass(frozen=True, slots=True)
class TeamNames:
    """Optional display names ("Red", "Blue") for the two teams: 1 to ``TEAM_NAME_MOST``
    characters each, and not the same name twice (``validation``)."""

    defending: str | None = None
    attacking: str | None = None

    def of(self, team: Team) -> str | None:
        return self.defending if team is Team.DEFENDING else self.attacking


NO_TEAM_NAMES = TeamNames()
#: the longest team name, in characters (what a phone's headline has room for)
TEAM_NAME_MOST = 32


@dataclass(frozen=True, slots=True)
class Facts:
    """Everything the core needs to decide: the incident, the field, the team names."""

    incident: Incident
    field: Field = USPA_OUTDOOR_BOARDED
    teams: TeamNames = NO_TEAM_NAMES
