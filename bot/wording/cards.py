"""Words for the penalty cards (``rules_core.penalty_cards``): how each penalty is taken.

A card names the teams by their part in the penalty: "the fouled team" takes it, "the fouling
team" committed the foul; what a violation costs names the team it is awarded to by the line's
own actor ("The hitter passes the ball … → Penalty 5.a to the other team"; "All four fouling
players … → Penalty 2 to the team taking the penalty"), never as "the fouling team", which
reads as a penalty against it. %(yards)s and %(seconds)s are the rule's measures; %(cost)s is
what a violation costs (e.g. "Penalty 5.a to the other team").
"""

from __future__ import annotations

from bot.i18n_markers import N_
from rules_core.penalty_cards import CardLineId, CardTopic

#: TRANSLATORS: the heading of each part of a penalty card (defended and the teams' places
#: have one between them, ``TEAMS_HEADING``)
TOPICS: dict[CardTopic, str] = {
    CardTopic.WHERE: N_("Where"),
    CardTopic.TIME: N_("Time"),
    CardTopic.APPROACH: N_("The approach"),
    CardTopic.MISS: N_("A miss"),
    CardTopic.GOES_WRONG: N_("If it goes wrong"),
}
#: TRANSLATORS: a card's one heading over whether it is defended and where the two teams stand
TEAMS_HEADING = N_("Defended, and where the teams stand")
#: TRANSLATORS: on a card, under "Defended, and where the teams stand", the fouling team's place
FOULING_TEAM_PLACE = N_("The fouling team stays at least %(yards)s from the ball.")
#: TRANSLATORS: one line on a card for what no text we hold says: whether it is defended and
#: where each team stands (all of it; the teams; the fouled team)
NOT_SAID = {
    frozenset({CardTopic.DEFENDED, CardTopic.FOULING_TEAM, CardTopic.FOULED_TEAM}): N_(
        "Rules 20 and 22 do not say, nor do the older USPA texts we hold."
    ),
    frozenset({CardTopic.FOULING_TEAM, CardTopic.FOULED_TEAM}): N_(
        "Where the teams stand: Rules 20 and 22 do not say, nor do the older USPA texts we hold."
    ),
    frozenset({CardTopic.FOULED_TEAM}): N_(
        "Where the fouled team stands: Rules 20 and 22 do not say, nor do the older USPA texts "
        "we hold."
    ),
}
#: TRANSLATORS: the folded part of a card: its lines from older USPA texts (2018, 2019)
OLDER_TEXTS = N_("Older USPA texts")
#: TRANSLATORS: where a folded card line comes from, under "Older USPA texts"
OLDER_SOURCE = N_("USPA %(edition)s")

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
        "that spot (a Penalty 4 if that spot is within the 60 in front of the goal his team "
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
#: TRANSLATORS: who a card's costs are awarded to, named by what it does: the team other than
#: the one at fault in the line (the hitter's, so the team that fouled), the team taking the
#: penalty
FOULING_TEAM = N_("to the other team")
FOULED_TEAM = N_("to the team taking the penalty")
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
