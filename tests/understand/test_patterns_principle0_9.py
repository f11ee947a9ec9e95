"""Principle 0, ninth pass: no ruling the words did not decide.

* A ball off a horse whose team is not said before it ("it went out off MY horse", "pegó en
  mi caballo", "rimbalza sul mio cavallo"), or off a player it brushed ("rozó al 4 de ellos"):
  off an opponent the free hit goes to the hitter's team, so whether it came off an opponent
  is asked beside who hit it, never the hitter's own hit out decided.
* A ball over the end line with the umpire's "play" said ("shot wide, he was still coming back
  when play was called", "dijo play y nuestro 1 todavía volvía del fondo"): "play" is called
  only to restart, so the message is about the knock-in that followed; what went wrong at it is
  asked, never the end line's knock-in ruled as the answer.
"""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # "mi caballo" with "defendíamos" says whose horse (round 14: "mi" is the writer's side, as
        # English "my" below): a horse no team is said of stays asked
        (
            "es",
            "la tiró afuera por la tabla el 3 de ellos, pero antes pegó en un caballo, defendíamos",
        ),
        ("es", "la mandó afuera por el costado su 4 y rebotó en el caballo mío, defendemos"),
        ("es", "la tiraron afuera por la tabla ellos, antes pegó en mi caballo, defendíamos"),
        ("it", "il loro 3 l'ha buttata fuori in laterale ma prima è rimbalzata sul mio cavallo"),
        ("it", "l'hanno mandata fuori dalle sponde loro, è rimbalzata sul mio cavallo, difendiamo"),
    ],
)
def test_a_hit_out_off_a_horse_is_asked_whose(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert read(text, lang)[0] == "side_boards"


def test_a_hit_out_off_a_player_of_the_other_side_at_midfield_is_the_hitters_free_hit() -> None:
    # the player it brushed said as theirs, the hitter as ours: off an opponent, so the free hit
    # is the hitter's team's, whichever goal it attacks (between the 60s: viewpoint.py)
    text = "le pegué yo, rozó al 3 de ellos y salió por la tabla en la mitad"
    assert read(text, "es") == ("side_boards/attacker_off_opponent/between_60s", None)


@pytest.mark.parametrize(
    "text",
    [
        "their 4 hit it out over the boards but it went off my horse first, we defend",
        "their 2 knocked it out over the side, it bounced off my pony, we were defending",
        "they hit it out over the sideline off my horse, inside our 60, we defend",
    ],
)
def test_off_my_horse_is_off_the_writers_side(text: str) -> None:
    """English "my" is the writer's side ("we defend"): their hit off my horse went off an
    opponent (round 9, a side's pronoun right after "off"), never straight out."""
    assert read(text, "en")[0].startswith("side_boards/attacker_off_opponent")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "blue 2 shot wide and was still riding back when the ump called play"),
        ("en", "their 1 hit it wide, ump called play 2 seconds later and our 3 wasnt back yet"),
        ("en", "red shot wide of the posts, play was called while their 1 was still behind"),
        ("es", "el 2 de azul tiró desviado y todavía volvía cuando el umpire dijo play"),
        ("es", "tiro desviado de ellos, el ump dijo play enseguida y nuestro 3 no había vuelto"),
        ("es", "la tiraron desviada, dijo play y el 1 de ellos seguía atrás de la línea"),
        ("it", "il blu 2 tira largo e sta ancora rientrando quando l'arbitro dice play"),
        ("it", "tiro largo del loro 1, l'arbitro dice play subito e il nostro 3 non era rientrato"),
        ("it", "tirano larga, al play il loro 1 era ancora dietro la linea"),
    ],
)
def test_play_called_after_a_ball_over_the_end_line_is_the_knock_in(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert read(text, lang)[0].startswith("more/knock_in_problem")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "pen 4 went wide of the posts, ump had called play"),
        ("es", "penal 2 desviado afuera del arco, el umpire había dicho play"),
        ("it", "rigore da 60 largo, l'arbitro aveva detto play"),
    ],
)
def test_play_called_for_a_foul_shot_is_not_a_knock_in(lang: str, text: str) -> None:
    assert not read(text, lang)[0].startswith("more/knock_in_problem")
