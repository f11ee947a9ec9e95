"""The answer at a glance, on the first screen of a phone, in words an umpire reads: checked on
every screen the tree can reach, in every language."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from bot.flow import ROOT, all_paths, walk
from bot.i18n import LANGUAGES, translator
from bot.penalty_view import CODE_OF, card_text
from bot.render import (
    GLANCE_BUDGET,
    PHONE_LINE_CHARS,
    _names_for,
    before_fold,
    how_lines,
    penalty_name,
    phone_lines,
    prevails_line,
    quote_opening,
    render_ruling,
)
from bot.screens import card_screen, decide_path, original_screen, screen, why_screen
from bot.search.screens import rule_answer
from bot.teams import FIRST_DEFENDS, PREFIX, Teams
from bot.terminal import plain
from bot.understand import understand
from bot.understand.reply import reply
from bot.wording.outcome import CLOCKS
from rules_core import Ruling, rulebook
from rules_core.engine import rules
from rules_core.facts import Penalty, Team
from rules_core.penalty_cards import CARDS
from tests.understand.phrasing import message_for

PATHS = all_paths(ROOT)
# a clause id ("knock_in/1.3"), a rule id ("knock_in.passed_ball"), a section key
_CLAUSE_ID = re.compile(r"\b[a-z_]+/\d")
_RULE_IDS = {r.id for r in rules() if "_" in r.id or "." in r.id}
_SECTION_KEYS = {s.key for s in rulebook.sections() if "_" in s.key}


def _original_pages(path: str, lang: str) -> list[str]:
    pages = []
    for page in range(10):
        try:
            pages.append(original_screen(f"{page}{path}", lang).text)
        except ValueError:  # past the last page
            return pages
    return pages


def _every_screen(lang: str) -> list[str]:
    texts = []
    for path in PATHS:
        texts += [screen(path, lang).text, why_screen(path, lang).text]
        texts += _original_pages(path, lang)
    texts += [card_text(p, translator(lang)) for p in CARDS]
    return texts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_ruling_fits_the_first_screen_of_a_phone_above_its_fold(lang: str) -> None:
    for path in PATHS:
        shown = screen(path, lang)
        sent = before_fold(shown.text)  # as Telegram draws the message sent
        assert sent == plain(shown.visible), path
        assert len(sent) <= GLANCE_BUDGET[lang], (path, sent)


def test_a_collapsed_quotation_shows_its_first_three_lines_as_a_phone_wraps_them() -> None:
    quoted = "Clock running.\n\n<b>Procedure</b>\n• Give each team time."
    sent = f"<b>Knock-in</b>\n<blockquote expandable>{quoted}</blockquote>\n📖 22.a"
    # an empty line is a line too
    assert before_fold(sent) == "Knock-in\nClock running.\n\nProcedure\n📖 22.a"
    long = "word " * 30  # 7 words to a line of 38 characters: 5 lines, 3 shown
    assert [len(line) for line in phone_lines(long)] == [34, 34, 34, 34, 9]
    assert PHONE_LINE_CHARS == 38
    # a line cut short says so, as the phone's fade does
    cut = before_fold(f"<blockquote expandable>{long}</blockquote>")
    assert cut == " ".join(["word"] * 21) + " …"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_first_folded_lines_are_worth_reading(lang: str) -> None:
    # the first two lines a collapsed quotation shows are never empty: the costs, the clock,
    # a heading and its first step (a gap only after a section that ends there)
    for path in PATHS:
        opening = quote_opening(screen(path, lang).details).split("\n")
        assert all(opening[:2]), (path, opening)


#: a sample of typed questions, written from the tree's paths as tests/understand does, and
#: messages that name the teams (their line is said with the answer)
TYPED_SAMPLE = PATHS[::7]
NAMED = {
    "en": "red's shot went wide on the left, about 15 yards from the post, blue defending",
    "es": "el tiro de rojo salió abierto por la izquierda, lejos del poste, azul defiende",
    "it": "il tiro del rosso è uscito largo a sinistra sul fondo, lontano dal palo, il blu difende",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_typed_question_s_ruling_fits_above_its_fold_as_sent(lang: str) -> None:
    messages = [" ".join(message_for(path, lang)) for path in TYPED_SAMPLE] + [NAMED[lang]]
    ruled = 0
    for message in messages:
        answer = reply(understand(message, lang), lang)
        if not answer.screen.ruling:
            continue
        ruled += 1
        sent = before_fold(answer.screen.text)
        assert len(sent) <= GLANCE_BUDGET[lang], (message, sent)
        assert answer.screen.text.startswith("<b>"), message  # the answer on line 1
        understood = translator(lang)._("I understood: %(facts)s").split("%")[0]
        assert understood in answer.screen.details, message  # folded, where the path was
    assert ruled >= 0.8 * len(messages)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_details_are_folded_in_an_expandable_quotation_below_the_answer(lang: str) -> None:
    for path in PATHS[::13]:
        shown = screen(path, lang)
        assert shown.details
        assert f"<blockquote expandable>{shown.details}</blockquote>" in shown.text
        assert shown.text.startswith("<b>")  # the answer first, not the path of answers


def test_a_knock_in_says_at_a_glance_who_where_and_how() -> None:
    glance = plain(screen("113", "en").visible)  # an attacker hit it out, near the left post
    assert glance.splitlines()[0] == (
        "Knock-in · 5 yards outside the left post · the other team 30 yards back · hit within "
        "10 seconds of 'Play'"
    )
    assert "→ Penalty 4 to the other team" in glance
    # the original text one tap away calls the other team "the defending team": never two
    # words for one team, in any language
    for lang, defenders in (("en", "defender"), ("es", "defensor"), ("it", "in difesa")):
        assert defenders not in plain(screen("113", lang).visible), lang


def test_after_the_headline_a_team_is_named_by_what_it_does_at_this_restart() -> None:
    details = plain(screen("113", "en").details)
    assert "No player of the other team closer than 30 yards to the end line" in details
    assert "the attackers" not in details  # the rulebook says "the defending team" here


@pytest.mark.parametrize("lang", ["es", "it"])
def test_every_screen_with_rule_text_or_a_ruling_says_the_english_original_prevails(
    lang: str,
) -> None:
    prevails = prevails_line(translator(lang))
    assert prevails
    for text in _every_screen(lang):
        assert prevails in text
    # a section, a penalty card, and search results (their snippets are rule text)
    for argument in ("22.a", "P4", "knock 10 seconds", "saque", "rimessa"):
        for page in rule_answer(argument, translator(lang)).pages:
            assert prevails in page, argument


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_internal_id_or_the_word_seed_reaches_a_user(lang: str) -> None:
    for text in _every_screen(lang):
        shown = plain(text)
        assert not _CLAUSE_ID.search(shown), shown
        assert not any(rule_id in shown for rule_id in _RULE_IDS), shown
        assert not any(key in shown for key in _SECTION_KEYS), shown
        assert "seed" not in shown.lower(), shown


@pytest.mark.parametrize("lang", ["es", "it"])
def test_no_english_section_heading_is_left_in_a_spanish_or_italian_screen(lang: str) -> None:
    kept = {"Safety"}  # the seeds keep it in English
    headings = {s.heading for s in rulebook.sections()} - kept
    for path in PATHS[::5]:
        for text in (screen(path, lang).text, why_screen(path, lang).text):
            assert not any(f"· {h}" in text or f"</b> {h} —" in text for h in headings), text


def test_a_long_original_text_is_paged_never_cut() -> None:
    # the foul shot's clauses with their Spanish translation fill more than one message
    pages = rule_answer("22.b", translator("es")).pages
    assert len(pages) >= 2
    assert all(len(page) <= 4096 for page in pages)
    assert not any(page.removesuffix("</i>").endswith("…") for page in pages)


def test_the_original_text_pages_link_to_each_other_and_back_to_the_ruling() -> None:
    paged = [p for p in PATHS if len(_original_pages(p, "es")) > 1]
    assert paged  # the Spanish translations make some originals longer than a message
    first = original_screen("0" + paged[0], "es")
    labels = [b.label for row in first.rows for b in row]
    assert labels[0].startswith("1/")
    assert any(label.endswith("▶") for label in labels)
    last = original_screen("1" + paged[0], "es")
    assert any(b.label.startswith("◀") for row in last.rows for b in row)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_penalty_card_is_reached_from_its_code(lang: str) -> None:
    for penalty in CARDS:
        assert card_screen(CODE_OF[penalty] + "113", lang).text == card_text(
            penalty, translator(lang)
        )


def _facts_at_a_glance(path: str, lang: str, teams: Teams | None = None) -> tuple[object, ...]:
    """What an umpire learns above the fold, whatever the language: each cost (penalty and the
    team it goes to), the restart's times in seconds, how many of its "how"s show, in the
    headline or the lead under it (a yard figure is not compared: "60-yard line" has no figure
    of yards in English)."""
    t = translator(lang)
    visible = plain(screen(path, lang, teams).visible)
    ruling = decide_path(path, teams)
    costs: set[tuple[Penalty, Team | None]] = set()
    hows = 0
    if isinstance(ruling, Ruling):
        # the glance's lines as they show (the head, then the lead opening the quotation), not
        # whatever else of the quotation's first lines a phone shows under them
        glance = plain(render_ruling(ruling, t).glance)
        visible = "\n".join(visible.splitlines()[: len(glance.splitlines())])
        hows = sum(how.casefold() in visible.casefold() for how in how_lines(ruling, t))
        to = _names_for(ruling, t).to
        for penalty in Penalty:
            name = "→ " + penalty_name(penalty, t)
            costs |= {(penalty, team) for team in Team if f"{name} {to[team]}" in visible}
            if re.search(re.escape(name) + r"(?=;|$)", visible, re.MULTILINE):
                costs.add((penalty, None))
    # each figure once: the quotation's first lines, cut where a phone wraps them, may say
    # one of the glance's again
    seconds = sorted(set(_figures(t.seconds, visible)))
    return costs, seconds, hows


def _figures(unit: Callable[[float], str], text: str) -> list[int]:
    """The numbers said in ``unit`` ("10 seconds", "1 segundo"), in order."""
    words = "|".join(re.escape(unit(n).split(" ", 1)[1]) for n in (1, 2))
    return [int(n) for n in re.findall(rf"(?<![\d.])(\d+) (?:{words})\b", text)]


@pytest.mark.parametrize("lang", ["es", "it"])
def test_a_spanish_or_italian_umpire_sees_the_same_facts_at_a_glance_as_an_english_one(
    lang: str,
) -> None:
    differ = [p for p in PATHS if _facts_at_a_glance(p, lang) != _facts_at_a_glance(p, "en")]
    assert not differ, [(p, plain(screen(p, lang).visible)) for p in differ[:3]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_list_of_violations_said_shorter_still_names_its_cost(lang: str) -> None:
    # the costs line fills the quotation's first lines: a list too long for them is said
    # shorter ("passed, late… → Penalty 4 to the other team"), its cost kept, every violation
    # in the details
    cut = 0
    for path in PATHS:
        shown = screen(path, lang)
        for cost in re.findall(r"… → ([^;\n]+)", plain(shown.visible)):
            cut += 1
            assert cost in plain(shown.details).split(cost, 1)[1], (path, cost)
    assert cut  # knock-ins near a post, with both costs


def test_with_the_chats_team_names_too() -> None:
    teams = ("Red", "Blue")  # shorter than "the other team": the English glance says more
    for path in (PREFIX + FIRST_DEFENDS + p for p in PATHS[::2]):
        english = _facts_at_a_glance(path, "en", teams)
        for lang in ("es", "it"):
            assert _facts_at_a_glance(path, lang, teams) == english, plain(
                screen(path, lang, teams).visible
            )


def test_the_facts_at_a_glance_are_read_as_they_are_written() -> None:
    # a knock-in near the left board: two costs, 10 seconds; where, and two "how"s
    costs = {(Penalty.P4, Team.ATTACKING), (Penalty.P5B, Team.DEFENDING)}
    assert _facts_at_a_glance("111", "en") == (costs, [10], 2)
    # a free hit from the 60: no cost named, a count of 8 seconds then 5 to play, hit
    assert _facts_at_a_glance("215", "it") == (set(), [5, 8], 3)
    named = PREFIX + FIRST_DEFENDS + "111"
    costs = {(Penalty.P4, Team.ATTACKING), (Penalty.P5B, Team.DEFENDING)}
    assert _facts_at_a_glance(named, "es", ("Red", "Blue")) == (costs, [10], 2)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_ruling_says_its_clock_twice(lang: str) -> None:
    # "Give him extra time, clock stopped" needs no "Clock stopped." under it
    t = translator(lang)
    sentences = {t._(text).casefold(): t._(text).rstrip(".").casefold() for text in CLOCKS.values()}
    for path in PATHS:
        lines = plain(screen(path, lang).text).casefold().splitlines()
        for sentence, words in sentences.items():
            assert not (sentence in lines and words in lines[0]), (path, lines)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_long_query_is_quoted_back_cut_at_a_word(lang: str) -> None:
    # "Found in the rulebook for “what if the umpires fail to hear the hor”" read as a typo
    query = "what if the umpires fail to hear the horn at the end of the fourth chukker"
    head = plain(rule_answer(query, translator(lang)).pages[0]).splitlines()[0]
    found = re.search(r"[“«](.*)[”»]", head)
    assert found is not None
    quoted = found[1]
    assert quoted.endswith("…")
    assert query.startswith(quoted.rstrip("…"))
    assert quoted.rstrip("…")[-1] != " "
    assert query[len(quoted.rstrip("…"))] == " "


@pytest.mark.parametrize(
    ("lang", "chooser"),
    [
        ("en", "The host tournament committee chooses:"),
        ("es", "Decide el Comité Organizador del Torneo:"),
        ("it", "Decide il Comitato Organizzatore del Torneo:"),
    ],
)
def test_a_suspended_games_options_are_shown_as_the_committees(lang: str, chooser: str) -> None:
    # 22.g: "may be abandoned by a decision of the Host Tournament Committee", never the umpires
    # once the committee finds the game can have no conceivable effect on the event, it may
    # abandon it or resume it
    no_effect = next(
        p for p in all_paths(ROOT) if "/".join(_slugs(p)) == "more/suspended/no_effect"
    )
    ruling = decide_path(no_effect)
    assert isinstance(ruling, Ruling)
    text = render_ruling(ruling, translator(lang))
    assert text.head.startswith(f"<b>{chooser}</b>")
    assert "mpire" not in text.head + text.details.split("\n")[0]


def _slugs(path: str) -> list[str]:
    return [choice.slug for choice in walk(ROOT, path).trail]
