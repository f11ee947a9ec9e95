"""The glossary holds: where the English of a catalog entry uses a term of docs/glossary.md, the
Spanish and Italian use that term's translation.

How a cell of the glossary's table is read (its "x / y" alternatives, "(…)" notes and forms,
word stems for plurals and agreement) is documented in docs/glossary.md, "How the table is
checked"; ``EXCEPTIONS`` lists the entries where an English term appears in another sense.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
LOCALES = ROOT / "locales"
LANGS = ("es", "it")

#: (English term as the glossary writes it, msgid) -> why the term is not that term there
EXCEPTIONS: dict[tuple[str, str], str] = {
    ("own goal", "A defender put it through his own goal"): (
        "'his own goal' is the goal he defends (the posts: su propio arco), not an own goal "
        "(the score)"
    ),
    **{
        ("tap", msgid): "'Tap' a button of the chat (tocá / tocca), not a tap of the ball"
        for msgid in (
            "It is the penalty for the foul the umpires call; the rule does not name it. Tap "
            "Penalties for how each is taken.",
            "The rule does not name the penalty: it is the one for the foul the umpires call. "
            "Tap a penalty to see how it is taken.",
            "The rule says 'a penalty' without naming which: the umpires award the one for the "
            "foul. Tap Penalties for how each is taken.",
        )
    },
    **{
        ("wide", msgid): (
            "msgctxt quiz incident: told after 'sale por la línea de fondo', 'a la izquierda / "
            "derecha del arco' says where, as an umpire tells it (the quiz's pinned example)"
        )
        for msgid in (
            "wide on the left, more than 5 yards from the board and the post",
            "wide on the right, more than 5 yards from the post and the board",
        )
    },
    ("attackers", "Attackers"): (
        "msgctxt diagram: a one-word label on the diagram's team arrow; 'Atacantes' / "
        "'Attaccanti' name the team by its players, and the arrow shows it is the team"
    ),
    ("defenders", "Defenders"): (
        "msgctxt diagram: a one-word label on the diagram's team arrow; 'Defensores' / "
        "'Difensori' name the team by its players, and the arrow shows it is the team"
    ),
}

_PLACEHOLDER = re.compile(r"%\(\w+\)s")
_NOTE = re.compile(r"\s+\([^)]*\)")  # " (the posts)": a note, or another form in a translation
_PLURAL_MARK = re.compile(r"(?<=\w)\((s|es)\)")  # "umpire(s)"
_QUOTES = "\"'«»“”"
_ARTICLES = frozenset({"el", "la", "los", "las", "lo", "il", "i", "gli", "le", "l'"})
_VOWELS = "aeio"  # unaccented: "Referí" keeps its accent
_STRESSED = "áéíóú"
_UNSTRESS = str.maketrans(_STRESSED, "aeiou")


@dataclass(frozen=True, slots=True)
class Term:
    english: str  # one English term, as written: "umpire(s)", "goal", '"Play"'
    pattern: re.Pattern[str]
    forms: dict[str, tuple[re.Pattern[str], ...]]  # lang -> accepted translations
    written: dict[str, str]  # lang -> the glossary cell, for messages


def _split(cell: str) -> list[str]:
    """``x / y`` into its terms (a " / " inside parentheses stays)."""
    return [p.strip() for p in re.split(r" / (?![^(]*\))", cell) if p.strip()]


def _quoted(text: str) -> re.Pattern[str] | None:
    if len(text) > 2 and text[0] in _QUOTES and text[-1] in _QUOTES:
        quote = re.escape(_QUOTES)
        return re.compile(rf"[{quote}]{re.escape(text[1:-1])}[{quote}]", re.IGNORECASE)
    return None


def _english_pattern(term: str) -> re.Pattern[str]:
    quoted = _quoted(term)
    if quoted:
        return quoted
    words = []
    for word in term.split():
        marked = _PLURAL_MARK.search(word)
        bare = _PLURAL_MARK.sub("", word)
        words.append(re.escape(bare) + (rf"(?:{marked.group(1)})?" if marked else ""))
    plural = "" if _PLURAL_MARK.search(term) else "(?:s|es)?"
    # a space also matches a hyphen ("Fair-play"); a hyphen only a hyphen ("throw-in")
    return re.compile(r"\b" + r"[\s-]+".join(words) + plural + r"\b", re.IGNORECASE)


def _word_pattern(word: str) -> str:
    if len(word) >= 5 and word[-2] in _STRESSED and word[-1] in "ns":
        # "alineación" -> "alineaciones": the plural moves the stress and drops the accent
        plain = word[:-2] + word[-2].translate(_UNSTRESS) + word[-1]
        return rf"(?:{re.escape(word)}|{re.escape(plain)}es)"
    if len(word) >= 5 and word[-1] == "s":
        word = word[:-1]  # "tablas izquierdas": also "tabla izquierda"
    if len(word) >= 5 and word[-1] in _VOWELS:
        return re.escape(word[:-1]) + r"\w*"  # "bocha" -> bochas, "Arbitro" -> Arbitri
    if len(word) >= 5:
        return re.escape(word) + r"\w*"  # "Penal" -> Penales
    if word[-1] in _VOWELS:
        return re.escape(word[:-1]) + r"[aeiou]?s?"  # "arco" -> arcos, "palo" -> pali
    return re.escape(word) + r"(?:es|s)?"  # "gol" -> goles


def _translation_pattern(form: str) -> re.Pattern[str]:
    quoted = _quoted(form)
    if quoted:
        return quoted
    words = _PLURAL_MARK.sub("", form).split()
    if len(words) > 1 and words[0].lower() in _ARTICLES:
        words = words[1:]  # "el equipo atacante" also as "al equipo atacante"
    body = r"\s+".join(_word_pattern(w) for w in words)
    return re.compile(r"(?<!\w)" + body + r"(?!\w)", re.IGNORECASE)


def _forms(part: str) -> list[str]:
    """A translation and the other forms it gives in parentheses."""
    extra = [m.strip() for m in re.findall(r"\s\(([^)]*)\)", part)]
    return [_NOTE.sub("", part).strip(), *extra]


def _table(text: str) -> list[list[str]]:
    """The cells of every row of the markdown tables in ``text``, without heads or rules."""
    rows = []
    for line in text.splitlines():
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if set(cells[0]) <= {"-", ":"}:
            continue
        rows.append(cells)
    return rows[1:] if rows else rows  # the first row of a table is its head


def _part(heading: str | None) -> str:
    """The glossary's text before its first "## " heading (None), or under ``heading``."""
    parts = GLOSSARY.read_text(encoding="utf-8").split("\n## ")
    if heading is None:
        return parts[0]
    return next(p for p in parts if p.startswith(heading + "\n"))


def _rows() -> list[list[str]]:
    """The terms: the table at the top."""
    return _table(_part(None))


def _terms() -> list[Term]:
    terms = []
    for english_cell, es_cell, it_cell, *_ in _rows():
        english = _split(_NOTE.sub("", english_cell))
        cells = {"es": _split(es_cell), "it": _split(it_cell)}
        for lang, parts in cells.items():
            assert len(parts) in (1, len(english)) or len(english) == 1, (english_cell, lang)
        for i, term in enumerate(english):
            forms: dict[str, tuple[re.Pattern[str], ...]] = {}
            written: dict[str, str] = {}
            for lang, parts in cells.items():
                chosen = parts if len(english) == 1 or len(parts) == 1 else [parts[i]]
                forms[lang] = tuple(
                    _translation_pattern(f) for part in chosen for f in _forms(part)
                )
                written[lang] = " / ".join(chosen)
            terms.append(Term(term, _english_pattern(term), forms, written))
    return terms


TERMS = _terms()


def _senses() -> dict[str, list[Term]]:
    """Terms by their English: two rows with the same English term are its two senses."""
    by_english: dict[str, list[Term]] = defaultdict(list)
    for term in TERMS:
        by_english[term.english.lower()].append(term)
    return dict(by_english)


SENSES = _senses()


def _uses(english: str) -> dict[str, list[tuple[int, int]]]:
    """Where each English term occurs in ``english``, leaving out the occurrences inside a
    longer term of the glossary ("goal" in "this goal")."""
    found = {
        key: [m.span() for t in terms for m in t.pattern.finditer(english)]
        for key, terms in SENSES.items()
    }
    every = [span for spans in found.values() for span in spans]
    return {
        key: kept
        for key, spans in found.items()
        if (
            kept := [
                (start, end)
                for start, end in spans
                if not any(s <= start and end <= e and e - s > end - start for s, e in every)
            ]
        )
    }


def _catalog(lang: str) -> list[tuple[str | None, str, str]]:
    """(context, English, translation) of every translated entry; plurals by their forms."""
    with (LOCALES / lang / "LC_MESSAGES" / "messages.po").open("rb") as fp:
        catalog = read_po(fp, locale=lang)
    entries: list[tuple[str | None, str, str]] = []
    for m in catalog:
        if not m.id or m.fuzzy:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if all(strings):
            entries.extend((m.context, str(ids[-1]), str(s)) for s in strings)
    return entries


def test_the_glossary_has_the_terms_the_bot_relies_on() -> None:
    english = {t.english for t in TERMS}
    assert {"ball", "end line", "knock-in", "throw-in", "attackers", "yard(s)"} <= english
    yard = next(t for t in TERMS if t.english == "yard(s)")
    assert yard.written["it"] == "yarda / yarde"  # the seed's word, not CLDR's "iarde"


def test_every_exception_names_a_term_and_a_message_that_uses_it() -> None:
    english_terms = {t.english for t in TERMS}
    ids = {english for _, english, _ in _catalog("es")}
    for term, msgid in EXCEPTIONS:
        assert term in english_terms, term
        assert msgid in ids, msgid
        assert term.lower() in _uses(_PLACEHOLDER.sub(" ", msgid)), (term, msgid)


def _missing_terms(lang: str, english: str, translated: str) -> list[str]:
    """The glossary terms ``english`` uses that ``translated`` lacks, with the wanted words."""
    text = _PLACEHOLDER.sub(" ", translated)
    missing = []
    for key in _uses(_PLACEHOLDER.sub(" ", english)):
        terms = SENSES[key]
        if (terms[0].english, english) in EXCEPTIONS:
            continue
        if not any(p.search(text) for t in terms for p in t.forms[lang]):
            missing.append(f"{terms[0].english} -> {' | '.join(t.written[lang] for t in terms)}")
    return missing


def test_the_check_finds_a_wrong_term() -> None:
    assert _missing_terms("es", "Attackers had it", "La tenía el atacante") == [
        "attackers -> el equipo atacante"
    ]
    assert _missing_terms("it", "A player within 5 yards", "Un giocatore a 5 iarde") == [
        "yard(s) -> yarda / yarde"
    ]
    assert _missing_terms("es", "%(yards)s from this goal", "a %(yards)s de este arco") == []


@pytest.mark.parametrize("lang", LANGS)
def test_translations_use_the_glossarys_terms(lang: str) -> None:
    wrong = [
        f"[{context}] {english!r} = {translated!r}: {missing}"
        for context, english, translated in _catalog(lang)
        if (missing := _missing_terms(lang, english, translated))
    ]
    assert wrong == []


@dataclass(frozen=True, slots=True)
class Avoided:
    lang: str
    not_this: str  # as written in the glossary
    but: str
    pattern: re.Pattern[str]


def _edge(text: str) -> re.Pattern[str]:
    """``text`` as written (case, accents and quotes count), at word edges."""
    head = r"(?<!\w)" if text[0].isalnum() else ""
    tail = r"(?!\w)" if text[-1].isalnum() else ""
    return re.compile(head + re.escape(text) + tail)


def _avoided() -> list[Avoided]:
    return [
        Avoided(lang, not_this, but, _edge(not_this))
        for lang, not_this, but, *_ in _table(_part("Words we do not use"))
    ]


AVOIDED = _avoided()


def test_the_words_we_do_not_use_are_read_from_the_glossary() -> None:
    assert len(AVOIDED) >= 10
    assert {a.lang for a in AVOIDED} == set(LANGS)
    found = {(a.lang, a.not_this) for a in AVOIDED}
    assert {("es", 'de "Play"'), ("it", "Rossi"), ("it", "schieramento invertito")} <= found
    play = next(a for a in AVOIDED if a.not_this == 'de "Play"')
    assert play.pattern.search('antes de "Play"')
    assert not play.pattern.search('antes del "Play"')
    rossi = next(a for a in AVOIDED if a.not_this == "Rossi")
    assert rossi.pattern.search("/teams Rossi Blu")
    assert not rossi.pattern.search("Rossini")


@pytest.mark.parametrize("lang", LANGS)
def test_no_translation_uses_a_word_we_do_not_use(lang: str) -> None:
    entries = _catalog(lang)
    avoided = [a for a in AVOIDED if a.lang == lang]
    found = [
        f"[{context}] {english!r} = {translated!r}: {a.not_this!r} -> {a.but!r}"
        for context, english, translated in entries
        for a in avoided
        if a.pattern.search(translated)
    ]
    assert found == []
    unused = [a.but for a in avoided if not any(a.but in tr for _, _, tr in entries)]
    assert unused == []  # every row names the form the catalogs do use


#: Italian words that have no plural form
_INVARIABLE = frozenset({"gol", "throw-in", "safety"})


def _plural_alone(english: str) -> bool:
    """Whether ``english`` is a glossary term in the plural and nothing else ("Line-ups"); a
    term the glossary writes with "(s)" ("left board(s)") is the same in both numbers."""
    return english.endswith("s") and any(
        t.pattern.fullmatch(english)
        and english.lower() != t.english.lower()
        and not _PLURAL_MARK.search(t.english)
        for t in TERMS
    )


def _in_the_plural(lang: str, translated: str) -> bool:
    first = translated.split(maxsplit=1)[0].lower()
    if lang == "es":
        return first.endswith("s")
    return first.endswith(("i", "e")) or first in _INVARIABLE


@pytest.mark.parametrize("lang", LANGS)
def test_a_term_alone_in_the_plural_is_translated_in_the_plural(lang: str) -> None:
    alone = [(c, e, tr) for c, e, tr in _catalog(lang) if _plural_alone(e)]
    assert "Line-ups" in {e for _, e, _ in alone}  # the quiz topics are such labels
    singular = [(c, e, tr) for c, e, tr in alone if not _in_the_plural(lang, tr)]
    assert singular == []
