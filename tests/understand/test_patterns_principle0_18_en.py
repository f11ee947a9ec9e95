"""A call the umpire made, told and then asked whether it was WRONG ("the ump gave a safety,
was that wrong?", "el umpire cobró safety, ¿está mal?", "l'arbitro ha dato safety,
sbagliato?"), is as doubted as one asked whether it was right: read as a fact, it decided who
put the ball out (a Safety is a defender's), and the ruling backed the very call the writer
says may be wrong (fresh12 audit, en:048). Dictation types no "?": a last clause that asks by
its word order alone ("…, was that wrong", "…, is that right") asks as one with it (English
only: Spanish and Italian ask by the mark or the voice, never by the word order). The rest of
the message decides; where it says nothing of who hit, that is asked."""

import pytest

from bot.understand import understand
from bot.understand.alternatives import call_checked
from bot.understand.vocabulary import vocabularies_for
from tests.understand.reading import read

#: who hit the ball over the end line is not told: the Safety asked about as wrong leaves it open
_SAFETY_ASKED_ABOUT_AS_WRONG = [
    ("en", "their 2 hit it over the back line and the umpire gave a safety, was that wrong?"),
    ("en", "ball went over our end line, ump called safety. wrong?"),
    ("en", "it went behind off their 3, the umpire gave a safety, did he get it wrong?"),
    ("en", "it went over the back line and the ref awarded a safety, was that a mistake?"),
    ("es", "el 2 de ellos la tiró por la línea de fondo y el umpire cobró safety, ¿está mal?"),
    ("es", "se fue por el fondo y el referí dio safety, ¿se equivocó?"),
    ("es", "salió por la línea de fondo, el umpire cobró safety. ¿estuvo mal?"),
    ("it", "il loro 2 l'ha mandata oltre la linea di fondo e l'arbitro ha dato safety, sbagliato?"),
    ("it", "è uscita sul fondo e l'arbitro ha dato la safety, è sbagliata?"),
    ("it", "palla oltre la linea di fondo, l'arbitro ha assegnato safety. un errore?"),
]

#: the same question dictated, with no "?": its word order asks it (English)
_ASKED_BY_ORDER = [
    "their 2 hit it over the back line and the umpire gave a safety, was that wrong",
    "it went over our back line and the ump called a safety, is that right",
    "ball over the end line, the umpire gave a safety. was it correct",
]

#: a call told and not asked about is what the umpire did, read as before
_CALL_TOLD_NOT_ASKED = [
    "our 2 hit it over our own back line and the umpire gave a safety",
    "the ump gave a safety, then their 3 hit the 60 yard shot before play",
]


@pytest.mark.parametrize(("lang", "text"), _SAFETY_ASKED_ABOUT_AS_WRONG)
def test_a_call_asked_about_as_wrong_is_doubted(lang: str, text: str) -> None:
    assert "SAFETY" in call_checked(text, vocabularies_for(lang))
    assert not understand(text, lang).complete
    path = read(text, lang)[0]
    assert not path.startswith("end_line/defender")


@pytest.mark.parametrize("text", _ASKED_BY_ORDER)
def test_a_last_clause_that_asks_by_its_word_order_doubts_the_call(text: str) -> None:
    assert "SAFETY" in call_checked(text, vocabularies_for("en"))
    assert not read(text, "en")[0].startswith("end_line/defender")


@pytest.mark.parametrize("text", _CALL_TOLD_NOT_ASKED)
def test_a_call_told_and_not_asked_about_is_not_doubted(text: str) -> None:
    assert not call_checked(text, vocabularies_for("en"))


def test_the_rest_of_the_message_still_decides_against_a_call_asked_about_as_wrong() -> None:
    """An attacker's shot wide, the Safety asked about as wrong: the knock-in 22.a gives."""
    for lang, text in [
        ("en", "their 3 shot at goal and it went wide over the end line, ump gave safety, wrong?"),
        (
            "es",
            "el 3 de ellos tiró al arco y salió por el fondo, el referí cobró safety, ¿está mal?",
        ),
        (
            "it",
            "il loro 3 ha tirato in porta, uscita sul fondo, l'arbitro ha dato safety, sbagliato?",
        ),
    ]:
        assert read(text, lang)[0].startswith("end_line/attacker"), (lang, text)
