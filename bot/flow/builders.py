"""Small builders the question tree is written with: a choice, a point, a grid of zones along the
field, a judgement question (yes / no / the umpires still have to judge), who had the ball, which
team. Teams are named as the core names them: ``ATT`` attacks this goal, ``DEF`` defends it.
"""

from __future__ import annotations

from bot.flow.model import Choice, Fact, Layout, Question
from bot.flow.zones import ACROSS, ANYWHERE, LENGTH_ZONES
from bot.i18n_markers import N_
from rules_core.facts import Team
from rules_core.field import Coordinate

ATT, DEF = Team.ATTACKING.value, Team.DEFENDING.value


def choice(slug: str, label: str, then: Question | None = None, **sets: Fact) -> Choice:
    return Choice(slug, label, tuple(sets.items()), then)


def point(name: str, x: Coordinate, y: Coordinate) -> tuple[tuple[str, Fact], ...]:
    """A place: each coordinate exactly, or the span of a zone (``bot.flow.zones``)."""
    return ((f"{name}.x", x), (f"{name}.y", y))


def grid(slug: str, prompt: str, name: str, xs: tuple[Coordinate, Coordinate]) -> Question:
    """Zones along the field, one row each: left board (or half) | right board (or half); then,
    never buttons, the same zones with the side not said (``ACROSS``: a typed "inside this 60",
    which the core words as the rule does, "the boards it went over", "the nearer boards"); and
    last, never a button either, the place not said at all (``ANYWHERE``)."""
    choices = []
    for zone in LENGTH_ZONES:
        for side, x, frame in (("left", xs[0], "⬅ {}"), ("right", xs[1], "{} ➡")):
            choices.append(
                Choice(f"{side}_{zone.slug}", zone.label, point(name, x, zone.y), frame=frame)
            )
    for zone in LENGTH_ZONES:
        choices.append(Choice(zone.slug, zone.label, point(name, ACROSS, zone.y), button=False))
    # nor said at all: taken only where the core decides without it (``bot.screens.stands``)
    unsaid = point(name, ACROSS, ANYWHERE.y)
    choices.append(Choice(ANYWHERE.slug, ANYWHERE.label, unsaid, button=False))
    return Question(slug, prompt, tuple(choices), Layout.GRID, columns=2)


def judge(slug: str, prompt: str, name: str, yes: str, no: str) -> Question:
    return Question(
        slug,
        prompt,
        (
            Choice("yes", yes, ((name, True),)),
            Choice("no", no, ((name, False),)),
            Choice("umpires_judge", N_("The umpires still have to judge"), ((name, None),)),
        ),
    )


def possession(then: Question) -> Question:
    def one(slug: str, label: str, team: str | None, hurt: bool | None) -> Choice:
        return choice(slug, label, then, possession=team, significantly_disadvantaged=hurt)

    return Question(
        "possession",
        N_("Which team had the ball, and did the stop significantly disadvantage it?"),
        (
            one("attackers_hurt", N_("Attackers had it, disadvantaged"), ATT, True),
            one("attackers_not_hurt", N_("Attackers had it, not disadvantaged"), ATT, False),
            one("attackers_judge", N_("Attackers had it, umpires to judge"), ATT, None),
            one("defenders_hurt", N_("Defenders had it, disadvantaged"), DEF, True),
            one("defenders_not_hurt", N_("Defenders had it, not disadvantaged"), DEF, False),
            one("defenders_judge", N_("Defenders had it, umpires to judge"), DEF, None),
            one("nobody", N_("No team had clear possession"), None, None),
        ),
    )


def teams(slug: str, prompt: str, then: Question | None, name: str = "team") -> Question:
    return Question(
        slug,
        prompt,
        (
            choice("attackers", N_("The attackers (they attack this goal)"), then, **{name: ATT}),
            choice("defenders", N_("The defenders (they defend this goal)"), then, **{name: DEF}),
        ),
    )
