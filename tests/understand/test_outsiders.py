"""The outsiders' corpus (``outsiders/``, issue 17) is labelled well: every expected path is a
real, complete path of the tree whose ruling the core decides, each message is labelled once
and consistently, and the sealed part is large enough to measure. Only the labels: the bot's
score on it is measured (``python -m bench.understand_outsiders``), never asserted; how one
reading is scored is."""

from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bench.understand_outsiders import (
    LABELS,
    LANGS,
    PARAPHRASED,
    PARTS,
    Message,
    Tree,
    classify,
    load,
)
from bot.screens import decide_path
from bot.understand import understand
from rules_core import NoRuleApplies

KINDS = {"ruling", "ask", "procedure", "out_of_scope"}
WRITERS_FIELDS = ("id", "text", "kind", "restart", "team", "where", "missing", "clause", "note")
FILES = [(lang, part) for lang in LANGS for part in PARTS]


@pytest.fixture(scope="module")
def tree() -> Tree:
    return Tree()


def raw(lang: str, part: str) -> list[dict[str, Any]]:
    data = tomllib.loads((LABELS / f"{lang}_{part}.toml").read_text(encoding="utf-8"))
    messages: list[dict[str, Any]] = data["message"]
    return messages


def test_the_sealed_part_holds_at_least_200_messages_in_each_language() -> None:
    for lang in LANGS:
        assert len(load(lang, "sealed")) >= 200, lang
        assert load(lang, "dev"), lang


def test_ids_are_unique_and_name_their_language_and_part() -> None:
    seen: set[str] = set()
    for lang, part in FILES:
        for message in load(lang, part):
            assert message.id not in seen, message.id
            seen.add(message.id)
            assert message.id.startswith(f"{lang}-{part[0]}-"), message.id


@pytest.mark.parametrize(("lang", "part"), FILES)
def test_each_message_keeps_the_writers_fields_and_has_a_label(lang: str, part: str) -> None:
    for message in raw(lang, part):
        assert all(name in message for name in WRITERS_FIELDS), message["id"]
        assert message["kind"] in KINDS, message["id"]
        assert message["text"].strip(), message["id"]
        assert isinstance(message["expect_paths"], list), message["id"]
        assert isinstance(message["out_of_scope"], bool), message["id"]


@pytest.mark.parametrize(("lang", "part"), FILES)
def test_every_expected_path_is_a_complete_path_the_core_decides(
    lang: str, part: str, tree: Tree
) -> None:
    for message in load(lang, part):
        assert len(set(message.expect_paths)) == len(message.expect_paths), message.id
        for slugs in message.expect_paths:
            assert slugs in tree.by_slugs, f"{message.id}: {slugs} is no complete tree path"
            ruling = decide_path(tree.by_slugs[slugs])
            assert not isinstance(ruling, NoRuleApplies), f"{message.id}: {slugs} is refused"


@pytest.mark.parametrize(("lang", "part"), FILES)
def test_out_of_scope_and_open_labels_agree_with_the_paths(
    lang: str, part: str, tree: Tree
) -> None:
    for message, fields in zip(load(lang, part), raw(lang, part), strict=True):
        if message.out_of_scope:
            # nothing of the tree is right: the out-of-scope line (with the search) is
            assert not message.expect_paths, message.id
            assert not message.leaves_open, message.id
            continue
        assert message.expect_paths, f"{message.id}: in scope, so some path is right"
        rulings = {tree.ruling[tree.by_slugs[s]] for s in message.expect_paths}
        # where the expected rulings part, the label names the question that parts them
        assert ("asks" in fields) == (len(rulings) > 1), message.id
        if "asks" in fields:
            assert fields["asks"] in question_slugs(tree), message.id
        if len(rulings) > 1 and message.kind == "ask":
            assert message.leaves_open, f"{message.id}: an ask with rulings apart leaves it open"


def question_slugs(tree: Tree) -> set[str]:
    """The slugs of every question of the tree."""
    found: set[str] = set()
    for path in tree.ruling:
        for end in range(len(path)):
            question = tree.walk(tree.root, path[:end]).question
            if question is not None:
                found.add(question.slug)
    return found


def test_the_labels_directory_holds_only_the_parts_and_its_readme() -> None:
    names = {p.name for p in Path(LABELS).iterdir()}
    paraphrased = {f"{lang}_{PARAPHRASED}.toml" for lang in LANGS}
    assert names == {f"{lang}_{part}.toml" for lang, part in FILES} | paraphrased | {"README.md"}


@pytest.mark.parametrize("lang", LANGS)
def test_each_dev_message_is_said_four_other_ways_each_with_its_label(lang: str) -> None:
    dev = {message.id: message for message in load(lang, "dev")}
    said = raw(lang, PARAPHRASED)
    styles = ["short", "reworded", "voice", "story"]
    for source_id in dev:
        versions = [m for m in said if m["source"] == source_id]
        assert [m["style"] for m in versions] == styles, source_id
        assert [m["id"] for m in versions] == [
            f"{lang}-p-{source_id.rsplit('-', 1)[-1]}-{n}" for n in range(1, 5)
        ], source_id
    assert {m["source"] for m in said} == set(dev)
    for message in load(lang, PARAPHRASED):
        source = dev[message.id.replace("-p-", "-d-").rsplit("-", 1)[0]]
        assert message.text.strip(), message.id
        assert (message.expect_paths, message.leaves_open) == (
            source.expect_paths,
            source.leaves_open,
        ), message.id


def test_a_first_question_narrowed_is_scored_as_a_question(tree: Tree) -> None:
    """ "La bocha le pegó al umpire y se fue afuera": the first question narrowed to the end line
    or the boards is a fair question where the expected ruling is among them, a misread where
    it is not; never "not understood" (``bench.understand_outsiders.classify``)."""
    text = "la bocha le pegó al umpire y se fue afuera, ¿qué se hace?"
    understood = understand(text, "es")
    assert (understood.path, understood.narrowed) == ("", ("end_line", "side_boards"))
    # the line it went out over is open: the boards (a throw-in, 22.c) or the end line
    expected = ("side_boards/off_umpire/anywhere", "end_line/attacker/wide_left")
    message = Message("es-x-001", "es", "dev", text, "ask", expected, out_of_scope=False)
    assert classify(message, understood, tree) == "resolved"
    elsewhere = replace(message, expect_paths=("more/knock_in_problem/hit_before_play",))
    assert classify(elsewhere, understood, tree) == "misread"
