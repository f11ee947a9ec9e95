"""The speech engine behind a small seam: ``Transcriber`` (what the bot needs of one) and
``WhisperTranscriber`` (faster-whisper on CTranslate2, CPU, int8).

A note's bytes (OGG/Opus as Telegram sends voice notes, or a round video note's MP4) are decoded
in memory by PyAV (FFmpeg with libopus, bundled in its wheel): nothing is written to disk. The
chat's language is forced (auto-detection cost more and misheard more), the prompt holds that
language's polo words (``bot.voice.prompt``), voice activity detection drops silence and wind,
and a segment the model itself rates as probably not speech is dropped: silence gives "", never
invented words.
"""

from __future__ import annotations

import io
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from bot.voice.models import identify, missing_files
from bot.voice.prompt import prompt

#: Telegram's notes are at most this long for us: longer ones are refused before download
MAX_SECONDS = 60
#: what the Bot API lets a bot download (getFile): a larger note is refused before download
MAX_BYTES = 20 * 1024 * 1024
SAMPLE_RATE = 16000
#: a segment Whisper itself rates at least this likely to be no speech is dropped
NO_SPEECH = 0.6
_FILES_NEEDED = "pip install 'polo-rules-bot[voice]'"


class VoiceUnavailable(Exception):
    """Voice notes cannot be understood here; ``str()`` is the reason, for the admin's log."""


class NotAudio(Exception):
    """The bytes are no audio that can be played: broken, empty, or another kind of file."""


class TooLong(Exception):
    """The audio lasts longer than ``MAX_SECONDS`` (found on decoding: a file from a path)."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"{seconds:.0f} s of audio, over {MAX_SECONDS} s")
        self.seconds = seconds


class Transcriber(Protocol):
    """What the bot needs of a speech engine. ``transcribe`` runs in a worker thread."""

    @property
    def description(self) -> str:
        """Which model, for the start-up log ("whisper base (verified)")."""
        ...

    def understands(self, lang: str) -> bool:
        """Whether notes in ``lang`` can be transcribed (an English-only model: "en" only)."""
        ...

    def transcribe(self, data: bytes, lang: str) -> str:
        """The words of the note ``data`` in ``lang``; "" when no speech was heard. Raises
        ``NotAudio`` or ``TooLong``."""
        ...


@dataclass(frozen=True, slots=True)
class Timing:
    """The last transcription's figures (for the log and the benchmark; never the audio)."""

    audio_s: float
    wall_s: float


class WhisperTranscriber:
    """faster-whisper with a model directory; loaded once (0.5-2 s, 0.3-0.5 GB)."""

    def __init__(self, model_dir: Path, threads: int) -> None:
        # Never the Hub: a directory only, whatever faster-whisper would do with a name.
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        try:
            from faster_whisper import WhisperModel  # noqa: PLC0415 (the optional [voice] extra)
            from faster_whisper.audio import decode_audio  # noqa: PLC0415
        except ImportError as exc:
            raise VoiceUnavailable(f"faster-whisper is not installed ({_FILES_NEEDED})") from exc
        missing = missing_files(model_dir)
        if missing:
            raise VoiceUnavailable(
                f"no complete speech model in {model_dir} (missing {', '.join(missing)}; "
                "make setup assembles the verified one)"
            )
        verified = identify(model_dir)
        self._decode = decode_audio
        try:
            self._model = WhisperModel(
                str(model_dir),
                device="cpu",
                compute_type="int8",
                cpu_threads=threads,
                local_files_only=True,
            )
        except Exception as exc:  # a broken model.bin: CTranslate2 says why in its own words
            raise VoiceUnavailable(
                f"the speech model in {model_dir} cannot be loaded: {exc}"
            ) from None
        self.multilingual = bool(self._model.model.is_multilingual)
        self.verified = verified
        kind = "multilingual" if self.multilingual else "English only"
        which = f"whisper {verified} (verified)" if verified else "a model not verified here"
        self.description = f"{which}, {kind}, from {model_dir}, {threads} thread(s)"
        self.last: Timing | None = None

    def understands(self, lang: str) -> bool:
        return self.multilingual or lang == "en"

    def transcribe(self, data: bytes, lang: str) -> str:
        audio = self._audio(data)
        seconds = len(audio) / SAMPLE_RATE
        if seconds > MAX_SECONDS + 1:  # the update said less: its duration is rounded
            raise TooLong(seconds)
        start = time.perf_counter()
        segments, _ = self._model.transcribe(
            audio,
            language=lang if self.multilingual else None,
            beam_size=5,
            initial_prompt=prompt(lang),
            condition_on_previous_text=False,
            vad_filter=True,
            vad_parameters={"min_silence_duration_ms": 700},
        )
        text = " ".join(s.text.strip() for s in segments if s.no_speech_prob < NO_SPEECH)
        self.last = Timing(seconds, time.perf_counter() - start)
        # ". . ." is what Whisper makes of wind without VAD: no letters, nothing heard
        return text.strip() if any(c.isalpha() for c in text) else ""

    def _audio(self, data: bytes) -> Any:
        if not data:
            raise NotAudio("an empty file")
        try:
            audio = self._decode(io.BytesIO(data), sampling_rate=SAMPLE_RATE)
        except Exception as exc:  # PyAV: InvalidDataError, no audio stream (IndexError), ...
            raise NotAudio(type(exc).__name__) from None
        if len(audio) == 0:
            raise NotAudio("no audio in the file")
        return audio


def load(model_dir: Path, threads: int) -> WhisperTranscriber:
    """The real engine for ``model_dir``, or ``VoiceUnavailable`` saying why not."""
    return WhisperTranscriber(model_dir, threads)
