"""The JSON interface of the rules core: rules_core.json_io and the CLI."""

from __future__ import annotations

import dataclasses
import enum
import json
import os
import re
import subprocess
import sys
import types
import typing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import rules_core.__main__ as rules_main
from rules_core import decide, measures
from rules_core.errors import (
    InvalidFacts,
    NoRuleApplies,
    PlaceTooVague,
    RuleConflict,
    RulesCoreError,
)
from rules_core.facts import BallOverEndLine, BallOverSideBoards, Facts, Incident, Team
from rules_core.field import Field, Place, Span
from rules_core.ids import NoRuleReason
from rules_core.json_io import (
    INCIDENTS,
    FactsDocument,
    decide_json,
    error_to_json,
    facts_from_json,
    facts_schema,
    facts_to_json,
    ruling_schema,
    ruling_to_json,
)
from rules_core.ruling import Ruling

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))


def end_line(**incident: Any) -> dict[str, Any]:
    """Facts JSON for a ball over the end line, last touched by the attacking team at x = 40."""
    base = {"situation": "ball_over_end_line", "crossing_x": 40, "last_touched_by": "attacking"}
    return {"incident": base | incident}


def refusal(data: object) -> dict[str, Any]:
    """The JSON error ``data`` is refused with, reading and deciding."""
    with pytest.raises(RulesCoreError) as refused:
        decide_json(data)
    return error_to_json(refused.value)


# --- reading and writing --------------------------------------------------------------------
def test_the_facts_document_has_the_same_fields_and_defaults_as_facts() -> None:
    def shape(cls: type[Any]) -> list[tuple[str, object]]:
        return [(f.name, f.default) for f in dataclasses.fields(cls)]

    assert shape(FactsDocument) == shape(Facts)


def test_every_incident_situation_is_readable() -> None:
    assert [cls.__name__ for cls in INCIDENTS.values()] == [
        cls.__name__ for cls in typing.get_args(Incident)
    ]


def test_a_knock_in_facts_document_reads_as_the_facts_it_describes() -> None:
    assert facts_from_json(end_line(crossing_x=74)) == Facts(
        BallOverEndLine(crossing_x=74.0, last_touched_by=Team.ATTACKING)
    )


def test_missing_field_and_teams_keys_take_the_documented_defaults() -> None:
    facts = facts_from_json(end_line())
    assert facts.field == Field()
    assert (facts.teams.defending, facts.teams.attacking) == (None, None)


def test_a_ruling_is_written_with_enum_values_lists_and_keys_in_field_order() -> None:
    ruling = decide(facts_from_json(end_line(crossing_x=74)))
    written = ruling_to_json(ruling)
    assert list(written) == [f.name for f in dataclasses.fields(Ruling)]
    assert written["outcome"]["restart"] == "knock_in"
    assert written["outcome"]["team"] == "defending"
    assert written["outcome"]["spot"]["place"] == {"x": 71.0, "y": 0.0}
    assert written["clock"] == {"state": "running", "clause": "calling_play/2.10"}
    assert isinstance(written["citations"], list)
    assert json.loads(json.dumps(written)) == written


def test_the_make_run_example_is_a_knock_in_moved_5_yd_outside_the_left_post() -> None:
    data = json.loads((ROOT / "examples" / "knock_in_near_post.json").read_text())
    assert data == {
        "incident": {
            "situation": "ball_over_end_line",
            "crossing_x": 74,
            "last_touched_by": "attacking",
        }
    }
    outcome = decide_json(data)["outcome"]
    assert outcome["restart"] == "knock_in"
    assert outcome["spot"]["reference"] == "left_post"
    assert outcome["spot"]["offset_yd"] == 5.0
    assert outcome["spot"]["place"] == {"x": 71.0, "y": 0.0}


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_file_decides_and_reads_back_unchanged(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    facts = facts_from_json(data)
    assert facts_from_json(facts_to_json(facts)) == facts
    assert decide_json(data) == ruling_to_json(decide(facts))


def test_there_are_examples_for_several_situations() -> None:
    situations = {json.loads(p.read_text())["incident"]["situation"] for p in EXAMPLES}
    assert len(situations) >= 5


# --- places known only as spans -------------------------------------------------------------
#: "between the 60-yard lines, on the left boards"
BETWEEN_THE_SIXTIES = Place(0.0, Span(60.0, 240.0, lo_open=True, hi_open=True))


def test_a_coordinate_is_a_number_or_a_span_object_whose_open_ends_default_to_closed() -> None:
    assert facts_from_json(end_line(crossing_x={"lo": 5, "hi": 71})) == Facts(
        BallOverEndLine(crossing_x=Span(5.0, 71.0), last_touched_by=Team.ATTACKING)
    )
    assert facts_from_json(end_line(crossing_x=74)).incident == BallOverEndLine(
        74.0, Team.ATTACKING
    )


def test_a_span_is_written_as_an_object_and_reads_back_equal() -> None:
    facts = Facts(BallOverSideBoards(BETWEEN_THE_SIXTIES, Team.DEFENDING))
    written = facts_to_json(facts)
    assert written["incident"]["exit_point"] == {
        "x": 0.0,
        "y": {"lo": 60.0, "hi": 240.0, "lo_open": True, "hi_open": True},
    }
    assert facts_from_json(json.loads(json.dumps(written))) == facts


def test_a_spot_known_only_as_a_span_is_written_as_that_span_with_no_offset() -> None:
    spot = decide_json(end_line(crossing_x={"lo": 5, "hi": 71}))["outcome"]["spot"]
    assert spot["place"] == {
        "x": {"lo": 5.0, "hi": 71.0, "lo_open": False, "hi_open": False},
        "y": 0.0,
    }
    assert (spot["reference"], spot["offset_yd"], spot["moved"]) == (None, None, False)


def test_a_span_on_both_sides_of_the_60_yard_line_is_too_vague_to_decide() -> None:
    astride = {
        "incident": {
            "situation": "ball_over_side_boards",
            "exit_point": {"x": 0, "y": {"lo": 40, "hi": 80}},
            "last_hit_by": "defending",
        }
    }
    with pytest.raises(PlaceTooVague) as vague:
        decide(facts_from_json(astride))
    assert (vague.value.field, vague.value.at_yd) == ("incident.exit_point.y", 60.0)
    assert refusal(astride) == {
        "error": "place_too_vague",
        "field": "incident.exit_point.y",
        "line": "a 60-yard line",
        "at_yd": 60.0,
        "clause": "side_boards/5.1",
        "message": "incident.exit_point.y: the place lies on both sides of a 60-yard line "
        "(at 60 yd)",
    }


def test_the_same_zone_on_one_side_of_the_line_is_decided() -> None:
    facts = {
        "incident": {
            "situation": "ball_over_side_boards",
            "exit_point": {"x": 0, "y": {"lo": 60, "hi": 240, "lo_open": True, "hi_open": True}},
            "last_hit_by": "defending",
        }
    }
    spot = decide_json(facts)["outcome"]["spot"]
    # (iii) between the 60-yard lines: level with where it went out, as far as that is known
    assert spot["place"]["y"] == {"lo": 60.0, "hi": 240.0, "lo_open": True, "hi_open": True}


def test_a_too_vague_place_inside_a_period_end_is_named_by_its_path_in_the_facts() -> None:
    # the same key InvalidFacts calls incident.ball_out.exit_point.y: a front end asks again
    # about the value at that path
    ended = {
        "incident": {
            "situation": "period_ended",
            "ball_out": {
                "situation": "ball_over_side_boards",
                "exit_point": {"x": 0, "y": {"lo": 40, "hi": 80}},
                "last_hit_by": "defending",
            },
        }
    }
    error = refusal(ended)
    assert (error["error"], error["field"]) == ("place_too_vague", "incident.ball_out.exit_point.y")


def test_the_facts_schema_gives_a_coordinate_as_a_number_or_a_span() -> None:
    schema = facts_schema()
    coordinate = [{"type": "number"}, {"$ref": "#/$defs/Span"}]
    assert schema["$defs"]["Place"]["properties"]["x"]["anyOf"] == coordinate
    assert schema["$defs"]["BallOverEndLine"]["properties"]["crossing_x"]["anyOf"] == coordinate
    assert schema["$defs"]["Span"]["required"] == ["lo", "hi"]


# --- strict refusals ------------------------------------------------------------------------
def foul_shot(**incident: Any) -> dict[str, Any]:
    """Facts JSON for a ball passed at a Penalty 2 taken by the attacking team."""
    base = {
        "situation": "foul_shot_incident",
        "penalty": "2",
        "taken_by": "attacking",
        "spot": {"x": 80, "y": 30},
        "event": "passed_ball",
    }
    return {"incident": base | incident}


REFUSALS = [
    # (what is wrong, facts JSON, refused field, words of its ``allowed``)
    ("an unknown key", end_line(colour="red"), "incident.colour", "crossing_x"),
    ("an unknown top-level key", {**end_line(), "when": 1}, "when", "incident, field, teams"),
    ("an unknown key in a point", foul_shot(spot={"x": 1, "y": 2, "z": 3}), "incident.spot.z", "x"),
    (
        "a wrong enum value",
        end_line(last_touched_by="red"),
        "incident.last_touched_by",
        "attacking",
    ),
    ("a number given as a string", end_line(crossing_x="74"), "incident.crossing_x", "a number"),
    ("1 for true", {**end_line(), "field": {"boards": 1}}, "field.boards", "true or false"),
    (
        "a name that is not a string",
        {**end_line(), "teams": {"defending": 1}},
        "teams.defending",
        "a string",
    ),
    ("an unknown situation", end_line(situation="ball_lost"), "incident.situation", "goal_scored"),
    ("no situation", {"incident": {"crossing_x": 40}}, "incident.situation", "ball_broke"),
    (
        "a missing required key",
        {"incident": {"situation": "ball_over_end_line", "crossing_x": 4}},
        "incident.last_touched_by",
        "required",
    ),
    ("no incident", {}, "incident", "required"),
    ("not an object", [], "", "an object"),
    ("a crossing between the posts", end_line(crossing_x=80), "incident.crossing_x", "goal"),
    ("a crossing off the field", end_line(crossing_x=170), "incident.crossing_x", "0 to 160"),
    (
        "a foul shot spot off the field",
        foul_shot(spot={"x": 80, "y": -1}),
        "incident.spot.y",
        "yards from 0 to 300",
    ),
    ("a foul shot with penalty 1", foul_shot(penalty="1"), "incident.penalty", "2, 3, 4, 5.a"),
    ("a penalty given as a number", foul_shot(penalty=2), "incident.penalty", "5.a"),
    ("NaN", end_line(crossing_x=float("nan")), "incident.crossing_x", "finite"),
    ("a too short field", {**end_line(), "field": {"length_yd": 100}}, "field.length_yd", "120"),
    (
        "a span off the field",
        end_line(crossing_x={"lo": 150, "hi": 170}),
        "incident.crossing_x",
        "0 to 160",
    ),
    (
        "a span with its ends the wrong way round",
        end_line(crossing_x={"lo": 71, "hi": 5}),
        "incident.crossing_x",
        "lo <= hi",
    ),
    (
        "an unknown key in a span",
        end_line(crossing_x={"lo": 5, "hi": 71, "mid": 38}),
        "incident.crossing_x.mid",
        "lo, hi, lo_open, hi_open",
    ),
    (
        "a span without its upper end",
        end_line(crossing_x={"lo": 5}),
        "incident.crossing_x.hi",
        "required",
    ),
    (
        "a period ended in no stated manner",
        {"incident": {"situation": "period_ended"}},
        "incident",
        "exactly one of ball_at",
    ),
]


@pytest.mark.parametrize(
    ("_what", "data", "field", "allowed"), REFUSALS, ids=[r[0] for r in REFUSALS]
)
def test_invalid_facts_are_refused_naming_the_field_and_what_is_allowed(
    _what: str, data: object, field: str, allowed: str
) -> None:
    error = refusal(data)
    assert error["error"] == "invalid_facts"
    assert error["field"] == field
    assert allowed in error["allowed"]
    assert error["message"].startswith(f"{field or 'the facts'}: expected ")


def test_a_wrong_enum_value_lists_every_allowed_value() -> None:
    error = refusal(end_line(deflection="off_the_moon"))
    assert error["allowed"] == (
        "one of direct, off_hitters_horse, off_goal_post, off_boards, off_another_player, "
        "off_opponents_mallet"
    )
    assert error["got"] == '"off_the_moon"'


def test_errors_are_about_the_situation_given_not_the_other_fifteen() -> None:
    error = refusal(
        {"incident": {"situation": "goal_at_whistle", "foul_against": None, "crossing_x": 40}}
    )
    assert error["field"] == "incident.crossing_x"
    assert error["allowed"] == "one of the keys foul_against, penalty_1_called, situation"


def test_a_python_object_that_is_not_json_data_is_refused() -> None:
    error = refusal({"incident": {"situation": "opening_throw_in", "when": object()}})
    assert (error["error"], error["field"]) == ("invalid_facts", "")


def test_no_rule_applies_and_rule_conflict_have_their_own_error_shapes() -> None:
    refusal = NoRuleApplies("ball_broke", NoRuleReason.NOT_COVERED, "where is needed")
    assert error_to_json(refusal) == {
        "error": "no_rule_applies",
        "situation": "ball_broke",
        "reason": "not_covered",
        "message": "no rule applies to ball_broke: where is needed",
    }
    assert error_to_json(RuleConflict("goal_scored", ("a", "b")))["rules"] == ["a", "b"]


def test_a_ball_that_left_the_line_up_is_decided_by_no_rule_of_20_or_22() -> None:
    error = refusal({"incident": {"situation": "play_inside_line_up", "ball_left_line_up": True}})
    assert (error["error"], error["situation"]) == ("no_rule_applies", "play_inside_line_up")


def test_an_invalid_facts_error_always_has_the_same_keys() -> None:
    assert list(error_to_json(InvalidFacts("incident.x", "a number"))) == [
        "error",
        "field",
        "message",
        "allowed",
        "got",
    ]


# --- schemas --------------------------------------------------------------------------------
def test_the_facts_schema_is_json_schema_with_every_situation() -> None:
    schema = facts_schema()
    assert schema["$schema"].startswith("https://json-schema.org/")
    assert {"incident", "field", "teams"} <= set(schema["properties"])
    assert schema["required"] == ["incident"]
    assert schema["additionalProperties"] is False
    mapping = schema["properties"]["incident"]["discriminator"]["mapping"]
    assert set(mapping) == set(INCIDENTS)
    for cls in INCIDENTS.values():
        definition = schema["$defs"][cls.__name__]
        assert "situation" in definition["required"]
        assert definition["additionalProperties"] is False


def test_the_ruling_schema_lists_every_key_a_ruling_is_written_with() -> None:
    schema = ruling_schema()
    written = decide_json(end_line(crossing_x=74))
    assert schema["required"] == list(written)
    assert set(schema["properties"]) == set(written)
    assert {"Outcome", "Spot", "Place", "Span", "ClockState", "Citation"} <= set(schema["$defs"])


# --- the command line -----------------------------------------------------------------------
def cli(*args: str, stdin: str = "") -> tuple[int, Any, str]:
    run = subprocess.run(
        [sys.executable, "-m", "rules_core", *args],
        input=stdin.encode(),
        capture_output=True,
        cwd=ROOT,
        check=False,
        timeout=60,
    )
    return run.returncode, json.loads(run.stdout.decode("utf-8")), run.stderr.decode()


def test_the_cli_reads_facts_from_stdin_and_prints_the_ruling() -> None:
    code, out, err = cli(stdin=json.dumps(end_line(crossing_x=74)))
    assert (code, err) == (0, "")
    assert out == decide_json(end_line(crossing_x=74))


def test_the_cli_reads_facts_from_a_file_and_dash_means_stdin() -> None:
    path = ROOT / "examples" / "knock_in_near_post.json"
    code, out, _ = cli(str(path))
    assert code == 0
    assert out["rule"] == "knock_in"
    assert cli("-", stdin=path.read_text())[1] == out


def test_the_cli_prints_both_schemas() -> None:
    code, out, _ = cli("schema")
    assert code == 0
    assert out == {"facts": facts_schema(), "ruling": ruling_schema()}


def test_the_cli_exits_2_with_a_json_error_for_invalid_facts() -> None:
    code, out, err = cli(stdin=json.dumps(end_line(crossing_x=80)))
    assert (code, out["error"], out["field"], err) == (
        2,
        "invalid_facts",
        "incident.crossing_x",
        "",
    )


@pytest.mark.parametrize("text", ["", "{", "{'a': 1}", "[1,]", "{}x", "[" * 100_000])
def test_the_cli_exits_2_with_a_json_error_for_text_that_is_not_json(text: str) -> None:
    code, out, err = cli(stdin=text)
    assert (code, out["error"], err) == (2, "invalid_json", "")


def test_the_cli_exits_2_with_a_json_error_for_a_missing_file() -> None:
    code, out, err = cli("no/such/facts.json")
    assert (code, out["error"], out["path"], err) == (
        2,
        "unreadable_input",
        "no/such/facts.json",
        "",
    )


def test_the_cli_exits_3_when_no_rule_applies() -> None:
    facts = {"incident": {"situation": "play_inside_line_up", "ball_left_line_up": True}}
    code, out, _ = cli(stdin=json.dumps(facts))
    assert (code, out["error"]) == (3, "no_rule_applies")


def test_the_cli_exits_5_when_a_place_is_too_vague_to_decide() -> None:
    facts = {
        "incident": {
            "situation": "ball_over_side_boards",
            "exit_point": {"x": 0, "y": {"lo": 40, "hi": 80}},
            "last_hit_by": "defending",
        }
    }
    code, out, err = cli(stdin=json.dumps(facts))
    assert (code, out["error"], out["field"], err) == (
        5,
        "place_too_vague",
        "incident.exit_point.y",
        "",
    )


def test_the_cli_prints_team_names_as_utf_8() -> None:
    facts = {**end_line(crossing_x=74), "teams": {"defending": "Año Nuevo", "attacking": "Città"}}
    code, out, _ = cli(stdin=json.dumps(facts, ensure_ascii=True))
    assert (code, out["teams"]) == (0, {"defending": "Año Nuevo", "attacking": "Città"})


def test_the_cli_help_documents_the_exit_codes() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "rules_core", "--help"], capture_output=True, text=True, check=True
    )
    help_text = " ".join(run.stdout.split())
    assert "exit status: 0 a ruling; 2 bad input" in help_text
    assert "3 no rule applies; 4 two rules conflict" in help_text
    assert "5 a place known only as a span lies on both sides of a line" in help_text
    assert "6 the output could not be written" in help_text


# --- the edges: size, depth, Unicode, arguments, output -------------------------------------
OPENING = {"incident": {"situation": "opening_throw_in"}}


def nested(levels: int) -> object:
    return json.loads("[" * levels + "]" * levels)


@pytest.mark.parametrize("levels", [40, 300, 900])
def test_nesting_too_deep_inside_a_valid_document_is_named_where_it_is(levels: int) -> None:
    error = refusal({**OPENING, "teams": {"defending": nested(levels), "attacking": "B"}})
    assert (error["field"], error["got"]) == ("teams.defending", "deeper nesting")
    assert "at most 32 levels" in error["allowed"]


def test_a_document_of_the_deepest_allowed_nesting_is_read_for_what_it_says() -> None:
    error = refusal({**OPENING, "teams": {"defending": nested(29), "attacking": "B"}})
    assert (error["field"], error["got"]) == ("teams.defending", "an array")


def test_a_lone_surrogate_is_refused_naming_its_field_and_shown_as_its_escape() -> None:
    error = refusal({**OPENING, "teams": {"defending": "\ud800", "attacking": "B"}})
    assert (error["field"], error["got"]) == ("teams.defending", '"\\ud800"')
    assert "valid Unicode" in error["allowed"]
    json.dumps(error, ensure_ascii=False).encode("utf-8")  # printable as UTF-8
    key = refusal({**OPENING, "x\udc80": 1})
    assert (key["field"], key["got"]) == ("", '"x\\udc80"')


def test_a_huge_value_or_key_is_never_echoed_whole() -> None:
    huge = "a" * 1_000_000
    for data in (
        {**OPENING, "teams": {"defending": huge, "attacking": "B"}},
        {**OPENING, huge: 1},
        {"incident": {"situation": huge}},
        {**OPENING, "teams": {"defending": "\ud800" * 100_000, "attacking": "B"}},
    ):
        assert len(json.dumps(refusal(data))) < 1500


def cli_bytes(*args: str, stdin: bytes = b"", stdout: Any = subprocess.PIPE) -> Any:
    return subprocess.run(
        [sys.executable, "-m", "rules_core", *args],
        input=stdin,
        stdout=stdout,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        check=False,
        timeout=60,
    )


def test_the_cli_refuses_an_input_over_its_limit_without_reading_the_rest() -> None:
    limit = rules_main.MAX_INPUT_BYTES
    document = json.dumps(OPENING).encode()
    fits = cli_bytes(stdin=document + b" " * (limit - len(document)))
    assert fits.returncode == 0
    over = cli_bytes(stdin=document + b" " * (limit + 1 - len(document)))
    assert json.loads(over.stdout)["error"] == "input_too_large"
    assert (over.returncode, over.stderr) == (2, b"")
    endless = cli_bytes("/dev/zero")  # would read until memory ran out without the limit
    assert (endless.returncode, json.loads(endless.stdout)["limit_bytes"]) == (2, limit)


def test_the_cli_says_a_document_nested_beyond_its_reader_is_too_deep() -> None:
    code, out, err = cli(stdin="[" * 100_000 + "]" * 100_000)
    assert (code, out["error"], err) == (2, "invalid_json", "")
    assert out["message"].startswith("nested too deeply")


@pytest.mark.parametrize("args", [["a", "b"], ["--bogus"], ["-x", "schema"]])
def test_the_cli_gives_argument_mistakes_as_json(args: list[str]) -> None:
    code, out, err = cli(*args)
    assert (code, out["error"], err) == (2, "bad_arguments", "")
    assert out["usage"].startswith("usage: python -m rules_core")


def test_the_cli_never_echoes_a_huge_argument() -> None:
    code, out, _ = cli("x" * 100_000)
    assert (code, out["error"]) == (2, "unreadable_input")
    assert len(out["path"]) <= 120


def test_the_cli_exits_6_with_one_json_line_on_stderr_when_stdout_is_full() -> None:
    with Path("/dev/full").open("wb") as full:
        run = cli_bytes(str(EXAMPLES[0]), stdout=full)
    assert run.returncode == 6
    (line,) = run.stderr.decode().splitlines()
    assert json.loads(line)["error"] == "output_failed"


def test_the_cli_exits_6_without_a_traceback_when_stdout_is_closed() -> None:
    run = subprocess.run(
        ["bash", "-c", f'"{sys.executable}" -m rules_core "{EXAMPLES[0]}" >&-'],
        capture_output=True,
        cwd=ROOT,
        check=False,
        timeout=60,
    )
    assert run.returncode == 6
    assert json.loads(run.stderr)["message"] == "stdout is closed"


# --- properties -----------------------------------------------------------------------------
def values(annotation: Any) -> st.SearchStrategy[Any]:
    """Any value of a core annotation, read off the type so new fields are covered too."""
    if annotation == Incident:
        return st.one_of([instances(cls) for cls in INCIDENTS.values()])
    if isinstance(annotation, types.UnionType):
        return st.one_of([values(arg) for arg in typing.get_args(annotation)])
    if annotation is type(None):
        return st.none()
    if typing.get_origin(annotation) is typing.Literal:
        return st.sampled_from(typing.get_args(annotation))
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return st.sampled_from(list(annotation))
    if annotation is Span:
        return st.builds(
            span,
            st.lists(st.floats(allow_nan=False, allow_infinity=False), min_size=2, max_size=2),
            st.booleans(),
            st.booleans(),
        )
    if annotation is Field:
        return st.builds(
            Field,
            length_yd=st.floats(min_value=120, max_value=400, exclude_min=True),
            width_yd=st.floats(min_value=40, max_value=300),
            boards=st.booleans(),
            goal_width_yd=st.floats(min_value=1, max_value=20),
        )
    if isinstance(annotation, type) and dataclasses.is_dataclass(annotation):
        return instances(annotation)
    scalars: dict[object, st.SearchStrategy[Any]] = {
        float: st.floats(allow_nan=False, allow_infinity=False),
        bool: st.booleans(),
        str: st.text(max_size=40),
    }
    return scalars[annotation]


def span(ends: list[float], lo_open: bool, hi_open: bool) -> Span:
    """A valid span from two numbers in any order (an open end only where the ends differ)."""
    lo, hi = sorted(ends)
    return Span(lo, hi, lo_open and lo < hi, hi_open and lo < hi)


def instances(cls: type[Any]) -> st.SearchStrategy[Any]:
    hints = typing.get_type_hints(cls)
    return st.builds(cls, **{f.name: values(hints[f.name]) for f in dataclasses.fields(cls)})


@given(instances(Facts))
def test_any_facts_written_as_json_read_back_equal(facts: Facts) -> None:
    text = json.dumps(facts_to_json(facts))
    assert facts_from_json(json.loads(text)) == facts


@given(instances(Facts))
def test_deciding_through_json_gives_what_deciding_in_python_gives(facts: Facts) -> None:
    try:
        expected = ruling_to_json(decide(facts))
    except RulesCoreError as exc:
        expected = error_to_json(exc)
    try:
        got = decide_json(json.loads(json.dumps(facts_to_json(facts))))
    except RulesCoreError as exc:
        got = error_to_json(exc)
    assert got == expected


# --- docs/rules_core.md stays true ----------------------------------------------------------
DOC = ROOT / "docs" / "rules_core.md"


def console_blocks() -> list[tuple[str, str]]:
    """Each ```console block of the doc: its one ``$`` command and the output shown under it."""
    blocks = re.findall(r"```console\n\$ ([^\n]*)\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    return [(command, output) for command, output in blocks]


def test_the_doc_shows_every_example_file_and_every_exit_status() -> None:
    commands = " ".join(command for command, _ in console_blocks())
    for path in EXAMPLES:
        assert f"examples/{path.name}" in commands
    outputs = " ".join(output for _, output in console_blocks())
    assert {"exit 2", "exit 3"} <= set(re.findall(r"exit \d", outputs))


@pytest.mark.parametrize(
    ("command", "shown"), [pytest.param(*block, id=block[0]) for block in console_blocks()]
)
def test_every_command_in_the_doc_prints_what_the_doc_shows(command: str, shown: str) -> None:
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    run = subprocess.run(
        ["bash", "-c", command], cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )
    assert run.stdout == shown, (
        f"docs/rules_core.md is out of date; `{command}` prints:\n{run.stdout}"
    )


def test_the_doc_lists_every_measure_with_its_value_and_sentence() -> None:
    rows = set(
        re.findall(r"^\| `(\w+)` \| ([\d.]+) (yd|s|ft) \| `([\w/.]+)` \|", DOC.read_text(), re.M)
    )
    units = {"yard": "yd", "second": "s", "foot": "ft"}
    assert rows == {
        (name, f"{value.value:g}", units[value.unit.value], value.clause)
        for name, value in vars(measures).items()
        if isinstance(value, measures.Measure)
    }
