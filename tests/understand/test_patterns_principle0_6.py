"""Principle 0, sixth pass (issue 17): never tell an official something the words did not say.
Each test states one pattern of words that leave a fact open (or read a role one way where the
words allow the other), in several phrasings and in each language where it exists; the bot must
ask that fact, or offer the reading to confirm, never state it."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- The team a free hit is given to did not put the ball out --------------------------------
# "free hit FOR the defenders", "tiro PARA los que defendían", "punizione PER i difensori": the
# team named is who receives the restart, never who hit the ball out (read so, the ruling was
# turned round). It leaves the choices that give that team the free hit, offered to confirm: the
# award may be the umpire's call the writer asks about.

GIVEN_TO_THE_DEFENDERS = [
    ("en", "over the boards inside the 60, free hit for the defenders"),
    ("en", "ball went over the side boards in the 60 and the free hit was for the defenders"),
    ("es", "la bocha salió por la tabla adentro de la 60, tiro para los que defendían"),
    ("es", "se fue por el costado en la 60 y el tiro libre fue para los defensores"),
    ("it", "fuori dalle sponde dentro le 60, punizione per i difensori"),
    ("it", "palla uscita dalle sponde nelle 60, il free hit è per i difensori"),
]

GIVEN_TO_THE_ATTACKERS = [
    ("en", "over the boards inside the 60, free hit for the attackers"),
    ("es", "salió por la tabla justo en la línea de 60 y el tiro era para los que atacaban"),
    ("es", "se fue por el costado en la 60, tiro libre para los atacantes"),
    ("it", "fuori dalle sponde dentro le 60, punizione per gli attaccanti"),
]


@pytest.mark.parametrize(("lang", "text"), GIVEN_TO_THE_DEFENDERS)
def test_a_free_hit_given_to_the_defenders_is_no_defenders_hit(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    assert "DEF" not in u.concepts
    assert "defender" not in u.narrowed
    assert u.narrowed
    assert set(u.narrowed) <= {"attacker", "defender_off_opponent"}


@pytest.mark.parametrize(("lang", "text"), GIVEN_TO_THE_ATTACKERS)
def test_a_free_hit_given_to_the_attackers_is_no_attackers_hit(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    assert "ATT" not in u.concepts
    assert u.narrowed
    assert set(u.narrowed) <= {"defender", "attacker_off_opponent"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "fair play possession for the attackers, the ump fell off inside the 60"),
        ("es", "posesión por fair play para nosotros, atacábamos adentro de su 60"),
    ],
)
def test_a_fair_play_possession_given_still_says_who_had_it(lang: str, text: str) -> None:
    # the team a fair play possession is given to had the ball (22.h): it keeps its role
    u = understand(text, lang)
    assert "GIVEN_ATT" not in u.concepts
    assert "GIVEN_DEF" not in u.concepts


# --- A Penalty 5.b said with a place near a goal ---------------------------------------------
# A 5.b is hit from the centre. One said 30 yards in front of a goal, in a 60 or in "our own
# end" says a spot a 5.b does not have, and the spot decides the ruling (inside the 60 the
# taker defends, a foul at it gives a Penalty 4, not a 5.a: 22.b): which penalty is asked.

PENALTY_5B_WITH_A_PLACE = [
    ("en", "we got a 5b thirty yards out in front of our own goal and our 4 rode past the ball"),
    ("en", "penalty 5b for us inside our own 60, our 2 went past the ball"),
    ("es", "nos dieron un penal 5b a unas 30 yardas de nuestro propio arco y el 4 pasó de largo"),
    ("es", "penal 5b para nosotros frente a nuestro arco, el 2 se pasó de la bocha"),
    ("it", "ci hanno dato un 5b a 30 yarde davanti alla nostra porta e il 4 ha superato la palla"),
    ("it", "rigore 5b per noi dentro le nostre 60, il nostro 2 è passato oltre la palla"),
]


@pytest.mark.parametrize(("lang", "text"), PENALTY_5B_WITH_A_PLACE)
def test_a_5b_said_near_a_goal_asks_which_penalty(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    assert "p5a_own" in u.narrowed


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 5b from the centre, our 2 rode past the ball"),
        ("es", "penal 5b desde el medio, nuestro 2 pasó de largo la bocha"),
        ("it", "rigore 5b dal centro, il nostro 2 è passato oltre la palla"),
    ],
)
def test_a_5b_from_the_centre_is_still_decided(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert answers == "foul_shot/p5b/passed_ball"


# --- A ball already played before it broke ---------------------------------------------------
# 22.g's retake with a new ball is for a ball broken on the first hit of a knock-in or a foul
# shot; one that broke after it had been played ("after the penalty was taken, play went on",
# "ya venía jugada", "l'aveva già toccata") was in play. Said in doubt, it is offered to confirm.

BROKE_AFTER_IT_WAS_PLAYED = [
    ("en", "the ball broke after the penalty was taken, play went on and the ump stopped it"),
    ("en", "the ball broke on the knock in but it had already been played"),
    ("es", "se rompió la bocha en el penal pero ya venía jugada"),
    ("es", "en el saque se partió la bocha pero siguieron jugando"),
    ("it", "palla rotta sulla rimessa, il loro 2 l'aveva già toccata"),
    ("it", "si è rotta la palla dopo il primo colpo del rigore, era già in gioco"),
]


@pytest.mark.parametrize(("lang", "text"), BROKE_AFTER_IT_WAS_PLAYED)
def test_a_ball_played_before_it_broke_was_in_play(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert answers.startswith("more/ball_broke/in_play")


BROKE_MAYBE_AFTER_IT_WAS_PLAYED = [
    ("en", "ball broke on our knock in, maybe it had already been touched"),
    ("es", "se partió la bocha en el saque, creo que ya venía jugada"),
    ("it", "palla rotta in battuta, il nostro 4 forse l'aveva già toccata"),
]


@pytest.mark.parametrize(("lang", "text"), BROKE_MAYBE_AFTER_IT_WAS_PLAYED)
def test_a_ball_maybe_played_before_it_broke_is_asked(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    # offered to confirm, alone or beside the first hit's retake the sure words give
    assert "in_play" in u.narrowed
    assert set(u.narrowed) <= {"in_play", "hit_in"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ball broke on the first hit of our knock in"),
        ("es", "se partió la bocha en el primer golpe del saque"),
        ("it", "si è rotta la palla al primo colpo della rimessa"),
    ],
)
def test_a_ball_broken_on_the_first_hit_is_still_a_retake(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert answers == "more/ball_broke/hit_in"


# --- Two counts of seconds joined by "or" ask which limit -------------------------------------
# "20 seconds or 10", "20 o 10 segundos", "10 oppure 20 secondi": the writer asks which limit
# holds at a restart; neither count is a time that went by (read so, a foul shot's 20 seconds
# were gone and a Penalty 5.a given).

COUNTS_ASKED = [
    ("en", "on a penalty 4 do we get 20 seconds or 10"),
    ("en", "penalty 3, is it 10 or 20 seconds to hit it"),
    ("es", "a ver si entiendo, en un penal 4 tenemos 20 segundos o 10"),
    ("es", "en el penal de 40 son diez o veinte segundos"),
    ("it", "sul rigore 4 abbiamo 20 secondi o 10"),
    ("it", "punizione 3, sono 10 o 20 secondi per tirare"),
]


@pytest.mark.parametrize(("lang", "text"), COUNTS_ASKED)
def test_two_counts_joined_by_or_are_no_time_gone_by(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    assert "TWENTY_SEC" not in u.concepts
    assert "TEN_SEC" not in u.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 3 and he took 25 seconds to hit it"),
        ("es", "penal 4, pasaron 25 segundos y no le pegaba"),
        ("it", "rigore 4, ci ha messo 25 secondi a tirare"),
    ],
)
def test_one_count_over_the_limit_is_still_the_takers_time(lang: str, text: str) -> None:
    assert "TWENTY_SEC" in understand(text, lang).concepts


# --- A role verb before a side's player is not that player's -----------------------------------
# "attacking and THEIR 3 hit it over the boards", "estamos atacando y el 3 de ELLOS la sacó",
# "stiamo attaccando e il LORO 3 la manda fuori": the player after the role verb is the next
# verb's subject; the role verb's subject is the writer's side (said by its verb) or unsaid. Read
# the other way, the side that put the ball out took the role its opponents had.

ROLE_VERB_THEN_THEIR_PLAYER = [
    ("en", "attacking and their 3 hit it over the boards"),
    ("en", "attacking hard, their back knocked it over the side boards"),
    ("es", "estamos atacando y el 3 de ellos la sacó por las tablas"),
    ("es", "atacando fuerte y el 2 de ellos la tiró por la tabla"),
    ("it", "stiamo attaccando e il loro 3 la manda fuori dalle sponde"),
    ("it", "in attacco e il loro 2 la butta fuori dalle sponde"),
]


@pytest.mark.parametrize(("lang", "text"), ROLE_VERB_THEN_THEIR_PLAYER)
def test_a_role_verb_before_their_player_gives_him_no_role(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    assert "ATT" not in u.concepts


# "SOMOS azules", "SIAMO i blu": the writer is the team he names, so "they" are the other one,
# never the named team's role turned round onto "them"
WE_ARE_THE_NAMED_TEAM = [
    ("es", "somos azules atacando y el 3 de ellos la sacó por las tablas adentro de su 60"),
    ("es", "somos los rojos, atacábamos, y el 2 de ellos la tiró por la tabla"),
    ("it", "siamo i blu in attacco e il loro 3 la manda fuori dalle sponde"),
    ("it", "siamo i rossi, attaccavamo, e il loro 2 la butta fuori dalle sponde"),
]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "cuantos goles de handicap nos dan si somos 14 contra 18"),
        ("it", "quanti gol di handicap ci danno se siamo 14 contro 18"),
    ],
)
def test_we_are_before_no_team_names_none(lang: str, text: str) -> None:
    # "si somos 14 contra 18" names no team: the question is still one about the rules
    assert not understand(text, lang).complete


@pytest.mark.parametrize(("lang", "text"), WE_ARE_THE_NAMED_TEAM)
def test_their_player_is_never_the_named_teams_role(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert "ATT" not in u.concepts
    assert not (u.complete and "DEF" not in u.concepts)


# --- A slow player who then had the ball ------------------------------------------------------
# A player slow back to the line-up is given extra time only where he stayed out of the play;
# one who then got the ball ("got the ball passed to him", "le pasaron la bocha", "gli hanno
# passato la palla") joined the play, or may have: never the extra time decided.

SLOW_THEN_THE_BALL = [
    ("en", "blue 1 slow back to the line-up got the ball passed to him from the throw in"),
    ("en", "their 2 was slow to the line up and played it off the throw in"),
    ("es", "el azul 1 volvió lento a la fila y le pasaron la bocha desde la tirada"),
    ("es", "el 2 de ellos tardó en volver a la fila y le pegó a la bocha del throw in"),
    ("it", "il blu 1 è arrivato tardi allo schieramento e gli hanno passato la palla dal lancio"),
    ("it", "il loro 2 lento a tornare allo schieramento, ha ricevuto la palla dal lancio"),
]


@pytest.mark.parametrize(("lang", "text"), SLOW_THEN_THE_BALL)
def test_a_slow_player_who_then_had_the_ball_is_no_extra_time(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    answers, _asked = read(text, lang)
    assert answers != "more/line_up/slow_return"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "blue 1 slow back to the line-up at the throw in"),
        ("es", "el azul 1 volvió lento a la fila en la tirada"),
        ("it", "il blu 1 è arrivato tardi allo schieramento al lancio"),
    ],
)
def test_a_slow_player_alone_is_still_given_extra_time(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert answers == "more/line_up/slow_return"


# --- An opponent inside the 30 where the umpire let play go on --------------------------------
# 22.a gives the knocking-in team a Penalty 5.b "if play is stopped because" an opponent was
# inside the 30 when Play was called and the ball hit. Where the words say the umpire let play
# go on ("ump let it go", "el umpire dejó seguir", "l'arbitro ha lasciato giocare"), the penalty
# is offered to confirm, never stated.

INSIDE_30_PLAY_LET_ON = [
    ("en", "our knock in, their 2 still inside the 30 when we hit it, ump let it go"),
    (
        "en",
        "our knock in, their back was inside the 30 as we hit it but the ump let play go on",
    ),
    (
        "es",
        "saque nuestro, el 2 de ellos adentro de la 30 cuando le pegamos, el umpire dejó seguir",
    ),
    ("es", "en nuestro saque uno de ellos estaba a 20 yardas cuando pegamos y lo dejaron jugar"),
    (
        "it",
        "rimessa nostra, il loro 2 dentro le 30 quando abbiamo colpito, ha lasciato giocare",
    ),
    (
        "it",
        "rimessa nostra, il loro back a 20 yarde quando abbiamo colpito, arbitro lascia correre",
    ),
]


@pytest.mark.parametrize(("lang", "text"), INSIDE_30_PLAY_LET_ON)
def test_inside_the_30_with_play_let_on_is_confirmed(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    assert u.narrowed == ("opponent_inside_30",)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our knock in, their 2 still inside the 30 when we hit it, ump blew"),
        (
            "es",
            "saque nuestro, el 2 de ellos adentro de la 30 cuando le pegamos, umpire paró el juego",
        ),
        (
            "it",
            "rimessa nostra, il loro 2 dentro le 30 quando abbiamo colpito, l'arbitro ha fischiato",
        ),
    ],
)
def test_inside_the_30_with_play_stopped_is_decided(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert answers == "more/knock_in_problem/opponent_inside_30"
