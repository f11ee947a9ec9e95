"""An owner right before "own goal" ("the side of OUR own goal", "facing HIS own goal") names
the goal that team defends, a place, as "our goal" does: read as an own goal scored, "at the
throw in do we sit on the side of our own goal or theirs?" decided an own goal no one told
(fresh13 audit, en:072). Whether a goal was scored there, and of which kind, is asked. The ball
going into the owned goal is told by the own goal's own words ("into his own goal", "scored on
our own goal"), and "an own goal" said with no owner is one scored: both stay decided. Spanish
and Italian say the own goal only with its preposition ("en su propio arco", "nella propria
porta"): the owned goal alone was never one there, and stays so."""

import pytest

from bot.understand import understand
from tests.understand.reading import read

#: the goal a team defends, named by its owner: no own goal scored is told
_OWNED_GOAL_AS_A_PLACE = [
    ("en", "at the line up do we sit on the side of our own goal or theirs?"),
    ("en", "before the throw in do we line up on the side of our own goal?"),
    ("en", "at the line up my 2 was facing his own goal, is that allowed?"),
    ("en", "after the goal we lined up facing their own goal"),
    ("en", "we line up facing our own goal?"),
    ("es", "en el saque del medio, ¿nos ponemos del lado de nuestro propio arco?"),
    ("it", "alla rimessa in gioco ci mettiamo dalla parte della nostra porta?"),
]

#: an own goal told by its words: into, through or scored on the owned goal, or with no owner
_OWN_GOAL_TOLD = [
    ("en", "their 4 knocked it into his own goal"),
    ("en", "our back put it through our own goal"),
    ("en", "my 3 scored on our own goal by mistake"),
    ("en", "the ball went in our own goal"),
    ("en", "own goal by their number 2, what now"),
    ("en", "it was an own goal"),
    ("es", "el 2 de ellos la metió en su propio arco"),
    ("es", "gol en contra del 3 de ellos"),
    ("it", "il loro 2 l'ha messa nella propria porta"),
    ("it", "autogol del loro 3"),
]

#: a goal scored in what should have been the scorers' own goal, after a reversed line-up no one
#: stopped: the line-up accepted, whatever the spelling of "should have"
_SCORED_IN_WHAT_SHOULD_HAVE_BEEN_THEIR_OWN = [
    "we lined up the wrong way after the second goal and then red scored in what should've "
    "been our own goal",
    "after goal 2 everybody lined up backwards and nobody said anything, then red scored in "
    "what should have been their own goal",
    "after the 4th goal we all lined up the wrong way, no one noticed, and blue scored in what "
    "shouldve been their own goal",
]


@pytest.mark.parametrize(("lang", "text"), _OWNED_GOAL_AS_A_PLACE)
def test_an_owned_goal_is_a_place_not_an_own_goal(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "OWN_GOAL" not in understood.concepts
    assert not understood.complete
    assert "own_goal" not in read(text, lang)[0]


@pytest.mark.parametrize(("lang", "text"), _OWN_GOAL_TOLD)
def test_an_own_goal_told_by_its_words_is_decided(lang: str, text: str) -> None:
    assert understand(text, lang).complete
    assert read(text, lang) == ("goal/own_goal", None)


@pytest.mark.parametrize("text", _SCORED_IN_WHAT_SHOULD_HAVE_BEEN_THEIR_OWN)
def test_a_goal_in_what_should_have_been_their_own_is_the_accepted_wrong_way(text: str) -> None:
    assert read(text, "en") == ("goal/accepted_wrong_way", None)
