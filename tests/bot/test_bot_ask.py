"""Typed questions through the real Application and an offline Telegram: a private message, a
group mention, /ask, a reply to the bot, in English, Spanish and Italian."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.screens import screen
from bot.teams import Teams
from bot.terminal import run
from tests.bot.harness import BOT, Chat, FakeTelegram, buttons, user

_FOLD = re.compile(r"<blockquote expandable>(.*?)</blockquote>", re.DOTALL)


def _as_the_buttons_give_it(
    text: str, path: str, lang: str = "en", teams: Teams | None = None, *, said: str = ""
) -> None:
    """A typed question's ruling is the screen the buttons give for ``path`` outside its fold;
    its folded details end with the understood line (``said`` its opening) instead of the
    path of answers."""
    assert _FOLD.sub("", text) == _FOLD.sub("", screen(path, lang, teams).text)
    folded = _FOLD.search(text)
    assert folded is not None
    assert folded[1].rsplit("\n", 1)[-1].startswith("<i>" + (said or "I understood: "))


ANA = user(111, "es-AR")
BOB = user(222, "en")
CARLA = user(333, "it")
GROUP = -100200300


async def test_a_private_message_that_decides_gets_the_ruling_and_its_diagram(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("a defender hit it over the end line near the left post", BOB)
    ruling = chat.last_message()
    assert ruling["text"].startswith("<b>Penalty 6")  # the answer first
    assert "I understood: " in ruling["text"]
    labels = [b["text"] for b in buttons(ruling)]
    assert any(label.startswith("✎ ") for label in labels)
    assert "📖 Original text" in labels
    assert len(api.called("sendPhoto")) == 1


async def test_a_tap_on_an_understood_answer_opens_its_question(chat: Chat) -> None:
    await chat.send("a defender hit it over the end line near the left post", BOB)
    question = await chat.tap("✎ Within 5 yd outside the left post", BOB)
    assert "Where did it cross the end line?" in question["text"]
    assert "A defender hit it out (a Safety)" in question["text"]  # the breadcrumb


async def test_a_message_missing_the_place_asks_for_it_with_the_answers_filled_in(
    chat: Chat,
) -> None:
    # over the boards, which 60 it went out in decides the free hit's spot (22.e(2)); over the
    # end line the knock-in's spot is the rule's wherever it crossed: no place is asked there
    await chat.send("se fue por las tablas, la sacó un atacante", ANA)
    question = chat.last_message()
    assert "¿Por dónde salió?" in question["text"]
    assert "Un atacante la sacó" in question["text"]
    assert any("en estas 60" in b["text"] for b in buttons(question))


async def test_words_that_disagree_are_asked_not_picked(chat: Chat) -> None:
    await chat.send(
        "a defender hit it out over the end line near the left post and near the right post", BOB
    )
    text = chat.last_message()["text"]
    assert "Which is it?" in text
    assert "“Within 5 yd outside the left post” or “Within 5 yd outside the right post”" in text
    assert "Where did it cross the end line?" in text


async def test_out_of_scope_says_so_in_one_line_in_italian(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("c'era diritto di passaggio sulla linea della palla?", CARLA)
    text = chat.last_message()["text"]
    assert text.startswith("Le Regole 20 e 22 non decidono questo")
    assert "Cerca nel regolamento con /rule" in text
    assert "reply_markup" not in chat.last_message()


async def test_nothing_understood_points_to_start_and_help(chat: Chat) -> None:
    await chat.send("good morning everyone", BOB)
    text = chat.last_message()["text"]
    assert "/start" in text
    assert "/help" in text


async def test_a_group_message_not_for_the_bot_is_left_alone(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("a defender hit it over the end line near the left post", BOB, GROUP)
    assert api.called("sendMessage") == []


async def test_a_group_mention_is_answered_as_a_reply(chat: Chat, api: FakeTelegram) -> None:
    text = (
        "@PoloRulesBot un difensore l'ha mandata fuori sulla linea di fondo vicino al palo sinistro"
    )
    start = text.index("@")
    await chat.send(
        text,
        CARLA,
        GROUP,
        entities=[{"type": "mention", "offset": start, "length": len("@PoloRulesBot")}],
    )
    sent = api.called("sendMessage")[-1]
    assert "Ho capito: " in sent.params["text"]
    assert "reply_parameters" in sent.params


async def test_ask_command_in_a_group_in_spanish(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/ask se fue por las tablas, la sacó un defensor", ANA, GROUP)
    text = chat.last_message(GROUP)["text"]
    assert "Un defensor la sacó" in text
    assert "¿Por dónde salió?" in text


async def test_a_reply_to_the_bot_in_a_group_is_answered(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/start", BOB, GROUP)
    menu = chat.last_message(GROUP)
    await chat.send(
        "a defender hit it over the end line near the right post",
        BOB,
        GROUP,
        reply_to_message=menu,
    )
    assert "I understood: " in chat.last_message(GROUP)["text"]
    assert chat.last_message(GROUP)["from"]["id"] == BOT["id"]


# --- the four ways in, in the three languages ------------------------------------------------
#: each says: ball over the end line, a defender hit it out, within 5 yd of the left post
SAID_PATH = "123"
SAID = {
    "en": ("a defender hit it out over the end line near the left post", BOB, "I understood: "),
    "es": ("un defensor la sacó por la línea de fondo cerca del poste izquierdo", ANA, "Entendí: "),
    "it": (
        "un difensore l'ha mandata fuori sulla linea di fondo vicino al palo sinistro",
        CARLA,
        "Ho capito: ",
    ),
}
LANGS = pytest.mark.parametrize("lang", ["en", "es", "it"])


def _is_the_buttons_ruling(text: str, lang: str) -> None:
    """The ruling is the screen the buttons give for that path, the understood line folded."""
    _as_the_buttons_give_it(text, SAID_PATH, lang, said=SAID[lang][2])


@LANGS
async def test_private_message(chat: Chat, lang: str) -> None:
    text, person, _ = SAID[lang]
    await chat.send(text, person)
    _is_the_buttons_ruling(chat.last_message()["text"], lang)


@LANGS
async def test_group_mention(chat: Chat, lang: str) -> None:
    text, person, _ = SAID[lang]
    mention = "@PoloRulesBot"
    await chat.send(
        f"{mention} {text}",
        person,
        GROUP,
        entities=[{"type": "mention", "offset": 0, "length": len(mention)}],
    )
    _is_the_buttons_ruling(chat.last_message(GROUP)["text"], lang)


@LANGS
async def test_ask_command(chat: Chat, lang: str) -> None:
    text, person, _ = SAID[lang]
    await chat.send(f"/ask {text}", person, GROUP)
    _is_the_buttons_ruling(chat.last_message(GROUP)["text"], lang)


@LANGS
async def test_reply_to_the_bot(chat: Chat, lang: str) -> None:
    text, person, _ = SAID[lang]
    await chat.send("/start", person, GROUP)
    await chat.send(text, person, GROUP, reply_to_message=chat.last_message(GROUP))
    _is_the_buttons_ruling(chat.last_message(GROUP)["text"], lang)


async def test_a_question_naming_the_chats_teams_names_them_in_the_ruling(chat: Chat) -> None:
    admin = user(444, "en")
    chat.api.admins.add((GROUP, 444))
    await chat.send("/teams Red Blue", admin, GROUP)
    await chat.send("/ask red hit it over the end line wide left, blue defending", admin, GROUP)
    assert "by Blue" in chat.last_message(GROUP)["text"]


def test_the_terminal_understands_a_typed_question(tmp_path: Path) -> None:
    out = io.StringIO()
    typed = "a defender hit it out over the end line near the left post\nq\n"
    assert run("en", io.StringIO(typed), out, intro=False, diagram_dir=tmp_path) == 0
    printed = out.getvalue()
    # the ruling first; what was understood on its buttons (the line itself is folded)
    assert "\nPenalty 6 to the attackers" in printed.split("> ", 1)[1]
    assert "  1. ✎ Ball over the end line" in printed  # numbered options, as scripts read them
    assert "  2. ✎ A defender hit it out (a Safety)" in printed
    assert list(tmp_path.glob("ruling-*.png"))  # the ruling's diagram, as after the last tap


def test_the_terminal_answers_out_of_scope_in_one_line_and_keeps_the_question(
    tmp_path: Path,
) -> None:
    out = io.StringIO()
    typed = io.StringIO("quién tiene el derecho de paso\nq\n")
    run("es", typed, out, intro=False, diagram_dir=tmp_path)
    printed = out.getvalue()
    assert "Las Reglas 20 y 22 no deciden eso" in printed
    assert printed.count("¿Qué pasó?") == 2  # the first question, shown again after the line


async def test_team_names_said_two_ways_are_left_out_and_said_so(chat: Chat) -> None:
    await chat.send("red defending blue defending a defender hit it out over the end line", BOB)
    text = chat.last_message()["text"]
    assert "names the teams more than one way" in text
    assert "Penalty 6 to the attackers" in text  # the Safety, wherever it crossed


async def test_answers_the_core_refuses_get_the_buttons_screen_saying_why(chat: Chat) -> None:
    said = "goal at the same time as the whistle no foul called"
    await chat.send(said, BOB)
    text = chat.last_message()["text"]
    # a goal at the whistle, no foul confirmed: 22.c does not apply, as the buttons say
    _as_the_buttons_give_it(text, "643")


# --- what the message said in part, and presses that read it again ------------------------------
async def test_the_issues_first_example_is_ruled_without_a_side_it_does_not_need(
    chat: Chat,
) -> None:
    await chat.send("red hit it over the boards inside blue's 60, who takes it and where?", BOB)
    ruling = chat.last_message()
    # the ruling names the teams as the message did, not "the defenders" (Blue defends: "02"),
    # and the boards as the message did: the ones it went over, no side the message left out
    assert "Free hit to Blue" in ruling["text"]
    assert "left" not in ruling["text"]
    assert "right" not in ruling["text"]
    _as_the_buttons_give_it(
        ruling["text"],
        "02217",  # side_boards / attacker / this_60, the zone said without its side
        teams=("Red", "Blue"),
        said="I understood: Ball over the side boards",
    )
    # ✎ on the zone asks the place with both sides, as the buttons do
    question = await chat.tap("✎ inside this 60", BOB)
    labels = [b["text"] for b in buttons(question)]
    assert labels[:2] == ["⬅ inside this 60", "inside this 60 ➡"]


async def test_all_answers_shows_the_whole_question(chat: Chat) -> None:
    await chat.send("la palla è uscita sulla linea di fondo toccata da un difensore", CARLA)
    narrowed = chat.last_message()
    assert "Un attaccante l'ha mandata fuori" not in str(buttons(narrowed))
    whole = await chat.tap("☰", CARLA)
    assert "Un attaccante l'ha mandata fuori" in str(buttons(whole))


async def test_an_answer_after_the_missing_one_is_not_asked_again(chat: Chat) -> None:
    await chat.send(
        "se fue por las tablas después de pegarle en el caballo a un defensor, tabla izquierda "
        "dentro de los 60",
        ANA,
    )
    question = chat.last_message()
    assert "⬅ en estas 60" in question["text"]  # understood, for after the question
    assert len([b for b in buttons(question) if b["text"].startswith("☰")]) == 1
    ruling = await chat.tap("Atacante, rebote en un defensor", ANA)
    _as_the_buttons_give_it(ruling["text"], "231", "es", said="Entendí: ")


async def test_a_changed_answer_keeps_the_rest_of_the_message(chat: Chat) -> None:
    await chat.send("a defender hit it over the end line near the left post", BOB)
    question = await chat.tap("✎ A defender hit it out (a Safety)", BOB)
    assert "Who hit it last" in question["text"]
    ruling = await chat.tap("An attacker hit it out", BOB)
    _as_the_buttons_give_it(ruling["text"], "113")  # near the left post, kept
    assert "Knock-in" in ruling["text"]


async def test_back_shows_the_question_the_message_answered(chat: Chat) -> None:
    await chat.send("ball over the boards inside this 60 on the left", BOB)
    ruling = await chat.tap("An attacker hit it out", BOB)
    _as_the_buttons_give_it(ruling["text"], "211")
    question = await chat.tap("◀ Back", BOB)
    assert "Where did it go out?" in question["text"]
    assert "inside this 60 ➡" in str(buttons(question))  # every answer offered, none taken


async def test_a_new_question_after_a_typed_one_starts_afresh(chat: Chat) -> None:
    await chat.send("/ask a defender hit it over the end line near the left post", BOB, GROUP)
    await chat.tap("🆕", BOB, chat.last_message(GROUP))
    await chat.tap("Ball over the end line", BOB, chat.last_message(GROUP))
    assert "Who hit it last" in chat.last_message(GROUP)["text"]


async def test_a_menu_opened_by_start_is_not_read_as_a_typed_question(chat: Chat) -> None:
    await chat.send("/start", BOB)
    question = await chat.tap("Ball over the end line", BOB)
    assert "I understood" not in question["text"]


def test_the_terminal_does_not_offer_share(tmp_path: Path) -> None:
    out = io.StringIO()
    typed = "a defender hit it out over the end line near the left post\nq\n"
    run("en", io.StringIO(typed), out, intro=False, diagram_dir=tmp_path)
    assert "Share" not in out.getvalue()
    assert "🆕 New question" in out.getvalue()


async def test_with_the_chats_teams_the_team_comes_first_and_the_message_is_kept(
    chat: Chat,
) -> None:
    admin = user(445, "en")
    chat.api.admins.add((GROUP, 445))
    await chat.send("/teams Red Blue", admin, GROUP)
    await chat.send("/ask ball over the boards inside this 60 on the left", admin, GROUP)
    which = chat.last_message(GROUP)
    assert "I understood: Ball over the side boards · ⬅ inside this 60" in which["text"]
    question = await chat.tap("Blue", admin, which)
    assert "Who hit it out?" in question["text"]
    ruling = await chat.tap("An attacker hit it out", admin, question)
    _as_the_buttons_give_it(ruling["text"], "02211", teams=("Red", "Blue"))


async def test_answering_what_the_words_disagree_on_keeps_the_rest(chat: Chat) -> None:
    await chat.send(
        "a defender and an attacker hit it out over the end line near the left post", BOB
    )
    question = chat.last_message()
    assert "Which is it?" in question["text"]
    ruling = await chat.tap("An attacker hit it out", BOB)
    _as_the_buttons_give_it(ruling["text"], "113")


def test_the_terminal_reads_a_typed_question_again_on_a_press(tmp_path: Path) -> None:
    out = io.StringIO()
    # who hit it is missing; the place is said: one press for who, and the ruling
    typed = "ball over the boards inside this 60 on the left\n1\nq\n"
    run("en", io.StringIO(typed), out, intro=False, diagram_dir=tmp_path)
    printed = out.getvalue()
    assert "I understood: Ball over the side boards · ⬅ inside this 60" in printed
    assert "Where did it go out?" not in printed
    assert "Free hit to the defenders" in printed
