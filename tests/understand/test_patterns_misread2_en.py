"""Questions that went down a wrong branch (issue 17, principle 0), second sweep: a message left
open whose question could only reach rulings other than the right one. Patterns stated in
several phrasings in every language where they exist, written from the patterns of the English
misread sweep, never from its words:

- a goal scored told after a line-up reversed "after the goal" is a goal scored in that
  line-up: the goal is asked (the accepted wrong way among its kinds), never the wrong way
  alone, whose answers (play on, reverse the direction) leave that goal out;
- a "not" before a "then" that opens the next clause negates nothing after it ("nobody noticed,
  then we scored" did score).
"""

import pytest

from tests.understand.reading import read

#: a reversed line-up after a goal, then a goal scored in it: the goal's kind is asked, and the
#: accepted wrong way is one of its answers
_GOAL_SCORED_IN_A_WRONG_WAY_LINE_UP = [
    ("en", "after their goal we lined up the wrong way and then blue scored"),
    ("en", "teams went the wrong way after the last goal, red scored later, does it count"),
    ("en", "we lined up backwards after our goal, the umps didn't see it, then we scored"),
    ("en", "after a goal both teams lined up the wrong way and nobody noticed, then they scored"),
    ("es", "después del gol se alinearon al revés y metimos gol, vale?"),
    ("es", "tras el gol jugamos para el otro lado y después rojo metió un gol"),
    ("it", "dopo il gol schierati al contrario, poi abbiamo segnato noi, vale?"),
    (
        "it",
        "dopo il loro gol ci siamo schierati nel verso sbagliato, nessuno se ne è accorto, poi "
        "abbiamo segnato",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _GOAL_SCORED_IN_A_WRONG_WAY_LINE_UP)
def test_a_goal_scored_in_a_wrong_way_line_up_is_the_goal(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail == "goal"
    assert asked == "goal_kind"


#: the reversed line-up after a goal, with no later goal: still the wrong way, asked when
_WRONG_WAY_AFTER_A_GOAL_ALONE = [
    ("en", "after their goal we lined up the wrong way, what now"),
    ("en", "lined up the wrong way after the goal and nobody noticed, what do we do"),
    ("es", "después del gol se alinearon al revés, qué hacemos"),
    ("it", "dopo il gol schierati al contrario, cosa si fa"),
]


@pytest.mark.parametrize(("lang", "text"), _WRONG_WAY_AFTER_A_GOAL_ALONE)
def test_a_wrong_way_after_a_goal_alone_stays_the_wrong_way(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail == "more/wrong_way"
    assert asked == "wrong_way_when"


#: a "not" then a "then" that opens the next clause: the scoring after it was told
#: (English only: Spanish joins with "y", and an Italian "non" does not reach that far)
_NOT_BEFORE_THEN = [
    ("en", "nobody noticed, then we scored"),
    ("en", "the umps didn't notice, then we scored"),
    ("en", "no one complained, then we scored again"),
]


@pytest.mark.parametrize(("lang", "text"), _NOT_BEFORE_THEN)
def test_a_not_before_then_leaves_the_next_clause(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("goal")
