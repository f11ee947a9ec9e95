"""What someone says, told in the present ("the defender SAYS THAT our 3 knocked in before
play", "ellos DICEN QUE la tiran desde el 60", "il difensore DICE CHE il nostro ha battuto
prima del play"), is that person's version: a hedge, offered to confirm, never a fact the
message states, as the past forms ("claimed", "decía que", "diceva che") already were
(each language's ``reports``). Said by an official a word or two before ("el banderillero dice
que…", "gli arbitri dicono che…": ``officials``) it is the officials' account, what the ruling
is made on, and stays a fact. And a confirmation's moment is ruled out by what the message
says hedged too: "my teammate says it touched a black horse, I didn't see it" is no umpire who
could not tell (``resolve._holds_surely``)."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their captain claims that our 4 knocked in before the ump said play"),
        ("es", "el defensor dice que nuestro 3 sacó de fondo antes del play"),
        ("it", "il difensore dice che il nostro 2 ha battuto la rimessa dal fondo prima del play"),
    ],
)
def test_a_players_report_is_his_version(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided
    assert understood.doubtful, sorted(understood.concepts)


@pytest.mark.parametrize(
    ("lang", "text", "without"),
    [
        (
            "es",
            "el banderillero dice que se alinearon al revés, qué hacemos",
            "se alinearon al revés, qué hacemos",
        ),
        (
            "it",
            "cavallo caduto, eravamo in possesso, gli arbitri dicono che ci hanno svantaggiato",
            "cavallo caduto, eravamo in possesso, ci hanno svantaggiato",
        ),
    ],
)
def test_an_officials_report_is_the_account_ruled_on(lang: str, text: str, without: str) -> None:
    said, plain = understand(text, lang), understand(without, lang)
    assert (said.path, said.doubtful) == (plain.path, frozenset())


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "it",
            "palla fuori di lato, il mio compagno dice che ha toccato un cavallo dei neri io "
            "non l'ho visto",
        ),
        (
            "es",
            "salió por la tabla, mi compañero dice que pegó en un caballo de ellos, yo no lo vi",
        ),
    ],
)
def test_a_hedged_didnt_see_still_asks_the_umpires_doubt(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided, understood.path
