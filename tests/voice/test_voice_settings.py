"""The voice settings: defaults fitted to the host, ``off``, another directory, and a broken
value refused in one line naming the setting (never its value), as every setting is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.settings import SettingsError, default_voice_threads, load_settings
from bot.voice.models import default_dir

ROOT = Path(__file__).resolve().parents[2]


def test_the_defaults_are_the_assembled_base_model_a_thread_left_free_and_a_short_queue(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    settings = load_settings({}, env_file=None)
    assert settings.voice_model_dir == default_dir("base")
    assert settings.voice_queue == 3
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    assert default_voice_threads() == 1
    assert load_settings({}, env_file=None).voice_threads == 1
    monkeypatch.setattr("os.cpu_count", lambda: 8)
    assert default_voice_threads() == 7


@pytest.mark.parametrize("off", ["off", "OFF", "no", "none"])
def test_off_turns_voice_off(off: str) -> None:
    assert load_settings({"VOICE_MODEL_DIR": off}, env_file=None).voice_model_dir is None


def test_another_model_directory_and_numbers_are_taken() -> None:
    settings = load_settings(
        {"VOICE_MODEL_DIR": "/srv/models/small", "VOICE_THREADS": "2", "VOICE_QUEUE": "0"},
        env_file=None,
    )
    assert (settings.voice_model_dir, settings.voice_threads, settings.voice_queue) == (
        Path("/srv/models/small"),
        2,
        0,
    )


THREADS = "VOICE_THREADS must be a number of threads 1-64 (digits 0-9)"
QUEUE = "VOICE_QUEUE must be a number 0-100 (digits 0-9)"


@pytest.mark.parametrize(
    ("name", "value", "says"),
    [
        ("VOICE_THREADS", "0", THREADS),
        ("VOICE_THREADS", "many", THREADS),
        ("VOICE_QUEUE", "101", QUEUE),
        ("VOICE_QUEUE", "-1", QUEUE),
    ],
)
def test_a_broken_number_is_one_line_naming_its_setting(name: str, value: str, says: str) -> None:
    with pytest.raises(SettingsError) as refused:
        load_settings({name: value}, env_file=None)
    assert str(refused.value) == says


def test_env_example_documents_every_voice_setting_and_loads() -> None:
    example = (ROOT / ".env.example").read_text()
    read = load_settings({}, env_file=ROOT / ".env.example")
    assert read.voice_queue == 3
    source = (ROOT / "bot" / "settings.py").read_text()
    for name in sorted(set(re.findall(r'"(VOICE_[A-Z_]+)"', source))):
        assert f"\n{name}=" in example, name
