"""Questions about the rules told apart from incidents (``bot.understand.questions``), each a
pattern tried in several phrasings and the three languages: a question about a restart that
tells nothing that happened gets what the rulebook says of it; a question about what Rules 20
and 22 do not decide gets the out-of-scope line; a message that tells an incident stays with
the question tree, whatever it asks.
"""

from __future__ import annotations

import pytest

from bot.screens import screen
from bot.teams import Teams
from bot.understand import PROCEDURE_Q, understand
from bot.understand.cli import as_json
from bot.understand.questions import Asked, about_the_rules, incident_evidence, is_question
from bot.understand.reply import reply
from bot.understand.text import words
from bot.understand.vocabulary import LANGUAGES, message_words, vocabularies_for

SEARCHED = "<b>🔎"  # how the rulebook search's answer opens (``bot.search.screens``)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "knock-in, is there a clock on it?"),
        ("en", "on a penalty who says when the hitter can go"),
        ("en", "can the umpire call play before everyone is back on a knock in"),
        ("es", "en el saque de fondo quién dice play"),
        ("es", "¿el penal se puede patear desde parado?"),
        ("es", "cuántas vueltas puede dar antes de pegarle al penal"),
        ("it", "sulla rimessa dal fondo chi dà il via"),
        ("it", "la punizione si può battere di rovescio?"),
        ("it", "quando si può battere la rimessa"),
    ],
)
def test_a_question_about_a_restart_that_tells_no_incident_gets_the_rulebook(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert PROCEDURE_Q in understood.concepts
    assert not understood.out_of_scope
    assert not understood.complete
    answer = reply(understood, lang)
    assert answer.screen.text.startswith(SEARCHED)  # what the rulebook says, not "What happened?"
    assert answer.screen.rows  # each clause one tap away


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "is a helmet compulsory"),
        ("en", "what equipment does a player need?"),
        ("es", "¿es obligatorio el casco?"),
        ("es", "hay que usar casco para practicar"),
        ("it", "il casco è obbligatorio?"),
        ("it", "bisogna avere il casco anche in allenamento"),
        ("en", "can I play with a lighter mallet"),
        ("es", "¿se puede jugar con dos tacos?"),
        ("it", "si può cambiare mazza tra un chukker e l altro?"),
    ],
)
def test_a_question_about_equipment_that_tells_no_incident_is_out_of_scope(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert understood.out_of_scope
    assert PROCEDURE_Q not in understood.concepts
    answer = reply(understood, lang)
    assert "/rule" in answer.screen.text  # the line points to the rulebook search
    assert answer.path == ""


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # what happened, then what now: the tree reads the incident (and asks what it leaves)
        ("en", "the defender knocked it over the end line, what do we do now?"),
        ("en", "red took two approaches at the penalty, is that allowed"),
        ("es", "el defensor la tiró por el fondo, ¿quién saca?"),
        ("es", "en el penal dio dos vueltas, se puede?"),
        ("it", "il difensore l'ha mandata oltre la linea di fondo, chi batte?"),
        ("it", "alla punizione ha fatto due giri, si può?"),
    ],
)
def test_a_message_that_tells_an_incident_stays_with_the_tree(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.path  # the incident's answers, from the tree's first question
    assert PROCEDURE_Q not in understood.concepts
    assert not understood.out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "blue on the knock in, who calls play"),
        ("es", "los azules en el saque, quién dice play"),
        ("it", "i rossi sulla rimessa, chi chiama play"),
    ],
)
def test_a_team_named_makes_a_message_an_incident(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert PROCEDURE_Q not in understood.concepts
    assert not understood.out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "knock in"),
        ("en", "the umpire and a knock in"),
        ("es", "saque de fondo"),
        ("it", "rimessa dal fondo"),
    ],
)
def test_a_restart_named_without_a_question_is_no_question(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not is_question(text, lang)
    assert PROCEDURE_Q not in understood.concepts
    assert not understood.out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # people and places alone: the topic is not one we know, so nothing is said of it
        ("en", "which umpire is in charge?"),
        ("es", "¿cuál de los umpires manda?"),
        ("it", "quale dei due arbitri comanda?"),
    ],
)
def test_a_question_with_no_topic_and_no_out_of_scope_word_is_neither_searched_nor_out_of_scope(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert PROCEDURE_Q not in understood.concepts
    assert not understood.out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # only people, places and things, or nothing the vocabulary knows, in a question
        ("en", "which umpire is in charge?"),
        ("en", "whose ball?"),
        ("en", "what colour shirt does the umpire wear?"),
        ("en", "huh?"),
        ("es", "¿de qué color es la camiseta del umpire?"),
        ("it", "di che colore è la maglia dell'arbitro?"),
    ],
)
def test_a_question_naming_nothing_of_a_restart_says_so_above_the_first_question(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert understood.no_restart
    shown = reply(understood, lang).screen
    # the bot's failure, never the rules' verdict; the first question's buttons below it, so a
    # restart said in words the vocabulary does not know loses nothing
    assert "/rule" in shown.text
    out_of_scope_line = reply(understand("is a helmet compulsory?", lang), lang).screen.text
    assert out_of_scope_line not in shown.text
    assert shown.rows == screen("", lang).rows


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # told, not asked: things the vocabulary knows that place no restart (the tree gets no
        # answer from them and none of its first choices is narrowed)
        ("en", "our 3 tapped it off the boards"),
        ("es", "el referí levantó la mano y el caballo se frenó"),
        ("it", "l'arbitro ha alzato la mano e il cavallo del loro 2 si è impennato"),
    ],
)
def test_words_the_tree_cannot_place_say_so_above_the_first_question_rather_than_show_it_bare(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert understood.concepts
    assert not understood.path
    assert not understood.narrowed
    assert understood.no_restart
    shown = reply(understood, lang).screen
    assert shown.text != screen("", lang).text
    assert "/rule" in shown.text
    assert shown.rows == screen("", lang).rows


def test_words_the_tree_cannot_place_keep_who_defends_as_the_message_said_it() -> None:
    teams: Teams = ("Red", "Blue")
    understood = understand("red attacking blue defending, mallet broke", "en")
    assert understood.no_restart
    for chat_teams in (None, teams):
        shown = reply(understood, "en", chat_teams)
        # the first question, not "which team defends?" asked again of what the message said
        assert shown.path == understood.path
        assert shown.screen.rows == screen(understood.path, "en", teams).rows
        assert shown.screen.rows != screen("", "en", teams).rows


def test_a_question_naming_no_restart_in_a_chat_with_teams_asks_who_defends_first() -> None:
    teams: Teams = ("Red", "Blue")
    shown = reply(understand("whose ball?", "en"), "en", teams).screen
    assert shown.rows == screen("", "en", teams).rows
    assert shown.rows != screen("", "en").rows


@pytest.mark.parametrize(
    ("lang", "text", "is_what"),
    [
        ("en", "the ball went over the back line off their 2, who hits in?", "incident"),
        ("en", "knock in time limit?", "procedure"),
        ("en", "is a helmet compulsory?", "out_of_scope"),
        ("es", "hola buenas tardes", "nothing"),  # no question
        ("it", "il loro 2 l'ha mandata oltre la linea di fondo", "incident"),  # no question
    ],
)
def test_what_names_a_restart_an_incident_or_asks_nothing_is_no_question_of_no_restart(
    lang: str, text: str, is_what: str
) -> None:
    understood = understand(text, lang)
    assert not understood.no_restart
    found = {
        "incident": bool(understood.path),
        "procedure": understood.procedure,
        "out_of_scope": understood.out_of_scope,
        "nothing": understood.nothing,
    }
    assert [what for what, holds in found.items() if holds] == [is_what]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the subject is named only by the alternatives: no concept of the message says it
        ("es", "¿Están permitidas las espuelas de rodaja, o están prohibidas?"),
        ("en", "are rowel spurs allowed or banned?"),
        ("it", "ma un giocatore può passare a un'altra squadra a metà torneo sì o no"),
    ],
)
def test_alternatives_naming_a_subject_of_other_rules_ask_about_it(lang: str, text: str) -> None:
    assert understand(text, lang).out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a foul beside a restart or an incident: the tree rules on what follows a foul
        ("en", "foul or safety?"),
        ("en", "was that a foul or a knock-in?"),
        ("es", "¿falta o saque?"),
    ],
)
def test_a_foul_asked_beside_a_restart_is_not_out_of_scope(lang: str, text: str) -> None:
    assert not understand(text, lang).out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "how long"),
        ("en", "is it allowed"),
        ("en", "anyone know if that's legal"),
        ("es", "se puede"),
        ("es", "hay que esperar"),
        ("it", "si può"),
        ("it", "bisogna aspettare"),
        ("it", "quanto tempo ha"),
        ("es", "q pasa?"),
        ("en", "anyone know the rule for that"),
        ("es", "una consulta sobre el saque"),
        ("it", "domanda sulla rimessa"),
    ],
)
def test_a_question_is_told_by_its_words_without_a_question_mark(lang: str, text: str) -> None:
    assert is_question(text, lang)


@pytest.mark.parametrize(
    ("concepts", "incident"),
    [
        ({"KNOCK_IN", "UMPIRE", "PLAYED"}, False),  # a restart, a person, play: a topic
        ({"FOUL_SHOT", "LEFT", "MIDFIELD"}, False),
        ({"KNOCK_IN", "SECOND_APPROACH"}, True),  # something happened
        ({"END_LINE"}, True),
        ({"HOOKING", "UMPIRE"}, False),  # what it asks about is out of scope
        ({"SOME_NEW_CONCEPT"}, True),  # a concept not listed keeps the message with the tree
    ],
)
def test_every_concept_not_listed_as_a_topic_is_incident_evidence(
    concepts: set[str], incident: bool
) -> None:
    assert bool(incident_evidence(concepts)) is incident


def test_a_topic_beside_an_out_of_scope_word_is_out_of_scope() -> None:
    # "what is the penalty for hooking?": the penalty is the foul's, which 20 and 22 do not decide
    asked = about_the_rules("penalty for hooking?", "en", {"FOUL_SHOT", "HOOKING"}, named=False)
    assert asked is Asked.OUT_OF_SCOPE


@pytest.mark.parametrize(
    ("lang", "text", "concept"),
    [
        ("en", "can you play in a face mask?", "GEAR"),
        ("en", "are spurs ok", "GEAR"),
        ("en", "what happens if a player swears at the umpire", "CONDUCT"),
        ("en", "is there a vet on the grounds?", "PONIES"),
        ("en", "how many chukkas does a match have", "MATCH"),
        ("en", "can a team use a substitute", "MATCH"),
        ("es", "¿se pueden usar espuelas?", "GEAR"),
        ("es", "si un jugador insulta al umpire qué pasa", "CONDUCT"),
        ("es", "el caballo tiene sangre en la boca, ¿tiene que salir?", "PONIES"),
        ("es", "¿cuántos chukkers tiene un partido de torneo?", "MATCH"),
        ("it", "gli speroni sono ammessi?", "GEAR"),
        ("it", "se un giocatore insulta l'arbitro cosa succede", "CONDUCT"),
        ("it", "il cavallo perde sangue, deve uscire?", "PONIES"),
        ("it", "quanti chukker si giocano in finale?", "MATCH"),
        ("en", "what happens if a player is rude to the umpire", "CONDUCT"),
        ("en", "tell me the minimum age to play in a league", "MATCH"),
        ("es", "consulta: se puede jugar con martingala", "GEAR"),
        ("es", "alguien sabe cuántos caballos se pueden usar", "PONIES"),
        ("it", "domanda: i ramponi ai ferri sono ammessi", "GEAR"),
        ("it", "qualcuno sa cosa succede dopo una rissa", "CONDUCT"),
    ],
)
def test_equipment_conduct_ponies_and_a_matchs_format_are_out_of_scope(
    lang: str, text: str, concept: str
) -> None:
    understood = understand(text, lang)
    assert concept in understood.concepts
    assert understood.out_of_scope
    assert not understood.path


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the umpire stopped play because a pony was bleeding"),
        ("es", "el umpire paró el juego porque el caballo sangraba"),
        ("it", "l'arbitro ha fermato il gioco perché il cavallo sanguinava"),
    ],
)
def test_an_out_of_scope_word_in_an_incident_leaves_the_incident_to_the_tree(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert understood.path  # the stoppage, asked further
    assert not understood.out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "who chooses ends at the start?"),
        ("es", "¿cómo es el sorteo de arcos?"),
        ("it", "come funziona il sorteggio delle porte?"),
    ],
)
def test_the_choice_of_ends_is_asked_of_the_rulebook(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert PROCEDURE_Q in understood.concepts
    assert reply(understood, lang).screen.text.startswith(SEARCHED)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a game stopped by the weather is a suspended game, which Rule 22 says how to resume:
        # no weather word is an out-of-scope one
        ("en", "what happens when the game is stopped for rain?"),
        ("es", "¿qué pasa si paran el partido por lluvia?"),
        ("it", "cosa succede se si ferma la partita per la pioggia?"),
    ],
)
def test_the_weather_is_no_out_of_scope_word(lang: str, text: str) -> None:
    assert not understand(text, lang).out_of_scope


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "who says play, and when?"),
        ("es", "¿quién canta play?"),
        ("it", "chi deve chiamare play?"),
    ],
)
def test_calling_play_is_a_topic_and_nobodys_hit(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert "CALL_PLAY" in understood.concepts
    assert "PLAYED" not in understood.concepts  # the umpire's word, not a player's hit
    assert PROCEDURE_Q in understood.concepts


#: the concepts of questions about the rules and of what Rules 20 and 22 do not decide
QUESTION_CONCEPTS = (
    "PROCEDURE_Q",
    "ENDS",
    "CALL_PLAY",
    "GEAR",
    "CONDUCT",
    "PONIES",
    "MATCH",
    "TIMING",
    "CARD",
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_phrase_of_several_words_keeps_several_after_its_stop_words(lang: str) -> None:
    """A phrase that is one word once its stop words are out ("a qué distancia" is "distancia",
    "what time" is "time") says its concept wherever that word is: in an incident too."""
    vocabulary = vocabularies_for(lang)[0]
    for concept in QUESTION_CONCEPTS:
        for phrase in vocabulary.concepts.get(concept, ()):
            if len(words(phrase)) > 1:
                assert len(message_words(phrase, (vocabulary,))) > 1, (concept, phrase)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "la tiró por el fondo a poca distancia del poste izquierdo"),
        ("it", "l'ha mandata sul fondo a breve distanza dal palo sinistro"),
        ("en", "he hit it over the end line, at what time I can't say"),
    ],
)
def test_a_word_of_a_question_phrase_alone_asks_nothing(lang: str, text: str) -> None:
    assert PROCEDURE_Q not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text", "procedure"),
    [
        ("en", "is there a time limit on a knock in?", True),
        ("es", "¿cuánto tiempo hay para patear el penal?", True),
        ("en", "the defender hit it over the end line near the left post", False),
        ("it", "il casco è obbligatorio?", False),  # out of scope: no search
    ],
)
def test_the_command_lines_json_says_a_procedure_question(
    lang: str, text: str, procedure: bool
) -> None:
    assert as_json(understand(text, lang))["procedure"] is procedure
