"""Inline mode and sharing, end to end: the real bot process, the Bot API stand-in, real HTTP.

A ruling's Share button types its reference in another chat; the bot answers that inline query
with the ruling's card; the user picks it, it lands in a group via the bot, and the bot counts
the choice; the card's button (a deep link) opens the full ruling, with its diagram, in the
bot. Words give the rulebook's clauses. Each in English, Spanish and Italian.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from bot.cards import ruling_card
from bot.flow import FLOW_VERSION
from bot.i18n import translator
from bot.screens import screen
from tests.botapi_standin import BotApiStandin, TgUser
from tests.e2e.conftest import Launcher
from tests.e2e.driver import JSON, Person, buttons, plain
from tests.e2e.process import BOT_USERNAME, WAIT

#: a knock-in 5 yards outside the left post (a ruling with a field diagram)
KNOCK_IN = "113"
SPEAKERS = [("en", "en", "knock in"), ("es-AR", "es", "saque de fondo"), ("it", "it", "rimessa")]


def ask_inline(standin: BotApiStandin, user: TgUser, text: str) -> tuple[str, JSON]:
    query = standin.inline_query(user, text)
    return query["id"], standin.wait_for(lambda: standin.inline_answer(query["id"]), WAIT)


@pytest.mark.parametrize(("language_code", "lang", "words"), SPEAKERS, ids=[s[0] for s in SPEAKERS])
def test_share_a_ruling_into_a_group_and_open_it_again_from_its_card(
    bots: Launcher, standin: BotApiStandin, language_code: str, lang: str, words: str
) -> None:
    bot = bots.start()
    user = standin.user(2001, "Umpire", language_code=language_code)
    umpire = Person(standin, user, standin.private_chat(user))
    ref = f"r{FLOW_VERSION}-{KNOCK_IN}"

    # the deep link opens the full ruling, then its diagram
    ruling = umpire.command(f"/start {ref}")
    assert ruling["text"] == plain(screen(KNOCK_IN, lang).text)
    standin.wait_for(
        lambda: any("photo" in m for m in standin.messages(umpire.chat, from_bot=True)), WAIT
    )

    # its Share button types the reference; the bot answers with the ruling's card
    [shared] = [b["switch_inline_query"] for b in buttons(ruling) if "switch_inline_query" in b]
    assert shared == ref
    query_id, answer = ask_inline(standin, user, shared)
    [result] = answer["results"]
    card = ruling_card(KNOCK_IN, lang)
    assert result["title"] == card.title
    assert answer["is_personal"] is True

    # picked, it lands in the group via the bot; the bot counts the choice
    group = standin.group_chat(-100300, "Club umpires")
    posted = standin.choose_inline_result(group, user, query_id, result["id"])
    assert posted["text"] == plain(card.html)
    assert posted["via_bot"]["username"] == BOT_USERNAME
    standin.wait_for(lambda: f"inline result chosen: {ref}" in bot.log() or None, WAIT)
    assert "2001" not in bot.log()  # no user ids in the log

    # the card's button is a deep link back to the full ruling
    [[full]] = posted["reply_markup"]["inline_keyboard"]
    link = urlsplit(full["url"])
    assert (link.netloc, link.path) == ("t.me", "/" + BOT_USERNAME)
    [payload] = parse_qs(link.query)["start"]
    again = umpire.command(f"/start {payload}")
    assert again["text"] == ruling["text"]

    # words give the rulebook's clauses
    _, found = ask_inline(standin, user, words)
    clauses = [r for r in found["results"] if r["id"].startswith("k:")]
    assert any("22.a" in r["input_message_content"]["message_text"] for r in clauses)
    assert bot.alive()
    assert "Traceback" not in bot.log()


def test_a_forged_link_and_a_forged_reference_get_a_clear_line(
    bots: Launcher, standin: BotApiStandin
) -> None:
    bot = bots.start()
    user = standin.user(2002, "Umpire", language_code="it")
    umpire = Person(standin, user, standin.private_chat(user))
    t = translator("it")

    first = umpire.command(f"/start r{FLOW_VERSION}-999")
    said = t._("That link does not lead to a ruling. Here is the first question.")
    assert first["text"].startswith(said)

    _, answer = ask_inline(standin, user, f"r{FLOW_VERSION}-999")
    assert answer["button"]["text"] == t._("That is not a ruling link. Ask step by step in the bot")
    assert answer["button"]["start_parameter"] == "inline"
    assert bot.alive()
    assert "Traceback" not in bot.log()
