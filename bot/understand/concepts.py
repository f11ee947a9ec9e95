"""From a message to the concepts it states: phrases, then who is who, then places by number.

After the phrases (``bot.understand.vocabulary``), a few steps read how words relate, each
with a short, fixed reach (``NEAR`` words):

* team names: a colour ("red", "azul") or one of the chat's own names next to a role word
  ("blue defending", "los rojos atacan", "the blue defender") takes that role, and with two
  names the other one takes the other role; every other mention of the name is then that role.
  A name said with two roles is a conflict, and takes neither. A name that owns a place
  ("blue's end line", "el arco de azul") says whose place, not who did anything. One of the
  chat's two names said with its role gives the other its role too. A role verb's subject is the
  name before it ("blue are defending, red hit it"); a role verb no name takes says nothing.
  A colour next to a thing it describes ("white line") is no name. A name whose role is never
  said stays unknown;
* markers: "off" / "contra" / "sul" before a team ("off a defender's horse") makes it the one
  the ball came off (``OFF_DEF``), not the one who hit it; "against" / "contra" / "contro"
  makes it the team a foul was against (``AGAINST_DEF``); a team right before "60", or after
  it with an "of" between, says whose 60 it is ("inside blue's 60", "la 60 de azul":
  ``SIXTY_OF_DEF``);
* a number of yards before "post" or "boards" says near (within 22.a's clearance from the
  post, ``KNOCK_IN_CLEARANCE``) or wide (more);
* a word that says "not" (each language's ``negation``) and is no part of a phrase ("no foul",
  "didn't hear the horn" carry their own) drops what the next ``NEGATED_REACH`` words say
  ("not off the boards", "no defender"); where those words are not a team, the team named
  right before it is dropped too: "the defender didn't touch it" says nothing of who did.
  What is dropped is asked, never turned round into its opposite;
* the bare word "goal" (and "own goal") is also the place ("10 yards right of the goal",
  "next to his own goal"): a goal scored only where nothing says the ball went out or where.

What is left of the role words says who did it (``ATT``, ``DEF``). Concepts only: what they
decide is ``bot.understand.choices``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from typing import TypeVar

from bot.folding import fold
from bot.understand.text import per_text, tokens
from bot.understand.text import words as words_of
from bot.understand.vocabulary import (
    Match,
    Vocabulary,
    alternative_words,
    clause_break_words,
    correction_words,
    hedge_words,
    kept_at,
    langs_of,
    linked_words,
    message_words,
    negation_words,
    number_words,
    phrases_in,
    vocabulary,
    vocabulary_file,
    words_listed,
)
from rules_core.measures import (
    FOUL_SHOT_TIME,
    KNOCK_IN_CLEARANCE,
    KNOCK_IN_TIME,
    ONSIDE_BALL_TRAVEL,
    SIXTY_YARD_LINE,
    THROW_IN_UMPIRE_CLEARANCE,
)

#: how many words apart two words may be and still be read together
NEAR = 3
_ROLES = {"ATT": "ATT", "DEF": "DEF", "ATTACKS": "ATT", "DEFENDS": "DEF"}
_VERBS = {"ATTACKS", "DEFENDS"}
#: verbs that carry the role of who did them: a shot at goal is an attacker's (of this goal, the
#: one nearest to what happened), a clearance a defender's. Their subject takes the role as a
#: role verb's does ("RED shot wide", "THEIR 2 cleared it"); what else they say stays said
_ROLE_VERBS = {"SHOT_AT_GOAL": "ATT", "SHOT_WIDE": "ATT", "CLEARED": "DEF"}
_OTHER = {"ATT": "DEF", "DEF": "ATT"}
#: largest number read as "yards from the post" (beyond it a number is something else)
_MAX_YARDS = 80
#: "near the post": within 22.a's clearance (the rule's figure, never written again here)
_NEAR_YARDS = KNOCK_IN_CLEARANCE.value
#: how many words after a "not" it reaches ("not off the boards", "didn't really hit it out"):
#: the first phrase or team found there is what it negates
NEGATED_REACH = 2
#: a word that may stand for a goal scored or for the goal as a place, and the goal it says
#: where the message says nothing of the ball going out
_GOAL_WORDS = {"GOAL_WORD": "GOAL", "OWN_GOAL_WORD": "OWN_GOAL"}
#: a number of yards that is a distance ("a 60 yard backhand"), not the 60-yard line
_DISTANCE = frozenset({"DISTANCE"})
#: the sides: a side that ends a question is a question tag ("… is that right?")
_SIDES = frozenset({"LEFT", "RIGHT"})
#: what makes "goal" a place: the ball went out, or where it went
_OUT_OF_PLAY = frozenset(
    {
        "END_LINE",
        "SHOT_WIDE",
        "SAFETY",
        "HIT_OUT",
        "HIT_WIDE",
        "SIDE_BOARDS",
        "WIDE",
        "NEAR_POST",
        "NEAR_BOARD",
        "LEFT",
        "RIGHT",
        "POST",
        "POST_HIT",
        "OFF_BOARDS",
        "BALL_OFF_FIELD",
    }
)


@dataclass
class Reading:
    """What the concept steps found: concepts, team names and their roles, conflicts."""

    concepts: set[str] = field(default_factory=set)
    names: list[str] = field(default_factory=list)  # in the order the message first names them
    roles: dict[str, str] = field(default_factory=dict)  # name -> "ATT" / "DEF"
    conflicts: list[str] = field(default_factory=list)


@dataclass
class _Mention:
    """A word that names a team: a role word, or a team's name (``name`` set)."""

    at: int
    role: str | None
    name: str | None = None
    verb: bool = False
    used: bool = False
    #: a team named as the owner of a place ("blue's end line", "el arco de azul"): it says
    #: whose place, never who did anything
    owns: bool = False
    #: the writer's side or the other one ("OUR 2", "el 3 de ELLOS"), ``name`` ``US`` or
    #: ``THEM``: never a team name of the reply (``_point_of_view``)
    pov: bool = False
    #: a side said by a stop word before its word ("THEIR 2"): the mention is at that word
    on_next: bool = False
    #: a side said by a pronoun ("we", "nosotros"): no player after it is its player
    alone: bool = False
    #: a verb that carries its doer's role (``_ROLE_VERBS``): its subject is before it, never
    #: the name after it ("cleared it off a RED horse": red is whose horse)
    subject_before: bool = False
    #: a team's name said as one of its players ("el 1 DE VERDE", "RED's 2"): a role verb that
    #: names it ("red's 2, defending, hit it") leaves it the one who did something
    player: bool = False
    #: a team's name said as the writer's own team ("WE'RE BLUE", "i'm on red"): it says who
    #: "we" are, never who did anything (``_writer_team_at``)
    ours: bool = False
    #: a side's possessive right after a place word, no stop word between ("il fondo LORO",
    #: "le sessanta NOSTRE", "el arco nuestro"): the owner of that place (``_owned_place``)
    after_owned: bool = False


def read(text: str, vocabularies: tuple[Vocabulary, ...], known: tuple[str, ...] = ()) -> Reading:
    """The concepts ``text`` states; ``known``: the chat's team names, if it named them."""
    instead = _read_as_meant(text, vocabularies, known)
    if instead is not None:
        return instead
    negation = negation_words(vocabularies)
    text = _text_to_read(text, vocabularies, negation)
    # a chat's name in number words ("Sixty") stays words: "60" is the line, "sixty" the team
    spelled = _number_words_of(known, vocabularies)
    words, linked, glued = linked_words(text, vocabularies, spelled)
    sides = sides_said(text, vocabularies, spelled)
    reading = Reading()
    mentions, words, linked, sides_at, joined = _names(
        words,
        (linked, glued),
        vocabularies,
        known,
        reading,
        numbers_kept=spelled,
        sides=sides,
        joined=_after_joiners(text, vocabularies, spelled)
        | _after_clause_marks(text, vocabularies, spelled),
        ours_at=_writer_team_at(text, vocabularies, spelled, known),
        after_owned=_possessives_after_places(
            words,
            glued,
            sides,
            # split the text at its marks only where a possessive may follow a place
            _once(lambda: _after_clause_marks(text, vocabularies, spelled, _PUNCTUATION)),
            vocabularies,
        ),
    )
    matches = _phrases_read(words, linked, vocabularies)
    used = {p for m in matches for p in m.positions}
    free: list[Match] = []
    for match in matches:
        roles = sorted((c for c in match.concepts if c in _ROLES), key=lambda c: c in _VERBS)
        if roles and len(match.concepts) == len(roles):  # a noun before a verb
            verb = roles[0] in _VERBS or _stance_of_a_name(roles, match, mentions)
            mentions.append(_Mention(match.start, _ROLES[roles[0]], verb=verb))
        else:
            free.append(match)
    _earlier_crossing_dropped(text, free, mentions, sides_at, (vocabularies, spelled))
    _moved_back_before_play(free)
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
        # split the text at its full stops only where a "not" may reach back to a team
        sentence_starts=_once(
            lambda: _after_clause_marks(text, vocabularies, spelled, _SENTENCE_END)
        ),
    )
    # after the "not": a verb it drops ("didn't shoot wide") names no one (the keys first: so
    # the set made is typed as the set it is, which compiled code checks, bot.native)
    mentions += [
        _Mention(match.start, _ROLE_VERBS[concept], verb=True, subject_before=True)
        for match in free
        for concept in _ROLE_VERBS.keys() & match.concepts
    ]
    _assign_roles(mentions, reading)
    _sixty_owner_defends(free, mentions, reading, linked)
    _end_line_owner_defends(free, mentions, reading, linked)
    _other_known_team(reading, known)
    langs = langs_of(vocabularies)
    side_words = _side_reading(langs)
    awards = _awards_told(free, text, vocabularies)
    ours = _named_as_us(mentions, sides_at, joined, (words, langs))
    ours_role = reading.roles.get(ours) if ours is not None else None
    side_roles = _point_of_view(
        sides_at,
        # looked for only where a pronoun right after a hit out needs it (it splits the text)
        after_commas=_once(lambda: _after_clause_marks(text, vocabularies, spelled, _COMMA)),
        joined=joined,
        free=free,
        mentions=mentions,
        words=words,
        linked=linked,
        owned=_owned(langs),
        player=side_words.players,
        given=(awards, side_words.awarded),
        named=_one_named_role(reading, mentions, sides_at, we_are=ours is not None)
        or (_OTHER[ours_role] if ours_role is not None else None),
        by=side_words.by,
        reading=reading,
    )
    _our_name_takes_our_role(ours, side_roles, mentions, reading)
    _hitter_of_a_side_without_role(sides_at, side_roles, free, reading)
    mentions.sort(key=lambda m: m.at)
    _fair_play_given(awards, mentions + sides_at, words, reading, awarded=side_words.awarded)
    _fouler(
        free,
        mentions,
        words,
        linked,
        reading,
        by=side_words.by,
        owners=(sides_at, side_roles),
        players=side_words.players,
    )
    # the umpire a marker names leaves ``free`` with it: where he was said is kept for the order
    # of what touched the ball (_played_after_the_umpire)
    umpire_at = [m.end for m in free if "UMPIRE" in m.concepts]
    _mark(
        free,
        mentions,
        reading,
        linked,
        _clause_ends(words, breaks),
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
    _out_and_period_end_in_order(free, (text, spelled), reading, vocabularies)
    _played_after_the_umpire(free, umpire_at, (text, spelled), reading, vocabularies)
    _question_tag(text, free, len(words), vocabularies)
    _restart_only_asked(text, free, words, reading, (vocabularies, spelled))
    _time_before_play_asked(free, mentions, sides_at)
    _receivers(free, mentions, words, reading, awarded=side_words.awarded, linked=linked)
    _concepts_said(reading, free, mentions)
    return reading


def _alternation(words: Iterable[str]) -> str:
    """``words`` as a regular expression's alternatives, escaped, the longest first (so "no se"
    is tried before "no")."""
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


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
    made = _hits_said_as_nouns(text, vocabularies)
    if made is not None:
        # "off their hit" names who hit the ball out only where the ball is said to have gone
        # out; elsewhere ("the goal came off their hit") it is read as written
        made_reading = read(made, vocabularies, known)
        if made_reading.concepts & _WENT_OUT:
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
    """The message as its facts are read: without the alternatives a question asks, the counts
    it asks about, a spoken opening's filler, a "no" that ends its clause or a question tag's
    "not" ("isn't that crossing": they deny nothing), a side word that names no side ("right
    there"), and what hedges cover."""
    langs = langs_of(vocabularies)
    text = _without_alternatives(text, vocabularies)
    text = _without_counts_asked(text, vocabularies)
    text = _without_opening_filler(text, langs)
    text = _without_tag_negation(_without_interjections(text, negation), vocabularies)
    text = _without_sides_naming_none(text, langs)
    return _writer_as_player(_without_hedges(text, hedge_words(vocabularies)), langs)


@lru_cache(maxsize=8)
def _writer_doing(langs: tuple[str, ...]) -> tuple[re.Pattern[str], str] | None:
    """The writer said as the one who played ("I" before a verb of ``writer_verbs``) and what
    names him as a player of the writer's side (``writer_as_player``: "our player")."""
    writer = words_listed(langs, "writer", accents=True)
    verbs = words_listed(langs, "writer_verbs", accents=True)
    player = [p for lang in langs for p in vocabulary_file(lang).get("writer_as_player", ())]
    if not writer or not verbs or not player:
        return None
    said = _alternation(writer)
    acts = _alternation(verbs)
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
    mentions: list[_Mention],
    words: list[str],
    reading: Reading,
    *,
    awarded: frozenset[str],
    linked: frozenset[int] = frozenset(),
) -> None:
    """A team named as who a restart is given to ("free hit FOR the defenders", "el tiro era
    PARA los que atacaban", "punizione PER i rossi", "le dieron el tiro A los azules") is the
    one that did NOT put the ball out: never the doer of anything (read so, "tiro para los que
    defendían" was a defender's hit, the ruling turned round). What it was given may be the
    umpire's call the writer asks about, so it only narrows who did it (``GIVEN_<role>``,
    ``[partly]``), never decides it."""
    restarts = [m for m in free if m.concepts & _GIVEN_RESTARTS and not m.concepts & _GIVEN_NOT]
    if not restarts:
        return
    for mention in mentions:
        at = mention.at
        if mention.used or mention.owns or at == 0:
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


def _restart_owner_after_out(at: int, free: list[Match], linked: frozenset[int]) -> bool:
    """Whether the team at ``at`` is named as the owner of a free hit ("YELLOW's free hit",
    "el tiro libre DE amarillo", "la punizione DEL giallo": ``linked``, an "of" between) said
    after the ball gone out: the team that takes the restart, never the one that put it out.
    Before the going out ("RED's free hit went over the boards") its taker may well have hit
    it out: not read so. (The ball said gone out over a line: ``_WENT_OUT``.)"""
    owned = any(
        "FOUL_SHOT" in m.concepts and (m.start == at + 1 or (at in linked and m.end == at - 1))
        for m in free
    )
    return owned and any(m.end < at and m.concepts & _WENT_OUT for m in free)


def _phrases_read(
    words: list[str], linked: frozenset[int], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """The phrases of the message's words, as the rules about phrases read them together (a
    handicap level, a particle shared, a rider who came off, a miss, a side that is a player's,
    a shot over the end line, a penalty's distance after its team, a free hit of the 60, a foul
    shot by its distance, a penalty shot over the end line)."""
    matches = _handicap_levels(phrases_in(words, vocabularies), words, vocabularies)
    matches = _handicap_goals_counted(matches, words, vocabularies)
    matches = _particles_shared(matches, words, vocabularies)
    # the goal a bare miss is of first: "erraron EL GOL" is no goal said beside the miss
    matches = _miss_of_the_goal(_rider_came_off(matches, words, vocabularies))
    matches = _miss_of_ball_or_goal(matches)
    matches = _stance_side_is_a_players(matches, words, vocabularies)
    langs = langs_of(vocabularies)
    matches = _shot_over_end_line(_hit_then_wide(matches, words, langs), words, langs)
    matches = _penalty_distance_after_its_team(matches, words, vocabularies)
    matches = _free_hit_of_the_60(matches, words, linked, vocabularies[0].lang)
    matches = _foul_shot_of_its_distance(matches, words, linked, vocabularies)
    return _penalty_shot_over_end_line(matches, words, langs_of(vocabularies))


def _concepts_said(reading: Reading, free: list[Match], mentions: list[_Mention]) -> None:
    """The concepts of the phrases left free and of the mentions no rule took, then what the
    concepts together say (a ball off the post then out, out between the 60s, an award, a
    goal's words)."""
    for match in free:
        reading.concepts |= match.concepts
    _out_off_the_post(reading)
    _shot_gone_out(reading)
    _sixty_hit_gone_over_the_end_line(reading)
    _line_up_across_centre(reading)
    _line_up_problem_without_line_up(reading)
    _lame_horse(reading)
    _play_called_after_end_line(reading)
    _at_the_knock_in(reading)
    _out_between_the_60s(reading)
    for mention in mentions:
        # a role verb no name took ("blues defending", a name we do not know) says who
        # defends, not who did what: it states nothing
        if mention.ours:  # "we're blue" says who we are, never who did it
            continue
        if not mention.used and mention.role is not None and not (mention.verb or mention.owns):
            reading.concepts.add(mention.role)
        elif not mention.used and mention.name is not None and not mention.owns:
            reading.concepts.add("TEAM_UNKNOWN")
    _awarded_no_goal(reading)
    _goal_words(reading)
    _last_touch_put_it_out(reading)
    _plain_hit_put_it_out(reading)


#: what may have touched the ball between a player's last touch and its going out, or leaves
#: whose touch it was open: a horse, a mallet, the umpire, another player, both at once, no one
#: seen
_TOUCHED_BETWEEN = frozenset(
    {
        "HORSE",
        "OWN_HORSE",
        "MALLET",
        "GEAR",
        "UMPIRE",
        "OFF_UMPIRE",
        "ANOTHER_PLAYER",
        "OPPONENT",
        "OFF_ATT",
        "OFF_DEF",
        "SAME_MOMENT",
        "CAUSE_UNKNOWN",
    }
)


def _last_touch_put_it_out(reading: Reading) -> None:
    """ "Ultimo tocco dei blu", "colpita da un rosso" (``LAST_TOUCH``): a player's last touch
    before the ball went out is the hit that put it out (``HIT_OUT``) where nothing else is
    said to have touched it; beside a horse, a mallet, the umpire or both teams at once it
    says no more than who touched it, and how it went out is asked, never narrowed to a hit
    straight out."""
    if "LAST_TOUCH" not in reading.concepts:
        return
    reading.concepts.discard("LAST_TOUCH")
    if not reading.concepts & _TOUCHED_BETWEEN:
        reading.concepts.add("HIT_OUT")


#: the lines a ball goes out over
_OUT_LINES = frozenset({"END_LINE", "OWN_END_LINE", "SIDE_BOARDS"})
#: a restart told (a penalty, the 60-yard hit, a line-up, "play" called, the ball played off
#: the field or again): a hit beside one may be that restart's, played after the crossing
#: (a knock-in only asked about, "el saque lo ponen en el medio?", leaves the side of the hit
#: that put the ball out read)
_RESTART_TOLD = frozenset(
    {"FOUL_SHOT", "FREE_HIT_60", "PENALTY_ANY", "CALL_PLAY", "LINE_UP", "OFF_FIELD_PLAYED"}
    | {"BALL_OFF_FIELD", "HIT_AGAIN"}
)
#: what says the ball did not go straight out from the hit (off a horse, a player, the post,
#: the boards, a mallet), or that the hit was a restart's or came after the ball was out
_NOT_STRAIGHT_OUT = _RESTART_TOLD | frozenset(
    {"KNOCK_IN", "WE_KNOCK_IN"}
    | {"HORSE", "OWN_HORSE", "OFF_PLAYER", "OFF_ATT", "OFF_DEF", "OFF_UMPIRE", "OFF_BOARDS"}
    | {"POST_HIT", "MALLET", "GEAR", "TEAMMATE", "ANOTHER_PLAYER", "CAUSE_UNKNOWN", "TAPPED"}
    | {"MISSED", "BALL_ON_FIELD", "SAME_MOMENT"}
)


def _plain_hit_put_it_out(reading: Reading) -> None:
    """ "Salió por el fondo de azul, le pegó el 2 de azul", "la pegamos nosotros y se fue por
    la tabla": in a message that says the ball went out over a line, a player's plain hit (one
    side's, nothing it glanced off, no restart told) is the play that put it out, never a
    restart played after the crossing (what ``PLAYED`` says beside one): its side is read
    (``_hitter_out``), and whether it went straight out or off someone is still asked where the
    ruling hangs on it (a plain hit is not "hit it out")."""
    said = reading.concepts
    if "PLAYED" not in said or "HIT_OUT" in said or not said & _OUT_LINES:
        return
    if len(said & {"ATT", "DEF"}) != 1 or said & _NOT_STRAIGHT_OUT:
        return
    said.discard("PLAYED")


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
    sides: list[_Mention],
    owners: list[_Mention],
) -> None:
    """What the message's numbers measure (yards from a line or a post, seconds, how far the
    ball went) and what the order of its events says (a goal then a line-up, a ball that went
    slowly, a knock-in told by what went wrong at it)."""
    # "hit it 60 yards" is a distance, not the 60 (and no yards from a post either)
    free[:] = [m for m in free if m.concepts != _DISTANCE]
    _yards_from_the_umpire(free, words, reading)
    _measured_from_end_line(free, words, reading)
    _line_as_place(free, words, reading, langs_of(vocabularies))
    _seconds_counted(free, words, reading, vocabularies)
    _too_long_at_a_knock_in(free, words)
    _distance_travelled(free, words, reading, vocabularies)
    _goal_then_line_up(free, reading)
    _ball_went_slowly(free, words, langs_of(vocabularies))
    _knock_in_told(free, reading, words, langs_of(vocabularies))
    _opponent_yards_at_knock_in(free, words, reading, vocabularies, sides, owners=owners)
    negation = negation_words(vocabularies)
    _yards(free, words, used | _not_distances(words, vocabularies), reading, negation=negation)


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


def _negate(
    words: list[str],
    *,
    negation: frozenset[str],
    used: set[int],
    free: list[Match],
    mentions: list[_Mention],
    breaks: frozenset[str] = frozenset(),
    joined: frozenset[int] = frozenset(),
    sentence_starts: Callable[[], frozenset[int]] = frozenset,
) -> None:
    """Drop what a "not" outside every phrase negates: the first phrase or team that starts
    within ``NEGATED_REACH`` words after it, in its clause (``joined``: the words right after
    an "and", which starts another: "no se calmaba y pidió otra vuelta" did ask); unless that
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
        if word == "no" and words[at + 1] in _PLAYER_NUMBERS:
            continue
        end = at + 1 + NEGATED_REACH
        reach = range(at + 1, min([end, *(j for j in joined if at < j < end)]))
        first = min(
            [(_first_word_after(m, at), m) for m in free if _first_word_after(m, at) in reach]
            + [(m.at, m) for m in mentions if m.at in reach],
            key=lambda found: found[0],
            default=None,
        )
        phrases = [first[1]] if first is not None and isinstance(first[1], Match) else []
        teams = [first[1]] if first is not None and isinstance(first[1], _Mention) else []
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
        for match in phrases:
            free.remove(match)
        for mention in teams:
            mentions.remove(mention)


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
    said = _alternation(words)
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
    return _correct(said, corrected)


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
    _OUT_LINES
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
        rf"(?:^|[:;,.!?(]\s*)(?:{_alternation(first)})(?!\w)"
        rf"|(?<!\w)(?:{_alternation(words_listed(langs, 'two_events_said', accents=True))})(?!\w)",
        re.IGNORECASE,
    )
    return opening, re.compile(rf"(?<!\w)(?:{_alternation(then)})(?!\w)", re.IGNORECASE)


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
#: a clause that asks: up to a question mark, over the dot of a penalty's letter ("5.a", "5.b"),
#: which ends no sentence ("penalty 4 or 5.a?" is one question)
_CLAUSE_ASKED = re.compile(r"(?:[^.;:!?\n]|(?<=\d)\.(?=[a-z]\b))*\?", re.IGNORECASE)


@lru_cache(maxsize=8)
def _alternative(words: frozenset[str]) -> re.Pattern[str]:
    said = _alternation(words)
    return re.compile(rf"(?<!\w)(?:{said})(?!\w)", re.IGNORECASE)


@dataclass(frozen=True)
class AlternativesAsked:
    """The alternatives a question asks about ("…, knock-in or safety?"): where they are in the
    message (``start``, ``end``: from the comma part before the first "or" to the question
    mark) and each alternative's words ("knock-in", "safety")."""

    start: int
    end: int
    options: tuple[str, ...]


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
    ending = _in_order(ending, _doubted_alternatives(text, pattern, vocabularies))
    if "?" not in text:
        return ending
    for clause in _CLAUSE_ASKED.finditer(text):
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
    return (*found, *ending)


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
) -> int | None:
    """Where the alternative that ends at an "or" (at ``joined_at``) starts: the longest phrase
    of the vocabulary that ends there, looked for up to ``FIRST_OPTION_MOST`` words back
    ("field goal or penalty 1": a field goal, not a goal), else the one word before it; None
    where there is none in its clause."""
    starts = [m.start() for m in re.finditer(r"\S+", text[clause_start:joined_at])]
    first_start = one_word = None
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
            one_word = clause_start + start  # a number belongs to the word before it
        if len(said) >= FIRST_OPTION_MOST:
            break
    return first_start if first_start is not None else one_word


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


@cache  # a few keys: a language (and English) and a list's name
def _phrases_listed(langs: tuple[str, ...], key: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of the list ``key`` of ``langs`` (``words_listed``) as folded words, the
    longest first."""
    said = {tuple(p.split()) for p in words_listed(langs, key)}
    return tuple(sorted(said, key=lambda p: (-len(p), p)))


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
    doubts = _phrases_listed(langs, "doubt_which")
    folded_text = fold(text)
    if not any(" ".join(d) in folded_text for d in doubts):
        return ()  # no doubt said: nothing to read (one look)
    idioms = words_listed(langs, "or_idioms")
    found: list[AlternativesAsked] = []
    for clause in _CLAUSES_UNMARKED.finditer(text):
        if clause.end() < len(text) and text[clause.end()] == "?":
            continue  # a marked question: ``_alternatives_asked`` reads it
        base, sentence = clause.start(), clause.group()
        tokens = list(re.finditer(r"[\w']+", sentence))
        folded = [fold(t.group()) for t in tokens]
        said = [
            (k, k + len(d))
            for k in range(len(tokens))
            for d in doubts
            if tuple(folded[k : k + len(d)]) == d
        ]
        for at, token in enumerate(tokens):
            if not joined_by.fullmatch(token.group()) or not 0 < at < len(tokens) - 1:
                continue
            around = {" ".join(folded[k : k + 3]) for k in range(max(at - 2, 0), at + 1)}
            around |= {" ".join(folded[k : k + 2]) for k in range(max(at - 1, 0), at + 1)}
            if around & idioms or (folded[at - 1].isdigit() and folded[at + 1].isdigit()):
                continue  # "more or less", "o sea"; a measure ("4 or 5 yards")
            near = [(k, end) for k, end in said if abs(k - at) <= _DOUBT_REACH]
            if not near:
                continue
            before = [end for k, end in near if end <= at]
            start_from = base + (tokens[max(before) - 1].end() if before else 0)
            # the first ends at the "or", a comma before it aside ("black 4 shot, or …")
            first_end = len(text[: base + token.start()].rstrip(" ,"))
            first_start = _first_option_start(text, start_from, first_end, joined_by, vocabularies)
            if first_start is not None:
                # with the side or player it belongs to ("our SHOT or one of theirs")
                first_start = _with_its_side(text, start_from, first_start, vocabularies)
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
            if first_start is None or second_to <= second_from:
                continue
            first = text[first_start:first_end].strip(" ,")
            second = sentence[tokens[second_from].start() : tokens[second_to - 1].end()]
            sizes = [len(message_words(o, vocabularies)) for o in (first, second)]
            if not all(0 < n <= DOUBTED_OPTION_MOST for n in sizes):
                continue
            # the doubt goes with them: before ("no sé si …") or right after ("…, not sure")
            start = base + tokens[min(k for k, _ in near)].start() if before else first_start
            trailing = [end for k, end in after if k - second_to <= 1]
            end = base + tokens[(max(trailing) if trailing else second_to) - 1].end()
            found.append(AlternativesAsked(start, end, (first, second)))
            break  # one doubt per sentence
    return tuple(found)


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


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def _counts_asked(langs: tuple[str, ...]) -> re.Pattern[str]:
    """Two counts of seconds joined by an "or" ("20 seconds or 10", "20 o 10 segundos",
    "10 oppure 20 secondi"), in digits or each language's number words."""
    said = [vocabulary(lang) for lang in langs]
    numbers = {w for v in said for w in v.numbers} | {r"\d+"}
    number = "|".join(n if n == r"\d+" else re.escape(n) for n in sorted(numbers, key=len)[::-1])
    unit = "|".join(re.escape(w) for w in sorted(_seconds_words(langs), key=len)[::-1])
    joined = "|".join(re.escape(w) for v in said for w in v.alternatives)
    count = rf"(?:{number})(?:\s+(?:{unit}))?"
    return re.compile(rf"(?<!\w){count}\s+(?:{joined})\s+{count}(?!\w)")


def _without_counts_asked(text: str, vocabularies: tuple[Vocabulary, ...]) -> str:
    """The text without two counts of seconds joined by an "or" ("en un penal 4 tenemos 20
    segundos o 10", "is it 10 or 20 seconds on a knock in"): the writer asks which limit
    holds, so neither is a time that went by (read so, "20 segundos" was a foul shot's 20
    seconds gone). The unit stays: what the message is about is still read."""
    langs = langs_of(vocabularies)
    unit = sorted(_seconds_words(langs))
    if not unit or _seconds_words(langs).isdisjoint(words_of(text)):
        return text  # no count of seconds (a unit as a word, not inside one: "s" of "posts")
    return _counts_asked(langs).sub(f" {unit[0]} ", text.casefold())


@lru_cache(maxsize=8)
def _interjection(negation: frozenset[str]) -> re.Pattern[str]:
    said = _alternation(negation)
    # ended by punctuation, with more words after it: a "¿no?" that ends the message is a
    # question tag, which ``_negate`` already reads as negating nothing
    return re.compile(rf"\b(?:{said})\b(?=\s*[,.;:!?]+\s*[¿¡]?\w)")


def _without_interjections(text: str, negation: frozenset[str]) -> str:
    """The text without a "no" that ends its clause ("No, blue hit it", "goal? no, it went
    wide"): it answers what was said before, so it negates nothing after it; the words it
    answers stay, and where they disagree with the rest, the bot asks."""
    # casefolded, not accent-folded: the interjection is a plain "no" in every language, and
    # the message is folded with the rest of its words later (this is a hot path)
    return _interjection(negation).sub(" ", text.casefold())


@cache  # a few keys: a language, or a language and English
def _opening_filler(langs: tuple[str, ...]) -> re.Pattern[str]:
    fillers = words_listed(langs, "opening_fillers", accents=True)
    if not fillers:
        return re.compile(r"(?!)")
    around = words_listed(langs, "stopwords", accents=True) | words_listed(
        langs, "fillers_around", accents=True
    )

    return re.compile(
        rf"^\W*(?P<before>(?:(?:{_alternation(around)})\W+)*)(?:{_alternation(fillers)})"
        rf"(?=\W+(?:{_alternation(around)})(?!\w))",
        re.IGNORECASE,
    )


def _without_opening_filler(text: str, langs: tuple[str, ...]) -> str:
    """The text without a "not" word that opens a spoken message as a filler ("NIENTE, il
    rigore colpisce il palo", "eh NIENTE la rimessa…": each language's ``opening_fillers``):
    first, or after other fillers, and followed by an article, a filler or another word no
    "not" can negate (``stopwords``, ``fillers_around``: "niente IL rigore" is no "no
    penalty"). Followed by a noun ("niente rigore") it may be a "no": where its clause runs on
    (``dictated_opening``) it is taken out too, and what it would negate is doubtful (``doubt``)
    rather than denied; where the clause ends soon after ("niente rigore, solo il laterale")
    it stays a "no"."""
    text = _opening_filler(langs).sub(lambda m: m["before"] + " ", text, count=1)
    found = dictated_opening(text, langs)
    return text if found is None else text[: found[0]] + " " + text[found[1] :]


#: the words (stop words and fillers too) a dictated opening "niente" runs on for, with no
#: mark nor "but" among them nor a question mark right after, to be no "no": "niente rigore,
#: …", "niente fallo ma…" and "niente rigore per noi?" end the "no" at once; "niente PENALTI
#: 6 DEI bianchi il cavallo…" tells the penalty on
_RUN_ON_WORDS = 3


@cache  # a few keys: a language, or a language and English
def _dictated_opening(langs: tuple[str, ...]) -> re.Pattern[str]:
    fillers = words_listed(langs, "opening_fillers", accents=True)
    if not fillers:
        return re.compile(r"(?!)")
    around = words_listed(langs, "fillers_around", accents=True)
    breaks = words_listed(langs, "clause_breaks", accents=True)

    # no mark and no "but" in the words that follow it ("ma" is a filler only before it)
    word = rf"(?!(?:{_alternation(breaks)})\b)\w+" if breaks else r"\w+"
    return re.compile(
        rf"^[^\w,.;:!?]*(?:(?:{_alternation(around)})[^\w,.;:!?]+)*(?P<filler>{_alternation(fillers)})"
        rf"(?=(?:[ \t'’]+{word}){{{_RUN_ON_WORDS}}}(?!\w|\s*\?))",
        re.IGNORECASE,
    )


def dictated_opening(text: str, langs: tuple[str, ...]) -> tuple[int, int] | None:
    """Where an opening "not" filler (``opening_fillers``: "niente") stands that a dictated
    message runs on after, with no mark nor "but" for the next few words ("NIENTE nocchin
    tirato a vuoto…", "niente PENALTI 6 dei bianchi il cavallo…", "niente ESCE di lato…"):
    spoken Italian opens a story so, and read as a "no" it denied the very restart the
    message tells of. Its start and end; None where the message opens otherwise."""
    if len(text) < 8 or _opening_filler(langs).match(text):
        return None  # too short to run on; or a filler before an article, taken out as such
    found = _dictated_opening(langs).match(text)
    return None if found is None else found.span("filler")


@cache  # a few keys: a language, or a language and English
def _side_naming_none(
    langs: tuple[str, ...],
) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]] | None:
    """A side word (each language's ``tag_sides``: English "right") that names no side: right
    before a word of ``no_side_before`` ("RIGHT there", "went RIGHT past the ball", "the RIGHT
    call"); ending its clause right after a word of ``no_side_after`` ("the ump was RIGHT", "he's
    RIGHT, …"); asking ("…, RIGHT? then…"); or opening the message ("RIGHT, so…"). After a word of
    ``tag_side_after`` ("wide right", "to the right") it is the side, as always. Three
    patterns: one tried at each side word (``match`` at it: its lookbehinds see the words
    before), the opening one (tried only where no word comes before), and the side words
    themselves: tried at every character, the first two cost a hundred microseconds a message."""
    found: list[str] = []
    opening: list[str] = []
    side_words: list[str] = []
    for lang in langs:
        data = vocabulary_file(lang)
        sides = "|".join(re.escape(w.casefold()) for w in data.get("tag_sides", ()))
        before = "|".join(re.escape(w.casefold()) for w in data.get("no_side_before", ()))
        after = [re.escape(w.casefold()) for w in data.get("no_side_after", ())]
        if not (sides and before and after):
            continue
        not_a_place = "".join(
            rf"(?<!(?<!\w){re.escape(w.casefold())}\s)" for w in data.get("tag_side_after", ())
        )
        ends = "|".join(
            re.escape(w.casefold())
            for w in (*data.get("clause_breaks", ()), *data.get("no_side_ends", ()))
        )
        judged = "|".join(rf"(?<=(?<!\w){w}\s)" for w in after)
        found += [
            rf"{not_a_place}(?<!\w)(?:{sides})(?=\s+(?:{before})(?!\w))",
            rf"(?:{judged})(?:{sides})(?=\s*(?:[,.;:!?]|$|(?:{ends})(?!\w)))",
            rf"{not_a_place}(?<!\w)(?:{sides})(?=\s*\?+\s*\w)",
        ]
        opening.append(rf"(?:{sides})(?=\s*,)")
        side_words.append(rf"(?<!\w)(?:{sides})(?!\w)")
    if not found:
        return None
    return (
        re.compile("|".join(found)),
        re.compile("|".join(opening)),
        re.compile("|".join(side_words)),
    )


def _without_sides_naming_none(text: str, langs: tuple[str, ...]) -> str:
    """The (casefolded) text without the side words that name no side ("right there", "the
    right call", "was the ump right?"): read as the side, they made a place no one said, and a
    ruling for a post or a side of the field the ball was never at."""
    patterns = _side_naming_none(langs)
    if patterns is None:
        return text
    at_word, opening, side_words = patterns
    spans = [
        named.span()
        for word in side_words.finditer(text)
        if (
            named := at_word.match(text, word.start())
            or (
                opening.match(text, word.start())
                if not _A_WORD.search(text, 0, word.start())
                else None
            )
        )
    ]
    for start, end in reversed(spans):
        text = text[:start] + " " + text[end:]
    return text


#: a letter or digit: what the opening side word ("Right, so…") has none of before it
_A_WORD = re.compile(r"\w")


@lru_cache(maxsize=8)
def _hedge(words: frozenset[str]) -> re.Pattern[str]:
    said = "|".join(re.escape(w.casefold()) for w in sorted(words, key=lambda w: (-len(w), w)))
    return re.compile(rf"(?<!\w)(?:{said})(?!\w)" if said else r"(?!)")


def _without_hedges(text: str, hedges: frozenset[str]) -> str:
    """The text without its hedges' own words ("I think", "no sé si", "secondo me"): they tell
    how sure the writer is (``doubt``), never a fact, and no phrase reads through them ("no sé
    si fue foul" is no "no fue foul")."""
    return _hedge(hedges).sub(" ", text)


@cache  # a few keys: a language, or a language and English
def _tag_negation(langs: tuple[str, ...]) -> re.Pattern[str]:
    """A "not" that opens a question tag ("ISN'T that crossing", "WASN'T it a safety"): each
    language's auxiliaries of its ``negation`` list (the contracted ones, "isnt", "isn") before
    a word of its ``tags``."""
    found: list[str] = []
    for lang in langs:
        data = vocabulary_file(lang)
        tags = [re.escape(t.casefold()) for t in data.get("tags", ())]
        auxiliaries = [
            re.escape(w.casefold().removesuffix("t").removesuffix("n"))
            for w in data.get("negation", ())
            if w.endswith(("nt", "n")) and len(w) > 3
        ]
        if tags and auxiliaries:
            verbs, pronouns = "|".join(sorted(set(auxiliaries))), "|".join(tags)
            found.append(rf"(?<!\w)(?:{verbs})n['’]?t\s+(?=(?:{pronouns})(?!\w))")
    return re.compile("|".join(found) if found else r"(?!)")


def _without_tag_negation(text: str, vocabularies: tuple[Vocabulary, ...]) -> str:
    """The text without the "not" of a question tag ("it went over the line, ISN'T that a
    safety", "wasn't it a knock-in"): the tag asks whether what follows holds, and denies
    nothing; read as a "not", it dropped the very thing asked about. What it asks is then read as
    any short question's is (``alternatives.asked_only``: offered to confirm where a "?" ends
    it)."""
    return _tag_negation(langs_of(vocabularies)).sub("", text)


#: the ball said gone out over a line (a hit out alone does not say it went out)
_WENT_OUT = frozenset(
    {"END_LINE", "OWN_END_LINE", "SIDE_BOARDS", "BALL_OUT", "WIDE", "NEAR_POST", "SHOT_WIDE"}
)


#: how many words before a hit noun its maker may be ("their 2's hit", "OUR defender's hit")
_MAKER_REACH = 4


def _maker_before_hit_noun(words: list[str], langs: tuple[str, ...]) -> bool:
    """Whether a side's possessive or a colour comes a few words before a hit noun: what
    ``_hit_noun``'s pattern needs, told from the message's words at the cost of a look-up."""
    nouns, makers = _hit_noun_words(langs)
    return any(
        word in nouns and not makers.isdisjoint(words[max(0, at - _MAKER_REACH) : at])
        for at, word in enumerate(words)
    )


@cache  # a few keys: a language, or a language and English
def _hit_noun_words(langs: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """The last word of each of ``langs``' ``hit_nouns``, and the words that may make one (a
    side's possessive, a colour), folded as a message's words are."""
    said = words_listed(langs, "hit_nouns") | words_listed(langs, "shot_nouns")
    nouns = frozenset(words_of(n)[-1] for n in said if words_of(n))
    sides = _side_reading(langs)
    makers = {fold(w) for w in sides.we | sides.they} | set(_colours(langs)[0])
    return nouns, frozenset(makers | words_listed(langs, "hit_noun_roles"))


@cache  # a few keys: a language, or a language and English
def _hit_noun(langs: tuple[str, ...]) -> tuple[re.Pattern[str], dict[str, str]] | None:
    """The pattern of a hit said as a noun after its maker (each language's ``hit_nouns``,
    ``hit_noun_from``, ``hit_noun_players``; a side's possessive or a colour makes it), and the
    pronoun of each possessive's side ("their" -> "they")."""
    nouns = words_listed(langs, "hit_nouns", accents=True)
    shots = words_listed(langs, "shot_nouns", accents=True)
    if not nouns:
        return None
    sides = _side_reading(langs)
    pronouns = words_listed(langs, "side_pronouns", accents=True)
    own_pronoun = {
        side: min(pronouns & group, key=len)
        for side, group in (("we", sides.we), ("they", sides.they))
        if pronouns & group
    }
    # a side whose possessive is its pronoun too (Italian "loro": "il LORO tiro", "LORO hanno
    # tirato") is said by that word itself
    pronoun_of = {
        word: own_pronoun.get(side, word)
        for side, group in (("we", sides.we), ("they", sides.they))
        for word in group - pronouns
    }
    colours, _after, _before = _colours(langs)

    roles = words_listed(langs, "hit_noun_roles", accents=True)
    makers = _alternation(set(pronoun_of) | set(colours) | roles)
    players = _alternation(words_listed(langs, "hit_noun_players", accents=True))
    pattern = (
        rf"(?:\b(?P<source>{_alternation(words_listed(langs, 'hit_noun_from', accents=True))})\s+)?"
        rf"(?:(?:a|an|the)\s+)?\b(?P<maker>{makers})(?:\s+own)?"
        rf"(?:\s+(?P<player>(?:{players}|\d+)))?(?:'s|s)?\s+"
        rf"(?:(?:{_alternation(nouns)})\b"
        rf"(?!\s+(?:{_alternation(words_listed(langs, 'hit_noun_not_after', accents=True))})\b)"
        # a shot noun is his shot whatever follows ("off our 3's shot AT goal")
        + (rf"|(?P<shot>{_alternation(shots)})\b)" if shots else ")")
    )
    return re.compile(pattern, re.IGNORECASE), pronoun_of


def _hits_said_as_nouns(text: str, vocabularies: tuple[Vocabulary, ...]) -> str | None:
    """ "Out over the sideline off THEIR HIT", "off a RED HIT", "off our own hit", "OUR
    DEFENDER'S HIT went out": a hit said as a noun after who made it says that side hit the
    ball (a side's "off" would make it the one the ball came off); so does a shot after "off"
    ("off OUR 3's SHOT at goal", "off AN ATTACKER'S shot", ``shot_nouns``, ``hit_noun_roles``).
    The text with each said as the verb ("they hit it out", "red hit it out", "our defender hit
    it out", "we 3 hit it out shot at goal"), or None where there is none."""
    langs = langs_of(vocabularies)
    found = _hit_noun(langs)
    if found is None or not _maker_before_hit_noun(words_of(text), langs):
        return None  # no hit said as a noun: the pattern, tried at every character, finds none
    pattern, pronoun_of = found

    # each language's own words for it (``hit_noun_verb``): an English verb among Italian words
    # is read with them, and Italian reads the English "out" as its "fuori"
    verb = min(words_listed(langs, "hit_noun_verb", accents=True) or {"hit it out"})

    def as_verb(said: re.Match[str]) -> str:
        maker, player = said["maker"], said["player"]
        if said["shot"] is not None:
            if said["source"] is None:
                return said[0]  # "our 1's shot went over": read as written
            # "off OUR 3's SHOT": he hit it out, no deflection off him; the shot stays, whose
            # phrases ("shot at goal", a shot over the end line) say the rest
            maker = pronoun_of.get(maker.casefold(), maker)
            return f"{maker} {player or ''} hit it out {said['shot']}"
        if player is None:
            maker = pronoun_of.get(maker.casefold(), maker)
            return f"{maker} {verb}"
        return f"{maker} {player} {verb}"

    made = pattern.sub(as_verb, text)
    return made if made != text else None


def _rider_came_off(
    matches: list[Match], words: list[str], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """ "Their 2 came off his horse", "he came off the pony": "came off" (``CAME_OFF``) right
    after a player's number or a ``riders`` pronoun, and right before his horse (only a stop
    word between), is his fall (``FALLEN``). "It came off", "the ball came off their 2's horse"
    are the ball's (longer ``OFF`` phrases win); "our 2 came off" alone may be a fall or a
    player leaving the field to change horses, and "came off" after anything else (a team,
    "… and came off our 3's horse") is the ball off something (``OFF``), as its "off" was read
    before: read as a fall there, it misread a sealed message."""
    if not any("CAME_OFF" in m.concepts for m in matches):
        return matches
    langs = langs_of(vocabularies)
    riders = words_listed(langs, "riders")
    anyone = riders | words_listed(langs, "riders_unnamed")
    stopped = any("STOPPED" in m.concepts for m in matches)
    kept: list[Match] = []
    for match in matches:
        if "CAME_OFF" in match.concepts:
            before = words[match.start - 1] if match.start > 0 else ""
            horse_next = any("HORSE" in m.concepts and m.start == match.end + 1 for m in matches)
            rider = (before.isdigit() or before in riders) and horse_next
            # "our 2 came off and the ump stopped play", "play stopped, someone came off": with
            # play stopped, a rider who came off nothing (no number, no horse right after) fell;
            # no one stops play for a change of horses
            after = words[match.end + 1 : match.end + 3]
            rider = rider or (
                stopped
                and (before.isdigit() or before in anyone)
                and not (after[:1] and after[0].isdigit())
                and not any(
                    "HORSE" in m.concepts for w in after for m in phrases_in([w], vocabularies)
                )
            )
            said = "FALLEN" if rider else "OFF"
            kept.append(Match((match.concepts - {"CAME_OFF"}) | {said}, match.positions))
        else:
            kept.append(match)
    return kept


#: a knock-in said with whose it is, in one phrase ("rimessa NOSTRA", "battuta LORO"), and the
#: knock-in alone
_KNOCK_IN_OF_A_SIDE = frozenset({"WE_KNOCK_IN", "THEY_KNOCK_IN"})


def _stance_side_is_a_players(
    matches: list[Match], words: list[str], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """ "Rimessa, il NOSTRO 3 era dentro le 30", "loro rimessa, il NOSTRO 2…": a phrase that says
    whose knock-in it is by a side word at its end ("rimessa nostra") took a side that is a
    player's (a number right after it; the comma between is no word): that side is the
    player's, and whose knock-in it was is not said; read so, it was our knock-in, and whose
    player was inside the 30 was turned round."""
    if not any(m.concepts & _KNOCK_IN_OF_A_SIDE for m in matches):
        return matches
    sides = _side_reading(langs_of(vocabularies))
    kept: list[Match] = []
    for match in matches:
        last = match.end
        if (
            match.concepts & _KNOCK_IN_OF_A_SIDE
            and len(match.positions) > 1
            and words[last] in sides.we | sides.they
            and last + 1 < len(words)
            and words[last + 1] in _PLAYER_NUMBERS
            # "saque nuestro, el 3 DE ELLOS": the number is the side's after it
            and (last + 2 >= len(words) or words[last + 2] not in sides.we | sides.they)
        ):
            kept.append(Match(frozenset({"KNOCK_IN"}), match.positions[:-1]))
        else:
            kept.append(match)
    return kept


#: where a shot that then went over the end line is no shot at goal: a backhand, a knock-in, a
#: foul shot or a Safety, a clearance, a defender said, the hitter's own end line, or the boards
_NO_SHOT_AT_GOAL = frozenset(
    {
        "BACKSHOT",
        "DEF",
        "KNOCK_IN",
        "WE_KNOCK_IN",
        "THEY_KNOCK_IN",
        "KNOCKING_TEAM",
        "FOUL_SHOT",
        "SAFETY",
        "CLEARED",
        "OWN_END_LINE",
        "SIDE_BOARDS",
        "FREE_HIT_60",
        "GOAL",
        "BETWEEN_POSTS",
        # wide of the hitter's "own goal": his team defends it
        "OWN_GOAL_WORD",
    }
) | frozenset({"PENALTY_ANY", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6"})
#: the words that name a penalty
_PENALTY_NAMES = frozenset({"PENALTY_ANY", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6"})
#: the words that name a knock-in, or the team taking it ("our knock-in", "sacamos de fondo")
_KNOCK_IN_NAMES = frozenset({"KNOCK_IN", "WE_KNOCK_IN", "THEY_KNOCK_IN", "KNOCKING_TEAM"})
#: the ball over the end line, said by a place or a hit out "wide"
_OVER_END_LINE = frozenset({"END_LINE", "WIDE", "NEAR_POST", "HIT_WIDE"})


@cache  # a few keys: a language, or a language and English
def _penalty_words(langs: tuple[str, ...]) -> frozenset[str]:
    """The words that name a penalty before its number in any of ``langs``."""
    return frozenset().union(*(vocabulary(lang).penalty for lang in langs))


#: the penalties a foul shot's distance names ("rigore dalle 40": Penalty 3)
_PENALTY_BY_DISTANCE = frozenset({"P2", "P3", "P4", "PENALTY_ANY"})
#: how many words a team said between a penalty and its distance may take ("rigore AI BLU
#: dalle 40", "punizione A FAVORE DEI ROSSI dalle 30": stop words are not counted)
_TEAM_WORDS = 2


def _penalty_distance_after_its_team(
    matches: list[Match], words: list[str], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """ "rigore ai blu dalle 40", "punizione per noi dalle 30", "penalty for blue from the 40":
    a penalty word, the team it was given to, then its distance is the penalty the distance
    names, as "rigore dalle 40" is: the team between takes the one gap a phrase allows and
    more. Read so, the distance is no line of its own ("dalle 60" is no free hit from the 60).
    The team's words stay for who is who."""
    penalty_words = _penalty_words(langs_of(vocabularies))
    if penalty_words.isdisjoint(words):
        return matches
    awarded = _side_reading(langs_of(vocabularies)).awarded
    # the team's words are no phrase: "rigore per noi, TIRO dalle 60" says another hit
    read = {p for m in matches for p in m.positions}
    for m in list(matches):
        at = m.start
        if len(m.positions) != 1 or words[at] not in penalty_words:
            continue
        if at + 1 >= len(words) or words[at + 1] not in awarded:
            continue
        for distance in range(at + 2, min(at + 3 + _TEAM_WORDS, len(words) - 1)):
            if read & set(range(at + 2, distance)):
                break
            said = [words[at], words[distance], words[distance + 1]]
            found = [f for f in phrases_in(said, vocabularies) if len(f.positions) == 3]
            if not found or not found[0].concepts <= _PENALTY_BY_DISTANCE:
                continue
            taken = {at, distance, distance + 1}
            kept = [k for k in matches if taken.isdisjoint(k.positions)]
            kept.append(Match(found[0].concepts, (at, distance, distance + 1)))
            return sorted(kept, key=lambda k: k.start)
    return matches


#: what names the hit before "of the 60" ("el TIRO LIBRE de la 60", "PEGÓ la de 60"): the hit
#: from that line, no place of the play; a noun for the hit (a foul shot, "tiro") is that hit
_HIT_OF_THE_60 = frozenset({"FOUL_SHOT", "HIT_OUT", "PLAYED"})
_HIT_NOUNS = frozenset({"FOUL_SHOT", "HIT_OUT"})
#: what makes a hit "of the 60" a foul shot's (the Safety's Penalty 6, a Penalty 4), asked as
#: such: a Safety said, or what goes wrong only at a foul shot (asking to circle again, his own
#: horse, a second approach)
_FOUL_SHOT_OF_THE_60 = frozenset(
    {
        "SAFETY",
        "P4",
        "P6",
        "ASKED_CIRCLE",
        "SECOND_APPROACH",
        "PASSED_BALL",
        "HORSE_KICKED",
        "INTO_FOOT",
        "HORSE_FOOT",
        "OWN_HORSE",
        "HIT_BEFORE_PLAY",
        "TWENTY_SEC",
    }
)


def _free_hit_of_the_60(
    matches: list[Match], words: list[str], linked: frozenset[int], lang: str
) -> list[Match]:
    """ "El tiro libre de la 60", "el libre de 60", "pegó la de 60": a hit, or the words that name
    one (each language's `free_hit_words`, "libre"), right before a bare "60" joined to it by an
    "of" is the free hit from the 60-yard line (`FREE_HIT_60`), as "tiro libre desde la 60" is.
    Only with the "of" and no other word between: "tiro libre ENTRE las 60", "pegó DENTRO de la
    60" name where the ball was, and "60" stays a place. A hit's verb stays (someone hit it); a
    noun for the hit is the free hit itself. Beside a Safety, or what goes wrong only at a foul
    shot ("pidió otra vuelta"), it is that foul shot (the Penalty 6), and stays asked."""
    if "60" not in words or any(m.concepts & _FOUL_SHOT_OF_THE_60 for m in matches):
        return matches
    names_a_hit = words_listed((lang,), "free_hit_words")
    # "el penal de 60" is a penalty by its distance (the 4, or the Safety's 6), asked as such
    penalty_words = vocabulary(lang).penalty | vocabulary("en").penalty
    for sixty in [m for m in matches if m.concepts == {"SIXTY_IN"}]:
        # the bare "60", or "en los 60" read across the hit's word ("en el LIBRE de la 60")
        at = sixty.end
        if words[at] != "60" or at not in linked or at == 0:
            continue
        before = next((m for m in matches if m.end == at - 1), None)
        if before is not None and len(sixty.positions) == 1:
            if words[before.start] in penalty_words or not before.concepts & _HIT_OF_THE_60:
                continue
            start = before.start if before.concepts <= _HIT_NOUNS else at
            kept = [m for m in matches if m is not sixty and (start == at or m is not before)]
            kept.append(Match(frozenset({"FREE_HIT_60"}), tuple(range(start, at + 1))))
            return sorted(kept, key=lambda k: k.start)
        if words[at - 1] in names_a_hit:
            kept = [m for m in matches if m is not sixty]
            kept.append(Match(frozenset({"FREE_HIT_60"}), (*sixty.positions[:-1], at)))
            return sorted(kept, key=lambda k: k.start)
    return matches


#: the distances a foul shot is named by ("el tiro del 30": Penalty 2, "del 40": Penalty 3)
_FOUL_SHOT_DISTANCES = frozenset({"30", "40"})


def _foul_shot_of_its_distance(
    matches: list[Match],
    words: list[str],
    linked: frozenset[int],
    vocabularies: tuple[Vocabulary, ...],
) -> list[Match]:
    """ "El tiro del 30", "el tiro de penal de 40", "le pegó al tiro del 40": a foul shot (or a
    hit's noun) right before a bare 30 or 40 joined to it by an "of" is the penalty that
    distance names, as "penal de 30" is (Penalty 2, 3). Not with a unit after the number ("tiró
    de 30 yardas" is how far out a shot was), nor with another word between."""
    if _FOUL_SHOT_DISTANCES.isdisjoint(words):
        return matches
    first_penalty = sorted(vocabularies[0].penalty)[:1]
    if not first_penalty:
        return matches
    read = {p for m in matches for p in m.positions}
    units = _first_words_of(langs_of(vocabularies), "YARDS_FROM")
    for at in range(1, len(words)):
        if words[at] not in _FOUL_SHOT_DISTANCES or at not in linked or at in read:
            continue
        if at + 1 < len(words) and words[at + 1] in units:
            continue
        before = next((m for m in matches if m.end == at - 1), None)
        if before is None or not before.concepts & _HIT_NOUNS:
            continue
        found = [
            f
            for f in phrases_in([first_penalty[0], words[at]], vocabularies)
            if len(f.positions) == 2
        ]
        if not found or not found[0].concepts <= _PENALTY_BY_DISTANCE:
            continue
        kept = [m for m in matches if m is not before]
        kept.append(Match(found[0].concepts, (*before.positions, at)))
        return sorted(kept, key=lambda k: k.start)
    return matches


#: a hit's verb ("la pegó", "le pega", "tiró")
_HIT_VERBS = frozenset({"PLAYED", "HIT_OUT", "SHOT"})
#: the most words between a hit's verb and the "wide" its ball went: its hitter ("la pegó EL 2
#: DE ELLOS abierta"), no more
_HIT_WIDE_REACH = 4


def _hit_then_wide(matches: list[Match], words: list[str], langs: tuple[str, ...]) -> list[Match]:
    """ "La pegó el 2 de ellos abierta", "le pegó ancho", "tiró el 3 abierto": a hit's verb, then
    a word of its language's ``wide_after_hit`` (the one word that says its ball went wide),
    with no other phrase between (its hitter at most), is a hit wide (``HIT_WIDE``, as English
    "hit it wide"): wide of the goal, over the end line, a shot at it that missed unless a
    backhand (``_shot_over_end_line``); its "wide" is then no place, as there. A side right
    after it ("abierta a la derecha") makes it the place it says, and so does a "wide" said
    apart from the hit ("la pegó, salió por el fondo, abierta")."""
    wide = [m for m in matches if m.concepts == {"WIDE"} and len(m.positions) == 1]
    if not wide:
        return matches
    said_so = words_listed(langs, "wide_after_hit")
    sides = {m.start for m in matches if m.concepts & _SIDES}
    kept = list(matches)
    for ball in wide:
        if words[ball.start] not in said_so or ball.end + 1 in sides:
            continue
        before = [m for m in kept if m.end < ball.start]
        if not before:
            continue
        hit = max(before, key=lambda m: m.end)
        if not hit.concepts & _HIT_VERBS or ball.start - hit.end > _HIT_WIDE_REACH:
            continue
        at = kept.index(hit)
        kept[at] = Match((hit.concepts - _HIT_VERBS) | {"HIT_WIDE"}, hit.positions + ball.positions)
        kept.remove(ball)
    return kept


def _shot_over_end_line(
    matches: list[Match], words: list[str], langs: tuple[str, ...]
) -> list[Match]:
    """ "Our 1's shot went over the back line", "their 2 shoots and it goes wide of the post":
    a shot (``SHOT``, the noun or the verb) with the ball over the end line after it is a shot
    at goal that missed, an attacker's (``SHOT_AT_GOAL``; its subject takes the role, as
    "shot wide" gives it). Not beside a backhand, a restart's hit, a clearance or the hitter's
    own end line, nor where the boards or a goal are said: those are asked. A knock-in named
    after the ball went over is the restart that followed, no hit of it. A hit "wide"
    (``HIT_WIDE``: "pulled it wide", "hits a wide one") is one too, a penalty's included, unless
    a backhand: a clearance may go wide of its own goal. The shot may be told after the ball
    went over where a word of ``after`` says it came first ("fuori dal fondo DOPO IL TIRO del
    loro 4", "over the back line AFTER A SHOT by their 2": ``_shot_told_as_before``)."""
    over = [m.start for m in matches if m.concepts & _OVER_END_LINE]
    # a knock-in named after the ball went over is the restart that followed ("shot off the
    # post and out behind, knock in to them from where?"), no hit of the ball out
    said = frozenset().union(
        *(
            m.concepts
            for m in matches
            if not (m.concepts & _KNOCK_IN_NAMES and over and m.start > min(over))
        )
    )
    if said & _NO_SHOT_AT_GOAL - _PENALTY_NAMES:
        return matches
    if "HIT_WIDE" in said and "BACKSHOT" not in said:
        # a hit "wide" is wide of the goal ("pulled it wide", "a wide one"): a shot at it that
        # missed, as "shot wide" is; a penalty's too (its taker attacks that goal)
        matches = [
            Match(m.concepts | {"SHOT_AT_GOAL"}, m.positions) if "HIT_WIDE" in m.concepts else m
            for m in matches
        ]
    if "SHOT" not in said or said & _PENALTY_NAMES:
        return matches
    return [
        Match((m.concepts - {"SHOT"}) | {"SHOT_AT_GOAL"}, m.positions)
        if "SHOT" in m.concepts
        and (any(start > m.start for start in over) or _shot_told_as_before(m, over, words, langs))
        else m
        for m in matches
    ]


#: how many words before a shot the word saying it came first may be ("dopo IL TIRO", "after
#: A SHOT", "after THEIR 4 shot"; stop words are not counted)
_AFTER_SHOT_REACH = 3


def _shot_told_as_before(
    shot: Match, over: list[int], words: list[str], langs: tuple[str, ...]
) -> bool:
    """Whether a shot told after the ball went over the end line is said to have come before it:
    a word of ``after`` between the crossing and the shot, within ``_AFTER_SHOT_REACH`` words
    of it ("la palla esce sul fondo DOPO il tiro del loro 2"). Told so, the shot is what put it
    over, as one told first is; told after with no such word ("out behind, then their 3 shot")
    it may be a later hit, and who put it out stays asked."""
    crossed = [start for start in over if start < shot.start]
    if not crossed:
        return False
    after = words_listed(langs, "after")
    start = max(max(crossed) + 1, shot.start - _AFTER_SHOT_REACH)
    return any(words[at] in after for at in range(start, shot.start))


#: the penalties whose hit is a shot at the goal its taker's team attacks: 2, 3 and 4 from their
#: distance in front of it, 6 (the Safety) from 60 yards level with where the ball crossed; a 5
#: is taken where the foul was, in any direction, and a 1 is no hit
_PENALTY_SHOTS = frozenset({"P2", "P3", "P4", "P6"})
#: the words a penalty's own miss may be said with before the ball is over the end line ("pen 3
#: HIT wide", "pen 2 HIT THE POST and bounced out behind", "the P4 MISSED wide")
_PENALTY_MISS_WORDS = frozenset(
    {"PLAYED", "MISSED", "HIT_OUT", "HIT_WIDE", "SHOT", "POST_HIT", "BALL_OUT", "EVENT"}
)
#: how many words besides those may stand between a penalty and the ball over the end line
_PENALTY_MISS_REACH = 3


def _penalty_shot_over_end_line(
    matches: list[Match], words: list[str], langs: tuple[str, ...]
) -> list[Match]:
    """ "Pen 3 hit wide", "pen 2 hit the post and bounced out over the back line", "P4 missed
    wide": a penalty shot at goal (``_PENALTY_SHOTS``) with the ball over the end line right
    after it, only its own hit or miss between, is its taker's shot at goal that missed
    (``SHOT_AT_GOAL``: an attacker's, as "shot wide" is; "THEIR pen 3 went wide": they attack).
    Not where a side or a team is named between ("penalty 3 to blue, RED hit it over": who hit
    it is asked), nor beside what says a defender put it out (a clearance, a Safety, the
    hitter's own end line, a backhand): those are asked, as a shot's are."""
    said = frozenset().union(*(m.concepts for m in matches)) if matches else frozenset()
    if not said & _PENALTY_SHOTS or said & _NO_PENALTY_MISS:
        return matches
    sides = _side_reading(langs)
    named = sides.we | sides.they | set(_colours(langs)[0])
    for penalty in (m for m in matches if m.concepts & _PENALTY_SHOTS):
        after = [m for m in matches if m.start > penalty.end]
        over = next((m for m in after if m.concepts & _OVER_END_LINE), None)
        if over is None:
            continue
        between = [m for m in after if m.start < over.start]
        if any(not m.concepts <= _PENALTY_MISS_WORDS for m in between):
            continue
        unread = over.start - penalty.end - 1 - sum(len(m.positions) for m in between)
        if unread > _PENALTY_MISS_REACH:
            continue
        # a team's name is no word by the time phrases are read: its place holds a marker
        between_words = words[penalty.end + 1 : over.start]
        if named.intersection(between_words) or any(w.startswith("\x00") for w in between_words):
            continue
        shot = Match(penalty.concepts | {"SHOT_AT_GOAL"}, penalty.positions)
        return [shot if m is penalty else m for m in matches]
    return matches


#: where a penalty shot then over the end line is no miss of its taker: a defender's hit said
_NO_PENALTY_MISS = frozenset(
    {"BACKSHOT", "DEF", "CLEARED", "SAFETY", "OWN_END_LINE", "SIDE_BOARDS", "GOAL", "BETWEEN_POSTS"}
)


def _handicap_levels(
    matches: list[Match], words: list[str], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """ "The 8-goal final", "a 4 goal league", "12 goal polo": a number, the word "goal" and
    a word of each language's ``handicap_levels`` say a level of handicap (``PLAYER_HANDICAP``,
    which Rules 20 and 22 do not decide), never a goal scored or one in the goal ("in the 8
    goal final" was a ball between the posts)."""
    langs = langs_of(vocabularies)
    levels = words_listed(langs, "handicap_levels")
    goal_words = words_listed(langs, "handicap_goal_words")
    # the level named first, then "of N goals" ("un torneo DA 8 gol", "competizione da otto gol
    # di handicap"): the same level in the order of languages that put it first
    # (its own goal words: "2 gol di handicap" is a handicap goal, not an English "goal handicap")
    levels_before = words_listed(langs, "handicap_levels_before")
    level_of = words_listed(langs, "handicap_level_of")
    goal_words_after_level = words_listed(langs, "handicap_level_goal_words")
    if goal_words.isdisjoint(words) and goal_words_after_level.isdisjoint(words):
        return matches

    def level_named_after(at: int) -> bool:
        return words[at] in goal_words and at + 1 < len(words) and words[at + 1] in levels

    def level_named_first(at: int) -> bool:
        return (
            words[at] in goal_words_after_level
            and at >= 3
            and words[at - 2] in level_of
            and words[at - 3] in levels_before
        )

    at_levels = [
        at
        for at in range(1, len(words))
        if words[at - 1].isdigit() and (level_named_after(at) or level_named_first(at))
    ]
    if not at_levels:
        return matches
    kept = [m for m in matches if not any(at in m.positions for at in at_levels)]
    kept += [Match(frozenset({"PLAYER_HANDICAP"}), (at - 1, at)) for at in at_levels]
    return sorted(kept, key=lambda m: m.start)


def _handicap_goals_counted(
    matches: list[Match], words: list[str], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """ "How many handicap goals do we get?", "¿cuántos goles de hándicap nos dan?", "quanti
    gol di handicap ci danno?": a count of goals asked (a word of ``count_questions`` then,
    within two words, one of ``counted_goal_words``) with a handicap goal after it asks what
    the handicaps give, which Rules 20 and 22 do not decide (``PLAYER_HANDICAP``), never how
    play restarts after a handicap goal: read as one, it was ruled a throw-in nobody asked."""
    langs = langs_of(vocabularies)
    asks = _phrases_listed(langs, "count_questions")
    goal_words = words_listed(langs, "counted_goal_words")
    if not asks or goal_words.isdisjoint(words) or {ask[0] for ask in asks}.isdisjoint(words):
        return matches  # no count asked, or no goal counted: one look
    counts_at = [
        start
        for start in range(len(words))
        for ask in asks
        if tuple(words[start : start + len(ask)]) == ask
        and goal_words & set(words[start + len(ask) : start + len(ask) + 2])
    ]
    if not counts_at:
        return matches
    return [
        Match(frozenset({"PLAYER_HANDICAP"}), m.positions)
        if "HANDICAP_GOAL" in m.concepts and any(at < m.start <= at + 5 for at in counts_at)
        else m
        for m in matches
    ]


#: the ball said gone out or in: a bare "missed" beside it missed the goal, not the ball
_BALL_WENT = frozenset(
    {
        "END_LINE",
        "OWN_END_LINE",
        "SIDE_BOARDS",
        "WIDE",
        "NEAR_POST",
        "HIT_WIDE",
        "SHOT_WIDE",
        "HIT_OUT",
        "BALL_OUT",
        "POST_HIT",
        "GOAL",
        "BETWEEN_POSTS",
    }
)


def _miss_of_ball_or_goal(matches: list[Match]) -> list[Match]:
    """ "He missed the pen 4 and it went over the back line", "penalty 3 missed wide left": a
    bare "missed" (``MISS_UNSAID``) with the ball said gone out (or in) is a shot that missed
    the goal, and says nothing more (who shot is the rest's to say); read as a swing that
    missed the ball it decided a ruling on a ball that went somewhere. Without it, it is the
    swing that missed (``MISSED``: "their 4 missed the knock-in"). A miss said as such ("swung
    and missed", "missed the ball") is the swing's wherever the ball went."""
    if not any("MISS_UNSAID" in m.concepts for m in matches):
        return matches
    said = frozenset().union(*(m.concepts for m in matches))
    # a knock-in is hit from the end line, and no shot at goal: that line said beside it is where
    # the ball was set ("erra el saque, la bocha detrás del fondo"), not where a shot went
    line_of_knock_in = _END_LINES if said & _KNOCK_IN_NAMES else frozenset()
    went = any(m.concepts & (_BALL_WENT - line_of_knock_in) for m in matches)
    kept: list[Match] = []
    for match in matches:
        if "MISS_UNSAID" not in match.concepts:
            kept.append(match)
        elif not went:
            kept.append(Match((match.concepts - {"MISS_UNSAID"}) | {"MISSED"}, match.positions))
        elif match.concepts != {"MISS_UNSAID"}:
            kept.append(Match(match.concepts - {"MISS_UNSAID"}, match.positions))
    return kept


#: the goal a miss may be of: the goal scored, the goal's word, "at goal"
_THE_GOAL = frozenset({"GOAL", "GOAL_WORD", "TOWARD_GOAL"})
#: a miss said with nothing else: a swing's miss, or a bare one whose object tells (``MISS_UNSAID``)
_MISS_ALONE = (frozenset({"MISSED"}), frozenset({"MISS_UNSAID"}))
#: how far after a miss the goal it missed may be said ("erraron AL arco": one word between)
_MISSED_OBJECT_GAP = 2


def _miss_of_the_goal(matches: list[Match]) -> list[Match]:
    """ "Hanno mancato il gol", "erraron el gol", "le erraron al arco": a miss whose object is
    the goal is a shot that missed the goal (``SHOT_WIDE``, as "missed the goal" and "mancato la
    porta" are), never a swing that missed the ball (which decided a knock-in's miss) nor a goal
    scored. A bare miss (``MISS_UNSAID``: "erraron", "cannato") is read so too, before the goal
    its object is could say the ball went in (``_miss_of_ball_or_goal``)."""
    kept: list[Match] = []
    skip: Match | None = None
    for at, match in enumerate(matches):
        if match is skip:
            continue
        after = matches[at + 1] if at + 1 < len(matches) else None
        if (
            match.concepts in _MISS_ALONE
            and after is not None
            and after.concepts & _THE_GOAL
            and after.start - match.end <= _MISSED_OBJECT_GAP
        ):
            kept.append(Match(frozenset({"SHOT_WIDE"}), match.positions + after.positions))
            skip = after
            continue
        kept.append(match)
    return kept


#: where the ball went out besides the end line, or in
_OUT_ELSEWHERE = frozenset({"SIDE_BOARDS", "GOAL", "BETWEEN_POSTS", "OWN_GOAL", "NEAR_BOARD"})


def _out_off_the_post(reading: Reading) -> None:
    """ "Hit the post and went out", "off the post and out of play": a ball off a goal post
    that went out, the message saying nowhere else, went over the end line the posts stand on
    (it does not reach the boards from there)."""
    said = reading.concepts
    if {"POST_HIT", "BALL_OUT"} <= said and not said & _OUT_ELSEWHERE:
        said.add("END_LINE")


def _shot_gone_out(reading: Reading) -> None:
    """ "Le pegamos al arco y se fue afuera por poquito", "shot at goal, it went out": a shot at
    goal that went out, the message saying nowhere else, went over the end line (wide of the
    goal it was hit at), as one off the post does."""
    said = reading.concepts
    if {"SHOT_AT_GOAL", "BALL_OUT"} <= said and not said & _OUT_ELSEWHERE:
        said.add("END_LINE")


#: what makes a 60 and an end line another story than a hit from the 60 gone over it: what goes
#: wrong at the 60-yard free hit itself (played again, tapped, short of 30 yards, a teammate or
#: a defender playing it), or another restart or line told (a penalty, a Safety, a knock-in,
#: the boards)
_SIXTY_HIT_TOLD = frozenset(
    {"HIT_AGAIN", "TEAMMATE", "TAPPED", "UNDER_30", "TRAVELLED_30", "ANOTHER_FIRST"}
    | {"NOT_ANOTHER_FIRST", "PENALTY_ANY", "FOUL_SHOT", "SAFETY", "KNOCK_IN", "SIDE_BOARDS"}
)


def _sixty_hit_gone_over_the_end_line(reading: Reading) -> None:
    """ "Tiró desde el 60 y se fue por el fondo", "from the 60 he hit it wide": the 60 (the free
    hit, or only where the hitter stood) and the end line said, nothing else of ``_SIXTY_HIT_TOLD``,
    is a ball over the end line: what follows is the knock-in or
    Safety of who hit it, never a problem of the 60-yard free hit to ask."""
    said = reading.concepts
    # no 60-yard free hit follows a ball over the end line (a Safety's is a penalty): the end
    # line is where this hit went
    if {"FREE_HIT_60", "END_LINE"} <= said and not said & _SIXTY_HIT_TOLD:
        said.discard("FREE_HIT_60")


#: where the ball went out or in that is no side board, or the end line's own places
_NOT_THE_BOARDS = frozenset(
    {
        "END_LINE",
        "OWN_END_LINE",
        "SHOT_WIDE",
        "HIT_WIDE",
        "WIDE",
        "NEAR_POST",
        "POST",
        "POST_HIT",
        "SAFETY",
        "KNOCK_IN",
        "GOAL",
        "GOAL_WORD",
        "BETWEEN_POSTS",
        "OWN_GOAL",
        "OWN_GOAL_WORD",
    }
)


def _out_between_the_60s(reading: Reading) -> None:
    """ "Out of bounds between the 60s", "their 2 hit it out near midfield": the end lines are
    at the ends of the field, so a ball gone out between the 60s, nothing said of an end line,
    a post or a goal, went over the side boards (the sideline, where there are none). Not at a
    line-up: the throw-in is at the centre, and the umpire's throw ("el referí igual tiró", "la
    tiraron") is no hit out ("empujándose antes del tiro del medio": where the ball went out, if it
    did, is asked)."""
    said = reading.concepts
    if "LINE_UP" in said:
        return
    if "MIDFIELD" in said and said & {"BALL_OUT", "HIT_OUT"} and not said & _NOT_THE_BOARDS:
        said.add("SIDE_BOARDS")


#: a ball said to go out or over a line: a side of the centre then says where that happened
_BALL_WENT_OUT = frozenset(
    {"BALL_OUT", "HIT_OUT", "HIT_WIDE", "SIDE_BOARDS", "END_LINE", "OWN_END_LINE", "NEAR_BOARD"}
)


def _line_up_across_centre(reading: Reading) -> None:
    """ "Line up, their 3 had a foot over the centre line", "our 2 was on their side of center
    at the throw in": at a line-up each team is on its own side of the centre line (20.b), so a
    player across it there is on the wrong side, "wrong" unsaid. Only where a line-up or
    throw-in is said and no ball went out: elsewhere the centre is where the ball was ("went
    out the side of center"), which the centre line says as any other word of midfield does."""
    said = reading.concepts
    if "CENTRE_CROSSED" not in said:
        return
    said.add("MIDFIELD")
    if "LINE_UP" in said and not said & _BALL_WENT_OUT:
        said.add("WRONG_SIDE")


#: what goes wrong at a throw-in's line-up, told without the line-up: a bump, a player close
#: to the umpire (the throw-in's own words, ``_THROW_IN_SAID``, say the line-up)
_LINE_UP_TROUBLE = frozenset({"JOSTLING", "RUSHED_UMPIRE"})
_LINE_UP_SAID = frozenset({"LINE_UP", "OPENING", "BALL_IN_LINE_UP"})
#: a line or the boards the ball went over (a verb alone, "cuando tiró", may be the umpire's
#: throw itself)
_OUT_OVER_A_LINE = _BALL_WENT_OUT - {"HIT_OUT", "BALL_OUT"}


def _line_up_problem_without_line_up(reading: Reading) -> None:
    """ "La bocha le pegó al caballo del umpire y se fue por la tabla", "it hit the ump's horse
    and went over the boards": a bump, or the umpire's name read as a player crowding him,
    beside a ball gone over a line or the boards, no throw-in or line-up said, tells of the ball
    going out (off a horse, off the umpire), not of players before a throw-in: the line-up's
    problem is not read (it would decide "stop and line up again"), the ball out is asked."""
    said = reading.concepts
    if not said & _LINE_UP_TROUBLE or said & _LINE_UP_SAID:
        return
    # a ball gone over a line or the boards; or a ball gone out off a horse ("la manda a la
    # tribuna después de chocar la bocha con el caballo de su back")
    if said & _OUT_OVER_A_LINE or ("HORSE" in said and said & {"HIT_OUT", "BALL_OUT"}):
        said -= _LINE_UP_TROUBLE


def _lame_horse(reading: Reading) -> None:
    """ "Play stopped for a lame horse", "gioco fermato per un cavallo che zoppica": a horse gone
    lame that play was stopped for is an injury's stop (``FALLEN``, 22.g). Lame alone ("our
    horse went lame, can we sub", "está rengueando y siguen jugando") stops nothing: play goes
    on, and which horse may come on is no rule of Rules 20 and 22."""
    said = reading.concepts
    if "LAME" in said and "STOPPED" in said:
        said.add("FALLEN")


#: a ball over an end line said: the line itself, or a shot or place that says it
_END_LINE_CROSSED = _OVER_END_LINE | {"SHOT_WIDE"}
#: what else "play" may have been called for: a foul shot, a goal's throw-in, a side's free hit,
#: a new period
_PLAY_CALLED_FOR_ANOTHER = frozenset(
    {"PENALTY_ANY", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6", "FOUL_SHOT", "SAFETY"}
    | {"GOAL", "SIDE_BOARDS", "PERIOD_END", "GAME_END"}
)


def _play_called_after_end_line(reading: Reading) -> None:
    """ "Red 1 shot wide, he was still coming back when "play" was called", "dijo play y nuestro
    1 todavía volvía del fondo": the umpire calls "play" only to restart, so a ball over the
    end line with "play" called is about the knock-in that followed (``KI_EVENT``: what went
    wrong at it is asked), never the end line's ruling alone, which does not answer it."""
    said = reading.concepts
    if "CALL_PLAY" in said and said & _END_LINE_CROSSED and not said & _PLAY_CALLED_FOR_ANOTHER:
        said.add("KI_EVENT")


#: what a knock-in said may have gone wrong with, said as a state or an act at it: the ball
#: still behind the end line when it was hit ("va a sacar … la bocha estaba atrás de la línea de
#: fondo", "ritirare il fondo perché la palla era fuori dal campo"), an opponent distracting the
#: hitter ("distrae il battitore")
_AT_THE_KNOCK_IN = frozenset({"BALL_OFF_FIELD", "DISTRACTED"})


def _at_the_knock_in(reading: Reading) -> None:
    """A knock-in said with the ball behind the end line or the hitter distracted is about that
    knock-in (``KI_EVENT``: what went wrong at it is asked): the end line there is where the
    ball WAS when it was knocked in, not a new ball over it, so who hit it over (the end line's
    question, whose every answer is a ruling) is never what the message asks."""
    said = reading.concepts
    if said & _KNOCK_IN_SAID and said & _AT_THE_KNOCK_IN and not said & _PLAY_CALLED_FOR_ANOTHER:
        said.add("KI_EVENT")


#: what a message may end with after its last word; and how many characters before that end
#: hold a tag and the word before it ("…off the boards RIGHT", "…wide right")
_TRAILING_MARKS = re.compile(r"\W+$")
_TAG_TAIL = 48


@cache  # a few keys: a language, or a language and English
def _tag_side(langs: tuple[str, ...]) -> re.Pattern[str]:
    """A side word that is also a question tag (each language's ``tag_sides``: English "right")
    ending the message, after no word of its ``tag_side_after`` ("wide right", "the right")."""
    found: list[str] = []
    for lang in langs:
        data = vocabulary_file(lang)
        tags = "|".join(re.escape(t.casefold()) for t in data.get("tag_sides", ()))
        after = [re.escape(w.casefold()) for w in data.get("tag_side_after", ())]
        if tags:
            not_after = "".join(rf"(?<!(?<!\w){w}\s)" for w in after)
            found.append(rf"{not_after}(?<!\w)(?:{tags})\W*$")
    return re.compile("|".join(found) if found else r"(?!)")


def _question_tag(
    text: str, free: list[Match], length: int, vocabularies: tuple[Vocabulary, ...] = ()
) -> None:
    """A side said as the last word of a question ("near the post, is that right?", "derecha?")
    is most often asking for agreement, not naming the side: it is dropped, and the side is
    asked (a real "wide right?" loses only its side, which the bot then asks). Dictation types
    no "?": English "right" ends a statement as a tag too ("our knock in right"), unless the
    word before it makes it a place ("wide right", "to the right")."""
    # the pattern looks behind at every place it is tried: only the message's last words can end
    # it, so only they are searched
    tail = _TRAILING_MARKS.sub("", text.casefold())[-_TAG_TAIL:]
    langs = langs_of(vocabularies)
    last = tail.rsplit(None, 1)[-1] if tail.strip() else ""
    tagged = last in words_listed(langs, "tag_sides", accents=True) and bool(
        _tag_side(langs).search(tail)
    )
    if not text.rstrip().endswith("?") and not tagged:
        return
    for match in list(free):
        if match.positions == (length - 1,) and match.concepts <= _SIDES:
            free.remove(match)


#: a restart's names ("saque de fondo", "sacamos", "Safety"), which a message may say only to ask
#: which restart it is, or where it is taken
_RESTART_NAMES = _KNOCK_IN_NAMES | {"SAFETY"}
#: what splits a message into clauses, each with the marks that close it
_CLAUSE_PIECES = re.compile(r"([.,;:!?\n]+)")


#: a player's hit told as a verb or a noun ("hit it", "the hitter", "shot wide", "hit it again"):
#: beside a "before Play" it is that hit's; told after the ball came off the umpire, it played
#: the ball again
_HIT_TOLD = frozenset(
    {"HITTER", "PLAYED", "HIT_OUT", "HIT_WIDE", "SHOT", "SHOT_AT_GOAL", "HIT_AGAIN"}
)


def _time_before_play_asked(
    free: list[Match], mentions: list[_Mention], sides: list[_Mention]
) -> None:
    """ "How many seconds before the ump calls play on a knock-in?", "quanti secondi prima che
    l'arbitro dica play sul noccin", "¿cuánto tiempo antes del play en el saque?": "before
    Play" beside a measure asked (``PROCEDURE_Q``), with no hit and no player or team said, is
    the moment the question measures to, the call of Play (``CALL_PLAY``), never a knock-in hit
    before it (a Penalty 4 decided for a hit nobody told). With a hit or a player said ("their
    3 hit it before play, how far back do we go?") it is the incident, and stays so.
    ``sides``: the sides said ("THEIR 3"), which name no team among ``mentions``."""
    if not any("PROCEDURE_Q" in m.concepts for m in free) or mentions or sides:
        return
    if any(m.concepts & _HIT_TOLD for m in free):
        return
    for at, match in enumerate(free):
        if "HIT_BEFORE_PLAY" in match.concepts:
            asked = match.concepts - {"HIT_BEFORE_PLAY"} | {"CALL_PLAY"}
            free[at] = Match(asked, match.positions)


def _restart_only_asked(
    text: str,
    free: list[Match],
    words: list[str],
    reading: Reading,
    read_with: tuple[tuple[Vocabulary, ...], frozenset[str]],
) -> None:
    """A restart named only in the clauses that ask ("de dónde sacamos", "saque de fondo
    nuestro, no?", "knock-in for them?"): the message asks which restart it is, or where, and
    tells nothing that happened at it (``RESTART_ASKED``): a place it does not say is then no
    question the ruling hangs on ([unsaid.end_line_where]). A clause asks where a "?" closes it
    or where it has a word of the language's ``asking`` list (dictation types no "?"); a
    restart named in a clause that tells ("sacamos de fondo y el 2 de ellos estaba adentro")
    is told, whatever the message asks after it."""
    named = [m for m in free if m.concepts & _RESTART_NAMES]
    if not named:
        return
    vocabularies, spelled = read_with
    asking = words_listed(langs_of(vocabularies), "asking")
    if "?" not in text and asking.isdisjoint(words):
        return  # no clause asks: most messages
    pieces = _CLAUSE_PIECES.split(text)
    # a tag that asks to confirm ("…, no?", "…, ¿verdad?", "¿es así o no?"): its words only
    tags = negation_words(vocabularies) | words_listed(langs_of(vocabularies), "confirm_tags")
    asked: set[int] = set()
    start = before = 0
    for at in range(0, len(pieces), 2):
        said = linked_words(pieces[at], vocabularies, spelled)[0]
        closing = pieces[at + 1] if at + 1 < len(pieces) else ""
        if "?" in closing or not asking.isdisjoint(said):
            # a tag alone ("…, no?") asks about the clause before it
            asked.update(range(before if set(said) <= tags else start, start + len(said)))
        before, start = start, start + len(said)
    if all(set(m.positions) <= asked for m in named):
        reading.concepts.add("RESTART_ASKED")


def _goal_words(reading: Reading) -> None:
    """ "goal" is a goal scored unless the message says the ball went out, or where."""
    said = reading.concepts
    out_of_play = bool(said & _OUT_OF_PLAY)
    for word, goal in _GOAL_WORDS.items():
        if word in said:
            said.discard(word)
            if not out_of_play:
                said.add(goal)


def _names(
    words: list[str],
    links: tuple[frozenset[int], frozenset[int]],
    vocabularies: tuple[Vocabulary, ...],
    known: tuple[str, ...],
    reading: Reading,
    *,
    numbers_kept: frozenset[str] = frozenset(),
    sides: dict[int, tuple[str, bool, bool]] | None = None,
    joined: frozenset[int] = frozenset(),
    ours_at: int | None = None,
    after_owned: frozenset[int] = frozenset(),
) -> tuple[list[_Mention], list[str], frozenset[int], list[_Mention], frozenset[int]]:
    """Team names in ``words``: the chat's own names first, then colours. Each becomes a
    placeholder word no phrase contains. A colour next to a thing it describes ("the white
    line", "la linea bianca", "tarjeta roja"; no stop word between) is that thing's colour, and
    stays a word. ``links``: the words right after an "of", and those right after the word
    before them (``linked_words``); the first is returned as positions of the new words, and
    so are ``joined``'s (the words right after an "and": ``_after_joiners``)."""
    linked, glued = links
    sides = sides or {}
    sides_at: list[_Mention] = []
    spelled = [(name, message_words(name, vocabularies, numbers_kept)) for name in known]
    spelled = [(name, said) for name, said in spelled if said]
    colours, things_after, things_before = _colours(langs_of(vocabularies))
    in_part = _role_words_of(
        tuple((name, tuple(said)) for name, said in spelled), langs_of(vocabularies)
    )
    owned = _owned(langs_of(vocabularies))
    if not spelled and not in_part and colours.keys().isdisjoint(words):
        return _no_names(words, linked, sides, joined, after_owned)
    out: list[str] = []
    out_glued: set[int] = set()
    #: where each word that starts a new word is among the new words
    new_at: dict[int, int] = {}
    mentions: list[_Mention] = []
    i = 0
    while i < len(words):
        new_at[i] = len(out)
        if i in glued:
            out_glued.add(len(out))
        # a name of several words becomes one word, so distances stay counted in words
        found = (
            next(((n, w) for n, w in spelled if words[i : i + len(w)] == w), None)
            if spelled  # most chats named no teams: no generator at every word
            else None
        )
        if found is not None:
            mentions.append(_Mention(len(out), None, name=found[0], ours=i == ours_at))
            out.append("\x00team")
            i += len(found[1])
            continue
        if words[i] in in_part:  # "Defenders" of "Defenders FC": the team, not its role
            mentions.append(_Mention(len(out), None, name=in_part[words[i]]))
            out.append("\x00team")
            i += 1
            continue
        if words[i] in colours and not (
            (i + 1 in glued and words[i + 1] in things_after)
            or (i in glued and words[i - 1] in things_before)
        ):
            mentions.append(_Mention(len(out), None, name=colours[words[i]], ours=i == ours_at))
            out.append("\x00team")
        else:
            if i in sides:  # "our", "nostro" stay words: phrases hold some ("our 60")
                side, on_next, pronoun = sides[i]
                sides_at.append(
                    _Mention(
                        len(out),
                        None,
                        name=side,
                        pov=True,
                        on_next=on_next,
                        alone=pronoun,
                        after_owned=i in after_owned,
                    )
                )
            out.append(words[i])
        i += 1
    out_linked = {new_at[i] for i in linked if i in new_at}
    out_joined = {new_at[i] for i in joined if i in new_at}
    for mention in sorted(mentions, key=lambda m: m.at):
        at = mention.at
        # "BLUE's end line", "the BLUE goal" (a stop word between, or before the name: "red end
        # line" is red hitting it over the end line); "the end line of BLUE", "el arco de AZUL"
        before = at + 1 < len(out) and out[at + 1] in owned
        before = before and (at + 1 not in out_glued or (at > 0 and at not in out_glued))
        after = at > 0 and at in out_linked and out[at - 1] in owned
        mention.owns = before or after
        # "el 1 de VERDE", "il 3 dei ROSSI" (the number, then an "of"); "RED's 2", "blue 2"
        numbered_before = at > 0 and at in out_linked and out[at - 1] in _PLAYER_NUMBERS
        mention.player = numbered_before or (at + 1 < len(out) and out[at + 1] in _PLAYER_NUMBERS)
        if mention.name is not None and mention.name not in reading.names:
            reading.names.append(mention.name)
    return mentions, out, frozenset(out_linked), sides_at, frozenset(out_joined)


def _no_names(
    words: list[str],
    linked: frozenset[int],
    sides: dict[int, tuple[str, bool, bool]],
    joined: frozenset[int],
    after_owned: frozenset[int],
) -> tuple[list[_Mention], list[str], frozenset[int], list[_Mention], frozenset[int]]:
    """``_names`` for a message that names no team (most): its words stay as they are, each
    where it was, without the word-by-word rebuild."""
    sides_at = [
        _Mention(
            at,
            None,
            name=side,
            pov=True,
            on_next=on_next,
            alone=pronoun,
            after_owned=at in after_owned,
        )
        for at, (side, on_next, pronoun) in sorted(sides.items())
    ]
    count = len(words)
    kept_linked = frozenset(at for at in linked if at < count)
    return [], list(words), kept_linked, sides_at, frozenset(at for at in joined if at < count)


@lru_cache(maxsize=64)  # a few keys: the chats' names in use
def _role_words_of(
    spelled: tuple[tuple[str, tuple[str, ...]], ...], langs: tuple[str, ...]
) -> dict[str, str]:
    """The words of the chat's names that say a role by themselves ("Defenders FC", "Los
    Atacantes"), each with its name: said alone, such a word may be the team as well as the
    role, so it is read as the team (whose role the rest of the message says, or not)."""
    found: dict[str, str] = {}
    vocabularies = tuple(map(vocabulary, langs))
    for name, said in spelled:
        for word in said:
            concepts = {c for m in phrases_in([word], vocabularies) for c in m.concepts}
            if _ROLES.keys() & concepts:
                found.setdefault(word, name)
    return found


def _number_words_of(
    known: tuple[str, ...], vocabularies: tuple[Vocabulary, ...]
) -> frozenset[str]:
    """The words of the chat's names that would be read as numbers ("Sixty")."""
    if not known:
        return frozenset()
    numbers = number_words(vocabularies)
    return frozenset(w for name in known for w in words_of(name) if w in numbers)


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def _owned(langs: tuple[str, ...]) -> frozenset[str]:
    """The places a team may own, in ``langs`` ("end", "arco", "porta")."""
    return frozenset().union(*(vocabulary(lang).owned for lang in langs))


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def _colours(langs: tuple[str, ...]) -> tuple[dict[str, str], frozenset[str], frozenset[str]]:
    """The colour words of ``langs`` (word -> team name), and the things a colour may describe
    when they come after it ("white LINE") and before it ("LINEA bianca")."""
    colours: dict[str, str] = {}
    things_after: set[str] = set()
    things_before: set[str] = set()
    for v in map(vocabulary, langs):
        colours.update(v.names)
        (things_after if v.colour_first else things_before).update(v.things)
    return colours, frozenset(things_after), frozenset(things_before)


def _stance_of_a_name(roles: list[str], match: Match, mentions: list[_Mention]) -> bool:
    """Whether a word that is a role noun and a role verb at once (the Spanish imperfect: "el
    que defendía" is the defender, "rojo defendía" says red were defending; its "el que" is
    stop words) is the verb: a team's name right beside it ("rojo (que) defendía", "atacaba
    bordó") is who attacked or defended, as "red were defending" says; alone it is the one
    who did ("la tiró el que defendía")."""
    if len(roles) < 2 or not _VERBS.intersection(roles):
        return False
    return any(
        m.name is not None and (match.start - 2 <= m.at < match.start or m.at == match.end + 1)
        for m in mentions
    )


def _assign_roles(mentions: list[_Mention], reading: Reading) -> None:
    """Names next to role words take those roles; the rest of the names' mentions follow."""
    named = [m for m in mentions if m.name is not None]
    words = [m for m in mentions if m.name is None]
    said: dict[str, set[str]] = {}
    for word in words:
        close = [
            (m, m.name)
            for m in named
            if m.name is not None
            and not m.used
            and abs(m.at - word.at) <= 2
            and not (word.subject_before and m.at > word.at)
        ]
        if not close or word.role is None:
            continue
        # the nearest name, the one before the word when two are as near ("azul defiende"); a
        # verb's subject before it wins over a nearer name after it ("blue are defending, red
        # hit it": red is the next clause's)
        nearest, name = min(
            close,
            key=lambda c: (
                word.verb and c[0].at > word.at,
                abs(c[0].at - word.at),
                c[0].at > word.at,
            ),
        )
        said.setdefault(name, set()).add(word.role)
        word.used = True
        # a role verb's subject says who attacks or defends, and no more ("blue defending, red
        # hit it"); a player said by number is still one who did something ("el 1 de verde
        # defendiendo", as "OUR 3, defending, cleared it" is for a side)
        if word.verb and not nearest.player:
            nearest.used = True
    for name, roles in said.items():
        if len(roles) > 1:
            reading.conflicts.append("teams")
        else:
            reading.roles[name] = next(iter(roles))
    if len(reading.names) == 2:
        first, second = reading.names
        for one, other in ((first, second), (second, first)):
            # a name said with both roles takes neither, not the other name's other role
            if one in reading.roles and other not in reading.roles and other not in said:
                reading.roles[other] = _OTHER[reading.roles[one]]
        if first in reading.roles and reading.roles.get(first) == reading.roles.get(second):
            reading.conflicts.append("teams")
            reading.roles.clear()
    if len(reading.names) > 2:
        reading.conflicts.append("teams")
        reading.roles.clear()
    for mention in named:
        mention.role = reading.roles.get(mention.name or "")


def _sixty_owner_defends(
    free: list[Match], mentions: list[_Mention], reading: Reading, linked: frozenset[int]
) -> None:
    """A team whose 60 it is ("inside blue's 60", "la 60 de azul") defends this goal when no
    role word says otherwise: "this goal" is the goal nearest to what happened, and a team's
    60 is the one in front of the goal it defends. With two names the other one attacks."""
    if reading.roles or "teams" in reading.conflicts:
        return
    for match in free:
        if "SIXTY_IN" not in match.concepts:
            continue
        owner = _owner_of(mentions, match.start, match.end, linked)
        if owner is None or owner.name is None:
            continue
        reading.roles[owner.name] = "DEF"
        others = [n for n in reading.names if n != owner.name]
        if len(others) == 1:
            reading.roles[others[0]] = "ATT"
        for mention in mentions:
            if mention.name is not None:
                mention.role = reading.roles.get(mention.name)
        return


#: an end line said as a team's ("over BLUE's end line", "sul fondo DEI BIANCHI")
_END_LINES = frozenset({"END_LINE", "OWN_END_LINE"})


def _end_line_owner_defends(
    free: list[Match], mentions: list[_Mention], reading: Reading, linked: frozenset[int]
) -> None:
    """A team whose end line the ball crossed ("over blue's end line", "sul fondo dei bianchi",
    "la línea de fondo de azul") defends this goal, as the owner of a 60 does: "this goal" is
    the goal nearest to what happened, and a team's end line is behind the goal it defends.
    The owner is never who hit it; with two names the other one attacks. A role said
    otherwise for the owner ("blue attacking … over blue's end line") is a conflict."""
    if "teams" in reading.conflicts:
        return
    for mention in mentions:
        if mention.name is None or not mention.owns:
            continue
        # the owned word: right after the name ("BLUE's end line"), or right before it with an
        # "of" between ("el fondo de AZUL")
        places = {mention.at + 1} | ({mention.at - 1} if mention.at in linked else set())
        if not any(m.concepts & _END_LINES and places & set(m.positions) for m in free):
            continue
        said = reading.roles.get(mention.name)
        if said is not None:
            if said != "DEF":
                reading.conflicts.append("teams")
                reading.roles.clear()
                for other in mentions:
                    if other.name is not None:
                        other.role = None
            return
        reading.roles[mention.name] = "DEF"
        others = [n for n in reading.names if n != mention.name]
        if len(others) == 1:
            reading.roles.setdefault(others[0], "ATT")
        for other in mentions:
            if other.name is not None:
                other.role = reading.roles.get(other.name)
        return


def _other_known_team(reading: Reading, known: tuple[str, ...]) -> None:
    """One of the chat's own two teams said with its role ("La Dolfina defending") says the
    other's too: the chat then need not ask which team defends, and a press there can never
    undo the role the message's other mentions of the name were read with ("La Dolfina hit
    it" is a defender's hit only while La Dolfina defends)."""
    if len(known) != 2 or len(reading.names) != 1 or "teams" in reading.conflicts:
        return
    (name,) = reading.names
    role = reading.roles.get(name)
    if name not in known or role is None:
        return
    other = known[1] if name == known[0] else known[0]
    reading.names.append(other)
    reading.roles[other] = _OTHER[role]


#: the writer's side and the other one, as the names of their mentions (``_Mention.pov``):
#: never a team's name in a reply, only a role for who did what
US, THEM = "\x00us", "\x00them"
_SIDE_OTHER = {US: THEM, THEM: US}
#: a side's players by number ("our 3", "el 2 de ellos"): polo teams have four
_PLAYER_NUMBERS = frozenset({"1", "2", "3", "4"})
#: concepts that say the writer's side's role by themselves, where a language says "we" in
#: its verb ("sacamos de fondo", "attaccavamo", "segnamo"), or the other side's knock-in said
#: as one phrase ("rimessa loro": they knock in, so "we" attack): the role they give "we"
_STANCES = {
    "WE_KNOCK_IN": "DEF",
    "THEY_KNOCK_IN": "ATT",
    "WE_DEFEND": "DEF",
    "WE_ATTACK": "ATT",
    "WE_SCORED": "ATT",
}
#: places whose owner defends this goal ("our back line", "their 60", "wide of our goal"; the
#: goal as a place or a way: "toward THEIR goal", "a 20 yarde dalla NOSTRA porta")
_PLACES = frozenset(
    {"END_LINE", "OWN_END_LINE", "SIXTY_IN", "THIS_60", "GOAL_WORD", "TOWARD_GOAL", "SIDE_END"}
)
#: where the scorer's side is no role: an own goal, a reversed line-up, the line-up after a
#: goal (which goal is "this goal" at the centre line the words do not say)
_NOT_SCORER = frozenset(
    {
        "OWN_GOAL",
        "OWN_GOAL_WORD",
        "WRONG_WAY",
        "LINE_UP",
        "LINE_UP_PROBLEM",
        "SLOW_RETURN",
        "LATE_PLAYER",
        "CHANGING_HORSES",
        "SLOW",
        "DELAY",
        "WRONG_SIDE",
    }
)


@cache  # one key per language
def _side_words(lang: str) -> dict[str, frozenset[str]]:
    """The words of ``lang`` that say the writer's side ("we", "nuestro", "nostro") and the
    other one ("their", "ellos", "loro"), those of them that own no player after them ("we",
    "nosotros"), the words for a side's player ("back", "jugador") and those that say by whom
    ("by", "por") and those that say to whom something was given ("for", "para", "per"): ``we``,
    ``they``, ``side_pronouns``, ``side_players``, ``by`` and ``awarded`` in its vocabulary
    file."""
    data = vocabulary_file(lang)
    keys = ("we", "they", "side_pronouns", "side_players", "by", "awarded")
    return {key: frozenset(fold(w) for w in data.get(key, ())) for key in keys}


@dataclass(frozen=True)
class _SideWords:
    """What ``sides_said`` reads a message with, for one tuple of languages."""

    we: frozenset[str]
    they: frozenset[str]
    alone: frozenset[str]
    #: a side's player where no number is said ("their back"), and his number ("1" to "4")
    players: frozenset[str]
    by: frozenset[str]
    #: the words before the team a thing was given to ("fair play possession FOR us")
    awarded: frozenset[str]
    numbers: dict[str, str]
    stop: frozenset[str]
    penalty: frozenset[str]
    #: any side word at all: most messages have none, and are not read a second time
    anywhere: re.Pattern[str]


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def _side_reading(langs: tuple[str, ...]) -> _SideWords:
    vocabularies = [vocabulary(lang) for lang in langs]
    numbers: dict[str, str] = {}
    for v in vocabularies:
        numbers.update(v.shorthand)
        numbers.update(v.numbers)
    said = [_side_words(lang) for lang in langs]

    def joined(key: str) -> frozenset[str]:
        return frozenset().union(*(s[key] for s in said))

    we, they = joined("we"), joined("they")
    words = _alternation(we | they)
    return _SideWords(
        we=we,
        they=they,
        alone=joined("side_pronouns"),
        players=joined("side_players") | _PLAYER_NUMBERS,
        by=joined("by"),
        awarded=joined("awarded"),
        numbers=numbers,
        stop=frozenset().union(*(v.stopwords for v in vocabularies)),
        penalty=frozenset().union(*(v.penalty for v in vocabularies)),
        anywhere=re.compile(rf"\b(?:{words})\b" if words else r"(?!)"),
    )


def _after_joiners(
    text: str, vocabularies: tuple[Vocabulary, ...], spelled: frozenset[str]
) -> frozenset[int]:
    """The positions among the message's words without stop words (as ``linked_words`` gives
    them) right after a word that joins two clauses ("no se calmaba Y PIDIÓ otra vuelta")."""
    langs = langs_of(vocabularies)
    joiners = words_listed(langs, "joiners")
    if not joiners:
        return frozenset()
    sides = _side_reading(langs)
    numbers = {k: n for k, n in sides.numbers.items() if k not in spelled}
    found: set[int] = set()
    kept, after = 0, False
    for word in tokens(text, numbers, sides.penalty):
        if word in sides.stop:
            after = after or word in joiners
            continue
        if after:
            found.add(kept)
        after = False
        kept += 1
    return frozenset(found)


#: marks that close a clause: what a "not" before them negates ends there ("off their player
#: (NOT HORSE) over the side": the side boards are said, not denied)
_CLAUSE_MARKS = re.compile(r"[);]")


#: a comma: the words after it may be a new clause's subject ("la sacaron, NOSOTROS atacábamos")
_COMMA = re.compile(r",")


#: a mark that ends a phrase: what follows it belongs to no place before it
_PUNCTUATION = re.compile(r"[,.;:!?)]")


#: a mark that ends a sentence: not the dot of a penalty's letter ("5.a") or of a number, nor
#: an ellipsis, the pause before a correction ("red hit it... no wait, green": still one sentence)
_SENTENCE_END = re.compile(r"[!?]|(?<!\.)\.(?![\w.])")


def _possessives_after_places(
    words: list[str],
    glued: frozenset[int],
    sides: dict[int, tuple[str, bool, bool]],
    after_marks: Callable[[], frozenset[int]],
    vocabularies: tuple[Vocabulary, ...],
) -> frozenset[int]:
    """Where a side's possessive comes right after a place it owns ("il fondo LORO", "le
    sessanta NOSTRE"), in a language that puts it there (``possessive_after``): no stop word
    between ("sul fondo E LORO dicono"), no
    mark ("their goal, OUR back …"), and no player after it ("the goal OUR 2 …")."""
    langs = langs_of(vocabularies)
    # English puts a possessive before its noun only ("inside their 60 OUR own hit")
    if not sides or not any(vocabulary_file(lang).get("possessive_after") for lang in langs):
        return frozenset()
    owned = _owned(langs)
    players = _side_reading(langs).players
    return frozenset(
        at
        for at in sides
        if at in glued
        and at > 0
        and words[at - 1] in owned | {"60"}
        and not (at + 1 < len(words) and words[at + 1] in players)
        and at not in after_marks()
    )


def _after_clause_marks(
    text: str,
    vocabularies: tuple[Vocabulary, ...],
    spelled: frozenset[str],
    marks: re.Pattern[str] = _CLAUSE_MARKS,
) -> frozenset[int]:
    """The positions among the message's words without stop words (as ``linked_words`` gives
    them) right after a mark that closes a clause (``_CLAUSE_MARKS``, or ``marks``)."""
    if not marks.search(text):
        return frozenset()
    pieces = marks.split(text)
    found: set[int] = set()
    kept = 0
    for piece in pieces[:-1]:
        kept += len(linked_words(piece, vocabularies, spelled)[0])
        found.add(kept)
    return frozenset(found)


def sides_said(
    text: str, vocabularies: tuple[Vocabulary, ...], spelled: frozenset[str]
) -> dict[int, tuple[str, bool, bool]]:
    """Where the message says a side, as positions among its words without stop words (as
    ``linked_words`` gives them): the side, whether it was a stop word standing before that
    word ("THEIR 2": English "their" is a stop word, so the side is at "2"), and whether it is
    a pronoun ("we", "nosotros"), which owns no player after it."""
    sides = _side_reading(langs_of(vocabularies))
    if not sides.anywhere.search(text.casefold()):
        return {}
    we, they, alone, stop, penalty = sides.we, sides.they, sides.alone, sides.stop, sides.penalty
    numbers = sides.numbers
    if spelled:
        numbers = {k: n for k, n in numbers.items() if k not in spelled}
    found: dict[int, tuple[str, bool, bool]] = {}
    kept = 0
    waiting: str | None = None
    for word in tokens(text, numbers, penalty):
        side = US if word in we else THEM if word in they else None
        if word in stop:
            waiting = side or waiting
            continue
        if side is not None:
            found[kept] = (side, False, word in alone)
        elif waiting is not None:
            found[kept] = (waiting, True, False)
        waiting = None
        kept += 1
    return found


def _point_of_view(
    sides: list[_Mention],
    *,
    free: list[Match],
    mentions: list[_Mention],
    words: list[str],
    linked: frozenset[int],
    owned: frozenset[str],
    player: frozenset[str],
    given: tuple[tuple[Match, ...], frozenset[str]] = ((), frozenset()),
    named: str | None = None,
    by: frozenset[str] = frozenset(),
    reading: Reading | None = None,
    after_commas: Callable[[], frozenset[int]] = frozenset,
    joined: frozenset[int] = frozenset(),
) -> dict[str, str] | None:
    """Who "we" and "they" are, from what the message says of either side, each a rule:

    * the owner of a place defends this goal ("over THEIR back line", "wide of OUR goal",
      "inside THEIR 60", "la NOSTRA linea di fondo"): this goal is the nearest one;
    * the side knocking in defends it ("OUR knock in", "WE knocked in", "saque de ELLOS");
    * the side that scored attacks it ("WE scored", "gol de ELLOS", "segnamo"), unless it is
      an own goal, a reversed line-up or the line-up after it;
    * a role word beside a side ("WE were attacking", "NOI in difesa") gives it that role;
    * a verb that says "we" ("sacamos de fondo", "attaccavamo": ``_STANCES``);
    * the one team the message names, with its role (``named``: "inside RED's 60", red
      defends): a writer who says "we" and names a team by its colour names the other one
      ("WE had the ball inside the reds' 60": we attack), unless he says he is it ("noi
      siamo i rossi": ``_one_named_role``), or the team he says he is, with its role
      (``named`` is then the other's: "noi siamo i rossi", ``_named_as_us``);
    * the team the writer says he is on ("WE'RE BLUE", "i'm on red": ``_writer_team_at``) has
      our role, and we have its role (``reading``'s roles, which take ours where it had none).

    The other side has the other role; a side said with both takes neither (asked). The
    mentions that said it are used up; every other mention of a side ("THEIR 2 hit it") is
    then that role, as a team's name is, and so is a side said as the one that had the ball
    ("WE had the ball", "fair play possession FOR US": ``_holder``), or as the doer of what
    was just said ("last touched BY THEM", "toccata DAI LORO": ``_doer``)."""
    if not sides:
        return None
    said = {c for m in free for c in m.concepts}
    scorer = not said & _NOT_SCORER
    votes: dict[str, set[str]] = {}

    def vote(side: str, role: str, mention: _Mention | None = None) -> None:
        votes.setdefault(side, set()).add(role)
        if mention is not None:
            mention.used = True

    for role in _our_roles_by_name(named, mentions, reading):
        vote(US, role)
    held_by_stance: list[_Mention] = []
    for match in free:
        for concept in _STANCES.keys() & match.concepts:
            if concept != "WE_SCORED" or scorer:
                vote(US, _STANCES[concept])
            for side in sides:
                # the pronoun right after the stance's verb is its subject said again
                # ("atacábamos NOSOTROS, la sacó el back de ellos"), never the doer of what
                # follows; not after an "and" or a comma, where a clause of its own starts
                # ("defendíamos y la TIRAMOS por la tabla": we hit it)
                if side.at in match.positions or (
                    _stance_pronoun(side, match, sides)
                    and side.at not in joined
                    and side.at not in after_commas()
                ):
                    side.used = True
                    if _stance_had_ball(match, free, sides):
                        held_by_stance.append(side)
    for side in sides:
        if side.used or side.name is None:
            continue
        place = _owned_place(side, free, words, linked, owned)
        if place is not None:
            # a bare "their goal" is a place where a verb attacks or defends it ("attacking
            # THEIR goal"), else a goal scored ("after OUR goal"): only a place phrase ("wide
            # of OUR goal") says the ball went out there
            verbs = [m for m in mentions if m.name is None and m.verb and m.at == side.at - 1]
            if place.concepts != {"GOAL_WORD"} or verbs or _measured_from(side, free):
                vote(side.name, "DEF", side)
            # the verb said what it attacks or defends: it gives no other side a role
            # ("attacking their goal, THEIR back hits it out": the back defends)
            for verb in verbs:
                verb.used = True
            continue
        for match in free:
            # a side's player who did it stays a player ("their 2 scored": he is an attacker)
            beside = _beside(side, match, words)
            if not (beside or _players_verb(side, match, words, player)):
                continue
            if "KNOCK_IN" in match.concepts:
                # the knock-in's player said after the ball went over ("their 1 shot wide, MY
                # 4 is knocking in") takes the restart that followed: he put nothing out
                # the knock-in's player said after the ball went over ("their 1 shot wide, MY
                # 4 is knocking in") takes the restart that followed: he put nothing out
                vote(
                    side.name,
                    "DEF",
                    side if beside or _restart_that_followed(match, free) else None,
                )
            elif "GOAL" in match.concepts and scorer:
                vote(side.name, "ATT", side if beside else None)
    for word in mentions:
        if word.name is not None or word.role is None or word.used:
            continue
        close = [
            s
            for s in sides
            if not s.used
            and abs(s.at - word.at) <= 2
            and not (word.subject_before and s.at > word.at)
            and not (word.verb and s.at > word.at and _a_players_side(s, words, player))
        ]
        if not close:
            continue
        side = min(close, key=lambda s: (abs(s.at - word.at), s.at > word.at))
        vote(side.name or US, word.role)
        # a verb's side stays a player where it is one ("OUR 3, defending, cleared it"); "we"
        # alone never is (``_a_player``)
        word.used = word.verb
    roles = _roles_voted(votes)
    if roles is None:
        return None
    if reading is not None and US in roles:
        _our_team_takes_our_role(roles[US], mentions, reading)
    for side in sides:
        if (
            not side.used
            and side.name in roles
            and _did_something(
                side,
                free=free,
                words=words,
                player=player,
                given=given,
                by=by,
                after_commas=after_commas,
                others=mentions,
            )
        ):
            side.role = roles[side.name or US]
            mentions.append(side)
    for side in held_by_stance:
        if side.name in roles:
            # the stance's "we" is also the subject of the had-the-ball verb after it
            mentions.append(replace(side, role=roles[side.name], used=False))
    return roles


def _stance_pronoun(side: _Mention, stance: Match, sides: list[_Mention]) -> bool:
    """Whether ``side`` is "we" as a pronoun right after a verb that says what "we" did
    ("defendíamos NOSOTROS", "attaccavamo NOI"): the stance's subject, said after its verb.
    Not where the stance says its pronoun itself ("WE were defending and WE hit it out"):
    the second one is the subject of what follows."""
    return (
        side.alone
        and side.name == US
        and side.at == stance.positions[-1] + 1
        and not any(s.at in stance.positions for s in sides)
    )


def _restart_that_followed(knock_in: Match, free: list[Match]) -> bool:
    """Whether a knock-in is said after the ball went over the end line and nothing after it
    goes out: the restart that followed the crossing ("shot wide, our 4 knocks in"), not a
    knock-in that itself went out ("our 4 knocked in and it went over the side")."""
    went_out = [m.start for m in free if m.concepts & _WENT_OUT and m is not knock_in]
    return any(at < knock_in.start for at in went_out) and all(
        at < knock_in.start for at in went_out
    )


def _named_as_us(
    mentions: list[_Mention],
    sides: list[_Mention],
    joined: frozenset[int],
    said_in: tuple[list[str], tuple[str, ...]],
) -> str | None:
    """The team the writer says his side is: its name right after a pronoun of his side
    ("NOI bianchi") or a verb that says he is it ("SIAMO i celesti", "noi SIAMO gli arancioni":
    ``we_are_verbs``; articles are stop words), not after an "and" ("noi e i rossi" are two
    teams). One such name, never two. ``said_in``: the message's words and languages."""
    words, langs = said_in
    we_are = words_listed(langs, "we_are_verbs")
    pronouns = {s.at for s in sides if s.name == US and s.alone}
    pronouns |= {at for at, word in enumerate(words) if word in we_are}
    said = [
        m for m in mentions if m.name is not None and m.at - 1 in pronouns and m.at not in joined
    ]
    if len({m.name for m in said}) != 1:
        return None
    for mention in said:
        # the name says who "we" are, never that the team did something; the pronoun stays
        # the subject of what follows ("we (whites) were dribbling": we had the ball)
        mention.used = True
    return said[0].name


def _our_name_takes_our_role(
    ours: str | None,
    roles: dict[str, str] | None,
    mentions: list[_Mention],
    reading: Reading,
) -> None:
    """The team the writer says he is ("siamo i celesti") has his side's role, read from what
    the message says of "we" ("dietro la NOSTRA porta", "NOI difendiamo"), where no word says
    its own; with two names the other one has the other role. Every mention of the names then
    says that role, as a role word beside them would: "il 2 dei gialli" is an attacker."""
    if ours is None or roles is None or US not in roles or "teams" in reading.conflicts:
        return
    if ours in reading.roles or len(reading.names) > 2:
        return
    reading.roles[ours] = roles[US]
    others = [n for n in reading.names if n != ours]
    if others:
        reading.roles[others[0]] = _OTHER[roles[US]]
    for mention in mentions:
        if mention.name is not None and not mention.pov:
            mention.role = reading.roles.get(mention.name)


def _our_roles_by_name(
    named: str | None, mentions: list[_Mention], reading: Reading | None
) -> list[str]:
    """The roles a team's name gives "we": the other one of the one team named with its role
    (``_one_named_role``), and that of the team the writer says he is on ("we're BLUE")."""
    roles = [] if named is None else [_OTHER[named]]
    ours = next((m.name for m in mentions if m.ours), None)
    if ours is not None and reading is not None and ours in reading.roles:
        roles.append(reading.roles[ours])
    return roles


def _our_team_takes_our_role(role: str, mentions: list[_Mention], reading: Reading) -> None:
    """The writer's team ("we're BLUE") has the role the message gives "we", where its name got
    none, and the other team named the other role ("were blue, RED hit it wide of our goal":
    red attacks); a name that already has the role we have is a conflict, and nothing is read."""
    ours = next((m.name for m in mentions if m.ours), None)
    if ours is None:
        return
    others = [n for n in reading.names if n != ours]
    if len(others) > 1 or "teams" in reading.conflicts:
        return
    if ours in reading.roles or any(reading.roles.get(n) == role for n in others):
        return
    reading.roles[ours] = role
    for other in others:
        reading.roles[other] = _OTHER[role]
    for mention in mentions:
        if mention.name in reading.roles and mention.role is None and not mention.pov:
            mention.role = reading.roles[mention.name]


def _a_players_side(side: _Mention, words: list[str], player: frozenset[str]) -> bool:
    """Whether a side is said as one of its players ("el 3 de ELLOS", "THEIR 3", "il LORO 3",
    "THEIR back"): after a role verb ("atacando y el 3 de ellos la sacó", "attacking and their
    3 hit it") the player is the next verb's subject, never the role verb's (read so, the side
    that hit it out took the role its opponents had)."""
    before = side.at - 1
    own = side.at if side.on_next else side.at + 1
    after = own < len(words) and (words[own] in _PLAYER_NUMBERS or words[own] in player)
    return (before >= 0 and words[before] in _PLAYER_NUMBERS and not side.on_next) or (
        not side.alone and after
    )


def _roles_voted(votes: dict[str, set[str]]) -> dict[str, str] | None:
    """Each side's role, the other side's the other one; ``None`` where a side was said with
    both roles, or both sides with one (neither is then read, and who did it is asked)."""
    roles: dict[str, str] = {}
    for name, said_roles in votes.items():
        if len(said_roles) != 1:
            return None
        roles[name] = next(iter(said_roles))
    for name, role in list(roles.items()):
        if roles.setdefault(_SIDE_OTHER[name], _OTHER[role]) == role:
            return None
    return roles


def _did_something(
    side: _Mention,
    *,
    free: list[Match],
    words: list[str],
    player: frozenset[str],
    given: tuple[tuple[Match, ...], frozenset[str]],
    by: frozenset[str],
    after_commas: Callable[[], frozenset[int]] = frozenset,
    others: Sequence[_Mention] = (),
) -> bool:
    """Whether a side, its role known, is said as one who did something: a player of it ("THEIR
    2"), the one that had the ball, the doer after a ``by`` word, the one that hit it out, the
    one a call was against, or the one whose horse or player the ball came off."""
    return (
        _a_player(side, words, player, after_commas)
        or _holder(side, free, words, given)
        or _doer(side, free, words, by)
        or _hitter_out(side, free, after_commas)
        or _called_against(side, free)
        or _came_off(side, free, others)
    )


def _came_off(side: _Mention, free: list[Match], others: Sequence[_Mention]) -> bool:
    """Whether a side is the one the ball came off, a few words after an "off" ("off THEIR
    horse", "pegó en el caballo de ELLOS", "rebotó en el caballo NUESTRO"): its role then says
    whose horse it was (``_mark``: ``OFF_<role>``), as a team's name there does; read as a hit
    straight out, the free hit went to the wrong team. Not where a team or a role word is said
    there too ("off OUR DEFENDER"): that word says whom (the side only whose player he is)."""
    for match in free:
        if "OFF" not in match.concepts or not match.end < side.at <= match.end + NEAR:
            continue
        return not any(m is not side and match.end < m.at <= match.end + NEAR + 1 for m in others)
    return False


def _stance_had_ball(stance: Match, free: list[Match], sides: list[_Mention]) -> bool:
    """Whether a stance's side is also said to have had the ball, with the stance's subject
    shared by the verb a few words after it ("WE'RE DEFENDING and had it", "we were attacking
    with the ball", "stavamo attaccando e avevamo palla"): the side in possession, its role the
    stance's. A side said between them is that verb's own subject ("we were defending, THEY had
    the ball")."""
    return any(
        "POSSESSION" in m.concepts
        and stance.end < m.start <= stance.end + NEAR
        and not any(stance.end < s.at < m.start for s in sides)
        for m in free
    )


@lru_cache(maxsize=64)  # a few keys: a language pair, and a chat's names in number words
def _numbers_but(langs: tuple[str, ...], spelled: frozenset[str]) -> dict[str, str]:
    """The number words of ``langs`` as digits, but those a chat's team name spells."""
    return {k: n for k, n in _side_reading(langs).numbers.items() if k not in spelled}


@cache  # a few keys: a language, or a language and English
def _we_are_phrases(
    langs: tuple[str, ...],
) -> tuple[frozenset[str], tuple[tuple[str, ...], ...]]:
    """The words that make a ``we_are`` word another's verb before it (a colour, "the
    defenders"), and the ``we_are`` phrases as words, longest first."""
    subjects = words_listed(langs, "we_are_not_after") | set(_colours(langs)[0])
    said = words_listed(langs, "we_are")
    return subjects, tuple(sorted((tuple(p.split()) for p in said), key=len, reverse=True))


def _writer_team_at(
    text: str, vocabularies: tuple[Vocabulary, ...], spelled: frozenset[str], known: tuple[str, ...]
) -> int | None:
    """Where the message names the writer's own team, as a position among its words without
    stop words (as ``linked_words`` gives them): a name right after one of its language's
    ``we_are`` words ("WE'RE blue", "WE ARE the reds", "I'M ON red", dictation's "WERE blue"),
    a "the" allowed between. A ``we_are`` word that is also a verb of others ("were": "the
    defenders WERE blue") counts only where the word before it is none of ``we_are_not_after``
    (a subject: "they", "defenders", a team's name), nor "other" or a name two words before."""
    langs = langs_of(vocabularies)
    said = words_listed(langs, "we_are")
    colours = _colours(langs)[0]
    if not said or (not known and colours.keys().isdisjoint(words_of(text))):
        return None  # no team named at all (most messages): none is the writer's
    sides = _side_reading(langs)
    words = tokens(text, _numbers_but(langs, spelled), sides.penalty)
    names = [tuple(message_words(n, vocabularies, spelled)) for n in known]
    subjects, phrases = _we_are_phrases(langs)
    verbs_of_others = words_listed(langs, "we_are_also_others")
    kept = 0
    for i, word in enumerate(words):
        named = word in colours or any(n and tuple(words[i : i + len(n)]) == n for n in names)
        if named:
            before = i - 1 if i > 0 and words[i - 1] == "the" else i
            for phrase in phrases:
                if tuple(words[max(0, before - len(phrase)) : before]) != phrase:
                    continue
                start = before - len(phrase)
                if phrase == (phrase[0],) and phrase[0] in verbs_of_others:
                    if start > 0 and words[start - 1] in subjects:
                        break
                    if start > 1 and words[start - 2] in subjects | {"other"}:
                        break
                return kept
        if word not in sides.stop:
            kept += 1
    return None


#: how near a side word and a team's name say the same team ("NOI siamo i ROSSI", "we are
#: BLUE", "i rossi (NOI)"): stop words are not counted
_SAME_TEAM_REACH = 2


def _one_named_role(
    reading: Reading,
    mentions: list[_Mention],
    sides: list[_Mention],
    *,
    we_are: bool = False,
) -> str | None:
    """The role of the one team the message names, where it has one and no side word is said
    beside its name: "we" are then the other team. Two names, or "we" beside the name ("noi
    siamo i rossi"), or the name said as ours ("SOMOS azules", "noi bianchi": ``we_are``, from
    ``_named_as_us``), say nothing of who "we" are."""
    if len(reading.names) != 1 or "teams" in reading.conflicts or we_are:
        return None
    if any(m.ours for m in mentions):  # "were blue": we are the team named
        return None
    (name,) = reading.names
    role = reading.roles.get(name)
    if role is None:
        return None
    said = [m.at for m in mentions if m.name == name]
    if any(abs(s.at - at) <= _SAME_TEAM_REACH for s in sides for at in said):
        return None
    return role


def _doer(side: _Mention, free: list[Match], words: list[str], by: frozenset[str]) -> bool:
    """Whether a side is said as who did what the words right before it say, after a ``by``
    word ("last touched BY them", "mandata fuori DAI loro", "tocada POR ellos"): a player of
    that side did it, as "their 2" does."""
    at = side.at - 1
    return at > 0 and words[at] in by and any(m.end == at - 1 for m in free)


def _a_player(
    side: _Mention,
    words: list[str],
    player: frozenset[str],
    after_commas: Callable[[], frozenset[int]] = frozenset,
) -> bool:
    """Whether a side is said as one of its players ("THEIR 2", "OUR 4", "el 3 de ELLOS", "il
    NOSTRO 1", "their back": ``player``, the numbers and each language's ``side_players``), the
    one who did something: "we", "us", "they" alone ("we're not sure", "do we get a
    knock-in") say which side, never who hit the ball."""
    own = side.at if side.on_next else side.at + 1
    before = words[side.at - 1] if side.at > 0 and not side.on_next else ""
    return (not side.alone and own < len(words) and words[own] in player) or (
        # the player before his side, where a language says whose after him ("el 3 de ELLOS",
        # "el BACK de ellos", "il giocatore LORO"); not the short marks of a number ("n",
        # "nro", "no": "no" is also the negation), said before a number, never a side, nor
        # across a comma ("la sacó su back, NOSOTROS atacábamos": a clause of its own)
        before in _PLAYER_NUMBERS
        or (
            before in player and len(before) > _NUMBER_MARK_LENGTH and side.at not in after_commas()
        )
    )


#: the longest of the marks of a number among the ``side_players`` words ("nro", "num")
_NUMBER_MARK_LENGTH = 3


#: a ball put out by a hit: its subject is the one who hit it ("THEY hit it out")
_HIT_OUT_VERBS = frozenset({"HIT_OUT", "HIT_WIDE"})


def _hitter_out(
    side: _Mention, free: list[Match], after_commas: Callable[[], frozenset[int]] = frozenset
) -> bool:
    """Whether a side said by a pronoun is the subject of a hit that put the ball out: right
    before it ("THEY hit it out", "WE knocked it over", "LORO l'hanno tirata fuori"), the verb
    itself where its ending says "we" ("la TIRAMOS por la tabla", ``we`` words), or right
    after it where a language puts its subject there ("la sacaron ELLOS", "la tiramos
    NOSOTROS"): the side whose player hit it, the other side's role said elsewhere ("we're
    defending"). A pronoun after the verb is not its subject past a comma, nor where a stance
    of its own follows it ("la sacaron, NOSOTROS atacábamos": they hit it, we attacked). Any
    side right before or after a last touch touched it ("ultimo tocco NOSTRO", "ultimo colpo
    LORO", "il NOSTRO tiro" read as "noi ultimo tocco": ``_hits_said_as_nouns``)."""
    if any(m.concepts >= _LAST_TOUCH and side.at in (m.start - 1, m.end + 1) for m in free):
        return True
    if not side.alone:
        return False
    # where the ball is said to have gone out, a plain hit is the one that put it out ("salió
    # por el fondo de ellos, la PEGAMOS nosotros"), unless a restart is told beside it
    went_out = any(m.concepts & _OUT_LINES for m in free) and not any(
        m.concepts & _RESTART_TOLD for m in free
    )
    hits = [m for m in free if m.concepts & _HIT_OUT_VERBS or (went_out and "PLAYED" in m.concepts)]
    if any(side.at <= m.start <= side.at + 1 for m in hits):
        return True
    own_verb = any(m.start == side.at + 1 and _STANCES.keys() & m.concepts for m in free)
    return (
        not own_verb
        and any(m.end == side.at - 1 for m in hits)
        and side.at not in after_commas()  # where the words after a comma start (``_COMMA``)
    )


def _hitter_of_a_side_without_role(
    sides: list[_Mention], roles: dict[str, str] | None, free: list[Match], reading: Reading
) -> None:
    """ "Santa Clara's 4 went for goal, it hit the post, then OUR 2 hit it out over the boards":
    the role the message reads is the shooter's, and the player right before the hit out is of
    a side whose role nothing says (whose goal is "ours" is unsaid). The ball's last hitter is
    then of either team (``HITTER_SIDE_UNSAID``): who hit it out is asked, never the role of
    someone who played it before him (a free hit given to the team that put it out)."""
    for side in sides:
        if roles is not None and side.name in roles:
            continue
        # the role told before the side, by another player's verb ("THEIR 4 shot at goal",
        # never "OUR 3's shot at goal" nor "our back's clearance", the side's own)
        if not any(m.end < side.at and _ROLE_VERBS.keys() & m.concepts for m in free):
            continue
        # the hit right after the side, or after its player ("OUR 2 hit it out", "WE hit it")
        if any(m.start - side.at in (1, 2) and m.concepts & _HIT_OUT_VERBS for m in free):
            reading.concepts.add("HITTER_SIDE_UNSAID")
            return


#: the most words between a move back and its "before Play" ("dropped back TO THE 30 YARD LINE
#: before Play")
_MOVED_BACK_REACH = 4


def _moved_back_before_play(free: list[Match]) -> None:
    """ "Their 2 was at 25 yards but DROPPED BACK to 30 before the ump said play", "se tiró
    atrás antes del play", "è arretrato prima del play": a "before Play" right after a player's
    move back (``MOVED_BACK``) is when he got back, no hit before Play (a penalty against the
    side taking the restart): dropped, unless a hit is told between them ("moved back, then
    hit it before play"). What went wrong, if anything, is asked."""
    backs = [m for m in free if "MOVED_BACK" in m.concepts]
    for early in [m for m in free if "HIT_BEFORE_PLAY" in m.concepts]:
        for back in backs:
            between = [m for m in free if back.end < m.start < early.start]
            if 0 < early.start - back.end <= _MOVED_BACK_REACH and not any(
                m.concepts & _HIT_TOLD for m in between
            ):
                free.remove(early)
                break


#: the last touch before the ball went out ("ultimo tocco", "colpita da"): its side touched it
_LAST_TOUCH = frozenset({"LAST_TOUCH"})


#: what a call against a side is: a foul, a penalty, the whistle ("blew for a cross AGAINST US")
_CALLS = frozenset({"FOUL", "HOOKING", "CROSSING", "RIDE_OFF", "RIGHT_OF_WAY"}) | frozenset(
    {"FOUL_SHOT", "PENALTY_ANY", "STOPPED", "DANGEROUS"}
)


def _called_against(side: _Mention, free: list[Match]) -> bool:
    """Whether a side said by a pronoun is the one a call was against, right after the
    "against" of a foul, a penalty or a whistle a few words before ("foul against US", "pen 4
    against US", "the ump blew for a cross against US"): the side that committed it, as a
    team's name there is (``_mark``), its role said elsewhere ("we scored")."""
    if not side.alone:
        return False
    marker = next((m for m in free if "AGAINST" in m.concepts and m.end + 1 == side.at), None)
    return marker is not None and any(
        m.concepts & _CALLS and marker.start - NEAR <= m.end < marker.start for m in free
    )


#: how many words after a fair play possession the team it was given to may be ("fair play
#: ball inside their 60 FOR US")
_GIVEN_REACH = 5


def _given_to(mention: _Mention, match: Match, words: list[str], awarded: frozenset[str]) -> bool:
    """Whether ``mention`` is the team or side a fair play possession (``match``) was given
    to: a few words after it with a word that says to whom right before it ("FOR us", "GIVEN
    to us", "PARA nosotros", "PER noi"), or a team's name right after it ("possession to the
    blues": "to" is a stop word). A side right after it is the next clause's subject as often
    ("fair play possession? WE were attacking")."""
    at = mention.at
    if not match.end < at <= match.end + _GIVEN_REACH:
        return False
    return words[at - 1] in awarded or (at == match.end + 1 and not mention.pov)


def _holder(
    side: _Mention,
    free: list[Match],
    words: list[str],
    given: tuple[tuple[Match, ...], frozenset[str]],
) -> bool:
    """Whether a side is the team that had the ball: a few words before those that say so ("WE
    had the ball", "NOI eravamo in possesso"), or the one a fair play possession (of
    ``given``'s awards) was given to ("fair play possession for US"): only the team in
    possession keeps it (22.h). A verb that says the side is that phrase's own first word
    ("TENÍAMOS la bocha")."""
    awards, awarded = given
    before = (m.start - NEAR <= side.at <= m.start for m in free if "POSSESSION" in m.concepts)
    return any(before) or any(_given_to(side, m, words, awarded) for m in awards)


def _awards_told(
    free: list[Match], text: str, vocabularies: tuple[Vocabulary, ...]
) -> tuple[Match, ...]:
    """The fair play possessions the message tells as given: not one a question asks about
    ("is it fair play possession for us?", a clause ending in "?"), whose disadvantage is the
    umpires' call, never the asker's word."""
    awards = tuple(m for m in free if "FAIR_PLAY" in m.concepts)
    if not awards or "?" not in text:
        return awards
    for clause in _CLAUSE_ASKED.finditer(text):
        said, _, _ = linked_words(clause.group(), vocabularies)
        if any("FAIR_PLAY" in m.concepts for m in phrases_in(said, vocabularies)):
            return ()
    return awards


def _fair_play_given(
    awards: tuple[Match, ...],
    mentions: list[_Mention],
    words: list[str],
    reading: Reading,
    *,
    awarded: frozenset[str],
) -> None:
    """A fair play possession given to a team ("fair play possession for us", "to the blues",
    "posesión por fair play para nosotros") says that team had the ball and that the stop
    significantly disadvantaged it: 22.h gives it to the team in possession only so. Its role
    is the team's own (a name's or a side's, read as every other mention of it)."""
    for match in awards:
        given = [
            m
            for m in mentions
            if (m.name is not None or m.pov) and not m.owns and _given_to(m, match, words, awarded)
        ]
        if given:
            reading.concepts |= {"POSSESSION", "HURT"}
            return


def _measured_from(side: _Mention, free: list[Match]) -> bool:
    """A distance said right before a side's goal ("40 yards from OUR goal", "30 yds from
    THEIR goal"): the goal is then a place, never a goal scored. A side that is a stop word
    stands on its next word, so either way the distance ends right before ``side.at``."""
    return any("YARDS_FROM" in m.concepts and m.end == side.at - 1 for m in free)


def _owned_place(
    side: _Mention,
    free: list[Match],
    words: list[str],
    linked: frozenset[int],
    owned: frozenset[str],
) -> Match | None:
    """The place a side owns: a place word right after it ("OUR back line", "THEIR 60", the
    side a stop word before its word), or right before it with an "of" between ("el arco de
    ELLOS", "le 60 di LORO"). A side after a player's number is that player's ("el 1 de ELLOS
    por el fondo": he hit it over the end line), and a pronoun is no possessive ("given to US
    inside their 60"): neither owns a place after it."""
    numbered = side.at > 0 and words[side.at - 1] in _PLAYER_NUMBERS and not side.on_next
    first = side.at if side.on_next else side.at + 1
    after = [p for p in (first, first + 1) if p < len(words) and words[p] in owned | {"60"}]
    if numbered or side.alone:
        after = []
    linked_before = side.at > 0 and side.at in linked
    # a possessive after its place ("il fondo LORO"), no player's ("il fondo, LORO 2 …")
    after_place = side.after_owned and not _a_number_after(side, words)
    before = (
        side.at - 1
        if (linked_before or after_place) and words[side.at - 1] in owned | {"60"}
        else None
    )
    for match in free:
        if not match.concepts & _PLACES:
            continue
        if any(p in match.positions for p in after[:1]) or before in match.positions:
            return match
    return None


def _beside(side: _Mention, match: Match, words: list[str]) -> bool:
    """A side right before a phrase ("OUR knock in", "WE scored", "THEIR knock in"), or right
    after it, not as a player's number's side ("saque NUESTRO", "gol de ELLOS"; not "knock
    in, OUR 4 …")."""
    if side.at == match.start - (0 if side.on_next else 1):
        return True
    numbered = side.at + 1 < len(words) and words[side.at + 1].isdigit()
    return not side.on_next and side.at == match.end + 1 and not numbered


def _players_verb(side: _Mention, match: Match, words: list[str], player: frozenset[str]) -> bool:
    """A side's player right before a phrase, its subject ("OUR 1 scored", "THEIR 3 knocked
    in"): what he did his side did, as "WE scored" says."""
    own = side.at if side.on_next else side.at + 1
    return not side.alone and own < len(words) and words[own] in player and match.start == own + 1


#: what a foul is, for who committed it ("foul by their 2", "OUR 3 hooking")
_FOULS = frozenset({"FOUL", "HOOKING", "CROSSING", "RIDE_OFF", "RIGHT_OF_WAY"})


def _fouler(
    free: list[Match],
    mentions: list[_Mention],
    words: list[str],
    linked: frozenset[int],
    reading: Reading,
    *,
    by: frozenset[str],
    owners: tuple[list[_Mention], dict[str, str] | None] = ([], None),
    players: frozenset[str] = frozenset(),
) -> None:
    """Who committed a foul: a team or side with its role right after it with an "of" or a
    "by" between ("foul of their 2", "fouled by blue", "foul del 3 de rojo", "fallo del loro
    4"): ``AGAINST_<role>``, as "a foul against red" says (the foul was confirmed against that
    team); so does a side's possessive on the foul itself ("OUR foul", "THEIR hook", "un foul
    NUESTRO", "fallo LORO": ``owners``, the sides said and their roles, ``_side_fouled``).
    Another team named in the message (the scorer) is not the one who fouled. A side's
    player said with no "by" or "of" ("OUR 3 fouled", "our 3 was hooked": the stop word "was"
    is gone; "il nostro 2 ha subito fallo") may have fouled or been fouled: both are said, so
    which team is asked, never read from the role he has."""
    for match in free:
        if not match.concepts & _FOULS:
            continue
        # a side right after a call's "against" is the marker's (``_called_against``, ``_mark``)
        against = {m.end + 1 for m in free if m.concepts & {"AGAINST", "FOUL_ON"}}
        if any(m.pov and m.role is not None and m.at in against for m in mentions):
            return  # the side the call was against is said: no other side is asked about
        with_role = [
            m for m in mentions if m.role is not None and not m.owns and m.at not in against
        ]
        after = [
            m
            for m in with_role
            if match.end < m.at <= match.end + NEAR
            and (
                m.at in linked
                or words[m.at - 1] in by
                or _numbered_after_of(m, words, linked, players)
            )
        ]
        found = min(after, key=lambda m: m.at, default=None)
        if found is not None and found.role is not None:
            reading.concepts.add(f"AGAINST_{found.role}")
            return
        owner = _side_fouled(match, owners, words)
        if owner is not None:
            reading.concepts.add(f"AGAINST_{owner}")
            return
        if any(m.pov for m in with_role):
            reading.concepts |= {"AGAINST_ATT", "AGAINST_DEF"}
            return


def _side_fouled(
    foul: Match, owners: tuple[list[_Mention], dict[str, str] | None], words: list[str]
) -> str | None:
    """The role of the side whose foul it is, said as its possessive right on the foul ("the
    whistle was for OUR foul", "blew THEIR hook", "un foul NUESTRO", "un fallo LORO"): a
    side's foul is one it committed, as a team's is; a side's player ("OUR 3 fouled") may
    have fouled or been fouled, and is no possessive (``_beside``: no number after it)."""
    sides, roles = owners
    if not roles:
        return None
    for side in sides:
        if side.name in roles and not side.alone and _beside(side, foul, words):
            return roles[side.name]
    return None


def _numbered_after_of(
    side: _Mention, words: list[str], linked: frozenset[int], players: frozenset[str] = frozenset()
) -> bool:
    """A side or team after its player's number, the number after an "of" ("foul del 3
    NUESTRO", "foul del 3 ROJO": the colour right after the number, as "el 3 de rojo" says);
    ``players``, the words for a player or his number, may say him in two ("falta del NÚMERO
    TRES colorado", "foul de un JUGADOR rojo": the "of" before the first)."""
    if not (side.pov or side.name is not None) or side.at < 1:
        return False
    number = side.at - 1
    if number in linked and words[number] in _PLAYER_NUMBERS:
        return True
    if side.name is None or words[number] not in players:
        return False
    # "de un JUGADOR verde" (one word), "del NÚMERO DOS verde" (two)
    return number in linked or (
        number >= 1 and number - 1 in linked and words[number - 1] in players
    )


#: "a foul ON" a side (``FOUL_ON``) is against it only where the side is a team or a role ("a
#: foul on red", "foul on the attackers": a call's words); on a player or a side said by "we" or
#: "they" ("a foul on their 2", "on them") it is one he committed as often as one he suffered,
#: so both are said and whose foul it was is asked
_MARKERS = ("OFF", "AGAINST", "FOUL_ON")
#: a bound before a number of yards: "more than", "less than"
_BOUNDS = frozenset({"YARDS_MORE", "YARDS_LESS"})


def _clause_ends(words: list[str], breaks: frozenset[str]) -> tuple[int, ...]:
    """The positions of the words that end a clause ("but", "pero", "ma")."""
    return tuple(at for at, word in enumerate(words) if word in breaks)


def _mark(
    free: list[Match],
    mentions: list[_Mention],
    reading: Reading,
    linked: frozenset[int],
    clause_ends: tuple[int, ...] = (),
    *,
    players: tuple[list[str], frozenset[str]] = ([], frozenset()),
) -> None:
    """Markers before a team, and whose 60. A marker's team is in its own clause: "off their
    horse BUT the ump gave it to them" is off no umpire's horse. ``players``: the message's
    words and the words for a player (his number, "jugador")."""
    for match in list(free):
        markers = [c for c in match.concepts if c in _MARKERS]
        if markers:
            ends = [at - match.end - 1 for at in clause_ends if at > match.end]
            reach = min([NEAR, *ends])
            if "OFF" in markers:
                # "off HIS OWN HORSE so THEY take it": the marker's object is already said
                # (the hitter's own horse, his own hit out); a team after it is someone else
                # in another clause, never what the ball came off
                reach = min(
                    [reach] + [m.start - match.end - 1 for m in free if _own_horse_after(m, match)]
                )
            side = _next(mentions, match.end, reach, umpire=free)
            target = side.role if isinstance(side, _Mention) else side
            if (
                side is None
                and "OFF" in markers
                and _player_next(mentions, match.end, reach, players)
            ):
                # off a player whose side the words do not give ("off the horse of GREY's 1",
                # "rozó el caballo de SU 2": "su" is his as well as theirs): an opponent or a
                # team-mate, which the ruling turns on (``OFF_PLAYER``)
                reading.concepts.add("OFF_PLAYER")
            elif side is None and "OFF" in markers and _horse_next(free, match, reach):
                # off a horse no team is said before ("pegó en MI caballo", "off my pony": the
                # writer's role may be unsaid or said far away): whose horse it was, the
                # hitter's side or the other, decides the free hit, so it is asked, never
                # taken as the hitter's own hit out (``OFF_PLAYER``)
                reading.concepts.add("OFF_PLAYER")
            if target is not None:
                for marker in markers:
                    if marker != "FOUL_ON":
                        reading.concepts.add(f"{marker}_{target}")
                    elif isinstance(side, _Mention) and side.pov:
                        reading.concepts |= {"AGAINST_ATT", "AGAINST_DEF"}
                    else:
                        reading.concepts.add(f"AGAINST_{target}")
            elif "FOUL_ON" in markers:
                # "a foul on red" where red's role is unsaid: a foul is still said (whose is
                # asked), never lost with its marker ("foul on red at the horn" is no ball out)
                reading.concepts.add("FOUL")
            free.remove(match)
            continue
        if "SIXTY_IN" in match.concepts:
            owner = _around(mentions, match.start, match.end, linked)
            if owner is not None:
                free.remove(match)
                reading.concepts.add(f"SIXTY_OF_{owner}")


def _own_horse_after(match: Match, marker: Match) -> bool:
    """Whether ``match`` is the hitter's own horse said after ``marker``."""
    return "OWN_HORSE" in match.concepts and match.start > marker.end


def _horse_next(free: list[Match], marker: Match, reach: int) -> bool:
    """Whether a marker's own words or the few after it name a horse of no one said (not the
    hitter's own: ``OWN_HORSE`` is its own phrase)."""
    return "HORSE" in marker.concepts or any(
        "HORSE" in m.concepts
        and "OWN_HORSE" not in m.concepts
        and marker.end < m.start <= marker.end + reach
        for m in free
    )


def _player_next(
    mentions: list[_Mention], after: int, reach: int, players: tuple[list[str], frozenset[str]]
) -> bool:
    """Whether the few words after a marker name a team whose role is unknown, or a player
    (his number, "jugador") of no side said."""
    words, player = players
    return any(
        m.name is not None and m.role is None and not m.owns and after < m.at <= after + reach
        for m in mentions
    ) or any(w in player for w in words[after + 1 : after + 1 + reach])


def _next(
    mentions: list[_Mention], after: int, reach: int, umpire: list[Match]
) -> _Mention | str | None:
    """The team (or ``"UMPIRE"``) the few words after a marker name, the nearest first; that
    word is used up."""
    found: list[tuple[int, str, object]] = []
    for match in umpire:
        if "UMPIRE" in match.concepts and after < match.start <= after + reach:
            found.append((match.start, "UMPIRE", match))
    for mention in mentions:
        if not mention.used and mention.role and after < mention.at <= after + reach:
            found.append((mention.at, mention.role, mention))
    if not found:
        return None
    _, who, what = min(found, key=lambda f: f[0])
    if isinstance(what, _Mention):
        what.used = True
        return what
    if isinstance(what, Match):
        umpire.remove(what)
    return who


def _around(mentions: list[_Mention], start: int, end: int, linked: frozenset[int]) -> str | None:
    """Whose 60, as a role: the team ``_owner_of`` finds, that word used up."""
    owner = _owner_of(mentions, start, end, linked)
    if owner is None or not owner.role:
        return None
    owner.used = True
    return owner.role


def _owner_of(
    mentions: list[_Mention], start: int, end: int, linked: frozenset[int]
) -> _Mention | None:
    """Whose 60: a team inside the phrase ("inside BLUE's 60"), else right after it with an
    "of" between ("los 60 de AZUL", "the 60 of BLUE"), else right before it ("BLUE 60"). A
    team right after it with no "of" is the next clause's ("inside the 60 RED hit it"). A
    pronoun ("given to US inside their 60") owns nothing."""
    inside = list(range(start + 1, end))
    after = [end + 1] if end + 1 in linked else []
    for places in (inside, after, [start - 1]):
        for mention in mentions:
            if mention.used or mention.name is None or mention.alone:
                continue
            if mention.at in places:
                return mention
    return None


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def _first_words_of(langs: tuple[str, ...], concept: str) -> frozenset[str]:
    """The first word of each phrase of ``concept`` in ``langs`` ("yardas" of "yardas de")."""
    found: set[str] = set()
    for lang in langs:
        for text in vocabulary(lang).concepts.get(concept, ()):
            said = words_of(text)
            found.update(said[:1])
    return frozenset(found)


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def _units(langs: tuple[str, ...]) -> frozenset[str]:
    """The words that may follow a distance: its unit ("yards", "yardas", "yarde") or what it
    is measured from ("from", "off", "dalla"), the first and last words of each language's
    ``YARDS_FROM`` phrases ("yards from", "yarde dalla")."""
    found: set[str] = set()
    for lang in langs:
        for text in vocabulary(lang).concepts.get("YARDS_FROM", ()):
            said = words_of(text)
            found.update((said[0], said[-1]) if said else ())
    return frozenset(found)


def _not_distances(words: list[str], vocabularies: tuple[Vocabulary, ...]) -> set[int]:
    """The numbers that are no distance from a post or the boards: those with no unit and no
    "from" after them. "Their 4 hit it over the boards", "il loro 1 la spara sulla sponda" are
    a player's number, and the ball went over the boards; "3 yards from the post", "10 from
    the boards", "a 2 yardas del poste" say how far."""
    units = _units(langs_of(vocabularies))
    return {
        at
        for at, word in enumerate(words)
        if word.isdigit() and (at + 1 >= len(words) or words[at + 1] not in units)
    }


#: a line or goal a distance is measured from ("40 yds from our back line"): a place, no crossing
_MEASURED_FROM = frozenset(
    {"END_LINE", "OWN_END_LINE", "GOAL_WORD", "OWN_GOAL_WORD", "TOWARD_GOAL"}
)
#: "yards from", "yardas de", "yarde dalla" (each language's ``YARDS_FROM``)
_YARDS_FROM = frozenset({"YARDS_FROM"})
#: the 60-yard line: a point nearer an end line than this is inside that end's 60 (the rule's
#: figure, never written again here)
_SIXTY = SIXTY_YARD_LINE.value


#: how near the umpire no player may be at a throw-in (Rule 20: 5 yards)
_UMPIRE_CLEARANCE = THROW_IN_UMPIRE_CLEARANCE.value
#: a throw-in said: the line-up, the match's opening one, or what goes wrong in it
_THROW_IN_SAID = frozenset({"LINE_UP", "OPENING", "LINE_UP_PROBLEM", "BALL_IN_LINE_UP"})


def _yards_from_the_umpire(free: list[Match], words: list[str], reading: Reading) -> None:
    """ "Al lancio il loro 2 stava a 3 metri dall'arbitro", "at the throw-in their 2 was 2 yards
    from the umpire", "en el throw in el 3 estaba a 2 metros del referí": a player nearer the
    umpire than the throw-in's clearance (Rule 20: 5 yards), with a throw-in said, is the
    player too close to him (``RUSHED_UMPIRE``). A distance at the clearance or beyond says no
    violation, and nothing is read from it; metres are read as yards (a metre is less, so
    "4 metri" is inside 5 yards too, and "5 metri" is not read)."""
    if not any(m.concepts & _THROW_IN_SAID for m in free):
        return
    for match in [m for m in free if m.concepts == _YARDS_FROM]:
        number = match.start - 1
        if number < 0 or not words[number].isdigit():
            continue
        umpire = next(
            (m for m in free if m.start == match.end + 1 and "UMPIRE" in m.concepts), None
        )
        if umpire is None:
            continue
        free.remove(match)
        if int(words[number]) < _UMPIRE_CLEARANCE:
            reading.concepts.add("RUSHED_UMPIRE")


def _measured_from_end_line(free: list[Match], words: list[str], reading: Reading) -> None:
    """ "over the boards 40 yds from our back line", "a 30 yardas del fondo", "a 20 yarde dalla
    linea di fondo": an end line (or a goal) a number of yards is measured from says where the
    ball was, never that it went over that line; nearer than the 60-yard line, it is inside
    that end's 60, this goal's (the goal nearest to what happened)."""
    for match in [m for m in free if m.concepts == _YARDS_FROM]:
        free.remove(match)
        number = match.start - 1
        if number < 0 or not words[number].isdigit():
            continue
        line = next(
            (
                m
                for m in free
                if m.start in (match.end + 1, match.end + 2) and m.concepts & _MEASURED_FROM
            ),
            None,
        )
        if line is None:
            continue
        free.remove(line)
        if int(words[number]) < _SIXTY:
            reading.concepts.add("THIS_60")


#: the end line said crossed ("over the end line", "por el fondo", "largo sul fondo")
_END_LINE_CROSSED_SAID = _END_LINE_CROSSED | {"OWN_END_LINE"}


def _earlier_crossing_dropped(
    text: str,
    free: list[Match],
    mentions: list[_Mention],
    sides_at: list[_Mention],
    told: tuple[tuple[Vocabulary, ...], frozenset[str]],
) -> None:
    """ "Tiro largo sul fondo, POI palla fuori dalle sponde: che si fa adesso", "first it went
    over the boards and was thrown in, THEN our 2 shot wide": two balls out told in order, with
    a ``sequence_then`` word between them, are two events, and the message asks about the
    later one (the earlier one's restart was taken). What is told before that word (its line,
    its hitter, its team) is dropped: it must not answer the later ball's questions, which are
    asked where the later words leave them open. Only where the end line is said on one side
    of the word and the boards on the other, which one ball cannot both have crossed: "è uscita
    dal fondo e poi la sirena, avevano tirato larghi" is one ball out told twice
    (``_out_and_period_end_in_order``), and "tira larga, poi al play il loro 4 è a 15 yard dalla
    nostra linea di fondo" tells the knock-in of that same ball."""
    sides = [m.start for m in free if "SIDE_BOARDS" in m.concepts]
    ends = [m.start for m in free if m.concepts & _END_LINE_CROSSED_SAID]
    if not sides or not ends:
        return
    vocabularies, spelled = told
    then = words_listed(langs_of(vocabularies), "sequence_then")
    if then.isdisjoint(words_of(text)):
        return
    tokens_said, kept = kept_at(text, vocabularies, spelled)
    for at in reversed(range(len(tokens_said))):
        if tokens_said[at] not in then:
            continue
        boundary = sum(1 for k in kept if k < at)  # the first word after "then"
        side_first = max(sides) < boundary <= min(ends)
        if side_first or max(ends) < boundary <= min(sides):
            free[:] = [m for m in free if m.start >= boundary]
            mentions[:] = [m for m in mentions if m.at >= boundary]
            sides_at[:] = [m for m in sides_at if m.at >= boundary]
            return


#: an end line, a goal said as a line ("near our goal"), and the side: one of them named as a
#: place beside the other is where the ball was, not a second line it crossed (``_END_LINES``)
_SIDE = frozenset({"SIDE_BOARDS"})
#: how many words back a place word may stand before its line ("near OUR back line", "by
#: GREEN's backline", "vicino ALLA LORO linea di fondo"): the line's owner may sit between
_PLACE_WORD_REACH = 3


def _line_as_place(
    free: list[Match], words: list[str], reading: Reading, langs: tuple[str, ...]
) -> None:
    """ "Over the back line about a yard from the boards", "out the side very near our back
    line", "fuori laterale vicinissimo alla loro linea di fondo", "out the side near our goal":
    a message that names both an end line and the side, one of them after a place word (each
    language's ``place_near``: "near", "close", "next", "by", "vicino"; or ``place_from``:
    "from"), crossed the other; the one after the place word is where. Read as a second line
    crossed, both lines were a conflict and the walk stopped at its first question. The side
    named as near is the end line by the board (``NEAR_BOARD``); measured from ("a yard from",
    no figure: a figure is ``_yards``'s) it is only a place, asked. An end line named as near
    is dropped: the ball went over the side inside that end's 60 (``THIS_60``), as "10 yards
    from the end line" is (``_measured_from_end_line``); "from" the end line with no figure
    leaves the zone asked. Both named as places, or neither, stay as said (asked)."""
    ends = [m for m in free if m.concepts & _END_LINES]
    sides = [m for m in free if m.concepts & _SIDE]
    if not ends or not sides:
        return
    near_words = words_listed(langs, "place_near")
    from_words = words_listed(langs, "place_from")
    if not near_words and not from_words:
        return
    place_words = near_words | from_words
    taken = {p for m in free for p in m.positions}

    def place_word_at(line: Match) -> int | None:
        """Where the place word before ``line`` (or its own first word) stands."""
        if words[line.start] in place_words and len(line.positions) > 1:
            return line.start
        for at in range(line.start - 1, max(-1, line.start - 1 - _PLACE_WORD_REACH), -1):
            if words[at] in place_words:
                return at
            if at in taken:  # another phrase between: the place word is not this line's
                return None
        return None

    end_at = [place_word_at(m) for m in ends]
    side_at = [place_word_at(m) for m in sides]
    ends_placed = [at is not None for at in end_at]
    sides_placed = [at is not None for at in side_at]
    if all(ends_placed) and not any(sides_placed):
        for line, at in zip(ends, end_at, strict=True):
            free.remove(line)
            _drop_place_intensifier(free, words, at, langs)
            if at is not None and words[at] in near_words:
                reading.concepts.add("THIS_60")
    elif all(sides_placed) and not any(ends_placed):
        for line, at in zip(sides, side_at, strict=True):
            assert at is not None
            if any(words[b].isdigit() for b in range(max(0, at - 2), at)):
                continue  # "2 yards from the boards": how near is ``_yards``'s
            free.remove(line)
            _drop_place_intensifier(free, words, at, langs)
            if words[at] in near_words:
                free.append(Match(frozenset({"NEAR_BOARD"}), line.positions))
        free.sort(key=lambda m: m.start)


def _drop_place_intensifier(
    free: list[Match], words: list[str], at: int | None, langs: tuple[str, ...]
) -> None:
    """The words of the place ("RIGHT NEXT to the boards", "JUST by the back line") are no
    phrase of their own: "right" is no side of a goal, "next" no question of what comes
    next."""
    if at is None:
        return
    intensifiers = words_listed(langs, "place_near_intensifiers")
    span = {at}
    if at > 0 and words[at - 1] in intensifiers:
        span.add(at - 1)
    free[:] = [m for m in free if not set(m.positions) <= span]


#: where a ball hit out went: with one said, "hit it out" is that ball's, never a knock-in
_OUT_OVER = frozenset({"END_LINE", "OWN_END_LINE", "SIDE_BOARDS", "SHOT_WIDE", "WIDE", "NEAR_POST"})


def _knocked_in_before_play(
    free: list[Match], reading: Reading, words: list[str], langs: tuple[str, ...]
) -> None:
    """ "Sacó antes del play", "la saca antes de que digan play": a verb that is also the ball
    hit out ("la sacó por el fondo") right before "before Play" is the knock-in taken too soon:
    nobody hits the ball out before Play is called, and Play is called only at a restart. With
    a line or the boards said, the verb is that ball's (the hit out) and stays so. So is a
    plain hit with the ball put in ("he HIT IT IN before the ump said play", "hits it in
    early"; each language's ``hit_in``): the hit-in is the knock-in, where no other restart is
    said."""
    if any(m.concepts & _OUT_OVER for m in free):
        return
    early = [m.start for m in free if "HIT_BEFORE_PLAY" in m.concepts]
    if not early:
        return
    for match in [m for m in free if m.concepts == {"HIT_OUT"}]:
        if match.end + 1 in early:
            free.remove(match)
            reading.concepts.add("KNOCK_IN")
    put_in = words_listed(langs, "hit_in")
    if not put_in or any(m.concepts & _ANOTHER_RESTART for m in free):
        return
    for match in [m for m in free if m.concepts == {"PLAYED"}]:
        after = match.end + 1
        if after < len(words) and words[after] in put_in and after + 1 in early:
            free.remove(match)
            reading.concepts.add("KNOCK_IN")


def _knock_in_told(
    free: list[Match], reading: Reading, words: list[str], langs: tuple[str, ...]
) -> None:
    """A knock-in told by what happened at it, not by its name: taken before Play, or played
    by a player who was changing horses; and a penalty named beside its fault, its cost."""
    _knocked_in_before_play(free, reading, words, langs)
    _changing_horses_at_knock_in(free, reading)
    _penalty_a_knock_in_cost(free, reading, words, langs)


#: what the team knocking in can do wrong at its knock-in that costs it a penalty (22.a)
_KNOCK_IN_FAULTS = frozenset({"HIT_BEFORE_PLAY", "PASSED_BALL"})


def _penalty_a_knock_in_cost(
    free: list[Match], reading: Reading, words: list[str], langs: tuple[str, ...]
) -> None:
    """ "Red 4 hit the KI before the ump said play, isn't that a pen?", "sacó de fondo antes
    del plei y le dieron penal a los otros", "nochin battuto prima del plei, loro dicono
    penalti": a penalty named with no number beside a knock-in and its fault is what the fault
    costs (22.a's Penalty 4), the umpire's call or the writer's question, never a foul shot
    being taken. Read as one, the message named two restarts and stopped at the first
    question. A numbered penalty ("Penalty 2 … hit before Play") names the shot taken, and is
    left as said; so is one offered as the other alternative ("on the knock in OR the pen,
    whatever it was"): which restart it was is then the question."""
    said = reading.concepts.union(*(m.concepts for m in free))
    if said.isdisjoint(_KNOCK_IN_NAMES) or said.isdisjoint(_KNOCK_IN_FAULTS):
        return
    named = words_listed(langs, "penalty")
    alternatives = words_listed(langs, "alternatives")

    def its_cost(match: Match) -> bool:
        offered = match.start > 0 and words[match.start - 1] in alternatives
        return not offered and any(words[at] in named for at in match.positions)

    free[:] = [m for m in free if not (m.concepts == {"FOUL_SHOT"} and its_cost(m))]


#: a player's play on the ball, or his getting into the play
_PLAYS_IT = frozenset({"PLAYED", "INVOLVED", "HIT_AGAIN"})


def _changing_horses_at_knock_in(free: list[Match], reading: Reading) -> None:
    """ "Estaba cambiando caballo en el saque de ellos, entró de atrás y jugó la bocha", "their
    2 was changing horses at our knock-in and came on and played it": horses are changed off the
    field, so a player changing horses at a knock-in who then plays the ball is a player off the
    field who played it (``OFF_FIELD_PLAYED``, 22.a); whether he was onside is then asked. Only
    a play said after the change: before it, the play may be anyone's."""
    changes = [m.start for m in free if "CHANGING_HORSES" in m.concepts]
    if not changes or not any(m.concepts & _KNOCK_IN_NAMES for m in free):
        return
    if any(m.concepts & _PLAYS_IT and m.start > min(changes) for m in free):
        reading.concepts.add("OFF_FIELD_PLAYED")


#: a goal said as scored (not the place "goal", which may be where the ball went out)
_GOAL_SCORED = frozenset({"GOAL", "WE_SCORED"})
#: what keeps a player from the line-up after a goal: away changing horses, late, slow back, or
#: not back with no why said ("we scored and two of theirs weren't back", "no vuelven al centro")
_AWAY_FROM_LINE_UP = frozenset({"CHANGING_HORSES", "LATE_PLAYER", "SLOW_RETURN", "NOT_BACK"})
#: what goes wrong in the line-up itself: it is the line-up's only where the line-up is said too
_IN_LINE_UP = frozenset({"JOSTLING", "RUSHED_UMPIRE"})
#: slow, said by a knock-in's words ("came back slowly", "volvía despacito", "viene re
#: cansado, despacio"): after a goal, with no other restart said, the slow return to its line-up
_SLOW_WORDS = frozenset({"SLOW_OPP", "SLOW"})
#: a restart other than the line-up, or a ball out, whose slow player the slow words may be
_ANOTHER_RESTART = _OUT_OF_PLAY | frozenset(
    {"KNOCK_IN", "WE_KNOCK_IN", "THEY_KNOCK_IN", "KNOCKING_TEAM", "FOUL_SHOT", "FREE_HIT_60"}
    | {"PENALTY_ANY", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6", "OWN_GOAL_WORD"}
)


#: the end of a period said: the horn, or the period's end in words
_PERIOD_ENDS = frozenset({"HORN", "PERIOD_END"})
#: a ball out said, or a shot hit wide (over the end line, where a horn may have ended play first)
_WENT_OUT_OR_WIDE = _WENT_OUT | {"HIT_WIDE"}
#: concepts only a rule here makes, from several things said together: no phrase says them
ONLY_FROM_RULES = frozenset({"ORDER_TOLD", "HITTER_SIDE_UNSAID"})


def _out_and_period_end_in_order(
    free: list[Match],
    said: tuple[str, frozenset[str]],
    reading: Reading,
    vocabularies: tuple[Vocabulary, ...],
) -> None:
    """ "The horn went and THEN it rolled over the back line", "salió DESPUÉS de la chicharra",
    "la sirena è suonata PRIMA che uscisse": a ball out and the period's end told in an order
    (a ``sequence`` word of the language with both said) may have gone out after the period
    ended, when the ball was dead in the field and where it went out is not how the next
    period starts; or before. How the period ended is asked (``ORDER_TOLD``), never taken from
    the ball out, unless the order words plainly put the ball out first
    (``_out_told_first``: "uscita PRIMA DELLA sirena", "è uscita E POI la sirena"). Said at
    one moment ("RIGHT AS the bell went their 1 knocked it over", "JUSTO CON la bocina",
    "PROPRIO MENTRE suonava la sirena") the words say neither order, and the ball may have
    crossed after the horn: asked the same, those two answers offered
    ([partly.period_ended_how]). Said together ("as the bell went, their shot went wide", "at
    the horn") the ball out is how it ended."""
    if not any(m.concepts & _PERIOD_ENDS for m in free):
        return
    # play that went on after the horn ("the horn went but they played on and red hit it wide"):
    # the ball out may have come after the period ended, whatever order words say or do not say
    if any("PLAY_WENT_ON" in m.concepts for m in free) and any(
        m.concepts & _WENT_OUT_OR_WIDE for m in free
    ):
        reading.concepts.add("ORDER_TOLD")
        return
    if not any(m.concepts & _WENT_OUT for m in free):
        return
    if _said_at_one_moment(free):
        reading.concepts.add("ORDER_TOLD")
        return
    text, spelled = said
    langs = langs_of(vocabularies)
    if words_listed(langs, "sequence").isdisjoint(words_of(text)):
        return
    if not _out_told_first(free, kept_at(text, vocabularies, spelled), langs):
        reading.concepts.add("ORDER_TOLD")


def _played_after_the_umpire(
    free: list[Match],
    umpire_at: list[int],
    said: tuple[str, frozenset[str]],
    reading: Reading,
    vocabularies: tuple[Vocabulary, ...],
) -> None:
    """ "It hit the ump's horse, THEN our 1 hit it out", "pegó en el caballo del referí, LUEGO
    su 2 la tiró afuera", "ha preso il cavallo dell'arbitro, POI il nostro uno l'ha colpita":
    a player's hit told after a ``sequence_then`` word that follows the ball coming off the
    umpire is a later touch, so the umpire's was not the last and the ball is not thrown in
    (22.e(3) is for a ball that went out off him): the ball was played again (``HIT_AGAIN``),
    and who put it out is asked. A hit told before the umpire ("their 2 hit it, then it came
    off the ump's horse and out") is the hit he deflected, and leaves the umpire's touch.
    ``umpire_at``: where the umpire was said (the message's words)."""
    if "OFF_UMPIRE" not in reading.concepts:
        return
    hits = [m.start for m in free if m.concepts & _HIT_TOLD]
    if not umpire_at or not hits:
        return
    text, spelled = said
    then = words_listed(langs_of(vocabularies), "sequence_then")
    if then.isdisjoint(words_of(text)):
        return
    tokens_said, kept = kept_at(text, vocabularies, spelled)
    off_at = kept[min(umpire_at)]
    said_then = [at for at, token in enumerate(tokens_said) if token in then and at > off_at]
    if said_then and any(kept[hit] > min(said_then) for hit in hits):
        reading.concepts.add("HIT_AGAIN")


def _said_at_one_moment(free: list[Match]) -> bool:
    """Whether the message puts two things at one moment (a ``SAME_MOMENT`` phrase: "right
    as", "justo cuando", "proprio mentre"): with a ball out and the period's end, the hit or
    the crossing at the horn's very moment, which came first unsaid."""
    return any("SAME_MOMENT" in m.concepts for m in free)


#: what the order words of a ball out and the period's end may say: the ball out came first, the
#: period's end did, or the words do not tell (two of them that disagree, or none of the forms)
_OUT_FIRST, _END_FIRST = "out", "end"


def _out_told_first(
    free: list[Match], told: tuple[list[str], list[int]], langs: tuple[str, ...]
) -> bool:
    """Whether the order words put the ball out before the period's end, by how each is used
    (``told``: the message's tokens, stop words included, and where each kept word is):

    * a word of ``sequence_before`` or ``sequence_after`` used as a preposition, with a stop
      word (an article, "che", "de") between it and the event it governs: that event came after
      ("uscita PRIMA DELLA sirena", "went out BEFORE THE horn", "salió ANTES DE la chicharra":
      the ball out first) or before ("uscita DOPO LA sirena", "è suonata PRIMA CHE uscisse":
      the period's end first);
    * a word of ``sequence_then``, or of ``sequence_after`` used as an adverb (a kept word right
      after it, or nothing: "e subito DOPO suona la fine", "la sirena è venuta DOPO"): the two
      happened in the order they are told ("è uscita e POI la sirena": the ball out first).

    Where the words say nothing of these forms, or say both orders, the order stays asked."""
    tokens_said, kept = told
    events = sorted(
        (kept[m.start], kept[m.end], _END_FIRST if m.concepts & _PERIOD_ENDS else _OUT_FIRST)
        for m in free
        if m.concepts & (_PERIOD_ENDS | _WENT_OUT)
    )
    before = words_listed(langs, "sequence_before")
    after = words_listed(langs, "sequence_after")
    then = words_listed(langs, "sequence_then")
    told_first = events[0][2]
    found: set[str] = set()
    for at, token in enumerate(tokens_said):
        governed = _governed(at, kept, events)
        if token in before and governed is not None:
            found.add(_OUT_FIRST if governed == _END_FIRST else _END_FIRST)
        elif token in after and governed is not None:
            found.add(governed)
        elif token in then or (token in after and _adverb(at, tokens_said, kept)):
            found.add(told_first)
    return found == {_OUT_FIRST}


def _governed(at: int, kept: list[int], events: list[tuple[int, int, str]]) -> str | None:
    """The event a preposition at ``at`` governs: the one that starts after one or more stop
    words right after it ("prima DELLA sirena", "antes DE QUE saliera"), or None."""
    following = next((k for k in kept if k > at), None)
    if following is None or following == at + 1:
        return None  # nothing after it, or a kept word right after: no preposition
    return next((kind for start, _, kind in events if start == following), None)


def _adverb(at: int, tokens_said: list[str], kept: list[int]) -> bool:
    """Whether the word at ``at`` is an adverb: a kept word right after it ("dopo SUONA la
    fine"), or nothing after it ("la sirena è venuta dopo")."""
    return at + 1 == len(tokens_said) or (at + 1) in kept


def _goal_then_line_up(free: list[Match], reading: Reading) -> None:
    """ "We scored and then their 3 went off to change horses", "metimos gol y el 3 de ellos se
    fue a cambiar caballo", "segnamo e poi spintoni allo schieramento": a goal said before what
    went wrong at the line-up is the time of it, as "after our goal" says (``AFTER_GOAL``): the
    line-up after that goal is what the message is about. Said the other way round ("late to
    the line-up, he put it in his own goal") the goal is the later event, and stays the goal."""
    # the bare word "goal" is a goal scored where no ball out is said ("Goal for Green, their
    # 3 peels off to swap ponies"): as _goal_words reads it
    out = any(m.concepts & _OUT_OF_PLAY for m in free)
    scored = _GOAL_SCORED if out else _GOAL_SCORED | {"GOAL_WORD"}
    goals = [m.start for m in free if m.concepts & scored]
    if not goals:
        return
    _slow_back_after_goal(free, min(goals))
    after = [m for m in free if m.start > min(goals)]
    away = any(m.concepts & _AWAY_FROM_LINE_UP for m in after)
    in_line_up = any(m.concepts & _IN_LINE_UP for m in after) and any(
        "LINE_UP" in m.concepts for m in after
    )
    if away or in_line_up:
        reading.concepts.add("AFTER_GOAL")


def _slow_back_after_goal(free: list[Match], goal_at: int) -> None:
    """ "Metimos gol y nuestro 2 volvía despacito", "we scored and their 2 came back slowly",
    "gol di rosso, il 2 torna al passo": slow said after a goal, in the words a knock-in's slow
    opponent is told by (``SLOW_OPP``, ``SLOW``), is a slow return to the line-up after that
    goal (``SLOW_RETURN``) where no other restart nor ball out is said: no knock-in follows a
    goal, so reading it as one left the goal alone and asked its kind, which the message is not
    about. Whether the goal or its line-up is asked stays as for a slow return said as such."""
    if any(m.concepts & _ANOTHER_RESTART for m in free):
        return
    free[:] = [
        Match((m.concepts - _SLOW_WORDS) | {"SLOW_RETURN"}, m.positions)
        if m.start > goal_at and m.concepts & _SLOW_WORDS
        else m
        for m in free
    ]


#: a count of seconds over 22.b's 20 at a foul shot: the taker's 20 seconds went by (at a
#: knock-in a count may be anyone's: the hitter's 10 seconds or an opponent slow to get back)
_FOUL_SHOT_SECONDS = FOUL_SHOT_TIME.value
_FOUL_SHOT_SAID = frozenset({"FOUL_SHOT", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6"})
#: a knock-in said, also by the verb that says who knocked in ("OUR knock-in", "WE knocked in")
_KNOCK_IN_SAID = frozenset({"KNOCK_IN", "WE_KNOCK_IN", "THEY_KNOCK_IN", "KNOCKING_TEAM"})


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def _seconds_words(langs: tuple[str, ...]) -> frozenset[str]:
    """The words of a count of seconds ("seconds", "segundos", "secondi"): the words after the
    number in each language's ``TEN_SEC`` phrases ("10 seconds")."""
    found: set[str] = set()
    for lang in langs:
        for text in vocabulary(lang).concepts.get("TEN_SEC", ()):
            said = words_of(text)
            if len(said) == 2 and said[0].isdigit():
                found.add(said[1])
    return frozenset(found)


#: a count of seconds over 22.a's 10 at a knock-in, ended by the hit: the hitter's 10 seconds
#: went by ("tardó 12 segundos en sacar")
_KNOCK_IN_SECONDS = KNOCK_IN_TIME.value
#: what the hitter does: a count of seconds the hit ends is the time the hitter took; the
#: verb "to hit" is also the hitter's word ("15 secondi prima di BATTERE": Italian "battere"
#: shares the stem of "chi batte")
_HIT = frozenset({"KNOCK_IN", "PLAYED", "HIT_OUT", "HITTER"})
#: the hit said by its verb, not by the restart's name; at a knock-in a shot's verb is its hit
#: too ("il loro 1 aspetta e TIRA dopo 14 secondi")
_HIT_VERB = (_HIT - {"KNOCK_IN"}) | {"SHOT"}
#: how many words after the count the hit that ends it may come ("12 segundos desde el play
#: hasta que pegó": stop words are not counted)
_HIT_REACH = 4


def _too_long_at_a_knock_in(free: list[Match], words: list[str]) -> None:
    """ "Rimessa nostra, il back ci ha messo troppo", "their knock-in took too long": taking too
    long with no count of seconds (a ``TWENTY_SEC`` phrase with no number), at a knock-in and no
    foul shot, is someone slow at the knock-in (``SLOW``): the 20 seconds are the foul shot's
    alone, and who was slow (the hitter, his team, an opponent) is asked."""
    if any(m.concepts & _FOUL_SHOT_SAID for m in free) or not any(
        m.concepts & _KNOCK_IN_SAID for m in free
    ):
        return
    for match in [m for m in free if m.concepts == {"TWENTY_SEC"}]:
        if not any(words[at].isdigit() for at in match.positions):
            free.remove(match)
            free.append(Match(_SLOW, match.positions))


def _seconds_counted(
    free: list[Match], words: list[str], reading: Reading, vocabularies: tuple[Vocabulary, ...]
) -> None:
    """ "Penalty 3 and he took 25 seconds to hit it", "penal 5a, 30 segundos y no le pegaba": a
    count of seconds over the foul shot's 20 says the taker's 20 seconds went by
    (``TWENTY_SEC``): only the taker has them. A count within them says nothing. At a
    knock-in a count may be the hitter's or an opponent's: it is the hitter's 10 seconds
    (``TEN_SEC``) only where the hit ends it, joined by an ``until`` word ("tardó 12 segundos
    en sacar", "pasaron 15 segundos hasta que le pegó"); "tardó 15 segundos en volver y le
    pegamos" says nothing."""
    foul_shot = any(m.concepts & _FOUL_SHOT_SAID for m in free)
    # a knock-in said beside a foul shot ("pen 4 went wide, our back took the knock in 12
    # seconds after play") is counted as a knock-in too: where the count is within the foul
    # shot's 20 it may still be over the knock-in's 10, the hit ending it
    knock_in = any(m.concepts & _KNOCK_IN_SAID for m in free)
    if not (foul_shot or knock_in):
        return
    langs = langs_of(vocabularies)
    seconds = _seconds_words(langs)
    until = words_listed(langs, "until")
    # "faltaban 30 segundos", "mancano 30 secondi": the time left in the period, nobody's count
    time_left = {
        at for m in free if "DURING_PERIOD" in m.concepts for at in range(m.start, m.end + 1)
    }
    after = words_listed(langs, "after")
    hit_verbs = words_listed(langs, "hit_verbs")
    delay_adverbs = words_listed(langs, "delay_adverbs")
    for at in range(len(words) - 1):
        if not (words[at].isdigit() and words[at + 1] in seconds) or at in time_left:
            continue
        count = int(words[at])
        if foul_shot and count > _FOUL_SHOT_SECONDS:
            reading.concepts.add("TWENTY_SEC")
        elif (
            knock_in
            and count > _KNOCK_IN_SECONDS
            and (
                _ended_by_the_hit(free, words, at + 1, until, words_listed(langs, "until_hitter"))
                or _hit_after_the_count(free, words, at, after, hit_verbs, adverbs=delay_adverbs)
                or _hit_counted_after(free, words, at, after, hit_verbs)
            )
        ):
            reading.concepts.add("TEN_SEC")


def _hit_after_the_count(
    free: list[Match],
    words: list[str],
    count_at: int,
    after: frozenset[str],
    hit_verbs: frozenset[str],
    *,
    adverbs: frozenset[str] = frozenset(),
) -> bool:
    """Whether the hitter's verb is said right before the count, joined to it by an ``after``
    word ("colpisce DOPO 13-14 secondi", "batte la rimessa dopo 15 secondi"): the count is the
    time the hitter took. The knock-in's own name is no verb ("rimessa dal fondo, dopo 15
    secondi il loro 2 torna" counts anyone's time). A range ("13-14") is read by its last
    number, the words before it skipped."""
    before = count_at - 1
    while before >= 0 and words[before].isdigit():
        before -= 1
    if before < 1 or words[before] not in after:
        return False
    verb_end = before - 1
    # a word that only weighs the delay between the verb and "after" ("colpisce SOLO dopo 13
    # secondi", "hits it ONLY after 12"): the verb is the one before it
    if verb_end > 0 and words[verb_end] in adverbs:
        verb_end -= 1
    return _hit_verb_ends_at(free, words, verb_end, hit_verbs)


def _hit_verb_ends_at(
    free: list[Match], words: list[str], end: int, hit_verbs: frozenset[str]
) -> bool:
    """Whether the hitter's verb ends at ``end``, or right before the knock-in's name ending
    there ("batte la RIMESSA dopo 15", "hits the KNOCK IN at 14 secs": a name of one word or
    more); the verb a phrase ("hit it") or, beside the knock-in's name, a bare verb of its hit
    (``hit_verbs``: "our 1 HITS the knock in at", "knock in HIT 12 seconds after")."""
    named = {at for m in free if m.concepts & _KNOCK_IN_SAID for at in m.positions}
    verb_end = end
    while verb_end in named:
        verb_end -= 1
    if verb_end < 0:
        return False
    beside_name = verb_end < end or verb_end - 1 in named
    if beside_name and words[verb_end] in hit_verbs:
        return True
    return any(m.concepts & _HIT_VERB and m.end == verb_end for m in free)


def _hit_counted_after(
    free: list[Match],
    words: list[str],
    count_at: int,
    after: frozenset[str],
    hit_verbs: frozenset[str],
) -> bool:
    """Whether the hitter's verb comes right before the count and an ``after`` word right
    after its unit ("knock in HIT 12 seconds AFTER the ump called play", "he hit it 15 secs
    after play"): the count is the time from Play to the hit, the hitter's own."""
    unit_at = count_at + 1
    if count_at < 1 or unit_at + 1 >= len(words) or words[unit_at + 1] not in after:
        return False
    return _hit_verb_ends_at(free, words, count_at - 1, hit_verbs)


def _ended_by_the_hit(
    free: list[Match],
    words: list[str],
    counted_to: int,
    until: frozenset[str],
    hitter: frozenset[str] = frozenset(),
) -> bool:
    """Whether a hit follows a count of seconds (ending at ``counted_to``) within
    ``_HIT_REACH`` words, joined to it by an ``until`` word: right before the hit (or before
    the words of ``hitter`` before it: "15 seconds before HE EVEN swung"), or the hit's own
    first word ("en sacar")."""
    for match in free:
        start = match.start
        if not match.concepts & _HIT:
            continue
        # the hitter and an adverb between the joining word and the hit ("before HE EVEN
        # swung", "until SHE finally hit it") join nothing more: skipped, and not counted
        joined_at = start - 1
        while joined_at > counted_to and words[joined_at] in hitter:
            joined_at -= 1
        if not 0 < start - counted_to - (start - 1 - joined_at) <= _HIT_REACH:
            continue
        if words[start] in until or words[joined_at] in until:
            return True
    return False


#: how far a restart's ball must travel before a player off the line (22.a's player off the
#: field, the free hit from the 60's teammate) may play it: the rule's figure, never written again
_TRAVEL_YARDS = ONSIDE_BALL_TRAVEL.value
#: yards in a metre, for a distance said in metres ("hizo 10 metros")
_YARDS_PER_METRE = 1 / 0.9144


def _distance_travelled(
    free: list[Match], words: list[str], reading: Reading, vocabularies: tuple[Vocabulary, ...]
) -> None:
    """ "el tiro de 60 anduvo como 15 yardas", "la bocha había hecho 10 yardas nada más": a
    number of yards (or metres) right after a verb that says how far the ball went is how far
    it travelled, under the rule's 30 (``UNDER_30``) or not (``TRAVELLED_30``); that number is
    then no 60-yard line either. Any other number of yards says nothing of it."""
    langs = langs_of(vocabularies)
    travel = words_listed(langs, "travelled")
    units = _units(langs)
    if not travel:
        return
    for at in range(1, len(words) - 1):
        if not (words[at].isdigit() and words[at - 1] in travel and words[at + 1] in units):
            continue
        metres = words[at + 1].startswith("metr")
        yards = int(words[at]) * (_YARDS_PER_METRE if metres else 1)
        reading.concepts.add("UNDER_30" if yards < _TRAVEL_YARDS else "TRAVELLED_30")
        # "anduvo 60 yardas" is a distance, not the 60-yard line
        free[:] = [m for m in free if not (at in m.positions and "SIXTY_IN" in m.concepts)]


def _a_number_after(side: _Mention, words: list[str]) -> bool:
    """The side is a player's: his number right after it ("our 3"; a pronoun owns none: "el
    saque de ELLOS, y el 2…"), or the side said before it ("THEIR 2": the mention is at the
    number)."""
    number_next = side.at + 1 < len(words) and words[side.at + 1].isdigit()
    return side.on_next or (number_next and not side.alone)


#: what a number of yards said at a knock-in may be measured from and still be the knock-in's
#: distance: the end line, the knock-in itself (nothing said: the line it is hit from)
_FROM_THE_LINE = frozenset({"END_LINE", "OWN_END_LINE", "KNOCK_IN", "WE_KNOCK_IN"})
#: how many words before the number the player's side may be said ("el 4 de ELLOS estaba re
#: metido, tipo a 20 yardas": "metido", "tipo" between)
_PLAYER_REACH = 5


#: the hitter's own verb: a player said right beside it is the one who hit
_HITTER_SAID = frozenset({"HITTER"})


def _hitter_side(free: list[Match], words: list[str], sides: list[_Mention]) -> str | None:
    """ "Rimessa dei verdi, il LORO 4 BATTE e il nostro 1 era a 20 yarde", "knock-in, THEIR 3
    HITS it and our 2 was at 15 yards": where no side is said at the knock-in itself, the
    writer's side of the player who hits (his number right before the hitter's verb) is the
    knocking side. Not a player right after the verb: stop words dropped, "batte e IL NOSTRO 1
    era a 20 yarde" puts the next clause's player there. Only one such side: two sides hitting
    ("their 4 hits, our 1 hits it back") leave it unsaid."""
    hits = {m.start for m in free if m.concepts & _HITTER_SAID}
    found = set()
    for side in sides:
        if not side.pov or not _a_number_after(side, words):
            continue
        number_at = side.at if side.on_next else side.at + 1
        if number_at + 1 in hits:
            found.add(side.name)
    return next(iter(found)) if len(found) == 1 else None


def _opponent_yards_at_knock_in(
    free: list[Match],
    words: list[str],
    reading: Reading,
    vocabularies: tuple[Vocabulary, ...],
    sides: list[_Mention],
    *,
    owners: list[_Mention],
) -> None:
    """ "Sacamos de fondo y el 4 de ellos estaba a 20 yardas", "en el saque de ellos nuestro 2
    estaba a 25 metros", "our knock-in, their 2 was at 15 yards": at a knock-in, a player of
    the side that is not knocking in said to be fewer than 30 yards away (from the line, or from
    nothing else said) is an opponent inside the 30 (``INSIDE_30``; 22.a), which is then
    confirmed or asked as "dentro de la 30" is. Only where the sides say it: the knocking side by
    its verb ("sacamos": ``WE_KNOCK_IN``) or by its side at the knock-in ("el saque de ellos",
    "their knock-in"), the player's by the side said a few words before the number, the other
    one; or a player named as an opponent ("el rival"). A number of yards from a post, the
    boards, the umpire or the middle is a place; one after a verb of the ball going ("hizo 5
    yardas") is how far it went."""
    if "INSIDE_30" in reading.concepts or any(m.concepts & _FOUL_SHOT_SAID for m in free):
        return
    knock_ins = [m for m in free if m.concepts & _KNOCK_IN_SAID]
    if not knock_ins:
        return
    langs = langs_of(vocabularies)
    units = _first_words_of(langs, "YARDS_FROM")
    travel = words_listed(langs, "travelled")
    # a line of the field named by its yards ("estaba EN LA 25", "galopó HASTA LA 20"): at a
    # knock-in, yards from the end line it is hit from
    marks = words_listed(langs, "at_mark")
    # the side right before the knock-in ("THEIR knock-in", "RED knocking in"), right after it
    # or its phrase's own last word ("el saque de ELLOS", "knock-in by BLUE"), no player's (not
    # "our knock-in, THEIR 2")
    # a side before a player's word is that player's, as before his number ("rimessa loro e
    # una NOSTRA giocatrice", "their knock-in and OUR player"): not the knocking side
    # (a pronoun owns no player, and a number is ``_a_number_after``'s)
    player_words = _side_reading(langs).players - _PLAYER_NUMBERS
    knocking_sides = {
        side.name
        for side in sides
        for m in knock_ins
        if side.at == m.start - (0 if side.pov else 1)
        or (
            m.start < side.at <= m.end + 1
            and not _a_number_after(side, words)
            and not (
                not side.alone and side.at + 1 < len(words) and words[side.at + 1] in player_words
            )
        )
    }
    # the team whose end line the knock-in is from ("rimessa dal fondo DEI BLU"): it defends
    # that line, so it knocks in
    knocking_sides |= {owner.name for owner in owners for m in knock_ins if owner.at == m.end + 1}
    if any("WE_KNOCK_IN" in m.concepts for m in knock_ins):
        knocking_sides = {US}  # the verb says it ("sacamos", "our knock-in")
    knocker = next(iter(knocking_sides)) if len(knocking_sides) == 1 else None
    # the knocking team said by its name ("rimessa DEI VERDI, il loro 4 batte") or not at all:
    # the side of its hitter says which side it is, to compare with the player's side
    if knocker not in (US, THEM):
        knocker = _hitter_side(free, words, sides) or knocker
    # a side and a team's name are compared only with their own kind: "our knock-in, RED 2"
    # may be one team
    pov_knocker = knocker in (US, THEM)
    for at in range(1, len(words)):
        unit_after = at + 1 < len(words) and words[at + 1] in units and words[at - 1] not in travel
        # the unit left out before the line ("era a 25 DAL FONDO", "20 from the back line"; the
        # line's phrase right after the number or after one word "from"): a number from the end
        # line at a knock-in can only be yards
        line_after = any(
            m.start in (at + 1, at + 2)
            and m.concepts & _FROM_THE_LINE
            and m.concepts <= _FROM_THE_LINE
            for m in free
        )
        if not (words[at].isdigit() and (unit_after or line_after or words[at - 1] in marks)):
            continue
        # a number right after a side, no unit after it, is that side's player ("tiro del LORO 3
        # sul fondo", "their 1, our knock-in"), never yards from the line
        if not unit_after and any(side.at == at - 1 and not side.alone for side in sides):
            continue
        metres = unit_after and words[at + 1].startswith("metr")
        if int(words[at]) * (_YARDS_PER_METRE if metres else 1) >= 30:
            continue
        measured = next((m for m in free if m.start == at + (2 if unit_after else 1)), None)
        if measured is not None and not measured.concepts <= _FROM_THE_LINE:
            continue
        # "out 3 yds OUTSIDE OUR RIGHT POST": a post or the boards a few words on is what the
        # figure measures from, a place, never an opponent's distance
        if any(
            m.concepts & {"POST", "SIDE_BOARDS"}
            for word in words[at + 1 : at + NEAR + 4]
            for m in phrases_in([word], vocabularies)
        ):
            continue
        before = range(max(0, at - _PLAYER_REACH), at)
        player = [side for side in sides if side.at in before]
        opponent = any("OPPONENT" in m.concepts and m.start in before for m in free)
        other = (
            knocker is not None
            and bool(player)
            and player[-1].pov == pov_knocker
            and player[-1].name != knocker
        )
        if opponent or other:
            reading.concepts.add("INSIDE_30")
            return


_SLOW = frozenset({"SLOW"})


def _ball_went_slowly(free: list[Match], words: list[str], langs: tuple[str, ...]) -> None:
    """ "se fue despacito de fondo", "è uscita piano", "rolled slowly over the back line": a
    slowness word right after (or before) a verb of the ball going on its own is how the ball
    went, never a player slow at a knock-in (``SLOW`` makes the knock-in's problem): slowness
    needs a player, and these words have none. "Volvió despacio", "gira piano in fondo" keep
    their player."""
    slows = [m for m in free if m.concepts == _SLOW]
    if not slows:
        return
    goes = words_listed(langs, "ball_goes")
    for slow in slows:
        beside = (slow.start - 1, slow.end + 1)
        if any(0 <= at < len(words) and words[at] in goes for at in beside) or (
            _ball_verb_before_its_way_out(slow.start, free, words, goes)
        ):
            free.remove(slow)


#: where a ball goes out ("over the back line", "out over the boards"): said between a ball's
#: verb and how slowly it went, it keeps the slowness the ball's
_WAYS_OUT = frozenset({"END_LINE", "SIDE_BOARDS", "BALL_OUT"})


def _ball_verb_before_its_way_out(
    at: int, free: list[Match], words: list[str], goes: frozenset[str]
) -> bool:
    """ "ROLLED over the back line really SLOWLY", "WENT out over the boards very SLOWLY": a
    slowness word after the ball's way out (one word, "really", may stand between), that way
    said right after a verb of the ball going on its own: how the ball went, as beside it."""
    # "oltre la linea di fondo": "oltre" (over) is also a bound ("more than"), part of the way
    out_at = {p: m for m in free if m.concepts & (_WAYS_OUT | _BOUNDS) for p in m.positions}
    before = at - 1
    if before >= 0 and before not in out_at:
        before -= 1  # the one word between ("really", "very")
    if before not in out_at:
        return False
    while before in out_at:
        if words[out_at[before].start] in goes:  # "se FUE por la línea de fondo": its own verb
            return True
        before = out_at[before].start - 1
    # "their 4 WENT over to the boards slowly", "he went…": a player's going, his slowness
    doer = before > 0 and (words[before - 1].isdigit() or words[before - 1].startswith("\x00"))
    return before >= 0 and words[before] in goes and not doer


def _yards(
    free: list[Match],
    words: list[str],
    used: set[int],
    reading: Reading,
    *,
    negation: frozenset[str],
) -> None:
    """ "3 yards outside the post", "10 from the boards": near (``_NEAR_YARDS`` or less) or
    wide. A number said with "not" before it ("not 3 yards from the post") or a bound it does
    not settle ("more than 3 yards", "less than 10") says neither: the place is asked. The
    bound words themselves (``YARDS_MORE``, ``YARDS_LESS``) say nothing else."""
    bounds = [m for m in free if m.concepts & _BOUNDS]
    for match in bounds:
        free.remove(match)
    for match in list(free):
        post, boards = "POST" in match.concepts, "SIDE_BOARDS" in match.concepts
        if not (post or boards):
            continue
        # the side of the post said between ("3 yards outside the RIGHT-HAND post", "past our
        # LEFT HAND post") is the post's own word: the figure may stand that much further back
        sided = {p for m in free if m.concepts & {"LEFT", "RIGHT"} for p in m.positions} & set(
            range(match.start - NEAR - 3, match.start)
        )
        for at in range(max(0, match.start - NEAR - 1 - len(sided)), match.start):
            if at in used or not words[at].isdigit() or int(words[at]) > _MAX_YARDS:
                continue
            free.remove(match)
            yards = int(words[at])
            bound = next(
                (b.concepts & _BOUNDS for b in bounds if at - 1 in b.positions), frozenset[str]()
            )
            near: bool | None = yards <= _NEAR_YARDS
            if bound == {"YARDS_MORE"}:  # "more than 10": wide; "more than 3": either
                near = False if yards >= _NEAR_YARDS else None
            elif bound == {"YARDS_LESS"}:  # "less than 3": near; "less than 10": either
                near = True if yards <= _NEAR_YARDS else None
            if near is None or any(words[b] in negation for b in (at - 1, at - 2) if b >= 0):
                break
            if near:
                reading.concepts.add("NEAR_POST" if post else "NEAR_BOARD")
            elif post:
                reading.concepts.add("WIDE")
            # far from the boards ("threw it in 10 yards off the boards") is a place in the
            # field: wide of a goal only where a post is what it is measured from
            break
    _yards_wide_of_post(free, words, used)


def _wide_by_a_measure(free: list[Match], words: list[str], used: set[int]) -> None:
    """ "larga DI 2 METRI fuori dal palo", "went wide BY 2 YARDS", "salió abierta POR 2 METROS":
    a figure with its unit right after the word "wide" is by how much the shot missed the goal,
    whether or not a post is said ("fuori dal palo" is the end line's phrase, it takes the
    post). Two metres or yards wide is near the post (``_NEAR_YARDS`` or less, metres read as
    yards: 22.a's knock-in 5 yards from the post), never "wide", which would put the knock-in
    where the ball crossed."""
    for match in [m for m in free if m.concepts == {"WIDE"}]:
        # ``used`` holds every number with no unit after it: "wide, their 2 …" is a player
        figure = next(
            (
                at
                for at in range(match.end + 1, min(len(words) - 1, match.end + 1 + NEAR))
                if at not in used and words[at].isdigit() and int(words[at]) <= _MAX_YARDS
            ),
            None,
        )
        if figure is None:
            continue
        metres = words[figure + 1].startswith("metr")
        yards = int(words[figure]) * (_YARDS_PER_METRE if metres else 1)
        if yards <= _NEAR_YARDS:
            free.remove(match)
            free.append(Match(frozenset({"NEAR_POST"}), match.positions))


def _yards_wide_of_post(free: list[Match], words: list[str], used: set[int]) -> None:
    """ "just outside the left post, about 2 yards wide": a figure before "wide", with a post
    said and no figure of its own, is how far outside the post the ball crossed, near
    (``_NEAR_YARDS`` or less) or wide, never "wide" for a ball 2 yards from the post. So is a
    figure with its unit right after the post ("wide of the left post BY 4 YARDS", "largo a
    sinistra del palo DI 4 YARD", "desviado del poste POR 3 YARDAS"): the measure follows what
    it is measured from, and a shot 4 yards wide is a knock-in 5 yards from the post (22.a)."""
    _wide_by_a_measure(free, words, used)
    posts = [m for m in free if "POST" in m.concepts]
    if not posts:
        return
    for match in [m for m in free if "WIDE" in m.concepts]:
        figures = [
            at
            for at in range(max(0, match.start - NEAR), match.start)
            if at not in used and words[at].isdigit() and int(words[at]) <= _MAX_YARDS
        ]
        # ``used`` holds every number with no unit after it (``_not_distances``): "the post,
        # their 3 …" is a player
        figures = (
            figures
            or [
                at
                for at in range(posts[0].end + 1, min(len(words), posts[0].end + 1 + NEAR))
                if at not in used and words[at].isdigit() and int(words[at]) <= _MAX_YARDS
            ][:1]
        )
        if not figures:
            continue
        near = int(words[figures[-1]]) <= _NEAR_YARDS
        free.remove(match)
        post = posts[0]
        free.remove(post)
        place = "NEAR_POST" if near else "WIDE"
        free.append(Match((post.concepts - {"POST"}) | {place}, post.positions))
        return
