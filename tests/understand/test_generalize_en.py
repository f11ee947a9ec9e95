"""English that generalizes (issue 17): patterns the outsiders' messages showed, each said in
several ways, in every language where the pattern exists. Every message here is written for
this test, none is an outsider's or a corpus message.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from bot.understand.concepts import alternatives_asked
from bot.understand.vocabulary import vocabularies_for
from tests.understand.reading import read, trail_of

# --- alternatives that end a message typed with no question mark ------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "not_said", "alternatives"),
    [
        (
            "en",
            "our 3 overran the ball on the penalty what do they get pen 4 or 5a",
            "P4",
            "pen 4 or 5a",
        ),
        (
            "en",
            "their 2 rode past the ball taking a penalty so is it a pen 4 or a 5b",
            "P4",
            "a pen 4 or a 5b",
        ),
        (
            "en",
            "their 2 hit the ball over his own back line knock in or safety",
            "SAFETY",
            "knock in or safety",
        ),
        (
            "en",
            "the defender backhanded it over his own back line safety or just a knock in",
            "SAFETY",
            "safety or just a knock in",
        ),
        (
            "es",
            "el 3 de ellos pasó de largo la bocha en el penal, qué les dan penal 4 o 5a",
            "P4",
            "penal 4 o 5a",
        ),
        (
            "es",
            "el defensor la tiró por su propia línea de fondo safety o saque",
            "SAFETY",
            "safety o saque",
        ),
        (
            "it",
            "il loro 3 ha superato la palla sulla punizione, cosa diamo rigore 4 o 5a",
            "P4",
            "rigore 4 o 5a",
        ),
        (
            "it",
            "il difensore l'ha mandata oltre la propria linea di fondo safety o rimessa",
            "SAFETY",
            "safety o rimessa",
        ),
    ],
)
def test_alternatives_at_the_end_without_a_question_mark_are_no_fact(
    lang: str, text: str, not_said: str, alternatives: str
) -> None:
    # what the umpire wants decided is asked, never read as what happened: the message decides
    # a ruling only as its incident told alone does ("over his own back line" is a Safety,
    # wherever it crossed), and the alternatives add no fact
    understood = understand(text, lang)
    incident = understand(text.removesuffix(alternatives), lang)
    assert not_said not in understood.concepts
    assert understood.candidates
    assert understood.decided == incident.decided
    assert not understood.decided or understood.path == incident.path


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # an "or" inside a phrase is the phrase's
        ("on the 60 yard hit the ball travelled 30 yards or more", "TRAVELLED_30"),
        # a tail that tells more than one thing is the incident itself
        ("their 2 or 3 hit it over the boards inside our 60", "SIDE_BOARDS"),
        # a tail that says it does not remember is a statement, no alternative
        ("near the left post or the right one i dont remember, a defender hit it", "NEAR_POST"),
    ],
)
def test_an_or_that_asks_nothing_keeps_what_the_message_says(text: str, kept: str) -> None:
    assert kept in understand(text, "en").concepts


def test_the_alternatives_at_the_end_run_from_the_phrase_before_the_or() -> None:
    text = "their 3 rode past the ball on the pen, what do they get pen 4 or 5a"
    (asked,) = alternatives_asked(text, vocabularies_for("en"))
    assert asked.options == ("pen 4", "5a")
    text = "ball went in as the ump blew for a foul by their 3 field goal or penalty 1"
    (asked,) = alternatives_asked(text, vocabularies_for("en"))
    assert asked.options == ("field goal", "penalty 1")


# --- a particle shared by a verb's phrase and a place's -----------------------------------------


@pytest.mark.parametrize(
    ("text", "trail"),
    [
        ("the blue defender hit it out the side between the 60s", "side_boards/defender"),
        ("a defender smacked it out the side between the 60s", "side_boards/defender"),
        ("their attacker knocked it out the side at midfield", "side_boards/attacker"),
        ("the defender knocked it out the back", "end_line/defender"),
        ("their back whacked it out behind from his own goal mouth", "end_line/defender"),
        ("an attacker hit it out the end", "end_line/attacker"),
    ],
)
def test_out_ends_the_hit_and_begins_the_place(text: str, trail: str) -> None:
    assert "/".join(trail_of(text, "en")).startswith(trail)


# --- a goal as the time a player was slow ---------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "after our goal their 4 was slow getting back"),
        ("en", "after their goal our 3 was dawdling"),
        ("en", "after the goal their 1 took ages"),
        ("es", "después del gol el 4 de ellos estuvo lento"),
        ("it", "dopo il nostro gol il loro 1 era lento"),
    ],
)
def test_slow_after_a_goal_is_slow_to_the_line_up(lang: str, text: str) -> None:
    assert trail_of(text, lang)[:2] == ["more", "line_up"]


# --- English breadth -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        # ball-out verbs with "over"
        ("their 3 shanked it over the boards", "HIT_OUT"),
        ("our 2 sliced it over the back line", "HIT_OUT"),
        ("the 4 sends it over the boards", "HIT_OUT"),
        ("he knocked it out of play", "HIT_OUT"),
        # an opponent not back 30 at a knock-in, said with its "not"
        ("they knocked in and our 2 wasnt back 30 yards", "INSIDE_30"),
        ("on our knock in their 1 was not behind the 30", "INSIDE_30"),
        ("their 3 encroaching on the knock in", "INSIDE_30"),
        ("their 1 too close to the hitter on the knock in", "INSIDE_30"),
        # a count said as the umpire counting it
        ("pen 3 and the ump counted 20", "TWENTY_SEC"),
        ("on the knock in the ump counted to 10", "TEN_SEC"),
        # the other side of the line-up
        ("at the throw in their 2 was on our side of the line up", "WRONG_SIDE"),
        ("their 4 was on the other side of the throw in", "WRONG_SIDE"),
        # the free hit from the 60, taken
        ("our 2 took the 60 and hit it again", "FREE_HIT_60"),
        # the corner
        ("it went out right at the corner flag", "NEAR_BOARD"),
        # a period's end by its number
        ("end of the 4th with the ball loose", "PERIOD_END"),
        ("end of the second chukker", "PERIOD_END"),
        # a foul the umpire took back
        ("ump blew for a foul and then changed his mind", "NO_FOUL"),
        ("the umpire reversed his call, we had the ball", "NO_FOUL"),
        # falls
        ("their 2 hit the deck and the ump blew", "FALLEN"),
        ("our 3 fell off his pony", "FALLEN"),
    ],
)
def test_english_says_it_so_too(text: str, concept: str) -> None:
    assert concept in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        # a penalty named by its distance, as the rulebook names them: 2 (30 yards), 3 (40), 4 (60)
        ("en", "30 yard penalty, their 2 rode past the ball", "foul_shot/p2/passed_ball"),
        ("en", "pen from the 30 and the taker overran it", "foul_shot/p2/passed_ball"),
        (
            "en",
            "40 yard penalty for them and the taker rode past the ball",
            "foul_shot/p3/passed_ball",
        ),
        ("en", "60 yd pen, his horse kicked the ball", "foul_shot/p4/horse_kicked_ball"),
        ("it", "rigore da 30, il loro 2 ha superato la palla", "foul_shot/p2/passed_ball"),
        ("es", "penal de 30 yardas, el 2 de ellos se pasó de la bocha", "foul_shot/p2/passed_ball"),
    ],
)
def test_a_penalty_named_by_its_distance(lang: str, text: str, path: str) -> None:
    assert read(text, lang) == (path, None)


@pytest.mark.parametrize(
    "text",
    ["penalty from the spot and the taker overran it", "pen from the spot, he rode past the ball"],
)
def test_a_penalty_from_the_spot_is_a_5a(text: str) -> None:
    # which 5.a (where the spot is) is still asked
    understood = understand(text, "en")
    assert "P5A" in understood.concepts
    assert set(understood.narrowed) == {"p5a_mid", "p5a_attack", "p5a_own"}


@pytest.mark.parametrize(
    "text",
    [
        # the penalty taker's time is his 20 seconds, no period's end
        "the penalty taker ran out of time on the pen 3",
        # the ball on the ground is no fall
        "ball was on the ground by the boards when the ump stopped it for a loose dog",
        # the ball came off someone, no one came off his horse
        "it came off their 2 and went over the boards",
    ],
)
def test_words_that_looked_like_it_say_another_thing(text: str) -> None:
    concepts = understand(text, "en").concepts
    assert "PERIOD_END" not in concepts
    assert "FALLEN" not in concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "he was defending, is it a pen 2 or 3"),
        ("en", "our 2 attacking, pen 3 or pen 4"),
        ("es", "el 2 de ellos defendiendo, penal 2 o 3"),
    ],
)
def test_alternatives_with_nothing_told_before_them_are_what_is_asked(lang: str, text: str) -> None:
    # the restarts named are the question's topic: it is not a message we read nothing in
    understood = understand(text, lang)
    assert not understood.nothing
    assert not understood.complete  # neither penalty is taken as the one given


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        # the moment play was going on, in chat words
        ("ball split in half mid play", "IN_PLAY"),
        ("the ball broke in a scramble by the boards", "IN_PLAY"),
        ("ball cracked during a ride off", "IN_PLAY"),
        # "the pen" alone is the penalty being taken
        ("the pen was hit before play", "FOUL_SHOT"),
        ("our 2 took the pen and overran it", "FOUL_SHOT"),
    ],
)
def test_english_says_it_so_too_in_play(text: str, concept: str) -> None:
    assert concept in understand(text, "en").concepts


def test_a_knock_in_taker_is_no_penalty_taker() -> None:
    assert read("knock in taker overran it", "en") == (
        "more/knock_in_problem/hitter_passed_ball",
        None,
    )


@pytest.mark.parametrize(
    "text",
    [
        "the ball came off their horse and went over the back line, our 3 hit it",
        "it came off his horse and over the end line",
        "ball came off the defender's horse and went over the boards",
    ],
)
def test_a_ball_that_came_off_a_horse_is_no_fall(text: str) -> None:
    # "came off his horse" is a player's fall or the ball's deflection: the words alone do not
    # say which, so neither is read from them
    understood = understand(text, "en")
    assert "FALLEN" not in understood.concepts
    assert "HORSE" in understood.concepts


@pytest.mark.parametrize(
    "text",
    [
        "their defender backed it behind on the right by the post",
        "the defender backhanded it behind the goal",
        "a defender hit the ball behind his own goal",
    ],
)
def test_a_ball_sent_behind_was_hit_out(text: str) -> None:
    assert trail_of(text, "en")[:2] == ["end_line", "defender"]
