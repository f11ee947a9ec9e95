"""A foul shot whose ball TOOK the horse's foot ("prende il piede del cavallo", "colpisce il
piede del cavallo") was hit into the foot, which is no kick (the rulebook's Penalty 2 example: a
goal on the rebound counts), even where whose horse it was is said after; the phrase naming
the owner had taken the horse's word, and the foot was never read."""

import pytest

from bot.understand import understand

_FOOT_TAKEN = [
    ("it", "loro penalty 2 prende il piede del cavallo di un loro stesso giocatore e va in porta"),
    ("it", "sul rigore 2 la palla ha preso il piede del cavallo ed è entrata, vale?"),
    ("it", "rigore 2 loro: la palla colpisce il piede del cavallo di un loro compagno e va dentro"),
]


@pytest.mark.parametrize(("lang", "text"), _FOOT_TAKEN)
def test_a_ball_that_took_the_horses_foot_was_hit_into_it(lang: str, text: str) -> None:
    assert "INTO_FOOT" in understand(text, lang).concepts
