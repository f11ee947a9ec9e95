"""The halfway line named in full is the middle of the field, never the end line: Italian's
"linea di meta" (the rugby word for the end line) took "linea di METÀ CAMPO" for the end line.
A player who crossed it at a throw-in ("cruzó la línea del medio antes de que tire", "era oltre
la linea centrale al lancio") is on the wrong side, as English "crossed the centre line" was
(20.b: each team on its own side; situations.line_up_across_centre). Which side each team
takes, asked, is no player across it."""

import pytest

from bot.understand import understand

_HALFWAY_LINE = [
    ("it", "l'arbitro ha lanciato la palla proprio sulla linea di metà campo, va bene?"),
    ("it", "fallo sulla linea di centrocampo, dove si batte?"),
    ("it", "al lancio il loro 2 era oltre la linea di metà campo"),
]


@pytest.mark.parametrize(("lang", "text"), _HALFWAY_LINE)
def test_the_halfway_line_is_no_end_line(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "END_LINE" not in understood.concepts
    assert "MIDFIELD" in understood.concepts


_CROSSED_AT_THE_THROW_IN = [
    ("en", "at the throw in their 2 crossed the centre line before the ball was thrown"),
    ("es", "en el throw-in el 3 de ellos cruzó la línea del medio antes de que el umpire tire"),
    ("es", "en el throw-in su 4 ya estaba pasado de la línea del medio y agarró la bocha"),
    ("it", "al lancio il loro 3 era oltre la linea centrale e ha preso palla"),
    ("it", "throw-in: il nostro 1 ha superato la linea di metà campo prima del lancio"),
]


@pytest.mark.parametrize(("lang", "text"), _CROSSED_AT_THE_THROW_IN)
def test_a_player_across_the_halfway_line_at_a_throw_in_is_on_the_wrong_side(
    lang: str, text: str
) -> None:
    assert "WRONG_SIDE" in understand(text, lang).concepts


_SIDES_ASKED_OR_NO_LINE_UP = [
    ("en", "which team goes on which side of the center line at the throw in"),
    ("es", "q equipo va de cada lado de la linea del medio en el throw in"),
    ("it", "l arbitro fa il lancio da un lato della linea centrale e non nel mezzo, va bene?"),
    # no line-up: the middle of the field
    ("es", "el 3 de ellos cruzó la línea del medio y le cometieron foul"),
]


@pytest.mark.parametrize(("lang", "text"), _SIDES_ASKED_OR_NO_LINE_UP)
def test_sides_asked_or_no_line_up_are_no_wrong_side(lang: str, text: str) -> None:
    assert "WRONG_SIDE" not in understand(text, lang).concepts
