"""The guided questions, as data: one tree shared by the Telegram bot and the terminal."""

from bot.flow.facts import TreeError, build_facts
from bot.flow.model import KEYS, Choice, Layout, Position, Question, UnknownPath, all_paths, walk
from bot.flow.tree import DEEP_LINKS, FLOW_VERSION, ROOT

__all__ = [
    "DEEP_LINKS",
    "FLOW_VERSION",
    "KEYS",
    "ROOT",
    "Choice",
    "Layout",
    "Position",
    "Question",
    "TreeError",
    "UnknownPath",
    "all_paths",
    "build_facts",
    "walk",
]
