"""What ``understand`` read of a message is kept for a press on its answer (which reads the
question again seconds later): the same reading, and each caller's facts document its own."""

from __future__ import annotations

from bot.understand import understand
from bot.understand.text import forget_texts

TEXT = "their 3 shot wide over the back line near the left post"


def test_a_message_read_again_gives_the_same_reading() -> None:
    first = understand(TEXT, "en")
    again = understand(TEXT, "en")
    assert again == first
    forget_texts()
    assert understand(TEXT, "en") == first


def test_each_caller_changes_only_its_own_facts_document() -> None:
    first = understand(TEXT, "en")
    first.facts["incident"]["last_touched_by"] = "changed"
    first.facts.clear()
    again = understand(TEXT, "en")
    assert again.facts["incident"]["last_touched_by"] == "attacking"


def test_the_chats_team_names_are_part_of_what_is_kept() -> None:
    said = "Azul hit it over the back line, Rojo defending"
    assert understand(said, "en", ("Rojo", "Azul")).teams != understand(said, "en").teams
