"""Pattern: a ball over the end line whose place the message does not say, with who hit it out
said, is ruled where it crossed in 22.a's words (``ALONG_END_LINE``: "where the ball crossed, or
5 yards from the board or goal post if it crossed nearer"; a Safety "level with where the ball
crossed"): the place is never asked where the ruling does not hang on it. A goal said keeps
the place asked (it may have gone between the posts), and so does a restart named (a knock-in,
a Safety: the message may be about that restart) or doubt on who touched it (``[unsaid]`` in
``choices.toml``); a question that names places as its alternatives offers those."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        (
            "en",
            "their 3 shot wide over the back line, what now?",
            "end_line/attacker/anywhere",
        ),
        ("en", "our 4 cleared it over our own back line", "end_line/defender/anywhere"),
        (
            "es",
            "el 2 de ellos le pegó al arco y se fue por el fondo, qué cobrás",
            "end_line/attacker/anywhere",
        ),
        ("es", "nuestro defensor la tiró por nuestra línea de fondo", "end_line/defender/anywhere"),
        (
            "it",
            "il loro attaccante l'ha mandata oltre la linea di fondo, che si fa",
            "end_line/attacker/anywhere",
        ),
        (
            "it",
            "il nostro difensore l'ha buttata oltre la nostra linea di fondo",
            "end_line/defender/anywhere",
        ),
    ],
)
def test_who_said_and_no_place_is_ruled_wherever_it_crossed(
    lang: str, text: str, path: str
) -> None:
    answers, asked = read(text, lang)
    assert answers == path, (answers, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a restart named may be what the message asks about (the safety shot, the knock-in)
        ("en", "on the safety their guy missed it, their 2 had hit it over his own back line"),
        ("en", "their 3 shot wide, our knock in: where do we put the ball?"),
        ("es", "el safety de ellos: el 4 nuestro la había tirado por nuestro fondo"),
        ("it", "il loro 2 ha tirato fuori dal fondo, rimessa nostra: dove la mettiamo?"),
        # a goal said: it may have gone between the posts
        ("en", "over the end line off another player, the defender put it into his own goal"),
        ("es", "la tiró un atacante por el fondo, fue gol de handicap"),
    ],
)
def test_a_restart_or_a_goal_said_keeps_the_place_asked(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.complete


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "a defender hit it out over the back line, was it near the left post or wide left?"),
        (
            "it",
            "un difensore l'ha mandata oltre la linea di fondo, "
            "vicino al palo sinistro o larga a sinistra?",
        ),
    ],
)
def test_places_asked_as_alternatives_are_offered_not_left_unsaid(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    assert understood.narrowed == ("wide_left", "near_left_post")
