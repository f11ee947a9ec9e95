"""Right of way said beside the line-up is 20.c's ("the Right of Way will be established when
the ball leaves the line-up"), never a question of the foul rules: asked alone, the rulebook's
20.c answers it; told with a play, it is a play from an angle inside the line-up."""

from __future__ import annotations

import pytest

from bot.understand import understand
from bot.understand.reply import reply
from tests.understand.reading import trail_of


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "is there right of way in the line up?"),
        ("es", "¿en el line up hay derecho de paso?"),
        ("it", "al lancio dell'arbitro vale il diritto di passaggio?"),
    ],
)
def test_right_of_way_asked_of_at_the_line_up_is_answered_by_20c(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.procedure
    assert not understood.out_of_scope
    first = reply(understood, lang).screen.text.split("\n")[1]
    assert "20.c" in first


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "at the throw in their 2 came in from the side, doesn't he have to respect the right "
            "of way?",
        ),
        ("es", "en el line up el 2 de ellos entró cruzado, ¿no tenía que respetar la línea?"),
    ],
)
def test_right_of_way_told_with_a_play_at_the_line_up_is_a_play_inside_it(
    lang: str, text: str
) -> None:
    assert trail_of(text, lang)[:2] == ["more", "inside_line_up"]


def test_right_of_way_away_from_the_line_up_is_still_the_foul_rules() -> None:
    assert understand("who has the right of way on a backshot?", "en").out_of_scope
