"""Italian not-understood sweep (issue 17, sweep 20): families of words, not one message's phrase.
Each family in several phrasings written for this test (never copied from the outsiders' corpus,
its paraphrases or the fresh sets), in the other languages where the pattern exists there.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- a count of seconds told roughly: "13 o 14 secondi" is a time, no question between limits --


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("rimessa dal fondo, play chiamato, il loro 2 batte dopo 13 o 14 secondi", "it"),
        ("nocchin nostro, detto play, il nostro 4 tira solo dopo dodici o tredici secondi", "it"),
        ("rimessa loro, play dato, il loro 3 colpisce dopo 15 oppure 16 secondi", "it"),
        ("their knock in, play called, their 4 hits it after 12 or 13 seconds", "en"),
        ("saque de ellos, ya con el play, su 3 le pega después de 14 o 15 segundos", "es"),
    ],
)
def test_a_rough_count_over_the_knock_in_limit_is_its_ten_seconds(text: str, lang: str) -> None:
    assert read(text, lang) == ("more/knock_in_problem/ten_seconds_elapsed", None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # the least count said is within the knock-in's 10 seconds: nothing is sure
        ("rimessa dal fondo, play chiamato, il loro 2 batte dopo 9 o 11 secondi", "it"),
        ("their knock in, play called, their 4 hits it after 8 or 12 seconds", "en"),
        ("saque de ellos, ya con el play, su 3 le pega después de 9 o 12 segundos", "es"),
    ],
)
def test_a_rough_count_across_the_limit_decides_nothing(text: str, lang: str) -> None:
    assert "TEN_SEC" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # two of the rules' own limits joined by "or" still ask which one holds
        ("sulla rimessa dal fondo quanti sono, 10 o 20 secondi?", "it"),
        ("on a knock in do they get 10 or 20 seconds?", "en"),
        ("en el saque de fondo son 10 o 20 segundos?", "es"),
    ],
)
def test_two_limits_joined_by_or_are_still_asked(text: str, lang: str) -> None:
    concepts = understand(text, lang).concepts
    assert not concepts & {"TEN_SEC", "TWENTY_SEC"}


# --- Italian counts in one word ("ventidue secondi", "trentacinque yarde") -------------------


@pytest.mark.parametrize(
    "text",
    [
        "rigore 3 per loro, il loro 2 ci ha messo ventitré secondi dopo il play",
        "penalty 2 nostro, il nostro 1 tira dopo ventiquattro secondi dal play",
        "rigore da 40, il loro 4 gira e colpisce solo dopo ventotto secondi",
    ],
)
def test_italian_compound_numbers_count_the_foul_shots_twenty_seconds(text: str) -> None:
    answers, question = read(text, "it")
    assert answers.endswith("twenty_seconds_elapsed")
    assert question is None


# --- a time said in half a minute: the seconds it counts ---------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("rigore 3 loro, il loro 1 ci ha messo mezzo minuto prima di tirare", "it"),
        ("penalty 2 per noi, il nostro 3 gira per mezzo minuto e poi tira", "it"),
        ("penalty 3 to them, their 1 took half a minute before hitting it", "en"),
        ("penal 3 para ellos, su 1 tardó medio minuto en pegarle", "es"),
    ],
)
def test_half_a_minute_is_over_a_foul_shots_twenty_seconds(text: str, lang: str) -> None:
    assert "TWENTY_SEC" in understand(text, lang).concepts


# --- money (who pays the umpires, their fees): nothing of Rules 20 and 22, out of scope -------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("chi copre il compenso degli arbitri nel torneino sociale?", "it"),
        ("gli arbitri vengono pagati dal circolo o dalle squadre?", "it"),
        ("i rimborsi dei direttori di gara a carico di chi sono?", "it"),
        ("do the umpires get paid for club chukkas?", "en"),
        ("who pays the umps?", "en"),
        ("los honorarios de los umpires los pone el club?", "es"),
        ("a los árbitros quién les paga, el club o los equipos?", "es"),
    ],
)
def test_money_is_out_of_scope(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert understood.out_of_scope
    assert not understood.path


# --- a period's end said with another verb ("terminato", "concluso", "chiuso") ----------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("terminato il secondo chukker, il terzo come si comincia?", "it"),
        ("appena concluso il tempo, palla ancora in campo: come si riparte?", "it"),
        ("chiuso il periodo con la palla nella loro metà, e adesso?", "it"),
        ("il quarto chukker è terminato, come si riprende il quinto?", "it"),
        ("the second chukker just finished, how do we start the third?", "en"),
        ("terminado el segundo chukker, cómo se arranca el tercero?", "es"),
    ],
)
def test_a_period_ended_with_any_verb_of_it(text: str, lang: str) -> None:
    assert "PERIOD_END" in understand(text, lang).concepts


# --- a Penalty 4 said by its distance, told with the 60-yard free hit's own problems ----------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("punizione dalle 60 a nostro favore, il nostro 2 la tocca corta e lui la riprende", "it"),
        ("punizione dai sessanta per loro: il loro 4 colpisce, e poi la ricolpisce lui", "it"),
        ("rigore dalle 60 per i blu, il blu 3 fa un tocchetto e la riprende lui", "it"),
        ("penal de 60 para ellos, su 2 la toca cortita y la vuelve a jugar él", "es"),
    ],
)
def test_a_penalty_four_by_distance_with_the_sixty_hits_problems_is_that_free_hit(
    text: str, lang: str
) -> None:
    understood = understand(text, lang)
    assert "FREE_HIT_60" in understood.concepts
    assert "P4" not in understood.concepts
    answers, _question = read(text, lang)
    assert answers.startswith("more/sixty")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # by its number it is the penalty, whatever is told of it
        ("penalty 4 per noi, il nostro 2 la tocca corta e lui la riprende", "it"),
        ("penalty 4 to us, our 2 tapped it and then hit it again himself", "en"),
        ("penal 4 para nosotros, nuestro 2 la toca cortita y la vuelve a jugar él", "es"),
        # and by its distance with nothing of the free hit's problems
        ("punizione dalle 60 per noi, il loro 3 ci ha messo più di 20 secondi", "it"),
    ],
)
def test_a_penalty_four_by_number_or_without_the_sixty_hits_problems_stays(
    text: str, lang: str
) -> None:
    understood = understand(text, lang)
    assert "P4" in understood.concepts
    assert "FREE_HIT_60" not in understood.concepts


# --- "in favour of" a team says by itself to whom the restart went, however far before --------


@pytest.mark.parametrize(
    ("text", "lang", "left"),
    [
        (
            "uscita sulle tavole a metà campo, e la punizione a favore dei gialli che attaccano",
            "it",
            {"defender", "attacker_off_opponent"},
        ),
        (
            "fuori lateralmente dentro i 60, tiro libero a favore dei verdi in difesa",
            "it",
            {"attacker", "defender_off_opponent"},
        ),
        (
            "over the side boards at midfield, free hit in favour of the reds, who attack",
            "en",
            {"defender", "attacker_off_opponent"},
        ),
        (
            "la bocha salió por el costado en el medio, a favor de los blancos que defienden",
            "es",
            {"attacker", "defender_off_opponent"},
        ),
    ],
)
def test_in_favour_of_a_team_narrows_who_put_it_out(text: str, lang: str, left: set[str]) -> None:
    understood = understand(text, lang)
    answers, question = read(text, lang)
    assert (answers, question) == ("side_boards", "side_who")
    assert set(understood.narrowed) == left


# --- at a foul shot, the horse ran over the ball and moved it; the ball against its leg -------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("rigore 3 per noi, il cavallo del nostro 2 ci è passato sopra e l'ha spostata", "it"),
        ("penalty 2 loro: arriva il 4, il pony ci passa sopra e la spinge un paio di metri", "it"),
        ("sul rigore da 40 il cavallo calpesta la palla prima del colpo", "it"),
        ("penalty 3, his horse ran over the ball before he could hit it", "en"),
        ("penal 3, el caballo le pasó por encima a la bocha antes del golpe", "es"),
    ],
)
def test_a_horse_running_over_the_ball_at_a_foul_shot_is_its_kick(text: str, lang: str) -> None:
    answers, question = read(text, lang)
    assert answers.startswith("foul_shot/")
    assert answers.endswith("horse_kicked_ball")
    assert question is None


@pytest.mark.parametrize(
    "text",
    [
        "penalty 3, la palla ha preso la zampa del cavallo del nostro 1 ed è andata in porta",
    ],
)
def test_a_foul_shot_against_the_horses_leg_is_hit_into_its_foot(text: str) -> None:
    assert "INTO_FOOT" in understand(text, "it").concepts


def test_a_ball_that_passes_over_a_mallet_is_no_horse_kick() -> None:
    text = "rigore 2, il nostro 3 la manca: la palla passa sopra la mazza"
    assert "HORSE_KICKED" not in understand(text, "it").concepts


# --- at a throw-in, a player on the other team's side of the line, "wrong" unsaid -------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("al lancio il loro 4 era dalla nostra parte della linea e ha preso subito la palla", "it"),
        ("ingaggio a metà campo, il nostro 2 stava ancora dal lato loro della linea", "it"),
        ("throw-in, their 4 was on our side of the line up and took the ball at once", "en"),
    ],
)
def test_a_player_on_the_other_side_of_the_line_at_a_throw_in_is_on_the_wrong_side(
    text: str, lang: str
) -> None:
    assert "WRONG_SIDE" in understand(text, lang).concepts


@pytest.mark.parametrize(
    "text",
    [
        "la palla è uscita dalla nostra parte della linea di fondo, vicino al palo",
        "il tiro è finito oltre la linea di fondo dalla nostra parte della linea, largo",
    ],
)
def test_a_side_of_the_end_line_is_no_centre_crossed(text: str) -> None:
    concepts = understand(text, "it").concepts
    assert "WRONG_SIDE" not in concepts
    assert "MIDFIELD" not in concepts
