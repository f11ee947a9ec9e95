"""The real engine (faster-whisper) with the verified models, assembled here from their
installed packages, on the committed notes (tests/voice/fixtures, the project's own synthetic
voices): each note's words reach the same answer path as its typed text; wind is nothing;
broken files and notes over a minute are told apart. tiny.en (English only, fast) for English,
base (multilingual) for one Spanish and one Italian note."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from bot.understand import understand
from bot.voice.engine import NotAudio, TooLong, VoiceUnavailable, WhisperTranscriber, load
from bot.voice.prompt import prompt
from tests.voice.conftest import FIXTURES, TYPED, note


def _same_path_as_typed(heard: str, name: str) -> None:
    lang, typed = TYPED[name]
    spoken, written = understand(heard, lang), understand(typed, lang)
    assert (spoken.path, spoken.decided) == (written.path, written.decided), heard


@pytest.mark.parametrize("name", ["en_end_line", "en_boards"])
def test_an_english_note_reaches_the_path_of_its_typed_words(
    tiny: WhisperTranscriber, name: str
) -> None:
    heard = tiny.transcribe(note(name), "en")
    _same_path_as_typed(heard, name)
    assert understand(heard, "en").decided  # both notes decide a ruling


@pytest.mark.parametrize("name", ["es_end_line", "it_end_line"])
def test_a_spanish_and_an_italian_note_through_the_multilingual_model(
    base: WhisperTranscriber, name: str
) -> None:
    lang, _ = TYPED[name]
    heard = base.transcribe(note(name), lang)
    _same_path_as_typed(heard, name)
    assert understand(heard, lang).decided


def test_a_round_video_notes_sound_is_heard(tiny: WhisperTranscriber) -> None:
    heard = tiny.transcribe((FIXTURES / "en_video_note.mp4").read_bytes(), "en")
    _same_path_as_typed(heard, "en_end_line")


def test_wind_in_the_microphone_is_nothing_heard(tiny: WhisperTranscriber) -> None:
    assert tiny.transcribe(note("wind"), "en") == ""


def test_the_verified_models_say_so_and_which_languages_they_hear(
    tiny: WhisperTranscriber, base: WhisperTranscriber
) -> None:
    assert tiny.verified == "tiny.en"
    assert "whisper tiny.en (verified), English only" in tiny.description
    assert (tiny.understands("en"), tiny.understands("es"), tiny.understands("it")) == (
        True,
        False,
        False,
    )
    assert base.verified == "base"
    assert all(base.understands(lang) for lang in ("en", "es", "it"))


@pytest.mark.parametrize(
    "data",
    [b"", b"\x89PNG\r\n\x1a\n" + bytes(200), b"OggS" + bytes(300), os.urandom(4000)],
    ids=["empty", "a-picture", "a-broken-ogg", "noise-bytes"],
)
def test_a_broken_empty_or_non_audio_file_is_not_audio(
    tiny: WhisperTranscriber, data: bytes
) -> None:
    with pytest.raises(NotAudio):
        tiny.transcribe(data, "en")


def test_a_cut_note_is_heard_as_far_as_it_goes_or_refused_never_another_error(
    tiny: WhisperTranscriber,
) -> None:
    whole = note("en_end_line")
    try:
        heard = tiny.transcribe(whole[: len(whole) // 2], "en")
    except NotAudio:
        return
    assert isinstance(heard, str)


def _ogg_of_silence(seconds: float) -> bytes:
    """An OGG/Opus note of ``seconds`` of near-silence, encoded here with PyAV."""
    import av  # noqa: PLC0415 (PyAV comes with the [voice] extra)
    import numpy as np  # noqa: PLC0415

    out = io.BytesIO()
    with av.open(out, "w", format="ogg") as container:
        stream = container.add_stream("libopus", rate=48000)
        stream.layout = "mono"
        samples = np.zeros((1, int(48000 * seconds)), dtype=np.int16)
        frame = av.AudioFrame.from_ndarray(samples, format="s16", layout="mono")
        frame.sample_rate = 48000
        for packet in stream.encode(frame):
            container.mux(packet)
        for packet in stream.encode(None):
            container.mux(packet)
    return out.getvalue()


def test_a_file_longer_than_a_minute_is_refused_on_decoding(tiny: WhisperTranscriber) -> None:
    with pytest.raises(TooLong) as refused:
        tiny.transcribe(_ogg_of_silence(75), "en")
    assert 74 < refused.value.seconds < 76


def test_the_prompt_is_each_languages_vocabulary_and_short() -> None:
    assert prompt("es").startswith("Polo: línea de fondo, por las tablas, saque de fondo")
    for lang in ("en", "es", "it"):
        assert len(prompt(lang).split()) < 40
        assert understand(prompt(lang), lang).concepts  # the words the parser knows


def test_no_model_directory_is_unavailable_and_never_fetched(tmp_path: Path) -> None:
    """A name is no directory: nothing is downloaded, the reason is said."""
    pytest.importorskip("faster_whisper", reason="faster-whisper is not installed (VOICE=no)")
    assert os.environ["HF_HUB_OFFLINE"] == "1"
    with pytest.raises(VoiceUnavailable, match=r"no complete speech model in small"):
        load(Path("small"), threads=1)
    with pytest.raises(VoiceUnavailable, match=r"missing model\.bin, config\.json"):
        load(tmp_path, threads=1)
