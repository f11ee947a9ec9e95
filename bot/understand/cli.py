"""``python -m bot understand --lang es "…"``: what a message says, as JSON, for tests and scripts.

Prints ``{"facts": {…}, "missing": […], "ruling": {…} or null, "out_of_scope": bool}`` (and
``procedure``, ``conflicts``, ``path``, ``narrowed``, ``viewpoint``): ``facts`` is the core's
facts document holding only what the message said (and, where ``viewpoint`` is set, the role
it stands for: "hitter" or "holder", the team that last hit the ball or had it taken as the
attackers where either goal rules alike); ``missing`` the incident keys still needed
("situation" first when even that is unknown);
``ruling`` the core's ruling JSON (``rules_core.json_io``), null whenever anything is missing or
the core refuses; ``out_of_scope`` whether Rules 20 and 22 do not decide what the message asks;
``procedure`` whether it asks how a restart is done and the words decide no ruling (the bot
answers it from the rulebook search).
``--teams "La Dolfina / Ellerstina"`` reads the message with the chat's team names, as a chat
with ``/teams`` set does (refused, as ``/teams`` refuses them, when they are not two names the
matcher can tell apart). Exit code 0, or 2 for a usage error.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from bot.i18n import translator
from bot.screens import decide_path
from bot.teams import Teams, parse, refusal_line
from bot.understand import Understanding, understand
from bot.understand.vocabulary import LANGUAGES
from rules_core import Ruling
from rules_core.json_io import ruling_to_json


def as_json(understood: Understanding) -> dict[str, Any]:
    """The JSON document the command prints."""
    ruling = None
    if understood.decided:
        made = decide_path(understood.path, understood.teams)
        ruling = ruling_to_json(made) if isinstance(made, Ruling) else None
    return {
        "facts": understood.facts,
        "missing": list(understood.missing),
        "ruling": ruling,
        "out_of_scope": understood.out_of_scope,
        # a question about how a restart is done: the bot answers it from the rulebook search
        "procedure": understood.procedure,
        "conflicts": list(understood.conflicts),
        "path": understood.path,
        # where an answer is missing: the only choices what the message said leaves
        "narrowed": list(understood.narrowed),
        # where who did it was a role the ruling does not hang on (a ball over the boards
        # between the 60s): whom the facts' and the ruling's attackers stand for
        "viewpoint": understood.viewpoint.value if understood.viewpoint else None,
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot understand",
        description="Understand a typed question about a restart; print what it says as JSON.",
    )
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the message's language")
    parser.add_argument(
        "--teams",
        metavar="NAMES",
        help='the chat\'s team names for today, as /teams takes them: "Red Blue", '
        '"La Dolfina / Ellerstina"',
    )
    parser.add_argument("text", nargs="+", help="the message (quote it)")
    args = parser.parse_args(argv)
    teams: Teams | None = None
    if args.teams is not None:
        teams = parse(args.teams)
        if teams is None:
            parser.error(f"--teams: {refusal_line(args.teams, translator('en'))}")
    understood = understand(" ".join(args.text), args.lang, teams)
    json.dump(as_json(understood), sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return 0
