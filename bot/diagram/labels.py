"""Every word the field diagram shows, given by the caller already in the chat's language.

The diagram translates nothing: the bot fills a ``DiagramText`` with its translator per update
(``restart`` is the ruling's own headline, e.g. "Knock-in" or "Saque de fondo") and passes it
in. ``ENGLISH`` holds the English defaults, for the terminal and for tests. Letters outside
ASCII are drawn with composed accents (``glyphs``); ``glyphs.missing`` tells what cannot be.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules_core.facts import Team, TeamNames


@dataclass(frozen=True, slots=True)
class DiagramText:
    """The words on one diagram. Team names, when the ruling has them, replace
    ``attacking`` / ``defending``."""

    restart: str = "Restart"  # the headline, beside the restart mark
    ball: str = "Ball"  # legend of the ball mark: "Ball went out", "Ball was here"...
    goal_in_question: str = "Goal in question"  # above the top end line
    far_goal: str = "Far goal"  # below the bottom end line
    opponents: str = "Opponents keep out"  # legend of the red zone / circle
    #: legend of a zone drawn as our reading of the rule's words (22.h's "the 30-yard line")
    opponents_reading: str = "Opponents keep out, as we read 'the 30-yard line'"
    area: str = "Somewhere in this area"  # legend of the yellow frame: a restart known as a zone
    thrown: str = "Thrown in this way"  # legend of a throw-in's arrow toward the boards
    attacking: str = "Attacking"  # attacks the goal in question (arrow up)
    defending: str = "Defending"  # defends it (arrow down)
    thirty: str = "30"
    forty: str = "40"
    sixty: str = "60"
    option: str = "Umpires' option"  # legend of a numbered option with no label below
    #: labels of the umpires' options, in the order of ``Ruling.options`` (numbered 1, 2...)
    options: tuple[str, ...] = ()
    ends_changed: str = "Ends changed"  # legend after a goal that changes ends
    ends_kept: str = "Ends not changed"  # legend after a goal that does not (a Penalty 1)
    #: (yards, words) for the distances the ruling's zones are drawn at: (30.0, "30 yards")
    distances: tuple[tuple[float, str], ...] = ()

    def team(self, team: Team, names: TeamNames) -> str:
        """A team's name when the ruling has one, else "Attacking" / "Defending"."""
        name = names.of(team)
        if name:
            return name
        return self.attacking if team is Team.ATTACKING else self.defending

    def option_label(self, index: int) -> str:
        return self.options[index] if index < len(self.options) else self.option

    def distance(self, yards: float) -> str:
        """``yards`` in the caller's words; a bare number with "yd" when none were given."""
        for value, words in self.distances:
            if value == yards:
                return words
        return f"{yards:g} yd"


ENGLISH = DiagramText()
