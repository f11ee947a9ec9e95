"""``python -m rules_core``: the rules core on the command line, JSON in and JSON out.

    python -m rules_core [FILE | -]    facts JSON from FILE or stdin -> the ruling JSON
    python -m rules_core schema        the JSON Schemas: {"facts": ..., "ruling": ...}

Everything goes to stdout as JSON (indent 2, UTF-8), errors included, argument mistakes too
(only ``--help`` is text); a bad input never shows a traceback. At most ``MAX_INPUT_BYTES`` are
read: a bigger input is refused without reading the rest (``/dev/zero`` ends at once). Where
stdout cannot be written (closed, a full disk, a reader gone), one JSON line goes to stderr.

Exit status (``ExitCode``): 0 a ruling, 2 bad input (unreadable file, too large, not JSON,
invalid or impossible facts, bad arguments), 3 no rule of Rules 20 and 22 applies, 4 two rules
conflict (a bug in the core: report it), 5 a place known only as a span lies on both sides of a
line the rule draws (say more precisely where), 6 the output could not be written.

This module is the core's I/O edge: it reads, writes and exits; ``json_io`` converts, purely.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from enum import IntEnum
from typing import Any, NoReturn

from rules_core.errors import InvalidFacts, NoRuleApplies, PlaceTooVague, RuleConflict
from rules_core.json_io import (
    SHOWN_NAME_CHARS,
    clip,
    decide_json,
    error_to_json,
    facts_schema,
    ruling_schema,
    syntax_error_to_json,
)

#: the largest input read, in bytes. A facts document is a few hundred bytes; 1 MiB leaves room
#: for any pretty-printed or generated one and bounds the memory a runaway input can take.
MAX_INPUT_BYTES = 1024 * 1024


class ExitCode(IntEnum):
    RULING = 0
    BAD_INPUT = 2  # also argparse's own status for bad arguments
    NO_RULE_APPLIES = 3
    RULE_CONFLICT = 4
    PLACE_TOO_VAGUE = 5  # say more precisely where: the place straddles a line of the rule
    OUTPUT_FAILED = 6  # stdout closed, full, or its reader gone


class _BadArguments(Exception):
    """argparse's complaint, to be printed as JSON rather than as its usage text."""


class _TooLarge(Exception):
    pass


class _OutputFailed(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _BadArguments(message)


def main(argv: list[str] | None = None) -> int:
    try:
        return _run(argv)
    except _OutputFailed as exc:
        _complain(str(exc))
        return ExitCode.OUTPUT_FAILED


def _run(argv: list[str] | None) -> int:
    try:
        args = _parser().parse_args(argv)
    except _BadArguments as exc:
        message = clip(str(exc), SHOWN_NAME_CHARS)
        _print({"error": "bad_arguments", "message": message, "usage": _parser().format_usage()})
        return ExitCode.BAD_INPUT
    if args.source == "schema":
        _print({"facts": facts_schema(), "ruling": ruling_schema()})
        return ExitCode.RULING
    path = clip(args.source, SHOWN_NAME_CHARS)
    try:
        text = _read(args.source)
    except _TooLarge:
        _print(
            {
                "error": "input_too_large",
                "path": path,
                "message": f"the input is larger than {MAX_INPUT_BYTES} bytes; facts documents "
                "are a few hundred",
                "limit_bytes": MAX_INPUT_BYTES,
            }
        )
        return ExitCode.BAD_INPUT
    except (OSError, UnicodeDecodeError) as exc:
        message = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        _print(
            {"error": "unreadable_input", "path": path, "message": clip(message, SHOWN_NAME_CHARS)}
        )
        return ExitCode.BAD_INPUT
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        _print(syntax_error_to_json(exc))
        return ExitCode.BAD_INPUT
    try:
        ruling = decide_json(data)
    except InvalidFacts as exc:
        _print(error_to_json(exc))
        return ExitCode.BAD_INPUT
    except NoRuleApplies as exc:
        _print(error_to_json(exc))
        return ExitCode.NO_RULE_APPLIES
    except PlaceTooVague as exc:
        _print(error_to_json(exc))
        return ExitCode.PLACE_TOO_VAGUE
    except RuleConflict as exc:
        _print(error_to_json(exc))
        return ExitCode.RULE_CONFLICT
    _print(ruling)
    return ExitCode.RULING


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m rules_core",
        description=(
            "Decide how play starts or resumes (USPA Rulebook 2026, Rules 20 and 22): reads the "
            f"facts as JSON (at most {MAX_INPUT_BYTES} bytes) and prints the ruling as JSON. See "
            "docs/rules_core.md."
        ),
        epilog=(
            "exit status: 0 a ruling; 2 bad input (unreadable file, too large, not JSON, invalid "
            "or impossible facts, bad arguments); 3 no rule applies; 4 two rules conflict (a "
            "bug: report it); 5 a place known only as a span lies on both sides of a line the "
            "rule draws (give it more precisely); 6 the output could not be written. "
            "Errors are printed to stdout as JSON too."
        ),
    )
    parser.add_argument(
        "source",
        nargs="?",
        default="-",
        metavar="FILE | - | schema",
        help="a facts JSON file, '-' for stdin (the default), or 'schema' to print the JSON "
        "Schemas of the facts and of the ruling (a file named schema: ./schema)",
    )
    return parser


def _read(source: str) -> str:
    """The input's text; reads at most one byte more than the limit, to know it is over."""
    if source == "-":
        if sys.stdin is None:
            raise OSError(0, "stdin is closed")
        data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
    else:
        with open(source, "rb") as file:  # a FIFO or a device reads the same way
            data = file.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise _TooLarge
    return data.decode("utf-8")


def _print(document: dict[str, Any]) -> None:
    """``document`` as UTF-8 JSON on stdout, whatever the terminal's encoding; raises
    ``_OutputFailed`` when stdout cannot take it."""
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    data = text.encode("utf-8", "backslashreplace")  # a lone surrogate cannot stop the output
    stdout = sys.stdout
    try:
        if stdout is None:
            raise _OutputFailed("stdout is closed")
        buffer = getattr(stdout, "buffer", None)
        if buffer is None:  # stdout replaced by a text-only stream
            stdout.write(data.decode("utf-8"))
            return
        stdout.flush()
        buffer.write(data)
        buffer.flush()
    except (OSError, ValueError) as exc:  # ValueError: "I/O operation on closed file"
        silence_stdout()
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise _OutputFailed(f"stdout cannot be written: {reason}") from exc


def silence_stdout() -> None:
    """Point stdout at /dev/null, so Python's own flush at exit has nothing left to fail on
    (as the Python docs advise for SIGPIPE)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, AttributeError, ValueError):
        sys.stdout = None  # nothing to flush at exit


def _complain(message: str) -> None:
    """One JSON line on stderr, if there is a stderr."""
    line = json.dumps({"error": "output_failed", "message": message}) + "\n"
    try:
        if sys.stderr is not None:
            sys.stderr.write(line)
            sys.stderr.flush()
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())
