"""Italian generalization, round 11 (issue 17): "not understood" by structure, each pattern in
several phrasings written for this test (never copied from the outsiders' corpus or the fresh
messages). Italian words only: the vocabularies of the other languages are other helpers'.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- a ball out "behind", no line named --------------------------------------------------------
# "fuori dietro", "è uscita dietro", "finita di dietro": behind is past an end line (the side is
# "di lato"); who put it out is read as before, and asked where unsaid.


@pytest.mark.parametrize(
    "text",
    [
        "palla fuori dietro, l'ultimo a toccarla è stato il nostro 2 che attaccava",
        "è uscita dietro, ultimo tocco dei blu che attaccavano",
        "fuori di dietro dopo un nostro tiro, attaccavamo noi",
        "la palla finita dietro, ultimo a toccare il loro 1, attaccavano loro",
        "esce dietro la palla, ultimo tocco mio e io attaccavo",
    ],
)
def test_a_ball_out_behind_is_over_the_end_line(text: str) -> None:
    answers, asked = read(text, "it")
    assert answers.startswith("end_line/attacker"), (answers, asked)


@pytest.mark.parametrize(
    "text",
    [
        "palla fuori dietro",
        "la palla è uscita da dietro dopo un colpo dei rossi",
        "è andata fuori dietro, non ho visto chi l'ha toccata",
    ],
)
def test_a_ball_out_behind_with_no_hitter_asks_who(text: str) -> None:
    answers, asked = read(text, "it")
    assert answers == "end_line", (answers, asked)
    assert asked == "end_line_who", (answers, asked)


@pytest.mark.parametrize(
    "text",
    [
        # a player behind a teammate, or a ball behind the line at a knock-in: no ball gone out
        "al lancio il nostro 1 era dietro il nostro 3 e ha preso la palla",
        "alla rimessa la palla era ancora dietro la linea quando l'ha colpita",
    ],
)
def test_behind_without_a_ball_out_is_no_end_line(text: str) -> None:
    answers, _asked = read(text, "it")
    assert not answers.startswith("end_line"), answers


# --- whether and when a match is played, a pony's periods: out of scope ------------------------
# Whether and when a match is played is the Host Tournament Committee's; how many periods a pony
# plays is the pony rules'. The weather is no such word: a match stopped or suspended for rain
# is a stoppage (Rule 22), test_patterns_questions.


@pytest.mark.parametrize(
    "text",
    [
        "piove a dirotto, si gioca lo stesso?",
        "con la pioggia di stanotte il campo è bagnato, giochiamo lo stesso?",
        "c'è nebbia, si gioca ugualmente?",
        "a che ora si gioca sabato?",
        "domani si gioca alle 4?",
        "un pony può giocare due tempi di fila?",
        "quanti periodi consecutivi può fare un cavallo",
    ],
)
def test_whether_or_when_a_match_is_played_and_a_ponys_periods_are_out_of_scope(text: str) -> None:
    understood = understand(text, "it")
    assert understood.out_of_scope, (understood.path, sorted(understood.concepts))


@pytest.mark.parametrize(
    "text",
    [
        "partita sospesa per pioggia nel terzo tempo, da dove si riprende?",
        "piove, la palla è uscita di lato dopo un tiro dei blu",
    ],
)
def test_weather_beside_an_incident_leaves_it_to_the_tree(text: str) -> None:
    understood = understand(text, "it")
    assert not understood.out_of_scope, sorted(understood.concepts)
    answers, _asked = read(text, "it")
    assert answers, answers


# --- who chooses which way a team attacks: the choice of ends ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "chi sceglie da che parte si attacca nel primo tempo?",
        "all'inizio chi sceglie da che lato attaccare",
        "prima del lancio iniziale chi è che sceglie da che parte attaccano le squadre?",
    ],
)
def test_who_chooses_the_ends_is_a_procedure_question(text: str) -> None:
    understood = understand(text, "it")
    assert understood.procedure, (understood.path, sorted(understood.concepts))


# --- on the other side of the line-up's centre line, in its other names ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "al lancio il loro 3 stava dalla nostra parte della linea di centro",
        "nel throw in il nostro 1 era dal lato sbagliato della linea di metà campo",
        "allo schieramento il loro 2 si è messo dalla nostra parte della linea di metà campo",
    ],
)
def test_across_the_centre_line_at_the_line_up_is_the_wrong_side(text: str) -> None:
    understood = understand(text, "it")
    assert "WRONG_SIDE" in understood.concepts, sorted(understood.concepts)
    answers, asked = read(text, "it")
    assert answers, (answers, asked)
