"""Pattern: whether the umpires heard the horn, where the message does not say it, is never
asked: the next period starts as play would have resumed in the one that ended (22.f), heard or
not; only the officials' advice differs, and the ruling gives it as what happens if they did not
hear it (``NOT_SAID``). Said, it is read ("didn't hear the horn with the wind": not heard). At
the game's end ("final horn", "fin del partido") no next period need follow: the horn stays
asked, as before. A ball out told in an order with the period's end ("the horn went, THEN it
rolled over the back line") may have gone out after the period ended: how it ended is asked,
never taken from the ball out; told together ("as the bell went, their shot went wide") the
ball out is how it ended."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "chukker over. how do we start the next one?"),
        ("en", "end of the 3rd, what's the restart for the 4th"),
        ("es", "terminó el chukker, cómo se arranca el siguiente"),
        ("es", "se acabó el tiempo, con qué empieza el próximo chukker?"),
        ("it", "finito il chukker, il prossimo come comincia?"),
        ("it", "fine del terzo tempo, come riparte il quarto"),
    ],
)
def test_the_horn_unsaid_is_not_asked_how_the_period_ended_is(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert answers == "more/period_ended/not_said", (answers, asked)
    assert asked == "period_ended_how"


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        (
            "en",
            "chukka ended with their shot going wide over our back line, how does the next start",
            "more/period_ended/not_said/over_end_line/attacker/anywhere",
        ),
        (
            "es",
            "terminó el chukker con la bocha en juego en el medio de la cancha, cómo arranca",
            "more/period_ended/not_said/ball_in_field/between_60s",
        ),
        (
            "it",
            "fine chukker con la palla in gioco a metà campo, come si riparte",
            "more/period_ended/not_said/ball_in_field/between_60s",
        ),
    ],
)
def test_a_period_end_told_in_full_is_ruled_without_the_horn(
    lang: str, text: str, path: str
) -> None:
    understood = understand(text, lang)
    assert understood.complete
    assert read(text, lang)[0] == path
    assert understood.facts["incident"]["horn_heard"] is None


@pytest.mark.parametrize(
    ("lang", "text", "heard"),
    [
        ("en", "the umps didnt hear the horn with the wind, ball was in the middle", "no"),
        ("en", "the horn went with the ball in the middle of the field", "yes"),
        ("es", "con el viento no se escuchó la bocina, la bocha estaba en el medio", "no"),
        ("it", "col vento non hanno sentito la sirena, palla a metà campo", "no"),
    ],
)
def test_the_horn_said_heard_or_not_is_read(lang: str, text: str, heard: str) -> None:
    answers, _asked = read(text, lang)
    assert answers.split("/")[:3] == ["more", "period_ended", heard], answers


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "final horn, ball in the middle of the field, what now"),
        ("en", "end of the match, their shot went wide over our back line"),
        ("es", "fin del partido con la bocha en el medio de la cancha"),
        ("it", "fine partita con la palla a metà campo"),
    ],
)
def test_at_the_games_end_the_horn_stays_asked(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert (answers, asked) == ("more/period_ended", "horn_heard")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the horn went and then their 3 hit it over our back line"),
        ("en", "their 3 hit it over our back line after the bell"),
        ("es", "sonó la chicharra y después el 3 de ellos la tiró por nuestro fondo"),
        ("it", "è suonata la sirena e poi il loro 3 l'ha mandata oltre il nostro fondo"),
    ],
)
def test_a_ball_out_told_in_order_with_the_horn_leaves_how_it_ended_asked(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    answers, asked = read(text, lang)
    assert asked == "period_ended_how", (answers, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "as the bell went their 3 hit it over our back line"),
        # "justo cuando" (one moment, which first unsaid) is asked: test_patterns_principle0_10
        ("es", "con la chicharra el 3 de ellos la tiró por nuestro fondo"),
    ],
)
def test_a_ball_out_told_with_the_horn_is_how_the_period_ended(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert "/over_end_line" in answers, answers


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # another stop before the period ended (an injury, a whistle for a foul) may restart
        # otherwise (a fair-play possession, a penalty): asked
        ("en", "end of the 3rd the ball was dead near their 60 after an injury stop"),
        ("en", "2nd chukka bell went and the ball was dead in their 60 from a whistle for a foul"),
        ("es", "la bocha pegó en el umpire en medio de la cancha y quedó quieta, no escuché"),
    ],
)
def test_a_ball_in_the_field_after_another_stop_is_asked(lang: str, text: str) -> None:
    assert not understand(text, lang).complete
