"""``python -m bot listen --lang es NOTE.ogg``: what a voice note says, as JSON.

Prints one object: ``heard``, the note's words ("" when nothing was heard), and beside it the
same keys ``python -m bot understand`` prints for those words (``facts``, ``missing``,
``ruling``, ``out_of_scope``, ``conflicts``, ``path``, ``narrowed``, ``viewpoint``). The model is
VOICE_MODEL_DIR's (``--model`` for another directory). Exit code 0; 1 when the note cannot be
heard (voice not set up here, not audio, longer than a minute: one line on stderr saying
which); 2 for a usage error.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path

from bot.settings import SettingsError, load_settings, refuse
from bot.understand import understand
from bot.understand.cli import as_json
from bot.understand.vocabulary import LANGUAGES
from bot.voice.engine import MAX_SECONDS, NotAudio, TooLong, VoiceUnavailable
from bot.voice.service import FileEars, loader_for


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot listen",
        description="Transcribe a voice note offline and understand it as a typed question; "
        "print what was heard and what it says as JSON.",
    )
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the note's language")
    parser.add_argument("--model", type=Path, help="a faster-whisper model directory")
    parser.add_argument("note", type=Path, help="the note: OGG/Opus as Telegram sends it, …")
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        return refuse(exc)
    if args.model is not None:
        settings = replace(settings, voice_model_dir=args.model)
    try:
        data = args.note.read_bytes()
    except OSError as exc:
        print(f"cannot read {args.note}: {exc.strerror}", file=sys.stderr)
        return 1
    try:
        heard = FileEars(loader_for(settings)).hear(data, args.lang)
    except VoiceUnavailable as exc:
        print(f"cannot listen here: {exc}", file=sys.stderr)
        return 1
    except NotAudio as exc:
        print(f"{args.note} is no audio that can be played ({exc})", file=sys.stderr)
        return 1
    except TooLong as exc:
        print(f"{args.note}: {exc}; a note is at most {MAX_SECONDS} s", file=sys.stderr)
        return 1
    json.dump(
        {"heard": heard, **as_json(understand(heard, args.lang))},
        sys.stdout,
        ensure_ascii=False,
        indent=2,
    )
    sys.stdout.write("\n")
    return 0
