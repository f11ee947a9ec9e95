"""What a front end shows at each point of a walk: text plus rows of buttons. Pure.

A screen is a function of (path, language) only, so any instance can rebuild it from the
callback data, and the results are cached (the tree is finite: a few thousand screens).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from bot import keyboards as kb
from bot.callback_data import Action
from bot.flow import ROOT, Position, build_facts, walk
from bot.flow.model import all_paths
from bot.i18n import Translator, translator
from bot.penalty_view import CODES, penalty_command_text
from bot.render import (
    RulingText,
    esc,
    paged,
    prevails_tail,
    render_no_rule,
    render_ruling,
    section_heading,
)
from bot.rulebook_view import clause_label, original_text
from bot.teams import FIRST_DEFENDS, PREFIX, SECOND_DEFENDS, Teams, names_for, sides_line, split
from rules_core import NoRuleApplies, Ruling, decide
from rules_core.engine import cite
from rules_core.errors import PlaceTooVague
from rules_core.facts import Penalty, Team, TeamNames
from rules_core.penalty_cards import penalties_in
from rules_core.ruling import TraceStatus


@dataclass(frozen=True, slots=True)
class Screen:
    text: str  # Telegram HTML
    rows: kb.Rows
    ruling: bool = False  # True once the answers are complete
    #: a ruling's details, folded in ``text`` (an expandable block quotation; the terminal
    #: offers them on request), and what a phone shows of ``text`` while they are folded
    details: str = ""
    visible: str = ""


def breadcrumb(position: Position, t: Translator) -> str:
    """The answers that led here, as far as they still count: none before an answer that
    started afresh ("between the posts: that's a goal"), none that only opened a menu
    ("More…")."""
    since = max((i for i, c in enumerate(position.trail) if c.reset), default=0)
    labels = [c.frame.format(t.text(c.label)) for c in position.trail[since:] if c.sets]
    return "<i>" + esc(" › ".join(labels)) + "</i>\n" if labels else ""


@lru_cache(maxsize=4096)
def decide_path(path: str, teams: Teams | None = None) -> Ruling | NoRuleApplies:
    """The core's answer for a complete path (raises ``UnknownPath`` / ``ValueError`` if not);
    with the chat's ``teams``, named as the path's first answer says (``bot.teams``)."""
    defends, tree_path = split(path)
    position = walk(ROOT, tree_path)
    if not position.complete:
        raise ValueError(f"path {path!r} is not complete")
    facts = build_facts(position.answers)
    names = names_for(teams, defends)
    if names is not None:
        facts = replace(facts, teams=names)
    try:
        return decide(facts)
    except NoRuleApplies as error:
        return error


@lru_cache(maxsize=8192)
def stands(path: str) -> bool:
    """Whether the complete ``path`` is one the core decides: a typed answer that leaves a
    place unsaid ("anywhere": ``bot.flow.zones.ANYWHERE``) stands only where the rule draws no
    line through it; where it does (``PlaceTooVague``), where it was must be asked."""
    try:
        decide_path(path)
    except PlaceTooVague:
        return False
    return True


def typed_paths() -> list[str]:
    """Every complete path a typed question can give: the buttons' and, where they stand,
    those only typed words give (``Choice.button`` False)."""
    return [p for p in all_paths(ROOT, typed=True) if stands(p)]


@lru_cache(maxsize=8192)
def screen(path: str, lang: str, teams: Teams | None = None) -> Screen:
    """The question at ``path``, or the ruling once it is complete. With the chat's ``teams``,
    a path that does not yet say which of them defends this goal asks that first. A complete
    path that does not stand (a place left unsaid that the ruling hangs on: a stale or forged
    button) asks its last question again."""
    t = translator(lang)
    defends, tree_path = split(path)
    if teams is not None and defends is None:
        return _which_defends(tree_path, t, teams)
    position = walk(ROOT, tree_path)
    if position.question is None and not stands(tree_path):
        path, tree_path = path[:-1], tree_path[:-1]
        position = walk(ROOT, tree_path)
    names = names_for(teams, defends)
    if position.question is not None:
        text = breadcrumb(position, t) + _sides(names, t)
        text += "<b>" + esc(t._(position.question.prompt)) + "</b>"
        return Screen(text, kb.question_rows(position.question, path, t))
    return ruling_screen(path, lang, teams)


@lru_cache(maxsize=4096)
def ruling_screen(
    path: str, lang: str, teams: Teams | None = None, said: tuple[str, ...] = ()
) -> Screen:
    """The ruling at the complete ``path``; the lines ``said`` (a typed question's "I
    understood: …") end its folded details instead of the path of answers, so that what shows
    before the fold is the ruling as the buttons give it."""
    t = translator(lang)
    defends, tree_path = split(path)
    position = walk(ROOT, tree_path)
    names = names_for(teams, defends)
    result = decide_path(path, teams)
    answers = "".join(f"<i>{esc(line)}</i>\n" for line in said) or breadcrumb(position, t)
    crumb = _sides(names, t) + answers
    if isinstance(result, NoRuleApplies):
        words = RulingText(render_no_rule(result, t), crumb.rstrip("\n"), prevails_tail(t).lstrip())
        rows = kb.ruling_rows(path, t)
        return Screen(
            words.html(), rows, ruling=True, details=words.folded, visible=words.visible()
        )
    words = render_ruling(result, t, path=crumb)
    rows = kb.ruling_rows(path, t, penalties_in(result))
    return Screen(words.html(), rows, ruling=True, details=words.folded, visible=words.visible())


def _which_defends(tree_path: str, t: Translator, teams: Teams) -> Screen:
    """The chat named its teams: which of them defends this goal, before the questions."""
    walk(ROOT, tree_path)  # a deep link's path, checked like any other
    first, second = teams
    buttons = (
        kb.Button(first, Action.GO, PREFIX + FIRST_DEFENDS + tree_path),
        kb.Button(second, Action.GO, PREFIX + SECOND_DEFENDS + tree_path),
    )
    prompt = t._("Which team defends this goal (the goal nearest to what happened)?")
    return Screen("<b>" + esc(prompt) + "</b>", (buttons,))


def _sides(names: TeamNames | None, t: Translator) -> str:
    """ "Blue defends this goal, Red attacks it.", over each question, once teams are named."""
    sides = sides_line(names, t) if names is not None else ""
    return "<i>" + esc(sides) + "</i>\n" if sides else ""


def card_screen(payload: str, lang: str, teams: Teams | None = None) -> Screen:
    """A penalty card (or the list of them) opened from the ruling at the payload's path. A
    card says the same whoever plays: ``teams`` is taken as every screen takes it, not used."""
    return _card_screen(payload, lang)


@lru_cache(maxsize=512)
def _card_screen(payload: str, lang: str) -> Screen:
    code, path = payload[:1], payload[1:]
    penalty = CODES.get(code)
    if penalty is None:
        raise ValueError(f"no penalty card {code!r}")
    walk(ROOT, split(path)[1])  # raises UnknownPath for a path not in the tree
    t = translator(lang)
    listing = penalty is Penalty.UNSPECIFIED
    text = penalty_command_text(penalty, t)
    return Screen(text, kb.card_rows(path, t, listing=listing), ruling=True)


@lru_cache(maxsize=2048)
def original_screen(payload: str, lang: str, teams: Teams | None = None) -> Screen:
    """Page ``payload[0]`` of the original text behind the ruling at ``payload[1:]``."""
    page, path = _page_of(payload)
    t = translator(lang)
    result = decide_path(path, teams)
    if isinstance(result, Ruling):
        defenders = result.teams.of(Team.ATTACKING)
        pages = original_text(result.citations, t, knock_in_defenders=defenders)
    else:  # the sentence of the rule that sends the question outside Rules 20 and 22
        fired = [cite(e.clause) for e in result.trace if e.status is TraceStatus.FIRED]
        pages = original_text(fired, t) if fired else [prevails_tail(t).lstrip()]
        pages[0] = render_no_rule(result, t) + "\n\n" + pages[0]
    if page >= len(pages):
        raise ValueError(f"no page {page} of the original text of {path!r}")
    rows = kb.paged_rows(Action.ORIGINAL, path, page, len(pages), t)
    return Screen(pages[page], (*rows, *kb.back_to_ruling_rows(path, t)), ruling=True)


def _page_of(payload: str) -> tuple[int, str]:
    """A paged screen's payload: the page (one digit), then the path."""
    if not payload[:1].isdigit():
        raise ValueError(f"payload {payload!r} names no page")
    return int(payload[0]), payload[1:]


_MARK = {TraceStatus.FIRED: "✅", TraceStatus.OVERRIDDEN: "⤴", TraceStatus.NOT_MATCHED: "·"}


@lru_cache(maxsize=2048)
def why_screen(path: str, lang: str, teams: Teams | None = None) -> Screen:
    """The trace: every rule the core considered, which one applied, which were overridden,
    each named by the sentence that defines it, as the rulebook numbers it."""
    t = translator(lang)
    result = decide_path(path, teams)
    back = kb.back_to_ruling_rows(path, t)
    if isinstance(result, NoRuleApplies) and not result.trace:
        return Screen(render_no_rule(result, t) + prevails_tail(t), back, ruling=True)
    status = {
        TraceStatus.FIRED: t._("applies"),
        TraceStatus.OVERRIDDEN: t._("overridden by an exception"),
        TraceStatus.NOT_MATCHED: t._("does not match the facts"),
    }
    lines = [
        "<b>" + esc(t._("Why: the rules considered")) + "</b>",
        esc(
            t.ngettext(
                "%(count)s rule was considered; exactly one must apply.",
                "%(count)s rules were considered; exactly one must apply.",
                len(result.trace),
            )
            % {"count": t.number(len(result.trace))}
        ),
        "",
    ]
    if isinstance(result, NoRuleApplies):  # the rule that applies sends the question elsewhere
        lines[2:2] = [render_no_rule(result, t)]
    clause_of = {entry.rule: entry.clause for entry in result.trace}
    for entry in result.trace:
        line = (
            f"{_MARK[entry.status]} <b>{esc(clause_label(entry.clause, t))}</b> "
            f"{esc(section_heading(entry.clause, t))} — {esc(status[entry.status])}"
        )
        if entry.overridden_by:
            line += " ⤴ " + esc(clause_label(clause_of[entry.overridden_by], t))
        lines.append(line)
    return Screen(paged(lines, prevails_tail(t))[0], back, ruling=True)


def expired_screen(lang: str, teams: Teams | None = None) -> Screen:
    """A fresh first question, for a menu that can no longer be used."""
    t = translator(lang)
    fresh = screen("", lang, teams)
    text = "<i>" + esc(t._("That menu has expired. Here is a fresh one.")) + "</i>\n" + fresh.text
    return Screen(text, fresh.rows)
