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
from rules_core.field import Coordinate, Field, Place, Span
from rules_core.spots import end_line_stretches

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


def _along(field: Field) -> st.SearchStrategy[Coordinate]:
    """A place along the field: exact, or one of the zones the 60-yard lines draw."""
    near, far, length = 60.0, field.length_yd - 60.0, field.length_yd
    zones = [Span(0.0, near), Span(near, far, lo_open=True, hi_open=True), Span(far, length)]
    return st.floats(min_value=0, max_value=length) | st.sampled_from(zones)


def _across(field: Field) -> st.SearchStrategy[Coordinate]:
    """A place across the field: exact, or a half."""
    centre, width = field.centre_x, field.width_yd
    halves = [Span(0.0, centre, hi_open=True), Span(centre, width, lo_open=True)]
    return st.floats(min_value=0, max_value=width) | st.sampled_from(halves)


def places(field: Field) -> st.SearchStrategy[Place]:
    return st.builds(Place, _across(field), _along(field))


def end_line_crossings(field: Field) -> st.SearchStrategy[Coordinate]:
    """A crossing outside the goal mouth: exact, or one of the stretches 22.a draws."""
    x = st.floats(min_value=0, max_value=field.width_yd)
    stretches = st.sampled_from(end_line_stretches(field))
    return x.filter(lambda v: not field.between_posts(v)) | stretches


def board_points(field: Field) -> st.SearchStrategy[Place]:
    return st.builds(Place, st.sampled_from([0.0, field.width_yd]), _along(field))


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
        st.builds(PeriodEnded, ball_at=places(field), horn_heard=st.none() | st.booleans()),
        st.builds(
            PeriodEnded,
            ball_out=st.builds(
                BallOverEndLine, end_line_crossings(field), team, st.sampled_from(EndLineDeflection)
            )
            | st.builds(BallOverSideBoards, board_points(field), team, st.sampled_from(SideExit)),
            horn_heard=st.none() | st.booleans(),
        ),
        st.builds(PeriodEnded, foul_against=team, horn_heard=st.none() | st.booleans()),
        st.builds(GameSuspended, judgement),
    )


@st.composite
def facts(draw: st.DrawFn) -> Facts:
    field = draw(fields())
    names = draw(st.builds(TeamNames, st.none() | st.just("Blue"), st.none() | st.just("Red")))
    return Facts(draw(incidents(field)), field, names)


def _any_span(upto: float) -> st.SearchStrategy[Span]:
    ends = st.floats(min_value=0, max_value=upto)
    return st.tuples(ends, ends).map(lambda ab: Span(min(ab), max(ab)))


@st.composite
def vague_facts(draw: st.DrawFn) -> Facts:
    """Places known only as any span at all, most of them straddling some line of a rule."""
    field = draw(fields())
    team = st.sampled_from(Team)
    place = st.builds(Place, _any_span(field.width_yd), _any_span(field.length_yd))
    board = st.builds(Place, st.sampled_from([0.0, field.width_yd]), _any_span(field.length_yd))
    crossing = _any_span(field.width_yd).filter(
        lambda s: not (field.between_posts(s.lo) and field.between_posts(s.hi))
    )
    incident = draw(
        st.one_of(
            st.builds(BallOverEndLine, crossing, team, st.sampled_from(EndLineDeflection)),
            st.builds(BallOverSideBoards, board, team, st.sampled_from(SideExit)),
            st.builds(PlayStopped, place, st.sampled_from(StopReason), st.none() | team, judgement),
            st.builds(
                FoulShotIncident,
                st.sampled_from(FOUL_SHOT_PENALTIES),
                team,
                place,
                st.sampled_from(FoulShotEvent),
            ),
        )
    )
    return Facts(incident, field)
