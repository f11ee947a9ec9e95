"""Principle 0, sixteenth pass (decided messages of a fresh set, English sweep).

* A loose ball said beside a team said to have had it ("the ump blew for a loose ball buried in
  a hoof hole, we were attacking and had it"): the words say both that nobody and that a team
  had the ball. Read as "nobody had it" the stop got a throw-in where a fair play possession
  (22.h) may be due; now which team had it, or nobody, is asked, never "nobody" decided.
  "Nobody had it" alone, and a team's ball alone, are still read.
"""

import pytest

from bot.understand import understand
from tests.understand.reading import slugs_of

_LOOSE_AND_HAD = [
    (
        "en",
        "the ump blew for a loose ball getting buried in a divot, we were attacking at midfield "
        "and had it",
    ),
    ("en", "ump stopped play for a fallen horse at midfield, loose ball but the defenders had it"),
    (
        "en",
        "ball got buried at midfield and the ump stopped it, it was a loose ball though blue had "
        "possession, blue defending",
    ),
    (
        "es",
        "el umpire paró por una bocha suelta que se enterró en un pozo, nosotros atacábamos en "
        "el medio y la teníamos",
    ),
    ("es", "se cayó un caballo en el medio, pelota suelta, los defensores la tenían"),
    (
        "it",
        "l'arbitro ha fermato per una palla vagante finita in una buca, eravamo in attacco a "
        "centrocampo e avevamo la palla noi",
    ),
    (
        "it",
        "l'arbitro ha fermato il gioco per un cavallo caduto a centrocampo, palla vagante ma il "
        "possesso era dei difensori",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _LOOSE_AND_HAD)
def test_a_loose_ball_a_team_had_leaves_possession_asked(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.decided
    assert "nobody" not in slugs_of(understanding.path)
    assert "possession" in understanding.missing


@pytest.mark.parametrize(
    ("lang", "text", "possession"),
    [
        ("en", "ump stopped play for a fallen horse at midfield, loose ball", "nobody"),
        ("es", "se cayó un caballo en el medio, pelota suelta", "nobody"),
        ("it", "l'arbitro ha fermato per un cavallo caduto a centrocampo, palla vagante", "nobody"),
    ],
)
def test_a_loose_ball_alone_is_still_nobody_s(lang: str, text: str, possession: str) -> None:
    assert possession in slugs_of(understand(text, lang).path)
