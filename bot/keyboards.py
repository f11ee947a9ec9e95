"""Keyboards: pure builders from the tree (and zone data) to rows of buttons.

A ``Button`` is front-end neutral (label, action, payload); ``to_markup`` turns rows into a
Telegram ``InlineKeyboardMarkup`` with signed callback data, the terminal numbers them. Every
question step has Back and Start over; no row holds more than 8 buttons. A button with ``share``
set is Telegram's own: it opens the chat list with that inline query (a ruling's reference,
``bot.ruling_ref``), so the ruling's card goes into another chat; anyone may press it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot import teams
from bot.callback_data import Action, CallbackData, Codec
from bot.flow.model import KEYS, Layout, Question
from bot.i18n import Translator
from bot.penalty_view import CODE_OF
from bot.render import penalty_name
from bot.ruling_ref import ruling_ref
from rules_core.facts import Penalty
from rules_core.penalty_cards import CARDS

if TYPE_CHECKING:  # screens builds on this module: no import cycle at run time
    from bot.screens import Screen

MAX_ROW = 8


@dataclass(frozen=True, slots=True)
class Button:
    label: str
    action: Action
    payload: str = ""
    #: an inline query to put in another chat (a ruling's reference): a switch_inline_query
    #: button, which carries no callback data. Where a front end cannot share (the terminal),
    #: ``action`` and ``payload`` show the same ruling again.
    share: str = ""


Rows = tuple[tuple[Button, ...], ...]


def _chunks(buttons: list[Button], size: int) -> list[tuple[Button, ...]]:
    size = max(1, min(size, MAX_ROW))
    return [tuple(buttons[i : i + size]) for i in range(0, len(buttons), size)]


def choice_rows(question: Question, path: str, t: Translator) -> list[tuple[Button, ...]]:
    """The question's choices laid out as its ``layout`` says."""
    buttons = []
    for index, choice in enumerate(question.choices):
        if not choice.button:
            continue
        if question.layout is Layout.LINE and choice.short:
            text = _line_label(t.text(choice.short), index, len(question.choices))
        else:
            text = choice.frame.format(t.text(choice.label))
        buttons.append(Button(text, Action.GO, path + KEYS[index]))
    if question.layout is Layout.LINE:
        return _line_rows(buttons)
    if question.layout is Layout.GRID:
        return _chunks(buttons, question.columns)
    return _chunks(buttons, 1)


def _line_rows(buttons: list[Button]) -> list[tuple[Button, ...]]:
    """A line of the field on a phone: its left half in one row, its middle (the goal mouth)
    alone, its right half in another, each read left to right. Seven buttons in one row leave
    about 30 dp each, too few for "◂ Board ≤5"."""
    half = len(buttons) // 2
    if len(buttons) % 2:
        return [tuple(buttons[:half]), (buttons[half],), tuple(buttons[half + 1 :])]
    return [tuple(buttons[:half]), tuple(buttons[half:])]


def _line_label(short: str, index: int, count: int) -> str:
    """A short label in a row shaped like a line of the field: the left half points left, the
    right half right, so "◂ Post" and "Post ▸" tell the two posts apart at a glance."""
    middle = (count - 1) / 2
    if index < middle:
        return "◂ " + short
    if index > middle:
        return short + " ▸"
    return short


def nav_row(path: str, t: Translator) -> tuple[Button, ...]:
    """Back (one answer less) and Start over; nothing on the first question."""
    if not path:
        return ()
    # the first question after "which team defends this goal" goes back to that question
    defends, tree_path = teams.split(path)
    back = "" if defends is not None and not tree_path else path[:-1]
    return (
        Button("◀ " + t._("Back"), Action.GO, back),
        Button("⟲ " + t._("Start over"), Action.GO, ""),
    )


def question_rows(question: Question, path: str, t: Translator) -> Rows:
    rows = choice_rows(question, path, t)
    nav = nav_row(path, t)
    return (*rows, nav) if nav else tuple(rows)


def ruling_rows(path: str, t: Translator, penalties: tuple[Penalty, ...] = ()) -> Rows:
    """Original text and Why?; a card for each penalty the ruling names (the list of cards
    where it names none); Back and New question; Share, last, so the buttons above keep their
    places (and their numbers in the terminal)."""
    rows = (
        (
            Button("📖 " + t._("Original text"), Action.ORIGINAL, "0" + path),
            Button("❓ " + t._("Why?"), Action.WHY, path),
        ),
        *_chunks(list(penalty_row(path, t, penalties)), CARDS_PER_ROW),
        (
            Button("◀ " + t._("Back"), Action.GO, path[:-1]),
            Button("🆕 " + t._("New question"), Action.NEW),
        ),
        (share_button(path, t),),
    )
    return tuple(row for row in rows if row)


def share_button(path: str, t: Translator) -> Button:
    """Share: Telegram asks which chat, then offers this ruling's card there (inline mode)."""
    return Button("📤 " + t._("Share"), Action.RULING, path, share=ruling_ref(path))


def penalty_row(path: str, t: Translator, penalties: tuple[Penalty, ...]) -> tuple[Button, ...]:
    """A button per penalty card ("Penalty 4"); an unnamed penalty opens the list of cards."""
    return tuple(
        Button("🃏 " + _card_label(penalty, t), Action.CARD, CODE_OF[penalty] + path)
        for penalty in penalties
    )


def _card_label(penalty: Penalty, t: Translator) -> str:
    return t._("Penalties") if penalty is Penalty.UNSPECIFIED else penalty_name(penalty, t)


#: penalty buttons per row: "🃏 Punizione 5.b" needs half a phone's width
CARDS_PER_ROW = 2


def card_rows(path: str, t: Translator, *, listing: bool) -> Rows:
    """Under a card: back to the ruling it came from; under the list, every card."""
    cards = penalty_row(path, t, tuple(CARDS)) if listing else ()
    back = (
        Button("◀ " + t._("Back to the ruling"), Action.RULING, path),
        Button("🆕 " + t._("New question"), Action.NEW),
    )
    if not listing:
        return (back,)
    return (*_chunks(list(cards), CARDS_PER_ROW), back)


def paged_rows(action: Action, path: str, page: int, pages: int, t: Translator) -> Rows:
    """Previous and next page of a ruling's text too long for one message (payload: the page,
    then the path)."""
    return page_rows(action, page, pages, lambda p: f"{p}{path}", t)


def page_rows(
    action: Action, page: int, pages: int, payload: Callable[[int], str], t: Translator
) -> Rows:
    """Previous page, "2/3", next page, each button carrying ``payload(page)``; none for a
    single page."""
    if pages <= 1:
        return ()
    row = []
    if page > 0:
        row.append(Button("◀ " + t._("Previous page"), action, payload(page - 1)))
    row.append(Button(f"{page + 1}/{pages}", action, payload(page)))
    if page + 1 < pages:
        row.append(Button(t._("Next page") + " ▶", action, payload(page + 1)))
    return (tuple(row),)


def back_to_ruling_rows(path: str, t: Translator) -> Rows:
    return (
        (
            Button("◀ " + t._("Back to the ruling"), Action.RULING, path),
            Button("🆕 " + t._("New question"), Action.NEW),
        ),
    )


def new_question_rows(t: Translator) -> Rows:
    return ((Button("🆕 " + t._("New question"), Action.NEW),),)


def to_markup(rows: Rows, codec: Codec, owner: int, lang: str) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup(
        [[_telegram_button(b, codec, owner, lang) for b in row] for row in rows if row]
    )


def _telegram_button(b: Button, codec: Codec, owner: int, lang: str) -> InlineKeyboardButton:
    if b.share:
        return InlineKeyboardButton(b.label, switch_inline_query=b.share)
    data = codec.encode(CallbackData(b.action, owner, lang, b.payload))
    return InlineKeyboardButton(b.label, callback_data=data)


def with_diagram_button(shown: Screen, path: str, t: Translator) -> Screen:
    """A ruling whose picture waits (a group near its message budget): the picture offered on a
    button above the others."""
    button = Button("🖼 " + t._("Field diagram"), Action.DIAGRAM, path)
    return replace(shown, rows=((button,), *shown.rows))
