"""From a complete set of answers to ``rules_core.Facts``: the only place the two meet.

Answers are named after the fields of the incident dataclasses in ``rules_core.facts``;
``"situation"`` picks the dataclass, ``"name.x"`` / ``"name.y"`` make a ``Place`` (each a number
or a zone's ``Span``). Enum fields
are converted from their values. Anything else is a bug in the tree and raises ``TreeError``.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any

from bot.flow.model import Fact
from rules_core import Facts, Incident
from rules_core.facts import Team
from rules_core.field import Place, Span


class TreeError(ValueError):
    """The answers do not make an incident: the tree itself is wrong (a test catches it)."""


@cache
def _situations() -> dict[str, type[Any]]:
    found: dict[str, type[Any]] = {}
    for cls in typing.get_args(Incident):
        situation = next(f.default for f in dataclasses.fields(cls) if f.name == "situation")
        found[str(situation)] = cls
    return found


_HINTS: dict[type[Any], dict[str, Any]] = {}


def _field_types(cls: type[Any]) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def _convert(kind: Any, value: Fact) -> Any:
    if value is None:
        return None
    for option in typing.get_args(kind) or (kind,):
        if isinstance(option, type) and issubclass(option, enum.Enum):
            return option(value)
    return value


def build_facts(answers: Mapping[str, Fact]) -> Facts:
    """The ``Facts`` the answers describe (default field, no team names)."""
    situation = answers.get("situation")
    cls = _situations().get(str(situation))
    if cls is None:
        raise TreeError(f"answers name no known situation: {situation!r}")
    return Facts(incident=_incident(cls, {k: v for k, v in answers.items() if k != "situation"}))


def _incident(cls: type[Any], answers: Mapping[str, Fact]) -> Any:
    """``cls`` from its answers. A field holding another incident (the ball that went out as a
    period ended) is answered with that incident's situation tag; the answers no field of
    ``cls`` takes are that inner incident's."""
    hints = _field_types(cls)
    nested = [
        name
        for name, value in answers.items()
        if name in hints
        and isinstance(value, str)
        and value in _situations()
        and _holds(hints[name])
    ]
    inner: dict[str, Fact] = {}
    if nested:
        inner = {k: v for k, v in answers.items() if k.partition(".")[0] not in hints}
    kwargs: dict[str, Any] = {}
    points: dict[str, dict[str, Fact]] = {}
    for name, value in answers.items():
        base, dot, axis = name.partition(".")
        if name in inner:
            continue
        if base not in hints:
            raise TreeError(f"{cls.__name__} has no field {base!r}")
        if name in nested:
            kwargs[name] = _incident(_situations()[str(value)], inner)
        elif dot:
            if axis not in ("x", "y") or not isinstance(value, float | Span):
                raise TreeError(f"{name!r} must be an x or y coordinate in yards, or a zone")
            points.setdefault(base, {})[axis] = value
        else:
            kwargs[name] = _convert(hints[name], value)
    for base, xy in points.items():
        if set(xy) != {"x", "y"}:
            raise TreeError(f"{base!r} needs both x and y")
        kwargs[base] = Place(xy["x"], xy["y"])  # type: ignore[arg-type]
    try:
        return cls(**kwargs)
    except TypeError as exc:  # a required field the tree never asked
        raise TreeError(f"{cls.__name__}: {exc}") from exc


def _holds(kind: Any) -> bool:
    """Whether a field's type admits an incident (a nested situation)."""
    incidents = set(typing.get_args(Incident))
    return any(option in incidents for option in typing.get_args(kind))


__all__ = ["Team", "TreeError", "build_facts"]
