"""The quiz's topics (which situations each covers) and levels (how much a question asks)."""

from __future__ import annotations

from enum import StrEnum

from bot.flow import ROOT
from bot.flow.model import key_of
from bot.i18n_markers import N_


class Topic(StrEnum):
    """A topic, as umpires' clinics group the restarts; the value is its one-character code
    in callback data and its position in ``TOPICS``."""

    KNOCK_IN = "k"
    BOARDS = "b"
    FOUL_SHOTS = "f"
    GOALS = "g"
    PLAY_STOPPED = "s"
    LINE_UP = "l"


TOPICS = tuple(Topic)

#: the core's situations (``rules_core.facts``) each topic covers
_SITUATIONS: dict[str, Topic] = {
    "ball_over_end_line": Topic.KNOCK_IN,
    "knock_in_incident": Topic.KNOCK_IN,
    "ball_over_side_boards": Topic.BOARDS,
    "free_hit_from_sixty": Topic.BOARDS,
    "foul_shot_incident": Topic.FOUL_SHOTS,
    "goal_scored": Topic.GOALS,
    "goal_at_whistle": Topic.GOALS,
    "play_stopped": Topic.PLAY_STOPPED,
    "ball_broke": Topic.PLAY_STOPPED,
    "period_ended": Topic.PLAY_STOPPED,
    "game_suspended": Topic.PLAY_STOPPED,
    "opening_throw_in": Topic.LINE_UP,
    "line_up_issue": Topic.LINE_UP,
    "wrong_side_of_line_up": Topic.LINE_UP,
    "play_inside_line_up": Topic.LINE_UP,
    "wrong_way_line_up": Topic.LINE_UP,
}

NAMES: dict[Topic, str] = {
    Topic.KNOCK_IN: N_("Knock-ins"),
    Topic.BOARDS: N_("Side boards"),
    Topic.FOUL_SHOTS: N_("Foul shots"),
    Topic.GOALS: N_("Goals"),
    Topic.PLAY_STOPPED: N_("Play stopped"),
    Topic.LINE_UP: N_("Line-ups"),
}

#: what the user may type after /quiz or --topic, in any of the three languages
_ALIASES: dict[str, Topic] = {
    "knock-in": Topic.KNOCK_IN,
    "knockin": Topic.KNOCK_IN,
    "knock_in": Topic.KNOCK_IN,
    "boards": Topic.BOARDS,
    "side-boards": Topic.BOARDS,
    "foul-shots": Topic.FOUL_SHOTS,
    "fouls": Topic.FOUL_SHOTS,
    "penalties": Topic.FOUL_SHOTS,
    "goals": Topic.GOALS,
    "goal": Topic.GOALS,
    "play-stopped": Topic.PLAY_STOPPED,
    "stopped": Topic.PLAY_STOPPED,
    "line-up": Topic.LINE_UP,
    "lineup": Topic.LINE_UP,
    "line_up": Topic.LINE_UP,
    # as officials in Argentina and Italy would type them (docs/glossary.md)
    "saque": Topic.KNOCK_IN,
    "saque-de-fondo": Topic.KNOCK_IN,
    "rimessa": Topic.KNOCK_IN,
    "rimessa-dal-fondo": Topic.KNOCK_IN,
    "tablas": Topic.BOARDS,
    "sponde": Topic.BOARDS,
    "tiros-de-foul": Topic.FOUL_SHOTS,
    "penales": Topic.FOUL_SHOTS,
    "punizioni": Topic.FOUL_SHOTS,
    "tiri-di-punizione": Topic.FOUL_SHOTS,
    "goles": Topic.GOALS,
    "gol": Topic.GOALS,
    "juego-detenido": Topic.PLAY_STOPPED,
    "gioco-fermato": Topic.PLAY_STOPPED,
    "alineacion": Topic.LINE_UP,
    "alineación": Topic.LINE_UP,
    "schieramento": Topic.LINE_UP,
}

#: the word a user types for each topic, in each language (each one among the aliases above)
SLUGS: dict[str, dict[Topic, str]] = {
    "en": {
        Topic.KNOCK_IN: "knock-in",
        Topic.BOARDS: "boards",
        Topic.FOUL_SHOTS: "foul-shots",
        Topic.GOALS: "goals",
        Topic.PLAY_STOPPED: "play-stopped",
        Topic.LINE_UP: "line-up",
    },
    "es": {
        Topic.KNOCK_IN: "saque",
        Topic.BOARDS: "tablas",
        Topic.FOUL_SHOTS: "penales",
        Topic.GOALS: "goles",
        Topic.PLAY_STOPPED: "juego-detenido",
        Topic.LINE_UP: "alineación",
    },
    "it": {
        Topic.KNOCK_IN: "rimessa",
        Topic.BOARDS: "sponde",
        Topic.FOUL_SHOTS: "punizioni",
        Topic.GOALS: "gol",
        Topic.PLAY_STOPPED: "gioco-fermato",
        Topic.LINE_UP: "schieramento",
    },
}


def topic_words(lang: str) -> str:
    """What can be typed after /quiz or --topic, as the language's officials would type it."""
    return ", ".join(SLUGS[lang].values())


#: levels: 1 the common restarts, 2 what goes wrong at them, 3 the rare cases
LEVELS = (1, 2, 3)


_BY_CODE = {topic.value: topic for topic in TOPICS}


def topic_by_code(code: str) -> Topic | None:
    """The topic of its one-character code (callback data, the store's rows), or ``None``."""
    return _BY_CODE.get(code)


def topic_of(situation: str) -> Topic:
    """The topic of a situation; a situation the map lacks is a bug (a test walks them all)."""
    return _SITUATIONS[situation]


def parse_topic(word: str) -> Topic | None:
    """A topic from what a user typed ("knock-in", "boards", "k"), or ``None``."""
    word = word.strip().lower().replace(" ", "-")
    if len(word) == 1:
        return topic_by_code(word)
    return _ALIASES.get(word) or _ALIASES.get(word.replace("_", "-"))


#: the tree's "More…": under it the first two answers name the situation
MORE = key_of(ROOT, "more")


def level_of(path: str) -> int:
    """How much a question asks, from its path of answers (``bot.flow``): the first question's
    common situations answered in three taps or fewer are level 1, anything deeper or under
    "More…" level 2, and four or more answers under "More…" level 3."""
    more = path[:1] == MORE
    if not more:
        return 1 if len(path) <= 3 else 2
    return 2 if len(path) <= 4 else 3
