"""Places and figures: what a number of yards or seconds says, and a line named as a place.

A number of yards before "post" or "boards" says near (within 22.a's clearance,
``KNOCK_IN_CLEARANCE``) or wide (more); yards from the end line or from the umpire say on
which side of a rule's line it was; seconds counted at a knock-in or a foul shot say whose
time ran out; "near their end line" with the side crossed is inside that end's 60. Every
figure compared is the rule's own measure (``rules_core.measures``).
"""

from __future__ import annotations

from functools import cache, lru_cache

from bot.understand.reading import (
    MAX_YARDS,
    NEAR,
    NEAR_YARDS,
    OFF_THE_FIELD,
    PLAY_ON_BALL,
    Mention,
    Reading,
    first_words_of,
)
from bot.understand.sides import (
    BOUNDS,
    END_LINES,
    PLAYER_NUMBERS,
    THEM,
    US,
    a_number_after,
    side_reading,
)
from bot.understand.situations import (
    ANOTHER_RESTART,
    END_LINE_CROSSED,
    KNOCK_IN_NAMES,
    changing_horses_at_knock_in,
)
from bot.understand.text import words as words_of
from bot.understand.vocabulary import (
    Match,
    Vocabulary,
    kept_at,
    langs_of,
    phrases_in,
    vocabulary,
    words_listed,
)
from rules_core.measures import (
    FOUL_SHOT_TIME,
    KNOCK_IN_TIME,
    ONSIDE_BALL_TRAVEL,
    SIXTY_YARD_LINE,
    THROW_IN_UMPIRE_CLEARANCE,
)


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


def not_distances(words: list[str], vocabularies: tuple[Vocabulary, ...]) -> set[int]:
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

#: the side boards, named, and a distance asked from something with no figure ("how far from")
_BOARDS = frozenset({"SIDE_BOARDS"})
_DISTANCE_FROM = frozenset({"DISTANCE_FROM"})

#: "yards from", "yardas de", "yarde dalla" (each language's ``YARDS_FROM``)
_YARDS_FROM = frozenset({"YARDS_FROM"})
#: "yards out" with the goal said just before it ("at their goal, 40 yards out")
_YARDS_OUT = frozenset({"YARDS_OUT"})
#: how many words before a distance "out" its goal may be said
_GOAL_BEFORE_OUT = 4

#: the 60-yard line: a point nearer an end line than this is inside that end's 60 (the rule's
#: figure, never written again here)
_SIXTY = SIXTY_YARD_LINE.value

#: how near the umpire no player may be at a throw-in (Rule 20: 5 yards)
_UMPIRE_CLEARANCE = THROW_IN_UMPIRE_CLEARANCE.value

#: a throw-in said: the line-up, the match's opening one, what goes wrong in it, or the umpire
#: about to throw it in
_THROW_IN_SAID = frozenset(
    {"LINE_UP", "OPENING", "LINE_UP_PROBLEM", "BALL_IN_LINE_UP", "THROW_PENDING"}
)


def yards_from_the_umpire(free: list[Match], words: list[str], reading: Reading) -> None:
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


#: how far before "yards from" a ``still`` word may stand: "ancora a una ventina di metri dal
#: centro", "todavía estaba a 20 metros del centro"
_STILL_BEFORE_YARDS_MOST = 5


def still_yards_from_the_centre(
    free: list[Match], words: list[str], reading: Reading, langs: tuple[str, ...]
) -> None:
    """ "Dopo il gol il loro 1 era ANCORA a 20 metri dal centro", "their 1 was STILL 20 yards
    from the centre when the umpire bowled in", "su 1 TODAVÍA estaba a 20 metros del centro":
    a player still some way from the centre, with a throw-in said, is not back in the line-up
    (``NOT_BACK``): slow, changing horses or late is then asked, and a goal told before it is
    what the line-up followed, not the incident. Without a ``still`` word the distance may be
    the ball's ("the throw-in went 20 yards from the centre"), and nothing is read from it."""
    if not any(m.concepts & _THROW_IN_SAID for m in free):
        return
    still = words_listed(langs, "still")
    for match in [m for m in free if m.concepts == _YARDS_FROM]:
        said_still = any(
            words[at] in still
            for at in range(max(0, match.start - _STILL_BEFORE_YARDS_MOST), match.start)
        )
        centre = next(
            (
                m
                for m in free
                if m.start in (match.end + 1, match.end + 2) and "MIDFIELD" in m.concepts
            ),
            None,
        )
        if not said_still or centre is None:
            continue
        free.remove(match)
        free.remove(centre)
        reading.concepts.add("NOT_BACK")


def distance_from_the_boards(free: list[Match]) -> None:
    """The boards a distance with no figure is asked from (``DISTANCE_FROM``: "a che distanza
    dalle sponde il throw-in?", "how far from the boards") are where it is measured from, no
    ball over them."""
    for match in [m for m in free if m.concepts == _DISTANCE_FROM]:
        free.remove(match)
        boards = next((m for m in free if m.start == match.end + 1 and m.concepts == _BOARDS), None)
        if boards is not None:
            free.remove(boards)


def measured_from_end_line(free: list[Match], words: list[str], reading: Reading) -> None:
    """ "over the boards 40 yds from our back line", "a 30 yardas del fondo", "a 20 yarde dalla
    linea di fondo": an end line (or a goal) a number of yards is measured from says where the
    ball was, never that it went over that line; nearer than the 60-yard line, it is inside
    that end's 60, this goal's (the goal nearest to what happened). So is a goal said just
    before a distance "out" ("dribbling at their goal, about 40 yards out")."""
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
    for match in [m for m in free if m.concepts == _YARDS_OUT]:
        free.remove(match)
        number = match.start - 1
        if number < 0 or not words[number].isdigit():
            continue
        goal_before = any(
            m.concepts & _MEASURED_FROM and number - _GOAL_BEFORE_OUT <= m.end < number
            for m in free
        )
        if goal_before and int(words[number]) < _SIXTY:
            reading.concepts.add("THIS_60")


#: the end line said crossed ("over the end line", "por el fondo", "largo sul fondo")
_END_LINE_CROSSED_SAID = END_LINE_CROSSED | {"OWN_END_LINE"}


def earlier_crossing_dropped(
    text: str,
    free: list[Match],
    mentions: list[Mention],
    sides_at: list[Mention],
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
    (``out_and_period_end_in_order``), and "tira larga, poi al play il loro 4 è a 15 yard dalla
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
#: place beside the other is where the ball was, not a second line it crossed (``END_LINES``)
_SIDE = frozenset({"SIDE_BOARDS"})

#: how many words back a place word may stand before its line ("near OUR back line", "by
#: GREEN's backline", "vicino ALLA LORO linea di fondo"): the line's owner may sit between
_PLACE_WORD_REACH = 3


def line_as_place(
    free: list[Match], words: list[str], reading: Reading, langs: tuple[str, ...]
) -> None:
    """ "Over the back line about a yard from the boards", "out the side very near our back
    line", "fuori laterale vicinissimo alla loro linea di fondo", "out the side near our goal":
    a message that names both an end line and the side, one of them after a place word (each
    language's ``place_near``: "near", "close", "next", "by", "vicino"; or ``place_from``:
    "from"), crossed the other; the one after the place word is where. Read as a second line
    crossed, both lines were a conflict and the walk stopped at its first question. The side
    named as near is the end line by the board (``NEAR_BOARD``); measured from ("a yard from",
    no figure: a figure is ``yards_read``'s) it is only a place, asked. An end line named as near
    is dropped: the ball went over the side inside that end's 60 (``THIS_60``), as "10 yards
    from the end line" is (``measured_from_end_line``); "from" the end line with no figure
    leaves the zone asked. Both named as places, or neither, stay as said (asked)."""
    ends = [m for m in free if m.concepts & END_LINES]
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
                continue  # "2 yards from the boards": how near is ``yards_read``'s
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
    if not put_in or any(m.concepts & ANOTHER_RESTART for m in free):
        return
    for match in [m for m in free if m.concepts == {"PLAYED"}]:
        after = match.end + 1
        if after < len(words) and words[after] in put_in and after + 1 in early:
            free.remove(match)
            reading.concepts.add("KNOCK_IN")


def knock_in_told(
    free: list[Match], reading: Reading, words: list[str], langs: tuple[str, ...]
) -> None:
    """A knock-in told by what happened at it, not by its name: taken before Play, or played
    by a player who was changing horses; and a penalty named beside its fault, its cost."""
    _knocked_in_before_play(free, reading, words, langs)
    changing_horses_at_knock_in(free, reading)
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
    if said.isdisjoint(KNOCK_IN_NAMES) or said.isdisjoint(_KNOCK_IN_FAULTS):
        return
    named = words_listed(langs, "penalty")
    alternatives = words_listed(langs, "alternatives")

    def its_cost(match: Match) -> bool:
        offered = match.start > 0 and words[match.start - 1] in alternatives
        return not offered and any(words[at] in named for at in match.positions)

    free[:] = [m for m in free if not (m.concepts == {"FOUL_SHOT"} and its_cost(m))]


#: a count of seconds over 22.b's 20 at a foul shot: the taker's 20 seconds went by (at a
#: knock-in a count may be anyone's: the hitter's 10 seconds or an opponent slow to get back)
_FOUL_SHOT_SECONDS = FOUL_SHOT_TIME.value

_FOUL_SHOT_SAID = frozenset({"FOUL_SHOT", "P1", "P2", "P3", "P4", "P5", "P5A", "P5B", "P6"})


@lru_cache(maxsize=8)  # a few keys: a language, or a language and English
def seconds_words(langs: tuple[str, ...]) -> frozenset[str]:
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


def too_long_at_a_knock_in(free: list[Match], words: list[str]) -> None:
    """ "Rimessa nostra, il back ci ha messo troppo", "their knock-in took too long": taking too
    long with no count of seconds (a ``TWENTY_SEC`` phrase with no number), at a knock-in and no
    foul shot, is someone slow at the knock-in (``SLOW``): the 20 seconds are the foul shot's
    alone, and who was slow (the hitter, his team, an opponent) is asked."""
    if any(m.concepts & _FOUL_SHOT_SAID for m in free) or not any(
        m.concepts & KNOCK_IN_NAMES for m in free
    ):
        return
    for match in [m for m in free if m.concepts == {"TWENTY_SEC"}]:
        if not any(words[at].isdigit() for at in match.positions):
            free.remove(match)
            free.append(Match(_SLOW, match.positions))


def seconds_counted(
    free: list[Match], words: list[str], reading: Reading, vocabularies: tuple[Vocabulary, ...]
) -> None:
    """ "Penalty 3 and he took 25 seconds to hit it", "penal 5a, 30 segundos y no le pegaba": a
    count of seconds over the foul shot's 20 says the taker's 20 seconds went by
    (``TWENTY_SEC``): only the taker has them. A count within them says nothing. At a
    knock-in a count may be the hitter's or an opponent's: it is the hitter's 10 seconds
    (``TEN_SEC``) only where the hit ends it, joined by an ``until`` word ("tardó 12 segundos
    en sacar", "pasaron 15 segundos hasta que le pegó"); "tardó 15 segundos en volver y le
    pegamos" says nothing."""
    # a Safety is a Penalty 6 ("el tiro del safety lo pega a los 25 segundos"): its taker has
    # the foul shot's 20 seconds
    foul_shot = any(m.concepts & (_FOUL_SHOT_SAID | {"SAFETY"}) for m in free)
    # a knock-in said beside a foul shot ("pen 4 went wide, our back took the knock in 12
    # seconds after play") is counted as a knock-in too: where the count is within the foul
    # shot's 20 it may still be over the knock-in's 10, the hit ending it
    knock_in = any(m.concepts & KNOCK_IN_NAMES for m in free)
    if not (foul_shot or knock_in):
        return
    langs = langs_of(vocabularies)
    seconds = seconds_words(langs)
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
                or _play_to_the_hit_counted(
                    free, words, at, (until, words_listed(langs, "play_word"))
                )
                or (_counted_from_play(words, at, langs) and not _someone_else_slow(free))
                or _count_without_the_hit(free, at)
            )
        ):
            reading.concepts.add("TEN_SEC")


#: someone other than the hitter said slow, not back or in the way at the knock-in: the count
#: from Play may be his ("12 seconds after play their 2 was still not back")
_SOMEONE_ELSE_SLOW = frozenset(
    {"NOT_BACK", "SLOW", "SLOW_OPP", "SLOW_RETURN", "DELAY", "RAN_CLOCK", "INSIDE_30"}
)


def _someone_else_slow(free: list[Match]) -> bool:
    return any(m.concepts & _SOMEONE_ELSE_SLOW for m in free)


def _counted_from_play(words: list[str], count_at: int, langs: tuple[str, ...]) -> bool:
    """Whether the count is told from Play ("12 seconds AFTER PLAY", "13-14 secondi DAL PLAY",
    "12 segundos DESDE EL PLAY", "15 segundos dando vueltas DESPUÉS DEL PLAY"): once the umpire
    calls Play the opponents must already be back (22.a), so a knock-in's count from it is the
    knocking-in team's own 10 seconds."""
    since = words_listed(langs, "since_play")
    play = words_listed(langs, "play_word")
    after_count = words[count_at + 2 : count_at + 2 + _HIT_REACH]
    return any(
        word in since and not play.isdisjoint(after_count[at + 1 :])
        for at, word in enumerate(after_count)
    )


#: how many words may stand between the ``until`` word and the hit it joins, the hitter named
#: between them ("hasta que EL NÚMERO 4 DE ELLERSTINA FINALMENTE le pegó": stop words not counted)
_UNTIL_HIT_REACH = 6


def _play_to_the_hit_counted(
    free: list[Match],
    words: list[str],
    count_at: int,
    joiners: tuple[frozenset[str], frozenset[str]],
) -> bool:
    """Whether the count follows an interval told from Play to the hit ("desde que dijo play
    HASTA QUE el 4 le pegó al saque pasaron 12 segundos", "from play until he hit it, 12
    seconds"): the time from Play to the hit is the hitter's own, as the count told before the
    interval is (``_ended_by_the_hit``). Play (its call, or the word ``play_word``) must be said
    before the ``until`` word: "until he hit it" alone may count from anything. ``joiners``:
    the ``until`` words, and the words that name Play."""
    until, play = joiners
    for hit in free:
        if not hit.concepts & _HIT or not 0 < count_at - hit.end <= _HIT_REACH:
            continue
        joined = [
            at
            for at in range(max(0, hit.start - _UNTIL_HIT_REACH), hit.start)
            if words[at] in until
        ]
        if not joined:
            continue
        if not play.isdisjoint(words[: joined[-1]]) or any(
            "CALL_PLAY" in m.concepts and m.end < joined[-1] for m in free
        ):
            return True
    return False


def _count_without_the_hit(free: list[Match], count_at: int) -> bool:
    """Whether the words right after the count say the ball was never hit in it ("took like 15
    seconds, NEVER HIT the ball", "15 segundos … SIN PEGARLE"): the count is the hitter's, who
    did not hit (``NO_SHOT``)."""
    return any(
        "NO_SHOT" in m.concepts and count_at + 1 < m.start <= count_at + 2 + _HIT_REACH
        for m in free
    )


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
    named = {at for m in free if m.concepts & KNOCK_IN_NAMES for at in m.positions}
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


def distance_travelled(
    free: list[Match], words: list[str], reading: Reading, vocabularies: tuple[Vocabulary, ...]
) -> None:
    """ "el tiro de 60 anduvo como 15 yardas", "la bocha había hecho 10 yardas nada más": a
    number of yards (or metres) right after a verb that says how far the ball went (or a tap's,
    before the tapper's own second hit: ``_tap_then_hit_again``) is how far it travelled, under
    the rule's 30 (``UNDER_30``) or not (``TRAVELLED_30``); that number is then no 60-yard line
    either. Any other number of yards says nothing of it."""
    langs = langs_of(vocabularies)
    travel = words_listed(langs, "travelled")
    units = _units(langs)
    if not travel:
        return
    about = _about_so_many(vocabularies)
    for at in range(1, len(words) - 1):
        if not (words[at].isdigit() and words[at + 1] in units):
            continue
        # the verb right before the number, or before its "about so many" ("fa un PAIO di metri",
        # "va lunga una QUARANTINA di metri", "anduvo una VEINTENA de yardas")
        before = at - 2 if words[at - 1] in about and at >= 2 else at - 1
        if words[before] not in travel and not _tap_then_hit_again(free, before, at):
            continue
        metres = words[at + 1].startswith("metr")
        yards = int(words[at]) * (_YARDS_PER_METRE if metres else 1)
        reading.concepts.add("UNDER_30" if yards < _TRAVEL_YARDS else "TRAVELLED_30")
        # "anduvo 60 yardas" is a distance, not the 60-yard line
        free[:] = [m for m in free if not (at in m.positions and "SIXTY_IN" in m.concepts)]


def _tap_then_hit_again(free: list[Match], before: int, at: int) -> bool:
    """Whether the number at ``at`` is how far a tap sent the ball, its verb right before it
    (``before``), where the tapper hit it again himself ("tapped it 10 yards then hit it
    again", "la toca 5 metros y le vuelve a pegar"): the distance tells whether the ball had
    gone 30 yards before his second hit. Not a number that names something else ("taps the 60
    yard free hit"). Without a second hit the tap's distance is left to ask: a message may
    suppose it to ask whether a tap is allowed at all."""
    return (
        any(m.end == before and "TAPPED" in m.concepts for m in free)
        and any("HIT_AGAIN" in m.concepts for m in free)
        and not any(at in m.positions for m in free)
    )


def off_field_play_travel(
    free: list[Match], words: list[str], reading: Reading, vocabularies: tuple[Vocabulary, ...]
) -> None:
    """ "Came on behind our hitter and hooked him 10 yds after the hit", "le roba la bocha a 10
    yardas del fondo", "intercetta la palla a 15 yard": at a knock-in, a number of yards under
    the rule's 30 said right after an off-field opponent's play (his play on the ball after
    ``OFF_FIELD_PLAYED``) is where he played it, placed on the end line: it had not gone 30
    yards (``UNDER_30``). A number further on, or of 30 or more, may be his own hit after it
    ("stole it and hit it 50 yards past midfield"): nothing read. Said otherwise (a verb of
    travel), ``distance_travelled`` read it."""
    came_on = [m.start for m in free if m.concepts & OFF_THE_FIELD]
    if not came_on:
        return  # most messages: no player off the field (one look)
    if reading.concepts & _HOW_FAR or any(m.concepts & _HOW_FAR for m in free):
        return  # how far it went said in words ("less than 30 yards")
    plays = [m.end for m in free if m.concepts & PLAY_ON_BALL and m.start > min(came_on)]
    if not plays:
        return
    units = {u for u in _units(langs_of(vocabularies)) if u.startswith(_LENGTH_UNITS)}
    for at in range(min(plays) + 1, min(min(plays) + 1 + _PLAY_REACH, len(words) - 1)):
        if words[at].isdigit() and words[at + 1] in units:
            metres = words[at + 1].startswith("metr")
            if int(words[at]) * (_YARDS_PER_METRE if metres else 1) < _TRAVEL_YARDS:
                reading.concepts.add("UNDER_30")
            return


#: how many words after an off-field opponent's play a distance is where he played the ball
_PLAY_REACH = 6

#: how far the ball went, said in words
_HOW_FAR = frozenset({"UNDER_30", "TRAVELLED_30"})


#: how a unit of length starts (the ``_units`` words that measure, not "from", "dalla")
_LENGTH_UNITS = ("y", "iard", "metr", "meter")


@cache
def _about_so_many_in(langs: tuple[str, ...]) -> frozenset[str]:
    """The first words of a language's numbers said as "about so many of" ("paio di", "ventina
    di", "veintena de"): the word kept before the number they give."""
    found: set[str] = set()
    for lang in langs:
        for said in vocabulary(lang).numbers:
            parts = said.split()
            if len(parts) == 2 and parts[1] in _OF_WORDS:
                found.add(parts[0])
    return frozenset(found)


def _about_so_many(vocabularies: tuple[Vocabulary, ...]) -> frozenset[str]:
    return _about_so_many_in(langs_of(vocabularies))


#: the "of" that closes an "about so many": "un paio DI", "una veintena DE", "a couple OF"
_OF_WORDS = frozenset({"di", "de", "of"})


#: what a number of yards said at a knock-in may be measured from and still be the knock-in's
#: distance: the end line, the knock-in itself (nothing said: the line it is hit from)
_FROM_THE_LINE = frozenset({"END_LINE", "OWN_END_LINE", "KNOCK_IN", "WE_KNOCK_IN"})

#: how many words before the number the player's side may be said ("el 4 de ELLOS estaba re
#: metido, tipo a 20 yardas": "metido", "tipo" between)
_PLAYER_REACH = 5

#: the hitter's own verb: a player said right beside it is the one who hit
_HITTER_SAID = frozenset({"HITTER"})


def _hitter_side(free: list[Match], words: list[str], sides: list[Mention]) -> str | None:
    """ "Rimessa dei verdi, il LORO 4 BATTE e il nostro 1 era a 20 yarde", "knock-in, THEIR 3
    HITS it and our 2 was at 15 yards": where no side is said at the knock-in itself, the
    writer's side of the player who hits (his number right before the hitter's verb, or the
    knock-in's: "il NOSTRO 4 ha BATTUTO DAL FONDO") is the knocking side. Not a player right
    after the verb: stop words dropped, "batte e IL NOSTRO 1 era a 20 yarde" puts the next
    clause's player there. Only one such side: two sides hitting ("their 4 hits, our 1 hits it
    back") leave it unsaid."""
    hits = {m.start for m in free if m.concepts & (_HITTER_SAID | KNOCK_IN_NAMES)}
    found = set()
    for side in sides:
        if not side.pov or not a_number_after(side, words):
            continue
        number_at = side.at if side.on_next else side.at + 1
        if number_at + 1 in hits:
            found.add(side.name)
    return next(iter(found)) if len(found) == 1 else None


def _knocking_side(
    free: list[Match],
    words: list[str],
    knock_ins: list[Match],
    langs: tuple[str, ...],
    *,
    sides: list[Mention],
    owners: list[Mention],
) -> str | None:
    """The side or team that takes the knock-in, where the words say it: its verb ("sacamos",
    "our knock-in"), a side at the knock-in ("THEIR knock-in", "el saque de ELLOS"), the team
    whose end line it is from, or the side of its hitter."""
    # the side right before the knock-in ("THEIR knock-in", "RED knocking in"), right after it
    # or its phrase's own last word ("el saque de ELLOS", "knock-in by BLUE"), no player's (not
    # "our knock-in, THEIR 2")
    # a side before a player's word is that player's, as before his number ("rimessa loro e
    # una NOSTRA giocatrice", "their knock-in and OUR player"): not the knocking side
    # (a pronoun owns no player, and a number is ``a_number_after``'s)
    player_words = side_reading(langs).players - PLAYER_NUMBERS
    # the team it is given to, one word on ("knock in FOR blue", "rimessa PER i blu")
    given = words_listed(langs, "awarded")

    def given_to(m: Match, at: int) -> bool:
        return at == m.end + 2 and words[m.end + 1] in given

    knocking_sides = {
        side.name
        for side in sides
        for m in knock_ins
        if side.at == m.start - (0 if side.pov else 1)
        or (
            (m.start < side.at <= m.end + 1 or given_to(m, side.at))
            and not a_number_after(side, words)
            and not (
                not side.alone and side.at + 1 < len(words) and words[side.at + 1] in player_words
            )
        )
    }
    # the team whose end line the knock-in is from ("rimessa dal fondo DEI BLU"): it defends
    # that line, so it knocks in
    knocking_sides |= {
        owner.name
        for owner in owners
        for m in knock_ins
        if owner.at == m.end + 1 or given_to(m, owner.at)
    }
    if any("WE_KNOCK_IN" in m.concepts for m in knock_ins):
        knocking_sides = {US}  # the verb says it ("sacamos", "our knock-in")
    knocker = next(iter(knocking_sides)) if len(knocking_sides) == 1 else None
    # the knocking team said by its name ("rimessa DEI VERDI, il loro 4 batte") or not at all:
    # the side of its hitter says which side it is, to compare with the player's side
    if knocker not in (US, THEM):
        knocker = _hitter_side(free, words, sides) or knocker
    return knocker


def _teammate_inside_the_30(
    free: list[Match], words: list[str], reading: Reading, sides: list[Mention], knocker: str | None
) -> None:
    """ "Our knock-in, Play called and OUR 2 was inside the 30": 22.a keeps only the knocking
    team's opponents 30 yards back, so a player of the side knocking in said inside the 30 is
    no opponent inside it (``KNOCKING_TEAM``: no Penalty 5.b decided for it). Only where the
    words say both sides, of one kind (our / their: a team's name is compared with no
    pronoun), the player by his number after his side."""
    if knocker not in (US, THEM):
        return
    for match in free:
        if "INSIDE_30" not in match.concepts:
            continue
        before = range(max(0, match.start - _PLAYER_REACH), match.start)
        # the last side said before it, where it names a player ("OUR 2"): never a side's place
        # ("in OUR end"), nor a side whose number is another's ("nuestro y dos DE ELLOS")
        said = [side for side in sides if side.at in before and side.pov]
        if said and a_number_after(said[-1], words) and said[-1].name == knocker:
            reading.concepts.add("KNOCKING_TEAM")
            return


def opponent_yards_at_knock_in(
    free: list[Match],
    words: list[str],
    reading: Reading,
    vocabularies: tuple[Vocabulary, ...],
    sides: list[Mention],
    *,
    owners: list[Mention],
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
    if any(m.concepts & _FOUL_SHOT_SAID for m in free):
        return
    knock_ins = [m for m in free if m.concepts & KNOCK_IN_NAMES]
    if not knock_ins:
        return
    langs = langs_of(vocabularies)
    knocker = _knocking_side(free, words, knock_ins, langs, sides=sides, owners=owners)
    _teammate_inside_the_30(free, words, reading, sides, knocker)
    if "INSIDE_30" in reading.concepts:
        return
    units = first_words_of(langs, "YARDS_FROM")
    travel = words_listed(langs, "travelled")
    # a line of the field named by its yards ("estaba EN LA 25", "galopó HASTA LA 20"): at a
    # knock-in, yards from the end line it is hit from
    marks = words_listed(langs, "at_mark")
    we_are = words_listed(langs, "we_are_verbs")
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
        # the team the writer says he is on ("il nostro 1 (SIAMO I NERI) era a 20 metri") is
        # no player: the side said before it is, the two words of it not counted
        said_as_us = {s.at for s in sides if s.at > 0 and words[s.at - 1] in we_are}
        reach = _PLAYER_REACH + (2 if said_as_us & set(range(at - _PLAYER_REACH, at)) else 0)
        before = range(max(0, at - reach), at)
        player = [side for side in sides if side.at in before and side.at not in said_as_us]
        opponent = any("OPPONENT" in m.concepts and m.start in before for m in free)
        other = (
            knocker is not None
            and bool(player)
            and (
                (player[-1].pov == pov_knocker and player[-1].name != knocker)
                # a team named knocking in and OUR player ("i verdi battono … il nostro 1"):
                # writing as one of the named team, the writer would have said "we knock in"
                or (not pov_knocker and player[-1].name == US)
            )
        )
        if opponent or other:
            reading.concepts.add("INSIDE_30")
            return


_SLOW = frozenset({"SLOW"})


def ball_went_slowly(free: list[Match], words: list[str], langs: tuple[str, ...]) -> None:
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
    out_at = {p: m for m in free if m.concepts & (_WAYS_OUT | BOUNDS) for p in m.positions}
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


def yards_read(
    free: list[Match],
    words: list[str],
    used: set[int],
    reading: Reading,
    *,
    negation: frozenset[str],
) -> None:
    """ "3 yards outside the post", "10 from the boards": near (``NEAR_YARDS`` or less) or
    wide. A number said with "not" before it ("not 3 yards from the post") or a bound it does
    not settle ("more than 3 yards", "less than 10") says neither: the place is asked. The
    bound words themselves (``YARDS_MORE``, ``YARDS_LESS``) say nothing else."""
    bounds = [m for m in free if m.concepts & BOUNDS]
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
            if at in used or not words[at].isdigit() or int(words[at]) > MAX_YARDS:
                continue
            free.remove(match)
            yards = int(words[at])
            bound = next(
                (b.concepts & BOUNDS for b in bounds if at - 1 in b.positions), frozenset[str]()
            )
            near: bool | None = yards <= NEAR_YARDS
            if bound == {"YARDS_MORE"}:  # "more than 10": wide; "more than 3": either
                near = False if yards >= NEAR_YARDS else None
            elif bound == {"YARDS_LESS"}:  # "less than 3": near; "less than 10": either
                near = True if yards <= NEAR_YARDS else None
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
    post). Two metres or yards wide is near the post (``NEAR_YARDS`` or less, metres read as
    yards: 22.a's knock-in 5 yards from the post), never "wide", which would put the knock-in
    where the ball crossed."""
    for match in [m for m in free if m.concepts == {"WIDE"}]:
        # ``used`` holds every number with no unit after it: "wide, their 2 …" is a player
        figure = next(
            (
                at
                for at in range(match.end + 1, min(len(words) - 1, match.end + 1 + NEAR))
                if at not in used and words[at].isdigit() and int(words[at]) <= MAX_YARDS
            ),
            None,
        )
        if figure is None:
            continue
        metres = words[figure + 1].startswith("metr")
        yards = int(words[figure]) * (_YARDS_PER_METRE if metres else 1)
        if yards <= NEAR_YARDS:
            free.remove(match)
            free.append(Match(frozenset({"NEAR_POST"}), match.positions))


def _yards_wide_of_post(free: list[Match], words: list[str], used: set[int]) -> None:
    """ "just outside the left post, about 2 yards wide": a figure before "wide", with a post
    said and no figure of its own, is how far outside the post the ball crossed, near
    (``NEAR_YARDS`` or less) or wide, never "wide" for a ball 2 yards from the post. So is a
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
            if at not in used and words[at].isdigit() and int(words[at]) <= MAX_YARDS
        ]
        # ``used`` holds every number with no unit after it (``not_distances``): "the post,
        # their 3 …" is a player
        figures = (
            figures
            or [
                at
                for at in range(posts[0].end + 1, min(len(words), posts[0].end + 1 + NEAR))
                if at not in used and words[at].isdigit() and int(words[at]) <= MAX_YARDS
            ][:1]
        )
        if not figures:
            continue
        near = int(words[figures[-1]]) <= NEAR_YARDS
        free.remove(match)
        post = posts[0]
        free.remove(post)
        place = "NEAR_POST" if near else "WIDE"
        free.append(Match((post.concepts - {"POST"}) | {place}, post.positions))
        return
