"""Over-asked sweep, Italian (issue 17): facts a message says in words the reading did not take,
so the bot asked them again.

* A penalty named by its number with the word for "number" between ("rigore NUMERO quattro",
  "penalty NUMBER two", "penal NÚMERO tres", "punizione N. 3") is that penalty, as "rigore 4" is
  (``text._NUMBER_MARKERS``); a player's number after an article ("sul rigore IL numero quattro
  avversario") is no penalty's.
* A goal and a foul said at one moment ("vanno a rete e nello stesso istante l'arbitro sanziona
  un fallo", "al mismo tiempo cobra un foul") is a goal at the whistle (22.c): a foul is the
  umpire's call; and the moment said by its adjective ("gol e fischio SIMULTANEI", "quasi
  CONTEMPORANEI") is the same moment.
"""

import pytest

from bot.understand import understand
from tests.understand.reading import read

_PENALTY_BY_NUMBER_WORD = [
    ("it", "rigore numero quattro per i gialli, il loro 2 manca la palla", "P4"),
    ("it", "punizione numero 2 per noi e il nostro 3 colpisce prima del play", "P2"),
    ("it", "penalty n. 3 ai verdi, il loro 1 sbaglia completamente la palla", "P3"),
    ("en", "penalty number two for yellow, their 3 whiffed it completely", "P2"),
    ("en", "pen number 4 to us and our 1 hit it before the ump said play", "P4"),
    ("es", "penal número tres para los verdes, su 2 le erra a la bocha", "P3"),
    ("es", "penal nro 2 para nosotros, el 4 pega antes del play", "P2"),
]


@pytest.mark.parametrize(("lang", "text", "penalty"), _PENALTY_BY_NUMBER_WORD)
def test_a_penalty_named_with_the_word_number_is_that_penalty(
    lang: str, text: str, penalty: str
) -> None:
    understood = understand(text, lang)
    assert penalty in understood.concepts, sorted(understood.concepts)
    _trail, asked = read(text, lang)
    assert asked != "foul_shot_penalty"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "sul rigore il numero quattro avversario manca la palla: viva o morta?"),
        ("it", "nella punizione il numero 2 dei blu ha sbagliato la palla, si ferma?"),
        ("en", "on the penalty the number 3 of theirs missed the ball, dead or alive?"),
    ],
)
def test_a_players_number_after_an_article_names_no_penalty(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.concepts & {"P2", "P3", "P4"}, sorted(understood.concepts)


_GOAL_AND_FOUL_AT_ONE_MOMENT = [
    ("it", "vanno a rete i blu e nello stesso istante l'arbitro sanziona un fallo del loro 4"),
    ("it", "segniamo e proprio in quel momento l'arbitro dà un fallo al loro 3, confermato"),
    ("es", "gol de los rojos y al mismo tiempo el árbitro cobra un foul de su 2, confirmado"),
    ("it", "gol e fischio simultanei per un fallo, vale il gol?"),
    ("it", "abbiamo segnato e fischio quasi contemporaneo dell'arbitro, vale?"),
]


@pytest.mark.parametrize(("lang", "text"), _GOAL_AND_FOUL_AT_ONE_MOMENT)
def test_a_goal_and_a_foul_at_one_moment_is_a_goal_at_the_whistle(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert "at_whistle" in trail.split("/") or "goal_at_whistle" in trail.split("/"), trail
    assert asked != "goal_kind"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a foul said and then said not given: no whistle, the kind of goal stays open
        ("it", "segnano e nello stesso istante il loro 2 incrocia, ma l'arbitro dice nessun fallo"),
        # a goal alone: which kind stays asked
        ("it", "abbiamo fatto gol, chi rimette e dove?"),
    ],
)
def test_no_foul_or_no_moment_keeps_the_kind_of_goal_open(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert "at_whistle" not in trail.split("/"), trail


_LINED_UP_REVERSED = [
    ("it", "al lancio eravamo schierati a rovescio e nessuno se n'è accorto, poi segna il loro 2"),
    ("it", "le squadre si sono disposte a rovescio all'inizio del chukker e poi gol dei blu"),
    ("it", "allineati a rovescio al throw-in, nessuno lo nota e il nostro 1 segna"),
    ("en", "both teams lined up back to front at the throw in and then their 2 scored"),
    ("es", "se alinearon al revés en el throw in y después su 2 metió gol"),
]


@pytest.mark.parametrize(("lang", "text"), _LINED_UP_REVERSED)
def test_a_line_up_said_reversed_is_the_wrong_way_line_up(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "WRONG_WAY" in understood.concepts, sorted(understood.concepts)
    assert "BACKSHOT" not in understood.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # "rovescio" alone, or played, stays the backhand
        ("it", "il nostro 4 gioca un rovescio e la palla esce sul fondo"),
        ("it", "rovescio del loro 3 oltre la linea di fondo"),
    ],
)
def test_a_backhand_is_no_reversed_line_up(lang: str, text: str) -> None:
    assert "WRONG_WAY" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # "dopo" as "then": the goal is the later event, no time after a goal
        ("it", "erano schierati al contrario; dopo segna il nostro numero tre. per chi vale?"),
        ("it", "girati al contrario al lancio, dopo va a segno il loro 4, vale?"),
        ("en", "lined up the wrong way at the throw in, then our 3 scored, who gets it?"),
    ],
)
def test_then_a_goal_is_no_time_after_a_goal(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "AFTER_GOAL" not in understood.concepts, sorted(understood.concepts)
    _trail, asked = read(text, lang)
    assert asked == "goal_kind"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "dopo aver segnato il loro 3 è andato a cambiare cavallo"),
        ("it", "dopo che abbiamo segnato il loro 2 rientra al passo"),
        ("en", "after we scored their 2 came back at a walk"),
    ],
)
def test_after_scoring_is_still_the_time_after_a_goal(lang: str, text: str) -> None:
    assert "AFTER_GOAL" in understand(text, lang).concepts
