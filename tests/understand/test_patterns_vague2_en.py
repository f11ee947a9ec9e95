"""A fact told as two alternatives, or with doubt beside it, is never decided (issue 17,
principle 0). Each alternative is a candidate, and the question where they part is asked with
both (``concepts.alternatives_asked``, ``bot.understand.alternatives``). Written from the
patterns an outsider's vague rewrites of decided messages showed, never from their words."""

import pytest

from bot.understand import understand
from bot.understand.concepts import alternatives_asked
from bot.understand.vocabulary import vocabularies_for
from tests.understand.reading import read

# --- a penalty's number told two ways ---------------------------------------------------------

#: a penalty missed, its number told two ways (a miss is dead on a 2 or 3, live on a 4, 5 or 6):
#: which penalty is asked, with the numbers said, a doubt word or not
_PENALTY_IN_DOUBT = [
    ("en", "our 3 swung and missed the pen 2 or 4, not sure which, their back took it away"),
    ("en", "completely fanned on the penalty three or four and the opposition played on"),
    ("en", "our 1 took a p3 or p4 whatever, swung and missed, blue rode off with it"),
    ("es", "el 2 erró el penal 3 o 4, no me acuerdo, le pegó al aire y el rival siguió jugando"),
    ("es", "le pegó al aire en el penal dos o cuatro y los otros se llevaron la bocha"),
    ("it", "il nostro 3 ha mancato il rigore 2 o 4, non ricordo, e gli avversari hanno giocato"),
    ("it", "ha cisellato a vuoto la punizione tre o quattro e i rossi hanno preso la palla"),
]


@pytest.mark.parametrize(("lang", "text"), _PENALTY_IN_DOUBT)
def test_a_penalty_numbered_two_ways_is_asked_with_both(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert read(text, lang)[1] == "foul_shot_penalty"
    assert len(understanding.narrowed) >= 2


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a question about two penalties asks which the umpire gives: no incident's candidate
        ("en", "is that a pen 2 or 3?"),
        ("es", "¿es penal 2 o 3?"),
        # one penalty and a measure, or a player's number: no second penalty
        ("en", "missed the pen 4, 3 or 4 yards wide, not sure"),
        ("it", "rigore 4 mancato, il loro 3 o il 2 ha preso la palla"),
    ],
)
def test_no_penalty_alternatives_where_one_penalty_is_told(lang: str, text: str) -> None:
    assert all(not asked.told for asked in alternatives_asked(text, vocabularies_for(lang)))
