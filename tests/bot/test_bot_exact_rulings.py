"""What an umpire reads is exact and complete: no figure nobody gave, every penalty one tap from
how it is taken. Checked over every path of the question tree, in every language."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot.callback_data import Action
from bot.flow import ROOT, all_paths
from bot.flow.zones import END_LINE_ZONES
from bot.i18n import LANGUAGES, translator
from bot.penalty_view import (
    CODE_OF,
    TEAM_TOPICS,
    card_line,
    card_text,
    is_background,
    parse_penalty,
    penalty_text,
)
from bot.render import before_fold, render_ruling
from bot.screens import card_screen, decide_path, screen
from bot.search.screens import rule_answer
from bot.terminal import plain
from bot.wording import cards as wc
from bot.wording.spots import TOWARD
from rules_core import decide, measures
from rules_core.facts import BallOverSideBoards, Facts, Penalty, Team
from rules_core.field import Place
from rules_core.penalty_cards import CARDS, CardTopic, penalties_in
from rules_core.ruling import RestartKind, Ruling

PATHS = all_paths(ROOT)
MEASURES = {v.value for v in vars(measures).values() if isinstance(v, measures.Measure)}
# a number followed by a unit of length or time, in any of our languages ("60-yard line" too)
_FIGURE = re.compile(
    r"(\d+(?:[.,]\d+)?)[\s\-\u00a0]*(yards?|yardas?|yarde|yd|seconds?|segundos?|second[oi])\b"
)


def _figures(text: str) -> set[float]:
    return {float(n.replace(",", ".")) for n, _ in _FIGURE.findall(plain(text))}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_figure_in_every_ruling_is_a_measure_of_the_rules(lang: str) -> None:
    # the tree gives no figure of its own (its zones are spans), so every distance and time a
    # ruling states must be one the rules fix
    for path in PATHS:
        figures = _figures(screen(path, lang).text)
        assert figures <= MEASURES, (path, figures - MEASURES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_figure_on_every_penalty_card_is_a_measure_of_the_rules(lang: str) -> None:
    for penalty in CARDS:
        figures = _figures(card_text(penalty, translator(lang)))
        assert figures <= MEASURES, (penalty, figures - MEASURES)


def test_no_zone_midpoint_is_ever_stated_as_a_place() -> None:
    # the figures the old tree made up from its zones' midpoints
    for path in PATHS:
        text = plain(screen(path, "en").text)
        for invented in (
            "36 yards",
            "150 yards",
            "45 yards",
            "15 yards from",
            "right of its centre",
        ):
            assert invented not in text, (path, invented)


def test_the_possession_play_in_the_right_half_inside_the_60_is_opposite_where_the_ball_was() -> (
    None
):
    # play stopped, an inadvertent whistle, the attackers in possession and disadvantaged,
    # the ball inside this 60 in the right half
    path = "52" + "1" + "2"
    text = plain(screen(path, "en").text)
    assert "Possession play" in text
    assert "opposite where the ball was, at most 40 yards from its centre" in text


def test_every_ruling_that_names_or_mentions_a_penalty_links_to_its_card() -> None:
    for path in PATHS:
        result = decide_path(path)
        if not isinstance(result, Ruling):
            continue
        wanted = [CODE_OF[p] + path for p in penalties_in(result)]
        shown = [
            b.payload for row in screen(path, "en").rows for b in row if b.action is Action.CARD
        ]
        assert shown == wanted, path
        for payload in shown:
            assert card_screen(payload, "en").text


def test_a_goal_from_a_penalty_1_links_to_the_card_whose_spot_it_restarts_from() -> None:
    path = "3" + "3"  # goal scored, from a Penalty 1: thrown in at Penalty 1's spot
    labels = [b.label for row in screen(path, "en").rows for b in row]
    assert "🃏 Penalty 1" in labels


def test_an_unnamed_penalty_links_to_the_list_of_every_card() -> None:
    listing = card_screen("0" + "3" + "5" + "2", "en")  # goal at the whistle, foul by attackers
    labels = [b.label for row in listing.rows for b in row]
    assert [label for label in labels if label.startswith("🃏")] == [
        "🃏 Penalty 1",
        "🃏 Penalty 2",
        "🃏 Penalty 3",
        "🃏 Penalty 4",
        "🃏 Penalty 5.a",
        "🃏 Penalty 5.b",
        "🃏 Penalty 6",
    ]
    assert "the one for the foul the umpires call" in listing.text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_of_every_card_cites_its_source_or_says_rules_20_and_22_do_not(
    lang: str,
) -> None:
    t = translator(lang)
    not_said = {t._(words) for words in wc.NOT_SAID.values()}
    for penalty, card in CARDS.items():
        text = plain(card_text(penalty, t))
        bullets = [line.removeprefix("• ") for line in text.splitlines() if line.startswith("• ")]
        unsaid = [line for line in card.lines if not line.clauses]
        # what no text says is one line, not a line per topic
        assert len(bullets) == len(card.lines) - len(unsaid) + bool(unsaid), penalty
        assert sum(bullet in not_said for bullet in bullets) == bool(unsaid), penalty
        for bullet in bullets:
            assert bullet.endswith(")") or bullet in not_said, bullet


def test_the_penalty_1_card_has_no_rows_that_do_not_apply_to_a_goal() -> None:
    text = plain(card_text(Penalty.P1, translator("en")))
    assert "do not say" not in text
    assert "Not stated" not in text
    assert "Defended" not in text
    assert "A goal is awarded to the fouled team; ends are not changed." in text


def test_the_penalty_6_card_says_once_that_no_text_we_hold_says_whether_it_is_defended() -> None:
    text = plain(card_text(Penalty.P6, translator("en")))
    assert text.count("do not say") == 1
    assert (
        "Defended, and where the teams stand\n"
        "• Rules 20 and 22 do not say, nor do the older USPA texts we hold." in text
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_names_who_is_awarded_a_penalty_never_the_fouling_team(lang: str) -> None:
    t = translator(lang)
    fouling = {
        "en": "to the fouling team",
        "es": "al equipo infractor",
        "it": "alla squadra che ha commesso",
    }
    for penalty in CARDS:
        text = plain(card_text(penalty, t))
        assert fouling[lang] not in text, penalty
        assert "on or inside" not in text
    passed = plain(card_text(Penalty.P4, translator("en")))
    assert (
        "late → Penalty 5.a to the other team from that spot (a Penalty 4 if that spot is within "
        "the 60 in front of the goal his team defends). (22.b)" in passed
    )
    assert "one plays → Penalty 2 to the team taking the penalty. (USPA 2018)" in passed


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_cards_lines_from_older_texts_on_how_it_is_taken_are_folded(lang: str) -> None:
    t = translator(lang)
    for penalty, card in CARDS.items():
        text = card_text(penalty, t)
        shown = before_fold(text)
        for line in card.lines:
            words = card_line(replace(line, clauses=()), t)
            folded = is_background(line) and line.topic not in (
                CardTopic.WHERE,
                *TEAM_TOPICS,
            )
            if line.clauses and folded:
                assert words not in shown, (penalty, words)
                assert words in plain(text), (penalty, words)
            elif line.clauses and line.topic is not CardTopic.FOULING_TEAM:
                assert words in shown, (penalty, words)
    # Penalty 4: 5 of its 8 "If it goes wrong" lines are from 2018 or 2019, all folded
    en = card_text(Penalty.P4, translator("en"))
    assert "<blockquote expandable><b>Older USPA texts</b>" in en
    assert len(before_fold(en)) < 0.65 * len(plain(en))


@pytest.mark.parametrize(
    ("typed", "penalty"),
    [
        ("P4", Penalty.P4),
        ("4", Penalty.P4),
        ("penalty 4", Penalty.P4),
        ("Penal 5.b", Penalty.P5B),
        ("punizione 5a", Penalty.P5A),
        ("p6", Penalty.P6),
        ("penalties", Penalty.UNSPECIFIED),
    ],
)
def test_a_penalty_is_found_as_people_write_it(typed: str, penalty: Penalty) -> None:
    assert parse_penalty(typed) is penalty


@pytest.mark.parametrize("typed", ["5", "7", "22.a", "knock", ""])
def test_what_names_no_single_penalty_is_not_taken_for_one(typed: str) -> None:
    assert parse_penalty(typed) is None


def test_rule_p4_and_penalty_4_open_the_card_of_penalty_4() -> None:
    t = translator("en")
    assert rule_answer("P4", t).pages == [card_text(Penalty.P4, t)]
    assert penalty_text("4", t) == card_text(Penalty.P4, t)
    assert rule_answer("5.b", t).pages == [card_text(Penalty.P5B, t)]
    assert "There is no penalty '9'." in penalty_text("9", t)


def test_the_penalty_4_card_says_how_it_is_taken() -> None:
    text = plain(card_text(Penalty.P4, translator("en")))
    for line in (
        "60 yards from the fouling team's goal, opposite its centre.",
        "Defended.",
        "The fouling team stays at least 30 yards from the ball.",
        "Hit or hit at within 20 seconds of 'Play'. (22.b)",
        "Hit at and missed: the ball is live. (22.b)",
    ):
        assert line in text
    assert (
        "• Where the fouled team stands: Rules 20 and 22 do not say, nor do the older USPA texts "
        "we hold." in text
    )


def test_no_line_of_any_ruling_says_the_same_thing_twice() -> None:
    for path in PATHS:
        for line in plain(screen(path, "en").text).splitlines():
            left, arrow, right = line.partition(" → ")
            assert not arrow or left.lstrip("• ").casefold() != right.casefold(), (path, line)


@pytest.mark.parametrize("payload", ["x", "z1", "49999", "4" + "9" * 8])
def test_a_card_button_with_a_forged_or_stale_payload_is_refused_not_shown(payload: str) -> None:
    # both are what the menu handler answers "expired" (UnknownPath is a ValueError)
    with pytest.raises(ValueError, match=r"no penalty card|path"):
        card_screen(payload, "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_only_a_throw_in_is_thrown_toward_the_boards(lang: str) -> None:
    # 22.e(4): a throw-in from where the ball was goes toward the nearer boards; 22.h drops the
    # ball for a possession play there, with no direction (a review found "thrown in toward
    # either side" on possession plays)
    t = translator(lang)
    toward = [t._(words) for words in TOWARD.values()]
    thrown = 0
    for path in PATHS:
        ruling = decide_path(path)
        outcome = ruling.outcome if isinstance(ruling, Ruling) else None
        if outcome is None or outcome.spot is None:
            continue
        headline = screen(path, lang).text.split("\n", 1)[0]
        says_toward = any(words in headline for words in toward)
        is_throw_in = outcome.restart is RestartKind.THROW_IN
        if says_toward:
            thrown += 1
            assert is_throw_in, (path, headline)
    assert thrown > 0  # throw-ins from where the ball was are still worded with their direction


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_place_the_user_gave_exactly_is_said_with_the_users_own_figure(lang: str) -> None:
    # 62.5 yards from the end line, as given: never rounded to a figure nobody gave
    ruling = decide(Facts(BallOverSideBoards(Place(0.0, 62.5), Team.ATTACKING)))
    t = translator(lang)
    text = render_ruling(ruling, t).html()
    assert t.yards(62.5) in text
    assert t.yards(62) not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_end_line_buttons_state_the_rules_own_clearance(lang: str) -> None:
    # the buttons' words carry 22.a's 5 yards as text (a translator's sentence); their spans come
    # from rules_core.spots: if the rule's figure changes, this points at the words to change
    t = translator(lang)
    clearance = measures.KNOCK_IN_CLEARANCE.value
    for zone in END_LINE_ZONES:
        for words in (t._(zone.label), t.text(zone.short)):
            assert {float(n) for n in re.findall(r"\d+", words)} <= {clearance}, words
