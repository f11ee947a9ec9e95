"""Principle 0, round 11: a fact the words leave open is asked or offered, never decided.

Pattern: play that went on after the horn ("the horn went but they played on", "sonó la
bocina pero siguieron jugando", "è suonata la sirena ma hanno continuato a giocare") says
neither that the umpires heard the horn nor that a ball out said after it is how the period
ended: it may have gone out after the period ended, when the ball was still in the field (22.f:
the referee or timekeeper then tells where play should have stopped). Whether the horn was
heard is left unsaid (never "yes"), and with a ball out, how the period ended is asked, the ball
out and the ball in the field offered. A horn said without play going on stays read as before."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text", "out"),
    [
        ("en", "the horn went but they played on and blue hit it over the back line", "end"),
        ("en", "bell rang, they kept playing and our 3 hit it out over the sideline", "side"),
        ("en", "after the hooter play continued and red hit it wide of the goal", "end"),
        ("es", "sonó la bocina pero siguieron jugando y el rojo la tiró por el fondo", "end"),
        ("es", "la campana sonó, el juego siguió y la sacaron por la tabla", "side"),
        ("es", "sonó la chicharra, continuaron jugando y el 2 la mandó por el fondo", "end"),
        (
            "it",
            "la sirena è suonata ma hanno continuato a giocare, il rosso l'ha tirata sul fondo",
            "end",
        ),
        ("it", "la campana è suonata, il gioco è andato avanti ed è uscita dalle sponde", "side"),
        ("it", "dopo la sirena si è continuato a giocare e il loro 2 ha tirato largo", "end"),
    ],
)
def test_a_ball_out_after_play_went_on_past_the_horn_leaves_how_the_period_ended_asked(
    lang: str, text: str, out: str
) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    answers, asked = read(text, lang)
    assert answers.split("/")[:2] == ["more", "period_ended"], answers
    assert "yes" not in answers.split("/")[2:3], answers
    assert asked == "period_ended_how", (answers, asked)
    line = "over_end_line" if out == "end" else "over_side_boards"
    assert set(understood.narrowed) == {"ball_in_field", line}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the horn sounded but play continued, the ball was loose in midfield"),
        ("en", "bell went and they carried on playing, nobody had the ball in midfield"),
        ("es", "sonó la bocina pero siguieron jugando, bocha suelta en el medio"),
        ("es", "la campana sonó y se siguió jugando, nadie tenía la bocha en el medio"),
        ("it", "la campana è suonata ma il gioco è andato avanti, palla libera a metà campo"),
        ("it", "la sirena è suonata e hanno continuato a giocare, palla di nessuno a metà campo"),
    ],
)
def test_play_that_went_on_past_the_horn_never_says_the_umpires_heard_it(
    lang: str, text: str
) -> None:
    answers, _ = read(text, lang)
    assert answers.split("/")[:2] == ["more", "period_ended"], answers
    assert answers.split("/")[2] != "yes", answers


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the horn went, ball loose in midfield"),
        ("es", "sonó la bocina con la bocha suelta en el medio"),
        ("it", "è suonata la sirena con la palla libera a metà campo"),
    ],
)
def test_a_horn_without_play_going_on_is_still_heard(lang: str, text: str) -> None:
    answers, _ = read(text, lang)
    assert answers.split("/")[:3] == ["more", "period_ended", "yes"], answers
