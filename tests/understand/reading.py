"""What a message is read as, in the terms the pattern tests state: the answers it gives, as the
tree's choice slugs, and the question it stops at."""

from __future__ import annotations

from bot.flow import ROOT, walk
from bot.teams import split
from bot.understand import understand


def trail_of(text: str, lang: str) -> list[str]:
    """The slugs of the answers the message gives, from the first question on."""
    _defends, tree_path = split(understand(text, lang).path)
    return [choice.slug for choice in walk(ROOT, tree_path).trail]


def slugs_of(path: str) -> str:
    """The answers along an understood ``path`` as the tree's choice slugs joined by "/" (the
    teams' prefix left out)."""
    return "/".join(choice.slug for choice in walk(ROOT, split(path)[1]).trail)


def read(text: str, lang: str) -> tuple[str, str | None]:
    """The understood answers as choice slugs, and the question asked (None: a ruling)."""
    _defends, tree_path = split(understand(text, lang).path)
    walked = walk(ROOT, tree_path)
    asked = walked.question.slug if walked.question else None
    return "/".join(choice.slug for choice in walked.trail), asked
