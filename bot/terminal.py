"""The terminal front end: the same tree, the same screens and renderer, numbered choices.

Started by ``python -m bot`` (``make run``) when no TELEGRAM_BOT_TOKEN is set; ``--lang es``
picks the language. Type a number to choose, ``q`` to quit; end of input also quits. A ruling
with a place on the field also gets its diagram, written as a PNG file whose path is printed.
Anything else typed at the prompt (not a number, not a /command) is a question in words,
understood as the bot understands a chat message (``bot.understand``): the ruling, the first
question still open, or one line.
"""

from __future__ import annotations

import html
import re
import tempfile
from pathlib import Path
from typing import TextIO

from bot.callback_data import Action
from bot.diagrams import diagram_for
from bot.i18n import Translator, translator
from bot.keyboards import Button
from bot.penalty_view import penalty_text
from bot.screens import Screen, card_screen, original_screen, screen, why_screen
from bot.search.screens import rule_answer
from bot.teams import Teams, current_line, done_line, unusable_line, wanted
from bot.understand import concepts_of, understand
from bot.understand.reply import (
    Reply,
    is_typed_screen,
    press_goes_on,
    reply,
    teams_in_use,
    typed_screen,
)

_TAG = re.compile(r"<[^>]+>")
#: a ruling's details, folded in Telegram; the terminal offers them as an option instead
_FOLDED = re.compile(r"<blockquote expandable>.*?</blockquote>\n?", re.DOTALL)
#: a line with a word in it is a question in words; "x" or "3a" is a mistyped option
_QUESTION = re.compile(r"[^\W\d_]{2,}")


def plain(text: str) -> str:
    """Telegram HTML as terminal text."""
    return html.unescape(_TAG.sub("", text))


#: where diagrams go unless the caller says otherwise
DIAGRAM_DIR = Path(tempfile.gettempdir()) / "polo-rules-bot"


def run(
    lang: str,
    stdin: TextIO,
    stdout: TextIO,
    *,
    intro: bool = True,
    diagram_dir: Path = DIAGRAM_DIR,
) -> int:
    t = translator(lang)
    if intro:
        stdout.write(
            t._(
                "No TELEGRAM_BOT_TOKEN set: this is the terminal version. To go live on "
                "Telegram, put your bot's token in .env (see docs/bot.md) and run make run again."
            )
            + "\n"
        )
    # teams: named with /teams at the prompt, for this session; named: the names the screen
    # speaks with, the session's or those of the typed question it answers (for that question
    # only, as in a chat)
    teams: Teams | None
    teams = named = None
    path, shown = "", screen("", lang)
    arrived = False  # just arrived at a ruling: show its diagram under it
    expanded = False  # the ruling's details were asked for: show them, offer them no more
    asked: str | None = None  # the typed question the screen answers, read again on presses
    while True:
        # Share puts a ruling into another Telegram chat; here it would only show it again
        buttons = [b for row in shown.rows for b in row if not b.share]
        folded = bool(shown.details) and not expanded
        stdout.write("\n" + plain(_FOLDED.sub("", shown.text) if folded else shown.text) + "\n")
        if arrived:
            _write_diagram(path, lang, named, diagram_dir, stdout)
        _write_options(buttons, folded, t, stdout)
        stdout.flush()
        line = stdin.readline()
        if not line or line.strip().lower() in ("q", "quit", "exit"):
            stdout.write("\n")
            return 0
        answer = line.strip()
        if answer.split(" ")[0] == "/teams":
            teams, said = _teams_command(answer.partition(" ")[2], teams, t)
            stdout.write("\n" + said + "\n")
            path, shown, expanded, arrived, asked, named = (
                "",
                screen("", lang, teams),
                False,
                False,
                None,
                teams,
            )
            continue
        typed = _typed_command(answer, t)
        if typed is not None:
            stdout.write("\n" + plain(typed) + "\n")
            continue
        if _QUESTION.search(answer) and not answer.startswith("/"):
            answered_with, answered = _ask(answer, lang, teams)
            if answered.screen.rows:
                path, shown, arrived, expanded, asked, named = (
                    answered.path,
                    answered.screen,
                    answered.arrived,
                    False,
                    answer,
                    answered_with,
                )
            else:  # one line: the screen before stays, its diagram already written
                stdout.write("\n" + plain(answered.screen.text) + "\n")
                arrived = False
            continue
        last = len(buttons) + (1 if folded else 0)
        if not answer.isdigit() or not 1 <= int(answer) <= last:
            stdout.write(t._("Please type a number from 1 to %(last)s.") % {"last": last} + "\n")
            continue
        if folded and int(answer) == last:
            expanded, arrived = True, False
            continue
        button = buttons[int(answer) - 1]
        pressed = _typed_press(asked, shown, button, buttons, lang=lang, teams=named)
        path, shown = pressed or _press(button, path, lang, named)
        expanded = False
        arrived = shown.ruling and button.action is Action.GO


def _write_options(buttons: list[Button], folded: bool, t: Translator, stdout: TextIO) -> None:
    """The numbered options ("N. label", which scripts read), then the prompt."""
    stdout.write("\n")
    for number, button in enumerate(buttons, 1):
        stdout.write(f"  {number:>2}. {button.label}\n")
    if folded:  # after the buttons, so their numbers are the same as without a fold
        details = t._("Details")
        stdout.write(f"  {len(buttons) + 1:>2}. ▾ {details}\n")
    stdout.write(t._("Type a number, or q to quit.") + " > ")


def _typed_command(line: str, t: Translator) -> str | None:
    """``/rule <section>`` or ``/penalty <n>`` typed at the prompt, as in a chat."""
    command, _, argument = line.partition(" ")
    if command == "/rule":
        return "\n\n".join(rule_answer(argument.strip() or None, t).pages)
    if command == "/penalty":
        return penalty_text(argument.strip() or None, t)
    return None


def _ask(text: str, lang: str, teams: Teams | None) -> tuple[Teams | None, Reply]:
    """The answer to a typed question, and the names it speaks of the teams with: the
    session's, or the message's own for this question only (``teams_in_use``)."""
    understood = understand(text, lang, teams)
    return teams_in_use(understood, teams), reply(understood, lang, teams)


def _typed_press(
    asked: str | None,
    shown: Screen,
    button: Button,
    buttons: list[Button],
    *,
    lang: str,
    teams: Teams | None,
) -> tuple[str, Screen] | None:
    """A press on the answer to a typed question: the question read again, as in a chat
    (``bot.handlers.ask.typed_press``): an answer to the question shown goes on with what the
    message says; Back, Start over, All answers and a ✎ change show their question."""
    if asked is None or button.action is not Action.GO or not is_typed_screen(shown.text, lang):
        return None
    onward = press_goes_on(button.payload, [(b.action, b.payload) for b in buttons])
    concepts = concepts_of(asked, lang, teams)
    answer = typed_screen(concepts, button.payload, lang, teams, extend=onward, narrow=onward)
    return answer.path, answer.screen


def _teams_command(argument: str, teams: Teams | None, t: Translator) -> tuple[Teams | None, str]:
    """``/teams Red Blue`` (or ``clear``, or nothing) typed at the prompt: the teams for this
    session, and what to say (as the bot says it)."""
    argument = argument.strip()
    if not argument:
        return teams, current_line(teams, t)
    understood, named = wanted(argument)
    if not understood:
        return teams, unusable_line(t)
    return named, done_line(named, t)


def _press(button: Button, path: str, lang: str, teams: Teams | None) -> tuple[str, Screen]:
    if button.action is Action.ORIGINAL:
        return path, original_screen(button.payload, lang, teams)
    if button.action is Action.WHY:
        return path, why_screen(button.payload, lang, teams)
    if button.action is Action.CARD:
        return path, card_screen(button.payload, lang, teams)
    if button.action is Action.NEW:
        return "", screen("", lang, teams)
    return button.payload, screen(button.payload, lang, teams)


def _write_diagram(
    path: str, lang: str, teams: Teams | None, directory: Path, stdout: TextIO
) -> None:
    """Write the ruling's diagram (if it has a place) and say where; a disk error costs only
    the picture."""
    diagram = diagram_for(path, lang, teams)
    if diagram is None:
        return
    target = directory / f"ruling-{diagram.key[:16]}.png"
    t = translator(lang)
    try:
        directory.mkdir(parents=True, exist_ok=True)
        target.write_bytes(diagram.png)
    except OSError as exc:
        stdout.write(t._("Could not write the diagram: %(error)s") % {"error": exc.strerror} + "\n")
        return
    stdout.write("🖼 " + t._("Field diagram: %(path)s") % {"path": target} + "\n")
