"""Principle 0, nineteenth pass (decided messages of a fresh set, Italian).

* What the umpire believed when he whistled ("l'arbitro fischia perché PENSAVA fosse uscita",
  "the ump blew THINKING it had gone out", "el umpire pitó CREYENDO que había salido"; each
  language's ``beliefs``) is why he whistled, never what happened: read as a fact, a ball that
  stayed in the field was the knock-in the umpire wrongly believed. The whistle stays told, so
  play stopped is asked why (a whistle by mistake, a perceived foul: both its answers). The
  belief ends where the story goes on ("…, then said it was nothing"). Without a whistle told
  outside it, a belief is read as before: the call it explains is what the message questions.
"""

import pytest

from bot.understand import understand

_WHISTLED_FOR_A_BELIEF = [
    ("it", "l'arbitro ha fischiato pensando che fosse uscita sul fondo, era ancora in campo"),
    (
        "it",
        "il nostro 1 tira, la palla prende il palo e resta dentro, ma l'arbitro fischia perché "
        "pensava fosse uscita dietro la linea di fondo",
    ),
    ("it", "l'arbitro ha fermato il gioco credendo che la palla fosse andata fuori dalle tavole"),
    ("it", "fischio dell'arbitro: credeva che il loro difensore l'avesse tirata fuori sul fondo"),
    ("en", "the umpire blew the whistle thinking it had gone over the end line, it was still in"),
    ("en", "the ump whistled because he thought their 2 hit it over the boards, but it stayed in"),
    ("en", "their shot hit the post and stayed in, the umpire stopped play believing it went wide"),
    ("es", "el umpire pitó pensando que había salido por el fondo, pero seguía en la cancha"),
    ("es", "el referí paró el juego porque creyó que la bocha había salido por las tablas"),
    ("es", "pegó en el palo y quedó adentro, el umpire pitó creyendo que salió por el fondo"),
]


@pytest.mark.parametrize(("lang", "text"), _WHISTLED_FOR_A_BELIEF)
def test_a_whistle_for_what_the_umpire_believed_asks_why_play_stopped(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    assert understanding.facts["incident"].get("situation") == "play_stopped"
    assert "reason" in understanding.missing


_BELIEF_THEN_TOLD = [
    ("it", "l'arbitro ha fischiato pensando a un fallo, poi ha detto niente fallo"),
    ("en", "the umpire stopped play thinking there was a foul, then said no foul"),
    ("es", "el umpire paró porque pensó que había un foul, después no cobró nada"),
]


@pytest.mark.parametrize(("lang", "text"), _BELIEF_THEN_TOLD)
def test_what_is_told_after_the_belief_stays_told(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.facts["incident"].get("situation") == "play_stopped"
    assert "NO_FOUL" in understanding.concepts


_BELIEF_WITHOUT_A_WHISTLE = [
    (
        "it",
        "la palla è uscita sul fondo, l'ultimo tocco era del loro attaccante; l'arbitro "
        "pensava fosse del nostro difensore",
    ),
    ("en", "their attacker hit it over the end line; the umpire thought that it was our defender"),
    ("es", "la sacó por el fondo el delantero de ellos; el umpire creía que fue nuestro defensor"),
]


@pytest.mark.parametrize(("lang", "text"), _BELIEF_WITHOUT_A_WHISTLE)
def test_a_belief_without_a_whistle_keeps_the_incident(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.facts["incident"].get("situation") == "ball_over_end_line"
