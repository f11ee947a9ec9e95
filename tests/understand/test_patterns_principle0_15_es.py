"""Principle 0, fifteenth pass (es, vague variants of decided messages): "creo" without "que"
("un caballo, creo del umpire"; "le pegó nuestro 2, creo") hedges what it covers as "creo que"
does, before or after it; it was read as a fact and the bot decided on the very fact the writer
doubted (whose horse the ball came off, who hit it last). Italian's "credo" and English's "I
think" already hedge alone: the same pattern in the three languages."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "la bocha rebotó en un caballo, creo del umpire, y se fue por la tabla"),
        ("es", "se fue por el costado después de pegar en el caballo del referí creo"),
        ("es", "salió por el costado, creo del caballo del umpire"),
        ("es", "pegó en un caballo, me parece del umpire, y salió por la tabla"),
        ("en", "the ball came off a horse, the umps I think, and went over the boards"),
        ("it", "la palla ha preso un cavallo, credo dell arbitro, ed è uscita dalla sponda"),
    ],
)
def test_whose_horse_hedged_without_que_is_asked_never_decided(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert not read.decided
    assert "SIDE_BOARDS" in read.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "la bocha rebotó en el caballo del umpire y se fue por la tabla"),
        ("en", "the ball came off the umps horse and went over the boards"),
        ("it", "la palla ha preso il cavallo dell arbitro ed è uscita dalla sponda"),
    ],
)
def test_whose_horse_said_plainly_still_decides(lang: str, text: str) -> None:
    assert understand(text, lang).decided


@pytest.mark.parametrize(
    "text",
    [
        "se fue por el fondo de ellos, le pegó nuestro 2 creo",
        "se fue por el fondo de ellos, creo le pegó nuestro 2",
    ],
)
def test_who_hit_it_hedged_without_que_is_doubtful(text: str) -> None:
    read = understand(text, "es")
    assert not read.decided
    assert "ATT" in read.doubtful
    # the end line is told as a fact: only who hit it is in doubt
    assert "END_LINE" not in read.doubtful


def test_who_hit_it_said_plainly_still_decides() -> None:
    assert understand("se fue por el fondo de ellos, le pegó nuestro 2", "es").decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "íbamos al ataque y la bocha salió por el fondo de ellos"),
        ("es", "se fue por el fondo de ellos cuando ibamos al ataque, sacan ellos?"),
        ("es", "salimos al ataque y se fue por el fondo, saque de ellos?"),
        ("es", "estábamos en ataque y se fue afuera por el fondo"),
        ("en", "we were on the attack and it went over their back line"),
        ("it", "eravamo in attacco e la palla è uscita dal loro fondo"),
    ],
)
def test_going_on_the_attack_is_the_attacking_team_never_who_hit_it(lang: str, text: str) -> None:
    # "íbamos al ataque" says which team attacked, as "atacábamos" does; "ataque" alone read the
    # attacker as the one who sent it over (a knock-in nobody told): who hit it is asked
    read = understand(text, lang)
    assert "WE_ATTACK" in read.concepts
    assert "ATT" not in read.concepts
    assert not read.decided


@pytest.mark.parametrize(
    "text",
    [
        "ibamos al ataque, le pegó nuestro 3 y se fue por el fondo de ellos",
        "fuimos al ataque, tiró al arco nuestro 2 y salió por el fondo",
    ],
)
def test_going_on_the_attack_with_who_hit_it_still_decides(text: str) -> None:
    assert understand(text, "es").decided
