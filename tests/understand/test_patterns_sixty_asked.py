"""A free hit from the 60 only asked about, beside a ball out told ("out over the side boards
off our 2…, do they hit from the 60?", "¿ellos tiran desde la 60?", "loro battono dalle 60?")
is the restart the writer asks about, never a hit from the 60 that went wrong
(``situations.restart_only_asked``). Read as told, the message went to "a free hit from the 60
went wrong", whose every answer is another ruling: one tap from a wrong one."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "ball went out over the side boards off our 2 inside our 60, do they hit from the 60?",
        ),
        ("es", "la bocha salió por la tabla, la sacó el 3 nuestro, ellos tiran desde la 60?"),
        (
            "it",
            "palla fuori dalla linea laterale, l'abbiamo messa fuori noi: loro battono dalle 60?",
        ),
    ],
)
def test_a_sixty_asked_beside_a_ball_out_is_no_sixty_gone_wrong(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("side_boards"), trail
    assert "FREE_HIT_60" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the 60 told, not asked: what went wrong at it
        ("en", "free hit from the 60, their hitter hit it again before anyone touched it"),
        ("es", "tiro desde la 60, el que le pegó la volvió a pegar antes que nadie la toque"),
    ],
)
def test_a_sixty_told_is_still_the_hit_from_the_60(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("more/sixty"), trail
