"""A hedge ("I think", "creo que", "secondo me") makes what it covers a reading to confirm,
never a fact: the walk stops at the answer the hedged words give and offers it alone, and a
press on it goes on with the rest of the message as if it had been said plainly.
"""

from __future__ import annotations

import pytest

from bot.flow import ROOT, walk
from bot.flow.model import key_of
from bot.teams import split
from bot.understand import concepts_of, understand
from bot.understand.doubt import hedged_parts
from bot.understand.follow import follow
from bot.understand.reply import reply
from bot.understand.vocabulary import clause_break_words, hedge_words, vocabularies_for

# (lang, hedged message, the same message said plainly): the hedge covers the fact that decides
HEDGED = [
    (
        "en",
        "they knocked in but i think he hit it before play was called",
        "they knocked in but he hit it before play was called",
    ),
    (
        "en",
        "a defender hit it over the end line, maybe off his own horse, wide left",
        "a defender hit it over the end line, off his own horse, wide left",
    ),
    (
        "es",
        "en el saque de fondo creo que le pegó antes del play",
        "en el saque de fondo le pegó antes del play",
    ),
    (
        "it",
        "il loro 4 ha battuto il knock-in, secondo me prima del play",
        "il loro 4 ha battuto il knock-in, prima del play",
    ),
    (
        "it",
        "knock-in dei rossi, forse il loro 1 era dentro le 30 yarde al play",
        "knock-in dei rossi, il loro 1 era dentro le 30 yarde al play",
    ),
]


@pytest.mark.parametrize(("lang", "hedged", "plain"), HEDGED)
def test_a_hedged_fact_is_offered_to_confirm_not_ruled_on(
    lang: str, hedged: str, plain: str
) -> None:
    said = understand(plain, lang)
    assert said.decided
    doubted = understand(hedged, lang)
    assert not doubted.complete
    assert reply(said, lang).arrived
    assert not reply(doubted, lang).arrived  # the reply asks too, never the ruling
    _defends, tree_path = split(doubted.path)
    question = walk(ROOT, tree_path).question
    assert question is not None
    # the answer the hedged words give, on the plain message's own path, offered to confirm:
    # alone, or beside the answer the message's sure words give without it ("maybe off his own
    # horse": off his horse, or not), never the whole question
    assert 1 <= len(doubted.narrowed) < len(question.choices)
    plain_path = split(said.path)[1]
    confirmed = next(
        tree_path + key_of(question, slug)
        for slug in doubted.narrowed
        if plain_path.startswith(tree_path + key_of(question, slug))
    )
    # one tap confirms it, and the rest of the message answers what follows
    after = follow(concepts_of(hedged, lang), confirmed)
    assert after.path == split(said.path)[1]


@pytest.mark.parametrize(
    ("lang", "text", "covered"),
    [
        ("en", "their 3, i think, hit it over the boards", "their 3"),
        ("en", "blue knocked in, probably late. what now", "late"),
        ("es", "salió por el fondo, creo que la tocó un defensor", "la tocó un defensor"),
        ("it", "è uscita sul fondo, credo toccata da un difensore", "toccata da un difensore"),
        # a clause also ends at its language's "but"
        ("es", "capaz que llegó tarde pero le pegó bien", "llegó tarde"),
        ("it", "forse era in ritardo ma ha colpito bene", "era in ritardo"),
    ],
)
def test_a_hedge_covers_its_clause_after_it_or_the_words_before_where_it_ends_one(
    lang: str, text: str, covered: str
) -> None:
    v = vocabularies_for(lang)
    hedged, rest = hedged_parts(text, hedge_words(v), clause_break_words(v))
    assert hedged.strip() == covered
    assert covered not in rest


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "a defender hit it over the end line wide left, their 3 i think"),
        ("es", "un defensor la tiró por el fondo abierta a la izquierda, el 3 creo que fue"),
        ("it", "un difensore l'ha tirata oltre la linea di fondo larga a sinistra, il 3 credo"),
    ],
)
def test_a_hedge_on_what_the_ruling_does_not_hang_on_leaves_it_decided(
    lang: str, text: str
) -> None:
    assert understand(text, lang).decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "we were attacking, our 2 hit it over the boards inside their 60, it came off their "
            "back's mallet, not sure",
        ),
        (
            "en",
            "we were attacking, our 2 hit it over the boards inside their 60, it came off their "
            "back's mallet, I'm not sure",
        ),
        (
            "es",
            "atacábamos, nuestro 2 la tiró por la tabla adentro de la 60 de ellos, pegó en el taco "
            "del back de ellos, no estoy seguro",
        ),
        (
            "es",
            "atacábamos, nuestro 2 la tiró por la tabla adentro de la 60 de ellos, pegó en el taco "
            "del back de ellos, la verdad no estoy seguro",
        ),
    ],
)
def test_the_writers_doubt_said_after_its_clause_hedges_it(lang: str, text: str) -> None:
    # "…, not sure" doubts what it follows as "…, I think" does: the deflection off an opponent
    # is offered to confirm, never decided
    understood = understand(text, lang)
    assert not understood.decided
    assert "OFF_DEF" in understood.doubtful


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "ok so the ball went out the back off our defender and we're not sure who hit it last",
        ),
        ("es", "salió por el fondo, no estoy seguro de quién la tocó último"),
    ],
)
def test_the_writers_doubt_followed_by_what_is_not_known_hedges_nothing_before_it(
    lang: str, text: str
) -> None:
    # "not sure WHO hit it" says who is not known; the ball over the end line stays said
    understood = understand(text, lang)
    assert not understood.doubtful
    assert "END_LINE" in understood.concepts


@pytest.mark.parametrize(
    ("lang", "text", "doubted"),
    [
        # another's version, told in the past or with whom it is about right after
        ("en", "the greys say we hit the pen 2 before play", "HIT_BEFORE_PLAY"),
        ("en", "their captain insists their 1 was inside the 30 on our knock in", "INSIDE_30"),
        (
            "es",
            "en el saque de fondo su capitán jura que le pegamos antes del play",
            "HIT_BEFORE_PLAY",
        ),
        (
            "it",
            "sul knock in il loro capitano giura che abbiamo battuto prima del play",
            "HIT_BEFORE_PLAY",
        ),
        # a bare say-verb, the "que" dropped as chats do: the sayer's version too
        ("es", "el 3 de ellos dice le pegamos antes del play en el saque", "HIT_BEFORE_PLAY"),
        ("es", "su capitán dice pegamos antes del play en el saque de fondo", "HIT_BEFORE_PLAY"),
        (
            "it",
            "il loro 3 dice abbiamo battuto prima del play sulla rimessa dal fondo",
            "HIT_BEFORE_PLAY",
        ),
        # what only seemed so
        ("es", "en el penal 2 parece que el caballo pateó la bocha", "HORSE_KICKED"),
        ("it", "sul rigore 2 sembra che il cavallo abbia calciato la palla", "HORSE_KICKED"),
    ],
)
def test_anothers_version_or_what_seemed_so_is_a_reading_to_confirm(
    lang: str, text: str, doubted: str
) -> None:
    understood = understand(text, lang)
    assert not understood.decided
    assert doubted in understood.doubtful


def test_an_officials_report_keeps_its_words_and_stays_said() -> None:
    # the umpire's account is what the ruling is made on, and its words ("said he") are read
    text = (
        "ball squirted out of a ride off over the boards, no clue who touched it last and the "
        "ump said he couldnt tell either"
    )
    understood = understand(text, "en")
    assert understood.decided
    assert not understood.doubtful


# --- a bare say-verb that is no one's version -------------------------------------------------
# A "dice" with no "que" is the sayer's version (above), but an official's is his call, and a
# "dice" that asks ("¿qué dice la regla?"), is denied ("nadie dice nada") or names the call
# itself ("dice play") tells.


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "nadie dice nada y el 3 de ellos pegó antes del play en el saque, ¿qué corresponde?",
        ),
        ("es", "saque nuestro, el referí dice play y el 1 de azul estaba adentro de las 30 yardas"),
        ("it", "l'arbitro dice play e il loro 2 era dentro le 30 yarde sulla nostra rimessa"),
    ],
)
def test_a_bare_say_verb_denied_or_an_officials_call_tells(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.decided
    assert not understood.doubtful


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "¿qué dice la regla sobre el saque de fondo si el 2 de ellos está adentro de las 30?",
        ),
        ("it", "cosa dice il regolamento se il loro 2 è dentro le 30 yarde sulla rimessa?"),
    ],
)
def test_a_bare_say_verb_that_asks_doubts_nothing(lang: str, text: str) -> None:
    assert "INSIDE_30" not in understand(text, lang).doubtful
