"""Principle 0, thirteenth pass (a sweep of every decided message of fresh5-8, English).

* An opponent inside 30 yards at the knock-in's "Play" told to have kept out of the play
  ("stayed well out of it", "no intervino en la jugada", "non ha partecipato al gioco"): 22.a's
  Penalty 5.b is for play stopped because of him, and whether he was a violation to stop or an
  opponent the umpires judge out of the play (no call) is theirs to say. The knock-in's event is
  asked with those two offered, never the penalty decided. Without the words that he kept out
  of it, the opponent inside 30 is still decided as before.
"""

import pytest

from bot.understand import understand

_KEPT_OUT = [
    (
        "en",
        "on our knock-in their 2 was still inside the 30 when play was called, "
        "but he kept well out of the play",
    ),
    (
        "en",
        "their 4 was inside 30 yards at play on our knock in, "
        "nowhere near the play, we hit it fine",
    ),
    ("en", "knock in for us, their 1 inside the 30 at play but not involved at all"),
    (
        "es",
        "en nuestro saque de fondo el 2 de ellos estaba dentro de las 30 yardas al play, "
        "pero no intervino en la jugada",
    ),
    (
        "es",
        "saque de fondo nuestro, su 3 dentro de las 30 yardas cuando dijo play, "
        "no participó de la jugada",
    ),
    (
        "it",
        "sulla nostra rimessa dal fondo il loro 2 era dentro le 30 yarde al play "
        "ma non ha partecipato al gioco",
    ),
    (
        "it",
        "rimessa dal fondo nostra, il loro 4 dentro le 30 yarde al play, "
        "ma non è intervenuto nel gioco",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _KEPT_OUT)
def test_an_opponent_inside_30_who_kept_out_of_the_play_is_asked(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert understanding.missing[0] == "event"
    assert set(understanding.narrowed) == {"opponent_inside_30", "slow_opponent"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "on our knock in their 1 was within 30 yards when the ump called play"),
        ("es", "en el saque de fondo el 2 de ellos estaba dentro de las 30 yardas al play"),
        ("it", "sulla rimessa dal fondo il loro 2 era dentro le 30 yarde al play"),
    ],
)
def test_an_opponent_inside_30_alone_is_still_decided(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.decided
    assert understanding.path.endswith("614")
