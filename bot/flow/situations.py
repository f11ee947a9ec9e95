"""The common situations of the question tree, each reaching a ruling in three taps or so: a goal,
the ball over the end line, over the side boards, a foul shot gone wrong, play stopped.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.flow.builders import ATT, DEF, choice, grid, judge, point, possession
from bot.flow.model import Choice, Layout, Question
from bot.flow.zones import (
    ALONG_END_LINE,
    ANYWHERE,
    END_LINE_ZONES,
    FIELD,
    GOAL_CENTRE_X,
    LEFT_BOARD_X,
    LEFT_HALF,
    LENGTH_ZONES,
    RIGHT_BOARD_X,
    RIGHT_HALF,
)
from bot.i18n_markers import N_
from rules_core import measures as m
from rules_core.facts import (
    EndLineDeflection,
    FoulShotEvent,
    GoalKind,
    Penalty,
    SideExit,
    StopReason,
)
from rules_core.field import Coordinate, Span

BALL_WHERE = grid(
    "ball_where",
    N_("Where was the ball? ⬅ left half, right half ➡, as you face this goal."),
    "ball_at",
    (LEFT_HALF, RIGHT_HALF),
)

# --- goals ----------------------------------------------------------------------------------
GOAL_AT_WHISTLE = Question(
    "goal_at_whistle_foul",
    N_("A goal at about the same time as the whistle. A foul was confirmed against…"),
    (
        choice(
            "defenders",
            N_("The defenders"),
            judge(
                "penalty_1_called",
                N_("Did the umpires call a Penalty 1?"),
                "penalty_1_called",
                N_("Yes, Penalty 1"),
                N_("No, the goal counts"),
            ),
            foul_against=DEF,
        ),
        choice("attackers", N_("The attackers"), foul_against=ATT),
        choice("no_foul", N_("No foul was confirmed"), foul_against=None),
    ),
)

_AT_WHISTLE = Choice(
    "at_whistle",
    N_("Scored as the whistle blew"),
    (("situation", "goal_at_whistle"),),
    GOAL_AT_WHISTLE,
    reset=True,
)

GOAL_KIND = Question(
    "goal_kind",
    N_("What kind of goal?"),
    (
        # scored, not awarded: in play or from a foul shot, the hit of a Penalty 2 to 6 (only a
        # Penalty 1's and a handicap goal are awarded, 22.e(1)): never a penalty's goal called a
        # field goal; no penalty numbers on it (the cheat sheet states no figure of no rule)
        choice(
            "field_goal",
            N_("Attackers scored (in play or a foul shot)"),
            kind=GoalKind.FIELD_GOAL.value,
        ),
        choice(
            "own_goal",
            N_("A defender put it through his own goal"),
            scored_by=DEF,
            own_goal=True,
        ),
        choice("penalty_1", N_("A goal from a Penalty 1"), kind=GoalKind.PENALTY_1.value),
        choice("handicap", N_("A goal on handicap"), kind=GoalKind.HANDICAP.value),
        _AT_WHISTLE,
        choice(
            "accepted_wrong_way",
            N_("Defenders scored, line-up reversed"),
            scored_by=DEF,
            own_goal=False,
        ),
    ),
)


# --- ball over the end line -----------------------------------------------------------------
def end_line_where(*, goal: Question | None) -> Question:
    """Where along the end line; "between the posts" starts the ``goal`` questions afresh (a
    goal, not a crossing), or is left out where a goal is not what is being asked about. Last,
    never a button, the place not said at all (``ALONG_END_LINE``): taken only where the core
    decides without it (``bot.screens.stands``)."""
    choices = []
    for zone in END_LINE_ZONES:
        if zone.x is not None:
            choices.append(
                Choice(zone.slug, zone.label, (("crossing_x", zone.x),), short=zone.short)
            )
        elif goal is not None:
            choices.append(
                Choice(
                    zone.slug,
                    zone.label,
                    (("situation", "goal_scored"),),
                    goal,
                    reset=True,
                    short=zone.short,
                )
            )
    unsaid = (("crossing_x", ALONG_END_LINE),)
    choices.append(Choice(ANYWHERE.slug, ANYWHERE.label, unsaid, button=False))
    return Question(
        "end_line_where",
        N_("Where did it cross the end line? Left and right as you face this goal."),
        tuple(choices),
        # one row laid out like the end line: board, wide, post, goal, post, wide, board
        Layout.LINE,
    )


def end_line_who(where: Question) -> Question:
    def one(slug: str, label: str, team: str, how: EndLineDeflection) -> Choice:
        return choice(slug, label, where, last_touched_by=team, deflection=how.value)

    return Question(
        "end_line_who",
        N_("Who hit it last, and what did it touch on the way out? (Defenders defend this goal.)"),
        _end_line_choices(one),
    )


def _end_line_choices(
    _end_who: Callable[[str, str, str, EndLineDeflection], Choice],
) -> tuple[Choice, ...]:
    return (
        _end_who("attacker", N_("An attacker hit it out"), ATT, EndLineDeflection.DIRECT),
        _end_who("defender", N_("A defender hit it out (a Safety)"), DEF, EndLineDeflection.DIRECT),
        _end_who(
            "defender_horse",
            N_("A defender's hit, off his own horse"),
            DEF,
            EndLineDeflection.OFF_HITTERS_HORSE,
        ),
        _end_who(
            "defender_post",
            N_("A defender's hit, off a goal post"),
            DEF,
            EndLineDeflection.OFF_GOAL_POST,
        ),
        _end_who(
            "defender_boards",
            N_("A defender's hit, off the boards"),
            DEF,
            EndLineDeflection.OFF_BOARDS,
        ),
        _end_who(
            "defender_off_player",
            N_("A defender's hit, off another player or horse"),
            DEF,
            EndLineDeflection.OFF_ANOTHER_PLAYER,
        ),
        _end_who(
            "defender_off_mallet",
            N_("A defender's hit, off an opponent's mallet"),
            DEF,
            EndLineDeflection.OFF_OPPONENTS_MALLET,
        ),
        # last, so that the keys of the choices above stay those of earlier menus; "who hit it
        # last" is the attacker even when a defender or his horse touched it last (22.a: a
        # knock-in, never a Safety)
        _end_who(
            "attacker_off_defender",
            N_("An attacker's hit, off a defender or his horse"),
            ATT,
            EndLineDeflection.OFF_ANOTHER_PLAYER,
        ),
    )


END_WHERE = end_line_where(goal=GOAL_KIND)
END_WHO = end_line_who(END_WHERE)

# --- ball over the side boards --------------------------------------------------------------
SIDE_WHERE = grid(
    "side_where",
    N_("Where did it go out? ⬅ left boards, right boards ➡, as you face this goal."),
    "exit_point",
    (LEFT_BOARD_X, RIGHT_BOARD_X),
)


def _side_who(slug: str, label: str, team: str | None, how: SideExit) -> Choice:
    return choice(slug, label, SIDE_WHERE, last_hit_by=team, how=how.value)


SIDE_WHO = Question(
    "side_who",
    N_(
        "Who hit it out? Straight out, or off his own horse, a teammate or the boards, counts "
        "as his. (Attackers attack this goal.)"
    ),
    (
        _side_who(
            "attacker",
            N_("An attacker hit it out"),
            ATT,
            SideExit.DIRECT,
        ),
        _side_who(
            "defender",
            N_("A defender hit it out"),
            DEF,
            SideExit.DIRECT,
        ),
        _side_who(
            "attacker_off_opponent",
            N_("An attacker's hit, off a defender or his horse"),
            ATT,
            SideExit.OFF_OPPONENT,
        ),
        _side_who(
            "defender_off_opponent",
            N_("A defender's hit, off an attacker or his horse"),
            DEF,
            SideExit.OFF_OPPONENT,
        ),
        # who hit it does not matter for these two: a throw-in either way
        _side_who("off_umpire", N_("Off an umpire or his horse"), None, SideExit.OFF_UMPIRE),
        _side_who(
            "unknown", N_("The umpire can't tell what caused it"), None, SideExit.CAUSE_UNKNOWN
        ),
    ),
)

# --- a foul shot went wrong -----------------------------------------------------------------
FOUL_EVENT = Question(
    "foul_shot_event",
    N_("What went wrong?"),
    tuple(
        choice(event.value, label, event=event.value)
        for event, label in (
            (FoulShotEvent.PASSED_BALL, N_("The hitter passed the ball")),
            (FoulShotEvent.SECOND_APPROACH, N_("He circled for a second approach")),
            (FoulShotEvent.TWENTY_SECONDS_ELAPSED, N_("Not hit within 20 seconds of 'Play'")),
            (FoulShotEvent.HORSE_KICKED_BALL, N_("His horse kicked the ball")),
            (FoulShotEvent.BALL_HIT_INTO_HORSES_FOOT, N_("Ball hit into his horse's foot")),
            (FoulShotEvent.HIT_AT_AND_MISSED, N_("He hit at it and missed")),
            (FoulShotEvent.HIT_BEFORE_PLAY, N_("Hit before 'Play'")),
            (FoulShotEvent.ASKED_TO_CIRCLE_AGAIN, N_("He asked to circle again")),
        )
    ),
    Layout.LIST,
)


def _penalty(
    slug: str, label: str, penalty: Penalty, taker: str, *, x: Coordinate, y: Coordinate
) -> Choice:
    return Choice(
        slug,
        label,
        (("penalty", penalty.value), ("taken_by", taker), *point("spot", x, y)),
        FOUL_EVENT,
    )


#: the spots a penalty's own rule fixes (``rules_core.measures``; background: opposite the goal's
#: centre, 30, 40 or 60 yd out; 5.b at the centre); a 5.a is wherever the foul was, known only by
#: its zone; a 6 is 60 yd out, level with where the ball crossed, known only as somewhere across
#: the field
_ACROSS = Span(0.0, FIELD.width_yd)
_THIS_60, _BETWEEN_60S = LENGTH_ZONES[0].y, LENGTH_ZONES[1].y

#: the team taking the foul shot is always "the attackers", and "this goal" the goal it attacks,
#: so every choice, its label and the prompt name the same team; a Penalty 5.a inside the 60 the
#: taker defends is at the far end
_FAR_60 = LENGTH_ZONES[2].y

FOUL_PENALTY = Question(
    "foul_shot_penalty",
    N_("Which penalty was being taken? (The team taking it attacks this goal.)"),
    (
        # a Penalty 2 is taken 30 yd out opposite the goal's centre *or* from the spot of the
        # foul (background; the 2026 text names no spot): where it was being taken is known
        # only as this 60, never drawn at the 30-yard mark
        _penalty("p2", N_("Penalty 2"), Penalty.P2, ATT, x=_ACROSS, y=_THIS_60),
        _penalty(
            "p3", N_("Penalty 3"), Penalty.P3, ATT, x=GOAL_CENTRE_X, y=m.PENALTY_3_DISTANCE.value
        ),
        _penalty(
            "p4", N_("Penalty 4"), Penalty.P4, ATT, x=GOAL_CENTRE_X, y=m.PENALTY_4_DISTANCE.value
        ),
        _penalty(
            "p5a_mid",
            N_("Penalty 5.a, between the 60s"),
            Penalty.P5A,
            ATT,
            x=_ACROSS,
            y=_BETWEEN_60S,
        ),
        _penalty(
            "p5a_attack",
            N_("Penalty 5.a, inside the 60 it attacks"),
            Penalty.P5A,
            ATT,
            x=_ACROSS,
            y=_THIS_60,
        ),
        _penalty(
            "p5a_own",
            N_("Penalty 5.a, inside the 60 it defends"),
            Penalty.P5A,
            ATT,
            x=_ACROSS,
            y=_FAR_60,
        ),
        _penalty(
            "p5b", N_("Penalty 5.b (centre)"), Penalty.P5B, ATT, x=GOAL_CENTRE_X, y=FIELD.centre_y
        ),
        _penalty(
            "p6",
            N_("Penalty 6 (after a safety)"),
            Penalty.P6,
            ATT,
            x=_ACROSS,
            y=m.PENALTY_6_DISTANCE.value,
        ),
    ),
    Layout.LIST,
)

# --- play stopped, no foul ------------------------------------------------------------------
STOP_POSSESSION = possession(BALL_WHERE)

STOP_REASON = Question(
    "stop_reason",
    N_("Why did the umpire stop play?"),
    (
        choice(
            "perceived_violation",
            N_("A possible foul, but none called"),
            STOP_POSSESSION,
            reason=StopReason.PERCEIVED_VIOLATION_NO_FOUL.value,
        ),
        choice(
            "inadvertent_whistle",
            N_("A whistle blown by mistake"),
            STOP_POSSESSION,
            reason=StopReason.INADVERTENT_WHISTLE.value,
        ),
        choice(
            "damaged_ball",
            N_("Ball damaged or buried"),
            STOP_POSSESSION,
            reason=StopReason.DAMAGED_OR_BURIED_BALL.value,
        ),
        choice(
            "fallen_injured",
            N_("Umpire, player or horse down or hurt"),
            STOP_POSSESSION,
            reason=StopReason.FALLEN_OR_INJURED.value,
        ),
        choice(
            "emergency",
            N_("Another emergency or unexpected event"),
            STOP_POSSESSION,
            reason=StopReason.OTHER_EMERGENCY.value,
        ),
        choice(
            "other",
            N_("Anything else (e.g. to check equipment)"),
            BALL_WHERE,
            reason=StopReason.OTHER.value,
        ),
        # never a button: a typed "fair play possession to us" says the stop was one of 22.h's
        # events without saying which, and the ruling is the same for each of them
        Choice(
            "fair_play_event",
            N_("A Fair Play stop (what stopped play not said)"),
            (("reason", StopReason.FAIR_PLAY_EVENT.value),),
            STOP_POSSESSION,
            button=False,
        ),
    ),
)
