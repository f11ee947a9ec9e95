"""Inline mode and sharing, through the real Application and an offline Telegram: ``@bot
<words>`` gives clause cards, a ruling's Share button types a reference that gives that ruling's
card, whose button opens the full ruling (with its diagram) through ``/start <reference>``;
forged and stale references get a clear line; all three languages."""

from __future__ import annotations

import html
import itertools
import json
import logging
from typing import Any

import pytest

from bot.callback_data import Codec, derive_key
from bot.cards import clause_card, ruling_card
from bot.flow import FLOW_VERSION, ROOT, all_paths
from bot.handlers.inline import CHOSEN_KEY, COMMON_PATHS
from bot.i18n import LANGUAGES, translator
from bot.keyboards import to_markup
from bot.prefs import Scope
from bot.render import plain_text
from bot.ruling_ref import BadRef, StaleRef, ref_path, ruling_ref
from bot.screens import screen
from bot.search.documents import openables, section_label, sentence_words
from bot.search.screens import listed_name
from rules_core import rulebook
from tests.bot.harness import BOT, Chat, FakeTelegram, buttons, user
from tests.botapi_standin.parse_modes import parse_text

PATHS = all_paths(ROOT)
#: a user per language, as Telegram reports theirs
PEOPLE = {"en": user(301, "en-GB"), "es": user(302, "es-AR"), "it": user(303, "it")}
#: a knock-in 5 yards outside the left post: a ruling with a diagram
KNOCK_IN = "113"
_queries = itertools.count(1)

#: words of each language that name the knock-in, and what its clause card must say
KNOCK_IN_WORDS = {
    "en": ("knock in", "Knock-in"),
    "es": ("saque de fondo", "Saque de fondo"),
    "it": ("rimessa dal fondo", "Rimessa dal fondo"),
}


async def ask_inline(chat: Chat, text: str, sender: dict[str, Any]) -> dict[str, Any]:
    """Type ``@bot <text>``; return what the bot answered (answerInlineQuery's parameters)."""
    before = len(chat.api.called("answerInlineQuery"))
    query = {"id": str(next(_queries)), "from": sender, "query": text, "offset": ""}
    await chat.feed({"update_id": next(chat._updates), "inline_query": query})
    answers = chat.api.called("answerInlineQuery")
    assert len(answers) == before + 1, "the inline query was not answered"
    params = dict(answers[-1].params)
    params["results"] = _loads(params["results"])
    return params


def _loads(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def texts(answer: dict[str, Any]) -> list[str]:
    return [r["input_message_content"]["message_text"] for r in answer["results"]]


def share_query(message: dict[str, Any]) -> str:
    shared = [b["switch_inline_query"] for b in buttons(message) if "switch_inline_query" in b]
    assert len(shared) == 1, buttons(message)
    return str(shared[0])


@pytest.fixture(autouse=True)
def no_errors(caplog: pytest.LogCaptureFixture) -> Any:
    """Every test here also fails if any handler logged an error (the error handler would
    otherwise swallow a crash)."""
    yield
    errors = [r for r in caplog.get_records("call") if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]


# -- the Share button -----------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_ruling_has_a_share_button_whose_reference_finds_that_ruling(lang: str) -> None:
    label = "📤 " + translator(lang)._("Share")
    assert (label == "📤 Share") == (lang == "en"), label  # Spanish and Italian say it theirs
    for path in PATHS:
        shares = [b for row in screen(path, lang).rows for b in row if b.share]
        assert [b.label for b in shares] == [label], path
        assert ref_path(shares[0].share) == path


def test_no_question_has_a_share_button() -> None:
    questions = {p[:n] for p in PATHS for n in range(len(p))}
    assert not any(b.share for q in questions for row in screen(q, "en").rows for b in row)


def test_the_share_button_is_telegrams_switch_inline_query_with_no_callback_data() -> None:
    markup = to_markup(screen(KNOCK_IN, "es").rows, Codec(derive_key("s", None)), 7, "es")
    share = markup.inline_keyboard[-1][0]
    assert share.switch_inline_query == f"r{FLOW_VERSION}-{KNOCK_IN}"
    assert share.callback_data is None


def test_a_ruling_with_the_chats_teams_shares_the_same_ruling_without_them() -> None:
    assert ruling_ref("01" + KNOCK_IN) == ruling_ref(KNOCK_IN)


@pytest.mark.parametrize(
    ("ref", "error"),
    [
        (f"r{FLOW_VERSION}-999", BadRef),  # no such path
        (f"r{FLOW_VERSION}-11", BadRef),  # a question, not a ruling
        (f"r{FLOW_VERSION}-01{KNOCK_IN}", BadRef),  # the teams' prefix never travels
        (f"r{'5' if FLOW_VERSION != '5' else '6'}-{KNOCK_IN}", StaleRef),
        ("r" + FLOW_VERSION + "-" + "1" * 25, BadRef),  # longer than any path
        ("<b>r4-113</b>", BadRef),
        ("", BadRef),
    ],
)
def test_a_reference_that_names_no_ruling_of_this_tree_is_refused(
    ref: str, error: type[Exception]
) -> None:
    with pytest.raises(error):
        ref_path(ref)


# -- inline queries -------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
async def test_words_give_clause_cards_in_the_users_language(chat: Chat, lang: str) -> None:
    words, heading = KNOCK_IN_WORDS[lang]
    answer = await ask_inline(chat, words, PEOPLE[lang])
    assert answer["is_personal"] is True
    clauses = [r for r in answer["results"] if r["id"].startswith("k:")]
    assert clauses, answer["results"]
    assert any(heading in r["title"] for r in clauses)
    for result in clauses:
        assert result["type"] == "article"
        assert result["input_message_content"]["parse_mode"] == "HTML"
    assert "22.a" in texts(answer)[[r["id"] for r in answer["results"]].index(clauses[0]["id"])]
    ids = [r["id"] for r in answer["results"]]
    assert len(ids) == len(set(ids))


#: a typed question per language that decides the knock-in after an attacker's hit wide left
DECIDING = {
    "en": "an attacker hit it over the end line wide left of the posts",
    "es": "un atacante la saco por la linea de fondo lejos de los postes a la izquierda",
    "it": "un attaccante ha mandato la palla oltre la linea di fondo larga a sinistra",
}


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_words_that_decide_a_ruling_give_its_card_first_then_clauses(
    chat: Chat, lang: str
) -> None:
    answer = await ask_inline(chat, DECIDING[lang], PEOPLE[lang])
    first, *others = answer["results"]
    assert first["id"] == f"r{FLOW_VERSION}-112"
    assert first["input_message_content"]["message_text"] == ruling_card("112", lang).html
    assert KNOCK_IN_WORDS[lang][1] in first["title"]
    assert all(r["id"].startswith("k:") for r in others)


async def test_words_that_leave_a_fact_open_give_no_ruling_card(chat: Chat) -> None:
    answer = await ask_inline(chat, "the ball went over the end line", PEOPLE["en"])
    assert answer["results"]
    assert all(r["id"].startswith("k:") for r in answer["results"])


def test_a_card_from_words_that_named_the_teams_names_them_but_its_link_does_not() -> None:
    card = ruling_card("02112", "en", ("Red", "Blue"))  # "02": the second named defends
    assert "Knock-in by Blue" in card.html
    assert card.ref == f"r{FLOW_VERSION}-112"


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_share_buttons_query_gives_the_card_of_the_same_ruling(
    chat: Chat, lang: str
) -> None:
    person = PEOPLE[lang]
    await chat.send(f"/start r{FLOW_VERSION}-{KNOCK_IN}", person)
    ruling = chat.last_message()
    answer = await ask_inline(chat, share_query(ruling), person)
    [result] = answer["results"]
    card = ruling_card(KNOCK_IN, lang)
    assert result["input_message_content"]["message_text"] == card.html
    headline = screen(KNOCK_IN, lang).text.split("\n")[0]  # what the last tap shows first
    assert headline in card.html
    assert plain_text(headline).startswith(result["title"].removesuffix("…"))
    [[full]] = result["reply_markup"]["inline_keyboard"]
    assert full["url"] == f"https://t.me/{BOT['username']}?start=r{FLOW_VERSION}-{KNOCK_IN}"
    assert full["text"] == "📋 " + translator(lang)._("Full answer and diagram")


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_ruling_card_shows_headline_costs_and_citation(lang: str) -> None:
    card = ruling_card(KNOCK_IN, lang)
    t = translator(lang)
    assert "📖 USPA 2026 · " + t._("Rule %(label)s") % {"label": "22.a"} in card.html
    assert t._("Penalty %(number)s") % {"number": "4"} in card.html  # the costs line
    assert "<blockquote" not in card.html  # no folded details: the bot has them
    assert len(card.html) < 1000


#: a ruling card's text at most, as read (the longest is about 520 characters, in Spanish)
CARD_MAX = 600


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_ruling_card_is_telegram_html_short_enough_to_read_in_a_chat(lang: str) -> None:
    for path in PATHS:
        card = ruling_card(path, lang)
        text, _ = parse_text(card.html, "HTML")
        assert len(text) <= CARD_MAX, path
        assert card.title, path
        assert card.description, path
        assert card.key == card.ref == f"r{FLOW_VERSION}-{path}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_clause_section_card_and_rule_search_can_find_has_a_card(lang: str) -> None:
    for clause in openables():  # every sentence, section, penalty card and rule
        card = clause_card(clause, lang)
        text, _ = parse_text(card.html, "HTML")
        assert 0 < len(text) <= 4096, clause
        assert len(card.key.encode()) <= 64, clause
        # listed as /rule lists it: by its label, a penalty card by its name in the reader's
        # language ("Penal 1"), an older text by its edition ("USPA 2019 · …")
        named = card.title == listed_name(clause, translator(lang))
        assert card.title.startswith((section_label(clause), "USPA ")) or named, clause


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_clause_card_is_listed_by_its_label_and_heading_in_the_readers_language(
    lang: str,
) -> None:
    card = clause_card("knock_in/1.2", lang)
    assert card.title == "22.a · " + KNOCK_IN_WORDS[lang][1]
    assert card.description  # what a search result shows of it


def test_a_spanish_clause_card_carries_the_rulebooks_spanish_words_under_the_english() -> None:
    clause = "knock_in/1.2"  # Rule 22: the seeds translate it into Spanish, not Italian
    spanish = sentence_words(clause)["es"]
    assert spanish.startswith("Si este punto")
    card = clause_card(clause, "es")
    english_at = card.html.index(html.escape(rulebook.sentence(clause).text[:40], quote=False))
    assert card.html.index(f"<i>{html.escape(spanish, quote=False)}</i>") > english_at
    assert "Si este punto" not in clause_card(clause, "it").html
    assert "Si este punto" not in clause_card(clause, "en").html


async def test_an_empty_query_offers_the_most_common_restarts(chat: Chat) -> None:
    answer = await ask_inline(chat, "", PEOPLE["it"])
    assert [r["id"] for r in answer["results"]] == [
        f"r{FLOW_VERSION}-{path}" for path in COMMON_PATHS
    ]
    assert "Rimessa dal fondo" in answer["results"][0]["title"]
    assert answer["button"]["start_parameter"] == "inline"


@pytest.mark.parametrize(
    ("query", "line"),
    [
        ("r9-113" if FLOW_VERSION != "9" else "r8-113", "That ruling link is out of date"),
        (f"r{FLOW_VERSION}-999", "That is not a ruling link"),
    ],
)
async def test_a_stale_or_forged_reference_says_so_above_the_common_restarts(
    chat: Chat, query: str, line: str
) -> None:
    answer = await ask_inline(chat, query, PEOPLE["en"])
    assert answer["button"]["text"].startswith(line)
    assert len(answer["results"]) == len(COMMON_PATHS)


@pytest.mark.parametrize(
    "query",
    [
        "knock " * 2000,  # far beyond Telegram's 256 characters
        "<b>&amp;</b> \x00\u202e 🐴" * 20,
        "'; DROP TABLE prefs; --",
        "r4-" + "z" * 60,
        'NEAR(knock in) OR "*" AND -',
    ],
)
async def test_bad_or_huge_queries_are_answered_and_never_crash(chat: Chat, query: str) -> None:
    answer = await ask_inline(chat, query, PEOPLE["en"])
    assert len(answer["results"]) <= 50
    for text in texts(answer):
        assert len(text) <= 4096


async def test_the_users_saved_language_wins_over_telegrams(chat: Chat) -> None:
    person = user(304, "en")
    await chat.app.bot_data["services"].prefs.aset(Scope.USER, person["id"], "es")
    answer = await ask_inline(chat, "", person)
    assert "Prevalece el texto original en inglés." in texts(answer)[0]


async def test_a_chosen_result_is_counted_and_logged_without_who_or_what(
    chat: Chat, caplog: pytest.LogCaptureFixture
) -> None:
    person = user(98765, "en")
    caplog.set_level(logging.INFO)
    for result_id in (f"r{FLOW_VERSION}-{KNOCK_IN}", "k:knock_in/1", f"r{FLOW_VERSION}-112"):
        chosen = {"result_id": result_id, "from": person, "query": "my secret words"}
        await chat.feed({"update_id": next(chat._updates), "chosen_inline_result": chosen})
    assert chat.app.bot_data[CHOSEN_KEY] == {"ruling": 2, "clause": 1}
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert "k:knock_in/1" in logged
    assert "98765" not in logged
    assert "secret" not in logged
    assert not chat.api.calls or all(c.method != "sendMessage" for c in chat.api.calls)


# -- the card's button: /start <reference> -----------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_deep_link_opens_the_full_ruling_and_its_diagram(
    chat: Chat, api: FakeTelegram, lang: str
) -> None:
    await chat.send(f"/start r{FLOW_VERSION}-{KNOCK_IN}", PEOPLE[lang])
    ruling = chat.last_message()
    assert ruling["text"] == screen(KNOCK_IN, lang).text  # the offline Telegram keeps the HTML
    assert "<blockquote expandable>" in api.called("sendMessage")[-1].params["text"]
    photo = chat.last_photo()
    assert photo["message_id"] > ruling["message_id"]
    assert len(api.called("sendPhoto")) == 1
    # the full ruling's buttons work as after the last tap
    why = await chat.tap("❓", PEOPLE[lang])
    assert why["text"] != ruling["text"]


@pytest.mark.parametrize(
    ("payload", "says"),
    [
        (f"r{FLOW_VERSION}-999", "That link does not lead to a ruling."),
        (f"r{FLOW_VERSION}-1", "That link does not lead to a ruling."),
        ("r" + ("5" if FLOW_VERSION != "5" else "6") + "-113", "made before the questions changed"),
        ("not_a_situation", "That link does not lead to a ruling."),
    ],
)
async def test_a_forged_or_stale_payload_gets_a_clear_line_and_the_first_question(
    chat: Chat, api: FakeTelegram, payload: str, says: str
) -> None:
    await chat.send(f"/start {payload}", PEOPLE["en"])
    first = chat.last_message()
    assert says in first["text"]
    assert "What happened?" in first["text"]
    assert not api.called("sendPhoto")


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_clear_line_is_in_the_users_language(chat: Chat, lang: str) -> None:
    await chat.send(f"/start r{FLOW_VERSION}-999", PEOPLE[lang])
    english = "That link does not lead to a ruling. Here is the first question."
    line = translator(lang)._(english)
    assert (line == english) == (lang == "en"), line
    assert line in chat.last_message()["text"]


async def test_the_inline_buttons_payload_opens_the_first_question_without_a_warning(
    chat: Chat,
) -> None:
    await chat.send("/start inline", PEOPLE["en"])
    assert chat.last_message()["text"] == screen("", "en").text
