"""A ruling's short reference, "r4-113": ``r``, the flow's version, ``-``, the path of answers.

It names a ruling outside the bot's own menus: the Share button puts it in an inline query
(``@bot r4-113`` in any chat gives that ruling's card), and the card's button carries it back as
the ``/start`` payload of a deep link (``t.me/<bot>?start=r4-113``), which opens the full ruling.
Both alphabets allow it (a deep-link payload: ``A-Za-z0-9_-``, at most 64 characters).

It is not signed, unlike callback data: a path names a public ruling that anyone can reach by
tapping, and carries no owner, so a signature would only lengthen what people see in the
message field. It is checked as strictly as any input: the pattern, the version (a reference
made before the tree changed is stale: its path may now lead elsewhere), and a path that ends
at a ruling of the current tree. The chat's team names do not travel: another chat has its own.
"""

from __future__ import annotations

import re

from bot.flow import FLOW_VERSION, ROOT, UnknownPath, walk
from bot.teams import split

#: anything shaped like a reference, of any version (a stale one is told apart from junk)
_SHAPE = re.compile(r"r([0-9a-z])-([0-9a-z]{1,24})")


class RefError(ValueError):
    """A reference we cannot open."""


class StaleRef(RefError):
    """Made by another version of the question tree."""


class BadRef(RefError):
    """Reference-shaped, but no ruling of this tree (forged, or mistyped)."""


def ruling_ref(path: str) -> str:
    """The reference of the ruling at ``path`` (a path with the teams' prefix: without it)."""
    return f"r{FLOW_VERSION}-{split(path)[1]}"


def looks_like_ref(text: str) -> bool:
    return _SHAPE.fullmatch(text.strip()) is not None


def ref_path(text: str) -> str:
    """The tree path of the ruling a reference names; raises ``StaleRef`` or ``BadRef``."""
    match = _SHAPE.fullmatch(text.strip())
    if match is None:
        raise BadRef("not a ruling reference")
    version, path = match.groups()
    if version != FLOW_VERSION:
        raise StaleRef(f"version {version}, this bot's tree is version {FLOW_VERSION}")
    try:
        position = walk(ROOT, path)
    except UnknownPath:
        raise BadRef(f"no path {path!r} in the tree") from None
    if not position.complete:
        raise BadRef(f"path {path!r} does not end at a ruling")
    return path
