"""Markers for translatable text defined at module level (extracted by ``pybabel``).

``N_("...")`` marks a message and returns it unchanged; ``NC_("context", "...")`` marks a short,
ambiguous label with its context (``pgettext``). The words are looked up later, per update, by a
``bot.i18n.Translator`` — never through a process-global ``_``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Label:
    """A message id with its ``pgettext`` context."""

    context: str
    message: str


def N_(message: str) -> str:  # noqa: N802 (gettext's conventional name)
    return message


def NC_(context: str, message: str) -> Label:  # noqa: N802
    return Label(context, message)


Text = str | Label
