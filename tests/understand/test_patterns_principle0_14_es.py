"""Principle 0, fourteenth pass (a sweep of every decided message of fresh9, Spanish).

* The umpire's call put in a short question ("El umpire dio safety?!", "the ump gave a
  safety?!", "l'arbitro ha dato safety?"): the call is what the writer disputes, not what he
  supposes. It is never offered alone to confirm (one tap from the ruling he disputes): the
  rest of the message decides who put the ball out, and where it does not, the question is
  asked with all its choices. A short question without the umpire ("…, safety?") is still
  offered to confirm, as before.
"""

import pytest

from bot.understand import understand
from tests.understand.reading import read, slugs_of

_CALL_QUESTIONED_OPEN = [
    (
        "en",
        "The ball went over the back line after their 3 swung at it. The umpire gave a safety?!",
    ),
    ("en", "over the back line it went, their 2 was the last near it, the ump called a safety?"),
    ("es", "La bocha salió por el fondo después del tiro del 2 de ellos. El referí cobró safety?!"),
    ("es", "se fue por el fondo, el tiro fue del 4 de ellos, el umpire dio safety?"),
    ("it", "La palla è uscita sul fondo dopo il tiro del loro 3. L'arbitro ha dato safety?!"),
    ("it", "palla fuori sul fondo, il colpo era del loro 2, l'arbitro ha fischiato safety?"),
]


@pytest.mark.parametrize(("lang", "text"), _CALL_QUESTIONED_OPEN)
def test_the_umpires_call_questioned_is_no_answer_to_confirm(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert read(text, lang) == ("end_line", "end_line_who")
    # the attacker's knock-in stays one of the choices: the safety is never offered alone
    assert understanding.narrowed != ("defender",)
    assert "DEF" not in understanding.doubtful


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "their 3 shot at goal and it went wide over the back line. The umpire gave a safety?!",
        ),
        ("es", "el 3 de ellos tiró al arco y salió afuera por el fondo. El referí dio safety?!"),
        ("it", "il loro 3 ha tirato in porta ed è uscita sul fondo. L'arbitro ha dato safety?!"),
    ],
)
def test_an_attackers_shot_decides_against_the_questioned_safety(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.decided
    assert slugs_of(understanding.path).startswith("end_line/attacker")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our 3 hit it back over our own end line. The umpire gave a safety?"),
        ("es", "nuestro 3 la sacó por el fondo de nuestro arco. El referí dio safety?"),
        ("it", "il nostro 3 l'ha tirata oltre la nostra linea di fondo. L'arbitro ha dato safety?"),
    ],
)
def test_a_defenders_hit_told_decides_the_safety_asked(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert understanding.decided
    assert slugs_of(understanding.path).startswith("end_line/defender")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "El tiro del 2 de ellos salió por el fondo, safety?"),
        ("it", "Il tiro del loro 2 è uscito sul fondo, safety?"),
    ],
)
def test_a_short_question_without_the_umpire_is_still_offered_to_confirm(
    lang: str, text: str
) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert understanding.narrowed == ("defender",)


def test_the_penalty_the_umpires_give_is_not_the_one_being_taken() -> None:
    # the call ("nos dan penal 4?") asked of a failed 5.a: the penalty taken stays the 5.a
    text = (
        "Teníamos un penal 5a adentro de nuestra 60 y nuestro 4 pasó la bocha sin pegarle. "
        "El referí nos da penal 4?"
    )
    understanding = understand(text, "es")
    assert "p4" not in understanding.narrowed
