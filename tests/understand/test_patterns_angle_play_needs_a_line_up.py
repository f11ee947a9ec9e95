"""A play from an angle is 20.c's (no right of way inside the line-up) only at a line-up: told
with no line-up or throw-in ("il loro 2 gli è piombato addosso di traverso", "el bump a galope
de costado, con mucho ángulo"), it is a ride-off or a foul in open play, which other rules
decide: never the line-up's question."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "el bump a galope tendido de costado, con mucho ángulo, cuenta como peligroso?"),
        ("it", "il loro 2 gli è piombato addosso di traverso, fortissimo, era fallo?"),
        ("en", "their 2 came in from an angle and bumped our 1 hard, is that dangerous?"),
    ],
)
def test_an_angle_with_no_line_up_is_no_line_up_question(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert not trail.startswith("more/inside_line_up"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "at the throw-in their 3 came in at an angle and hit it"),
        ("es", "en el tiro del medio el 3 de ellos entró de costado y le pegó"),
        ("it", "al lancio dell'arbitro il loro 3 è entrato di traverso e l'ha colpita"),
    ],
)
def test_an_angle_at_the_line_up_is_its_question(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("more/inside_line_up"), (trail, sorted(understand(text, lang).concepts))
