"""Parse modes: ``parse_text`` dispatches; MarkdownV2 and legacy Markdown live here."""

from __future__ import annotations

import re

from .entities import (
    Builder,
    Entity,
    EntityParseError,
    OpenEntity,
    byte_offset,
    make_entity,
    parse_html,
    sort_entities,
)

_MD2_RESERVED = frozenset("_*[]()~`>#+-=|{}.!")
_MD2_MARKERS = {
    "*": "bold",
    "_": "italic",
    "__": "underline",
    "~": "strikethrough",
    "||": "spoiler",
}
_MD2_NAMES = {"*": "Bold", "_": "Italic", "__": "Underline", "~": "Strikethrough", "||": "Spoiler"}


def _find_unescaped(source: str, needle: str, start: int) -> int:
    i = start
    while i < len(source):
        if source[i] == "\\":
            i += 2
            continue
        if source.startswith(needle, i):
            return i
        i += 1
    return -1


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text, flags=re.DOTALL)


def _code_block(source: str, i: int, out: Builder, *, escapes: bool) -> tuple[int, list[Entity]]:
    """Parse `code` or ```pre``` starting at ``source[i]``; return (next index, entities)."""
    fence = "```" if source.startswith("```", i) else "`"
    end = (
        _find_unescaped(source, fence, i + len(fence))
        if escapes
        else source.find(fence, i + len(fence))
    )
    if end < 0:
        name = "Pre" if fence == "```" else "Code"
        raise EntityParseError(
            f"Can't find end of {name} entity at byte offset {byte_offset(source, i)}"
        )
    body = source[i + len(fence) : end]
    language = None
    if fence == "```":
        first, newline, rest = body.partition("\n")
        if newline and first and not any(c.isspace() for c in first):
            language, body = first, rest
    start = out.length
    out.add(_unescape(body) if escapes else body)
    kind = "pre" if fence == "```" else "code"
    return end + len(fence), make_entity(kind, start, out.length, language=language)


def _link_url(source: str, i: int, *, escapes: bool) -> tuple[int, str]:
    """Parse ``(url)`` right after ``]`` at ``source[i]``; return (next index, url)."""
    if not source.startswith("(", i):
        raise EntityParseError(f"Can't find end of a url at byte offset {byte_offset(source, i)}")
    end = _find_unescaped(source, ")", i + 1) if escapes else source.find(")", i + 1)
    if end < 0:
        raise EntityParseError(f"Can't find end of a url at byte offset {byte_offset(source, i)}")
    url = source[i + 1 : end]
    return end + 1, _unescape(url) if escapes else url


def parse_markdown_v2(source: str) -> tuple[str, list[Entity]]:
    """Parse ``parse_mode=MarkdownV2`` text into (plain text, entities), strictly."""
    out, stack, entities = Builder(), list[OpenEntity](), list[Entity]()
    quote_start: int | None = None
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == ">" and (i == 0 or source[i - 1] == "\n"):
            quote_start = out.length if quote_start is None else quote_start
            i += 1
            continue
        if ch == "\n" and quote_start is not None and not source.startswith(">", i + 1):
            entities += make_entity("blockquote", quote_start, out.length)
            quote_start = None
        if ch == "\\":
            if i + 1 >= len(source) or not 0 < ord(source[i + 1]) < 127:
                raise EntityParseError("Character '\\' is reserved and must be escaped")
            out.add(source[i + 1])
            i += 2
        elif ch == "`":
            i, found = _code_block(source, i, out, escapes=True)
            entities += found
        elif ch == "[":
            stack.append(OpenEntity("[", out.length, byte_offset(source, i)))
            i += 1
        elif ch == "]" and stack and stack[-1].name == "[":
            top = stack.pop()
            i, url = _link_url(source, i + 1, escapes=True)
            entities += make_entity("text_link", top.start, out.length, url=url)
        elif marker := next(
            (m for m in ("||", "__", "*", "_", "~") if source.startswith(m, i)), ""
        ):
            if stack and stack[-1].name == marker:
                top = stack.pop()
                entities += make_entity(_MD2_MARKERS[marker], top.start, out.length)
            elif any(o.name == marker for o in stack):  # crossing entities, e.g. *a _b* c_
                top = stack[-1]
                raise EntityParseError(
                    f"Can't find end of {_MD2_NAMES.get(top.name, 'TextUrl')} entity at byte "
                    f"offset {top.byte_offset}"
                )
            else:
                stack.append(OpenEntity(marker, out.length, byte_offset(source, i)))
            i += len(marker)
        elif ch in _MD2_RESERVED:
            raise EntityParseError(
                f"Character '{ch}' is reserved and must be escaped with the preceding '\\'"
            )
        else:
            out.add(ch)
            i += 1
    if quote_start is not None:
        entities += make_entity("blockquote", quote_start, out.length)
    if stack:
        top = stack[-1]
        name = _MD2_NAMES.get(top.name, "TextUrl")
        raise EntityParseError(f"Can't find end of {name} entity at byte offset {top.byte_offset}")
    return out.text(), sort_entities(entities)


def parse_markdown(source: str) -> tuple[str, list[Entity]]:
    """Parse legacy ``parse_mode=Markdown``: *bold*, _italic_, `code`, ```pre```, [t](url)."""
    out, entities = Builder(), list[Entity]()
    kinds = {"*": "bold", "_": "italic"}
    i = 0
    while i < len(source):
        ch = source[i]
        if ch == "\\" and i + 1 < len(source) and source[i + 1] in "*_`[":
            out.add(source[i + 1])
            i += 2
        elif ch == "`":
            i, found = _code_block(source, i, out, escapes=False)
            entities += found
        elif ch in kinds or ch == "[":
            closer = "]" if ch == "[" else ch
            end = source.find(closer, i + 1)
            if end < 0:
                raise EntityParseError(
                    f"Can't find end of the entity starting at byte offset {byte_offset(source, i)}"
                )
            start = out.length
            out.add(source[i + 1 : end])
            if ch == "[":
                i, url = _link_url(source, end + 1, escapes=False)
                entities += make_entity("text_link", start, out.length, url=url)
            else:
                i = end + 1
                entities += make_entity(kinds[ch], start, out.length)
        else:
            out.add(ch)
            i += 1
    return out.text(), sort_entities(entities)


def parse_text(text: str, parse_mode: str | None) -> tuple[str, list[Entity]]:
    """Apply ``parse_mode`` (case-insensitive, as Telegram does); no mode means plain text."""
    mode = (parse_mode or "").lower()
    if mode == "html":
        return parse_html(text)
    if mode == "markdownv2":
        return parse_markdown_v2(text)
    if mode == "markdown":
        return parse_markdown(text)
    if mode:
        raise ValueError(f"Bad Request: unsupported parse_mode {parse_mode!r}")
    return text, []
