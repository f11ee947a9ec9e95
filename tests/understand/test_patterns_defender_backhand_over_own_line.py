"""A defender's backhand, or his "shot", over his own end line is his hit out (a Safety, 22.a
excepts it from the knock-in), as any hit out is: "il loro 4 la tira di rovescio dietro la sua
linea di fondo", "el back quiso sacarla de revés y se le fue por su propio fondo". Never the
list of what it may have come off: nothing in the words says it came off anything."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il loro 4 (gialli) nel panico la tira di rovescio dietro la sua linea di fondo"),
        ("es", "el back de ellos quiso sacarla de revés y se le fue por su propio fondo"),
        ("en", "their back tried to clear it with a backhand and it went over his own back line"),
    ],
)
def test_a_defenders_backhand_over_his_own_end_line_is_his_hit_out(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("end_line/defender/") or trail == "end_line/defender", trail


def test_a_backhand_said_off_the_post_is_the_posts() -> None:
    trail, _asked = read(
        "their back backhanded it, it hit the post and went over his own back line", "en"
    )
    assert trail.startswith("end_line/defender_post"), trail
