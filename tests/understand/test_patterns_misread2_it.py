"""Line-up problems after a goal read as the goal (second misread sweep, it).

A player said STILL some way from the centre at a throw-in ("era ancora a 20 metri dal centro",
"was still 20 yards from the centre", "todavía estaba a 20 metros del centro") is not back in
the line-up (``measures.still_yards_from_the_centre``): read as the goal told before it, the
question asked was the goal's kind, one tap from a throw-in for the scorer where the ruling is
the late player's. Without a "still" the distance may be the ball's, and nothing is read.

A way out said after "instead of" ("invece di andare sul fondo è uscita di lato", "instead of
going over the back line", "en vez de irse por el fondo") is what did not happen: the language's
``said_as`` makes it a "not" before the verb of going, so the line it names is negated, never
the line crossed. Only before those verbs: "invece di battere subito" says what the hitter did
not do, and "parallelo alla linea laterale invece che alla linea di fondo" compares two lines."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "al lancio dopo il gol il loro 2 era ancora a 15 metri da metà campo"),
        (
            "it",
            "dopo il nostro gol l'arbitro lancia e il loro 4 è ancora a 30 metri dal centro, "
            "il loro 2 prende la palla e gliela passa",
        ),
        (
            "it",
            "dopo il gol dei blu, lancio dell'arbitro con il nostro 1 ancora a una trentina di "
            "metri dal centro del campo",
        ),
        (
            "en",
            "after their goal the ump bowled in while our 3 was still 25 yards from the centre "
            "and he then got the ball",
        ),
        ("en", "after the goal, at the throw in their 2 was still 30 yards from midfield"),
        (
            "es",
            "después del gol el umpire tiró la bocha y el 4 de ellos todavía estaba a 30 metros "
            "del centro",
        ),
        (
            "es",
            "en el throw in después del gol el 2 de ellos seguía a 25 metros de la mitad de la "
            "cancha",
        ),
    ],
)
def test_a_player_still_far_from_the_centre_is_the_line_up(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail.startswith("more/line_up"), (trail, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "dopo il gol la palla del lancio è andata a 20 metri dal centro"),
        ("en", "after the goal the throw in went 20 yards from the centre"),
        ("es", "después del gol la bocha del throw in fue a 20 metros del centro"),
    ],
)
def test_a_ball_far_from_the_centre_is_no_late_player(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert not trail.startswith("more/line_up"), (trail, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "invece di uscire sul fondo la palla è uscita di lato"),
        ("it", "il tiro del loro 2 invece di andare sul fondo è andato fuori dalle tavole"),
        ("it", "anziché uscire sul fondo la palla è uscita di lato, l'ha toccata il loro 3"),
        ("en", "instead of going over the back line it went out over the boards"),
        ("en", "their 2 hit it and instead of going out the back it went over the side"),
        ("en", "instead of rolling over the end line it went out the side"),
        ("es", "en vez de irse por el fondo la bocha salió por la tabla"),
        ("es", "le pegó el 2 de ellos y en lugar de salir por el fondo salió por el costado"),
    ],
)
def test_a_line_said_after_instead_of_is_not_crossed(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail.startswith("side_boards"), (trail, asked)
