"""/cheatsheet end to end: the real bot process (``python -m bot``) over real HTTP against the
local Bot API stand-in, in a group: the pictures and the PDF arrive, each replying to the one
before (the first to the command), and are the bytes the sheet is."""

from __future__ import annotations

from typing import Any

import pytest

from bot.cheatsheet import sheet_pdf, sheet_pngs
from tests.botapi_standin import BotApiStandin
from tests.e2e.conftest import Launcher, bots, standin
from tests.e2e.driver import Person

__all__ = ["bots", "standin"]  # the end-to-end fixtures, used here too

GROUP_ID = -1001234567899


@pytest.fixture
def ana(standin: BotApiStandin) -> Person:
    group = standin.group_chat(GROUP_ID, "Umpires of the Club")
    return Person(standin, standin.user(2101, "Ana", language_code="it"), group)


def test_in_a_group_the_sheet_arrives_as_pictures_and_a_pdf(
    bots: Launcher, standin: BotApiStandin, ana: Person
) -> None:
    bots.start()
    asked = ana.say("/cheatsheet")
    pictures = sheet_pngs("it")

    def all_of_them() -> tuple[list[dict[str, Any]], dict[str, Any]] | None:
        mine = standin.messages(ana.chat, from_bot=True)
        photos = [m for m in mine if "photo" in m]
        documents = [m for m in mine if "document" in m]
        return (photos, documents[0]) if len(photos) == len(pictures) and documents else None

    photos, document = standin.wait_for(all_of_them, 30)
    replied = [asked, *photos]
    for photo, before in zip(photos, replied, strict=False):
        assert photo["reply_to_message"]["message_id"] == before["message_id"]
    assert document["reply_to_message"]["message_id"] == photos[-1]["message_id"]
    assert "Regole 20 e 22" in photos[0]["caption"]
    assert photos[1]["caption"] == f"2/{len(pictures)}"
    assert document["document"]["file_name"] == "polo-restarts-2026-it.pdf"
    stored = standin.core.files
    assert stored[document["document"]["file_id"]].data == sheet_pdf("it")
    assert [stored[p["photo"][-1]["file_id"]].data for p in photos] == list(pictures)
