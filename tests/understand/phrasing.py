"""Messages written from a path of the question tree, out of the vocabulary itself: for each
answer, the first phrase of each concept its rule needs (``bot/understand/choices.toml``)."""

from __future__ import annotations

from bot.flow import ROOT, walk
from bot.understand.resolve import Alternative, confirmations, rules, with_implied
from bot.understand.vocabulary import vocabulary

#: concepts that join a marker and a team: the marker's phrase, then the team's
_JOINED = ("OFF_", "AGAINST_", "SIXTY_OF_")
_MARKER = {"OFF_": "OFF", "AGAINST_": "AGAINST", "SIXTY_OF_": "SIXTY_IN"}


def phrase(concept: str, lang: str) -> str | None:
    """The first phrase of ``concept`` in ``lang`` (else English); None for a concept only
    implied by others."""
    for lang_ in (lang, "en"):
        said = vocabulary(lang_).concepts.get(concept)
        if said:
            return said[0]
    for prefix in _JOINED:
        if concept.startswith(prefix):
            team = phrase(concept.removeprefix(prefix), lang)
            marker = phrase(_MARKER[prefix], lang)
            if prefix == "SIXTY_OF_":
                return f"{team} {marker}"
            return f"{marker} {team}" if team and marker else None
    return None


def message_for(path: str, lang: str) -> list[str]:
    """The phrases of a message that says every answer of ``path``, in the path's order."""
    out: list[str] = []
    for step in steps_for(path, lang):
        out.extend(p for p in step if p not in out)
    return out


def steps_for(path: str, lang: str) -> list[list[str]]:
    """The phrases that say each answer of ``path`` (answers already said by what follows
    left out), in the path's order. Written from the last answer back: an answer that what
    follows already says (a penalty number says "a penalty") adds nothing. An answer whose
    moment is confirmed unless said (``[confirm]``: the first hit a broken ball broke on, Play
    called at an opponent inside the 30) says its moment too."""
    position = walk(ROOT, path)
    steps: list[tuple[str, str]] = []
    question = ROOT
    for choice in position.trail:
        steps.append((question.slug, choice.slug))
        if choice.then is not None:
            question = choice.then
    said: set[str] = set()
    parts: list[list[str]] = []
    for question_slug, choice_slug in reversed(steps):
        rule = rules().get(question_slug, {}).get(choice_slug)
        if rule is None or rule.holds(with_implied(said)) is not None:
            continue
        needs = _sayable(rule.alternatives, lang)
        moment = confirmations().get(question_slug, {}).get(choice_slug)
        if moment is not None:
            needs |= _sayable(moment.alternatives, lang)
        said |= needs
        parts.append([p for c in sorted(needs) if (p := phrase(c, lang))])
    return list(reversed(parts))


def _sayable(alternatives: tuple[Alternative, ...], lang: str) -> frozenset[str]:
    """The first alternative whose every concept has a phrase (else the first)."""
    for alternative in alternatives:
        if all(phrase(c, lang) for c in alternative.needs):
            return alternative.needs
    return alternatives[0].needs
