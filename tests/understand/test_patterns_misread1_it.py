"""Questions that went down the goal's branch on words that tell no goal (misread sweep, it).

"Between the posts" after a verb that sets a ball down ("piazzano la palla in mezzo ai pali",
"they took the knock-in between the posts"), a knock-in said or the ball over the end line
before, is where the restart was set (``situations.ball_set_between_the_posts``): read as a goal
it asked the goal's kind, one tap from a ruling on a goal nobody scored. And "between the post
and the corner" is beside one post, wide of the goal (``WIDE``), never between its two posts.
A ball that went in between the posts stays a goal."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "it",
            "il loro 3 tira da lontano e va fuori sul fondo, poi il nocchin lo battono tra i pali",
        ),
        (
            "it",
            "palla uscita sul fondo dopo un tiro dei rossi, i blu piazzano la palla tra i pali",
        ),
        (
            "it",
            "rimessa dal fondo per i blu, il back vuole battere davanti alla porta tra i pali",
        ),
        (
            "en",
            "their 3 shot from far out over the back line and then they took the knock-in "
            "between the posts",
        ),
        (
            "en",
            "knock-in for blue after red's shot went wide, they placed the ball between the posts",
        ),
        (
            "es",
            "el 3 de ellos tiró de lejos, salió por el fondo y después pusieron la bocha del saque "
            "de fondo entre los palos",
        ),
        ("es", "saque de fondo para los azules y pusieron la bocha entre los palos"),
    ],
)
def test_a_ball_set_between_the_posts_is_no_goal(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert not trail.startswith("goal"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il loro 3 tira da 70 metri, finisce in fondo a metà tra il palo e l'angolo"),
        ("it", "il loro 3 tira da 70 metri, esce sul fondo tra il palo e le tavole"),
        (
            "en",
            "their 3 shot from 70 yards, it went over the end line between the post and the corner",
        ),
        ("es", "el 3 de ellos tiró de 70 metros, salió por el fondo entre el palo y el córner"),
    ],
)
def test_between_a_post_and_the_corner_is_wide_of_the_goal(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("end_line"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il rosso batte il rigore e la palla va tra i pali"),
        ("en", "red took the penalty and it went between the posts"),
        ("es", "el rojo pateó el penal y la bocha entró entre los palos"),
    ],
)
def test_a_ball_gone_between_the_posts_stays_a_goal(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith(("goal", "foul_shot")), trail
