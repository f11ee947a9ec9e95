"""Who did it, inferred from everything that implies it (issue 17, item 2), each stated as a rule
and tried in several phrasings and languages: a verb that carries its doer's role (a shot at
goal that missed is an attacker's, a clearance a defender's) gives that role to its subject;
the team whose end line the ball crossed defends this goal; a side said after a player's number
is that player's, owning no place after it; a fair play possession given to a team says that
team had the ball and was disadvantaged; a side said before "had the ball" had it. Where the
words leave the role open, it is still asked.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


# --- a shot that missed the goal is an attacker's ---------------------------------------------
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 2 shot wide, near the left post"),
        ("en", "red's 3 missed the goal, near the left post"),
        ("en", "the number 1 shoots wide near the left post, knock in from where?"),
        ("en", "blue's back pulled his shot wide near the left post"),
        ("es", "el 3 de rojo tiró desviado, cerca del palo izquierdo"),
        ("es", "la tiró desviada el 2 de ellos, cerca del palo izquierdo"),
        ("es", "el 4 le erró al arco y salió cerca del palo izquierdo"),
        ("it", "il loro 2 sbaglia la porta, vicino al palo sinistro"),
        ("it", "il 3 dei blu ha mancato la porta vicino al palo sinistro"),
        ("it", "il numero 4 ha sbagliato la porta, palla fuori vicino al palo sinistro"),
    ],
)
def test_a_missed_shot_is_an_attackers(lang: str, text: str) -> None:
    assert read(text, lang) == ("end_line/attacker/near_left_post", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a shot at goal, wherever it went: an attacker's ("le pegó al arco" is no post hit)
        ("en", "their 4 took a shot at goal and it went over the end line near the left post"),
        (
            "es",
            "el 3 de los de rojo le pegó al arco y se fue por el fondo cerca del palo izquierdo",
        ),
        ("it", "tiro in porta del loro 3, fuori sul fondo vicino al palo sinistro"),
    ],
)
def test_a_shot_at_goal_over_the_end_line_is_an_attackers(lang: str, text: str) -> None:
    assert read(text, lang) == ("end_line/attacker/near_left_post", None)


@pytest.mark.parametrize(
    ("lang", "text", "attacking", "defending"),
    [
        # the shooter's team attacks this goal, and the other named team defends it
        ("en", "blue shot wide near the left post, red knocking in", "Blue", "Red"),
        ("es", "azul tiró desviado cerca del palo izquierdo, saca rojo", "Azul", "Rojo"),
        (
            "it",
            "i blu sbagliano la porta vicino al palo sinistro, rimessa per i rossi",
            "Blu",
            "Rosso",
        ),
    ],
)
def test_the_shooters_team_attacks_this_goal(
    lang: str, text: str, attacking: str, defending: str
) -> None:
    teams = understand(text, lang).facts["teams"]
    assert (teams["attacking"], teams["defending"]) == (attacking, defending)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the shooter's team said to defend, or the shot negated: who hit it is asked
        ("en", "blue defending, blue shot wide near the left post"),
        ("en", "red didn't shoot wide, it went over the end line near the left post"),
        ("es", "azul defiende, azul tiró desviado cerca del palo izquierdo"),
        ("it", "i blu in difesa, i blu sbagliano la porta vicino al palo sinistro"),
    ],
)
def test_a_shooter_said_to_defend_is_asked(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert not understood.decided


# --- a clearance is a defender's --------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        ("en", "their 3 cleared it over the end line near the left post", "end_line/defender"),
        ("en", "our 2 clears it over the side boards, left, inside our 60", "side_boards/defender"),
        ("es", "el 3 nuestro despejó por el fondo cerca del palo izquierdo", "end_line/defender"),
        (
            "es",
            "el 2 de azul la despeja por el fondo cerca del palo izquierdo",
            "end_line/defender",
        ),
        ("it", "il nostro 3 spazza sul fondo vicino al palo sinistro", "end_line/defender"),
        ("it", "il loro 4 rinvia la palla sul fondo vicino al palo sinistro", "end_line/defender"),
    ],
)
def test_a_clearance_is_a_defenders(lang: str, text: str, path: str) -> None:
    assert read(text, lang)[0].startswith(path)


# --- whose end line ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        # the owner defends this goal: the other team's hit is an attacker's, his own a Safety
        ("en", "red hit it over blue's end line near the left post", "end_line/attacker"),
        (
            "en",
            "the ball went over blue's end line near the left post, red hit it",
            "end_line/attacker",
        ),
        ("en", "blue hit it over blue's end line near the left post", "end_line/defender"),
        (
            "es",
            "se fue por la línea de fondo de azul, la tiró rojo, cerca del palo izquierdo",
            "end_line/attacker",
        ),
        (
            "es",
            "el 2 de azul la mandó por la línea de fondo de azul cerca del palo izquierdo",
            "end_line/defender",
        ),
        (
            "it",
            "i blu la mandano oltre sul fondo dei bianchi vicino al palo sinistro",
            "end_line/attacker",
        ),
        (
            "it",
            "il 3 dei rossi la manda sul fondo dei rossi vicino al palo sinistro",
            "end_line/defender",
        ),
    ],
)
def test_the_team_whose_end_line_it_was_defends(lang: str, text: str, path: str) -> None:
    assert read(text, lang) == (path + "/near_left_post", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the owner said to attack too: the roles are a conflict, no ruling
        ("en", "red shot wide over red's end line near the left post"),
        ("es", "rojo ataca, se fue por la línea de fondo de rojo cerca del palo izquierdo"),
    ],
)
def test_an_owner_said_to_attack_is_no_ruling(lang: str, text: str) -> None:
    assert not understand(text, lang).decided


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        # "our" line says whose line, never that the hitter's own: their player's hit is an
        # attacker's, ours a Safety
        (
            "es",
            "el 3 de ellos la tiró por nuestra línea de fondo cerca del palo izquierdo",
            "attacker",
        ),
        (
            "es",
            "el 3 nuestro la tiró por nuestra línea de fondo cerca del palo izquierdo",
            "defender",
        ),
        (
            "it",
            "il loro 3 l'ha mandata oltre la nostra linea di fondo vicino al palo sinistro",
            "attacker",
        ),
        (
            "it",
            "il nostro 4 fa un rovescio e la butta dietro la nostra linea di fondo vicino al palo"
            " sinistro",
            "defender",
        ),
    ],
)
def test_our_end_line_is_ours_not_the_hitters(lang: str, text: str, path: str) -> None:
    assert read(text, lang) == (f"end_line/{path}/near_left_post", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a side after a player's number is his ("el 1 DE ELLOS por el fondo"): not the owner
        # of the end line after it; "we knock in" then says the other side hit it
        ("es", "la tiró el 1 de ellos por el fondo cerca del palo izquierdo. de dónde sacamos"),
        ("es", "el 2 de ellos la mandó por el fondo cerca del palo izquierdo, saque nuestro"),
        ("en", "the 3 of theirs hit it over the back line near the left post, our knock in"),
    ],
)
def test_a_players_side_owns_no_place_after_it(lang: str, text: str) -> None:
    assert read(text, lang) == ("end_line/attacker/near_left_post", None)


# --- who had the ball -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        # a fair play possession given to a team: it had the ball and the stop hurt it (22.h)
        (
            "en",
            "fair play possession for us, we were attacking",
            "play_stopped/fair_play_event/attackers_hurt",
        ),
        (
            "en",
            "fair play possession given to us inside their 60 on the left",
            "play_stopped/fair_play_event/attackers_hurt/left_this_60",
        ),
        (
            "en",
            "fair play ball to the blues, blue defending",
            "play_stopped/fair_play_event/defenders_hurt",
        ),
        (
            "es",
            "posesión por fair play para nosotros, estábamos atacando",
            "play_stopped/fair_play_event/attackers_hurt",
        ),
        (
            "es",
            "bocha de fair play a favor nuestro, defendíamos",
            "play_stopped/fair_play_event/defenders_hurt",
        ),
        (
            "it",
            "possesso per fair play per noi, attaccavamo",
            "play_stopped/fair_play_event/attackers_hurt",
        ),
        (
            "it",
            "possesso per fair play ai verdi, i verdi in difesa",
            "play_stopped/fair_play_event/defenders_hurt",
        ),
    ],
)
def test_a_fair_play_possession_given_is_its_teams(lang: str, text: str, path: str) -> None:
    assert read(text, lang)[0] == path


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # asked, not told: whether the stop hurt them is the umpires' call
        ("en", "is it fair play possession for us? we were attacking"),
        ("es", "¿corresponde posesión por fair play para nosotros? atacábamos"),
        ("it", "c'è possesso per fair play per noi? attaccavamo"),
        # told, but whose team the words do not say: who had it is asked
        ("en", "fair play possession for us"),
    ],
)
def test_a_fair_play_possession_asked_or_to_no_role_is_asked(lang: str, text: str) -> None:
    assert read(text, lang)[1] == "possession"


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        # a side right before "had the ball" had it; its role from the rest of the message
        (
            "en",
            "we had the ball, we were attacking, the umpire blew by mistake and it hurt us",
            "play_stopped/inadvertent_whistle/attackers_hurt",
        ),
        (
            "es",
            "nosotros teníamos la bocha, atacábamos, pitó por error y quedamos perjudicados",
            "play_stopped/inadvertent_whistle/attackers_hurt",
        ),
        (
            "it",
            "noi eravamo in possesso, attaccavamo, cavallo caduto, ci hanno svantaggiato",
            "play_stopped/fallen_injured/attackers_hurt",
        ),
    ],
)
def test_the_side_that_had_the_ball(lang: str, text: str, path: str) -> None:
    assert read(text, lang)[0] == path


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the verb's subject is before it: a team named after it, off whose horse the ball
        # went, is the team it came off (the defenders), not the shooter's
        ("en", "red shot wide off a blue horse near the left post"),
        (
            "es",
            "rojo tiró desviado, rebotó contra el caballo de azul y salió cerca del palo izquierdo",
        ),
        (
            "it",
            "i rossi sbagliano la porta, la palla rimbalza sul cavallo dei blu e esce vicino al"
            " palo sinistro",
        ),
    ],
)
def test_a_shot_off_the_other_team(lang: str, text: str) -> None:
    assert read(text, lang) == ("end_line/attacker_off_defender/near_left_post", None)


# --- a role verb's subject --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        # a verb that attacks or defends a side's goal says that side's role, and gives none
        # to the side's player after it
        (
            "en",
            "attacking their goal, their back hits it out over the boards on the left, inside"
            " their 60",
            "side_boards/defender/left_this_60",
        ),
        (
            "en",
            "defending our goal, their 3 hit it over the end line near the left post",
            "end_line/attacker/near_left_post",
        ),
        # a team said as one of its players stays the one who did it beside its role verb, as
        # a side's player does ("our 3, defending, cleared it")
        (
            "en",
            "red's 2, defending, hit it over the boards on the left inside the 60",
            "side_boards/defender/left_this_60",
        ),
        (
            "es",
            "la tiró afuera el 1 de verde defendiendo su arco, por las tablas a la izquierda"
            " adentro de la 60",
            "side_boards/defender/left_this_60",
        ),
        (
            "it",
            "il 3 dei rossi, in difesa, l'ha mandata oltre la sponda sinistra dentro i 60",
            "side_boards/defender/left_this_60",
        ),
    ],
)
def test_a_role_verbs_subject(lang: str, text: str, path: str) -> None:
    assert read(text, lang) == (path, None)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # a correction replaces a missed shot as it replaces the end line it implies
        (
            "en",
            "red shot wide, no wait, it went over the side boards on the left inside the 60",
            ("side_boards", "side_who"),
        ),
        (
            "en",
            "the ball went over the boards, no wait, their 2 shot wide near the left post",
            ("end_line/attacker/near_left_post", None),
        ),
        (
            "es",
            "se fue por las tablas, no, perdón, el 3 de ellos tiró desviado cerca del palo"
            " izquierdo",
            ("end_line/attacker/near_left_post", None),
        ),
    ],
)
def test_a_missed_shot_corrected(lang: str, text: str, expected: tuple[str, str | None]) -> None:
    assert read(text, lang) == expected
