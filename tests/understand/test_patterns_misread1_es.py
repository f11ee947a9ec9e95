"""Questions that went down a branch whose rulings never reach the right one (issue 17, MISREAD
sweep): the layer left them open, but every answer it still offered was another ruling.

* A free hit from the 60 that a side claims ("los otros PIDEN tirarla desde el 60", "we WANTED
  the free hit from the 60", "PRETENDONO il tiro dalle 60") beside a ball out told is the call
  claimed, never a hit from the 60 that went wrong: read as one, the only choices were faults at
  that hit (played again, a tap), none of them the free hit, the throw-in or the knock-in the
  ball out gives (``situations.sixty_an_official_gave``, each language's ``restart_claimed``).
  An official's present tense gives it as his past does ("el ump les DA el tiro desde el 60").
  Where what was played at that hit is told after it, the hit from the 60 stays the incident.
* A goal scored after a knock-in missed ("erró el saque de fondo y el 1 de ellos metió gol",
  "our 4 missed the knock in and their 2 scored") came of the miss, a live ball: the bare miss
  whose object is the knock-in is the swing's, not a shot that missed
  (``situations.miss_of_ball_or_goal``), and the goal scored after it is no incident of its
  own (``situations.goal_after_a_missed_knock_in``). Read as a goal, the choices were the
  goal's restarts, none of them the miss; a knock-in only asked stays asked.
"""

import pytest

from bot.understand import understand
from tests.understand.reading import read

_SIXTY_CLAIMED_BESIDE_A_BALL_OUT = [
    ("es", "el 3 de ellos la sacó por la tabla en su 60 y pedimos el tiro desde el 60"),
    ("es", "salió por el lateral cerca de su sesenta y los azules reclamaban tiro desde el 60"),
    ("es", "su back la tiró por la tabla y los rojos quieren tirar desde el 60, tienen razón?"),
    ("es", "la bocha salió por el lateral dentro del 60 y el referí les da el tiro desde el 60"),
    ("en", "ball went out over the side boards near their sixty and reds demanded the 60 yard hit"),
    ("en", "it went over the boards inside their 60 and we wanted the free hit from the 60"),
    ("en", "their 3 put it over the boards and now they want a 60 yard hit, fair?"),
    ("it", "il loro terzino l'ha buttata fuori dalle tavole e noi volevamo il tiro dalle 60"),
    ("it", "palla fuori di lato vicino alle loro 60, i rossi chiedevano il tiro dalle 60, giusto?"),
    ("it", "il nostro 2 l'ha mandata fuori dalle tavole e loro pretendono il tiro dalle 60"),
]


@pytest.mark.parametrize(("lang", "text"), _SIXTY_CLAIMED_BESIDE_A_BALL_OUT)
def test_a_sixty_hit_claimed_beside_a_ball_out_is_the_ball_out(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    # the side boards: who hit it out is read or asked, whose rulings give the free hit from the
    # 60 where it is one; never the faults of a hit from the 60 no one told
    assert understanding.path.startswith("2"), understanding.path
    assert read(text, lang)[0].startswith("side_boards")


_SIXTY_CLAIMED_THEN_PLAYED = [
    ("es", "pidieron tiro desde el 60 tras un lateral y el que la pegó la volvió a jugar él mismo"),
    ("it", "chiedevano il tiro dalle 60 dopo un laterale, e il battitore l'ha ritoccata lui"),
    ("es", "salió por la tabla, pedimos tiro desde el 60 y el 3 la tocó y la volvió a pegar"),
]


@pytest.mark.parametrize(("lang", "text"), _SIXTY_CLAIMED_THEN_PLAYED)
def test_a_sixty_hit_claimed_then_played_stays_the_incident(lang: str, text: str) -> None:
    assert understand(text, lang).path.startswith("66")


#: a knock-in missed, then a goal scored off that live ball: the miss is the incident, and
#: whether the ball was on the field is asked (a miss of a ball set off the field is re-hit)
_GOAL_AFTER_A_MISSED_KNOCK_IN = [
    ("es", "el 4 de ellos le erró al saque de fondo y nuestro 1 metió gol"),
    ("es", "erró el saque nuestro back y el 2 de ellos agarró la bocha y fue gol, vale?"),
    ("es", "su back falló el saque y nuestro 2 la empujó al arco, gol"),
    ("en", "their back missed the knock-in completely and our 1 picked it up and scored"),
    ("en", "our 4 missed the knock in and their 2 scored, is that a goal?"),
    ("it", "il loro terzino ha mancato la rimessa dal fondo e il nostro 1 ha fatto gol"),
    ("it", "il nostro 4 ha mancato la rimessa e il loro 2 ha segnato, vale?"),
]


@pytest.mark.parametrize(("lang", "text"), _GOAL_AFTER_A_MISSED_KNOCK_IN)
def test_a_goal_after_a_missed_knock_in_is_the_miss(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert read(text, lang) == ("more/knock_in_problem/swing_and_miss", "ball_off_field")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "he missed from the 60 and it crossed wide; on the knock-in where do we go?"),
        ("es", "le erró al arco y salió por el fondo, el saque de fondo dónde se pone?"),
    ],
)
def test_a_knock_in_only_asked_after_a_miss_is_no_missed_knock_in(lang: str, text: str) -> None:
    assert not understand(text, lang).path.startswith("61")
