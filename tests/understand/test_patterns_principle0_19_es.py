"""Principle 0, nineteenth pass (a sweep of every decided message of fresh13, Spanish).

* "Pending" alone ("pendiente", "in sospeso") is a restart still to come as often as a decision
  not yet taken: "suspended with a knock-in PENDING" had decided that the tournament committee had
  not found yet whether the game could affect the event (22.g: the umpires choose), a fact the
  words never told. Only said of the decision or the committee ("decisión pendiente", "committee
  pending", "decisione in sospeso") does it answer that question; otherwise the finding is not
  said (the game resumed, abandoned only on that finding), never "not decided yet".
"""

import pytest

from bot.understand import understand
from tests.understand.reading import trail_of

_A_RESTART_PENDING = [
    ("es", "se suspendió el partido con un saque de fondo pendiente, cómo se reanuda"),
    ("es", "partido suspendido por lluvia con un penal cuatro pendiente para nosotros"),
    ("es", "suspendieron en el tercer chukker, quedó un lateral pendiente, qué se hace"),
    ("en", "the game was suspended with a knock-in pending, how do we resume"),
    ("en", "game suspended for lightning, we had a penalty 2 pending, what now"),
    ("it", "partita sospesa con una rimessa dal fondo in sospeso, come si riprende"),
    ("it", "la partita è stata sospesa per pioggia con un rigore in sospeso, cosa si fa"),
]


@pytest.mark.parametrize(("lang", "text"), _A_RESTART_PENDING)
def test_a_restart_pending_is_no_committee_finding(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "NOT_DECIDED" not in understanding.concepts
    assert trail_of(text, lang)[-1] != "not_yet"


_THE_DECISION_PENDING = [
    ("es", "partido suspendido por lluvia, la decisión de la comisión está pendiente"),
    ("es", "se suspendió el partido y la comisión todavía no resolvió nada"),
    ("en", "game suspended for rain, the committee decision is still pending"),
    ("en", "the match was suspended, ruling pending from the committee"),
    ("it", "partita sospesa per pioggia, la decisione è ancora in sospeso"),
    ("it", "partita sospesa, siamo in attesa della decisione del comitato"),
]


@pytest.mark.parametrize(("lang", "text"), _THE_DECISION_PENDING)
def test_the_committees_decision_pending_is_still_not_decided(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "NOT_DECIDED" in understanding.concepts


# * A shot over the end line whose last touch nobody can tell ("nadie sabe si la tocó el back",
#   "nobody knows if their back touched it", "non si sa se l'ha toccata il difensore") leaves who
#   hit it out open: a defender's touch is a Safety, none a knock-in. The shot no longer makes it
#   the attacker's hit, so who hit it out is asked, not the knock-in's place.
_LAST_TOUCH_UNKNOWN = [
    ("es", "tiro al arco de ellos que salió por el fondo, nadie sabe si la tocó nuestro back"),
    ("es", "un tiro desviado del atacante cruzó la línea de fondo y no se sabe si la rozó el back"),
    ("en", "shot at goal went wide over the end line, nobody knows if their back touched it"),
    ("en", "their 2 shot wide over the back line, nobody knows if our back got a touch"),
    ("it", "tiro in porta uscito sul fondo, non si sa se l'ha toccata il difensore"),
    ("it", "tiro dell'attaccante fuori sulla linea di fondo, nessuno sa se l'ha toccata il 4"),
]


@pytest.mark.parametrize(("lang", "text"), _LAST_TOUCH_UNKNOWN)
def test_a_shot_whose_last_touch_nobody_knows_asks_who_hit_it_out(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    assert "last_touched_by" in understanding.missing


_SHOT_UNTOUCHED = [
    ("es", "tiro al arco de ellos que salió por el fondo lejos del palo, nadie la tocó"),
    ("en", "their shot at goal went wide over the end line far from the post, nobody touched it"),
    ("it", "tiro in porta dei blu fuori sul fondo lontano dal palo, nessuno l'ha toccata"),
]


@pytest.mark.parametrize(("lang", "text"), _SHOT_UNTOUCHED)
def test_a_shot_said_untouched_stays_the_attackers_hit(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "last_touched_by" not in understanding.missing
