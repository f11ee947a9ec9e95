"""The JSON interface of the rules core: facts in as JSON, the ruling out as JSON.

Pure conversion, no I/O. pydantic validates the core's own stdlib dataclasses through a
``TypeAdapter``; the core itself knows nothing of pydantic. The reading is strict:

* JSON types as JSON means them: ``"74"`` is not a number and ``1`` is not ``true``;
* an enum takes only its values (``"5.a"``, never ``5``), and numbers must be finite;
* unknown keys are refused at every level (``extra="forbid"``, inherited by nested dataclasses);
* the incident is a union discriminated by its ``situation``, so an error is about the one
  situation given, not a list of reasons why each of the sixteen others does not fit.

Before pydantic reads them, the decoded data is walked once for what its JSON parser would
misreport as a wrong document: nesting deeper than ``MAX_DEPTH`` and text that is not valid
Unicode (a lone surrogate such as ``"\ud800"``); both are refused naming the field. Values are
never echoed whole: what an error shows of the input is cut to ``SHOWN_CHARS`` characters.

Whether the facts could have happened (a ball between the posts, a spot off the field) is the
core's business: ``decide`` validates before any rule sees the facts. This module only reads and
writes them, and turns every refusal into one JSON error shape (``error_to_json``)::

    {"error": "invalid_facts", "field": "incident.crossing_x", "message": "...",
     "allowed": "...", "got": "..."}                      # InvalidFacts (field "" = the document)
    {"error": "invalid_json", "message": "...", "line": 1, "column": 7}
    {"error": "no_rule_applies", "situation": "...", "message": "..."}
    {"error": "place_too_vague", "field": "incident.exit_point.y", "line": "...", "at_yd": 60,
     "clause": "...", "message": "..."}              # a span on both sides of a rule's line
    {"error": "rule_conflict", "situation": "...", "rules": ["..."], "message": "..."}
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from dataclasses import dataclass
from typing import Annotated, Any

import pydantic
from pydantic_core import ErrorDetails

from rules_core import decide
from rules_core.errors import (
    InvalidFacts,
    NoRuleApplies,
    PlaceTooVague,
    RuleConflict,
    RulesCoreError,
)
from rules_core.facts import NO_TEAM_NAMES, Facts, Incident, TeamNames
from rules_core.field import USPA_OUTDOOR_BOARDED, Field, Span
from rules_core.ruling import Ruling

__all__ = [
    "INCIDENTS",
    "JSON_SCHEMA_DIALECT",
    "FactsDocument",
    "decide_json",
    "error_to_json",
    "facts_from_json",
    "facts_schema",
    "facts_to_json",
    "ruling_schema",
    "ruling_to_json",
    "syntax_error_to_json",
]

JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"

#: each kind of incident by its ``situation`` tag, in the order of ``facts.Incident``
INCIDENTS: dict[str, type[Any]] = {
    cls.__dataclass_fields__["situation"].default: cls for cls in typing.get_args(Incident)
}


@pydantic.with_config(pydantic.ConfigDict(extra="forbid", allow_inf_nan=False, title="Facts"))
@dataclass(frozen=True, slots=True)
class FactsDocument:
    """Everything the core needs to decide: the incident, the field, the team names."""

    # ``facts.Facts`` field for field (a test keeps them equal), with the incident discriminated
    # by ``situation``: the core's own annotation cannot carry pydantic's discriminator.
    incident: Annotated[Incident, pydantic.Field(discriminator="situation")]
    field: Field = USPA_OUTDOOR_BOARDED
    teams: TeamNames = NO_TEAM_NAMES


#: the deepest nesting read (objects and arrays): a facts document needs 4 (incident, a place,
#: a span); pydantic's own JSON parser stops at 200 with an error about the whole document
MAX_DEPTH = 32
#: the most of an input value (a name, a key) an error repeats
SHOWN_CHARS = 60
#: a field's name, a path or a system message: longer than a value, still never whole
SHOWN_NAME_CHARS = 2 * SHOWN_CHARS

_FACTS = pydantic.TypeAdapter(FactsDocument)
_RULING = pydantic.TypeAdapter(Ruling)


# --- facts in -------------------------------------------------------------------------------
def facts_from_json(data: object) -> Facts:
    """The ``Facts`` a decoded JSON document describes; raises ``InvalidFacts`` naming the field.

    ``data`` is what ``json.loads`` returns (dicts, lists, str, int, float, bool, None). It is read
    as JSON text in pydantic's strict mode, so it means exactly what the JSON means (strict
    *Python* mode would want ``Team`` instances where JSON has ``"attacking"``).
    """
    _check_shape(data)
    try:
        text = json.dumps(data, ensure_ascii=False)  # NaN passes: pydantic names its field
    except (TypeError, ValueError, RecursionError) as exc:
        raise InvalidFacts(
            "", "JSON data (objects, arrays, strings, numbers, booleans, null)", got=repr(exc)
        ) from exc
    try:
        document = _FACTS.validate_json(text, strict=True)
    except pydantic.ValidationError as exc:
        raise _invalid_facts(_first(exc.errors(include_url=False))) from exc
    return Facts(incident=document.incident, field=document.field, teams=document.teams)


def facts_to_json(facts: Facts) -> dict[str, Any]:
    """``facts`` as the JSON document ``facts_from_json`` reads back (every key written)."""
    document = FactsDocument(incident=facts.incident, field=facts.field, teams=facts.teams)
    return typing.cast(dict[str, Any], _FACTS.dump_python(document, mode="json"))


# --- ruling out -----------------------------------------------------------------------------
def ruling_to_json(ruling: Ruling) -> dict[str, Any]:
    """``ruling`` as JSON data: enums as their values, dataclasses as objects in field order,
    tuples as arrays, numbers as the core computed them."""
    return typing.cast(dict[str, Any], _RULING.dump_python(ruling, mode="json"))


def decide_json(data: object) -> dict[str, Any]:
    """Facts JSON in, ruling JSON out; raises ``InvalidFacts`` or a ``DecisionError``."""
    return ruling_to_json(decide(facts_from_json(data)))


# --- schemas --------------------------------------------------------------------------------
def facts_schema() -> dict[str, Any]:
    """The JSON Schema (2020-12) of the facts ``facts_from_json`` accepts."""
    schema = _FACTS.json_schema(mode="validation")
    for cls in INCIDENTS.values():
        # The discriminator needs the tag even though the dataclass gives it a default.
        definition = schema["$defs"][cls.__name__]
        definition["required"] = [*definition.get("required", []), "situation"]
    return {"$schema": JSON_SCHEMA_DIALECT, **schema}


def ruling_schema() -> dict[str, Any]:
    """The JSON Schema (2020-12) of what ``ruling_to_json`` writes (every key, always)."""
    schema = _RULING.json_schema(mode="serialization")
    for definition in [schema, *schema["$defs"].values()]:
        if "properties" in definition:
            definition["required"] = list(definition["properties"])
    return {"$schema": JSON_SCHEMA_DIALECT, **schema}


# --- errors ---------------------------------------------------------------------------------
def error_to_json(error: RulesCoreError) -> dict[str, Any]:
    """The JSON error for a refusal of the core or of ``facts_from_json``."""
    if isinstance(error, InvalidFacts):
        # the field may be an unknown key and ``got`` a name as long as the input: both cut
        field = clip(error.field, SHOWN_NAME_CHARS)
        got = None if error.got is None else clip(error.got, SHOWN_CHARS)
        message = f"{field or 'the facts'}: expected {error.allowed}"
        if got is not None:
            message += f", got {got}"
        return {
            "error": "invalid_facts",
            "field": field,
            "message": message,
            "allowed": error.allowed,
            "got": got,
        }
    if isinstance(error, NoRuleApplies):
        return {
            "error": "no_rule_applies",
            "situation": error.situation,
            "reason": error.reason.value,
            "message": str(error),
        }
    if isinstance(error, PlaceTooVague):
        return {
            "error": "place_too_vague",
            "field": error.field,
            "line": error.line,
            "at_yd": error.at_yd,
            "clause": error.clause,
            "message": str(error),
        }
    if isinstance(error, RuleConflict):
        return {
            "error": "rule_conflict",
            "situation": error.situation,
            "rules": list(error.rule_ids),
            "message": str(error),
        }
    return {"error": "rules_core_error", "message": str(error)}


def syntax_error_to_json(error: ValueError | RecursionError) -> dict[str, Any]:
    """The JSON error for a text ``json.loads`` refused."""
    if isinstance(error, json.JSONDecodeError):
        return {
            "error": "invalid_json",
            "message": f"not JSON: {error.msg} at line {error.lineno}, column {error.colno}",
            "line": error.lineno,
            "column": error.colno,
        }
    if isinstance(error, RecursionError):  # valid JSON, perhaps, but too deep to read
        message = f"nested too deeply to read (at most {MAX_DEPTH} levels of objects and arrays)"
        return {"error": "invalid_json", "message": message, "line": None, "column": None}
    message = f"not JSON: {clip(str(error), SHOWN_NAME_CHARS)}"
    return {"error": "invalid_json", "message": message, "line": None, "column": None}


#: the members of a coordinate (``float | Span``) pydantic names in an error's location
_COORDINATE_TAGS = ("float", "Span")


def _first(errors: list[ErrorDetails]) -> ErrorDetails:
    """The error to report. A coordinate may be a number or a span, so pydantic reports one
    error per member: the span's when an object was given, the number's otherwise."""
    first = errors[0]
    tags = [i for i, part in enumerate(first["loc"]) if part in _COORDINATE_TAGS]
    if not tags:
        return first
    prefix = first["loc"][: tags[0]]
    as_number = next((e for e in errors if e["loc"] == (*prefix, "float")), first)
    if not isinstance(as_number["input"], dict):
        return as_number
    return next((e for e in errors if e["loc"][: len(prefix) + 1] == (*prefix, "Span")), as_number)


def _invalid_facts(error: ErrorDetails) -> InvalidFacts:
    """pydantic's first error as the core's ``InvalidFacts``, named by its dotted path."""
    loc, kind = error["loc"], error["type"]
    field, given = _dotted(loc), error["input"]
    if kind == "value_error" and isinstance(error.get("ctx", {}).get("error"), InvalidFacts):
        # a value the core's own dataclass refused (a span with its ends reversed)
        inner = error["ctx"]["error"]
        named = inner.field if field and inner.field.startswith(field + ".") else field
        return InvalidFacts(named, inner.allowed, got=inner.got)
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        tag = given.get("situation") if isinstance(given, dict) else None
        got = None if tag is None else _shown(tag)
        return InvalidFacts(_join(field, "situation"), _one_of(INCIDENTS), got=got)
    try:
        if kind == "unexpected_keyword_argument":
            where = _without_none(_type_at(loc[:-1]))
            keys = ", ".join(f.name for f in dataclasses.fields(where))
            return InvalidFacts(field, f"one of the keys {keys}")
        allowed = _describe(_type_at(loc))
    except (KeyError, TypeError, ValueError):  # a shape this module does not know yet
        allowed = error["msg"].removeprefix("Input should be ")
    if kind == "missing":
        return InvalidFacts(field, f"{allowed} (the key is required)")
    if kind == "finite_number":
        return InvalidFacts(field, "a finite number", got=_shown(given))
    return InvalidFacts(field, allowed, got=_shown(given))


def _dotted(loc: tuple[int | str, ...]) -> str:
    """``("incident", "ball_over_end_line", "crossing_x")`` -> ``"incident.crossing_x"``."""
    parts = [str(part) for part in loc if part not in _COORDINATE_TAGS]
    if len(parts) > 1 and parts[0] == "incident" and parts[1] in INCIDENTS:
        del parts[1]  # the discriminator's tag, not a key of the document
    return ".".join(parts)


def _join(prefix: str, name: str) -> str:
    return f"{prefix}.{name}" if prefix else name


def _type_at(loc: tuple[int | str, ...]) -> Any:
    """The annotation of the value at pydantic location ``loc`` (tags included)."""
    where: Any = FactsDocument
    for part in loc:
        if part in _COORDINATE_TAGS:  # the member of a coordinate pydantic tried
            where = Span if part == "Span" else float
        elif where == Incident:
            where = INCIDENTS[str(part)]  # the discriminated incident: ``part`` is its tag
        else:
            where = typing.get_type_hints(_without_none(where))[str(part)]
    return where


def _without_none(annotation: Any) -> Any:
    """``Point | None`` -> ``Point``; anything else unchanged."""
    if isinstance(annotation, types.UnionType) and annotation != Incident:
        (annotation,) = (arg for arg in typing.get_args(annotation) if arg is not type(None))
    return annotation


def _describe(annotation: Any) -> str:
    """What a value of ``annotation`` looks like in JSON, for an error's ``allowed``."""
    if annotation == Incident:
        return "an object whose situation is " + _one_of(INCIDENTS)
    members = set(typing.get_args(annotation))
    if {float, Span} <= members:
        keys = ", ".join(f.name for f in dataclasses.fields(Span))
        coordinate = f"a number, or an object with the keys {keys}"
        return coordinate + (", or null" if type(None) in members else "")
    if isinstance(annotation, types.UnionType):
        return _describe(_without_none(annotation)) + ", or null"
    if typing.get_origin(annotation) is typing.Literal:
        return _one_of(typing.get_args(annotation))
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return _one_of(member.value for member in annotation)
    if dataclasses.is_dataclass(annotation):
        keys = ", ".join(f.name for f in dataclasses.fields(annotation))
        return f"an object with the keys {keys}"
    return _JSON_KINDS.get(annotation, str(annotation))


_JSON_KINDS: dict[object, str] = {float: "a number", bool: "true or false", str: "a string"}


def _one_of(values: typing.Iterable[str]) -> str:
    return "one of " + ", ".join(values)


def _shown(value: object) -> str:
    """What was given, short: JSON for a scalar, the kind of thing otherwise."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    return clip(json.dumps(value, ensure_ascii=False), SHOWN_CHARS)


def clip(text: str, limit: int = SHOWN_CHARS) -> str:
    """``text``, cut to ``limit`` characters with "..." when longer: input is never echoed whole."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


# --- the shape pydantic cannot name ----------------------------------------------------------
def _check_shape(data: object) -> None:
    """Refuse nesting deeper than ``MAX_DEPTH`` and text that is not Unicode, naming the field
    (in document order). pydantic's JSON parser reports either as the whole document being
    wrong, which it is not."""
    stack: list[tuple[object, tuple[int | str, ...]]] = [(data, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            if not _is_unicode(value):
                raise InvalidFacts(_path_name(path), _VALID_TEXT, got=_escaped(value))
            continue
        if isinstance(value, dict):
            items: list[tuple[int | str, object]] = list(value.items())
        elif isinstance(value, list):
            items = list(enumerate(value))
        else:
            continue
        if len(path) >= MAX_DEPTH:
            raise InvalidFacts(
                _path_name(path),
                f"at most {MAX_DEPTH} levels of objects and arrays (a facts document needs 4)",
                got="deeper nesting",
            )
        for key, _ in items:
            if isinstance(key, str) and not _is_unicode(key):
                raise InvalidFacts(_path_name(path), "keys " + _VALID_TEXT, got=_escaped(key))
        stack.extend((item, (*path, key)) for key, item in reversed(items))


_VALID_TEXT = "text in valid Unicode (no lone surrogate such as \\ud800)"


def _is_unicode(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _escaped(text: str) -> str:
    """``text`` as ASCII JSON, so a lone surrogate shows as its escape, cut short."""
    return clip(json.dumps(text), SHOWN_CHARS)


def _path_name(path: tuple[int | str, ...]) -> str:
    """The dotted name of a place in the document: its keys up to the first array index (an
    index says little to the reader) and never more than 4 of them."""
    keys: list[str] = []
    for part in path[:4]:
        if isinstance(part, int):
            break
        keys.append(clip(part, SHOWN_CHARS))
    return ".".join(keys)
