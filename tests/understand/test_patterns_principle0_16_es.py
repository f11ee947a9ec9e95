"""Principle 0, sixteenth pass (es sweep of decided messages on /work/fresh10).

The side boards' "the umpires cannot determine" (a throw-in, 22.e(2)) was decided where the
message said both that someone did not see and what the ball came off ("my colleague saw
nothing, but I saw it bounce off a blue horse"): which of the two the umpires determined only
the writer knows, so the unknown is offered to confirm, never decided."""

import pytest

from bot.understand import understand


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "Rojo pega, la bocha sale por la lateral en el medio. El otro referí no vio nada "
            "pero yo vi que rebotó en un caballo blanco",
        ),
        ("es", "salió por la tabla entre las 60, no se sabe si pegó en el caballo de un azul"),
        (
            "es",
            "la bocha se fue por el costado en mitad de cancha, rebotó en el caballo de uno de "
            "verde, mi compañero umpire no vio nada",
        ),
        (
            "en",
            "red hits, the ball goes over the side boards at midfield, my colleague didn't see "
            "anything but it bounced off a white horse",
        ),
        (
            "it",
            "la palla esce dalla sponda a metà campo. Il mio collega non ha visto niente ma io "
            "ho visto che è rimbalzata su un cavallo",
        ),
    ],
)
def test_an_unknown_last_touch_beside_what_the_ball_came_off_is_not_decided(
    lang: str, text: str
) -> None:
    read = understand(text, lang)
    assert not read.decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "la bocha salió por la tabla en el medio, nadie sabe quién la tocó, ni el umpire"),
        ("es", "salió por el costado entre las 60 y no se sabe quién la tocó última"),
        ("en", "the ball went over the side boards at midfield, nobody knows who touched it last"),
        (
            "it",
            "la palla è uscita dalla sponda a metà campo, non si sa chi l'ha toccata per ultimo",
        ),
    ],
)
def test_an_unknown_last_touch_alone_is_still_the_throw_in(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert read.decided
    assert "CAUSE_UNKNOWN" in read.concepts
