"""A goal scored from a penalty numbered 2 to 6 is scored, not awarded: a goal like any other,
whose restart is the centre throw-in with ends changed (only a Penalty 1's goal and a handicap
goal keep ends, Rule 22 "after a goal"). Its kind is never asked where nothing else happened at
the penalty (a Penalty 1 asked about as the comparison, "or is it like a pen 1?", is no fact);
beside anything else that happened at it (a horse, a defender, a stop), the kind is asked."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 3 slotted the pen 2, do ends change now?"),
        ("es", "gol de penal 2 de ellos, se cambia de lado?"),
        ("it", "rigore 2 per noi, il nostro 1 segna. adesso si cambia campo?"),
        # a Penalty 1 asked about only as the comparison: the goal is the pen 2's
        ("en", "their 3 slotted the pen 2. ends change or is it like a pen 1?"),
    ],
)
def test_a_goal_from_a_numbered_penalty_is_a_goal_like_any_other(lang: str, text: str) -> None:
    assert read(text, lang) == ("goal/field_goal", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # something else happened at the penalty: what went wrong at it, asked
        ("en", "their 3 slotted the pen 2 but our 4 was inside the 30 when he hit it. goal?"),
        ("es", "gol de penal 2 de ellos, pero antes la tocó su propio caballo. vale?"),
    ],
)
def test_beside_anything_else_the_kind_is_asked(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert asked is not None, trail
    assert trail != "goal/field_goal"
