"""A quiz question's situation told as an incident, from its path of answers: data, one
narration per (tree question, choice), keyed by their slugs.

A narration says what its choice's answer says, no more (Principle 0): a zone stays a zone
("within 5 yards of the left board"), and every figure in it is one the tree's own labels
state (a test holds this). The teams are named by their colours, through two placeholders:
``%(attacking)s`` attacks this goal, ``%(defending)s`` defends it.

A narration is a sentence, or a detail (``DETAIL``) that the next answer adds to the sentence
before it ("…over the end line" + "within 5 yards of the left board"). ``None`` marks a choice
whose answer the next one says in full (the root's "Ball over the end line" is said by who hit
it over). The answers before a choice that resets them (``Choice.reset``: "between the posts"
makes a crossing a goal) are not told: the core no longer decides on them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from bot.flow import ROOT, walk
from bot.flow.model import Choice, Question
from bot.i18n import Translator
from bot.i18n_markers import NC_, Label
from rules_core.facts import TeamNames

#: every narration has the pgettext context "quiz incident" (written out: the extractor reads
#: literals only): they are the quiz's own sentences
#: TRANSLATORS: a sentence of a quiz incident and a detail the next answer adds to it:
#: "Blue hits the ball over the end line" + "within 5 yards of the left board"
_WITH_DETAIL = NC_("quiz incident", "%(sentence)s, %(detail)s")
#: TRANSLATORS: the start of a sentence of a quiz incident and what it introduces:
#: "The last play of the period" + "Red hits the ball over the end line"
_LEADING = NC_("quiz incident", "%(lead)s: %(sentence)s")


@dataclass(frozen=True, slots=True)
class Narration:
    text: Label
    #: a detail of the sentence before it, not a sentence of its own
    detail: bool = False
    #: the start of the next sentence, which it introduces ("The last play of the period: …")
    lead: bool = False
    #: the same said shorter, for a poll whose question the full words would not fit
    short: Label | None = None


def _s(text: Label, short: Label | None = None) -> Narration:
    return Narration(text, short=short)


def _d(text: Label) -> Narration:
    return Narration(text, detail=True)


def _lead(text: Label, short: Label | None = None) -> Narration:
    return Narration(text, lead=True, short=short)


NARRATIONS: dict[tuple[str, str], Narration | None] = {
    # --- the first question: each situation is said by the answer after it
    ("what_happened", "end_line"): None,
    ("what_happened", "side_boards"): None,
    ("what_happened", "goal"): None,
    ("what_happened", "foul_shot"): None,
    ("what_happened", "play_stopped"): None,
    ("what_happened", "more"): None,
    # --- ball over the end line (of this goal)
    ("end_line_who", "attacker"): _s(
        NC_("quiz incident", "%(attacking)s hits the ball over the end line")
    ),
    ("end_line_who", "defender"): _s(
        NC_("quiz incident", "%(defending)s hits the ball over its own end line")
    ),
    ("end_line_who", "defender_horse"): _s(
        NC_(
            "quiz incident",
            "%(defending)s hits the ball; it comes off the hitter's own horse and goes over the "
            "end line",
        )
    ),
    ("end_line_who", "defender_post"): _s(
        NC_(
            "quiz incident",
            "%(defending)s hits the ball; it comes off a goal post and goes over the end line",
        )
    ),
    ("end_line_who", "defender_boards"): _s(
        NC_(
            "quiz incident",
            "%(defending)s hits the ball; it comes off the boards and goes over the end line",
        )
    ),
    ("end_line_who", "defender_off_player"): _s(
        NC_(
            "quiz incident",
            "%(defending)s hits the ball; it comes off another player or horse and goes over the "
            "end line",
        )
    ),
    ("end_line_who", "defender_off_mallet"): _s(
        NC_(
            "quiz incident",
            "%(defending)s hits the ball; it comes off the mallet of a %(attacking)s player and "
            "goes over the end line",
        )
    ),
    ("end_line_who", "attacker_off_defender"): _s(
        NC_(
            "quiz incident",
            "%(attacking)s hits the ball; it comes off a %(defending)s player or his horse and "
            "goes over the end line",
        )
    ),
    ("end_line_where", "left_board"): _d(NC_("quiz incident", "within 5 yards of the left board")),
    ("end_line_where", "wide_left"): _d(
        NC_("quiz incident", "wide on the left, more than 5 yards from the board and the post")
    ),
    ("end_line_where", "near_left_post"): _d(
        NC_("quiz incident", "within 5 yards outside the left post")
    ),
    ("end_line_where", "between_posts"): None,  # a goal: the kind of goal says it
    ("end_line_where", "near_right_post"): _d(
        NC_("quiz incident", "within 5 yards outside the right post")
    ),
    ("end_line_where", "wide_right"): _d(
        NC_("quiz incident", "wide on the right, more than 5 yards from the post and the board")
    ),
    ("end_line_where", "right_board"): _d(
        NC_("quiz incident", "within 5 yards of the right board")
    ),
    # --- goals
    ("goal_kind", "field_goal"): _s(NC_("quiz incident", "%(attacking)s scores a field goal")),
    ("goal_kind", "own_goal"): _s(
        NC_("quiz incident", "A %(defending)s player puts the ball through his own goal")
    ),
    ("goal_kind", "penalty_1"): _s(
        NC_("quiz incident", "%(attacking)s is awarded a goal from a Penalty 1")
    ),
    # ("goal_kind", "handicap"): not asked (``bank.NOT_ASKED``)
    ("goal_kind", "at_whistle"): _s(
        NC_("quiz incident", "A goal is scored at this goal just as the whistle blows")
    ),
    ("goal_kind", "accepted_wrong_way"): _s(
        NC_(
            "quiz incident",
            "With everyone lined up the wrong way, %(defending)s scores through this goal",
        )
    ),
    ("goal_at_whistle_foul", "defenders"): _s(
        NC_("quiz incident", "The umpires confirm a foul by %(defending)s")
    ),
    ("goal_at_whistle_foul", "attackers"): _s(
        NC_("quiz incident", "The umpires confirm a foul by %(attacking)s")
    ),
    ("goal_at_whistle_foul", "no_foul"): _s(NC_("quiz incident", "No foul is confirmed")),
    ("penalty_1_called", "yes"): _d(NC_("quiz incident", "and they call a Penalty 1")),
    ("penalty_1_called", "no"): _d(NC_("quiz incident", "but they let the goal count")),
    # --- ball over the side boards
    ("side_who", "attacker"): _s(
        NC_("quiz incident", "%(attacking)s hits the ball over the side boards")
    ),
    ("side_who", "defender"): _s(
        NC_("quiz incident", "%(defending)s hits the ball over the side boards")
    ),
    ("side_who", "attacker_off_opponent"): _s(
        NC_(
            "quiz incident",
            "%(attacking)s hits the ball; it comes off a %(defending)s player or his horse and "
            "goes over the side boards",
        )
    ),
    ("side_who", "defender_off_opponent"): _s(
        NC_(
            "quiz incident",
            "%(defending)s hits the ball; it comes off a %(attacking)s player or his horse and "
            "goes over the side boards",
        )
    ),
    ("side_who", "off_umpire"): _s(
        NC_(
            "quiz incident",
            "The ball comes off an umpire or his horse and goes over the side boards",
        )
    ),
    ("side_who", "unknown"): _s(
        NC_(
            "quiz incident",
            "For a reason the umpire can't tell, the ball goes over the side boards",
        )
    ),
    ("side_where", "left_this_60"): _d(NC_("quiz incident", "on the left, inside this goal's 60")),
    ("side_where", "right_this_60"): _d(
        NC_("quiz incident", "on the right, inside this goal's 60")
    ),
    ("side_where", "left_between_60s"): _d(
        NC_("quiz incident", "on the left, between the 60-yard lines")
    ),
    ("side_where", "right_between_60s"): _d(
        NC_("quiz incident", "on the right, between the 60-yard lines")
    ),
    ("side_where", "left_far_60"): _d(
        NC_("quiz incident", "on the left, inside the far goal's 60")
    ),
    ("side_where", "right_far_60"): _d(
        NC_("quiz incident", "on the right, inside the far goal's 60")
    ),
    # --- a foul shot went wrong (the attackers take it: this goal is the one they attack)
    ("foul_shot_penalty", "p2"): _s(NC_("quiz incident", "%(attacking)s takes a Penalty 2")),
    ("foul_shot_penalty", "p3"): _s(NC_("quiz incident", "%(attacking)s takes a Penalty 3")),
    ("foul_shot_penalty", "p4"): _s(NC_("quiz incident", "%(attacking)s takes a Penalty 4")),
    ("foul_shot_penalty", "p5a_mid"): _s(
        NC_("quiz incident", "%(attacking)s takes a Penalty 5.a between the 60-yard lines")
    ),
    ("foul_shot_penalty", "p5a_attack"): _s(
        NC_("quiz incident", "%(attacking)s takes a Penalty 5.a inside the 60 it attacks")
    ),
    ("foul_shot_penalty", "p5a_own"): _s(
        NC_("quiz incident", "%(attacking)s takes a Penalty 5.a inside the 60 it defends")
    ),
    ("foul_shot_penalty", "p5b"): _s(
        NC_("quiz incident", "%(attacking)s takes a Penalty 5.b from the centre")
    ),
    ("foul_shot_penalty", "p6"): _s(
        NC_("quiz incident", "%(attacking)s takes a Penalty 6 after a Safety")
    ),
    ("foul_shot_event", "passed_ball"): _s(NC_("quiz incident", "The hitter rides past the ball")),
    ("foul_shot_event", "second_approach"): _s(
        NC_("quiz incident", "The hitter circles for a second approach")
    ),
    ("foul_shot_event", "twenty_seconds_elapsed"): _s(
        NC_("quiz incident", "The ball is not hit within 20 seconds of 'Play'")
    ),
    ("foul_shot_event", "horse_kicked_ball"): _s(
        NC_("quiz incident", "The hitter's horse kicks the ball")
    ),
    ("foul_shot_event", "ball_hit_into_horses_foot"): _s(
        NC_("quiz incident", "The hitter hits the ball into his horse's foot")
    ),
    ("foul_shot_event", "hit_at_and_missed"): _s(
        NC_("quiz incident", "The hitter hits at the ball and misses")
    ),
    ("foul_shot_event", "hit_before_play"): _s(
        NC_("quiz incident", "The hitter hits the ball before 'Play'")
    ),
    ("foul_shot_event", "asked_to_circle_again"): _s(
        NC_("quiz incident", "The hitter asks to circle again")
    ),
    # --- play stopped, no foul (and a ball broken in play)
    ("stop_reason", "perceived_violation"): _s(
        NC_("quiz incident", "The umpire stops play for a possible foul but calls none")
    ),
    ("stop_reason", "inadvertent_whistle"): _s(
        NC_("quiz incident", "The umpire blows the whistle by mistake")
    ),
    ("stop_reason", "damaged_ball"): _s(
        NC_("quiz incident", "The umpire stops play: the ball is damaged or buried")
    ),
    ("stop_reason", "fallen_injured"): _s(
        NC_("quiz incident", "The umpire stops play: an umpire, player or horse is down or hurt")
    ),
    ("stop_reason", "emergency"): _s(
        NC_("quiz incident", "The umpire stops play for another emergency or unexpected event")
    ),
    ("stop_reason", "other"): _s(
        NC_("quiz incident", "The umpire stops play for another reason (e.g. to check equipment)")
    ),
    ("possession", "attackers_hurt"): _s(
        NC_(
            "quiz incident",
            "%(attacking)s had the ball and is significantly disadvantaged by the stop",
        )
    ),
    ("possession", "attackers_not_hurt"): _s(
        NC_(
            "quiz incident",
            "%(attacking)s had the ball and is not significantly disadvantaged by the stop",
        )
    ),
    ("possession", "defenders_hurt"): _s(
        NC_(
            "quiz incident",
            "%(defending)s had the ball and is significantly disadvantaged by the stop",
        )
    ),
    ("possession", "defenders_not_hurt"): _s(
        NC_(
            "quiz incident",
            "%(defending)s had the ball and is not significantly disadvantaged by the stop",
        )
    ),
    ("possession", "nobody"): _s(NC_("quiz incident", "No team had clear possession")),
    ("ball_where", "left_this_60"): _s(
        NC_("quiz incident", "The ball is in the left half, inside this goal's 60")
    ),
    ("ball_where", "right_this_60"): _s(
        NC_("quiz incident", "The ball is in the right half, inside this goal's 60")
    ),
    ("ball_where", "left_between_60s"): _s(
        NC_("quiz incident", "The ball is in the left half, between the 60-yard lines")
    ),
    ("ball_where", "right_between_60s"): _s(
        NC_("quiz incident", "The ball is in the right half, between the 60-yard lines")
    ),
    ("ball_where", "left_far_60"): _s(
        NC_("quiz incident", "The ball is in the left half, inside the far goal's 60")
    ),
    ("ball_where", "right_far_60"): _s(
        NC_("quiz incident", "The ball is in the right half, inside the far goal's 60")
    ),
    # --- More…: a knock-in went wrong (the defenders knock in)
    ("more", "knock_in_problem"): _s(NC_("quiz incident", "%(defending)s takes a knock-in")),
    ("knock_in_event", "hitter_passed_ball"): _s(
        NC_("quiz incident", "The hitter rides past the ball")
    ),
    ("knock_in_event", "ten_seconds_elapsed"): _s(
        NC_("quiz incident", "The ball is not hit within 10 seconds of 'Play'")
    ),
    ("knock_in_event", "hit_before_play"): _s(
        NC_("quiz incident", "The hitter hits the ball before 'Play'")
    ),
    ("knock_in_event", "opponent_inside_30"): _s(
        NC_("quiz incident", "A %(attacking)s player is inside 30 yards at 'Play'")
    ),
    ("knock_in_event", "off_field_opponent_played"): _s(
        NC_("quiz incident", "A %(attacking)s player who was off the field makes a play")
    ),
    ("knock_in_onside", "passed_teammate"): _s(
        NC_("quiz incident", "Before he played the ball, he had passed a properly placed teammate")
    ),
    ("knock_in_onside", "travelled_and_midfield"): _s(
        NC_(
            "quiz incident",
            "Before he played the ball, he had not passed a properly placed teammate; the ball "
            "had gone 30 yards and he was past midfield",
        ),
        NC_(
            "quiz incident",
            "He had not passed a properly placed teammate; the ball had gone 30 yards and he was "
            "past midfield",
        ),
    ),
    ("knock_in_onside", "travelled_only"): _s(
        NC_(
            "quiz incident",
            "Before he played the ball, he had not passed a properly placed teammate; the ball "
            "had gone 30 yards, but he was not past midfield",
        ),
        NC_(
            "quiz incident",
            "He had not passed a properly placed teammate; the ball had gone 30 yards, but he was "
            "not past midfield",
        ),
    ),
    ("knock_in_onside", "neither"): _s(
        NC_(
            "quiz incident",
            "Before he played the ball, he had not passed a properly placed teammate, and the "
            "ball had gone less than 30 yards",
        ),
        NC_(
            "quiz incident",
            "He had not passed a properly placed teammate, and the ball had gone less than 30 "
            "yards",
        ),
    ),
    ("knock_in_event", "swing_and_miss"): _s(NC_("quiz incident", "The hitter swings and misses")),
    ("ball_off_field", "yes"): _d(
        NC_("quiz incident", "with the ball behind the end line, off the field")
    ),
    ("ball_off_field", "no"): _d(NC_("quiz incident", "with the ball on the field")),
    ("knock_in_event", "slow_opponent"): _s(
        NC_("quiz incident", "A %(attacking)s player circles back slowly")
    ),
    ("involved_in_play", "yes"): _d(NC_("quiz incident", "and he gets involved in the play")),
    ("involved_in_play", "no"): _d(NC_("quiz incident", "and he stays clearly out of the play")),
    ("knock_in_event", "delay_by_opponent"): _s(
        NC_("quiz incident", "%(attacking)s delays the game")
    ),
    ("knock_in_event", "delay_by_knocking_in_team"): _s(
        NC_("quiz incident", "%(defending)s runs the clock")
    ),
    # --- the line-up
    ("more", "line_up"): None,  # the problem says it
    ("line_up_problem", "jostling"): _s(
        NC_("quiz incident", "At the line-up, players jostle for position")
    ),
    ("line_up_problem", "inside_five_yards"): _s(
        NC_("quiz incident", "At the line-up, a player comes within 5 yards of the umpire")
    ),
    # 20.a's two slow players end differently (extra time after a hard run; a delayed whistle
    # and a foul if he then gets involved): the narration states the fact that decides
    ("line_up_problem", "slow_return"): _s(
        NC_(
            "quiz incident",
            "After a hard run and a goal, a player is slow to return to the line-up and needs "
            "extra time to take his place before the throw-in",
        )
    ),
    ("line_up_problem", "changing_horses"): _s(
        NC_("quiz incident", "At the line-up, a player is changing horses")
    ),
    ("line_up_problem", "late_player_joined"): _s(
        NC_("quiz incident", "A late player gets involved in the play")
    ),
    ("line_up_problem", "late_player_out"): _s(
        NC_("quiz incident", "A late player stays out of the play")
    ),
    ("late_player_team", "attackers"): _s(NC_("quiz incident", "He plays for %(attacking)s")),
    ("late_player_team", "defenders"): _s(NC_("quiz incident", "He plays for %(defending)s")),
    ("line_up_problem", "opening_throw_in"): _s(
        NC_("quiz incident", "The game is about to start with the opening throw-in")
    ),
    ("more", "wrong_side"): None,  # the team says it
    ("wrong_side_team", "attackers"): _s(
        NC_("quiz incident", "A %(attacking)s player is on the wrong side of the line-up")
    ),
    ("wrong_side_team", "defenders"): _s(
        NC_("quiz incident", "A %(defending)s player is on the wrong side of the line-up")
    ),
    ("wrong_side_onside", "behind_teammate"): _s(
        NC_(
            "quiz incident",
            "When he makes or tries a play, he is behind a properly placed teammate",
        )
    ),
    ("wrong_side_onside", "travelled_and_midfield"): _s(
        NC_(
            "quiz incident",
            "When he makes or tries a play, he is not behind a properly placed teammate; the ball "
            "has gone 30 yards and he is past midfield",
        )
    ),
    ("wrong_side_onside", "travelled_only"): _s(
        NC_(
            "quiz incident",
            "When he makes or tries a play, he is not behind a properly placed teammate; the ball "
            "has gone 30 yards, but he is not past midfield",
        )
    ),
    ("wrong_side_onside", "neither"): _s(
        NC_(
            "quiz incident",
            "When he makes or tries a play, he is not behind a properly placed teammate, and the "
            "ball has gone less than 30 yards",
        )
    ),
    # --- a goal at the whistle, a broken ball, the free hit from the 60
    ("more", "goal_at_whistle"): _s(
        NC_("quiz incident", "A goal is scored at this goal just as the whistle blows")
    ),
    ("more", "ball_broke"): None,  # when it broke says it
    ("break_moment", "foul_shot"): _s(
        NC_("quiz incident", "The ball breaks on the first hit of a foul shot")
    ),
    ("break_moment", "hit_in"): _s(
        NC_("quiz incident", "The ball breaks on the first hit of a knock-in")
    ),
    ("break_moment", "in_play"): _s(NC_("quiz incident", "The ball breaks in play")),
    ("more", "sixty"): _s(
        NC_("quiz incident", "%(attacking)s takes a free hit from the 60-yard line")
    ),
    ("sixty_event", "hitter_again"): _s(NC_("quiz incident", "The hitter plays the ball again")),
    ("played_by_another_first", "yes"): _d(
        NC_("quiz incident", "after another player has played it")
    ),
    ("played_by_another_first", "no"): _d(
        NC_("quiz incident", "before any other player has played it")
    ),
    ("sixty_event", "teammate_played"): _s(
        NC_("quiz incident", "A teammate of the hitter plays the ball")
    ),
    ("sixty_event", "tapped"): _s(NC_("quiz incident", "The hitter only taps the ball")),
    ("sixty_travel", "thirty_or_more"): _s(
        NC_("quiz incident", "The ball has gone 30 yards or more from the 60-yard line")
    ),
    ("sixty_travel", "less"): _s(
        NC_("quiz incident", "The ball has gone less than 30 yards from the 60-yard line")
    ),
    ("sixty_event", "defender_played"): _s(
        NC_("quiz incident", "A %(defending)s player plays the short ball")
    ),
    ("sixty_dangerous", "yes"): _d(NC_("quiz incident", "and his play is dangerous")),
    ("sixty_dangerous", "no"): _d(NC_("quiz incident", "and his play is safe")),
    # --- the end of a period: how it ended is told as the incident it ended on
    ("more", "period_ended"): None,  # whether the horn was heard says it
    ("horn_heard", "yes"): _s(
        NC_("quiz incident", "The period ends and the umpires hear the horn")
    ),
    ("horn_heard", "no"): _s(
        NC_(
            "quiz incident",
            "The period ends, but the umpires do not hear the horn because of weather or wind",
        ),
        NC_("quiz incident", "The period ends; the umpires do not hear the horn"),
    ),
    ("period_ended_how", "ball_in_field"): _d(
        NC_("quiz incident", "with the ball in play on the field")
    ),
    ("period_ended_how", "over_end_line"): _lead(
        NC_("quiz incident", "The last play of the period"), NC_("quiz incident", "Last play")
    ),
    ("period_ended_how", "over_side_boards"): _lead(
        NC_("quiz incident", "The last play of the period"), NC_("quiz incident", "Last play")
    ),
    ("period_ended_how", "foul"): None,  # the team says it
    ("period_foul_against", "attackers"): _s(
        NC_("quiz incident", "It ends on a foul by %(attacking)s")
    ),
    ("period_foul_against", "defenders"): _s(
        NC_("quiz incident", "It ends on a foul by %(defending)s")
    ),
    # --- paths with one restart but too few near misses to be asked: told all the same, so a
    # test can hold that paths told alike are decided alike
    ("more", "suspended"): _s(NC_("quiz incident", "The game is suspended")),
    ("could_affect_outcome", "could_affect"): _s(
        NC_("quiz incident", "The tournament committee finds it could affect the event's outcome")
    ),
    ("could_affect_outcome", "no_effect"): _s(
        NC_(
            "quiz incident",
            "The tournament committee finds it can have no conceivable effect on the outcome",
        )
    ),
    ("could_affect_outcome", "not_yet"): _s(
        NC_(
            "quiz incident", "The tournament committee has not yet judged its effect on the outcome"
        )
    ),
    ("more", "wrong_way"): _s(NC_("quiz incident", "Everyone has lined up the wrong way")),
    ("wrong_way_when", "during"): _d(NC_("quiz incident", "and it is noticed during the period")),
    ("wrong_way_when", "between"): _d(NC_("quiz incident", "and it is noticed between periods")),
    ("more", "inside_line_up"): _s(
        NC_("quiz incident", "A player makes a play from an angle inside the line-up")
    ),
    ("ball_left_line_up", "yes"): _d(NC_("quiz incident", "after the ball has left the line-up")),
    ("ball_left_line_up", "no"): _d(NC_("quiz incident", "before the ball has left the line-up")),
    ("line_up_dangerous", "yes"): _s(NC_("quiz incident", "The play is dangerous")),
    ("line_up_dangerous", "no"): _s(NC_("quiz incident", "The play is safe")),
}


def steps(path: str) -> Iterator[tuple[Question, Choice]]:
    """Each answer of ``path`` with the question it answers, from the last answer that resets
    the ones before it (those are not part of the situation any more)."""
    question: Question | None = ROOT
    taken: list[tuple[Question, Choice]] = []
    for choice in walk(ROOT, path).trail:
        if question is None:  # walk() already refused such a path
            break
        if choice.reset:
            taken.clear()
        taken.append((question, choice))
        question = choice.then
    yield from taken


def narrations(path: str) -> tuple[Narration, ...]:
    """The narrations of ``path``'s answers, in order; ``KeyError`` for an answer without
    one (a test walks every question's path)."""
    found = (NARRATIONS[(question.slug, choice.slug)] for question, choice in steps(path))
    return tuple(n for n in found if n is not None)


def narrate(path: str, names: TeamNames, t: Translator, *, short: bool = False) -> str:
    """The incident in one to four sentences, the teams by their names; ``short``: said
    shorter where a narration has a shorter form (a poll's question)."""
    values = {"attacking": names.attacking or "", "defending": names.defending or ""}
    sentences: list[str] = []
    lead: str | None = None
    for narration in narrations(path):
        words = narration.short if short and narration.short is not None else narration.text
        template = t.text(words)
        text = template % values
        if narration.lead:
            lead = text
        elif narration.detail and sentences:
            sentences[-1] = t.text(_WITH_DETAIL) % {"sentence": sentences[-1], "detail": text}
        elif lead is not None:
            follows = _after_colon(template) % values
            sentences.append(t.text(_LEADING) % {"lead": lead, "sentence": follows})
            lead = None
        else:
            sentences.append(text)
    return " ".join(s + "." for s in sentences)


def _after_colon(template: str) -> str:
    """A sentence as it follows a lead's colon: "…: the ball comes off an umpire", but "…: Red
    hits the ball" (a team's name keeps its capital: it is a placeholder)."""
    if template.startswith("%("):
        return template
    return template[:1].lower() + template[1:]


__all__ = ["NARRATIONS", "Narration", "narrate", "narrations", "steps"]
