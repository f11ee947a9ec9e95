"""The end line by its other name, "línea final": a ball gone out "por detrás de la línea final"
went over the end line, where "detrás de la línea" took the line for a ball off the field and
"final" alone was a final match."""

import pytest

from bot.understand import understand

_BEHIND_THE_FINAL_LINE = [
    ("es", "el 3 colorado le pegó, dio en el palo y se fue por detrás de la línea final"),
    ("es", "la bocha se fue por detrás de la línea final, la tocó último un defensor, ¿qué va?"),
]


@pytest.mark.parametrize(("lang", "text"), _BEHIND_THE_FINAL_LINE)
def test_behind_the_final_line_is_over_the_end_line(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "END_LINE" in understood.concepts
    assert not understood.concepts & {"BALL_OFF_FIELD", "MATCH"}
