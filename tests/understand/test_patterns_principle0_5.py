"""Principle 0, fifth pass (issue 17): never tell an official something the words did not say.
Each test states one pattern of words that leave a fact open (or read a role one way where the
words allow both), in several phrasings and in each language where it exists; the bot must ask
that fact, or offer the reading to confirm, never state it."""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read

# --- Changing horses is the line-up's only where a line-up is said --------------------------
# After a goal, a player gone to change horses is not waited for (20): that ruling needs the
# goal, the throw-in or the line-up said. Beside a ball over the end line it is why a player was
# off the field or slow to the 30 at the knock-in; alone, a question about the rules.

CHANGING_HORSES_NO_LINE_UP = [
    ("en", "they hit it wide, our 3 went off to change horses and their 2 trotted back to the 30"),
    ("en", "ball over the back line, our 1 was changing horses and came back slowly"),
    ("es", "tiraron desviado, nuestro 3 se fue a cambiar caballo y el 2 volvió despacio"),
    ("es", "la bocha se fue por el fondo mientras nuestro 1 estaba cambiando de caballo"),
    ("it", "tiro largo sul fondo, il nostro 3 è andato a cambiare cavallo e torna piano"),
    ("it", "palla fuori dal fondo mentre il nostro 1 cambiava cavallo"),
]


@pytest.mark.parametrize(("lang", "text"), CHANGING_HORSES_NO_LINE_UP)
def test_changing_horses_without_a_line_up_is_not_the_line_ups(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert not answers.startswith("more/line_up")
    assert not understand(text, lang).decided


CHANGING_HORSES_ASKED = [
    ("en", "can a player change horses without stopping play?"),
    ("en", "is there a rule on changing ponies between chukkas?"),
    ("es", "se puede cambiar de caballo sin parar el juego?"),
    ("es", "hay alguna regla para el cambio de caballo entre chukkers?"),
    ("it", "si può cambiare il cavallo senza fermare il gioco?"),
    ("it", "c'è una regola sul cambio di cavallo tra un chukker e l'altro?"),
]


@pytest.mark.parametrize(("lang", "text"), CHANGING_HORSES_ASKED)
def test_a_question_about_changing_horses_is_no_incident(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    assert u.procedure or u.out_of_scope


CHANGING_HORSES_AT_A_LINE_UP = [
    ("en", "after their goal our 2 went off to change horses, do they wait for him?"),
    ("en", "at the throw in their 3 was changing horses and the ump did not wait"),
    ("es", "después del gol el 3 de ellos se fue a cambiar caballo, hay que esperarlo?"),
    ("es", "en la tirada nuestro 2 estaba cambiando de caballo y el umpire tiró igual"),
    ("it", "dopo il gol il loro 3 è andato a cambiare cavallo, bisogna aspettarlo?"),
    ("it", "al lancio il nostro 2 stava cambiando cavallo e l'arbitro ha lanciato lo stesso"),
]


@pytest.mark.parametrize(("lang", "text"), CHANGING_HORSES_AT_A_LINE_UP)
def test_changing_horses_at_a_line_up_is_still_the_line_ups(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert answers == "more/line_up/changing_horses"


# --- "A foul on him" says no side ------------------------------------------------------------
# "a foul ON their 2" is one he committed ("the foul was on him") as often as one he suffered
# ("there was a foul on him"): whose foul it was is asked, never read from his role. A foul
# "against" a side is still that side's. (Spanish "foul sobre", Italian "fallo sul" were
# already asked.)

FOUL_ON_A_SIDE = [
    "they scored right as the whistle went for a foul on their 2",
    "we scored just as the ump whistled a foul on our back",
    "horn went with the ball dead in their 60 after a whistle for a foul on them",
    "the bell rang, ball dead inside our 60, whistle had gone for a foul on our 3",
]


@pytest.mark.parametrize("text", FOUL_ON_A_SIDE)
def test_a_foul_on_a_side_leaves_whose_foul_open(text: str) -> None:
    u = understand(text, "en")
    assert not u.complete
    # neither side alone: both said (a conflict, asked) or none
    assert len({"AGAINST_ATT", "AGAINST_DEF"} & u.concepts) != 1


@pytest.mark.parametrize(
    "text",
    ["goal at the whistle, foul on the attackers", "foul on the defenders as the goal went in"],
)
def test_a_foul_on_a_role_is_against_it(text: str) -> None:
    u = understand(text, "en")
    assert len({"AGAINST_ATT", "AGAINST_DEF"} & u.concepts) == 1


def test_a_foul_against_a_side_is_still_its() -> None:
    u = understand("they scored right as the whistle went for a foul against their 2", "en")
    assert u.decided
    assert "AGAINST_ATT" in u.concepts


# --- Not knowing WHETHER leaves it open --------------------------------------------------------
# "I dunno if the ump had called play", "ni idea si salió adentro", "non sappiamo se": what
# follows is in doubt, offered to confirm; "couldn't tell WHICH side" is no "couldn't tell who"
# (the cause unknown). These hedges cover only what follows them: where it says nothing the
# vocabulary reads, the words before stay said.

NOT_KNOWING_WHETHER_PLAY_WAS_CALLED = [
    ("en", "their 2 was inside the 30 at our knock in but I dunno if the ump had called play"),
    ("en", "one of theirs inside the 30 on our knock-in, not sure if play had been called"),
    (
        "es",
        "uno de ellos adentro de la 30 en nuestro saque, ni idea si el umpire ya había dicho play",
    ),
    (
        "es",
        "el 2 de ellos estaba adentro de la 30 en el saque nuestro, no sabemos si ya dijeron play",
    ),
    (
        "it",
        "il loro 2 era dentro le 30 sulla rimessa, non sappiamo se l'arbitro aveva detto play",
    ),
    (
        "it",
        "uno dei loro dentro le 30 sulla rimessa, non saprei dire se era già detto play",
    ),
]


@pytest.mark.parametrize(("lang", "text"), NOT_KNOWING_WHETHER_PLAY_WAS_CALLED)
def test_a_moment_said_in_doubt_is_confirmed_never_decided(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    assert u.narrowed == ("opponent_inside_30",)


PLAY_CALLED_SAID = [
    ("en", "their 2 was inside the 30 at our knock in when the ump called play and we hit it"),
    (
        "es",
        "el 2 de ellos estaba adentro de la 30 en nuestro saque cuando dijeron play y le pegamos",
    ),
]


@pytest.mark.parametrize(("lang", "text"), PLAY_CALLED_SAID)
def test_a_moment_said_as_fact_still_decides(lang: str, text: str) -> None:
    assert understand(text, lang).decided


WHICH_SIDE_OF_THE_LINE = [
    ("en", "over the boards off their hit near the 60, couldn't tell which side of the line"),
    ("en", "ball went over the boards around the 60, can't tell if it was inside or outside"),
    ("es", "nos dieron un tiro de tabla pero ni idea si salió entre las 60 o adentro"),
    ("es", "se fue por la tabla cerca de la 60, no sabemos si adentro o afuera"),
    ("it", "uscita dalle sponde vicino alle 60, non sappiamo se dentro o fuori"),
]


@pytest.mark.parametrize(("lang", "text"), WHICH_SIDE_OF_THE_LINE)
def test_not_knowing_where_says_nothing_of_who(lang: str, text: str) -> None:
    u = understand(text, lang)
    assert not u.complete
    assert "CAUSE_UNKNOWN" not in u.concepts
    assert "WE_DID_NOT_SEE" not in u.concepts
    answers, _asked = read(text, lang)
    assert answers.startswith("side_boards")


def test_a_whether_hedge_never_covers_the_words_before_it() -> None:
    text = "ball went out over the boards near their 60, not sure if just inside or just outside"
    assert "SIDE_BOARDS" not in understand(text, "en").doubtful
