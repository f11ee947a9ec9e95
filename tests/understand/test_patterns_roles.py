"""Roles and facts inside a situation, each stated as a rule and tried in several phrasings and
languages: who "we" and "they" are, read from what the message says of either side (whose line
or 60, whose knock-in, who scored, a role word), then every player of a side said by number
has that side's role; who committed a foul, read beside the foul; a goal and a whistle said
at one moment; facts said in other terms (the ball still on the field, nobody knows who
touched it, nobody had it).
"""

from __future__ import annotations

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        # the owner of the line defends this goal: "their" player hit it over "our" line
        ("en", "their 3 hit it over our back line, wide left", "end_line/attacker/wide_left"),
        ("en", "their 2 sent it over our end line near the right post", "end_line/attacker"),
        ("en", "our 2 hit it over their back line wide right", "end_line/attacker/wide_right"),
        (
            "es",
            "el 3 nuestro la tiró por la línea de fondo de ellos, abierta a la derecha",
            "end_line/attacker/wide_right",
        ),
        (
            "it",
            "il nostro 2 tira oltre la loro linea di fondo, larga a destra",
            "end_line/attacker/wide_right",
        ),
    ],
)
def test_the_side_that_owns_the_line_defends_this_goal(lang: str, text: str, path: str) -> None:
    assert read(text, lang)[0].startswith(path)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our knock in: their 2 had put it out wide right"),
        ("en", "we knocked in after their 4 sent it out wide right"),
        ("es", "saque de fondo nuestro, el 3 de ellos la había tirado abierta a la derecha"),
        ("es", "sacamos de fondo nosotros, el 2 de ellos la mandó afuera abierta a la derecha"),
        ("it", "rimessa nostra, il loro 2 aveva tirato largo a destra"),
    ],
)
def test_the_side_knocking_in_defends_this_goal(lang: str, text: str) -> None:
    assert read(text, lang) == ("end_line/attacker/wide_right", None)


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        # the scorer's side attacks; the side said beside the foul committed it
        ("en", "we scored at the same moment the ump blew for a foul by our 2", "attackers"),
        ("en", "we scored at the same moment the whistle went for a foul by their 3", "defenders"),
        (
            "it",
            "abbiamo segnato nello stesso istante in cui l'arbitro fischia un fallo del nostro 2",
            "attackers",
        ),
        (
            "es",
            "metimos gol en el mismo momento que pitaron foul del 3 nuestro",
            "attackers",
        ),
    ],
)
def test_the_scorer_attacks_and_the_foul_is_the_side_said_beside_it(
    lang: str, text: str, path: str
) -> None:
    answers, _asked = read(text, lang)
    assert answers.endswith("goal_at_whistle/" + path) or answers.endswith("at_whistle/" + path)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "gol de azul justo cuando pitaron foul del 2 de rojo que estaba defendiendo"),
        (
            "it",
            "gol dei blu nello stesso istante in cui fischiano fallo del 3 dei rossi che stava "
            "difendendo",
        ),
    ],
)
def test_the_team_said_as_fouling_wins_over_the_team_that_scored(lang: str, text: str) -> None:
    answers, asked = read(text, lang)
    assert answers.endswith("/defenders")
    assert asked == "penalty_1_called"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ball went over our back line, we aren't sure who hit it"),
        ("en", "we saw it go over the end line, who takes it, we or them"),
        ("es", "nosotros no sabemos quién la tiró por la línea de fondo"),
        ("it", "noi non abbiamo visto chi l'ha mandata oltre la linea di fondo"),
    ],
)
def test_a_side_without_a_player_says_no_one_hit_it(lang: str, text: str) -> None:
    """ "we", "us", "they" alone say which side, never who hit the ball: who did it is asked."""
    assert read(text, lang) == ("end_line", "end_line_who")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "blue scored, same moment the ump blew, what now"),
        ("es", "gol de rojo y pitazo en el mismo instante"),
        ("it", "segnano i bianchi e fischio in contemporanea"),
    ],
)
def test_a_goal_and_a_whistle_at_one_moment_is_a_goal_at_the_whistle(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    assert answers.endswith("at_whistle")


@pytest.mark.parametrize(
    ("lang", "text", "path"),
    [
        # after a missed knock-in, a ball still on the field is not off it
        ("en", "he whiffed the knock in and the ball is still sitting in the field", "no"),
        ("es", "erró el saque de fondo y la bocha quedó en la cancha", "no"),
        ("it", "ha lisciato la rimessa dal fondo e la palla resta sul campo", "no"),
        ("en", "missed the knock in, ball was still behind the back line", "yes"),
    ],
)
def test_where_the_ball_stayed_after_a_missed_knock_in(lang: str, text: str, path: str) -> None:
    assert read(text, lang) == ("more/knock_in_problem/swing_and_miss/" + path, None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "nobody knows who touched it, over the side boards on the left between the 60s"),
        ("es", "nadie sabe quién la tocó, salió por las tablas izquierdas entre las 60"),
        ("it", "nessuno ha capito chi l'ha toccata, uscita sulle sponde a sinistra tra le 60"),
    ],
)
def test_nobody_knowing_who_touched_it_is_an_unknown_cause(lang: str, text: str) -> None:
    assert read(text, lang) == ("side_boards/unknown/left_between_60s", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the chukker ended with the ball loose in midfield, nobody had it, horn heard"),
        ("es", "terminó el chukker con la bocha suelta, nadie la tenía, se escuchó la bocina"),
        ("it", "finito il tempo con la palla libera, nessuno l'aveva, sirena sentita"),
    ],
)
def test_a_ball_nobody_had_when_the_period_ended_was_in_the_field(lang: str, text: str) -> None:
    answers, _asked = read(text, lang)
    # "in midfield" (en) is the zone too, said without its side: nothing left to ask
    assert answers.split("/")[3] == "ball_in_field"


@pytest.mark.parametrize(
    "text",
    [
        "scramble in front of the goal and it rolled over the back line",
        "melee in front of goal, ball trickled over the end line",
        "in front of the goal it went over the byline off someone",
    ],
)
def test_in_front_of_the_goal_is_a_place_where_the_ball_went_out(text: str) -> None:
    """ "in front of the goal" is the goal as a place, as the bare word is: with the ball said
    to go out, no goal was scored."""
    assert read(text, "en")[0].startswith("end_line")


@pytest.mark.parametrize(
    "text",
    [
        "umpire blew by mistake while blue was dribbling toward goal between the 60s on the left",
        "play stopped for a fallen player, we were heading for goal, we had it",
        "inadvertent whistle as red ran at goal inside the 60",
    ],
)
def test_the_way_to_goal_is_no_goal_scored(text: str) -> None:
    """ "toward goal", "heading for goal": the way play went, no goal scored; the stoppage is
    what happened."""
    assert read(text, "en")[0].startswith("play_stopped/")


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("our no 3 safetied it", "end_line/defender"),
        ("their no 2 hit it over our back line wide right", "end_line/attacker/wide_right"),
        ("their No. 4 hit it over our back line, wide right", "end_line/attacker/wide_right"),
        # a "no" before anything else still negates
        ("no defender touched it, it went over the back line wide right", "end_line"),
    ],
)
def test_no_before_a_players_number_is_his_number(text: str, path: str) -> None:
    assert read(text, "en")[0] == path


@pytest.mark.parametrize(
    "text",
    [
        # ("after our goal …" is a goal said as the time of what followed: two events, asked)
        "our goal came early, then their 3 hit it over the back line, wide left",
        "their goal came first, then our 2 hit it over the back line wide left",
    ],
)
def test_a_bare_goal_a_side_owns_is_no_place_of_the_ball(text: str) -> None:
    """ "our goal" alone may be the goal we scored: it says no side's end line, so who hit it
    is asked (only "wide of our goal", "attacking their goal" make it the place)."""
    assert read(text, "en") == ("end_line", "end_line_who")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "we scored at the same moment the ump blew, our 3 was fouled"),
        ("en", "we scored at the same moment the whistle went, their 2 got fouled"),
        ("it", "segnamo nello stesso istante in cui fischiano, il nostro 2 ha subito fallo"),
        ("es", "metimos gol en el mismo momento que pitaron, al 3 nuestro le hicieron foul"),
    ],
)
def test_a_sides_player_beside_a_foul_may_have_fouled_or_been_fouled(lang: str, text: str) -> None:
    """Without a "by" or "of" naming the one who fouled, a side's player said beside the foul
    is asked about, never taken as the one who fouled because of his side's role."""
    assert read(text, lang)[1] == "goal_at_whistle_foul"
