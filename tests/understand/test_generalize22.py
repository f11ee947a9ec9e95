"""Round 22 (issue 17): patterns from the seventeenth session, stated as rules, in new words.

Two answers a message gives at once that the core rules alike (but for the clause it cites)
are no question: the ruling does not hang on which one it was."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        (
            "en",
            "penalty 2 to blue, their 4 rode by the ball without swinging and wants another "
            "run at it. can he?",
            "foul_shot/p2/passed_ball",
        ),
        (
            "es",
            "penal 3 para los rojos, el 2 pasó de largo la bocha sin pegarle y quiere volver "
            "a encarar. ¿puede?",
            "foul_shot/p3/passed_ball",
        ),
        (
            "it",
            "rigore 2 per i bianchi, il loro 3 supera la palla senza colpirla e vuole rifare "
            "la rincorsa. si può?",
            "foul_shot/p2/passed_ball",
        ),
    ],
)
def test_a_passed_ball_and_a_second_run_at_it_are_one_ruling(
    lang: str, text: str, path: str
) -> None:
    # the passed ball and the second approach each give the other team Penalty 5.a (22.b)
    assert read(text, lang) == (path, None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the ump did not hesitate: penalty 1, goal for us. do we swap ends now?"),
        ("es", "el referí ni lo pensó: penal 1 y gol para nosotros. ¿se cambia de lado?"),
        ("it", "l'arbitro non ha esitato: rigore 1, gol per noi. si cambia campo?"),
    ],
)
def test_a_not_ends_at_its_clause(lang: str, text: str) -> None:
    # the "not" is the umpire's hesitation, never the Penalty 1 said after the colon: read
    # without it, the goal was taken as one from play (ends changed), a wrong ruling
    understood = understand(text, lang)
    assert "P1" in understood.concepts
    assert not understood.complete or read(text, lang)[0] == "goal/penalty_1"


@pytest.mark.parametrize(
    ("lang", "text", "gone"),
    [
        # "bocha … dan" read as "bocha dañada" across two full stops
        ("es", "el 2 de ellos se tiró encima de la bocha. Pararon. ¿Qué nos dan?", "DAMAGED_BALL"),
        # "loro 2. La battuta" read as "battuta loro": their knock-in
        (
            "it",
            "è uscita di lato, l'ultimo a toccarla il loro 2. La battuta tocca a noi. Da dove?",
            "THEY_KNOCK_IN",
        ),
    ],
)
def test_no_phrase_spans_a_full_stop(lang: str, text: str, gone: str) -> None:
    assert gone not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "over the boards inside the 60, their 2 hit it last. so the knock in is ours, where?",
        ),
        (
            "es",
            "salió por las tablas adentro de la 60, la tocó el 2 de ellos. saque nuestro, ¿dónde?",
        ),
        ("it", "uscita di lato dentro i 60, l'ha toccata il loro 2. la battuta è nostra, da dove?"),
    ],
)
def test_a_knock_in_said_after_a_ball_over_the_boards_gives_no_role(lang: str, text: str) -> None:
    # the free hit's loose name: who takes it is the team that did not hit it out, attacking
    # or defending, and inside a 60 which one it is decides where (asked, never guessed)
    assert read(text, lang) == ("side_boards", "side_who")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ump stopped for an equipment check, their 3's headstall had broken. we had it."),
        ("es", "pararon a revisar el equipo, se le rompió la cabezada al 3. la teníamos nosotros"),
        (
            "it",
            "fischio per controllare l'attrezzatura, si è rotta la testiera del 3. palla nostra",
        ),
    ],
)
def test_a_check_of_broken_gear_is_that_gears_stop(lang: str, text: str) -> None:
    # broken tack is an unexpected event (22.h): who had the ball is what follows, never the
    # plain throw-in of a stop "to check equipment" (22.e(4))
    assert read(text, lang)[0].startswith("play_stopped/emergency")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "yellow 1 pulled his shot wide of the goal. blacks knock in, right?"),
        ("es", "el amarillo 1 tiró desviado afuera del arco. ¿saque de los negros, no?"),
        ("it", "il giallo 1 tira largo di un metro. rimessa dei neri, giusto?"),
    ],
)
def test_the_team_taking_the_knock_in_that_followed_touched_nothing(lang: str, text: str) -> None:
    # the blacks defend that goal, which says nothing of who put the ball out: yellow's shot
    answers, _asked = read(text, lang)
    assert answers.startswith("end_line/attacker")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our 3 hit in from the back line and their 1 was 18 yds from the line at play"),
        ("es", "nuestro 3 sacó de fondo y el 1 de ellos estaba a 18 yardas de la línea en el play"),
        ("it", "il nostro 3 ha battuto dal fondo e il loro 1 era a 18 yarde dalla linea al play"),
    ],
)
def test_the_side_of_the_player_knocking_in_is_the_knocking_side(lang: str, text: str) -> None:
    # so the other side's player fewer than 30 yards from the line is the opponent inside the
    # 30 (22.a: Penalty 5.b to the team knocking in)
    assert read(text, lang) == ("more/knock_in_problem/opponent_inside_30", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "se quebró el estribo del 2 de ellos y el umpire paró. ¿cómo sigue?"),
        ("it", "si spezza la staffa del loro 3, l'arbitro ferma tutto. come si riparte?"),
    ],
)
def test_a_break_verb_before_a_horses_tack_is_broken_equipment(lang: str, text: str) -> None:
    # broken tack is an unexpected event (22.h): who had the ball is what follows
    assert read(text, lang)[0] == "play_stopped/emergency"


def test_a_ball_wedged_in_the_ground_is_a_damaged_ball() -> None:
    text = "the ball got wedged in a hole near the 100, nobody could dig it out, ump blew"
    assert read(text, "en")[0].startswith("play_stopped/damaged_ball")


@pytest.mark.parametrize(
    ("lang", "text", "fouled"),
    [
        ("en", "we scored at the same moment the ump whistled our 2 for crossing", "attackers"),
        ("en", "they scored just as the umpire blew for our 4 hooking", "defenders"),
        (
            "it",
            "andiamo a rete e nello stesso istante l'arbitro fischia un fallo del loro 2",
            "defenders",
        ),
    ],
)
def test_the_player_a_whistle_was_blown_against_fouled(lang: str, text: str, fouled: str) -> None:
    # a goal at the whistle (22.c): who committed the foul decides whether the goal can count
    assert read(text, lang)[0].startswith(f"more/goal_at_whistle/{fouled}")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "a horse got loose, we were attacking and the umps gave us the ball. where from?"),
        (
            "es",
            "se soltó un caballo, atacábamos nosotros y los umpires nos dieron la bocha. ¿dónde?",
        ),
        ("it", "entra un cane in campo, attaccavamo noi e gli arbitri ci danno la palla. da dove?"),
    ],
)
def test_the_ball_given_to_a_side_at_a_stop_is_its_possession_play(lang: str, text: str) -> None:
    # 22.h gives the team in possession the ball only when the stop disadvantaged it
    answers, _asked = read(text, lang)
    assert answers.startswith("play_stopped/")
    assert answers.endswith("/attackers_hurt")


def test_a_hit_at_the_ball_is_no_ball_given() -> None:
    text = "el uno nuestro volvía de cambiar caballo en el saque de ellos y le dio a la bocha"
    assert "FAIR_PLAY" not in understand(text, "es").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "how long is a chukka in the states and how long is half time?"),
        ("es", "¿qué penal le dan al que te zigzaguea adelante del caballo?"),
        ("it", "che rigore si dà a chi ti zigzaga davanti al cavallo?"),
    ],
)
def test_questions_other_rules_decide_are_out_of_scope(lang: str, text: str) -> None:
    # a period's length, the penalty for a foul: Rules 20 and 22 decide neither
    assert understand(text, lang).out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 3 banged one thru from 50 yards out. do we change ends?"),
        ("es", "el 2 nuestro la clavó de lejos. ¿cambiamos de lado?"),
        ("es", "la metió el 4 de ellos. ¿cómo sigue?"),
    ],
)
def test_a_goal_in_chat_verbs_is_a_goal_from_play(lang: str, text: str) -> None:
    # "la clavó" with the ball's pronoun is a goal, never the ball buried ("se clavó")
    assert read(text, lang) == ("goal/field_goal", None)


def test_a_ball_stuck_in_the_ground_is_still_a_damaged_ball() -> None:
    assert read("la bocha se clavó en un pozo y pararon", "es")[0].startswith(
        "play_stopped/damaged_ball"
    )


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        # a place far from both 60s, no free hit from the 60
        (
            "cade il loro 1, la palla era a centrocampo, lontano dalle 60. come si riparte?",
            "FREE_HIT_60",
        ),
        # the ball put back in play, any restart: no knock-in
        (
            "si ferma per un cavallo zoppo, nessuno aveva la palla. come la rimettono in gioco?",
            "KNOCK_IN",
        ),
        # "il nostro 2 ha girato la mazza": a swing, no second circle
        (
            "il loro 3 e il nostro 2 hanno girato la mazza insieme, palla fuori di lato",
            "SECOND_APPROACH",
        ),
    ],
)
def test_italian_place_restart_and_swing_words_say_only_that(text: str, gone: str) -> None:
    assert gone not in understand(text, "it").concepts
