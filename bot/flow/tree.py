"""The one question tree every front end walks: what happened -> who -> where -> what went wrong.

Teams are named as the core names them, by the goal in question ("this goal"): the defenders
defend it, the attackers attack it. Where the answer makes a fact irrelevant to the rule, the
choice sets a representative value (e.g. 0 yd travelled once the player had passed a teammate).
Where the rule leaves a call to the umpires, the tree asks it with a third answer, "the umpires
still have to judge", which leaves the fact ``None`` so the ruling lists their options.

Changing the tree changes the paths in live menus: bump ``FLOW_VERSION`` (a test holds the
tree's fingerprint to it).
"""

from __future__ import annotations

from bot.flow.model import Choice, Fact, Layout, Question, key_of
from bot.flow.zones import (
    END_LINE_ZONES,
    GOAL_CENTRE_X,
    LEFT_BOARD_X,
    LEFT_HALF_X,
    LENGTH_ZONES,
    RIGHT_BOARD_X,
    RIGHT_HALF_X,
)
from bot.i18n_markers import N_
from rules_core.facts import (
    BreakMoment,
    EndLineDeflection,
    FoulShotEvent,
    GoalKind,
    KnockInEvent,
    LineUpProblem,
    Penalty,
    SideExit,
    SixtyYardHitEvent,
    StopReason,
    Team,
    WrongWayDiscovered,
)

#: one character; part of every callback data; bump it whenever the tree changes
FLOW_VERSION = "2"

ATT, DEF = Team.ATTACKING.value, Team.DEFENDING.value


def _c(slug: str, label: str, then: Question | None = None, **sets: Fact) -> Choice:
    return Choice(slug, label, tuple(sets.items()), then)


def _point(name: str, x: float, y: float) -> tuple[tuple[str, Fact], ...]:
    return ((f"{name}.x", x), (f"{name}.y", y))


def _grid(slug: str, prompt: str, name: str, xs: tuple[float, float]) -> Question:
    """Zones along the field, one row each: left board (or half) | right board (or half)."""
    choices = []
    for zone in LENGTH_ZONES:
        for side, x, frame in (("left", xs[0], "⬅ {}"), ("right", xs[1], "{} ➡")):
            choices.append(
                Choice(f"{side}_{zone.slug}", zone.label, _point(name, x, zone.y), frame=frame)
            )
    return Question(slug, prompt, tuple(choices), Layout.GRID, columns=2)


def _judge(slug: str, prompt: str, name: str, yes: str, no: str) -> Question:
    return Question(
        slug,
        prompt,
        (
            Choice("yes", yes, ((name, True),)),
            Choice("no", no, ((name, False),)),
            Choice("umpires_judge", N_("The umpires still have to judge"), ((name, None),)),
        ),
    )


def _possession(then: Question) -> Question:
    def one(slug: str, label: str, team: str | None, hurt: bool | None) -> Choice:
        return _c(slug, label, then, possession=team, significantly_disadvantaged=hurt)

    return Question(
        "possession",
        N_("Which team had the ball, and did the stop significantly disadvantage it?"),
        (
            one("attackers_hurt", N_("Attackers had it, disadvantaged"), ATT, True),
            one("attackers_not_hurt", N_("Attackers had it, not disadvantaged"), ATT, False),
            one("attackers_judge", N_("Attackers had it, umpires to judge"), ATT, None),
            one("defenders_hurt", N_("Defenders had it, disadvantaged"), DEF, True),
            one("defenders_not_hurt", N_("Defenders had it, not disadvantaged"), DEF, False),
            one("defenders_judge", N_("Defenders had it, umpires to judge"), DEF, None),
            one("nobody", N_("No team had clear possession"), None, None),
        ),
    )


def _teams(slug: str, prompt: str, then: Question | None, name: str = "team") -> Question:
    return Question(
        slug,
        prompt,
        (
            _c("attackers", N_("The attackers (they attack this goal)"), then, **{name: ATT}),
            _c("defenders", N_("The defenders (they defend this goal)"), then, **{name: DEF}),
        ),
    )


BALL_WHERE = _grid(
    "ball_where",
    N_("Where was the ball? ⬅ left half, right half ➡, as you face this goal."),
    "ball_at",
    (LEFT_HALF_X, RIGHT_HALF_X),
)

# --- goals ----------------------------------------------------------------------------------
GOAL_AT_WHISTLE = Question(
    "goal_at_whistle_foul",
    N_("A goal at about the same time as the whistle. A foul was confirmed against…"),
    (
        _c(
            "defenders",
            N_("The defenders"),
            _judge(
                "penalty_1_called",
                N_("Did the umpires call a Penalty 1?"),
                "penalty_1_called",
                N_("Yes, Penalty 1"),
                N_("No, the goal counts"),
            ),
            foul_against=DEF,
        ),
        _c("attackers", N_("The attackers"), foul_against=ATT),
        _c("no_foul", N_("No foul was confirmed"), foul_against=None),
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
        _c("field_goal", N_("A field goal by the attackers"), kind=GoalKind.FIELD_GOAL.value),
        _c(
            "own_goal",
            N_("A defender put it through his own goal"),
            scored_by=DEF,
            own_goal=True,
        ),
        _c("penalty_1", N_("A goal from a Penalty 1"), kind=GoalKind.PENALTY_1.value),
        _c("handicap", N_("A goal on handicap"), kind=GoalKind.HANDICAP.value),
        _AT_WHISTLE,
    ),
)

# --- ball over the end line -----------------------------------------------------------------
END_WHERE = Question(
    "end_line_where",
    N_("Where did it cross the end line? Left and right as you face this goal."),
    tuple(
        Choice(
            zone.slug,
            zone.label,
            (("situation", "goal_scored"),),
            GOAL_KIND,
            reset=True,
            short=zone.short,
        )
        if zone.x is None
        else Choice(zone.slug, zone.label, (("crossing_x", zone.x),), short=zone.short)
        for zone in END_LINE_ZONES
    ),
    # one row laid out like the end line: board, wide, post, goal, post, wide, board
    Layout.LINE,
)


def _end_who(slug: str, label: str, team: str, how: EndLineDeflection) -> Choice:
    return _c(slug, label, END_WHERE, last_touched_by=team, deflection=how.value)


END_WHO = Question(
    "end_line_who",
    N_("Who touched it last, and how did it go out? (Defenders defend this goal.)"),
    (
        _end_who("attacker", N_("An attacker hit it out"), ATT, EndLineDeflection.DIRECT),
        _end_who("defender", N_("A defender hit it out"), DEF, EndLineDeflection.DIRECT),
        _end_who(
            "defender_horse",
            N_("Off a defender's own horse"),
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
    ),
)

# --- ball over the side boards --------------------------------------------------------------
SIDE_WHERE = _grid(
    "side_where",
    N_("Where did it go out? ⬅ left boards, right boards ➡, as you face this goal."),
    "exit_point",
    (LEFT_BOARD_X, RIGHT_BOARD_X),
)


def _side_who(slug: str, label: str, team: str | None, how: SideExit) -> Choice:
    return _c(slug, label, SIDE_WHERE, last_hit_by=team, how=how.value)


SIDE_WHO = Question(
    "side_who",
    N_("Who hit it out, and how? (Attackers attack this goal.)"),
    (
        _side_who(
            "attacker",
            N_("An attacker (directly, off his horse, a teammate or the boards)"),
            ATT,
            SideExit.DIRECT,
        ),
        _side_who(
            "defender",
            N_("A defender (directly, off his horse, a teammate or the boards)"),
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
        _c(event.value, label, event=event.value)
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
    Layout.GRID,
    columns=2,
)


def _penalty(slug: str, label: str, penalty: Penalty, taker: str, y: float) -> Choice:
    return Choice(
        slug,
        label,
        (("penalty", penalty.value), ("taken_by", taker), *_point("spot", GOAL_CENTRE_X, y)),
        FOUL_EVENT,
    )


FOUL_PENALTY = Question(
    "foul_shot_penalty",
    N_("Which penalty was being taken? (The attackers take it at this goal.)"),
    (
        _penalty("p2", N_("Penalty 2"), Penalty.P2, ATT, 30.0),
        _penalty("p3", N_("Penalty 3"), Penalty.P3, ATT, 40.0),
        _penalty("p4", N_("Penalty 4"), Penalty.P4, ATT, 60.0),
        _penalty("p5a_mid", N_("Penalty 5.a, between the 60s"), Penalty.P5A, ATT, 150.0),
        _penalty("p5a_attack", N_("Penalty 5.a, inside the 60 it attacks"), Penalty.P5A, ATT, 45.0),
        _penalty("p5a_own", N_("Penalty 5.a, inside its own 60"), Penalty.P5A, DEF, 45.0),
        _penalty("p5b", N_("Penalty 5.b (centre)"), Penalty.P5B, ATT, 150.0),
        _penalty("p6", N_("Penalty 6 (after a safety)"), Penalty.P6, ATT, 60.0),
    ),
    Layout.GRID,
    columns=2,
)

# --- play stopped, no foul ------------------------------------------------------------------
STOP_POSSESSION = _possession(BALL_WHERE)

STOP_REASON = Question(
    "stop_reason",
    N_("Why did the umpire stop play?"),
    (
        _c(
            "perceived_violation",
            N_("A possible foul, but none called"),
            STOP_POSSESSION,
            reason=StopReason.PERCEIVED_VIOLATION_NO_FOUL.value,
        ),
        _c(
            "inadvertent_whistle",
            N_("A whistle blown by mistake"),
            STOP_POSSESSION,
            reason=StopReason.INADVERTENT_WHISTLE.value,
        ),
        _c(
            "damaged_ball",
            N_("Ball damaged or buried"),
            STOP_POSSESSION,
            reason=StopReason.DAMAGED_OR_BURIED_BALL.value,
        ),
        _c(
            "fallen_injured",
            N_("Umpire, player or horse down or hurt"),
            STOP_POSSESSION,
            reason=StopReason.FALLEN_OR_INJURED.value,
        ),
        _c(
            "emergency",
            N_("Another emergency or unexpected event"),
            STOP_POSSESSION,
            reason=StopReason.OTHER_EMERGENCY.value,
        ),
        _c(
            "other",
            N_("Anything else (e.g. to check equipment)"),
            BALL_WHERE,
            reason=StopReason.OTHER.value,
        ),
    ),
)

# --- more ------------------------------------------------------------------------------------
KNOCK_IN_ONSIDE = Question(
    "knock_in_onside",
    N_("Before he played the ball…"),
    (
        _c(
            "passed_teammate",
            N_("He had passed a properly placed teammate"),
            passed_teammate=True,
        ),
        _c(
            "travelled_and_midfield",
            N_("Ball had gone 30 yd and he was past midfield"),
            passed_teammate=False,
            ball_travelled_yd=30.0,
            passed_midfield=True,
        ),
        _c(
            "travelled_only",
            N_("Ball had gone 30 yd, he was not past midfield"),
            passed_teammate=False,
            ball_travelled_yd=30.0,
            passed_midfield=False,
        ),
        _c(
            "neither",
            N_("Ball had gone less than 30 yd"),
            passed_teammate=False,
            ball_travelled_yd=15.0,
            passed_midfield=False,
        ),
    ),
)

_KNOCK_IN_EVENTS: tuple[tuple[KnockInEvent, str, Question | None], ...] = (
    (KnockInEvent.HITTER_PASSED_BALL, N_("The hitter passed the ball"), None),
    (KnockInEvent.TEN_SECONDS_ELAPSED, N_("Not hit within 10 seconds of 'Play'"), None),
    (KnockInEvent.HIT_BEFORE_PLAY, N_("Hit before 'Play'"), None),
    (KnockInEvent.OPPONENT_INSIDE_30, N_("An opponent inside 30 yd at 'Play'"), None),
    (
        KnockInEvent.OFF_FIELD_OPPONENT_PLAYED,
        N_("An opponent who was off the field made a play"),
        KNOCK_IN_ONSIDE,
    ),
    (
        KnockInEvent.SWING_AND_MISS,
        N_("The hitter swung and missed"),
        Question(
            "ball_off_field",
            N_("Was the ball behind the end line (off the field)?"),
            (
                _c("yes", N_("Yes, off the field"), ball_off_field=True),
                _c("no", N_("No, on the field"), ball_off_field=False),
            ),
        ),
    ),
    (
        KnockInEvent.SECOND_UMPIRE_STOPPED_PLAY,
        N_("The second umpire stopped play for more time"),
        None,
    ),
    (
        KnockInEvent.SLOW_OPPONENT,
        N_("An opponent circled back slowly"),
        _judge(
            "involved_in_play",
            N_("Did he get involved in the play?"),
            "involved_in_play",
            N_("Yes, he was involved"),
            N_("No, clearly out of the play"),
        ),
    ),
    (KnockInEvent.DELAY_BY_OPPONENT, N_("An opponent delayed the game"), None),
    (KnockInEvent.DELAY_BY_KNOCKING_IN_TEAM, N_("The knocking-in team ran the clock"), None),
)

KNOCK_IN_EVENT = Question(
    "knock_in_event",
    N_("What went wrong at the knock-in? (The defenders knock in.)"),
    tuple(_c(e.value, label, then, event=e.value) for e, label, then in _KNOCK_IN_EVENTS),
    Layout.GRID,
    columns=2,
)

LATE_TEAM = _teams("late_player_team", N_("Which team is the late player on?"), None)

LINE_UP = Question(
    "line_up_problem",
    N_("What happened at the line-up?"),
    (
        _c("jostling", N_("Players jostled for position"), problem=LineUpProblem.JOSTLING.value),
        _c(
            "inside_five_yards",
            N_("A player came within 5 yd of the umpire"),
            problem=LineUpProblem.INSIDE_FIVE_YARDS.value,
        ),
        _c(
            "slow_return",
            N_("A player was slow to return"),
            problem=LineUpProblem.SLOW_RETURN.value,
        ),
        _c(
            "changing_horses",
            N_("A player was changing horses"),
            problem=LineUpProblem.CHANGING_HORSES.value,
        ),
        _c(
            "late_player_joined",
            N_("A late player got involved in the play"),
            LATE_TEAM,
            problem=LineUpProblem.LATE_PLAYER_JOINED_PLAY.value,
        ),
        _c(
            "late_player_out",
            N_("A late player stayed out of the play"),
            LATE_TEAM,
            problem=LineUpProblem.LATE_PLAYER_NOT_INVOLVED.value,
        ),
        Choice(
            "opening_throw_in",
            N_("How the opening throw-in is done"),
            (("situation", "opening_throw_in"),),
            reset=True,
        ),
    ),
)

WRONG_SIDE_ONSIDE = Question(
    "wrong_side_onside",
    N_("When he made or tried a play…"),
    (
        _c(
            "behind_teammate",
            N_("He was behind a properly placed teammate"),
            behind_properly_positioned_teammate=True,
        ),
        _c(
            "travelled_and_midfield",
            N_("Ball had gone 30 yd and he was past midfield"),
            behind_properly_positioned_teammate=False,
            ball_travelled_yd=30.0,
            passed_midfield=True,
        ),
        _c(
            "travelled_only",
            N_("Ball had gone 30 yd, he was not past midfield"),
            behind_properly_positioned_teammate=False,
            ball_travelled_yd=30.0,
            passed_midfield=False,
        ),
        _c(
            "neither",
            N_("Ball had gone less than 30 yd"),
            behind_properly_positioned_teammate=False,
            ball_travelled_yd=15.0,
            passed_midfield=False,
        ),
    ),
)

SIXTY_TRAVEL = Question(
    "sixty_travel",
    N_("How far had the ball gone from the 60-yard line?"),
    (
        _c("thirty_or_more", N_("30 yd or more"), ball_travelled_yd=30.0),
        _c("less", N_("Less than 30 yd"), ball_travelled_yd=15.0),
    ),
)

SIXTY_EVENT = Question(
    "sixty_event",
    N_("After the attackers' free hit from the 60-yard line…"),
    (
        _c(
            "hitter_again",
            N_("The hitter played it again"),
            Question(
                "played_by_another_first",
                N_("Had another player played it first?"),
                (
                    _c("yes", N_("Yes"), played_by_another_player_first=True),
                    _c("no", N_("No"), played_by_another_player_first=False),
                ),
            ),
            event=SixtyYardHitEvent.HITTER_PLAYED_AGAIN.value,
        ),
        _c(
            "teammate_played",
            N_("A teammate of the hitter played it"),
            SIXTY_TRAVEL,
            event=SixtyYardHitEvent.HITTING_TEAM_PLAYED_SHORT_BALL.value,
        ),
        _c(
            "tapped",
            N_("The hitter only tapped it"),
            SIXTY_TRAVEL,
            event=SixtyYardHitEvent.BALL_TAPPED.value,
        ),
        _c(
            "defender_played",
            N_("A defender played the short ball"),
            _judge(
                "sixty_dangerous",
                N_("Was his play dangerous (from any angle is allowed)?"),
                "dangerous",
                N_("Yes, dangerous"),
                N_("No, safe"),
            ),
            event=SixtyYardHitEvent.DEFENDER_PLAYED_SHORT_BALL.value,
            ball_travelled_yd=15.0,
        ),
    ),
)

MORE = Question(
    "more",
    N_("What happened?"),
    (
        _c(
            "knock_in_problem",
            N_("A knock-in went wrong"),
            KNOCK_IN_EVENT,
            situation="knock_in_incident",
        ),
        _c("line_up", N_("Line-up or throw-in problem"), LINE_UP, situation="line_up_issue"),
        _c(
            "wrong_side",
            N_("A player on the wrong side of the line-up"),
            _teams("wrong_side_team", N_("Which team is he on?"), WRONG_SIDE_ONSIDE),
            situation="wrong_side_of_line_up",
        ),
        Choice(
            "goal_at_whistle",
            N_("A goal at the whistle"),
            (("situation", "goal_at_whistle"),),
            GOAL_AT_WHISTLE,
        ),
        _c(
            "ball_broke",
            N_("The ball broke"),
            Question(
                "break_moment",
                N_("When did it break?"),
                (
                    _c(
                        "foul_shot",
                        N_("On the first hit of a foul shot"),
                        moment=BreakMoment.FIRST_HIT_OF_FOUL_SHOT.value,
                    ),
                    _c(
                        "hit_in",
                        N_("On the first hit of a knock-in"),
                        moment=BreakMoment.FIRST_HIT_OF_HIT_IN.value,
                    ),
                    _c(
                        "in_play",
                        N_("In play"),
                        _possession(BALL_WHERE),
                        moment=BreakMoment.IN_PLAY.value,
                    ),
                ),
            ),
            situation="ball_broke",
        ),
        _c(
            "sixty",
            N_("A free hit from the 60 went wrong"),
            SIXTY_EVENT,
            situation="free_hit_from_sixty",
            taken_by=ATT,
        ),
        _c(
            "period_ended",
            N_("The period ended"),
            Question(
                "horn_heard",
                N_("Did the umpires hear the horn?"),
                (
                    _c("yes", N_("Yes"), BALL_WHERE, horn_heard=True),
                    _c("no", N_("No (weather or wind)"), BALL_WHERE, horn_heard=False),
                ),
            ),
            situation="period_ended",
        ),
        _c(
            "suspended",
            N_("The game was suspended"),
            Question(
                "could_affect_outcome",
                N_("What did the tournament committee find?"),
                (
                    _c(
                        "could_affect",
                        N_("It could affect the event's outcome"),
                        could_affect_outcome=True,
                    ),
                    _c(
                        "no_effect",
                        N_("No conceivable effect on the outcome"),
                        could_affect_outcome=False,
                    ),
                    _c("not_yet", N_("Not decided yet"), could_affect_outcome=None),
                ),
            ),
            situation="game_suspended",
        ),
        _c(
            "wrong_way",
            N_("Everyone lined up the wrong way"),
            Question(
                "wrong_way_when",
                N_("When was it noticed?"),
                (
                    _c(
                        "during",
                        N_("During the period"),
                        discovered=WrongWayDiscovered.DURING_PERIOD.value,
                    ),
                    _c(
                        "between",
                        N_("Between periods"),
                        discovered=WrongWayDiscovered.BETWEEN_PERIODS.value,
                    ),
                ),
            ),
            situation="wrong_way_line_up",
        ),
        _c(
            "inside_line_up",
            N_("A play from an angle inside the line-up"),
            Question(
                "ball_left_line_up",
                N_("Had the ball left the line-up?"),
                (
                    _c("yes", N_("Yes"), ball_left_line_up=True),
                    _c(
                        "no",
                        N_("No"),
                        _judge(
                            "line_up_dangerous",
                            N_("Was the play dangerous?"),
                            "dangerous",
                            N_("Yes, dangerous"),
                            N_("No, safe"),
                        ),
                        ball_left_line_up=False,
                    ),
                ),
            ),
            situation="play_inside_line_up",
        ),
    ),
    Layout.GRID,
    columns=2,
)

ROOT = Question(
    "what_happened",
    N_("What happened?"),
    (
        _c("end_line", N_("Ball over the end line"), END_WHO, situation="ball_over_end_line"),
        _c(
            "side_boards",
            N_("Ball over the side boards"),
            SIDE_WHO,
            situation="ball_over_side_boards",
        ),
        _c(
            "goal",
            N_("Goal scored"),
            GOAL_KIND,
            situation="goal_scored",
            kind=GoalKind.FIELD_GOAL.value,
            scored_by=ATT,
            own_goal=False,
        ),
        _c("foul_shot", N_("A foul shot went wrong"), FOUL_PENALTY, situation="foul_shot_incident"),
        _c("play_stopped", N_("Play stopped, no foul"), STOP_REASON, situation="play_stopped"),
        _c("more", N_("More…"), MORE),
    ),
)


def _deep_links() -> dict[str, str]:
    """``/start <slug>`` opens a situation directly: the first question's and More's choices."""
    links = {c.slug: key_of(ROOT, c.slug) for c in ROOT.choices}
    more = key_of(ROOT, "more")
    links.update({c.slug: more + key_of(MORE, c.slug) for c in MORE.choices})
    return links


DEEP_LINKS = _deep_links()
