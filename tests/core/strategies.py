"""Hypothesis strategies for valid facts on any reasonable field."""

from hypothesis import strategies as st

from rules_core.facts import (
    BallBroke,
    BallOverEndLine,
    BallOverSideBoards,
    BreakMoment,
    EndLineDeflection,
    Facts,
    FoulShotEvent,
    FoulShotIncident,
    FreeHitFromSixty,
    GameSuspended,
    GoalAtWhistle,
    GoalKind,
    GoalScored,
    Incident,
    KnockInEvent,
    KnockInIncident,
    LineUpIssue,
    LineUpProblem,
    OpeningThrowIn,
    Penalty,
    PeriodEnded,
    PlayInsideLineUp,
    PlayStopped,
    SideExit,
    SixtyYardHitEvent,
    StopReason,
    Team,
    TeamNames,
    WrongSideOfLineUp,
    WrongWayDiscovered,
    WrongWayLineUp,
)
from rules_core.field import Field, Point

FOUL_SHOT_PENALTIES = [Penalty.P2, Penalty.P3, Penalty.P4, Penalty.P5A, Penalty.P5B, Penalty.P6]
judgement = st.sampled_from([True, False, None])
yards = st.floats(min_value=0, max_value=120, allow_nan=False)


@st.composite
def fields(draw: st.DrawFn) -> Field:
    width = draw(st.floats(min_value=60, max_value=200))
    return Field(
        length_yd=draw(st.floats(min_value=150, max_value=300)),
        width_yd=width,
        boards=draw(st.booleans()),
        goal_width_yd=draw(st.floats(min_value=6, max_value=10)),
    )


def places(field: Field) -> st.SearchStrategy[Point]:
    return st.builds(
        Point,
        st.floats(min_value=0, max_value=field.width_yd),
        st.floats(min_value=0, max_value=field.length_yd),
    )


def end_line_crossings(field: Field) -> st.SearchStrategy[float]:
    x = st.floats(min_value=0, max_value=field.width_yd)
    return x.filter(lambda v: not field.between_posts(v))


def board_points(field: Field) -> st.SearchStrategy[Point]:
    return st.builds(
        Point,
        st.sampled_from([0.0, field.width_yd]),
        st.floats(min_value=0, max_value=field.length_yd),
    )


def incidents(field: Field) -> st.SearchStrategy[Incident]:
    """Every kind of incident with facts that can happen (refusals are tested elsewhere)."""
    team = st.sampled_from(Team)
    return st.one_of(
        st.just(OpeningThrowIn()),
        st.builds(LineUpIssue, st.sampled_from(LineUpProblem), team),
        st.builds(WrongSideOfLineUp, team, st.booleans(), yards, st.booleans()),
        st.builds(PlayInsideLineUp, st.just(False), judgement),
        st.builds(WrongWayLineUp, st.sampled_from(WrongWayDiscovered)),
        st.builds(
            BallOverEndLine, end_line_crossings(field), team, st.sampled_from(EndLineDeflection)
        ),
        st.builds(
            KnockInIncident,
            st.sampled_from(KnockInEvent),
            st.booleans(),
            judgement,
            st.booleans(),
            yards,
            st.booleans(),
        ),
        st.builds(
            FoulShotIncident,
            st.sampled_from(FOUL_SHOT_PENALTIES),
            team,
            places(field),
            st.sampled_from(FoulShotEvent),
        ),
        st.builds(GoalAtWhistle, team, judgement),
        st.builds(BallBroke, st.sampled_from(BreakMoment), places(field), team, judgement),
        st.builds(GoalScored, st.sampled_from(GoalKind), team, st.just(False)),
        st.builds(BallOverSideBoards, board_points(field), team, st.sampled_from(SideExit)),
        st.builds(
            FreeHitFromSixty,
            team,
            st.sampled_from(SixtyYardHitEvent),
            st.floats(min_value=0, max_value=29.99),
            st.booleans(),
            st.booleans(),
        ),
        st.builds(
            PlayStopped,
            places(field),
            st.sampled_from(StopReason),
            st.none() | team,
            judgement,
        ),
        st.builds(PeriodEnded, places(field), st.booleans()),
        st.builds(GameSuspended, judgement),
    )


@st.composite
def facts(draw: st.DrawFn) -> Facts:
    field = draw(fields())
    names = draw(st.builds(TeamNames, st.none() | st.just("Blue"), st.none() | st.just("Red")))
    return Facts(draw(incidents(field)), field, names)
