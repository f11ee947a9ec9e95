"""The time after a goal asked about, no goal told as scored ("after a goal, where does the
umpire throw in?", "después del gol, ¿quién tira la bocha y dónde?", "dopo un gol si cambia
campo?"), asks for 22.e(1)'s restart: its sentence says it all, with the goals it excepts (a
Penalty 1's, a handicap goal), so the rulebook search answers, 22.e(1) first, rather than a
question of which kind of goal it was. A goal told ("we scored, do we change ends?") is the
tree's, and so is what went wrong after it ("after the goal their 2 was slow")."""

import pytest

from bot.search import search
from bot.understand import understand

_ASKED = [
    ("en", "after a goal, where does the umpire throw in?"),
    ("es", "después de un gol, ¿hay que cambiar de lado?"),
    ("es", "después del gol, ¿quién tira la bocha y dónde?"),
    ("it", "dopo un gol si cambia campo?"),
    ("it", "dopo il gol quanto tempo abbiamo per tornare al centro?"),
    ("en", "after the goal, where does the umpire throw it in?"),
    ("es", "después del gol, dónde tira el umpire?"),
    ("it", "dopo il gol, dove lancia l'arbitro?"),
]


@pytest.mark.parametrize(("lang", "text"), _ASKED)
def test_the_time_after_a_goal_asked_about_gets_22e1(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.procedure
    assert not understood.path
    assert search(text, lang)[0].section == "22.e(1)"


_TOLD = [
    ("en", "we scored, do we change ends now?"),
    ("en", "after the goal their 2 was slow to come back, what now?"),
    ("it", "dopo un gol il loro 1 è rientrato con calma e l'arbitro ha lanciato, giusto?"),
]


@pytest.mark.parametrize(("lang", "text"), _TOLD)
def test_a_goal_told_or_what_followed_it_is_the_trees(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.procedure
