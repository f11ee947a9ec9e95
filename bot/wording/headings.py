"""The heading of every rulebook section, marked for translation (``NC_`` with context "section").

``rules_core.rulebook`` stores each section's English heading as the seed prints it
(``Section.heading``); the citation line, Why? and /rule show it in the reader's language with
``t.text(HEADINGS[section.key])``. The English msgid is exactly the stored heading (a test holds
the two together), so English readers see the seed's words unchanged.

The context keeps a heading apart from a button with the same English words ("Knock-in",
"Everyone lined up the wrong way"): a heading names the rule, a button the event. The
translations follow docs/glossary.md; as in the seeds, "throw-in", "Safety" and "Play" stay in
English. The two background sections of older penalty procedures (2019 and 2018) share one
heading.
"""

from __future__ import annotations

from bot.i18n_markers import NC_, Label

#: TRANSLATORS: the heading of a section of the rulebook (citation line, Why?, /rule)
HEADINGS: dict[str, Label] = {
    # Rule 20: how play starts
    "opening_throw_in": NC_("section", "The opening throw-in"),
    "wrong_side_of_line_up": NC_("section", "Wrong side of the line-up"),
    "no_right_of_way_in_line_up": NC_("section", "No right of way inside the line-up"),
    "wrong_way_line_up": NC_("section", "Everyone lined up the wrong way"),
    # Rule 22: how play resumes
    "knock_in": NC_("section", "Knock-in"),
    "calling_play": NC_("section", "Calling 'play'"),
    "foul_shots": NC_("section", "Foul shots"),
    "goal_at_whistle": NC_("section", "Goal at the whistle"),
    "ball_breaks": NC_("section", "Ball breaks on the first hit"),
    "throw_ins_other_cases": NC_("section", "Throw-ins in all other cases"),
    "after_goal": NC_("section", "After a goal"),
    "side_boards": NC_("section", "Ball over the side boards or side line"),
    "free_hit_from_sixty": NC_("section", "Free hit from the 60-yard line"),
    "late_or_early_knock_in": NC_("section", "Late or early knock-in"),
    "ball_in_field": NC_("section", "Ball in the field"),
    "end_of_period": NC_("section", "After the end of a period"),
    "suspended_games": NC_("section", "Suspended games"),
    "fair_play_possession": NC_("section", "Fair-play possession"),
    # background: older USPA texts, not the 2026 rulebook
    "safety": NC_("section", "Safety"),
    "penalty_procedures_2019": NC_("section", "Penalty procedures and violations"),
    "penalty_procedures_2018": NC_("section", "Penalty procedures and violations"),
    "penalty_1": NC_("section", "Penalty 1"),
    "penalty_spots": NC_("section", "Where each penalty is taken"),
}
