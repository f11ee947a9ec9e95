"""The stored USPA Rulebook 2026 text (rules_core.rulebook) against the seeds in docs/sources."""

from __future__ import annotations

import re
import tomllib
from importlib.resources import files
from pathlib import Path

import pytest

from rules_core import rulebook
from rules_core.rulebook import (
    EDITION,
    RULEBOOK,
    Paragraph,
    ParagraphKind,
    Section,
    UnknownClause,
    all_sentence_ids,
    disclaimer,
    paragraph,
    rule_page,
    section,
    section_of,
    sections,
    sentence,
    split_sentences,
    summary_card,
    text_of,
)

SOURCES = Path(__file__).resolve().parents[1] / "docs" / "sources"

# rule -> (seed copy, translation language, the line that introduces each English original)
SEEDS = {
    20: ("004_c9f1ed59e738f30e.txt", "it", "Testo originale"),
    22: ("000_901495f988ba2fac.txt", "es", "Texto original"),
}

# key, rule, label, label_confirmed, seed heading, kinds of its paragraphs in order
RU, IN, EX, BG = (
    ParagraphKind.RULE,
    ParagraphKind.INTERPRETATION,
    ParagraphKind.EXAMPLES,
    ParagraphKind.BACKGROUND,
)
PROCEDURES = "Penalty procedures and violations"
EXPECTED_SECTIONS: list[tuple[str, int | None, str, bool, str, list[ParagraphKind]]] = [
    ("opening_throw_in", 20, "20.a", False, "The opening throw-in", [RU, IN, EX]),
    ("wrong_side_of_line_up", 20, "20.b", False, "Wrong side of the line-up", [RU, IN, EX]),
    ("no_right_of_way_in_line_up", 20, "20.c", False, "No right of way inside the line-up", [RU]),
    ("wrong_way_line_up", 20, "20.d", False, "Everyone lined up the wrong way", [RU]),
    ("knock_in", 22, "22.a", False, "Knock-in", [RU]),
    ("calling_play", 22, "22.a", False, "Calling 'play'", [IN, EX]),
    ("foul_shots", 22, "22.b", False, "Foul shots", [RU, IN, EX]),
    ("goal_at_whistle", 22, "22.c", False, "Goal at the whistle", [RU, RU, RU]),
    ("ball_breaks", 22, "22.d", False, "Ball breaks on the first hit", [RU]),
    ("throw_ins_other_cases", 22, "22.e", False, "Throw-ins in all other cases", [RU]),
    ("after_goal", 22, "22.e(1)", False, "After a goal", [RU]),
    ("side_boards", 22, "22.e(2)", False, "Ball over the side boards or side line", [RU] * 8),
    ("free_hit_from_sixty", 22, "22.e(2)", False, "Free hit from the 60-yard line", [IN]),
    ("late_or_early_knock_in", 22, "22.e(3)", False, "Late or early knock-in", [RU, IN, EX]),
    ("ball_in_field", 22, "22.e(4)", True, "Ball in the field", [RU]),
    ("end_of_period", 22, "22.f", False, "After the end of a period", [RU]),
    ("suspended_games", 22, "22.g", False, "Suspended games", [RU]),
    ("fair_play_possession", 22, "22.h", True, "Fair-play possession", [RU] * 8),
    ("safety", 21, "21.a", True, "Safety", [BG, BG]),
    ("penalty_procedures_2019", None, "Penalty procedures", True, PROCEDURES, [BG, BG]),
    ("penalty_procedures_2018", None, "Penalty procedures", True, PROCEDURES, [BG] * 3),
    ("penalty_1", None, "Penalty 1", True, "Penalty 1", [BG, BG]),
    ("penalty_spots", None, "Penalties", False, "Where each penalty is taken", [BG]),
]

# Sentences per paragraph, as read and checked by hand: a change here is a change of ids.
EXPECTED_SENTENCE_COUNTS = {
    "opening_throw_in": [2, 7, 13],
    "wrong_side_of_line_up": [2, 2, 13],
    "no_right_of_way_in_line_up": [2],
    "wrong_way_line_up": [2],
    "knock_in": [9],
    "calling_play": [8, 17],
    "foul_shots": [3, 4, 22],
    "goal_at_whistle": [1, 4, 1],
    "ball_breaks": [2],
    "throw_ins_other_cases": [1],
    "after_goal": [3],
    "side_boards": [1, 1, 1, 1, 1, 1, 1, 3],
    "free_hit_from_sixty": [4],
    "late_or_early_knock_in": [1, 3, 4],
    "ball_in_field": [2],
    "end_of_period": [2],
    "suspended_games": [2],
    "fair_play_possession": [2, 1, 1, 1, 2, 1, 1, 1],
    "safety": [1, 3],
    "penalty_procedures_2019": [6, 1],
    "penalty_procedures_2018": [1, 2, 4],
    "penalty_1": [1, 1],
    "penalty_spots": [7],
}

#: opens our paraphrase (the one background section that is not an older text's own words)
BACKGROUND_PREFIX = "Background (older public USPA summaries, paraphrased; not the 2026 rulebook): "


def seed_lines(rule: int) -> list[str]:
    name, _, _ = SEEDS[rule]
    return (SOURCES / name).read_text(encoding="utf-8").split("\n")


def seed_english(rule: int) -> list[str]:
    """Every English original of a seed: the line after each "Texto/Testo original(e)"."""
    lines = seed_lines(rule)
    marker = SEEDS[rule][2]
    return [lines[i + 1] for i, line in enumerate(lines) if line == marker]


def seed_sections(rule: int) -> list[Section]:
    return [s for s in sections() if s.rule == rule and not s.background]


def all_paragraphs() -> list[Paragraph]:
    return [p for s in sections() for p in s.paragraphs]


def rebuild_seed(rule: int) -> str:
    """The seed page written back from the stored data alone."""
    page = rule_page(rule)
    lang, marker = SEEDS[rule][1], SEEDS[rule][2]
    lines = [page.title.text, page.subtitle.text, page.summary]
    for sec in seed_sections(rule):
        lines.append(sec.heading)
        card = summary_card(sec.key)
        for para in sec.paragraphs:
            assert para.translation is not None
            lines += [para.translation.text, marker, para.text]
            if card is not None and card.after_paragraph == para.number:
                lines += card.text.split("\n")
    lines.append(disclaimer(lang) or "")
    return "\n".join(lines)


# --- every sentence of the seeds is stored ---------------------------------------------------


@pytest.mark.parametrize("rule", sorted(SEEDS))
def test_every_english_original_of_the_seed_is_stored_once_in_seed_order(rule: int) -> None:
    stored = [p.text for s in seed_sections(rule) for p in s.paragraphs]
    originals = seed_english(rule)
    assert len(originals) == len(set(originals))
    assert stored == originals


def test_no_other_english_text_is_stored_than_the_seeds_and_the_background_sections() -> None:
    originals = {text for rule in SEEDS for text in seed_english(rule)}
    for para in all_paragraphs():
        if section_of(para.id).background:
            # our paraphrase says so in its text; an older text's own words never carry it
            paraphrase = section_of(para.id).key == "penalty_spots"
            assert para.text.startswith(BACKGROUND_PREFIX) is paraphrase, para.id
            assert para.kind is ParagraphKind.BACKGROUND
            assert para.translation is None
        else:
            assert para.text in originals, para.id
            assert para.kind is not ParagraphKind.BACKGROUND


@pytest.mark.parametrize("rule", sorted(SEEDS))
def test_the_seed_page_is_rebuilt_byte_for_byte_from_the_stored_data(rule: int) -> None:
    name = SEEDS[rule][0]
    assert rebuild_seed(rule) == (SOURCES / name).read_text(encoding="utf-8")


def test_every_stored_sentence_appears_verbatim_in_its_seed_or_background_section() -> None:
    seed_text = "\n".join("\n".join(seed_english(rule)) for rule in SEEDS)
    for sid in all_sentence_ids():
        if not section_of(sid).background:
            assert sentence(sid).text in seed_text, sid


# --- translations, summary cards, page metadata, disclaimers ---------------------------------


@pytest.mark.parametrize("rule", sorted(SEEDS))
def test_every_stored_translation_is_the_seed_line_just_before_its_english_original(
    rule: int,
) -> None:
    lines = seed_lines(rule)
    lang, marker = SEEDS[rule][1], SEEDS[rule][2]
    for sec in seed_sections(rule):
        for para in sec.paragraphs:
            assert para.translation is not None, para.id
            assert para.translation.lang == lang
            assert lines.count(para.translation.text) == 1, para.id
            at = lines.index(para.translation.text)
            assert lines[at + 1 : at + 3] == [marker, para.text], para.id


def test_summary_cards_are_stored_apart_marked_not_rule_text_and_kept_out_of_clauses() -> None:
    cards = {s.key: summary_card(s.key) for s in sections()}
    assert {key for key, card in cards.items() if card is not None} == {
        "opening_throw_in",
        "side_boards",
    }
    throw_in, side = cards["opening_throw_in"], cards["side_boards"]
    assert throw_in is not None
    assert side is not None
    assert (throw_in.lang, throw_in.after_paragraph) == ("it", 1)
    assert (side.lang, side.after_paragraph) == ("es", 4)
    assert throw_in.text.startswith("Il throw-in: ogni squadra")
    assert throw_in.text.split("\n")[1:] == [
        line for line in seed_lines(20) if line.startswith("- ")
    ]
    assert side.text.split("\n") == [
        line
        for line in seed_lines(22)
        if line.startswith(("Bocha fuera por las tablas laterales", "- Dentro de las 60"))
    ]
    raw = files("rules_core.rulebook").joinpath("uspa_2026.toml").read_text(encoding="utf-8")
    data = tomllib.loads(raw)
    for sec in data["sections"]:
        if "summary" in sec:
            assert sec["summary"]["not_rule_text"] is True
    card_lines = {line for card in (throw_in, side) for line in card.text.split("\n")}
    for para in all_paragraphs():
        assert para.translation is None or para.translation.text not in card_lines
        assert not any(line in para.text for line in card_lines)


@pytest.mark.parametrize("rule", sorted(SEEDS))
def test_the_page_title_lines_are_stored_as_rule_metadata(rule: int) -> None:
    lines = seed_lines(rule)
    page = rule_page(rule)
    lang = SEEDS[rule][1]
    assert page.rule == rule
    assert (page.title.lang, page.title.text) == (lang, lines[0])
    assert (page.subtitle.lang, page.subtitle.text) == (lang, lines[1])
    assert page.summary == lines[2]
    assert page.title.text.endswith(f"{rule} · {RULEBOOK} {EDITION}")


def test_an_unknown_rule_page_raises_a_lookup_error_naming_the_stored_pages() -> None:
    with pytest.raises(LookupError, match=r"Rule 21.*Rules 20, 22"):
        rule_page(21)


def test_the_disclaimers_are_the_last_line_of_each_seed_per_language() -> None:
    for rule, (_, lang, _) in SEEDS.items():
        assert disclaimer(lang) == seed_lines(rule)[-1]
    assert (
        disclaimer("es")
        == "Traducción con fines educativos. Prevalece el texto original en inglés."
    )
    assert disclaimer("fr") is None


def test_the_source_copies_are_the_three_seed_files_and_nothing_reads_the_shared_folder() -> None:
    assert sorted(p.name for p in SOURCES.iterdir()) == [
        "000_901495f988ba2fac.txt",
        "004_c9f1ed59e738f30e.txt",
        "README.md",
    ]
    assert "Two lines in file 000" in (SOURCES / "README.md").read_text(encoding="utf-8")
    loader = Path(rulebook.__file__).read_text(encoding="utf-8")
    data = files("rules_core.rulebook").joinpath("uspa_2026.toml").read_text(encoding="utf-8")
    for text in (loader, data):
        assert "/work/" not in text
        assert "../" not in text


# --- the sentence splitter -------------------------------------------------------------------


@pytest.mark.parametrize("para", all_paragraphs(), ids=lambda p: p.id)
def test_joining_the_sentences_of_a_paragraph_gives_back_its_text(para: Paragraph) -> None:
    assert " ".join(s.text for s in para.sentences) == para.text
    assert tuple(s.text for s in para.sentences) == split_sentences(para.text)
    for s in para.sentences:
        assert s.text == s.text.strip()
        assert s.text


def test_every_paragraph_has_the_sentence_count_checked_by_hand() -> None:
    counts = {s.key: [len(p.sentences) for p in s.paragraphs] for s in sections()}
    assert counts == EXPECTED_SENTENCE_COUNTS
    assert len(all_sentence_ids()) == 183


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "other than from a Safety as provided in Rule 21.a), the team whose end line.",
            ["other than from a Safety as provided in Rule 21.a), the team whose end line."],
        ),
        (
            "as provided in subsection 22.e(4) below. Next one.",
            ["as provided in subsection 22.e(4) below.", "Next one."],
        ),
        (
            "a Penalty 5.b awarded to Blue. If Red is advantaged.",
            ["a Penalty 5.b awarded to Blue.", "If Red is advantaged."],
        ),
        (
            "award the team knocking in a Penalty 5.b. If a member of the defending team.",
            ["award the team knocking in a Penalty 5.b.", "If a member of the defending team."],
        ),
        (
            "within 5 yards of the Umpire(s). The teams shall decide.",
            ["within 5 yards of the Umpire(s).", "The teams shall decide."],
        ),
        (
            "The Umpire(s) shall be charged with determining whether.",
            ["The Umpire(s) shall be charged with determining whether."],
        ),
        (
            "within 10 seconds after the Umpire calls “Play.” If the player passes.",
            ["within 10 seconds after the Umpire calls “Play.”", "If the player passes."],
        ),
        (
            "responsible for calling “Play”. The second Umpire.",
            ["responsible for calling “Play”.", "The second Umpire."],
        ),
        (
            'said "Play." Then play.',
            ['said "Play."', "Then play."],
        ),
        (
            "(but not between the goal posts). Each team.",
            ["(but not between the goal posts).", "Each team."],
        ),
        (
            "(as in Rule 21.a.) Each team.",
            ["(as in Rule 21.a.)", "Each team."],
        ),
        ("the 30-yard line. 3 riders.", ["the 30-yard line.", "3 riders."]),
        ("scores in the goal. “Wrong” goals.", ["scores in the goal.", "“Wrong” goals."]),
        ("Not permitted! Stop? Yes.", ["Not permitted!", "Stop?", "Yes."]),
        (
            "Penalties 4, 5, and 6 or a knock-in. then lower.",
            ["Penalties 4, 5, and 6 or a knock-in. then lower."],
        ),
        ("Penalty 5.a from the spot.", ["Penalty 5.a from the spot."]),
        ("Fair Play Possession. If the Umpire", ["Fair Play Possession.", "If the Umpire"]),
        ("no space.After it", ["no space.After it"]),
        ("  padded.   Next.  ", ["padded.", "Next."]),
        ("", []),
    ],
)
def test_split_sentences_cuts_only_where_a_new_sentence_starts(
    text: str, expected: list[str]
) -> None:
    assert split_sentences(text) == tuple(expected)


def test_split_sentences_is_deterministic_and_idempotent_on_each_sentence() -> None:
    for para in all_paragraphs():
        assert split_sentences(para.text) == split_sentences(para.text)
        for s in para.sentences:
            assert split_sentences(s.text) == (s.text,)


# --- ids -------------------------------------------------------------------------------------


def test_section_paragraph_and_sentence_ids_are_unique_and_well_formed() -> None:
    ids = [s.key for s in sections()]
    ids += [p.id for p in all_paragraphs()]
    ids += list(all_sentence_ids())
    assert len(ids) == len(set(ids))
    pattern = re.compile(r"[a-z][a-z0-9_]*(/[1-9][0-9]*(\.[1-9][0-9]*)?)?")
    assert all(pattern.fullmatch(i) for i in ids)


def test_every_id_resolves_to_its_own_clause() -> None:
    for sec in sections():
        assert section(sec.key) is sec
        assert section_of(sec.key) is sec
        assert text_of(sec.key) == "\n\n".join(p.text for p in sec.paragraphs)
        for n, para in enumerate(sec.paragraphs, 1):
            assert (para.id, para.number) == (f"{sec.key}/{n}", n)
            assert paragraph(para.id) is para
            assert section_of(para.id) is sec
            assert text_of(para.id) == para.text
            for m, sent in enumerate(para.sentences, 1):
                assert sent.id == f"{para.id}.{m}"
                assert sentence(sent.id) is sent
                assert paragraph(sent.id) is para
                assert section_of(sent.id) is sec
                assert text_of(sent.id) == sent.text
    assert all_sentence_ids() == tuple(s.id for p in all_paragraphs() for s in p.sentences)


@pytest.mark.parametrize(
    ("clause_id", "fragment"),
    [
        ("opening_throw_in/1.1", "within 5 yards of the Umpire(s)."),
        ("opening_throw_in/2.7", "more than 20 yards from the boards"),
        ("wrong_side_of_line_up/1.1", "at least 30 yards"),
        ("knock_in/1.1", "within one foot"),
        ("knock_in/1.2", "closer than 5 yards"),
        ("knock_in/1.3", "closer than 30 yards"),
        ("knock_in/1.5", "within 10 seconds"),
        ("calling_play/1.2", "3-5 seconds"),
        ("foul_shots/1.2", "within 20 seconds"),
        ("foul_shots/1.3", "within the 60-yard line"),
        ("after_goal/1.2", "within 25 seconds"),
        ("side_boards/8.1", "count 8 seconds and drop a ball 5 yards inside"),
        ("side_boards/8.2", "drop a ball 10 yards inside"),
        ("free_hit_from_sixty/1.1", "at least 30 yards"),
        ("fair_play_possession/3.1", "no more than 40 yards from the center"),
        ("fair_play_possession/5.2", "behind the 30-yard line"),
        ("penalty_spots/1.1", "Penalty 1: a goal is awarded"),
        ("penalty_spots/1.4", "Penalty 4: a free hit from 60 yards"),
        ("penalty_spots/1.5", "Penalty 5.a:"),
        ("penalty_spots/1.6", "Penalty 5.b:"),
        ("penalty_spots/1.7", "Penalty 6: a free hit 60 yards"),
    ],
)
def test_the_sentences_the_rules_core_cites_say_what_it_relies_on(
    clause_id: str, fragment: str
) -> None:
    assert fragment in text_of(clause_id)


@pytest.mark.parametrize(
    ("clause_id", "reason"),
    [
        ("nope", "no section 'nope'"),
        ("Knock_in/1.1", "no section 'Knock_in'"),
        ("", "no section ''"),
        ("knock_in/", "paragraphs 1 to 1"),
        ("knock_in/0", "paragraphs 1 to 1"),
        ("knock_in/2", "paragraphs 1 to 1"),
        ("knock_in/01", "paragraphs 1 to 1"),
        ("knock_in/a.b", "paragraphs 1 to 1"),
        ("knock_in/1.", "sentences 1 to 9"),
        ("knock_in/1.0", "sentences 1 to 9"),
        ("knock_in/1.10", "sentences 1 to 9"),
        ("knock_in/1.01", "sentences 1 to 9"),
        ("knock_in/1.1.1", "sentences 1 to 9"),
        ("knock_in/1.1/2", "sentences 1 to 9"),
    ],
)
def test_an_unknown_id_raises_unknown_clause_naming_it_and_saying_what_ids_look_like(
    clause_id: str, reason: str
) -> None:
    for lookup in (section_of, paragraph, sentence, text_of):
        with pytest.raises(UnknownClause) as caught:
            lookup(clause_id)
        message = str(caught.value)
        assert repr(clause_id) in message
        assert reason in message
        assert "'knock_in/1.5'" in message
        assert isinstance(caught.value, LookupError)
        assert not isinstance(caught.value, KeyError)
        assert caught.value.clause_id == clause_id


def test_an_id_of_the_wrong_level_raises_unknown_clause() -> None:
    with pytest.raises(UnknownClause, match="section id, not a paragraph"):
        paragraph("knock_in")
    with pytest.raises(UnknownClause, match="not a sentence id"):
        sentence("knock_in/1")
    with pytest.raises(UnknownClause, match="not a sentence id"):
        sentence("knock_in")
    with pytest.raises(UnknownClause, match="section key has no '/'"):
        section("knock_in/1")
    with pytest.raises(UnknownClause, match=r"no section 'nope'.*knock_in"):
        summary_card("nope")


# --- order, labels, kinds --------------------------------------------------------------------


def test_sections_are_in_seed_order_with_their_labels_and_headings_background_last() -> None:
    got = [
        (s.key, s.rule, s.label, s.label_confirmed, s.heading, [p.kind for p in s.paragraphs])
        for s in sections()
    ]
    assert got == EXPECTED_SECTIONS
    assert [s.background for s in sections()] == [False] * 18 + [True] * 5
    assert sections() is sections()


def test_a_label_is_confirmed_exactly_when_the_seed_texts_cite_it() -> None:
    seed_text = "\n".join("\n".join(seed_english(rule)) for rule in SEEDS)
    for sec in sections():
        if sec.background and sec.rule is None:
            continue  # an older text known by its title, not by a rule number
        cited = re.search(re.escape(sec.label) + r"(?![(\w])", seed_text) is not None
        assert sec.label_confirmed == cited, sec.key
    numbered = {s.label for s in sections() if s.label_confirmed and s.rule is not None}
    assert numbered == {"21.a", "22.e(4)", "22.h"}


def test_every_seed_example_paragraph_and_only_those_have_kind_examples() -> None:
    team = re.compile(r"\b(Red|Blue|White)\b")
    for sec in sections():
        for para in sec.paragraphs:
            is_example = bool(team.search(para.text)) and not sec.background
            assert (para.kind is ParagraphKind.EXAMPLES) == is_example, para.id
    examples = [p.id for p in all_paragraphs() if p.kind is ParagraphKind.EXAMPLES]
    assert examples == [
        "opening_throw_in/3",
        "wrong_side_of_line_up/3",
        "calling_play/2",
        "foul_shots/3",
        "late_or_early_knock_in/3",
    ]


def test_interpretation_paragraphs_are_the_explanatory_ones() -> None:
    starts = [
        p.text.split(" ", 4)[:4] for p in all_paragraphs() if p.kind is ParagraphKind.INTERPRETATION
    ]
    assert starts == [
        ["The", "Umpire", "must", "enforce"],
        ["When", "all", "8", "players"],
        ["The", "Umpire’s", "responsibility", "is"],
        ["The", "objective", "of", "this"],
        ["The", "player", "taking", "the"],
        ["The", "objective", "is", "to"],
    ]


def test_background_sections_say_they_are_background_and_are_not_from_the_seeds() -> None:
    background = [s for s in sections() if s.background]
    assert [s.key for s in background] == [
        "safety",
        "penalty_procedures_2019",
        "penalty_procedures_2018",
        "penalty_1",
        "penalty_spots",
    ]
    assert all(s.source for s in background)
    assert [s.source_edition for s in background] == [2019, 2019, 2018, None, None]
    assert sentence("safety/2.1").text.startswith("If a player hits the ball across")
    assert sentence("penalty_spots/1.1").text.startswith(BACKGROUND_PREFIX + "Penalty 1:")
    assert [sentence(f"penalty_spots/1.{m}").text.split(":")[0] for m in range(2, 8)] == [
        "Penalty 2",
        "Penalty 3",
        "Penalty 4",
        "Penalty 5.a",
        "Penalty 5.b",
        "Penalty 6",
    ]


def test_the_data_file_names_the_same_rulebook_and_edition_as_the_loader() -> None:
    raw = files("rules_core.rulebook").joinpath("uspa_2026.toml").read_text(encoding="utf-8")
    data = tomllib.loads(raw)
    assert (data["rulebook"], data["edition"]) == (RULEBOOK, EDITION) == ("USPA Rulebook", 2026)
