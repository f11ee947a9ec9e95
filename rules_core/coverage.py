"""Which sentences of the rulebook the core implements, and which it deliberately does not.

A sentence is *implemented* when a rule is defined by it, a measure takes its number from it,
some ruling cites it, or a penalty card does. Every other stored sentence must be listed in
``NOT_FORMALISED`` with the reason; ``tests/core/test_coverage.py`` fails if a sentence is in
neither or in both.
"""

from __future__ import annotations

from rules_core import measures
from rules_core.engine import rules
from rules_core.errors import DecisionError, InvalidFacts
from rules_core.facts import Facts
from rules_core.field import USPA_OUTDOOR_BOARDED
from rules_core.penalty_cards import CARDS
from rules_core.samples import every_incident

NOT_FORMALISED: dict[str, str] = {
    "knock_in/1.4": (
        "advice on how players ride into position (“at a slow canter”); it sets no limit an "
        "umpire could apply, the reasonable-time rule (knock_in/1.3) does"
    ),
    "fair_play_possession/1.1": (
        "the run-in title “Fair Play Possession.” of the paragraph; the rule is the next sentence"
    ),
}


def implemented_clauses() -> frozenset[str]:
    """Sentence ids some rule, measure or ruling relies on (over every sample incident)."""
    cited = {r.clause for r in rules()}
    cited |= {
        value.clause for value in vars(measures).values() if isinstance(value, measures.Measure)
    }
    cited |= {clause for card in CARDS.values() for clause in card.clauses}
    field = USPA_OUTDOOR_BOARDED
    from rules_core import decide  # noqa: PLC0415 (the package imports this module's siblings)

    for incident in every_incident(field):
        try:
            ruling = decide(Facts(incident, field))
        except (InvalidFacts, DecisionError):
            continue
        cited |= {c.clause for c in ruling.citations}
    return frozenset(cited)
