"""Principle 0, fourteenth pass (a sweep of every decided message of fresh9, Italian).

* The writer's own not seeing, said in the first person ("IO non l'ho visto", "non l'ABBIAMO
  visto", "I didn't see it", "yo no lo vi"), is what he saw, never 22.e(2)'s "the umpires cannot
  determine" (a throw-in): the ball over the side boards is not decided as a throw-in, the
  unknown cause is at most offered to confirm. Italian's bare "non ho visto chi" stays everyone's
  ("ho" is a stop word: it cannot be told from "non si è visto chi").
* An umpire writing that his colleague did not see it either ("e il collega neanche", "the other
  umpire didn't either", "el otro umpire tampoco") is the umpires' not seeing: the throw-in.
"""

import pytest

from bot.understand import understand

_WRITER_DID_NOT_SEE = [
    ("en", "ball over the side boards after red hit it, I didn't see if it touched a horse"),
    ("en", "the ball went over the boards, we didn't see who touched it last"),
    ("es", "bocha afuera por el lateral después de un tiro de los rojos, yo no lo vi"),
    ("es", "la bocha salió por las tablas, no vimos quién la tocó"),
    (
        "it",
        "palla fuori dalle tavole dopo un colpo dei rossi, il mio compagno dice che ha "
        "toccato un cavallo, io non l'ho visto",
    ),
    ("it", "palla uscita di lato, io non ho visto chi l'ha toccata"),
    ("it", "la palla è uscita dalle tavole dopo un tiro dei blu, non l'abbiamo visto bene"),
    ("it", "palla fuori di lato, noi non abbiamo visto chi l'ha toccata per ultima"),
]


@pytest.mark.parametrize(("lang", "text"), _WRITER_DID_NOT_SEE)
def test_the_writers_own_not_seeing_is_no_throw_in_decided(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided


_UMPIRES_DID_NOT_SEE = [
    ("en", "over the side boards, me and the other ump couldn't determine who touched it last"),
    ("es", "bocha afuera por el lateral, no vi quién y el otro umpire tampoco"),
    ("it", "palla fuori dalle tavole, io non ho visto chi l'ha toccata e il collega neanche"),
    ("it", "palla uscita di lato, non l'abbiamo visto né io né il mio collega"),
]


@pytest.mark.parametrize(("lang", "text"), _UMPIRES_DID_NOT_SEE)
def test_the_writer_and_the_other_umpire_not_seeing_is_the_throw_in(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.decided
    assert "CAUSE_UNKNOWN" in understanding.concepts


# * Two penalties named at a foul shot, the one being hit and the one the umpires gave for how it
#   was hit ("we had a 5a … they give a penalty 4 against us?"): which was taken is asked, never
#   the consequence read as the penalty hit (Penalty 4's foul shot would be ruled instead).
_TAKEN_AND_GIVEN = [
    (
        "en",
        "we had a penalty 5a inside our own 60, our 4 just passed it without hitting, "
        "now they give a penalty 4 against us?",
    ),
    ("en", "penalty 3 for us, our 2 circled twice and the umps gave them a penalty 2"),
    (
        "es",
        "teníamos un penal 5a adentro de nuestros 60, nuestro 4 la pasó sin pegarle, "
        "¿nos cobran penal 4 en contra?",
    ),
    ("es", "penal 3 para nosotros, nuestro 2 dio dos vueltas y nos cobraron penal 2 en contra"),
    (
        "it",
        "avevamo un penalty 5a dentro i nostri 60, il nostro 4 ha passato la palla senza "
        "colpirla, ci danno contro penalty 4?",
    ),
    ("it", "rigore 3 per noi, il nostro 2 ha girato due volte e ci danno contro un rigore 2"),
]


@pytest.mark.parametrize(("lang", "text"), _TAKEN_AND_GIVEN)
def test_a_penalty_given_for_another_is_not_read_as_the_one_taken(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    assert "p4" not in understanding.narrowed
    assert "p2" not in understanding.narrowed
    # the consequence (a Penalty 2 or 4) never taken as the penalty hit
    assert not understanding.path.startswith(("41", "43"))


# * A horse's kick over the end line with no foul shot said is a ball out in play (the rider's
#   hit), not a foul shot's or a knock-in's event: the end line is among what is asked, never
#   left out for the knock-in's problems.
_HORSE_KICKED_OVER_THE_END_LINE = [
    ("en", "their 3's horse kicked the ball over our end line, wide. our knock in, right?"),
    ("en", "their 2's horse kicked it over the end line, knock in to us?"),
    ("es", "el caballo de su 3 pateó la bocha por nuestra línea de fondo, saque de fondo nuestro?"),
    (
        "it",
        "il cavallo del loro 3 ha calciato la palla oltre la nostra linea di fondo, "
        "knock in nostro giusto?",
    ),
    ("it", "il cavallo del loro 2 ha calciato la palla oltre la linea di fondo, rimessa per noi?"),
]


@pytest.mark.parametrize(("lang", "text"), _HORSE_KICKED_OVER_THE_END_LINE)
def test_a_horse_kick_over_the_end_line_keeps_the_end_line_offered(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    offered = set(understanding.narrowed) | set(understanding.disagreeing)
    assert understanding.path.startswith("1") or "end_line" in offered
    assert not understanding.path.startswith("61")
