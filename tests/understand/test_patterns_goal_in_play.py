"""A goal told as scored, with nothing about it but who scored, by a message that asks what
comes next ("we scored, how do we restart?", "gol nuestro, ¿cómo sigue?", "abbiamo segnato,
chi butta e dove?"), is a goal from play: the other kinds of goal are told by their own facts (an
own goal, a Penalty 1 or a handicap goal is named or awarded, a goal at the whistle has its
whistle, one in a reversed line-up its line-up: Rule 20), so asking which kind asked what the
message had said. Anything else told beside the goal keeps the kind asked, and so do a message
that asks nothing, one that asks whether it was a goal or counts, and one whose question names
kinds of goal (its alternatives are the candidates)."""

import pytest

from bot.understand import understand
from tests.understand.reading import read

_PLAIN = [
    ("en", "we scored, how do we restart?"),
    ("en", "our 2 scored, what now"),
    ("en", "we scored where do we start again"),
    ("es", "gol nuestro. como sigue"),
    ("es", "metimos gol, ¿dónde se reanuda?"),
    ("es", "el 3 de ellos hizo un golazo, ¿y ahora?"),
    ("it", "abbiamo segnato, dove si riparte?"),
    ("it", "ok abbiamo segnato, adesso chi butta e dove? siamo nuovi"),
    # asked in the words of the goal's own restart: the ends, the throw-in, its place, the
    # umpire who throws it in
    ("en", "we scored, do we change ends now?"),
    ("en", "our 3 scored, does the ump throw it in at the middle?"),
    ("es", "metimos gol, ¿se cambia de lado?"),
    ("es", "hicimos gol, ¿el umpire tira la bocha en el medio?"),
    ("it", "abbiamo segnato, si cambia campo?"),
    ("it", "alla fine abbiamo segnato noi, l'arbitro lancia a metà campo?"),
]


@pytest.mark.parametrize(("lang", "text"), _PLAIN)
def test_a_plain_goal_asked_what_next_is_a_goal_from_play(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert (trail, asked) == ("goal/field_goal", None)


_KIND_LEFT_OPEN = [
    # asks whether it was a goal, or whether it counts
    ("en", "the ball went in, goal?"),
    ("en", "we scored, does it count?"),
    ("en", "they scored, goal or not?"),
    ("es", "metimos gol, ¿vale?"),
    ("es", "metieron gol, ¿es gol o no?"),
    ("it", "abbiamo segnato, vale?"),
    ("it", "segnato, gol o no?"),
    # tells something beside the goal: the ends, a player's place, the line-up, a whistle
    ("en", "scored but the ends might have been wrong in the lineup, what now?"),
    ("es", "el que hizo el gol quedó a 20 yardas del medio, ¿lo esperan?"),
    ("it", "abbiamo segnato e il loro 1 era a 20 metri dal centro, si aspetta?"),
    # doubts what it tells
    ("en", "we scored but maybe the ends were wrong, do we change now?"),
    ("en", "there was an incident at the line up after we scored, what now?"),
    ("it", "gol nostro ma l'arbitro aveva fischiato, come si riparte?"),
    # asks nothing: a goal told is no question of what follows
    ("es", "el tanteador puso mal los goles, estaba 6 a 5"),
    # the bare word as a place
    ("en", "at the throw in do we sit on the side of our own goal or theirs?"),
]


@pytest.mark.parametrize(("lang", "text"), _KIND_LEFT_OPEN)
def test_a_goal_told_with_more_or_asked_is_no_goal_from_play(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided, understood.path
    assert "FIELD_GOAL" not in understood.concepts


def test_kinds_named_by_the_question_are_the_candidates() -> None:
    """ "We scored, field goal or own goal?": the question's alternatives, no default."""
    understood = understand("we scored, field goal or own goal?", "en")
    assert not understood.decided
    assert set(understood.narrowed) == {"field_goal", "own_goal"}
