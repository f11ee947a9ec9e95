"""Principle 0, seventeenth pass (every decided fresh message, Italian): played after the umpire.

* A ball that came off the umpire (or his horse) and THEN was hit by a player ("ha preso il
  cavallo dell'arbitro, POI il nostro 1 l'ha colpita fuori", "came off the ump's horse, THEN
  their 3 hit it over the boards", "pegó en el caballo del referí, LUEGO su 3 le pegó"): the
  umpire's touch was not the last, so it is no throw-in (22.e(3) is for a ball that went out
  off him). Who put it out is asked, never decided.
* Told the other way round (a hit, THEN off the umpire and out), or with nothing hit after
  him ("off the ump's horse and then over the boards"), the umpire's touch put it out: the
  throw-in stays decided.
"""

import pytest

from tests.understand.reading import read

_PLAYED_AFTER_THE_UMPIRE = [
    (
        "it",
        "la palla ha preso il cavallo dell'arbitro, poi il nostro uno l'ha colpita e l'ha "
        "mandata fuori di lato a metà campo",
    ),
    (
        "it",
        "la palla è rimbalzata sull'arbitro, poi il loro tre l'ha tirata fuori dalle tavole a "
        "metà campo",
    ),
    (
        "it",
        "tiro verso la sponda, prende il cavallo dell'arbitro, poi il loro 2 la ricolpisce e "
        "va fuori di lato a centrocampo",
    ),
    (
        "en",
        "the ball came off the umpire's horse, then their 3 hit it over the side boards at "
        "midfield",
    ),
    ("en", "off the umpire's pony, then our 1 smacked it out over the boards near the centre"),
    (
        "es",
        "la bocha pegó en el caballo del referí, luego su 3 le pegó y salió por la tabla en el "
        "medio",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _PLAYED_AFTER_THE_UMPIRE)
def test_a_hit_after_the_umpire_asks_who_put_it_out(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert (answers, asked) == ("side_boards", "side_who")


_OUT_OFF_THE_UMPIRE = [
    (
        "it",
        "il loro 2 ha colpito, poi la palla ha preso il cavallo dell'arbitro ed è uscita di lato "
        "a metà campo",
    ),
    ("it", "la palla ha preso il cavallo dell'arbitro e poi è uscita di lato a metà campo"),
    (
        "en",
        "their 3 hit it, then it came off the umpire's horse and went over the side boards at "
        "midfield",
    ),
    ("en", "it bounced off the ump's horse and then went over the boards at midfield"),
    (
        "es",
        "su 3 le pegó, luego la bocha rebotó en el caballo del referí y salió por la tabla en el "
        "medio",
    ),
    ("es", "rebotó en el caballo del umpire y luego salió por la tabla en mitad de cancha"),
]


@pytest.mark.parametrize(("lang", "text"), _OUT_OFF_THE_UMPIRE)
def test_out_off_the_umpire_stays_his_throw_in(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert (answers, asked) == ("side_boards/off_umpire/between_60s", None)
