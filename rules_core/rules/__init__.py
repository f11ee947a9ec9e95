"""The rules, one module per part of the rulebook, imported in the rulebook's order.

Importing this package registers every rule with the engine.
"""

from rules_core.rules import (
    r20_start_of_play,
    r22a_knock_in,
    r22a_knock_in_incidents,
    r22b_foul_shots,
    r22cd_goal_at_whistle_broken_ball,
    r22e2_side_boards,
    r22e_throw_ins,
    r22fg_period_end_suspension,
    r22h_fair_play,
)

__all__ = [
    "r20_start_of_play",
    "r22a_knock_in",
    "r22a_knock_in_incidents",
    "r22b_foul_shots",
    "r22cd_goal_at_whistle_broken_ball",
    "r22e2_side_boards",
    "r22e_throw_ins",
    "r22fg_period_end_suspension",
    "r22h_fair_play",
]
