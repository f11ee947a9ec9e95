"""A fact told as two alternatives with a doubt is never decided (principle 0, issue 17; the
vague rewrites of decided messages, Spanish first). Each alternative is a candidate, and the
question where they part is asked, wherever the words put the doubt and the two alternatives:

* a doubt that closes the second alternative, set off after it, however long the second is
  ("al caballo del umpire o al del 4 de ellos que venía cerca, NO ME ACUERDO, y…", "…o volvía
  despacio después de la corrida NO SÉ y…"), in a question's earlier comma part too;
* a doubt that says "whether" opens the first ("NO SÉ SI antes o justo cuando…");
* where the first starts: the second's opening word said again ("EN la bota… o EN la pata…"),
  a player where the second names one ("el 3 de ellos despejando o el 2 nuestro", "nuestro back
  la despejó… o la tocó el 2 de ellos"), two penalties' numbers ("penal 6 o 2");
* an alternative that, added to what the rest decides, would take another answer makes the
  ruling hang on which one it was (``resolve.walk_concepts``); and jostling told at the very
  moment of the throw is not told before it (the tree's jostling is contact before the throw).

The same incidents told with one fact stay decided."""

import pytest

from bot.understand import understand
from bot.understand.concepts import alternatives_asked
from bot.understand.vocabulary import vocabularies_for

#: whose horse (or body) the ball came off, the umpire's or a player's, told with a doubt
_OFF_WHOM = [
    (
        "es",
        "la bocha pegó en el caballo del umpire o en el del 4 de ellos que venía cerca, "
        "no me acuerdo, y salió por la tabla",
    ),
    (
        "es",
        "rebotó en la bota del umpire o en la pata del caballo del 3 rojo, no estoy seguro, "
        "y salió por las tablas",
    ),
    (
        "es",
        "le dio al referí o al caballo del 1 de ellos que estaba pegado a él, no sé, y se "
        "fue por el costado",
    ),
    (
        "en",
        "it came off the ump or off their 3 who was riding next to him, can't remember, and "
        "went over the side boards",
    ),
    (
        "en",
        "the ball hit the umpire's horse or the horse of their 4 who was right beside him, "
        "not sure, and went over the boards",
    ),
    (
        "it",
        "la palla ha colpito il cavallo dell'arbitro o quello del loro 4 che gli stava "
        "accanto, non so, ed è uscita dalle tavole",
    ),
]

#: which player hit it out, one of each side, told with a doubt
_WHICH_PLAYER = [
    (
        "es",
        "dentro de su 60 la mandó por el lateral el 3 de ellos despejando o el 2 nuestro, "
        "no sé, nosotros atacábamos",
    ),
    (
        "es",
        "la sacó por la tabla el 4 de ellos que venía defendiendo o nuestro 1, no me acuerdo, "
        "atacábamos nosotros",
    ),
    (
        "es",
        "nuestro back la despejó de revés o la tocó el 2 de ellos, no sé, y se fue por "
        "nuestro fondo",
    ),
    (
        "en",
        "our back cleared it on a backhand or their 2 touched it, not sure, and it went over "
        "our back line",
    ),
    (
        "it",
        "dentro i loro 60 l'ha mandata fuori dalle tavole il loro 3 che difendeva o il nostro "
        "2, non so, attaccavamo noi",
    ),
    (
        "it",
        "il nostro back l'ha spazzata di rovescio o l'ha toccata il loro 2, non so, ed è "
        "uscita sul nostro fondo",
    ),
]

#: which penalty it was: two numbers after the penalty's word are two penalties, no measure
_WHICH_PENALTY = [
    ("es", "en el penal 6 o 2, no me acuerdo, el 4 de ellos le erró a la bocha y se quedó quieto"),
    ("en", "on the pen 6 or 2, can't remember, their 4 whiffed it and stopped"),
    ("it", "sulla punizione 6 o 2, non ricordo, il loro 4 ha mancato la palla ed è rimasto fermo"),
]

#: why the player was away after the goal, the doubt closing a long second alternative
_WHY_AWAY = [
    (
        "es",
        "después del gol el 3 azul se fue a cambiar caballo o volvía despacio después de la "
        "corrida no sé y tiraron sin él, ¿está bien?",
    ),
    (
        "en",
        "after the goal their 3 went to change horses or was coming back slowly after the run "
        "not sure and they threw it in without him, ok?",
    ),
    (
        "it",
        "dopo il gol il loro 3 è andato a cambiare cavallo o tornava piano dopo la corsa non "
        "so e hanno lanciato senza di lui, va bene?",
    ),
]

#: jostling before the throw-in or at the very moment of it
_JOSTLING_WHEN = [
    (
        "es",
        "se empujaban en la fila no sé si antes o justo cuando el umpire tiró la bocha, "
        "¿qué se hace?",
    ),
    ("es", "los dos 3 se empujaban justo cuando el umpire tiraba la bocha, qué se cobra"),
    (
        "en",
        "the two 3s were jostling not sure if before or right as the umpire threw it in, what now",
    ),
    (
        "it",
        "i due 3 si spingevano non so se prima o proprio mentre l'arbitro lanciava la palla, "
        "cosa si fa",
    ),
]

#: the same incidents with the fact told: decided as before
_TOLD = [
    ("es", "la bocha pegó en el caballo del umpire y salió por la tabla"),
    ("es", "en el penal 6 el 4 de ellos le erró a la bocha y se quedó quieto"),
    ("es", "se empujaban en la fila antes de que el umpire tire la bocha, qué se hace"),
    ("en", "the two 3s were jostling in the line-up before the umpire threw it in, what now"),
    ("es", "un defensor la sacó por el fondo cerca del poste izquierdo"),
]


@pytest.mark.parametrize(
    ("lang", "text"), _OFF_WHOM + _WHICH_PLAYER + _WHICH_PENALTY + _WHY_AWAY + _JOSTLING_WHEN
)
def test_two_alternatives_told_with_a_doubt_are_never_decided(lang: str, text: str) -> None:
    assert not understand(text, lang).decided


@pytest.mark.parametrize(("lang", "text"), _OFF_WHOM + _WHICH_PLAYER + _WHY_AWAY)
def test_each_alternative_is_read_whole(lang: str, text: str) -> None:
    """Both alternatives are found, each with the words that say it (its player, its place)."""
    asked = alternatives_asked(text, vocabularies_for(lang))
    assert asked
    first, second = asked[-1].options
    assert len(first.split()) > 1 or first.isdigit()
    assert len(second.split()) > 1


@pytest.mark.parametrize(("lang", "text"), _WHICH_PENALTY)
def test_two_penalty_numbers_are_the_alternatives(lang: str, text: str) -> None:
    asked = alternatives_asked(text, vocabularies_for(lang))
    assert [a.options for a in asked] == [("6", "2")]


@pytest.mark.parametrize(("lang", "text"), _TOLD)
def test_the_fact_told_stays_decided(lang: str, text: str) -> None:
    assert understand(text, lang).decided
