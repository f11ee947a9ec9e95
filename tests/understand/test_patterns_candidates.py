"""Wrong rulings and misreads (issue 17, principle 0): what a question names is a candidate,
never a fact.

* The alternatives a question names ("knock-in or safety?", "¿saque o safety?", "rimessa o
  safety?") are each a possibility: the walk goes as far as the rest of the message and the
  alternatives all agree, and asks where they part, with only the choices they give.
* A penalty or another restart named among them is what the umpire may give, never the one
  being taken.
* Where the rest of the message decides, the alternatives change nothing.
* A question about a subject other rules govern ("can we bring a sub if our 2 is hurt") is no
  incident, though it supposes one (``supposed.py``).
* A choice whose words leave open the moment that makes it a violation (inside the 30, Play
  not said) is offered alone, to confirm (``[confirm]`` in ``choices.toml``).
"""

from __future__ import annotations

import pytest

from bot.flow import ROOT, Question, walk
from bot.flow.model import key_of
from bot.teams import split
from bot.understand import concepts_of, understand
from bot.understand.concepts import alternatives_asked
from bot.understand.follow import follow
from bot.understand.reply import reply
from bot.understand.resolve import confirmations
from bot.understand.vocabulary import vocabularies_for


def _at(text: str, lang: str) -> tuple[str, str | None, tuple[str, ...]]:
    """Where the walk stopped: the answers so far (slugs), the question, the choices offered."""
    said = understand(text, lang)
    position = walk(ROOT, split(said.path)[1])
    trail = "/".join(c.slug for c in position.trail)
    question = position.question.slug if position.question is not None else None
    return trail, question, said.narrowed


# (lang, message, answers so far, the question where the alternatives part, the choices offered)
PARTED = [
    # where the ball went out: the rest says a corner, the question names both lines
    (
        "en",
        "ball went out in the corner, end line or side boards?",
        "",
        "what_happened",
        ("end_line", "side_boards"),
    ),
    (
        "en",
        "it ran out right in the corner, was it the back line or the boards?",
        "",
        "what_happened",
        ("end_line", "side_boards"),
    ),
    (
        "es",
        "la bocha salió en la esquina, ¿por la línea de fondo o por las tablas?",
        "",
        "what_happened",
        ("end_line", "side_boards"),
    ),
    (
        "it",
        "palla fuori nell'angolo, linea di fondo o sponda?",
        "",
        "what_happened",
        ("end_line", "side_boards"),
    ),
    # where on the end line: the rest says who, the question names two places
    (
        "en",
        "a defender hit it out over the back line, was it near the left post or wide left?",
        "end_line/defender",
        "end_line_where",
        ("wide_left", "near_left_post"),
    ),
    (
        "es",
        "un defensor la tiró por el fondo, ¿cerca del poste izquierdo o abierta a la izquierda?",
        "end_line/defender",
        "end_line_where",
        ("wide_left", "near_left_post"),
    ),
    (
        "it",
        "un difensore l'ha mandata oltre la linea di fondo, vicino al palo sinistro o larga "
        "a sinistra?",
        "end_line/defender",
        "end_line_where",
        ("wide_left", "near_left_post"),
    ),
    # a goal's kind: both alternatives say a goal (so it is one), and part at its kind
    (
        "en",
        "the ball went in, field goal or own goal?",
        "goal",
        "goal_kind",
        ("field_goal", "own_goal"),
    ),
    (
        "es",
        "entró la bocha, ¿gol de jugada o gol en contra?",
        "goal",
        "goal_kind",
        ("field_goal", "own_goal"),
    ),
]


@pytest.mark.parametrize(("lang", "text", "trail", "question", "offered"), PARTED)
def test_alternatives_are_asked_where_they_part_with_their_choices(
    lang: str, text: str, trail: str, question: str, offered: tuple[str, ...]
) -> None:
    said = understand(text, lang)
    assert not said.complete
    assert not said.nothing
    assert _at(text, lang) == (trail, question, offered)
    assert not reply(said, lang).arrived  # a question, never a ruling


# (lang, message, answers so far, the question asked): an alternative that gives none of the
# choices ("or did the ump award …") leaves every one of them open
OPEN = [
    (
        "en",
        "ball in, was it a field goal or did the ump award a penalty 1? do we change ends",
        "goal",
        "goal_kind",
    ),
    ("en", "red scored, was it a field goal or a penalty 1?", "goal", "goal_kind"),
    ("es", "gol de rojo, ¿fue gol de jugada o lo dio el umpire por penal 1?", "goal", "goal_kind"),
    (
        "it",
        "gol dei rossi, era un gol su azione o l'arbitro ha dato un rigore?",
        "goal",
        "goal_kind",
    ),
]


@pytest.mark.parametrize(("lang", "text", "trail", "question"), OPEN)
def test_an_alternative_that_gives_no_choice_leaves_the_question_open(
    lang: str, text: str, trail: str, question: str
) -> None:
    said = understand(text, lang)
    assert not said.complete
    assert _at(text, lang) == (trail, question, ())


# a penalty (or a knock-in) named as the question's alternatives is what the umpire may give:
# no foul shot was being taken, and nothing is decided
RESTARTS_ASKED = [
    ("en", "their 3 hit it before play, penalty 4 or 5.a?"),
    ("en", "their 3 hit it before play was called, was it a pen 4 or a pen 5b?"),
    ("es", "el 3 de ellos le pegó antes del play, ¿penal 4 o 5a?"),
    ("es", "le pegó antes del play, ¿es penal 4 o penal 5b?"),
    ("it", "il loro 3 ha colpito prima del play, punizione 4 o 5.a?"),
    ("it", "ha colpito prima del play, rigore 4 oppure 5b?"),
]


@pytest.mark.parametrize(("lang", "text"), RESTARTS_ASKED)
def test_a_penalty_named_as_an_alternative_is_not_the_one_being_taken(lang: str, text: str) -> None:
    said = understand(text, lang)
    assert not said.complete
    assert not split(said.path)[1].startswith("3")  # no "a foul shot went wrong"
    assert not {"P4", "P5A", "P5B", "PENALTY_ANY"} & said.concepts
    assert "foul_shot" not in said.narrowed


# the rest of the message decides: the alternatives change nothing
DECIDED = [
    (
        "en",
        "the defender hit it over his own back line wide left, knock in or safety?",
        "the defender hit it over his own back line wide left",
    ),
    (
        "es",
        "el defensor la tiró por su propia línea de fondo abierta a la izquierda, ¿saque o safety?",
        "el defensor la tiró por su propia línea de fondo abierta a la izquierda",
    ),
    (
        "it",
        "il difensore l'ha mandata oltre la propria linea di fondo larga a sinistra, rimessa "
        "o safety?",
        "il difensore l'ha mandata oltre la propria linea di fondo larga a sinistra",
    ),
]


@pytest.mark.parametrize(("lang", "text", "plain"), DECIDED)
def test_alternatives_change_nothing_the_rest_decides(lang: str, text: str, plain: str) -> None:
    asked, said = understand(text, lang), understand(plain, lang)
    assert said.decided
    assert asked.decided
    assert asked.path == said.path


@pytest.mark.parametrize(
    ("lang", "text", "options"),
    [
        # the dot of a penalty's letter ends no question
        ("en", "penalty 4 or 5.a?", ("penalty 4", "5.a")),
        ("es", "¿penal 4 o 5.b?", ("¿penal 4", "5.b")),
        ("it", "punizione 4 oppure 5.a?", ("punizione 4", "5.a")),
        (
            "en",
            "ball in, was it a field goal or did the ump award a penalty 1?",
            ("was it a field goal", "did the ump award a penalty 1"),
        ),
    ],
)
def test_the_alternatives_a_question_names(lang: str, text: str, options: tuple[str, ...]) -> None:
    (asked,) = alternatives_asked(text, vocabularies_for(lang))
    assert asked.options == options
    assert text[asked.end - 1] == "?"


# A question about a subject other rules govern (substitutes, a pony's welfare) that tells
# nothing happened besides what it supposes ("if our 2 is hurt") or asks may-or-must ("does the
# ump have to stop") is out of scope: never the incident it supposes
SUPPOSED = [
    ("en", "can we bring in a substitute mid game if our 2 is hurt"),
    ("en", "if our 3 gets hurt, can he be replaced by a sub?"),
    ("en", "pony bleeding from the nose, must the umpire stop play?"),
    ("en", "does the ump have to stop the game if a horse is bleeding?"),
    ("es", "¿se puede meter un suplente si un jugador se lastima?"),
    ("es", "si se lesiona el 3, podemos poner un suplente?"),
    ("es", "un caballo sangra por la boca, hay que parar el partido?"),
    ("it", "si può mettere un sostituto se un giocatore è infortunato?"),
    ("it", "se il nostro 2 si infortuna possiamo sostituirlo?"),
    ("it", "il cavallo sanguina dalla bocca, bisogna fermare il gioco?"),
]


@pytest.mark.parametrize(("lang", "text"), SUPPOSED)
def test_a_question_on_another_rules_subject_is_no_incident(lang: str, text: str) -> None:
    said = understand(text, lang)
    assert said.out_of_scope
    assert not split(said.path)[1]  # no answer of the tree: not the fall or stop it supposes
    assert not reply(said, lang).screen.rows  # the one line, no question


# the same subject beside what happened, told as a fact: the incident, with the tree
TOLD = [
    ("en", "our 2 fell and the ump stopped play, can we bring in a sub?", "play_stopped"),
    (
        "en",
        "the umpire stopped play because a pony was bleeding, where do we restart?",
        "play_stopped",
    ),
    ("es", "el 3 se lastimó y el umpire paró, ¿podemos poner un suplente?", "play_stopped"),
    ("es", "el umpire paró porque un caballo sangraba, ¿dónde se reanuda?", "play_stopped"),
    (
        "it",
        "il nostro 2 è caduto e l'arbitro ha fermato, possiamo mettere un sostituto?",
        "play_stopped",
    ),
    (
        "it",
        "l'arbitro ha fermato perché un cavallo sanguinava, da dove si riprende?",
        "play_stopped",
    ),
]


@pytest.mark.parametrize(("lang", "text", "situation"), TOLD)
def test_the_subject_beside_a_told_incident_keeps_the_incident(
    lang: str, text: str, situation: str
) -> None:
    said = understand(text, lang)
    assert not said.out_of_scope
    assert _at(text, lang)[0].startswith(situation)


# 22.a: an opponent inside the 30 is a violation only when Play is called and the ball hit. Said
# without that moment, the answer is offered alone, to confirm ([confirm] in choices.toml); with
# it, decided
INSIDE_30_WHEN = [
    (
        "en",
        "their 2 was inside 30 yards on our knock in",
        "their 2 was inside 30 yards when the ump called play on our knock in",
    ),
    (
        "en",
        "on their knock in our 3 was within 30 yards of the line",
        "on their knock in the ump called play and our 3 was within 30 yards of the line",
    ),
    (
        "es",
        "el 2 de ellos estaba adentro de las 30 en nuestro saque de fondo",
        "en nuestro saque de fondo el umpire dijo play y el 2 de ellos seguía adentro de las 30",
    ),
    (
        "it",
        "alla nostra rimessa il loro 2 era dentro le 30",
        "alla nostra rimessa l'arbitro chiama play e il loro 2 è ancora dentro le 30",
    ),
]


@pytest.mark.parametrize(("lang", "unsure", "said"), INSIDE_30_WHEN)
def test_inside_the_30_without_the_moment_is_confirmed_not_decided(
    lang: str, unsure: str, said: str
) -> None:
    decided = understand(said, lang)
    assert decided.decided
    assert _at(said, lang)[0].endswith("knock_in_problem/opponent_inside_30")
    asked = understand(unsure, lang)
    assert not asked.complete
    assert _at(unsure, lang) == (
        "more/knock_in_problem",
        "knock_in_event",
        ("opponent_inside_30",),
    )
    assert not reply(asked, lang).arrived
    # one tap confirms it: the ruling the message with the moment gives
    _defends, tree_path = split(asked.path)
    question = walk(ROOT, tree_path).question
    assert question is not None
    confirmed = tree_path + key_of(question, "opponent_inside_30")
    assert follow(concepts_of(unsure, lang), confirmed).path == split(decided.path)[1]


def test_each_confirmed_choice_is_a_choice_of_the_tree() -> None:
    questions = {q.slug: q for q in _questions()}
    for question, choices in confirmations().items():
        assert question in questions
        assert set(choices) <= {c.slug for c in questions[question].choices}


def _questions() -> list[Question]:
    found: dict[str, Question] = {}
    todo: list[Question] = [ROOT]
    while todo:
        question = todo.pop()
        found[question.slug] = question
        todo += [c.then for c in question.choices if c.then is not None]
    return list(found.values())


# A goal said with the end of a period: whether it counts hangs on when the period should have
# ended (20, 22.f), which no path of the tree says; the rulebook search answers it, never a
# question whose answers all leave the goal out
GOAL_AT_PERIOD_END = [
    ("en", "horn wasn't heard because of the wind and we scored right after, does it count?"),
    ("en", "nobody heard the horn and red scored around that moment, before or after who knows"),
    ("en", "the bell went and then we scored, does it count?"),
    ("es", "no se escuchó la bocina por el viento y metimos gol justo ahí, vale?"),
    ("es", "sonó la bocina y después ellos metieron gol, cuenta?"),
    ("it", "la sirena non si è sentita per il vento, hanno segnato più o meno in quel momento"),
    ("it", "è suonata la sirena e poi abbiamo segnato, vale il gol?"),
    # the goal named only in asking whether it counts
    ("en", "the bell went as it crossed, does the goal stand?"),
    ("es", "sonó la bocina justo cuando la bocha entraba, ¿vale el gol?"),
    ("it", "la sirena è suonata mentre la palla entrava, il gol è valido?"),
]


@pytest.mark.parametrize(("lang", "text"), GOAL_AT_PERIOD_END)
def test_a_goal_at_a_periods_end_is_answered_by_the_rulebook(lang: str, text: str) -> None:
    said = understand(text, lang)
    assert said.procedure
    assert not split(said.path)[1]
    shown = reply(said, lang)
    assert not shown.arrived
    assert shown.screen.rows  # the clauses found, each one tap away (which ones: the search's)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the horn wasn't heard, ball was loose in the middle"),
        ("en", "horn was not heard because of the wind"),
    ],
)
def test_a_horn_not_heard_is_not_heard(lang: str, text: str) -> None:
    said = understand(text, lang)
    assert "NOT_HEARD" in said.concepts
    assert _at(text, lang)[0].startswith("more/period_ended/no")


# A player's line-up said wrong, not how, beside a goal in his own goal: one player's own goal
# (it counts for the others) or the whole line-up's accepted wrong way (it counts for his team).
# "Does it count for us?" is asked between the two, never decided
LINED_UP_WRONG = [
    ("en", "their 2 lined up wrong and scored in his own goal, does it count for us?"),
    ("en", "our 3 was lined up badly and put it in his own goal"),
    ("es", "el 2 de ellos se alineó mal y metió gol en su propio arco, cuenta para nosotros?"),
    ("es", "el 4 nuestro estaba mal alineado y metió gol en su propio arco"),
    ("it", "il loro 2 si è schierato male e ha segnato nella propria porta, vale per noi?"),
]


@pytest.mark.parametrize(("lang", "text"), LINED_UP_WRONG)
def test_an_own_goal_beside_a_wrong_line_up_is_asked(lang: str, text: str) -> None:
    said = understand(text, lang)
    assert not said.complete
    assert _at(text, lang) == ("goal", "goal_kind", ("own_goal", "accepted_wrong_way"))


# What a short question after the incident asks ("…, safety?", "¿es saque nuestro?") is the
# umpire's candidate, never a fact: what only it says (and what that implies: a Safety is a
# defender's hit out) is offered alone, to confirm; a tap goes on to the ruling
ASKED = [
    (
        "en",
        "the ball went over the back line wide left, safety?",
        "a defender hit it over the back line wide left",
    ),
    (
        "en",
        "over the end line near the left post, was it a safety?",
        "a defender hit it over the end line near the left post",
    ),
    (
        "es",
        "la bocha salió por la línea de fondo abierta a la izquierda, ¿safety?",
        "un defensor la tiró por la línea de fondo abierta a la izquierda",
    ),
    (
        "it",
        "la palla è uscita sulla linea di fondo larga a sinistra, safety?",
        "un difensore l'ha mandata oltre la linea di fondo larga a sinistra",
    ),
    (
        "it",
        "palla oltre la linea di fondo vicino al palo sinistro, è safety?",
        "un difensore l'ha mandata oltre la linea di fondo vicino al palo sinistro",
    ),
]


@pytest.mark.parametrize(("lang", "asked", "told"), ASKED)
def test_what_a_question_asks_is_confirmed_not_ruled_on(lang: str, asked: str, told: str) -> None:
    said = understand(told, lang)
    assert said.decided
    unsure = understand(asked, lang)
    assert not unsure.complete
    assert _at(asked, lang) == ("end_line", "end_line_who", ("defender",))
    _defends, tree_path = split(unsure.path)
    question = walk(ROOT, tree_path).question
    assert question is not None
    confirmed = tree_path + key_of(question, "defender")
    assert follow(concepts_of(asked, lang), confirmed).path == split(said.path)[1]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the rest of the message says it: the question's word changes nothing
        ("en", "the defender hit it over his own back line wide left, safety?"),
        ("es", "el defensor la tiró por su propia línea de fondo abierta a la izquierda, ¿safety?"),
        (
            "it",
            "il difensore l'ha mandata oltre la propria linea di fondo larga a sinistra, safety?",
        ),
        # a long question tells the incident it asks about
        ("en", "what if a defender hits it over his own back line wide left, is that a safety?"),
    ],
)
def test_a_question_that_the_rest_answers_is_decided(lang: str, text: str) -> None:
    assert understand(text, lang).decided


# A question whether something happened, after the incident is told ("our 3 hit it over the
# boards in their 60, did it come off their back's horse?"): what it names is asked, offered to
# confirm, never told, however many words it takes, up to a clause's (a longer question tells
# the incident it asks about: "if the ball hits…")
WHETHER_IT_HAPPENED = [
    "our 3 hit it over the boards in their 60, did it come off their back's horse?",
    "their 2 hit it over our back line, was it off our 4's horse first?",
]


@pytest.mark.parametrize("text", WHETHER_IT_HAPPENED)
def test_a_question_whether_it_happened_is_offered_not_told(text: str) -> None:
    said = understand(text, "en")
    assert not said.decided, said.path
    assert said.doubtful & {"OFF_DEF", "OFF_PLAYER", "HORSE", "OWN_HORSE", "OFF_ATT"}


def test_a_question_opened_otherwise_tells_as_before() -> None:
    # "is it a safety?" asks the restart, a candidate: the deflection told stays told
    said = understand("their 2 hit it over our back line off our 4's horse, is it a safety?", "en")
    assert "OFF_PLAYER" not in said.doubtful
