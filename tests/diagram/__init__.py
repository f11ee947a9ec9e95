"""Shared helpers of the field-diagram tests: decoding, colours, words in three languages."""

from __future__ import annotations

import io
from functools import cache

from PIL import Image

from bot.diagram import ENGLISH, DiagramText, render_ruling
from bot.diagram.geometry import Transform, field_transform
from bot.diagram.theme import THEMES, Role
from rules_core import Facts, Field, Incident, Point, Ruling, decide
from rules_core.errors import RulesCoreError
from rules_core.samples import every_incident

SPANISH = DiagramText(
    restart="Saque de fondo",
    ball="Por dónde salió la bocha",
    goal_in_question="Arco en cuestión",
    far_goal="Arco opuesto",
    opponents="Zona vedada a los rivales",
    attacking="Atacante",
    defending="Defensor",
    option="Decisión de los árbitros",
    options=("Posesión", "¿Lanzamiento? ¡Sí!"),
    ends_changed="Se cambian los lados",
    ends_kept="No se cambian los lados",
    distances=((30.0, "30 yardas"),),
)
ITALIAN = DiagramText(
    restart="Rimessa dal fondo",
    ball="Dov'è uscita la palla",
    goal_in_question="Porta in questione",
    far_goal="Porta più lontana",
    opponents="Zona vietata agli avversari",
    attacking="Attaccanti",
    defending="Difensori",
    option="Scelta degli arbitri",
    options=("Possesso", "Rimessa a metà campo"),
    ends_changed="Si cambia campo",
    ends_kept="Non si cambia campo",
    distances=((30.0, "30 iarde"),),
)
LANGUAGES = {"English": ENGLISH, "Spanish": SPANISH, "Italian": ITALIAN}

#: a club field unlike the default: shorter, narrower, no boards
SMALL_FIELD = Field(length_yd=200.0, width_yd=100.0, boards=False)


def ruling(incident: Incident, field: Field | None = None) -> Ruling:
    return decide(Facts(incident, field or Field()))


def picture(ruling_: Ruling, field: Field, text: DiagramText = ENGLISH) -> Image.Image:
    """The rendered diagram, decoded to RGB."""
    png = render_ruling(ruling_, field, text)
    assert png is not None
    return Image.open(io.BytesIO(png)).convert("RGB")


def colour(role: Role, theme: str = "auto") -> tuple[int, int, int]:
    return THEMES[theme].colours[role]


def at(image: Image.Image, t: Transform, p: Point, dx: int = 0, dy: int = 0) -> tuple[int, ...]:
    """The colour of the pixel where ``t`` puts ``p``, moved by (dx, dy) pixels."""
    x, y = t.point(p)
    pixel = image.getpixel((x + dx, y + dy))
    assert isinstance(pixel, tuple)
    return pixel


def transform(field: Field) -> Transform:
    return field_transform(field)


@cache
def sample_rulings(field: Field) -> tuple[Ruling, ...]:
    """Every ruling the core gives over ``rules_core.samples`` on ``field``."""
    found = []
    for incident in every_incident(field):
        try:
            found.append(decide(Facts(incident, field)))
        except RulesCoreError:
            continue
    return tuple(found)
