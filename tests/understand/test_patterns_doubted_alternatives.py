"""Two alternatives told, not asked, with a doubt beside them ("their back or our 2, not sure",
"el back azul o el back rojo, no sé cuál", "il loro 3 o il nostro 2, non ricordo"): the writer
does not know which, so neither is a fact. Each is a candidate, and the question where they part
is asked with both (``concepts._doubted_alternatives``). Read as told, the first was taken for
what happened and a ruling was decided that the words left open (an outsider's vague variants of
decided messages: "off our shot or one of theirs, not sure" was ruled a knock-in)."""

import pytest

from bot.understand import understand
from bot.understand.concepts import alternatives_asked
from bot.understand.vocabulary import vocabularies_for
from tests.understand.reading import read

#: who hit it over the end line, told two ways with a doubt: a knock-in or a Safety, asked
_HITTER_IN_DOUBT = [
    ("en", "ball went over their back line, black 4 shot, or clearance maybe, not sure"),
    ("en", "it went over the end line off the blue back or the red 2, not sure which"),
    ("es", "salió por el fondo de los azules, la sacó el back azul o el back rojo, no sé cuál"),
    ("es", "se fue por el fondo, tiro del 2 de rojo o del 2 de ellos no sé quién"),
    ("it", "è uscita sul fondo dei bianchi, l'ha tirata il back bianco o il 2 rosso, non ricordo"),
]


@pytest.mark.parametrize(("lang", "text"), _HITTER_IN_DOUBT)
def test_a_hitter_told_two_ways_with_a_doubt_is_asked(lang: str, text: str) -> None:
    assert alternatives_asked(text, vocabularies_for(lang))
    understanding = understand(text, lang)
    assert not understanding.complete
    assert read(text, lang) == ("end_line", "end_line_who")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # no doubt: "or" alone is read as before
        ("en", "ball went over the back line off their 2, our 3 was nowhere near"),
        # an idiom: "more or less", "más o menos", "più o meno" offer no alternative
        ("en", "their 2 shot wide over the back line, more or less at the post, not sure"),
        ("es", "tiro desviado del 2 de ellos por el fondo, más o menos en el poste, creo"),
        ("it", "tiro largo del loro 2 sul fondo, più o meno al palo, credo"),
        # a measure: "4 or 5 yards" names no alternative to offer
        ("en", "knock in taken 4 or 5 yards from the post, not sure"),
    ],
)
def test_no_doubted_alternatives_where_none_are_told(lang: str, text: str) -> None:
    assert alternatives_asked(text, vocabularies_for(lang)) == ()


def test_the_doubt_goes_with_the_alternatives() -> None:
    # "not sure" is which of the two, never the umpires' "cannot determine" (a throw-in)
    text = "went out over the side off a horse, the umpire's or a player's, not sure"
    (asked,) = alternatives_asked(text, vocabularies_for("en"))
    assert text[asked.start : asked.end].endswith("not sure")
    assert not understand(text, "en").complete
