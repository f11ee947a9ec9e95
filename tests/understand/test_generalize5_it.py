"""Italian generalization, round 5 (issue 17): ways Italian polo chats and voice notes say things
that the layer read wrongly or not at all, each as a pattern in several phrasings written for
this test (never copied from the outsiders' corpus or the fresh messages), in the other
languages too where the pattern exists there.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import read


def _concepts(text: str, lang: str = "it") -> frozenset[str]:
    return understand(text, lang).concepts


# --- the team the writer says he is ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "path"),
    [
        # "we" defend (the owner of the place, a stance): the other colour hit it out
        (
            "palla fuori dalle sponde dentro le nostre 60, l'hanno spedita fuori i verdi, "
            "noi siamo i gialli",
            "side_boards/attacker",
        ),
        (
            "i grigi la buttano oltre le sponde, noi difendiamo, siamo i celesti",
            "side_boards/attacker",
        ),
        ("noi bianchi in difesa, i rossi la mandano fuori dalle sponde", "side_boards/attacker"),
        # "we" attack: the other colour's hit out is a defender's
        (
            "stiamo attaccando, siamo gli arancioni, i marroni l'hanno mandata fuori dalle sponde",
            "side_boards/defender",
        ),
        # the other side's player, the team named for "we": the knocking-in side defends
        (
            "uscita dal fondo dietro la nostra porta, ha tirato il 3 dei neri, siamo i bordeaux",
            "end_line/attacker",
        ),
    ],
)
def test_the_team_the_writer_says_he_is_has_his_sides_role(text: str, path: str) -> None:
    assert read(text, "it")[0].startswith(path)


@pytest.mark.parametrize(
    "text",
    [
        # "noi e i rossi": two teams, none of them said to be "we"
        "noi e i rossi eravamo vicini, i blu la mandano fuori dalle sponde",
        # no role said for "we": the name says which team we are, not who attacks
        "è uscita dalle sponde, l'ha colpita il loro 2, siamo i gialli",
    ],
)
def test_a_name_beside_we_without_a_role_says_nothing_of_who_hit_it(text: str) -> None:
    assert read(text, "it") == ("side_boards", "side_who")


def test_the_name_of_our_side_is_no_one_who_did_something() -> None:
    # "siamo i gialli" says who we are: no team that did something is left unknown
    assert "TEAM_UNKNOWN" not in _concepts("è uscita di lato, noi siamo i gialli")


# --- a bare miss: the swing, or the goal where the ball went out ---------------------------


@pytest.mark.parametrize(
    "text",
    [
        "rigore da 40, il loro 2 ha cannato la palla",
        "punizione 3, l'ha cannata completamente",
        "penalty 2, il nostro 1 canna la palla in pieno",
        "rigore da 30 fallito, non l'ha proprio presa",
    ],
)
def test_a_bare_miss_at_a_foul_shot_is_the_swing_that_missed(text: str) -> None:
    path, _asked = read(text, "it")
    assert path.startswith("foul_shot")
    assert path.endswith("hit_at_and_missed")


@pytest.mark.parametrize(
    "text",
    [
        "rigore da 40 cannato, è uscita sul fondo larga",
        "punizione 2 fallita, la palla è andata sul fondo",
    ],
)
def test_a_bare_miss_with_the_ball_out_is_no_swing(text: str) -> None:
    assert "MISSED" not in _concepts(text)


def test_failed_is_no_foul() -> None:
    assert "FOUL" not in _concepts("tentativo fallito, palla sul fondo")


# --- verbs and words that say who had the ball -------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "fischio per sbaglio mentre avevamo la palla dentro le loro 60",
        "fischio involontario, portavamo palla nelle loro 60",
        "fischio per errore, noi eravamo in contropiede nelle loro 60",
    ],
)
def test_we_had_the_ball_inside_their_60_is_the_attackers_possession(text: str) -> None:
    assert understand(text, "it").narrowed == (
        "attackers_hurt",
        "attackers_not_hurt",
        "attackers_judge",
    )


@pytest.mark.parametrize(
    "text",
    ["il loro 3 correva palla al piede", "erano in contropiede", "il 2 in conduzione"],
)
def test_a_ball_at_a_players_feet_is_possession(text: str) -> None:
    assert "POSSESSION" in _concepts(text)


# --- a ball buried, a throw from above, players on the umpire, a high mallet -----------------


@pytest.mark.parametrize(
    "text",
    [
        "palla sepolta in una zolla, l'arbitro ferma",
        "la palla si è infossata, arbitro fischia",
        "palla sprofondata nel terreno, gioco fermo",
    ],
)
def test_a_ball_buried_in_the_ground_is_a_damaged_ball(text: str) -> None:
    assert read(text, "it")[0].startswith("play_stopped/damaged_ball")


@pytest.mark.parametrize(
    "text",
    [
        "l'arbitro ha lanciato la palla dall'alto, è regolare?",
        "lancio sopra la spalla dell'arbitro, si può?",
        "l'arbitro lancia dall'alto invece che dal basso",
    ],
)
def test_the_umpires_throw_from_above_is_how_the_throw_in_is_done(text: str) -> None:
    # told, the opening throw-in's card; asked ("è regolare?"), what the rulebook says of it
    understood = understand(text, "it")
    assert read(text, "it")[0] == "more/line_up/opening_throw_in" or understood.procedure


@pytest.mark.parametrize(
    "text",
    [
        "al lancio i giocatori avanzano verso l'arbitro",
        "allo schieramento caricano l'arbitro prima del lancio",
        "nel throw in si fanno sotto all'arbitro",
    ],
)
def test_players_advancing_on_the_umpire_at_the_throw_in(text: str) -> None:
    assert read(text, "it")[0] == "more/line_up/inside_five_yards"


@pytest.mark.parametrize(
    "text", ["che penalità per la mazza sopra la spalla", "stecca sopra la testa, che si dà"]
)
def test_a_high_mallet_is_a_foul_out_of_scope(text: str) -> None:
    assert understand(text, "it").out_of_scope


def test_a_shoulder_is_no_shoulder_charge() -> None:
    assert "RIDE_OFF" not in _concepts("l'arbitro ha lanciato sopra la spalla")


# --- which hit a broken ball broke on -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lang", "choice"),
    [
        ("si è rotta la palla sul rigore", "it", "foul_shot"),
        ("palla spaccata durante la rimessa", "it", "hit_in"),
        ("the ball broke on our knock in", "en", "hit_in"),
        ("se rompió la bocha en el penal 2", "es", "foul_shot"),
    ],
)
def test_a_ball_broken_at_a_restart_confirms_the_first_hit(
    text: str, lang: str, choice: str
) -> None:
    understood = understand(text, lang)
    assert not understood.complete
    assert read(text, lang) == ("more/ball_broke", "break_moment")
    assert understood.narrowed == (choice,)


@pytest.mark.parametrize(
    ("text", "lang", "path"),
    [
        ("si è rotta la palla al primo colpo della rimessa", "it", "more/ball_broke/hit_in"),
        ("rigore da 40, la palla si spacca quando ha battuto", "it", "more/ball_broke/foul_shot"),
        ("knock in, the ball shattered on the first hit", "en", "more/ball_broke/hit_in"),
        ("penal 3, se partió la bocha al primer golpe", "es", "more/ball_broke/foul_shot"),
    ],
)
def test_a_ball_broken_on_the_first_hit_is_retaken(text: str, lang: str, path: str) -> None:
    assert read(text, lang) == (path, None)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("rimessa, il nostro 2 l'aveva già toccata e la palla si è rotta", "it"),
        ("palla rotta sul rigore ma era già in gioco", "it"),
        ("si è spaccata la palla al secondo colpo dopo la rimessa", "it"),
        ("our knock in, the ball broke after the first hit", "en"),
        ("saque de fondo, se rompió la bocha después del primer golpe", "es"),
    ],
)
def test_a_ball_played_before_it_broke_was_in_play(text: str, lang: str) -> None:
    assert read(text, lang)[0].startswith("more/ball_broke/in_play")


@pytest.mark.parametrize(
    "text",
    [
        # doubted: asked, never the knock-in's retake
        "palla rotta sulla rimessa, forse il loro 4 l'aveva già toccata",
        "la palla si è rotta in battuta, ma era il primo colpo?",
    ],
)
def test_a_doubted_first_hit_is_asked(text: str) -> None:
    understood = understand(text, "it")
    assert not understood.complete
    assert read(text, "it")[1] == "break_moment"


@pytest.mark.parametrize(
    "text",
    ["palla rotta a centrocampo, nessuno in possesso", "si è rotta la palla mentre avevamo palla"],
)
def test_a_ball_someone_or_no_one_had_broke_in_play(text: str) -> None:
    assert read(text, "it")[0].startswith("more/ball_broke/in_play")


@pytest.mark.parametrize("text", ["al primo colpo", "l'aveva già toccata"])
def test_which_hit_with_no_ball_broken_says_nothing(text: str) -> None:
    assert understand(text, "it").nothing


@pytest.mark.parametrize(
    "text",
    [
        # "PRIMA di colpire" is no first hit: the count is the hitter's time
        "rimessa dei verdi, play, il loro 4 ha aspettato 12 secondi prima di colpire",
        "rimessa loro, ci ha messo 14 secondi prima di colpire la palla",
    ],
)
def test_before_hitting_is_no_first_hit(text: str) -> None:
    assert read(text, "it")[0] == "more/knock_in_problem/ten_seconds_elapsed"
