"""A property over every path of the question tree: a message written from the path's answers
(``phrasing``) decides that path's ruling; with any of its answers left out it decides that
ruling or asks, never another ruling; where it asks with fewer choices (what the message says
in part of the answer), the path's own answer is among them; and where the asker's presses
follow the path, each press answers the rest as far as the message goes, never otherwise."""

from __future__ import annotations

import random

import pytest

from bot.flow import ROOT, all_paths, walk
from bot.flow.model import KEYS
from bot.teams import split
from bot.understand import understand
from bot.understand.follow import follow
from tests.understand.phrasing import steps_for
from tests.understand.rulings import place_unsaid, ruling_for, same_ruling

PATHS = all_paths(ROOT)
#: answers left out per path: each answer alone, then this many seeded random sets of them
RANDOM_DROPS = 2


def _message(steps: list[list[str]], left_out: set[int]) -> str:
    """The phrases of the steps kept; a phrase of a step left out is left out everywhere."""
    gone = {p for i in left_out for p in steps[i]}
    said: list[str] = []
    for step in steps:
        said.extend(p for p in step if p not in gone and p not in said)
    return " ".join(said)


def _goal_left_out(path: str, concepts: frozenset[str]) -> bool:
    """A path through a goal ("between the posts", which starts the goal's questions afresh)
    told without any word of a goal: "over the end line, an attacker hit it" tells a ball that
    crossed the end line, whose knock-in is decided wherever it crossed, not a goal."""
    return any(c.reset for c in walk(ROOT, path).trail) and "GOAL" not in concepts


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_message_saying_every_answer_of_a_path_decides_that_ruling(lang: str) -> None:
    decided = 0
    for path in PATHS:
        understood = understand(_message(steps_for(path, lang), set()), lang)
        if understood.complete:
            assert ruling_for(split(understood.path)[1]) == ruling_for(path), path
            decided += 1
    # the few left asking say two things the tree asks as one (e.g. a goal both awarded and
    # between the posts)
    assert decided >= 0.98 * len(PATHS)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_leaving_answers_out_asks_or_decides_the_same_ruling(lang: str) -> None:
    rng = random.Random(f"understand-{lang}")
    for path in PATHS:
        steps = steps_for(path, lang)
        later = range(1, len(steps))  # the situation itself is always said
        drops = [{i} for i in later]
        drops += [{i for i in later if rng.random() < 0.4} for _ in range(RANDOM_DROPS)]
        for left_out in drops:
            message = _message(steps, left_out)
            understood = understand(message, lang)
            tree_path = split(understood.path)[1]
            if understood.complete and not _goal_left_out(path, understood.concepts):
                assert same_ruling(tree_path, path), (path, message)
            elif understood.narrowed and path.startswith(tree_path):
                asked = walk(ROOT, tree_path).question
                assert asked is not None
                own = asked.choices[KEYS.index(path[len(tree_path)])].slug
                assert own in understood.narrowed, (path, message)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_pressing_the_missing_answers_keeps_what_the_message_said(lang: str) -> None:
    """The asker presses the path's answer at each question the message left open, as long as
    the walk is on the path: the message answers the rest as far as it goes, and the walk ends
    at the path's own ruling (or one the core decides the same way, where the words left say
    the same thing another way)."""
    rng = random.Random(f"presses-{lang}")
    reached = 0
    for path in rng.sample(PATHS, 120):
        steps = steps_for(path, lang)
        left_out = {i for i in range(1, len(steps)) if rng.random() < 0.4}
        concepts = understand(_message(steps, left_out), lang).concepts
        walked = follow(concepts, "").path
        while walked != path and path.startswith(walked):
            walked = follow(concepts, path[: len(walked) + 1]).path
        if walk(ROOT, walked).complete and not _goal_left_out(path, concepts):
            assert same_ruling(walked, path), (path, walked)
            # or the path with its place unsaid, where the words left it and the ruling needs none
            reached += walked in (path, place_unsaid(path))
    assert reached >= 100
