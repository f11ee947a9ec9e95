"""Round 21 (issue 17): patterns from a fresh outside set, stated as rules, in new words.

A goal told as the story of the play that scored it (the steal, the run, the shot, the posts,
the goal judge's flag) is a goal from play; a goal given with no shot taken was awarded, and in
play only a Penalty 1 awards one."""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "our 2 nicked it off their back, ran it all the way and put it between the posts "
            "and the flagger waved it. what now, back to the middle?",
        ),
        (
            "es",
            "el 3 nuestro le robó la bocha al back de ellos, se la llevó sola y la metió entre "
            "los palos, banderillero la levantó. ¿cómo se sigue?",
        ),
        (
            "it",
            "il nostro 4 ha rubato palla al loro back, è andato da solo e l'ha messa in mezzo ai "
            "pali, bandierina alzata. adesso come si riparte?",
        ),
    ],
)
def test_a_goal_told_as_the_play_that_scored_it_is_from_play(lang: str, text: str) -> None:
    assert read(text, lang) == ("goal/field_goal", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "their 4 wiped out our 1 right in front of goal and the ump gave us the goal "
            "without a shot. do we change ends?",
        ),
        (
            "es",
            "le cruzaron feo a nuestro 2 solo frente al arco y el umpire dio el gol sin que "
            "pateara. ¿cómo seguimos ahora?",
        ),
        (
            "it",
            "il loro 3 ha tagliato la strada al nostro 1 davanti alla porta e l'arbitro ci ha "
            "dato il gol senza tirare. si cambia campo?",
        ),
    ],
)
def test_a_goal_given_with_no_shot_is_a_penalty_1s(lang: str, text: str) -> None:
    assert read(text, lang) == ("goal/penalty_1", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a foul at the moment of the goal keeps its whistle's question
        ("en", "our 3 scored just as the ump blew for a cross by their 2, what now?"),
        # a goal off another player keeps its kind asked
        (
            "it",
            "il tiro del nostro 2 prende il cavallo del loro back ed entra in mezzo ai pali. "
            "e adesso?",
        ),
    ],
)
def test_another_kind_of_goal_s_facts_keep_the_kind_asked(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail != "goal/field_goal", trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "Blue scored at the pavilion end, we threw in and nobody noticed, then Blue scored "
            "again at the pavilion end. does it count?",
        ),
        (
            "es",
            "hicieron gol los rojos, tiró el umpire sin que nadie se diera cuenta y los rojos "
            "metieron otro gol en el mismo arco. ¿vale?",
        ),
        (
            "it",
            "segnano i verdi, si rilancia senza che nessuno se ne accorga e i verdi fanno un altro "
            "gol nella stessa porta. vale?",
        ),
    ],
)
def test_a_second_goal_at_the_first_goals_end_is_the_accepted_wrong_way(
    lang: str, text: str
) -> None:
    assert read(text, lang) == ("goal/accepted_wrong_way", None)


def test_two_goals_at_different_ends_are_no_wrong_way() -> None:
    text = "Blue scored at the pavilion end, then we scored at the river end. what now?"
    trail, _asked = read(text, "en")
    assert trail != "goal/accepted_wrong_way", trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "knock in for white, black 3 sat 15 yds from the line when the ump called play. "
            "what's the call?",
        ),
        (
            "it",
            "rimessa per i bianchi, il nero 3 era a 15 yard dalla linea quando l'arbitro ha "
            "chiamato play. cosa si dà?",
        ),
    ],
)
def test_the_team_a_knock_in_is_for_is_the_one_knocking_in(lang: str, text: str) -> None:
    # the other team's player inside the 30 at "Play": Penalty 5.b (22.a)
    assert read(text, lang) == ("more/knock_in_problem/opponent_inside_30", None)


def test_what_the_ball_hit_it_came_off() -> None:
    # the ball the subject of "hit": a ball over the boards off the umpire's horse is the
    # umpire's throw-in (22.e(2)), whoever hit it
    text = "the ball hit the ump's horse and went over the boards near the stands, whose is it?"
    assert read(text, "en")[0].startswith("side_boards/off_umpire")
    # a player's hit of the ball is no ball off anything: his hit straight out (between the
    # 60s either goal rules alike, so his team is taken as the attackers: viewpoint.py)
    trail, asked = read("our 2 hit the ball over the boards near halfway. whose ball?", "en")
    assert (trail, asked) == ("side_boards/attacker/between_60s", None)


def test_possession_the_umpire_gave_is_the_possession_play_to_that_side() -> None:
    # 22.h gives the possession play only to a team in possession that the stop significantly
    # disadvantaged: given to "us", we had the ball and were disadvantaged
    text = "the ump gave us possession on their 60 after their pony went down. where do they stand?"
    assert read(text, "en") == ("play_stopped/fallen_injured/attackers_hurt/this_60", None)
