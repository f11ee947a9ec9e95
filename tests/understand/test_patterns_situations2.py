"""Which situation a message is about, chosen from all it says (issue 17, item 2), second part:
a foul shot whose ball came off the taker's own horse, a line-up problem after a goal, a goal
beside a reversed line-up, a Safety's own foul shot. Each pattern is a rule tried in several
phrasings and the three languages, none of them one message's words.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import trail_of


@pytest.mark.parametrize(
    ("lang", "text", "event"),
    [
        ("en", "penalty 3, it hit his own horse's front foot and bounced in", "into_foot"),
        (
            "en",
            "on the pen 2 the ball hit the horse's hoof and went through the posts",
            "into_foot",
        ),
        ("es", "penal 2, rebota en la mano de su propio caballo y entra al arco", "into_foot"),
        ("es", "en el penal 3 pegó en la mano de su propio caballo y fue gol", "into_foot"),
        ("it", "rigore 2, la palla va sul piede del cavallo e rimbalza in porta", "into_foot"),
        ("it", "punizione 3, il suo cavallo la calcia in porta", "kicked"),
    ],
)
def test_a_foul_shot_off_the_takers_horse_is_the_foul_shots_though_it_scored(
    lang: str, text: str, event: str
) -> None:
    # the goal is the foul shot's result: his horse kicked it, or it was hit into its foot
    trail = trail_of(text, lang)
    assert trail[:1] == ["foul_shot"]
    want = "horse_kicked_ball" if event == "kicked" else "ball_hit_into_horses_foot"
    assert trail[-1] == want


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 2 and the ball went off his own horse through the posts, goal?"),
        ("es", "penal 3, la bocha pegó en su propio caballo y entró"),
        ("es", "el penal 2 salió corto y el caballo del mismo que le pegó la mandó al arco"),
        ("it", "rigore 4, la palla tocca il suo cavallo e finisce in porta"),
    ],
)
def test_a_foul_shot_off_the_takers_own_horse_asks_how(lang: str, text: str) -> None:
    # whose horse is said, how it moved the ball is not: kicked or hit into its foot, asked
    understood = understand(text, lang)
    assert trail_of(text, lang)[:1] == ["foul_shot"]
    assert not understood.complete
    assert set(understood.narrowed) <= {"horse_kicked_ball", "ball_hit_into_horses_foot"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 2 and it went in off a defender's horse"),
        ("es", "penal 2, la bocha pegó en el caballo de un defensor y entró"),
        ("it", "rigore 2, la palla tocca il cavallo di un avversario e va in porta"),
    ],
)
def test_a_foul_shot_off_someone_elses_horse_is_not_the_takers(lang: str, text: str) -> None:
    # an opponent's horse is no foul shot's problem: never that foul shot's ruling
    understood = understand(text, lang)
    assert not (understood.complete and trail_of(text, lang)[:1] == ["foul_shot"])


@pytest.mark.parametrize(
    ("lang", "text", "problem"),
    [
        ("en", "we scored and then their 3 went off to change horses", "changing_horses"),
        (
            "en",
            "blue scored, then their 2 went off to the pony lines, ump threw in",
            "changing_horses",
        ),
        ("en", "we scored and then there was shoving at the throw in", "jostling"),
        ("es", "metimos gol y el 3 de ellos se fue a cambiar caballo", "changing_horses"),
        ("es", "gol de azul y después empujones en el throw in", "jostling"),
        ("it", "segniamo e il loro 3 è andato a cambiare cavallo", "changing_horses"),
        ("it", "gol dei rossi e poi spintoni allo schieramento", "jostling"),
    ],
)
def test_a_goal_said_before_a_line_up_problem_is_its_time(
    lang: str, text: str, problem: str
) -> None:
    # the line-up after that goal is what the message is about, as "after our goal" says
    assert trail_of(text, lang)[:3] == ["more", "line_up", problem]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 2 scored after pushing our 3"),
        ("en", "their 3 was changing horses and then we scored, does it count"),
        ("es", "el 3 de ellos estaba cambiando caballo y metimos gol"),
        ("it", "il loro 3 stava cambiando cavallo e abbiamo segnato"),
    ],
)
def test_a_line_up_word_before_a_goal_or_a_push_in_play_is_not_the_line_ups(
    lang: str, text: str
) -> None:
    # a push with no line-up said is play; a line-up problem said first, then a goal: asked
    assert trail_of(text, lang)[:2] != ["more", "line_up"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "he was late to the line up after changing horses and put it into his own goal"),
        ("es", "llegó tarde al lineup porque cambió caballo y la metió en su propio arco"),
        (
            "it",
            "era in ritardo allo schieramento per il cambio cavallo e l'ha messa nella propria "
            "porta",
        ),
    ],
)
def test_an_own_goal_after_a_line_up_problem_is_the_own_goal(lang: str, text: str) -> None:
    # the own goal is the later event: why he was confused does not change it
    assert trail_of(text, lang) == ["goal", "own_goal"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "we lined up backwards and the blues scored in what should have been their own goal",
        ),
        ("en", "reds scored in the south goal and then scored south again"),
        ("en", "everyone lined up the wrong way and the attackers scored"),
        ("es", "alineados al revés, metimos gol en el arco que en realidad era el nuestro"),
        ("es", "rojo metió dos goles seguidos en el mismo arco"),
        ("it", "schierati al contrario, i bianchi segnano nella porta che in realtà era la loro"),
        ("it", "i rossi hanno segnato due gol di fila nella stessa porta"),
        ("it", "tutti al contrario, e i bianchi segnano nella porta verso cui attaccavano"),
    ],
)
def test_a_goal_that_agrees_with_a_reversed_line_up_counts_for_the_scorers(
    lang: str, text: str
) -> None:
    # 20: with the wrong-way line-up accepted, a goal consistent with it counts for the scorers
    assert trail_of(text, lang) == ["goal", "accepted_wrong_way"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "everyone lined up the wrong way and their 2 put it in his own goal"),
        ("en", "their 2 lined up wrong and scored into his own goal"),
        ("es", "el 2 de ellos se alineó mal y metió gol en su propio arco"),
        ("it", "il loro 2 si è schierato male e ha segnato nella propria porta"),
    ],
)
def test_an_own_goal_beside_a_wrong_line_up_is_asked(lang: str, text: str) -> None:
    # reversed, or lined up wrongly without saying how: the defenders' own goal or a goal that
    # agrees with the reversed line-up, asked, never picked
    understood = understand(text, lang)
    assert trail_of(text, lang) == ["goal"]
    assert not understood.complete


@pytest.mark.parametrize(
    ("lang", "text", "event"),
    [
        ("en", "safety for us, he asks the ump if he can circle again", "asked_to_circle_again"),
        ("en", "safety to blue and their 1 took 20 seconds to hit it", "twenty_seconds_elapsed"),
        ("es", "safety para nosotros y el 3 pidió volver a girar", "asked_to_circle_again"),
        ("es", "safety para ellos, tardó más de 20 segundos en pegarle", "twenty_seconds_elapsed"),
        (
            "it",
            "safety per noi, il nostro 2 ha chiesto di girare di nuovo",
            "asked_to_circle_again",
        ),
        ("it", "safety per loro, il loro 4 ci ha messo 20 secondi", "twenty_seconds_elapsed"),
    ],
)
def test_a_safety_with_what_goes_wrong_at_its_hit_is_its_penalty_6(
    lang: str, text: str, event: str
) -> None:
    # a Safety is a Penalty 6: asking to circle again, or its 20 seconds, happen only at its hit
    assert trail_of(text, lang) == ["foul_shot", "p6", event]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the defender circled and hit it over his own back line, safety"),
        ("es", "el defensor dio la vuelta y la tiró por su propia línea de fondo, safety"),
    ],
)
def test_a_safety_beside_what_happens_in_play_is_still_the_end_line(lang: str, text: str) -> None:
    # circling is play too: the ball over the end line, not the Penalty 6's hit
    assert trail_of(text, lang)[:1] != ["foul_shot"]
