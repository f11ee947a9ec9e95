"""Questions that went down a wrong branch (issue 17, principle 0): a message left open whose
question could only reach rulings other than the right one. Two patterns, each stated in
several phrasings in every language where it exists, written from the patterns of the English
misread sweep, never from its words:

- the goal named as a place or a time that did not come ("clear on goal", "the goal they were
  attacking", "before anyone scored") is no goal scored, so no goal's question is asked;
- a 60-yard hit named beside a Penalty 4 or a Safety is that penalty, and beside a ball over the
  end line and a knock-in it is the Safety claimed instead: neither is the 60-yard free hit after
  a side line, whose question would leave the right ruling out.
"""

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- the goal as a place or a time, no goal scored -------------------------------------------

#: a whistle while a player was alone with the goal ahead: the stop is asked, never a goal's kind
_INADVERTENT_WHILE_ON_GOAL = [
    ("en", "inadvertent whistle while their 2 was clear on goal, what now"),
    ("en", "ump blew by mistake as our 4 was alone on goal inside the sixty"),
    ("en", "accidental whistle just as blue's number one was clean on goal"),
    ("es", "el árbitro pitó sin querer cuando nuestro uno iba solo al arco"),
    ("it", "fischio involontario mentre il loro due era solo verso la porta"),
]


@pytest.mark.parametrize(("lang", "text"), _INADVERTENT_WHILE_ON_GOAL)
def test_alone_on_goal_at_a_whistle_is_no_goal(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail == "play_stopped/inadvertent_whistle"
    assert asked == "possession"


#: a foul blown then taken back, the ball on the 60 of the goal a team attacks: the stop is
#: asked, the goal named only to say which end
_NO_FOUL_NEAR_THE_GOAL_ATTACKED = [
    (
        "umpire blew for a foul then said no foul, blue was on the "
        "sixty of the goal they were attacking"
    ),
    (
        "the ump whistled a foul and then said no foul, we were "
        "right on the 60 of the goal we were attacking"
    ),
]


@pytest.mark.parametrize("text", _NO_FOUL_NEAR_THE_GOAL_ATTACKED)
def test_the_goal_a_team_attacks_is_a_place(text: str) -> None:
    trail, _asked = read(text, "en")
    assert trail.startswith("play_stopped")


#: the wrong way noticed before any goal: the wrong way is asked (during play or between
#: periods), never the kind of a goal no one scored
_WRONG_WAY_BEFORE_ANY_GOAL = [
    ("en", "we lined up the wrong way and noticed before anyone scored"),
    ("en", "the teams were going the wrong way, the umpire only saw it before anybody had scored"),
    ("en", "both sides attacking the wrong goal, spotted before either team scored"),
    (
        "es",
        "jugamos para el lado equivocado y nos dimos cuenta antes de que alguien hiciera un gol",
    ),
    ("es", "se alinearon al revés, el umpire lo vio antes de que nadie marcara"),
    (
        "it",
        "abbiamo giocato nella direzione sbagliata, ce ne siamo "
        "accorti prima che qualcuno segnasse",
    ),
    ("it", "schierati al contrario, ce ne siamo accorti prima che qualcuno facesse gol"),
]


@pytest.mark.parametrize(("lang", "text"), _WRONG_WAY_BEFORE_ANY_GOAL)
def test_before_anyone_scored_is_no_goal(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail == "more/wrong_way"
    assert asked == "wrong_way_when"


@pytest.mark.parametrize(
    "text",
    [
        "Who determines which goal we defend first?",
        "which goal are we defending in the first chukker?",
    ],
)
def test_which_goal_a_team_defends_is_still_the_ends_asked(text: str) -> None:
    assert "ENDS" in understand(text, "en").concepts


# --- a 60-yard hit that is another restart's name ---------------------------------------------

#: a 60-yard hit said beside a Penalty 4 or a Safety that went wide: that penalty went over the
#: end line, never a problem of the free hit after a side line
_PENALTY_FROM_THE_60_WENT_WIDE = [
    ("en", "our 60 yard hit, the penalty 4, went way wide"),
    ("en", "the sixty yard hit, pen 4 for us, sailed wide of the posts"),
    ("it", "il tiro da 60, il rigore 4 che ci hanno dato, è andato largo a destra"),
]


@pytest.mark.parametrize(("lang", "text"), _PENALTY_FROM_THE_60_WENT_WIDE)
def test_a_penalty_called_a_60_yard_hit_went_over_the_end_line(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("end_line")


#: a ball over the end line, the 60-yard hit claimed against the knock-in given: who touched it
#: last is asked (the knock-in or the Safety), never the 60-yard free hit's problems
_SIXTY_CLAIMED_AGAINST_THE_KNOCK_IN = [
    (
        "en",
        "ball went over the end line next to the post, they wanted a "
        "60 yard hit but the umpire gave a knock-in",
    ),
    (
        "en",
        "over the back line wide of the post, umps gave a knock in, "
        "their captain demanded the 60 yard hit",
    ),
    (
        "es",
        "la bocha cruzó el fondo al lado del palo, ellos pedían tiro "
        "de 60 pero el umpire dio saque de fondo",
    ),
    (
        "it",
        "la palla è uscita sul fondo vicino al palo, loro volevano "
        "il tiro da 60 ma l'arbitro ha dato la rimessa dal fondo",
    ),
]


@pytest.mark.parametrize(("lang", "text"), _SIXTY_CLAIMED_AGAINST_THE_KNOCK_IN)
def test_a_60_yard_hit_claimed_at_the_end_line_keeps_the_end_line(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail == "end_line"
    assert asked == "end_line_who"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the 60-yard free hit's own problems keep its question, a Safety named before it or not
        (
            "en",
            "our 2 took the free hit from the 60 after it went over the "
            "boards and played it again himself",
        ),
        ("en", "free hit from the 60 after the sideline, our 2 tapped it"),
    ],
)
def test_the_60_yard_free_hits_own_problems_keep_its_question(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("more/sixty")
