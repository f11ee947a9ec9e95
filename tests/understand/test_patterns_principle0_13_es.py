"""Principle 0, thirteenth pass (es sweep of decided messages): a count of handicap goals
asked ("¿cuántos goles de hándicap nos dan?") is about what the handicaps give, which Rules 20
and 22 do not decide; it was ruled as a handicap goal's restart (a throw-in nobody asked)."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "cuántos goles de hándicap nos tocan si somos 10 contra 13"),
        ("es", "¿cuantos goles por handicap le dan a un equipo de 8 contra uno de 12?"),
        ("es", "cuántos goles da el hándicap si la diferencia es de 3"),
        ("en", "how many handicap goals does a 10 goal team get against a 13"),
        ("en", "how many goals by handicap do we start with?"),
        ("it", "quanti gol di handicap prendiamo se siamo 10 contro 13"),
        ("it", "quanti gol per handicap ha una squadra da 8 contro una da 12?"),
    ],
)
def test_a_count_of_handicap_goals_asked_is_out_of_scope(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert read.out_of_scope
    assert not read.decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "gol de hándicap, cómo se sigue?"),
        ("es", "después del gol por hándicap, ¿cómo arranca el partido?"),
        ("en", "handicap goal, how do we restart?"),
        ("it", "gol di handicap, come si riprende?"),
    ],
)
def test_a_handicap_goal_without_a_count_still_asks_its_restart(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert not read.out_of_scope
    assert "HANDICAP_GOAL" in read.concepts


def test_a_count_of_other_things_leaves_a_handicap_goal_read() -> None:
    # "cuántos segundos" counts time, not goals: the handicap goal's restart is still asked
    read = understand("gol de hándicap, cuántos segundos hay para tirar la bocha?", "es")
    assert "HANDICAP_GOAL" in read.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "la bocha cruzó nuestra línea de costado después de pegar en un caballo"),
        ("es", "se fue por su línea lateral, le había pegado el 3 de ellos"),
        ("es", "salió por nuestra línea lateral en un entrevero"),
        ("es", "pasó por la línea de costado cerca de las 30"),
        ("en", "it crossed our sideline after their 3 hit it"),
        ("it", "è uscita dalla nostra linea laterale dopo un rimbalzo"),
    ],
)
def test_a_teams_line_said_lateral_is_the_side_never_its_end_line(lang: str, text: str) -> None:
    # "nuestra línea" alone is our end line; named lateral or "de costado" it is the side
    # line, so no knock-in (nor safety) is decided from it
    read = understand(text, lang)
    assert "END_LINE" not in read.concepts
    assert "OWN_END_LINE" not in read.concepts
    assert not read.path.startswith("1")
