"""A ``Ruling`` in words: headline, procedure, what each violation costs, the umpires' options,
notes, and the citation line. Pure: ruling + translator in, Telegram HTML out (the terminal
strips the tags). Every text fits a Telegram message (4096 characters).
"""

from __future__ import annotations

import html
import re
import textwrap
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from babel.lists import format_list

from bot.i18n import Translator, translator
from bot.i18n_markers import N_
from bot.wording import glance as wg
from bot.wording import outcome as wo
from bot.wording import spots as ws
from bot.wording.headings import HEADINGS
from bot.wording.procedure import STEPS, STEPS_WITHOUT_YARDS
from bot.wording.remarks import CHOOSERS, NOTES, OPTIONS, VIOLATIONS
from rules_core import rulebook
from rules_core.errors import NoRuleApplies
from rules_core.facts import Penalty, Team, TeamNames
from rules_core.field import Field, exactly
from rules_core.ids import NoRuleReason, NoteId, StepId
from rules_core.penalty_cards import CARDS
from rules_core.ruling import (
    Citation,
    Consequence,
    ConsequenceKind,
    Goal,
    GoalCounts,
    Option,
    Outcome,
    RestartKind,
    Ruling,
    Spot,
    SpotAnchor,
    SpotReference,
    Step,
)

MAX_MESSAGE = 4096
#: the situation whose rulings name the teams by their part in a knock-in (``describe_outcome``)
KNOCK_IN_INCIDENT = "knock_in_incident"


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def fill(message: str, params: Mapping[str, str]) -> str:
    """Fill named placeholders; capitalise the first letter (a team may open a sentence).
    Without ``params`` nothing is filled: such a text may already hold a team's name, and a
    name "%(team)s" or "100%(ok" raised there (review 2026-12-01, L1)."""
    text = message % params if params and "%(" in message else message
    return text[:1].upper() + text[1:]


def fit(text: str, limit: int = MAX_MESSAGE) -> str:
    """Cut so the text fits one message, marking the cut with "…": at a line break if that
    keeps most of the text, else at a space; tags left open by the cut are closed."""
    if len(text) <= limit:
        return text
    room = limit - 12  # "…" and closing tags
    cut = text.rfind("\n", 0, room)
    if cut < room // 2:
        cut = text.rfind(" ", 0, room)
    head = _PARTIAL.sub("", text[: max(cut, 0)].rstrip())
    closers = "".join(f"</{tag}>" for tag in reversed(_open_tags(head)))
    return head + " …" + closers


def paged(lines: list[str], tail: str = "", limit: int = MAX_MESSAGE) -> list[str]:
    """Lines of HTML (each closing its own tags) gathered into pages that each fit a message,
    ``tail`` (the "English original prevails" line) at the end of every page; a line longer
    than a page is split between sentences, never cut."""
    room = limit - len(tail) - 2
    pages: list[str] = []
    current = ""
    for line in (piece for whole in lines for piece in _pieces(whole, room)):
        joined = f"{current}\n{line}" if current else line
        if len(joined) > room and current:
            pages.append(current)
            joined = line
        current = joined
    pages.append(current)
    return [page.strip("\n") + tail for page in pages]


def _pieces(line: str, room: int) -> list[str]:
    """``line`` in parts of at most ``room`` characters, cut after a sentence's full stop."""
    if len(line) <= room:
        return [line]
    cut = line.rfind(". ", 0, room)
    cut = cut + 1 if cut > 0 else room
    return [line[:cut], *_pieces(line[cut:].lstrip(), room)]


def plain_text(text: str) -> str:
    """Telegram HTML as the characters a reader sees."""
    return html.unescape(_ANY_TAG.sub("", text))


_ANY_TAG = re.compile(r"<[^>]+>")
_PARTIAL = re.compile(r"(&[a-z#0-9]*|<[^>]*)$")
# every tag our screens use: a cut that left <blockquote expandable> open was refused by
# Telegram (review 2026-12-01, L2)
_TAG = re.compile(r"<(/?)(b|i|code|blockquote)(?: expandable)?>")


def _open_tags(text: str) -> list[str]:
    stack: list[str] = []
    for closing, tag in _TAG.findall(text):
        if not closing:
            stack.append(tag)
        elif stack and stack[-1] == tag:
            stack.pop()
    return stack


# --- teams and awards -----------------------------------------------------------------------
def team_name(team: Team, teams: TeamNames, t: Translator) -> str:
    return teams.of(team) or t.text(wo.TEAMS[team])


def team_to(team: Team, teams: TeamNames, t: Translator) -> str:
    name = teams.of(team)
    return t._(wo.TEAM_TO_NAMED) % {"name": name} if name else t.text(wo.TEAMS_TO[team])


def team_by(team: Team, teams: TeamNames, t: Translator) -> str:
    """Who takes a knock-in or its re-hit: the chat's name, or "" where the restart says it."""
    name = teams.of(team)
    if name:
        return t._(wo.TEAM_BY_NAMED) % {"name": name}
    label = wo.TEAMS_BY[team]
    return t.text(label) if label is not None else ""


def penalty_name(penalty: Penalty, t: Translator) -> str:
    if penalty is Penalty.UNSPECIFIED:
        return t._(wo.UNNAMED_PENALTY)
    return t._(wo.PENALTY_NUMBERED) % {"number": wo.PENALTIES[penalty]}


# --- spots ----------------------------------------------------------------------------------
# A figure is said only where the rule fixes it or the facts gave it exactly (``Place.point``).
_BOARD_SIDE = {SpotReference.LEFT_BOARD: "left", SpotReference.RIGHT_BOARD: "right"}


def _board_side(spot: Spot) -> str | None:
    """Which boards a spot is measured in from; ``None``: the boards it went over, not said."""
    return _BOARD_SIDE.get(spot.reference) if spot.reference is not None else None


def _along(spot: Spot, field: Field, t: Translator) -> str | None:
    """How far from the nearer end line, when the facts give the place exactly."""
    y = exactly(spot.place.y)
    if y is None:
        return None
    if y > field.centre_y:
        return t._(ws.ALONG_FAR) % {"yards": t.yards(field.length_yd - y)}
    return t._(ws.ALONG) % {"yards": t.yards(y)}


def _offset(spot: Spot, t: Translator) -> str:
    ref, offset = spot.reference, spot.offset_yd
    if ref is None or offset is None:
        return ""
    if offset == 0:
        return t._(ws.AT_REFERENCE[ref])
    table = ws.OUTSIDE_POST if spot.outside and ref in ws.OUTSIDE_POST else ws.OFFSETS
    return t._(table[ref]) % {"yards": t.yards(offset)}


def _on_sixty(spot: Spot, field: Field, t: Translator) -> str:
    """Along a 60-yard line: inside the boards (22.e(2) (v)) or from its centre (22.h (2))."""
    if spot.reference in _BOARD_SIDE or spot.inside_yd:
        return t._(ws.SIXTY_SIDE[_board_side(spot)]) % {"yards": t.yards(spot.inside_yd or 0)}
    if spot.offset_yd is not None:
        exact_x = exactly(spot.place.x)
        x = field.centre_x if exact_x is None else exact_x
        side = "left" if x < field.centre_x else "right"  # as you face this goal, as everywhere
        if not spot.offset_yd:
            return t._(ws.AT_REFERENCE[SpotReference.CENTRE_OF_SIXTY])
        return t._(ws.CENTRE_SIDE[side]) % {"yards": t.yards(spot.offset_yd)}
    if spot.limit_yd is not None:
        return t._(ws.OPPOSITE_BALL_CAPPED) % {"yards": t.yards(spot.limit_yd)}
    return t._(ws.OPPOSITE_BALL)


def describe_spot(
    spot: Spot, field: Field, t: Translator, restart: RestartKind | None = None
) -> str:
    """Where, in an umpire's words: "on the end line, 5 yards outside the left post". Only a
    throw-in from where the ball was says which way it is thrown (22.e(4)); a possession play
    is dropped there (22.h), with no direction."""
    anchor = spot.anchor
    board = t._(ws.BOARDS[_board_side(spot)])
    params = {"yards": t.yards(spot.distance_yd or spot.inside_yd or 0), "board": board}
    along = _along(spot, field, t)
    exact = along is not None and anchor in _ALONG_WHEN_EXACT
    if anchor is SpotAnchor.END_LINE and spot.clearance_yd is not None:
        return t._(ws.WHERE_IT_CROSSED_CLEAR) % {"yards": t.yards(spot.clearance_yd)}
    if anchor is SpotAnchor.END_LINE:
        crossed = spot.offset_yd is None or not spot.moved
        params["offset"] = t._(ws.WHERE_IT_CROSSED) if crossed else _offset(spot, t)
        text = t._(ws.ANCHORS[anchor]) % params
        if crossed and spot.offset_yd is not None:  # an exact crossing: the user's own figure
            text += f" ({_offset(spot, t)})"
        return text  # moved or not, "5 yards outside the left post" says where
    if anchor is SpotAnchor.SIDE_BOARDS:
        params["yards"] = t.yards(spot.inside_yd or 0)
        text = t._(ws.ANCHORS[anchor] if spot.inside_yd else ws.FROM_THE_BOARDS) % params
    elif anchor is SpotAnchor.SIXTY_YARD_LINE:
        params["offset"] = _on_sixty(spot, field, t)
        table = ws.ANCHORS_FAR if spot.goal is Goal.FAR else ws.ANCHORS
        text = t._(table[anchor]) % params
    else:
        if anchor is SpotAnchor.CENTRE_LINE:
            params["yards"] = t.yards(spot.inside_yd or 0)
        table = ws.ANCHORS_FAR if spot.goal is Goal.FAR and anchor in ws.ANCHORS_FAR else ws.ANCHORS
        text = t._(table[anchor]) % params
    if exact:
        text += f" ({along})"
    if anchor is SpotAnchor.WHERE_BALL_WAS:
        if spot.moved:
            text += " (" + t._(ws.MOVED_FOR_ROOM) + ")"
        either_half = spot.toward is None and exactly(spot.place.x) is None
        if restart is RestartKind.THROW_IN and either_half:  # the facts say no side
            text += ", " + t._(ws.TOWARD_NEARER)
        elif restart is RestartKind.THROW_IN:
            text += ", " + t._(ws.TOWARD[spot.toward.value if spot.toward else None])
    elif anchor is SpotAnchor.WHERE_PENALTY_WAS_TAKEN and restart is RestartKind.THROW_IN:
        text += ", " + t._(ws.TOWARD_NEARER)  # a dead Penalty 2: which side is the umpire's
    return text


#: spots worded from the ball, to which a place given exactly adds its figure
_ALONG_WHEN_EXACT = (
    SpotAnchor.SIDE_BOARDS,
    SpotAnchor.WHERE_BALL_WAS,
)


# --- headline -------------------------------------------------------------------------------
def describe_outcome(
    outcome: Outcome,
    teams: TeamNames,
    field: Field,
    t: Translator,
    *,
    foul_called: bool = False,
    at_knock_in: bool = False,
) -> str:
    """The one-line headline: what restart, which team, where. ``foul_called``: an unnamed
    penalty is the one for the foul the umpires call (22.c, 20.a example, 22.f);
    ``at_knock_in``: something went wrong at a knock-in, so an unnamed team is named by its
    part in it ("Penalty 4 to the other team", "Penalty 5.b to the team knocking in"), never as
    the attackers, whom the rulebook's knock-in sentences call "the defending team"."""
    restart, team, where = headline_parts(outcome, teams, field, t, at_knock_in=at_knock_in)
    if outcome.penalty is Penalty.UNSPECIFIED:
        line = unnamed_penalty(team, t, foul_called=foul_called)
    elif outcome.penalty is Penalty.P1:
        # a Penalty 1 *is* a goal: said first, so that "10 yards" reads as the throw-in after it
        line = t._(wo.PENALTY_1_AWARDED) % {"penalty": restart, "to": team}
        where = t._(wo.THEN_THROW_IN) % {"where": where} if where else ""
        if where and outcome.ends_changed is not None:
            ends = StepId.ENDS_CHANGED if outcome.ends_changed else StepId.ENDS_NOT_CHANGED
            where += " · " + t._(wg.HOW[ends])
    else:
        line = f"{restart} {team}" if team else restart
    if where:
        line += " · " + where
    return line[:1].upper() + line[1:]


def headline_parts(
    outcome: Outcome, teams: TeamNames, field: Field, t: Translator, *, at_knock_in: bool = False
) -> tuple[str, str, str]:
    """The headline's restart ("Knock-in", "Penalty 4"), team ("by Blue", "to the
    attackers"; a knock-in and a re-hit are taken by a team, the rest awarded to one; at a
    knock-in gone wrong, by its part: "to the other team") and spot, each "" where the outcome
    has none."""
    named = outcome.penalty if outcome.penalty is not Penalty.UNSPECIFIED else None
    if outcome.restart is RestartKind.PENALTY and named is not None:
        restart = penalty_name(named, t)
    else:
        restart = t._(wo.RESTARTS[outcome.restart])
    team = ""
    if outcome.team is not None:
        by_team = outcome.restart in (RestartKind.KNOCK_IN, RestartKind.RE_HIT)
        team = (team_by if by_team else team_to)(outcome.team, teams, t)
        if at_knock_in and team and not teams.of(outcome.team):
            knocks_in = outcome.team is Team.DEFENDING
            team = t._(wg.TAKERS_TO[RestartKind.KNOCK_IN] if knocks_in else wg.TO_OTHER_TEAM)
    spot = outcome.spot
    where = describe_spot(spot, field, t, outcome.restart) if spot is not None else ""
    return restart, team, where


def unnamed_penalty(to: str, t: Translator, *, foul_called: bool = False) -> str:
    """A penalty the rule does not name, awarded ``to`` ("to the defenders", or "" for none):
    the one for the foul the umpires call where the rule says so."""
    if foul_called:
        return t._(wo.FOUL_PENALTY_TO) % {"to": to} if to else t._(wo.FOUL_PENALTY)
    return t._(wo.UNNAMED_PENALTY_TO) % {"to": to} if to else t._(wo.UNNAMED_PENALTY)


def _consequence(c: Consequence, names: Names, t: Translator) -> str:
    to = names.to[c.to] if c.to is not None else ""
    if c.kind is ConsequenceKind.PENALTY and c.penalty in (None, Penalty.UNSPECIFIED):
        return unnamed_penalty(to, t)
    penalty = penalty_name(c.penalty, t) if c.penalty is not None else ""
    return (t._(wo.CONSEQUENCES[c.kind]) % {"penalty": penalty, "to": to}).strip()


def _step_params(step: Step, names: Names, t: Translator) -> dict[str, str]:
    params: dict[str, str] = {}
    if step.team is not None:
        params["team"] = names.subject[step.team]
    if step.yards is not None:
        params["yards"] = t.yards(step.yards)
    if step.seconds is not None:
        params["seconds"] = t.seconds(step.seconds_to or step.seconds)
        params["seconds_from"] = t.number(step.seconds)
    return params


def step_message(step: Step) -> str:
    if step.yards is None and step.id in STEPS_WITHOUT_YARDS:
        return STEPS_WITHOUT_YARDS[step.id]
    return STEPS[step.id]


def _section(title: str, lines: list[str]) -> list[str]:
    return [f"\n<b>{esc(title)}</b>", *(f"• {esc(line)}" for line in lines)] if lines else []


def section_heading(clause: str, t: Translator) -> str:
    """The heading of the section a clause (or section key) belongs to, in the reader's
    language (the English original is the stored heading)."""
    section = rulebook.section_of(clause)
    label = HEADINGS.get(section.key)
    return t.text(label) if label is not None else section.heading


def citation_line(citation: Citation, t: Translator) -> str:
    """ "USPA 2026 · Rule 22.a · Knock-in" (our section label beside the seed's heading)."""
    book = f"USPA {citation.edition}" if citation.edition is not None else "USPA"
    heading = section_heading(citation.clause, t)
    if citation.rule is not None:
        rule = t._("Rule %(label)s") % {"label": citation.section}
        line = f"{book} · {rule} · {heading}"
    else:  # an older text known by its title, not a rule number
        line = f"{book} · {heading}"
    if citation.background:
        line += " (" + t._("background: older USPA texts") + ")"
    return line


def prevails_line(t: Translator) -> str | None:
    """In Spanish and Italian, a short line saying the English original prevails."""
    if t.lang == "en":
        return None
    return t._("The English original prevails.")


def prevails_tail(t: Translator) -> str:
    """``prevails_line`` as the italic last line of a message ("\n<i>...</i>"); "" in English."""
    line = prevails_line(t)
    return f"\n<i>{esc(line)}</i>" if line else ""


def _option(option: Option, ruling: Ruling, t: Translator) -> str:
    """ "Call a foul → Penalty 4 to the attackers"; an option that is its own outcome ("No
    call") is said once."""
    choice = t._(OPTIONS[option.id])
    outcome = describe_outcome(option.outcome, ruling.teams, ruling.field, t)
    return choice if outcome.casefold() == choice.casefold() else f"{choice} → {outcome}"


@dataclass(frozen=True, slots=True)
class RulingText:
    """A ruling in words, answer first: ``head`` is the headline with its "how", the goal's
    credit and the umpires' options; ``lead`` the line of costs, the first line of the folded
    quotation (a collapsed quotation still shows its first lines: the costs fill them);
    ``details`` the rest (the clock, procedure, every violation, notes, the path of answers),
    folded under the lead; ``footer`` the citation and, in Spanish and Italian, the line saying
    the English original prevails."""

    head: str
    details: str
    footer: str
    lead: str = ""

    @property
    def glance(self) -> str:
        """What an umpire acts on: the head and the line of costs."""
        return "\n".join(part for part in (self.head, self.lead) if part)

    @property
    def folded(self) -> str:
        """What the expandable quotation holds: the lead, then the details."""
        return "\n".join(part for part in (self.lead, self.details) if part)

    def html(self) -> str:
        """For Telegram: the folded part in an expandable block quotation, closed by default."""
        quote = f"<blockquote expandable>{self.folded}</blockquote>\n" if self.folded else ""
        return fit(f"{self.head}\n{quote}{self.footer}".strip("\n"))

    def visible(self) -> str:
        """What shows before anyone expands the details: the head, the lines of the folded
        quotation a phone still shows (``quote_opening``) and the footer."""
        return "\n".join(
            part for part in (self.head, quote_opening(self.folded), self.footer) if part
        )


#: a collapsed expandable quotation still shows its first lines: 3 in Telegram Desktop
#: (``kQuoteCollapsedLines``), about as many on phones
QUOTE_LINES_SHOWN = 3
#: characters in one line of a message on a 360-dp phone (an estimate: 14-sp text, the
#: message bubble's margins)
PHONE_LINE_CHARS = 38


def phone_lines(text: str, width: int = PHONE_LINE_CHARS) -> list[str]:
    """Plain text as a phone wraps it: each line of ``text`` broken at spaces into lines of
    at most ``width`` characters (a longer word on a line of its own); an empty line stays."""
    lines: list[str] = []
    for line in text.split("\n"):
        wrapped = textwrap.wrap(line, width, break_long_words=False, break_on_hyphens=False)
        lines += wrapped or [""]
    return lines


def quote_opening(quoted: str) -> str:
    """What a collapsed quotation of ``quoted`` (HTML) shows: its first ``QUOTE_LINES_SHOWN``
    phone lines, each line of the text kept whole as far as they reach (HTML, no tags). A line
    cut short ends in "…", as a phone fades it out, so that it never reads as a whole sentence."""
    shown, room = [], QUOTE_LINES_SHOWN
    for line in plain_text(quoted).split("\n") if quoted else ():
        every_piece = phone_lines(line)
        pieces = every_piece[:room]
        shown.append(" ".join(pieces) + (" …" if len(pieces) < len(every_piece) else ""))
        room -= len(pieces)
        if not room:
            break
    return esc("\n".join(shown))


_QUOTE = re.compile(r"<blockquote expandable>(.*?)</blockquote>\n?", re.DOTALL)


def before_fold(text: str) -> str:
    """What Telegram shows of a message (HTML) while its expandable quotations are collapsed:
    every line outside them, and the opening lines of each (``quote_opening``), as text."""
    parts: list[str] = []
    at = 0
    for quote in _QUOTE.finditer(text):
        opening = plain_text(quote_opening(quote[1]))
        parts += [plain_text(text[at : quote.start()]).strip("\n"), opening]
        at = quote.end()
    parts.append(plain_text(text[at:]).strip("\n"))
    return "\n".join(part for part in parts if part)


def render_ruling(ruling: Ruling, t: Translator, *, path: str = "") -> RulingText:
    """``path``: the answers that led here, as a line (HTML), last in the details."""
    names = _names_for(ruling, t)
    fold = Fold(_details(ruling, names, t, path), _footer(ruling, t), GLANCE_BUDGET[t.lang])
    shown = _shown(ruling, names, t, fold) if t.lang == ENGLISH else _shown_in_english(ruling)
    head, lead = _glance(ruling, names, t, shown, fold)
    return RulingText(head, fold.details, fold.footer, lead)


def _footer(ruling: Ruling, t: Translator) -> str:
    footer = []
    if ruling.citations:
        footer.append("📖 " + esc(citation_line(ruling.citations[0], t)))
    prevails = prevails_line(t)
    if prevails:
        footer.append(f"<i>{esc(prevails)}</i>")
    return "\n".join(footer)


def _details(ruling: Ruling, names: Names, t: Translator, path: str) -> str:
    """The folded part. Its first lines show even while it is folded (``quote_opening``), so
    it opens with no empty line: the clock, then the first section."""
    details: list[str] = []
    options = [_option(o, ruling, t) for o in ruling.options]
    details += _section(t._(CHOOSERS[ruling.chosen_by].heading), options)
    steps = [fill(t._(step_message(s)), _step_params(s, names, t)) for s in ruling.procedure]
    details += _section(t._("Procedure"), steps)
    every_cost = [
        f"{fill(t._(VIOLATIONS[v.id]), _by(v.by, names))} → {_consequence(v.consequence, names, t)}"
        for v in ruling.violations
    ]
    details += _section(t._("If it goes wrong"), every_cost)
    details += _section(t._("Notes"), [t._(NOTES[n]) for n in ruling.notes])
    if path:  # after the sections, apart from them
        details += ["", path.rstrip("\n")] if details else [path.rstrip("\n")]
    if details:
        details[0] = details[0].lstrip("\n")
    said = ruling.outcome is not None and ruling.outcome.restart in wo.SAYS_THE_CLOCK
    if ruling.clock is not None and not said:
        details.insert(0, esc(t._(wo.CLOCKS[ruling.clock.state])))
    return "\n".join(details).strip("\n")


@dataclass(frozen=True, slots=True)
class Fold:
    """What a glance is measured with: the details folded under it, the footer, and the
    budget of characters that may show before the fold."""

    details: str
    footer: str
    budget: int


#: what may show above the fold, in characters (the first screen of a 360-dp phone): Spanish and
#: Italian take about a fifth more words than English for the same thing
GLANCE_BUDGET = {"en": 300, "es": 360, "it": 360}
#: a glance says at most this many of the "how"s (the details say every step)
GLANCE_HOWS = 3
ENGLISH = "en"


@dataclass(frozen=True, slots=True)
class Shown:
    """What a glance shows: ``how`` of the "how"s, the first ``in_headline`` of them in the
    headline and the rest opening the lead, and ``costs`` of the costs."""

    how: int
    in_headline: int
    costs: int


def _choices(hows: int, costs: int) -> Iterator[Shown]:
    """What a glance may show, most first: every "how" in the headline and every cost; then
    the second cost gone; then the "how"s moving, from the last, to the lead under the
    headline (a collapsed quotation shows its first lines); then going, from the last; then
    the first cost gone too, and the same again."""
    for kept in dict.fromkeys((costs, min(costs, 1), 0)):
        yield Shown(hows, hows, kept)
        yield from (Shown(hows, head, kept) for head in range(hows - 1, -1, -1))
        yield from (Shown(how, 0, kept) for how in range(hows - 1, -1, -1))


def _shown(ruling: Ruling, names: Names, t: Translator, fold: Fold) -> Shown:
    """As much of the "how" and of the costs as fits the ``fold``'s budget, the rest being in
    the details anyway; a list of violations may be said shorter to fit. Deterministic: the
    same ruling always shows the same."""
    how, costs = how_lines(ruling, t, GLANCE_HOWS, names=names), _cost_items(ruling, names, t)
    for shown in _choices(len(how), len(costs)):
        if _fits_shorter(ruling, how, costs, shown, t=t, fold=fold) is not None:
            return shown
    return Shown(0, 0, 0)


def _shown_in_english(ruling: Ruling) -> Shown:
    """What the English glance shows, which every language shows too: the English original
    prevails, and an umpire reading Spanish or Italian learns the same facts at a glance. (The
    path of answers, left out here, ends the details: it shows only where they are short.)"""
    en = translator(ENGLISH)
    names = _names_for(ruling, en)
    fold = Fold(_details(ruling, names, en, ""), _footer(ruling, en), GLANCE_BUDGET[ENGLISH])
    return _shown(ruling, names, en, fold)


def _glance(
    ruling: Ruling, names: Names, t: Translator, shown: Shown, fold: Fold
) -> tuple[str, str]:
    """The head (the headline with its "how"s, the goal's credit, the options) and the lead
    (the other "how"s, the line of costs), as ``shown``, within the ``fold``'s budget: where
    the words take more room than the English, a cost's list of violations is said shorter,
    never a cost left out."""
    how, costs = how_lines(ruling, t, GLANCE_HOWS, names=names), _cost_items(ruling, names, t)
    # a translation too long even so: the budget holds (and the test of the facts fails)
    fewer = (c for c in _choices(shown.how, shown.costs) if c.in_headline <= shown.in_headline)
    for choice in (shown, *fewer):
        fitted = _fits_shorter(ruling, how, costs, choice, t=t, fold=fold)
        if fitted is not None:
            return _glance_html(ruling, how, fitted, choice, t)
    return _glance_html(ruling, how, [], Shown(0, 0, 0), t)


def _glance_html(
    ruling: Ruling, how: list[str], costs: list[Cost], shown: Shown, t: Translator
) -> tuple[str, str]:
    """The head and the lead, in HTML: the first ``shown.costs`` of ``costs``."""
    status = _status(ruling, t)
    lines = [f"<b>{esc(_headline(ruling, how[: shown.in_headline], t))}</b>"]
    lines += [esc(status)] if status else []
    lines += [f"• {esc(t._(OPTIONS[o.id]))}" for o in ruling.options]
    lead = []
    later = how[shown.in_headline : shown.how]
    if later:
        lead.append(esc(fill(" · ".join(later), {})))
    if shown.costs:
        items = "; ".join(cost.text(t) for cost in costs[: shown.costs])
        lead.append(esc(t._(wg.COSTS) % {"costs": items}))
    return "\n".join(lines), "\n".join(lead)


def _fits_shorter(
    ruling: Ruling, how: list[str], costs: list[Cost], shown: Shown, *, t: Translator, fold: Fold
) -> list[Cost] | None:
    """The costs, their lists of violations said shorter as far as needed, with which what
    ``shown`` shows fits; None if it does not fit even so."""
    costs = costs[: shown.costs]
    while not _fits(ruling, how, costs, shown, t=t, fold=fold):
        if not any(len(c.whats) > 1 for c in costs):
            return None
        costs = _shorter(costs)
    return costs


def _fits(
    ruling: Ruling, how: list[str], costs: list[Cost], shown: Shown, *, t: Translator, fold: Fold
) -> bool:
    """Whether what shows before the fold is within budget, with the whole lead in the lines
    the collapsed quotation shows."""
    head, lead = _glance_html(ruling, how, costs, shown, t)
    if len(phone_lines(plain_text(lead))) > QUOTE_LINES_SHOWN:
        return False
    words = RulingText(head, fold.details, fold.footer, lead)
    return len(plain_text(words.visible())) <= fold.budget


def _shorter(costs: list[Cost]) -> list[Cost]:
    """The longest list of violations without its last ("passed, late… → Penalty 4 to the
    other team"): every cost still said, every violation in the details."""
    i = max(range(len(costs)), key=lambda k: (len(costs[k].whats) > 1, costs[k].length))
    return [*costs[:i], Cost(costs[i].whats[:-1], costs[i].cost, cut=True), *costs[i + 1 :]]


# --- the answer at a glance ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Names:
    """How the teams are named in one ruling: as a subject ("the other team") and as the team
    something is awarded to ("to the other team")."""

    subject: Mapping[Team, str]
    to: Mapping[Team, str]


def _names_for(ruling: Ruling, t: Translator) -> Names:
    """By the chat's names if it gave them, else by what the teams do here ("the team knocking
    in", "the other team"); the attackers and the defenders only where the restart belongs to
    no team."""
    outcome = ruling.outcome
    taker = outcome.team if outcome is not None else None
    by_role = taker is not None and outcome is not None and outcome.restart in wg.TAKERS
    subject, to = {}, {}
    for team in Team:
        given = ruling.teams.of(team)
        if given:
            subject[team], to[team] = given, t._(wo.TEAM_TO_NAMED) % {"name": given}
        elif by_role and outcome is not None:
            taking = team is taker
            subject[team] = t._(wg.TAKERS[outcome.restart] if taking else wg.OTHER_TEAM)
            to[team] = t._(wg.TAKERS_TO[outcome.restart] if taking else wg.TO_OTHER_TEAM)
        else:
            subject[team], to[team] = t.text(wo.TEAMS[team]), t.text(wo.TEAMS_TO[team])
    return Names(subject, to)


def _headline(ruling: Ruling, how: list[str], t: Translator) -> str:
    """Restart, team, where, and the things that matter most here (``how``)."""
    if ruling.outcome is None:
        return t._(CHOOSERS[ruling.chosen_by].headline)
    foul_called = NoteId.PENALTY_FOR_FOUL_CALLED in ruling.notes
    head = describe_outcome(
        ruling.outcome,
        ruling.teams,
        ruling.field,
        t,
        foul_called=foul_called,
        at_knock_in=ruling.situation == KNOCK_IN_INCIDENT,
    )
    return " · ".join([head, *how])


def how_lines(
    ruling: Ruling, t: Translator, most: int | None = None, *, names: Names | None = None
) -> list[str]:
    """The glance's "how" (``bot.wording.glance``): what the procedure fixes beside the
    headline, in the order of its steps, the first ``most`` of them; a penalty's is on its card.
    ``names``: the teams as the ruling names them (``_names_for``), if already at hand."""
    names = names if names is not None else _names_for(ruling, t)
    outcome = ruling.outcome
    card = CARDS.get(outcome.penalty) if outcome is not None and outcome.penalty else None
    if card is not None:  # how a penalty is hit is on its card (22.b for Penalties 2 to 6)
        seconds = next((line.seconds for line in card.lines if line.seconds), None)
        return [t._(wg.PENALTY_HOW) % {"seconds": t.seconds(seconds)}] if seconds else []
    return [
        t._(wg.HOW[s.id]) % _step_params(s, names, t) for s in ruling.procedure if s.id in wg.HOW
    ][:most]


def _status(ruling: Ruling, t: Translator) -> str:
    """The goal's credit, and ends changed or not (where no step says it)."""
    extra = []
    outcome = ruling.outcome
    if outcome is not None and outcome.goal is not None:
        credited = outcome.goal.credited_to
        name = team_name(credited, ruling.teams, t) if credited is not None else ""
        awarded = outcome.penalty is Penalty.P1 and outcome.goal.counts is GoalCounts.NOT_COUNTED
        goal = wo.FIELD_GOAL_NOT_COUNTED if awarded else wo.GOALS[outcome.goal.counts]
        extra.append(t._(goal) % {"team": name})
    if outcome is not None and outcome.ends_changed is not None and not ruling.procedure:
        extra.append(t._(wo.ENDS[outcome.ends_changed]))
    return " ".join(fill(e, {}) for e in extra)


@dataclass(frozen=True, slots=True)
class Cost:
    """One item of the costs line: the violations ("passed", "late") and what they cost
    ("Penalty 4 to the other team"); ``cut``: more violations cost the same (in the details)."""

    whats: tuple[str, ...]
    cost: str
    cut: bool = False

    @property
    def length(self) -> int:
        """How long the list of violations is, in characters."""
        return sum(map(len, self.whats))

    def text(self, t: Translator) -> str:
        if self.cut:
            return f"{', '.join(self.whats)}… → {self.cost}"
        return f"{format_list(list(self.whats), style='or', locale=t.lang)} → {self.cost}"


def _cost_items(ruling: Ruling, names: Names, t: Translator) -> list[Cost]:
    """What the common violations cost: those with a named penalty, grouped by what they
    cost, at most two groups ("passed, late or early → Penalty 4 to the other team"); every
    violation is in the details."""
    groups: dict[tuple[Penalty, Team | None], list[str]] = {}
    for v in ruling.violations:
        penalty = v.consequence.penalty
        if penalty is None or penalty is Penalty.UNSPECIFIED:
            continue
        what = t._(wg.SHORT_VIOLATIONS[v.id])
        groups.setdefault((penalty, v.consequence.to), []).append(what)
    return [
        Cost(
            tuple(dict.fromkeys(whats)),
            penalty_name(penalty, t) + (" " + names.to[to] if to is not None else ""),
        )
        for (penalty, to), whats in list(groups.items())[:2]
    ]


def _by(team: Team | None, names: Names) -> dict[str, str]:
    return {"team": names.subject[team]} if team is not None else {}


NO_RULE_TITLE = N_("No rule in Rules 20 and 22 decides this.")

#: why no rule applies, by the core's reason id
NO_RULE_WHY = {
    NoRuleReason.NOT_COVERED: N_("No rule of Rules 20 and 22 covers these facts."),
    NoRuleReason.RIGHT_OF_WAY_AFTER_LONG_SIXTY_HIT: N_(
        "The free hit from the 60-yard line travelled at least 30 yards: the short-ball "
        "allowance no longer applies and the right-of-way rules decide. They are outside Rules "
        "20 and 22."
    ),
    NoRuleReason.RIGHT_OF_WAY_AFTER_LINE_UP: N_(
        "The ball has left the line-up: right of way is established and the right-of-way "
        "rules decide. They are outside Rules 20 and 22."
    ),
    NoRuleReason.GOAL_AT_WHISTLE_WITHOUT_FOUL: N_(
        "Rule 22.c decides a goal at the whistle only when a foul is confirmed against one "
        "team. Without a foul, the umpires decide whether the ball crossed before the whistle."
    ),
}


def render_no_rule(error: NoRuleApplies, t: Translator) -> str:
    body = t._(NO_RULE_WHY[error.reason])
    return f"<b>{esc(t._(NO_RULE_TITLE))}</b>\n{esc(body)}"


def diagram_caption(ruling: Ruling, t: Translator) -> str:
    """The photo's caption: the headline and the citation (the full ruling is the message the
    photo replies to). Well inside Telegram's 1024 characters."""
    if ruling.outcome is not None:
        at_knock_in = ruling.situation == KNOCK_IN_INCIDENT
        head = describe_outcome(
            ruling.outcome, ruling.teams, ruling.field, t, at_knock_in=at_knock_in
        )
    else:
        head = (
            t._(CHOOSERS[ruling.chosen_by].headline)
            + " "
            + " / ".join(t._(OPTIONS[o.id]) for o in ruling.options)
        )
    lines = [f"<b>{esc(head[:700])}</b>"]
    if ruling.citations:
        lines.append("📖 " + esc(citation_line(ruling.citations[0], t)))
    return "\n".join(lines)
