"""Every literal the bot hands its translator is in the template.

pybabel does not look inside f-strings on Python 3.11, so ``f"{t._('...')}"`` would silently stay
English in every language; this reads the code's syntax tree instead of trusting extraction.
"""

from __future__ import annotations

import ast
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).parents[2]


def _template_ids() -> set[tuple[str | None, str]]:
    with (ROOT / "locales" / "messages.pot").open("rb") as file:
        catalog = read_po(file)
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}


def _literals_given_to_the_translator() -> list[tuple[str, int, tuple[str | None, str]]]:
    found = []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            args = [a.value for a in node.args if isinstance(a, ast.Constant)]
            strings = [a for a in args if isinstance(a, str)]
            key: tuple[str | None, str] | None = None
            if node.func.attr in ("_", "ngettext") and args and isinstance(args[0], str):
                key = (None, args[0])
            elif node.func.attr == "pgettext" and len(strings) >= 2:
                key = (strings[0], strings[1])
            if key is not None:
                found.append((path.name, node.lineno, key))
    return found


def test_the_translator_is_given_literals_somewhere_in_the_bot() -> None:
    assert len(_literals_given_to_the_translator()) > 10


def test_every_literal_given_to_the_translator_is_in_the_template() -> None:
    ids = _template_ids()
    missing = [
        (f, line, key) for f, line, key in _literals_given_to_the_translator() if key not in ids
    ]
    assert missing == []
