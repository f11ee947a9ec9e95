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


# "we" said again after the verb that says what we did ("atacábamos NOSOTROS, la sacó …") is
# that verb's subject: it was read as the one who hit the ball out, and the free hit went to
# the wrong team where the hitter was unsaid or said after his verb
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "atacábamos nosotros, la sacó por la tabla adentro de su 60"),
        ("es", "defendíamos nosotros y la tiraron afuera por la tabla dentro de nuestra 60"),
        ("es", "estábamos atacando nosotros, la mandaron afuera por el costado en su 60"),
        ("it", "attaccavamo noi, è uscita dalla sponda dentro i loro 60"),
    ],
)
def test_we_said_after_a_stance_verb_never_hit_the_ball_out(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert not read.decided
    assert "ATT" not in read.concepts
    assert "DEF" not in read.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the verb or pronoun of its own still says "we" hit it
        ("es", "atacábamos nosotros y la sacamos por la tabla dentro de su 60"),
        ("es", "defendíamos y la tiramos por la tabla en la mitad de la cancha"),
        ("en", "we were defending and we hit it out over the boards at midfield"),
    ],
)
def test_we_with_a_hit_of_its_own_still_hit_it_out(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert read.decided


# the player before his side, as Spanish says it ("el BACK de ellos", "el jugador de ellos",
# also after the verb: "la sacó el back de ellos"), is that side's player who did it, as "el 3
# de ellos" was: "we were attacking, their back hit it out" is the defenders' hit out
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "atacábamos nosotros, la sacó el back de ellos por la tabla adentro de su 60"),
        ("es", "atacábamos, el back de ellos la tiró afuera por el costado dentro de su 60"),
        ("es", "estábamos atacando, la sacó el jugador de ellos por la tabla en su 60"),
        ("es", "defendíamos, la mandó afuera el back nuestro por la tabla en nuestra 60"),
        ("en", "we were attacking, their back hit it out over the boards inside their 60"),
        ("it", "attaccavamo, l'ha mandata fuori dalla sponda il loro 2 dentro i loro 60"),
    ],
)
def test_a_sides_player_said_before_his_side_hit_it_out(lang: str, text: str) -> None:
    read = understand(text, lang)
    assert "DEF" in read.concepts
    assert "ATT" not in read.concepts


def test_a_player_word_before_a_comma_owns_no_side_after_it() -> None:
    # "su back, NOSOTROS atacábamos": the pronoun starts a clause, it is no back's side
    text = "salió por la tabla en la 60 de ellos, la sacó su back, nosotros atacábamos"
    assert "ATT" not in understand(text, "es").concepts
