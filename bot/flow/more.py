"""The "More…" branch of the question tree: the knock-in, the line-up, the wrong side, the goal at
the whistle, a broken ball, the free hit from the 60, the end of a period, a suspended game, the
wrong-way line-up, a play inside the line-up.
"""

from __future__ import annotations

from bot.flow.builders import ATT, choice, judge, possession, teams
from bot.flow.model import NOT_SAID, Choice, Layout, Question
from bot.flow.situations import (
    BALL_WHERE,
    GOAL_AT_WHISTLE,
    SIDE_WHO,
    end_line_where,
    end_line_who,
)
from bot.flow.zones import FIELD
from bot.i18n_markers import N_
from rules_core import measures as m
from rules_core.facts import (
    BreakMoment,
    KnockInEvent,
    LineUpProblem,
    SixtyYardHitEvent,
    WrongWayDiscovered,
)
from rules_core.field import Span

#: how far the ball had gone, as the answers say it: 30 yd or more, or less (20.b, 22.a, 22.e(2))
TRAVELLED_30 = Span(m.ONSIDE_BALL_TRAVEL.value, FIELD.length_yd)
UNDER_30 = Span(0.0, m.ONSIDE_BALL_TRAVEL.value, hi_open=True)

# --- more ------------------------------------------------------------------------------------
KNOCK_IN_ONSIDE = Question(
    "knock_in_onside",
    N_("Before he played the ball…"),
    (
        choice(
            "passed_teammate",
            N_("He had passed a properly placed teammate"),
            passed_teammate=True,
        ),
        choice(
            "travelled_and_midfield",
            N_("Ball had gone 30 yd and he was past midfield"),
            passed_teammate=False,
            ball_travelled_yd=TRAVELLED_30,
            passed_midfield=True,
        ),
        choice(
            "travelled_only",
            N_("Ball had gone 30 yd, he was not past midfield"),
            passed_teammate=False,
            ball_travelled_yd=TRAVELLED_30,
            passed_midfield=False,
        ),
        choice(
            "neither",
            N_("Ball had gone less than 30 yd"),
            passed_teammate=False,
            ball_travelled_yd=UNDER_30,
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
                choice("yes", N_("Yes, off the field"), ball_off_field=True),
                choice("no", N_("No, on the field"), ball_off_field=False),
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
        judge(
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
    tuple(choice(e.value, label, then, event=e.value) for e, label, then in _KNOCK_IN_EVENTS),
    Layout.LIST,
)

LATE_TEAM = teams("late_player_team", N_("Which team is the late player on?"), None)

LINE_UP = Question(
    "line_up_problem",
    N_("What happened at the line-up?"),
    (
        choice(
            "jostling", N_("Players jostled for position"), problem=LineUpProblem.JOSTLING.value
        ),
        choice(
            "inside_five_yards",
            N_("A player came within 5 yd of the umpire"),
            problem=LineUpProblem.INSIDE_FIVE_YARDS.value,
        ),
        choice(
            "slow_return",
            N_("A player was slow to return"),
            problem=LineUpProblem.SLOW_RETURN.value,
        ),
        choice(
            "changing_horses",
            N_("A player was changing horses"),
            problem=LineUpProblem.CHANGING_HORSES.value,
        ),
        choice(
            "late_player_joined",
            N_("A late player got involved in the play"),
            LATE_TEAM,
            problem=LineUpProblem.LATE_PLAYER_JOINED_PLAY.value,
        ),
        choice(
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
        choice(
            "behind_teammate",
            N_("He was behind a properly placed teammate"),
            behind_properly_positioned_teammate=True,
        ),
        choice(
            "travelled_and_midfield",
            N_("Ball had gone 30 yd and he was past midfield"),
            behind_properly_positioned_teammate=False,
            ball_travelled_yd=TRAVELLED_30,
            passed_midfield=True,
        ),
        choice(
            "travelled_only",
            N_("Ball had gone 30 yd, he was not past midfield"),
            behind_properly_positioned_teammate=False,
            ball_travelled_yd=TRAVELLED_30,
            passed_midfield=False,
        ),
        choice(
            "neither",
            N_("Ball had gone less than 30 yd"),
            behind_properly_positioned_teammate=False,
            ball_travelled_yd=UNDER_30,
            passed_midfield=False,
        ),
    ),
)

SIXTY_TRAVEL = Question(
    "sixty_travel",
    N_("How far had the ball gone from the 60-yard line?"),
    (
        choice("thirty_or_more", N_("30 yd or more"), ball_travelled_yd=TRAVELLED_30),
        choice("less", N_("Less than 30 yd"), ball_travelled_yd=UNDER_30),
    ),
)

SIXTY_EVENT = Question(
    "sixty_event",
    N_("After the attackers' free hit from the 60-yard line…"),
    (
        choice(
            "hitter_again",
            N_("The hitter played it again"),
            Question(
                "played_by_another_first",
                N_("Had another player played it first?"),
                (
                    choice(
                        "yes",
                        N_("Yes, another played it first"),
                        played_by_another_player_first=True,
                    ),
                    choice("no", N_("No, nobody else had"), played_by_another_player_first=False),
                ),
            ),
            event=SixtyYardHitEvent.HITTER_PLAYED_AGAIN.value,
        ),
        choice(
            "teammate_played",
            N_("A teammate of the hitter played it"),
            SIXTY_TRAVEL,
            event=SixtyYardHitEvent.HITTING_TEAM_PLAYED_SHORT_BALL.value,
        ),
        choice(
            "tapped",
            N_("The hitter only tapped it"),
            SIXTY_TRAVEL,
            event=SixtyYardHitEvent.BALL_TAPPED.value,
        ),
        choice(
            "defender_played",
            N_("A defender played the short ball"),
            judge(
                "sixty_dangerous",
                N_("Was his play dangerous (from any angle is allowed)?"),
                "dangerous",
                N_("Yes, dangerous"),
                N_("No, safe"),
            ),
            event=SixtyYardHitEvent.DEFENDER_PLAYED_SHORT_BALL.value,
            ball_travelled_yd=UNDER_30,
        ),
    ),
)

# 22.f: the next period starts "in the same manner as if play was being resumed in the period
# which ended", so the question is how it ended; the ball that went out is asked as it would be
# on its own (the end line without "between the posts": a goal ends no period this way).
PERIOD_ENDED_HOW = Question(
    "period_ended_how",
    N_("How did the period end?"),
    (
        choice("ball_in_field", N_("Ball in play on the field"), BALL_WHERE),
        choice(
            "over_end_line",
            N_("Ball over the end line"),
            end_line_who(end_line_where(goal=None)),
            ball_out="ball_over_end_line",
        ),
        choice(
            "over_side_boards",
            N_("Ball over the side boards"),
            SIDE_WHO,
            ball_out="ball_over_side_boards",
        ),
        choice(
            "foul",
            N_("On a foul"),
            teams("period_foul_against", N_("A foul against which team?"), None, "foul_against"),
        ),
    ),
)

MORE = Question(
    "more",
    N_("What happened?"),
    (
        choice(
            "knock_in_problem",
            N_("A knock-in went wrong"),
            KNOCK_IN_EVENT,
            situation="knock_in_incident",
        ),
        # the start of the game and the horn are named where an umpire looks for them
        choice(
            "line_up",
            N_("Start of the game, line-up or throw-in"),
            LINE_UP,
            situation="line_up_issue",
        ),
        choice(
            "wrong_side",
            N_("A player on the wrong side of the line-up"),
            teams("wrong_side_team", N_("Which team is he on?"), WRONG_SIDE_ONSIDE),
            situation="wrong_side_of_line_up",
        ),
        Choice(
            "goal_at_whistle",
            N_("A goal at the whistle"),
            (("situation", "goal_at_whistle"),),
            GOAL_AT_WHISTLE,
        ),
        choice(
            "ball_broke",
            N_("The ball broke"),
            Question(
                "break_moment",
                N_("When did it break?"),
                (
                    choice(
                        "foul_shot",
                        N_("On the first hit of a foul shot"),
                        moment=BreakMoment.FIRST_HIT_OF_FOUL_SHOT.value,
                    ),
                    choice(
                        "hit_in",
                        N_("On the first hit of a knock-in"),
                        moment=BreakMoment.FIRST_HIT_OF_HIT_IN.value,
                    ),
                    choice(
                        "in_play",
                        N_("In play"),
                        possession(BALL_WHERE),
                        moment=BreakMoment.IN_PLAY.value,
                    ),
                ),
            ),
            situation="ball_broke",
        ),
        choice(
            "sixty",
            N_("A free hit from the 60 went wrong"),
            SIXTY_EVENT,
            situation="free_hit_from_sixty",
            taken_by=ATT,
        ),
        choice(
            "period_ended",
            N_("The horn: the period ended"),
            Question(
                "horn_heard",
                N_("Did the umpires hear the horn?"),
                (
                    choice("yes", N_("Horn heard"), PERIOD_ENDED_HOW, horn_heard=True),
                    choice(
                        "no",
                        N_("Horn not heard (weather or wind)"),
                        PERIOD_ENDED_HOW,
                        horn_heard=False,
                    ),
                    # never a button: a typed question about the next period that does not say
                    # it ("chukker over, how do we start?"); the restart does not hang on it
                    Choice(
                        NOT_SAID,
                        N_("Horn heard: not said"),
                        (("horn_heard", None),),
                        PERIOD_ENDED_HOW,
                        button=False,
                    ),
                ),
            ),
            situation="period_ended",
        ),
        choice(
            "suspended",
            N_("The game was suspended"),
            Question(
                "could_affect_outcome",
                N_("What did the tournament committee find?"),
                (
                    choice(
                        "could_affect",
                        N_("It could affect the event's outcome"),
                        could_affect_outcome=True,
                    ),
                    choice(
                        "no_effect",
                        N_("No conceivable effect on the outcome"),
                        could_affect_outcome=False,
                    ),
                    choice("not_yet", N_("Not decided yet"), could_affect_outcome=None),
                    # never a button: a typed question about a suspended game that does not say
                    # what the committee found ("rained off in the 4th, how do we go on?"): the
                    # game is resumed unless that finding is made (22.g), as "not yet" is
                    Choice(
                        NOT_SAID,
                        N_("The committee's finding: not said"),
                        (("could_affect_outcome", None),),
                        button=False,
                    ),
                ),
            ),
            situation="game_suspended",
        ),
        choice(
            "wrong_way",
            N_("Everyone lined up the wrong way"),
            Question(
                "wrong_way_when",
                N_("When was it noticed?"),
                (
                    choice(
                        "during",
                        N_("During the period"),
                        discovered=WrongWayDiscovered.DURING_PERIOD.value,
                    ),
                    choice(
                        "between",
                        N_("Between periods"),
                        discovered=WrongWayDiscovered.BETWEEN_PERIODS.value,
                    ),
                ),
            ),
            situation="wrong_way_line_up",
        ),
        choice(
            "inside_line_up",
            N_("A play from an angle inside the line-up"),
            Question(
                "ball_left_line_up",
                N_("Had the ball left the line-up?"),
                (
                    choice("yes", N_("Yes, it had left"), ball_left_line_up=True),
                    choice(
                        "no",
                        N_("No, still inside"),
                        judge(
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
    Layout.LIST,
)
