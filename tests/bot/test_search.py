"""Searching the rulebook (bot.search): the query set finds its section in the top three, in
every language; places named by number; what a result says (in the asker's language); worked
examples after the rule; the index's documents."""

from __future__ import annotations

import pytest

from bot.i18n import translator
from bot.rulebook_view import SUMMARIES
from bot.search import SNIPPET, Hit, search, shorten
from bot.search.documents import Field, documents, openables, sentence_words, title
from bot.search.query import correct, read_words
from bot.search.screens import listed_name, rule_answer, typed_place
from bot.search.synonyms import tags
from rules_core import rulebook
from tests.bot.search_queries import QUERIES


def _key(hit: Hit) -> str:
    return hit.clause.partition("/")[0]


def test_the_query_set_is_big_enough_in_every_language() -> None:
    for lang in ("en", "es", "it"):
        assert sum(q[0] == lang for q in QUERIES) >= 15


@pytest.mark.parametrize(("lang", "query", "wanted"), QUERIES, ids=[q[1] for q in QUERIES])
def test_the_query_finds_its_section_in_the_top_three(
    lang: str, query: str, wanted: tuple[str, ...]
) -> None:
    found = [_key(hit) for hit in search(query, lang, 3)]
    assert set(found) & set(wanted), (query, found)


@pytest.mark.parametrize(
    ("query", "section", "clauses"),
    [
        ("22.e(2)", "22.e(2)", ["side_boards", "free_hit_from_sixty"]),
        ("22.a", "22.a", ["knock_in", "calling_play"]),
        ("Regola 22 e (4)", "22.e(4)", ["ball_in_field"]),
        ("21.a", "21.a", ["safety"]),
        ("20", "20", ["20"]),
        ("regla 22", "22", ["22"]),
        ("P4", "P4", ["P4"]),
        ("penal 4", "P4", ["P4"]),
        ("punizione 5.b", "P5.b", ["P5.b"]),
        ("knock_in", "22.a", ["knock_in"]),
        ("Knock-in", "22.a", ["knock_in"]),
    ],
)
def test_a_named_place_is_the_only_result(query: str, section: str, clauses: list[str]) -> None:
    hits = search(query, "es")
    assert [h.clause for h in hits] == clauses
    assert {h.section for h in hits} == {section}
    assert all(h.score > 100 for h in hits)


def test_results_are_one_per_section_best_first_with_words_in_the_asked_language() -> None:
    hits = search("saque de fondo tarde", "it", 5)
    assert len({_key(h) for h in hits}) == len(hits) == 5
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    late = next(h for h in hits if _key(h) == "late_or_early_knock_in")
    assert late.title == "Rimessa dal fondo tardiva o anticipata"
    assert late.section == "22.e(3)"
    assert all(len(h.snippet) <= SNIPPET for h in hits)


def test_a_sentence_hit_shows_the_seeds_translation_where_there_is_one() -> None:
    hits = search("pasa de largo la bocha en su primera aproximacion", "es")
    sentence = next(h for h in hits if "/" in h.clause)
    assert sentence.snippet.startswith(sentence_words(sentence.clause)["es"][:40])
    english = search("passes by the ball on his first approach", "en")
    assert any(h.snippet.startswith("If the player passes by the ball") for h in english)


def _is_example(clause: str) -> bool:
    """Whether a clause is a sentence of a worked-example paragraph (the rulebook marks them)."""
    if "/" not in clause:
        return False
    paragraph = rulebook.paragraph(clause.rpartition(".")[0])
    return paragraph.kind is rulebook.ParagraphKind.EXAMPLES


def test_a_spanish_or_italian_list_shows_no_english_sentence_but_the_sections_summary() -> None:
    english_only = 0
    for lang, query, _ in QUERIES:
        if lang == "en":
            continue
        t = translator(lang)
        for hit in search(query, lang):
            if "/" not in hit.clause or lang in sentence_words(hit.clause):
                continue
            english_only += 1  # the seeds give this sentence in English (and the other language)
            ours = SUMMARIES[rulebook.section_of(hit.clause).key]
            assert t._(ours) != ours, (lang, hit.clause)  # the catalogs translate every summary
            assert hit.snippet == shorten(t._(ours)), (lang, query, hit.clause, hit.snippet)
            assert hit.snippet != shorten(rulebook.sentence(hit.clause).text)
    assert english_only >= 10  # the set reaches such sentences: the check above is exercised


@pytest.mark.parametrize(
    ("lang", "query"),
    [
        ("en", "knock"),
        ("en", "knocking in"),
        ("es", "saque"),
        ("es", "saque de fondo"),
        ("es", "saque fuera de tiempo"),
        ("it", "rimessa"),
        ("it", "rimessa dal fondo"),
    ],
)
def test_plain_words_find_the_rule_before_its_worked_examples(lang: str, query: str) -> None:
    hits = search(query, lang, 3)
    assert len(hits) == 3
    assert not [h.clause for h in hits if _is_example(h.clause)], query


@pytest.mark.parametrize(
    ("lang", "query", "example"),
    [
        ("en", "red 1 out of the play", "calling_play/2.13"),
        ("es", "rojo 1 fuera de la jugada", "calling_play/2.13"),
        ("it", "rosso 2 lento a tornare", "opening_throw_in/3.6"),
        ("en", "white 4 swings and misses", "calling_play/2.15"),
    ],
)
def test_a_query_naming_an_examples_facts_finds_that_example_first(
    lang: str, query: str, example: str
) -> None:
    assert _is_example(example)
    assert search(query, lang, 1)[0].clause == example


def test_worked_examples_are_the_sentences_the_rulebook_marks_so() -> None:
    marked = {d.clause for d in documents() if d.field is Field.EXAMPLE}
    assert marked == {c for c in rulebook.all_sentence_ids() if _is_example(c)}
    assert "calling_play/2.13" in marked
    assert "knock_in/1.1" not in marked


def test_accents_typos_and_abbreviations_are_read() -> None:
    assert read_words("P4 y dieci secondi, 60yd") == [
        "penalty",
        "4",
        "y",
        "10",
        "secondi",
        "60",
        "yards",
    ]
    assert correct("kncok") == "knock"
    assert correct("segundso") == "segundos"
    assert correct("zzzzzzzz") == "zzzzzzzz"
    assert search("línea de fondo", "es")[:3] == search("linea de fondo", "es")[:3]


def test_a_stop_word_is_never_read_as_a_number() -> None:
    # Italian "sei" is "you are" and "uno" an article: no 6 or 1 to match penalties by
    assert read_words("sei sicuro che uno abbia tirato") == [
        "sei", "sicuro", "che", "uno", "abbia", "tirato",
    ]  # fmt: skip
    assert read_words("seis segundos, six seconds") == ["6", "segundos", "6", "seconds"]
    assert read_words("punizione sei, penal uno") == ["punizione", "6", "penal", "1"]
    assert search("punizione sei", "it", 1)[0].clause == "P6"


def test_a_query_finds_a_clause_only_the_other_languages_hold() -> None:
    # Rule 22's sentences exist in English and Spanish only; the Italian words reach them
    hits = search("rimessa dal fondo dieci secondi", "it", 3)
    assert "knock_in" in [_key(h) for h in hits]


def test_nothing_found_is_an_empty_list_and_a_bad_language_an_error() -> None:
    assert search("zzzz qqqq", "en") == []
    assert search("   ", "en") == []
    assert search("the of la il", "es") == []
    with pytest.raises(ValueError, match="language"):
        search("knock", "fr")


@pytest.mark.parametrize(
    "query",
    ['"; DROP TABLE docs; --', "NEAR(knock in) OR *", "голевой 球 🏇", "a" * 5000, "knock " * 3000],
)
def test_any_text_is_searched_safely(query: str) -> None:
    hits = search(query, "it")
    assert all(isinstance(h, Hit) for h in hits)
    assert len(hits) <= 5


def test_every_translated_sentence_pairs_with_its_original() -> None:
    translated = 0
    for section in rulebook.sections():
        for paragraph in section.paragraphs:
            if paragraph.translation is None:
                continue
            for sentence in paragraph.sentences:
                assert paragraph.translation.lang in sentence_words(sentence.id)
                translated += 1
    assert translated > 100


def test_the_index_holds_every_sentence_heading_summary_and_card_in_three_languages() -> None:
    docs = documents()
    sentences = {d.clause for d in docs if "/" in d.clause}
    assert sentences == set(rulebook.all_sentence_ids())
    for key in [s.key for s in rulebook.sections()] + ["P1", "P4", "P5.a", "P5.b", "P6", "20"]:
        assert key in openables()
    for d in docs:  # a result in Spanish or Italian never shows English (an untranslated line)
        assert d.shown["en"] not in (d.shown["es"], d.shown["it"]), (d.clause, d.shown["en"])
    cards = [d for d in docs if d.key == "P4"]
    assert all(set(d.words) == {"en", "es", "it"} for d in cards)
    headings = {d.key: d.words for d in docs if d.field == "head" and d.key == "knock_in"}
    assert headings["knock_in"]["it"] == translator("it").pgettext("section", "Knock-in")


@pytest.mark.parametrize(
    ("lang", "query"),
    [
        ("en", "ball hits umpire"),
        ("en", "the ball came off the umpire's horse"),
        ("es", "la bocha pegó en el umpire"),
        ("es", "la bocha rebotó en el caballo del umpire"),
        ("it", "la palla ha colpito l'arbitro"),
        ("it", "la palla ha preso il cavallo dell'arbitro"),
    ],
)
def test_the_ball_hitting_an_umpire_finds_the_sentence_on_it_first(lang: str, query: str) -> None:
    # 22.e(2) ¶7: "after glancing off an Umpire or his horse … a throw-in"
    assert search(query, lang, 1)[0].clause == "side_boards/7.1"


def test_only_a_verb_before_the_umpire_reads_as_the_ball_coming_off_him() -> None:
    # a bare "hit" is in most rows (the hitter hits): it carries no deflection
    deflected = set(tags("hits the umpire"))
    assert len(deflected) == 1
    assert not deflected & set(tags("the hitter hits the ball; the umpire calls play"))
    carriers = {d.clause for d in documents() if deflected & set(tags(" ".join(d.words.values())))}
    assert carriers == {"side_boards/7.1"}


@pytest.mark.parametrize(
    ("lang", "query"),
    [
        ("en", "player off the field at knock-in"),
        ("es", "jugador fuera de la cancha en el saque"),
        ("it", "giocatore fuori dal campo alla rimessa"),
    ],
)
def test_a_fact_of_a_restart_finds_the_restarts_sentence_on_it_first(lang: str, query: str) -> None:
    # 22.a ¶1.8 (the rule) and ¶1.9 (its sanction) are the off-field defender at a knock-in;
    # they say "knock-in" only through their section's heading, which a sentence is searched
    # with, and the passage is shown from the rule
    assert search(query, lang, 1)[0].clause == "knock_in/1.8"


@pytest.mark.parametrize("lang", ["es", "it"])
def test_an_older_text_is_listed_by_its_edition_and_translated_heading(lang: str) -> None:
    t = translator(lang)
    answer = rule_answer("penalty procedures off the field", t)
    listed = answer.pages[0]
    assert "Penalty procedures" not in listed  # the rulebook's English label
    assert "/rule penalty_procedures_2018" in listed
    assert listed_name("penalty_procedures_2018", t).startswith("USPA 2018 · ")
    assert listed_name("penalty_procedures_2019", t).startswith("USPA 2019 · ")
    assert listed_name("penalty_1", t) == "USPA · " + title("penalty_1", t)
    assert typed_place("penalty_1") == "penalty_1"
    assert listed_name("safety", t).startswith("21.a · ")  # numbered: by its number
    assert not any("Penalty 1 · " in b.label for row in answer.rows for b in row)


def test_no_result_shows_the_word_seeds() -> None:
    # the seeds are our sources' name for the 2026 texts, not a word for officials
    assert not [(d.clause, lang) for d in documents() for lang, x in d.shown.items() if "seed" in x]
    assert not [p.id for s in rulebook.sections() for p in s.paragraphs if "seed" in p.text.lower()]
