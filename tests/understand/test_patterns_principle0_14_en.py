"""Principle 0, fourteenth pass (a sweep of every decided message of fresh9, English).

* "off HIS OWN HORSE so THEY take it": a marker ("off", "en", "su") whose object is the
  hitter's own horse has its object said; a team named after it is someone else in another
  clause, never whose horse the ball came off. Read as "off an opponent", the side free hit
  went to the hitter's own team (a wrong ruling); now it is his own hit out, or asked.
* Play that went on after the ball crossed the end line ("everyone played on for 10 sec before
  the whistle") is no knock-in's ten seconds: without a knock-in said, the seconds of play
  that went on never decide a knock-in problem (a Penalty 4 nobody asked about).
"""

import pytest

from bot.understand import understand
from tests.understand.reading import slugs_of

_OWN_HORSE_THEN_THEM = [
    (
        "en",
        "we were attacking and our 2 hit it over the boards inside their sixty "
        "but off his own horse so they take it where",
    ),
    ("en", "attacking, our three hit it out over the side boards off his own pony, they get it"),
    (
        "en",
        "we attack, our number 1 sent it over the boards off his own horse then they took the hit",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _OWN_HORSE_THEN_THEM)
def test_a_team_after_his_own_horse_is_not_what_the_ball_came_off(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "OFF_DEF" not in understanding.concepts
    assert "OFF_ATT" not in understanding.concepts
    assert "attacker_off_opponent" not in slugs_of(understanding.path)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our 2 hit it over the boards off their pony"),
        ("en", "we attack and our 2 hit it over the side boards off their 3's horse"),
    ],
)
def test_off_a_team_said_right_after_the_marker_is_still_read(lang: str, text: str) -> None:
    # the rule only stops at the hitter's own horse; "off THEIR pony" still names the team
    understanding = understand(text, lang)
    assert understanding.concepts & {"OFF_DEF", "OFF_ATT", "OFF_PLAYER"}


_PLAYED_ON_AFTER_THE_LINE = [
    (
        "en",
        "it crossed the back line and bounced in off the goal judge and everyone "
        "played on for 10 sec before the whistle",
    ),
    ("en", "the ball went over the end line and everybody played on for ten seconds, now what"),
    ("en", "ball over the end line, we played on for like 10 seconds until the ump blew"),
]


@pytest.mark.parametrize(("lang", "text"), _PLAYED_ON_AFTER_THE_LINE)
def test_play_that_went_on_after_the_end_line_is_no_knock_in_count(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert "ten_seconds_elapsed" not in slugs_of(understanding.path)


@pytest.mark.parametrize(
    "text",
    [
        "it went over the end line and they took more than 10 seconds to hit it",
        "on the knock in he took 10 seconds before hitting",
    ],
)
def test_a_knock_ins_own_ten_seconds_is_still_decided(text: str) -> None:
    assert "ten_seconds_elapsed" in slugs_of(understand(text, "en").path)


# --- a team's own free hit, named after the ball went out -------------------------------------
# "Green, attacking, hit it over the sideline. Where is YELLOW's free hit?": the team named as
# the free hit's owner takes it, so it never is who hit the ball out (read so, Yellow defending
# made it a defender's hit out and the free hit went the wrong way).
_OWNER_OF_THE_FREE_HIT = [
    (
        "en",
        "Green, attacking, hit the ball over the sideline inside the 60. "
        "Where should Yellow's free hit be taken?",
    ),
    ("en", "Blue, attacking, hit it out over the boards inside the sixty. Red's free hit, where?"),
    (
        "it",
        "Verde, in attacco, ha mandato la palla fuori dalle sponde dentro le 60. "
        "Dove si batte la punizione del Giallo?",
    ),
    (
        "it",
        "Blu, attaccando, ha tirato fuori dalle sponde dentro i 60. "
        "Da dove la punizione dei Rossi?",
    ),
    (
        "es",
        "Verde, atacando, pegó la pelota afuera por las tablas dentro de las 60. "
        "¿Dónde se ejecuta el tiro libre de Amarillo?",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _OWNER_OF_THE_FREE_HIT)
def test_the_owner_of_the_free_hit_is_not_who_hit_it_out(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert not understanding.complete
    assert "GIVEN_DEF" in understanding.concepts
    assert "defender" not in understanding.narrowed


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Red defend, Blue attack. Red's free hit went over the boards at midfield"),
        (
            "it",
            "Rosso difende, Blu attacca. La punizione del Rosso è uscita dalle sponde a metà campo",
        ),
    ],
)
def test_a_free_hit_before_the_ball_went_out_may_be_who_hit_it_out(lang: str, text: str) -> None:
    # its taker may have hit it out: the free hit's owner is still read as the doer
    understanding = understand(text, lang)
    assert "GIVEN_DEF" not in understanding.concepts
    assert "defender" in understanding.narrowed


# --- how slowly the ball went out, said after its way out -------------------------------------
# "the ball ROLLED over the back line really SLOWLY off my shot": the slowness is the ball's
# (its verb, then where it went out, then how), no player slow at a knock-in; read as a slow
# player, the choices offered were all a knock-in's problems and left out the knock-in itself.
_BALL_WENT_OUT_SLOWLY = [
    ("en", "the ball rolled over the back line really slowly off my shot"),
    ("en", "it rolled over the end line slowly after our 2 hit it"),
    ("es", "la pelota se fue por la línea de fondo muy despacio después de nuestro tiro"),
    ("it", "la palla è andata oltre la linea di fondo molto lentamente dopo il nostro tiro"),
]


@pytest.mark.parametrize(("lang", "text"), _BALL_WENT_OUT_SLOWLY)
def test_slowly_after_the_balls_way_out_is_how_the_ball_went(lang: str, text: str) -> None:
    understanding = understand(text, lang)
    assert "SLOW" not in understanding.concepts
    assert slugs_of(understanding.path) == "end_line"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 4 went over to the boards slowly for the knock in"),
        ("es", "su 3 fue a la línea de fondo muy despacio para el saque"),
        ("it", "il loro 3 è andato alla linea di fondo molto lentamente per la rimessa"),
    ],
)
def test_a_player_going_slowly_is_still_slow(lang: str, text: str) -> None:
    assert "SLOW" in understand(text, lang).concepts


# --- "penalty one": its number spelled as the word "one" -------------------------------------
# "one" is no number word in English (the pronoun), so "we got a penalty ONE goal awarded, do
# ends change like a normal goal" lost the Penalty 1 and "normal goal" made it a field goal
# (ends changed, wrong). After a penalty word it is the penalty's number.
@pytest.mark.parametrize(
    "text",
    [
        "we got a penalty one goal awarded do ends change like a normal goal",
        "a penalty one goal was awarded, do the ends change",
        "pen one goal for them, do we change ends",
    ],
)
def test_penalty_one_spelled_is_a_penalty_1_goal(text: str) -> None:
    understanding = understand(text, "en")
    assert "P1" in understanding.concepts
    assert "field_goal" not in slugs_of(understanding.path)


def test_the_one_alone_is_still_no_penalty() -> None:
    assert "P1" not in understand("the one behind the hitter took the penalty", "en").concepts


# --- "does the goal count", no "?" typed ------------------------------------------------------
# A yes/no question said by its word order alone (dictation types no "?") asks the umpires'
# verdict, never tells it: "they scored as the whistle went for a foul by our back DOES THE
# GOAL COUNT" decided "no Penalty 1, the goal counts". Now offered to confirm, as with "?".
@pytest.mark.parametrize(
    "text",
    [
        "they scored just as the whistle went for a foul by our back does the goal count",
        "goal right at the whistle, foul by our 4 on their 1, does the goal stand",
        "they scored as the ump blew for our back's foul so will the goal count then",
    ],
)
def test_a_verdict_asked_by_word_order_is_offered_never_decided(text: str) -> None:
    understanding = understand(text, "en")
    assert not understanding.complete
    assert "GOAL_COUNTS" in understanding.doubtful


def test_a_verdict_told_is_still_decided() -> None:
    text = "they scored just as the whistle went for a foul by our back, the goal counts"
    understanding = understand(text, "en")
    assert understanding.complete
    assert slugs_of(understanding.path).endswith("/no")
