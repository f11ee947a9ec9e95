"""Generalization, round 19 (issue 17): patterns an outside writers' set (written this session,
kept outside the repo) showed read wrongly, each in phrasings written for this test."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- words of another subject that only look like a restart's ---------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # "safety" naming what gear must meet: no Safety hit
        ("en", "does my helmet need a safety sticker for uspa games or will any helmet do"),
        # the handicap goals "on the board": the scoreboard, no side boards
        ("en", "how do we work out the handicap goals on the board, we're 8 and they're 11"),
        # a player's rating compared ("a goal higher") and a sick player ("sick as a dog"): a
        # substitute's question, no goal and no dog on the field
        ("en", "our 3 is sick as a dog, can we bring a sub who is a goal higher"),
    ],
)
def test_another_subjects_words_are_out_of_scope(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.out_of_scope, understood.path


# --- changing horses during a period, no restart held up, is another rule's ---------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "can I change ponies mid chukka without waiting for a whistle?"),
        ("es", "se puede cambiar de caballo en pleno chukker sin que paren el juego?"),
        ("it", "si può cambiare cavallo a metà chukker senza fermare il gioco?"),
    ],
)
def test_changing_horses_in_play_is_out_of_scope(lang: str, text: str) -> None:
    assert understand(text, lang).out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "after our goal their 3 went off changing ponies, does the ump wait for him?"),
        ("it", "dopo il nostro gol il loro 3 va a cambiare cavallo, l'arbitro lo aspetta?"),
    ],
)
def test_changing_horses_at_the_line_up_is_still_the_line_ups(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.out_of_scope
    assert "CHANGING_HORSES" in understood.concepts


# --- how a period ended, told by what was happening when it did --------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "ended"),
    [
        # a ball a player carried, or one in midfield, nothing else told: in the field
        (
            "en",
            "horn went end of the 3rd, ball in midfield with our 3 carrying it. how does the "
            "4th start",
            "ball_in_field",
        ),
        # a penalty awarded, or a foul told by its kind, as the period ended: on a foul
        (
            "en",
            "ump blew for a cross and then the horn went. pen 3 to us. do we take it now or "
            "next chukker",
            "foul",
        ),
        (
            "it",
            "il loro 1 ci incrocia, fischio, e un secondo dopo la campana. penalty 3 per noi. "
            "quando si batte?",
            "foul",
        ),
        # the order told after a heading that names the period's end: the ball out first
        (
            "it",
            "fine del 4°: il loro 3 la manda fuori dalle sponde e subito dopo suona la sirena. "
            "come si riparte?",
            "over_side_boards",
        ),
    ],
)
def test_how_a_period_ended_is_read_from_what_was_happening(
    lang: str, text: str, ended: str
) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith(f"more/period_ended/yes/{ended}"), trail


def test_an_order_word_after_both_events_orders_nothing() -> None:
    # "después" asks who knocks in next, after both are told: the ball out first, as told
    trail, _asked = read("la bocha cruzó el fondo y justo sonó la bocina, quién saca después", "es")
    assert trail.startswith("more/period_ended/yes/over_end_line"), trail


# --- a penalty's taker named right after it: his shot, gone wide, is the attackers' ------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "penalty 2 del nostro 1 fuori di poco a sinistra, loro battono da dove è uscita?"),
        ("en", "pen 3 of their 2 went wide right"),
    ],
)
def test_a_penalty_takers_shot_wide_is_the_attackers(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("end_line/attacker/"), trail


def test_a_penalty_given_to_one_side_and_another_sides_hit_is_asked() -> None:
    trail, asked = read("penalty 2 per loro, il nostro 1 la manda fuori dal fondo", "it")
    assert (trail, asked) == ("end_line", "end_line_who")


# --- who had the ball, said by what he was doing with it ------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "ball stuck in a divot, our 3 was right on it about to shoot and the ump stopped it",
        ),
        ("it", "fischio per un cavallo zoppo, la palla era nostra, il nostro 1 andava da solo"),
    ],
)
def test_the_ball_said_a_sides_or_about_to_be_shot_is_in_its_possession(
    lang: str, text: str
) -> None:
    assert "POSSESSION" in understand(text, lang).concepts


# --- a ball out off the boards where a 60 or midfield is named went over the side boards -------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il loro back ha spazzato contro le sponde dentro la loro 60, punizione per noi?"),
        ("en", "their 2 hit it out off the boards at midfield, whose free hit"),
    ],
)
def test_a_ball_out_off_the_boards_by_a_60_or_midfield_is_over_the_side_boards(
    lang: str, text: str
) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("side_boards"), trail


def test_a_ball_off_the_boards_and_back_in_is_no_ball_out() -> None:
    # off the boards, nothing said gone out: no restart read from the boards
    trail, _asked = read("at midfield their 2 hit it off the boards and our 3 picked it up", "en")
    assert not trail.startswith("side_boards"), trail


# --- an opponent who took the knock-in's ball at once, no 30 yards said gone --------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "en nuestro saque de fondo el 3 de ellos nos robó la bocha enseguida, qué se cobra?",
        ),
        ("en", "our knock in, their 3 nicked it off our 2 straight away. legal?"),
    ],
)
def test_the_knock_ins_ball_taken_early_asks_what_went_wrong_at_it(lang: str, text: str) -> None:
    understood = understand(text, lang)
    trail, asked = read(text, lang)
    assert (trail, asked) == ("more/knock_in_problem", "knock_in_event")
    assert set(understood.narrowed) == {"opponent_inside_30", "off_field_opponent_played"}


@pytest.mark.parametrize(
    "text",
    [
        "our knock in went 40 yards and their 3 stole it straight away",
        "our knock in and their 3 stole it",
    ],
)
def test_the_knock_ins_ball_taken_later_is_no_knock_in_problem(text: str) -> None:
    # gone its 30 yards, or no time or distance said: a steal in play, nothing of 22.a
    trail, _asked = read(text, "en")
    assert not trail.startswith("more/knock_in_problem"), trail


# --- a goal in chat's verbs, and at the whistle told with "when" --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "our 3 just smacked one in from 40 out, clean, what do we do now?",
        "the ball went thru the posts, no whistle, how do we restart?",
    ],
)
def test_a_goal_in_chats_words_is_a_goal(text: str) -> None:
    trail, _asked = read(text, "en")
    assert trail.startswith("goal"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "el referí pitó cuando la bocha entraba al arco, foul de ellos"),
        ("it", "l'arbitro ha fischiato quando la palla entrava in porta, fallo loro"),
    ],
)
def test_a_whistle_when_the_ball_went_in_is_the_goal_at_the_whistle(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("more/goal_at_whistle"), trail


# --- an own goal told after a late player's change of horses is never the line-up's ruling ------


def test_an_own_goal_after_a_change_of_horses_is_not_ruled_as_the_line_up() -> None:
    text = (
        "their 1 was off changing ponies after our goal, came back late, the throw in went to "
        "him and he ran it into his own goal. does it count for them?"
    )
    trail, _asked = read(text, "en")
    assert not trail.startswith("more/line_up"), trail


# --- a goal told with the period's end, its counting in no question, asked how play goes on ------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "we scored and then the horn went for the end of the chukker. how do we restart?"),
        ("es", "gol nuestro justo al final del chukker, cómo arranca el siguiente?"),
    ],
)
def test_a_goal_at_a_periods_end_asked_what_next_restarts_as_after_the_goal(
    lang: str, text: str
) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("goal"), trail


@pytest.mark.parametrize(
    "text",
    [
        "the horn went as we scored, does it count?",
        "we scored right at the horn, does the goal stand?",
    ],
)
def test_a_goal_at_a_periods_end_whose_counting_is_asked_gets_the_rulebook(text: str) -> None:
    understood = understand(text, "en")
    assert not understood.decided
    assert understood.procedure


# --- a goal given "d'ufficio" is the Penalty 1's; a call of Play not heard is no horn ----------


def test_a_goal_given_by_the_umpire_with_penalty_1_named_is_the_penalty_1() -> None:
    trail, _asked = read("l'arbitro ha dato gol d'ufficio, penalty 1. si cambiano i lati?", "it")
    assert trail == "goal/penalty_1", trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "it",
            "il nostro 4 batte il knock-in, loro urlano che l'arbitro non aveva ancora detto "
            "play. noi col vento non abbiamo sentito niente",
        ),
        (
            "en",
            "our 4 hit the knock in, they're yelling that the ump hadn't said play yet, we "
            "heard nothing with the wind",
        ),
    ],
)
def test_a_call_of_play_not_heard_is_no_periods_end(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "PERIOD_END" not in understood.concepts
    # their claim is a version, offered to confirm, never ruled on
    assert not understood.decided


# --- round 19, second set: Spanish and Italian ------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "trail"),
    [
        # a goal with a foul whistled, their moments unsaid: the goal at the whistle, to confirm
        (
            "es",
            "nos hicieron gol los verdes pero el referí pitó antes x un enganche del 3 de "
            "ellos, el tercero confirmó el foul. corresponde?",
            "goal",
        ),
        # a goal given with no shot, the Penalty 1 named: the Penalty 1's
        (
            "es",
            "el referí cobró penal 1, gol directo para nosotros. se cambia de lado?",
            "goal/penalty_1",
        ),
        # a side's player who "la saca por la tabla" hit it out
        (
            "es",
            "nuestro 1 atacando la tira por la tabla a 40 yardas del arco de ellos. desde donde?",
            "side_boards/attacker",
        ),
        # a goal 10 seconds from the end, how the next period starts asked: a goal from play
        (
            "it",
            "il nostro 2 segna a dieci secondi dalla fine del terzo. il quarto comincia con "
            "throw-in al centro?",
            "goal/field_goal",
        ),
    ],
)
def test_round_19_spanish_and_italian_readings(lang: str, text: str, trail: str) -> None:
    got, _asked = read(text, lang)
    assert got.startswith(trail), got


def test_a_goal_and_a_foul_whistled_offer_the_goal_at_the_whistle() -> None:
    understood = understand(
        "nos hicieron gol pero el referí pitó antes por un enganche del 3 de ellos", "es"
    )
    assert understood.narrowed == ("at_whistle",)


def test_a_gentle_tap_is_no_slow_player() -> None:
    understood = understand("tiro libre nuestro por la tabla, podemos tocarla despacito?", "es")
    assert "SLOW" not in understood.concepts
    assert "TAPPED" in understood.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "se puede cambiar de caballo en medio del chukker o solo cuando para el juego?"),
        ("es", "cómo protestamos el partido de ayer? el referí nos robó un gol"),
    ],
)
def test_round_19_spanish_out_of_scope(lang: str, text: str) -> None:
    assert understand(text, lang).out_of_scope


def test_at_the_whistle_told_with_the_stops_reason_is_when_play_stopped() -> None:
    text = (
        "hanno fermato perché il cavallo sanguina dalla bocca. al fischio il loro 3 aveva la "
        "palla dentro le nostre sessanta"
    )
    assert "AT_WHISTLE" not in understand(text, "it").concepts
    trail, _asked = read(text, "it")
    assert trail.startswith("play_stopped"), trail
