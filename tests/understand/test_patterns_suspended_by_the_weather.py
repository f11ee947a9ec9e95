"""A match stopped by the weather, and what it can still change (issue 17, 22.g).

A storm, lightning, hail or the light gone stops the whole match whatever verb tells it: a
suspended game, at a period's end too. What the tournament rides on, told in the writer's words,
is the committee's finding: a final, a semi-final or a game whose winner goes through can change
the event's outcome; an event decided whatever the score cannot. "Final" beside a period's name
is the game's last period, which says nothing of the event. Weather words in other senses, the
wind that hid the horn and a player suspended for his conduct are no suspended game."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "thunderstorm rolled in during the 3rd and everyone was sent to the trailers, what now",
        ),
        ("en", "we ran out of light at the end of the 5th, 4-4, how does it carry on"),
        ("es", "cayó una granizada en el segundo chukker y nos mandaron a todos a casa, y ahora?"),
        ("es", "se hizo de noche en el quinto y no se podía seguir, cómo se continúa"),
        ("it", "temporale con fulmini nel quarto tempo, tutti fuori dal campo, e adesso?"),
        ("it", "era buio pesto nel quinto, non si poteva più giocare, come si prosegue"),
    ],
)
def test_the_weather_stopping_the_match_is_a_suspended_game(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("more/suspended")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "lightning stopped the semi in the 4th, winner goes to the final. replay or resume?",
        ),
        ("es", "la final del abierto se paró por la tormenta en el tercero, se juega de nuevo?"),
        ("it", "grandinata durante la semifinale, chi vince va in finale. si ricomincia da zero?"),
    ],
)
def test_a_game_the_event_rides_on_could_affect_its_outcome(lang: str, text: str) -> None:
    assert read(text, lang) == ("more/suspended/could_affect", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "storm in the 2nd of our last group game, the other side already clinched the title",
        ),
        ("es", "tormenta en el tercero del último partido de la zona, ya está definido todo"),
        ("it", "temporale nel terzo, noi siamo primi comunque vada. dobbiamo finirla?"),
    ],
)
def test_an_event_decided_whatever_the_score_is_no_effect(lang: str, text: str) -> None:
    assert read(text, lang) == ("more/suspended/no_effect", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "lightning stopped us during the final chukker, can they call the game off?"),
        ("es", "tormenta eléctrica en el chukker final, se puede dar por terminado?"),
        ("it", "un temporale ha fermato tutto nel chukker finale: va finita o no?"),
    ],
)
def test_the_final_period_says_nothing_of_the_event(lang: str, text: str) -> None:
    # whether it may be called off is asked: the committee's finding decides it
    assert read(text, lang) == ("more/suspended", "could_affect_outcome")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 2 stormed off after the whistle and our 3 did a lightning-fast change"),
        ("es", "metimos gol y nuestro 2 vuelve fundido a la raya"),
    ],
)
def test_weather_words_in_other_senses_suspend_nothing(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert not trail.startswith("more/suspended"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "storm blowing, the umps never heard the horn and we played on 20 seconds"),
        ("it", "con il temporale gli arbitri non hanno sentito la sirena, si è giocato ancora"),
    ],
)
def test_the_horn_unheard_in_the_weather_is_the_period_end(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("more/period_ended/no"), trail


def test_a_player_suspended_for_his_conduct_is_no_suspended_game() -> None:
    text = "le sacan amarilla por insultar al umpire, ¿queda suspendido para la final?"
    trail, _asked = read(text, "es")
    assert not trail.startswith("more/suspended"), trail


def test_a_restart_already_due_is_how_the_suspended_game_resumes() -> None:
    # the storm stopped play after the ball went out: it resumes with that knock-in (22.g: at
    # the point it was suspended), which is what is asked
    text = "storm came in right after their shot went wide of our goal. is it our knock in after?"
    trail, _asked = read(text, "en")
    assert trail.startswith("end_line"), trail


def test_the_period_s_end_with_a_loose_ball_is_no_goal() -> None:
    # "scoring table" names who writes, no goal; the horn and the ball loose: the period ended
    text = (
        "scoring table here. horn for the end of the 3rd went with the ball just rolling round "
        "midfield, nobody on it. what do we tell the umps starts the 4th?"
    )
    trail, _asked = read(text, "en")
    assert not trail.startswith("goal"), trail
