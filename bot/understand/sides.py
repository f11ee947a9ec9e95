"""Who is who: the teams a message names, their roles, and who did what.

* team names: a colour ("red", "azul") or one of the chat's own names next to a role word
  ("blue defending", "los rojos atacan", "the blue defender") takes that role, and with two
  names the other one takes the other role; every other mention of the name is then that role.
  A name said with two roles is a conflict, and takes neither. A name that owns a place
  ("blue's end line", "el arco de azul") says whose place, not who did anything. One of the
  chat's two names said with its role gives the other its role too. A role verb's subject is the
  name before it ("blue are defending, red hit it"); a role verb no name takes says nothing.
  A colour next to a thing it describes ("white line") is no name. A name whose role is never
  said stays unknown;
* point of view: "our 2", "el 3 de ellos", "we were attacking" say which side the writer is on,
  and what "we" and "they" did (``point_of_view``);
* markers: "off" / "contra" / "sul" before a team ("off a defender's horse") makes it the one
  the ball came off (``OFF_DEF``), not the one who hit it; "against" / "contra" / "contro"
  makes it the team a foul was against (``AGAINST_DEF``); a team right before "60", or after
  it with an "of" between, says whose 60 it is ("inside blue's 60", "la 60 de azul":
  ``SIXTY_OF_DEF``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from bot.folding import fold
from bot.understand.reading import (
    CLAUSE_ASKED,
    CLAUSE_MARKS,
    NEAR,
    OTHER,
    OUT_LINES,
    PLAY_ON_BALL,
    RESTART_TOLD,
    ROLE_VERBS,
    ROLES,
    TOUCHED_BETWEEN,
    VERBS,
    WENT_OUT,
    Mention,
    Reading,
    alternation,
)
from bot.understand.resolve import with_implied
from bot.understand.text import tokens
from bot.understand.text import words as words_of
from bot.understand.vocabulary import (
    TEAM_WORD,
    Match,
    Vocabulary,
    langs_of,
    linked_words,
    message_words,
    number_words,
    phrases_in,
    vocabulary,
    vocabulary_file,
    words_listed,
)


def team_mentions(
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
) -> tuple[list[Mention], list[str], frozenset[int], list[Mention], frozenset[int]]:
    """Team names in ``words``: the chat's own names first, then colours. Each becomes a
    placeholder word no phrase contains. A colour next to a thing it describes ("the white
    line", "la linea bianca", "tarjeta roja"; no stop word between) is that thing's colour, and
    stays a word. ``links``: the words right after an "of", and those right after the word
    before them (``linked_words``); the first is returned as positions of the new words, and
    so are ``joined``'s (the words right after an "and": ``after_joiners``)."""
    linked, glued = links
    sides = sides or {}
    sides_at: list[Mention] = []
    spelled = [(name, message_words(name, vocabularies, numbers_kept)) for name in known]
    spelled = [(name, said) for name, said in spelled if said]
    colours, things_after, things_before = colour_words(langs_of(vocabularies))
    in_part = _role_words_of(
        tuple((name, tuple(said)) for name, said in spelled), langs_of(vocabularies)
    )
    owned = ownable_places(langs_of(vocabularies))
    if not spelled and not in_part and colours.keys().isdisjoint(words):
        return _no_names(words, linked, sides, joined, after_owned)
    out: list[str] = []
    out_glued: set[int] = set()
    #: where each word that starts a new word is among the new words
    new_at: dict[int, int] = {}
    mentions: list[Mention] = []
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
            mentions.append(Mention(len(out), None, name=found[0], ours=i == ours_at))
            out.append(TEAM_WORD)
            i += len(found[1])
            continue
        if words[i] in in_part:  # "Defenders" of "Defenders FC": the team, not its role
            mentions.append(Mention(len(out), None, name=in_part[words[i]]))
            out.append(TEAM_WORD)
            i += 1
            continue
        if words[i] in colours and not (
            (i + 1 in glued and words[i + 1] in things_after)
            or (i in glued and words[i - 1] in things_before)
        ):
            mentions.append(Mention(len(out), None, name=colours[words[i]], ours=i == ours_at))
            out.append(TEAM_WORD)
        else:
            if i in sides:  # "our", "nostro" stay words: phrases hold some ("our 60")
                sides_at.append(_side_mention(len(out), sides[i], after_owned=i in after_owned))
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
        numbered_before = at > 0 and at in out_linked and out[at - 1] in PLAYER_NUMBERS
        mention.player = numbered_before or (at + 1 < len(out) and out[at + 1] in PLAYER_NUMBERS)
        if mention.name is not None and mention.name not in reading.names:
            reading.names.append(mention.name)
    fixture_pairs(mentions, out, langs_of(vocabularies))
    return mentions, out, frozenset(out_linked), sides_at, frozenset(out_joined)


def fixture_pairs(mentions: list[Mention], words: list[str], langs: tuple[str, ...]) -> None:
    """Two teams' names with a "versus" between them ("RED vs BLUE. blue defending, red 3 hit it
    out", "penal 2 p/ rojo vs azul") say which two teams play: neither did anything there (a
    name each way, read as doers, said both roles at once and nothing was read)."""
    versus = words_listed(langs, "versus")
    by_at = {m.at: m for m in mentions if m.name is not None}
    for at, first in by_at.items():
        second = by_at.get(at + 2)
        if second is not None and second.name != first.name and words[at + 1] in versus:
            first.fixture = second.fixture = True


def _side_mention(at: int, said: tuple[str, bool, bool], *, after_owned: bool) -> Mention:
    """The mention of the writer's side or the other one at ``at``: the side (``US``,
    ``THEM``), whether it is said by a stop word before its word, and whether by a pronoun."""
    side, on_next, pronoun = said
    return Mention(
        at, None, name=side, pov=True, on_next=on_next, alone=pronoun, after_owned=after_owned
    )


def _no_names(
    words: list[str],
    linked: frozenset[int],
    sides: dict[int, tuple[str, bool, bool]],
    joined: frozenset[int],
    after_owned: frozenset[int],
) -> tuple[list[Mention], list[str], frozenset[int], list[Mention], frozenset[int]]:
    """``team_mentions`` for a message that names no team (most): its words stay as they are, each
    where it was, without the word-by-word rebuild."""
    sides_at = [
        _side_mention(at, said, after_owned=at in after_owned) for at, said in sorted(sides.items())
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
            if ROLES.keys() & concepts:
                found.setdefault(word, name)
    return found


def number_words_of(known: tuple[str, ...], vocabularies: tuple[Vocabulary, ...]) -> frozenset[str]:
    """The words of the chat's names that would be read as numbers ("Sixty")."""
    if not known:
        return frozenset()
    numbers = number_words(vocabularies)
    return frozenset(w for name in known for w in words_of(name) if w in numbers)


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def ownable_places(langs: tuple[str, ...]) -> frozenset[str]:
    """The places a team may own, in ``langs`` ("end", "arco", "porta")."""
    return frozenset().union(*(vocabulary(lang).owned for lang in langs))


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def colour_words(langs: tuple[str, ...]) -> tuple[dict[str, str], frozenset[str], frozenset[str]]:
    """The colour words of ``langs`` (word -> team name), and the things a colour may describe
    when they come after it ("white LINE") and before it ("LINEA bianca")."""
    colours: dict[str, str] = {}
    things_after: set[str] = set()
    things_before: set[str] = set()
    for v in map(vocabulary, langs):
        colours.update(v.names)
        (things_after if v.colour_first else things_before).update(v.things)
    return colours, frozenset(things_after), frozenset(things_before)


def stance_of_a_name(roles: list[str], match: Match, mentions: list[Mention]) -> bool:
    """Whether a word that is a role noun and a role verb at once (the Spanish imperfect: "el
    que defendía" is the defender, "rojo defendía" says red were defending; its "el que" is
    stop words) is the verb: a team's name right beside it ("rojo (que) defendía", "atacaba
    bordó") is who attacked or defended, as "red were defending" says; alone it is the one
    who did ("la tiró el que defendía")."""
    if len(roles) < 2 or not VERBS.intersection(roles):
        return False
    return any(
        m.name is not None and (match.start - 2 <= m.at < match.start or m.at == match.end + 1)
        for m in mentions
    )


def assign_roles(
    mentions: list[Mention],
    reading: Reading,
    free: Sequence[Match],
    sentence_starts: Callable[[], frozenset[int]] = frozenset,
) -> None:
    """Names next to role words take those roles, within one sentence ("un caballo de los que
    DEFENDÍAN. AZUL 1 venía…": Azul is no defender); the rest of the names' mentions follow."""
    named = [m for m in mentions if m.name is not None]
    # a name right after a hit out whose subject is not said before it is that hit's subject
    # (Spanish puts it there: "la tiró ROJO atacando"): a role verb after it says its role, and
    # it is still the one who hit it. Not "RED pulled it wide, blue defending"
    hit_subjects = (
        {
            m.end + 1
            for m in free
            if m.concepts & _HIT_OUT_VERBS
            and not any(n.at in (m.start - 1, m.start - 2) for n in named)
        }
        if named
        else set()
    )
    words = [m for m in mentions if m.name is None]
    said: dict[str, set[str]] = {}

    def apart(one: int, other: int) -> bool:
        # a sentence starts between them (only asked where a name is near a role word)
        return any(min(one, other) < at <= max(one, other) for at in sentence_starts())

    for word in words:
        close = [
            (m, m.name)
            for m in named
            if m.name is not None
            and not m.used
            and abs(m.at - word.at) <= 2
            and not (word.subject_before and m.at > word.at)
            and not apart(m.at, word.at)
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
        if word.verb and not nearest.player and nearest.at not in hit_subjects:
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
                reading.roles[other] = OTHER[reading.roles[one]]
        if first in reading.roles and reading.roles.get(first) == reading.roles.get(second):
            reading.conflicts.append("teams")
            reading.roles.clear()
    if len(reading.names) > 2:
        reading.conflicts.append("teams")
        reading.roles.clear()
    for mention in named:
        mention.role = reading.roles.get(mention.name or "")
    # a name right after a knock-in named ("¿de dónde SACA VERDE?", "saque de verde") is the team
    # that takes it, never one that did something: read as one, "la tiró rojo atacando, ¿saque
    # de verde?" made green's derived role the hitter's
    takers = {m.end + 1 for m in free if "KNOCK_IN" in m.concepts} if named else set()
    for mention in named:
        if (
            mention.at in takers
            and mention.role is not None
            and mention.role not in said.get(mention.name or "", ())
        ):
            mention.used = True


#: the words of a goal's moment, where a foul said is one at that goal (22.c)
_AT_THE_GOAL = frozenset({"AT_WHISTLE", "SAME_MOMENT"})


def scorer_at_a_foul(free: list[Match], mentions: list[Mention], reading: Reading) -> None:
    """A team named as the goal's subject where a foul is said at its moment ("I GIALLI
    segnano ma l'arbitro fischia in contemporanea un cross del loro 2", "the reds scored just as
    …"): the scorers attack (22.c's attackers), whose role then tells whom "their 2" is. Only
    there, and where its scorer is one, as for a side (``_NOT_SCORER``): elsewhere a goal
    beside a name may be its own goal, or a line-up's time."""
    said = {c for m in free for c in m.concepts}
    if not (said & _FOULS and said & _AT_THE_GOAL) or said & (_NOT_SCORER | {"REALLY_OWN_GOAL"}):
        return
    if reading.roles or "teams" in reading.conflicts:
        return
    goals = [m for m in free if "GOAL" in m.concepts]
    scorers = {
        m.name
        for m in mentions
        if m.name is not None
        and not m.owns
        and any(m.at in (g.start - 1, g.start - 2) for g in goals)
    }
    if len(scorers) == 1:
        (name,) = scorers
        reading.roles[name] = "ATT"
        for mention in mentions:
            if mention.name == name:
                mention.role = "ATT"


def sixty_owner_defends(
    free: list[Match], mentions: list[Mention], reading: Reading, linked: frozenset[int]
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


#: what a doer does in his own 60 that places him: a hit out ("cleared it" too) and a ball
#: carried when play stopped
_DOER_IN_OWN_60 = frozenset({"HIT_OUT", "POSSESSION"})
#: what makes "his own 60" someone else's: another player's touch (either player's 60), or a
#: penalty (the taker's 60)
_OWN_60_OF_ANOTHER = frozenset({"OFF_ATT", "OFF_DEF", "OFF_PLAYER", "OPPONENT", "PENALTY_ANY"})


def own_60_of_the_doer(free: list[Match], mentions: list[Mention], reading: Reading) -> None:
    """ "Their back knocked it over the boards inside HIS OWN 60", "il loro 4 l'ha buttata fuori
    nelle SUE 60", "la tenía su back adentro de SUS PROPIAS 60": the 60 a player hits the ball
    out of, or carries it in, is his own, the one in front of the goal his team defends. "This
    goal" is the goal nearest to what happened, so he defends it and the ball was in this 60;
    said attacking, he is at the far end and the ball in the far 60. Who did it is the team
    said last before it: a "we" there may own the 60 or not ("we hit it out in their own 60":
    theirs), which is asked, as is a 60 beside another player's touch or a penalty."""
    said = reading.concepts
    implied = with_implied(said)
    if "OWN_60" not in said or not implied & _DOER_IN_OWN_60 or implied & _OWN_60_OF_ANOTHER:
        return
    place = next((m for m in free if "OWN_60" in m.concepts), None)
    if place is None:
        return
    doers = [m for m in mentions if m.at < place.start and not m.owns]
    if doers and max(doers, key=lambda m: m.at).name == US:
        return
    roles = said & {"ATT", "DEF"}
    if roles == {"ATT"}:
        said.add("SIXTY_OF_ATT")
    elif not roles or roles == {"DEF"}:
        said |= {"DEF", "SIXTY_OF_DEF"}


#: an end line said as a team's ("over BLUE's end line", "sul fondo DEI BIANCHI")
END_LINES = frozenset({"END_LINE", "OWN_END_LINE"})


def end_line_owner_defends(
    free: list[Match], mentions: list[Mention], reading: Reading, linked: frozenset[int]
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
        if not any(m.concepts & END_LINES and places & set(m.positions) for m in free):
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


def other_known_team(reading: Reading, known: tuple[str, ...]) -> None:
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
    reading.roles[other] = OTHER[role]


#: the writer's side and the other one, as the names of their mentions (``Mention.pov``):
#: never a team's name in a reply, only a role for who did what
US, THEM = "\x00us", "\x00them"

_SIDE_OTHER = {US: THEM, THEM: US}

#: a side's players by number ("our 3", "el 2 de ellos"): polo teams have four
PLAYER_NUMBERS = frozenset({"1", "2", "3", "4"})

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

#: the stances themselves: each makes one team's goal "this goal" (``viewpoint.frame_said``)
STANCE_CONCEPTS = frozenset(_STANCES)

#: a side's knock-in: who takes it defends this goal, where the ball crossed the end line
_KNOCK_IN_STANCES = frozenset({"WE_KNOCK_IN", "THEY_KNOCK_IN"})


def _out_over_the_boards(free: list[Match]) -> float:
    """Where the ball is said out over the side boards, no end line said: a "knock-in" said
    after it is the free hit's loose name ("fuori di lato … la battuta tocca a noi"), and who
    takes it says no role (the team that did not hit it out takes it, whatever its role); one
    before it is a knock-in that was taken ("we knocked in, then their 3 hit it over the
    boards"). Infinity where the ball did not go out there."""
    said = {c for m in free for c in m.concepts}
    if said & {"END_LINE", "OWN_END_LINE"}:
        return float("inf")
    return min((m.start for m in free if "SIDE_BOARDS" in m.concepts), default=float("inf"))


def _stances_in(match: Match, free: list[Match]) -> frozenset[str]:
    """The stances ``match`` says (``_STANCES``), but a knock-in's said after the ball went
    out over the side boards (``_out_over_the_boards``): "fuori di lato, la battuta tocca a
    noi" says who takes the free hit, no role."""
    said = _STANCES.keys() & match.concepts
    if said & _KNOCK_IN_STANCES and match.start > _out_over_the_boards(free):
        said -= _KNOCK_IN_STANCES
    return frozenset(said)


#: places whose owner defends this goal ("our back line", "their 60", "wide of our goal"; the
#: goal as a place or a way: "toward THEIR goal", "a 20 yarde dalla NOSTRA porta"; a place near
#: a 60 is that 60's: "intorno alle NOSTRE 60")
_PLACES = frozenset(
    {
        "END_LINE",
        "OWN_END_LINE",
        "SIXTY_IN",
        "THIS_60",
        "ABOUT_60",
        "GOAL_WORD",
        "TOWARD_GOAL",
        "SIDE_END",
        # the goal the ball went into, its owner inside the phrase ("messa nella NOSTRA porta",
        # "la metió en NUESTRO arco", "in OUR goal")
        "BETWEEN_POSTS",
    }
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


#: what puts the ball into a goal by someone's doing: a goal scored ("ha segnato", "scored"),
#: the ball put between the posts ("messa nella porta", "la metió en el arco"), "we" scoring
_SCORING = frozenset({"GOAL", "BETWEEN_POSTS", "WE_SCORED"})

#: a goal as a place the ball went into ("nella nostra PORTA", "into our GOAL")
_GOAL_PLACES = frozenset({"GOAL_WORD", "TOWARD_GOAL", "BETWEEN_POSTS", "SPOT_NEAR_GOAL"})

#: where whose goal is "ours" is itself the question, or the goal's kind is told already: an
#: own goal said, a reversed line-up, the ends told, the same goal again
_WHOSE_GOAL_TOLD = frozenset(
    {
        "OWN_GOAL",
        "OWN_GOAL_WORD",
        "REALLY_OWN_GOAL",
        "WRONG_WAY",
        "LINED_UP_WRONG",
        "GOAL_IN_WRONG_WAY",
        "SAME_GOAL_AGAIN",
        "ENDS",
    }
)

#: what else may have put the ball in: a foul, or what may touch the ball on its way (a horse,
#: another player, a deflection: ``TOUCHED_BETWEEN``); the one who scored is then not the side's
#: player said
_SOMEONE_ELSE = TOUCHED_BETWEEN | {"FOUL", "HOOKING", "CROSSING", "RIDE_OFF", "RIGHT_OF_WAY"}


def own_goal_by_owner(
    sides: list[Mention],
    free: list[Match],
    mentions: list[Mention],
    words: list[str],
    *,
    player: frozenset[str],
    into: frozenset[str],
) -> None:
    """A goal put into the goal its scorer's own side defends is an own goal: "il NOSTRO 1 ha
    segnato NELLA NOSTRA porta", "NUESTRO 2 la metió EN NUESTRO arco", "OUR 3 scored INTO OUR
    goal", "abbiamo segnato nella nostra porta" (``WE_SCORED``). The goal is the one whose
    owner comes right after a word that puts the ball into it (``own_goal_into``: "nella",
    "en", "into"); the scorer is a player of a side ("our 3", "il nostro difensore") or "we",
    said before the goal was scored. Only where every side the message says is that one side
    (their player into our goal is their goal; with both said, who scored is asked), no team is
    named, no role word stands alone ("the defender"), nothing else may have put it in (a
    foul, a horse, a deflection) and whose goal is "ours" is no question (a reversed line-up,
    the ends told: ``_WHOSE_GOAL_TOLD``). The scoring phrase then also says ``OWN_GOAL``: read
    as a goal of the scorer's side, it was credited to the wrong team."""
    if not sides:
        return
    said = {c for m in free for c in m.concepts}
    if not said & _SCORING or said & (_WHOSE_GOAL_TOLD | _SOMEONE_ELSE):
        return
    side = sides[0].name
    if any(s.name != side for s in sides) or any(m.name is not None for m in mentions):
        return
    # the scorer's side said to be attacking ("WE were attacking and our 2 scored into our
    # goal"): "our goal" may be the one we attacked, so whose goal it is stays asked
    ours = [_STANCES[c] for c in (_STANCES.keys() - {"WE_SCORED"}) & said]
    if any((role if side == US else OTHER[role]) == "ATT" for role in ours):
        return
    owners = [s for s in sides if _into_goal_of(s, free, words, into, player)]
    if not owners:
        return
    scored = next(m for m in free if m.concepts & _SCORING)
    subjects = [
        s
        for s in sides
        if s not in owners
        and s.at < scored.start
        and (
            s.alone
            or _a_players_side(s, words, player)
            # the possessive after its player ("el BACK nuestro", "il GIOCATORE loro")
            or (not s.on_next and s.at > 0 and words[s.at - 1] in player)
            or _role_word_after(s, mentions)
        )
    ]
    we_scored = side == US and "WE_SCORED" in scored.concepts
    if not (subjects or we_scored):
        return
    # a role word no side owns ("the defender scored in our goal"): whose player he was is open
    owned_roles = {_own_word(s) for s in sides}
    if any(m.role is not None and not m.verb and m.at not in owned_roles for m in mentions):
        return
    free[:] = [Match(m.concepts | {"OWN_GOAL"}, m.positions) if m is scored else m for m in free]


def _own_word(side: Mention) -> int:
    """Where the word a side owns is ("OUR 3", "il nostro DIFENSORE")."""
    return side.at if side.on_next else side.at + 1


def _role_word_after(side: Mention, mentions: list[Mention]) -> bool:
    """Whether a side owns the role word right after it ("il NOSTRO difensore"): its player."""
    return any(m.role is not None and not m.verb and m.at == _own_word(side) for m in mentions)


def _into_goal_of(
    side: Mention,
    free: list[Match],
    words: list[str],
    into: frozenset[str],
    players: frozenset[str],
) -> bool:
    """Whether a side is said as the owner of the goal the ball went into: a word that puts it
    in right before the side ("NELLA nostra porta", "EN nuestro arco", "INTO our goal"), the
    goal's word right after it, as a place or in the scoring phrase ("SCORED INTO their GOAL",
    English "their" a stop word); or the side right after the goal's word, with an "of" between
    or none ("EN el arco DE ELLOS", "NELLA porta NOSTRA"), the word that puts it in before that,
    no player of that side after it ("nella porta, NOSTRO 2 …")."""
    if side.at < 1:
        return False
    if words[side.at - 1] in into and not side.alone:
        goal = _own_word(side)
    elif (
        not side.on_next
        and side.at > 1
        and words[side.at - 2] in into
        and not (side.at + 1 < len(words) and words[side.at + 1] in players)
    ):
        # "el arco nuestro" has no "of" before its owner: no player after it says it is his
        goal = side.at - 1
    else:
        return False
    return goal < len(words) and any(
        goal in m.positions and m.concepts & (_GOAL_PLACES | _SCORING) for m in free
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
    keys = (
        "we",
        "they",
        "side_pronouns",
        "side_players",
        "by",
        "awarded",
        "award_verbs",
        "receive_verbs",
        "awarded_alone",
        "award_received",
        "side_objects",
    )
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
    #: the verbs by which an official gives a restart ("the ump GAVE us the knock-in")
    award_verbs: frozenset[str]
    #: the verbs by which a side gets the restart ("so we GET it"): the side that did not put
    #: the ball out
    receive_verbs: frozenset[str]
    #: the words that say by themselves for whom a restart was given ("in FAVOUR of the blues"),
    #: however far the restart was said before them
    awarded_alone: frozenset[str]
    #: the words between a side and the fair play possession it got ("WE GOT the fpp", "GAVE
    #: US the fpp": an award verb before it): the side it was given to
    received: frozenset[str]
    #: the side words that are never a subject ("to US"): right after a fair play possession,
    #: whom it was given to, never the next clause's subject
    objects: frozenset[str]
    numbers: dict[str, str]
    stop: frozenset[str]
    penalty: frozenset[str]
    #: any side word at all: most messages have none, and are not read a second time
    anywhere: re.Pattern[str]


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def side_reading(langs: tuple[str, ...]) -> _SideWords:
    vocabularies = [vocabulary(lang) for lang in langs]
    numbers: dict[str, str] = {}
    for v in vocabularies:
        numbers.update(v.shorthand)
        numbers.update(v.numbers)
    said = [_side_words(lang) for lang in langs]

    def joined(key: str) -> frozenset[str]:
        return frozenset().union(*(s[key] for s in said))

    we, they = joined("we"), joined("they")
    words = alternation(we | they)
    return _SideWords(
        we=we,
        they=they,
        alone=joined("side_pronouns"),
        players=joined("side_players") | PLAYER_NUMBERS,
        by=joined("by"),
        awarded=joined("awarded"),
        award_verbs=joined("award_verbs"),
        receive_verbs=joined("receive_verbs"),
        awarded_alone=joined("awarded_alone"),
        received=joined("award_received") | joined("award_verbs"),
        objects=joined("side_objects"),
        numbers=numbers,
        stop=frozenset().union(*(v.stopwords for v in vocabularies)),
        penalty=frozenset().union(*(v.penalty for v in vocabularies)),
        anywhere=re.compile(rf"\b(?:{words})\b" if words else r"(?!)"),
    )


def after_joiners(
    text: str, vocabularies: tuple[Vocabulary, ...], spelled: frozenset[str]
) -> frozenset[int]:
    """The positions among the message's words without stop words (as ``linked_words`` gives
    them) right after a word that joins two clauses ("no se calmaba Y PIDIÓ otra vuelta")."""
    langs = langs_of(vocabularies)
    joiners = words_listed(langs, "joiners")
    if joiners.isdisjoint(words_of(text)):
        return frozenset()  # most messages: none of its words joins two clauses
    sides = side_reading(langs)
    numbers = (
        {k: n for k, n in sides.numbers.items() if k not in spelled} if spelled else sides.numbers
    )
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


def possessives_after_places(
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
    owned = ownable_places(langs)
    players = side_reading(langs).players
    return frozenset(
        at
        for at in sides
        if at in glued
        and at > 0
        and words[at - 1] in owned | {"60"}
        and not (at + 1 < len(words) and words[at + 1] in players)
        and at not in after_marks()
    )


#: what closes a message after its last word: marks, spaces, emoji
_CLOSING = re.compile(r"\W+$")


def after_clause_marks(
    text: str,
    vocabularies: tuple[Vocabulary, ...],
    spelled: frozenset[str],
    marks: re.Pattern[str] = CLAUSE_MARKS,
) -> frozenset[int]:
    """The positions among the message's words without stop words (as ``linked_words`` gives
    them) right after a mark that closes a clause (``CLAUSE_MARKS``, or ``marks``). The marks
    that end the message (its closing "?") split nothing, and are never looked at: most
    messages have no other."""
    text = _CLOSING.sub("", text)
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
    sides = side_reading(langs_of(vocabularies))
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


def point_of_view(
    sides: list[Mention],
    *,
    free: list[Match],
    mentions: list[Mention],
    words: list[str],
    linked: frozenset[int],
    owned: frozenset[str],
    player: frozenset[str],
    into_goal: frozenset[str] = frozenset(),
    given: FairPlayGiven = ((), frozenset(), frozenset(), frozenset()),
    award_verbs: frozenset[str] = frozenset(),
    named: str | None = None,
    by: frozenset[str] = frozenset(),
    reading: Reading | None = None,
    after_commas: Callable[[], frozenset[int]] = frozenset,
    joined: frozenset[int] = frozenset(),
    sentence_starts: Callable[[], frozenset[int]] = frozenset,
) -> dict[str, str] | None:
    """Who "we" and "they" are, from what the message says of either side, each a rule:

    * the owner of a place defends this goal ("over THEIR back line", "wide of OUR goal",
      "inside THEIR 60", "la NOSTRA linea di fondo"): this goal is the nearest one;
    * the side knocking in defends it ("OUR knock in", "WE knocked in", "saque de ELLOS");
    * the side that scored attacks it ("WE scored", "gol de ELLOS", "segnamo"), unless it is
      an own goal (said, or its player scoring into its own goal: ``own_goal_by_owner``), a
      reversed line-up or the line-up after it;
    * a role word beside a side ("WE were attacking", "NOI in difesa") gives it that role;
    * a verb that says "we" ("sacamos de fondo", "attaccavamo": ``_STANCES``);
    * the one team the message names, with its role (``named``: "inside RED's 60", red
      defends): a writer who says "we" and names a team by its colour names the other one
      ("WE had the ball inside the reds' 60": we attack), unless he says he is it ("noi
      siamo i rossi": ``one_named_role``), or the team he says he is, with its role
      (``named`` is then the other's: "noi siamo i rossi", ``named_as_us``);
    * the team the writer says he is on ("WE'RE BLUE", "i'm on red": ``writer_team_at``) has
      our role, and we have its role (``reading``'s roles, which take ours where it had none).

    The other side has the other role; a side said with both takes neither (asked). The
    mentions that said it are used up; every other mention of a side ("THEIR 2 hit it") is
    then that role, as a team's name is, and so is a side said as the one that had the ball
    ("WE had the ball", "fair play possession FOR US": ``_holder``), or as the doer of what
    was just said ("last touched BY THEM", "toccata DAI LORO": ``_doer``)."""
    # a stance's verb says "we" with no side word ("SEGNAMMO mentre fischiava un fallo dei
    # gialli"): the one team named takes the other role (``_the_team_named_is_the_other``)
    if not sides and not any(_stances_in(m, free) for m in free):
        return None
    # first: an own goal's scorer attacks nothing (``into_goal``: "INTO our goal")
    own_goal_by_owner(sides, free, mentions, words, player=player, into=into_goal)
    scorer = not any(m.concepts & _NOT_SCORER for m in free)
    votes: dict[str, set[str]] = {}

    def vote(side: str, role: str, mention: Mention | None = None) -> None:
        votes.setdefault(side, set()).add(role)
        if mention is not None:
            mention.used = True

    for role in _our_roles_by_name(named, mentions, reading):
        vote(US, role)
    held_by_stance: list[Mention] = []
    for match in free:
        for concept in _stances_in(match, free):
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
        place = _owned_place(side, free, words, linked, owned, after_commas=after_commas)
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
            # the side an official gave the knock-in to takes no role from it, nor the side
            # taking a "knock-in" after a ball over the side boards (``_stances_in``)
            if (
                "KNOCK_IN" in match.concepts
                and not _given_the_restart(side, match, words, award_verbs)
                and match.start <= _out_over_the_boards(free)
            ):
                # the knock-in's player said after the ball went over ("their 1 shot wide, MY
                # 4 is knocking in") takes the restart that followed: he put nothing out
                vote(
                    side.name,
                    "DEF",
                    side if beside or restart_that_followed(match, free) else None,
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
        _named_teams_take_roles(roles[US], mentions, reading, sides)
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
                sentence_starts=sentence_starts,
            )
        ):
            side.role = roles[side.name or US]
            mentions.append(side)
    for side in held_by_stance:
        if side.name in roles:
            # the stance's "we" is also the subject of the had-the-ball verb after it
            mentions.append(replace(side, role=roles[side.name], used=False))
    return roles


def _given_the_restart(
    side: Mention, restart: Match, words: list[str], award_verbs: frozenset[str]
) -> bool:
    """Whether ``side`` is said as the one an official gave the restart to ("the ump GAVE US
    the knock-in", "NOS DIERON el saque", "CI hanno DATO la rimessa", "dieron el saque A
    NOSOTROS"): that is the call the writer may be asking about ("…?? not complaining"), no
    evidence of who put the ball out, so it gives the side no role (read as the side knocking
    in, "our 1 put it over the back line and the ump gave us the knock-in" was our own Safety)."""
    at = side.at

    def verb(position: int) -> bool:
        return 0 <= position < len(words) and words[position] in award_verbs

    restart_after = at + 1 <= restart.start <= at + 3
    return (
        (verb(at - 1) and restart_after)
        or ((verb(at + 1) or verb(at + 2)) and restart_after)
        or (verb(restart.start - 1) and restart.end < at <= restart.end + 2)
    )


def _stance_pronoun(side: Mention, stance: Match, sides: list[Mention]) -> bool:
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


def restart_that_followed(knock_in: Match, free: list[Match]) -> bool:
    """Whether a knock-in is said after the ball went over the end line and nothing after it
    goes out: the restart that followed the crossing ("shot wide, our 4 knocks in"), not a
    knock-in that itself went out ("our 4 knocked in and it went over the side")."""
    went_out = [m.start for m in free if m.concepts & WENT_OUT and m is not knock_in]
    return any(at < knock_in.start for at in went_out) and all(
        at < knock_in.start for at in went_out
    )


def named_as_us(
    mentions: list[Mention],
    sides: list[Mention],
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


def our_name_takes_our_role(
    ours: str | None,
    roles: dict[str, str] | None,
    mentions: list[Mention],
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
        reading.roles[others[0]] = OTHER[roles[US]]
    for mention in mentions:
        if mention.name is not None and not mention.pov:
            mention.role = reading.roles.get(mention.name)


def _our_roles_by_name(
    named: str | None, mentions: list[Mention], reading: Reading | None
) -> list[str]:
    """The roles a team's name gives "we": the other one of the one team named with its role
    (``one_named_role``), and that of the team the writer says he is on ("we're BLUE")."""
    roles = [] if named is None else [OTHER[named]]
    ours = next((m.name for m in mentions if m.ours), None)
    if ours is not None and reading is not None and ours in reading.roles:
        roles.append(reading.roles[ours])
    return roles


def _our_team_takes_our_role(role: str, mentions: list[Mention], reading: Reading) -> None:
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
        reading.roles[other] = OTHER[role]
    for mention in mentions:
        if mention.name in reading.roles and mention.role is None and not mention.pov:
            mention.role = reading.roles[mention.name]


def _named_teams_take_roles(
    role: str, mentions: list[Mention], reading: Reading, sides: list[Mention]
) -> None:
    """The roles the names take from the one "we" has: the writer's team's, else the one team
    named as the other team."""
    _our_team_takes_our_role(role, mentions, reading)
    _the_team_named_is_the_other(role, mentions, reading, sides)


def _the_team_named_is_the_other(
    role: str, mentions: list[Mention], reading: Reading, sides: list[Mention]
) -> None:
    """The one team a message names, where "we" has a role and the writer says he is on no team
    ("WE scored just as the ump blew a foul by THE REDS"), is the other team, with the other
    role, as "we" takes the other role of the one team named with its role (``one_named_role``):
    a writer on the named team says so ("noi rossi", "we're in whites", "tirato da me (giallo
    1)"), a side of his said beside the name."""
    if len(reading.names) != 1 or "teams" in reading.conflicts:
        return
    if any(m.ours for m in mentions):
        return
    (name,) = reading.names
    if name in reading.roles:
        return
    said = [m.at for m in mentions if m.name == name]
    if any(s.name == US and abs(s.at - at) <= _OURS_REACH for s in sides for at in said):
        return
    reading.roles[name] = OTHER[role]
    for mention in mentions:
        if mention.name == name and mention.role is None and not mention.pov:
            mention.role = reading.roles[name]


def _a_players_side(side: Mention, words: list[str], player: frozenset[str]) -> bool:
    """Whether a side is said as one of its players ("el 3 de ELLOS", "THEIR 3", "il LORO 3",
    "THEIR back"): after a role verb ("atacando y el 3 de ellos la sacó", "attacking and their
    3 hit it") the player is the next verb's subject, never the role verb's (read so, the side
    that hit it out took the role its opponents had)."""
    before = side.at - 1
    own = side.at if side.on_next else side.at + 1
    after = own < len(words) and (words[own] in PLAYER_NUMBERS or words[own] in player)
    return (before >= 0 and words[before] in PLAYER_NUMBERS and not side.on_next) or (
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
        if roles.setdefault(_SIDE_OTHER[name], OTHER[role]) == role:
            return None
    return roles


def _did_something(
    side: Mention,
    *,
    free: list[Match],
    words: list[str],
    player: frozenset[str],
    given: FairPlayGiven,
    by: frozenset[str],
    after_commas: Callable[[], frozenset[int]] = frozenset,
    others: Sequence[Mention] = (),
    sentence_starts: Callable[[], frozenset[int]] = frozenset,
) -> bool:
    """Whether a side, its role known, is said as one who did something: a player of it ("THEIR
    2"), the one that had the ball, the doer after a ``by`` word, the one that hit it out, the
    one a call was against, or the one whose horse or player the ball came off."""
    return (
        (_a_player(side, words, player, after_commas) and not whose_mishap(side, free))
        or _holder(
            side, free, words, given, sentence_starts=sentence_starts, after_commas=after_commas
        )
        or _doer(side, free, words, by)
        or _hitter_out(side, free, after_commas)
        or _called_against(side, free)
        or _came_off(side, free, others)
    )


#: what befalls a player that stops play: his gear broke, he fell
_MISHAPS = frozenset({"EQUIPMENT", "FALLEN"})

#: how many words after a side its player's mishap may be said ("THEIR 3 came off", "their 3's
#: headstall"), and before it, an "of" between ("la staffa DEL LORO 3")
_MISHAP_REACH = 3
_MISHAP_AFTER = 2


def whose_mishap(side: Mention, free: list[Match]) -> bool:
    """Whether a side's player is said only as the one a stop befell, his gear broken or he
    fallen, a few words from it ("si è spezzata la staffa del LORO 3", "THEIR 3's headstall
    broke", "OUR 2 fell"): whom the stop was for says nothing of who had the ball or did
    anything; read as a doer, his role was taken for the team in possession. So is a team's
    name there ("se le cortó la rienda a ROJO 2": concepts.py)."""
    return any(
        m.concepts & _MISHAPS
        and (0 < m.start - side.at <= _MISHAP_REACH or 0 < side.at - m.end <= _MISHAP_AFTER)
        for m in free
    )


def _came_off(side: Mention, free: list[Match], others: Sequence[Mention]) -> bool:
    """Whether a side is the one the ball came off, a few words after an "off" ("off THEIR
    horse", "pegó en el caballo de ELLOS", "rebotó en el caballo NUESTRO"): its role then says
    whose horse it was (``marked_teams``: ``OFF_<role>``), as a team's name there does; read as
    a hit straight out, the free hit went to the wrong team. Not where a team or a role word is said
    there too ("off OUR DEFENDER"): that word says whom (the side only whose player he is)."""
    for match in free:
        if "OFF" not in match.concepts or not match.end < side.at <= match.end + NEAR:
            continue
        return not any(m is not side and match.end < m.at <= match.end + NEAR + 1 for m in others)
    return False


def _stance_had_ball(stance: Match, free: list[Match], sides: list[Mention]) -> bool:
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
    return {k: n for k, n in side_reading(langs).numbers.items() if k not in spelled}


@cache  # a few keys: a language, or a language and English
def _we_are_phrases(
    langs: tuple[str, ...],
) -> tuple[frozenset[str], tuple[tuple[str, ...], ...]]:
    """The words that make a ``we_are`` word another's verb before it (a colour, "the
    defenders"), and the ``we_are`` phrases as words, longest first."""
    subjects = words_listed(langs, "we_are_not_after") | set(colour_words(langs)[0])
    said = words_listed(langs, "we_are")
    return subjects, tuple(sorted((tuple(p.split()) for p in said), key=len, reverse=True))


def writer_team_at(
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
    colours = colour_words(langs)[0]
    if not said or (not known and colours.keys().isdisjoint(words_of(text))):
        return None  # no team named at all (most messages): none is the writer's
    sides = side_reading(langs)
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
#: how near a side of the writer's and a team's name may say he is on it: a word more ("we're IN
#: whites", "tirato da ME (giallo 1)")
_OURS_REACH = _SAME_TEAM_REACH + 1


def one_named_role(
    reading: Reading,
    mentions: list[Mention],
    sides: list[Mention],
    *,
    we_are: bool = False,
) -> str | None:
    """The role of the one team the message names, where it has one and no "we" is said
    beside its name: "we" are then the other team. Two names, or "we" beside the name ("noi
    siamo i rossi"), or the name said as ours ("SOMOS azules", "noi bianchi": ``we_are``, from
    ``named_as_us``), say nothing of who "we" are."""
    if len(reading.names) != 1 or "teams" in reading.conflicts or we_are:
        return None
    if any(m.ours for m in mentions):  # "were blue": we are the team named
        return None
    (name,) = reading.names
    role = reading.roles.get(name)
    if role is None:
        return None
    said = [m.at for m in mentions if m.name == name]
    # "we" said beside the name is that team ("noi siamo i rossi"); "they" beside it is the
    # same team too ("yellow attacking, THEIR 2 hit it out"), which the named role already
    # makes the side other than ours
    if any(s.name == US and abs(s.at - at) <= _SAME_TEAM_REACH for s in sides for at in said):
        return None
    return role


def _doer(side: Mention, free: list[Match], words: list[str], by: frozenset[str]) -> bool:
    """Whether a side is said as who did what the words right before it say, after a ``by``
    word ("last touched BY them", "mandata fuori DAI loro", "tocada POR ellos"): a player of
    that side did it, as "their 2" does."""
    at = side.at - 1
    return at > 0 and words[at] in by and any(m.end == at - 1 for m in free)


def _a_player(
    side: Mention,
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
        before in PLAYER_NUMBERS
        or (
            before in player and len(before) > _NUMBER_MARK_LENGTH and side.at not in after_commas()
        )
    )


#: the longest of the marks of a number among the ``side_players`` words ("nro", "num")
_NUMBER_MARK_LENGTH = 3

#: a ball put out by a hit: its subject is the one who hit it ("THEY hit it out")
_HIT_OUT_VERBS = frozenset({"HIT_OUT", "HIT_WIDE"})


def _hitter_out(
    side: Mention, free: list[Match], after_commas: Callable[[], frozenset[int]] = frozenset
) -> bool:
    """Whether a side said by a pronoun is the subject of a hit that put the ball out: right
    before it ("THEY hit it out", "WE knocked it over", "LORO l'hanno tirata fuori"), the verb
    itself where its ending says "we" ("la TIRAMOS por la tabla", ``we`` words), or right
    after it where a language puts its subject there ("la sacaron ELLOS", "la tiramos
    NOSOTROS"): the side whose player hit it, the other side's role said elsewhere ("we're
    defending"). A pronoun after the verb is not its subject past a comma, nor where a stance
    of its own follows it ("la sacaron, NOSOTROS atacábamos": they hit it, we attacked). Any
    side right before or after a last touch touched it ("ultimo tocco NOSTRO", "ultimo colpo
    LORO", "il NOSTRO tiro" read as "noi ultimo tocco": ``hits_said_as_nouns``)."""
    if any(m.concepts >= _LAST_TOUCH and side.at in (m.start - 1, m.end + 1) for m in free):
        return True
    if not side.alone:
        return False
    # where the ball is said to have gone out, a plain hit is the one that put it out ("salió
    # por el fondo de ellos, la PEGAMOS nosotros"), unless a restart is told beside it
    went_out = any(m.concepts & OUT_LINES for m in free) and not any(
        m.concepts & RESTART_TOLD for m in free
    )
    hits = [m for m in free if m.concepts & _HIT_OUT_VERBS or (went_out and "PLAYED" in m.concepts)]
    if any(side.at <= m.start <= side.at + 1 for m in hits):
        return True
    own_verb = any(m.start == side.at + 1 and _STANCES.keys() & m.concepts for m in free)
    return (
        not own_verb
        and any(m.end == side.at - 1 for m in hits)
        and side.at not in after_commas()  # where the words after a comma start (``COMMA``)
    )


def hitter_of_a_side_without_role(
    sides: list[Mention], roles: dict[str, str] | None, free: list[Match], reading: Reading
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
        if not any(m.end < side.at and ROLE_VERBS.keys() & m.concepts for m in free):
            continue
        # the hit right after the side, or after its player ("OUR 2 hit it out", "WE hit it")
        if any(m.start - side.at in (1, 2) and m.concepts & _HIT_OUT_VERBS for m in free):
            reading.concepts.add("HITTER_SIDE_UNSAID")
            return


#: how many words after the "off" of a ball that came off a player his side may be said ("it
#: clipped the leg of THEIR number 2's horse", "sulla gamba del cavallo del LORO 3")
_DEFLECTOR_WITHIN = 5
#: what may be said between that "off" and his side: his horse, or the player himself
_THE_DEFLECTOR = frozenset({"HORSE", "OFF_PLAYER", "ANOTHER_PLAYER"})
#: a player's hit of the ball, however said
_A_HIT = frozenset({"PLAYED", "SHOT", "BACKSHOT", "HIT_OUT", "HIT_WIDE", "HITTER"})


def deflected_off_whose(
    free: list[Match],
    sides: list[Mention],
    mentions: list[Mention],
    words: list[str],
    reading: Reading,
) -> None:
    """ "OUR 3 backhanded it, the ball clipped the leg of THEIR number 2's horse and went over
    the boards", "il MIO 1 colpisce la palla che va contro il cavallo del MIO 3": the side of
    the player the ball came off, said after the "off", and the side of the hitter, said before
    it, tell whether it came off a teammate (``TEAMMATE``: out by the hitter's side, 22.e(2)(i))
    or an opponent (``OPPONENT``: the free hit is the hitter's team's, (ii)), whoever attacks.
    Two pronoun sides ("our"/"their"), or two team names, compared alike; where either is not
    said, or the two are told one each way, nothing is read."""
    offs = [m for m in free if m.concepts & {"OFF", "OFF_PLAYER"}]
    said = reading.concepts.union(*(m.concepts for m in free))
    if not offs or said & {"TEAMMATE", "OPPONENT", "OFF_UMPIRE", "OWN_HORSE", "CAUSE_UNKNOWN"}:
        return
    off = offs[0]
    # the owner is said with the horse or player the ball came off, nothing else told between
    # ("off their 2's horse", never "off the horse and out, THEY got the free hit")
    between = [m.start for m in free if m.start > off.end and not m.concepts <= _THE_DEFLECTOR]
    reach = min([off.end + _DEFLECTOR_WITHIN, *between])
    hits = [m.start for m in free if m.concepts & _A_HIT and m.start < off.start]
    for told in ([s for s in sides if s.pov], [m for m in mentions if m.name and not m.pov]):
        # the hitter: a side said right before its hit or after a hit's noun ("OUR 3
        # backhanded it", "il MIO 1 colpisce", "colpo del NS 2")
        before = [
            s for s in told if s.at < off.start and any(abs(at - s.at) <= NEAR for at in hits)
        ]
        # his side as his ("THEIR 2's", "del 4 de ELLOS"), never a pronoun subject ("off a
        # horse, whose WE couldn't see")
        after = [
            s
            for s in told
            if off.end < s.at <= reach
            and (not s.alone or (s.at > 0 and words[s.at - 1] in PLAYER_NUMBERS))
        ]
        if before and after:
            same = before[-1].name == after[0].name
            reading.concepts.add("TEAMMATE" if same else "OPPONENT")
            return


#: the last touch before the ball went out ("ultimo tocco", "colpita da"): its side touched it
_LAST_TOUCH = frozenset({"LAST_TOUCH"})

#: what a call against a side is: a foul, a penalty, the whistle ("blew for a cross AGAINST US")
_CALLS = frozenset({"FOUL", "HOOKING", "CROSSING", "RIDE_OFF", "RIGHT_OF_WAY"}) | frozenset(
    {"FOUL_SHOT", "PENALTY_ANY", "STOPPED", "DANGEROUS"}
)


def _called_against(side: Mention, free: list[Match]) -> bool:
    """Whether a side said by a pronoun is the one a call was against, right after the
    "against" of a foul, a penalty or a whistle a few words before ("foul against US", "pen 4
    against US", "the ump blew for a cross against US"): the side that committed it, as a
    team's name there is (``marked_teams``), its role said elsewhere ("we scored")."""
    if not side.alone:
        return False
    marker = next((m for m in free if "AGAINST" in m.concepts and m.end + 1 == side.at), None)
    return marker is not None and any(
        m.concepts & _CALLS and marker.start - NEAR <= m.end < marker.start for m in free
    )


#: how many words after a fair play possession the team it was given to may be ("fair play
#: ball inside their 60 FOR US")
_GIVEN_REACH = 5

#: the fair play possessions told as given, the words before the side given one ("FOR us"),
#: those between a side and the one it got ("we GOT the fpp"), and the side words that are never
#: a subject ("to US"; ``_given_to``)
FairPlayGiven = tuple[tuple[Match, ...], frozenset[str], frozenset[str], frozenset[str]]


def _given_to(
    mention: Mention,
    match: Match,
    words: list[str],
    awarded: frozenset[str],
    received: frozenset[str] = frozenset(),
    *,
    objects: frozenset[str] = frozenset(),
) -> bool:
    """Whether ``mention`` is the team or side a fair play possession (``match``) was given
    to: a few words after it with a word that says to whom right before it ("FOR us", "GIVEN
    to us", "PARA nosotros", "PER noi"), or a team's name right after it ("possession to the
    blues": "to" is a stop word). A side right after it is the next clause's subject as often
    ("fair play possession? WE were attacking"), unless its word is never a subject
    (``objects``: "possession ball to US"). Before it, only where ``received`` words
    alone stand between them ("WE GOT the fpp", "we were AWARDED the fair play free hit"), or
    one of them right before the side ("the ump GAVE US fair play possession"). A side among
    the award's own words ("the ump gave US possession") is whom it was given to."""
    at = mention.at
    if match.start < at < match.end:
        return True
    if received and match.start - _GIVEN_REACH <= at < match.start:
        between = words[at + 1 : match.start]
        if between:
            return all(w in received for w in between)
        return at > 0 and words[at - 1] in received
    if not match.end < at <= match.end + _GIVEN_REACH:
        return False
    right_after = at == match.end + 1
    return words[at - 1] in awarded or (right_after and (not mention.pov or words[at] in objects))


def _holder(
    side: Mention,
    free: list[Match],
    words: list[str],
    given: FairPlayGiven,
    *,
    sentence_starts: Callable[[], frozenset[int]] = frozenset,
    after_commas: Callable[[], frozenset[int]] = frozenset,
) -> bool:
    """Whether a side is the team that had the ball: a few words before those that say so ("WE
    had the ball", "NOI eravamo in possesso"), in their sentence ("la staffa del LORO 3.
    Palla nostra": the last sentence's player), or the one a fair play possession (of
    ``given``'s awards) was given to ("fair play possession for US"): only the team in
    possession keeps it (22.h). A verb that says the side is that phrase's own first word
    ("TENÍAMOS la bocha"). Not across a comma: "se cayó el 2 de ELLOS, la llevaba nuestro 3"
    tells who fell, then who had it (the subject after its verb)."""
    awards, awarded, received, objects = given
    before = [
        m.start for m in free if "POSSESSION" in m.concepts and m.start - NEAR <= side.at <= m.start
    ]
    if any(not any(side.at < s <= at for s in sentence_starts() | after_commas()) for at in before):
        return True
    return any(_given_to(side, m, words, awarded, received, objects=objects) for m in awards)


def awards_told(
    free: list[Match], text: str, vocabularies: tuple[Vocabulary, ...]
) -> tuple[Match, ...]:
    """The fair play possessions the message tells as given: not one a question asks about
    ("is it fair play possession for us?", a clause ending in "?"), whose disadvantage is the
    umpires' call, never the asker's word."""
    awards = tuple(m for m in free if "FAIR_PLAY" in m.concepts)
    if not awards or "?" not in text:
        return awards
    for clause in CLAUSE_ASKED.finditer(text):
        said, _, _ = linked_words(_part_asked(clause.group(), vocabularies), vocabularies)
        if any("FAIR_PLAY" in m.concepts for m in phrases_in(said, vocabularies)):
            return ()
    return awards


@cache  # a few keys: a language, or a language and English
def _question_openings(langs: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """The one-word question words of ``langs`` ("where", "dónde", "come"), and the words that
    join alternatives ("or")."""
    asking = words_listed(langs, "questions") | words_listed(langs, "asking")
    joining = {fold(w) for v in map(vocabulary, langs) for w in v.alternatives}
    return frozenset(w for w in asking if " " not in w), frozenset(joining)


def _part_asked(clause: str, vocabularies: tuple[Vocabulary, ...]) -> str:
    """The part of a clause ending in "?" that asks: from the last comma a question word follows
    ("possesso per noi, DOVE la mettono?", "fair play possession for us, CAN we tap it?", "nos
    dieron la posesión, desde DÓNDE?"), what comes before it told; the whole clause where no
    question word opens a part after a comma, or where the part before joins alternatives
    ("fpp to us or a throw-in, WHICH?")."""
    if "," not in clause:
        return clause
    openings, joining = _question_openings(langs_of(vocabularies))
    parts = clause.split(",")
    for at in range(len(parts) - 1, 0, -1):
        # its first word, or the second after a preposition ("DA dove", "DESDE dónde")
        if not openings.isdisjoint(words_of(parts[at])[:2]):
            told = set(words_of(",".join(parts[:at])))
            return clause if told & joining else ",".join(parts[at:])
    return clause


def fair_play_given(
    awards: tuple[Match, ...],
    mentions: list[Mention],
    words: list[str],
    reading: Reading,
    *,
    awarded: frozenset[str],
    received: frozenset[str] = frozenset(),
    objects: frozenset[str] = frozenset(),
) -> None:
    """A fair play possession given to a team ("fair play possession for us", "to the blues",
    "posesión por fair play para nosotros") says that team had the ball and that the stop
    significantly disadvantaged it: 22.h gives it to the team in possession only so. Its role
    is the team's own (a name's or a side's, read as every other mention of it)."""
    for match in awards:
        given = [
            m
            for m in mentions
            if (m.name is not None or m.pov)
            and not m.owns
            and _given_to(m, match, words, awarded, received, objects=objects)
        ]
        if given:
            reading.concepts |= {"POSSESSION", "HURT"}
            return


def _measured_from(side: Mention, free: list[Match]) -> bool:
    """A distance said right before a side's goal ("40 yards from OUR goal", "30 yds from
    THEIR goal"): the goal is then a place, never a goal scored. A side that is a stop word
    stands on its next word, so either way the distance ends right before ``side.at``."""
    return any("YARDS_FROM" in m.concepts and m.end == side.at - 1 for m in free)


def _owned_place(
    side: Mention,
    free: list[Match],
    words: list[str],
    linked: frozenset[int],
    owned: frozenset[str],
    *,
    after_commas: Callable[[], frozenset[int]] = frozenset,
) -> Match | None:
    """The place a side owns: a place word right after it ("OUR back line", "THEIR 60", the
    side a stop word before its word), or right before it with an "of" between ("el arco de
    ELLOS", "le 60 di LORO"). A side after a player's number is that player's ("el 1 de ELLOS
    por el fondo": he hit it over the end line), and a pronoun is no possessive ("given to US
    inside their 60"): neither owns a place after it; nor does a side past a comma ("possesso
    per LORO, sulla linea dei 60": the place the ball was put)."""
    numbered = side.at > 0 and words[side.at - 1] in PLAYER_NUMBERS and not side.on_next
    first = side.at if side.on_next else side.at + 1
    after = [
        p
        for p in (first, first + 1)
        if p < len(words)
        and words[p] in owned | {"60"}
        and not any(side.at < mark <= p for mark in after_commas())
    ]
    if numbered or side.alone:
        after = []
    linked_before = side.at > 0 and side.at in linked
    # a possessive after its place ("il fondo LORO"), no player's ("il fondo, LORO 2 …")
    after_place = side.after_owned and not a_number_after(side, words)
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


def _beside(side: Mention, match: Match, words: list[str]) -> bool:
    """A side right before a phrase ("OUR knock in", "WE scored", "THEIR knock in"), or right
    after it, not as a player's number's side ("saque NUESTRO", "gol de ELLOS"; not "knock
    in, OUR 4 …")."""
    if side.at == match.start - (0 if side.on_next else 1):
        return True
    numbered = side.at + 1 < len(words) and words[side.at + 1].isdigit()
    return not side.on_next and side.at == match.end + 1 and not numbered


def _players_verb(side: Mention, match: Match, words: list[str], player: frozenset[str]) -> bool:
    """A side's player right before a phrase, its subject ("OUR 1 scored", "THEIR 3 knocked
    in"): what he did his side did, as "WE scored" says."""
    own = side.at if side.on_next else side.at + 1
    return not side.alone and own < len(words) and words[own] in player and match.start == own + 1


#: what a foul is, for who committed it ("foul by their 2", "OUR 3 hooking")
_FOULS = frozenset({"FOUL", "HOOKING", "CROSSING", "RIDE_OFF", "RIGHT_OF_WAY"})


def fouler(
    free: list[Match],
    mentions: list[Mention],
    words: list[str],
    linked: frozenset[int],
    reading: Reading,
    *,
    by: frozenset[str],
    owners: tuple[list[Mention], dict[str, str] | None] = ([], None),
    players: frozenset[str] = frozenset(),
    after_marks: Callable[[], frozenset[int]] = frozenset,
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
        # a side right after a call's "against" is the marker's (``_called_against``,
        # ``marked_teams``)
        against = {m.end + 1 for m in free if m.concepts & {"AGAINST", "FOUL_ON"}}
        called = [m for m in mentions if m.pov and m.role is not None and m.at in against]
        if called and _fouler_of_another_side(match, called, mentions, (words, linked, by)):
            # "una falta DEL 4 DE AZUL contra nosotros": the foul's own doer, named by its "of",
            # makes the "against" its victim, where it names the call's team elsewhere: which
            # team committed it is asked, never read one way
            reading.concepts |= {"AGAINST_ATT", "AGAINST_DEF"}
            return
        if called:
            return  # the side the call was against is said: no other side is asked about
        with_role = [
            m for m in mentions if m.role is not None and not m.owns and m.at not in against
        ]
        after = [
            m
            for m in with_role
            if match.end < m.at <= match.end + NEAR
            and (_by_its_of(m, words, linked, by) or _numbered_after_of(m, words, linked, players))
        ]
        found = min(after, key=lambda m: m.at, default=None)
        if found is not None and found.role is not None:
            reading.concepts.add(f"AGAINST_{found.role}")
            return
        owner = _side_fouled(match, owners, words) or _whistled_side(
            match, with_role, free, after_marks
        )
        if owner is not None:
            reading.concepts.add(f"AGAINST_{owner}")
            return
        # "un'infrazione del numero quattro AVVERSARIO", "a foul by one of the OPPOSITION": the
        # writer's opponents committed it, whose role "we" gives
        opponents = owners[1].get(THEM) if owners[1] else None
        if opponents is not None and any(
            "OPPONENT" in m.concepts and match.end < m.start <= match.end + NEAR for m in free
        ):
            reading.concepts.add(f"AGAINST_{opponents}")
            return
        if any(m.pov for m in with_role):
            reading.concepts |= {"AGAINST_ATT", "AGAINST_DEF"}
            return


def _whistled_side(
    foul: Match,
    with_role: list[Mention],
    free: list[Match],
    after_marks: Callable[[], frozenset[int]],
) -> str | None:
    """The role of a side's player said right after the whistle's word and before the foul
    ("the ump WHISTLED OUR 3 for hooking", "blew for OUR 3 hooking", "the whistle was for OUR
    3 crossing"): the one it was blown against, who committed the foul. Not past a mark
    (``after_marks``: "the ump blew, OUR 3 was fouled" starts a clause of its own)."""
    whistles = [m.end for m in free if m.concepts & _WHISTLES and m.end < foul.start]
    blown = {
        m.role
        for m in with_role
        for at in whistles
        # a word or two between ("blew FOR our 3", "whistled OUR 3": a side's word kept)
        if m.pov
        and at < m.at <= at + _WHISTLED_REACH
        and m.at < foul.start
        and not any(at < other.start < m.at for other in free)
        and not any(at < mark <= m.at for mark in after_marks())
    }
    return next(iter(blown)) if len(blown) == 1 else None


#: the whistle's words: a stop, or one at the moment of a goal ("just as the ump BLEW")
_WHISTLES = frozenset({"STOPPED", "AT_WHISTLE"})

#: how far after the whistle's word its player may be said ("blew FOR OUR 3")
_WHISTLED_REACH = 3


def _fouler_of_another_side(
    foul: Match,
    called: list[Mention],
    mentions: list[Mention],
    said: tuple[list[str], frozenset[int], frozenset[str]],
) -> bool:
    """Whether a team other than the one an "against" names is said right after the foul with an
    "of" or a "by" ("falta DEL 4 DE AZUL contra nosotros", "foul BY their 4 against us"): the
    foul's doer, whatever its role."""
    words, linked, by = said
    sides = {m.name for m in called}
    return any(
        m.name is not None
        and m.name not in sides
        and not m.owns
        and foul.end < m.at <= foul.end + NEAR
        and _by_its_of(m, words, linked, by)
        for m in mentions
    )


def _by_its_of(
    mention: Mention, words: list[str], linked: frozenset[int], by: frozenset[str]
) -> bool:
    """Whether a team is said after an "of" or a "by" ("foul DEL 3 de rojo", "fouled BY blue")."""
    return mention.at in linked or words[mention.at - 1] in by


def _side_fouled(
    foul: Match, owners: tuple[list[Mention], dict[str, str] | None], words: list[str]
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
    side: Mention, words: list[str], linked: frozenset[int], players: frozenset[str] = frozenset()
) -> bool:
    """A side or team after its player's number, the number after an "of" ("foul del 3
    NUESTRO", "foul del 3 ROJO": the colour right after the number, as "el 3 de rojo" says);
    ``players``, the words for a player or his number, may say him in two ("falta del NÚMERO
    TRES colorado", "foul de un JUGADOR rojo": the "of" before the first)."""
    if not (side.pov or side.name is not None) or side.at < 1:
        return False
    number = side.at - 1
    if number in linked and words[number] in PLAYER_NUMBERS:
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
BOUNDS = frozenset({"YARDS_MORE", "YARDS_LESS"})


def marked_teams(
    free: list[Match],
    mentions: list[Mention],
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
            target = side.role if isinstance(side, Mention) else side
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
                    elif isinstance(side, Mention) and side.pov:
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
    mentions: list[Mention], after: int, reach: int, players: tuple[list[str], frozenset[str]]
) -> bool:
    """Whether the few words after a marker name a team whose role is unknown, or a player
    (his number, "jugador") of no side said."""
    words, player = players
    return any(
        m.name is not None and m.role is None and not m.owns and after < m.at <= after + reach
        for m in mentions
    ) or any(w in player for w in words[after + 1 : after + 1 + reach])


def _next(
    mentions: list[Mention], after: int, reach: int, umpire: list[Match]
) -> Mention | str | None:
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
    if isinstance(what, Mention):
        what.used = True
        return what
    if isinstance(what, Match):
        umpire.remove(what)
    return who


def _around(mentions: list[Mention], start: int, end: int, linked: frozenset[int]) -> str | None:
    """Whose 60, as a role: the team ``_owner_of`` finds, that word used up."""
    owner = _owner_of(mentions, start, end, linked)
    if owner is None or not owner.role:
        return None
    owner.used = True
    return owner.role


def _owner_of(
    mentions: list[Mention], start: int, end: int, linked: frozenset[int]
) -> Mention | None:
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


def a_number_after(side: Mention, words: list[str]) -> bool:
    """The side is a player's: his number right after it ("our 3"; a pronoun owns none: "el
    saque de ELLOS, y el 2…"), or the side said before it ("THEIR 2": the mention is at the
    number)."""
    number_next = side.at + 1 < len(words) and words[side.at + 1].isdigit()
    return side.on_next or (number_next and not side.alone)


#: what the free hit from the 60 may be told with that already says who played it after the
#: hitter: a teammate, the hitter himself, a tap, a defender, a ball taken off him
_SIXTY_PLAY_SAID = frozenset(
    {"TEAMMATE", "HIT_AGAIN", "TAPPED", "DEF", "STOLE_BALL", "ANOTHER_FIRST"}
)


def teammates_at_the_60(
    free: list[Match], players: Sequence[Mention], words: list[str], reading: Reading
) -> None:
    """ "Free hit from the 60, THEIR 4 hit it 20 yards and THEIR 1 came in and smacked it",
    "libre de 60, pegó el 2 NUESTRO y el 4 NUESTRO salió a buscarla y la jugó": at a free hit
    from the 60, two players of one side, by two numbers, no player of the other side, and a
    play right after the second, are the hitter and a teammate who played it after him
    (``TEAMMATE``). Where the other side's player is named too, who played it is asked (a
    defender may have); where the second only stood there, nothing is read."""
    said = {c for m in free for c in m.concepts}
    if "FREE_HIT_60" not in said or said & _SIXTY_PLAY_SAID:
        return
    numbered = [(p.name, _players_number(p, words), p.at) for p in players if p.name]
    numbered = [(side, number, at) for side, number, at in numbered if number is not None]
    if len({side for side, _, _ in numbered}) != 1 or len({n for _, n, _ in numbered}) < 2:
        return
    # the second player played it ("… and THEIR 1 came in and SMACKED it", "y enseguida la JUGÓ
    # el 4 de ellos": the verb before him), not only stood there
    first, second = min(at for _, _, at in numbered), max(at for _, _, at in numbered)
    if _played_by(second, free, after=first):
        reading.concepts.add("TEAMMATE")


def teammate_after_his_sides_60(
    free: list[Match], players: Sequence[Mention], words: list[str], reading: Reading
) -> None:
    """ "OUR free hit from the 60 went 40 yards and OUR 2 picked it up", "RED's 60 yd free hit
    went 35 yards, RED 1 picked it up and scored": the free hit told as a side's, then a
    numbered player of that side who played the ball, no player of the other side said after
    it, is a teammate who played it after the hitter (``TEAMMATE``): the hitter playing it
    again is told so ("again", "himself": ``HIT_AGAIN``), which this never reads."""
    said = {c for m in free for c in m.concepts}
    if "FREE_HIT_60" not in said or said & _SIXTY_PLAY_SAID:
        return
    sixty = next(m for m in free if "FREE_HIT_60" in m.concepts)
    # whose free hit: a side or a team right before or after it, named by no number ("OUR free
    # hit", "tiro libre desde los 60 NUESTRO")
    beside = (sixty.start - 1, sixty.start, sixty.end + 1)
    owners = {
        p.name for p in players if p.name and p.at in beside and _players_number(p, words) is None
    }
    if len(owners) != 1:
        return
    (side,) = owners
    after = [p for p in players if p.name and p.at > sixty.end]
    if not after or any(p.name != side for p in after):
        return  # none, or the other side's player too: who played it is asked
    numbered = [p.at for p in after if _players_number(p, words) is not None]
    if numbered and _played_by(numbered[0], free, after=sixty.end):
        reading.concepts.add("TEAMMATE")


def _played_by(player: int, free: list[Match], *, after: int) -> bool:
    """Whether a play on the ball is said right beside the player at ``player`` (its verb
    before him or after: "… and THEIR 1 came in and SMACKED it", "la JUGÓ el 4 de ellos"),
    past ``after`` (the hitter, or the free hit named): he played it, not only stood there."""
    return any(
        m.concepts & PLAY_ON_BALL and m.start > after and abs(m.start - player) <= NEAR + 2
        for m in free
    )


def _players_number(side: Mention, words: list[str]) -> str | None:
    """The number of the player a side or a team's name is said with: on its word ("THEIR 2":
    the side said before it), right after it ("nostro 2", "red 2"), or right before it ("el 4
    NUESTRO", "el 1 de ELLOS"); None where it names no player ("OUR 60" is a place). A pronoun
    owns no number after it ("ELLOS, y el 2 …"), only one before it."""
    if side.on_next and words[side.at] in PLAYER_NUMBERS:
        return words[side.at]
    for at in (side.at - 1,) if side.alone else (side.at + 1, side.at - 1):
        if 0 <= at < len(words) and words[at] in PLAYER_NUMBERS:
            return words[at]
    return None
