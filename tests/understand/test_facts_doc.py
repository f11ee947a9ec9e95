"""The facts document of a partial message holds what it said, not the tree's defaults."""

from __future__ import annotations

from bot.understand import understand


def test_a_goal_whose_kind_is_not_said_keeps_kind_and_scorer_open() -> None:
    # "Goal scored" sets a field goal by the attackers until "What kind of goal?" is answered:
    # that default is the tree's, not the message's
    said = understand("red scored", "en")
    assert said.facts["incident"] == {"situation": "goal_scored"}
    assert said.missing == ("kind", "scored_by")
    assert not said.complete


def test_a_kind_of_goal_that_is_said_is_in_the_facts() -> None:
    said = understand("own goal by a defender", "en")
    assert said.complete
    assert said.facts["incident"]["own_goal"] is True
    assert said.facts["incident"]["scored_by"] == "defending"


def test_two_situations_in_one_message_leave_who_defends_to_be_asked() -> None:
    # the roles "atacante rojo" gives belong to the ball over the end line, not to the goal
    said = understand("atacante rojo la sacó por el fondo y después el azul hizo un gol", "es")
    assert "situation" in said.conflicts
    assert said.path == ""
    assert said.facts["teams"] == {"defending": None, "attacking": None}
