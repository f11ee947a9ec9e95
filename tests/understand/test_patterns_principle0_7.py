"""Principle 0, seventh pass: a number from the end line at a knock-in with its unit left out
("era a 20 dal fondo", "20 from the back line") is yards, so an opponent that close is read
inside the 30 and asked as such, not a ball over the end line whose hitter is asked."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their knock-in and our 2 was 20 from the back line"),
        ("en", "our knock-in, their 3 sat 15 off the end line"),
        ("es", "saque de ellos y nuestro 2 estaba a 20 del fondo"),
        ("es", "sacamos de fondo y el 4 de ellos estaba a 15 de la línea de fondo"),
        ("it", "rimessa loro e il nostro 2 era a 20 dal fondo"),
        ("it", "rimessa nostra e il loro 3 stava a 15 dal fondo"),
    ],
)
def test_unitless_yards_from_the_line_at_a_knock_in(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "INSIDE_30" in understanding.concepts
    assert not understanding.decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our knock-in and our 2 was 20 from the back line"),
        ("es", "sacamos de fondo y nuestro 2 estaba a 20 del fondo"),
        ("it", "rimessa nostra e il nostro 2 era a 20 dal fondo"),
    ],
)
def test_own_player_near_the_line_is_no_opponent_inside_30(lang: str, text: str) -> None:
    # the knocking team's own player is no 22.a violation: never read as one
    assert "INSIDE_30" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their knock-in and our player was at 25 yards"),
        ("en", "their knock in, our guy sat at 20 yards"),
        ("es", "saque de ellos y nuestro jugador estaba a 20 yardas"),
        ("es", "saque de ellos, nuestra jugadora estaba a 15 yardas"),
        ("it", "rimessa loro e una nostra giocatrice era a 25 dal fondo"),
        ("it", "rimessa nostra e un loro giocatore era a 20 yarde"),
    ],
)
def test_side_before_a_player_word_is_the_players_not_the_knocking_side(
    lang: str, text: str
) -> None:
    # "their knock-in and OUR player": the side right after the knock-in owns the player
    # after it, as it owns a number after it; the knocking side stays the one said with it
    understanding = understand(text, lang)
    assert "INSIDE_30" in understanding.concepts
    assert not understanding.decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our knock-in and our player was at 25 yards"),
        ("es", "saque nuestro y nuestro jugador estaba a 20 yardas"),
        ("it", "rimessa nostra e un nostro giocatore era a 20 yarde"),
    ],
)
def test_knocking_teams_own_player_stays_no_violation(lang: str, text: str) -> None:
    assert "INSIDE_30" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "dead ball at the whistle, where does the umpire throw it in"),
        ("en", "our knock-in, their 3 rode up as the ump blew, what now"),
        (
            "es",
            "en nuestro saque de fondo el 2 de ellos se adelantó justo cuando pegamos, lo pitaron",
        ),
        ("it", "sulla nostra rimessa il loro 2 si è mosso proprio al fischio"),
    ],
)
def test_the_whistles_moment_without_a_goal_is_no_goal_at_the_whistle(lang: str, text: str) -> None:
    # the goal at the whistle needs a goal said: the moment alone is any stop's
    assert not read(text, lang)[0].startswith("more/goal_at_whistle")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "goal went in just as the ump blew, what's the call"),
        ("es", "gol de ellos justo cuando pitó el umpire, vale?"),
        ("it", "gol nostro proprio mentre l'arbitro fischia, vale?"),
    ],
)
def test_a_goal_at_the_whistle_still_read(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("more/goal_at_whistle")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "went in just as the ump blew for a foul by the defence"),
        ("es", "entró la bocha justo cuando pitaron una falta de la defensa"),
        ("it", "è entrata proprio mentre l'arbitro fischiava un fallo della difesa"),
    ],
)
def test_the_foul_at_the_whistle_says_the_goal_at_the_whistle(lang: str, text: str) -> None:
    # the ball going in is said by a verb the vocabulary has no goal for: the foul the whistle
    # was for is the goal at the whistle's own question
    assert read(text, lang)[0].startswith("more/goal_at_whistle")
