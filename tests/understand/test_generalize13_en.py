"""English generalization, round 13 (issue 17): who hit it over the side boards, attacker or
defender, read where the message says it without a role word. Each pattern in several phrasings
written for this test (never copied from the outsiders' corpus or the fresh messages).
"""

from __future__ import annotations

import pytest

from bot.understand import understand


def _hitter(text: str) -> str | None:
    incident = understand(text, "en").facts.get("incident", {})
    hitter = incident.get("last_hit_by")
    return None if hitter is None else str(hitter)


# --- a side's end or half: the end it defends, as its 60 is -----------------------------------


@pytest.mark.parametrize(
    ("text", "hitter"),
    [
        ("their 2 hit it over the boards in our end", "attacking"),
        ("our 3 knocked it out the side in our own half", "defending"),
        ("their 4 sent it over the side boards down in their own end", "defending"),
        ("our no 1 hit it over the sideline deep in their half", "attacking"),
    ],
)
def test_a_sides_end_or_half_is_the_end_it_defends(text: str, hitter: str) -> None:
    assert _hitter(text) == hitter


# --- a distance from a side's goal: a place, that side defends it ------------------------------


@pytest.mark.parametrize(
    ("text", "hitter"),
    [
        ("our 2 hit it over the boards 40 yards from our goal", "defending"),
        ("their 2 put it over the side about 30 yds from their goal", "defending"),
        ("our 4 hit it out the side some 50 yards from their goal", "attacking"),
    ],
)
def test_a_distance_from_a_sides_goal_says_it_defends_there(text: str, hitter: str) -> None:
    assert _hitter(text) == hitter


# --- where the words do not say it, it stays asked ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "blue hit it over the side at the end of the chukker",
        "our 2 hit it over the side right at the end",
        "their 3 hit it out the side, second half",
        "ball over the boards after our goal, their 2 hit it",
    ],
)
def test_an_end_or_goal_no_side_owns_as_a_place_says_no_role(text: str) -> None:
    assert _hitter(text) is None
