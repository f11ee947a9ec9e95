"""Italian generalization, round 16 (issue 17): families of words, not one message's phrase.
Each family in several phrasings written for this test (never copied from the outsiders' corpus
or its paraphrases), in the other languages where the pattern exists there and reads already.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


def _concepts(text: str, lang: str = "it") -> frozenset[str]:
    return understand(text, lang).concepts


# --- a player not back at the line-up after a goal, no reason said: why is asked -------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("dopo la rete i bianchi non si presentano al centro, lancio lo stesso?", "it"),
        ("abbiamo segnato e il loro 3 non era ancora rientrato, l'arbitro ha lanciato", "it"),
        ("dopo il gol il nostro 4 era ancora lontano da metà campo e hanno buttato dentro", "it"),
        ("gol dei gialli, i verdi non si fanno vedere allo schieramento, aspetto?", "it"),
        ("dopo il loro gol due dei nostri non erano ancora tornati, ingaggio fatto lo stesso", "it"),
        ("after the goal two of theirs weren't back yet and the umpire threw it in", "en"),
    ],
)
def test_not_back_after_a_goal_asks_why(text: str, lang: str) -> None:
    answers, question = read(text, lang)
    assert answers == "more/line_up"
    assert question == "line_up_problem"
    assert understand(text, lang).narrowed  # only the reasons a player is away


@pytest.mark.parametrize(
    "text",
    [
        "all'ingaggio il loro 2 era dalla parte sbagliata",
        "tro in a metà campo, il nostro 3 spinge",
        "sul trouin l'arbitro lancia e il loro 1 entra da dietro",
    ],
)
def test_the_throw_in_said_as_an_ingaggio_or_dictated(text: str) -> None:
    assert "LINE_UP" in _concepts(text)


@pytest.mark.parametrize(
    "text",
    [
        "la palla non è tornata in campo",
        "il fallo è stato lontano dal centro",
    ],
)
def test_not_back_needs_a_player_not_yet_there(text: str) -> None:
    assert "NOT_BACK" not in _concepts(text)
