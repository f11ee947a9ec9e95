"""How far the ball went said as "about so many" ("fa un paio di metri", "va lunga una
quarantina di metri", "anduvo una veintena de yardas") is a distance travelled like a plain
number: under the rule's 30 yards or not."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text", "travelled"),
    [
        (
            "it",
            "tiro dalle 60, va lunga una quarantina di metri e il nostro 2 la prende",
            "TRAVELLED_30",
        ),
        ("it", "tiro dalle 60, fa una ventina di metri e il nostro 2 la prende", "UNDER_30"),
        ("es", "el libre de 60 anduvo una veintena de yardas y el 2 nuestro la agarró", "UNDER_30"),
    ],
)
def test_about_so_many_yards_is_a_distance_travelled(lang: str, text: str, travelled: str) -> None:
    assert travelled in understand(text, lang).concepts
