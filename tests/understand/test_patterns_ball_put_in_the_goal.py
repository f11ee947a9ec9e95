"""The ball PUT into the goal is a goal said in chat words ("l'ha messa in porta", "la mettiamo
dentro", "palla in porta e fischio", "rebotó y entró al arco"): Italian said a goal scored
"gol" and read the bare "porta" as the goal as a place, so the goal was never read and the
message went to the first menu, or to a place near the goal. A shot only AIMED at the goal ("ha
tirato in porta", "tiró al arco", "shot at goal") is no goal. An own goal may be said with its
goal after the noun ("terminó metiéndola en el arco propio"). A shot that "went through" went
through the posts."""

import pytest

from bot.understand import understand

_PUT_IN = [
    ("en", "they put the ball in the goal, what now?"),
    ("en", "our 2's shot went through just as the whistle went"),
    ("es", "la bocha rebotó en el caballo y entró al arco, ¿vale?"),
    ("it", "il loro 4 l'ha messa in porta, chi lancia?"),
    ("it", "palla in porta e fischio dell'arbitro insieme, che si fa?"),
    ("it", "la mettiamo dentro proprio al fischio, vale?"),
    ("it", "finalmente abbiamo messo la palla in porta! e adesso da dove si riparte?"),
]


@pytest.mark.parametrize(("lang", "text"), _PUT_IN)
def test_a_ball_put_into_the_goal_is_a_goal(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "GOAL" in understood.concepts
    assert "TOWARD_GOAL" not in understood.concepts


_AIMED = [
    ("en", "he shot at goal and it went over the back line wide"),
    ("es", "tiró al arco y se fue por el fondo"),
    ("it", "ha tirato in porta ma è uscita sul fondo larga"),
    ("it", "il loro 3 tira in porta e la palla esce sul fondo"),
]


@pytest.mark.parametrize(("lang", "text"), _AIMED)
def test_a_shot_aimed_at_the_goal_is_no_goal(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "GOAL" not in understood.concepts
    assert "END_LINE" in understood.concepts


_OWN_GOAL_AFTER_THE_NOUN = [
    ("es", "el 3 de ellos la terminó metiendo en el arco propio, ¿qué pasa?"),
    ("es", "su 2 la mandó en arco propio, ¿qué cobramos?"),
    ("it", "il loro 2 l'ha messa in porta propria, e adesso?"),
    ("en", "their 2 put it into his own goal, what now"),
]


@pytest.mark.parametrize(("lang", "text"), _OWN_GOAL_AFTER_THE_NOUN)
def test_an_own_goal_said_after_the_noun_is_an_own_goal(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "OWN_GOAL" in understood.concepts
