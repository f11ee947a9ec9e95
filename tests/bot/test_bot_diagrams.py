"""The field diagram goes with the ruling: once per arrival, reused by file id, never blocking."""

from __future__ import annotations

import io
from pathlib import Path

from bot import terminal
from bot.diagrams import FileIds, diagram_for
from bot.flow import ROOT, all_paths, walk
from bot.i18n import translator
from bot.wording.diagram import diagram_text
from tests.bot.harness import Chat, FakeTelegram, buttons, user

ANA = user(111, "es")
BOB = user(222, "en")
KNOCK_IN = ("Ball over the end line", "An attacker hit it out", "◂ Post")


async def _walk(chat: Chat, who: dict[str, object], labels: tuple[str, ...]) -> dict[str, object]:
    await chat.send("/start", who)
    ruling: dict[str, object] = {}
    for label in labels:
        ruling = await chat.tap(label, who)
    return ruling


async def test_a_ruling_with_a_place_is_followed_by_its_diagram_replying_to_it(
    chat: Chat, api: FakeTelegram
) -> None:
    ruling = await _walk(chat, BOB, KNOCK_IN)
    [sent] = api.called("sendPhoto")
    assert "photo" not in sent.params  # uploaded as a file, not a file id
    assert "Knock-in · " in sent.params["caption"]
    assert sent.params["reply_parameters"]["message_id"] == ruling["message_id"]
    assert any("Original text" in b["text"] for b in buttons(chat.last_message()))


async def test_an_equal_diagram_is_sent_again_by_its_telegram_file_id(
    chat: Chat, api: FakeTelegram
) -> None:
    await _walk(chat, BOB, KNOCK_IN)
    await _walk(chat, user(333, "en"), KNOCK_IN)
    first, second = api.called("sendPhoto")
    assert "photo" not in first.params
    assert second.params["photo"] == api.photos[0] == api.photos[1]


async def test_a_double_tap_on_the_last_answer_sends_no_second_diagram(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/start", BOB)
    await chat.tap(KNOCK_IN[0], BOB)
    menu = await chat.tap(KNOCK_IN[1], BOB)
    data = next(b["callback_data"] for b in buttons(menu) if KNOCK_IN[2] in b["text"])
    await chat.press(menu, data, BOB)
    await chat.press(menu, data, BOB)
    assert len(api.called("sendPhoto")) == 1


async def test_why_and_back_to_the_ruling_do_not_send_the_diagram_again(
    chat: Chat, api: FakeTelegram
) -> None:
    await _walk(chat, BOB, KNOCK_IN)
    await chat.tap("Why?", BOB)
    await chat.tap("Back to the", BOB)
    assert len(api.called("sendPhoto")) == 1


async def test_a_ruling_with_no_place_on_the_field_sends_no_diagram(
    chat: Chat, api: FakeTelegram
) -> None:
    await _walk(chat, BOB, ("More", "The game was suspended", "It could affect"))
    assert "suspended" in str(chat.last_message()["text"]).lower()
    assert api.called("sendPhoto") == []


async def test_a_diagram_that_cannot_be_sent_costs_only_the_picture(
    chat: Chat, api: FakeTelegram
) -> None:
    api.fail_next("sendPhoto", "403")
    ruling = await _walk(chat, BOB, KNOCK_IN)
    assert "Knock-in · " in str(ruling["text"])
    await chat.tap("Why?", BOB)
    assert "rules considered" in str(chat.last_message()["text"])


def test_the_diagram_speaks_the_chats_language() -> None:
    [path] = _knock_in_paths()
    diagram = diagram_for(path, "es")
    assert diagram is not None
    text = diagram_text(diagram.ruling, translator("es"))
    assert (text.restart, text.goal_in_question, text.attacking) == (
        "Saque de fondo",
        "Este arco",
        "Atacantes",
    )


def test_the_terminal_writes_the_diagram_and_prints_its_path(tmp_path: Path) -> None:
    out = io.StringIO()
    terminal.run("en", io.StringIO("1\n1\n3\nq\n"), out, intro=False, diagram_dir=tmp_path)
    [png] = tmp_path.glob("ruling-*.png")
    assert png.read_bytes().startswith(b"\x89PNG")
    assert f"Field diagram: {png}" in out.getvalue()


def test_the_file_id_cache_keeps_the_most_recent_ids_within_its_capacity() -> None:
    ids = FileIds(capacity=2)
    ids.put("a", "1")
    ids.put("b", "2")
    ids.get("a")
    ids.put("c", "3")
    assert (ids.get("a"), ids.get("b"), ids.get("c"), len(ids)) == ("1", None, "3", 2)


def _knock_in_paths() -> list[str]:
    """Paths whose answers are: an attacker hit it over the end line just outside the left post."""
    return [
        path
        for path in all_paths(ROOT)
        if [c.slug for c in walk(ROOT, path).trail] == ["end_line", "attacker", "near_left_post"]
    ]
