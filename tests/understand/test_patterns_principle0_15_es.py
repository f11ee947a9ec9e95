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
