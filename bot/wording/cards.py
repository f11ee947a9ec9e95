"""Words for the penalty cards (``rules_core.penalty_cards``): how each penalty is taken.

A card names the teams by their part in the penalty: "the fouled team" takes it, "the fouling
team" committed the foul. %(yards)s and %(seconds)s are the rule's measures; %(cost)s is what
a violation costs (e.g. "Penalty 5.a to the fouling team").
"""

from __future__ import annotations

from bot.i18n_markers import N_
from rules_core.penalty_cards import CardLineId, CardTopic

#: TRANSLATORS: the heading of each part of a penalty card
TOPICS: dict[CardTopic, str] = {
    CardTopic.WHERE: N_("Where"),
    CardTopic.DEFENDED: N_("Defended?"),
    CardTopic.FOULING_TEAM: N_("The fouling team"),
    CardTopic.FOULED_TEAM: N_("The fouled team"),
    CardTopic.TIME: N_("Time"),
    CardTopic.APPROACH: N_("The approach"),
    CardTopic.MISS: N_("A miss"),
    CardTopic.GOES_WRONG: N_("If it goes wrong"),
}

#: TRANSLATORS: one line of a penalty card
LINES: dict[CardLineId, str] = {
    CardLineId.NOT_STATED: N_("Not stated in the texts we hold."),
    CardLineId.GOAL_AWARDED_ENDS_NOT_CHANGED: N_(
        "A goal is awarded to the fouled team; ends are not changed."
    ),
    CardLineId.BOWLED_IN_FROM_TEN_YARD_LINE: N_(
        "The umpire bowls the ball in, parallel to the end lines, from the centre of a line "
        "%(yards)s in front of the fouling team's goal."
    ),
    CardLineId.FROM_GOAL_CENTRE_OR_SPOT: N_(
        "%(yards)s from the fouling team's goal, opposite its centre, or from the spot of the foul."
    ),
    CardLineId.FROM_GOAL_CENTRE: N_("%(yards)s from the fouling team's goal, opposite its centre."),
    CardLineId.FROM_SPOT_OF_FOUL: N_("From the spot of the foul."),
    CardLineId.FROM_CENTRE_OF_FIELD: N_("From the centre of the field."),
    CardLineId.OPPOSITE_WHERE_CROSSED: N_(
        "%(yards)s out from the end line that was crossed, level with where the ball crossed it."
    ),
    CardLineId.UNDEFENDED: N_("Undefended."),
    CardLineId.DEFENDED: N_("Defended."),
    CardLineId.DEFENDED_AS_COMMITTEE_DECIDES: N_(
        "Undefended when the host tournament committee or the tournament conditions say so."
    ),
    CardLineId.FOULING_TEAM_FROM_BALL: N_("At least %(yards)s from the ball."),
    CardLineId.HIT_WITHIN: N_("Hit or hit at within %(seconds)s of 'Play'."),
    CardLineId.ONE_APPROACH: N_("One approach only: riding forward to the ball is the approach."),
    CardLineId.NOT_BEFORE_PLAY: N_("No hit before 'Play'."),
    CardLineId.ONE_STROKE_NO_DRIBBLE: N_(
        "One stroke at goal: no dribble, no passing or circling the ball, no long delay."
    ),
    CardLineId.ONE_STROKE_FROM_CENTRE: N_(
        "From the centre: one stroke at goal, no dribble, no passing or circling the ball. From "
        "the spot of the foul this does not apply."
    ),
    CardLineId.MISS_IS_DEAD: N_("Hit at and missed: the ball is dead."),
    CardLineId.MISS_IS_LIVE: N_("Hit at and missed: the ball is live."),
    CardLineId.MISS_RIGHT_OF_WAY: N_(
        "After a genuine miss or mis-hit, either team may play the ball; right of way applies."
    ),
    CardLineId.PASSED_OR_LATE: N_(
        "The hitter passes the ball, circles for another approach or is late → %(cost)s from "
        "that spot (a Penalty 4 if it is on or inside the 60 in front of the goal his team "
        "defends)."
    ),
    CardLineId.HORSE_KICK: N_("His horse kicks the ball: a second hit → %(cost)s."),
    CardLineId.HIT_BEFORE_PLAY: N_("Hit before 'Play' → %(cost)s."),
    CardLineId.ONE_STROKE_BROKEN: N_("A dribble or a second try → %(cost)s."),
    CardLineId.FOULING_TEAM_OUT_OF_PLACE: N_(
        "The fouling team out of place and no goal → the fouled team hits again from the same spot."
    ),
    CardLineId.BALL_STOPS_SHORT: N_(
        "Undefended and the ball stops on the field → %(cost)s where it stopped."
    ),
    CardLineId.DELIBERATE_MISHIT: N_("A deliberate miss, mis-hit, tap or dribble → %(cost)s."),
    CardLineId.OFF_FIELD_PLAYER_PLAYS_EARLY: N_(
        "A fouling player coming on from off the field plays before passing a teammate who was "
        "in place → a greater penalty against the fouling team."
    ),
    CardLineId.WHOLE_TEAM_OFF_FIELD_PLAYS: N_(
        "All four fouling players were off the field and one plays → %(cost)s."
    ),
}

#: TRANSLATORS: the title of a card; %(penalty)s is e.g. "Penalty 4"
CARD_TITLE = N_("%(penalty)s: how it is taken")
#: TRANSLATORS: who a card's costs go to
FOULING_TEAM = N_("to the fouling team")
FOULED_TEAM = N_("to the fouled team")
#: the list of cards, for a ruling whose rule names no penalty
CARDS_TITLE = N_("Penalties: how each is taken")
CARDS_HELP = N_(
    "The rule does not name the penalty: it is the one for the foul the umpires call. Tap a "
    "penalty to see how it is taken."
)
#: TRANSLATORS: where a card line comes from, when it is not the 2026 rulebook
BACKGROUND_SOURCE = N_("background: USPA %(edition)s")
BACKGROUND_UNDATED = N_("background: older USPA text")
BACKGROUND_SUMMARY = N_("background: older summaries")
#: TRANSLATORS: /penalty with something that names no penalty; %(query)s is what was typed
NO_SUCH_PENALTY = N_("There is no penalty '%(query)s'.")
