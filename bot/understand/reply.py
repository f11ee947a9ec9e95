"""The answer to a typed question, as a screen: the same screens the buttons give, plus one line.

* complete: the ruling screen exactly as the buttons give it, its folded details ending with
  "I understood: …" (where the path of answers is), each understood answer a button that goes
  back to its question, with the answers before it;
* an answer missing: the guided question at the first one missing, the understood answers in
  its breadcrumb (Back changes them);
* words that disagree: the question they disagree on, with a line saying which answers the
  message gives;
* out of scope: one line (Rules 20 and 22 do not decide that; search the rulebook); where the
  answers are complete and the core refuses them, the buttons' screen saying why;
* one penalty named and nothing of the questions ("p4 where is it taken"): that penalty's card,
  as ``/penalty 4`` gives it;
* nothing understood in a message that asks nothing: one line pointing to /start and /help;
* a question naming nothing of a restart ("whose ball?", "huh?"), or words the tree gets no
  answer from ("our 3 tapped it off the boards"): one line saying the bot could not tell which
  restart, what it decides and the search, above the first question.

Pure: a function of the understanding, the language and the chat's team names. Shared by the
Telegram handler (``bot.handlers.ask``) and the terminal (``bot.terminal``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Set
from dataclasses import dataclass, replace

from bot import keyboards as kb
from bot.callback_data import Action
from bot.flow import ROOT, Choice, Question, walk
from bot.flow.model import KEYS
from bot.i18n import Translator, translator
from bot.penalty_view import penalty_command_text
from bot.render import esc
from bot.screens import Screen, breadcrumb, ruling_screen, screen
from bot.search.screens import rule_answer
from bot.teams import FIRST_DEFENDS, PREFIX, SECOND_DEFENDS, Teams, names_for, sides_line, split
from bot.understand import Understanding
from bot.understand.follow import Followed, follow
from bot.understand.viewpoint import Viewpoint
from rules_core.facts import Penalty

_TAGS = re.compile(r"<[^>]*>")
#: at most this many answers are offered for a change under a ruling (the rest: Back)
MAX_EDITS = 6
#: the concepts that name one penalty, as the vocabulary names them ("P4", "P5A"); a bare "5"
#: (5.a or 5.b) is no penalty of its own
_PENALTIES = {p.name: p for p in Penalty if p is not Penalty.UNSPECIFIED}


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
    penalty = _asked_penalty(understood)
    if penalty is not None:
        return Reply(Screen(penalty_command_text(penalty, t), ()), "", arrived=False)
    if understood.procedure:
        # "how long does he have on a knock-in?": what the rulebook says, found by the same
        # search as /rule, each result one tap from its clause or card (never a made-up incident)
        found = rule_answer(understood.text, t)
        return Reply(Screen(found.pages[0], found.rows), "", arrived=False)
    named = teams_in_use(understood, teams)
    path = chat_path(understood, named)
    if understood.viewpoint is not None and teams is not None and split(path)[0] is None:
        # which of the chat's teams did it the message does not say: asked, after which defends
        path = understood.viewpoint_at
    if understood.no_restart:
        # the bot's failure, never the rules' verdict: the words may be a restart's that the
        # vocabulary does not know, so the first question is offered beside the search (with
        # who defends as the message said it: "blue defending, mallet broke")
        line = no_restart_line(t)
        # the first question narrowed where a restart's name alone narrows it ("on our
        # knock-in …": the end line or a knock-in's problem), under the same line
        first = typed_screen(
            understood.concepts, path, lang, named, extend=False, narrow=True, quiet=True
        )
        return Reply(_with_line(first.screen, line), path, arrived=False)
    teams_line = ""
    if "teams" in understood.conflicts:
        teams_line = t._("Your message names the teams more than one way, so I left the names out.")
    elif path == split(path)[1] and split(understood.path)[0] is not None and understood.teams:
        # the message said who defends, with names the chat does not use: say so, in words
        names = names_for(understood.teams, split(understood.path)[0])
        if names is not None:
            teams_line = sides_line(names, t)
    disagree = len(understood.disagreeing) > 1
    said = (teams_line,) if teams_line else ()
    typed = typed_screen(
        understood.concepts,
        path,
        lang,
        named,
        extend=True,
        narrow=not disagree,
        said=said,
        doubtful=understood.doubtful,
        candidates=understood.candidates,
    )
    if disagree:
        shown = _with_line(typed.screen, _disagree_line(understood, lang))
        typed = Reply(shown, typed.path, arrived=False)
    if teams_line and not typed.screen.ruling:  # a ruling has it folded (``typed_screen``)
        typed = Reply(_with_line(typed.screen, teams_line), typed.path, typed.arrived)
    if understood.viewpoint is not None and typed.screen.ruling:
        # the attackers taken to be the team that did it: said before the ruling, which names
        # its teams as attackers and defenders
        typed = Reply(
            _with_line(typed.screen, viewpoint_line(understood.viewpoint, t)),
            typed.path,
            typed.arrived,
        )
    return typed


def viewpoint_line(viewpoint: Viewpoint, t: Translator) -> str:
    """Whom the ruling calls the attackers, where which goal each team attacks does not change
    it (``bot.understand.viewpoint``)."""
    if viewpoint is Viewpoint.HITTER:
        return t._(
            "Either goal rules alike between the 60s: here the attackers are the team that last "
            "hit the ball, the defenders the other team."
        )
    return t._(
        "Either goal rules alike between the 60s: here the attackers are the team that had the "
        "ball, the defenders the other team."
    )


def _asked_penalty(understood: Understanding) -> Penalty | None:
    """The penalty a message asks about when it names one and answers none of the questions
    ("p4 where is it taken", "punizione 3 dove si batte"): its card says how it is taken. Where
    the words narrowed the first question or left an answer to confirm, they told something
    that happened at it ("pen 4, I think their 3 hit before play"; "on the pen the ump called
    play and our 3 hit it": it went wrong, in or out): the tree rules on that, never the card
    in its place. Words it could place nowhere still get the card, which says more than the
    first question would."""
    if split(understood.path)[1] or understood.narrowed or understood.doubtful:
        return None
    named = [penalty for concept, penalty in _PENALTIES.items() if concept in understood.concepts]
    return named[0] if len(named) == 1 else None


def typed_screen(
    concepts: Set[str],
    path: str,
    lang: str,
    teams: Teams | None,
    *,
    extend: bool,
    narrow: bool,
    said: tuple[str, ...] = (),
    doubtful: Set[str] = frozenset(),
    candidates: tuple[frozenset[str], ...] = (),
    quiet: bool = False,
) -> Reply:
    """The screen at ``path`` (the chat's, with any teams' prefix) for a walk that began with
    a typed message stating ``concepts``: with ``extend``, the questions after ``path`` that
    the message answers are answered; the "I understood" line says every answer so far and
    those the message gives further on; with ``narrow``, a question the message answers in
    part offers only the choices it leaves (and a button for all of them). A ruling shows
    first, as the buttons give it: the "I understood" line, after the lines ``said`` about the
    message (its teams), ends its folded details, where the path of answers would be. What
    ``doubtful`` concepts answer is offered alone, to confirm (``bot.understand.doubt``); the
    ``candidates`` a question's alternatives name narrow what the message leaves open
    (``bot.understand.alternatives``). A question narrowed where no answer was understood opens
    with a line saying the choices are the message's (``narrowed_line``), unless ``quiet`` (the
    no-restart line says it): the line marks the menu as a typed answer, so its presses go on
    reading the message (``is_typed_screen``)."""
    prefix_len = len(path) - len(split(path)[1])
    prefix, tree_path = path[:prefix_len], path[prefix_len:]
    followed = follow(concepts, tree_path, extend=extend, doubtful=doubtful, offered=candidates)
    path = prefix + followed.path
    shown = screen(path, lang, teams)
    if shown.ruling:
        line, edits = _understood(path, lang)
        ruled = ruling_screen(path, lang, teams, (*said, line))
        rows = (*edits, *ruled.rows)
        typed = Screen(ruled.text, rows, ruling=True, details=ruled.details, visible=ruled.visible)
        return Reply(typed, path, arrived=True)
    position = walk(ROOT, followed.path)
    t = translator(lang)
    labels = [_label(c, t) for c in _since_reset(position.trail)]
    labels += [_label(c, t) for c in followed.later]
    narrowing = narrow and bool(followed.narrowed)
    if not labels and not narrowing:
        return Reply(shown, path, arrived=False)
    # in a chat with /teams and no side said, "which team defends" is asked before the rest
    defends_first = prefix == "" and teams is not None
    if labels:
        line = "<i>" + esc(understood_line(labels, t)) + "</i>\n"
    elif quiet:
        line = ""
    else:
        # above "which team defends", the choices the message leaves come after it
        line = "<i>" + esc(narrowed_line(t, later=defends_first)) + "</i>\n"
    if position.question is None or defends_first:
        # "which team defends" comes first; the answers understood wait under it
        return Reply(Screen(line + shown.text, shown.rows), path, arrived=False)
    text = line + shown.text.removeprefix(breadcrumb(position, t))
    rows = shown.rows
    if narrowing:
        rows = _narrowed_rows(rows, position.question, path, followed.narrowed, t)
        rows = _confirm_named(rows, position.question, path, followed, t)
    return Reply(Screen(text, rows), path, arrived=False)


def press_goes_on(pressed: str, buttons: Iterable[tuple[Action, str]]) -> bool:
    """Whether a press (its GO payload ``pressed``) on a typed answer's menu, whose buttons are
    ``buttons`` (action, payload), answers the question the menu shows, so the message's words
    go on answering the questions after it. A menu with a WHY button is a ruling: every answer
    on it (a ✎ change, Back) goes back. Otherwise the press goes on if its payload is the
    deepest GO of the menu: Back, Start over and All answers are shallower or the question's
    own path, never a choice."""
    depths: list[int] = []
    for action, payload in buttons:
        if action is Action.WHY:
            return False
        if action is Action.GO:
            depths.append(len(payload))
    return bool(depths) and len(pressed) == max(depths)


def understood_line(labels: list[str], t: Translator) -> str:
    return t._("I understood: %(facts)s") % {"facts": " · ".join(labels)}


def narrowed_line(t: Translator, *, later: bool = False) -> str:
    """The line above a question the message narrowed where no answer was understood ("our 3
    hit it out": the end line or the boards), or, ``later``, above "which team defends", asked
    before it."""
    if later:
        return t._("From what you wrote, the next question shows only the answers it leaves.")
    return t._("From what you wrote, it is one of these:")


def is_typed_screen(text: str, lang: str) -> bool:
    """Whether a menu's text is a typed question's answer (it opens with the understood line,
    the line of a question the message narrowed, or the no-restart line), so its presses go on
    reading the message it answers."""
    t = translator(lang)
    openings = [
        t._("I understood: %(facts)s").partition("%(facts)s")[0],
        narrowed_line(t),
        narrowed_line(t, later=True),
        no_restart_line(t).partition(".")[0],
    ]
    # a question's first lines (the teams' line and the words that disagree may come first),
    # or a ruling's last lines, folded; tags where the text is still HTML
    lines = _TAGS.sub("", text).split("\n")
    return any(
        opening.strip() and line.startswith(opening) for opening in openings for line in lines
    )


def no_restart_line(t: Translator) -> str:
    """The line above the first question where the words named no restart the tree places."""
    return t._(
        "I couldn't tell which restart that is about. I decide only how play starts and "
        "resumes (Rules 20 and 22): pick what happened below, or search the rulebook with "
        "/rule and a few words."
    )


def _label(choice: Choice, t: Translator) -> str:
    return choice.frame.format(t.text(choice.label))


def _since_reset(trail: tuple[Choice, ...]) -> list[Choice]:
    since = max((i for i, c in enumerate(trail) if c.reset), default=0)
    return [c for c in trail[since:] if c.sets]


def _narrowed_rows(
    rows: kb.Rows, question: Question, path: str, left: tuple[str, ...], t: Translator
) -> kb.Rows:
    """The question's rows with only the choices ``left``, then "All answers" (the whole
    question, at the same path) above Back and Start over."""
    kept_keys = {KEYS[i] for i, c in enumerate(question.choices) if c.slug in left}
    choices_of = {path + k for k in KEYS[: len(question.choices)]}
    choice_rows: list[tuple[kb.Button, ...]] = []
    other_rows: list[tuple[kb.Button, ...]] = []
    for row in rows:
        if any(b.action is Action.GO and b.payload in choices_of for b in row):
            kept = tuple(b for b in row if b.payload[len(path) :] in kept_keys)
            if kept:
                choice_rows.append(kept)
        else:
            other_rows.append(row)
    every = (kb.Button("☰ " + t._("All answers"), Action.GO, path),)
    return (*choice_rows, every, *other_rows)


def _confirm_named(
    rows: kb.Rows, question: Question, path: str, followed: Followed, t: Translator
) -> kb.Rows:
    """The one answer offered to confirm, named by what it confirms where its own label names
    nothing ("More…", a way into the rest of the tree): the deepest answer the words give
    further on ("el defensor dice que nuestro 3 sacó antes del play": "Hit before 'Play'", not
    "More…"). Its press goes on as the choice's own would."""
    if len(followed.narrowed) != 1 or not followed.later:
        return rows
    kept = next(c for c in question.choices if c.slug == followed.narrowed[0])
    if kept.sets:
        return rows
    payload = path + KEYS[question.choices.index(kept)]
    named = "✓ " + _label(followed.later[-1], t)
    return tuple(
        tuple(replace(b, label=named) if b.payload == payload else b for b in row) for row in rows
    )


def teams_in_use(understood: Understanding, teams: Teams | None) -> Teams | None:
    """The names a typed answer speaks of the teams with: the chat's (``/teams``), or, in a chat
    without them, the two the message itself named with who defends ("red's shot went wide,
    blue defending"): the ruling then says "Penalty 4 to Red", as the umpire said it, not "the
    other team". Each press reads the message again, so the names need no storing."""
    if teams is not None:
        return teams
    if "teams" in understood.conflicts or split(understood.path)[0] is None:
        return None
    return understood.teams


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
    return understood_line(labels, t), tuple(edits[-MAX_EDITS:])


def _disagree_line(understood: Understanding, lang: str) -> str:
    t = translator(lang)
    question = walk(ROOT, split(understood.path)[1]).question
    labels = [
        c.frame.format(t.text(c.label))
        for c in (question.choices if question else ())
        if c.slug in understood.disagreeing
    ]
    quoted = [
        t.pgettext("an answer quoted in a sentence", "“%(answer)s”") % {"answer": label}
        for label in labels
    ]
    return t._("Your message says this more than one way: %(answers)s. Which is it?") % {
        "answers": t.either(quoted)
    }


def _with_line(shown: Screen, line: str) -> Screen:
    return Screen(
        f"<i>{esc(line)}</i>\n" + shown.text,
        shown.rows,
        ruling=shown.ruling,
        details=shown.details,
        visible=shown.visible,
    )
