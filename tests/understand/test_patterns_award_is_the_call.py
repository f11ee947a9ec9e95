"""A side said as the one an official gave the restart to ("the ump gave US the knock-in", "nos
dieron el saque", "ci hanno dato la rimessa", "dieron el saque a nosotros") is the call the
writer may be asking about, no evidence of who put the ball out (``sides._given_the_restart``).
Read as the side knocking in (which defends), "our 1 put it over the back line and the ump gave
us the knock-in??" was our own Safety, a Penalty 6 the words never said: the call is not
evidence for itself. Who hit it is taken from the rest of the message, or asked."""

import pytest

from bot.understand import understand
from tests.understand.reading import read

#: our player put it over, the official gave US the knock-in: which side was attacking is
#: not said anywhere else, so who hit it over is asked
_OUR_HIT_THEN_OUR_KNOCK_IN = [
    ("en", "our 2 hit it over the back line and the umpire gave us the knock in, right?"),
    ("en", "my 4 sent it over the end line, then the ump gave us the KI??"),
    ("es", "el 3 nuestro la tiró por el fondo y el umpire nos dio el saque, está bien?"),
    ("es", "el 1 nuestro la sacó por la línea de fondo y el referí dio el saque a nosotros"),
    ("it", "il nostro 2 l'ha mandata oltre il fondo e l'arbitro ci ha dato la rimessa"),
    ("it", "il nostro 4 l'ha spedita sul fondo e l'arbitro ha dato a noi la rimessa dal fondo"),
]


@pytest.mark.parametrize(("lang", "text"), _OUR_HIT_THEN_OUR_KNOCK_IN)
def test_the_side_given_the_knock_in_takes_no_role_from_it(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided
    trail, asked = read(text, lang)
    assert (trail, asked) == ("end_line", "end_line_who"), (trail, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # who hit it is said by the rest: their back over his own back line is a Safety,
        # whatever the umpire gave
        ("en", "their back cleared it over his own back line and the umpire gave them a KI??"),
        ("es", "el back de ellos la tiró por su propio fondo y el umpire les dio el saque"),
    ],
)
def test_the_rest_of_the_message_still_says_who_hit_it(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("end_line/defender"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the knock-in said as ours, no official giving it: the side knocking in defends
        ("en", "their 3 shot wide, our knock in, from where? it crossed near the left post"),
        ("es", "el 2 de ellos tiró desviado, sacamos nosotros, desde dónde? cerca del palo"),
    ],
)
def test_a_knock_in_told_as_ours_still_says_we_defend(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("end_line/attacker"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the 60-yard hit given TO the attackers: the role word is whom it was given to, never
        # who hit the ball out ("al que atacaba" read as the hitter was an attacker's knock-in)
        ("es", "salió por el fondo y le dieron un tiro desde el sesenta al que atacaba, por qué"),
        ("es", "se fue por el fondo y el umpire dio el tiro de la 60 al que atacaba"),
        ("it", "è uscita sul fondo e hanno dato il tiro dalle 60 a quelli che attaccavano"),
    ],
)
def test_a_role_given_the_restart_is_not_who_put_it_out(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided
    assert "ATT" not in understood.concepts, sorted(understood.concepts)
