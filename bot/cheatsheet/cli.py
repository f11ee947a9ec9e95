"""``python -m bot cheatsheet --lang it --out FILE.pdf`` (or ``FILE.png``): writes the cheat
sheet, the A4 pages or the phone pictures as the file's extension says (the pictures as
``FILE-1.png``, ``FILE-2.png``, …, one per line printed). Bad arguments print one line and exit
with code 2."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from bot.cheatsheet.page import sheet_pdf
from bot.cheatsheet.picture import sheet_pngs
from bot.i18n import DEFAULT_LANGUAGE, LANGUAGES

PROG = "python -m bot cheatsheet"


def _pages(lang: str) -> tuple[bytes, ...]:
    return (sheet_pdf(lang),)


WRITERS: dict[str, Callable[[str], tuple[bytes, ...]]] = {".pdf": _pages, ".png": sheet_pngs}


class _Refused(Exception):
    """A bad argument, already worded for the one line the user sees."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Refused(message)


def _parser() -> _Parser:
    parser = _Parser(prog=PROG, description=__doc__)
    parser.add_argument("--lang", choices=LANGUAGES, default=DEFAULT_LANGUAGE)
    parser.add_argument("--out", required=True, type=Path, help="FILE.pdf or FILE.png")
    return parser


def main(argv: list[str]) -> int:
    try:
        args = _parser().parse_args(argv)
        writer = WRITERS.get(args.out.suffix.lower())
        if writer is None:
            raise _Refused(
                f"--out must end in .pdf (A4 pages) or .png (phone pictures), got {args.out}"
            )
        if not args.out.parent.is_dir():
            raise _Refused(f"--out: no folder {args.out.parent}")
        files = writer(args.lang)
        out: Path = args.out
        paths = (
            [out]
            if len(files) == 1
            else [out.with_stem(f"{out.stem}-{n}") for n in range(1, len(files) + 1)]
        )
        for path, data in zip(paths, files, strict=True):
            try:
                path.write_bytes(data)
            except OSError as exc:
                raise _Refused(f"--out: cannot write {path}: {exc.strerror}") from exc
    except _Refused as refusal:
        print(f"{PROG}: {refusal}", file=sys.stderr)
        return 2
    for path in paths:
        print(path)
    return 0
