"""The calls an umpire was once led to get wrong, by buttons or by typed words, each as the
incident it was: the screens say the right call in every language, with and without team names.
"""

from __future__ import annotations

import pytest

from bot.flow import ROOT, walk
from bot.flow.model import key_of
from bot.i18n import LANGUAGES, translator
from bot.render import before_fold
from bot.screens import decide_path, original_screen, screen
from bot.teams import PREFIX, split
from bot.understand import understand
from bot.understand.reply import reply
from rules_core.facts import Penalty, Team
from rules_core.ruling import Goal, Outcome, RestartKind, Ruling

TEAMS = ("Red", "Blue")  # with "01", Red defends this goal and Blue attacks it


def _path(*slugs: str) -> str:
    path, question = "", ROOT
    for slug in slugs:
        key = key_of(question, slug)
        path += key
        then = question.choices[int(key, 36) - 1].then
        question = then if then is not None else question
    return path


def _ruling(path: str) -> Ruling:
    made = decide_path(path)
    assert isinstance(made, Ruling), made
    return made


def _outcome(path: str) -> Outcome:
    outcome = _ruling(path).outcome
    assert outcome is not None
    return outcome


# --- a line-up problem: thrown in again from its own spot, not sent to the centre ------------
@pytest.mark.parametrize("problem", ["jostling", "inside_five_yards"])
def test_a_throw_in_stopped_at_its_line_up_is_thrown_in_again_from_its_own_spot(
    problem: str,
) -> None:
    path = _path("more", "line_up", problem)
    ruling = _ruling(path)
    assert ruling.outcome is not None
    assert ruling.outcome.restart is RestartKind.STOP_AND_LINE_UP_AGAIN
    # no spot of its own: at the boards, where the ball was or after a Penalty 1 it stays there
    assert ruling.outcome.spot is None
    assert "throw_ins_other_cases/1.1" in {c.clause for c in ruling.citations}
    for lang, words in (("en", "same spot"), ("es", "mismo lugar"), ("it", "stesso punto")):
        shown = screen(path, lang).text
        assert words in shown
        assert "centre line" not in shown
        assert "línea central" not in shown
        assert "linea centrale" not in shown


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "red and blue jostled in the line-up for the throw-in at the side boards, after the "
            "umpire couldn't tell who hit it out",
        ),
        (
            "es",
            "rojo y azul se empujaron en la alineación del throw-in desde las tablas, el umpire no "
            "pudo determinar quién la sacó",
        ),
    ],
)
def test_typed_jostling_at_a_boards_throw_in_is_never_sent_to_the_centre(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert understood.decided
    _defends, tree_path = split(understood.path)
    assert tree_path == _path("more", "line_up", "jostling")
    shown = screen(tree_path, lang).text
    assert "centre line" not in shown
    assert "línea central" not in shown


# --- a Penalty 5.a inside the taker's own 60: the other team gets the Penalty 4 ---------------
@pytest.mark.parametrize("event", ["passed_ball", "second_approach", "twenty_seconds_elapsed"])
def test_a_penalty_5a_failed_inside_the_takers_own_60_gives_the_other_team_a_penalty_4(
    event: str,
) -> None:
    path = _path("foul_shot", "p5a_own", event)
    outcome = _outcome(path)
    assert walk(ROOT, path).answers["taken_by"] == Team.ATTACKING.value  # as the prompt says
    assert outcome.penalty is Penalty.P4
    assert outcome.team is Team.DEFENDING  # not the team that took the shot
    assert outcome.spot is not None
    assert outcome.spot.goal is Goal.FAR
    named = screen(PREFIX + "1" + path, "en", TEAMS).text  # Red defends, Blue took it
    assert "Penalty 4 to Red" in named
    assert "to Blue" not in named.split("\n")[0]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "blue attacking, blue's number 3 circled for a second approach on a penalty 5a inside "
            "their own 60",
        ),
        (
            "es",
            "azul ataca, el 3 de azul giró para una segunda aproximación en un penal 5a dentro de "
            "sus propias 60",
        ),
    ],
)
def test_typed_penalty_5a_in_the_takers_own_60_never_awards_the_taker(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.decided
    _defends, tree_path = split(understood.path)
    outcome = _outcome(tree_path)
    assert outcome.penalty is Penalty.P4
    assert outcome.team is Team.DEFENDING  # the attackers (blue) took it


def test_a_message_making_the_defenders_the_takers_of_a_5a_in_their_own_60_is_asked() -> None:
    understood = understand("the defenders passed the ball on a penalty 5a in their own 60", "en")
    assert not understood.complete


# --- the end line: an attacker's hit off a defender or his horse is a knock-in ---------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_attackers_hit_off_a_defenders_horse_has_its_own_button_and_is_a_knock_in(
    lang: str,
) -> None:
    path = _path("end_line", "attacker_off_defender", "wide_left")
    assert _outcome(path).restart is RestartKind.KNOCK_IN
    assert "Knock-in" in screen(path, "en").text
    # the end-line question offers it, in the reader's language
    labels = [b.label for row in screen(path[:1], lang).rows for b in row]
    choice = walk(ROOT, path[:2]).trail[-1]
    assert translator(lang).text(choice.label) in labels
    own_horse = _outcome(_path("end_line", "defender_horse", "wide_left"))
    assert own_horse.penalty is Penalty.P6  # a defender's own hit off his own horse


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "the ball came off a blue defender's pony after red's hit and went over the back line "
            "near the left board",
        ),
        (
            "en",
            "red's shot came off the blue defender's horse and went over the back line wide left",
        ),
    ],
)
def test_typed_attackers_hit_off_a_defenders_horse_is_a_knock_in(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.decided
    _defends, tree_path = split(understood.path)
    assert _outcome(tree_path).restart is RestartKind.KNOCK_IN


def test_off_a_defenders_own_horse_without_whose_hit_is_asked_between_safety_and_knock_in() -> None:
    understood = understand(
        "ball went over the end line off a defenders own horse, wide left", "en"
    )
    assert not understood.complete
    assert understood.narrowed == ("defender_horse", "attacker_off_defender")


# --- what the rule leaves to the umpires stays theirs in typed words --------------------------
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "goal at the whistle, foul on the defenders: goal and throw-in, or penalty 1?"),
        ("en", "red hit it over the end line wide left, knock-in or safety?"),
        ("es", "gol con el silbato, falta del equipo defensor: ¿gol y throw-in, o penal 1?"),
        (
            "it",
            "gol al fischio, fallo della squadra in difesa: gol e throw-in, oppure punizione 1?",
        ),
    ],
)
def test_the_alternatives_a_question_asks_are_asked_never_taken_as_what_happened(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert not understood.complete  # neither alternative is decided for the umpire
    for alternative in ("P1", "SAFETY", "KNOCK_IN"):
        assert alternative not in understood.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "at the knock-in a player of the team knocking in was standing inside 30 yards"),
        (
            "es",
            "en el saque de fondo un jugador del equipo que saca de fondo estaba dentro de las 30",
        ),
        ("it", "alla rimessa un giocatore della squadra che batte la rimessa era dentro le 30"),
    ],
)
def test_the_team_knocking_in_inside_30_never_gets_its_opponents_penalty(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert not understood.complete  # 22.a keeps only the opponents 30 yards back


# --- a Penalty 1 is a goal; a dead Penalty 2 is where it was being taken; a new ball ---------
def test_a_penalty_1_at_the_whistle_reads_as_an_awarded_goal_then_the_throw_in() -> None:
    shown = screen(_path("goal", "at_whistle", "defenders", "yes"), "en").text
    headline, status = shown.split("\n")[:2]
    assert "a goal is awarded" in headline
    assert headline.index("a goal is awarded") < headline.index("10 yards")
    assert "then a throw-in" in headline
    assert status == "The field goal itself does not count."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_missed_penalty_2_states_no_spot_the_umpire_never_gave(lang: str) -> None:
    path = _path("foul_shot", "p2", "hit_at_and_missed")
    outcome = _outcome(path)
    assert outcome.restart is RestartKind.THROW_IN
    headline = screen(path, lang).text.split("\n")[0]
    assert "30" not in headline


def test_a_ball_broken_in_play_cites_the_rule_that_restarts_it_and_says_new_ball() -> None:
    path = _path("more", "ball_broke", "in_play", "nobody", "left_between_60s")
    ruling = _ruling(path)
    assert ruling.citations[0].clause == "ball_in_field/1.1"
    assert "with a new ball" in screen(path, "en").text.split("\n")[0]


# --- one name for one team ------------------------------------------------------------------
def test_a_typed_answer_names_the_teams_as_the_message_did() -> None:
    text = "red's shot went wide on the left, about 15 yards from the post, blue defending"
    answer = reply(understand(text, "en"), "en")
    glance = before_fold(answer.screen.text)  # what shows: the costs open the folded part
    assert "Knock-in by Blue" in glance
    assert "Penalty 4 to Red" in glance
    assert "the other team" not in glance


@pytest.mark.parametrize(
    ("lang", "teams", "named"),
    [
        ("en", None, "not the team knocking in"),
        ("en", TEAMS, "Blue in this ruling"),
        ("es", None, "no el equipo que saca"),
        ("it", None, "non la squadra che rimette"),
    ],
)
def test_the_knock_ins_defending_team_of_the_rulebook_is_named_as_the_ruling_names_it(
    lang: str, teams: tuple[str, str] | None, named: str
) -> None:
    path = _path("more", "knock_in_problem", "ten_seconds_elapsed")
    prefix = PREFIX + "1" if teams else ""
    assert _outcome(path).team is Team.ATTACKING
    headline = screen(prefix + path, lang, teams).text.split("\n")[0]
    assert "attack" not in headline  # named by its part: "Penalty 4 to the other team"
    original = original_screen("0" + prefix + path, lang, teams).text
    assert "defending team" in original  # the rulebook's own words…
    reconciled = original.rsplit("\n", 3)
    assert any(named in line for line in reconciled)  # …and the one line that reconciles them


@pytest.mark.parametrize("event", ["hit_at_and_missed", "horse_kicked_ball", "passed_ball"])
def test_a_penalty_2_is_never_placed_at_the_30_yard_mark(event: str) -> None:
    # "30 yards out opposite the goal's centre, or from the spot of the foul" (background): the
    # buttons never say which, so the spot is known only as the 60 the taker attacks; the
    # throw-in of a missed Penalty 2 and the other team's Penalty 5.a are drawn there, as a zone
    path = _path("foul_shot", "p2", event)
    spot = _outcome(path).spot
    assert spot is not None
    x, y = spot.place.x, spot.place.y
    assert not isinstance(x, float)
    assert not isinstance(y, float)
    assert (y.lo, y.hi) == (0, 60)
