"""Words on a ruling's field diagram, in the chat's language (the diagram translates nothing)."""

from __future__ import annotations

from bot.diagram import DiagramText
from bot.i18n import Translator
from bot.i18n_markers import N_, NC_
from bot.wording import outcome as wo
from bot.wording.remarks import CHOOSERS, OPTIONS
from rules_core.facts import Penalty
from rules_core.ruling import RestartKind, Ruling

#: where the ball mark comes from: it went out there, or it was there when play stopped
_BALL_WENT_OUT = N_("Ball went out")
_BALL_WAS_HERE = N_("Ball was here")
_OUT_OF_PLAY = frozenset({"ball_over_end_line", "ball_over_side_boards"})

_GOAL_IN_QUESTION = N_("This goal")
_FAR_GOAL = N_("Far goal")
_OPPONENTS = N_("Opponents keep out")
#: TRANSLATORS: legend of the diagram's red zone where it is our reading of 22.h's words
_OPPONENTS_READING = N_("Opponents keep out, as we read 'the 30-yard line'")
#: TRANSLATORS: legend of the diagram's yellow frame: the restart is somewhere inside it
_AREA = N_("Somewhere in this area")
#: TRANSLATORS: legend of the diagram's yellow arrow: the way the umpire throws the ball in
_THROWN = N_("Thrown in this way")
#: TRANSLATORS: a short label on the diagram's arrow for a team: it attacks the goal at the top
_ATTACKING = NC_("diagram", "Attackers")
#: TRANSLATORS: a short label on the diagram's arrow for a team: it defends the goal at the top
_DEFENDING = NC_("diagram", "Defenders")
#: TRANSLATORS: legend of the diagram after a goal: the teams' arrows point the new way
_ENDS_CHANGED = NC_("diagram", "Ends changed")
#: TRANSLATORS: legend of the diagram after a goal from a Penalty 1: the arrows are as before
_ENDS_KEPT = NC_("diagram", "Ends not changed")


def diagram_text(ruling: Ruling, t: Translator) -> DiagramText:
    outcome = ruling.outcome
    if outcome is None:
        restart = t._(CHOOSERS[ruling.chosen_by].title)
    elif outcome.restart is RestartKind.PENALTY and outcome.penalty not in (
        None,
        Penalty.UNSPECIFIED,
    ):
        restart = t._(wo.PENALTY_NUMBERED) % {"number": wo.PENALTIES[outcome.penalty]}
    else:
        restart = t._(wo.RESTARTS[outcome.restart])
    distances = {step.yards for step in ruling.procedure if step.yards is not None}
    return DiagramText(
        restart=restart,
        ball=t._(_BALL_WENT_OUT if ruling.situation in _OUT_OF_PLAY else _BALL_WAS_HERE),
        goal_in_question=t._(_GOAL_IN_QUESTION),
        far_goal=t._(_FAR_GOAL),
        opponents=t._(_OPPONENTS),
        opponents_reading=t._(_OPPONENTS_READING),
        area=t._(_AREA),
        thrown=t._(_THROWN),
        attacking=t.text(_ATTACKING),
        defending=t.text(_DEFENDING),
        thirty=t.number(30),
        forty=t.number(40),
        sixty=t.number(60),
        option=t._(CHOOSERS[ruling.chosen_by].legend),
        options=tuple(t._(OPTIONS[option.id]) for option in ruling.options),
        ends_changed=t.text(_ENDS_CHANGED),
        ends_kept=t.text(_ENDS_KEPT),
        distances=tuple((float(yards), t.yards(yards)) for yards in sorted(distances)),
    )
