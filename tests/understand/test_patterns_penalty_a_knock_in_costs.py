"""A penalty named with no number beside a knock-in and its fault ("hit the KI before the ump
said play, isn't that a pen?", "sacó antes del plei y le dieron penal a los otros", "nochin
battuto prima del plei, ci hanno dato un penalty"): what the fault costs (22.a's Penalty 4), the
umpire's call or the writer's question, never a foul shot being taken
(``measures._penalty_a_knock_in_cost``). Read as one, the message named two restarts and stopped
at the first question. A numbered penalty names the shot taken; a penalty offered as the other
alternative leaves which restart it was to be asked. And a hit "before Play" beside Play told as
a moment of its own ("went round before the play, then hit it right after the play") is offered
to confirm, never decided (``[confirm.knock_in_event]``)."""

import pytest

from bot.understand import understand
from tests.understand.reading import read

#: the knock-in taken too early, the penalty what it cost: 22.a's Penalty 4 to the other team
_FAULT_THEN_ITS_PENALTY = [
    ("en", "their 2 knocked in before the umpire called play, surely that's a pen"),
    ("en", "we hit the knock-in before play and the ump gave them a penalty, fair?"),
    ("es", "el 3 de ellos sacó de fondo antes de que el umpire diga play, no es penal eso?"),
    ("es", "sacamos de fondo antes del play y nos cobraron penal, está bien?"),
    ("it", "hanno battuto la rimessa dal fondo prima del play, non è un penalty?"),
    ("it", "abbiamo battuto il nochin prima che l'arbitro dicesse play e ci danno un penalty"),
]


@pytest.mark.parametrize(("lang", "text"), _FAULT_THEN_ITS_PENALTY)
def test_a_penalty_beside_a_knock_in_fault_is_what_it_costs(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.conflicts, understood.conflicts
    trail, _asked = read(text, lang)
    assert trail == "more/knock_in_problem/hit_before_play", trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the penalty numbered: the shot being taken, its own fault
        ("en", "penalty 2 to them, their 3 hit it before the ump called play"),
        ("es", "penal 3 para ellos y el 2 le pegó antes del play"),
    ],
)
def test_a_numbered_penalty_is_the_shot_taken(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("foul_shot"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "i rode past the ball on the knock in or the pen, whatever it was"),
        ("it", "ha superato la palla sulla rimessa o sul rigore, non ricordo"),
    ],
)
def test_a_penalty_offered_as_the_other_restart_is_no_cost(lang: str, text: str) -> None:
    assert not understand(text, lang).decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "it",
            "il loro 4 sul nochin ha fatto un giro largo prima del plei poi ha colpito subito"
            " dopo il plei",
        ),
        ("en", "on the knock in he circled before play and then hit it right after the play"),
    ],
)
def test_before_play_beside_play_told_as_its_own_moment_is_confirmed(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided, understood.path
    assert understood.narrowed == ("hit_before_play",), understood.narrowed


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 3 to them, their 1 circled before play and then hit it right after play"),
        ("it", "rigore 3 per loro, il loro 1 ha girato prima del play e ha colpito dopo il play"),
    ],
)
def test_before_play_beside_play_told_as_its_own_moment_at_a_penalty_is_asked(
    lang: str, text: str
) -> None:
    assert not understand(text, lang).decided


def test_a_penalty_hit_before_play_alone_still_decides() -> None:
    # the confirmation is for the two moments told together, not for every hit before Play
    assert understand("penalty 3, their 1 hit it before the ump called play", "en").decided
