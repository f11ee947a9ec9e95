"""The Spanish vocabulary's breadth (issue 17, "words as evidence"): how Argentine polo players
and umpires say each concept in a club chat or to a phone's dictation — Rioplatense words
("atrás del arco", "se fue de fondo", "el caballo mancó", "bocha dividida", "el pito"), the
plain synonyms, other tenses, the bot's own button words typed back — each inside a short
message written here, never one of a corpus'. Then the guards: a word whose stem is another
common word's is written exactly (``=word``), so the other word says nothing ("rodando" is the
ball rolling, no fall; "adelantado" no hit before Play; "para" no stop).
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import trail_of


def _concepts(text: str) -> frozenset[str]:
    return frozenset(understand(text, "es").concepts)


# each concept widened, in several of the new phrasings, each in a message of its own
SAID = [
    # a swing that misses the ball ("pegarle al aire"), the present tense "erra"
    ("MISSED", "en el saque de fondo el 4 le pegó al aire"),
    ("MISSED", "fue a pegarle al aire en el penal 3"),
    ("MISSED", "el que sacaba le erra a la bocha"),
    ("MISSED", "golpe al aire del 2 en el saque"),
    # a shot at goal that did not go in is an attacker's, not a swing that missed the ball
    ("SHOT_AT_GOAL", "el 3 de rojo le pegó al arco y salió"),
    ("SHOT_AT_GOAL", "remató el 2 y se fue afuera"),
    ("SHOT_AT_GOAL", "el 1 le erró al arco por poco"),
    ("SHOT_AT_GOAL", "se comió un gol el 4 de ellos"),
    # the end line, as Rioplatense says it
    ("END_LINE", "se fue de fondo después del tiro"),
    ("END_LINE", "la bocha salió de fondo"),
    ("END_LINE", "pasó por atrás del arco"),
    ("END_LINE", "se fue al costado del arco"),
    ("END_LINE", "la tiró y se fue por atrás"),
    # over the boards
    ("SIDE_BOARDS", "la bocha pasó por encima de la tabla"),
    ("SIDE_BOARDS", "saltó la tabla en la mitad"),
    ("SIDE_BOARDS", "salió afuera por el lateral"),
    # an inadvertent whistle: "el pito" is the whistle too
    ("INADVERTENT", "al umpire se le escapó el pito"),
    ("INADVERTENT", "se le escapó un pitazo al referí"),
    ("INADVERTENT", "fue un pitazo accidental"),
    # the umpire stopping play
    ("STOPPED", "pararon el juego"),
    ("STOPPED", "el referí frenó la jugada"),
    ("STOPPED", "el umpire frenó el juego"),
    # a ball nobody had: loose, "dividida"
    ("NOBODY_HAD", "era una bocha dividida"),
    ("NOBODY_HAD", "la pelota suelta en el medio"),
    ("NOBODY_HAD", "una bocha de nadie"),
    # a ball broken in pieces
    ("BROKE", "la bocha quedó en dos pedazos"),
    ("BROKE", "se quebró la bocha en el golpe"),
    ("BROKE", "la bocha se hizo pedazos"),
    ("BROKE", "se partió al medio la bocha"),
    # a damaged or buried ball
    ("DAMAGED_BALL", "la bocha se quedó en un pozo"),
    ("DAMAGED_BALL", "bocha deformada, pararon"),
    ("DAMAGED_BALL", "la bocha aplastada no se podía jugar"),
    # a fall or an injury
    ("FALLEN", "el caballo mancó"),
    ("FALLEN", "el petiso volteó en la jugada"),
    ("FALLEN", "quedó tirado en el piso el 2"),
    ("FALLEN", "se fracturó la muñeca"),
    # an emergency
    ("EMERGENCY", "había gente en la cancha"),
    ("EMERGENCY", "se metió un chico en la cancha"),
    ("EMERGENCY", "un caballo desbocado"),
    # tack that broke in play (not the words for what a player may wear)
    ("EQUIPMENT", "se le cortó la rienda"),
    ("EQUIPMENT", "se rompió el estribo del 4"),
    ("EQUIPMENT", "perdió una herradura el caballo"),
    ("EQUIPMENT", "se le cayó el casco al 3"),
    # a kick by the horse ("una patada"), the horse running over the ball
    ("HORSE_KICKED", "le dio una patada del caballo a la bocha"),
    ("HORSE_KICKED", "el caballo le dio una patada a la bocha"),
    ("HORSE_KICKED", "el caballo le pasó por arriba a la bocha"),
    ("HORSE_KICKED", "su caballo pasó por encima de la bocha"),
    # the foot ("la mano") of the hitter's own horse
    ("INTO_FOOT", "rebotó en la mano de su propio caballo"),
    ("INTO_FOOT", "pegó en las patas de su propio caballo"),
    # Play not waited for
    ("HIT_BEFORE_PLAY", "le pegó sin esperar el play"),
    ("HIT_BEFORE_PLAY", "sacó sin que digan play"),
    ("HIT_BEFORE_PLAY", "no esperó el play"),
    # the taker's 20 seconds
    ("TWENTY_SEC", "tardó un montón en pegar"),
    ("TWENTY_SEC", "tardó una eternidad en pegar"),
    # a defender inside the 30 at a knock-in
    ("INSIDE_30", "el 2 estaba adelante de la 30"),
    ("INSIDE_30", "uno estaba delante de la línea de 30"),
    ("INSIDE_30", "estaba a menos de 30 yardas del fondo"),
    ("INSIDE_30", "pisando la 30 cuando dijeron play"),
    # slow, delaying, running the clock
    ("SLOW", "iba al tranco"),
    ("SLOW_OPP", "volvía al tranco"),
    ("SLOW", "vino despacito"),
    ("SLOW", "sin apuro ninguno"),
    ("SLOW_OPP", "el 1 de ellos volvió despacito"),
    ("DELAY", "estaban haciendo tiempo"),
    ("DELAY", "lo hizo para ganar tiempo"),
    ("RAN_CLOCK", "sacaban haciendo correr el reloj"),
    ("RAN_CLOCK", "estaban quemando el reloj"),
    # the post hit, or nearly
    ("POST_HIT", "dio en el palo y salió"),
    ("POST_HIT", "la bocha rebotó en el palo"),
    ("POST_HIT", "rozó el poste"),
    ("NEAR_POST", "salió al costado del palo"),
    ("NEAR_POST", "salió rozando el palo"),
    ("NEAR_POST", "a un metro del poste"),
    ("NEAR_POST", "salió cerquita del palo"),
    ("WIDE", "se fue ancha"),
    ("WIDE", "salió ancha por el fondo"),
    ("NEAR_BOARD", "en el córner"),
    ("NEAR_BOARD", "salió cerquita de la tabla"),
    ("OFF_BOARDS", "rozó la tabla y se fue"),
    # field marks as places, the far 60 as "la otra"
    ("THIS_60", "por las tablas cerca de la 40"),
    ("THIS_60", "por la tabla a la altura de la 30"),
    ("FAR_60", "por las tablas en la otra 60"),
    ("FAR_60", "salió en la 60 contraria"),
    # a penalty named by its distance
    ("P2", "un penal de 30 yardas"),
    ("P3", "el penal de 40 para ellos"),
    # the period's end, the horn
    ("PERIOD_END", "terminó el partido con la bocha en la cancha"),
    ("PERIOD_END", "se acabó el partido"),
    ("HORN", "sonó la sirena"),
    ("NOT_HEARD", "no escuchamos la campana"),
    # the line-up reversed
    ("WRONG_WAY", "atacamos el arco equivocado"),
    ("WRONG_WAY", "jugamos para el lado equivocado"),
    ("WRONG_WAY", "estaban dados vuelta"),
    # the umpire throwing the ball in, and the players' "fila"
    ("LINE_UP", "el referí tiró la bocha"),
    ("LINE_UP", "el umpire la tiró"),
    ("LINE_UP", "se empujaban en la fila"),
    # too near the umpire, said "referí"
    ("RUSHED_UMPIRE", "el 3 se le vino encima al referí"),
    ("RUSHED_UMPIRE", "estaba encima del árbitro"),
    # the knock-in's taker, "we" knocking in
    ("KNOCK_IN", "el que sacaba se pasó de la bocha"),
    ("WE_KNOCK_IN", "cuando sacamos el 2 de ellos estaba cerca"),
    # a second approach ("otra pasada"), asking to circle again
    ("SECOND_APPROACH", "hizo otra pasada antes de pegar"),
    ("ASKED_CIRCLE", "le pidió al referí dar otra vuelta"),
    ("ASKED_CIRCLE", "pidió permiso para dar otra vuelta"),
    # fair play possession, as the button says it
    ("NO_FOUL", "posesión por juego limpio para azul"),
    ("NO_FOUL", "no había foul"),
    # a goal, an own goal, whose goal counts
    ("GOAL", "el 3 la embocó"),
    ("OWN_GOAL", "la metimos en nuestro propio arco"),
    ("FIELD_GOAL", "fue gol en juego"),
    ("GOAL_COUNTS", "el gol cuenta"),
    ("AT_WHISTLE", "gol y justo pitó el umpire"),
    ("AT_WHISTLE", "entró sobre el pitazo"),
    ("HURT", "quedaron en desventaja"),
    ("HURT", "les cortó el ataque"),
    ("CAUSE_UNKNOWN", "no vimos quién la tocó"),
    # the side, once no verb takes its "por" ("la tiró por el costado")
    ("SIDE_BOARDS", "el 2 la tiró por el costado"),
    ("SIDE_BOARDS", "un defensor la mandó por el costado"),
    ("KNOCK_IN", "tardó mil años en sacar"),
    ("PASSED_BALL", "el que pateaba pasó al lado de la bocha"),
    ("HIT_AGAIN", "la volvió a tocar antes que nadie"),
    ("HIT_AGAIN", "le pegó otra vez él mismo"),
    ("DANGEROUS", "fue una jugada con mucho riesgo"),
    ("NOT_DANGEROUS", "la jugó sin riesgo"),
    ("BALL_LEFT_LINE_UP", "la bocha ya salió de la fila"),
    ("BETWEEN_PERIODS", "lo vieron en el entretiempo"),
    ("BETWEEN_PERIODS", "en el medio tiempo"),
    ("CHANGING_HORSES", "estaba cambiando de petiso"),
    ("OWN_HORSE", "rebotó en su propio petiso"),
    ("FOUL", "faul del 3"),
]


@pytest.mark.parametrize(("concept", "text"), SAID)
def test_the_new_phrasings_say_their_concept(concept: str, text: str) -> None:
    assert concept in _concepts(text)


# a word whose stem another common word shares says nothing in that other word
NOT_SAID = [
    # "rodando": the ball rolling, no horse that fell ("rodó")
    ("FALLEN", "la bocha iba rodando hacia el arco"),
    # "adelantado": a player ahead, not a hit before Play ("se adelantó")
    ("HIT_BEFORE_PLAY", "el 2 de ellos estaba adelantado en el saque"),
    # "empuja": a player or a horse pushing the ball, no players jostling ("empujándose")
    ("JOSTLING", "en el tiro libre la empuja como 15 yardas"),
    # "cortó", "corta": cutting, not a ball short of 30 yards
    ("UNDER_30", "se le cortó la cincha"),
    ("UNDER_30", "el 2 corta y se la roba"),
    # "para": the preposition, not the umpire stopping play ("paró")
    ("STOPPED", "posesión por juego limpio para azul"),
    ("STOPPED", "qué es lo mejor para el juego"),
    # "de costado" is "costado" once its stop word is out: any side, not an angled play
    ("ANGLE_PLAY", "la tiró por el costado"),
    # another's horse: the ball came off it, not off the hitter's own horse's foot
    ("INTO_FOOT", "salió de fondo después de pegar en la mano del caballo de ellos"),
    # where the ball was taken, where the umpire looked: not the line-up reversed
    ("WRONG_WAY", "se la llevó para el otro lado"),
    ("WRONG_WAY", "el umpire miraba para el otro lado"),
    # "hace tiempo": a while ago, not a delay
    ("DELAY", "hace tiempo que juego, una consulta"),
    # slow back to his place is no taker's 20 seconds
    ("TWENTY_SEC", "tardó un montón en volver"),
    # missing the goal is no swing that missed the ball
    ("MISSED", "le erró al arco y se fue de fondo"),
    ("MISSED", "dando la vuelta después de errar el arco"),
    # where play or the ball went is no place: not the far 60 ("del otro lado")
    ("FAR_60", "se la llevó para el otro lado"),
    ("FAR_60", "el umpire miraba para otro lado"),
    # "la otra 60" is the far one, never this goal's
    ("THIS_60", "por las tablas en la otra 60"),
    # an umpire who throws the ball in hits nothing out
    ("HIT_OUT", "el referí tiró la bocha y el 2 la tocó"),
    # "se cambian los lados" after a goal is no reversed line-up
    ("WRONG_WAY", "después de un penal 1 se cambian los lados?"),
]


@pytest.mark.parametrize(("concept", "text"), NOT_SAID)
def test_a_word_sharing_a_stem_says_nothing_of_the_other_concept(concept: str, text: str) -> None:
    assert concept not in _concepts(text)


@pytest.mark.parametrize(
    ("text", "trail"),
    [
        # a whole ruling from the new words
        (
            "penal 2, el caballo le dio una patada a la bocha y entró",
            ["foul_shot", "p2", "horse_kicked_ball"],
        ),
        (
            "le pegó un defensor, rebotó en el palo y se fue de fondo al costado del palo "
            "izquierdo",
            ["end_line", "defender_post", "near_left_post"],
        ),
        (
            "un atacante la mandó por encima de la tabla en la otra 60, tabla derecha",
            ["side_boards", "attacker", "right_far_60"],
        ),
        (
            "se le escapó el pito al umpire, bocha dividida en media cancha del lado izquierdo",
            ["play_stopped", "inadvertent_whistle", "nobody", "left_between_60s"],
        ),
        (
            "pararon porque el caballo mancó, bocha suelta en media cancha del lado derecho",
            ["play_stopped", "fallen_injured", "nobody", "right_between_60s"],
        ),
        (
            "un defensor la sacó por el fondo, rozando el palo derecho",
            ["end_line", "defender", "near_right_post"],
        ),
    ],
)
def test_the_new_words_make_a_whole_path(text: str, trail: list[str]) -> None:
    assert trail_of(text, "es") == trail


@pytest.mark.parametrize(
    ("text", "start"),
    [
        # a swing that missed at a knock-in is that knock-in's problem
        (
            "en el saque de fondo el 4 le pegó al aire",
            ["more", "knock_in_problem", "swing_and_miss"],
        ),
        # the umpire's whistle slipped: play stopped by an inadvertent whistle
        ("se le escapó el pito al referí", ["play_stopped", "inadvertent_whistle"]),
        # a ball in two pieces
        ("la bocha quedó en dos pedazos en el throw in", ["more", "ball_broke"]),
    ],
)
def test_the_new_words_reach_their_situation(text: str, start: list[str]) -> None:
    assert trail_of(text, "es")[: len(start)] == start
