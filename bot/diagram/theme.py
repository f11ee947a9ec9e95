"""Colours of the field diagram: one palette index per role, one RGB per role and theme.

The diagram is painted as palette indices on a one-byte-per-pixel ("L") image and written as
an indexed PNG, so every colour it can contain is listed here. Anti-aliased text needs the
in-between shades of its ink over its background: those are ``RAMP_LEVELS`` extra entries per
(ink, background) pair in ``TEXT_PAIRS``, mixed from the theme's colours.

The default theme, "auto", sits on a dark slate card that is neither white nor black, so the
picture keeps its edges in both light and dark chat themes; "light" is a pale card for print.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from types import MappingProxyType

RGB = tuple[int, int, int]


class Role(IntEnum):
    """What a pixel is; the value is its palette index."""

    FRAME = 0  # the card around the field
    GRASS = 1
    LINE = 2  # end lines, side lines, centre line, outlines of the inset
    YARD = 3  # the dashed 30 / 40 / 60-yard lines
    BOARD = 4
    POST = 5
    INK = 6  # black outlines and text on light fills
    RESTART = 7  # the restart spot and the umpires' numbered options
    BALL = 8
    NO_GO = 9  # grass where the opponents may not be
    NO_GO_EDGE = 10  # the line or circle they must stay behind, and the label of its distance
    ATTACKING = 11
    DEFENDING = 12
    TEXT = 13  # words on the card
    MUTED = 14  # secondary words on the card (yard numbers)
    OUTSIDE = 15  # off the field, in the detail inset
    NO_GO_HATCH = 16  # the stripes across a zone closed to the opponents
    NET = 17  # the goal mouth, behind the goal line between the posts


#: (ink, background) pairs text is drawn with; each gets ``RAMP_LEVELS`` blended shades
TEXT_PAIRS: tuple[tuple[Role, Role], ...] = (
    (Role.TEXT, Role.FRAME),
    (Role.MUTED, Role.FRAME),
    (Role.INK, Role.RESTART),
    (Role.INK, Role.ATTACKING),
    (Role.INK, Role.DEFENDING),
    (Role.INK, Role.NO_GO_EDGE),  # a zone's distance
    (Role.INK, Role.LINE),  # the inset's enlargement
)
RAMP_LEVELS = 3  # shades between background and ink: 25 %, 50 %, 75 % coverage
_FIRST_RAMP = len(Role)


def ramp(ink: Role, background: Role) -> tuple[int, ...]:
    """Palette indices for coverage 0..4 quarters of ``ink`` over ``background``."""
    start = _FIRST_RAMP + TEXT_PAIRS.index((ink, background)) * RAMP_LEVELS
    return (int(background), *range(start, start + RAMP_LEVELS), int(ink))


@dataclass(frozen=True, slots=True)
class Theme:
    name: str
    colours: MappingProxyType[Role, RGB]

    def palette(self, *, teams_swapped: bool = False) -> bytes:
        """The PLTE entries: every role, then the text ramps, 3 bytes each. ``teams_swapped``:
        the attackers in the defenders' colour and the other way round (``team_colours``)."""
        colours = dict(self.colours)
        if teams_swapped:
            colours[Role.ATTACKING], colours[Role.DEFENDING] = (
                colours[Role.DEFENDING],
                colours[Role.ATTACKING],
            )
        entries: list[RGB] = [colours[role] for role in Role]
        for ink, background in TEXT_PAIRS:
            a, b = colours[background], colours[ink]
            for level in range(1, RAMP_LEVELS + 1):
                t = level / (RAMP_LEVELS + 1)
                entries.append(
                    (
                        round(a[0] + (b[0] - a[0]) * t),
                        round(a[1] + (b[1] - a[1]) * t),
                        round(a[2] + (b[2] - a[2]) * t),
                    )
                )
        return bytes(channel for entry in entries for channel in entry)


#: The zone closed to the opponents is near-black red with red stripes: dark enough to keep a
#: luminance contrast above 3:1 with the grass (about 4.5:1, and 3.9:1 once the stripes blur
#: into it at 400 px), which a deuteranope still sees (about 4.2:1 under Machado 2009's
#: simulation); red on green alone is the pair colour-blind eyes lose. The grass is a shade
#: lighter than a pitch's dark green for the same reason, and still 4:1 under the white lines.
_FIELD: dict[Role, RGB] = {
    Role.GRASS: (56, 142, 60),
    Role.LINE: (255, 255, 255),
    Role.YARD: (200, 230, 201),
    Role.BOARD: (201, 160, 110),
    Role.POST: (255, 255, 255),
    Role.INK: (17, 17, 17),
    Role.RESTART: (255, 214, 0),
    Role.BALL: (255, 255, 255),
    Role.NO_GO: (40, 8, 12),
    Role.NO_GO_EDGE: (255, 138, 128),
    Role.NO_GO_HATCH: (211, 47, 47),
    Role.NET: (120, 144, 156),
    Role.ATTACKING: (129, 212, 250),
    Role.DEFENDING: (244, 143, 177),
}

THEMES: MappingProxyType[str, Theme] = MappingProxyType(
    {
        "auto": Theme(
            "auto",
            MappingProxyType(
                {
                    **_FIELD,
                    Role.FRAME: (38, 50, 56),
                    Role.TEXT: (236, 239, 241),
                    Role.MUTED: (176, 190, 197),
                    Role.OUTSIDE: (38, 50, 56),
                }
            ),
        ),
        "light": Theme(
            "light",
            MappingProxyType(
                {
                    **_FIELD,
                    Role.FRAME: (236, 239, 241),
                    Role.TEXT: (33, 33, 33),
                    Role.MUTED: (84, 110, 122),
                    Role.OUTSIDE: (96, 125, 139),
                }
            ),
        ),
    }
)


def theme_named(name: str) -> Theme:
    """The theme called ``name``; a ``ValueError`` naming the allowed values otherwise."""
    try:
        return THEMES[name]
    except KeyError:
        allowed = ", ".join(repr(n) for n in THEMES)
        raise ValueError(f"theme: expected one of {allowed}; got {name!r}") from None
