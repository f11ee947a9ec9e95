"""Text formatting the way the Bot API does it: parse modes, entities, trimming.

Telegram parses ``parse_mode`` text on its side and answers with the plain text plus an
``entities`` array whose offsets and lengths count UTF-16 code units.  Malformed markup is refused
with ``400 Bad Request: can't parse entities: ...``, which is exactly the bug a stand-in should
surface, so the parsers here are strict in the same places Telegram is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

Entity = dict[str, Any]


class EntityParseError(Exception):
    """Markup that Telegram would refuse; ``str(exc)`` is the Bot API description."""

    def __init__(self, detail: str) -> None:
        super().__init__(f"Bad Request: can't parse entities: {detail}")


def utf16_len(text: str) -> int:
    """Length of ``text`` in UTF-16 code units, the unit of entity offsets."""
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


@dataclass
class Builder:
    pieces: list[str] = field(default_factory=list)
    length: int = 0

    def add(self, text: str) -> None:
        self.pieces.append(text)
        self.length += utf16_len(text)

    def text(self) -> str:
        return "".join(self.pieces)


@dataclass
class OpenEntity:
    name: str
    start: int  # UTF-16 offset in the output
    byte_offset: int  # UTF-8 offset in the source, for error messages
    attrs: dict[str, str] = field(default_factory=dict)


def byte_offset(source: str, index: int) -> int:
    return len(source[:index].encode("utf-8"))


def make_entity(kind: str, start: int, end: int, **extra: Any) -> list[Entity]:
    if end <= start:
        return []  # Telegram drops empty entities
    entity: Entity = {"offset": start, "length": end - start, "type": kind}
    entity.update({key: value for key, value in extra.items() if value is not None})
    return [entity]


def sort_entities(entities: list[Entity]) -> list[Entity]:
    return sorted(entities, key=lambda e: (e["offset"], -e["length"]))


# ---------------------------------------------------------------------------------------------
# HTML
_HTML_TYPES = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "tg-spoiler": "spoiler",
    "span": "spoiler",
    "a": "text_link",
    "code": "code",
    "pre": "pre",
    "blockquote": "blockquote",
    "tg-emoji": "custom_emoji",
}
_NAMED_REFS = {"lt": "<", "gt": ">", "amp": "&", "quot": '"'}
_REF_RE = re.compile(r"&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));")
_TAG_RE = re.compile(
    r"<(/?)([a-zA-Z0-9-]*)((?:\s+[a-zA-Z-]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>\"']+))?)*)\s*>"
)
_ATTR_RE = re.compile(r"([a-zA-Z-]+)(?:\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s>\"']+)))?")


def _decode_refs(text: str) -> str:
    def replace(match: re.Match[str]) -> str:
        dec, hexa, name = match.groups()
        if name is not None:
            return _NAMED_REFS.get(name, match.group(0))
        code = int(dec) if dec is not None else int(hexa, 16)
        return chr(code) if 0 < code <= 0x10FFFF else match.group(0)

    return _REF_RE.sub(replace, text)


def parse_html(source: str) -> tuple[str, list[Entity]]:
    """Parse ``parse_mode=HTML`` text into (plain text, entities), or raise EntityParseError."""
    out, stack, entities = Builder(), list[OpenEntity](), list[Entity]()
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == "&":
            match = _REF_RE.match(source, i)
            out.add(_decode_refs(match.group(0)) if match else "&")
            i = match.end() if match else i + 1
            continue
        if ch != "<":
            out.add(ch)
            i += 1
            continue
        tag = _TAG_RE.match(source, i)
        offset = byte_offset(source, i)
        if tag is None or (not tag.group(1) and tag.group(2).lower() not in _HTML_TYPES):
            name = tag.group(2) if tag else ""
            raise EntityParseError(f'Unsupported start tag "{name}" at byte offset {offset}')
        closing, name = bool(tag.group(1)), tag.group(2).lower()
        i = tag.end()
        if not closing:
            attrs = {
                m.group(1).lower(): _decode_refs(m.group(2) or m.group(3) or m.group(4) or "")
                for m in _ATTR_RE.finditer(tag.group(3))
            }
            if name == "span" and attrs.get("class") != "tg-spoiler":
                raise EntityParseError(f'Unsupported start tag "span" at byte offset {offset}')
            stack.append(OpenEntity(name, out.length, offset, attrs))
            continue
        if not stack:
            raise EntityParseError(f'Unexpected end tag at byte offset {offset}, found "</{name}>"')
        top = stack.pop()
        if top.name != name:
            raise EntityParseError(
                f'Unmatched end tag at byte offset {offset}, expected "</{top.name}>", '
                f'found "</{name}>"'
            )
        entities.extend(_close_html(top, stack, out.length))
    if stack:
        raise EntityParseError(f'Can\'t find end tag corresponding to start tag "{stack[-1].name}"')
    return out.text(), sort_entities(entities)


def _close_html(top: OpenEntity, stack: list[OpenEntity], end: int) -> list[Entity]:
    kind = _HTML_TYPES[top.name]
    language = top.attrs.get("class", "").removeprefix("language-") or None
    if top.name == "code" and stack and stack[-1].name == "pre" and language:
        stack[-1].attrs["language"] = language  # <pre><code class="language-x"> is one entity
        return []
    if kind == "text_link":
        href = top.attrs.get("href")
        return make_entity(kind, top.start, end, url=href) if href else []
    if kind == "pre":
        return make_entity(kind, top.start, end, language=top.attrs.get("language"))
    if kind == "blockquote" and "expandable" in top.attrs:
        kind = "expandable_blockquote"
    if kind == "custom_emoji":
        return make_entity(kind, top.start, end, custom_emoji_id=top.attrs.get("emoji-id"))
    return make_entity(kind, top.start, end)


def trim(text: str, entities: list[Entity]) -> tuple[str, list[Entity]]:
    """Strip surrounding whitespace like Telegram does, shifting and clipping the entities."""
    stripped = text.strip()
    if stripped == text:
        return text, entities
    lead = utf16_len(text[: len(text) - len(text.lstrip())])
    size = utf16_len(stripped)
    result: list[Entity] = []
    for entity in entities:
        start = min(max(entity["offset"] - lead, 0), size)
        end = min(max(entity["offset"] + entity["length"] - lead, 0), size)
        if end > start:
            result.append({**entity, "offset": start, "length": end - start})
    return stripped, result


_COMMAND_RE = re.compile(r"(?<![\w/])/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?")


def command_entities(text: str) -> list[Entity]:
    """``bot_command`` entities Telegram attaches to a user's message ("/start", "/start@bot")."""
    return [
        {
            "offset": utf16_len(text[: m.start()]),
            "length": utf16_len(m.group(0)),
            "type": "bot_command",
        }
        for m in _COMMAND_RE.finditer(text)
    ]
