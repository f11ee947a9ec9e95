"""A count of seconds at a knock-in told from Play ("12 seconds after play", "12 segundos desde
el play", "13-14 secondi dal play") is the knocking-in team's own 10 seconds (22.a): once Play is
called the opponents must already be back, so the time from it is the hitter's; beside an
opponent told slow or not back, it may be his, and stays asked."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "knock in, our 4 took like 12 seconds after play, whistle"),
        ("es", "saque nuestro, el 4 tardó 12 segundos desde el play, pitaron"),
        (
            "it",
            "rimessa dal fondo dei bianchi, saranno stati 13-14 secondi dal play. nessun limite?",
        ),
    ],
)
def test_a_count_from_play_at_a_knock_in_is_the_hitters(lang: str, text: str) -> None:
    assert read(text, lang) == ("more/knock_in_problem/ten_seconds_elapsed", None)


def test_a_count_from_play_beside_an_opponent_not_back_is_no_hitters_time() -> None:
    # the time from Play may be the slow opponent's: who was slow is asked
    text = "on our knock in, 12 seconds after play their 2 was still not back"
    assert "TEN_SEC" not in understand(text, "en").concepts
