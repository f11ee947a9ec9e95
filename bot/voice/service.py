"""The bot's ears: one engine, loaded once off the event loop, one note at a time, a short
queue. Handlers reach it through ``voice_of(context)``.

Everything slow runs in one worker thread (``ThreadPoolExecutor(1)``): loading the model first,
then each transcription in turn. On a 2-core host a second transcription at the same time only
slows both down and takes the core the event loop needs for everyone else's taps. The
queue is bounded: a note that would wait behind more than ``VOICE_QUEUE`` others is answered
"busy" at once, before it is downloaded.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path

from bot.settings import Settings
from bot.voice.engine import Transcriber, VoiceUnavailable, load

_LOG = logging.getLogger(__name__)
VOICE_KEY = "voice"
LANGUAGE_NAMES = {"en": "English", "es": "Spanish", "it": "Italian"}


class Busy(Exception):
    """The queue is full: the note is not taken."""


class Voice:
    """``loader`` makes the engine (the real one, or a test's fake); ``queue``: how many notes
    may wait behind the one being transcribed."""

    def __init__(self, loader: Callable[[], Transcriber], *, queue: int) -> None:
        self._loader = loader
        self._capacity = 1 + queue
        self._taken = 0
        self._pool: ThreadPoolExecutor | None = None
        self._loaded: Future[Transcriber | None] | None = None

    def start(self) -> None:
        """Begin loading the engine in the worker thread (once; the bot serves meanwhile)."""
        if self._loaded is None:
            self._pool = ThreadPoolExecutor(1, thread_name_prefix="voice")
            self._loaded = self._pool.submit(self._load)

    def _load(self) -> Transcriber | None:
        began = time.perf_counter()
        try:
            engine = self._loader()
        except VoiceUnavailable as exc:
            _LOG.warning("voice notes will be answered 'please type': %s (docs/voice.md)", exc)
            return None
        _LOG.info(
            "voice notes: %s, loaded in %.1f s", engine.description, time.perf_counter() - began
        )
        deaf = [LANGUAGE_NAMES[lang] for lang in LANGUAGE_NAMES if not engine.understands(lang)]
        if deaf:
            _LOG.warning(
                "voice notes in %s chats will be answered 'please type': the speech model "
                "understands English only (docs/voice.md: the multilingual base model)",
                " and ".join(deaf),
            )
        return engine

    async def engine(self, lang: str) -> Transcriber | None:
        """The engine for a note in ``lang``, once loaded; None: not here (the reason was
        logged once, when the engine loaded or failed to)."""
        self.start()
        assert self._loaded is not None
        engine = await asyncio.wrap_future(self._loaded)
        return engine if engine is not None and engine.understands(lang) else None

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        """A place in the queue for one note, from before its download until it is
        transcribed; ``Busy`` when there is none."""
        if self._taken >= self._capacity:
            raise Busy
        self._taken += 1
        try:
            yield
        finally:
            self._taken -= 1

    async def transcribe(self, engine: Transcriber, data: bytes, lang: str) -> str:
        """``engine.transcribe`` in the worker thread, after the notes before it."""
        self.start()
        assert self._pool is not None
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, engine.transcribe, data, lang)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)


def loader_for(settings: Settings) -> Callable[[], Transcriber]:
    """The real engine as the settings say: VOICE_MODEL_DIR (``off``: no voice),
    VOICE_THREADS."""
    model_dir: Path | None = settings.voice_model_dir
    threads = settings.voice_threads

    def make() -> Transcriber:
        if model_dir is None:
            raise VoiceUnavailable("VOICE_MODEL_DIR is off")
        return load(model_dir, threads)

    return make


def voice_for(settings: Settings) -> Voice:
    return Voice(loader_for(settings), queue=settings.voice_queue)


class FileEars:
    """The engine for the command line and the terminal: loaded on the first note (a terminal
    session that never listens never pays for it), then kept."""

    def __init__(self, loader: Callable[[], Transcriber]) -> None:
        self._loader = loader
        self._engine: Transcriber | None = None

    def hear(self, data: bytes, lang: str) -> str:
        """The note's words ("" for nothing heard). Raises ``VoiceUnavailable`` (with the
        reason), ``NotAudio`` or ``TooLong``."""
        if self._engine is None:
            self._engine = self._loader()
        if not self._engine.understands(lang):
            raise VoiceUnavailable(
                f"the speech model understands English only, not {LANGUAGE_NAMES.get(lang, lang)}"
            )
        return self._engine.transcribe(data, lang)
