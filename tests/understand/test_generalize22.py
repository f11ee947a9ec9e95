"""Round 22 (issue 17): patterns from the seventeenth session, stated as rules, in new words.

Two answers a message gives at once that the core rules alike (but for the clause it cites)
are no question: the ruling does not hang on which one it was."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        (
            "en",
            "penalty 2 to blue, their 4 rode by the ball without swinging and wants another "
            "run at it. can he?",
            "foul_shot/p2/passed_ball",
        ),
        (
            "es",
            "penal 3 para los rojos, el 2 pasó de largo la bocha sin pegarle y quiere volver "
            "a encarar. ¿puede?",
            "foul_shot/p3/passed_ball",
        ),
        (
            "it",
            "rigore 2 per i bianchi, il loro 3 supera la palla senza colpirla e vuole rifare "
            "la rincorsa. si può?",
            "foul_shot/p2/passed_ball",
        ),
    ],
)
def test_a_passed_ball_and_a_second_run_at_it_are_one_ruling(
    lang: str, text: str, path: str
) -> None:
    # the passed ball and the second approach each give the other team Penalty 5.a (22.b)
    assert read(text, lang) == (path, None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the ump did not hesitate: penalty 1, goal for us. do we swap ends now?"),
        ("es", "el referí ni lo pensó: penal 1 y gol para nosotros. ¿se cambia de lado?"),
        ("it", "l'arbitro non ha esitato: rigore 1, gol per noi. si cambia campo?"),
    ],
)
def test_a_not_ends_at_its_clause(lang: str, text: str) -> None:
    # the "not" is the umpire's hesitation, never the Penalty 1 said after the colon: read
    # without it, the goal was taken as one from play (ends changed), a wrong ruling
    understood = understand(text, lang)
    assert "P1" in understood.concepts
    assert not understood.complete or read(text, lang)[0] == "goal/penalty_1"
