"""At a free hit from the 60, two players of one side named by two numbers, and no player of the
other side, are the hitter and a teammate who played it after him ("their 4 hit it 20 yards and
their 1 came in and smacked it"): who played it is not asked. With the other side's player named
too, a defender may have played it: asked."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "60 yard free hit, their 4 hit it about 20 yds and their 1 came in and hit it on"),
        ("es", "libre de 60 de ellos, pegó el 2 de ellos y enseguida la jugó el 4 de ellos"),
        ("it", "tiro dalle 60, il nostro 3 colpisce corto e il nostro 2 la gioca subito"),
    ],
)
def test_two_players_of_one_side_at_the_60_are_hitter_and_teammate(lang: str, text: str) -> None:
    assert "TEAMMATE" in understand(text, lang).concepts
    trail, _asked = read(text, lang)
    assert trail.startswith("more/sixty/teammate_played"), trail


def test_a_player_of_the_other_side_leaves_who_played_it_asked() -> None:
    text = "60 yard free hit, their 4 hit it about 20 yds, our 3 and their 1 both went for it"
    assert "TEAMMATE" not in understand(text, "en").concepts


def test_a_sides_sixty_is_no_player() -> None:
    # "our 60 yd hit": the 60 is a place, not a player 60 beside "our 3"
    text = "their safety, our 60 yd hit. our 3 changed ponies quick and asks to go round again"
    assert "TEAMMATE" not in understand(text, "en").concepts


def test_a_second_player_who_only_stood_there_played_nothing() -> None:
    text = "60 yard free hit, their 4 took it and their 1 was standing right in front of the ball"
    assert "TEAMMATE" not in understand(text, "en").concepts
