"""Round 24 (issue 17): patterns from the nineteenth session, stated as rules, in new words.

A doubt said inside the clause, after its subject ("their 2 was POSSIBLY inside the 30", "el 2
CAPAZ estaba", "il loro 2 MAGARI era"), is a hedge as "I think" before the clause is: what it
covers is offered to confirm, never stated (principle 0: a wrong answer costs a match, a question
costs a tap)."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ump gave play on our hit in, their 1 was possibly within the 30"),
        ("en", "our hit in, the ump said play and their 1 could have been inside the 30"),
        ("en", "ump said play at our knock in and we think their 1 was inside 30 yards"),
        (
            "es",
            "saque nuestro, el umpire dijo play y el 1 de ellos posiblemente estaba adentro de "
            "las 30",
        ),
        ("es", "en nuestro saque el referí dijo play y el 1 rival capaz estaba dentro de las 30"),
        ("it", "battuta dal fondo nostra, l'arbitro dice play e il loro 1 magari era dentro le 30"),
        ("it", "nostra battuta dal fondo, play, e il loro 1 poteva essere dentro le 30 yarde"),
    ],
)
def test_a_doubt_inside_the_clause_leaves_its_fact_to_confirm(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    assert "INSIDE_30" in understood.doubtful


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # "capaz" is a hedge of its own and a word of the doubted alternative
        ("es", "penal de la 40, o capaz de la 60, no me acuerdo, la erró, ¿se sigue jugando?"),
        ("it", "rigore dalle 40, o magari dalle 60, non ricordo, l'ha mancata, si gioca?"),
        ("en", "penalty from the 40, or possibly the 60, can't remember, he whiffed it, play on?"),
    ],
)
def test_a_hedge_right_after_or_opens_the_alternative_it_doubts(lang: str, text: str) -> None:
    # the clause before the "or" is the other alternative, not what the hedge doubts: the
    # penalty stays said, and which one is asked
    assert read(text, lang) == ("foul_shot", "foul_shot_penalty")
