"""Italian generalization, round 13 (issue 17): "not understood" by structure. Each pattern in
several phrasings written for this test (never copied from the outsiders' corpus or the fresh
messages). Italian only: "niente" opening a dictated story is Italian's (``opening_fillers``);
English and Spanish list no such filler.
"""

from __future__ import annotations

import pytest

from bot.understand import understand

# --- a dictated opening "niente" that the story runs on after --------------------------------
# "niente PENALTY 2 dei rossi il loro 1 manca la palla…": spoken Italian opens a story with
# "niente" as a filler; read as a "no" it denied the very restart the message tells of, and
# nothing of the tree was answered. Where no mark nor "ma" follows for the next few words, what
# it would deny is read, as a doubt: offered to confirm, never stated nor dropped.


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("niente penalty 2 dei rossi il loro 1 manca la palla completamente", "P2"),
        ("niente rimessa dal fondo il loro 3 manca la palla e la riprende", "KNOCK_IN"),
        ("niente palla fuori dalle sponde l'ha toccata il nostro 2 che difendeva", "SIDE_BOARDS"),
        ("niente fischio involontario dell'arbitro la palla ce l'avevamo noi", "INADVERTENT"),
        ("eh niente esce di lato e nessuno sa chi l'ha toccata per ultima", "SIDE_BOARDS"),
    ],
)
def test_a_dictated_opening_niente_is_read_as_a_doubt_not_a_no(text: str, concept: str) -> None:
    understood = understand(text, "it")
    assert concept in understood.concepts, sorted(understood.concepts)
    assert concept in understood.doubtful, sorted(understood.doubtful)


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        # a mark or a "ma" right after what it denies: a "no", as before
        ("niente rigore, la palla è uscita di lato dopo un colpo del loro 2", "PENALTY_ANY"),
        ("niente fallo ma la palla è uscita di lato dopo un colpo del loro 2", "FOUL"),
        ("niente gol. la palla è passata fuori accanto al palo", "GOAL"),
        ("niente rigore", "PENALTY_ANY"),
        ("niente rigore per i blu?", "PENALTY_ANY"),
    ],
)
def test_an_opening_niente_that_ends_its_clause_stays_a_no(text: str, concept: str) -> None:
    understood = understand(text, "it")
    assert concept not in understood.concepts, sorted(understood.concepts)


@pytest.mark.parametrize(
    "text",
    [
        # before an article it was a filler already: read as a fact, no doubt added
        "niente il loro 2 che attaccava l'ha mandata fuori dalle sponde",
        "eh niente la rimessa dal fondo l'hanno battuta prima del play",
    ],
)
def test_an_opening_niente_before_an_article_is_a_filler_with_no_doubt(text: str) -> None:
    understood = understand(text, "it")
    assert understood.concepts, text
    assert not understood.doubtful, sorted(understood.doubtful)


@pytest.mark.parametrize(
    "text",
    [
        # "niente" inside the story is a "no", wherever dictation puts it
        "la palla è uscita dalle sponde e niente rigore per loro",
        "il loro 3 ha tirato ma niente gol la palla è passata fuori",
    ],
)
def test_a_niente_inside_the_message_is_untouched(text: str) -> None:
    understood = understand(text, "it")
    assert not {"PENALTY_ANY", "GOAL"} & understood.concepts, sorted(understood.concepts)
