"""The rulebook's own words for the bot: "Original text" of a ruling and the /rule command.

English is the original and prevails; the seeds' translation of a paragraph is shown beside it
when it is in the reader's language (Rule 22 has Spanish, Rule 20 Italian). Sections and their
summaries (ours, translated) come from ``rules_core.rulebook``.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import Translator
from bot.i18n_markers import N_
from bot.render import citation_line, esc, paged, prevails_tail, section_heading
from rules_core import rulebook
from rules_core.ruling import Citation

#: TRANSLATORS: our one-line summary of each section of the rulebook
SUMMARIES: dict[str, str] = {
    "opening_throw_in": N_(
        "The game starts with the umpire throwing the ball in at the centre, between the "
        "two teams lined up on their own sides."
    ),
    "wrong_side_of_line_up": N_(
        "A player on the wrong side of the line-up may not play until he is onside; an "
        "accepted line-up stands, and an own goal counts for the opponents."
    ),
    "no_right_of_way_in_line_up": N_(
        "Until the ball leaves the line-up there is no right of way: any angle, if safe."
    ),
    "wrong_way_line_up": N_(
        "If the umpires let everyone line up the wrong way, there is no redress; correct it "
        "between periods."
    ),
    "knock_in": N_(
        "After the ball crosses a team's end line, that team hits it in from where it crossed, "
        "within 10 seconds of 'Play'; opponents 30 yards back."
    ),
    "calling_play": N_("How and when the umpire calls 'Play', and what the second umpire may do."),
    "foul_shots": N_(
        "One approach, 20 seconds, no hit before 'Play'; what a miss or a horse's kick means."
    ),
    "goal_at_whistle": N_(
        "A goal at the whistle: the umpires may call a Penalty 1 or count the goal; a foul by "
        "the attackers cancels it."
    ),
    "ball_breaks": N_(
        "A ball broken on the first hit of a foul shot or knock-in is taken again with a new ball."
    ),
    "throw_ins_other_cases": N_(
        "In all other cases the umpire throws the ball in, as at the start of the game."
    ),
    "after_goal": N_(
        "After a goal, ends are changed and the umpire throws in at the centre; teams have 25 "
        "seconds to return."
    ),
    "side_boards": N_(
        "Ball over the side boards: a free hit to the other team, dropped 5 or 10 yards inside, "
        "after an 8-second count."
    ),
    "free_hit_from_sixty": N_(
        "Free hit from the 60-yard line: the hitter may not play it again until another player "
        "has; a short ball belongs to the defenders."
    ),
    "late_or_early_knock_in": N_(
        "A knock-in too late or before 'Play' gives the other team a Penalty 4."
    ),
    "ball_in_field": N_(
        "Play stopped with the ball in the field and no penalty: throw-in where the ball was."
    ),
    "end_of_period": N_(
        "After the end of a period, play resumes in the next one as it would have resumed."
    ),
    "suspended_games": N_(
        "A suspended game resumes at the same score, period and ball position, when the "
        "committee decides."
    ),
    "fair_play_possession": N_(
        "Fair Play Possession: a team significantly disadvantaged by a stop keeps the ball "
        "through a possession play."
    ),
    "safety": N_(
        "Safety: a defender hits the ball over his own end line; Penalty 6 to the attackers."
    ),
    "penalty_procedures_2019": N_(
        "How Penalties 2, 3, 4 and 6 are hit (one stroke, no dribble) and what follows when the "
        "fouling team is out of place (older USPA text, 2019)."
    ),
    "penalty_procedures_2018": N_(
        "A short undefended penalty, a miss on a Penalty 4 or 6, and fouling players off the "
        "field (older USPA text, 2018)."
    ),
    "penalty_1": N_(
        "Penalty 1: a goal is awarded, ends are not changed, and the ball is bowled in from the "
        "10-yard line (older USPA text)."
    ),
    "penalty_spots": N_("Where each penalty is taken (our summary of older USPA texts)."),
}


def _translation(paragraph: rulebook.Paragraph, t: Translator) -> str | None:
    tr = paragraph.translation
    return tr.text if tr is not None and tr.lang == t.lang else None


def clause_label(clause: str, t: Translator | None = None) -> str:
    """A sentence as the rulebook numbers it: its section and, after ¶, paragraph.sentence
    ("22.a ¶1.6"); a background text, which has no number, is named by its title (in the
    reader's language when ``t`` is given: "Penales ¶1.2", not "Penalties ¶1.2")."""
    section = rulebook.section_of(clause)
    _, _, place = clause.partition("/")
    name = section.label
    if section.rule is None and t is not None:
        name = section_heading(section.key, t)
    return f"{name} ¶{place}" if place else name


def cited_label(clause: str, t: Translator) -> str:
    """``clause_label``, with the section's heading where two sections share a label (22.a is
    the knock-in and calling 'Play'), so that "22.a ¶1.3" names one sentence only."""
    section = rulebook.section_of(clause)
    shared = sum(s.label == section.label for s in rulebook.sections()) > 1
    label = clause_label(clause, t)
    if not shared:
        return label
    _, _, place = clause.partition("/")
    if section.rule is None:  # a background text, named by its heading already: its edition
        # tells it from the other edition's text of the same title (the 2019 and 2018 penalty
        # procedures); inserting the heading again read "Penalty Penalty procedures…" (review)
        name = section_heading(clause, t)
        if section.source_edition is not None:
            name += f" ({section.source_edition})"
        return f"{name} ¶{place}" if place else name
    number, _, place = label.partition(" ")
    return f"{number} {section_heading(clause, t)} {place}".strip()


#: sentences whose "defending team" is the team defending against the knock-in: the team that
#: attacks "this goal" in a ruling's frame (docs/readings.md, "The defending team at a knock-in")
KNOCK_IN_DEFENDING_TEAM = frozenset(
    {"knock_in/1.7", "knock_in/1.8", "knock_in/1.9", "late_or_early_knock_in/1.1"}
)
#: TRANSLATORS: under the rulebook's own words, where a ruling names the team by its part
SAME_TEAM = N_(
    "Here “the defending team” is the team defending against the knock-in, not the team "
    "knocking in."
)
#: TRANSLATORS: the same, where the chat named the teams; %(team)s e.g. "Blue"
SAME_TEAM_NAMED = N_(
    "Here “the defending team” is the team defending against the knock-in: %(team)s in this ruling."
)


def original_text(
    citations: Sequence[Citation], t: Translator, *, knock_in_defenders: str | None = None
) -> list[str]:
    """The English sentences a ruling cites, main one first, with the rulebook's translation of
    the main paragraph where it is in the reader's language; in pages that each fit a message
    (a long clause is paged, never cut). Where the knock-in sentences are quoted, one line says
    whom their "defending team" means (``knock_in_defenders``: the chat's name for it, if any),
    so that the ruling and the rulebook cannot seem to name two teams."""
    if not citations:
        return [esc(t._("This ruling cites no clause."))]
    main = citations[0]
    lines = [f"<b>{esc(citation_line(main, t))}</b>"]
    lines.append(
        f"<b>{esc(cited_label(main.clause, t))}</b> {esc(rulebook.sentence(main.clause).text)}"
    )
    translated = _translation(rulebook.paragraph(main.clause), t)
    if translated:
        lines.append(f"\n<i>{esc(translated)}</i>")
    others = citations[1:]
    if others:
        lines.append("\n<b>" + esc(t._("Also cited")) + "</b>")
        for c in others:
            label = cited_label(c.clause, t) + (" *" if c.background else "")
            lines.append(f"<b>{esc(label)}</b> {esc(rulebook.sentence(c.clause).text)}")
        if any(c.background for c in others):
            lines.append("<i>* " + esc(t._("background: older USPA texts")) + "</i>")
    if any(c.clause in KNOCK_IN_DEFENDING_TEAM for c in citations):
        same = t._(SAME_TEAM_NAMED) % {"team": knock_in_defenders} if knock_in_defenders else ""
        lines.append("\n<i>" + esc(same or t._(SAME_TEAM)) + "</i>")
    return paged(lines, prevails_tail(t))


def section_list(t: Translator) -> str:
    lines = [esc(t._("Sections you can ask for:"))]
    for s in rulebook.sections():
        label = s.label if s.rule is not None else s.key
        lines.append(f"• <code>/rule {esc(label)}</code> {esc(section_heading(s.key, t))}")
    lines.append(esc(t._("Or search in any words: /rule 10 seconds, /rule knock-in late.")))
    return "\n".join(lines)


def section_title(section: rulebook.Section, t: Translator) -> str:
    """Where a section stands: "USPA 2026 · Rule 22"; an older text (background, even one
    numbered like 21.a) by the edition it comes from: "USPA 2019 · Background"."""
    if section.background:
        edition = section.source_edition
        return (f"USPA {edition} · " if edition else "USPA · ") + t._("Background")
    return f"USPA {rulebook.EDITION} · " + t._("Rule %(label)s") % {"label": section.label}


def section_lines(section: rulebook.Section, t: Translator) -> list[str]:
    """A section's summary and original text, paragraph by paragraph (the rulebook's translation
    of each beside it, where it is in the reader's language)."""
    heading = section_heading(section.key, t)
    lines = [
        f"<b>{esc(section_title(section, t))} · {esc(heading)}</b>",
        esc(t._(SUMMARIES[section.key])),
    ]
    if section.source:
        lines.append(f"<i>{esc(section.source)}</i>")
    lines.append("\n<b>" + esc(t._("Original text")) + "</b>")
    for paragraph in section.paragraphs:
        label = clause_label(paragraph.id, t)
        lines.append(f"<b>{esc(label)}</b> {esc(paragraph.text)}")
        translated = _translation(paragraph, t)
        if translated:
            lines.append(f"<i>{esc(translated)}</i>\n")
    return lines
