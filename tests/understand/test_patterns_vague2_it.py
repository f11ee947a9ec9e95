"""A fact told as two alternatives with a doubt is never decided (issue 17, principle 0): each
alternative is a candidate, and the question where they part is asked with both
(``concepts._doubted_alternatives``). These are the forms the doubted alternatives missed, so the
first alternative, or the doubt, was read as a fact and a ruling decided that the words left open:

* two penalty numbers ("pen 4 or 2, can't remember"): no measure, but which penalty it was;
* a doubt closing the first alternative ("to change horses I think, or maybe he was hurt");
* a side in the second alternative and none in the first as found ("their 2 who was attacking,
  or maybe our 3"): the first starts at its own side, with the hit said as a noun before it
  ("il TIRO del loro 2, o forse un nostro rinvio");
* a "nobody could tell" right after them ("…, or maybe our back, nobody could tell"): which of
  the two, never 22.e(2)'s "cannot determine";
* a second alternative that opens with "it was" ("…, or maybe it was the horse that kicked it"):
  a clause, so the first is the whole comma part before the "or".

A restart among alternatives told with a doubt is the one being taken, never one the umpire may
give, so it is a candidate too (``AlternativesAsked.told``).
"""

import pytest

from bot.understand import understand
from bot.understand.concepts import alternatives_asked
from bot.understand.vocabulary import vocabularies_for
from tests.understand.reading import read


def _options(text: str, lang: str) -> list[tuple[str, ...]]:
    return [asked.options for asked in alternatives_asked(text, vocabularies_for(lang))]


#: which penalty, told as two numbers with a doubt: a live ball (4) or a dead one (2) after a miss
_PENALTY_NUMBERS = [
    ("it", "rigore 4 o 2, non ricordo, il battitore manca la palla del tutto"),
    ("it", "punizione 2 o 4 non mi ricordo, ha mancato la palla"),
    ("it", "penalty 4 o 2, boh, lui liscia completamente"),
    ("en", "pen 4 or 2, can't remember, he whiffed it completely"),
    ("en", "penalty 2 or 4 not sure, the taker missed the ball"),
    ("es", "penal 4 o 2, no me acuerdo, le erró a la bocha"),
    ("es", "penal 2 o 4 no sé, el que tiraba le erró a la bocha"),
]


@pytest.mark.parametrize(("lang", "text"), _PENALTY_NUMBERS)
def test_two_penalty_numbers_with_a_doubt_ask_which_penalty(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    # a foul shot was taken: which one is asked, with the two numbers said
    assert read(text, lang) == ("foul_shot", "foul_shot_penalty")
    assert set(understanding.narrowed) == {"p2", "p4"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "rimessa battuta a 4 o 5 yard dal palo, non ricordo"),
        ("en", "knock in taken 4 or 5 yards from the post, not sure"),
        ("es", "saque a 4 o 5 yardas del poste, no me acuerdo"),
    ],
)
def test_two_numbers_without_a_penalty_are_still_a_measure(lang: str, text: str) -> None:
    assert alternatives_asked(text, vocabularies_for(lang)) == ()


#: a doubt right before the "or" closes the first alternative: why he did not come back
_DOUBT_CLOSING_THE_FIRST = [
    (
        "it",
        "gol nostro, il loro 2 va ai box, a cambiare cavallo credo, o forse si era fatto male, "
        "non torna e l'arbitro lancia senza di lui",
        ("a cambiare cavallo", "si era fatto male"),
    ),
    (
        "it",
        "dopo il gol il loro 3 esce dal campo, cambio cavallo mi sa o magari era infortunato, e "
        "l'arbitro lancia senza aspettarlo",
        ("cambio cavallo", "era infortunato"),
    ),
    (
        "en",
        "after our goal their 2 went off, to change horses I think, or maybe he was hurt, and "
        "the ump threw in without him",
        ("to change horses", "he was hurt"),
    ),
    (
        "es",
        "después del gol el 2 de ellos se fue, a cambiar caballo creo, o capaz estaba lastimado, "
        "y el referí tiró sin esperarlo",
        ("a cambiar caballo", "estaba lastimado"),
    ),
]


@pytest.mark.parametrize(("lang", "text", "options"), _DOUBT_CLOSING_THE_FIRST)
def test_a_doubt_before_the_or_closes_the_first_alternative(
    lang: str, text: str, options: tuple[str, str]
) -> None:
    assert options in _options(text, lang)
    assert not understand(text, lang).decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "nochin, la palla si spacca al primo colpo credo, o forse dopo nel gioco"),
        ("it", "rimessa dal fondo e la palla si rompe, al primo colpo mi sa o magari più tardi"),
        ("en", "knock in and the ball broke, on the first hit I think, or maybe later in play"),
        (
            "es",
            "saque de fondo y se partió la bocha, en el primer golpe creo, o capaz después en el "
            "juego",
        ),
    ],
)
def test_which_hit_the_ball_broke_on_told_two_ways_is_asked(lang: str, text: str) -> None:
    # the first hit of the knock-in (retaken) or later in play: never decided
    assert not understand(text, lang).decided


#: who put it over the side boards inside our 60: an attacker (a free hit to us) or our own
#: player (a free hit to them from the 60); the side of the first is no fact
_A_SIDE_IN_EACH = [
    (
        "it",
        "uscita dalle sponde nelle nostre 60, l'ha mandata fuori il loro 2 che attaccava, o "
        "forse il nostro 3 che lo marcava",
    ),
    (
        "it",
        "fuori di lato dentro le nostre 60, l'ha colpita per ultimo il loro 1 in attacco, o "
        "magari il nostro 2",
    ),
    ("it", "fuori di lato nelle nostre 60, l'ha tirata fuori il loro 2, o forse il nostro 4, boh"),
    (
        "en",
        "over the boards inside our 60, last touch their 2 on the attack, or maybe our 3 marking "
        "him",
    ),
    (
        "es",
        "salió por las tablas en nuestra 60, la sacó el 2 de ellos que atacaba, o capaz nuestro 3 "
        "que lo marcaba",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _A_SIDE_IN_EACH)
def test_the_first_alternative_starts_at_its_side(lang: str, text: str) -> None:
    (options,) = _options(text, lang)
    they = {"it": "loro", "en": "their", "es": "ellos"}[lang]
    assert they in options[0]
    assert not understand(text, lang).decided
    assert read(text, lang)[1] is not None


#: whose hit went over the end line: their shot (a knock-in) or our clearance (a Safety)
_A_HIT_AND_ITS_SIDE = [
    ("it", "esce dal fondo dopo il tiro del loro 2, o forse un nostro rinvio"),
    ("it", "palla fuori sul fondo, colpo del loro 3, o magari un nostro tocco"),
    ("en", "over the back line after their 2's shot, or maybe our clearance, not sure"),
    ("es", "se fue por el fondo después del tiro del 2 de ellos, o capaz un despeje nuestro"),
]


@pytest.mark.parametrize(("lang", "text"), _A_HIT_AND_ITS_SIDE)
def test_the_hit_goes_with_its_side(lang: str, text: str) -> None:
    assert read(text, lang) == ("end_line", "end_line_who")


def test_a_hit_noun_before_the_side_is_in_the_first_alternative() -> None:
    text = "esce dal fondo dopo il tiro del loro 2, o forse un nostro rinvio"
    # without it, "tiro del … un nostro rinvio" was read as OUR shot: a knock-in decided
    assert ("tiro del loro 2", "un nostro rinvio") in _options(text, "it")


#: "nobody could tell" right after the two: which one, never the umpires' "cannot determine"
#: (which decided a throw-in)
_NOBODY_COULD_TELL = [
    (
        "it",
        "fuori di lato nelle nostre 60, l'ha tirata fuori il loro 2, o forse il nostro 4, non si "
        "capiva",
    ),
    (
        "it",
        "fuori di lato nelle nostre 60, l'ha mandata fuori il loro attaccante, o forse il nostro "
        "back, non si è capito",
    ),
    (
        "en",
        "over the boards in our 60, hit out by their attacker, or maybe our back, nobody could "
        "tell",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _NOBODY_COULD_TELL)
def test_a_which_unknown_after_the_alternatives_goes_with_them(lang: str, text: str) -> None:
    (asked,) = alternatives_asked(text, vocabularies_for(lang))
    assert text[asked.start : asked.end].endswith(text.rsplit(", ", maxsplit=1)[-1])
    understanding = understand(text, lang)
    assert not understanding.decided
    assert read(text, lang) == ("side_boards", "side_who")


#: the second alternative opens with "it was": the first is the whole comma part before the "or"
_A_CLAUSE_AS_THE_SECOND = [
    (
        "it",
        "penalty 2, la palla colpita finisce sul piede del cavallo del battitore, o forse è il "
        "cavallo che la calcia, ed entra",
        "la palla colpita finisce sul piede del cavallo del battitore",
    ),
    (
        "it",
        "rigore 2, la palla rimbalza sullo zoccolo del suo cavallo, o magari era il cavallo che "
        "l'ha calciata, e va in porta",
        "la palla rimbalza sullo zoccolo del suo cavallo",
    ),
    (
        "en",
        "pen 2, the ball bounced off his own horse's foot, or maybe it was the horse that kicked "
        "it, and it went in",
        "the ball bounced off his own horse's foot",
    ),
    (
        "es",
        "penal 2, la bocha le pegó en la mano a su propio caballo, o capaz fue el caballo que la "
        "pateó, y entró",
        "la bocha le pegó en la mano a su propio caballo",
    ),
]


@pytest.mark.parametrize(("lang", "text", "first"), _A_CLAUSE_AS_THE_SECOND)
def test_it_was_makes_the_alternatives_clauses(lang: str, text: str, first: str) -> None:
    (options,) = _options(text, lang)
    assert options[0] == first
    assert not understand(text, lang).decided


#: the restart being taken, told two ways: a knock-in or a penalty, with a rider over the ball
_RESTART_TOLD_TWO_WAYS = [
    (
        "it",
        "allora la rimessa dei rossi, o era un rigore non ricordo, il loro tre passa sopra la "
        "palla senza colpirla",
    ),
    (
        "en",
        "the knock in by red, or maybe it was a penalty, can't remember, their 3 rode over the "
        "ball without hitting it",
    ),
    (
        "es",
        "el saque de fondo de los rojos, o capaz fue un penal, no me acuerdo, el 3 de ellos pasó "
        "por encima de la bocha sin pegarle",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _RESTART_TOLD_TWO_WAYS)
def test_a_restart_told_two_ways_is_asked_with_both(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    # each told restart is a candidate: the one being taken, not one the umpire may give
    offered = set().union(*understanding.candidates)
    assert {"KNOCK_IN", "FOUL_SHOT"} <= offered
    assert read(text, lang) == ("", "what_happened")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the same incidents said without the doubt still decide
        ("it", "uscita dalle sponde nelle nostre 60, l'ha mandata fuori il loro 2 che attaccava"),
        ("it", "esce dal fondo dopo il tiro del loro 2"),
        ("en", "over the back line after their 2's shot"),
        ("es", "salió por las tablas en nuestra 60, la sacó el 2 de ellos que atacaba"),
        ("it", "nochin, la palla si spacca al primo colpo"),
        ("en", "knock in and the ball broke on the first hit"),
    ],
)
def test_the_same_incident_told_plainly_still_decides(lang: str, text: str) -> None:
    assert understand(text, lang).decided


#: the writer alone as his side's role ("I was attacking", "attaccavo io"): his team attacks
#: (``WE_ATTACK``), never "an attacker touched it last" (``ATT``), which decided a knock-in where
#: nothing said who touched the ball (Spanish "yo" is a side word: "yo defendía y la mandé…" is
#: the writer as the doer, read so by the sides)
_THE_WRITER_ALONE_ATTACKING = [
    ("it", "fuori dietro, attaccavo io"),
    ("it", "palla uscita sul fondo, io stavo attaccando"),
    ("it", "è andata fuori dal fondo, ero in attacco"),
    ("en", "went out over the back line, I was attacking"),
]


@pytest.mark.parametrize(("lang", "text"), _THE_WRITER_ALONE_ATTACKING)
def test_the_writer_alone_attacking_says_no_one_touched_it(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "WE_ATTACK" in understanding.concepts
    assert "ATT" not in understanding.concepts
    assert read(text, lang) == ("end_line", "end_line_who")


@pytest.mark.parametrize(
    ("lang", "text", "who"),
    [
        # his side's role makes who touched it an attacker or a defender, as "we" would
        ("it", "fuori dietro, ultimo tocco del loro back, attaccavo io", "defender"),
        ("it", "palla sul fondo, l'ha toccata per ultimo il loro 2, difendevo io", "attacker"),
        ("en", "out over the back line, last touch their back, I was attacking", "defender"),
    ],
)
def test_the_writer_alone_gives_the_other_side_its_role(lang: str, text: str, who: str) -> None:
    assert read(text, lang) == (f"end_line/{who}/anywhere", None)


#: a side crossing said only as near a 60 ("around the 60", "più o meno sulle 60"): on or
#: inside it (from the 60) or just outside (where it went out) is asked, never taken as inside
_AROUND_THE_60 = [
    ("it", "palla uscita di lato più o meno sulle 60, l'ha mandata fuori la difesa"),
    ("it", "fuori dalle sponde intorno alle 60, l'ha spazzata fuori un difensore"),
    (
        "it",
        "la palla è finita oltre la sponda dalle parti delle 60, l'ha tirata fuori un difensore",
    ),
    ("en", "over the boards around the 60, a defender hit it out"),
    ("en", "ball went over the side boards somewhere near the 60, a defender hit it out"),
]


@pytest.mark.parametrize(("lang", "text"), _AROUND_THE_60)
def test_a_crossing_around_the_60_asks_the_zone(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert read(text, lang) == ("side_boards/defender", "side_where")
    assert {"this_60", "between_60s"} <= set(understanding.narrowed)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "palla uscita di lato sulle 60, l'ha mandata fuori la difesa"),
        ("it", "fuori dalle sponde dentro le 60, l'ha spazzata fuori un difensore"),
    ],
)
def test_a_crossing_on_or_inside_the_60_still_decides(lang: str, text: str) -> None:
    assert read(text, lang) == ("side_boards/defender/this_60", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # whose 60 it is says who defends, as "inside our 60" does: "they" attack
        ("it", "fuori dalle sponde intorno alle nostre 60, ultima toccata da loro"),
        ("it", "uscita di lato più o meno sulle nostre 60, l'ha mandata fuori il loro 2"),
    ],
)
def test_the_owner_of_a_60_said_around_defends(lang: str, text: str) -> None:
    assert read(text, lang) == ("side_boards/attacker", "side_where")


#: which penalty, told by two distances with a doubt, in a clause a question mark ends: the
#: question asks no alternatives (too long), the doubt does; the second is a penalty too
_PENALTY_DISTANCES_IN_A_QUESTION = [
    ("it", "rigore dalle 60, o dalle 40 non ricordo, lui tira e manca la palla, si continua?"),
    ("it", "punizione dalle 40, o forse dalle 60, il battitore la liscia, si gioca?"),
    ("en", "a penalty from the 60, or maybe the 40, he missed the ball completely, play on?"),
    ("es", "penal desde la 60, o capaz de la 40, no me acuerdo, le erró a la bocha, ¿se sigue?"),
]


@pytest.mark.parametrize(("lang", "text"), _PENALTY_DISTANCES_IN_A_QUESTION)
def test_penalty_distances_with_a_doubt_ask_which_penalty(lang: str, text: str) -> None:
    assert alternatives_asked(text, vocabularies_for(lang))
    assert not understand(text, lang).decided
    assert read(text, lang) == ("foul_shot", "foul_shot_penalty")


def test_a_short_question_still_asks_its_alternatives() -> None:
    # read as asked, as before: the doubted reading adds nothing that overlaps it
    text = "palla fuori sul fondo, il loro 2 o il nostro 3?"
    (asked,) = alternatives_asked(text, vocabularies_for("it"))
    assert asked.options == ("il loro 2", "il nostro 3")
    assert not asked.told


@pytest.mark.parametrize(
    ("lang", "text", "options"),
    [
        (
            "it",
            "rigore dalle 40, o forse dalle 60, il battitore manca la palla, si gioca?",
            ("rigore dalle 40", "rigore dalle 60"),
        ),
        (
            "en",
            "a penalty from the 40, or maybe from the 60, he whiffed it, play on?",
            ("penalty from the 40", "penalty from the 60"),
        ),
        (
            "es",
            "penal desde la 40, o capaz desde la 60, le erró, ¿se sigue?",
            ("penal desde la 40", "penal desde la 60"),
        ),
    ],
)
def test_a_line_is_no_player_and_each_distance_is_the_penalty(
    lang: str, text: str, options: tuple[str, str]
) -> None:
    # "40" and "60" are lines, never a player's number (a player's is 1 to 4): the first is the
    # penalty from its line, and the second, its line alone, is that penalty too
    assert options in _options(text, lang)


#: a side's hit deflected by what the words do not name ("un loro tiro deviato", "their shot got
#: deflected"): something touched it between the hit and the crossing, so how it went out is
#: asked (off the umpire, a horse, a player), never the side's hit straight out. (Spanish "tiro
#: desviado" is a shot wide, another pattern.)
_DEFLECTED_BY_WHAT_UNSAID = [
    ("it", "uscita di lato sulle nostre 60 dopo un loro tiro deviato"),
    ("it", "fuori dalle sponde nelle nostre 60, il loro colpo è stato deviato"),
    ("it", "dopo un tiro dei rossi deviata, la palla va oltre la sponda, difendono i blu"),
    ("en", "went over the side boards inside our 60 after their shot got deflected"),
    ("en", "their 3's shot got deflected and went over the boards in our 60"),
]


@pytest.mark.parametrize(("lang", "text"), _DEFLECTED_BY_WHAT_UNSAID)
def test_a_deflection_by_what_is_unsaid_asks_how_it_went_out(lang: str, text: str) -> None:
    assert not understand(text, lang).decided
    assert read(text, lang) == ("side_boards", "side_who")


@pytest.mark.parametrize(
    ("lang", "text", "who"),
    [
        # deflected by what is said: as before
        (
            "it",
            "uscita di lato sulle nostre 60 dopo un loro tiro deviato dal mio cavallo",
            "attacker_off_opponent",
        ),
        ("it", "uscita di lato sulle nostre 60 dopo un loro tiro", "attacker"),
        (
            "en",
            "their 2's shot took a deflection off our 3's horse and went over the boards in our 60",
            "attacker_off_opponent",
        ),
    ],
)
def test_a_deflection_by_what_is_said_still_decides(lang: str, text: str, who: str) -> None:
    assert read(text, lang) == (f"side_boards/{who}/this_60", None)


@pytest.mark.parametrize(
    ("lang", "text", "first"),
    [
        (
            "it",
            "palla sul fondo, difendeva San Giorgio credo, o forse le Querce",
            "difendeva San Giorgio",
        ),
        ("it", "fuori di lato, batteva il Tevere mi sa, o magari l'Arno", "batteva il Tevere"),
        (
            "es",
            "salió por el fondo, defendía San Jorge creo, o capaz los Robles",
            "defendía San Jorge",
        ),
        (
            "en",
            "over the back line, last touch John Smith I think, or maybe Pete",
            "last touch John Smith",
        ),
    ],
)
def test_a_doubt_closing_the_first_closes_its_comma_part(lang: str, text: str, first: str) -> None:
    # no phrase of ours ends at the doubt: the first is the whole comma part, never its last
    # word ("Giorgio")
    assert [options[0] for options in _options(text, lang)] == [first]
