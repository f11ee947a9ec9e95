"""``python -m rules_core``: the rules core on the command line, JSON in and JSON out.

    python -m rules_core [FILE | -]    facts JSON from FILE or stdin -> the ruling JSON
    python -m rules_core schema        the JSON Schemas: {"facts": ..., "ruling": ...}

Everything goes to stdout as JSON (indent 2, UTF-8), errors included; a bad input never shows
a traceback. Exit status (``ExitCode``): 0 a ruling, 2 bad input (unreadable file, not JSON,
invalid or impossible facts, bad arguments), 3 no rule of Rules 20 and 22 applies, 4 two rules
conflict (a bug in the core: report it), 5 a place known only as a span lies on both sides of a
line the rule draws (say more precisely where).
"""

from __future__ import annotations

import argparse
import json
import sys
from enum import IntEnum
from pathlib import Path
from typing import Any

from rules_core.errors import InvalidFacts, NoRuleApplies, PlaceTooVague, RuleConflict
from rules_core.json_io import (
    decide_json,
    error_to_json,
    facts_schema,
    ruling_schema,
    syntax_error_to_json,
)


class ExitCode(IntEnum):
    RULING = 0
    BAD_INPUT = 2  # also argparse's own status for bad arguments
    NO_RULE_APPLIES = 3
    RULE_CONFLICT = 4
    PLACE_TOO_VAGUE = 5  # say more precisely where: the place straddles a line of the rule


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.source == "schema":
        _print({"facts": facts_schema(), "ruling": ruling_schema()})
        return ExitCode.RULING
    try:
        text = _read(args.source)
    except (OSError, UnicodeDecodeError) as exc:
        message = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        _print({"error": "unreadable_input", "path": args.source, "message": message})
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
    parser = argparse.ArgumentParser(
        prog="python -m rules_core",
        description=(
            "Decide how play starts or resumes (USPA Rulebook 2026, Rules 20 and 22): reads the "
            "facts as JSON and prints the ruling as JSON. See docs/rules_core.md."
        ),
        epilog=(
            "exit status: 0 a ruling; 2 bad input (unreadable file, not JSON, invalid or "
            "impossible facts); 3 no rule applies; 4 two rules conflict (a bug: report it); 5 a "
            "place known only as a span lies on both sides of a line the rule draws (give it "
            "more precisely). "
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
    if source == "-":
        return sys.stdin.buffer.read().decode("utf-8")
    return Path(source).read_text(encoding="utf-8")


def _print(document: dict[str, Any]) -> None:
    """``document`` as UTF-8 JSON on stdout, whatever the terminal's encoding."""
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # stdout replaced by a text-only stream
        sys.stdout.write(text)
        return
    sys.stdout.flush()
    buffer.write(text.encode("utf-8"))
    buffer.flush()


if __name__ == "__main__":
    sys.exit(main())
