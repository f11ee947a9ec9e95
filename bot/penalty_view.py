"""Penalty cards for the bot: how each penalty is taken, every line with where it comes from.

The card itself is the core's (``rules_core.penalty_cards``); this module words it. A line from
the 2026 rulebook shows its section ("22.b"); a line from an older USPA text says so, with the
edition the text gives ("background: USPA 2019"). Whether the penalty is defended and where the
teams stand are under one heading, with one line for what no source we hold says ("Rules 20
and 22 do not say, nor do the older USPA texts we hold"). How it is taken, what a miss is and
what goes wrong show their 2026 lines; the lines from the 2018 and 2019 texts are folded under
"Older USPA texts". Reached from a ruling's penalty buttons, from ``/rule P4`` or ``/penalty 4``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.folding import fold
from bot.i18n import Translator
from bot.render import esc, fit, penalty_name, prevails_tail, unnamed_penalty
from bot.wording import cards as wc
from rules_core import rulebook
from rules_core.facts import Penalty
from rules_core.penalty_cards import CARDS, TAKER, CardLine, CardTopic, PenaltyCard
from rules_core.ruling import Consequence

#: one character per card in callback data; "0" is the list of every card
CODES: dict[str, Penalty] = {
    "1": Penalty.P1,
    "2": Penalty.P2,
    "3": Penalty.P3,
    "4": Penalty.P4,
    "a": Penalty.P5A,
    "b": Penalty.P5B,
    "6": Penalty.P6,
    "0": Penalty.UNSPECIFIED,
}
CODE_OF = {penalty: code for code, penalty in CODES.items()}

# "P4", "4", "penalty 4", "Penal 5.b", "punizione 5a", "pen. 6": a word for penalty (any of our
# languages, or none) and a number, 5 with its letter
_PENALTY = re.compile(r"(?:(?:penalty|penal|punizione|pen|p)\.?\s*)?([1-6])\s*\.?\s*([ab])?")
#: "/rule penalties" and its words: the list of cards
LIST_WORDS = frozenset(
    {"p", "penalty", "penalties", "penal", "penales", "punizione", "punizioni", "cards"}
)


def parse_penalty(text: str) -> Penalty | None:
    """The penalty a user names ("P4", "5.b", "penal 4"); ``Penalty.UNSPECIFIED`` for "the
    penalties" (the list); ``None`` for anything else, including a bare "5" (5.a or 5.b?)."""
    folded = fold(text).strip()
    if folded in LIST_WORDS:
        return Penalty.UNSPECIFIED
    match = _PENALTY.fullmatch(folded)
    if match is None:
        return None
    number, letter = match.groups()
    if (number == "5") != (letter is not None):
        return None
    return Penalty(f"{number}.{letter}" if letter else number)


def source_of(clause: str, t: Translator) -> str:
    """Where a card line comes from: the 2026 section, or the older text it is background from."""
    section = rulebook.section_of(clause)
    if not section.background:
        return section.label
    if section.source_edition is not None:
        return t._(wc.BACKGROUND_SOURCE) % {"edition": section.source_edition}
    if section.key == "penalty_spots":
        return t._(wc.BACKGROUND_SUMMARY)
    return t._(wc.BACKGROUND_UNDATED)


def _cost(cost: Consequence | None, t: Translator) -> str:
    if cost is None or cost.penalty is None:
        return ""
    to = t._(wc.FOULED_TEAM if cost.to is TAKER else wc.FOULING_TEAM)
    if cost.penalty is Penalty.UNSPECIFIED:
        return unnamed_penalty(to, t)
    return f"{penalty_name(cost.penalty, t)} {to}"


def card_line(line: CardLine, t: Translator) -> str:
    params = {"cost": _cost(line.cost, t)}
    if line.yards is not None:
        params["yards"] = t.yards(line.yards)
    if line.seconds is not None:
        params["seconds"] = t.seconds(line.seconds)
    text = t._(wc.LINES[line.id]) % params
    if line.clauses:
        text += f" ({source_of(line.clauses[0], t)})"
    return text


#: the topics said under one heading: whether the penalty is defended, where the teams stand
TEAM_TOPICS = (CardTopic.DEFENDED, CardTopic.FOULING_TEAM, CardTopic.FOULED_TEAM)


def is_background(line: CardLine) -> bool:
    """Whether a card line comes from an older USPA text rather than the 2026 rulebook."""
    return bool(line.clauses) and rulebook.section_of(line.clauses[0]).background


def card_text(penalty: Penalty, t: Translator) -> str:
    """The card of one penalty, in Telegram HTML: where, defended and the teams, then how it is
    taken as 22.b says, the lines of older texts on it folded."""
    card = CARDS[penalty]
    title = t._(wc.CARD_TITLE) % {"penalty": penalty_name(penalty, t)}
    lines = [f"<b>{esc(title)}</b>"]
    lines += _section(t._(wc.TOPICS[CardTopic.WHERE]), _words(card, (CardTopic.WHERE,), t))
    lines += _section(t._(wc.TEAMS_HEADING), _team_words(card, t))
    folded: list[str] = []
    for topic in (CardTopic.TIME, CardTopic.APPROACH, CardTopic.MISS, CardTopic.GOES_WRONG):
        heading = t._(wc.TOPICS[topic])
        on_topic = [line for line in card.lines if line.topic is topic]
        lines += _section(heading, [card_line(x, t) for x in on_topic if not is_background(x)])
        older = [_older_line(x, t) for x in on_topic if is_background(x)]
        folded += [f"<i>{esc(heading)}</i>", *(f"• {esc(x)}" for x in older)] if older else []
    if folded:
        older_texts = "\n".join([f"<b>{esc(t._(wc.OLDER_TEXTS))}</b>", *folded])
        lines.append(f"<blockquote expandable>{older_texts}</blockquote>")
    tail = prevails_tail(t)
    return fit("\n".join(lines), 4096 - len(tail)) + tail


def _section(heading: str, words: list[str]) -> list[str]:
    return [f"\n<b>{esc(heading)}</b>", *(f"• {esc(w)}" for w in words)] if words else []


def _words(card: PenaltyCard, topics: tuple[CardTopic, ...], t: Translator) -> list[str]:
    return [card_line(line, t) for line in card.lines if line.topic in topics]


def _team_words(card: PenaltyCard, t: Translator) -> list[str]:
    """Defended, where the fouling team stands, and one line for what no text we hold says."""
    on_topic = [line for line in card.lines if line.topic in TEAM_TOPICS]
    said = [line for line in on_topic if line.clauses]
    words = [
        _team_line(line, t) if line.topic is CardTopic.FOULING_TEAM else card_line(line, t)
        for line in said
    ]
    unsaid = frozenset(line.topic for line in on_topic if not line.clauses)
    return [*words, t._(wc.NOT_SAID[unsaid])] if unsaid else words


def _team_line(line: CardLine, t: Translator) -> str:
    """The fouling team's place, its subject said (its own heading is the teams' one)."""
    text = t._(wc.FOULING_TEAM_PLACE) % {"yards": t.yards(line.yards or 0)}
    return f"{text} ({source_of(line.clauses[0], t)})"


def _older_line(line: CardLine, t: Translator) -> str:
    """A line of an older text, under the "Older USPA texts" heading: its edition only."""
    text = card_line(replace(line, clauses=()), t)
    edition = rulebook.section_of(line.clauses[0]).source_edition
    source = (
        t._(wc.OLDER_SOURCE) % {"edition": edition} if edition else source_of(line.clauses[0], t)
    )
    return f"{text} ({source})"


def cards_list_text(t: Translator) -> str:
    """What a ruling with an unnamed penalty links to: what decides it, and every card."""
    lines = [f"<b>{esc(t._(wc.CARDS_TITLE))}</b>", esc(t._(wc.CARDS_HELP)), ""]
    lines += [f"• <code>/rule P{esc(p.value)}</code> {esc(penalty_name(p, t))}" for p in CARDS]
    return "\n".join(lines)


def penalty_command_text(penalty: Penalty, t: Translator) -> str:
    return cards_list_text(t) if penalty is Penalty.UNSPECIFIED else card_text(penalty, t)


def penalty_text(argument: str | None, t: Translator) -> str:
    """The answer to ``/penalty <n>``: that card, or the list of cards."""
    penalty = parse_penalty(argument) if argument else Penalty.UNSPECIFIED
    if penalty is None:
        unknown = t._(wc.NO_SUCH_PENALTY) % {"query": argument[:40] if argument else ""}
        return esc(unknown) + "\n\n" + cards_list_text(t)
    return penalty_command_text(penalty, t)
