"""Round 23 (issue 17): patterns from the eighteenth session, stated as rules, in new words.

A goal told as the time of what is asked ("after a goal, …") is a goal scored: the rule's own
words (22.e: "after a goal has been scored, except goals awarded by handicap or Penalty 1"), so
a goal from play unless the message tells another kind."""

import pytest

from bot.understand import understand
from tests.understand.reading import read


@pytest.mark.parametrize(
    "text",
    [
        # asked with its verb first and no "?", as dictation types it
        "after a goal do the teams swap ends",
        "after our goal which end do we face at the throw-in",
    ],
)
def test_a_goal_as_the_time_of_the_question_is_one_scored(text: str) -> None:
    assert read(text, "en") == ("goal/field_goal", None)


@pytest.mark.parametrize(
    "text",
    [
        "after a penalty 1 goal do the teams swap ends",
        "after a goal at the same moment the ump blew, do we swap ends?",
    ],
)
def test_a_goal_of_another_kind_keeps_its_kind(text: str) -> None:
    # a Penalty 1's goal is awarded (ends not changed), a goal at the whistle has its own
    # clause (22.c): neither is taken as one from play
    assert read(text, "en")[0] != "goal/field_goal"


def test_where_the_throw_in_was_taken_tells_nothing_of_the_goal() -> None:
    # the throw-in by the boards is the restart in question: the goal is still one from play
    text = "we scored and the ump threw it in right by the boards, is that right?"
    assert read(text, "en") == ("goal/field_goal", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a player's place after the goal, in a goal's words: no story of how it was scored
        (
            "it",
            "dopo il loro gol l'arbitro lancia al centro e il nostro 3 è ancora davanti alla "
            "porta, non doveva aspettare?",
        ),
        # something happened, unnamed
        ("en", "after our goal there was an incident at the throw-in, what now?"),
        ("es", "después del gol hubo un incidente en el throw-in, ¿qué se hace?"),
    ],
)
def test_what_followed_a_goal_keeps_the_goal_asked(lang: str, text: str) -> None:
    assert read(text, lang)[0] != "goal/field_goal"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "il tiro del loro 2: la palla non entra tra i pali ed esce accanto al palo destro"),
        ("it", "la palla del nostro 3 non va in porta, finisce fuori vicino al palo sinistro"),
    ],
)
def test_a_not_between_subject_and_verb_negates_where_the_ball_went(lang: str, text: str) -> None:
    # "la palla NON entra tra i pali": the verb read with its subject across the "not" is
    # negated with the place it is said of; the ball went out over the end line, no goal
    path, _asked = read(text, lang)
    assert path.startswith("end_line"), path


@pytest.mark.parametrize(
    ("text", "concept"),
    [
        # the knock-in asked in the impersonal, "dónde" and "se" both stop words
        ("la bocha cruzó el fondo, ¿de dónde se saca?", "KNOCK_IN"),
        ("la tiró por el fondo el 3 de ellos, ¿desde dónde hacemos el saque?", "WE_KNOCK_IN"),
        # the boards in the augmentative, beside which it crossed
        ("salió por el fondo pegada al tablón", "NEAR_BOARD"),
        ("la mandó por la línea final bien contra el tablón", "NEAR_BOARD"),
        # a player "metido" in the 30 yards: his place, inside them
        ("dijo play con el 2 de ellos metido en las 30 yardas", "INSIDE_30"),
    ],
)
def test_argentine_words_for_the_knock_in_and_the_boards(text: str, concept: str) -> None:
    assert concept in understand(text, "es").concepts


def test_working_out_a_handicap_is_no_knock_in() -> None:
    # "sacar" is also to work something out: only where and who are a knock-in's
    assert "KNOCK_IN" not in understand("¿cómo se saca el handicap del equipo?", "es").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "I'm pretty sure, though nobody on the field agreed: their 2 hit the knock-in before "
            "play was called. what's the call?",
        ),
        (
            "es",
            "Estoy casi seguro, aunque en la cancha nadie me dio bola: el 2 de ellos le pegó al "
            "saque antes del play. ¿Qué corresponde?",
        ),
        (
            "it",
            "Sono quasi certo, sebbene in campo nessuno mi abbia ascoltato: il loro 2 ha battuto "
            "la rimessa dal fondo prima del play. Cosa si dà?",
        ),
    ],
)
def test_a_hedge_reaches_past_a_clause_told_aside(lang: str, text: str) -> None:
    # the clause granting something ("though nobody agreed") tells nothing of the incident,
    # whatever its words ("on the field"): the hedge doubts what follows it, so the ruling is
    # offered to confirm, never stated
    assert not understand(text, lang).decided


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "pitch torn up in the middle, can the ump bowl in next to the sideboards instead?"),
        ("en", "how far from the boards can the ump do the centre throw-in if the middle is bad?"),
        ("it", "il centro è impraticabile: a che distanza dalle tavole può lanciare l'arbitro?"),
        ("it", "campo rovinato al centro, a che distanza dalla sponda si fa il lancio?"),
    ],
)
def test_the_boards_a_throw_in_is_placed_by_are_no_ball_over_them(lang: str, text: str) -> None:
    # the boards named as where the throw-in is placed, or what its distance is measured from,
    # are a place: no ball went out over them
    assert "SIDE_BOARDS" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 3 took the free hit from the 60 before play was called, ump blew. now what"),
        ("it", "il nostro 1 batte il tiro libre dai 60, l'arbitro fischia colpo anticipato"),
    ],
)
def test_a_free_hit_from_the_60_before_play_is_answered_from_the_rulebook(
    lang: str, text: str
) -> None:
    # the tree's free hit from the 60 has no hit before Play: the search answers, never one of
    # its four faults asked (each a ruling the words did not tell). ("Tiro libre de la 60" with
    # a hit before Play is read as the foul shot from there, which has it.)
    understood = understand(text, lang)
    assert understood.procedure
    assert not understood.path


def test_a_ball_moved_forward_is_a_tap_not_a_start_before_play() -> None:
    # "la adelantó" (the ball, pushed on) and "se adelantó" (the player, too soon) lose their
    # pronouns as stop words: the ball's is said as the tap it is
    text = "tiro libre de la 60 para nosotros, el 3 la adelantó 10 yardas y el 2 le pegó"
    concepts = understand(text, "es").concepts
    assert "TAPPED" in concepts
    assert "HIT_BEFORE_PLAY" not in concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "free hit from the 60 for us, our 3 tapped it 8 yards and then hit it again alone"),
        (
            "es",
            "tiro libre de 60 nuestro, el 3 la empujó 10 yardas y después le volvió a pegar él "
            "mismo",
        ),
    ],
)
def test_how_far_a_tap_went_before_the_tappers_second_hit(lang: str, text: str) -> None:
    # the tap's distance, right after its verb, says the ball had not gone 30 yards when he
    # hit it again: the short tap, one ruling for both faults told
    assert read(text, lang) == ("more/sixty/tapped/less", None)


def test_a_tap_with_no_second_hit_leaves_its_distance_asked() -> None:
    # a tap alone may be supposed to ask whether it is allowed at all: how far is asked
    text = "free hit from the 60, can our 3 just tap it 8 yards?"
    assert read(text, "en")[1] is not None


@pytest.mark.parametrize(
    ("lang", "text", "wrong"),
    [
        # the player the stop befell is no holder of the ball: the white 2 had it, going at our
        # goal (attacking); read as a doer, our fallen 4 made the defenders the holders
        (
            "es",
            "Se cayó nuestro 4 en el medio de la cancha. La bocha la tenía el 2 de los blancos "
            "llevándola para nuestro arco. Pararon todo, ¿cómo sigue?",
            "defenders_hurt",
        ),
        # nor is a side in the sentence before the one that says who had the ball
        (
            "it",
            "l'arbitro ferma il gioco: si è rotta la staffa del loro 2. palla nostra a metà "
            "campo, attaccavamo. come si riprende?",
            "defenders_hurt",
        ),
        (
            "en",
            "ump stopped it, their 4 came off. the ball was ours at midfield, we were attacking. "
            "what now?",
            "defenders_hurt",
        ),
    ],
)
def test_whom_a_stop_befell_is_not_who_had_the_ball(lang: str, text: str, wrong: str) -> None:
    assert read(text, lang)[0].startswith("play_stopped")
    assert wrong not in understand(text, lang).narrowed


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "white knocked in, play was called and our 3 was 15 yards from the line"),
        ("es", "saque de los blancos, dijo play y nuestro 3 estaba a 15 yardas de la línea"),
        ("it", "battono i bianchi dal fondo, chiamato play, il nostro 3 era a 15 yarde dal fondo"),
    ],
)
def test_our_player_inside_the_30_at_a_named_teams_knock_in(lang: str, text: str) -> None:
    # a team named knocking in, and OUR player 15 yards out: writing as one of that team, the
    # writer would have said "we knock in", so ours is the opponent inside the 30 (22.a)
    assert read(text, lang) == ("more/knock_in_problem/opponent_inside_30", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "penalty 3 for us, as our 1 came in his pony nudged the ball on with its hoof"),
        (
            "it",
            "rigore 3 per noi, mentre il nostro 1 arriva il cavallo sposta la palla con lo zoccolo",
        ),
    ],
)
def test_the_hoof_as_the_means_is_a_horse_moving_the_ball(lang: str, text: str) -> None:
    # whatever the verb, the ball moved WITH a hoof was moved by the horse (22.b), never hit
    # into it
    assert read(text, lang) == ("foul_shot/p3/horse_kicked_ball", None)


def test_la_sfera_is_the_ball() -> None:
    # a written Italian account calls the ball "la sfera": read as "la palla" in every phrase
    understood = understand("a centrocampo la sfera si è spezzata, come si riprende?", "it")
    assert "BROKE" in understood.concepts


@pytest.mark.parametrize(
    "text",
    [
        "l'arbitro ferma per un cavallo zoppo, la palla a metà campo non la controllava nessuno",
        # "nessuno" closing its clause, more after it: a pronoun that says something, no
        # answering "no"
        "cavallo zoppo, palla a metà campo, non la controllava nessuno. come si riprende?",
        "fischio per un cane in campo, palla a metà campo, nessuna delle due squadre l'aveva",
    ],
)
def test_nobody_had_it_said_with_nessuno_after_its_verb(text: str) -> None:
    # "NON la controllava NESSUNO": Italian puts "non" before the verb and "nessuno" after it
    assert "NOBODY_HAD" in understand(text, "it").concepts
