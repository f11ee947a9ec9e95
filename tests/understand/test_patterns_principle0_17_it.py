"""Principle 0, seventeenth pass (every decided fresh message, Italian): played after the umpire.

* A ball that came off the umpire (or his horse) and THEN was hit by a player ("ha preso il
  cavallo dell'arbitro, POI il nostro 1 l'ha colpita fuori", "came off the ump's horse, THEN
  their 3 hit it over the boards", "pegó en el caballo del referí, LUEGO su 3 le pegó"): the
  umpire's touch was not the last, so it is no throw-in (22.e(3) is for a ball that went out
  off him): a free hit to the other team (at midfield, whichever goal each team attacks).
* Told the other way round (a hit, THEN off the umpire and out), or with nothing hit after
  him ("off the ump's horse and then over the boards"), the umpire's touch put it out: the
  throw-in stays decided.
* A "not" after a full stop ("inside the 60 of Red. No touch.", "dentro le 60 dei Rossi.
  Nessun tocco.", "dentro de los 60 de rojo. Ningún toque."): the team before the stop is the
  last sentence's, never the one the "not" is about. Dropped, whose 60 it was went with it and
  the 60 was read as the hitter's own: a defender's clearance out inside the other team's 60
  was given from the 60-yard line, where the words give it where it went out. An ellipsis is
  no full stop: "red hit it... no wait, green 2" is one sentence, corrected.
* "Before Play" in a measure asked with nothing hit ("quanti secondi prima che l'arbitro dica
  play sul knock-in?", "how long before the ump says play on a knock-in?", "¿cuánto tiempo
  antes del play en el saque?"): the moment the question measures to, the call of Play, so the
  rulebook's procedure answers it; never a knock-in hit before Play (Penalty 4) that nobody
  told. With a player and his hit said, it is the incident, decided as before.
"""

import pytest

from bot.understand import understand
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
def test_a_hit_after_the_umpire_is_the_hitters_not_the_umpires(lang: str, text: str) -> None:
    # who hit it out is asked (where the hit is not read as straight out), or, the hit said
    # straight out at midfield, where either goal rules alike, the hitter's team is taken as
    # the attackers (viewpoint.py): never the umpire's throw-in
    understood = understand(text, lang)
    if understood.viewpoint is None:
        assert read(text, lang) == ("side_boards", "side_who")
    else:
        assert read(text, lang) == ("side_boards/attacker/between_60s", None)


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


_NOT_AFTER_A_FULL_STOP = [
    (
        "it",
        "Bianco 4 spazza, palla fuori dalle tavole dentro le 60 dei Rossi. Nessun tocco.",
        "side_boards/defender/far_60",
    ),
    (
        "it",
        "Il Bianco 3 tira, palla fuori dalle tavole dentro le 60 dei Rossi. Nessuno l'ha toccata.",
        "side_boards/attacker/this_60",
    ),
    (
        "es",
        "El 4 de blanco despejó, salió por la tabla dentro de los 60 de rojo. Ningún toque.",
        "side_boards/defender/far_60",
    ),
    (
        "es",
        "El 2 de negro despejó y la tiró por la tabla dentro de los 60 de verde. Ninguna "
        "desviación. De dónde sacan?",
        "side_boards/defender/far_60",
    ),
    (
        "es",
        "El 2 de azul la tiró por la tabla dentro de los 60 de negro. Ningún toque. Quién saca?",
        "side_boards/attacker/this_60",
    ),
    (
        "en",
        "Blue 2 hit it over the side boards inside the 60 of Black. No deflection. Who takes it?",
        "side_boards/attacker/this_60",
    ),
    (
        "en",
        "White 4 cleared it, out over the boards inside the 60 of Red. No touch.",
        "side_boards/defender/far_60",
    ),
]


@pytest.mark.parametrize(("lang", "text", "answers"), _NOT_AFTER_A_FULL_STOP)
def test_a_not_after_a_full_stop_keeps_whose_60(lang: str, text: str, answers: str) -> None:
    assert read(text, lang) == (answers, None)


def test_an_ellipsis_before_a_correction_is_no_full_stop() -> None:
    text = (
        "Tiró al arco y salió por el fondo, le pegó el de rojo... no pará, era el 2 de verde, "
        "rojo defendía. Qué sale?"
    )
    assert read(text, "es") == ("end_line/attacker/anywhere", None)


_TIME_BEFORE_PLAY_ASKED = [
    ("it", "quanto tempo deve passare prima che l'arbitro dica play sul knock-in?"),
    ("it", "sul noccin quanto si aspetta prima del play?"),
    ("it", "quanti secondi prima del play sul knock-in"),
    ("en", "how long before the ump says play on a knock-in?"),
    ("en", "how many seconds before play is called on the knock-in?"),
    ("es", "cuántos segundos antes de que el umpire diga play en el saque de fondo?"),
    ("es", "cuánto tiempo antes del play en el saque?"),
]


@pytest.mark.parametrize(("lang", "text"), _TIME_BEFORE_PLAY_ASKED)
def test_time_before_play_asked_is_the_procedure(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.procedure
    assert not understood.complete


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il loro 3 ha colpito il knock-in prima del play, quanti metri indietro?"),
        ("en", "their 3 hit the knock-in before play was called, how far back?"),
        ("es", "el 3 de ellos sacó antes del play, cuántos metros atrás?"),
    ],
)
def test_a_knock_in_hit_before_play_told_stays_the_incident(lang: str, text: str) -> None:
    assert read(text, lang) == ("more/knock_in_problem/hit_before_play", None)
