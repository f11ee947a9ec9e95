"""Which situation a message is about, chosen from all it says (issue 17, item 2): each pattern
stated as a rule and tried in several phrasings and languages, none of them one message's words.

The situation is the first answer of the tree (``what_happened``) and, under **More…**, the
``more`` submenu's; what the message says of the situation's own questions is other tests'.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import trail_of


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "at the knock in the umpire blew the whistle and gave the other side a pen 4"),
        ("en", "we were hitting in and the ump whistled, what now"),
        ("es", "en el saque de fondo de los azules el umpire pitó y dio penal 4"),
        ("es", "sacando del fondo pitaron, qué pasa"),
        ("it", "sulla rimessa dal fondo l'arbitro fischia e dà un rigore"),
        ("it", "knock in dei bianchi, l'arbitro ha fischiato"),
    ],
)
def test_a_knock_in_named_with_the_whistle_is_that_knock_ins_problem(lang: str, text: str) -> None:
    # the whistle (and the penalty it gave) happened at the knock-in: not play stopped
    assert trail_of(text, lang)[:2] == ["more", "knock_in_problem"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "knock in, then a player fell and the umpire stopped play"),
        ("es", "en el saque de fondo se cayó un jugador y el umpire paró el juego"),
    ],
)
def test_a_knock_in_with_a_reason_to_stop_play_is_asked(lang: str, text: str) -> None:
    # two situations the words both hold: asked, never picked
    assert trail_of(text, lang) == []
    assert understand(text, lang).disagreeing


@pytest.mark.parametrize(
    "text",
    ["el 3 de ellos le pegó antes del play, qué dan", "qué dan si el caballo pisa la bocha?"],
)
def test_what_do_they_give_is_no_damaged_ball(text: str) -> None:
    # "dan" (they give) is the stem of "dañada": the word itself says a damaged ball
    assert "DAMAGED_BALL" not in understand(text, "es").concepts
    assert "DAMAGED_BALL" in understand("la bocha quedó dañada y pararon", "es").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "on the penalty 3 the pony kicked the ball and it rolled between the posts, goal?"),
        ("en", "they took the penalty 2 before play and scored"),
        ("es", "en el penal 3 el caballo pateó la bocha y entró al arco, vale el gol?"),
        ("es", "tiro de penal antes del play y fue gol"),
        ("it", "sulla punizione 2 il cavallo ha calciato la palla ed è entrata in porta, gol?"),
        ("it", "rigore battuto prima del play, e ha segnato"),
    ],
)
def test_a_foul_shot_that_went_wrong_is_the_foul_shot_though_it_scored(
    lang: str, text: str
) -> None:
    # the goal is the foul shot's result: the foul shot's ruling says whether it stands
    assert trail_of(text, lang)[:1] == ["foul_shot"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "after the penalty 2 we scored a field goal"), ("it", "rigore 3, gol")],
)
def test_a_penalty_and_a_goal_with_nothing_wrong_are_not_the_foul_shots(
    lang: str, text: str
) -> None:
    assert trail_of(text, lang)[:1] != ["foul_shot"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 2 hit it over the end line in the corner, right by the side boards"),
        ("en", "over the back line, basically touching the boards"),
        ("es", "cruzó la línea de fondo en la esquina, pegada a la tabla"),
        ("es", "se fue por el fondo en el rincón junto a las tablas"),
        ("it", "uscita sul fondo nell'angolo, attaccata alla sponda"),
    ],
)
def test_the_boards_beside_an_end_line_in_the_corner_are_the_end_line_near_the_board(
    lang: str, text: str
) -> None:
    trail = trail_of(text, lang)
    assert trail[:1] == ["end_line"]
    assert "NEAR_BOARD" in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the umpire blew the whistle because a player fell, ball loose by the side boards"),
        ("en", "ump stopped play for a fallen horse, the ball was up against the boards"),
        ("es", "el umpire pitó porque se cayó un jugador, la bocha estaba en las tablas"),
        ("it", "l'arbitro fischia perché è caduto un giocatore, palla vicino alle sponde"),
        ("it", "l'arbitro ha fermato il gioco per un cane in campo, la palla era sulla sponda"),
        ("en", "ump blew the whistle, a rider fell, ball sitting near the end line"),
        ("es", "el umpire paró el juego porque se cayó un jugador, la bocha cerca del fondo"),
    ],
)
def test_play_stopped_for_a_reason_with_the_ball_by_the_boards_is_play_stopped(
    lang: str, text: str
) -> None:
    # the boards are where the ball was, not a ball over them
    assert trail_of(text, lang)[:1] == ["play_stopped"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "red hit it over the side boards and the umpire blew, a player fell"),
        ("es", "la tiró por las tablas y el umpire pitó porque se cayó un jugador"),
    ],
)
def test_a_ball_hit_over_the_boards_and_a_fall_is_asked(lang: str, text: str) -> None:
    assert trail_of(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "red hit it over the side boards 30 yards from the end line"),
        ("en", "ball over the boards about 45 yds from their back line, blue hit it"),
        ("es", "se fue por las tablas a 40 yardas de la línea de fondo"),
        ("es", "la tiró por la tabla como a 25 metros del fondo"),
        ("it", "palla oltre le sponde a 30 yarde dalla linea di fondo"),
    ],
)
def test_an_end_line_a_distance_is_measured_from_is_no_end_line_crossing(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert trail_of(text, lang)[:1] == ["side_boards"]
    # nearer than the 60-yard line: inside that end's 60, this goal's (the nearest)
    assert "THIS_60" in understood.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "over the boards 80 yards from the back line"),
        ("es", "por las tablas a 90 yardas del fondo"),
    ],
)
def test_a_distance_beyond_the_60_from_an_end_line_says_no_zone(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert trail_of(text, lang)[:1] == ["side_boards"]
    assert not understood.concepts & {"THIS_60", "MIDFIELD", "FAR_60"}


def test_an_end_line_with_no_distance_before_it_is_still_crossed() -> None:
    assert trail_of("from the throw in red hit it over the end line", "en")[:1] == ["end_line"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 3 hit it over the side boards"),
        ("en", "our 2 put it over the boards off their 4's pony"),
        ("es", "el 1 de ellos la tiró por las tablas"),
        ("es", "nuestro 2 la mandó por la tabla"),
        ("it", "il loro 1 la spara oltre le sponde"),
        ("it", "il nostro 3 l'ha mandata sulla sponda"),
    ],
)
def test_a_players_number_before_the_boards_is_no_distance(lang: str, text: str) -> None:
    # a number with no unit after it is a player's: the ball went over the boards
    assert trail_of(text, lang)[:1] == ["side_boards"]
    assert "NEAR_BOARD" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "over the end line 2 yards from the left post"),
        ("en", "over the end line 2 from the left post"),
        ("es", "por el fondo a 2 yardas del poste izquierdo"),
        ("it", "uscita sul fondo a 2 yarde dal palo sinistro"),
    ],
)
def test_a_number_with_its_unit_is_still_a_distance(lang: str, text: str) -> None:
    assert "NEAR_POST" in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "after their goal our 2 was slow coming to the throw in, ump threw it in anyway"),
        ("en", "after we scored there was shoving at the line up"),
        ("es", "después del gol hubo empujones en el throw in"),
        ("es", "luego del gol el 4 de ellos vino lentísimo a la alineación"),
        ("it", "dopo il loro gol spintoni allo schieramento"),
        ("it", "dopo il nostro gol il loro 1 torna pianissimo allo schieramento"),
    ],
)
def test_a_goal_as_the_time_of_a_line_up_problem_is_the_line_ups(lang: str, text: str) -> None:
    assert trail_of(text, lang)[:2] == ["more", "line_up"]


# "after the goal, where does the umpire throw it in?", the time after a goal asked about
# alone: 22.e(1)'s sentence (test_patterns_after_a_goal.py)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the ball shattered on the knock in"),
        ("en", "ball broke in half during play"),
        ("es", "la bocha se partió en dos en el saque"),
        ("es", "se hizo pedazos la bocha en el penal"),
        ("it", "la palla si spacca sulla rimessa"),
        ("it", "durante il gioco la palla si è rotta"),
    ],
)
def test_a_ball_broken_in_slang_is_a_broken_ball(lang: str, text: str) -> None:
    assert trail_of(text, lang)[:2] == ["more", "ball_broke"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "l'arbitro ha fermato il gioco, si è rotta la testiera del cavallo"),
        ("it", "si sono rotte le redini, l'arbitro ferma, la palla era a metà campo"),
        ("it", "staffa rotta al loro 4, fischio, la palla ce l'avevamo noi"),
        ("it", "il nostro 1 ha perso la staffa e l'arbitro ha fermato"),
    ],
)
def test_broken_tack_is_an_unexpected_event_not_the_ball(lang: str, text: str) -> None:
    # tack that fails in play is 22.h's "other perceived emergency or unexpected event": whoever
    # had the ball may keep it (docs/readings.md), never a broken ball
    assert trail_of(text, lang)[:2] == ["play_stopped", "emergency"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the ump stopped play to check equipment, we had the ball"),
        ("en", "ump blew for a broken mallet, we had the ball"),
        ("es", "el referí paró para revisar el equipo, la teníamos nosotros"),
        ("it", "l'arbitro ferma il gioco per una mazza rotta, avevamo la palla"),
    ],
)
def test_a_stop_to_check_equipment_or_for_a_mallet_is_no_22h_event(lang: str, text: str) -> None:
    # a check, or a broken mallet (which stops nothing by itself), is no emergency: whoever had
    # the ball, play is thrown in where it stopped
    assert trail_of(text, lang)[:2] == ["play_stopped", "other"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "chukker over, the ball was still in the field"),
        ("en", "the chukka is over, what happens"),
        ("es", "se acabó el chukker con la bocha en la cancha"),
        ("it", "chukker finito, palla in campo"),
    ],
)
def test_a_chukker_over_is_a_period_ended(lang: str, text: str) -> None:
    assert trail_of(text, lang)[:2] == ["more", "period_ended"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "on the knock in he whiffs it completely"),
        ("es", "en el saque de fondo tiró el swing y no le dio a la bocha"),
        ("es", "penal 3, hizo el swing y no le pegó a la bocha"),
        ("it", "sulla rimessa dal fondo liscia la palla"),
    ],
)
def test_a_swing_that_misses_the_ball_is_a_miss(lang: str, text: str) -> None:
    assert "MISSED" in understand(text, lang).concepts
    assert trail_of(text, lang)[:1] in (["more"], ["foul_shot"])


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "blue was riding toward goal and the umpire blew by mistake"),
        ("en", "a scramble in front of the goal, then it rolled over the back line"),
        ("es", "iba con la bocha hacia el arco y el umpire pitó por error"),
        ("es", "lío frente al arco y la bocha se fue por el fondo"),
        ("it", "andava verso la porta e l'arbitro ha fischiato per errore"),
        ("it", "mischia davanti alla porta e la palla esce sul fondo"),
    ],
)
def test_the_goal_as_a_direction_or_place_is_no_goal_scored(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "GOAL" not in understood.concepts
    assert trail_of(text, lang)[:1] in (["play_stopped"], ["end_line"])


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "we knocked in and their 2, off the field changing horses, came on and played it"),
        (
            "es",
            "en nuestro saque de fondo el 3 de ellos estaba afuera de la cancha cambiando de "
            "caballo, entró y le pegó",
        ),
        ("it", "rimessa dal fondo nostra, il loro 4 era fuori campo cambiando cavallo e gioca"),
    ],
)
def test_changing_horses_at_a_knock_in_is_why_a_player_was_off_the_field(
    lang: str, text: str
) -> None:
    assert trail_of(text, lang)[:3] == ["more", "knock_in_problem", "off_field_opponent_played"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "free hit from the 60, their 3 came in at an angle and took it"),
        ("es", "tiro libre desde la 60, hubo empujones y el 2 de ellos se la llevó"),
    ],
)
def test_a_line_up_word_at_a_free_hit_from_the_60_is_the_free_hits(lang: str, text: str) -> None:
    assert trail_of(text, lang)[:2] == ["more", "sixty"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "60 yd free hit for us, our 2 tapped it and hit it again"),
        ("en", "on the free hit off the 60 their 4 played it first"),
        ("it", "free hit dai 60 per noi, il nostro 2 la tocca e la riprende"),
        ("it", "tiro libero dai 60, il loro 3 la gioca"),
    ],
)
def test_a_free_hit_from_the_60_in_chat_words(lang: str, text: str) -> None:
    assert trail_of(text, lang)[:2] == ["more", "sixty"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "after a goal both teams lined up the wrong way for the rest of the chukker"),
        ("es", "después del gol jugaron todo el chukker en la dirección equivocada"),
        ("it", "dopo il gol hanno giocato nella direzione sbagliata"),
    ],
)
def test_a_goal_as_the_time_of_a_reversed_line_up_is_the_reversed_line_ups(
    lang: str, text: str
) -> None:
    assert trail_of(text, lang)[:2] == ["more", "wrong_way"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "right as our shot goes in the umpire blows the whistle for a foul"),
        ("en", "blue scored and at the same moment the ump whistled"),
        ("es", "metimos gol y en el mismo momento el umpire pitó"),
        ("es", "al mismo tiempo que entraba el gol sonó el silbato del umpire"),
        ("it", "segniamo e nello stesso istante l'arbitro fischia"),
        ("it", "proprio mentre segnano l'arbitro ha fischiato"),
    ],
)
def test_a_goal_and_the_whistle_at_one_moment_is_a_goal_at_the_whistle(
    lang: str, text: str
) -> None:
    assert trail_of(text, lang)[:2] == ["more", "goal_at_whistle"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 2 goes in for the ball and the umpire blew"),
        ("es", "al mismo tiempo el umpire pitó"),
    ],
)
def test_the_whistle_at_one_moment_with_no_goal_is_no_goal_at_the_whistle(
    lang: str, text: str
) -> None:
    assert trail_of(text, lang)[:2] != ["more", "goal_at_whistle"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 3 and their man took 25 seconds to hit it"),
        ("es", "penal 5a, pasaron como 30 segundos y no le pegaba"),
        ("it", "punizione 2, il loro 3 ci mette 40 secondi a battere"),
    ],
)
def test_a_count_of_seconds_over_the_foul_shots_20_is_its_20_seconds(lang: str, text: str) -> None:
    assert "TWENTY_SEC" in understand(text, lang).concepts
    assert trail_of(text, lang)[:1] == ["foul_shot"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 3, he hit it after 15 seconds"),
        ("es", "en el saque de fondo pasaron 14 segundos"),
        ("it", "sulla rimessa sono passati 25 secondi"),
    ],
)
def test_a_count_within_the_limit_or_at_a_knock_in_says_nothing(lang: str, text: str) -> None:
    assert not understand(text, lang).concepts & {"TWENTY_SEC", "TEN_SEC"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their knock in and the umpire gave us a penalty 5b, why"),
        ("es", "en el saque de fondo de ellos nos dieron penal 4"),
        ("it", "sulla rimessa dal fondo ci hanno dato un rigore 4, giusto?"),
    ],
)
def test_a_penalty_given_at_a_knock_in_is_the_knock_ins_problem(lang: str, text: str) -> None:
    assert trail_of(text, lang)[:2] == ["more", "knock_in_problem"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 2 went wide over the back line, knock in"),
        ("es", "el tiro de penal 3 se fue por el fondo, saque de fondo"),
    ],
)
def test_a_penalty_that_went_out_before_a_knock_in_is_not_the_knock_ins(
    lang: str, text: str
) -> None:
    assert trail_of(text, lang)[:2] != ["more", "knock_in_problem"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "fair play possession to the blues inside the 60, where is the ball put"),
        ("en", "umpire gave a fair play ball to us"),
        ("es", "posesión por fair play para los rojos, dónde se pone la bocha"),
        ("it", "possesso per fair play ai bianchi, dove va la palla"),
    ],
)
def test_a_fair_play_possession_is_a_fair_play_stop_its_event_unsaid(lang: str, text: str) -> None:
    assert trail_of(text, lang)[:2] == ["play_stopped", "fair_play_event"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the ump stopped it, we had possession around midfield. where's the throw in?"),
        ("es", "el referí paró el juego, la teníamos nosotros en la mitad de la cancha"),
        ("it", "l'arbitro ha fermato il gioco, il possesso era nostro a metà campo"),
    ],
)
def test_a_stop_told_with_whose_ball_it_was_is_one_of_22h_events_unsaid(
    lang: str, text: str
) -> None:
    # possession decides only 22.h's restart: a stop told with it and no reason is one of 22.h's
    # five events (a stop for anything else is thrown in whoever had the ball)
    assert trail_of(text, lang)[:2] == ["play_stopped", "fair_play_event"]


@pytest.mark.parametrize(
    ("lang", "text", "reason"),
    [
        ("en", "the ump stopped it for a broken stirrup, we had possession", "emergency"),
        ("en", "the ump stopped it to check equipment, we had possession", "other"),
        ("en", "the ump stopped it, no foul, we had possession", "perceived_violation"),
        ("es", "el referí paró porque se cayó el 2, la teníamos nosotros", "fallen_injured"),
    ],
)
def test_a_stop_with_whose_ball_and_its_reason_told_is_that_reasons(
    lang: str, text: str, reason: str
) -> None:
    assert trail_of(text, lang)[:2] == ["play_stopped", reason]


def test_fair_play_alone_is_no_possession() -> None:
    # "fair play" alone is sportsmanship as often as the possession rule
    assert trail_of("is that fair play?", "en")[:1] != ["play_stopped"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 1 shot wide over the back line, then took ages wasting time, delay"),
        ("en", "it went over the end line and one of theirs was inside 30 yards when we hit it"),
        ("es", "tiro desviado del 2 de ellos y después hizo tiempo volviendo a la 30"),
        ("it", "tiro largo sul fondo, poi il loro 1 rientra al passo a perdere tempo"),
    ],
)
def test_a_knock_ins_own_problem_after_a_ball_over_the_end_line_is_the_knock_ins(
    lang: str, text: str
) -> None:
    # the ball over the end line is restarted by the knock-in: the later event decides
    assert trail_of(text, lang)[:2] == ["more", "knock_in_problem"]


@pytest.mark.parametrize(
    ("lang", "text", "event"),
    [
        (
            "en",
            "their back hit it over his own back line, safety to us, and our 3 made a second "
            "approach",
            "second_approach",
        ),
        (
            "es",
            "el back de ellos la tiró por su propio fondo, safety para nosotros. nuestro 3 hizo "
            "una segunda aproximación y le pegó",
            "second_approach",
        ),
    ],
)
def test_a_safetys_own_problem_after_the_ball_over_the_end_line_is_the_safetys(
    lang: str, text: str, event: str
) -> None:
    # a Safety is a Penalty 6: a second approach (only a foul shot has one) is that foul shot's,
    # the later event, though the ball over the end line that gave it is told too
    assert trail_of(text, lang) == ["foul_shot", "p6", event]


def test_going_round_again_asked_for_in_italian_is_asked_never_decided() -> None:
    # "chiede di ripetere la rincorsa": asked for, or done (a used approach may be told in words
    # not read): which is asked
    text = "rigore 3 per noi, il nostro 2 si avvicina e ora chiede di ripetere la rincorsa"
    understood = understand(text, "it")
    assert not understood.decided
    assert {"asked_to_circle_again", "second_approach"} <= set(understood.disagreeing)
