"""The typed context every handler gets: ``context.services`` instead of raw dict keys."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from telegram.ext import Application, CallbackContext, ExtBot

from bot.callback_data import Codec
from bot.diagrams import FileIds
from bot.prefs import Prefs
from bot.settings import Settings

SERVICES_KEY = "services"


@dataclass(frozen=True, slots=True)
class Services:
    """What handlers share: no conversation state (that travels in the callback data)."""

    settings: Settings
    codec: Codec
    prefs: Prefs
    #: Telegram file ids of diagrams already sent (a cache, not conversation state)
    diagram_ids: FileIds = field(default_factory=FileIds)


class BotContext(CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], dict[Any, Any]]):
    @property
    def services(self) -> Services:
        return cast(Services, self.bot_data[SERVICES_KEY])


BotApplication = Application[
    ExtBot[None], BotContext, dict[Any, Any], dict[Any, Any], dict[Any, Any], Any
]
