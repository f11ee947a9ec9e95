"""The ruling out: structured, with message ids and numbers, never translated text.

A front end turns each id into words in its language (the bot's ``render``), formats the
numbers with Babel, and shows the citations' stored text on request.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules_core.facts import NO_TEAM_NAMES, Penalty, Team, TeamNames
from rules_core.field import USPA_OUTDOOR_BOARDED, Field, Place, Side
from rules_core.ids import NoteId, OptionId, StepId, ViolationId


class RestartKind(StrEnum):
    """How play starts or resumes, or what the umpires do instead."""

    THROW_IN = "throw_in"
    KNOCK_IN = "knock_in"
    PENALTY = "penalty"
    FREE_HIT = "free_hit"
    POSSESSION_PLAY = "possession_play"
    RE_HIT = "re_hit"  # the same hit again (procedural error by the officials)
    RETAKE_WITH_NEW_BALL = "retake_with_new_ball"
    PLAY_ON = "play_on"
    STOP_AND_LINE_UP_AGAIN = "stop_and_line_up_again"
    EXTRA_TIME_CLOCK_STOPPED = "extra_time_clock_stopped"
    PROCEED_WITHOUT_PLAYER = "proceed_without_player"
    NO_CALL = "no_call"
    REVERSE_DIRECTION = "reverse_direction"
    RESUME_SUSPENDED_GAME = "resume_suspended_game"
    ABANDON_GAME = "abandon_game"
    GOAL_STANDS = "goal_stands"


class SpotAnchor(StrEnum):
    """What a spot is measured along or from."""

    END_LINE = "end_line"
    SIDE_BOARDS = "side_boards"
    SIXTY_YARD_LINE = "sixty_yard_line"
    CENTRE = "centre"
    CENTRE_LINE = "centre_line"
    WHERE_BALL_WAS = "where_ball_was"
    WHERE_PENALTY_WAS_TAKEN = "where_penalty_was_taken"
    SAME_SPOT = "same_spot"
    IN_FRONT_OF_GOAL = "in_front_of_goal"
    OPPOSITE_GOAL_CENTRE = "opposite_goal_centre"
    OPPOSITE_CROSSING = "opposite_crossing"


class SpotReference(StrEnum):
    """The landmark an offset along a line is measured from."""

    LEFT_POST = "left_post"
    RIGHT_POST = "right_post"
    LEFT_BOARD = "left_board"
    RIGHT_BOARD = "right_board"
    GOAL_CENTRE = "goal_centre"
    CENTRE_OF_SIXTY = "centre_of_sixty"


class Goal(StrEnum):
    """Which goal a spot belongs to: the goal in question (y = 0) or the far one."""

    NEAR = "near"
    FAR = "far"


@dataclass(frozen=True, slots=True)
class Spot:
    """A restart spot: where on the field, as far as the rule and the facts fix it, plus what an
    umpire would say.

    ``place`` is exact where the rule fixes the spot (5 yd outside a post, the centre) or the
    facts give it exactly; otherwise it keeps the span the user gave ("where it crossed", in the
    zone he named). ``goal`` names the goal whose end line ``distance_yd`` is measured from
    (``None``: the spot is not measured from an end line); ``offset_yd`` is the distance from
    ``reference`` along that line, ``None`` where only the ball's place fixes it; ``outside``
    means on the far side of the post from the goal mouth; ``inside_yd`` is how far in from the
    boards the ball is dropped; ``limit_yd`` caps the offset ("no more than 40 yards from the
    center of the 60-yard line"); ``clearance_yd``, for a crossing the facts place anywhere
    along the end line, is how far from a board or post the spot is kept wherever it was.
    """

    place: Place
    anchor: SpotAnchor
    goal: Goal | None = None
    distance_yd: float | None = None
    reference: SpotReference | None = None
    offset_yd: float | None = None
    outside: bool = False
    inside_yd: float | None = None
    limit_yd: float | None = None
    moved: bool = False  # moved from where the ball was by a clearance or room rule
    #: where the facts do not say where along the end line the ball crossed: the distance the
    #: spot keeps from a board or goal post wherever that was (22.a's 5 yards)
    clearance_yd: float | None = None
    #: for a throw-in from the field: the side boards it is thrown towards (None: either)
    toward: Side | None = None


class GoalCounts(StrEnum):
    FOR_SCORER = "for_scorer"
    FOR_OPPONENT = "for_opponent"
    NOT_COUNTED = "not_counted"


@dataclass(frozen=True, slots=True)
class GoalDecision:
    counts: GoalCounts
    #: the team credited with the goal, when it counts
    credited_to: Team | None


class Clock(StrEnum):
    STOPPED = "stopped"
    RUNNING = "running"


@dataclass(frozen=True, slots=True)
class ClockState:
    """Whether the clock runs, said only where a sentence says so (``clause``)."""

    state: Clock
    clause: str


@dataclass(frozen=True, slots=True)
class Outcome:
    """The headline of a ruling: what restart, which team, where."""

    restart: RestartKind
    team: Team | None = None
    penalty: Penalty | None = None
    spot: Spot | None = None
    goal: GoalDecision | None = None
    ends_changed: bool | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the procedure, with its numbers and the sentence that requires it."""

    id: StepId
    clause: str
    seconds: int | None = None
    seconds_to: int | None = None  # upper end of a range ("3-5 seconds")
    yards: float | None = None
    team: Team | None = None


class ConsequenceKind(StrEnum):
    PENALTY = "penalty"
    FREE_HIT = "free_hit"
    STOP_AND_RESTART = "stop_and_restart"
    RE_HIT = "re_hit"
    NO_CALL = "no_call"
    PLAY_ON = "play_on"
    THROW_IN_REGARDLESS = "throw_in_regardless"  # the umpire throws in without the late team


@dataclass(frozen=True, slots=True)
class Consequence:
    kind: ConsequenceKind
    penalty: Penalty | None = None
    to: Team | None = None


@dataclass(frozen=True, slots=True)
class Violation:
    """A violation that can happen at this restart, who would commit it, and what it costs."""

    id: ViolationId
    by: Team | None
    consequence: Consequence
    clause: str


@dataclass(frozen=True, slots=True)
class Option:
    """One of the choices where the rule leaves the call to the umpires or to the committee
    (``Ruling.chosen_by``)."""

    id: OptionId
    outcome: Outcome
    clause: str


class Chooser(StrEnum):
    """Who picks among a ruling's options: the umpires on the field (the usual case), or the
    Host Tournament Committee (22.g: whether a suspended game is resumed or abandoned)."""

    UMPIRES = "umpires"
    HOST_COMMITTEE = "host_committee"


@dataclass(frozen=True, slots=True)
class Citation:
    """A pointer into the stored rulebook: edition, section label and heading, sentence id.

    A background citation (an older public USPA text, not the 2026 rulebook) has the edition
    its text gives (``None`` when it gives none) and its ``source``.
    """

    rulebook: str
    edition: int | None
    rule: int | None  # None: the text does not give its rule number
    section: str  # e.g. "22.a" (see rulebook.sections() for how sure it is), or a title
    heading: str  # the seed's heading, e.g. "Knock-in"
    clause: str  # sentence id, e.g. "knock_in/1.1"
    background: bool = False  # from an older public text, not the 2026 seeds
    source: str | None = None


class TraceStatus(StrEnum):
    NOT_MATCHED = "not_matched"
    OVERRIDDEN = "overridden"
    FIRED = "fired"


@dataclass(frozen=True, slots=True)
class TraceEntry:
    rule: str
    clause: str
    status: TraceStatus
    overridden_by: str | None = None


@dataclass(frozen=True, slots=True)
class Ruling:
    """Everything an umpire needs about one restart."""

    situation: str
    rule: str
    outcome: Outcome | None  # None when the umpires (or ``chosen_by``) choose among ``options``
    options: tuple[Option, ...] = ()
    chosen_by: Chooser = Chooser.UMPIRES
    procedure: tuple[Step, ...] = ()
    violations: tuple[Violation, ...] = ()
    clock: ClockState | None = None
    notes: tuple[NoteId, ...] = ()
    citations: tuple[Citation, ...] = ()
    trace: tuple[TraceEntry, ...] = ()
    teams: TeamNames = NO_TEAM_NAMES
    #: the field the ruling was decided on: its spots are in this field's frame
    field: Field = USPA_OUTDOOR_BOARDED
    #: where the ball was or went out, as far as the facts say (for the diagram)
    ball_at: Place | None = None
