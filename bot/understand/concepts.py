"""From a message to the concepts it states: phrases, then who is who, then places by number.

``read`` runs the steps in order, one module a stage. After the phrases
(``bot.understand.vocabulary``), each step reads how words relate, with a short, fixed reach
(``reading.NEAR`` words):

* ``rewrite``: what no phrase should read is taken out or rewritten first: interjections,
  hedges, the opening of a dictated note, a count asked about, a hit said as a noun;
* here: a correction ("no wait, it was blue") replaces what it corrects; of two events told
  ("it went out, THEN the horn") the later one is read; the alternatives a question asks
  ("knock-in or Safety?") are taken out (``alternatives_asked``: candidates, never facts); and
  a word that says "not" (each language's ``negation``) that is no part of a phrase ("no foul",
  "didn't hear the horn" carry their own) drops what the next ``NEGATED_REACH`` words say
  ("not off the boards", "no defender"); where those words are not a team, the team named
  right before it is dropped too: "the defender didn't touch it" says nothing of who did. What
  is dropped is asked, never turned round into its opposite;
* ``situations``: which incident the words tell together (a shot gone out, a penalty and its
  distance, a goal then its line-up, a ball off the umpire then played); the bare word "goal"
  (and "own goal") is also the place ("10 yards right of the goal"): a goal scored only where
  nothing says the ball went out or where;
* ``sides``: who is who, from team names, role words, point of view and player numbers;
* ``measures``: places and figures: yards from a post, a board, the end line or the umpire;
  seconds counted; a line named as a place.

What is left of the role words says who did it (``ATT``, ``DEF``). Concepts only: what they
decide is ``bot.understand.choices``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple, TypeVar

from bot.folding import fold
from bot.understand.before_play import before_play_read
from bot.understand.measures import (
    ball_went_slowly,
    distance_from_the_boards,
    distance_travelled,
    earlier_crossing_dropped,
    knock_in_told,
    line_as_place,
    measured_from_end_line,
    not_distances,
    off_field_play_travel,
    opponent_yards_at_knock_in,
    seconds_counted,
    still_yards_from_the_centre,
    too_long_at_a_knock_in,
    yards_from_the_umpire,
    yards_read,
)
from bot.understand.reading import (
    CLAUSE_ASKED,
    COMMA,
    OTHER,
    OUT_LINES,
    PUNCTUATION,
    RESTART_TOLD,
    ROLE_VERBS,
    ROLES,
    SENTENCE_END,
    TOUCHED_BETWEEN,
    VERBS,
    WENT_OUT,
    Mention,
    Reading,
    alternation,
    clause_break_positions,
    phrases_listed,
)
from bot.understand.rewrite import (
    as_meant,
    hits_said_as_nouns,
    possession_awarded,
    sixty_side_doubted,
    unseen_who,
    without_comparisons,
    without_counts_asked,
    without_hedges,
    without_interjections,
    without_opening_filler,
    without_sides_naming_none,
    without_tag_negation,
)
from bot.understand.sides import (
    PLAYER_NUMBERS,
    after_clause_marks,
    after_joiners,
    assign_roles,
    awards_told,
    deflected_off_whose,
    end_line_owner_defends,
    fair_play_given,
    fouler,
    hitter_of_a_side_without_role,
    marked_teams,
    named_as_us,
    number_words_of,
    one_named_role,
    other_known_team,
    our_name_takes_our_role,
    own_60_of_the_doer,
    ownable_places,
    point_of_view,
    possessives_after_places,
    restart_that_followed,
    scorer_at_a_foul,
    side_reading,
    sides_said,
    sixty_owner_defends,
    stance_of_a_name,
    team_mentions,
    teammate_after_his_sides_60,
    teammates_at_the_60,
    whose_mishap,
    writer_team_at,
)
from bot.understand.situations import (
    at_once_of_the_play,
    at_the_knock_in,
    ball_off_the_field_at_a_miss,
    ball_put_out_to_waste_time,
    ball_set_between_the_posts,
    break_of_the_ball_unnamed,
    break_with_its_thing,
    broke_on_the_taking_hit,
    call_not_heard,
    equipment_checked,
    final_of_a_period,
    foul_shot_of_its_distance,
    free_hit_of_the_60,
    goal_after_a_missed_knock_in,
    goal_at_the_end_not_attacked,
    goal_awarded_by_penalty_1,
    goal_from_the_60,
    goal_scored_in_a_wrong_way_line_up,
    goal_then_line_up,
    goal_then_period_end,
    goal_told_while,
    goal_word_read,
    handicap_goals_counted,
    handicap_level_matches,
    hit_before_play_after_end_line,
    hit_then_wide,
    horse_changed_after_a_stop,
    horse_changed_in_play,
    lame_horse,
    late_player_in_the_play,
    line_up_across_centre,
    line_up_problem_without_line_up,
    miss_of_ball_or_goal,
    miss_of_the_goal,
    out_and_period_end_in_order,
    out_between_the_60s,
    out_off_the_post,
    out_off_the_umpire,
    own_goal_of_a_late_player,
    owned_own_goal,
    penalty_distance_after_its_team,
    penalty_shot_over_end_line,
    play_called_after_end_line,
    played_after_the_umpire,
    player_suspended,
    possession_play_named,
    question_tag,
    restart_only_asked,
    rider_came_off,
    right_of_way_in_the_line_up,
    second_goal_at_the_same_end,
    shot_gone_out,
    shot_over_end_line,
    shot_that_went_in,
    sixty_hit_gone_over_the_end_line,
    sixty_hit_or_the_penalty,
    stance_side_is_a_players,
    stopped_by_the_weather,
    time_before_play_asked,
    whistle_as_a_moment,
    wide_of_the_goal,
)
from bot.understand.text import per_text
from bot.understand.text import words as words_of
from bot.understand.vocabulary import (
    Match,
    Vocabulary,
    alternative_words,
    clause_break_words,
    correction_words,
    hedge_words,
    langs_of,
    linked_words,
    message_words,
    negation_words,
    phrases_in,
    vocabulary,
    vocabulary_file,
    words_listed,
)

#: how many words after a "not" it reaches ("not off the boards", "didn't really hit it out"):
#: the first phrase or team found there is what it negates
NEGATED_REACH = 2

#: a number of yards that is a distance ("a 60 yard backhand"), not the 60-yard line
_DISTANCE = frozenset({"DISTANCE"})


def read(text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...] = ()) -> Reading:
    """The concepts ``text`` states; ``known``: the chat's team names, if it named them."""
    instead = _read_as_meant(text, vocabularies, known)
    if instead is not None:
        return instead
    negation = negation_words(vocabularies)
    text = _text_to_read(text, vocabularies, negation)
    # a chat's name in number words ("Sixty") stays words: "60" is the line, "sixty" the team
    spelled = number_words_of(known, vocabularies)
    words, linked, glued = linked_words(text, vocabularies, spelled)
    sides = sides_said(text, vocabularies, spelled)
    reading = Reading()
    mentions, words, linked, sides_at, joined = team_mentions(
        words,
        (linked, glued),
        vocabularies,
        known,
        reading,
        numbers_kept=spelled,
        sides=sides,
        joined=after_joiners(text, vocabularies, spelled)
        | after_clause_marks(text, vocabularies, spelled),
        ours_at=writer_team_at(text, vocabularies, spelled, known),
        after_owned=possessives_after_places(
            words,
            glued,
            sides,
            # split the text at its marks only where a possessive may follow a place
            _once(lambda: _marks_in(text, vocabularies, spelled, PUNCTUATION)),
            vocabularies,
        ),
    )
    matches = _phrases_read(
        words,
        linked,
        vocabularies,
        _once(lambda: _marks_in(text, vocabularies, spelled, SENTENCE_END)),
    )
    used = {p for m in matches for p in m.positions}
    free = _role_words_apart(matches, mentions, linked)
    earlier_crossing_dropped(text, free, mentions, sides_at, (vocabularies, spelled))
    # a side ("our", "loro") is no phrase a "not" drops: what the "not" is about is read as before
    breaks = _folded_breaks(langs_of(vocabularies))
    _negate(
        words,
        negation=negation,
        used=used,
        free=free,
        mentions=mentions,
        breaks=breaks,
        joined=joined,
        # split the text at its marks only where a "not" may reach past one
        after_marks=_once(lambda: _marks_in(text, vocabularies, spelled, PUNCTUATION)),
        # split the text at its full stops only where a "not" may reach back to a team
        sentence_starts=_once(lambda: _marks_in(text, vocabularies, spelled, SENTENCE_END)),
    )
    # after the "not": Play not called is Play not yet said (``NEGATED_AS``)
    before_play_read(free, words, langs_of(vocabularies))
    # after the "not": a verb it drops ("didn't shoot wide") names no one (the keys first: so
    # the set made is typed as the set it is, which compiled code checks, bot.native)
    mentions += [
        Mention(match.start, ROLE_VERBS[concept], verb=True, subject_before=True)
        for match in free
        for concept in ROLE_VERBS.keys() & match.concepts
    ]
    assign_roles(
        mentions,
        reading,
        free,
        sentence_starts=_once(lambda: _marks_in(text, vocabularies, spelled, SENTENCE_END)),
    )
    scorer_at_a_foul(free, mentions, reading)
    sixty_owner_defends(free, mentions, reading, linked)
    end_line_owner_defends(free, mentions, reading, linked)
    other_known_team(reading, known)
    langs = langs_of(vocabularies)
    side_words = side_reading(langs)
    awards = awards_told(free, text, vocabularies)
    ours = named_as_us(mentions, sides_at, joined, (words, langs))
    ours_role = reading.roles.get(ours) if ours is not None else None
    side_roles = point_of_view(
        sides_at,
        # looked for only where a pronoun right after a hit out needs it (it splits the text)
        after_commas=_once(lambda: _marks_in(text, vocabularies, spelled, COMMA)),
        joined=joined,
        free=free,
        mentions=mentions,
        words=words,
        linked=linked,
        owned=ownable_places(langs),
        player=side_words.players,
        into_goal=words_listed(langs, "own_goal_into"),
        given=(awards, side_words.awarded, side_words.received, side_words.objects),
        award_verbs=side_words.award_verbs,
        named=one_named_role(reading, mentions, sides_at, we_are=ours is not None)
        or (OTHER[ours_role] if ours_role is not None else None),
        by=side_words.by,
        reading=reading,
        sentence_starts=_once(lambda: _marks_in(text, vocabularies, spelled, SENTENCE_END)),
    )
    our_name_takes_our_role(ours, side_roles, mentions, reading)
    _players_told(free, (sides_at, side_roles, mentions), words, reading)
    mentions.sort(key=lambda m: m.at)
    fair_play_given(
        awards,
        mentions + sides_at,
        words,
        reading,
        awarded=side_words.awarded,
        received=side_words.received,
        objects=side_words.objects,
    )
    fouler(
        free,
        mentions,
        words,
        linked,
        reading,
        by=side_words.by,
        owners=(sides_at, side_roles),
        players=side_words.players,
        after_marks=_once(lambda: _marks_in(text, vocabularies, spelled, PUNCTUATION)),
    )
    # the umpire a marker names leaves ``free`` with it: where he was said is kept for the order
    # of what touched the ball (played_after_the_umpire) and of what the ball did after it
    # (out_off_the_umpire)
    umpire_at = [m.end for m in free if "UMPIRE" in m.concepts]
    marked_teams(
        free,
        mentions,
        reading,
        linked,
        clause_break_positions(words, breaks),
        players=(words, side_words.players),
    )
    named = [m for m in mentions if m.name is not None and not m.owns]
    _measures_and_moments(
        free,
        words,
        used,
        reading,
        vocabularies,
        sides=sides_at + named,
        owners=[m for m in mentions if m.name is not None and m.owns],
    )
    # its order words ("then", "after") may be stop words: the message's own words are read
    out_and_period_end_in_order(free, (text, spelled), reading, vocabularies)
    _after_the_umpire(free, (words, umpire_at), (text, spelled), reading, vocabularies)
    question_tag(text, free, len(words), vocabularies)
    restart_only_asked(
        text, free, words, reading, (vocabularies, spelled), award_verbs=side_words.award_verbs
    )
    time_before_play_asked(free, mentions, sides_at)
    _receivers(
        free,
        mentions,
        words,
        reading,
        awarded=side_words.awarded | side_words.award_verbs,
        received=side_words.receive_verbs,
        favoured=side_words.awarded_alone,
        linked=linked,
    )
    _concepts_said(reading, free, (mentions, sides_at), (text, langs))
    return reading


def _players_told(
    free: list[Match],
    said: tuple[list[Mention], dict[str, str] | None, list[Mention]],
    words: list[str],
    reading: Reading,
) -> None:
    """What the players named by a side did: the hitter of a side whose role is unsaid, and two
    players of one side at the free hit from the 60 (the hitter and a teammate), or one player
    of the side whose free hit it was."""
    sides_at, side_roles, mentions = said
    hitter_of_a_side_without_role(sides_at, side_roles, free, reading)
    deflected_off_whose(free, sides_at, mentions, words, reading)
    players = sides_at + [m for m in mentions if m.name]
    teammates_at_the_60(free, players, words, reading)
    teammate_after_his_sides_60(free, players, words, reading)


def _after_the_umpire(
    free: list[Match],
    umpire: tuple[list[str], list[int]],
    said: tuple[str, frozenset[str]],
    reading: Reading,
    vocabularies: tuple[Vocabulary, ...],
) -> None:
    """What the message tells after the ball came off the umpire: a player's later hit
    (played_after_the_umpire), or the ball going out (out_off_the_umpire). ``umpire``: the
    message's words and where the umpire was said in them."""
    words, umpire_at = umpire
    played_after_the_umpire(free, umpire_at, said, reading, vocabularies)
    out_off_the_umpire(free, words, umpire_at, reading, langs_of(vocabularies))


def _read_as_meant(
    text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...]
) -> Reading | None:
    """Where the message's words mean other words, the reading of those: the message as
    corrected ("no wait, it was blue"), its later event alone (two events told in order), its
    hits said as nouns ("off their hit"); else None (the words are read as written)."""
    said, corrected = _corrected(text, vocabularies)
    if corrected is not None:
        return _read_corrected(said, corrected, vocabularies, known)
    later = _later_of_two_events(text, vocabularies, known)
    if later is not None:
        return later
    made = hits_said_as_nouns(text, vocabularies)
    if made is not None:
        # "off their hit" names who hit the ball out only where the ball is said to have gone
        # out; elsewhere ("the goal came off their hit") it is read as written
        made_reading = read(made, vocabularies, known)
        if made_reading.concepts & WENT_OUT:
            return made_reading
    return None


_Made = TypeVar("_Made")


def _once(make: Callable[[], _Made]) -> Callable[[], _Made]:
    """``make``'s value, made at the first call only: for what a rule needs only sometimes and
    costs a pass over the text (``functools.cache`` costs more to set up than such a call)."""
    made: list[_Made] = []

    def value() -> _Made:
        if not made:
            made.append(make())
        return made[0]

    return value


def _text_to_read(text: str, vocabularies: tuple[Vocabulary, ...], negation: frozenset[str]) -> str:
    """The message as its facts are read: its words as they are meant (``as_meant``), without
    the alternatives a question asks, the counts it asks about, a spoken opening's filler, a
    "no" that ends its clause or a question tag's "not" ("isn't that crossing": they deny
    nothing), a side word that names no side ("right there"), a place named only to compare
    ("like on the boards?"), and what hedges cover."""
    langs = langs_of(vocabularies)
    meant = unseen_who(possession_awarded(as_meant(text, langs), langs), langs)
    text = _without_alternatives(sixty_side_doubted(meant, langs), vocabularies)
    text = without_counts_asked(text, vocabularies)
    text = without_opening_filler(text, langs)
    text = without_tag_negation(without_interjections(text, negation), vocabularies)
    text = without_comparisons(without_sides_naming_none(text, langs), langs)
    return _writer_as_player(without_hedges(text, hedge_words(vocabularies, reports=False)), langs)


@lru_cache(maxsize=8)
def _writer_doing(langs: tuple[str, ...]) -> tuple[re.Pattern[str], str] | None:
    """The writer said as the one who played ("I" before a verb of ``writer_verbs``) and what
    names him as a player of the writer's side (``writer_as_player``: "our player")."""
    writer = words_listed(langs, "writer", accents=True)
    verbs = words_listed(langs, "writer_verbs", accents=True)
    player = [p for lang in langs for p in vocabulary_file(lang).get("writer_as_player", ())]
    if not writer or not verbs or not player:
        return None
    said = alternation(writer)
    acts = alternation(verbs)
    return re.compile(rf"(?<![\w'’])(?:{said})(?=\s+(?:{acts})(?!\w))", re.IGNORECASE), player[0]


def _writer_as_player(text: str, langs: tuple[str, ...]) -> str:
    """ "I hit it over their back line, we're attacking", "I knocked in and it went off their 3",
    "then I shot wide": the writer who played the ball is a player of the writer's side, as "our
    2" is; said as "I", no one was named, and who hit it was asked though the message said which
    side "we" are. Read as "our player", his side's role (said elsewhere in the message, never
    guessed) is his; where the message says no role for "we", it is still asked. Only before a
    verb of play (``writer_verbs``): "I think", "I don't know", an umpire's "I threw it in" name
    no player."""
    doing = _writer_doing(langs)
    if doing is None:
        return text
    pattern, player = doing
    return pattern.sub(player, text)


#: a restart a team is given after a ball out ("free hit FOR the defenders", "tiro PARA los que
#: defendían", "punizione PER i rossi", "rimessa PER i blu"): not a penalty (its taker is the
#: attackers of the tree) or a fair play possession (its team had the ball). A knock-in's team
#: defends, but its name is no more who hit the ball out than a free hit's is ("il loro 3 tira
#: in porta, esce larga, rimessa PER i blu": the shot is the red attacker's, no defender's)
_GIVEN_RESTARTS = frozenset({"HIT_OUT", "FOUL_SHOT", "FREE_HIT_60", "SIDE_BOARDS", "KNOCK_IN"})

_GIVEN_NOT = frozenset({"PENALTY_ANY", "FAIR_PLAY", "POSSESSION"}) | frozenset(
    {"P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6"}
)


def _receivers(
    free: list[Match],
    mentions: list[Mention],
    words: list[str],
    reading: Reading,
    *,
    awarded: frozenset[str],
    received: frozenset[str] = frozenset(),
    favoured: frozenset[str] = frozenset(),
    linked: frozenset[int] = frozenset(),
) -> None:
    """A team named as who a restart is given to ("free hit FOR the defenders", "el tiro era
    PARA los que atacaban", "punizione PER i rossi", "le dieron el tiro A los azules") is the
    one that did NOT put the ball out: never the doer of anything (read so, "tiro para los que
    defendían" was a defender's hit, the ruling turned round). What it was given may be the
    umpire's call the writer asks about, so it only narrows who did it (``GIVEN_<role>``,
    ``[partly]``), never decides it."""
    restarts = [m for m in free if m.concepts & _GIVEN_RESTARTS and not m.concepts & _GIVEN_NOT]
    for mention in mentions:
        at = mention.at
        if mention.owns or at == 0:
            continue
        # "out over the side, in FAVOUR of the blues (who attack)": the word says to whom by
        # itself, the restart (or the ball out it follows) said anywhere before it; the team's
        # role may have been read already, from its own verb
        if words[at - 1] in favoured and any(m.end < at - 1 for m in restarts):
            mention.used = True
            if mention.role is not None:
                reading.concepts.add(f"GIVEN_{mention.role}")
            continue
        if mention.used:
            continue
        if mention.name is not None and _takes_the_knock_in(at, free):
            mention.used = True
            continue
        if at + 1 < len(words) and words[at + 1] in received:
            # the side that gets the restart ("…over the side line, so WE GET it"): no doer
            mention.used = True
            continue
        if not restarts:
            continue
        # the restart, the word that gives it, the team ("tiro PARA azul"); or the word that
        # gives it, the restart, the team ("DIERON el tiro a azul": "a" is a stop word)
        # ("el tiro libre FUE para ellos": one word may stand between the restart and the word)
        after_given = words[at - 1] in awarded and any(at - 3 <= m.end <= at - 2 for m in restarts)
        given_before = any(
            m.end == at - 1 and m.start > 0 and words[m.start - 1] in awarded for m in restarts
        )
        if not (after_given or given_before or _restart_owner_after_out(at, free, linked)):
            continue
        mention.used = True
        if mention.role is not None:
            reading.concepts.add(f"GIVEN_{mention.role}")


def _takes_the_knock_in(at: int, free: list[Match]) -> bool:
    """Whether the team at ``at`` is said right before or after a knock-in told after the ball
    went out over the end line ("…out behind the blacks' goal, BLACKS knock in?", "battono i
    NERI"): it takes the restart that followed and put nothing out, so its role (it defends
    that goal) names no one who touched the ball."""
    return any(
        "KNOCK_IN" in m.concepts
        and at in (m.start - 1, m.end + 1)
        and restart_that_followed(m, free)
        for m in free
    )


def _restart_owner_after_out(at: int, free: list[Match], linked: frozenset[int]) -> bool:
    """Whether the team at ``at`` is named as the owner of a free hit ("YELLOW's free hit",
    "el tiro libre DE amarillo", "la punizione DEL giallo": ``linked``, an "of" between) said
    after the ball gone out: the team that takes the restart, never the one that put it out.
    Before the going out ("RED's free hit went over the boards") its taker may well have hit
    it out: not read so. (The ball said gone out over a line: ``WENT_OUT``.)"""
    owned = any(
        "FOUL_SHOT" in m.concepts and (m.start == at + 1 or (at in linked and m.end == at - 1))
        for m in free
    )
    return owned and any(m.end < at and m.concepts & WENT_OUT for m in free)


#: where a message's marks split it (``after_clause_marks``), found once for each kind of mark:
#: the phrases, a "not", the possessives and who fouled each ask where its clauses end
_marks_in = lru_cache(maxsize=64)(after_clause_marks)


def _phrases_read(
    words: list[str],
    linked: frozenset[int],
    vocabularies: tuple[Vocabulary, ...],
    sentence_starts: Callable[[], frozenset[int]] = frozenset,
) -> list[Match]:
    """The phrases of the message's words, as the rules about phrases read them together (a
    handicap level, a particle shared, a rider who came off, a miss, a side that is a player's,
    a shot over the end line, a break with its thing, a check of equipment with the gear it was
    for, a penalty's distance after its team, a free hit of the 60, a foul shot by its distance,
    a penalty shot over the end line)."""
    # no phrase across a full stop: "… sin que pateara. ¿Se cambia de lado?" is no "sin …
    # cambiar de lado" (the ends not changed)
    found = phrases_in(words, vocabularies, sentence_starts())
    matches = handicap_level_matches(found, words, vocabularies)
    matches = handicap_goals_counted(matches, words, vocabularies)
    # a bare "wide" is wide of the goal, unless said of a player carrying the ball when play
    # stopped; read after the particles shared ("went OUT wide")
    matches = wide_of_the_goal(_particles_shared(matches, words, vocabularies))
    # the goal a bare miss is of first: "erraron EL GOL" is no goal said beside the miss
    matches = miss_of_the_goal(rider_came_off(matches, words, vocabularies))
    matches = miss_of_ball_or_goal(matches)
    matches = stance_side_is_a_players(matches, words, vocabularies)
    langs = langs_of(vocabularies)
    matches = shot_over_end_line(hit_then_wide(matches, words, langs), words, langs)
    matches = shot_that_went_in(matches, words, langs)
    matches = ball_set_between_the_posts(matches, words, langs)
    matches = break_with_its_thing(matches, words, langs)
    matches = possession_play_named(equipment_checked(matches))
    matches = goal_told_while(matches, words, langs)
    matches = final_of_a_period(matches, words, langs)
    matches = penalty_distance_after_its_team(matches, words, vocabularies)
    matches = free_hit_of_the_60(matches, words, linked, vocabularies[0].lang)
    matches = foul_shot_of_its_distance(matches, words, linked, vocabularies)
    return penalty_shot_over_end_line(matches, words, langs_of(vocabularies))


def _role_words_apart(
    matches: list[Match], mentions: list[Mention], linked: frozenset[int]
) -> list[Match]:
    """The phrases but the role words, each of which is added to ``mentions`` as a role said
    (a verb's where it is one: "blues DEFENDING"), or whose 60 it is (``_owns_the_60``)."""
    free: list[Match] = []
    for match in matches:
        roles = sorted((c for c in match.concepts if c in ROLES), key=lambda c: c in VERBS)
        if roles and len(match.concepts) == len(roles):  # a noun before a verb
            verb = roles[0] in VERBS or stance_of_a_name(roles, match, mentions)
            role = ROLES[roles[0]]
            owns = role == "DEF" and _owns_the_60(match, matches, linked)
            mentions.append(Mention(match.start, role, verb=verb, owns=owns))
        else:
            free.append(match)
    return free


def _owns_the_60(role: Match, matches: list[Match], linked: frozenset[int]) -> bool:
    """Whether a defenders' word is whose 60 it is ("inside the 60 OF THE DEFENDING TEAM", "the
    DEFENDERS' 60"): the 60 in front of the goal they defend, this goal's, as a bare "inside the
    60" is; the defenders did nothing, so no role is said (their 60 as any team's is,
    ``sides.sixty_owner_defends``)."""
    return any(
        "SIXTY_IN" in m.concepts
        and (
            (m.end + 1 == role.start and role.start in linked)
            # the owner said between the 60's words ("inside THE DEFENDERS' 60")
            or m.start < role.start < m.end
        )
        for m in matches
    )


def _concepts_said(
    reading: Reading,
    free: list[Match],
    teams: tuple[list[Mention], list[Mention]],
    told: tuple[str, tuple[str, ...]],
) -> None:
    """The concepts of the phrases left free and of the mentions no rule took, then what the
    concepts together say (a ball off the post then out, out between the 60s, an award, a
    goal's words, whose own 60); ``teams``: the mentions and the sides said ("our", "their");
    ``told``: the message's text and languages (whose "own goal" it is)."""
    mentions, sides = teams
    owned_own_goal(free, *told)
    for match in free:
        reading.concepts |= match.concepts
    out_off_the_post(reading)
    shot_gone_out(reading)
    sixty_hit_gone_over_the_end_line(reading)
    goal_from_the_60(reading)
    sixty_hit_or_the_penalty(free, reading)
    line_up_across_centre(reading)
    line_up_problem_without_line_up(reading)
    lame_horse(reading)
    horse_changed_in_play(reading)
    horse_changed_after_a_stop(reading)
    stopped_by_the_weather(reading)
    player_suspended(reading)
    goal_awarded_by_penalty_1(reading)
    goal_then_period_end(reading)
    call_not_heard(reading)
    whistle_as_a_moment(reading)
    break_of_the_ball_unnamed(reading)
    play_called_after_end_line(reading)
    hit_before_play_after_end_line(free, reading)
    at_the_knock_in(reading)
    goal_after_a_missed_knock_in(reading)
    out_between_the_60s(reading)
    own_goal_of_a_late_player(reading)
    for mention in mentions:
        # a role verb no name took ("blues defending", a name we do not know) says who
        # defends, not who did what: it states nothing
        if mention.ours or mention.fixture:
            continue  # "we're blue" says who we are, "red vs blue" who plays: neither did it
        if mention.used or mention.owns:
            continue
        if mention.name is not None and not mention.pov and whose_mishap(mention, free):
            continue  # a team's player the stop befell, his gear broken or he fallen: no doer
        if mention.role is not None and not mention.verb:
            reading.concepts.add(mention.role)
        elif mention.name is not None:
            reading.concepts.add("TEAM_UNKNOWN")
            reading.doers.add(mention.name)
    _awarded_no_goal(reading)
    goal_word_read(reading)
    right_of_way_in_the_line_up(reading)
    _last_touch_put_it_out(reading)
    _plain_hit_put_it_out(reading)
    own_60_of_the_doer(free, mentions + sides, reading)


def _last_touch_put_it_out(reading: Reading) -> None:
    """ "Ultimo tocco dei blu", "colpita da un rosso" (``LAST_TOUCH``): a player's last touch
    before the ball went out is the hit that put it out (``HIT_OUT``) where nothing else is
    said to have touched it; beside a horse, a mallet, the umpire or both teams at once it
    says no more than who touched it, and how it went out is asked, never narrowed to a hit
    straight out."""
    if "LAST_TOUCH" not in reading.concepts:
        return
    reading.concepts.discard("LAST_TOUCH")
    if not reading.concepts & TOUCHED_BETWEEN:
        reading.concepts.add("HIT_OUT")


#: what says the ball did not go straight out from the hit (off a horse, a player, the post,
#: the boards, a mallet), or that the hit was a restart's or came after the ball was out
_NOT_STRAIGHT_OUT = RESTART_TOLD | frozenset(
    {"KNOCK_IN", "WE_KNOCK_IN"}
    | {"HORSE", "OWN_HORSE", "OFF_PLAYER", "OFF_ATT", "OFF_DEF", "OFF_UMPIRE", "OFF_BOARDS"}
    | {"POST_HIT", "MALLET", "GEAR", "TEAMMATE", "ANOTHER_PLAYER", "CAUSE_UNKNOWN", "TAPPED"}
    | {"DEFLECTED"}
    | {"MISSED", "BALL_ON_FIELD", "SAME_MOMENT"}
)


def _plain_hit_put_it_out(reading: Reading) -> None:
    """ "Salió por el fondo de azul, le pegó el 2 de azul", "la pegamos nosotros y se fue por
    la tabla": in a message that says the ball went out over a line, a player's plain hit (one
    side's, nothing it glanced off, no restart told) is the play that put it out, never a
    restart played after the crossing (what ``PLAYED`` says beside one): its side is read
    (``_hitter_out``), and whether it went straight out or off someone is still asked where the
    ruling hangs on it (a plain hit is not "hit it out"), unless the message says the ball
    touched no one else ("y la bocha sale por la tabla SIN TOCAR A NADIE", "nobody else touched
    it": ``_TOUCHED_NO_ONE``): the hit put it straight out, whatever verb told it ("il loro 2
    libera male e la palla esce, senza toccare nessuno")."""
    said = reading.concepts
    if "HIT_OUT" in said or not said & OUT_LINES:
        return
    if len(said & {"ATT", "DEF"}) != 1 or said & _NOT_STRAIGHT_OUT:
        return
    # the side's player said with any verb ("il loro 2 LIBERA male", "tira storto") where the
    # ball touched no one else: his the hit that put it out
    touched_no_one = bool(said & _TOUCHED_NO_ONE) and not said & _AT_A_LINE_UP
    if "PLAYED" not in said and not touched_no_one:
        return
    said.discard("PLAYED")
    if touched_no_one:
        said.add("HIT_OUT")


#: a ball out said to have touched no one else: nobody played it, it hit no one (the words a
#: line-up's clean entry is told by, "sin tocar a nadie", away from a line-up)
_TOUCHED_NO_ONE = frozenset({"NOT_ANOTHER_FIRST", "NOT_DANGEROUS"})
_AT_A_LINE_UP = frozenset({"LINE_UP", "OPENING", "ANGLE_PLAY", "BALL_IN_LINE_UP"})


@cache  # a few keys: a language, or a language and English
def _folded_breaks(langs: tuple[str, ...]) -> frozenset[str]:
    """The clause breaks of ``langs`` ("but", "pero") folded as the message's words are."""
    return frozenset(fold(w) for w in clause_break_words(tuple(map(vocabulary, langs))))


#: what says a goal, or Penalty 1's, beside a bare "awarded"
_GOAL_SAID = frozenset(
    {
        "GOAL",
        "GOAL_WORD",
        "OWN_GOAL",
        "OWN_GOAL_WORD",
        "BETWEEN_POSTS",
        "FIELD_GOAL",
        "HANDICAP_GOAL",
        "WE_SCORED",
        "P1",
    }
)


def _awarded_no_goal(reading: Reading) -> None:
    """ "We're awarded a free hit on the side", "they were awarded a penalty 5a": a bare
    "awarded" (``AWARDED_WORD``) is a goal awarded (``AWARDED``) only beside a goal or a
    Penalty 1; beside anything else it is what was awarded, no goal."""
    if "AWARDED_WORD" in reading.concepts:
        reading.concepts.discard("AWARDED_WORD")
        if reading.concepts & _GOAL_SAID:
            reading.concepts.add("AWARDED")


def _measures_and_moments(
    free: list[Match],
    words: list[str],
    used: set[int],
    reading: Reading,
    vocabularies: tuple[Vocabulary, ...],
    *,
    sides: list[Mention],
    owners: list[Mention],
) -> None:
    """What the message's numbers measure (yards from a line or a post, seconds, how far the
    ball went) and what the order of its events says (a goal then a line-up, a ball that went
    slowly, a knock-in told by what went wrong at it)."""
    # "hit it 60 yards" is a distance, not the 60 (and no yards from a post either)
    free[:] = [m for m in free if m.concepts != _DISTANCE]
    yards_from_the_umpire(free, words, reading)
    still_yards_from_the_centre(free, words, reading, langs_of(vocabularies))
    distance_from_the_boards(free)
    measured_from_end_line(free, words, reading)
    line_as_place(free, words, reading, langs_of(vocabularies))
    seconds_counted(free, words, reading, vocabularies)
    too_long_at_a_knock_in(free, words)
    distance_travelled(free, words, reading, vocabularies)
    off_field_play_travel(free, words, reading, vocabularies)
    at_once_of_the_play(free)
    ball_off_the_field_at_a_miss(free, words, langs_of(vocabularies))
    broke_on_the_taking_hit(free)
    goal_then_line_up(free, reading)
    late_player_in_the_play(free, words, langs_of(vocabularies))
    goal_scored_in_a_wrong_way_line_up(free, reading)
    second_goal_at_the_same_end(free, words, langs_of(vocabularies), reading)
    goal_at_the_end_not_attacked(free, words, langs_of(vocabularies), reading, sides)
    ball_put_out_to_waste_time(free)
    ball_went_slowly(free, words, langs_of(vocabularies))
    knock_in_told(free, reading, words, langs_of(vocabularies))
    opponent_yards_at_knock_in(free, words, reading, vocabularies, sides, owners=owners)
    negation = negation_words(vocabularies)
    yards_read(free, words, used | not_distances(words, vocabularies), reading, negation=negation)


def _particles_shared(
    matches: list[Match], words: list[str], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """``matches`` with the phrases that share a particle with one of them: "hit it OUT the
    side", "knocked it OUT the back", "put it BEHIND the goal" say who hit it out (HIT_OUT, "hit
    it out", "put it behind") and where (SIDE_BOARDS "out the side", END_LINE "behind the
    goal"), and the message's words are each used once, so the second phrase was lost. A
    particle that ends one phrase may begin another (and one that begins a phrase may end
    another), whose other words no phrase used, or only shorter phrases inside it ("goal")."""
    particles = words_listed(langs_of(vocabularies), "particles")
    if not particles or particles.isdisjoint(words):
        return matches
    kept = list(matches)
    for match in matches:
        if match.end == match.start:
            continue
        shared: list[Match] = []
        if words[match.end] in particles:
            at = match.end
            shared += [
                Match(m.concepts, tuple(p + at for p in m.positions))
                for m in phrases_in(words[at:], vocabularies)
                if m.start == 0 and len(m.positions) > 1
            ]
        if words[match.start] in particles:
            at = match.start
            shared += [
                m
                for m in phrases_in(words[: at + 1], vocabularies)
                if m.end == at and len(m.positions) > 1
            ]
        for phrase in shared:
            own = set(phrase.positions) - set(match.positions)
            inside = [m for m in kept if m is not match and own.intersection(m.positions)]
            if all(set(m.positions) <= own for m in inside):
                kept = [m for m in kept if m not in inside] + [phrase]
    return sorted(kept, key=lambda m: m.start)


#: what a phrase says once negated, where that is a state of its own and not nothing: Play not
#: called ("the ump HADN'T CALLED PLAY when their 2 hit it", "no había dicho play", "non ha
#: chiamato play") is Play not yet said, a hit before Play where a hit is told and no hit where
#: none is (``before_play.play_not_yet_said``, read after the "not")
NEGATED_AS = {"CALL_PLAY": "PLAY_NOT_YET_SAID"}


def _negate(
    words: list[str],
    *,
    negation: frozenset[str],
    used: set[int],
    free: list[Match],
    mentions: list[Mention],
    breaks: frozenset[str] = frozenset(),
    joined: frozenset[int] = frozenset(),
    after_marks: Callable[[], frozenset[int]] = frozenset,
    sentence_starts: Callable[[], frozenset[int]] = frozenset,
) -> None:
    """Drop what a "not" outside every phrase negates: the first phrase or team that starts
    within ``NEGATED_REACH`` words after it, in its clause (``joined``: the words right after
    an "and", which starts another: "no se calmaba y pidió otra vuelta" did ask; a mark, which
    ends it: "the ump didn't hesitate: Penalty 1", "ni lo dudó: penal 1" did give it); unless that
    is a team ("no defender touched it"), also the team right before it, the one the negated
    words are about ("the defender didn't touch it", "el defensor no la tocó"), in its clause:
    a team before a ``breaks`` word ("but", "pero", "ma") is the last clause's ("foul by the
    defence BUT he didn't give the penalty"), and one before a full stop the last sentence's
    (``sentence_starts``: "inside the 60 of RED. No touch." says whose 60, and that no one
    touched it: dropped, Red's 60 became the hitter's own, a free hit decided from the 60-yard
    line where the words gave it where it went out). Nothing after the "not" (a "¿no?" at the end)
    negates nothing, nor a "no" before a player's number ("their no 3": number 3)."""
    taken = used | {m.at for m in mentions}
    for at, word in enumerate(words):
        if word not in negation or at in used or at + 1 >= len(words):
            continue
        if word == "no" and words[at + 1] in PLAYER_NUMBERS:
            continue
        end = at + 1 + NEGATED_REACH
        ends = [j for j in (*joined, *after_marks()) if at < j < end]
        reach = range(at + 1, min([end, *ends]))
        first = min(
            [(_first_word_after(m, at), m) for m in free if _first_word_after(m, at) in reach]
            + [(m.at, m) for m in mentions if m.at in reach],
            key=lambda found: found[0],
            default=None,
        )
        phrases = [first[1]] if first is not None and isinstance(first[1], Match) else []
        teams = [first[1]] if first is not None and isinstance(first[1], Mention) else []
        if not teams:
            # the team the sentence is about: right before, or one unknown word before
            before = [b for b in (at - 1, at - 2) if b >= 0]
            for b in before:
                if words[b] in breaks:
                    break
                teams = [m for m in mentions if m.at == b]
                if teams and any(b < s <= at for s in sentence_starts()):
                    teams = []  # the last sentence's team (its full stops read only here)
                    break
                if teams or b in taken:
                    break
        # a phrase read across the "not" ("scored, NOT an own goal" is no "scored an own goal")
        phrases += [m for m in free if m.positions[0] < at < m.positions[-1] and m not in phrases]
        phrases += _complement(
            [m for m in phrases if not negation.intersection(words[p] for p in m.positions)],
            at,
            free,
            (*joined, *after_marks()),
        )
        for match in phrases:
            # the keys first: the set made is typed as the set it is (compiled code checks it)
            turned = frozenset(NEGATED_AS[c] for c in NEGATED_AS.keys() & match.concepts)
            if turned:
                free[free.index(match)] = Match(turned, match.positions)
            else:
                free.remove(match)
        for mention in teams:
            mentions.remove(mention)


def _complement(
    negated: list[Match], at: int, free: list[Match], ends: tuple[int, ...]
) -> list[Match]:
    """Where the "not" splits a subject and its verb ("la palla NON entra tra i pali", read as
    "palla entra"), the verb is negated with what it is said of, the phrase right after it in its
    clause that says the same (the ball did not go in between the posts); one that says another
    thing is no part of it ("off their player not horse OVER THE SIDE"). A phrase that says
    "not" itself ("NON ho mai visto": not seen) is no verb the "not" splits."""
    verb = next((m for m in negated if m.positions[0] < at and m.positions[-1] == at + 1), None)
    if verb is None:
        return []
    after = verb.positions[-1]
    end = min([after + 1 + NEGATED_REACH, *(j for j in ends if after < j)])
    found = [
        m for m in free if after < m.start < end and m not in negated and m.concepts & verb.concepts
    ]
    return [min(found, key=lambda m: m.start)] if found else []


def _first_word_after(match: Match, at: int) -> int:
    """Where ``match`` is first seen after the "not" at ``at``: its start, or for a phrase read
    across the "not" ("their PLAYER (not his HORSE) over the side") the word right after it, so
    that the "not" negates that phrase and not the next one ("over the side")."""
    return next((p for p in match.positions if p > at), match.start)


#: concepts of which one excludes the others: a correction that says one of a family replaces
#: what was said of that family before it ("the left, no wait, the right")
CORRECTED_TOGETHER: tuple[frozenset[str], ...] = (
    frozenset({"ATT", "DEF"}),
    frozenset({"OFF_ATT", "OFF_DEF"}),
    frozenset({"LEFT", "RIGHT"}),
    frozenset({"THIS_60", "MIDFIELD", "FAR_60", "SIXTY_IN", "SIXTY_OF_DEF", "SIXTY_OF_ATT"}),
    frozenset({"NEAR_BOARD", "WIDE", "NEAR_POST", "BETWEEN_POSTS"}),
    frozenset({"END_LINE", "SHOT_WIDE", "SIDE_BOARDS", "GOAL"}),
    frozenset({"P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6"}),
)


@lru_cache(maxsize=8)
def _correction(words: frozenset[str]) -> re.Pattern[str]:
    said = alternation(words)
    # a plain "no" that ends its clause, with more after it ("left, no, right") corrects too;
    # "No. 3" is a player's number
    return re.compile(
        rf"(?<!\w)(?:{said}|no(?=\s*[,.;:!])(?!\.\s*\d))(?!\w)[\s,.;:!]*", re.IGNORECASE
    )


def _corrected(text: str, vocabularies: tuple[Vocabulary, ...]) -> tuple[str, str | None]:
    """The text before its last correction, and what follows it (``None``: no correction, or
    nothing after it)."""
    found = list(_correction(correction_words(vocabularies)).finditer(text))
    last = found[-1] if found else None
    if last is None or not text[last.end() :].strip() or not text[: last.start()].strip():
        return text, None
    return text[: last.start()], text[last.end() :]


def _read_corrected(
    said_text: str,
    corrected_text: str,
    vocabularies: tuple[Vocabulary, ...],
    known: tuple[str, ...],
) -> Reading:
    """What was said before a correction, with what the correction says in its place."""
    said = read(said_text, vocabularies, known)
    corrected = read(corrected_text, vocabularies, known)
    _subject_carried(
        (said_text, corrected_text), said, corrected, vocabularies=vocabularies, known=known
    )
    reading = _correct(said, corrected)
    if _goal_given_to_the_other_side((said_text, corrected_text), corrected, vocabularies):
        reading.concepts.discard("OWN_GOAL")
    return reading


#: the goal a correction names again ("into our goal, no sorry, into THEIR GOAL")
_GOAL_SAID_AGAIN = frozenset({"BETWEEN_POSTS", "GOAL", "GOAL_WORD", "TOWARD_GOAL", "OWN_GOAL_WORD"})


def _goal_given_to_the_other_side(
    texts: tuple[str, str], corrected: Reading, vocabularies: tuple[Vocabulary, ...]
) -> bool:
    """Whether a correction names the goal again with the other side's words only ("our 2
    scored into our goal, no sorry, into THEIR goal", "nella nostra porta, anzi no, nella
    LORO"): which goal the ball went into is the correction's, so an own goal said before it
    is taken back unless the correction says one again. A correction that says the goal with
    the same side's words ("ha fatto autogol, cioè ha deviato nella NOSTRA porta") tells the
    same own goal again."""
    if not corrected.concepts & _GOAL_SAID_AGAIN or "OWN_GOAL" in corrected.concepts:
        return False
    sides = side_reading(langs_of(vocabularies))
    said_text, corrected_text = texts
    said_words = set(words_of(said_text))
    # the correction's own clause: a question after it ("…, how do WE restart?") owns no goal
    corrected_words = set(words_of(PUNCTUATION.split(corrected_text, maxsplit=1)[0]))
    for side, other in ((sides.we, sides.they), (sides.they, sides.we)):
        if said_words & side and corrected_words & other and not corrected_words & side:
            return True
    return False


def _subject_carried(
    texts: tuple[str, str],
    said: Reading,
    corrected: Reading,
    *,
    vocabularies: tuple[Vocabulary, ...],
    known: tuple[str, ...],
) -> None:
    """A correction that swaps one word and keeps the subject said before it ("el 4 de rojo
    que venía defendiendo, no perdón, ATACANDO"): alone, its word has no one to say it of and
    reads nothing of its family, and the earlier word would stand. Read in place of the last
    word said before it, what it adds of that family (both roles, where the rest then says the
    other) replaces the earlier word's, as ``_correct`` does."""
    missing = [
        family
        for family in CORRECTED_TOGETHER
        if family & said.concepts and not family & corrected.concepts
    ]
    said_text, corrected_text = texts
    head = said_text.rstrip(" ,.;:!").rsplit(maxsplit=1)
    if not missing or len(head) < 2:
        return
    in_place = read(f"{head[0]} {corrected_text}", vocabularies, known).concepts
    before = read(head[0], vocabularies, known).concepts
    for family in missing:
        # only what the correction's own words add there (not the earlier words read again)
        if family & in_place and family & in_place not in (family & said.concepts, family & before):
            corrected.concepts |= family & in_place


def _correct(said: Reading, corrected: Reading) -> Reading:
    """What was said, with what the correction says again in its place: of each family of
    concepts that exclude one another, the correction's; the rest of both; team names in the
    order first named, the correction's roles over the earlier ones."""
    replaced = {c for family in CORRECTED_TOGETHER if family & corrected.concepts for c in family}
    reading = Reading()
    reading.concepts = (said.concepts - replaced) | corrected.concepts
    reading.names = list(dict.fromkeys([*said.names, *corrected.names]))
    reading.roles = {**said.roles, **corrected.roles}
    reading.conflicts = list(dict.fromkeys(corrected.conflicts))
    return reading


#: what makes a clause an event of its own, the kind whose ruling a message asks: a ball over
#: a line or wide, a goal, a knock-in, a throw-in, a foul, a penalty. A cause (off the post, a
#: horse) is no event: "first it hit the post, then went over the back line" is one story
_EVENTS = (
    OUT_LINES
    | {"SHOT_WIDE", "HIT_OUT", "GOAL", "OWN_GOAL", "WE_SCORED", "KNOCK_IN", "WE_KNOCK_IN"}
    | {"LINE_UP", "FOUL", "PENALTY_ANY", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6"}
)


@lru_cache(maxsize=8)
def _two_events_told(langs: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """The words that open a story of two events ("first", at the start of the message or of a
    clause; "two things" anywhere) and the words that start the later one (``sequence_then``:
    "then", "later")."""
    first = words_listed(langs, "two_events_first", accents=True)
    then = words_listed(langs, "sequence_then", accents=True)
    if not first or not then:
        return None

    opening = re.compile(
        rf"(?:^|[:;,.!?(]\s*)(?:{alternation(first)})(?!\w)"
        rf"|(?<!\w)(?:{alternation(words_listed(langs, 'two_events_said', accents=True))})(?!\w)",
        re.IGNORECASE,
    )
    return opening, re.compile(rf"(?<!\w)(?:{alternation(then)})(?!\w)", re.IGNORECASE)


def _asks_after(text: str, langs: tuple[str, ...]) -> bool:
    """Whether ``text`` asks something (a question mark, or a word of ``two_events_asked``:
    "who has it now", "whose ball"): two events told with no question after the later ("two
    things: blue hit it over the end line, then red scored") may ask about either, and the
    first question stays asked."""
    return "?" in text or not words_listed(langs, "two_events_asked").isdisjoint(
        fold(w) for w in words_of(text)
    )


def _later_of_two_events(
    text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...]
) -> Reading | None:
    """ "First their 1 hit it over our back line and we knocked in, then our 2 hit it over the
    side", "two things: first the throw-in was fine, then they scored and …": a story told as
    two events, each one a ball out, a goal, a knock-in, a throw-in, a foul or a penalty, with
    a question after the later one ("whose ball now"), asks about the later one. Read
    together, the earlier event's facts answered the later one's questions (both lines said: a
    conflict at the first question). The later one is read alone; the team names of both are
    kept in the order first named. ``None``: no such story (one event told with its cause,
    "first it hit the post, then it went out", or nothing asked after the later, is read
    whole)."""
    told = _two_events_told(langs_of(vocabularies))
    if told is None:
        return None
    opening, then = told
    first = opening.search(text)
    if first is None:
        return None
    later_start = then.search(text, first.end())
    if later_start is None:
        return None
    earlier_text, later_text = text[: later_start.start()], text[later_start.end() :]
    if not later_text.strip() or not _asks_after(later_text, langs_of(vocabularies)):
        return None
    later = read(later_text, vocabularies, known)
    if not later.concepts & _EVENTS:
        return None
    earlier = read(earlier_text, vocabularies, known)
    if not earlier.concepts & _EVENTS:
        return None
    later.names = list(dict.fromkeys([*earlier.names, *later.names]))
    return later


#: the most words (stop words aside) a question's alternatives run to ("was it a field goal or
#: did the ump award a penalty 1?": 7); a longer question with an "or" in it is the incident
#: itself, told as a question
ALTERNATIVES_MOST = 7


@lru_cache(maxsize=8)
def _alternative(words: frozenset[str]) -> re.Pattern[str]:
    said = alternation(words)
    return re.compile(rf"(?<!\w)(?:{said})(?!\w)", re.IGNORECASE)


@dataclass(frozen=True)
class AlternativesAsked:
    """The alternatives a question asks about ("…, knock-in or safety?"): where they are in the
    message (``start``, ``end``: from the comma part before the first "or" to the question
    mark) and each alternative's words ("knock-in", "safety")."""

    start: int
    end: int
    options: tuple[str, ...]
    #: told as what happened, not asked ("a pen 3 or 4, can't remember which"): a restart
    #: among them is the one being taken, a candidate as any other fact is
    told: bool = False


def alternatives_asked(
    text: str, vocabularies: tuple[Vocabulary, ...]
) -> tuple[AlternativesAsked, ...]:
    """The alternatives each question of ``text`` asks about, joined by the ``alternatives``
    words of ``vocabularies`` ("or", "o", "oppure"). They run from the comma part before the
    "or" (the one it begins, or the one before when it begins its own) to the question mark;
    more than ``ALTERNATIVES_MOST`` words there make the question the incident itself."""
    # read once per message: the incident's reading and its candidates both ask
    return _alternatives_asked(text, langs_of(vocabularies))


@per_text
def _alternatives_asked(text: str, langs: tuple[str, ...]) -> tuple[AlternativesAsked, ...]:
    vocabularies = tuple(vocabulary(lang) for lang in langs)
    words = alternative_words(vocabularies)
    if words.isdisjoint(words_of(text)):
        return ()  # no "or" among its words (or no such words): no alternatives asked
    pattern = _alternative(words)
    found: list[AlternativesAsked] = []
    # dictation's last clause, which has no "?": after every question of the message
    dictated = _dictated_alternatives(text, pattern, vocabularies)
    ending: tuple[AlternativesAsked, ...] = (dictated,) if dictated is not None else ()
    opened = _inverted_alternatives(text, pattern, vocabularies)
    if dictated is not None and any(
        told and a.start <= dictated.start < a.end for a, told in opened
    ):
        # "…whether it came off the ump's horse or their 2's": "whether" says where the first
        # alternative starts, which the dictated ending only guesses ("what do they get pen 4
        # or 5a" keeps the ending's "pen 4": the phrase before the "or")
        ending = ()
    inverted = tuple(a for a, _told in opened if not ending or a.end <= ending[0].start)
    ending = (*inverted, *ending)
    # two alternatives told with a doubt ("off the ump or one of the players, not sure"),
    # where no other reading of alternatives holds those words
    doubted = _doubted_alternatives(text, pattern, vocabularies)
    # a penalty's number told two ways ("missed a pen 3 or 4"), a doubt said or not
    doubted = _in_order(doubted, _penalty_alternatives(text, pattern, vocabularies))
    if "?" not in text:
        # no yes/no question is taken out here (``_whether_only``): without a "?" where a
        # dictated "… o no" starts is the ending's guess, and its subject stays a candidate
        return _in_order(ending, doubted)
    for clause in CLAUSE_ASKED.finditer(text):
        asked = clause.group()
        joined = pattern.search(asked)
        if joined is None:
            continue
        commas = [0] + [i + 1 for i, c in enumerate(asked) if c == ","]
        part = max(c for c in commas if c <= joined.start())
        if not asked[part : joined.start()].strip() and part > 0:
            part = max(c for c in commas if c < part)  # ", or Penalty 1?": the part before too
        options = tuple(
            o.strip(" ,") for o in pattern.split(asked[part:].rstrip("?")) if o.strip(" ,")
        )
        if options and len(message_words(asked[part:], vocabularies)) <= ALTERNATIVES_MOST:
            found.append(AlternativesAsked(clause.start() + part, clause.end(), options))
    # a doubt told in a question's earlier comma part, where the question asks none of its words
    told = tuple(a for a in doubted if all(a.end <= f.start or f.end <= a.start for f in found))
    return _whether_only((*found, *_in_order(ending, told)), vocabularies)


def _whether_only(
    asked: tuple[AlternativesAsked, ...], vocabularies: tuple[Vocabulary, ...]
) -> tuple[AlternativesAsked, ...]:
    """``asked`` without the yes/no questions among them: an alternative that is only a "not"
    ("are spurs allowed OR NOT?", "¿estaba sobre la 30 O NO?", "era sui 30 O NO?") names nothing
    else to be: the question asks whether the rest is so, as "are spurs allowed?" does, and is
    read as that question (what it asks of the incident offered to confirm), never with its
    subject taken out of the message as a candidate."""
    unsaid = negation_words(vocabularies).union(*(v.stopwords for v in vocabularies))

    def named(option: str) -> bool:
        return not set(words_of(option)) <= unsaid

    return tuple(a for a in asked if sum(named(o) for o in a.options) >= 2)


def _in_order(
    kept: tuple[AlternativesAsked, ...], more: tuple[AlternativesAsked, ...]
) -> tuple[AlternativesAsked, ...]:
    """``kept`` with those of ``more`` that overlap none of them, in the message's order."""
    added = [a for a in more if all(a.end <= k.start or k.end <= a.start for k in kept)]
    return tuple(sorted((*kept, *added), key=lambda a: a.start))


#: what ends a clause of dictation (speech-to-text types no "?")
_CLAUSE_ENDS = ".;:!?\n"

#: the most words (stop words aside) after the last "or" of a message with no question mark
#: for it to be an alternative the message ends on ("… goal or penalty 1", "saque o penal 6");
#: a longer one may be the incident's last event told as a doubt (with 4, one sealed Spanish
#: message went from resolved to not understood)
DICTATED_OPTION_MOST = 2

#: the most words looked back from that "or" for a phrase ending at it (else the first
#: alternative is the one word before it: "…pen 2 redo or throw in" is no "pen 2" asked)
FIRST_OPTION_MOST = 3


def _dictated_alternatives(
    text: str, joined_by: re.Pattern[str], vocabularies: tuple[Vocabulary, ...]
) -> AlternativesAsked | None:
    """The alternatives a message with no question mark ends on ("…, what do they get pen 4 or
    5a", "…, gol o no", "…, knock in o penalty 6"): dictation types no "?", and a short "X or
    Y" at the end of a message is what the writer asks, never what happened. The second
    alternative runs from the last "or" to the end (at most ``DICTATED_OPTION_MOST`` words);
    the first is the phrase that ends at the "or" ("pen 4", "knock in"), else the one word
    before it (so the incident before it stays the incident's: "ball broke on the pen 2 redo
    or throw in" asks between a redo and a throw-in of the Penalty 2's ball)."""
    # what follows the last full stop (found from the end: a pattern anchored at the end would
    # be tried from every start)
    clause_start = max(text.rfind(mark) for mark in _CLAUSE_ENDS) + 1
    if "?" in text[clause_start:]:
        return None
    joins = list(joined_by.finditer(text, clause_start))
    if not joins:
        return None
    last = joins[-1]
    second = text[last.end() :].strip(" ,")
    second_said = message_words(second, vocabularies)
    second_words = len(second_said)
    if not second or second_words > DICTATED_OPTION_MOST:
        return None
    before = message_words(text[clause_start : last.start()], vocabularies)
    if any(w.isdigit() for w in before[-2:]) and (
        (second_said[:1] and second_said[0].isdigit()) or not phrases_in(second_said, vocabularies)
    ):
        return None  # a measure ("4 or 5 yards", "30 yd or more", "5 yards or 10"), no choice
    first_start = _first_option_start(text, clause_start, last.start(), joined_by, vocabularies)
    if first_start is None:
        return None
    options = (text[first_start : last.start()].strip(" ,"), second)
    return AlternativesAsked(first_start, len(text), options)


def _first_option_start(
    text: str,
    clause_start: int,
    joined_at: int,
    joined_by: re.Pattern[str],
    vocabularies: tuple[Vocabulary, ...],
    *,
    one_word: bool = True,
) -> int | None:
    """Where the alternative that ends at an "or" (at ``joined_at``) starts: the longest phrase
    of the vocabulary that ends there, looked for up to ``FIRST_OPTION_MOST`` words back
    ("field goal or penalty 1": a field goal, not a goal), else (``one_word``) the one word
    before it; None where there is none in its clause."""
    starts = [m.start() for m in re.finditer(r"\S+", text[clause_start:joined_at])]
    first_start = word_before = None
    for start in reversed(starts):
        first = text[clause_start + start : joined_at]
        if joined_by.search(first) or "," in first:
            break  # another alternative, or the clause before: the first one ends here
        said = message_words(first, vocabularies)
        if not said:
            continue
        whole = [m for m in phrases_in(said, vocabularies) if m.start == 0]
        if any(m.end == len(said) - 1 for m in whole):
            first_start = clause_start + start
        if len(said) == 1 and not said[0].isdigit():
            word_before = clause_start + start  # a number belongs to the word before it
        if len(said) >= FIRST_OPTION_MOST:
            break
    if first_start is not None:
        first_start = _with_its_marker(text, clause_start, first_start, vocabularies)
    return first_start if first_start is not None or not one_word else word_before


#: what a marker before an alternative says of it ("OFF the ump's horse or their 4's pony"): the
#: thing the ball came off is the alternative's, so the marker is too
_MARKERS = frozenset({"OFF", "OFF_UMPIRE", "OFF_DEF", "OFF_ATT", "OFF_PLAYER"})


def _with_its_marker(
    text: str, clause_start: int, first_start: int, vocabularies: tuple[Vocabulary, ...]
) -> int:
    """The first alternative's start taken back over a marker phrase right before it ("went
    out OFF UMP'S horse or their 4's pony, unclear which": off the ump's horse, or off their
    4's pony), so what the marker says is the alternative's, never a fact beside both."""
    starts = [m.start() for m in re.finditer(r"\S+", text[clause_start:first_start])]
    for start in reversed(starts[-FIRST_OPTION_MOST:]):
        before = text[clause_start + start : first_start]
        if "," in before:
            break
        said = message_words(before, vocabularies)
        found = [m for m in phrases_in(said, vocabularies) if m.start == 0]
        if said and any(m.concepts & _MARKERS for m in found):
            return clause_start + start  # the marker, then its owner ("off UMP'S")
    return first_start


#: the most words (stop words aside) of each alternative a question asked by word order alone
#: names ("was it A FIELD GOAL or did the ump give A PENALTY 1"): a longer one tells the incident
INVERTED_OPTION_MOST = 5

#: what a doubt after two alternatives told says ("…, nobody could tell"): which one it was
_WHICH_UNKNOWN = frozenset({"CAUSE_UNKNOWN", "WE_DID_NOT_SEE", "OWNER_UNKNOWN", "WHICH_UNKNOWN"})

#: a clause of dictation: the words up to a question's or a sentence's mark, typed or not;
#: the dot of a player's "No. 4" or of a penalty's letter ("5.a") ends none
_CLAUSES_UNMARKED = re.compile(
    r"(?:[^.;:!?\n]|(?<=\bno)\.(?=\s*\d)|(?<=\d)\.(?=[a-z]\b))+", re.IGNORECASE
)


def _inverted_alternatives(
    text: str, joined_by: re.Pattern[str], vocabularies: tuple[Vocabulary, ...]
) -> tuple[tuple[AlternativesAsked, bool], ...]:
    """The alternatives a yes/no question asks by its word order alone, with no "?" typed
    (dictation), or that "either" or "whether" opens (``alternatives_open``: "off either the
    ump's horse or their 4's", a doubt told): an opener, then "X or Y" ("but was that a field
    goal or did the umpire give a penalty 1 do we swap ends", "is it our knock in or their
    safety"). X runs from the opener to the "or", Y from the "or" (and an opener right after
    it: "or DID the ump…") to the next opener ("…penalty 1 DO we swap ends"), a comma or the
    clause's end; each at most ``INVERTED_OPTION_MOST`` words, else the words tell the
    incident, not a choice asked. Each with whether "either" or "whether" opened it."""
    langs = langs_of(vocabularies)
    told_open = words_listed(langs, "alternatives_open")
    openers = words_listed(langs, "asks_whether") | told_open
    if not openers:
        return ()
    found: list[tuple[AlternativesAsked, bool]] = []
    for clause in _CLAUSES_UNMARKED.finditer(text):
        if clause.end() < len(text) and text[clause.end()] == "?":
            continue  # a marked question: ``_alternatives_asked`` reads it
        said = list(re.finditer(r"[\w']+", clause.group()))
        for at, token in enumerate(said):
            if fold(token.group()) not in openers:
                continue
            joins = [k for k in range(at + 2, len(said)) if joined_by.fullmatch(said[k].group())]
            if not joins:
                continue
            join = joins[0]
            opens_told = fold(token.group()) in told_open
            if not opens_told and any(fold(w.group()) in told_open for w in said[:at]):
                continue  # "WHETHER it WAS the ump's or…": "whether" opens them
            if not opens_told and any(fold(w.group()) in openers for w in said[at + 1 : join]):
                continue  # "the pen 6 WAS whiffed IS it live or dead": the nearest opener asks
            second_from = join + 1
            if second_from < len(said) and fold(said[second_from].group()) in openers:
                second_from += 1  # "or DID the umpire give…": the parallel opener
            words = clause.group()
            second_to = next(
                (
                    k
                    for k in range(second_from + 1, len(said))
                    if fold(said[k].group()) in openers
                    or "," in words[said[k - 1].end() : said[k].start()]
                ),
                len(said),
            )
            if second_to <= second_from:
                continue
            base = clause.start()
            first = text[base + token.end() : base + said[join].start()]
            second = text[base + said[second_from].start() : base + said[second_to - 1].end()]
            sizes = [len(message_words(o, vocabularies)) for o in (first, second)]
            if not all(0 < n <= INVERTED_OPTION_MOST for n in sizes):
                continue
            end = base + said[second_to - 1].end()
            start = base + token.start()
            if opens_told:
                # the opener stays, for the doubt said before it ("nobody could tell WHETHER")
                start = base + token.end()
                if read(text[end : clause.end()], vocabularies).concepts <= _WHICH_UNKNOWN:
                    # "whether it was the ump's horse or their 4's, NOBODY COULD TELL": the
                    # doubt is which alternative, no "cannot determine who touched it"
                    end = clause.end()
            found.append((AlternativesAsked(start, end, (first, second)), opens_told))
            break  # one question per clause
    return tuple(found)


#: the most words (stop words aside) of each alternative told with a doubt ("off the umpire or
#: ONE OF THE PLAYERS, not sure"): a longer one tells the incident
DOUBTED_OPTION_MOST = 4

#: how many words from its "or" a doubt may stand and still be about the two alternatives
_DOUBT_REACH = 6

#: the most words (stop words aside) of a second alternative a doubt closes, set off after it
#: ("al caballo del umpire o AL DEL 3 DE ELLOS QUE ESTABA AL LADO, no sé"): the doubt marks where
#: it ends, so it may describe its player as the first may not
DOUBT_CLOSED_OPTION_MOST = 6

#: the most words (stop words aside) of the comma part taken as the first alternative where the
#: second is a clause ("the ball hit his horse's foot, or maybe IT WAS the horse that kicked
#: it"): a longer one tells the incident
CLAUSE_OPTION_MOST = 8


def _doubted_alternatives(
    text: str, joined_by: re.Pattern[str], vocabularies: tuple[Vocabulary, ...]
) -> tuple[AlternativesAsked, ...]:
    """Two alternatives told, not asked, with a doubt beside them: "off the umpire or one of the
    players, not sure", "el back azul o el back rojo no sé cuál", "un rigore 3 o 4, non
    ricordo", "off white 3's horse, or maybe blue 2's". The writer does not know which, so
    neither is a fact: each is a candidate (``bot.understand.alternatives``), and the question
    where they part is asked. Read as told, the first was taken for what happened (or the doubt
    for the umpires' "cannot determine"), and a ruling was decided that the words left open.
    The doubt is one of the language's ``doubt_which`` phrases within ``_DOUBT_REACH`` words of
    the "or", in its sentence; its words go with the alternatives (a doubt about which, never
    about who touched the ball). Not a measure ("a 2 o 6 yardas" names no phrase to offer), nor
    an idiom (``or_idioms``: "more or less", "o sea"), nor a question (read as asked)."""
    langs = langs_of(vocabularies)
    doubts = phrases_listed(langs, "doubt_which")
    folded_text = fold(text)
    if not any(" ".join(d) in folded_text for d in doubts):
        return ()  # no doubt said: nothing to read (one look)
    listed = _DoubtWords(
        idioms=words_listed(langs, "or_idioms"),
        ends=words_listed(langs, "call_ends"),
        penalty=words_listed(langs, "penalty"),
        clause_openers=words_listed(langs, "alternative_clause", accents=True),
    )
    whether = phrases_listed(langs, "doubt_whether")
    found: list[AlternativesAsked] = []
    for clause in _CLAUSES_UNMARKED.finditer(text):
        base, sentence = clause.start(), clause.group()
        # a marked question: ``_alternatives_asked`` reads its last comma part, which asks; a
        # doubt told in a part before it ("…cambiar caballo o venía despacio, no sé, ¿lo
        # esperan?") is read here
        marked = clause.end() < len(text) and text[clause.end()] == "?"
        told_to = sentence.rfind(",") if marked else len(sentence)
        tokens = list(re.finditer(r"[\w']+", sentence))
        folded = [fold(t.group()) for t in tokens]
        said, whether_said = _spans(folded, doubts), _spans(folded, whether)
        for at, token in enumerate(tokens):
            if not joined_by.fullmatch(token.group()) or not 0 < at < len(tokens) - 1:
                continue
            if token.start() >= told_to:
                continue  # in the part a question asks
            told = _doubted_at(
                _Told(text, base, sentence, tokens, folded),
                at,
                doubts=(said, whether_said),
                joined_by=joined_by,
                vocabularies=vocabularies,
                listed=listed,
            )
            if told is not None:
                found.append(told)
                break  # one doubt per sentence
    return tuple(found)


class _DoubtWords(NamedTuple):
    """A language's words ``_doubted_alternatives`` reads by: "or" in idioms ("más o menos"),
    what ends a clause ("y", "and"), a penalty's word ("penal 6 o 3"), what opens a second
    alternative that is a clause ("it was", "era": ``alternative_clause``, casefolded only, as
    Italian "è" is no "e")."""

    idioms: frozenset[str]
    ends: frozenset[str]
    penalty: frozenset[str]
    clause_openers: frozenset[str]


class _Told(NamedTuple):
    """A sentence of the message, where it starts (``base``), its words and their folding."""

    text: str
    base: int
    sentence: str
    tokens: list[re.Match[str]]
    folded: list[str]


def _doubted_at(
    told: _Told,
    at: int,
    *,
    doubts: tuple[list[tuple[int, int]], list[tuple[int, int]]],
    joined_by: re.Pattern[str],
    vocabularies: tuple[Vocabulary, ...],
    listed: _DoubtWords,
) -> AlternativesAsked | None:
    """The two alternatives joined by the "or" at token ``at`` of ``told``, with the doubts
    (``doubt_which``, ``doubt_whether``) said in its sentence; None where no doubt is about
    them or they are no alternatives (``_doubted_alternatives``)."""
    text, base, sentence, tokens, folded = told
    said, whether_said = doubts
    langs = langs_of(vocabularies)
    around = {" ".join(folded[k : k + 3]) for k in range(max(at - 2, 0), at + 1)}
    around |= {" ".join(folded[k : k + 2]) for k in range(max(at - 1, 0), at + 1)}
    # "penal 6 o 3", "pen 4 or 5": two penalties, no measure; each number alone is one
    penalty_numbers = (
        folded[at - 1].isdigit()
        and folded[at + 1].isdigit()
        and at > 1
        and folded[at - 2] in listed.penalty
    )
    if around & listed.idioms or (
        folded[at - 1].isdigit() and folded[at + 1].isdigit() and not penalty_numbers
    ):
        return None  # "more or less", "o sea"; a measure ("4 or 5 yards")
    near = [(k, end) for k, end in said if abs(k - at) <= _DOUBT_REACH]
    closing = _closing_doubt(sentence, tokens, at, said, listed.ends)
    if closing is not None and closing not in near:
        near.append(closing)
    opening = _opening_doubt(sentence, tokens, at, said, whether_said)
    if opening is not None and opening not in near:
        near.append(opening)
    if not near:
        return None
    # the first ends at the "or", a comma before it aside ("black 4 shot, or …"), or at the
    # doubt said right before it ("went wide I THINK, or just inside the post")
    first_end_at = _first_alternative_end(near, at)
    before = [end for k, end in near if end <= first_end_at]
    start_from = base + (tokens[max(before) - 1].end() if before else 0)
    first_end = len(text[: base + tokens[first_end_at].start()].rstrip(" ,"))
    # the second: past a doubt right after the "or" ("or MAYBE blue 2's"), to the doubt
    # after it, a comma or the most words
    second_from = at + 1
    for k, end in near:
        if k == second_from:
            second_from = end
    after = [(k, end) for k, end in near if k > second_from]
    second_to = min(after)[0] if after else len(tokens)
    for k in range(second_from + 1, second_to):
        if "," in sentence[tokens[k - 1].end() : tokens[k].start()]:
            second_to = k
            break
    if opening is not None and not after:
        # opened by its doubt, closed by nothing ("no sé si antes o justo cuando tiraba la
        # bocha el umpire…"): the second is as long as an alternative may be, no longer
        second_to = _cut_to_most(sentence, tokens, second_from, second_to, vocabularies)
    if second_to <= second_from:
        return None
    # a doubt that closes the second says where it ends: each may be longer
    closed = closing is not None and closing[0] == second_to
    most = DOUBT_CLOSED_OPTION_MOST if closed else DOUBTED_OPTION_MOST
    second_opens = tokens[at + 1].start()
    # a second that opens with "it was" ("…, or maybe IT WAS the horse that kicked it"): the
    # first is the whole comma part before the "or"
    first_start = _first_before_a_clause(
        told, second_from, (start_from, first_end), listed.clause_openers, vocabularies
    )
    first_most = most if first_start is None else CLAUSE_OPTION_MOST
    if first_start is None:
        # else the first rule whose alternative is short enough: both opening alike; the
        # doubt opening it ("no sé si ANTES o…"); two penalties' numbers ("penal 6 o 3"); a
        # player where the second names one ("el 1 de ellos que venía atacando o nuestro
        # back"); the phrase that ends at the "or"
        first_start = _shortest_fitting(
            text[:first_end],
            [
                _parallel_start(text, start_from, first_end, sentence[second_opens:], vocabularies),
                base + tokens[opening[1]].start() if opening and opening[1] < at else None,
                base + tokens[at - 1].start() if penalty_numbers else None,
                _player_start(text, start_from, first_end, sentence[second_opens:], langs),
                # a doubt closing the first ("difendeva San Giorgio CREDO, o…") closes a
                # comma part: no phrase of ours ending there, it is the whole part, never
                # its last word ("Giorgio")
                _first_option_start(
                    text,
                    start_from,
                    first_end,
                    joined_by,
                    vocabularies,
                    one_word=first_end_at == at,
                ),
                None if first_end_at == at else _comma_part_start(text, start_from, first_end),
            ],
            most,
            vocabularies,
        )
    if first_start is None:
        return None
    # with the side or player it belongs to ("our SHOT or one of theirs"), and the hit said
    # as a noun before them ("il TIRO del loro 2, o forse un nostro rinvio")
    first_start = _with_its_side(text, start_from, first_start, vocabularies)
    first_start = _with_its_hit(
        text, (start_from, first_start, first_end), first_most, vocabularies
    )
    first = text[first_start:first_end].strip(" ,")
    second = sentence[tokens[second_from].start() : tokens[second_to - 1].end()]
    if not 0 < len(message_words(second, vocabularies)) <= most:
        return None
    # the doubt goes with them: before ("no sé si …") or right after ("…, not sure")
    start = base + tokens[min(k for k, _ in near)].start() if before else first_start
    trailing = [end for k, end in after if k - second_to <= 1]
    end = base + tokens[(max(trailing) if trailing else second_to) - 1].end()
    end = _with_which_unknown(text, end, base + len(sentence), vocabularies)
    # two penalties' numbers ("penal 6 o 2") stay as said: ``_penalty_alternatives`` names them
    options = (
        (first, second)
        if penalty_numbers
        else _of_its_penalty(text[start_from:first_start], (first, second), listed.penalty)
    )
    return AlternativesAsked(start, end, options, told=True)


def _of_its_penalty(
    before: str, options: tuple[str, str], penalty: frozenset[str]
) -> tuple[str, str]:
    """The two alternatives, each with the penalty's word where a penalty's opens the first or
    is said right before it (``before``: the words up to the first) and the other names none:
    "rigore dalle 60, o dalle 40", "a penalty from the 60, or maybe the 40". Which penalty it
    was is told by its distance; read alone, "dalle 60" was a free hit from the 60 and "the
    40" nothing."""

    def naming(words: list[str]) -> list[str]:
        return [w for w in words if fold(w) in penalty]

    # the word right before the first, and the first's own first word
    named = naming(re.findall(r"[\w']+", before)[-1:] + re.findall(r"[\w']+", options[0])[:1])
    if not named:
        return options
    first, second = (o if naming(re.findall(r"[\w']+", o)) else f"{named[-1]} {o}" for o in options)
    return first, second


def _first_before_a_clause(
    told: _Told,
    second_from: int,
    span: tuple[int, int],
    openers: frozenset[str],
    vocabularies: tuple[Vocabulary, ...],
) -> int | None:
    """Where the first of two doubted alternatives starts when the second, from token
    ``second_from`` of ``told``, opens with "it was" (``openers``: each language's
    ``alternative_clause``, casefolded only, as Italian "è", is, is no "e", and): the second is
    a clause ("…, or maybe IT WAS the horse that kicked it", "o forse ERA un rigore"), so the
    first is the whole comma part before the "or" (``span``: from where it may start to its
    end), up to ``CLAUSE_OPTION_MOST`` words; else None. Cut to the phrase that ends at the
    "or", it was a piece of the incident ("…his horse's FOOT") and the rest a fact."""
    said = [t.group().casefold() for t in told.tokens[second_from : second_from + 2]]
    if not said or (said[0] not in openers and " ".join(said) not in openers):
        return None
    start_from, first_end = span
    part_start = max(start_from, told.text.rfind(",", start_from, first_end) + 1)
    return _shortest_fitting(told.text[:first_end], [part_start], CLAUSE_OPTION_MOST, vocabularies)


def _with_its_hit(
    text: str, span: tuple[int, int, int], most: int, vocabularies: tuple[Vocabulary, ...]
) -> int:
    """The first alternative's start (``span``: where it may start from, where it starts,
    where it ends) moved back over a hit said as a noun a word or two before it ("il TIRO del
    loro 2, o forse un nostro rinvio"), where it stays within ``most`` words: whose hit it was
    is the alternative, and the hit left out was read with the other one ("tiro del … un
    nostro rinvio": our shot, a knock-in decided)."""
    clause_start, start, end = span
    langs = langs_of(vocabularies)
    nouns = words_listed(langs, "hit_nouns") | words_listed(langs, "shot_nouns")
    before = list(re.finditer(r"[\w']+", text[clause_start:start]))[-2:]
    for word in before:
        if fold(word.group()) in nouns:
            with_hit = clause_start + word.start()
            fits = _shortest_fitting(text[:end], [with_hit], most, vocabularies)
            return start if fits is None else fits
    return start


def _comma_part_start(text: str, start_from: int, end: int) -> int | None:
    """Where the comma part that ends at ``end`` starts (not before ``start_from``), at its
    first word; None where it is empty."""
    start = max(start_from, text.rfind(",", start_from, end) + 1)
    said = re.search(r"\S", text[start:end])
    return start + said.start() if said else None


def _with_which_unknown(
    text: str, end: int, sentence_end: int, vocabularies: tuple[Vocabulary, ...]
) -> int:
    """``end`` moved over the comma part right after two doubted alternatives where it only
    says no one could tell ("…, or maybe our back, NOBODY COULD TELL"): which of them it was,
    never 22.e(2)'s "cannot determine who touched it"."""
    rest = text[end:sentence_end]
    if not rest.lstrip(" ").startswith(","):
        return end
    part = rest.lstrip(" ")[1:]
    said = part.split(",", maxsplit=1)[0]
    concepts = read(said, vocabularies).concepts
    if concepts and concepts <= _WHICH_UNKNOWN:
        return end + (len(rest) - len(rest.lstrip(" "))) + 1 + len(said.rstrip(" "))
    return end


def _spans(folded: list[str], phrases: tuple[tuple[str, ...], ...]) -> list[tuple[int, int]]:
    """Where each of ``phrases`` is said among the ``folded`` words: (first, past last)."""
    return [
        (k, k + len(p))
        for k in range(len(folded))
        for p in phrases
        if tuple(folded[k : k + len(p)]) == p
    ]


def _shortest_fitting(
    before: str, starts: list[int | None], most: int, vocabularies: tuple[Vocabulary, ...]
) -> int | None:
    """The first of ``starts`` from which ``before`` (the text up to the "or") says some words,
    at most ``most`` (stop words aside)."""
    return next(
        (
            start
            for start in starts
            if start is not None and 0 < len(message_words(before[start:], vocabularies)) <= most
        ),
        None,
    )


def _cut_to_most(
    sentence: str,
    tokens: list[re.Match[str]],
    start: int,
    end: int,
    vocabularies: tuple[Vocabulary, ...],
) -> int:
    """``end`` brought back so that tokens ``start`` to ``end`` say at most
    ``DOUBTED_OPTION_MOST`` words (stop words aside)."""
    for k in range(start + 1, end + 1):
        said = sentence[tokens[start].start() : tokens[k - 1].end()]
        if len(message_words(said, vocabularies)) > DOUBTED_OPTION_MOST:
            return k - 1
    return end


#: the numbers a player is named by (four a side); a 60 or a 40 is a line ("dalle 40, o forse
#: dalle 60"), never whose it was
_PLAYER_NUMBERS = frozenset("1234")


def _player_start(
    text: str, clause_start: int, joined_at: int, second: str, langs: tuple[str, ...]
) -> int | None:
    """Where the first of two players starts, where the second names one by number or by side
    ("…o EL 1 nuestro", "…o NUESTRO back", "…or THEIR 2"): at the last number said in the comma
    part before the "or" ("la sacó EL 1 de ellos que venía atacando o nuestro back"); else None."""
    second_words = [fold(w) for w in re.findall(r"[\w']+", second.split(",", maxsplit=1)[0])[:5]]
    sides = words_listed(langs, "we") | words_listed(langs, "they")
    if not any(w in _PLAYER_NUMBERS or w in sides for w in second_words):
        return None
    part_start = max(clause_start, text.rfind(",", clause_start, joined_at) + 1)
    part = text[part_start:joined_at]
    numbers = [m.start() for m in re.finditer(r"(?<![\w.])[1-4](?![\w.])", part)]
    if numbers:
        return part_start + numbers[-1]
    # no number: the side whose player it was ("NUESTRO back la despejó de revés o la tocó el 1
    # de ellos")
    said = [m.start() for m in re.finditer(r"[\w']+", part) if fold(m.group()) in sides]
    return part_start + said[-1] if said else None


def _closing_doubt(
    sentence: str,
    tokens: list[re.Match[str]],
    joined_at: int,
    doubts: list[tuple[int, int]],
    ends: frozenset[str],
) -> tuple[int, int] | None:
    """The doubt that closes the second of two alternatives, however long it is ("al caballo
    del umpire o al del 3 de ellos que estaba al lado, NO SÉ", "se fue a cambiar caballo o
    venía volviendo despacio después del gol NO SÉ y…"): the first doubt after the "or"
    (at ``joined_at``), in its sentence with no other "or" before it, set off as its own part
    (a comma before it, or after it a comma, the end or a word that ends a clause: each
    language's ``call_ends``, "y", "and", "e"). Its token span, or None."""
    after = sorted((k, end) for k, end in doubts if k > joined_at + 1)
    if not after:
        return None
    k, end = after[0]
    between = sentence[tokens[joined_at].end() : tokens[k].start()]
    if re.search(r"(?<!\w)(?:o|u|or|oppure)(?!\w)", between, re.IGNORECASE):
        return None  # another "or" first: the doubt is about that one
    set_before = "," in sentence[tokens[k - 1].end() : tokens[k].start()]
    rest = sentence[tokens[end - 1].end() :]
    set_after = (
        not rest.strip()
        or rest.lstrip().startswith(",")
        or (end < len(tokens) and fold(tokens[end].group()) in ends)
    )
    return (k, end) if set_before or set_after else None


def _opening_doubt(
    sentence: str,
    tokens: list[re.Match[str]],
    joined_at: int,
    doubts: list[tuple[int, int]],
    whether: list[tuple[int, int]],
) -> tuple[int, int] | None:
    """The doubt that opens the first of two alternatives, however far from the "or" ("no sé
    si del back de El Ombú o del 1 de ellos", "…, creo que nadie tenía la bocha clara o capaz
    la llevábamos nosotros"): the last doubt before the "or" (at ``joined_at``) with no other
    "or" between, that says "whether" (``doubt_whether``: "no sé si", "not sure whether", "non
    so se") or is set off before it (a comma, or the sentence's start). Its token span."""
    before = sorted((k, end) for k, end in [*doubts, *whether] if end <= joined_at)
    if not before:
        return None
    k, end = max(before, key=lambda d: (d[1], d[1] - d[0]))
    between = sentence[tokens[end - 1].end() : tokens[joined_at].start()]
    if re.search(r"(?<!\w)(?:o|u|or|oppure)(?!\w)", between, re.IGNORECASE):
        return None
    set_before = k == 0 or "," in sentence[tokens[k - 1].end() : tokens[k].start()]
    return (k, end) if set_before or (k, end) in whether else None


def _parallel_start(
    text: str, clause_start: int, joined_at: int, second: str, vocabularies: tuple[Vocabulary, ...]
) -> int | None:
    """Where the first of two alternatives starts when both open alike: the second's first
    word, no stop word, said again before the "or" ("EN la pierna al umpire o EN el caballo del
    2", "AL caballo del umpire o AL del 3", "OFF the ump or OFF their 2"): what is coordinated is
    what opens with it, and the words before it are the incident's. Its last such word in the
    comma part before the "or"; else None."""
    opening = re.match(r"[\w']+", second)
    if opening is None or not message_words(opening.group(), vocabularies):
        # a stop word ("del poste izquierdo o DEL derecho") opens too much to say where the
        # first starts, and its second often leaves out the head both share ("poste")
        return None
    opener = fold(opening.group())
    part_start = max(clause_start, text.rfind(",", clause_start, joined_at) + 1)
    found = [
        m.start()
        for m in re.finditer(r"[\w']+", text[part_start:joined_at])
        if fold(m.group()) == opener
    ]
    if not found:
        return None
    return part_start + found[-1]


#: the numbers a penalty is named by (22.b's Penalties 1 to 6; 5.a and 5.b with their letter)
_PENALTY_NUMBERS = frozenset("123456")


def _penalty_alternatives(
    text: str, joined_by: re.Pattern[str], vocabularies: tuple[Vocabulary, ...]
) -> tuple[AlternativesAsked, ...]:
    """A penalty named with two numbers or more, told, not asked: "missed a pen 3 or 4",
    "whiffed the penalty 2 or 4, whichever it was", "un penal 2 o 3", "una punizione 3 o 4".
    A penalty has one number: the writer does not know which, doubt word or not, and the
    number may decide the ruling (a miss is dead on a 2 or 3, live on a 4). Each number, with
    the penalty's word, is a candidate; read as told, the first was taken for the penalty
    and the second left a bare number (a measure's, or a player's). A short question's own
    "penalty 4 or 5.a?" is read as asked: a restart the umpire may give."""
    named_by, number = _penalty_named(vocabularies)
    found: list[AlternativesAsked] = []
    for clause in _CLAUSES_UNMARKED.finditer(text):
        asked = clause.end() < len(text) and text[clause.end()] == "?"
        if asked and len(message_words(clause.group(), vocabularies)) <= ALTERNATIVES_MOST:
            continue  # "is that a pen 2 or 3?": asked (``_alternatives_asked``)
        for named in named_by.finditer(clause.group()):
            word = named.group("word")
            numbers = [n.group("number") for n in number.finditer(named.group("numbers"))]
            options = tuple(f"{word} {n}" for n in numbers)
            start = clause.start() + named.start()
            found.append(AlternativesAsked(start, start + len(named.group()), options, told=True))
    return tuple(found)


@lru_cache(maxsize=8)
def _penalty_named(vocabularies: tuple[Vocabulary, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A penalty word, its number, then "or" and another number (the penalty word again or
    not), as often as said ("pen 3 or 4", "penalty 2 or 5 or 6", "penal 4 o penal 5"); and each
    number among them: a digit or a number word, its letter apart or not ("5a", "5.b")."""
    penalty = alternation({w for v in vocabularies for w in v.penalty})
    spelled = alternation(
        {
            w
            for v in vocabularies
            for w, n in v.numbers.items()
            if n in _PENALTY_NUMBERS and " " not in w
        }
    )
    joined = alternation(alternative_words(vocabularies))
    number = rf"(?:[1-6]|{spelled})(?:\s*\.?\s*[ab](?![\w.]))?(?!\w)"
    named_by = re.compile(
        rf"(?<!\w)(?P<word>{penalty})\s*(?P<numbers>{number}"
        rf"(?:\s*,?\s*(?:{joined})\s+(?:(?:{penalty})\s*)?{number})+)",
        re.IGNORECASE,
    )
    return named_by, re.compile(rf"(?<!\w)(?:(?:{penalty})\s*)?(?P<number>{number})", re.IGNORECASE)


def _first_alternative_end(doubts: list[tuple[int, int]], joined_at: int) -> int:
    """The word the first of two doubted alternatives ends before: the "or" (at ``joined_at``;
    a comma before it aside: "black 4 shot, or …"), or the doubt said right after it, which
    ends at the "or" ("went wide I THINK, or just inside the post"): what it covers is the
    first alternative, never the doubt's words."""
    ending = [k for k, end in doubts if end == joined_at]
    return min(ending) if ending else joined_at


def _with_its_side(
    text: str, clause_start: int, start: int, vocabularies: tuple[Vocabulary, ...]
) -> int:
    """``start`` moved back over the side word right before it ("OUR shot", "LORO colpo"):
    the alternative is whose it was as much as what it was."""
    before = list(re.finditer(r"[\w']+", text[clause_start:start]))
    langs = langs_of(vocabularies)
    if before and fold(before[-1].group()) in (
        words_listed(langs, "we") | words_listed(langs, "they")
    ):
        return clause_start + before[-1].start()
    return start


def _without_alternatives(text: str, vocabularies: tuple[Vocabulary, ...]) -> str:
    """The text without the alternatives a question asks about ("…: goal and throw-in, or
    Penalty 1?", "knock-in or safety?"): they are what the umpire wants decided, never what
    happened, so the bot reads the incident alone and asks what it leaves open; each
    alternative is a candidate (``bot.understand.alternatives``), never a fact."""
    for asked in reversed(alternatives_asked(text, vocabularies)):
        text = text[: asked.start] + " . " + text[asked.end :]
    return text
