"""Words in English, Spanish and Italian, in Pillow's bundled font, accents included."""

from __future__ import annotations

import dataclasses
import io
import unicodedata

import pytest
from PIL import Image, ImageFont

from bot.diagram import SIZE, DiagramText, missing, render_ruling
from bot.diagram.card import header_room, title_lines
from bot.diagram.glyphs import fit, font, text_mask
from bot.diagram.layout import layout
from bot.diagram.scene import Drawn, scene_of
from bot.i18n import translator
from bot.wording.diagram import diagram_text
from rules_core import Field, Point, Team
from rules_core.facts import (
    BallOverEndLine,
    BallOverSideBoards,
    GoalAtWhistle,
    Incident,
    PlayStopped,
    StopReason,
)
from rules_core.field import Place
from tests.diagram import LANGUAGES, ruling, sample_rulings

FIELD = Field()
#: rulings that show every kind of word: ball, zone, both teams, numbered options
WORDY: list[Incident] = [
    BallOverSideBoards(Place.at(Point(0.0, 60.0)), Team.DEFENDING),
    PlayStopped(Place.at(Point(10.0, 30.0)), StopReason.INADVERTENT_WHISTLE, Team.ATTACKING),
    GoalAtWhistle(Team.DEFENDING),
]
LETTERS = {
    "Spanish": "áéíóúüñÁÉÍÓÚÜÑ¿¡",
    "Italian": "àèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ",
}


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("incident", WORDY)
def test_every_language_renders_at_the_same_size(language: str, incident: Incident) -> None:
    png = render_ruling(ruling(incident), FIELD, LANGUAGES[language])
    assert png is not None
    assert Image.open(io.BytesIO(png)).size == SIZE


@pytest.mark.parametrize("incident", WORDY)
def test_each_language_gives_its_own_picture(incident: Incident) -> None:
    pictures = {render_ruling(ruling(incident), FIELD, text) for text in LANGUAGES.values()}
    assert len(pictures) == len(LANGUAGES)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_every_word_of_every_language_can_be_drawn(language: str) -> None:
    text = LANGUAGES[language]
    for field in dataclasses.fields(DiagramText):
        value = getattr(text, field.name)
        for item in value if isinstance(value, tuple) else (value,):
            words = item[1] if isinstance(item, tuple) else item  # a distance: (yards, words)
            assert missing(words) == set(), (field.name, words)


@pytest.mark.parametrize("language", sorted(LETTERS))
def test_every_accented_letter_is_drawn_with_its_accent(language: str) -> None:
    box = text_mask("\ue000", 24).tobytes()  # what the font draws for a letter it lacks
    for letter in LETTERS[language]:
        drawn = text_mask(letter, 24).tobytes()
        plain = {"¿": "?", "¡": "!"}.get(letter, unicodedata.normalize("NFD", letter)[0])
        assert drawn not in (box, text_mask(plain, 24).tobytes()), letter


def test_an_accent_sits_above_its_letter() -> None:
    plain, accented = text_mask("a", 30).getbbox(), text_mask("á", 30).getbbox()
    assert plain is not None
    assert accented is not None
    assert accented[1] < plain[1]  # taller: the accent is above the "a"
    assert accented[3] == plain[3]  # on the same baseline


def test_a_character_no_font_has_is_reported_missing() -> None:
    assert missing("→ 中") == {"→", "中"}


def test_the_bundled_font_is_scalable() -> None:
    assert isinstance(font(24), ImageFont.FreeTypeFont)
    small, large = text_mask("Knock-in", 22).getbbox(), text_mask("Knock-in", 44).getbbox()
    assert small is not None
    assert large is not None
    assert large[2] - large[0] == pytest.approx(2 * (small[2] - small[0]), rel=0.1)


def test_a_headline_too_long_for_the_picture_is_shortened_with_an_ellipsis() -> None:
    words, size = fit("Saque de fondo " * 10, 400, (38, 24))
    assert size == 24
    assert words.endswith("…")
    assert text_mask(words, size).width <= 400


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_no_headline_of_a_sample_ruling_is_cut_in_any_language(lang: str) -> None:
    # the bot's own words (its catalogs), at the card's width beside the mark and team label
    t = translator(lang)
    titles = set()
    for decided in sample_rulings(FIELD):
        text = diagram_text(decided, t)
        scene = scene_of(Drawn.of(decided), FIELD, text)
        if scene is None:
            continue
        room = header_room(scene).title
        lines, size = title_lines(text.restart, room)
        titles.add(text.restart)
        assert not any(line.endswith("…") for line in lines), (text.restart, room)
        assert len(lines) == 1, text.restart  # every one fits on one line today
        assert size >= 30, text.restart  # and large: about 17 px tall at 400 px wide
    assert len(titles) > 10


def test_a_headline_too_long_for_one_line_goes_on_two_rather_than_being_cut() -> None:
    title = "Concedergli tempo supplementare per schierarsi di nuovo"
    lines, size = title_lines(title, 480)
    assert lines == ("Concedergli tempo supplementare", "per schierarsi di nuovo")
    assert all(text_mask(line, size).width <= 480 for line in lines)


@pytest.mark.parametrize(("lang", "words"), [("en", "30 yards"), ("es", "30 yardas")])
def test_a_zone_is_labelled_with_its_distance_in_the_chats_language(lang: str, words: str) -> None:
    decided = ruling(BallOverEndLine(30.0, Team.ATTACKING))
    scene = scene_of(Drawn.of(decided), FIELD, diagram_text(decided, translator(lang)))
    assert scene is not None
    label = layout(scene).zone_labels[0]
    assert label is not None
    assert label.text == words
