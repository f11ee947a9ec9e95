"""Principle 0, twentieth pass (a sweep of every decided message of fresh14, Italian).

* The writer's own not getting or not seeing WHETHER something was so ("non ho capito se ha
  battuto prima del play", "I didn't get whether he hit before play", "no entendí si le pegó
  antes del play") leaves it open, as "not sure if" does: never a ruling on it.
* Italian's bare first person "non ho visto chi l'ha toccata" ("ho", a stop word, made it read
  as the umpire's "non ha visto") is the writer's not seeing, as "io non ho visto" is: the
  umpires' 22.e(2) "cannot determine" is at most offered to confirm, never decided; the umpire
  said not to have seen it keeps the throw-in.
* A "rimessa" said of the side ("rimessa laterale", "rimessa dalle tavole") is the boards'
  restart, never a knock-in and its 10 seconds.
* "L'arbitro non ha ancora detto play" ("the ump hadn't called play yet", "todavía no dijo
  play") is a state: a hit before Play only where a hit is told, never where a player waits
  for it ("quanto può aspettare?").
* A hedged fact's answer is offered to confirm beside the answers the message's sure words give
  without it: "uscita sul fondo, forse tra i pali" offers the goal and the end line, never the
  goal alone (one tap from a goal given for a ball that went wide).
"""

from __future__ import annotations

import pytest

from bot.understand import understand

_WRITER_DID_NOT_GET_WHETHER = [
    ("en", "our knock-in, penalty against us, I didn't get whether he hit before play"),
    ("en", "their knock in, whistle, I didn't understand if their 2 hit it before the ump's play"),
    ("en", "knock-in for blue, a penalty to us, didn't catch whether it was before play"),
    ("es", "KI nuestro, penal en contra, no entendí si le pegó antes del play"),
    ("es", "saque de fondo de ellos, pitan penal, no vimos si su 3 le pegó antes del play"),
    ("it", "KI nostro, penalty contro di noi, non ho capito se ha battuto prima del play"),
    ("it", "rimessa loro, fischio, non abbiamo capito se il loro 2 ha colpito prima del play"),
    ("it", "battuta dal fondo dei blu, non ho visto se il loro 4 ha tirato prima del play"),
]


@pytest.mark.parametrize(("lang", "text"), _WRITER_DID_NOT_GET_WHETHER)
def test_not_getting_whether_leaves_it_open(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided, understanding.path
    assert "HIT_BEFORE_PLAY" in understanding.doubtful


_WRITER_DID_NOT_SEE_WHO = [
    "fuori sulle tavole a metà campo, non ho visto chi l'ha toccata per ultimo",
    "mischia sotto la tribuna e palla oltre la sponda, onestamente non ho visto chi l'ha presa",
    "palla fuori di lato tra il nostro 3 e il loro 1, non l'ho vista uscire, chi l'ha toccata?",
    "uscita lateralmente dopo un contrasto, non ho visto chi l'ha colpita per ultimo, che si fa",
]


@pytest.mark.parametrize("text", _WRITER_DID_NOT_SEE_WHO)
def test_the_writers_bare_not_seeing_decides_no_throw_in(text: str) -> None:
    understanding = understand(text, "it")
    assert not understanding.decided, understanding.path
    assert "WE_DID_NOT_SEE" in understanding.concepts


_UMPIRE_DID_NOT_SEE_WHO = [
    "fuori sulle tavole a metà campo, l'arbitro non ha visto chi l'ha toccata per ultimo",
    "palla oltre la sponda, gli arbitri non hanno saputo dire chi l'ha toccata",
]


@pytest.mark.parametrize("text", _UMPIRE_DID_NOT_SEE_WHO)
def test_the_umpires_not_seeing_keeps_the_throw_in(text: str) -> None:
    understanding = understand(text, "it")
    assert understanding.decided, understanding.path
    assert "CAUSE_UNKNOWN" in understanding.concepts


_SIDE_RIMESSA = [
    "sulla rimessa laterale il loro tre ha aspettato una decina di secondi, che succede?",
    "nella rimessa laterale quanto tempo abbiamo per colpire?",
    "rimessa dalle tavole per noi, il nostro 2 ci mette 12 secondi a giocarla",
    "rimessa di lato a metà campo, il loro 4 aspetta dieci secondi prima di toccarla",
]


@pytest.mark.parametrize("text", _SIDE_RIMESSA)
def test_a_side_rimessa_is_no_knock_in(text: str) -> None:
    understanding = understand(text, "it")
    assert "KNOCK_IN" not in understanding.concepts, understanding.concepts
    assert "SIDE_BOARDS" in understanding.concepts
    assert not understanding.decided, understanding.path


_PLAY_NOT_YET_SAID_WITHOUT_A_HIT = [
    ("it", "KI loro, il loro 4 aspetta il suo 2 e l'arbitro non ha ancora detto play, e ora?"),
    ("it", "rimessa nostra, il nostro 1 è pronto ma l'arbitro non aveva ancora chiamato play"),
    ("it", "knock in dei blu, l'arbitro non ha ancora dato il play: quanto può aspettare il 4?"),
    ("en", "their knock-in, their 4 waits for his 2 and the ump hasn't called play yet"),
    ("es", "saque de ellos, su 4 espera a su 2 y el umpire todavía no dijo play"),
]


@pytest.mark.parametrize(("lang", "text"), _PLAY_NOT_YET_SAID_WITHOUT_A_HIT)
def test_play_not_yet_said_without_a_hit_is_no_hit_before_play(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided, understanding.path
    assert "HIT_BEFORE_PLAY" not in understanding.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il loro 4 ha battuto la rimessa prima del play, quanto indietro andiamo?"),
        ("en", "their 4 hit it before play on the knock-in, how far back do we go?"),
        ("it", "il loro 4 batte la rimessa e l'arbitro non ha ancora detto play"),
        ("it", "sul knock in il nostro 2 tira quando l'arbitro non aveva ancora chiamato play"),
        ("es", "en el saque de fondo su 4 le pegó y el umpire todavía no había dicho play"),
    ],
)
def test_a_hit_before_play_told_stays_the_incident(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.decided, understanding.path
    assert "HIT_BEFORE_PLAY" in understanding.concepts


_HEDGED_GOAL_BESIDE_AN_END_LINE = [
    ("it", "tiro dei rossi uscito sul fondo dei blu, forse tra i pali"),
    ("it", "palla oltre la linea di fondo dopo il tiro del loro 2, non so se è passata tra i pali"),
    ("en", "red's shot went over blue's end line, maybe between the posts"),
    ("en", "their 2 shot over our back line, not sure if it went between the posts"),
    ("es", "su 2 tiró y salió por nuestra línea de fondo, no sé si entró entre los palos"),
]


@pytest.mark.parametrize(("lang", "text"), _HEDGED_GOAL_BESIDE_AN_END_LINE)
def test_a_hedged_fact_is_offered_beside_what_the_sure_words_give(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided, understanding.path
    assert {"goal", "end_line"} <= set(understanding.narrowed), understanding.narrowed
