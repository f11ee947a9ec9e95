"""Italian generalization, round 4 (issue 17): ways Italian polo chats and dictation say things
that the vocabulary read wrongly or not at all, each as a pattern in several phrasings written
for this test (never copied from the outsiders' corpus or the fresh messages), in the other
languages too where the pattern exists there.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


def _concepts(text: str, lang: str = "it") -> frozenset[str]:
    return understand(text, lang).concepts


# --- a shot, then the ball over the end line: an attacker's shot that missed -----------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("tiro largo dei gialli, la palla esce sul fondo a destra", "it"),
        ("il loro 3 tira, la palla esce larga a sinistra sul fondo", "it"),
        ("i blu tirano largo sulla porta sud ed esce sul fondo", "it"),
        ("pallonata del nostro 2 che va fuori dal fondo lontano dal palo", "it"),
        ("their 3 shoots and it goes wide of the post over the back line", "en"),
    ],
)
def test_a_shot_then_over_the_end_line_is_an_attackers(text: str, lang: str) -> None:
    assert read(text, lang)[0].startswith("end_line/attacker")


@pytest.mark.parametrize(
    "text",
    [
        # a backhand is no shot at goal: a defender hits them as often
        "il loro 4 tira di rovescio e la palla esce sul fondo",
        # a defender said: his own hit, asked or a Safety, never a shot at goal
        "il difensore tira e la manda sul fondo",
        # a restart's hit is no shot
        "sulla rimessa il nostro 1 tira e la palla esce di nuovo sul fondo",
    ],
)
def test_a_hit_that_is_no_shot_at_goal_names_no_attacker(text: str) -> None:
    assert not read(text, "it")[0].startswith("end_line/attacker")


# --- a particle that ends the hit and begins the place ----------------------------------------


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("il difensore dei bianchi la butta fuori lato dentro le loro 60", "side_boards/defender"),
        ("un attaccante l'ha spedita fuori lato tra le due 60", "side_boards/attacker"),
        ("il difensore la spinge fuori dal fondo, lui da solo", "end_line/defender"),
        ("un difensore l'ha mandata dietro la sua linea di fondo", "end_line/defender"),
    ],
)
def test_a_hit_and_its_place_share_the_particle(text: str, path: str) -> None:
    assert read(text, "it")[0].startswith(path)


# --- "la battuta": the knock-in, whose it is -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "in battuta il loro 2 ha colpito prima che l'arbitro dicesse play",
        "durante la battuta il battitore colpisce prima del play",
        "sulla battuta dal fondo ha tirato prima del play",
    ],
)
def test_the_battuta_is_the_knock_in(text: str) -> None:
    assert read(text, "it") == ("more/knock_in_problem/hit_before_play", None)


@pytest.mark.parametrize(
    "text",
    [
        "rimessa loro, il nostro 1 l'aveva tirata largo a destra",
        "battuta degli avversari: il nostro 3 aveva tirato largo a destra",
        "la loro battuta dopo il tiro largo a destra del nostro 2",
        "loro rimessa, il nostro 4 aveva tirato largo a destra",
    ],
)
def test_the_other_sides_knock_in_makes_us_the_attackers(text: str) -> None:
    assert read(text, "it") == ("end_line/attacker/wide_right", None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("rimessa, il nostro 3 aveva tirato largo a destra", "it"),
        ("battuta, il loro 2 aveva tirato largo a destra", "it"),
        ("saque de fondo nuestro, el 3 de ellos la tiró abierta a la derecha", "es"),
    ],
)
def test_a_players_side_after_the_knock_in_is_no_knock_in_of_that_side(
    text: str, lang: str
) -> None:
    concepts = _concepts(text, lang)
    if lang == "it":
        # whose knock-in it was is not said: the player's side says nothing of it
        assert not concepts & {"WE_KNOCK_IN", "THEY_KNOCK_IN"}
    else:
        # the number is the side's after it: the knock-in stays ours
        assert "WE_KNOCK_IN" in concepts


# --- Play not yet said when the ball was hit --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "rimessa dal fondo, il loro 2 tira senza che l'arbitro abbia detto play",
        "sulla rimessa il battitore colpisce, ma l'arbitro non aveva ancora detto play",
        "rimessa: ha colpito senza che avessero detto play",
        "il loro 4 batte la rimessa e l'umpire non ha ancora chiamato play",
    ],
)
def test_a_hit_with_play_not_yet_said_is_a_hit_before_play(text: str) -> None:
    assert read(text, "it") == ("more/knock_in_problem/hit_before_play", None)


# --- a horse's kick said by its verb alone -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "rigore 3, in avvicinamento il cavallo la calcia avanti di due metri",
        "penalty 2: arrivando il suo cavallo l'ha calciata verso la porta",
        "punizione 4, il cavallo del battitore calcia la palla prima del colpo",
    ],
)
def test_a_horse_kicking_the_ball_at_a_foul_shot(text: str) -> None:
    assert "HORSE_KICKED" in _concepts(text)
    assert read(text, "it")[0].endswith("/horse_kicked_ball")


# --- a swing that misses it all, the ball still there ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "penalty 4, il loro 3 sbaglia completamente e la palla rimane ferma",
        "rigore 4: la manca del tutto, palla ferma lì",
        "penalty 4 del nostro 2 che sbaglia il colpo, la palla non si è mossa",
    ],
)
def test_a_swing_that_misses_it_all_is_a_miss_not_a_mistake(text: str) -> None:
    concepts = _concepts(text)
    assert "MISSED" in concepts
    assert "MISTAKE" not in concepts
    assert read(text, "it") == ("foul_shot/p4/hit_at_and_missed", None)


def test_the_ball_still_there_after_a_missed_knock_in_is_on_the_field() -> None:
    text = "rimessa dal fondo, il loro 1 la manca e la palla resta ferma sulla linea"
    assert {"MISSED", "BALL_ON_FIELD"} <= _concepts(text)


# --- questions about the rules, in chat words ---------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "dopo un penalty 1 si cambiano i lati?",
        "dopo il rigore 1 si cambia lato o no",
        "chi sceglie le porte all'inizio della partita?",
        "il secondo umpire cosa fa sulla rimessa?",
    ],
)
def test_a_question_about_the_ends_or_the_other_umpire_is_about_the_rules(text: str) -> None:
    understood = understand(text, "it")
    assert understood.procedure
    assert not understood.path


@pytest.mark.parametrize(
    "text",
    [
        "il nostro 2 si è fatto male, possiamo mettere la riserva?",
        "si può far entrare la riserva a metà partita?",
    ],
)
def test_a_substitute_is_a_matchs_subject(text: str) -> None:
    assert "MATCH" in _concepts(text)


# --- a player nearer the umpire than 5 yards at a throw-in -------------------------------------


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("al lancio il loro 3 era a 2 metri dall'arbitro", "it"),
        ("throw in iniziale, il nostro 1 stava a 4 yarde dall umpire", "it"),
        ("lanciata la palla, il loro 2 si mette a 3 metri dall arbitro e la prende", "it"),
        ("at the throw-in their 2 was 2 yards from the umpire", "en"),
        ("en el throw in el 3 de ellos estaba a 2 metros del umpire", "es"),
    ],
)
def test_a_player_inside_five_yards_of_the_umpire_at_a_throw_in(text: str, lang: str) -> None:
    assert read(text, lang) == ("more/line_up/inside_five_yards", None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("al lancio il loro 3 era a 10 metri dall'arbitro", "it"),
        ("at the throw-in their 2 was 8 yards from the umpire", "en"),
        # no throw-in said: a distance from the umpire is anywhere on the field
        ("il loro 3 era a 2 metri dall'arbitro quando è caduto", "it"),
    ],
)
def test_a_player_farther_or_no_throw_in_is_no_rushed_umpire(text: str, lang: str) -> None:
    assert "RUSHED_UMPIRE" not in _concepts(text, lang)
