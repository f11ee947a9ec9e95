"""Which of the diagram's two team colours each team wears, from the names a chat gave.

The diagram draws the attackers in light blue and the defenders in pink (``theme``: a pair a
colour-blind reader still tells apart on the card and the grass). Chats often name the teams by
their shirts ("/teams Red Blue", the quiz's "Rojo" and "Azul"), and a team called Blue drawn in
pink reads as the other team. So where the names say so, the two colours change places; the
colours themselves never change, so the legibility the tests measure holds for every name.
"""

from __future__ import annotations

import re

from bot.folding import fold

#: words (folded: lowercase, no accents) for shirts the pink stands for, in every language
_PINK = frozenset(
    {
        # English
        "red", "pink", "rose", "magenta", "crimson", "scarlet", "maroon", "burgundy", "fuchsia",
        # Spanish
        "rojo", "roja", "rojos", "rojas", "rosa", "rosado", "rosada", "colorado", "colorada",
        "colorados", "fucsia", "bordo", "granate",
        # Italian
        "rosso", "rossa", "rossi", "rosse", "cremisi", "amaranto", "bordeaux",
    }
)  # fmt: skip
#: words for shirts the light blue stands for
_BLUE = frozenset(
    {
        # English
        "blue", "blues", "navy", "sky", "cyan", "azure", "turquoise",
        # Spanish
        "azul", "azules", "celeste", "celestes", "turquesa",
        # Italian
        "blu", "azzurro", "azzurra", "azzurri", "azzurre", "turchese",
    }
)  # fmt: skip
_WORD = re.compile(r"\w+")


def _family(name: str) -> frozenset[str] | None:
    """The colour family a team's name says (``_PINK`` or ``_BLUE``), or ``None``."""
    words = set(_WORD.findall(fold(name)))
    pink, blue = bool(words & _PINK), bool(words & _BLUE)
    if pink == blue:  # neither, or both ("Red and Blue")
        return None
    return _PINK if pink else _BLUE


def swapped(attacking: str, defending: str) -> bool:
    """Whether the attackers should wear the pink and the defenders the light blue: a name says
    so ("Red" attacking, or "Blue" defending), and neither name says the other way round."""
    attackers, defenders = _family(attacking), _family(defending)
    says_swap = attackers is _PINK or defenders is _BLUE
    says_keep = attackers is _BLUE or defenders is _PINK
    return says_swap and not says_keep
