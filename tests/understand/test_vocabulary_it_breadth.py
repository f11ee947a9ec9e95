"""Italian vocabulary breadth (issue 17, "words as evidence"): the ways Italian polo chats and
dictation say each concept the tree needs, with their English loans, beyond the words of the
corpus that shaped the vocabulary. Each concept widened is tried in several phrasings, each
inside a short message written for this test; a few give the whole ruling path.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import trail_of


def _concepts(text: str) -> set[str]:
    return set(understand(text, "it").concepts)


# concept -> messages that say it in other words than the corpus's
WIDENED: dict[str, list[str]] = {
    "SIDE_BOARDS": [
        "la palla è uscita di lato dentro le 60",
        "il loro 2 l'ha mandata fuori di lato",
        "è finita fuori dal lato vicino alla panchina",
        "palla fuori sulle tavole, chi batte?",
        "è uscita oltre le tavole a metà campo",
    ],
    "END_LINE": [
        "il loro 3 ha fatto un tiro a lato",
        "l'ha mandata fuori dai pali",
        "è uscita fuori dal palo sinistro",
        "palla oltre il fondo dopo una mischia",
    ],
    "WIDE": [
        "il tiro esce a lato larga a destra",
        "la palla è uscita larghissima sul fondo",
    ],
    "INADVERTENT": [
        "all'arbitro è scappato il fischio mentre giocavamo",
        "gli è sfuggito il fischio, nessun fallo",
        "fischio accidentale a metà campo",
        "l'arbitro ha fischiato senza motivo",
    ],
    "MISSED": [
        "sulla rimessa il loro 4 ha fatto un buco",
        "ha ciccato la palla sulla punizione",
        "colpisce a vuoto al knock in",
        "il battitore ha bucato la palla",
    ],
    "BROKE": [
        "si è spezzata la palla in pieno gioco",
        "palla rotta in due dopo il colpo",
        "la palla si è divisa in due",
        "palla in due pezzi sul tiro",
    ],
    "NOBODY_HAD": [
        "palla sciolta in mezzo al campo quando ha fermato",
        "era una palla di nessuno",
    ],
    "HIT_BEFORE_PLAY": [
        "ha battuto prima che l'arbitro dicesse play",
        "ha tirato senza aspettare il play",
        "colpo anticipato sulla rimessa",
    ],
    "GOAL": [
        "il loro 1 l'ha messa dentro",
        "hanno fatto gol al terzo chukker",
        "l'ha insaccata di rovescio",
    ],
    "BETWEEN_POSTS": [
        "la palla è passata in mezzo ai pali",
        "il tiro finisce in porta",
    ],
    "OWN_GOAL": ["autogoal del loro 2", "un auto gol del difensore"],
    "STOPPED": [
        "l'arbitro interrompe il gioco",
        "hanno bloccato il gioco per un attimo",
        "fischiano e tutti si fermano",
    ],
    "P2": ["ci hanno dato un rigore da 30", "punizione dalle 30 per i blu"],
    "P3": ["rigore da 40 per noi", "penalty dai 40 per i rossi"],
    "P4": ["punizione da 60 per loro", "il rigore delle 60"],
    "P5B": ["punizione dal centro per i gialli"],
    "SIXTY_IN": [
        "è uscita sulle sponde vicino ai 40",
        "fuori sulla sponda all'altezza dei 30",
    ],
    "MIDFIELD": ["fuori sulla sponda ai 100", "palla uscita di lato sulla linea centrale"],
    "LINE_UP": ["l'arbitro lascia cadere la palla tra le squadre", "erano tutti in fila"],
    "WRONG_WAY": ["si sono schierati alla rovescia", "avevamo le porte invertite"],
    "HORN": ["è suonata la campana durante l'azione"],
    "PERIOD_END": ["tempo scaduto con la palla in campo"],
    "INTO_FOOT": [
        "la punizione ha preso lo zoccolo del cavallo",
        "la palla sul piede del cavallo e dentro",
    ],
    "FREE_HIT_60": ["il free hit dalla linea dei 60"],
    "ENDS": ["chi sceglie la porta all'inizio?", "si tira a sorte per le porte?"],
    "RUSHED_UMPIRE": ["il loro 1 va addosso all'arbitro prima del lancio"],
    "SHOT_AT_GOAL": ["il loro 2 ha sbagliato la porta"],
    "CALL_PLAY": ["quando deve dire play l'arbitro?"],
    "JUDGE": ["nn sono sicuro, decidete voi"],
}


@pytest.mark.parametrize(
    ("concept", "text"), [(concept, text) for concept, texts in WIDENED.items() for text in texts]
)
def test_an_italian_chat_phrasing_says_its_concept(concept: str, text: str) -> None:
    assert concept in _concepts(text), (text, sorted(_concepts(text)))


@pytest.mark.parametrize(
    "text",
    [
        "è uscita proprio sulla 60 dalla sponda",
        "la palla è passata proprio sul cavallo dell'arbitro",
        "è uscita proprio sul fondo",
    ],
)
def test_proprio_as_right_on_owns_nothing(text: str) -> None:
    # "proprio" is also "exactly": only "propria"/"proprio" said as the word owns a place
    assert not _concepts(text) & {"OWN_60", "OWN_HORSE", "OWN_END_LINE"}


@pytest.mark.parametrize(
    "text",
    [
        "il nostro 4 l'ha girata all'indietro ed è uscita dal fondo",
        "il loro 1 girava ancora in fondo quando hanno rimesso",
    ],
)
def test_turning_the_ball_or_riding_about_is_no_second_approach(text: str) -> None:
    assert "SECOND_APPROACH" not in _concepts(text)


@pytest.mark.parametrize(
    "text",
    [
        "la palla entra nella mischia e il loro 2 ha lasciato cadere la palla",
        "l'arbitro ha lasciato cadere la palla tra le due squadre",
    ],
)
def test_the_umpire_dropping_the_ball_is_no_fall(text: str) -> None:
    assert "FALLEN" not in _concepts(text)


def test_nn_is_not() -> None:
    # "nn" is the chat's "non": it negates, as "non" does
    assert _concepts("il difensore nn l'ha toccata") == _concepts("il difensore non l'ha toccata")


def test_mio_is_the_writers_side() -> None:
    # "il mio 3" is one of ours, as "il nostro 3" is
    assert trail_of("il mio 3 l'ha mandata oltre la nostra linea di fondo", "it") == trail_of(
        "il nostro 3 l'ha mandata oltre la nostra linea di fondo", "it"
    )


@pytest.mark.parametrize(
    ("text", "trail"),
    [
        (
            "all'arbitro è scappato il fischio, palla libera a metà campo sulla sinistra",
            ["play_stopped", "inadvertent_whistle", "nobody", "left_between_60s"],
        ),
        (
            "sulla rimessa dal fondo il battitore ha fatto un buco",
            ["more", "knock_in_problem", "swing_and_miss"],
        ),
        (
            "rigore da 40, il loro 3 ha tirato prima che l'arbitro dicesse play",
            ["foul_shot", "p3", "hit_before_play"],
        ),
        # the first hit said: a ball broken "sulla punizione" alone is confirmed (which hit)
        (
            "si è spezzata la palla al primo colpo della punizione 2",
            ["more", "ball_broke", "foul_shot"],
        ),
        (
            "un attaccante l'ha tirata fuori, è uscita di lato a destra dentro queste 60",
            ["side_boards", "attacker", "right_this_60"],
        ),
    ],
)
def test_a_chat_phrasing_gives_the_whole_path(text: str, trail: list[str]) -> None:
    assert trail_of(text, "it")[: len(trail)] == trail
