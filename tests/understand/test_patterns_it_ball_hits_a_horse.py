"""Italian tells the ball hitting a horse or a player in the present of a story ("la palla PRENDE
IL CAVALLO del difensore", "BECCA LO STIVALE del loro 2"): a marker, like "ha preso", that the
ball came off him. Read without it, the shooter's role and the defender's clashed, and who hit
the ball out was asked though the message said it."""

from bot.understand import understand
from tests.understand.reading import read


def test_the_ball_taking_a_defenders_horse_is_off_him() -> None:
    text = (
        "tiro dei blu verso la porta, la palla prende il cavallo del difensore rosso ed esce "
        "dal fondo fuori dai pali. knock-in o safety?"
    )
    assert "OFF_DEF" in understand(text, "it").concepts
    trail, _asked = read(text, "it")
    assert trail.startswith("end_line/attacker_off_defender"), trail
