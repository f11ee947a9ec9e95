"""The English not-understood sweep (issue 17, sweep 20): incidents that were answered with the
first menu because a word said them as a doubt or as a yes/no question.

* An opponent said AT the 30 on a knock-in ("sitting right on the 30", "justo sobre la 30",
  "proprio sui 30"): 22.a wants him at least 30 yards back, so whether he was inside is the
  writer's doubt. The knock-in's problems are reached and 22.a's violation is offered alone, to
  confirm (``NEAR_30``, choices.toml), never decided.
* A question that ends "… or not?" ("o no?", "o no?") names no second alternative: it asks
  whether the rest is so, and is read as that question, never with its subject taken out as a
  candidate ("are spurs allowed or not?" is about spurs).
* A fair play possession named by what it keeps ("possession ball") and the side that got it
  said before it ("we got the fpp", "the ump gave us…"): that side had the ball (22.h).
* "Knocked it" is a hit, never a knock-in; seconds said gone by ("the 10 secs go by") are a
  restart's limit, never the period's time left; a hoof that moved the ball is the horse's kick;
  another circle asked for in other forms; out-of-scope slang; "goalpost" as one word.
"""

import pytest

from bot.understand import understand
from tests.understand.reading import read

_AT_THE_THIRTY = [
    ("en", "our knock in, their 3 was sitting right on the 30 when play was called, legal?"),
    ("en", "knock-in to us and their back was hovering around the thirty yard line, then rode in"),
    ("en", "on our hit in their 2 sat exactly on the 30 and then joined the play. in or not"),
    ("es", "saque de fondo nuestro, el 2 de ellos estaba justo sobre la 30 cuando dijeron play"),
    ("es", "en nuestro saque el 4 rival quedó justo sobre la línea de 30 y después entró a jugar"),
    ("it", "rimessa nostra, il loro 3 era proprio sui 30 quando l'arbitro ha detto play"),
    ("it", "sulla nostra rimessa il loro 2 stava sulla linea dei 30 e poi è entrato in gioco"),
]


@pytest.mark.parametrize(("lang", "text"), _AT_THE_THIRTY)
def test_an_opponent_at_the_thirty_offers_the_violation_to_confirm(lang: str, text: str) -> None:
    understood = understand(text, lang)
    trail, asked = read(text, lang)
    assert trail.endswith("knock_in_problem"), (trail, asked)
    assert asked == "knock_in_event", (trail, asked)
    # whether he was inside is the writer's doubt: offered, never a Penalty 5.b decided
    assert not understood.decided
    assert understood.narrowed == ("opponent_inside_30",), understood.narrowed


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # inside said: the violation's words, no doubt about it
        ("en", "our knock in, their 3 was inside the 30 at play and the ump stopped it"),
        ("es", "saque nuestro, el 3 de ellos estaba dentro de las 30 al play y pararon el juego"),
    ],
)
def test_inside_the_thirty_said_is_no_doubt(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert "opponent_inside_30" in trail, trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the ball's way, not a player's place: no opponent's violation offered
        ("en", "our knock-in only went about 30 yards and their 1 picked it up"),
        ("es", "nuestro saque de fondo recorrió menos de 30 yardas y el 2 de ellos la tomó"),
    ],
)
def test_the_balls_thirty_yards_is_no_opponent_at_the_thirty(lang: str, text: str) -> None:
    assert "opponent_inside_30" not in understand(text, lang).narrowed


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "are spurs allowed or not?"),
        ("en", "can a player wear a face guard or not?"),
        ("es", "¿se pueden usar espuelas o no?"),
        ("it", "si possono usare gli speroni o no?"),
    ],
)
def test_a_yes_or_no_question_keeps_its_subject(lang: str, text: str) -> None:
    assert understand(text, lang).out_of_scope, text


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a yes/no question after the incident asks of it: what it names is offered, not dropped
        ("en", "their 2 hit it out over our back line, is it a safety or not?"),
        ("es", "el 2 de ellos la tiró por nuestra línea de fondo, ¿es safety o no?"),
    ],
)
def test_or_not_after_an_incident_is_the_incident_asked(lang: str, text: str) -> None:
    understood = understand(text, lang)
    trail, asked = read(text, lang)
    assert trail.startswith("end_line"), (trail, asked, understood.narrowed)


# A fair play possession named by what it keeps ("possession ball", "the fair-play free hit",
# "bocha de posesión", "palla di possesso"), and the side that got it said before it ("WE GOT the
# fpp", "the ump GAVE US…", "NOSOTROS TUVIMOS…", "NOI ABBIAMO AVUTO…"): that side had the ball,
# and its role is the one it is said to have had
_POSSESSION_GOT = [
    ("en", "we got the possession ball and we were attacking. tap allowed?", "attackers_hurt"),
    ("en", "we were awarded the fair play free hit, we were attacking then", "attackers_hurt"),
    ("en", "we've been given the possession free hit, we were defending", "defenders_hurt"),
    ("es", "nosotros tuvimos la bocha de posesión, estábamos atacando", "attackers_hurt"),
    ("it", "noi abbiamo avuto la palla di possesso, stavamo attaccando", "attackers_hurt"),
]


@pytest.mark.parametrize(("lang", "text", "holder"), _POSSESSION_GOT)
def test_a_possession_got_says_who_had_the_ball(lang: str, text: str, holder: str) -> None:
    trail, asked = read(text, lang)
    assert trail.startswith("play_stopped/"), (trail, asked)
    assert f"/{holder}" in trail, (trail, asked)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the side after the award is the next clause's subject, never the one given it
        ("en", "fair play possession? we were attacking, they had the ball"),
    ],
)
def test_a_side_after_the_award_is_no_receiver(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert "attackers_hurt" not in trail, trail


# "knocked" is a verb of hitting ("his pony KNOCKED it forward", "knocked it 5 yards"), never a
# knock-in: only the noun "knock" (and dictation's "knocking") names one alone (English only:
# the verb has no knock-in word in Spanish or Italian)
@pytest.mark.parametrize(
    "text",
    [
        "penalty 2, as he came in his pony trod on the ball and knocked it forward",
        "on our pen 3 the horse stepped on the ball and knocked it a few yards, what now",
        "pen 6 for us, our 1's pony kicked the ball and knocked it on 5 yds",
    ],
)
def test_knocked_it_is_no_knock_in(text: str) -> None:
    understood = understand(text, "en")
    assert "KNOCK_IN" not in understood.concepts, sorted(understood.concepts)
    trail, asked = read(text, "en")
    assert trail.startswith("foul_shot"), (trail, asked)


@pytest.mark.parametrize(
    "text", ["on their knock our 2 was inside the 30", "so our knocking was hit before play"]
)
def test_the_knock_said_alone_is_the_knock_in(text: str) -> None:
    assert "KNOCK_IN" in understand(text, "en").concepts


# another circle asked for in the request's other forms ("he's ASKING the ump FOR another
# circle", "está pidiendo otra vuelta", "sta chiedendo un altro giro"): 22.b's permission to
# circle again
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 3 to us, our 2's pony is fizzy and he's asking the ump for another circle"),
        ("en", "on the safety their 1 wants another circle, his horse won't settle"),
        ("es", "penal 3 para nosotros, el caballo del 2 está nervioso y está pidiendo otra vuelta"),
        ("it", "rigore 3 per noi, il cavallo del nostro 2 è agitato, sta chiedendo un altro giro"),
    ],
)
def test_another_circle_asked_for(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail.startswith("foul_shot"), (trail, asked)
    assert trail.endswith("asked_to_circle_again"), (trail, asked)


# the horse's hoof as what moved the ball, the ball its object ("his pony CAUGHT IT WITH A HOOF",
# "la tocó con el vaso", "l'ha toccata con lo zoccolo"): the horse kicked it (22.b), never a ball
# hit into a standing foot
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 3, as he rode in his pony caught it with a hoof and moved it forward"),
        ("en", "on our pen 2 his pony hoofed it forward a couple of yards"),
        ("es", "penal 2 nuestro, el caballo la tocó con el vaso y la movió unas yardas"),
        ("it", "rigore 2 per noi, il cavallo l'ha toccata con lo zoccolo e l'ha spostata"),
    ],
)
def test_the_hoof_moving_the_ball_is_the_horse_kicking_it(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail.startswith("foul_shot"), (trail, asked)
    assert trail.endswith("horse_kicked_ball"), (trail, asked)


# the restart's seconds said gone by ("the 10 secs GO BY", "20 seconds went by", "took HALF A
# MINUTE"): the time limit passed (22.a's 10 s, 22.b's 20 s), never the period's time left ("10
# seconds to go", the same words without "by")
@pytest.mark.parametrize(
    ("text", "ending"),
    [
        (
            "our knock in, ump called play and the 10 secs went by before our 4 hit it",
            "ten_seconds_elapsed",
        ),
        (
            "knock-in to them, play called, 10 seconds go by and nobody's hit it",
            "ten_seconds_elapsed",
        ),
        (
            "pen 3 for red, play was called and their 2 took half a minute to hit it",
            "twenty_seconds_elapsed",
        ),
        (
            "penalty 2 to us, the ump said play and 20 seconds went by, whistle",
            "twenty_seconds_elapsed",
        ),
    ],
)
def test_the_seconds_gone_by(text: str, ending: str) -> None:
    trail, asked = read(text, "en")
    assert trail.endswith(ending), (trail, asked)


def test_the_seconds_to_go_are_the_periods() -> None:
    assert "TEN_SEC" not in understand("with 10 seconds to go they scored", "en").concepts


# what Rules 20 and 22 do not decide, in chat's words: a player's words to an official, a
# period's length named noun first, a pony's periods counted (English slang; Spanish and Italian
# have their own lists)
@pytest.mark.parametrize(
    "text",
    [
        "is there a penalty for gobbing off at the ump?",
        "is there a penalty for backchat to the umpire?",
        "how many periods can a horse play in an afternoon?",
    ],
)
def test_out_of_scope_in_chat_words(text: str) -> None:
    assert understand(text, "en").out_of_scope, text


# the post written as one word ("close to the GOALPOST") is near the post, as "goal post" is
@pytest.mark.parametrize(
    "text",
    [
        "their 2 shot wide and it went out right by the goalpost, our knock-in",
        "knock-in close to the goalpost, where is it placed?",
    ],
)
def test_near_the_goalpost_is_near_the_post(text: str) -> None:
    assert "NEAR_POST" in understand(text, "en").concepts
