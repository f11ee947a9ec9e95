"""A suspended game's committee finding said by what it rests on (issue 17): both teams already
out of the event (no conceivable effect), or the committee, named, silent so far (not decided).
One team out says nothing of the event's outcome, and an umpire's silence nothing of the
committee's: the finding is asked. A stop beside its own cause in the rain keeps that cause."""

import pytest

from tests.understand.reading import read


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
        ("en", "game suspended for the storm, the committee hasn't said anything, what now"),
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


def test_an_umpires_silence_is_no_committee_finding() -> None:
    text = "game suspended in the 4th, the umpire hasn't said a word, what now"
    assert read(text, "en") == ("more/suspended", "could_affect_outcome")
