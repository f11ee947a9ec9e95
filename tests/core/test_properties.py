"""Properties that hold for every valid set of facts, on any reasonable field (hypothesis)."""

from hypothesis import given, settings

from rules_core import Facts, decide, rulebook
from rules_core.errors import PlaceTooVague
from rules_core.field import Side, span_of
from rules_core.ruling import Outcome, Ruling, SpotAnchor
from tests.core.strategies import facts, vague_facts


def _outcomes(ruling: Ruling) -> list[Outcome]:
    return [o for o in (ruling.outcome, *(opt.outcome for opt in ruling.options)) if o is not None]


@settings(max_examples=400, deadline=None)
@given(facts())
def test_every_valid_set_of_facts_gives_exactly_one_ruling_or_a_decision_from_the_umpires(
    f: Facts,
) -> None:
    ruling = decide(f)
    assert (ruling.outcome is None) == (len(ruling.options) >= 2)


@settings(max_examples=400, deadline=None)
@given(facts())
def test_every_spot_lies_on_the_field(f: Facts) -> None:
    for outcome in _outcomes(decide(f)):
        if outcome.spot is not None:
            assert f.field.contains_place(outcome.spot.place), (outcome.spot, f.field)


@settings(max_examples=400, deadline=None)
@given(facts())
def test_no_spot_on_an_end_line_is_between_the_posts_or_closer_than_5_yd_to_a_post_or_board(
    f: Facts,
) -> None:
    for outcome in _outcomes(decide(f)):
        spot = outcome.spot
        if spot is None or spot.anchor is not SpotAnchor.END_LINE:
            continue
        known = span_of(spot.place.x)
        assert not f.field.between_posts(known.lo)
        assert not f.field.between_posts(known.hi)
        for landmark in (
            0.0,
            f.field.post_x(Side.LEFT),
            f.field.post_x(Side.RIGHT),
            f.field.width_yd,
        ):
            assert known.all_at_least(landmark + 5.0 - 1e-9) or known.all_at_most(
                landmark - 5.0 + 1e-9
            ), (spot, landmark)


@settings(max_examples=200, deadline=None)
@given(facts())
def test_deciding_twice_gives_equal_rulings(f: Facts) -> None:
    assert decide(f) == decide(f)


@settings(max_examples=200, deadline=None)
@given(facts())
def test_every_citation_points_at_stored_text(f: Facts) -> None:
    for citation in decide(f).citations:
        assert rulebook.text_of(citation.clause)


@settings(max_examples=300, deadline=None)
@given(facts())
def test_a_spot_known_only_as_a_span_is_never_stated_with_a_distance_from_a_landmark(
    f: Facts,
) -> None:
    for outcome in _outcomes(decide(f)):
        spot = outcome.spot
        if spot is not None and spot.place.point is None:
            assert spot.offset_yd is None, spot


@settings(max_examples=300, deadline=None)
@given(vague_facts())
def test_a_place_that_straddles_a_line_of_the_rule_is_asked_about_never_guessed(
    f: Facts,
) -> None:
    asked: PlaceTooVague | None = None
    try:
        ruling = decide(f)
    except PlaceTooVague as error:
        asked = error
    if asked is not None:
        assert asked.field.startswith("incident.")
        assert rulebook.text_of(asked.clause)
        return
    for outcome in _outcomes(ruling):
        if outcome.spot is not None:
            assert f.field.contains_place(outcome.spot.place)
