"""A suspended game told in other words than "suspended" (issue 17).

* Play stopped and the weather said, nothing else that stops play told ("thunderstorm, the umpires
  halted it", "rayos, pararon", "fulmini, arbitro ferma"): the game was stopped for the weather, a
  suspended game (22.g), never a stoppage of 22.h whose reason is then asked
  (``situations.stopped_by_the_weather``). A stop beside its own cause keeps that cause, however
  wet the day.
* The committee's finding said by what it rests on: both teams already out of the event (no
  conceivable effect), or the committee silent so far (not decided). One team out says nothing
  of the event's outcome: the finding is asked.
"""

import pytest

from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "thunderstorm rolled in and the umpires stopped play in the 5th, how do we go on"),
        ("es", "se largó una tormenta con rayos y el referí paró todo en el 4to, cómo se sigue?"),
        ("it", "arriva un temporale con fulmini, l'arbitro ferma tutto nel terzo tempo. e adesso?"),
    ],
)
def test_a_stop_for_the_weather_is_a_suspended_game(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert trail == "more/suspended", trail
    assert asked == "could_affect_outcome"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "pouring rain, their 2 fell off and the umpire stopped play, we had the ball"),
        ("es", "llovía fuerte, se cayó el 2 de ellos y el referí paró, la bocha era nuestra"),
        ("it", "pioveva forte, il loro 2 è caduto e l'arbitro ha fermato, la palla era nostra"),
    ],
)
def test_a_stop_with_its_own_cause_in_the_rain_keeps_its_cause(lang: str, text: str) -> None:
    trail, _asked = read(text, lang)
    assert trail.startswith("play_stopped/fallen_injured"), trail


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "game suspended in the 3rd, both teams already out of the cup. can it be dropped?"),
        ("es", "suspendieron en el 3ro y los dos equipos ya estamos eliminados, se puede anular?"),
        ("it", "sospesa nel terzo, tutte e due le squadre sono già fuori. si può annullare?"),
    ],
)
def test_both_teams_out_is_no_effect_on_the_event(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert (trail, asked) == ("more/suspended/no_effect", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "game suspended for the storm, the committee hasn't said a word, what now"),
        ("es", "partido suspendido, el comité todavía no dijo nada, cómo sigue esto"),
        ("it", "partita sospesa, il comitato non si è ancora pronunciato, come si va avanti"),
    ],
)
def test_a_silent_committee_has_not_decided(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert (trail, asked) == ("more/suspended/not_yet", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our game got suspended and we're already out of the tournament, must we finish?"),
        ("es", "nos suspendieron el partido y ya estamos eliminados, hay que terminarlo?"),
    ],
)
def test_one_team_out_leaves_the_finding_asked(lang: str, text: str) -> None:
    trail, asked = read(text, lang)
    assert (trail, asked) == ("more/suspended", "could_affect_outcome")


def test_a_word_sharing_the_matchs_stem_suspends_nothing() -> None:
    # "partire" (to set off) and "partita" (the match) share the stem "part": "COMPLETAMENTE …
    # PARTIRE" is no "completare la partita"
    text = "rigore 2, fa lo swing e la manca completamente. i loro volevano partire. palla viva?"
    trail, _asked = read(text, "it")
    assert not trail.startswith("more/suspended"), trail
