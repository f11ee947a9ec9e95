"""Typed questions, end to end: the real bot process, the Bot API stand-in, real HTTP.

A private message, a group mention, /ask and a reply to the bot, one language each: the answer
replies to the question; a press on it reads the question again from the message it replies
to, so what the message said after the missing answer is not asked again.
"""

from __future__ import annotations

import pytest

from bot.callback_data import Action
from bot.screens import screen
from tests.botapi_standin import BotApiStandin, TgChat
from tests.e2e.conftest import Launcher
from tests.e2e.driver import JSON, Person, buttons, decoded, find_button, plain
from tests.e2e.process import BOT_USERNAME

GROUP_ID = -1001234567000


@pytest.fixture
def group(standin: BotApiStandin) -> TgChat:
    return standin.group_chat(GROUP_ID, "Umpires of the Club")


def _person(
    standin: BotApiStandin, user_id: int, language_code: str, chat: TgChat | None
) -> Person:
    user = standin.user(user_id, "Umpire", language_code=language_code)
    return Person(standin, user, chat if chat is not None else standin.private_chat(user))


def _goes(message: JSON) -> list[str]:
    return [d.payload for d in map(decoded, buttons(message)) if d and d.action is Action.GO]


def _is_the_buttons_ruling(
    text: str, path: str, lang: str, said: str, teams: tuple[str, str] | None = None
) -> None:
    """A typed question's ruling (as Telegram gives its text) is the buttons' ruling for
    ``path``, the answer first, with the understood line (opening ``said``, after any line
    about the message's teams) where the path of answers ends the folded details."""
    typed = text.split("\n")
    given = plain(screen(path, lang, teams).text).split("\n")
    answers = next(i for i, line in enumerate(given) if line.startswith("📖")) - 1
    understood = next(i for i, line in enumerate(typed) if line.startswith(said))
    assert typed[:answers] == given[:answers]
    assert typed[understood + 1 :] == given[answers + 1 :]


def _press(person: Person, message: JSON, payload: str) -> JSON:
    button, _ = find_button(message, Action.GO, payload)
    return person.edited(person.press(message, button["callback_data"]))


def test_a_private_message_then_a_press_that_keeps_the_place_it_gave(
    bots: Launcher, standin: BotApiStandin
) -> None:
    bots.start()
    umpire = _person(standin, 3001, "en", None)
    said = umpire.say("ball over the boards inside this 60 on the left, who hit it?")
    menu = umpire.answer_to(said)
    assert menu["reply_to_message"]["message_id"] == said["message_id"]
    assert menu["text"].startswith("I understood: Ball over the side boards · ⬅ inside this 60")
    ruling = _press(umpire, menu, "21")  # an attacker hit it out: the place is not asked
    _is_the_buttons_ruling(ruling["text"], "211", "en", "I understood: ")


def test_a_group_mention_in_spanish_offers_only_the_choices_left(
    bots: Launcher, standin: BotApiStandin, group: TgChat
) -> None:
    bots.start()
    ana = _person(standin, 3002, "es-AR", group)
    mention = f"@{BOT_USERNAME}"
    said = ana.standin.send_message(
        ana.chat,
        ana.user,
        f"{mention} se fue por las tablas después de pegarle en el caballo a un defensor, "
        "quién saca?",
        entities=[{"type": "mention", "offset": 0, "length": len(mention)}],
    )
    menu = ana.answer_to(said)
    assert menu["text"].startswith("Entendí: Bocha afuera por las tablas laterales")
    assert sorted(p for p in _goes(menu) if len(p) == 2) == ["22", "23"]
    question = _press(ana, menu, "23")
    assert question["text"].startswith("Entendí: ")
    assert "¿Por dónde salió?" in question["text"]


def test_ask_in_italian_decides_the_ruling_the_buttons_give(
    bots: Launcher, standin: BotApiStandin, group: TgChat
) -> None:
    bots.start()
    carla = _person(standin, 3003, "it", group)
    text = (
        "un difensore ha colpito la palla oltre la propria linea di fondo vicino al palo sinistro"
    )
    ruling = carla.command(f"/ask {text}")
    # ball over the end line, a defender hit it out, within 5 yd of the left post
    _is_the_buttons_ruling(ruling["text"], "123", "it", "Ho capito: ")


def test_a_reply_to_the_bot_names_the_teams_and_rules_without_the_side(
    bots: Launcher, standin: BotApiStandin, group: TgChat
) -> None:
    bots.start()
    ben = _person(standin, 3004, "en", group)
    start = ben.command("/start")
    said = ben.say(
        "red hit it over the boards inside blue's 60, who takes it and where?", start["message_id"]
    )
    ruling = ben.answer_to(said)
    assert "Free hit to Blue" in ruling["text"]
    # the message's own names, Blue defending ("02"); the zone without its side ("7"): the
    # ruling in the rule's words, no side asked that it does not need
    _is_the_buttons_ruling(ruling["text"], "02217", "en", "I understood: ", ("Red", "Blue"))
