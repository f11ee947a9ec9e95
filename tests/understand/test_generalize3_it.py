"""Italian generalization, round 3 (issue 17): ways Italian polo chats and dictation say things
that the vocabulary read wrongly or not at all, each as a pattern in several phrasings written
for this test (never copied from the outsiders' corpus or the fresh messages), in the other
languages too where the pattern exists there.
"""

from __future__ import annotations

import pytest

from bot.understand import understand


def _concepts(text: str, lang: str = "it") -> frozenset[str]:
    return understand(text, lang).concepts


# --- a Penalty 1 given is a goal awarded ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("l'arbitro ha dato un penalty 1 ai bianchi, come si riparte?", "it"),
        ("hanno fischiato rigore 1 per i gialli, poi da dove si riprende", "it"),
        ("penalty 1 assegnato ai verdi: si cambia campo?", "it"),
        ("gli arbitri concedono il penalty 1 a favore nostro, e adesso?", "it"),
        ("penalty 1 awarded to white, how do we restart?", "en"),
    ],
)
def test_a_penalty_1_given_is_a_goal_awarded(text: str, lang: str) -> None:
    concepts = _concepts(text, lang)
    assert {"P1", "AWARDED", "GOAL"} <= concepts
    assert understand(text, lang).path.startswith("33")


@pytest.mark.parametrize(
    "text",
    [
        "era un fallo da penalty 1 ma ha dato un penalty 2, da dove si batte?",
        "è penalty 1 o no?",
        "gol su azione o l'arbitro ha dato un penalty 1? si cambia campo",
    ],
)
def test_a_penalty_1_only_asked_or_weighed_is_no_goal(text: str) -> None:
    assert "GOAL" not in _concepts(text)


# --- the writer's "non capisco" is no umpire who cannot tell --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "rigore 6 per noi e il cavallo ha calciato la palla, adesso cosa si fa? non capisco",
        "non capisco, uscita laterale toccata dal loro 2: chi la rimette?",
        "io non capisco perché hanno dato la rimessa a loro",
    ],
)
def test_the_writers_non_capisco_is_no_cause_unknown(text: str) -> None:
    assert "CAUSE_UNKNOWN" not in _concepts(text)


@pytest.mark.parametrize(
    "text",
    [
        "uscita dalle sponde, l'arbitro non capisce chi l'ha toccata",
        "fuori di lato e gli arbitri non capiscono chi l'ha mandata fuori",
        "palla fuori di lato, non si capisce chi l'ha toccata",
    ],
)
def test_an_umpire_who_cannot_tell_stays_cause_unknown(text: str) -> None:
    assert "CAUSE_UNKNOWN" in _concepts(text)


# --- a hit "da fermo" is no play stopped ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "rigore dalle 30, il nostro 2 colpisce da fermo: si può?",
        "sul penalty 3 tira da fermo senza rincorsa, è regolare?",
    ],
)
def test_a_hit_from_a_standstill_is_no_stop(text: str) -> None:
    assert "STOPPED" not in _concepts(text)


# --- out over the end line against the boards is its corner -----------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("la palla è uscita in fondo contro la sponda, dove si mette?", "it"),
        ("tiro dei blu che esce sul fondo contro le tavole, da dove la rimessa", "it"),
        ("uscita proprio in fondo contro le sponde, dove batto?", "it"),
        ("out over the end line right against the boards, where's the knock-in?", "en"),
    ],
)
def test_the_end_line_against_the_boards_is_its_corner(text: str, lang: str) -> None:
    concepts = _concepts(text, lang)
    assert {"END_LINE", "NEAR_BOARD"} <= concepts
    assert "OFF_BOARDS" not in concepts


def test_a_ball_off_the_boards_then_over_the_end_line_keeps_the_boards() -> None:
    assert "OFF_BOARDS" in _concepts("è rimbalzata contro la sponda ed è uscita sul fondo")


def test_the_end_line_beside_a_hitter_off_the_boards_keeps_the_hitter() -> None:
    # the one gap word a phrase allows never takes the hitter between "fondo" and the boards
    concepts = _concepts("linea di fondo, un difensore contro la sponda, poi fuori")
    assert "DEF" in concepts


# --- a hit said before its count of seconds -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("rimessa dal fondo, il loro back batte dopo 15 secondi dal play", "it"),
        ("knock in dei verdi, play, il 4 colpisce dopo 12-13 secondi", "it"),
        ("il back batte la rimessa dopo 14 secondi, nessuno fischia", "it"),
        ("sulla rimessa sono passati 16 secondi prima di battere", "it"),
        ("knock-in, their back hit it after 14 seconds", "en"),
        ("saque de fondo, el back le pegó después de 15 segundos", "es"),
    ],
)
def test_a_hit_after_its_count_of_seconds_is_the_hitters_time(text: str, lang: str) -> None:
    assert "TEN_SEC" in _concepts(text, lang)


@pytest.mark.parametrize(
    "text",
    [
        # the count is no one's hit: the knock-in's own name is no verb
        "rimessa dal fondo, dopo 15 secondi il loro 2 torna in linea e poi battiamo",
        # within the 10 seconds
        "rimessa dal fondo, il back batte dopo 8 secondi",
    ],
)
def test_a_count_no_hit_ends_or_within_ten_says_nothing(text: str) -> None:
    assert "TEN_SEC" not in _concepts(text)


# --- "we" and the one team named by its colour are different teams --------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("cavallo caduto, noi eravamo in possesso dentro le 60 dei bianchi", "it"),
        ("giocatore a terra, noi avevamo la palla nelle 60 dei gialli, l'arbitro ferma", "it"),
        ("horse fell, we had the ball inside the whites' 60", "en"),
        ("se cayó un caballo, nosotros teníamos la bocha en los 60 de los blancos", "es"),
    ],
)
def test_we_are_the_other_team_than_the_one_named(text: str, lang: str) -> None:
    concepts = _concepts(text, lang)
    assert "ATT" in concepts
    assert "DEF" not in concepts


def test_we_said_as_the_named_team_are_that_team() -> None:
    concepts = _concepts(
        "noi siamo i bianchi: cavallo caduto, eravamo in possesso nelle 60 dei bianchi"
    )
    assert "ATT" not in concepts


# --- a ball said wide, then "between the posts", is no goal -------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "tiro largo vicino al palo destro, il bandierina la mette tra i pali per la battuta",
            "it",
        ),
        ("palla larga a sinistra, il goal judge l'ha piazzata tra i pali per batterla", "it"),
        ("went wide by the left post, the flagger put the ball between the posts to hit it", "en"),
    ],
)
def test_a_ball_said_wide_and_between_the_posts_is_no_goal(text: str, lang: str) -> None:
    assert not understand(text, lang).path.startswith("3")


@pytest.mark.parametrize("text", ["gol! passata proprio tra i pali", "è entrata tra i pali"])
def test_between_the_posts_alone_is_still_a_goal(text: str) -> None:
    assert understand(text, "it").path.startswith("3")


# --- "fair play" alone is 22.h's possession -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "stop per un cavallo zoppo e fair play ai bianchi, da dove riparte",
        "l'arbitro ferma e dà il fair play a noi dentro le loro 60",
    ],
)
def test_fair_play_alone_is_the_possession(text: str) -> None:
    concepts = _concepts(text)
    assert "FAIR_PLAY" in concepts
    assert "PLAYED" not in concepts


def test_fair_play_as_sportsmanship_is_no_possession() -> None:
    assert "FAIR_PLAY" not in _concepts("il loro 3 ha fatto un gesto poco fair play, poi fischio")


# --- a side said as the doer, after "by" ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("uscita di lato dentro le nostre 60, mandata fuori dai loro", "it"),
        ("fuori dalle sponde vicino alle nostre 60, ultima toccata da loro", "it"),
        ("ball went out over the side boards inside our 60, hit out by them", "en"),
        ("salió por las tablas en nuestros 60, tocada por ellos", "es"),
    ],
)
def test_a_side_after_by_is_who_did_it(text: str, lang: str) -> None:
    # our 60: we defend, so "they" attack, and theirs was the touch
    assert "ATT" in _concepts(text, lang)


@pytest.mark.parametrize(
    "text",
    ["la palla è venuta da noi e poi è uscita dalle sponde", "fallo subito da noi nelle nostre 60"],
)
def test_a_side_after_da_with_no_deed_before_it_is_no_doer(text: str) -> None:
    assert not _concepts(text) & {"ATT", "DEF"}


# --- a penalty, its team, then its distance ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "penalty"),
    [
        ("rigore ai bianchi dalle 40, il loro 3 tira prima del play", "it", "P3"),
        ("punizione per i gialli dalle 30, il loro 1 tira prima del play", "it", "P2"),
        ("rigore per noi dalle 60: il nostro 2 ha tirato prima del play", "it", "P4"),
        ("punizione a favore dei verdi da 40, si rompe la palla al primo colpo", "it", "P3"),
        ("penalty for white from the 40, he hit it before play", "en", "P3"),
    ],
)
def test_a_penalty_with_its_team_before_its_distance(text: str, lang: str, penalty: str) -> None:
    concepts = _concepts(text, lang)
    assert penalty in concepts
    assert "FREE_HIT_60" not in concepts


def test_another_hit_between_a_penalty_and_a_distance_keeps_its_own() -> None:
    # "tiro dalle 60" is a hit of its own: the penalty's distance is not said
    assert "P4" not in _concepts("rigore per noi, tiro dalle 60 corto")
