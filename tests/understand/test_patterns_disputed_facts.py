"""A fact the writer disputes or only half saw is no fact (Principle 0: where the user was
vague, ask): the reading it gives is offered to confirm with one tap, never ruled on.

- The writer's judgement in other words ("FAIRLY SURE our 2 circled", "inside 5 yds I'D SAY").
- His own sight put in doubt after what he saw, though more words follow that tell nothing
  ("…, OR SO IT LOOKED from the car park", "o eso me pareció DESDE EL AUTO").
- A claim sworn to ("their lot SWEAR IT came off our 2").
- A supposition beside such a doubt ("… or so it looked. IF he was inside the 30, what's the
  call?"): what the writer doubted, supposed again, stays doubted; a supposition alone is the
  incident its question is about, as before.
- A long question whether something happened, with what it takes as given after "before" or
  "after" ("did it clip the ump's horse BEFORE it went over the boards?"): the boards are told,
  the clip asked.
"""

from __future__ import annotations

import pytest

from bot.flow import ROOT, walk
from bot.teams import split
from bot.understand import understand


def _trail(path: str) -> list[str]:
    return [choice.slug for choice in walk(ROOT, split(path)[1]).trail]


# (lang, disputed message, the same message told plainly, what the doubt leaves to confirm)
DISPUTED = [
    (
        "en",
        "pen 3 to us, im fairly sure our 2 circled twice before hitting",
        "pen 3 to us, our 2 circled twice before hitting",
        "SECOND_APPROACH",
    ),
    (
        "en",
        "our knock in, their 2 came inside the 30 before we hit it, or so it looked from the "
        "car park",
        "our knock in, their 2 came inside the 30 before we hit it",
        "INSIDE_30",
    ),
    (
        "es",
        "en nuestro saque de fondo el 2 de ellos se metió adentro de las 30 antes del golpe, "
        "o eso me pareció desde el auto",
        "en nuestro saque de fondo el 2 de ellos se metió adentro de las 30 antes del golpe",
        "INSIDE_30",
    ),
    # the same doubt, then the doubted fact supposed to ask what follows from it
    (
        "en",
        "our knock in, their 2 came inside the 30 before we hit it, or so it looked from the "
        "car park. if he was inside the 30 whats the call",
        "our knock in, their 2 came inside the 30 before we hit it",
        "INSIDE_30",
    ),
    (
        "es",
        "en nuestro saque de fondo el 2 de ellos se metió adentro de las 30 antes del golpe, "
        "o eso me pareció desde el auto. si estaba adentro de las 30 qué se cobra",
        "en nuestro saque de fondo el 2 de ellos se metió adentro de las 30 antes del golpe",
        "INSIDE_30",
    ),
]


@pytest.mark.parametrize(("lang", "disputed", "plain", "doubted"), DISPUTED)
def test_a_disputed_fact_is_offered_to_confirm_not_ruled_on(
    lang: str, disputed: str, plain: str, doubted: str
) -> None:
    told = understand(plain, lang)
    assert told.decided
    unsure = understand(disputed, lang)
    assert not unsure.decided
    assert doubted in unsure.doubtful
    # the plain message's ruling is the one offered, one tap away
    assert unsure.narrowed
    assert _trail(told.path)[-1] in unsure.narrowed


@pytest.mark.parametrize(
    ("sworn", "plain", "doubted"),
    [
        (
            "ball over the side boards near the middle, their lot swear it came off our 2",
            "ball over the side boards near the middle, it came off our 2",
            "OFF_PLAYER",
        ),
        (
            "ball over the side boards near the middle, their captain swears that our 2 hit it out",
            "ball over the side boards near the middle, our 2 hit it out",
            "HIT_OUT",
        ),
    ],
)
def test_a_sworn_claim_is_a_version_not_a_fact(sworn: str, plain: str, doubted: str) -> None:
    assert doubted in understand(plain, "en").concepts - understand(plain, "en").doubtful
    understood = understand(sworn, "en")
    assert doubted in understood.doubtful
    assert _trail(understood.path)[:1] == ["side_boards"]  # the boards stay told


def test_a_supposition_alone_is_the_incident_asked_about() -> None:
    # no doubt told beside it: what "if" supposes is what the question is about, no reading
    # to confirm
    understood = understand("if their 2 was inside the 30 at our knock in whats the call", "en")
    assert not understood.doubtful
    assert "INSIDE_30" in understood.concepts


@pytest.mark.parametrize(
    "text",
    [
        "did it clip the umps horse before it went over the side boards?",
        "did it clip the umps horse before it went over the side boards? a few people saying "
        "it did",
    ],
)
def test_a_long_whether_question_tells_what_it_takes_as_given(text: str) -> None:
    understood = understand(text, "en")
    assert not understood.decided
    assert _trail(understood.path)[:1] == ["side_boards"]  # given: it went over the boards
    assert "OFF_UMPIRE" in understood.doubtful  # asked: off the umpire's horse, to confirm
    assert "off_umpire" in understood.narrowed


@pytest.mark.parametrize(
    ("lang", "asked", "told", "doubted"),
    [
        ("es", "en el line up, hubo empujones?", "en el line up hubo empujones", "JOSTLING"),
        (
            "it",
            "al line up, c'era qualcuno a meno di 5 yard dall'arbitro?",
            "al line up qualcuno era a meno di 5 yard dall'arbitro",
            "RUSHED_UMPIRE",
        ),
    ],
)
def test_a_question_whether_it_happened_asks_it_in_spanish_and_italian_too(
    lang: str, asked: str, told: str, doubted: str
) -> None:
    # "¿hubo…?", "c'era…?" open a question whether something happened, as "did…?" does
    assert understand(told, lang).decided
    understood = understand(asked, lang)
    assert not understood.decided
    assert doubted in understood.doubtful


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "it",
            "rimessa nostra, l'arbitro dice play e il nostro 4 batte ma il loro 1 secondo me era "
            "a venti metri dalla linea, lui dice che era a trenta. era dentro i 30?",
        ),
        (
            "en",
            "our knock in, their 1 was inside the 30 I think, the ump let it go. was he "
            "inside the 30?",
        ),
    ],
)
def test_a_fact_only_hedged_then_asked_is_never_told(lang: str, text: str) -> None:
    # the hedge makes it doubtful, the question asks it: neither may leave it a fact for the
    # other (the question was read against the hedged words, the hedge against the question)
    understood = understand(text, lang)
    assert not understood.decided
    assert "INSIDE_30" in understood.doubtful
