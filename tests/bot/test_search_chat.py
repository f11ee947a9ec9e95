"""/rule with words in a chat, end to end through the real Application and an offline
Telegram: results as buttons, the clause a button opens (paged, with the English original),
back to the results; a whole rule; nothing found; forged buttons. Also the terminal."""

from __future__ import annotations

import io

import pytest

from bot.callback_data import Action, CallbackData
from bot.context import SERVICES_KEY
from bot.i18n import translator
from bot.render import esc, section_heading
from bot.rulebook_view import SUMMARIES
from bot.search import shorten
from bot.search.documents import openables
from bot.search.screens import RESULTS, clause_screen, code_of, rule_answer
from bot.teams import parse
from bot.terminal import run
from rules_core import rulebook
from tests.bot.harness import Chat, buttons, user

USERS = {"en": user(301, "en"), "es": user(302, "es-AR"), "it": user(303, "it")}
PREVAILS = {
    "es": "Prevalece el texto original en inglés.",
    "it": "Prevale il testo originale in inglese.",
}


def _texts(chat: Chat) -> list[str]:
    return [c.params["text"] for c in chat.api.called("sendMessage")]


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("/rule knock", "22.a · Knock-in"),
        ("/rule 10 seconds", "22.a · Knock-in"),
        ("/rule throw-in", "22.e · Throw-ins in all other cases"),
        ("/rule penalty 4", "Penalty 4: how it is taken"),
        ("/rule 20", "20.d</b> Everyone lined up the wrong way"),
        ("/rule 22", "22.h</b> Fair-play possession"),
    ],
)
async def test_the_queries_that_used_to_find_nothing_answer(
    chat: Chat, typed: str, says: str
) -> None:
    await chat.send(typed, USERS["en"])
    assert says in "\n".join(_texts(chat))
    assert "There is no section" not in "\n".join(_texts(chat))


@pytest.mark.parametrize(
    ("lang", "typed", "result", "original"),
    [
        ("en", "/rule knock in late", "22.e(3)", "If the team hitting in on a knock-in"),
        ("es", "/rule saque tarde", "22.e(3)", "If the team hitting in on a knock-in"),
        ("it", "/rule rimessa in ritardo", "22.e(3)", "If the team hitting in on a knock-in"),
    ],
)
async def test_a_result_button_opens_the_clause_and_goes_back_to_the_results(
    chat: Chat, lang: str, typed: str, result: str, original: str
) -> None:
    umpire = USERS[lang]
    await chat.send(typed, umpire)
    results = chat.last_message()
    labels = [b["text"] for b in buttons(results)]
    assert 1 <= len(labels) <= RESULTS
    clause = await chat.tap(result, umpire, results)
    assert clause["message_id"] == results["message_id"]  # edited in place
    assert original in clause["text"]
    if lang != "en":
        assert PREVAILS[lang] in clause["text"]
    back = await chat.tap("◀", umpire, clause)
    assert [b["text"] for b in buttons(back)] == labels


async def test_a_sentence_result_quotes_it_with_its_translation_and_pages_its_section(
    chat: Chat,
) -> None:
    umpire = USERS["es"]
    await chat.send("/rule pasa de largo la bocha en su primera aproximación", umpire)
    opened = await chat.tap("22.a", umpire)
    assert "» 22.a ¶1.6</b> If the player passes by the ball" in opened["text"]
    assert "<i>Si el jugador pasa de largo la bocha" in opened["text"]
    second = await chat.tap("▶", umpire, opened)  # the knock-in section needs two pages
    assert "2/" in [b["text"] for b in buttons(second)][1]
    assert PREVAILS["es"] in second["text"]


async def test_a_sentence_only_in_english_is_listed_by_its_summary_and_quoted_when_opened(
    chat: Chat,
) -> None:
    umpire, t = USERS["it"], translator("it")
    english = rulebook.sentence("calling_play/1.3").text  # Rule 22: English and Spanish only
    summary = esc(shorten(t._(SUMMARIES["calling_play"])))
    await chat.send("/rule rimessa dal fondo", umpire)
    results = chat.last_message()
    assert summary in results["text"]
    assert english not in results["text"]
    opened = await chat.tap(section_heading("calling_play", t), umpire, results)
    assert f"» 22.a ¶1.3</b> {english}" in opened["text"]
    assert PREVAILS["it"] in opened["text"]
    back = await chat.tap("◀", umpire, opened)
    assert summary in back["text"]
    assert english not in back["text"]


async def test_a_whole_rule_lists_its_sections_as_buttons_in_italian(chat: Chat) -> None:
    umpire = USERS["it"]
    await chat.send("/rule 20", umpire)
    listing = chat.last_message()
    assert "Regola 20 · Come inizia il gioco" in listing["text"]
    assert len(buttons(listing)) == 4
    section = await chat.tap("20.b", umpire, listing)
    assert "Se un giocatore si trova dalla parte sbagliata" in section["text"]
    back = await chat.tap("◀", umpire, section)
    assert len(buttons(back)) == 4


async def test_in_a_group_results_reply_to_the_asker_and_open_for_them(chat: Chat) -> None:
    group, umpire = -100777, USERS["en"]
    await chat.send("/rule@PoloRulesBot goal scored as the whistle blew", umpire, group)
    sent = chat.api.called("sendMessage")[-1].params
    assert "reply_parameters" in sent  # quoted: a group sees what was asked
    results = chat.last_message(group)
    opened = await chat.tap("22.c", umpire, results)
    assert "Goal at the whistle" in opened["text"]


async def test_nothing_found_is_one_line_with_a_hint(chat: Chat) -> None:
    await chat.send("/rule zzzz qqqq", USERS["es"])
    text = chat.last_message()["text"]
    assert "\n" not in text
    assert "/rule 22.a" in text
    assert buttons(chat.last_message()) == []


async def test_someone_elses_result_and_a_forged_code_open_nothing(chat: Chat) -> None:
    await chat.send("/rule knock", USERS["en"])
    results = chat.last_message()
    await chat.tap("22.a", USERS["es"], results)
    assert chat.api.called("answerCallbackQuery")[-1].params.get("show_alert")
    codec = chat.app.bot_data[SERVICES_KEY].codec
    forged = codec.encode(CallbackData(Action.CLAUSE, USERS["en"]["id"], "en", "zz0"))
    await chat.press(results, forged, USERS["en"])
    assert "expired" in chat.api.called("answerCallbackQuery")[-1].params.get("text", "")


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_every_clause_opens_on_every_page_within_a_message(lang: str) -> None:
    for clause in openables():
        shown = []
        for page in range(10):
            try:
                shown.append(clause_screen(f"{code_of(clause)}{page}", lang))
            except ValueError:
                break
        assert shown, clause
        assert all(len(s.text) <= 4096 for s in shown)
        if len(shown) > 1:  # a paged clause says where it is
            assert f"2/{len(shown)}" in [b.label for b in shown[1].rows[0]]


@pytest.mark.parametrize("payload", ["", "0", "1e", "1ex", "zz0", "1e0z", "1e9", "000"])
def test_a_payload_that_names_nothing_is_a_value_error(payload: str) -> None:
    with pytest.raises(ValueError, match=r"payload|code|page|list"):
        clause_screen(payload, "en")


def test_result_buttons_fit_the_callback_payload() -> None:
    answer = rule_answer("ball over the boards after a knock in by a defender", translator("it"))
    payloads = [b.payload for row in answer.rows for b in row]
    assert len(payloads) == RESULTS
    assert all(len(p) <= 24 for p in payloads)


def test_rule_with_words_at_the_terminals_prompt_lists_the_results() -> None:
    out = io.StringIO()
    assert run("es", io.StringIO("/rule saque de fondo\nq\n"), out, intro=False) == 0
    assert "/rule 22.a" in out.getvalue()
    assert "Saque de fondo" in out.getvalue()


def test_a_whole_rule_has_one_page_only() -> None:
    code = code_of("20")
    assert "Rule 20" in clause_screen(f"{code}0", "en").text
    with pytest.raises(ValueError, match="page"):
        clause_screen(f"{code}7", "en")


def test_the_teams_a_chat_named_do_not_change_a_clause_screen() -> None:
    payload = code_of("knock_in") + "0"
    teams = parse("Red Blue")
    assert teams is not None
    assert clause_screen(payload, "en", teams) is clause_screen(payload, "en")


@pytest.mark.parametrize(
    ("query", "lang"), [("regla 99.z", "es"), ("regola 22.k", "it"), ("rule 99.z", "en")]
)
def test_a_section_that_does_not_exist_is_said_so_in_any_language(query: str, lang: str) -> None:
    t = translator(lang)
    [page] = rule_answer(query, t).pages
    said = t._("There is no section '%(query)s'.") % {"query": query}
    assert said in page
    assert not rule_answer(query, t).rows  # no search results to open
