"""A goal put into the goal its scorer's own side defends is an own goal, told by who is who
(``sides.own_goal_by_owner``): the side of the player who scored ("OUR 3 scored", "il NOSTRO 1
ha segnato", "abbiamo segnato": ``WE_SCORED``) is the owner of the goal it went into, said right
after a word that puts the ball in ("INTO OUR goal", "NELLA NOSTRA porta", "EN NUESTRO arco",
"en el arco DE ELLOS"). Read as a goal of the scorer's side, it was credited to the wrong team.

Where the scorer's side and the goal's owner differ (their player into our goal), where either
is not said, or where whose goal is "ours" is itself the question (a reversed line-up, the
scorer's side said to be attacking), nothing is decided from it. Each phrasing here is written
for this rule, not taken from the corpus."""

import pytest

from bot.understand import understand

#: a player of one side, or "we", put the ball into that same side's goal
_SCORED_INTO_OWN_SIDES_GOAL = [
    ("en", "our 3 got mixed up and scored into our goal"),
    ("en", "their 2 put it through their goal, what now?"),
    ("en", "we scored in our goal by mistake, what's the restart"),
    ("es", "nuestro 2 se mareó y la metió en nuestro arco"),
    ("es", "el 2 de ellos la metió en el arco de ellos, qué se hace"),
    ("es", "metimos gol en nuestro arco, cómo sigue?"),
    ("es", "el back nuestro la metió en el arco nuestro"),
    ("it", "il nostro 1 rientrava dal cambio, si è confuso e ha segnato nella nostra porta"),
    ("it", "il loro 3 l'ha messa nella loro porta, come si riprende?"),
    ("it", "abbiamo segnato nella nostra porta, e adesso?"),
    ("it", "il nostro difensore ha segnato nella nostra porta"),
]


@pytest.mark.parametrize(("lang", "text"), _SCORED_INTO_OWN_SIDES_GOAL)
def test_a_goal_into_the_scorers_own_sides_goal_is_an_own_goal(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "OWN_GOAL" in understood.concepts, sorted(understood.concepts)
    incident = understood.facts["incident"]
    assert incident.get("own_goal") is True, incident
    assert incident.get("scored_by") == "defending", incident


#: the scorer's side is not the goal's owner, or either is not said, or "our goal" may be the
#: other end (a reversed line-up): never an own goal decided
_NOT_AN_OWN_GOAL = [
    # their player into our goal: their goal
    ("en", "their 3 scored into our goal, ends change?"),
    ("es", "el 2 de ellos la metió en nuestro arco"),
    ("it", "il loro 2 ha segnato nella nostra porta"),
    ("it", "il loro difensore ha segnato nella nostra porta"),
    # near the goal, not into it
    ("it", "il loro difensore ha segnato vicino alla nostra porta"),
    ("es", "nuestro 2 metió gol cerca de nuestro arco"),
    # a defender word alone: whose player he was is not said
    ("it", "il difensore ha segnato nella nostra porta"),
    ("en", "the defender scored into our goal"),
    # both sides said: who scored is open
    ("en", "their 2 passed to our 3 and he scored into our goal"),
    ("es", "nuestro 3 se la pasó al 2 de ellos y la metió en nuestro arco"),
    # a foul: someone else may have put it in
    ("en", "our 2 was fouled and then scored into our goal"),
    # our player into their goal
    ("it", "il nostro 2 ha segnato nella loro porta"),
    # the scorer's side said to be attacking: "our goal" may be the one it attacked
    ("en", "we were attacking and our 2 scored into our goal"),
    ("es", "atacábamos y nuestro 2 la metió en nuestro arco"),
    ("it", "attaccavamo e il nostro 2 ha segnato nella nostra porta"),
]


@pytest.mark.parametrize(("lang", "text"), _NOT_AN_OWN_GOAL)
def test_no_own_goal_where_the_scorer_is_not_the_goals_owner(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "OWN_GOAL" not in understood.concepts, sorted(understood.concepts)
    assert understood.facts["incident"].get("own_goal") is not True, understood.facts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "we lined up the wrong way and our 2 scored into our goal"),
        ("es", "nos alineamos al revés y nuestro 2 la metió en nuestro arco"),
        ("it", "ci siamo schierati al contrario e il nostro 2 ha segnato nella nostra porta"),
    ],
)
def test_a_reversed_line_up_leaves_whose_goal_open(lang: str, text: str) -> None:
    understood = understand(text, lang)
    # the line-up reversed: "our goal" may be the one we should have attacked
    assert "WRONG_WAY" in understood.concepts, sorted(understood.concepts)
    assert understood.facts["incident"].get("own_goal") is not True, understood.facts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "el 3 nuestro la metió en el arco"),
        ("es", "la metió adentro del arco y pitaron"),
    ],
)
def test_the_ball_put_into_a_goal_is_a_goal(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.facts["incident"].get("situation") == "goal_scored", understood.facts


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("our 2 scored into our goal, no sorry, into their goal", "en"),
        ("our 2 scored into our goal, no sorry, into their goal, how do we restart?", "en"),
        ("their 3 put it into his own goal, no wait, into our goal", "en"),
        ("nuestro 2 la metió en nuestro arco, perdón, en el arco de ellos", "es"),
        ("il nostro 1 ha segnato nella nostra porta, anzi no, nella loro porta", "it"),
    ],
)
def test_a_correction_naming_the_goal_again_takes_the_own_goal_back(text: str, lang: str) -> None:
    # which goal the ball went into is the correction's (concepts._read_corrected): never the
    # own goal it took back (our 2 into their goal, asked what next, is our field goal)
    understood = understand(text, lang)
    assert "OWN_GOAL" not in understood.concepts
    assert not understood.decided or "FIELD_GOAL" in understood.concepts


def test_a_correction_naming_the_same_sides_goal_keeps_the_own_goal() -> None:
    # "cioè" says the same own goal again, with the same side's goal: nothing taken back
    understood = understand(
        "il nostro back ha fatto autogol, cioè l'ha deviata nella nostra porta, dove si riparte?",
        "it",
    )
    assert "OWN_GOAL" in understood.concepts
