"""Round 24 (issue 17): patterns from the nineteenth session, stated as rules, in new words.

A doubt said inside the clause, after its subject ("their 2 was POSSIBLY inside the 30", "el 2
CAPAZ estaba", "il loro 2 MAGARI era"), is a hedge as "I think" before the clause is: what it
covers is offered to confirm, never stated (principle 0: a wrong answer costs a match, a question
costs a tap)."""

import pytest

from bot.understand import understand
from bot.understand.reply import reply
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ump gave play on our hit in, their 1 was possibly within the 30"),
        ("en", "our hit in, the ump said play and their 1 could have been inside the 30"),
        ("en", "ump said play at our knock in and we think their 1 was inside 30 yards"),
        (
            "es",
            "saque nuestro, el umpire dijo play y el 1 de ellos posiblemente estaba adentro de "
            "las 30",
        ),
        ("es", "en nuestro saque el referí dijo play y el 1 rival capaz estaba dentro de las 30"),
        ("it", "battuta dal fondo nostra, l'arbitro dice play e il loro 1 magari era dentro le 30"),
        ("it", "nostra battuta dal fondo, play, e il loro 1 poteva essere dentro le 30 yarde"),
    ],
)
def test_a_doubt_inside_the_clause_leaves_its_fact_to_confirm(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    assert "INSIDE_30" in understood.doubtful


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # "capaz" is a hedge of its own and a word of the doubted alternative
        ("es", "penal de la 40, o capaz de la 60, no me acuerdo, la erró, ¿se sigue jugando?"),
        ("it", "rigore dalle 40, o magari dalle 60, non ricordo, l'ha mancata, si gioca?"),
        ("en", "penalty from the 40, or possibly the 60, can't remember, he whiffed it, play on?"),
    ],
)
def test_a_hedge_right_after_or_opens_the_alternative_it_doubts(lang: str, text: str) -> None:
    # the clause before the "or" is the other alternative, not what the hedge doubts: the
    # penalty stays said, and which one is asked
    assert read(text, lang) == ("foul_shot", "foul_shot_penalty")


@pytest.mark.parametrize(
    ("text", "answers"),
    [
        (
            "possession free hit to them, they were attacking inside our 60. where does it go?",
            "play_stopped/fair_play_event/attackers_hurt/this_60",
        ),
        ("fair play ball to us, we were defending. tap allowed?", "defenders_hurt"),
    ],
)
def test_a_possession_given_to_an_object_pronoun_is_given_to_that_side(
    text: str, answers: str
) -> None:
    # "to us", "to them" ("to" a stop word): whom the umpires gave it, so that side had the ball
    # and was significantly disadvantaged (22.h gives it only so); "we", "they" right after it
    # may be the next clause's subject, and are not read so
    assert answers in read(text, "en")[0]


def test_a_subject_after_a_possession_asked_is_not_whom_it_was_given() -> None:
    assert read("fair play possession? we were attacking when he blew", "en")[1] == "stop_reason"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "how tall must the sideboards be?"),
        ("en", "are boards compulsory on a tournament ground?"),
        ("es", "¿qué tan altas tienen que ser las tablas?"),
        ("es", "¿son obligatorias las tablas en una cancha de torneo?"),
        ("it", "quanto sono alte di regola le sponde?"),
        ("it", "le sponde sono obbligatorie?"),
    ],
)
def test_how_the_boards_are_made_is_another_rules_question(lang: str, text: str) -> None:
    # the boards asked of as a thing of the field, no ball over them: the field's rule
    assert understand(text, lang).out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # "a qué altura" is where, not how high: the line-up asked of stays a procedure
        ("es", "en el throw-in a qué altura se pone cada equipo?"),
        # "obligatorio" of a restart's own step: the restart's procedure
        ("es", "en el tiro libre de la tabla es obligatorio pegarle fuerte?"),
    ],
)
def test_a_restarts_own_step_asked_is_no_question_of_the_field(lang: str, text: str) -> None:
    assert not understand(text, lang).out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "penal 3, el referí dijo play y nuestro 2 le pegó"),
        ("en", "pen 4, the ump called play and our 1 hit it, now what"),
        ("it", "punizione 2, l'arbitro chiama play e il nostro 3 la colpisce. e adesso?"),
    ],
)
def test_a_penalty_played_what_came_of_it_unread_gets_the_narrowed_question(
    lang: str, text: str
) -> None:
    # the penalty's card would answer how it is taken; the words told it was played, so the
    # first question narrowed to what a played penalty can become comes instead (reply.py)
    answer = reply(understand(text, lang), lang)
    assert answer.path == ""
    assert answer.screen.rows  # the tree's first question, as buttons (a card has none)
    assert understand(text, lang).narrowed == ("end_line", "side_boards", "goal", "foul_shot")


# --- a suspended game: the committee's finding not said (22.g) --------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # how the game goes on, asked (not as a short question after it, whose words are a
        # candidate to confirm: "…, si riprende?" may ask whether it goes on at all)
        ("en", "hail stopped the match halfway through the 5th, how do we restart it then"),
        ("es", "se suspendió el partido por la granizada, cómo se reanuda después"),
        ("it", "grandinata nel quinto e partita sospesa, come si riparte domani"),
        # what it goes on from, told
        ("es", "suspendieron por lluvia con un penal dos pendiente para ellos"),
        ("en", "game suspended for lightning with our knock-in still to take"),
    ],
)
def test_a_suspension_asked_how_it_goes_on_is_resumed_with_the_finding_not_said(
    lang: str, text: str
) -> None:
    # "shall be resumed": the finding that would let the committee abandon it is a note, never
    # asked of an umpire who asked how play goes on
    assert read(text, lang) == ("more/suspended/not_said", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # whether it is finished at all, asked: the finding decides it
        ("en", "lightning in the 3rd, game suspended. must we come back and play it out?"),
        ("es", "suspendido por tormenta en el 3ro: ¿se sigue otro día o queda así terminado?"),
        ("es", "suspendieron por la tormenta, ¿cómo se sigue? ¿se puede dar por terminado?"),
        ("it", "partita sospesa per fulmini nel terzo, si completa o resta così?"),
        # the suspension alone: what the event rides on may be told in words not read
        ("it", "partita sospesa per pioggia nel terzo tempo"),
        # how it goes on under a hedge: whether it goes on at all is the doubt
        ("es", "suspendieron por la lluvia y no sé si se sigue"),
    ],
)
def test_a_suspension_asked_whether_it_is_finished_asks_the_finding(lang: str, text: str) -> None:
    assert read(text, lang) == ("more/suspended", "could_affect_outcome")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "whistle blown by mistake, our 3 had the ball, umps still to decide if it hurt us"),
        ("es", "pitazo sin querer con la bocha nuestra, tienen que decidir si nos perjudicó"),
        ("it", "fischio per errore, palla nostra, devono decidere se ci ha danneggiati"),
    ],
)
def test_a_disadvantage_the_umpires_still_judge_is_not_said(lang: str, text: str) -> None:
    # 22.h leaves "significantly disadvantaged" to the umpires: told as theirs still to judge,
    # the possession play is never given as if they had found it
    understood = understand(text, lang)
    assert "_hurt" not in understood.path
    assert not any(slug.endswith("_hurt") for slug in understood.narrowed)
