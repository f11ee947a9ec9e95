"""Words of the cheat sheet's own frame: its title, column heads and notes. Everything inside
the rows comes from the words of the question tree, the ruling and the penalty cards."""

from __future__ import annotations

from bot.i18n_markers import N_

#: TRANSLATORS: the cheat sheet's title
TITLE = N_("Polo restarts at a glance")
#: TRANSLATORS: under the title; %(edition)s is the rulebook's year, e.g. 2026
SUBTITLE = N_("USPA Rulebook %(edition)s, Rules 20 and 22")
#: TRANSLATORS: how the sheet names the teams (as the bot's questions do)
FRAME = N_(
    "This goal: the goal nearest to what happened. The defenders defend it, the attackers "
    "attack it; left and right as you face it."
)
#: TRANSLATORS: the first table's title (the second's is the list of cards' own title)
RESTARTS = N_("Common restarts")

#: TRANSLATORS: column heads of the restarts table
SITUATION = N_("Situation")
RESTART = N_("Restart")
WHERE = N_("Where")
TIME = N_("Time and how")
RULE = N_("Rule")

#: TRANSLATORS: column heads of the penalties table
PENALTY = N_("Penalty")
DEFENDED = N_("Defended?")
FOULING_TEAM = N_("The fouling team")
SOURCES = N_("Source")
#: TRANSLATORS: the penalties a time is for, a run of the table: "Penalties 2 to 6" (numbers as
#: the rulebook numbers them: 1, 2, 3, 4, 5.a, 5.b, 6)
PENALTY_RANGE = N_("Penalties %(first)s to %(last)s")
#: TRANSLATORS: two neighbouring penalties a line is for: "Penalties 2 and 3"
PENALTY_PAIR = N_("Penalties %(first)s and %(last)s")

#: TRANSLATORS: the footnote for a citation marked *; the same words as under "Original text"
BACKGROUND = N_("background: older USPA texts")
#: TRANSLATORS: the last line; %(edition)s the rulebook's year
GENERATED = N_(
    "Generated from the bot's rules core for USPA %(edition)s; the rulebook's text decides."
)
#: TRANSLATORS: the caption of the first picture the /cheatsheet command sends
CAPTION = N_(
    "Restarts at a glance (USPA %(edition)s, Rules 20 and 22): pictures to read on the phone, "
    "then the same on A4 to print."
)
#: TRANSLATORS: the caption of the PDF the /cheatsheet command sends
CAPTION_PDF = N_("The same on two A4 pages to print: the restarts, then the penalties.")
#: TRANSLATORS: added to the caption in a group
CAPTION_PIN = N_("Admins can pin the first picture.")
