"""Where Rules 20 and 22 send the question elsewhere, the bot says why, and "Why?" shows the
rule that did it among the rules considered."""

from __future__ import annotations

from bot.flow import ROOT, all_paths
from bot.rulebook_view import clause_label
from bot.screens import decide_path, original_screen, screen, why_screen
from rules_core import NoRuleApplies, rulebook


def _refused_paths() -> list[str]:
    return [p for p in all_paths(ROOT) if isinstance(decide_path(p), NoRuleApplies)]


def test_some_paths_lead_to_questions_outside_rules_20_and_22() -> None:
    assert _refused_paths()


def test_a_refusal_is_explained_in_every_language() -> None:
    for path in _refused_paths():
        for lang, title in (
            ("en", "No rule in Rules 20 and 22 decides this."),
            ("es", "Ninguna regla"),
            ("it", "Nessuna regola"),
        ):
            assert title in screen(path, lang).text


def test_why_on_a_refusal_lists_the_rule_that_sent_the_question_elsewhere() -> None:
    for path in _refused_paths():
        refusal = decide_path(path)
        assert isinstance(refusal, NoRuleApplies)
        assert refusal.rule is not None
        text = why_screen(path, "en").text
        [fired] = [e for e in refusal.trace if e.status == "fired"]
        assert f"✅ <b>{clause_label(fired.clause)}</b>" in text


def test_original_text_on_a_refusal_shows_the_sentence_that_sends_the_question_elsewhere() -> None:
    for path in _refused_paths():
        refusal = decide_path(path)
        assert isinstance(refusal, NoRuleApplies)
        [fired] = [e for e in refusal.trace if e.status == "fired"]
        assert rulebook.sentence(fired.clause).text[:60] in original_screen("0" + path, "en").text
