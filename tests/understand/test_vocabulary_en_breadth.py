"""English vocabulary breadth (issue 17, "words as evidence"): each concept the tree needs, said
the ways polo chats and dictation say it (slang, UK and US words, "ump" beside "umpire", tenses
and plurals, the bot's own button words), and the words that looked like a concept and said
another thing. Every message here is written for this test, none is a corpus message.

English phrases are read in Spanish and Italian messages too (polo English is everywhere): a
few are tried there.
"""

from __future__ import annotations

import pytest

from bot.understand import understand
from tests.understand.reading import trail_of


def _concepts(text: str, lang: str = "en") -> frozenset[str]:
    """What the message states, implied concepts included."""
    return understand(text, lang).concepts


#: (concept, a short message that says it in words the vocabulary did not read before)
SAID = [
    # a swing that misses the ball
    ("MISSED", "he swings and misses on the knock in"),
    ("MISSED", "took a swing and missed the pen 2"),
    ("MISSED", "our 4 missed completely at the knock in"),
    ("MISSED", "hit thin air on the penalty"),
    # the whistle blown by mistake
    ("INADVERTENT", "the ump's whistle slipped, no foul"),
    ("INADVERTENT", "slip of the whistle in the middle"),
    ("INADVERTENT", "the umpire accidentally blew while we had it"),
    ("INADVERTENT", "he blew it by accident, nothing happened"),
    ("INADVERTENT", "ump didnt mean to blow"),
    # the umpire's whistle, in any tense
    ("STOPPED", "then the ump blows for nothing"),
    ("STOPPED", "the umpire blew it up"),
    ("STOPPED", "he whistles and everyone stops"),
    # nobody had the ball
    ("NOBODY_HAD", "the ball was loose when the ump stopped it"),
    ("NOBODY_HAD", "it was a 50 50 ball in the middle"),
    ("NOBODY_HAD", "neither side had it when play stopped"),
    ("NOBODY_HAD", "ball up for grabs, umpire stops play"),
    # a team had it
    ("POSSESSION", "we were on a breakaway when he blew"),
    ("POSSESSION", "our 1 was carrying the ball when play stopped"),
    # the ball broke
    ("BROKE", "the ball breaks on the hit"),
    ("BROKE", "ball in two pieces after the knock in"),
    ("BROKE", "the ball came apart in play"),
    ("BROKE", "he broke the ball on the penalty"),
    # ends not changed: lined up the wrong way
    ("WRONG_WAY", "we never changed ends after the goal"),
    ("WRONG_WAY", "both teams forgot to change ends"),
    ("WRONG_WAY", "they scored in the wrong goal, all lined up backward"),
    ("WRONG_WAY", "we were going the wrong way round the whole chukker"),
    # out over the side boards
    ("SIDE_BOARDS", "it went out on the side near the tent"),
    ("SIDE_BOARDS", "red knocked it over the touchline"),
    ("SIDE_BOARDS", "ball out over the side at midfield"),
    # over the end line
    ("END_LINE", "the shot missed the posts"),
    ("END_LINE", "it rolled over the end line"),
    ("END_LINE", "trickled wide of the post"),
    ("END_LINE", "went over the byline"),
    # a hit out
    ("HIT_OUT", "their 3 sent the ball out"),
    ("HIT_OUT", "blue 2 whacked it out over the boards"),
    ("HIT_OUT", "our 4 knocked the ball over the back line"),
    # a goal, as chats say it
    ("GOAL", "their 1 slotted it from the 30"),
    ("GOAL", "he tapped it in off the boards"),
    ("BETWEEN_POSTS", "it went through the uprights"),
    ("BETWEEN_POSTS", "right between the goal posts"),
    ("OWN_GOAL", "their 4 put it into their own goal"),
    ("FIELD_GOAL", "a goal from open play"),
    ("AFTER_GOAL", "after scoring our 2 was slow back"),
    # a goal at the whistle
    ("AT_WHISTLE", "it went in as the ump blew"),
    ("SAME_MOMENT", "their shot went in exactly as the umpire stopped play"),
    # the horn
    ("HORN", "the buzzer went with the ball in the air"),
    ("PERIOD_END", "time ran out with the ball loose"),
    ("PERIOD_END", "final bell with the ball on the boards"),
    # places: the 40, the 100, the centre line, by the post or the boards
    ("SIXTY_IN", "out over the boards near the 40"),
    ("SIXTY_IN", "it went out at the 40 on the left"),
    ("MIDFIELD", "went over the boards at the 100"),
    ("MIDFIELD", "ball out on the side by the centre line"),
    ("NEAR_POST", "it went out hugging the post"),
    ("NEAR_BOARD", "went out right in the corner"),
    # the penalty taker passed the ball, approached again, his horse touched it
    ("PASSED_BALL", "he over ran the ball on the pen 3"),
    ("PASSED_BALL", "their 2 ran past the ball on the knock in"),
    ("SECOND_APPROACH", "he came back round and hit the pen 2"),
    ("SECOND_APPROACH", "took a second go at the pen 4"),
    ("HORSE_KICKED", "his horse stepped on the ball on the pen 2"),
    ("HORSE_KICKED", "the horse ran over the ball before he hit the pen 3"),
    ("ASKED_CIRCLE", "he asked if he could circle again on the pen 2"),
    ("HIT_BEFORE_PLAY", "he knocked in before the ump called play"),
    ("HIT_BEFORE_PLAY", "hit the pen before the ump said play"),
    # the knock-in's opponents
    ("INSIDE_30", "their 2 was within the 30 on our knock in"),
    ("SLOW", "their 1 took forever to get back for our knock in"),
    ("SLOW", "their 2 walking back to the 30 on our knock in"),
    ("SECOND_UMPIRE", "the other ump blew on the knock in, their 1 was still coming back"),
    # the line-up
    ("RUSHED_UMPIRE", "their 3 rushed the ump at the throw in"),
    ("RUSHED_UMPIRE", "their 2 keeps creeping up on the umpire at the throw in"),
    ("RUSHED_UMPIRE", "a player came within 5 yd of the umpire at the throw in"),
    ("JOSTLING", "lots of jockeying for position at the throw in"),
    ("CHANGING_HORSES", "their 3 went to the pony lines after the goal"),
    ("CHANGING_HORSES", "our 2 changed mounts after the goal"),
    ("SLOW_RETURN", "their 4 was slow lining up after the goal"),
    ("PASSED_TEAMMATE", "he had passed a properly placed teammate"),
    # the free hit from the 60
    ("HIT_AGAIN", "the hitter played it a second time on the 60 yard hit"),
    ("NOT_ANOTHER_FIRST", "he hit it again before anyone else touched it"),
    ("TRAVELLED_30", "on the 60 yard hit the ball went 30 yd or more"),
    ("UNDER_30", "the 60 yard hit didnt go 30 yards"),
    # why play stopped
    ("FALLEN", "ump stopped play, their 2 took a fall"),
    ("FALLEN", "play stopped, horse down near the boards"),
    ("EMERGENCY", "a loose dog ran across and the ump stopped play"),
    ("EQUIPMENT", "play stopped, his mallet snapped"),
    ("EQUIPMENT", "ump stopped it because their 3's horse lost a shoe"),
    ("DAMAGED_BALL", "the ball was egg shaped so he stopped play"),
    ("DAMAGED_BALL", "ball buried in a hoof print, ump stopped it"),
    ("NO_FOUL", "ump stopped play then decided no foul"),
    ("NO_FOUL", "the umps stopped it but there was no call"),
    ("HURT", "the stop screwed us, we had the ball"),
    ("NOT_HURT", "we had it but no harm done"),
    ("JUDGE", "whether it hurt them is up to the umps"),
    # a suspended game
    ("NO_EFFECT", "game suspended, it makes no difference to the standings"),
    # a shot by the attackers
    ("SHOT_AT_GOAL", "our 4 hit at goal and it went over the end line"),
    # the choice of ends: a question about the rules
    ("ENDS", "we won the toss, who picks the end"),
    # out of scope words
    ("MATCH", "is there a penalty shootout in the semi final"),
]


@pytest.mark.parametrize(("concept", "text"), SAID, ids=[f"{c}: {t}" for c, t in SAID])
def test_a_polo_phrasing_says_its_concept(concept: str, text: str) -> None:
    assert concept in _concepts(text)


#: (concept, a message whose words look like it and say something else)
NOT_SAID = [
    # "clear" is no clearance
    ("CLEARED", "our 3 had a clear breakaway and the ump stopped it"),
    ("CLEARED", "it was clear the ball was loose"),
    # an angle that is no play inside the line-up
    ("ANGLE_PLAY", "riding off at a bad angle, what penalty"),
    ("ANGLE_PLAY", "at what angle is a bump dangerous"),
    # the second umpire named, with no whistle of his
    ("SECOND_UMPIRE", "over the end line and the other umpire said a defender touched it"),
    ("SECOND_UMPIRE", "the second umpire agreed it was a safety"),
    # "buried it" is a goal
    ("DAMAGED_BALL", "their 1 buried it from the 30"),
    # a ball that came off a horse is no fall
    ("FALLEN", "it came off their 2's horse and went over the boards"),
    # a side of the line-up, the centre line
    ("SIDE_BOARDS", "their 2 was on our side of the line up at the throw in"),
    ("SIDE_BOARDS", "which side of the center line does each team go"),
    # the scorer is no goal
    ("GOAL", "the scorer told the ump at the break"),
    # time left is no side
    ("LEFT", "a minute left and their 1 is slow to the 30"),
    # the goal as a direction, "right in front of goal" no side
    ("OWN_GOAL_WORD", "he cut it back towards his own goal and it went over"),
    ("RIGHT", "a melee right in front of goal and it went over the end line"),
    # a player crossing the end line commits no crossing
    ("CROSSING", "play was called while their 1 was still crossing the end line"),
]


@pytest.mark.parametrize(("concept", "text"), NOT_SAID, ids=[f"{c}: {t}" for c, t in NOT_SAID])
def test_words_that_look_like_a_concept_do_not_say_it(concept: str, text: str) -> None:
    assert concept not in _concepts(text)


@pytest.mark.parametrize(
    ("text", "trail"),
    [
        # a whistle that slipped, a loose ball, its place: the whole ruling
        (
            "the ump's whistle slipped, ball was loose on the left between the 60s",
            ["play_stopped", "inadvertent_whistle", "nobody", "left_between_60s"],
        ),
        # the penalty taker over ran the ball
        ("our 2 over ran the ball on the pen 3", ["foul_shot", "p3", "passed_ball"]),
        # the horse moved the ball before the hit
        (
            "on the pen 2 his horse stepped on the ball before he hit it",
            ["foul_shot", "p2", "horse_kicked_ball"],
        ),
        # the umpire rushed at the throw-in
        ("their 3 charged the ump at the throw in", ["more", "line_up", "inside_five_yards"]),
        # the second umpire's whistle at a knock-in
        (
            "we knocked in and the other ump blew because their 1 was still coming back",
            ["more", "knock_in_problem", "second_umpire_stopped_play"],
        ),
        # a goal as the umpire blew, for a defender's foul
        (
            "their shot went in as the ump blew for a foul by the defenders",
            ["more", "goal_at_whistle"],
        ),
    ],
)
def test_a_message_in_chat_words_reaches_its_ruling(text: str, trail: list[str]) -> None:
    assert trail_of(text, "en")[: len(trail)] == trail


@pytest.mark.parametrize(
    ("lang", "text", "concept"),
    [
        ("es", "el 3 hizo un air shot en el knock in", "MISSED"),
        ("es", "el umpire pitó y la bocha estaba en el corner, loose ball", "NOBODY_HAD"),
        ("it", "il loro 2 ha fatto un air shot sul knock in", "MISSED"),
        ("it", "l'arbitro ha fischiato, loose ball a centrocampo", "NOBODY_HAD"),
    ],
)
def test_polo_english_in_spanish_and_italian_says_its_concept(
    lang: str, text: str, concept: str
) -> None:
    assert concept in _concepts(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "el referí dijo que la bocha salió por el fondo"),
        ("es", "se cayó el caballo y pararon el juego"),
        ("it", "la palla è uscita dal lato, chi batte?"),
        ("it", "il cavallo è caduto e l'arbitro ha fermato il gioco"),
    ],
)
def test_new_english_words_read_nothing_in_ordinary_spanish_and_italian(
    lang: str, text: str
) -> None:
    # none of the concepts this file widens is read from these words
    widened = {concept for concept, _ in SAID} - {"FALLEN", "STOPPED", "END_LINE", "SIDE_BOARDS"}
    assert not (_concepts(text, lang) & widened)
