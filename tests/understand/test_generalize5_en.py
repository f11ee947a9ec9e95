"""English that generalizes, round 5 (issue 17). Every message here is written for this test,
none is an outsider's or a corpus message; each test states one pattern in several phrasings.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


# --- the writer's own team said by its name ("we're blue"): we have its role, it ours ---------
@pytest.mark.parametrize(
    "text",
    [
        "we're blue, red hit it over the boards inside our 60",
        "red knocked it out over the boards in our 60, we are blue",
        "were blue red hit it out over the side boards in our 60",
        "in our 60 red sent it over the boards, im on blue",
        "we are the blues and the reds hit it over the boards inside our 60",
    ],
)
def test_the_writers_team_named_takes_our_role(text: str) -> None:
    assert read(text, "en") == ("side_boards/attacker/this_60", None)


@pytest.mark.parametrize(
    "text",
    [
        # "were" of others: the team named is theirs, or nobody's, never ours
        "they were blue, blue hit it over the boards in our 60",
        "the other side were blue, blue hit it over the boards in our 60",
        "the shirts were blue and blue hit it over the boards in our 60",
    ],
)
def test_were_after_a_subject_names_no_team_of_ours(text: str) -> None:
    understanding = understand(text, "en")
    assert not understanding.decided


def test_the_writers_team_said_with_two_roles_is_asked() -> None:
    # blue said defending, and we (blue) said attacking: neither is read
    text = "blue defending, we're blue and we were attacking, red hit it over the boards"
    understanding = understand(text, "en")
    assert not understanding.decided
