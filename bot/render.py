"""A ``Ruling`` in words: headline, procedure, what each violation costs, the umpires' options,
notes, and the citation line. Pure: ruling + translator in, Telegram HTML out (the terminal
strips the tags). Every text fits a Telegram message (4096 characters).
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

from bot.i18n import Translator
from bot.i18n_markers import N_
from bot.wording import outcome as wo
from bot.wording import spots as ws
from bot.wording.procedure import STEPS, STEPS_WITHOUT_YARDS
from bot.wording.remarks import NOTES, OPTIONS, VIOLATIONS
from rules_core.errors import NoRuleApplies
from rules_core.facts import Penalty, Team, TeamNames
from rules_core.field import Field
from rules_core.ids import NoRuleReason
from rules_core.ruling import (
    Citation,
    Consequence,
    ConsequenceKind,
    Goal,
    Outcome,
    RestartKind,
    Ruling,
    Spot,
    SpotAnchor,
    SpotReference,
    Step,
)

MAX_MESSAGE = 4096


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def fill(message: str, params: Mapping[str, str]) -> str:
    """Fill named placeholders; capitalise the first letter (a team may open a sentence)."""
    text = message % params if "%(" in message else message
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


_PARTIAL = re.compile(r"(&[a-z#0-9]*|<[^>]*)$")
_TAG = re.compile(r"<(/?)(b|i|code)>")


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
    name = teams.of(team)
    return t._(wo.TEAM_BY_NAMED) % {"name": name} if name else t.text(wo.TEAMS_BY[team])


def penalty_name(penalty: Penalty, t: Translator) -> str:
    if penalty is Penalty.UNSPECIFIED:
        return t._(wo.PENALTY_UNNAMED)
    return t._(wo.PENALTY_NUMBERED) % {"number": wo.PENALTIES[penalty]}


# --- spots ----------------------------------------------------------------------------------
def _side(x: float, field: Field) -> str:
    return "left" if x < field.centre_x else "right"


def _along(spot: Spot, field: Field, t: Translator) -> str:
    y = spot.point.y
    if y > field.centre_y:
        return t._(ws.ALONG_FAR) % {"yards": t.yards(round(field.length_yd - y))}
    return t._(ws.ALONG) % {"yards": t.yards(round(y))}


def _offset(spot: Spot, t: Translator) -> str:
    ref, offset = spot.reference, spot.offset_yd
    if ref is None or offset is None:
        return ""
    if offset == 0:
        return t._(ws.AT_REFERENCE[ref])
    table = ws.OUTSIDE_POST if spot.outside and ref in ws.OUTSIDE_POST else ws.OFFSETS
    return t._(table[ref]) % {"yards": t.yards(offset)}


def describe_spot(spot: Spot, field: Field, t: Translator) -> str:
    """Where, in an umpire's words: "on the end line, 5 yards outside the left post"."""
    board_side = _side(spot.point.x, field)
    params = {
        "yards": t.yards(spot.distance_yd or spot.inside_yd or 0),
        "board": t._(ws.BOARDS[board_side]),
        "along": _along(spot, field, t),
        "offset": _offset(spot, t),
    }
    anchor = spot.anchor
    if anchor is SpotAnchor.SIDE_BOARDS:
        params["yards"] = t.yards(spot.inside_yd or 0)
        if not spot.inside_yd:
            return t._(ws.FROM_THE_BOARDS) % params
    elif anchor is SpotAnchor.SIXTY_YARD_LINE:
        if spot.reference is SpotReference.CENTRE_OF_SIXTY:
            params["offset"] = (
                t._(ws.CENTRE_SIDE[board_side]) % {"yards": t.yards(spot.offset_yd or 0)}
                if spot.offset_yd
                else t._(ws.AT_REFERENCE[SpotReference.CENTRE_OF_SIXTY])
            )
        else:
            params["offset"] = t._(ws.SIXTY_SIDE[board_side]) % {
                "yards": t.yards(spot.inside_yd or 0)
            }
    elif anchor is SpotAnchor.CENTRE_LINE:
        params["yards"] = t.yards(spot.inside_yd or 0)
    table = ws.ANCHORS_FAR if spot.goal is Goal.FAR and anchor in ws.ANCHORS_FAR else ws.ANCHORS
    text = t._(table[anchor]) % params
    if anchor is SpotAnchor.WHERE_BALL_WAS and spot.toward is not None:
        text += ", " + t._(ws.TOWARD[spot.toward.value])
    if anchor is SpotAnchor.END_LINE and spot.moved:
        text += " (" + t._(ws.MOVED) + ")"
    return text


# --- headline -------------------------------------------------------------------------------
def describe_outcome(outcome: Outcome, teams: TeamNames, field: Field, t: Translator) -> str:
    """The one-line headline: what restart, which team, where."""
    if outcome.restart is RestartKind.PENALTY and outcome.penalty is not None:
        parts = [penalty_name(outcome.penalty, t)]
    else:
        parts = [t._(wo.RESTARTS[outcome.restart])]
    if outcome.team is not None:
        by_team = outcome.restart in (RestartKind.KNOCK_IN, RestartKind.RE_HIT)
        parts.append((team_by if by_team else team_to)(outcome.team, teams, t))
    line = " ".join(parts)
    if outcome.spot is not None:
        line += " · " + describe_spot(outcome.spot, field, t)
    return line


def _consequence(c: Consequence, teams: TeamNames, t: Translator) -> str:
    to = team_to(c.to, teams, t) if c.to is not None else ""
    penalty = penalty_name(c.penalty, t) if c.penalty is not None else ""
    if c.kind is ConsequenceKind.PENALTY and not penalty:
        penalty = penalty_name(Penalty.UNSPECIFIED, t)
    return (t._(wo.CONSEQUENCES[c.kind]) % {"penalty": penalty, "to": to}).strip()


def step_params(step: Step, teams: TeamNames, t: Translator) -> dict[str, str]:
    params: dict[str, str] = {}
    if step.team is not None:
        params["team"] = team_name(step.team, teams, t)
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


def citation_line(citation: Citation, t: Translator) -> str:
    """ "USPA 2026 · Rule 22.a · Knock-in" (our section label beside the seed's heading)."""
    rule = (
        t._("Rule %(label)s") % {"label": citation.section}
        if citation.section != "-"
        else t._("Background")
    )
    line = f"USPA {citation.edition} · {rule} · {citation.heading}"
    if citation.background:
        line += " (" + t._("background: older USPA texts") + ")"
    return line


def prevails_line(t: Translator) -> str | None:
    """In Spanish and Italian, a short line saying the English original prevails."""
    if t.lang == "en":
        return None
    return t._("Translation for guidance: the English original of the rulebook prevails.")


def render_ruling(ruling: Ruling, t: Translator) -> str:
    teams = ruling.teams
    lines: list[str] = []
    if ruling.outcome is not None:
        lines.append(f"<b>{esc(describe_outcome(ruling.outcome, teams, ruling.field, t))}</b>")
        extra = []
        if ruling.outcome.goal is not None:
            goal = ruling.outcome.goal
            credited = goal.credited_to
            name = team_name(credited, teams, t) if credited is not None else ""
            extra.append(t._(wo.GOALS[goal.counts]) % {"team": name})
        if ruling.outcome.ends_changed is not None and not ruling.procedure:
            extra.append(t._(wo.ENDS[ruling.outcome.ends_changed]))
        if ruling.clock is not None:
            extra.append(t._(wo.CLOCKS[ruling.clock]))
        if extra:
            lines.append(esc(" ".join(fill(e, {}) for e in extra)))
    else:
        choose = t._("The umpires choose:")
        lines.append(f"<b>{esc(choose)}</b>")
        if ruling.clock is not None:
            lines.append(esc(t._(wo.CLOCKS[ruling.clock])))
    options = [
        f"{t._(OPTIONS[o.id])} → {describe_outcome(o.outcome, teams, ruling.field, t)}"
        for o in ruling.options
    ]
    lines += _section(t._("Umpires' options"), options)
    steps = [fill(t._(step_message(s)), step_params(s, teams, t)) for s in ruling.procedure]
    lines += _section(t._("Procedure"), steps)
    costs = []
    for v in ruling.violations:
        what = fill(
            t._(VIOLATIONS[v.id]), {"team": team_name(v.by, teams, t)} if v.by is not None else {}
        )
        costs.append(f"{what} → {_consequence(v.consequence, teams, t)}")
    lines += _section(t._("If it goes wrong"), costs)
    lines += _section(t._("Notes"), [t._(NOTES[n]) for n in ruling.notes])
    if ruling.citations:
        lines.append("\n📖 " + esc(citation_line(ruling.citations[0], t)))
    prevails = prevails_line(t)
    if prevails:
        lines.append(f"<i>{esc(prevails)}</i>")
    return fit("\n".join(lines))


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
        head = describe_outcome(ruling.outcome, ruling.teams, ruling.field, t)
    else:
        head = (
            t._("The umpires choose:")
            + " "
            + " / ".join(t._(OPTIONS[o.id]) for o in ruling.options)
        )
    lines = [f"<b>{esc(head[:700])}</b>"]
    if ruling.citations:
        lines.append("📖 " + esc(citation_line(ruling.citations[0], t)))
    return "\n".join(lines)
