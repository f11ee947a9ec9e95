"""Round 10, English (issue 17): over-asked by structure.

Each test states a pattern in several phrasings of our own (never the outsiders' corpus): a
side's back line after "over" ("wide over THEIR back line") is the line, no player called
"their back"; and a side's possessive on a foul ("the whistle was for OUR foul", "their hook")
says who committed it, as "a foul by their 2" does.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import slugs_of

# --- "over THEIR back line": the line, never their back (a player) ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "we shot it wide over their back line",
        "our 2 hit it wide over their back line",
        "our shot went wide over their back line",
        "our 4 pulled it wide out the back line, their back line",
        "the chukker ended with our shot going wide over their back line",
    ],
)
def test_a_sides_back_line_is_the_line_not_its_back(text: str) -> None:
    understood = understand(text, "en")
    assert "DEF" not in understood.concepts, understood.concepts
    assert understood.decided, understood.path
    assert slugs_of(understood.path).endswith("over_end_line/attacker/anywhere") or slugs_of(
        understood.path
    ).startswith("end_line/attacker"), slugs_of(understood.path)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        # "their back" is still their player where no line follows
        ("their back hit it over our back line", "attacker"),
        ("their back cleared it over their own back line", "defender"),
    ],
)
def test_a_sides_back_before_a_verb_stays_a_player(text: str, who: str) -> None:
    understood = understand(text, "en")
    assert slugs_of(understood.path).startswith(f"end_line/{who}"), slugs_of(understood.path)


# --- a side's foul is the one it committed --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "against"),
    [
        ("we scored just as the whistle went, but it was for our foul", "en", "AGAINST_ATT"),
        ("we scored at the same moment the ump blew their foul", "en", "AGAINST_DEF"),
        ("they scored right as the whistle went for our foul", "en", "AGAINST_DEF"),
        ("they scored as the ump whistled their hook", "en", "AGAINST_ATT"),
        ("metimos gol justo cuando pitaron un foul nuestro", "es", "AGAINST_ATT"),
        ("abbiamo segnato proprio mentre fischiavano un fallo nostro", "it", "AGAINST_ATT"),
        ("gol nostro proprio mentre fischiano un fallo loro", "it", "AGAINST_DEF"),
        # the side's player the whistle was blown against, before the foul (round 22)
        ("we scored just as the ump blew our 3 for a foul", "en", "AGAINST_ATT"),
    ],
)
def test_a_sides_own_foul_says_who_committed_it(text: str, lang: str, against: str) -> None:
    understood = understand(text, lang)
    other = "AGAINST_DEF" if against == "AGAINST_ATT" else "AGAINST_ATT"
    assert against in understood.concepts, understood.concepts
    assert other not in understood.concepts, understood.concepts


@pytest.mark.parametrize(
    "text",
    [
        # a side's player after the foul, no possessive on it: he may have fouled or been
        # fouled ("blew OUR 3 for a foul" names the one it was blown against: round 22)
        "we scored right as the ump blew for a foul on their 2",
    ],
)
def test_a_sides_player_beside_a_foul_is_still_asked(text: str) -> None:
    understood = understand(text, "en")
    assert not understood.decided, understood.path
    assert {"AGAINST_ATT", "AGAINST_DEF"} <= understood.concepts, understood.concepts
