"""A chat names its teams for the day: questions ask which of them defends this goal, and
rulings say "Knock-in by Blue", "Red 30 yards back"."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.flow import UnknownPath
from bot.prefs import Prefs
from bot.screens import screen
from bot.teams import names_for, parse, split
from bot.terminal import run
from rules_core.facts import TeamNames
from tests.bot.harness import Chat, FakeTelegram, buttons, user

BOB = user(222, "en")
ANA = user(111, "es-AR")
GROUP = -100500


async def test_named_teams_are_asked_which_defends_this_goal_and_named_in_the_ruling(
    chat: Chat,
) -> None:
    await chat.send("/teams Red Blue", BOB)
    assert "Teams for today: Red and Blue." in chat.last_message()["text"]
    await chat.send("/start", BOB)
    first = chat.last_message()
    assert "Which team defends this goal" in first["text"]
    assert [b["text"] for b in buttons(first)] == ["Red", "Blue"]
    question = await chat.tap("Blue", BOB)
    assert "Blue defends this goal, Red attacks it." in question["text"]
    for label in ("Ball over the end line", "An attacker hit it out"):
        await chat.tap(label, BOB)
    ruling = await chat.tap("◂ Post", BOB)
    assert ruling["text"].startswith(
        "<b>Knock-in by Blue · 5 yards outside the left post · Red 30 yards back"
    )
    assert "Penalty 4 to Red" in ruling["text"]


async def test_back_from_the_first_question_asks_again_which_team_defends(chat: Chat) -> None:
    await chat.send("/teams Red Blue", BOB)
    await chat.send("/start", BOB)
    await chat.tap("Red", BOB)
    again = await chat.tap("◀ Back", BOB)
    assert "Which team defends this goal" in again["text"]


async def test_teams_clear_forgets_them_and_bad_names_are_refused_with_how_to(
    chat: Chat,
) -> None:
    await chat.send("/teams Red", BOB)
    assert "Give two different team names" in chat.last_message()["text"]
    await chat.send("/teams Red red", BOB)
    assert "Those two names read the same to me" in chat.last_message()["text"]
    await chat.send("/teams La Dolfina / Ellerstina", BOB)
    assert "La Dolfina and Ellerstina" in chat.last_message()["text"]
    await chat.send("/teams clear", BOB)
    assert "Teams forgotten" in chat.last_message()["text"]
    await chat.send("/start", BOB)
    assert "What happened?" in chat.last_message()["text"]
    await chat.send("/teams", BOB)
    assert "No teams named" in chat.last_message()["text"]


async def test_in_a_group_only_admins_name_the_teams(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/teams Rojo Azul", ANA, GROUP)
    assert "administradores" in api.called("sendMessage")[-1].params["text"]
    api.admins.add((GROUP, BOB["id"]))
    await chat.send("/teams Red Blue", BOB, GROUP)
    await chat.send("/start", ANA, GROUP)
    assert "equipo defiende este arco" in chat.last_message(GROUP)["text"]


def test_team_names_are_kept_for_the_day_they_were_given(tmp_path: Path) -> None:
    prefs = Prefs(tmp_path / "prefs.sqlite3")
    prefs.open()
    prefs.set_teams(7, ("Red", "Blue"), "2026-11-30")
    assert prefs.get_teams(7, "2026-11-30") == ("Red", "Blue")
    assert prefs.get_teams(7, "2026-12-01") is None
    prefs.set_teams(7, None, "2026-11-30")
    assert prefs.get_teams(7, "2026-11-30") is None
    prefs.close()


@pytest.mark.parametrize(
    ("typed", "teams"),
    [
        ("Red Blue", ("Red", "Blue")),
        ("La Dolfina / Ellerstina", ("La Dolfina", "Ellerstina")),
        ("Alegría vs Scone", ("Alegría", "Scone")),
        ("Red", None),
        ("Red Blue Green", None),
        ("Red RED", None),
        ("x" * 33 + " Blue", None),
    ],
)
def test_two_different_names_are_read_as_people_type_them(
    typed: str, teams: tuple[str, str] | None
) -> None:
    assert parse(typed) == teams


def test_which_team_defends_travels_in_the_path_and_a_forged_answer_is_refused() -> None:
    assert split("0213") == ("2", "13")
    assert split("13") == (None, "13")
    assert names_for(("Red", "Blue"), "2") == TeamNames(defending="Blue", attacking="Red")
    with pytest.raises(UnknownPath):
        split("0913")
    with pytest.raises(UnknownPath):
        screen("09", "en", ("Red", "Blue"))


@pytest.mark.parametrize("command", ["/teams", "/teams none", "/teams -"])
def test_the_terminal_reads_teams_as_the_bot_does(command: str) -> None:
    # one reading of /teams for both front ends: nothing shows the names in use, and every
    # word for "clear" the bot knows clears them at the prompt too
    typed = io.StringIO(f"/teams Rojo Azul\n{command}\nq\n")
    shown = io.StringIO()
    run("es", typed, shown)
    said = shown.getvalue()
    if command == "/teams":
        assert "Equipos de hoy: Rojo y Azul. /teams clear" in said
    else:
        assert "Equipos borrados" in said
