"""A drawn question and its result in words: Telegram screens for a private chat, the parts of
a native quiz poll for a group, and the same words for the terminal. Pure and cached: a
function of (question id, answer, language)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from babel.units import format_unit

from bot import keyboards as kb
from bot.callback_data import Action
from bot.diagram import render_ruling
from bot.i18n import Translator, translator
from bot.i18n_markers import N_
from bot.quiz.answers import answer_text
from bot.quiz.bank import bank
from bot.quiz.draw import Drawn, answer_payload, parse_id
from bot.quiz.narration import narrate
from bot.quiz.topics import NAMES, Topic
from bot.render import citation_line, esc, prevails_line, section_heading
from bot.render import render_ruling as render_words
from bot.screens import Screen
from bot.teams import sides_line
from bot.terminal import plain
from bot.wording.diagram import diagram_text
from rules_core import Ruling, rulebook
from rules_core.ruling import TraceStatus

PROMPT = N_("What is the right call?")
#: Telegram's limits for a quiz poll, in characters
POLL_QUESTION_MAX, POLL_OPTION_MAX, POLL_EXPLANATION_MAX = 300, 100, 200
#: TRANSLATORS: the header of a quiz question: "Quiz · Knock-ins · level 1"
_HEADER = N_("Quiz · %(topic)s · level %(level)s")
_RIGHT = N_("✅ Right!")
_WRONG = N_("❌ Wrong.")
_CHOSEN = N_("You answered: %(answer)s")
_WHY = N_("Why: %(rule)s applies.")
_WHY_EXCEPTION = N_("Why: %(rule)s applies, an exception to %(other)s.")
_NEXT = N_("Next question")
_HIDDEN_RESTART = N_("Where does play restart?")


def ruling_of(drawn: Drawn, t: Translator, path: str | None = None) -> Ruling:
    """The core's ruling for the question (or for a neighbouring ``path``), with its teams'
    names: the ruling the bank holds, named (the core decides the same with names, which only
    travel in ``Ruling.teams``: a test holds this), so drawing a question decides nothing."""
    return replace(bank().rulings[path or drawn.question.path], teams=drawn.names(t))


@dataclass(frozen=True, slots=True)
class _Abbreviated(Translator):
    """A language's words with yards as "yd", as the bot's buttons say them: for a poll option,
    which has the 100 characters of a button's line, not a message's."""

    def yards(self, value: float) -> str:
        return format_unit(round(value), "length-yard", length="short", locale=self.lang)


@lru_cache(maxsize=4096)
def answers(qid: str, lang: str, *, abbreviated: bool = False) -> tuple[str, ...]:
    """The answers offered, in order, in words, the teams by their colours (``abbreviated``:
    yards as "yd")."""
    drawn, t = parse_id(qid), translator(lang)
    if abbreviated:
        t = _Abbreviated(t.lang, t._t)
    return tuple(
        answer_text(ruling_of(drawn, t, answer.path), t, flipped=answer.flipped)
        for answer in drawn.question.answers
    )


def incident(drawn: Drawn, t: Translator, *, short: bool = False) -> str:
    """The situation as HTML: who defends this goal, then what happened, told as an incident
    (``narration``; ``short``: its shorter forms, for a poll)."""
    names = drawn.names(t)  # a drawn question always names both teams
    told = narrate(drawn.question.path, names, t, short=short)
    return f"<i>{esc(sides_line(names, t))}</i>\n{esc(told)}\n"


def header(topic: Topic, level: int, t: Translator) -> str:
    return t._(_HEADER) % {"topic": t._(NAMES[topic]), "level": t.number(level)}


@lru_cache(maxsize=2048)
def question_screen(qid: str, lang: str) -> Screen:
    drawn, t = parse_id(qid), translator(lang)
    q = drawn.question
    lines = [f"<b>🎯 {esc(header(q.topic, q.level, t))}</b>", incident(drawn, t).rstrip("\n")]
    lines.append(f"<b>{esc(t._(PROMPT))}</b>")
    lines += [f"{n}. {esc(text)}" for n, text in enumerate(answers(qid, lang), 1)]
    buttons = tuple(
        kb.Button(str(n), Action.QUIZ, answer_payload(drawn, n - 1))
        for n in range(1, len(q.answers) + 1)
    )
    return Screen("\n".join(lines), (buttons,))


def why_line(ruling: Ruling, t: Translator) -> str:
    """One line of why: the rule that applies and, where it is an exception, to what."""
    fired = next(e for e in ruling.trace if e.status is TraceStatus.FIRED)
    named = _rule_name(fired.clause, t)
    beaten = [e for e in ruling.trace if e.overridden_by == fired.rule]
    if beaten:
        return t._(_WHY_EXCEPTION) % {"rule": named, "other": _rule_name(beaten[0].clause, t)}
    return t._(_WHY) % {"rule": named}


def _rule_name(clause: str, t: Translator) -> str:
    """ "22.a Knock-in": the section label and its heading in the reader's language."""
    return f"{rulebook.section_of(clause).label} {section_heading(clause, t)}"


@dataclass(frozen=True, slots=True)
class Result:
    right: bool
    text: str  # Telegram HTML


@lru_cache(maxsize=4096)
def result(qid: str, chosen: int, lang: str) -> Result:
    """What a tap on answer ``chosen`` shows: right or wrong, the ruling at a glance, one line
    of why, the citation."""
    drawn, t = parse_id(qid), translator(lang)
    right = chosen == drawn.question.right
    ruling = ruling_of(drawn, t)
    lines = [f"<b>{esc(t._(_RIGHT if right else _WRONG))}</b>"]
    if not right:
        lines.append(esc(t._(_CHOSEN) % {"answer": answers(qid, lang)[chosen]}))
    lines.append(render_words(ruling, t).glance)
    lines.append(esc(why_line(ruling, t)))
    if ruling.citations:
        lines.append("📖 " + esc(citation_line(ruling.citations[0], t)))
    prevails = prevails_line(t)
    if prevails:
        lines.append(f"<i>{esc(prevails)}</i>")
    return Result(right, "\n".join(lines))


def result_screen(qid: str, chosen: int, lang: str, next_payload: str) -> Screen:
    """The result, with Original text (the clause behind the ruling) and the next question."""
    drawn, t = parse_id(qid), translator(lang)
    done = result(qid, chosen, lang)
    rows = (
        (
            kb.Button("📖 " + t._("Original text"), Action.ORIGINAL, "0" + drawn.prefixed),
            kb.Button("▶ " + t._(_NEXT), Action.QUIZ, next_payload),
        ),
    )
    return Screen(done.text, rows, ruling=True)


@dataclass(frozen=True, slots=True)
class Poll:
    """A native Telegram quiz poll, within Telegram's limits."""

    question: str
    options: tuple[str, ...]
    correct: int
    explanation: str


@lru_cache(maxsize=2048)
def poll(qid: str, lang: str) -> Poll | None:
    """The question as a quiz poll; ``None`` when it does not fit Telegram's limits in
    ``lang`` (its answers are then too long for poll options, even said shortly)."""
    drawn, t = parse_id(qid), translator(lang)
    options = poll_options(qid, lang)
    question = poll_question(drawn, t)
    if question is None or any(len(o) > POLL_OPTION_MAX for o in options):
        return None
    ruling = ruling_of(drawn, t)
    explanation = "📖 " + citation_line(ruling.citations[0], t) if ruling.citations else ""
    why = why_line(ruling, t)
    if len(why) + 1 + len(explanation) <= POLL_EXPLANATION_MAX:
        explanation = f"{why}\n{explanation}".strip()
    return Poll(question, options, drawn.question.right, explanation[:POLL_EXPLANATION_MAX])


def poll_options(qid: str, lang: str) -> tuple[str, ...]:
    """The answers as a poll's options: in full where they fit, else without the parts they
    all say alike, else with yards as "yd" too (possibly still too long: the caller checks)."""
    for abbreviated in (False, True):
        options = answers(qid, lang, abbreviated=abbreviated)
        if any(len(o) > POLL_OPTION_MAX for o in options):
            options = shortly(options)
        if all(len(o) <= POLL_OPTION_MAX for o in options):
            break
    return options


def poll_question(drawn: Drawn, t: Translator) -> str | None:
    """The incident and the prompt in one poll question: the incident in full, else in its
    shorter forms, else without the prompt (the poll asks by itself); ``None`` if none fits."""
    for short, prompt in ((False, True), (True, True), (True, False)):
        told = plain(incident(drawn, t, short=short)).replace("\n", " ").strip()
        question = f"{told} {t._(PROMPT)}" if prompt else told
        if len(question) <= POLL_QUESTION_MAX:
            return question
    return None


_PART = " · "


def shortly(options: tuple[str, ...]) -> tuple[str, ...]:
    """The answers without the parts every one of them says alike ("Throw-in · on the centre
    line" before each goal's credit): what tells them apart is kept, in order, so they stay as
    different as they were; an answer that would be left empty keeps its words."""
    parts = [option.split(_PART) for option in options]
    shared = set(parts[0]).intersection(*parts[1:])
    kept = [[p for p in split if p not in shared] for split in parts]
    if not all(kept):
        return options
    return tuple(_PART.join(k) for k in kept)


@lru_cache(maxsize=1024)
def question_diagram(qid: str, lang: str) -> bytes | None:
    """The field as the question sees it: where the ball was or went out and who attacks which
    goal, without the restart, its spot or the zones closed to a team (they would give the
    answer away). ``None`` where the facts give no exact place (nothing would be drawn but an
    empty field)."""
    drawn, t = parse_id(qid), translator(lang)
    hidden = unanswered(ruling_of(drawn, t))
    if hidden.ball_at is None or hidden.ball_at.point is None:
        return None
    text = replace(diagram_text(hidden, t), restart=t._(_HIDDEN_RESTART))
    return render_ruling(hidden, hidden.field, text)


def unanswered(ruling: Ruling) -> Ruling:
    """What the diagram may show of a ruling before it is answered: the ball and the teams,
    no restart, no umpires' options, no procedure (whose zones would show the spot)."""
    return replace(ruling, outcome=None, options=(), procedure=())


__all__ = ["PROMPT", "Poll", "Result", "answers", "poll", "question_screen", "result_screen"]
