"""Italian generalization, round 7 (issue 17): patterns the layer left unread, each in several
phrasings written for this test (never copied from the outsiders' corpus or the fresh messages),
in the other languages too where the pattern exists in them.
"""

from __future__ import annotations

import pytest

from tests.understand.reading import read

# --- a knock-in placed by a board is on the end line -----------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("per la rimessa l'arbitro ha messo la palla a 2 yarde dalla sponda destra", "it"),
        ("il giudice di porta piazza la palla della rimessa attaccata alla sponda destra", "it"),
        ("nella rimessa dei blu la palla era a 2 yarde dalla sponda destra", "it"),
        ("the flagger set the knock-in up 2 yards from the right boards", "en"),
        ("on their knock-in the ball was placed right next to the boards on the right", "en"),
        ("en el saque de fondo el juez de arco puso la bocha pegada a la tabla derecha", "es"),
    ],
)
def test_a_knock_in_by_a_board_is_on_the_end_line(text: str, lang: str) -> None:
    # a knock-in is taken only from the end line: the board is where on it; who put the ball
    # out is asked (the knock-in named may be what the writer asks about, never assumed)
    assert read(text, lang) == ("end_line", "end_line_who")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # the board said with the side boards crossed: a ball over the side, not a knock-in's
        ("la palla è uscita dalle sponde vicino alla sponda destra, rimessa?", "it"),
        ("ball went over the side boards by the right boards, knock-in?", "en"),
    ],
)
def test_the_side_boards_crossed_are_no_knock_in_place(text: str, lang: str) -> None:
    assert not read(text, lang)[0].startswith("end_line")


# --- off the field at Play, then played after 30 yards or midfield: the knock-in's ------------


@pytest.mark.parametrize(
    "text",
    [
        "il loro 3 era fuori dal campo al play, è entrato e ha giocato la palla dopo metà campo",
        "al play il rosso 2 era fuori campo, entra dietro al battitore e gioca appena passata "
        "la metà campo",
        "quando l'arbitro ha detto play il blu 4 stava fuori dal campo, è entrato e ha giocato "
        "dopo che la palla ha fatto 30 yarde",
    ],
)
def test_off_the_field_at_play_then_played_is_the_knock_ins(text: str) -> None:
    # 30 yards and midfield are 22.a's onside words, the knock-in's alone: whether he was onside
    # is then asked where the words do not give both
    answers, _asked = read(text, "it")
    assert answers.startswith("more/knock_in_problem/off_field_opponent_played")


@pytest.mark.parametrize(
    "text",
    [
        # a foul shot named: its own off-the-field rule (a teammate passed), not the knock-in's
        "rigore 4, il loro 3 era fuori dal campo al play ed è entrato a giocare dopo metà campo",
        # a possession play: the team given the ball may be anywhere
        "possesso a noi, al play il nostro 1 era fuori dal campo e gioca dopo metà campo",
    ],
)
def test_off_the_field_beside_another_restart_is_not_the_knock_ins(text: str) -> None:
    assert "knock_in_problem" not in read(text, "it")[0]
