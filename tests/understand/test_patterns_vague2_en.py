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


# --- "X, I think, or Y": the doubt right after the first alternative --------------------------

#: a shot told wide with a doubt, then the other way it may have gone ("…, or just inside the
#: post"): whether it went in is asked, never the knock-in the first alternative gives
_DOUBT_BEFORE_THE_OR = [
    ("en", "pen 2 went wide I think, or just inside the post"),
    ("en", "the penalty 3 hit wide, I think, or in off the post, the flagger wasn't sure"),
    ("en", "their 2 shot wide i think, or maybe it went just inside the post"),
    ("es", "el penal 2 se fue afuera creo, o entró pegado al poste"),
    ("it", "il rigore 2 è andato fuori credo, o è entrato sul palo"),
    ("it", "la punizione 3 è finita larga, credo, o dentro sul palo"),
]


@pytest.mark.parametrize(("lang", "text"), _DOUBT_BEFORE_THE_OR)
def test_a_doubt_right_before_the_or_ends_the_first_alternative(lang: str, text: str) -> None:
    (asked,) = alternatives_asked(text, vocabularies_for(lang))
    first, second = asked.options
    assert asked.told
    assert first
    assert second
    assert not understand(text, lang).complete


# --- which of the two is past telling, in words ----------------------------------------------

#: who hit it over the end line, told two ways, then said to be past telling ("hard to tell",
#: "too close to call", "whichever it was"), with more of the message after: a knock-in or a
#: Safety, asked with both
_PAST_TELLING = [
    "it went over the back line off our shot or one of theirs, hard to tell, what's the restart",
    "over the end line off our shot or one of theirs, too close to call, then the ump blew",
    "our shot or one of theirs, whichever it was, went over the end line, who restarts",
    "off our shot or one of theirs, we couldn't see, over the back line and the ump gave a KI",
]


@pytest.mark.parametrize("text", _PAST_TELLING)
def test_two_hitters_past_telling_are_asked(text: str) -> None:
    assert any(asked.told for asked in alternatives_asked(text, vocabularies_for("en")))
    assert not understand(text, "en").complete
