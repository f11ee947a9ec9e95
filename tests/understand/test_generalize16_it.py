"""Italian generalization, round 16 (issue 17): families of words, not one message's phrase.
Each family in several phrasings written for this test (never copied from the outsiders' corpus
or its paraphrases), in the other languages where the pattern exists there and reads already.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


def _concepts(text: str, lang: str = "it") -> frozenset[str]:
    return understand(text, lang).concepts


# --- a player not back at the line-up after a goal, no reason said: why is asked -------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("dopo la rete i bianchi non si presentano al centro, lancio lo stesso?", "it"),
        ("abbiamo segnato e il loro 3 non era ancora rientrato, l'arbitro ha lanciato", "it"),
        ("dopo il gol il nostro 4 era ancora lontano da metà campo e hanno buttato dentro", "it"),
        ("gol dei gialli, i verdi non si fanno vedere allo schieramento, aspetto?", "it"),
        ("dopo il loro gol due dei nostri non erano ancora tornati, ingaggio fatto", "it"),
        ("after the goal two of theirs weren't back yet and the umpire threw it in", "en"),
    ],
)
def test_not_back_after_a_goal_asks_why(text: str, lang: str) -> None:
    answers, question = read(text, lang)
    assert answers == "more/line_up"
    assert question == "line_up_problem"
    assert understand(text, lang).narrowed  # only the reasons a player is away


@pytest.mark.parametrize(
    "text",
    [
        "all'ingaggio il loro 2 era dalla parte sbagliata",
        "tro in a metà campo, il nostro 3 spinge",
        "sul trouin l'arbitro lancia e il loro 1 entra da dietro",
    ],
)
def test_the_throw_in_said_as_an_ingaggio_or_dictated(text: str) -> None:
    assert "LINE_UP" in _concepts(text)


@pytest.mark.parametrize(
    "text",
    [
        "la palla non è tornata in campo",
        "il fallo è stato lontano dal centro",
        "il fallo è stato lontanissimo dal centro",
    ],
)
def test_not_back_needs_a_player_not_yet_there(text: str) -> None:
    assert "NOT_BACK" not in _concepts(text)


# --- the red ribbon on a kicking pony's tail is gear, out of scope ---------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("il mio cavallo scalcia, serve il nastro rosso?", "it"),
        ("va messo un fiocco rosso alla coda di un pony che tira calci?", "it"),
        ("la cavalla del nostro 2 scalcia: nastrino in coda obbligatorio?", "it"),
        ("my pony kicks, does he need a ribbon on the tail?", "en"),
    ],
)
def test_the_kicking_pony_ribbon_is_out_of_scope(text: str, lang: str) -> None:
    assert understand(text, lang).out_of_scope


# --- the taker rode past the ball and went round again, in other verbs -----------------------


@pytest.mark.parametrize(
    "text",
    [
        "rimessa dal fondo, il loro 2 oltrepassa la palla e fa il giro",
        "battuta dal fondo, il nostro 4 va oltre la palla, il cavallo scarta, poi rifà il giro",
        "rimessa nostra: il 3 supera la sfera senza toccarla e gira per riprovarci",
    ],
)
def test_a_knock_in_ridden_past_and_circled_again(text: str) -> None:
    answers, _question = read(text, "it")
    assert answers.startswith("more/knock_in_problem/hitter_passed_ball")


@pytest.mark.parametrize(
    "text",
    [
        "rigore 3 per noi, il nostro 1 passa oltre la palla e chiede di ripetere la rincorsa",
        "penalty 2: il loro 4 va oltre la palla e vuole rifare il giro",
    ],
)
def test_a_penalty_ridden_past_and_a_new_run_up(text: str) -> None:
    concepts = _concepts(text)
    assert {"PASSED_BALL", "SECOND_APPROACH"} <= concepts


# --- the ball put a short measure behind the back line for the knock-in ----------------------


@pytest.mark.parametrize(
    "text",
    [
        "rimessa loro, palla messa un metro dietro il fondo, il 2 la manca",
        "nocchin nostro con la palla venti centimetri oltre la linea, il nostro 1 la liscia",
        "la palla era mezzo metro dietro la riga di fondo e il loro 3 l'ha mancata",
    ],
)
def test_a_ball_placed_behind_the_line(text: str) -> None:
    assert "BALL_OFF_FIELD" in _concepts(text)


def test_a_hit_behind_our_back_line_is_no_ball_placed() -> None:
    assert "BALL_OFF_FIELD" not in _concepts("il loro 2 tira un rovescio dietro il nostro fondo")


# --- a hedge that opens the message, set apart by a mark, doubts what follows it -------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Secondo me, il loro 1 ha battuto la rimessa prima del play", "it"),
        ("Per me: rimessa loro battuta prima del play", "it"),
        ("Sono quasi sicuro, il nostro 3 ha tirato la rimessa prima del play", "it"),
        ("A mio parere, il loro 2 ha battuto la rimessa dal fondo prima del play", "it"),
        ("I think, their 1 knocked in before play", "en"),
        ("Creo que, su 1 sacó antes del play", "es"),
    ],
)
def test_an_opening_hedge_doubts_what_follows(text: str, lang: str) -> None:
    understanding = understand(text, lang)
    assert "HIT_BEFORE_PLAY" in understanding.doubtful
    assert not understanding.complete


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("il loro 1 ha battuto la rimessa prima del play", "it"),
        ("their 1 knocked in before play", "en"),
    ],
)
def test_the_same_told_plainly_is_no_doubt(text: str, lang: str) -> None:
    assert not understand(text, lang).doubtful


# --- how far a tap took the ball, said by the tap as a noun or the ball moved ----------------


@pytest.mark.parametrize(
    ("text", "travelled"),
    [
        ("battuta dai 60, il loro 2 fa un colpetto di 8 metri e la riprende", "UNDER_30"),
        ("free hit dei 60: un tocchetto di dieci yarde e poi riparte lui", "UNDER_30"),
        ("tiro dai 60, il nostro 3 la sposta di 4 metri e se la porta via", "UNDER_30"),
        ("battuta dai sessanta, un tocco di 40 yarde e la riprende lui", "TRAVELLED_30"),
    ],
)
def test_a_tap_said_with_its_length(text: str, travelled: str) -> None:
    assert travelled in _concepts(text)


def test_a_touch_at_a_distance_from_a_post_is_no_length() -> None:
    concepts = _concepts("il loro 2 la tocca a 5 metri dal palo e va fuori sul fondo")
    assert not {"UNDER_30", "TRAVELLED_30"} & concepts


# --- the score said is no goal scored ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("bianchi 3 gol sopra a fine partita, il loro 2 tira largo sul fondo", "it"),
        ("con i verdi avanti di due reti il loro 4 tira fuori sul fondo", "it"),
        ("siamo in vantaggio di un gol, il loro 1 manda fuori sul fondo", "it"),
        ("blue 2 goals up late on, their 3 shot wide over the back line", "en"),
    ],
)
def test_the_score_is_no_goal(text: str, lang: str) -> None:
    concepts = _concepts(text, lang)
    assert "SCORE_MARGIN" in concepts
    assert "GOAL" not in concepts


def test_a_goal_told_beside_the_score_is_still_a_goal() -> None:
    assert "GOAL" in _concepts("siamo sopra di 3 gol, il loro 2 segna")


# --- the late opponent slips into the play, or does not ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "rimessa nostra, il loro 2 rientra al passo e poi si inserisce nel gioco",
        "nocchin nostro, il loro 3 torna piano verso i 30 e si infila nell'azione",
        "sulla nostra rimessa il loro 1 torna al passo e poi si butta nell'azione",
    ],
)
def test_a_slow_opponent_who_joins_the_play(text: str) -> None:
    assert read(text, "it") == ("more/knock_in_problem/slow_opponent/yes", None)


@pytest.mark.parametrize(
    "text",
    [
        "rimessa nostra, il loro 2 torna piano ma non si inserisce nel gioco",
        "rimessa nostra, il loro 4 rientra al passo e non entra nel gioco",
    ],
)
def test_a_slow_opponent_who_keeps_out(text: str) -> None:
    assert "INVOLVED" not in _concepts(text)


# --- off the umpire with the article elided ("dall'arbitro", "sull'arbitro") -----------------


@pytest.mark.parametrize(
    "text",
    [
        "deviata dall'arbitro, la palla esce di lato",
        "la palla rimbalza sull'arbitro e va fuori dalle sponde",
        "tiro del loro 2 che sbatte sull'arbitro ed esce lateralmente",
    ],
)
def test_off_the_umpire_with_an_elided_article(text: str) -> None:
    assert "OFF_UMPIRE" in _concepts(text)


# --- a 5.a or 5.b said as a number and its letter apart --------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "penalty"),
    [
        ("ci hanno dato un cinque a dalla metà campo", "it", "P5A"),
        ("all'ultimo chukker l'arbitro dà il cinque b ai bianchi", "it", "P5B"),
        ("un 5 b dal centro per i rossi", "it", "P5B"),
        ("they gave us a five b from the centre", "en", "P5B"),
        ("nos cobraron un cinco b en el medio", "es", "P5B"),
    ],
)
def test_a_five_and_its_letter_apart(text: str, lang: str, penalty: str) -> None:
    assert penalty in _concepts(text, lang)


@pytest.mark.parametrize(
    "text",
    [
        "vincevamo 5 a 4 quando il loro 2 ha tirato fuori sul fondo",
        "eravamo sotto 4 a 5 a metà partita e la palla esce di lato",
    ],
)
def test_a_score_is_no_penalty(text: str) -> None:
    assert not {"P5A", "P5B", "PENALTY_ANY"} & _concepts(text)


# --- the ball stolen, in chat verbs, is the ball played --------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "rimessa nostra, il loro 2 era a cambiare cavallo, rientra e ci ruba palla",
        "nocchin nostro, il loro 4 cambiava cavallo, torna dentro e ci strappa la palla",
        "rimessa dal fondo nostra: il loro 1 cambio cavallo, entra e intercetta la palla",
    ],
)
def test_an_opponent_back_from_changing_who_steals_it(text: str) -> None:
    answers, _question = read(text, "it")
    assert answers.startswith("more/knock_in_problem/off_field_opponent_played")


# --- polo's English words as a phone or a thumb spells them ----------------------------------


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        ("fine del ciacker, la palla era in campo vicino al centro", "PERIOD_END"),
        ("finito il ciaccher, come si riparte?", "PERIOD_END"),
        ("seifti per loro? il nostro 4 l'ha mandata dietro il nostro fondo", "SAFETY"),
        ("l'ampaier ferma il gioco", "UMPIRE"),
        ("nock in nostro, il loro 2 dentro i 30", "KNOCK_IN"),
    ],
)
def test_dictated_polo_words(text: str, concept: str) -> None:
    assert concept in _concepts(text)


# --- slow, in the present and as taking it easy ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "rimessa dal fondo loro, il loro 3 ci mette un'eternità a battere",
        "rimessa nostra, il nostro 1 se la prende comoda prima di colpire",
        "battuta dal fondo dei blu, ci mettono una vita a battere",
    ],
)
def test_slow_said_in_the_present(text: str) -> None:
    assert "SLOW" in _concepts(text)


# --- the side boards in other words ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "il loro 2 l'ha spedita oltre la balaustra",
        "palla fuori dalla staccionata a metà campo",
        "la palla rimbalza sul tavolato ed esce",
    ],
)
def test_the_boards_in_other_words(text: str) -> None:
    assert "SIDE_BOARDS" in _concepts(text)


def test_the_mallet_is_no_board() -> None:
    assert "SIDE_BOARDS" not in _concepts("si può tenere la stecca con la sinistra?")


# --- at the throw-in, on the side that is not his own -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "al lancio dell'arbitro il loro 3 stava dalla parte non sua",
        "throw-in, il nostro 2 era sul lato non suo della fila e ha giocato la palla",
        "all'ingaggio il numero 4 dei blu era nella metà non sua",
    ],
)
def test_the_side_not_his_own_at_the_throw_in(text: str) -> None:
    answers, _question = read(text, "it")
    assert answers.startswith("more/wrong_side")


# --- on the way to the goal is no goal: "andava in porta" with the ball said before it ----------


@pytest.mark.parametrize(
    "text",
    [
        "l'arbitro ha fischiato per il cavallo zoppo, il nostro 3 aveva palla e andava in porta",
        "stop per una caduta mentre la palla andava in porta, chi riparte?",
        "i rossi avevano palla e andavano in porta quando l'arbitro ha fermato tutto",
    ],
)
def test_heading_for_the_goal_is_no_goal(text: str) -> None:
    concepts = _concepts(text)
    assert "TOWARD_GOAL" in concepts
    assert not concepts & {"GOAL", "BETWEEN_POSTS"}
