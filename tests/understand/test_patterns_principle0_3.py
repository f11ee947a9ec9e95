"""Principle 0, third pass (issue 17): never tell an official something the words did not say.
Each test states one pattern of words that leave a fact open (or say nothing of it), in several
phrasings and in each language where it exists; the bot must ask that fact, never state it."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- A distance from the boards is a place in the field -------------------------------------
# "the umpire threw it in 10 yards off the boards": how far from the boards something was done
# says where in the field, never that the ball went wide of a goal (over an end line).

FAR_FROM_THE_BOARDS = [
    ("en", "the umpire threw the ball in about 10 yards off the boards"),
    ("en", "ump bowled it in 15 yards from the boards to keep the centre good"),
    ("es", "el umpire tiró la bocha a 10 yardas de las tablas"),
    ("es", "el referí la lanzó como a 15 yardas de la tabla"),
    ("it", "l'arbitro ha lanciato la palla a 10 yarde dalle sponde"),
    ("it", "ha tirato dentro a tipo 15 yarde dalla sponda"),
]


@pytest.mark.parametrize(("lang", "text"), FAR_FROM_THE_BOARDS)
def test_yards_from_the_boards_are_no_ball_wide_of_a_goal(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert "WIDE" not in u.concepts
    assert "END_LINE" not in u.concepts
    answers, _asked = read(text, lang)
    assert not answers.startswith("end_line")


YARDS_FROM_THE_POST_STILL_WIDE = [
    ("en", "went over the back line 10 yards from the left post"),
    ("es", "salió de fondo a 10 yardas del palo izquierdo"),
    ("it", "è uscita dal fondo a 10 yarde dal palo sinistro"),
]


@pytest.mark.parametrize(("lang", "text"), YARDS_FROM_THE_POST_STILL_WIDE)
def test_yards_from_a_post_are_still_wide(lang: str, text: str) -> None:
    assert "WIDE" in understand(text, lang).concepts


# --- A ball going slowly is no slow player --------------------------------------------------
# "se fue despacito de fondo": the slowness is how the ball rolled. A slow player at a
# knock-in needs a player who was slow, so the knock-in's problem is never read from it.

BALL_WENT_SLOWLY = [
    ("en", "their 2 cut it back and it rolled slowly over the back line"),
    ("en", "the ball went slowly over the end line off their 3"),
    ("es", "el 2 de ellos la cortó y se fue despacito de fondo"),
    ("es", "la bocha salió despacio por el fondo después del tiro"),
    ("it", "il loro 2 l'ha tagliata ed è uscita piano dal fondo"),
    ("it", "la palla è rotolata lentamente oltre la linea di fondo"),
]


@pytest.mark.parametrize(("lang", "text"), BALL_WENT_SLOWLY)
def test_a_ball_going_slowly_is_no_slow_player(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert "SLOW" not in u.concepts
    answers, _asked = read(text, lang)
    assert answers.startswith("end_line")


PLAYER_WENT_SLOWLY = [
    ("en", "their 1 shot wide and came back slowly to the 30"),
    ("es", "el 1 de ellos tiró desviado y volvió re lento a la 30"),
    ("it", "il loro 1 ha tirato fuori e poi gira piano in fondo"),
]


@pytest.mark.parametrize(("lang", "text"), PLAYER_WENT_SLOWLY)
def test_a_player_going_slowly_is_still_slow(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert u.concepts & {"SLOW", "SLOW_OPP"}


# --- A miss said as the time of what followed is no swing at the knock-in -----------------------
# "still circling deep after missing": the miss was his shot before the knock-in; a swing that
# missed the ball at the knock-in needs words that say the swing missed.

MISSED_BEFORE_THE_KNOCK_IN = [
    ("en", "their 2 was wandering about behind the goal after missing when the ump called play"),
    ("en", "after he missed our 1 was still turning deep and they knocked in"),
    ("es", "el 2 de ellos seguía dando vueltas atrás después de errar y sacaron de fondo"),
    ("es", "tras errar el 1 nuestro quedó girando en el fondo y ellos sacaron"),
    ("it", "il loro 2 girava ancora dietro la porta dopo aver sbagliato e hanno rimesso"),
    ("it", "dopo aver mancato il nostro 1 era ancora in fondo quando hanno battuto la rimessa"),
]


@pytest.mark.parametrize(("lang", "text"), MISSED_BEFORE_THE_KNOCK_IN)
def test_a_miss_before_the_knock_in_is_no_missed_swing(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert "MISSED" not in u.concepts
    answers, _asked = read(text, lang)
    assert "swing_and_miss" not in answers
    assert "hit_at_and_missed" not in answers


MISSED_SWING_STILL_READ = [
    ("en", "their 4 swung and missed the knock in"),
    ("es", "el 4 de ellos le erró a la bocha en el saque de fondo"),
    ("it", "il loro 4 ha mancato la palla sulla rimessa dal fondo"),
]


@pytest.mark.parametrize(("lang", "text"), MISSED_SWING_STILL_READ)
def test_a_missed_swing_at_the_knock_in_is_still_read(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("more/knock_in_problem/swing_and_miss")


# --- "They called nothing" is no play stopped ------------------------------------------------
# A violation the umpire only perceived (22.h) needs play to have stopped; "no cobraron nada",
# "the ump let it go, no foul", "non ha fischiato niente" say he called nothing at all.

NOTHING_CALLED = [
    ("en", "he was inside the 30 when we hit it and no foul was called, is that right"),
    ("en", "the ump waved play on, no foul, and they scored from it"),
    ("es", "estaba adentro de la 30 cuando sacamos y no cobraron nada"),
    ("es", "le pegaron en el taco y el umpire no cobró nada, dejó seguir"),
    ("it", "era dentro le 30 quando abbiamo rimesso e non hanno fischiato nessun fallo"),
]


@pytest.mark.parametrize(("lang", "text"), NOTHING_CALLED)
def test_nothing_called_is_no_perceived_violation(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert "perceived_violation" not in answers
    assert not understand(text, lang).decided


PERCEIVED_VIOLATION_STILL_READ = [
    ("en", "the ump blew for a cross and then said no foul"),
    ("es", "el referí paró por un cruce y después dijo que no era foul"),
    ("it", "l'arbitro ha fischiato un incrocio e poi ha detto niente fallo"),
]


@pytest.mark.parametrize(("lang", "text"), PERCEIVED_VIOLATION_STILL_READ)
def test_a_stop_for_no_foul_is_still_a_perceived_violation(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("play_stopped/perceived_violation")


# --- The second umpire named is no stop by him ----------------------------------------------
# "¿qué hace el segundo umpire en un saque?" asks what he does: he stopped nothing. Only his
# whistle or his stop said makes the knock-in's second-umpire stop (as English already reads).

SECOND_UMPIRE_ASKED = [
    ("en", "what does the second umpire do on a knock in?"),
    ("en", "where should the other umpire stand at a knock-in?"),
    ("es", "q hace el segundo umpire en un saque de fondo"),
    ("es", "¿dónde se pone el otro umpire en el saque?"),
]


@pytest.mark.parametrize(("lang", "text"), SECOND_UMPIRE_ASKED)
def test_the_second_umpire_asked_about_stopped_nothing(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.decided
    assert "SECOND_UMPIRE" not in u.concepts


SECOND_UMPIRE_STOPPED = [
    ("en", "on our knock in the other ump blew because their 2 was not back"),
    ("es", "en nuestro saque el otro umpire pitó porque el 2 de ellos no había llegado"),
    ("es", "en el saque de fondo el segundo referí paró para darle tiempo al defensor"),
]


@pytest.mark.parametrize(("lang", "text"), SECOND_UMPIRE_STOPPED)
def test_the_second_umpire_s_whistle_is_his_stop(lang: str, text: str) -> None:
    assert read(text, lang)[0] == "more/knock_in_problem/second_umpire_stopped_play"


# --- "Off" names someone in its own clause ------------------------------------------------------
# "off their horse BUT the ump gave it to them": the umpire after the "but" is who gave the
# ball, not whose horse the ball came off; a ruling off the umpire's horse is never read so.

OFF_A_HORSE_THEN_THE_UMPIRE = [
    ("en", "the ball went over the side off their horse but the ump gave it to them"),
    ("en", "it went out over the boards off a horse but the umpire gave it to them"),
    (
        "it",
        "è uscita dalle sponde dopo aver preso un cavallo ma l'arbitro ha dato la punizione a loro",
    ),
]


@pytest.mark.parametrize(("lang", "text"), OFF_A_HORSE_THEN_THE_UMPIRE)
def test_off_stops_at_the_clause_s_end(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert "OFF_UMPIRE" not in u.concepts
    assert not u.decided


OFF_THE_UMPIRE_STILL = [
    ("en", "it went over the boards off the umpires horse"),
    ("it", "è uscita dalle sponde dopo aver preso il cavallo dell'arbitro"),
]


@pytest.mark.parametrize(("lang", "text"), OFF_THE_UMPIRE_STILL)
def test_off_the_umpire_in_its_clause_is_read(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("side_boards/off_umpire")


# --- A question that tells nothing that happened decides no path -------------------------------
# "any rules about when the game has to start?": its words name a restart and nothing that
# happened; the question is answered as a question (the rulebook search), never as a ruling the
# topic's words would walk to. A side, the ball played or one restart at another tell an
# incident, which the tree reads as before.

TOPIC_QUESTIONS = [
    ("en", "any rules about when the opening throw in has to happen?"),
    ("en", "how does the umpire do the throw in at the start of the game?"),
    ("es", "como es el throw in del comienzo del partido?"),
    ("it", "come funziona il lancio di inizio partita?"),
    ("it", "cosa fa il secondo arbitro su una rimessa dal fondo"),
]


@pytest.mark.parametrize(("lang", "text"), TOPIC_QUESTIONS)
def test_a_question_telling_nothing_decides_no_path(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.decided
    assert u.procedure or u.out_of_scope


INCIDENTS_IN_TOPIC_WORDS = [
    ("en", "their knock in and the umpire gave us a penalty 5b, why"),
    ("es", "tiro libre desde la 60 y el compañero le pega enseguida, vale?"),
    ("it", "sulla rimessa dal fondo ci hanno dato un rigore 4, giusto?"),
]


@pytest.mark.parametrize(("lang", "text"), INCIDENTS_IN_TOPIC_WORDS)
def test_an_incident_in_topic_words_stays_with_the_tree(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("more/")


# --- What the rest says is no doubt ---------------------------------------------------------------
# "the umps stopped play … fair play possession?": the short question is offered to confirm,
# but play stopped is said by the rest of the message: that answer is taken as said.

SAID_BESIDE_A_QUESTION = [
    ("en", "the ball got stuck in a hole and the ump stopped play. fair play possession?"),
    ("es", "la bocha se enterró en un pozo y el umpire paró el juego. posesión por fair play?"),
    ("it", "la palla si è piantata in una buca e l'arbitro ha fermato. possesso per fair play?"),
]


@pytest.mark.parametrize(("lang", "text"), SAID_BESIDE_A_QUESTION)
def test_an_answer_the_rest_says_is_no_doubt(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("play_stopped")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "fair play possession given to us inside their 60, where does it go"),
        ("es", "posesión por juego limpio para nosotros adentro de la 60 de ellos, dónde va"),
        ("it", "possesso per fair play per noi dentro i loro 60, dove si mette la palla"),
        ("en", "fair play possession to the blues"),
    ],
)
def test_a_possession_play_given_says_a_fair_play_stop_never_which_one(
    lang: str, text: str
) -> None:
    # 22.h's possession play follows any of its five events, each with the same ruling: the
    # words say one of them, never the "possible foul" they were once read as
    answers = read(text, lang)[0]
    assert answers.split("/")[:2] == ["play_stopped", "fair_play_event"]
