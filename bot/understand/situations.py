"""Which incident the words tell together, read from the phrases found and their order.

Each step is one pattern of an umpire's telling, with its reason: a shot that went out over
the end line is the attackers' hit; a penalty word, its team, then a distance is the penalty
that distance names; a goal, then the line-up after it; a ball off the umpire, then played;
the later of a ball out and the period's end; a question tag ("…, right?") that asks, never
tells. A step adds or drops concepts; it never decides a ruling (``bot.understand.choices``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from bot.folding import fold
from bot.understand.reading import (
    GOAL_WORDS,
    HIT_TOLD,
    OFF_THE_FIELD,
    OUT_LINES,
    OUT_OF_PLAY,
    RESTART_TOLD,
    SIDES,
    WENT_OUT,
    Mention,
    Reading,
    first_words_of,
    phrases_listed,
)
from bot.understand.resolve import with_implied
from bot.understand.sides import (
    END_LINES,
    PLAYER_NUMBERS,
    colour_words,
    side_reading,
)
from bot.understand.text import words as words_of
from bot.understand.vocabulary import (
    Match,
    Vocabulary,
    kept_at,
    langs_of,
    linked_words,
    negation_words,
    phrases_in,
    vocabulary,
    vocabulary_file,
    words_listed,
)


def rider_came_off(
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


def stance_side_is_a_players(
    matches: list[Match], words: list[str], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """ "Rimessa, il NOSTRO 3 era dentro le 30", "loro rimessa, il NOSTRO 2…": a phrase that says
    whose knock-in it is by a side word at its end ("rimessa nostra") took a side that is a
    player's (a number right after it; the comma between is no word): that side is the
    player's, and whose knock-in it was is not said; read so, it was our knock-in, and whose
    player was inside the 30 was turned round."""
    if not any(m.concepts & _KNOCK_IN_OF_A_SIDE for m in matches):
        return matches
    sides = side_reading(langs_of(vocabularies))
    kept: list[Match] = []
    for match in matches:
        last = match.end
        if (
            match.concepts & _KNOCK_IN_OF_A_SIDE
            and len(match.positions) > 1
            and words[last] in sides.we | sides.they
            and last + 1 < len(words)
            and words[last + 1] in PLAYER_NUMBERS
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
KNOCK_IN_NAMES = frozenset({"KNOCK_IN", "WE_KNOCK_IN", "THEY_KNOCK_IN", "KNOCKING_TEAM"})

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


def penalty_distance_after_its_team(
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
    awarded = side_reading(langs_of(vocabularies)).awarded
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
        "CIRCLED",
        "PASSED_BALL",
        "HORSE_KICKED",
        "INTO_FOOT",
        "HORSE_FOOT",
        "OWN_HORSE",
        "HIT_BEFORE_PLAY",
        "TWENTY_SEC",
    }
)


def free_hit_of_the_60(
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


def foul_shot_of_its_distance(
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
    units = first_words_of(langs_of(vocabularies), "YARDS_FROM")
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


def hit_then_wide(matches: list[Match], words: list[str], langs: tuple[str, ...]) -> list[Match]:
    """ "La pegó el 2 de ellos abierta", "le pegó ancho", "tiró el 3 abierto": a hit's verb, then
    a word of its language's ``wide_after_hit`` (the one word that says its ball went wide),
    with no other phrase between (its hitter at most), is a hit wide (``HIT_WIDE``, as English
    "hit it wide"): wide of the goal, over the end line, a shot at it that missed unless a
    backhand (``shot_over_end_line``); its "wide" is then no place, as there. A side right
    after it ("abierta a la derecha") makes it the place it says, and so does a "wide" said
    apart from the hit ("la pegó, salió por el fondo, abierta")."""
    wide = [m for m in matches if m.concepts == {"WIDE"} and len(m.positions) == 1]
    if not wide:
        return matches
    said_so = words_listed(langs, "wide_after_hit")
    sides = {m.start for m in matches if m.concepts & SIDES}
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


#: how many words a restart's spot may take between the verb that set the ball and "between the
#: posts" ("battere DAL CENTRO DELLA PORTA tra i pali", "placed THE BALL between the posts")
_SET_BALL_REACH = 5


def ball_set_between_the_posts(
    matches: list[Match], words: list[str], langs: tuple[str, ...]
) -> list[Match]:
    """ "Fanno il KI ma piazzano la palla in mezzo ai pali", "out over the back line, then they
    took the knock-in between the posts", "sacaron el saque de fondo entre los palos": "between
    the posts" a few words after a verb that sets a ball down (the language's ``sets_ball``),
    a knock-in said or the ball over the end line before that verb, is where the restart was
    set, no ball that went in: read as a goal it asked the goal's kind, one tap from a ruling
    on a goal no one scored. It is then no place at all (where the knock-in goes is the
    ruling's to say); "tra i pali" told with no such verb ("la palla è entrata tra i pali")
    stays a goal."""
    posts = [m for m in matches if m.concepts == {"BETWEEN_POSTS"}]
    if not posts:
        return matches
    setting = words_listed(langs, "sets_ball")
    dropped: list[Match] = []
    for ball in posts:
        reach = range(max(0, ball.start - _SET_BALL_REACH), ball.start)
        verbs = [at for at in reach if words[at] in setting]
        if verbs and any(
            m.concepts & _KNOCK_IN_OR_LINE and m.start < verbs[0] for m in matches if m is not ball
        ):
            dropped.append(ball)
    return [m for m in matches if not any(m is d for d in dropped)]


#: what says a restart from the end line came before a ball was set: a knock-in, the ball over
#: the end line
_KNOCK_IN_OR_LINE = KNOCK_IN_NAMES | {"END_LINE", "HIT_WIDE"}


#: the most words between a shot at goal and the verb that says its ball went in ("le pegó al
#: arco Y LA BOCHA entró")
_WENT_IN_REACH = 3


def shot_that_went_in(
    matches: list[Match], words: list[str], langs: tuple[str, ...]
) -> list[Match]:
    """ "Nuestro 1 le pegó al arco y entró", "il nostro 1 tira in porta ed entra": a shot at goal,
    then a verb of its language's ``went_in`` a few words after it (its ball at most between),
    is a goal (``GOAL``), as English "hit it at goal and it went in" says with its own phrase.
    Never the verb alone: "entró cruzado", "entra in campo" are a player coming in."""
    shots = [m for m in matches if m.concepts & {"SHOT_AT_GOAL", "SHOT"}]
    if not shots:
        return matches
    went_in = words_listed(langs, "went_in")
    taken = {at for m in matches for at in m.positions}
    found = [
        at
        for at, word in enumerate(words)
        if word in went_in
        and at not in taken
        and any(0 < at - shot.end <= _WENT_IN_REACH for shot in shots)
    ]
    if not found:
        return matches
    goals = [Match(frozenset({"GOAL"}), (at,)) for at in found]
    return sorted(matches + goals, key=lambda m: m.start)


def shot_over_end_line(
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
            if not (m.concepts & KNOCK_IN_NAMES and over and m.start > min(over))
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


def penalty_shot_over_end_line(
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
    sides = side_reading(langs)
    named = sides.we | sides.they | set(colour_words(langs)[0])
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
        if _taker_named(between_words, langs):
            # the penalty's own taker ("penalty 2 del NOSTRO 1 fuori di poco", "pen 3 of
            # THEIR 2 wide"): the one who shot, no other side's hit
            between_words = between_words[2:]
        if named.intersection(between_words) or any(w.startswith("\x00") for w in between_words):
            continue
        shot = Match(penalty.concepts | {"SHOT_AT_GOAL"}, penalty.positions)
        return [shot if m is penalty else m for m in matches]
    return matches


def _taker_named(words: list[str], langs: tuple[str, ...]) -> bool:
    """Whether ``words`` (the kept words right after a penalty's name, "of" gone with the stop
    words) open with its taker: a side's player by his number ("penalty 2 del NOSTRO 1", "pen 3
    of THEIR 2"), not a team the penalty is given to ("pen 3 to THEM, our 2…")."""
    sides = side_reading(langs)
    return len(words) >= 2 and words[0] in sides.we | sides.they and words[1].isdigit()


#: where a penalty shot then over the end line is no miss of its taker: a defender's hit said
_NO_PENALTY_MISS = frozenset(
    {"BACKSHOT", "DEF", "CLEARED", "SAFETY", "OWN_END_LINE", "SIDE_BOARDS", "GOAL", "BETWEEN_POSTS"}
)


#: the highest number a player wears: a figure above it before "goal" is no player of a team
_HIGHEST_PLAYER_NUMBER = 4


def handicap_level_matches(
    matches: list[Match], words: list[str], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """ "The 8-goal final", "a 4 goal league", "12 goal polo", "torneo 8 goal", "torneos de 8 a
    12 goles", "umpiring the 12 goal": a number (or a range of two), the word "goal" and a word
    of each language's ``handicap_levels`` after it, or ``handicap_levels_before`` before the
    number, or a figure above a player's number alone (``handicap_level_alone``), say a level
    of handicap (``PLAYER_HANDICAP``, which Rules 20 and 22 do not decide), never a goal scored
    or one in the goal ("in the 8 goal final" was a ball between the posts)."""
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

    alone = words_listed(langs, "handicap_level_alone")
    not_after = words_listed(langs, "handicap_level_not_after")

    def level_by_its_figure(at: int) -> bool:
        # "the 12 goal" with no level word: a figure no player's number is, no score after it
        return (
            words[at] in alone
            and int(words[at - 1]) > _HIGHEST_PLAYER_NUMBER
            and (at + 1 == len(words) or words[at + 1] not in not_after)
        )

    def level_named_first(at: int) -> bool:
        # "torneo DA 8 gol", "torneo 8 goal", "torneos de 8 a 12 goles" (a range: two numbers)
        if words[at] not in goal_words_after_level:
            return False
        before = at - 2
        if before >= 0 and words[before].isdigit():
            before -= 1
        if before >= 0 and words[before] in level_of:
            before -= 1
        return before >= 0 and words[before] in levels_before

    at_levels = [
        at
        for at in range(1, len(words))
        if words[at - 1].isdigit()
        and (level_named_after(at) or level_named_first(at) or level_by_its_figure(at))
    ]
    if not at_levels:
        return matches
    kept = [m for m in matches if not any(at in m.positions for at in at_levels)]
    kept += [Match(frozenset({"PLAYER_HANDICAP"}), (at - 1, at)) for at in at_levels]
    return sorted(kept, key=lambda m: m.start)


def handicap_goals_counted(
    matches: list[Match], words: list[str], vocabularies: tuple[Vocabulary, ...]
) -> list[Match]:
    """ "How many handicap goals do we get?", "¿cuántos goles de hándicap nos dan?", "quanti
    gol di handicap ci danno?", "how are handicap goals calculated?": a count of goals asked (a
    word of ``count_questions`` then, within two words, one of ``counted_goal_words``; or one of
    ``count_worked_out`` with one within two words either side) beside a handicap goal asks what
    the handicaps give, which Rules 20 and 22 do not decide (``PLAYER_HANDICAP``), never how
    play restarts after a handicap goal: read as one, it was ruled a throw-in nobody asked."""
    langs = langs_of(vocabularies)
    asks = phrases_listed(langs, "count_questions")
    worked_out = phrases_listed(langs, "count_worked_out")
    goal_words = words_listed(langs, "counted_goal_words")
    firsts = {ask[0] for ask in (*asks, *worked_out)}
    if goal_words.isdisjoint(words) or firsts.isdisjoint(words):
        return matches  # no count asked, or no goal counted: one look
    # the goals counted right after the ask ("how many handicap goals"); how they are worked
    # out, asked before or after them ("how are handicap goals calculated"): within two words
    sided = [(ask, False) for ask in asks] + [(ask, True) for ask in worked_out]
    counts_at = [
        start
        for start in range(len(words))
        for ask, either_side in sided
        if tuple(words[start : start + len(ask)]) == ask
        and goal_words
        & set(
            words[start + len(ask) : start + len(ask) + 2]
            + (words[max(0, start - 2) : start] if either_side else [])
        )
    ]
    if not counts_at:
        return matches
    return [
        Match(frozenset({"PLAYER_HANDICAP"}), m.positions)
        if "HANDICAP_GOAL" in m.concepts and any(-3 <= m.start - at <= 5 for at in counts_at)
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


def miss_of_ball_or_goal(matches: list[Match]) -> list[Match]:
    """ "He missed the pen 4 and it went over the back line", "penalty 3 missed wide left": a
    bare "missed" (``MISS_UNSAID``) with the ball said gone out (or in) is a shot that missed
    the goal, and says nothing more (who shot is the rest's to say); read as a swing that
    missed the ball it decided a ruling on a ball that went somewhere. Without it, it is the
    swing that missed (``MISSED``: "their 4 missed the knock-in"). A miss said as such ("swung
    and missed", "missed the ball") is the swing's wherever the ball went; so is a miss whose
    object is the knock-in ("erró el saque de fondo y el 1 de ellos metió gol", "missed the
    knock-in and their 1 scored"): a knock-in is hit at the ball, never at goal, and the goal
    scored after it is what came of the miss (read as a shot that missed, the goal was the
    incident and the miss, a live ball, was no answer left)."""
    if not any("MISS_UNSAID" in m.concepts for m in matches):
        return matches
    said = frozenset().union(*(m.concepts for m in matches))
    # a knock-in is hit from the end line, and no shot at goal: that line said beside it is where
    # the ball was set ("erra el saque, la bocha detrás del fondo"), not where a shot went
    line_of_knock_in = END_LINES if said & KNOCK_IN_NAMES else frozenset()
    went = any(m.concepts & (_BALL_WENT - line_of_knock_in) for m in matches)
    kept: list[Match] = []
    for at, match in enumerate(matches):
        after = matches[at + 1] if at + 1 < len(matches) else None
        of_the_knock_in = (
            after is not None
            and bool(after.concepts & KNOCK_IN_NAMES)
            and after.start - match.end <= _MISSED_OBJECT_GAP
        )
        if "MISS_UNSAID" not in match.concepts:
            kept.append(match)
        elif not went or of_the_knock_in:
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


def miss_of_the_goal(matches: list[Match]) -> list[Match]:
    """ "Hanno mancato il gol", "erraron el gol", "le erraron al arco": a miss whose object is
    the goal is a shot that missed the goal (``SHOT_WIDE``, as "missed the goal" and "mancato la
    porta" are), never a swing that missed the ball (which decided a knock-in's miss) nor a goal
    scored. A bare miss (``MISS_UNSAID``: "erraron", "cannato") is read so too, before the goal
    its object is could say the ball went in (``miss_of_ball_or_goal``)."""
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


def goal_after_a_missed_knock_in(reading: Reading) -> None:
    """ "Erró el saque de fondo y el 1 de ellos metió gol", "their 4 swung at the knock-in and
    missed, our 1 scored": a goal scored after a knock-in told missed came of that miss, a live
    ball; the knock-in's miss is the incident. Read as a goal scored, the choices were the
    goal's kinds and restarts, none of them the miss. Not where the knock-in is only asked
    (``RESTART_ASKED``: "…missed from the 60 and it crossed; on the knock-in can we…")."""
    said = reading.concepts
    if {"KNOCK_IN", "MISSED", "GOAL"} <= said and "RESTART_ASKED" not in said:
        said.discard("GOAL")


def out_off_the_post(reading: Reading) -> None:
    """ "Hit the post and went out", "off the post and out of play": a ball off a goal post
    that went out, the message saying nowhere else, went over the end line the posts stand on
    (it does not reach the boards from there)."""
    said = reading.concepts
    if {"POST_HIT", "BALL_OUT"} <= said and not said & _OUT_ELSEWHERE:
        said.add("END_LINE")


def shot_gone_out(reading: Reading) -> None:
    """ "Le pegamos al arco y se fue afuera por poquito", "shot at goal, it went out": a shot at
    goal that went out, the message saying nowhere else, went over the end line (wide of the
    goal it was hit at), as one off the post does; not one that came off the umpire on its way
    ("tiro al arco, pega en el referí y sale"): turned by him, it may have crossed either line."""
    said = reading.concepts
    if {"SHOT_AT_GOAL", "BALL_OUT"} <= said and not said & (_OUT_ELSEWHERE | {"OFF_UMPIRE"}):
        said.add("END_LINE")


#: what goes wrong at the 60-yard free hit itself: its own problems, which the 60-yard hit's
#: question asks
_SIXTY_HIT_EVENT = frozenset(
    {"HIT_AGAIN", "TEAMMATE", "TAPPED", "UNDER_30", "TRAVELLED_30", "ANOTHER_FIRST"}
    | {"NOT_ANOTHER_FIRST"}
)

#: what makes a 60 and an end line another story than a hit from the 60 gone over it: what goes
#: wrong at the 60-yard free hit itself (played again, tapped, short of 30 yards, a teammate or
#: a defender playing it), or another restart or line told (a penalty, a Safety, a knock-in,
#: the boards)
_SIXTY_HIT_TOLD = _SIXTY_HIT_EVENT | frozenset(
    {"PENALTY_ANY", "FOUL_SHOT", "SAFETY", "KNOCK_IN", "SIDE_BOARDS"}
)


def sixty_hit_gone_over_the_end_line(reading: Reading) -> None:
    """ "Tiró desde el 60 y se fue por el fondo", "from the 60 he hit it wide": the 60 (the free
    hit, or only where the hitter stood) and the end line said, nothing else of ``_SIXTY_HIT_TOLD``,
    is a ball over the end line: what follows is the knock-in or
    Safety of who hit it, never a problem of the 60-yard free hit to ask."""
    said = reading.concepts
    # no 60-yard free hit follows a ball over the end line (a Safety's is a penalty): the end
    # line is where this hit went
    if {"FREE_HIT_60", "END_LINE"} <= said and not said & _SIXTY_HIT_TOLD:
        said.discard("FREE_HIT_60")


#: what the 60-yard free hit's own question is about: its problems, a play on its ball after
#: it went some way (a teammate's, a defender's, an angle, a cross: "went 35 yards, red 1 picked
#: it up and scored"), a doubt whether it counts, and how it is taken (its "put it" is no goal)
_SIXTY_HIT_PLAYED_ON = _SIXTY_HIT_EVENT | frozenset(
    {"DEF", "STOLE_BALL", "ANGLE_PLAY", "CROSSING", "INVOLVED"}
    | {"HIT_BEFORE_PLAY", "COUNTS_Q", "PROCEDURE_Q"}
)
#: the ball out that gave the free hit from the 60, told before the goal it led to
_OUT_BEFORE_THE_60 = frozenset({"SIDE_BOARDS", "HIT_OUT", "BALL_OUT", "TOWARD_BOARDS"})


def goal_from_the_60(reading: Reading) -> None:
    """ "Our free hit from the 60 after they put it over the boards, our 1 hit it straight
    through the posts", "tiro libre desde los 60 … le pegó al arco y entró": a goal scored
    from the free hit from the 60, nothing gone wrong at it, is a goal from play (a free hit
    or a penalty hit in is no awarded goal), and the later of the two events: what follows is
    the throw-in after a goal, not the free hit's question nor the ball out that gave it."""
    said = reading.concepts
    if "FREE_HIT_60" not in said or not said & {"GOAL", "BETWEEN_POSTS"}:
        return
    if said & _SIXTY_HIT_PLAYED_ON:
        return
    said -= {"FREE_HIT_60"} | _OUT_BEFORE_THE_60
    said |= {"GOAL", "FIELD_GOAL"}


#: the penalties hit from the 60-yard line, which "a 60-yard hit" names as often as the free hit
_PENALTIES_FROM_THE_60 = frozenset({"P4", "P6", "SAFETY"})


def sixty_hit_or_the_penalty(free: list[Match], reading: Reading) -> None:
    """Which restart the words of a hit from the 60-yard line name: the free hit from the 60
    (after a ball over the side boards, 22.e(2)), a Penalty 4, or a Safety (both hit from that
    line too), told by what the message says went wrong (``_SIXTY_HIT_EVENT``: the free hit's
    own problems, the hitter played it again, a tap, whether it went 30 yards).

    * With those problems told, a Penalty 4 named by its distance alone ("punizione dai
      sessanta per noi: il nostro 3 la tocca corta e poi la riprende lui", "penal de 60": a
      phrase with no number, which says the free hit as well) is that free hit: no question of
      a foul shot has those answers, and the message was answered with the Penalty 4's card. A
      Penalty 4 said by its number ("penalty 4", "p4", one token) is the penalty, and stays.
    * Without them, "the sixty yard hit, the penalty four, went wide": a 60-yard hit said beside
      a Penalty 4 or a Safety is that penalty, whose story the message tells; "over the end
      line, they wanted a 60 yard hit, the umpire gave a knock-in": beside a ball over the end
      line and a knock-in it is the Safety claimed instead (the end line's two restarts, whose
      is asked by who touched it last). Neither is a problem at the free hit after a side line,
      whose question would leave the knock-in, the Safety and the penalty's own problems out."""
    said = reading.concepts
    if said & _SIXTY_HIT_EVENT:
        if "P4" not in said or "FREE_HIT_60" in said:
            return
        if any("P4" in m.concepts and len(m.positions) == 1 for m in free):
            return  # the penalty's number, one token: "pen4"
        said.discard("P4")
        said.add("FREE_HIT_60")
        return
    if "FREE_HIT_60" not in said:
        return
    penalty_named = bool(said & _PENALTIES_FROM_THE_60)
    end_line_restarts = {"END_LINE", "KNOCK_IN"} <= said and not said & {
        "SIDE_BOARDS",
        "PENALTY_ANY",
        "FOUL_SHOT",
    }
    if penalty_named or end_line_restarts:
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


#: what says the ball went out or was shot at a goal (a penalty's hit too), or that no goal was
#: scored (the goal judge's flag down): beside it, "wide" is wide of the goal
_BALL_SENT_WIDE = frozenset(
    {"END_LINE", "OWN_END_LINE", "BALL_OUT", "HIT_OUT", "SHOT", "SHOT_AT_GOAL", "SHOT_WIDE"}
    | {"HIT_WIDE", "KNOCK_IN", "SAFETY", "POST", "POST_HIT", "NEAR_POST", "MISSED"}
    | {"NO_GOAL", "GOAL_JUDGE", "GOAL_WORD", "PENALTY_ANY", "FOUL_SHOT"}
)


#: what says a player carried the ball when play stopped: "wide" beside it alone is where
#: he was
_CARRIED_WHEN_STOPPED = frozenset(
    {"STOPPED", "POSSESSION", "FAIR_PLAY", "INADVERTENT", "FALLEN", "EMERGENCY", "DAMAGED_BALL"}
)


def wide_of_the_goal(matches: list[Match]) -> list[Match]:
    """ "Their 3 shot, it went WIDE", "tiró ABIERTO", "tiro LARGO", "wide left?": a bare "wide"
    is wide of the goal, over the end line (``WIDE``), unless the message tells a stop with a
    player carrying the ball and nothing of a ball gone out or a shot ("our 1 was out wide near
    the boards when the ump stopped it", "venía abierto", "era largo vicino alla sponda"): that
    is where he was, no line the ball crossed (``WIDE_WORD`` stays, a word no rule reads)."""
    if not any("WIDE_WORD" in m.concepts for m in matches):
        return matches
    said = with_implied(frozenset().union(*(m.concepts for m in matches)))
    if said & _CARRIED_WHEN_STOPPED and not said & _BALL_SENT_WIDE:
        return matches
    return [
        Match((m.concepts - {"WIDE_WORD"}) | {"WIDE"}, m.positions)
        if "WIDE_WORD" in m.concepts
        else m
        for m in matches
    ]


def out_between_the_60s(reading: Reading) -> None:
    """ "Out of bounds between the 60s", "their 2 hit it out near midfield": the end lines are
    at the ends of the field, so a ball gone out between the 60s, nothing said of an end line,
    a post or a goal, went over the side boards (the sideline, where there are none); so did
    one out at the edge of the field ("fuori a bordo campo", where people also stand: no ball
    out by itself) and one out of a scrum against the boards whose cause no one saw (below).
    Not at a line-up: the throw-in is at the centre, and the umpire's throw ("el referí igual
    tiró", "la tiraron") is no hit out ("empujándose antes del tiro del medio": where the ball
    went out, if it did, is asked)."""
    said = reading.concepts
    if "LINE_UP" in said:
        return
    # with what the words imply: "cleared it" is a hit out, "inside their 60" the 60's side
    implied = with_implied(said)
    if not implied & {"BALL_OUT", "HIT_OUT"} or implied & _NOT_THE_BOARDS:
        return
    # off the boards where a 60 is named ("spazzato contro le sponde dentro la loro 60"): the
    # side boards too; an end line crossed near a board is told as one. So is a ball out of a
    # scrum against the boards that no one can say who touched last ("four ponies on the
    # boards, it popped over, the ump couldn't tell who touched it"): what caused it is unknown
    # only in the side boards' sentence (22.e(2)'s throw-in), which the end line has none of;
    # and a ball out at the edge of the field ("finita fuori a bordo campo")
    at_the_boards = implied & {"OFF_BOARDS", "NEAR_BOARD", "TOWARD_BOARDS"}
    if (
        "MIDFIELD" in implied
        or "PITCHSIDE" in implied
        or ("OFF_BOARDS" in implied and implied & {"THIS_60", "FAR_60"})
        or (at_the_boards and "CAUSE_UNKNOWN" in implied)
    ):
        said.add("SIDE_BOARDS")


#: a ball said to go out or over a line: a side of the centre then says where that happened
_BALL_WENT_OUT = frozenset(
    {"BALL_OUT", "HIT_OUT", "HIT_WIDE", "SIDE_BOARDS", "END_LINE", "OWN_END_LINE", "NEAR_BOARD"}
)


def line_up_across_centre(reading: Reading) -> None:
    """ "Line up, their 3 had a foot over the centre line", "our 2 was on their side of center
    at the throw in": at a line-up each team is on its own side of the centre line (20.b), so a
    player across it there is on the wrong side, "wrong" unsaid. Only where a line-up or
    throw-in is said and no ball went out: elsewhere the centre is where the ball was ("went
    out the side of center"), which the centre line says as any other word of midfield does."""
    said = reading.concepts
    if "CENTRE_CROSSED" not in said:
        return
    if said & {"END_LINE", "OWN_END_LINE"} and not said & {"LINE_UP", "SIDE_BOARDS"}:
        # "uscita dalla nostra parte della linea DI FONDO": a side of the end line, which no
        # centre is part of (the line's own words were read as the end line)
        return
    said.add("MIDFIELD")
    if "LINE_UP" in said and not said & _BALL_WENT_OUT:
        said.add("WRONG_SIDE")


#: what goes wrong at a throw-in's line-up, told without the line-up: a bump, a player close
#: to the umpire (the throw-in's own words, ``_THROW_IN_SAID``, say the line-up)
_LINE_UP_TROUBLE = frozenset({"JOSTLING", "RUSHED_UMPIRE"})

_LINE_UP_SAID = frozenset({"LINE_UP", "OPENING", "BALL_IN_LINE_UP"})

#: what a whistle may be for, besides a foul: a stop for a fall, a horse, an emergency, gear,
#: the ball, an inadvertent whistle, a pony's welfare
_STOP_REASONS = frozenset(
    {"FALLEN", "LAME", "EMERGENCY", "EQUIPMENT", "EQUIPMENT_ROUTINE", "DAMAGED_BALL", "BROKE"}
    | {"INADVERTENT", "PONIES", "FAIR_PLAY"}
)
#: who had the ball when play stopped, said either way: a stop in play, no line-up
_BALL_HELD_OR_NOT = frozenset({"POSSESSION", "NOBODY_HAD"})

#: a line or the boards the ball went over (a verb alone, "cuando tiró", may be the umpire's
#: throw itself)
_OUT_OVER_A_LINE = _BALL_WENT_OUT - {"HIT_OUT", "BALL_OUT"}


def line_up_problem_without_line_up(reading: Reading) -> None:
    """ "La bocha le pegó al caballo del umpire y se fue por la tabla", "it hit the ump's horse
    and went over the boards": a bump, or the umpire's name read as a player crowding him,
    beside a ball gone over a line or the boards, no throw-in or line-up said, tells of the ball
    going out (off a horse, off the umpire), not of players before a throw-in: the line-up's
    problem is not read (it would decide "stop and line up again"), the ball out is asked. So
    too beside play stopped for a reason, with who had the ball told ("cane in campo, fermano
    tutto, il mio 3 e il loro 2 A SPINGERSI, nessuno l'aveva"): players pushing in play, whose
    stop's restart is asked."""
    said = reading.concepts
    if not said & _LINE_UP_TROUBLE or said & _LINE_UP_SAID:
        return
    # a ball gone over a line or the boards; or a ball gone out off a horse ("la manda a la
    # tribuna después de chocar la bocha con el caballo de su back")
    out = said & _OUT_OVER_A_LINE or ("HORSE" in said and said & {"HIT_OUT", "BALL_OUT"})
    stopped = "STOPPED" in said and said & _STOP_REASONS and said & _BALL_HELD_OR_NOT
    if out or stopped:
        said -= _LINE_UP_TROUBLE


def lame_horse(reading: Reading) -> None:
    """ "Play stopped for a lame horse", "gioco fermato per un cavallo che zoppica": a horse gone
    lame that play was stopped for is an injury's stop (``FALLEN``, 22.g). Lame alone ("our
    horse went lame, can we sub", "está rengueando y siguen jugando") stops nothing: play goes
    on, and which horse may come on is no rule of Rules 20 and 22."""
    said = reading.concepts
    if "LAME" in said and "STOPPED" in said:
        said.add("FALLEN")


#: what makes a change of horses a restart's: the line-up after a goal (20's example), or a
#: knock-in or a foul shot it holds up (a stop is no restart's: "without waiting for a whistle")
_CHANGE_AT_A_RESTART = frozenset(
    {
        "GOAL",
        "AFTER_GOAL",
        "LINE_UP",
        "KNOCK_IN",
        "FOUL_SHOT",
        "PENALTY_ANY",
        "SAFETY",
        "FREE_HIT_60",
        "END_LINE",
        "SIDE_BOARDS",
        "PERIOD_END",
    }
)


def horse_changed_in_play(reading: Reading) -> None:
    """ "Can I change ponies mid chukka without waiting for a whistle?", "si può cambiare
    cavallo a metà chukker?": a change of horses during a period, with no restart it holds up,
    is how ponies are changed in play, which other rules govern (``PONIES``); Rules 20 and 22
    meet a change only at a restart (the line-up after a goal, a knock-in, a foul shot)."""
    said = reading.concepts
    if {"CHANGING_HORSES", "DURING_PERIOD"} <= said and not said & _CHANGE_AT_A_RESTART:
        said -= {"CHANGING_HORSES", "DURING_PERIOD"}
        said.add("PONIES")


def horse_changed_after_a_stop(reading: Reading) -> None:
    """ "The ump blew because our 3's pony had blood in its mouth, he had to go off and
    change": a change of horses after play stopped for the horse or its rider, with no restart
    it holds up, is what followed the stop, no line-up's problem (20's change after a goal):
    the stop's restart is the question."""
    said = reading.concepts
    if (
        "CHANGING_HORSES" in said
        and "STOPPED" in said
        and said & _STOP_REASONS
        and not said & _CHANGE_AT_A_RESTART
    ):
        said.discard("CHANGING_HORSES")


#: what a match stopped by the weather is not: the horn unheard in the wind or the rain (22.f),
#: the game over, a game put off before it began, the ball broken or buried (22.d, 22.h); and
#: what is read as it was where a restart was already due ("storm came in right after their
#: shot went wide … is it our knock-in?"): the suspended game resumes with that restart
_NOT_SUSPENDED_BY_THE_WEATHER = frozenset(
    {"NOT_HEARD", "GAME_END", "POSTPONED", "DAMAGED_BALL", "BROKE"}
    | WENT_OUT
    | {"KNOCK_IN", "SAFETY", "PENALTY_ANY", "FOUL_SHOT"}
)


def stopped_by_the_weather(reading: Reading) -> None:
    """ "Lightning just shut us down halfway through the 4th", "se hizo de noche en el quinto",
    "grandinata, hanno fermato tutto": a storm, hail or the light gone stops the whole match,
    which is a suspended game (22.g), whatever verb says it stopped; at a period's end too ("ran
    out of light at the end of the 5th": it resumes where it was suspended)."""
    said = reading.concepts
    if "WEATHER" in said and not said & _NOT_SUSPENDED_BY_THE_WEATHER:
        said -= {"PERIOD_END", "STOPPED"}
        said.add("SUSPENDED")


def final_of_a_period(
    matches: list[Match], words: list[str], langs: tuple[str, ...]
) -> list[Match]:
    """ "Durante il chukker FINALE", "during the FINAL chukker": "final" said beside a period's
    name (each language's ``period_words``) is the game's last period, never a tournament's
    final (``DECIDER``), whose suspended game could change the event's outcome (22.g)."""
    periods = words_listed(langs, "period_words")

    def beside_a_period(match: Match) -> bool:
        at = match.start
        return len(match.positions) == 1 and any(
            0 <= near < len(words) and words[near] in periods for near in (at - 1, at + 1)
        )

    return [
        Match(m.concepts - {"DECIDER"}, m.positions)
        if "DECIDER" in m.concepts and beside_a_period(m)
        else m
        for m in matches
    ]


#: a goal said given or scored, which a shot not taken makes one awarded
_GOAL_GIVEN = frozenset({"GOAL", "GOAL_WORD", "GOAL_COUNTS", "FIELD_GOAL", "AWARDED"})
#: the foul a Penalty 1 is awarded for, told beside its goal: the award's cause, no goal at the
#: whistle (22.c)
_PENALTY_1_CAUSE = frozenset({"FOUL", "FOUL_NAMED", "CROSSING", "AGAINST_DEF", "STOPPED"})


#: what makes a goal given beside a Penalty 1 one at the whistle (22.c), whose call is asked
_AT_THE_WHISTLE_TOLD = frozenset({"AT_WHISTLE", "SAME_MOMENT", "BETWEEN_POSTS", "SHOT_AT_GOAL"})


def goal_awarded_by_penalty_1(reading: Reading) -> None:
    """A goal given that only a Penalty 1 gives in play (22.e(1); a handicap goal is on the
    board before play), the foul told beside it what it was awarded for:
    * one with no shot taken ("the ump just gave us the goal WITHOUT A SHOT", "directamente dio
      el gol, ni se pateó nada", "ci ha dato il gol così, senza far tirare");
    * one told with the Penalty 1 it was ("ump just GAVE US A GOAL, penalty 1 he said, cause
      their 1 crossed our 3": ``GOAL_COUNTS``'s words), no shot at goal nor the whistle's moment
      beside it. Beside those the goal may have been scored at the foul, and whether it counted
      or the Penalty 1 was given instead is 22.c's call, asked."""
    said = reading.concepts
    if said & {"HANDICAP_GOAL", "OWN_GOAL"}:
        return
    without_a_shot = "NO_SHOT" in said and said & _GOAL_GIVEN
    as_penalty_1 = {"P1", "GOAL_COUNTS"} <= said and not said & _AT_THE_WHISTLE_TOLD
    if without_a_shot or as_penalty_1:
        said -= _PENALTY_1_CAUSE | {"FIELD_GOAL", "GOAL_COUNTS", "NO_SHOT"}
        said |= {"GOAL", "AWARDED", "P1", "PENALTY_ANY"}


def player_suspended(reading: Reading) -> None:
    """ "Le sacan amarilla por protestar, ¿queda suspendido?": suspended beside a card or a
    player's conduct is the player's suspension, discipline that Rules 20 and 22 do not decide,
    never a suspended game (22.g), unless the weather stopped the match too."""
    said = reading.concepts
    if "SUSPENDED" in said and said & {"CARD", "CONDUCT"} and "WEATHER" not in said:
        said.discard("SUSPENDED")


#: what a goal at the whistle is told by: a goal, the ball between the posts, a foul
_AT_THE_WHISTLE_OF = frozenset({"GOAL", "GOAL_WORD", "BETWEEN_POSTS", "FOUL", "SHOT_AT_GOAL"})


def whistle_as_a_moment(reading: Reading) -> None:
    """ "Hanno fermato perché il mio cavallo sanguina. AL FISCHIO il loro 3 era dentro le
    nostre sessanta": "at the whistle" told with the stop's reason and no goal, shot or foul
    is when play stopped (``STOPPED``), where the ball was then: no goal at the whistle (22.c)."""
    said = reading.concepts
    if "AT_WHISTLE" in said and said & _STOP_REASONS and not said & _AT_THE_WHISTLE_OF:
        said.discard("AT_WHISTLE")
        said.add("STOPPED")


#: the umpire's call of Play, told or said not yet made
_PLAY_CALL_TOLD = frozenset({"CALL_PLAY", "HIT_BEFORE_PLAY", "PLAY_NOT_YET_SAID"})


def call_not_heard(reading: Reading) -> None:
    """ "Loro urlano che l'arbitro non aveva ancora detto play, noi col vento NON ABBIAMO
    SENTITO niente": what was not heard beside the call of Play, no horn or bell named, is that
    call, not the period's end (``NOT_HEARD`` says the horn, 22's "fail to hear")."""
    said = reading.concepts
    if "NOT_HEARD" in said and said & _PLAY_CALL_TOLD and not said & {"HORN", "PERIOD_END"}:
        said.discard("NOT_HEARD")


#: what puts a goal at a period's end in question: whether it counted, asked or denied; the
#: horn not heard, play gone on past it, the two at one moment (22: the Referee or Timekeeper
#: tells the umpire where play should have stopped; the rulebook search answers it). A goal
#: told given ("goal given, no drama") is in no question
_GOAL_AT_THE_END_IN_QUESTION = frozenset(
    {"COUNTS_Q", "NO_GOAL", "NOT_HEARD", "PLAY_WENT_ON", "SAME_MOMENT", "AT_WHISTLE"}
)
#: what asks how play goes on: what next, how, the line-up after the goal
_NEXT_ASKED = frozenset({"NEXT_Q", "PROCEDURE_Q", "LINE_UP"})


def goal_then_period_end(reading: Reading) -> None:
    """ "We scored to end the 2nd, hooter a second after. How does the 3rd start?", "gol nuestro
    al final del chukker, ¿cómo arranca el siguiente?": a goal told as scored with the
    period's end, nothing putting the goal in question, asked how play goes on, restarts as
    after that goal (22: the next period starts as play would have resumed), the centre
    throw-in with the ends changed. Where its counting is in question, the rulebook search
    answers (questions.toml's ``beyond_the_tree``)."""
    said = reading.concepts
    if not ({"PERIOD_END", "HORN"} & said and said & _GOAL_SCORED and said & _NEXT_ASKED):
        return
    if said & _GOAL_AT_THE_END_IN_QUESTION:
        return
    said -= {"PERIOD_END", "HORN", "GAME_END"}


#: a goal said by its words: the ball in, a goal scored
_GOAL_TOLD = frozenset({"GOAL", "BETWEEN_POSTS"})


#: the most words from "while" to the goal's words ("mentre LA PALLA entra": the article is out)
_WHILE_REACH = 2


def goal_told_while(matches: list[Match], words: list[str], langs: tuple[str, ...]) -> list[Match]:
    """ "MENTRE la palla entra l'umpire fischia fallo", "the whistle went WHILE the ball went in":
    a goal told right after a word of ``goal_while`` happened at the moment of what the sentence
    tells beside it (``SAME_MOMENT``, the goal at the whistle's where a whistle or foul is told);
    the goal's own words stay the goal's."""
    whiles = words_listed(langs, "goal_while")
    at = [i for i, word in enumerate(words) if word in whiles]
    if not at:
        return matches  # most messages
    taken = {p for m in matches for p in m.positions}
    added = [
        Match(frozenset({"SAME_MOMENT"}), (i,))
        for i in at
        if i not in taken
        and any(0 < m.start - i <= _WHILE_REACH and m.concepts & _GOAL_TOLD for m in matches)
    ]
    return sorted(matches + added, key=lambda m: m.start) if added else matches


#: what else breaks, named beside a break whose thing is unnamed: a mallet, a stirrup or a
#: rein, a player or a horse hurt, a board; or what else is "broken" (the line of the ball:
#: "le rompió la línea", a foul)
_OTHER_BREAKS = frozenset(
    {"EQUIPMENT", "EQUIPMENT_ROUTINE", "MALLET", "GEAR", "FALLEN", "LAME", "HORSE", "OWN_HORSE"}
    | {"SIDE_BOARDS", "RIGHT_OF_WAY", "FOUL", "OUT_OF_SCOPE"}
)

#: the ball's play told, the moment a break of the ball is asked at (22.g: on the first hit of
#: a restart, or later in play)
_BALL_IN_PLAY_TOLD = HIT_TOLD | RESTART_TOLD | {"FIRST_HIT", "ALREADY_PLAYED", "KNOCK_IN"}


def break_with_its_thing(
    matches: list[Match], words: list[str], langs: tuple[str, ...]
) -> list[Match]:
    """ "Le rompió LA LÍNEA", "si è rotta LA CAVIGLIA": a break verb (``BREAK_UNNAMED``) with
    the thing it broke right after it (each language's ``broken_things``: the line of the
    ball, a bone, a mallet) names what broke: no break of the ball is read; a horse's tack
    (``broken_gear``: "si è spezzata LA STAFFA") is broken equipment (``EQUIPMENT``, 22.h's
    unexpected event). With no ball named
    before it ("si è rotta al primo colpo": the ball, or the mallet? both break on a hit) it is
    a break of the ball unsure (``BREAK_UNSURE``); "la palla già giocata SI È ROTTA"
    (``ball_words`` before it) is one."""
    if not any("BREAK_UNNAMED" in m.concepts for m in matches):
        return matches  # most messages
    things = words_listed(langs, "broken_things")
    gear = words_listed(langs, "broken_gear")
    balls = words_listed(langs, "ball_words")
    kept: list[Match] = []
    for match in matches:
        if "BREAK_UNNAMED" not in match.concepts:
            kept.append(match)
            continue
        after = match.end + 1
        if after < len(words) and words[after] in gear:
            # "si è spezzata la STAFFA", "se quebró el ESTRIBO": the tack, an unexpected event
            kept.append(Match(frozenset({"EQUIPMENT"}), (*match.positions, after)))
            continue
        if after < len(words) and words[after] in things:
            continue
        named = any(word in balls for word in words[: match.start])
        concepts = (
            match.concepts if named else match.concepts - {"BREAK_UNNAMED"} | {"BREAK_UNSURE"}
        )
        kept.append(Match(concepts, match.positions))
    return kept


def break_of_the_ball_unnamed(reading: Reading) -> None:
    """ "Sulla rimessa, al secondo colpo SI È ROTTA", "en el segundo golpe se rompió": a break
    told with no thing named (``BREAK_UNNAMED``; the reflexive is a stop word, so it is the bare
    verb) is the ball's (``BROKE``, 22.g) where the ball's play is told and nothing else that
    breaks is named; beside a mallet, a stirrup, a fall, a horse, a board or the line of the
    ball, it is that thing's ("si è rotta la staffa": equipment), and says nothing of the ball.
    With no ball named (``BREAK_UNSURE``: "si è rotta al primo colpo") the break is offered to
    confirm (``Reading.unsure``): the ball and the mallet both break on a hit."""
    said = reading.concepts
    if not said & {"BREAK_UNNAMED", "BREAK_UNSURE"}:
        return
    unsure = "BREAK_UNSURE" in said and "BREAK_UNNAMED" not in said
    said -= {"BREAK_UNNAMED", "BREAK_UNSURE"}
    if said & _BALL_IN_PLAY_TOLD and not said & _OTHER_BREAKS:
        said.add("BROKE")
        if unsure:
            reading.unsure.add("BROKE")


#: a ball over an end line said: the line itself, or a shot or place that says it
END_LINE_CROSSED = _OVER_END_LINE | {"SHOT_WIDE"}

#: what else "play" may have been called for: a foul shot, a goal's throw-in, a side's free hit,
#: a new period
_PLAY_CALLED_FOR_ANOTHER = frozenset(
    {"PENALTY_ANY", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6", "FOUL_SHOT", "SAFETY"}
    | {"GOAL", "SIDE_BOARDS", "PERIOD_END", "GAME_END"}
)


def play_called_after_end_line(reading: Reading) -> None:
    """ "Red 1 shot wide, he was still coming back when "play" was called", "dijo play y nuestro
    1 todavía volvía del fondo": the umpire calls "play" only to restart, so a ball over the
    end line with "play" called is about the knock-in that followed (``KI_EVENT``: what went
    wrong at it is asked), never the end line's ruling alone, which does not answer it."""
    said = reading.concepts
    if "CALL_PLAY" in said and said & END_LINE_CROSSED and not said & _PLAY_CALLED_FOR_ANOTHER:
        said.add("KI_EVENT")


def hit_before_play_after_end_line(free: list[Match], reading: Reading) -> None:
    """A hit before "play" told after the ball went over the end line ("i bianchi hanno tirato
    fuori sul fondo dei blu e il back dei blu ha battuto prima che io dicessi plei") is the
    knock-in's (``KI_EVENT``), as "play" called after it is; told before it ("our goal came
    early, then their 3 hit it over the back line") it is no restart of that ball."""
    said = reading.concepts
    if said & _PLAY_CALLED_FOR_ANOTHER:
        return
    crossed = [m.end for m in free if m.concepts & END_LINE_CROSSED]
    early = [m.start for m in free if "HIT_BEFORE_PLAY" in m.concepts]
    if crossed and early and max(early) > min(crossed):
        said.add("KI_EVENT")


#: what a knock-in said may have gone wrong with, said as a state or an act at it: the ball
#: still behind the end line when it was hit ("va a sacar … la bocha estaba atrás de la línea de
#: fondo", "ritirare il fondo perché la palla era fuori dal campo"), an opponent distracting the
#: hitter ("distrae il battitore")
_AT_THE_KNOCK_IN = frozenset({"BALL_OFF_FIELD", "DISTRACTED"})


def at_the_knock_in(reading: Reading) -> None:
    """A knock-in said with the ball behind the end line or the hitter distracted is about that
    knock-in (``KI_EVENT``: what went wrong at it is asked): the end line there is where the
    ball WAS when it was knocked in, not a new ball over it, so who hit it over (the end line's
    question, whose every answer is a ruling) is never what the message asks. So is one whose
    ball an opponent took at once."""
    said = reading.concepts
    if not said & KNOCK_IN_NAMES or said & _PLAY_CALLED_FOR_ANOTHER:
        return
    # "en nuestro saque de fondo el 3 de ellos nos robó la bocha ENSEGUIDA": an opponent on the
    # knock-in's ball at once, as short a ball as "it went 5 yards" says, is what went wrong at
    # it (inside the 30, or come on from off the field: [partly.knock_in_event]), not who hit
    # it over; a steal with no time or distance said is play
    stolen_at_once = "STOLE_BALL" in said and said & _AT_ONCE and not said & _BALL_WENT_ITS_30
    if said & _AT_THE_KNOCK_IN or stolen_at_once:
        said.add("KI_EVENT")


#: right away, or at the moment of another thing ("enseguida", "straight away", "al mismo
#: tiempo")
_AT_ONCE = frozenset({"AT_ONCE", "SAME_MOMENT"})
#: a knock-in's ball said gone its 30 yards, or the restart it named long done: an opponent
#: who took it then played a live ball
_BALL_WENT_ITS_30 = frozenset({"TRAVELLED_30", "PAST_MIDFIELD", "PLAY_WENT_ON", "GOAL"})


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


def question_tag(
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
        if match.positions == (length - 1,) and match.concepts <= SIDES:
            free.remove(match)


#: a restart's names ("saque de fondo", "sacamos", "Safety"), which a message may say only to ask
#: which restart it is, or where it is taken
_RESTART_NAMES = KNOCK_IN_NAMES | {"SAFETY"}
_SIXTY_HIT = frozenset({"FREE_HIT_60"})

#: what splits a message into clauses, each with the marks that close it
_CLAUSE_PIECES = re.compile(r"([.,;:!?\n]+)")


def time_before_play_asked(
    free: list[Match], mentions: list[Mention], sides: list[Mention]
) -> None:
    """ "How many seconds before the ump calls play on a knock-in?", "quanti secondi prima che
    l'arbitro dica play sul noccin", "¿cuánto tiempo antes del play en el saque?": "before
    Play" beside a measure asked (``PROCEDURE_Q``), with no hit and no player or team said, is
    the moment the question measures to, the call of Play (``CALL_PLAY``), never a knock-in hit
    before it (a Penalty 4 decided for a hit nobody told). With a hit or a player said ("their
    3 hit it before play, how far back do we go?") it is the incident, and stays so.
    ``sides``: the sides said ("THEIR 3"), which name no team among ``mentions``."""
    # a time limit asked of, the other measure a question may name
    time_limit_asked(free, mentions, sides)
    if not any("PROCEDURE_Q" in m.concepts for m in free) or mentions or sides:
        return
    if any(m.concepts & HIT_TOLD for m in free):
        return
    for at, match in enumerate(free):
        if "HIT_BEFORE_PLAY" in match.concepts:
            asked = match.concepts - {"HIT_BEFORE_PLAY"} | {"CALL_PLAY"}
            free[at] = Match(asked, match.positions)


#: a restart's time limits: a knock-in's 10 seconds (22.a), a foul shot's 20 (22.b)
_TIME_LIMITS = frozenset({"TEN_SEC", "TWENTY_SEC"})


def time_limit_asked(free: list[Match], mentions: list[Mention], sides: list[Mention]) -> None:
    """ "On a knock-in, do I start counting the 10 seconds at Play?", "¿desde cuándo se cuentan
    los 10 segundos del saque?", "i 10 secondi della rimessa si contano da quando?": a time limit
    said beside a measure asked (``PROCEDURE_Q``), with no hit and no player or team said, is
    what the question asks of, never a limit run out (a Penalty 4 decided for a delay nobody
    told). With a hit or a player said ("their 4 took over 10 seconds, when does it start?") it
    is the incident, and stays so. ``sides``: the sides said; the writer's own point of view
    ("my first time", "they asked me to time it") names no player nor a team's role."""
    if not any("PROCEDURE_Q" in m.concepts for m in free) or mentions:
        return
    if any(side.player or side.on_next or side.role is not None or not side.pov for side in sides):
        return
    if any(m.concepts & HIT_TOLD for m in free):
        return
    free[:] = [
        Match(m.concepts - _TIME_LIMITS, m.positions) if m.concepts & _TIME_LIMITS else m
        for m in free
        if m.concepts - _TIME_LIMITS
    ]


def restart_only_asked(
    text: str,
    free: list[Match],
    words: list[str],
    reading: Reading,
    read_with: tuple[tuple[Vocabulary, ...], frozenset[str]],
    *,
    award_verbs: frozenset[str] = frozenset(),
) -> None:
    """A restart named only in the clauses that ask ("de dónde sacamos", "saque de fondo
    nuestro, no?", "knock-in for them?"): the message asks which restart it is, or where, and
    tells nothing that happened at it (``RESTART_ASKED``): a place it does not say is then no
    question the ruling hangs on ([unsaid.end_line_where]). A clause asks where a "?" closes it
    or where it has a word of the language's ``asking`` list (dictation types no "?"); a
    restart named in a clause that tells ("sacamos de fondo y el 2 de ellos estaba adentro")
    is told, whatever the message asks after it. A free hit from the 60 only asked about, beside
    a ball out told, is dropped: the restart asked, no hit from the 60 that went wrong; so is
    one an official gave (``sixty_an_official_gave``)."""
    sixty_an_official_gave(
        free, words, award_verbs, words_listed(langs_of(read_with[0]), "restart_claimed")
    )
    named = [m for m in free if m.concepts & (_RESTART_NAMES | _SIXTY_HIT)]
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
    restarts = [m for m in named if m.concepts & _RESTART_NAMES]
    if restarts and all(set(m.positions) <= asked for m in restarts):
        reading.concepts.add("RESTART_ASKED")
        # asked where or how it is taken ("de DÓNDE sacamos?"), not whether it is that restart
        # ("¿battiamo noi la rimessa o no?", "do we knock in?"): ``RESTART_PLACE_ASKED``
        place = words_listed(langs_of(vocabularies), "asking_place")
        if any(words[at] in place for at in asked if at < len(words)):
            reading.concepts.add("RESTART_PLACE_ASKED")
    # a free hit from the 60 only asked about beside a ball out told ("fuori dalla linea
    # laterale…, loro battono dalle 60?") is the restart asked, never a 60 hit that went wrong
    told_out = any(m.concepts & OUT_LINES and not set(m.positions) <= asked for m in free)
    for m in named:
        if told_out and m.concepts & _SIXTY_HIT and set(m.positions) <= asked:
            free.remove(m)


#: what a message tells of the hit from the 60 itself, once taken: a hit, a tap, how far it went
_PLAYED_AT_THE_60 = frozenset({"PLAYED", "HIT_AGAIN", "TAPPED", "UNDER_30", "TEAMMATE", "SHOT"})

#: how many words before a free hit from the 60 the verb an official gave it with may be ("the
#: umpire GAVE them a sixty yard hit", "el umpire les DIO el tiro de la 60")
_AWARD_REACH = 4


def sixty_an_official_gave(
    free: list[Match], words: list[str], award_verbs: frozenset[str], claimed: frozenset[str]
) -> None:
    """A free hit from the 60 an official gave or had taken, told beside a ball out ("…went
    back over our own back line and the umpire GAVE them a sixty yard hit", "the umpire MADE us
    hit it from the sixty"): the umpires' call, which the writer may be asking about, never a
    hit from the 60 that went wrong; the ball out is the incident. Read as told, the message
    went to what went wrong at the 60, whose answers never reach the ball out. So is one a side
    claims (each language's ``restart_claimed``: "los otros me PIDEN tirarla desde el 60",
    "they WANT the 60 yard hit"), with or without an official: a hit asked for, not yet taken."""
    sixties = [m for m in free if m.concepts & _SIXTY_HIT]
    if not sixties or not any(m.concepts & OUT_LINES for m in free):
        return  # most messages: no 60 hit, or no ball out beside it
    official = any("UMPIRE" in m.concepts for m in free)
    for m in sixties:
        before = words[max(0, m.start - _AWARD_REACH) : m.start]
        given = (official and not award_verbs.isdisjoint(before)) or not claimed.isdisjoint(before)
        # the hit taken after it told ("nos dieron tiro desde la 60, le pegamos y anduvo 15
        # yardas"): what went wrong at the 60 is the incident
        played = any(o.start > m.end and o.concepts & _PLAYED_AT_THE_60 for o in free)
        if given and not played:
            free.remove(m)


#: the words "own goal" / "own posts" say: "own" then the goal's word
_OWN_WORD = "own"
_OWNED_GOAL_WORDS = frozenset({"goal", "posts"})


def owned_own_goal(free: list[Match], text: str, langs: tuple[str, ...]) -> None:
    """ "At the throw-in do we sit on the side of OUR OWN GOAL?", "facing HIS OWN GOAL": an
    owner right before "own goal" (each language's ``own_goal_owners``) names the goal that
    team defends, a place, as "our goal" does; read as an own goal scored, it decided a goal
    the message never told. Only where every "own goal" of the message has its owner: "an own
    goal" said anywhere is one scored. The ball going into the owned goal is told by a word
    before the owner (each language's ``own_goal_into``: "INTO our own goal", "scored ON
    his own goal", "THROUGH their own posts"), and stays an own goal."""
    if not any("OWN_GOAL_WORD" in m.concepts for m in free):
        return
    owners = words_listed(langs, "own_goal_owners")
    into = words_listed(langs, "own_goal_into")
    said = words_of(text)
    owned = [
        at > 0 and said[at - 1] in owners and not (at > 1 and said[at - 2] in into)
        for at in range(len(said) - 1)
        if said[at] == _OWN_WORD and said[at + 1] in _OWNED_GOAL_WORDS
    ]
    if not owned or not all(owned):
        return
    free[:] = [
        Match((m.concepts - {"OWN_GOAL_WORD"}) | {"GOAL_WORD"}, m.positions)
        if "OWN_GOAL_WORD" in m.concepts
        else m
        for m in free
    ]


def goal_word_read(reading: Reading) -> None:
    """ "goal" is a goal scored unless the message says the ball went out, or where."""
    said = reading.concepts
    out_of_play = bool(said & OUT_OF_PLAY)
    for word, goal in GOAL_WORDS.items():
        if word in said:
            said.discard(word)
            if not out_of_play:
                said.add(goal)


def right_of_way_in_the_line_up(reading: Reading) -> None:
    """ "Is there right of way in the line-up?", "¿hay línea de la bocha en el line up?", "al
    lancio c'è la linea della palla?": 20.c establishes the right of way only when the ball
    leaves the line-up, and until then a play from any direction or angle is allowed, so the
    right of way said beside the line-up is that sentence's (``LINE_UP_RIGHT_OF_WAY``: a play
    from an angle inside the line-up told, or 20.c asked of), never a question of the foul
    rules (``RIGHT_OF_WAY`` alone)."""
    if "RIGHT_OF_WAY" in reading.concepts and reading.concepts & {"LINE_UP", "BALL_IN_LINE_UP"}:
        reading.concepts.discard("RIGHT_OF_WAY")
        reading.concepts.add("LINE_UP_RIGHT_OF_WAY")


#: how a goal came about, as a story tells it ("ha rubato la palla al loro back, se l'è portata
#: da solo e l'ha messa in mezzo ai pali"; "put it through the posts, the flag went up"): the
#: play that scored, where from, the goal judge's flag, all of a goal from play; what another
#: kind of goal is told by (a whistle, a foul, a penalty, a defender, a horse or a player it came
#: off, a line-up) still keeps the kind asked
_HOW_THE_GOAL_CAME = frozenset(
    {
        "BETWEEN_POSTS",
        "STOLE_BALL",
        "PLAYED",
        "SHOT",
        "SHOT_AT_GOAL",
        "TAPPED",
        "POSSESSION",
        "TOWARD_GOAL",
        "SPOT_NEAR_GOAL",
        "LEFT",
        "RIGHT",
        "GOAL_JUDGE",
    }
)

#: what a goal told only as the time of what follows ("after a goal, …") may be told with: what
#: is asked of its restart. How a goal came about, said with no goal scored, is what happened
#: after it ("dopo il nostro gol … il nostro 2 era ancora vicino alla PORTA": a player's place)
_AFTER_A_GOAL_TOLD = frozenset(
    {
        "GOAL",
        "WE_SCORED",
        "ATT",
        "ATTACKS",
        "TEAM_UNKNOWN",
        "NEXT_Q",
        "PROCEDURE_Q",
        "AFTER_GOAL",
        "LINE_UP",
        "MIDFIELD",
        "ENDS",
        "ENDS_CHANGED",
        "SIDE_END",
        "UMPIRE",
        "NO_SIDE",
        # when in the period ("segna a dieci secondi dalla fine del terzo"): nothing of the goal
        "DURING_PERIOD",
        # where the throw-in after it was taken ("the ump threw it in by the boards, not in the
        # middle?"): the restart in question, nothing of the goal
        "NEAR_BOARD",
    }
)

#: what a goal scored in play may be told with: who scored, and a question of what comes next,
#: in the words of the goal's own restart ("gol nostro, chi lancia e dove?", "we scored, do we
#: change ends and line up at the middle?": the throw-in, its place, the ends, the umpire who
#: throws it, "after the goal"), words read only so that they say nothing (``NO_SIDE``: "alla
#: fine", "is that right"), and how it was scored. Anything else (a whistle, a foul, a penalty, an
#: own goal, a player, a goal "awarded", "does it count?") is a word of another kind of goal, of
#: doubt or of something that went wrong after it, and keeps the kind asked
_PLAIN_GOAL_TOLD = _AFTER_A_GOAL_TOLD | _HOW_THE_GOAL_CAME

#: a distance told ("a 20 yardas del medio"): someone's place, which the reading keeps no
#: concept of (no rule uses ``YARDS_FROM``), but a goal's plain restart never tells
_DISTANCE_TOLD = frozenset({"YARDS_FROM", "DISTANCE"})

#: a goal said as scored (not the place "goal", which may be where the ball went out)
_GOAL_SCORED = frozenset({"GOAL", "WE_SCORED"})

#: a goal said as scored (``_GOAL_SCORED``: "we scored", "metió gol", "gol nuestro"), or by
#: the ball put between the posts ("la metió entre los palos"), or by the bare word "goal",
#: which may be a place ("the side of our own goal"): a "?" closing any asks whether it was one
#: ("goal?", "between the posts?")
_GOAL_SCORED_OR_IN = _GOAL_SCORED | {"BETWEEN_POSTS"}
#: what a goal's restart is asked by: what next, how, the throw-in's place, the ends
_GOALS_RESTART_ASKED = frozenset(
    {"NEXT_Q", "PROCEDURE_Q", "AFTER_GOAL", "LINE_UP", "MIDFIELD", "ENDS", "ENDS_CHANGED"}
)
_GOAL_NAMED = _GOAL_SCORED_OR_IN | {"GOAL_WORD"}
#: a goal told in a phrase: as scored or put in, or as the time of what follows ("after a goal,
#: do the teams change ends?": a goal was scored, whose restart is asked)
_GOAL_TOLD = _GOAL_SCORED_OR_IN | {"AFTER_GOAL"}


def goal_in_play(
    said: frozenset[str],
    text: str,
    vocabularies: tuple[Vocabulary, ...],
    *,
    asks: Callable[[], bool],
) -> bool:
    """ "We scored, how do we restart?", "gol nuestro, ¿cómo sigue?", "abbiamo segnato, chi
    butta e dove?", "after a goal, do the teams swap ends?": a goal told as scored (or as the
    time of the question: 22.e(1) reads "after a goal has been scored", awarded goals its
    exceptions), with nothing about it but who scored, by a message that asks (``asks``, called
    only where the rest holds: a "?" or a question word), is a goal from play (``FIELD_GOAL``);
    told only as the time of the question, nothing of how it was scored (``_AFTER_A_GOAL_TOLD``:
    a goal's words then tell what followed it). The other kinds are told by their own facts: an
    own goal, a Penalty 1 or a handicap goal is awarded or named, a goal at the whistle has its
    whistle, one in a reversed line-up its line-up (Rule 20). A message that says any other
    thing (``_PLAIN_GOAL_TOLD``), that tells without asking ("el tanteador puso mal los goles"),
    or asks whether it was a goal or counts ("la bocha entró, ¿gol?", "does it count?":
    ``COUNTS_Q``), keeps the kind asked."""
    if not (said & _GOAL_TOLD and said <= _PLAIN_GOAL_TOLD and asks()):
        return False
    if not said & _GOAL_SCORED_OR_IN and not said <= _AFTER_A_GOAL_TOLD:
        return False
    if not said & _GOAL_SCORED and not said & _GOALS_RESTART_ASKED:
        # the ball put "in" with no goal said ("possiamo METTERE DENTRO mio cugino?", a player
        # put on) is a goal only where what follows a goal is asked
        return False
    langs = langs_of(vocabularies)
    # "… or not?", "…, ¿verdad?": an "or" and a "not", or a tag that asks to confirm
    tags = (
        negation_words(vocabularies)
        | words_listed(langs, "confirm_tags")
        | words_listed(langs, "alternatives")
    )
    told = False
    pieces = text.split("?")
    for at, piece in enumerate(pieces):
        words = linked_words(piece, vocabularies, frozenset())[0]
        found = phrases_in(words, vocabularies)
        if any(m.concepts & _DISTANCE_TOLD for m in found):
            return False  # "20 yards from the centre": where someone was, not the goal's restart
        told = told or any(m.concepts & _GOAL_TOLD for m in found)
        if at == len(pieces) - 1:
            break
        while words and words[-1] in tags:
            words.pop()
        # a "?" that closes a goal's words asks whether it was one: "… gol?", "was it a goal?"
        if any(m.concepts & _GOAL_NAMED and m.end == len(words) - 1 for m in found):
            return False
    return told


#: what a knock-in asked how it is taken may be told with: the knock-in (whose), the end line and
#: where along it the ball went out, and the question. Anything else (a hit, a touch, a player,
#: the umpire, a call questioned, something at the knock-in) keeps who put it out asked
_KNOCK_IN_PLACE_TOLD = frozenset(
    {
        "KNOCK_IN",
        "WE_KNOCK_IN",
        "THEY_KNOCK_IN",
        "KNOCKING_TEAM",
        # a team named for it ("saque de verde"): whose knock-in, no play told
        "TEAM_UNKNOWN",
        "END_LINE",
        "BALL_OUT",
        "NEAR_POST",
        "NEAR_BOARD",
        "WIDE",
        "LEFT",
        "RIGHT",
        "YARDS_FROM",
        "PROCEDURE_Q",
        "NEXT_Q",
        # the goal judge who set the ball for it ("the goal judge placed it right there")
        "GOAL_JUDGE",
    }
)


def knock_in_asked_how(
    said: frozenset[str], text: str, langs: tuple[str, ...], *, asks: Callable[[], bool]
) -> bool:
    """ "Knock-in near the post, where does the ball go exactly?", "saque de fondo cerca del
    palo, ¿dónde se pone la bocha?", "knock-in vicino al palo, dove metto la palla?": a knock-in
    told as the restart being taken, by a message that asks how or where and says nothing of
    the play that put the ball out, takes the knock-in as given: the attackers put it out (22.a:
    a knock-in follows a ball the attackers sent over the end line), and who did is no question
    the ruling hangs on. A knock-in only asked about ("…, knock-in?": ``RESTART_ASKED``), asked
    who takes it ("who knocks in and from where?": ``asking_who``), a call questioned, or any
    other fact told (``_KNOCK_IN_PLACE_TOLD``) keeps who put it out asked."""
    told_out = bool(said & {"END_LINE", "NEAR_POST", "NEAR_BOARD", "WIDE"})
    if not (told_out and "KNOCK_IN" in said and said <= _KNOCK_IN_PLACE_TOLD and asks()):
        return False
    return words_listed(langs, "asking_who").isdisjoint(words_of(text))


#: a player's play on the ball, or his getting into the play
_PLAYS_IT = frozenset({"PLAYED", "INVOLVED", "HIT_AGAIN"})


def changing_horses_at_knock_in(free: list[Match], reading: Reading) -> None:
    """ "Estaba cambiando caballo en el saque de ellos, entró de atrás y jugó la bocha", "their
    2 was changing horses at our knock-in and came on and played it": horses are changed off the
    field, so a player changing horses at a knock-in who then plays the ball is a player off the
    field who played it (``OFF_FIELD_PLAYED``, 22.a); whether he was onside is then asked. Only
    a play said after the change: before it, the play may be anyone's."""
    changes = [m.start for m in free if "CHANGING_HORSES" in m.concepts]
    if not changes or not any(m.concepts & KNOCK_IN_NAMES for m in free):
        return
    if any(m.concepts & _PLAYS_IT and m.start > min(changes) for m in free):
        reading.concepts.add("OFF_FIELD_PLAYED")


#: what keeps a player from the line-up after a goal: away changing horses, late, slow back, or
#: not back with no why said ("we scored and two of theirs weren't back", "no vuelven al centro")
_AWAY_FROM_LINE_UP = frozenset({"CHANGING_HORSES", "LATE_PLAYER", "SLOW_RETURN", "NOT_BACK"})

#: what goes wrong in the line-up itself: it is the line-up's only where the line-up is said too
_IN_LINE_UP = frozenset({"JOSTLING", "RUSHED_UMPIRE"})

#: slow, said by a knock-in's words ("came back slowly", "volvía despacito", "viene re
#: cansado, despacio"): after a goal, with no other restart said, the slow return to its line-up
_SLOW_WORDS = frozenset({"SLOW_OPP", "SLOW"})

#: a restart other than the line-up, or a ball out, whose slow player the slow words may be
ANOTHER_RESTART = OUT_OF_PLAY | frozenset(
    {"KNOCK_IN", "WE_KNOCK_IN", "THEY_KNOCK_IN", "KNOCKING_TEAM", "FOUL_SHOT", "FREE_HIT_60"}
    | {"PENALTY_ANY", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6", "OWN_GOAL_WORD"}
)

#: the end of a period said: the horn, or the period's end in words
_PERIOD_ENDS = frozenset({"HORN", "PERIOD_END"})

#: a ball out said, or a shot hit wide (over the end line, where a horn may have ended play first)
_WENT_OUT_OR_WIDE = WENT_OUT | {"HIT_WIDE"}

#: concepts only a rule here makes, from several things said together: no phrase says them
ONLY_FROM_RULES = frozenset(
    {"ORDER_TOLD", "HITTER_SIDE_UNSAID", "GOAL_IN_WRONG_WAY", "ASKED_OR_WENT_ROUND"}
    | {"RESTART_ASKED", "RESTART_PLACE_ASKED", "BREAK_UNSURE"}
)


def out_and_period_end_in_order(
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
    if not any(m.concepts & WENT_OUT for m in free):
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


def played_after_the_umpire(
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
    hits = [m.start for m in free if m.concepts & HIT_TOLD]
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


#: how many words after the umpire an exit verb may stand and be the ball's: "pegó en el umpire
#: y SALIÓ", "off the ump's horse and OUT" (stop words are not counted)
_EXIT_AFTER_UMPIRE_MOST = 2


def out_off_the_umpire(
    free: list[Match],
    words: list[str],
    umpire_at: list[int],
    reading: Reading,
    langs: tuple[str, ...],
) -> None:
    """ "Pegó en el umpire y SALIÓ", "dio en el referí y SALE", "off the ump and OUT": a word of
    the language's ``ball_exit`` list right after the ball came off the umpire has the ball as
    its subject: it went out, over a line not said (``BALL_OUT``: the end line or the boards is
    asked, 22.e(3)'s throw-in being for either). Alone, the verb says nothing ("el penal salió
    débil", "salió a cambiar caballo"); with a line said, the line says it. ``umpire_at``:
    where the umpire was said (the message's words)."""
    if "OFF_UMPIRE" not in reading.concepts or any(m.concepts & _LINE_OR_OUT for m in free):
        return
    if reading.concepts & _LINE_OR_OUT:
        return
    exits = words_listed(langs, "ball_exit")
    for end in umpire_at:
        if not exits.isdisjoint(words[end + 1 : end + 1 + _EXIT_AFTER_UMPIRE_MOST]):
            reading.concepts.add("BALL_OUT")
            return


#: a line the ball went over, or the ball said out: what an exit verb would add is said
_LINE_OR_OUT = frozenset({"END_LINE", "SIDE_BOARDS", "BALL_OUT"})


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
      happened in the order they are told ("è uscita e POI la sirena": the ball out first);
      between two events, the one told just before it came first (a heading's period end
      before both, "fine del 4°: …", orders nothing).

    Where the words say nothing of these forms, or say both orders, the order stays asked."""
    tokens_said, kept = told
    events = sorted(
        (kept[m.start], kept[m.end], _END_FIRST if m.concepts & _PERIOD_ENDS else _OUT_FIRST)
        for m in free
        if m.concepts & (_PERIOD_ENDS | WENT_OUT)
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
            # the event told just before it came first ("fine del 4°: il loro 3 la manda fuori
            # e subito DOPO suona la sirena": the ball out, the heading's period end aside)
            prior = [event for event in events if event[1] <= at]
            between = prior and any(event[0] > at for event in events)
            found.add(prior[-1][2] if between else told_first)
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


def goal_then_line_up(free: list[Match], reading: Reading) -> None:
    """ "We scored and then their 3 went off to change horses", "metimos gol y el 3 de ellos se
    fue a cambiar caballo", "segnamo e poi spintoni allo schieramento": a goal said before what
    went wrong at the line-up is the time of it, as "after our goal" says (``AFTER_GOAL``): the
    line-up after that goal is what the message is about. Said the other way round ("late to
    the line-up, he put it in his own goal") the goal is the later event, and stays the goal."""
    # the bare word "goal" is a goal scored where no ball out is said ("Goal for Green, their
    # 3 peels off to swap ponies"): as goal_word_read reads it
    out = any(m.concepts & OUT_OF_PLAY for m in free)
    scored = _GOAL_SCORED if out else _GOAL_NAMED
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


#: a goal, or the time after one
_A_GOAL = frozenset({"GOAL", "GOAL_WORD", "AFTER_GOAL"})
#: a player late to the line-up after a goal, however said (slow, after a goal, is slow back)
_LATE_BACK = frozenset({"SLOW_RETURN", "LATE_PLAYER", "NOT_BACK", "SLOW"})
#: what the ball played to him, or a foul whistled on him ("whistled a foul on our 1"), is told by
_TO_HIM = frozenset({"PLAYED", "HIT_OUT", "FOUL", "FOUL_ON", "AGAINST", "STOPPED"})
#: how many words before the late player's number his late return is told, and after a pass or
#: a foul his number again
_NUMBER_BEFORE, _AFTER_THE_PLAY = 3, 4


def late_player_in_the_play(free: list[Match], words: list[str], langs: tuple[str, ...]) -> None:
    """ "After Kingsbury scored, OUR 1 was late getting back … our 3 won it and hit it straight up
    to him. Ump let it run a second then whistled a foul on OUR 1", "il 1 dei blu torna
    lentissimo … il 3 blu vince la palla e la manda proprio al suo 1. Fischio ritardato": the
    late player named by his number, then the ball played to that number or a foul whistled on
    it, is the late player who became involved in the play (``INVOLVED``: Rule 20's delayed
    whistle, a foul for improper positioning); the "let it run" of that delayed whistle is no
    "no foul". His side said again the other way ("our 1 … their 1") is another player."""
    if not any(m.concepts & _A_GOAL for m in free):
        return
    late = next((m for m in free if m.concepts & _LATE_BACK), None)
    if late is None:
        return
    said = [
        at for at in range(max(late.start - _NUMBER_BEFORE, 0), late.start) if words[at].isdigit()
    ]
    if not said:
        return
    number, side = words[said[-1]], _side_before(said[-1], words, langs)
    plays = [m.end for m in free if m.concepts & _TO_HIM and m.start > late.end]
    again = [
        at
        for at in range(late.end + 1, len(words))
        if words[at] == number
        and side in (None, _side_before(at, words, langs))
        and any(0 < at - end <= _AFTER_THE_PLAY for end in plays)
    ]
    if not again:
        return
    free[:] = [
        Match((m.concepts - {"SLOW"}) | {"SLOW_RETURN"}, m.positions) if m is late else m
        for m in free
        if not (m.start > late.end and m.concepts & {"NO_FOUL", "JUDGE"})
    ]
    free.append(Match(frozenset({"INVOLVED"}), (again[0],)))
    free.sort(key=lambda m: m.start)


def _side_before(at: int, words: list[str], langs: tuple[str, ...]) -> str | None:
    """Which side a number's word before it says ("OUR 1": "we"), if one of them does."""
    before = set(words[max(at - 2, 0) : at])
    for side in ("we", "they"):
        if before & words_listed(langs, side):
            return side
    return None


def goal_scored_in_a_wrong_way_line_up(free: list[Match], reading: Reading) -> None:
    """ "Lined up the wrong way after their goal, we only noticed when we scored", "alineados al
    revés después del gol y después metimos", "schierati al contrario dopo il gol, poi abbiamo
    segnato": a goal scored told after the wrong-way line-up is a goal scored in it
    (``GOAL_IN_WRONG_WAY``), the later event: "after their goal" is only the line-up's time,
    so the goal is asked (the accepted wrong way among its kinds), never the wrong way alone,
    whose answers (play on, reverse the direction) leave that goal out."""
    wrong_way = [m.start for m in free if "WRONG_WAY" in m.concepts]
    if not wrong_way:
        return
    if any(m.concepts & _GOAL_SCORED and m.start > min(wrong_way) for m in free):
        reading.concepts.add("GOAL_IN_WRONG_WAY")


#: a player late to the line-up: back from changing horses, late, slow to return
_LATE_TO_THE_LINE_UP = frozenset({"CHANGING_HORSES", "LATE_PLAYER", "SLOW_RETURN"})
#: a goal in the goal its scorer's team defends, however it is said: his own goal, the goal he
#: should have defended, a goal in the wrong direction
_SCORED_THE_WRONG_WAY = frozenset({"OWN_GOAL", "REALLY_OWN_GOAL", "GOAL_IN_WRONG_WAY"})


def own_goal_of_a_late_player(reading: Reading) -> None:
    """ "Our 1 was late back from changing horses, came at the line-up from the wrong end, the
    ball came to him off the throw-in and he ran it into OUR goal", "se la llevó al arco
    equivocado", "segno nella porta che dovevamo difendere noi": Rule 20's example of the player
    confused after changing horses. With one player late to the line-up, the wrong way he came
    or went is his alone: the line-up was not reversed, and his goal in the goal his team
    defends is an own goal (``OWN_GOAL``): it counts for the other team. Not where the line-up
    itself is said wrong (``LINED_UP_WRONG``) or a goal was scored twice at one end."""
    said = reading.concepts
    if not said & _LATE_TO_THE_LINE_UP or "GOAL" not in with_implied(said):
        return
    if not said & _SCORED_THE_WRONG_WAY or said & {"LINED_UP_WRONG", "SAME_GOAL_AGAIN"}:
        return
    # the wrong side he came from or took the ball to is his confusion, not the line-up's
    # wrong side (20.b)
    said -= {"WRONG_WAY", "GOAL_IN_WRONG_WAY", "REALLY_OWN_GOAL", "WRONG_SIDE"}
    said.add("OWN_GOAL")


#: how many words after a goal scored the end it went in at may be told ("scored AT THE NORTH
#: END", "gol EN EL ARCO NORTE")
_END_TOLD_WITHIN = 3


def second_goal_at_the_same_end(
    free: list[Match], words: list[str], langs: tuple[str, ...], reading: Reading
) -> None:
    """ "Green scored at the north end … Green scored again at the north end", "hacen gol … y
    vuelven a meter en el mismo arco", "rimettiamo dentro nella stessa porta": a second goal told
    at the end of the first, so the ends were never changed after it, is a goal in a line-up left
    the wrong way round (``SAME_GOAL_AGAIN``, Rule 20's wrong-way line-up). The second goal is a
    goal said again ("again", "otro", "ancora" beside it) or a goal said twice; the same end is
    said as such (``SAME_END``) or named by the same words after both goals."""
    if "OWN_GOAL" in reading.concepts:
        return
    goals = [m for m in free if m.concepts & _GOAL_SCORED_OR_IN]
    if not goals:
        return
    again = words_listed(langs, "again_words")
    first = goals[0].start
    second = len(goals) > 1 or any(w in again for w in words[goals[0].end + 1 :])
    if not second:
        return
    same_said = any("SAME_END" in m.concepts and m.start > first for m in free)
    ends = words_listed(langs, "end_names")
    if same_said or _end_named_after_both(goals, words, again, ends):
        reading.concepts.add("SAME_GOAL_AGAIN")


def _end_named_after_both(
    goals: list[Match], words: list[str], again: frozenset[str], ends: frozenset[str]
) -> bool:
    """Whether the words right after the first two goals told, an "again" aside, name one end
    ("scored at north end", "scored again at north end"), or the end's point of the compass
    first after both ("segnano A SUD… risegnano A SUD": ``ends``)."""
    if len(goals) < 2:
        return False

    def end_after(goal: Match) -> list[str]:
        after = [w for w in words[goal.end + 1 :] if w not in again]
        return after[:_END_TOLD_WITHIN]

    named = end_after(goals[0])
    if named[:1] and named[0] in ends and named[:1] == end_after(goals[1])[:1]:
        return True
    return len(named) == _END_TOLD_WITHIN and named == end_after(goals[1])


#: how near an end's name the words that say a team defends it are told: right before it
#: ("defending the NORTH goal"), or after it in the clause that names it ("the SOUTH goal, the
#: one they were defending")
_STANCE_BEFORE = 2
_STANCE_AFTER = 5


def goal_at_the_end_not_attacked(
    free: list[Match],
    words: list[str],
    langs: tuple[str, ...],
    reading: Reading,
    sides: list[Mention],
) -> None:
    """ "Blue now attacking the NORTH goal … he carried the ball to the SOUTH goal and scored",
    "azul ahora va al norte … metió en el arco sur", "segna nella porta sud, ma la porta sud era
    quella che difendevano loro": the ends named by the compass, as Rule 20's examples name them,
    and a goal at the end opposite the one the team heads for, or at the one it defends, is a goal
    in the goal that team defends (``REALLY_OWN_GOAL``: an own goal, or a goal in a line-up the
    wrong way round, which is asked, unless a player late to the line-up says it was his
    confusion). Only where the message is about one team (one name, or one side's "we"/"they"):
    with both, the other team may be the one that scored at its own end."""
    ends = _end_pairs(langs)
    if not ends or ends.keys().isdisjoint(words) or len(reading.names) > 1:
        return
    if len({s.name for s in sides if s.pov}) > 1:
        return
    heading = words_listed(langs, "heading_words")
    defending = words_listed(langs, "defending_words")
    defended: set[str] = set()
    for at, word in enumerate(words):
        if word not in ends:
            continue
        if heading & set(words[max(at - _END_TOLD_WITHIN, 0) : at]):
            defended.add(ends[word])  # heading north: the south goal is theirs
        if defending & set(words[max(at - _STANCE_BEFORE, 0) : at + 1 + _STANCE_AFTER]):
            defended.add(word)
    if not defended or len(defended) > 1:
        return  # no end said theirs, or both (two stances, two teams)
    for goal in (m for m in free if m.concepts & _GOAL_SCORED_OR_IN):
        near = words[max(goal.start - _END_TOLD_WITHIN, 0) : goal.end + 1 + _END_TOLD_WITHIN]
        if defended & set(near):
            reading.concepts.add("REALLY_OWN_GOAL")
            return


@cache  # one per language set
def _end_pairs(langs: tuple[str, ...]) -> dict[str, str]:
    """Each end's compass point and the opposite one, from each language's ``end_names``
    (north, south, east, west: two opposite pairs)."""
    pairs: dict[str, str] = {}
    for lang in langs:
        names = [fold(str(n)) for n in vocabulary_file(lang).get("end_names", ())]
        for first, second in zip(names[::2], names[1::2], strict=True):
            pairs[first], pairs[second] = second, first
    return pairs


#: time wasted or the clock run: at a knock-in a delay of it, unless told as why a ball went out
_TIME_WASTED = frozenset({"DELAY", "RAN_CLOCK"})

#: a ball put out, by a hit or over a line: what a time-wasting purpose may be told of
_PUT_OUT = OUT_OF_PLAY | frozenset({"HIT_OUT", "HIT_WIDE"})


def ball_put_out_to_waste_time(free: list[Match]) -> None:
    """ "Hit it wide on purpose to kill the clock", "la tiró afuera a propósito para hacer
    tiempo", "l'ha buttata fuori apposta per perdere tempo": time wasted told after a ball put
    out, and after a purpose word (``ON_PURPOSE``, before the ball out or after it), is why
    that ball went out, no delay at the knock-in that followed (22.a's Penalty 5.b or the
    knocking-in team's penalty): the ball out is the incident, its restart as for any ball out
    (a foul for it is the umpires' to call, outside Rules 20 and 22). A knock-in or a slow
    word said between the ball out and the time wasted keeps that delay the knock-in's ("over
    the back line, then they took ages to knock in to kill the clock")."""
    purposes = [m.start for m in free if "ON_PURPOSE" in m.concepts]
    if not purposes:
        return
    for wasted in [m for m in free if m.concepts & _TIME_WASTED]:
        outs = [m.start for m in free if m.concepts & _PUT_OUT and m.start < wasted.start]
        if not outs or not any(p < wasted.start for p in purposes):
            continue
        between = [m for m in free if max(outs) < m.start < wasted.start]
        if any(m.concepts & (KNOCK_IN_NAMES | _SLOW_WORDS) for m in between):
            continue
        free[:] = [
            Match(m.concepts - _TIME_WASTED, m.positions) if m is wasted else m for m in free
        ]
        free[:] = [m for m in free if m.concepts]


def _slow_back_after_goal(free: list[Match], goal_at: int) -> None:
    """ "Metimos gol y nuestro 2 volvía despacito", "we scored and their 2 came back slowly",
    "gol di rosso, il 2 torna al passo": slow said after a goal, in the words a knock-in's slow
    opponent is told by (``SLOW_OPP``, ``SLOW``), is a slow return to the line-up after that
    goal (``SLOW_RETURN``) where no other restart nor ball out is said: no knock-in follows a
    goal, so reading it as one left the goal alone and asked its kind, which the message is not
    about. Whether the goal or its line-up is asked stays as for a slow return said as such."""
    if any(m.concepts & ANOTHER_RESTART for m in free):
        return
    free[:] = [
        Match((m.concepts - _SLOW_WORDS) | {"SLOW_RETURN"}, m.positions)
        if m.start > goal_at and m.concepts & _SLOW_WORDS
        else m
        for m in free
    ]


def circle_asked(concepts: frozenset[str]) -> frozenset[str]:
    """``ASKED_CIRCLE`` where a request and going round again are both said, apart ("he asks the
    ump, can I go round one more time", "le pide al umpire dar otra vuelta"): the taker asked to
    circle again (22.b: permission "should not be granted"). Not where he had already passed
    the ball or gone round ("went past it and now asks to go round again"): his approach was
    used, which the tree rules on, whatever he asks after it. Italian says going round again
    with the words of a second approach ("chiede all'arbitro di rifare la rincorsa"): beside a
    request it may be what he asked for or what he did (``ASKED_OR_WENT_ROUND``: which is asked,
    neither decided, since a used approach may be told in words not read)."""
    if "REQUEST" not in concepts:
        return frozenset()
    if "CIRCLE_AGAIN" in concepts:
        return frozenset() if concepts & _APPROACH_USED else frozenset({"ASKED_CIRCLE"})
    if "SECOND_APPROACH" in concepts and not concepts & (_APPROACH_USED - {"SECOND_APPROACH"}):
        return frozenset({"ASKED_OR_WENT_ROUND"})
    return frozenset()


#: what a foul shot's taker did that used his one approach (22.b)
_APPROACH_USED = frozenset({"PASSED_BALL", "CIRCLED", "SECOND_APPROACH", "HORSE_KICKED", "MISSED"})


#: what the goal judge's setting of the ball is no knock-in's beside: a goal, a Safety's 60-yard
#: hit (or a defender's hit over his own end line, which may be one), a penalty, or a knock-in
#: already said
_SET_FOR_ANOTHER = frozenset(
    {
        "GOAL",
        "BETWEEN_POSTS",
        "SAFETY",
        "OWN_END_LINE",
        "DEF",
        "KNOCK_IN",
        "PENALTY_ANY",
        "FOUL_SHOT",
        "FREE_HIT_60",
    }
)


def set_by_the_goal_judge(
    concepts: frozenset[str], text: str, vocabularies: tuple[Vocabulary, ...]
) -> frozenset[str]:
    """``KNOCK_IN`` where a ball over the end line was set down by the goal judge ("the goal
    judge placed the ball right there", "il giudice di porta la piazza proprio lì", "el
    banderillero puso la bocha pegada a la tabla", a word of ``sets_ball``): he sets the
    knock-in's ball, so the restart told is a knock-in (22.a), and where he set it is what is
    asked. Not beside a goal, a Safety or a defender's hit out (which may be one), a penalty or
    a knock-in already said."""
    if "GOAL_JUDGE" not in concepts or "END_LINE" not in concepts or concepts & _SET_FOR_ANOTHER:
        return frozenset()
    sets = words_listed(langs_of(vocabularies), "sets_ball")
    return frozenset({"KNOCK_IN"}) if not sets.isdisjoint(words_of(text)) else frozenset()


#: a restart whose first hit a ball may break on: a knock-in, a foul shot
_FIRST_HIT_RESTARTS = KNOCK_IN_NAMES | {"PENALTY_ANY", "FOUL_SHOT", "SAFETY"}
#: how many words after the taker's hit the break may be told to be that hit's
_BROKE_WITHIN = 3


def broke_on_the_taking_hit(free: list[Match]) -> None:
    """ "Saque de fondo nuestro, el 4 LE PEGA y la bocha SE PARTE al medio", "il 4 colpisce e la
    palla si spacca": at a knock-in or a foul shot, the taker's hit, the only one told, and the
    ball breaking right after it, is the break on the first hit (``FIRST_HIT``: the restart is
    taken again with another ball, 22.d); a second hit or a play told before the break leaves
    when it broke asked."""
    if not any(m.concepts & _FIRST_HIT_RESTARTS for m in free):
        return
    hits = [m for m in free if m.concepts & {"PLAYED", "SHOT", "BACKSHOT", "HITTER"}]
    broke = next((m for m in free if "BROKE" in m.concepts), None)
    if broke is None or len(hits) != 1 or any("ALREADY_PLAYED" in m.concepts for m in free):
        return
    if 0 < broke.start - hits[0].end <= _BROKE_WITHIN:
        free.append(Match(frozenset({"FIRST_HIT"}), hits[0].positions))
        free.sort(key=lambda m: m.start)


#: how many words before "off the field" the ball it is said of may be named ("the BALL had
#: been set a few inches behind the back line, OFF THE FIELD")
_BALL_BEFORE_OFF_FIELD = 10


def ball_off_the_field_at_a_miss(
    free: list[Match], words: list[str], langs: tuple[str, ...]
) -> None:
    """ "Our 4 swung and missed, then the trailing ump noticed the ball had been set a few inches
    behind the back line, off the field", "la palla era stata piazzata oltre la linea di fondo,
    fuori dal campo": after a knock-in's hitter missed, "off the field" said of the ball is where
    the ball was set (``BALL_OFF_FIELD``: the officials' error, a re-hit, 22.a), never an
    opponent who came on from off the field; so is the end line it was set behind. The ball is
    named a few words before it, and no change of horses is told (an opponent off the field to
    change is the other reading)."""
    missed = [m.start for m in free if "MISSED" in m.concepts]
    if not missed:
        return
    ball_words = words_listed(langs, "ball_words")
    balls = [at for at, word in enumerate(words) if word in ball_words]
    offs = [
        m
        for m in free
        if "OFF_FIELD_PLAYED" in m.concepts
        and m.start > min(missed)
        and any(0 < m.start - at <= _BALL_BEFORE_OFF_FIELD for at in balls)
    ]
    if not offs or any("CHANGING_HORSES" in m.concepts for m in free):
        return
    ball_at = max(at for at in balls if at < offs[0].start)
    placed = {id(m) for m in offs}
    placed |= {
        id(m) for m in free if "END_LINE" in m.concepts and ball_at < m.start < offs[-1].start
    }
    free[:] = [
        Match(frozenset({"BALL_OFF_FIELD"}), m.positions) if id(m) in placed else m for m in free
    ]


#: what "at once" said after it is the moment of: an off-field opponent's play, a steal
_PLAYED_AT_ONCE = OFF_THE_FIELD | {"STOLE_BALL"}


def at_once_of_the_play(free: list[Match]) -> None:
    """ "Came back on behind our hitter and stole it STRAIGHT AWAY": "at once" is the off-field
    opponent's play only said after his being off the field (``OFF_FIELD_PLAYED``, or changing
    horses); before it ("we knocked in IMMEDIATELY, their 4 had been off the field and came on")
    it is the hit's, and dropped. Said after a steal ("their 3 nicked it off us STRAIGHT
    AWAY", "nos robó la bocha ENSEGUIDA") it is the steal's: the ball had gone no way at all."""
    off = [m.start for m in free if m.concepts & _PLAYED_AT_ONCE]
    free[:] = [m for m in free if "AT_ONCE" not in m.concepts or (off and m.start > min(off))]


#: what tells a knock-in: its name, or what went wrong at one
_AT_A_KNOCK_IN = KNOCK_IN_NAMES | {"KI_EVENT"}


def possession_play_named(matches: list[Match]) -> list[Match]:
    """ "Possession play for us at midfield", "dopo il possession play per i rossi": 22.h's own
    name for the free hit it gives the team in possession (``FAIR_PLAY``), unless the message
    tells a knock-in: there "play" is the umpire's call to it ("il loro 4 era in possession,
    play, e…"), a ball had and a call, as the two words say apart (``POSSESSION``,
    ``PLAYED``)."""
    named = [m for m in matches if "POSSESSION_PLAY" in m.concepts]
    if not named:
        return matches
    # what went wrong at a knock-in may be told by what implies it ("inside 30 when he hit")
    knock_in = not with_implied(frozenset().union(*(m.concepts for m in matches))).isdisjoint(
        _AT_A_KNOCK_IN
    )
    read_as = frozenset({"POSSESSION", "PLAYED"} if knock_in else {"FAIR_PLAY"})
    return [
        Match((m.concepts - {"POSSESSION_PLAY"}) | read_as, m.positions)
        if "POSSESSION_PLAY" in m.concepts
        else m
        for m in matches
    ]


def equipment_checked(matches: list[Match]) -> list[Match]:
    """ "Fischio per controllo attrezzatura, … la testiera rotta", "stopped for an equipment
    check, his bridle had snapped": a stop to check equipment (``EQUIPMENT_CHECK``) said beside
    the broken or lost gear it was for (a phrase of ``EQUIPMENT`` alone) is that gear's stop,
    an unexpected event (22.h, ``EQUIPMENT``); said alone, it is a stop for another reason
    (22.e(4): "to check equipment", ``EQUIPMENT_ROUTINE``)."""
    if not any("EQUIPMENT_CHECK" in m.concepts for m in matches):
        return matches
    gear = any(m.concepts == {"EQUIPMENT"} for m in matches)
    checked = frozenset({"EQUIPMENT"} if gear else {"EQUIPMENT_ROUTINE"})
    return [
        Match((m.concepts - {"EQUIPMENT_CHECK"}) | checked, m.positions)
        if "EQUIPMENT_CHECK" in m.concepts
        else m
        for m in matches
    ]
