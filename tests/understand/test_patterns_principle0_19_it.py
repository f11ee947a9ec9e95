"""Principle 0, nineteenth pass (decided messages of a fresh set, Italian).

* What the umpire believed when he whistled ("l'arbitro fischia perché PENSAVA fosse uscita",
  "the ump blew THINKING it had gone out", "el umpire pitó CREYENDO que había salido"; each
  language's ``beliefs``) is why he whistled, never what happened: read as a fact, a ball that
  stayed in the field was the knock-in the umpire wrongly believed. The whistle stays told, so
  play stopped is asked why (a whistle by mistake, a perceived foul: both its answers). The
  belief ends where the story goes on ("…, then said it was nothing"). Without a whistle told
  outside it, a belief is read as before: the call it explains is what the message questions.
* A pass to someone ("passa la palla AL compagno", "passed the ball TO his teammate", "le pasó
  la bocha A un compañero"; each language's ``said_as``) is the ball played, never the
  knock-in hitter who rode past the ball, whose words it shares once the stop word is gone:
  read so, a pass decided a Penalty 4. Riding past the ball is still that foul.
* Italian "al passo" (at a walk) is the very word "passo": "arriva al galoppo PASSA sopra la
  palla" is the hitter riding over the ball (a Penalty 4), no slowness.
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


_PASS_TO_SOMEONE = [
    ("it", "sul noccin il loro 3 passa la palla al compagno"),
    ("it", "sulla rimessa dal fondo il nostro 2 ha passato la palla a Marco"),
    ("it", "knock in: il loro 4 passò la palla all'avversario per sbaglio"),
    ("en", "on the knock in their 3 passed the ball to his teammate"),
    ("en", "our 2 on the knock-in passes it to our 1"),
    ("es", "en el saque de fondo el 3 de ellos le pasó la bocha a un compañero"),
    ("es", "en el saque nuestro 2 pasa la pelota al 1"),
]


@pytest.mark.parametrize(("lang", "text"), _PASS_TO_SOMEONE)
def test_a_pass_to_someone_is_no_hitter_riding_past_the_ball(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "PASSED_BALL" not in understanding.concepts
    assert not understanding.decided


_RODE_PAST_THE_BALL = [
    ("it", "sul noccin il loro 3 arriva al galoppo passa sopra la palla e torna a colpirla"),
    ("it", "sul noccin il loro 3 ha superato la palla e poi è tornato a colpirla"),
    ("en", "on the knock in their 3 passed the ball and came back to hit it"),
    ("es", "en el saque el 3 de ellos pasó por encima de la bocha y volvió a pegarle"),
]


@pytest.mark.parametrize(("lang", "text"), _RODE_PAST_THE_BALL)
def test_riding_past_the_ball_at_a_knock_in_stays_that_foul(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.facts["incident"].get("event") == "hitter_passed_ball"
    assert "SLOW" not in understanding.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "sul noccin il loro 1 torna al passo verso le 30"),
        ("en", "on the knock in their 1 walked back to the 30"),
        ("es", "en el saque de fondo el 1 de ellos volvió al paso hasta el 30"),
    ],
)
def test_at_a_walk_is_still_slow(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.concepts & {"SLOW", "SLOW_OPP"}
