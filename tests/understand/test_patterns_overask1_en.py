"""The ball taken off the side that had it ("their 1 came in and STOLE IT", "nos ROBÓ la bocha",
"ci RUBA la palla") at a free hit from the 60: the free hit is the attackers' (22's free hit
from the 60-yard line, as the tree's question says), so the ball taken off them was played by
the other side, a defender (``STOLE_BALL``, choices.toml sixty_event.defender_played). Whether
his play was dangerous is still asked; a steal beside a teammate, or after the ball went 30
yards (no short ball), leaves who played it asked."""

import pytest

from bot.understand import understand
from tests.understand.reading import read

_STOLEN_AT_THE_SIXTY = [
    ("en", "our free hit from the sixty, their 2 rode in from the left and stole the ball, fair?"),
    ("en", "60 yd free hit to us, their back snatched it before we got there. ok?"),
    ("en", "on the free hit from the 60 their 4 intercepted it straight away, is that allowed"),
    ("es", "tiro libre de 60 para nosotros, el 3 de ellos se metió y nos robó la bocha, ¿vale?"),
    ("es", "tiro libre de 60 para nosotros, el 2 de ellos entró y le cortó la bocha a nuestro 1"),
    ("it", "tiro libero dai 60 per noi, il loro 3 arriva e ci ruba la palla, è regolare?"),
    ("it", "sul tiro libero dai 60 il loro back ha intercettato la palla subito, si può?"),
]


@pytest.mark.parametrize(("lang", "text"), _STOLEN_AT_THE_SIXTY)
def test_the_ball_stolen_at_the_sixty_is_a_defenders_play(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail.endswith("sixty/defender_played"), (trail, asked)
    # how he played it is the umpires' to judge, never said by the steal
    assert asked == "sixty_dangerous", (trail, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the steal after the ball went 30 yards is no short ball: asked
        ("en", "free hit from the 60, it went 40 yards and then their 3 stole it"),
        # "took it" is the hitter's word as much as a thief's: who played it is asked
        ("en", "free hit from the 60, their 3 took it, fair?"),
        # "sacó" is how the ball was hit as much as taken: never a steal
        ("es", "tiro libre de 60, la sacó su 3, ¿está bien?"),
    ],
)
def test_no_steal_said_leaves_who_played_it_asked(lang: str, text: str) -> None:
    assert not understand(text, lang).decided
    _trail, asked = read(text, lang)
    assert asked == "sixty_event", (_trail, asked)
