"""What the cheat sheet says, in one language: the common restarts and the penalty table, every
word taken from the rules core and the catalogs, never written by hand.

A restart row is a complete path of the question tree (``COMMON`` names each by the slugs of its
answers): its situation is the answers' own labels, and the rest is the core's ruling for that
path in the words a ruling uses (``bot.render``: the headline's restart, team and spot; the
glance's "how" for the time). A penalty row is the core's card (``rules_core.penalty_cards``)
in the words of ``bot.penalty_view``. Citations are numbered as the rulebook numbers them
(``bot.rulebook_view.clause_label``); a background text (older USPA texts) is marked "*".

Only the rules' measures appear: a row states a distance or a time only where the ruling or
the card carries it, and the tree's paths give zones, never figures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

from bot.cheatsheet import words as w
from bot.flow import ROOT, walk
from bot.flow.model import Choice, Question, key_of
from bot.i18n import Translator, translator
from bot.penalty_view import card_line
from bot.render import (  # the glance's own helpers: the sheet says what a ruling says
    KNOCK_IN_INCIDENT,
    headline_parts,
    how_lines,
    penalty_name,
    prevails_line,
)
from bot.rulebook_view import cited_label, clause_label
from bot.screens import decide_path
from bot.wording import cards as wc
from bot.wording import outcome as wo
from rules_core import Ruling, rulebook
from rules_core.facts import Penalty
from rules_core.penalty_cards import CARDS, CardLineId, CardTopic, PenaltyCard

#: the common restarts, by the slugs of their answers, grouped by the first answer. A knock-in
#: moved to 5 yards from a post or a board names the side, so both sides are on the sheet (a
#: review found only the left); elsewhere the left half stands for both (the rule is the same,
#: mirrored, and the spot is worded from the ball)
COMMON: tuple[tuple[str, ...], ...] = (
    ("end_line", "attacker", "wide_left"),
    ("end_line", "attacker", "near_left_post"),
    ("end_line", "attacker", "near_right_post"),
    ("end_line", "attacker", "left_board"),
    ("end_line", "attacker", "right_board"),
    ("end_line", "defender", "wide_left"),
    ("side_boards", "attacker", "left_between_60s"),
    ("side_boards", "defender", "left_this_60"),
    ("side_boards", "off_umpire", "left_between_60s"),
    ("goal", "field_goal"),
    ("goal", "penalty_1"),
    ("more", "knock_in_problem", "ten_seconds_elapsed"),
    ("more", "knock_in_problem", "opponent_inside_30"),
    ("foul_shot", "p4", "twenty_seconds_elapsed"),
    ("play_stopped", "other", "left_between_60s"),
    # the commoner of 22.h's stops (review): an inadvertent whistle, the same restart
    ("play_stopped", "inadvertent_whistle", "attackers_hurt", "left_between_60s"),
)

#: a card's topic no text we hold covers (the footnote says so, in the card's own words)
NOT_STATED = "—"


@dataclass(frozen=True, slots=True)
class RestartRow:
    path: str  # the tree path it is drawn from (the core decides it again in the tests)
    topic: str  # the first answer's label: "Ball over the end line"
    situation: tuple[str, ...]  # the later answers' labels, in order
    restart: str  # "Knock-in", "Penalty 6"
    penalty: bool  # the restart is a numbered penalty (its card says how it is hit)
    team: str  # "by Blue", "to the attackers", or ""
    where: str  # the spot, as a ruling words it, or ""
    time: tuple[str, ...]  # the glance's "how": seconds, distances the rule fixes, tap or hit
    rule: str  # "22.a ¶1.1", with " *" for a background text
    section: str  # "22.a", "21.a *": the short form, for the phone


@dataclass(frozen=True, slots=True)
class PenaltyRow:
    penalty: Penalty
    name: str  # "Penalty 4", "Penal 4", "Punizione 4"
    where: tuple[str, ...]  # the card's lines on where, in order
    defended: str
    fouling_team: str
    #: the card's lines on the time and on a miss, each said once for the penalties it is for
    #: (``Sheet.timings``, ``Sheet.misses``): by line, with its first clause
    time: tuple[tuple[str, str], ...]
    miss: tuple[tuple[str, str], ...]
    sources: str  # of where, defended and the fouling team: "Penalties ¶1.4 *"


@dataclass(frozen=True, slots=True)
class Shared:
    """A line of the cards said once for the penalties it is for (a time, what a miss is)."""

    penalties: str  # "Penalties 2 to 6" for a run of the table, else "Penalty 4, Penalty 6"
    text: str  # "Hit or hit at within 20 seconds of 'Play'."
    source: str  # "22.b ¶2.4"


@dataclass(frozen=True, slots=True)
class Sheet:
    lang: str
    edition: int
    title: str
    subtitle: str
    frame: str
    restarts_title: str
    restarts: tuple[RestartRow, ...]
    penalties_title: str
    penalties: tuple[PenaltyRow, ...]
    timings: tuple[Shared, ...]  # each card's time, once for the penalties it is for
    misses: tuple[Shared, ...]  # what a miss is (dead on 2 and 3, live on 4 to 6), likewise
    footnotes: tuple[str, ...]  # "* background: older USPA texts", "— not stated ..."
    footer: tuple[str, ...]  # generated from the core; the English original prevails (es, it)
    heads: dict[str, str]  # column heads by their English id


def groups(rows: tuple[RestartRow, ...]) -> list[list[RestartRow]]:
    """Neighbouring rows that differ only in where (the knock-in's places): one restart, one
    time, one rule, a line per place, on the picture and the page alike."""
    found: list[list[RestartRow]] = []
    for row in rows:
        last = found[-1][-1] if found else None
        if last is not None and _same_but_where(last, row):
            found[-1].append(row)
        else:
            found.append([row])
    return found


def _same_but_where(a: RestartRow, b: RestartRow) -> bool:
    def said(r: RestartRow) -> tuple[object, ...]:
        return (r.topic, r.restart, r.team, r.time, r.rule, r.situation[:-1])

    return said(a) == said(b)


def path_of(slugs: tuple[str, ...]) -> str:
    """The tree path of a row named by its answers' slugs."""
    question: Question | None = ROOT
    path = ""
    for slug in slugs:
        if question is None:
            raise ValueError(f"{slugs!r} goes on after the answers are complete")
        key = key_of(question, slug)
        path += key
        question = walk(ROOT, path).question
    if question is not None:
        raise ValueError(f"{slugs!r} is not a complete path")
    return path


def _label(choice: Choice, t: Translator) -> str:
    return t.text(choice.label)


def cited(clause: str, t: Translator) -> str:
    """A clause as the rulebook numbers it, "*" marking a background text (named by its title
    in the sheet's language)."""
    star = " *" if rulebook.section_of(clause).background else ""
    return cited_label(clause, t) + star


def _section_short(clause: str, t: Translator) -> str:
    """The section a clause is in, as the phone's short form names it: "22.a", "Penalties *"."""
    section = rulebook.section_of(clause)
    return clause_label(section.key, t) + (" *" if section.background else "")


def cited_together(clauses: list[str], t: Translator) -> str:
    """Several clauses, each section named once: "Penalties ¶1.4 *; 22.b ¶1.2, ¶2.4"."""
    by_section: dict[str, list[str]] = {}
    for clause in clauses:
        key = rulebook.section_of(clause).key
        place = clause.partition("/")[2]
        by_section.setdefault(key, []).append(f"¶{place}" if place else "")
    parts = []
    for key, places in by_section.items():
        star = " *" if rulebook.section(key).background else ""
        parts.append(f"{cited_label(key, t)} {', '.join(p for p in places if p)}{star}".strip())
    return "; ".join(parts)


def restart_row(slugs: tuple[str, ...], t: Translator) -> RestartRow:
    path = path_of(slugs)
    trail = walk(ROOT, path).trail
    opening = 2 if trail[0].slug == "more" else 1  # "More…" only opens a menu
    topic = _label(trail[opening - 1], t)
    situation = tuple(_label(c, t) for c in trail[opening:] if c.sets)
    ruling = decide_path(path)
    if not isinstance(ruling, Ruling) or ruling.outcome is None:
        raise ValueError(f"{slugs!r}: the core gives no single restart to put on the sheet")
    outcome = ruling.outcome
    # at a knock-in gone wrong the teams are named by their part, as the rulings name them
    at_knock_in = ruling.situation == KNOCK_IN_INCIDENT
    restart, team, where = headline_parts(
        outcome, ruling.teams, ruling.field, t, at_knock_in=at_knock_in
    )
    return RestartRow(
        path=path,
        topic=topic,
        situation=situation,
        restart=restart,
        penalty=outcome.penalty not in (None, Penalty.UNSPECIFIED),
        team=team,
        where=where,
        time=tuple(how_lines(ruling, t)),
        rule=cited(ruling.citations[0].clause, t),
        # the phone's short form names the section only ("22.a" holds the knock-in and calling
        # 'Play' both): the sentence, named without doubt, is the PDF's
        section=_section_short(ruling.citations[0].clause, t),
    )


def _lines(card: PenaltyCard, topic: CardTopic, t: Translator) -> list[tuple[str, str]]:
    """The card's lines on ``topic`` in words (without their sources in brackets: the sheet
    has a column for them), each with the clause it cites first ("" where none does)."""
    found = []
    for line in card.lines:
        if line.topic is not topic:
            continue
        if line.id is CardLineId.NOT_STATED:
            found.append((NOT_STATED, ""))
            continue
        said = card_line(replace(line, clauses=()), t)
        found.append((said, line.clauses[0] if line.clauses else ""))
    return found


def penalty_row(card: PenaltyCard, t: Translator) -> PenaltyRow:
    where, defended, fouling = (
        _lines(card, topic, t)
        for topic in (CardTopic.WHERE, CardTopic.DEFENDED, CardTopic.FOULING_TEAM)
    )
    clauses = [clause for _, clause in (*where, *defended, *fouling) if clause]
    return PenaltyRow(
        penalty=card.penalty,
        name=penalty_name(card.penalty, t),
        where=tuple(said for said, _ in where),
        defended=" ".join(said for said, _ in defended),
        fouling_team=" ".join(said for said, _ in fouling),
        time=tuple(_lines(card, CardTopic.TIME, t)),
        miss=tuple(_lines(card, CardTopic.MISS, t)),
        sources=cited_together(list(dict.fromkeys(clauses)), t),
    )


def shared(
    rows: tuple[PenaltyRow, ...],
    lines: Callable[[PenaltyRow], tuple[tuple[str, str], ...]],
    t: Translator,
) -> tuple[Shared, ...]:
    """Each of the cards' ``lines`` with the penalties it is for: a run of the table as a range
    ("Penalties 2 to 6", two as "Penalties 2 and 3"), else their names one by one."""
    said: dict[tuple[str, str], list[int]] = {}
    for index, row in enumerate(rows):
        for line in lines(row):
            if line[0] != NOT_STATED:
                said.setdefault(line, []).append(index)
    found = []
    for (text, clause), at in said.items():
        if len(at) > 1 and at == list(range(at[0], at[-1] + 1)):
            first, last = rows[at[0]].penalty, rows[at[-1]].penalty
            ends = {"first": wo.PENALTIES[first], "last": wo.PENALTIES[last]}
            names = t._(w.PENALTY_PAIR if len(at) == 2 else w.PENALTY_RANGE) % ends
        else:
            names = ", ".join(rows[i].name for i in at)
        found.append(Shared(names, text, cited(clause, t) if clause else ""))
    return tuple(found)


@lru_cache(maxsize=8)
def build_sheet(lang: str) -> Sheet:
    """The sheet in ``lang`` for the rulebook edition the core holds (cached per language: the
    edition is fixed for the life of the process)."""
    t = translator(lang)
    edition = rulebook.EDITION
    heads = {
        "situation": t._(w.SITUATION),
        "restart": t._(w.RESTART),
        "where": t._(w.WHERE),
        "time": t._(w.TIME),
        "rule": t._(w.RULE),
        "penalty": t._(w.PENALTY),
        "defended": t._(w.DEFENDED),
        "fouling_team": t._(w.FOULING_TEAM),
        "sources": t._(w.SOURCES),
    }
    penalties = tuple(penalty_row(card, t) for card in CARDS.values())
    prevails = prevails_line(t)
    footer = (t._(w.GENERATED) % {"edition": edition},) + ((prevails,) if prevails else ())
    return Sheet(
        lang=lang,
        edition=edition,
        title=t._(w.TITLE),
        subtitle=t._(w.SUBTITLE) % {"edition": edition},
        frame=t._(w.FRAME),
        restarts_title=t._(w.RESTARTS),
        restarts=tuple(restart_row(slugs, t) for slugs in COMMON),
        penalties_title=t._(wc.CARDS_TITLE),
        penalties=penalties,
        timings=shared(penalties, lambda row: row.time, t),
        misses=shared(penalties, lambda row: row.miss, t),
        footnotes=(
            "* " + t._(w.BACKGROUND),
            f"{NOT_STATED} " + t._(wc.LINES[CardLineId.NOT_STATED]),
        ),
        footer=footer,
        heads=heads,
    )
