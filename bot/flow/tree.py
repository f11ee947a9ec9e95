"""The one question tree every front end walks: what happened -> who -> where -> what went wrong.

Teams are named as the core names them, by the goal in question ("this goal"): the defenders
defend it, the attackers attack it. Where the answer makes a fact irrelevant to the rule, the
choice leaves it out; a range of answers ("less than 30 yd", "inside this 60") is handed to the
core as the span it is, never as a value picked inside it.
Where the rule leaves a call to the umpires, the tree asks it with a third answer, "the umpires
still have to judge", which leaves the fact ``None`` so the ruling lists their options.

The branches live in ``situations`` (the common ones) and ``more``; the builders in ``builders``.
Changing the tree changes the paths in live menus: bump ``FLOW_VERSION`` (a test holds the
tree's fingerprint to it).
"""

from __future__ import annotations

from bot.flow.builders import ATT, choice
from bot.flow.model import Question, key_of
from bot.flow.more import MORE
from bot.flow.situations import END_WHO, FOUL_PENALTY, GOAL_KIND, SIDE_WHO, STOP_REASON
from bot.i18n_markers import N_
from rules_core.facts import GoalKind

#: one character; part of every callback data; bump it whenever the tree changes
FLOW_VERSION = "6"

ROOT = Question(
    "what_happened",
    N_("What happened?"),
    (
        choice("end_line", N_("Ball over the end line"), END_WHO, situation="ball_over_end_line"),
        choice(
            "side_boards",
            N_("Ball over the side boards"),
            SIDE_WHO,
            situation="ball_over_side_boards",
        ),
        choice(
            "goal",
            N_("Goal scored"),
            GOAL_KIND,
            situation="goal_scored",
            kind=GoalKind.FIELD_GOAL.value,
            scored_by=ATT,
            own_goal=False,
        ),
        choice(
            "foul_shot", N_("A foul shot went wrong"), FOUL_PENALTY, situation="foul_shot_incident"
        ),
        choice("play_stopped", N_("Play stopped, no foul"), STOP_REASON, situation="play_stopped"),
        choice("more", N_("More…"), MORE),
    ),
)


def _deep_links() -> dict[str, str]:
    """``/start <slug>`` opens a situation directly: the first question's and More's choices."""
    links = {c.slug: key_of(ROOT, c.slug) for c in ROOT.choices}
    more = key_of(ROOT, "more")
    links.update({c.slug: more + key_of(MORE, c.slug) for c in MORE.choices})
    return links


DEEP_LINKS = _deep_links()
