"""The question tree: every path, in every language, ends where the rules core says."""

from __future__ import annotations

import hashlib

import pytest

from bot.callback_data import MAX_BYTES, CallbackData, Codec, derive_key
from bot.flow import FLOW_VERSION, KEYS, ROOT, UnknownPath, all_paths, build_facts, walk
from bot.flow.model import Question
from bot.flow.tree import DEEP_LINKS
from bot.i18n import LANGUAGES
from bot.keyboards import MAX_ROW
from bot.screens import decide_path, original_screen, screen, why_screen
from rules_core import NoRuleApplies, decide
from rules_core.engine import rules

PATHS = all_paths(ROOT)
COMMON = ("end_line", "side_boards", "goal", "foul_shot", "play_stopped")
CODEC = Codec(derive_key("a test secret of 16+", None))


def _questions(question: Question, seen: dict[str, Question]) -> dict[str, Question]:
    seen[question.slug + str(id(question))] = question
    for choice in question.choices:
        if choice.then is not None:
            _questions(choice.then, seen)
    return seen


@pytest.mark.parametrize("path", PATHS)
def test_every_path_ends_in_the_ruling_of_the_core_for_the_same_facts(path: str) -> None:
    facts = build_facts(walk(ROOT, path).answers)
    try:
        expected: object = decide(facts)
    except NoRuleApplies as error:
        expected = (error.situation, error.why)
    got = decide_path(path)
    assert (
        (got.situation, got.why) == expected if isinstance(got, NoRuleApplies) else got == expected
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_screen_of_every_path_fits_telegram_in_every_language(lang: str) -> None:
    for path in PATHS:
        for depth in range(len(path) + 1):
            shown = screen(path[:depth], lang)
            assert len(shown.text) <= 4096
            assert all(0 < len(row) <= MAX_ROW for row in shown.rows)
            for row in shown.rows:
                for button in row:
                    data = CallbackData(button.action, 2**52, lang, button.payload)
                    assert len(CODEC.encode(data).encode()) <= MAX_BYTES
        assert len(why_screen(path, lang).text) <= 4096
        assert len(original_screen("0" + path, lang).text) <= 4096


@pytest.mark.parametrize("lang", ["es", "it"])
def test_no_english_words_leak_into_spanish_or_italian_rulings(lang: str) -> None:
    english = screen
    for path in PATHS[::7]:
        text = screen(path, lang).text
        assert text != english(path, "en").text
        for word in (" the ", "Procedure", "If it goes wrong", "Clock stopped"):
            assert word not in text.split("📖")[0], (path, word)


def test_spanish_rulings_contract_de_el_and_a_el() -> None:
    for path in PATHS:
        text = screen(path, "es").text
        assert " de el " not in text, path
        assert " a el " not in text, path


def test_every_rule_of_the_core_is_reachable_from_the_tree() -> None:
    fired = {r.rule for p in PATHS if not isinstance(r := decide_path(p), NoRuleApplies)}
    # these rules only refuse (NoRuleApplies); the tree reaches the first two and shows why, and
    # "a defender played the short ball" means under 30 yd, so the third is out of its reach
    refusals = {"line_up.ball_left", "goal_at_whistle.no_foul", "sixty.defender_long_ball"}
    assert {r.id for r in rules()} - fired - refusals == set()


def test_common_situations_reach_a_ruling_in_three_taps_or_fewer() -> None:
    longest = dict.fromkeys(COMMON, 0)
    shortest = dict.fromkeys(COMMON, 99)
    for path in PATHS:
        slug = ROOT.choices[KEYS.index(path[0])].slug
        if slug in COMMON:
            longest[slug] = max(longest[slug], len(path))
            shortest[slug] = min(shortest[slug], len(path))
    assert all(n <= 3 for n in shortest.values())
    # play stopped with a team in possession also asks who had the ball: 4 taps
    # (and the goal at the whistle goes on to who fouled and the Penalty 1 call)
    assert {s: n for s, n in longest.items() if n > 3} == {
        "play_stopped": 4,
        "goal": 4,
        "end_line": 6,
    }


def test_no_path_is_longer_than_six_taps() -> None:
    assert max(len(p) for p in PATHS) <= 6


def test_every_step_has_back_and_start_over_except_the_first() -> None:
    assert screen("", "en").rows[-1][0].label != "◀ Back"
    for path in {p[:d] for p in PATHS for d in range(1, len(p))}:
        labels = [b.label for b in screen(path, "en").rows[-1]]
        assert labels == ["◀ Back", "⟲ Start over"], path


def test_a_path_that_leaves_the_tree_is_refused() -> None:
    with pytest.raises(UnknownPath):
        walk(ROOT, "9")
    with pytest.raises(UnknownPath):
        walk(ROOT, PATHS[0] + "1")


def test_deep_links_open_each_situation() -> None:
    assert DEEP_LINKS["end_line"] == "1"
    assert set(COMMON) <= set(DEEP_LINKS)
    for path in DEEP_LINKS.values():
        assert not walk(ROOT, path).complete


def test_changing_the_tree_requires_a_new_flow_version() -> None:
    shape = repr([(p, sorted(walk(ROOT, p).answers.items(), key=str)) for p in PATHS])
    digest = hashlib.sha256(shape.encode()).hexdigest()[:16]
    # When this fails: bump FLOW_VERSION in bot/flow/tree.py and update both lines below.
    assert (FLOW_VERSION, digest) == ("6", KNOWN_DIGEST)


KNOWN_DIGEST = "cc0b3aa82dfc89cd"
