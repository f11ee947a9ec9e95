"""Text folded for matching what a user types: lowercase, no accents ("Línea" -> "linea").

Shared by the search index (``bot.search.text``), the penalty parser (``bot.penalty_view``)
and typed questions (``bot.understand.text``); it lives outside ``bot.search`` because that
package imports the penalty view, which would make the import circular.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Lowercase without accents: "Línea" -> "linea", "è" -> "e", "’" stays a separator."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))
