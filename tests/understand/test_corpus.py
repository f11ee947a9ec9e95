"""The corpus of typed questions (``corpus_<lang>.toml``): each message yields the answers, the
question, the conflict or the one-line reply it says, and no message yields a ruling other than
the one its own facts give."""

from __future__ import annotations

import pytest

from bot.flow import ROOT, walk
from bot.teams import split
from bot.understand import understand
from rules_core import decide
from rules_core.json_io import facts_from_json
from tests.understand.corpus import Message, corpus, every_message
from tests.understand.rulings import ruling_for

MESSAGES = every_message()


def test_the_corpus_holds_at_least_fifty_messages_in_each_language() -> None:
    for lang in ("en", "es", "it"):
        assert len(corpus(lang)) >= 50, lang
    kinds = {"asks": 0, "conflict": 0, "out_of_scope": 0, "nothing": 0}
    for message in MESSAGES:
        kinds["asks"] += message.asks is not None
        kinds["conflict"] += message.conflict
        kinds["out_of_scope"] += message.out_of_scope
        kinds["nothing"] += message.nothing
    assert all(count >= 3 for count in kinds.values()), kinds


@pytest.mark.parametrize("message", MESSAGES, ids=str)
def test_each_message_yields_what_it_says(message: Message) -> None:
    understood = understand(message.text, message.lang)
    assert understood.out_of_scope == message.out_of_scope
    assert understood.nothing == message.nothing
    assert understood.no_restart == message.no_restart
    if message.nothing or message.no_restart or (message.out_of_scope and not message.answers):
        return
    defends, tree_path = split(understood.path)
    assert tree_path == message.tree_path
    asked = walk(ROOT, tree_path).question
    assert (asked.slug if asked else None) == message.asks
    assert understood.complete == (message.asks is None)
    assert bool(understood.conflicts) == message.conflict
    assert understood.narrowed == message.narrowed
    assert understood.viewpoint == message.viewpoint
    if message.defends is not None:
        assert understood.teams is not None
        assert defends is not None
        assert understood.teams[int(defends) - 1] == message.defends


DECIDED = [m for m in MESSAGES if m.asks is None and m.answers]


@pytest.mark.parametrize("message", DECIDED, ids=str)
def test_a_decided_message_gives_the_ruling_its_own_facts_give(message: Message) -> None:
    understood = understand(message.text, message.lang)
    ruling = ruling_for(understood.path, understood.teams)
    facts = facts_from_json(understood.facts)
    if ruling is None:  # the core refuses the path, and says so for the facts too
        assert understood.out_of_scope
        return
    assert decide(facts) == ruling
