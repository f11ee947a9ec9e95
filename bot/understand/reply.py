"""The answer to a typed question, as a screen: the same screens the buttons give, plus one line.

* complete: "I understood: …" (each understood answer a button that goes back to its question,
  with the answers before it) and the ruling screen exactly as the buttons give it;
* an answer missing: the guided question at the first one missing, the understood answers in
  its breadcrumb (Back changes them);
* words that disagree: the question they disagree on, with a line saying which answers the
  message gives;
* out of scope: one line (Rules 20 and 22 do not decide that; search the rulebook); where the
  answers are complete and the core refuses them, the buttons' screen saying why;
* nothing understood: one line pointing to /start and /help.

Pure: a function of the understanding, the language and the chat's team names. Shared by the
Telegram handler (``bot.handlers.ask``) and the terminal (``bot.terminal``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot import keyboards as kb
from bot.callback_data import Action
from bot.flow import ROOT, walk
from bot.i18n import translator
from bot.render import esc
from bot.screens import Screen, screen
from bot.teams import FIRST_DEFENDS, PREFIX, SECOND_DEFENDS, Teams, split
from bot.understand import Understanding

#: at most this many answers are offered for a change under a ruling (the rest: Back)
MAX_EDITS = 6


@dataclass(frozen=True, slots=True)
class Reply:
    screen: Screen
    #: the path the screen shows (with the chat's teams' prefix); "" for a one-line answer
    path: str
    arrived: bool  # a ruling: its field diagram follows, as after the last tap


def reply(understood: Understanding, lang: str, teams: Teams | None = None) -> Reply:
    """What to answer ``understood`` with, in ``lang``, for a chat whose team names for today
    are ``teams`` (``/teams``)."""
    t = translator(lang)
    # a complete path the core refuses is shown as the buttons show it: the rule that sends
    # the question elsewhere, and why
    if understood.out_of_scope and not understood.complete:
        line = t._(
            "Rules 20 and 22 don't decide that (a foul itself, right of way, handicaps). "
            "Search the rulebook with /rule and a few words."
        )
        return Reply(Screen(esc(line), ()), "", arrived=False)
    if understood.nothing:
        line = t._("I didn't understand that. Send /start for the questions, or /help.")
        return Reply(Screen(esc(line), ()), "", arrived=False)
    path = chat_path(understood, teams)
    shown = screen(path, lang, teams)
    if "teams" in understood.conflicts:
        line = t._("Your message names the teams more than one way, so I left the names out.")
        shown = _with_line(shown, line)
    if len(understood.disagreeing) > 1:
        return Reply(_with_line(shown, _disagree_line(understood, lang)), path, arrived=False)
    if not shown.ruling:
        return Reply(shown, path, arrived=False)
    line, edits = _understood(path, lang)
    rows = (*edits, *shown.rows)
    text = f"<i>{esc(line)}</i>\n" + shown.text
    return Reply(
        Screen(text, rows, ruling=True, details=shown.details, visible=shown.visible),
        path,
        arrived=True,
    )


def chat_path(understood: Understanding, teams: Teams | None) -> str:
    """The understood path for this chat: the message's own team names count only where the
    chat uses the same names (its menus are continued with the chat's names); otherwise the
    questions name the attackers and defenders, or ask which of the chat's teams defends."""
    defends, tree_path = split(understood.path)
    if teams is None or understood.teams is None or defends is None:
        return tree_path
    same = [n.casefold() for n in teams] == [n.casefold() for n in understood.teams]
    swapped = [n.casefold() for n in teams] == [n.casefold() for n in reversed(understood.teams)]
    if same:
        return PREFIX + defends + tree_path
    if swapped:
        other = SECOND_DEFENDS if defends == FIRST_DEFENDS else FIRST_DEFENDS
        return PREFIX + other + tree_path
    return tree_path


def _understood(path: str, lang: str) -> tuple[str, tuple[tuple[kb.Button, ...], ...]]:
    """ "I understood: …", and a button per answer going back to its question."""
    t = translator(lang)
    tree_path = split(path)[1]
    prefix = path[: len(path) - len(tree_path)]
    trail = walk(ROOT, tree_path).trail
    since = max((i for i, c in enumerate(trail) if c.reset), default=0)
    labels: list[str] = []
    edits: list[tuple[kb.Button, ...]] = []
    for index in range(since, len(trail)):
        choice = trail[index]
        if not choice.sets:
            continue
        label = choice.frame.format(t.text(choice.label))
        labels.append(label)
        edits.append((kb.Button("✎ " + label, Action.GO, prefix + tree_path[:index]),))
    line = t._("I understood: %(facts)s") % {"facts": " · ".join(labels)}
    return line, tuple(edits[-MAX_EDITS:])


def _disagree_line(understood: Understanding, lang: str) -> str:
    t = translator(lang)
    question = walk(ROOT, split(understood.path)[1]).question
    labels = [
        c.frame.format(t.text(c.label))
        for c in (question.choices if question else ())
        if c.slug in understood.disagreeing
    ]
    return t._("Your message says this more than one way: %(answers)s. Which is it?") % {
        "answers": t.join(labels)
    }


def _with_line(shown: Screen, line: str) -> Screen:
    return Screen(
        f"<i>{esc(line)}</i>\n" + shown.text,
        shown.rows,
        ruling=shown.ruling,
        details=shown.details,
        visible=shown.visible,
    )
