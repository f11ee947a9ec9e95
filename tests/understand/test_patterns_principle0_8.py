"""Principle 0, eighth pass: no ruling the words did not decide.

* "Not sure if A or B" ("no sé si fue nuestro 2 o su back", "non so se il nostro 3 o il loro
  4"): the hedge doubts both alternatives, though the reading leaves them out as the
  alternatives a question asks; who hit the ball is asked, never taken from what is left.
* A bump or a player on top of the umpire told beside a ball gone over the boards or a line,
  no throw-in or line-up said, is the ball going out (off a horse, off the umpire), never
  "stop and line up again".
* Running the clock at a knock-in, whose not said ("their 1 dawdles back to the 30 to run the
  clock"): the knocking-in team's delay or an opponent's, asked between the two.
"""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "it went over their end line, not sure if off our 2 or their back"),
        ("en", "over their back line but not sure if it was our 3 or their 4"),
        ("en", "ball went behind their goal, dont know if our 1 or their back"),
        ("es", "se fue al fondo de ellos pero no se si fue de nuestro 2 tirando o de su back"),
        ("es", "salio por el fondo de ellos, no sé si fue nuestro 3 o su back"),
        ("es", "se fue por detras del arco de ellos y no se si la toco nuestro 1 o su 4"),
        ("it", "è uscita sul loro fondo ma non so se l'ha tirata il nostro 2 o il loro back"),
        ("it", "palla oltre il loro fondo, non so se il nostro 3 o il loro 4"),
        ("it", "uscita dietro la loro porta, non so se l'ha toccata il nostro 1 o il loro back"),
    ],
)
def test_not_sure_which_of_two_hit_it_is_asked(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert read(text, lang)[0] == "end_line"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "it hit the ump's horse, he was on top of the ump, and it went over the boards"),
        ("en", "the ball went over the boards, they were shoving"),
        ("es", "la bocha le pego al caballo del umpire y se fue por la tabla"),
        ("es", "la bocha le pegó al caballo del umpire y salió por el costado"),
        ("es", "pegó en el caballo del umpire, estaba encima del umpire, y se fue por la tabla"),
        ("it", "la palla è uscita dalle sponde, si spingevano"),
        ("it", "palla fuori di lato, il loro 3 era addosso all arbitro"),
    ],
)
def test_a_ball_over_the_boards_is_no_line_up_problem(lang: str, text: str) -> None:
    assert not read(text, lang)[0].startswith("more/line_up")
    assert read(text, lang)[0].startswith("side_boards")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "he hit it out after it bumped a horse, they were barging"),
        ("es", "la manda a la tribuna el 3 despues de chocar la bocha con el caballo de su back"),
        ("it", "si spingevano, la palla ha preso un cavallo ed è uscita"),
        ("it", "l'ha mandata fuori dopo che la palla ha urtato il cavallo del suo compagno"),
    ],
)
def test_a_ball_out_off_a_horse_is_no_line_up_problem(lang: str, text: str) -> None:
    assert not read(text, lang)[0].startswith("more/line_up")
    assert not understand(text, lang).complete


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "they were shoving at the throw in"),
        ("es", "en el throw in se empujaban"),
        ("it", "al lancio si spingevano"),
    ],
)
def test_a_bump_at_the_throw_in_stays_the_line_ups(lang: str, text: str) -> None:
    assert read(text, lang)[0] == "more/line_up/jostling"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 1 is dawdling back to the 30 on every knock in to run the clock"),
        ("en", "they ran the clock at the knock in"),
        ("es", "en el saque de fondo estaban quemando tiempo"),
        ("es", "su 2 quemó tiempo en el saque de fondo"),
        ("it", "sul knock in hanno fatto melina"),
        ("it", "il loro 1 fa melina sulla rimessa dal fondo"),
    ],
)
def test_running_the_clock_whose_unsaid_is_asked(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert set(understanding.narrowed) >= {"delay_by_opponent", "delay_by_knocking_in_team"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "during the knock in the defending team ran the clock"),
        ("es", "los defensores estaban quemando el reloj en el saque de fondo"),
        ("it", "i difensori fanno melina sul knock in"),
    ],
)
def test_the_defenders_running_the_clock_stays_decided(lang: str, text: str) -> None:
    assert read(text, lang)[0] == "more/knock_in_problem/delay_by_knocking_in_team"


# --- A lame horse stops nothing unless play is said to be stopped ---------------------------
# "our horse went lame, can we sub" asks about horses (no rule of 20 or 22); "play stopped for a
# lame horse" is an injury's stop (22.g), as a fall is.


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our horse went lame can we sub a new one mid chukka"),
        ("en", "their 3's pony is limping and they keep playing"),
        ("es", "el caballo del 4 de ellos esta rengueando y siguen jugando"),
        ("es", "mi caballo quedó rengo, lo puedo cambiar en el chukker?"),
        ("it", "il cavallo del nostro 3 zoppica possiamo cambiarlo durante il chukker?"),
        ("it", "il loro cavallo è zoppo ma continuano a giocare"),
    ],
)
def test_a_lame_horse_alone_is_no_stop(lang: str, text: str) -> None:
    assert not read(text, lang)[0].startswith("play_stopped")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ump stopped play, their 2's horse went lame, ball at midfield"),
        ("es", "pararon el juego porque el caballo del 2 estaba rengo, la bocha en el medio"),
        ("it", "gioco fermato a metà campo per un cavallo che zoppica nessun fallo"),
    ],
)
def test_play_stopped_for_a_lame_horse_is_an_injurys_stop(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("play_stopped/fallen_injured")


# --- A miss of the goal is a shot wide, never a swing that missed the ball -----------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 2 missed the goal"),
        ("es", "el 3 de ellos erró el gol"),
        ("es", "su 2 le erraron al arco"),
        ("it", "il loro 3 ha mancato il gol"),
        ("it", "loro hanno mancato il gol e noi facciamo il knock in"),
    ],
)
def test_a_miss_of_the_goal_is_a_shot_wide(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "SHOT_WIDE" in understanding.concepts
    assert "MISSED" not in understanding.concepts
    assert not read(text, lang)[0].endswith("swing_and_miss")


# --- A knock-in's count after a foul shot is the knock-in's ---------------------------------
# "pen four missed wide and our back took the knock in 12 seconds after play": 12 seconds is
# within the foul shot's 20 but over the knock-in's 10, its hit ending the count; read as the
# penalty's, the count said nothing and the walk went to who hit it over the end line.


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "pen four missed wide and our back took the knock in 12 seconds after play"),
        ("es", "penal 3 afuera, tardaron 15 segundos en sacar de fondo"),
        ("it", "rigore 4 fuori e il loro back ha battuto il knock in 12 secondi dopo il play"),
    ],
)
def test_a_knock_ins_count_after_a_foul_shot_is_its_own(lang: str, text: str) -> None:
    assert read(text, lang)[0] == "more/knock_in_problem/ten_seconds_elapsed"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 2 and he took 15 seconds to hit it"),
        ("es", "penal 2 y tardó 15 segundos en pegarle"),
        ("it", "rigore da 30 e ci ha messo 15 secondi a tirarlo"),
    ],
)
def test_a_count_within_the_foul_shots_20_still_says_nothing(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "TWENTY_SEC" not in understanding.concepts
    assert "TEN_SEC" not in understanding.concepts
