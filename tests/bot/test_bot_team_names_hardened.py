"""Team names that cannot fool the bot (review 2026-12-01): two names the matcher reads as one
are refused in one line (M3: "Équipe" and "Equipe" gave a Safety for a knock-in); names that
show nothing or hold control characters are refused (N2); any name, "%(team)s" or 32 "<",
gives rulings Telegram accepts (L1, L2)."""

from __future__ import annotations

import pytest

from bot.flow import ROOT, all_paths
from bot.i18n import LANGUAGES
from bot.screens import screen
from bot.teams import INVISIBLE, SAME, parse, problem
from bot.understand import understand
from tests.bot.harness import Chat, user
from tests.botapi_standin.parse_modes import parse_text

BOB = user(222, "en")


@pytest.mark.parametrize(
    "names",
    [
        "Équipe Equipe",
        "Ｒｅｄ Red",
        "Lions LIONS!",
        "Azul AZUL.",
        "Red / Red Devils",
        "La Dolfina / Dolfina",
        "El Equipo / Equipo",
    ],
)
def test_names_the_matcher_reads_as_one_are_refused(names: str) -> None:
    assert problem(names) == SAME
    assert parse(names) is None


@pytest.mark.parametrize(
    "names", ["Lions Tigers", "Red Blue", "🔴 🔵", "La Dolfina / Ellerstina", "Red Rot"]
)
def test_names_the_matcher_tells_apart_are_kept_as_typed(names: str) -> None:
    assert problem(names) is None
    assert parse(names) is not None


@pytest.mark.parametrize("name", ["\u200b", "\u2800", "\u3164", "\u200d", "a\x00b", "Re\u202ed"])
def test_names_that_show_nothing_or_hold_control_characters_are_refused(name: str) -> None:
    assert problem(f"{name} / Blue") == INVISIBLE


def test_each_kept_pair_is_read_by_the_matcher_as_two_teams() -> None:
    """What the refusal protects: with names it keeps, a mention of each is that team."""
    teams = ("Lions", "Tigers")
    said = "Tigers hit it over the end line wide left, Lions defending"
    understood = understand(said, "en", teams)
    assert set(understood.teams or ()) == {"Lions", "Tigers"}


async def test_the_bot_says_why_in_one_line(chat: Chat) -> None:
    await chat.send("/teams Équipe Equipe", BOB)
    assert chat.last_message()["text"].startswith("Those two names read the same to me")
    await chat.send("/teams \u2800 Blue", BOB)
    assert chat.last_message()["text"].startswith("A team name needs letters or signs")
    await chat.send("/teams Lions Tigers", BOB)
    assert "Lions and Tigers" in chat.last_message()["text"]


@pytest.mark.parametrize(
    "teams", [("%(team)s", "%s"), ("100%(ok", "%%"), ("&" * 32, "<" * 32), (">" * 32, "&amp;")]
)
def test_every_ruling_is_valid_html_and_shows_the_names_whatever_they_are(
    teams: tuple[str, str],
) -> None:
    for path in all_paths(ROOT):
        for defends in ("1", "2"):
            shown = screen("0" + defends + path, "en", teams).text
            parse_text(shown, "HTML")  # raises as Telegram refuses (400)
    shown = screen("011146", "en", teams).text  # a goal: "The goal counts for <name>"
    assert f"counts for {teams[0]}" in parse_text(shown, "HTML")[0] or len(shown) > 4000


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_ruling_cut_to_fit_closes_its_expandable_quote(lang: str) -> None:
    shown = screen("01671211", lang, ("&" * 32, "<" * 32)).text
    parse_text(shown, "HTML")
    assert shown.count("<blockquote") == shown.count("</blockquote>")
