"""A call the umpire made, told and then asked whether it was right ("the ump called safety.
correct?", "el referí cobró safety, ¿está bien?", "l'arbitro ha dato safety, giusto?"): the
writer doubts the call, so it is never read as what happened (``alternatives.call_checked``).
Read as a fact, the bot would back the very call he is checking. The rest of the message
decides, as the rulebook rules it whatever the umpire called; where the rest says nothing, the
question is asked. A call told and not asked about, or an umpire's act that gives nothing ("the
ump blew"), is read as before."""

import pytest

from bot.understand import understand
from bot.understand.alternatives import call_checked
from bot.understand.vocabulary import vocabularies_for
from tests.understand.reading import read

#: an attacker's shot over the end line, the umpire's Safety doubted: the knock-in, as 22.a rules
_ATTACKER_SHOT_CALLED_SAFETY = [
    ("en", "blue 2 shot wide over the back line and the ump gave a safety, right?"),
    ("en", "their 3 shot at goal and it went wide over the end line. ump called safety. correct?"),
    ("es", "el 3 de ellos tiró al arco y salió por el fondo. el referí cobró safety, ¿está bien?"),
    ("es", "tiro desviado del 2 de ellos por el fondo, el umpire dio safety, es correcto?"),
    ("it", "il loro 3 ha tirato in porta ed è uscita sul fondo, l'arbitro ha dato safety, giusto?"),
    (
        "it",
        "il loro 2 ha tirato in porta, largo sul fondo. l'arbitro ha dato la safety. è corretto?",
    ),
]

#: the call alone, doubted: nothing that happened is told, so nothing is decided
_CALL_ALONE = [
    ("en", "the ump called safety. correct?"),
    ("en", "umpire gave them a penalty 4, is that right?"),
    ("es", "el referí cobró safety, ¿está bien?"),
    ("es", "el umpire dio saque para ellos. ¿es correcto?"),
    ("it", "l'arbitro ha dato safety, giusto?"),
    ("it", "l'arbitro ha dato rimessa a loro. è corretto?"),
]

#: what the call is checked against is told, so it decides as the rules do (here the umpire right)
_DEFENDER_OWN_LINE_CALLED_SAFETY = [
    ("en", "our 3 hit it over our own back line, ump called safety, right?"),
    ("es", "el 3 nuestro la tiró por nuestro propio fondo, el referí cobró safety, ¿está bien?"),
    ("it", "il nostro 3 l'ha buttata oltre il nostro fondo, l'arbitro ha dato safety, giusto?"),
]


@pytest.mark.parametrize(("lang", "text"), _ATTACKER_SHOT_CALLED_SAFETY)
def test_a_doubted_safety_after_an_attackers_shot_is_the_knock_in(lang: str, text: str) -> None:
    assert call_checked(text, vocabularies_for(lang)) >= {"SAFETY"}
    understanding = understand(text, lang)
    assert understanding.decided
    assert read(text, lang)[0].startswith("end_line/attacker")


@pytest.mark.parametrize(("lang", "text"), _CALL_ALONE)
def test_a_doubted_call_alone_decides_nothing(lang: str, text: str) -> None:
    assert call_checked(text, vocabularies_for(lang))
    assert not understand(text, lang).complete


def test_a_doubted_penalty_leaves_the_one_taken_to_decide() -> None:
    # the Penalty 2 the umps gave is what is asked about; the Penalty 3 taken with a second
    # approach gives the other team a Penalty 5.a from its spot (22.b), whatever they gave
    text = "penalty 3 for us, our 2 circled twice and the umps gave them a penalty 2, right?"
    assert call_checked(text, vocabularies_for("en")) == {"P2"}
    understanding = understand(text, "en")
    assert understanding.decided
    assert read(text, "en")[0] == "foul_shot/p3/second_approach"


@pytest.mark.parametrize(("lang", "text"), _DEFENDER_OWN_LINE_CALLED_SAFETY)
def test_a_doubted_call_the_story_bears_out_is_decided_so(lang: str, text: str) -> None:
    assert understand(text, lang).decided
    assert read(text, lang)[0].startswith("end_line/defender")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # no question whether it was right: the call is what happened, and what went wrong at it
        # is what is asked about
        ("en", "the ump called a knock in for blue and their 3 was inside the 30 at play"),
        ("es", "el referí cobró saque para azul y el 3 de ellos estaba adentro de las 30"),
        # the umpire gave nothing ("blew"): the knock-in told is the incident, not a call
        ("en", "the knock in was hit at and missed and the ump blew, is that right??"),
        ("it", "la rimessa è stata mancata e l'arbitro ha fischiato la fine, è giusto?"),
        # the umpire's "play" and the knock-in after it: the knock-in is what happened
        ("en", "ump called play and our 4 knocked in, correct?"),
        # a question that asks more than whether it was right
        ("en", "the ump called safety, what about the foul on our 2?"),
    ],
)
def test_a_call_not_doubted_is_read_as_told(lang: str, text: str) -> None:
    assert call_checked(text, vocabularies_for(lang)) == frozenset()
