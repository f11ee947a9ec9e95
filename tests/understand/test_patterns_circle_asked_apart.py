"""A request and going round again said apart ("he asks the ump, can I go round one more time",
"le pide al umpire dar otra vuelta") are the taker asking to circle again (22.b: permission
"should not be granted"), whatever the fizzy new horse or the quick change of horses around it;
not where his approach was already used ("went past it, now asks to go round again")."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "their safety, our 60 yd hit. our 3 changed ponies quick, the new one won't settle, "
            "so he asks the ump can i go round one more time",
        ),
        (
            "es",
            "safety de ellos, tiramos el de 60: nuestro 4 cambió de petiso y le pide al umpire "
            "dar otra vuelta porque el caballo está caliente",
        ),
    ],
)
def test_a_request_to_go_round_again_is_asking_to_circle(lang: str, text: str) -> None:
    assert read(text, lang) == ("foul_shot/p6/asked_to_circle_again", None)


def test_an_approach_already_used_is_no_request_to_circle() -> None:
    text = "pen 3, our 2 went past the ball and now asks the ump to go round one more time"
    assert "ASKED_CIRCLE" not in understand(text, "en").concepts
