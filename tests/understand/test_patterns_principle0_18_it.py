"""Principle 0, eighteenth pass (decided messages of a fresh set, Italian).

* When a count starts, asked ("da quando si contano i secondi prima del play", "from when do the
  seconds count before play", "desde cuándo se cuentan los segundos antes del play"): a measure
  asked (``PROCEDURE_Q``), so the "before Play" beside it is the call the count runs to, never a
  knock-in hit before it (a Penalty 4 decided for a hit nobody told). With a hit and a player
  said, the hit before Play is still the incident.
* The wrong goal ("verso la porta sbagliata", as "wrong goal", "arco equivocado" already were):
  a goal scored the wrong way, never "sbaglia la porta" (a shot wide over the end line), whose
  stems it shares. Beside a goal and a line-up problem, what happened is asked.
"""

import pytest

from bot.understand import understand

_COUNT_START_ASKED = [
    ("it", "quando la palla è pronta sul knock in, da quando si contano i secondi prima del play"),
    ("it", "sul noccin quando si comincia a contare prima del play"),
    ("it", "knock in: quando parte il conteggio prima che l'arbitro dica play?"),
    ("en", "on the knock in, from when do the seconds count before play"),
    ("en", "when does the count start before play on a knock-in?"),
    ("es", "en el saque de fondo desde cuándo se cuentan los segundos antes del play"),
    ("es", "cuándo se empieza a contar antes del play en el saque?"),
]


@pytest.mark.parametrize(("lang", "text"), _COUNT_START_ASKED)
def test_when_a_count_starts_asked_is_no_hit_before_play(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    assert understanding.facts["incident"].get("event") != "hit_before_play"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il loro 2 ha battuto il knock in prima del play, da quando si contano i secondi?"),
        ("en", "their 2 hit the knock in before play, when does the count start?"),
        ("es", "el 2 de ellos le pegó al saque antes del play, desde cuándo se cuentan?"),
    ],
)
def test_a_hit_before_play_told_stays_the_incident(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.facts["incident"].get("event") == "hit_before_play"


_WRONG_GOAL = [
    ("it", "il loro 1 si confonde, va verso la porta sbagliata e segna"),
    ("it", "il nostro 3 dopo il lancio ha segnato nella porta sbagliata"),
    ("it", "tornava dal cambio cavallo, prende la palla e la mette nella porta sbagliata"),
    ("en", "their 1 got confused, went to the wrong goal and scored"),
    ("es", "el 1 de ellos se confunde, va hacia el arco equivocado y hace gol"),
]


@pytest.mark.parametrize(("lang", "text"), _WRONG_GOAL)
def test_the_wrong_goal_is_no_shot_wide_nor_decided(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "SHOT_WIDE" not in understanding.concepts
    assert not understanding.decided


def test_a_shot_that_misses_the_goal_is_still_wide() -> None:
    understanding = understand("il loro 2 sbaglia la porta, palla fuori sul fondo", "it")
    assert "SHOT_WIDE" in understanding.concepts
