"""Round 28 (issue 17): patterns from the twenty-third session, stated as rules, in new words.

Two teams named with a "versus" between them say who plays, not who did anything. The ends
named by the compass, as Rule 20's examples name them, tell whose goal a goal went in: a team
heading north that scores at the south end scored in the goal it defends. A chat's one-word
"lineup" reads as the two words the line-up's phrases say. Between the 60s, who hit a ball
over the boards or had it when play stopped, said without which goal his team attacks, is no
question: either goal rules alike, and the reply says whom "the attackers" stand for. Each case
failed before its change; the guards beside them read as before."""

import pytest

from bot.understand import understand
from bot.understand.reply import reply
from bot.understand.text import tokens
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        (
            "en",
            "Greens v Whites in the final. whites defending, green 2 knocked it over the back line",
            "end_line/attacker",
        ),
        (
            "es",
            "verde vs blanco. blanco ataca y el 4 de verde la tiró directo afuera por el fondo",
            "end_line/defender",
        ),
        (
            "it",
            "gialli vs neri, i neri difendono e il 3 dei gialli la manda fuori dal fondo",
            "end_line/attacker",
        ),
    ],
)
def test_two_teams_said_as_who_plays_did_nothing(lang: str, text: str, expected: str) -> None:
    path, _asked = read(text, lang)
    assert path.startswith(expected)


def test_two_teams_said_side_by_side_without_versus_still_both_did_it() -> None:
    # "and" between two names may join two doers ("green and white collided"): not a fixture
    understanding = understand(
        "green and white 2 both touched it and it went over the back line, whites defending",
        "en",
    )
    assert not understanding.complete


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "their 1 was late to the line-up after a change of ponies, they were heading south "
            "now, he took the throw-in ball all the way north and scored at the north end",
        ),
        (
            "es",
            "el 2 de ellos llegó tarde al throw-in por cambiar de caballo, ellos iban hacia el "
            "este y él terminó metiendo gol en el arco oeste",
        ),
        (
            "it",
            "il loro 4 era in ritardo per il cambio cavallo, loro attaccavano verso ovest, lui "
            "si confonde e segna nella porta est",
        ),
        (
            "en",
            "our 3 came back late from changing horses, he scored in the west goal, which is "
            "the one we were defending",
        ),
    ],
)
def test_a_late_players_goal_at_the_end_his_team_defends_is_an_own_goal(
    lang: str, text: str
) -> None:
    assert read(text, lang) == ("goal/own_goal", None)


def test_a_goal_at_the_end_not_attacked_without_a_late_player_is_asked() -> None:
    # an own goal, or a goal in a line-up the wrong way round: which one, the message leaves open
    understanding = understand(
        "we were going south this chukker and our 2 scored in the north goal", "en"
    )
    assert not understanding.decided
    assert set(understanding.narrowed) == {"own_goal", "accepted_wrong_way"}


@pytest.mark.parametrize(
    "text",
    [
        # two teams: the other may be the one that scored at its own end
        "blue 1 late from a horse change, blue heading south, red scored in the north goal",
        "we were heading south, their 2 was late after changing horses and scored in the north "
        "goal",
        # a goal at the end the team attacks is its goal, however late he was
        "blue 1 late from a horse change, blue heading south, he scored in the south goal",
    ],
)
def test_a_goal_at_the_end_attacked_or_by_the_other_team_is_no_own_goal(text: str) -> None:
    assert "REALLY_OWN_GOAL" not in understand(text, "en").concepts


def test_a_late_players_wrong_side_is_his_confusion_not_the_line_ups() -> None:
    text = (
        "la mia amica gioca nei verdi, era in ritardo per il cambio cavallo, prende la palla "
        "dal lancio, va dalla parte sbagliata e segna nella porta che doveva difendere"
    )
    assert read(text, "it") == ("goal/own_goal", None)


def test_a_shorthand_for_two_words_is_those_two_words() -> None:
    said = tokens("slow back to the lineup", {"lineup": "line up"}, frozenset())
    assert said == ["slow", "back", "to", "the", "line", "up"]


def test_lineup_in_one_word_reads_as_the_line_up() -> None:
    one = understand("their 2 was slow back to the lineup after our goal", "en")
    two = understand("their 2 was slow back to the line up after our goal", "en")
    assert one.path == two.path
    assert "SLOW_RETURN" in one.concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "our 3 was dribbling at their goal when the umpire blew by mistake, umps agree it "
            "cost us, 30 yards out from their goal",
        ),
        (
            "es",
            "el 2 nuestro iba solo al arco de ellos, adentro de su 60, y el umpire pitó sin "
            "querer; los umpires dicen que nos perjudicó",
        ),
    ],
)
def test_the_holder_going_at_their_goal_is_the_attacker_in_possession(lang: str, text: str) -> None:
    path, asked = read(text, lang)
    assert asked is None
    assert "/attackers_hurt/" in path + "/"


def test_a_distance_out_said_after_the_goal_is_measured_from_it() -> None:
    # "at their goal, 35 yards out": inside their 60, this goal's
    text = "we had a breakaway at their goal, maybe 35 yards out, ump blew by accident, cost us"
    assert "THIS_60" in understand(text, "en").concepts


def test_a_distance_out_without_a_goal_before_it_places_nothing() -> None:
    text = "we had a breakaway, ball ran 35 yards out, ump blew by accident, cost us"
    assert "THIS_60" not in understand(text, "en").concepts


@pytest.mark.parametrize("side", ["left", "right"])
def test_beside_the_centre_is_a_side_never_midfield(side: str) -> None:
    text = f"we had the ball inside their 60, a bit {side} of centre, ump blew by mistake"
    said = understand(text, "en").concepts
    assert side.upper() in said
    assert "MIDFIELD" not in said


# --- a role the ruling does not hang on (viewpoint.py) ---------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "their 4 smashed it straight over the boards near halfway, touched nobody"),
        ("es", "el 2 de verde la tiró afuera por la tabla en la mitad de la cancha"),
        ("it", "il nostro 3 l'ha buttata fuori dalle sponde a centrocampo, senza toccare nessuno"),
    ],
)
def test_a_hit_out_between_the_60s_by_a_side_without_role_is_decided(lang: str, text: str) -> None:
    # a free hit to the team that did not hit it out, where it went out, whichever goal each
    # team attacks: the hitter's team is taken as the attackers, and the reply says so
    understood = understand(text, lang)
    assert read(text, lang)[0].startswith("side_boards/attacker/")
    assert understood.viewpoint == "hitter"
    assert understood.viewpoint_at == "2"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ump blew by mistake, we had the ball at halfway, umps agree it cost us"),
        (
            "it",
            "fischio per sbaglio, i gialli avevano palla a metà campo, svantaggiati dal fischio",
        ),
    ],
)
def test_possession_between_the_60s_of_a_side_without_role_is_decided(lang: str, text: str) -> None:
    understood = understand(text, lang)
    assert understood.decided
    assert understood.viewpoint == "holder"
    assert "/attackers_hurt/" in read(text, lang)[0]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # inside a 60 the attackers' free hit is from the 60-yard line: the role is asked
        ("en", "their 4 hit it straight over the boards inside the 60, touched nobody"),
        # a goal said attacked: the message's attackers, so who hit it out is a fair question
        ("en", "we were attacking, it went straight over the boards at halfway off a hit"),
        ("es", "la sacaron, nosotros atacábamos, salió por la tabla en la mitad"),
    ],
)
def test_a_role_the_ruling_hangs_on_or_a_goal_said_attacked_is_still_asked(
    lang: str, text: str
) -> None:
    understood = understand(text, lang)
    assert understood.viewpoint is None
    assert not understood.decided


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "the attackers are the team that last hit the ball"),
        ("es", "el equipo atacante es el que le pegó último a la bocha"),
        ("it", "la squadra in attacco è quella che ha colpito la palla per ultima"),
    ],
)
def test_the_reply_says_whom_the_attackers_stand_for(lang: str, line: str) -> None:
    text = {
        "en": "our 2 hit it over the boards at midfield, touched nobody",
        "es": "el 3 de rojo la tiró afuera por la tabla en la mitad de la cancha",
        "it": "il loro 2 l'ha mandata fuori dalle sponde a metà campo",
    }[lang]
    shown = reply(understand(text, lang), lang, None).screen
    assert shown.ruling
    assert line in shown.text.replace("&#x27;", "'")


def test_with_the_chats_teams_which_of_them_hit_it_out_is_asked() -> None:
    # the chat's Red and Blue: the message does not say which of them hit it out, so the
    # viewpoint cannot name them; which defends is asked first, then who hit it out
    understood = understand("their 2 hit it over the boards at midfield, touched nobody", "en")
    answer = reply(understood, "en", ("Red", "Blue"))
    assert not answer.screen.ruling
    assert answer.path == "2"


@pytest.mark.parametrize(
    "text",
    [
        "safety for us. I got on a fresh horse to take it and asked the ump if I could circle "
        "once more. he said no, can he?",
        "pen 6 to us, our 2 asked the umpire whether he could circle once more before hitting",
    ],
)
def test_the_circle_itself_asked_again_is_a_request_to_circle_again(text: str) -> None:
    # "circle once more": the taker asked to circle again (22.b)
    assert read(text, "en") == ("foul_shot/p6/asked_to_circle_again", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "big scramble on the boards and it popped out, not even the two umpires could see "
            "who touched it last",
        ),
        (
            "es",
            "entrevero pegado a la tabla, la bocha saltó afuera y ninguno de los dos referís "
            "pudo ver quién la tocó",
        ),
        (
            "it",
            "mischia sulle sponde, la palla esce e nessuno dei nostri arbitri ha visto chi l'ha "
            "toccata",
        ),
    ],
)
def test_nobody_said_apart_from_the_seeing_is_the_cause_unknown(lang: str, text: str) -> None:
    # 22.e(2): the umpire unable to determine what caused the ball to go out, a throw-in
    assert read(text, lang)[0].startswith("side_boards/unknown")


def test_a_plain_not_before_a_seeing_is_no_nobody() -> None:
    text = "no foul given, the ump saw who hit it over the boards at halfway"
    assert "CAUSE_UNKNOWN" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        (
            "en",
            "our 4 hit it hard up the boards, it clipped their 1's pony on the way and went over "
            "near halfway",
            "side_boards/attacker_off_opponent/",
        ),
        (
            "es",
            "nuestro 3 le pega, la bocha pega en el caballo del 4 de ellos y se va por la tabla "
            "en la mitad de la cancha",
            "side_boards/attacker_off_opponent/",
        ),
        (
            "it",
            "il loro 2 colpisce, la palla sbatte contro il cavallo del loro 4 ed esce dalle "
            "sponde a metà campo",
            "side_boards/attacker/",
        ),
    ],
)
def test_the_side_of_the_player_the_ball_came_off_against_the_hitters(
    lang: str, text: str, expected: str
) -> None:
    # off an opponent: the hitter's team's free hit; off a teammate: the other team's (22.e(2))
    assert read(text, lang)[0].startswith(expected)


def test_the_side_of_the_player_the_ball_came_off_unsaid_reads_nothing() -> None:
    text = "our 4 drove it up the boards, it clipped a pony on the way and went over near halfway"
    said = understand(text, "en").concepts
    assert not said & {"TEAMMATE", "OPPONENT"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "their 3 fell off near their goal while we had the ball inside their 60, the umpire "
            "said our possession",
        ),
        (
            "en",
            "pony down, we were attacking inside their 60 with the ball, ump says we keep "
            "possession",
        ),
        (
            "es",
            "atacábamos con la bocha adentro de su 60, se cayó un caballo de ellos y el referí "
            "dice que nos toca la posesión",
        ),
    ],
)
def test_possession_given_told_as_a_whole_is_the_award(lang: str, text: str) -> None:
    # 22.h: the umpires give it only to the team in possession the stop disadvantaged
    assert "/attackers_hurt/" in read(text, lang)[0] + "/"


def test_possession_held_is_no_award() -> None:
    text = "we had possession inside their 60 when their pony went down and the ump stopped it"
    assert "HURT" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "our knock in, our 2 swung and missed it, then the umpire saw the ball was sitting "
            "a bit behind the back line, off the field, and blew",
        ),
        (
            "es",
            "saque de fondo nuestro, el 4 le erró, y el juez vio que la bocha estaba detrás de "
            "la línea, afuera de la cancha",
        ),
        (
            "it",
            "rimessa dal fondo nostra, il 3 manca la palla, poi l'arbitro vede che la palla era "
            "oltre la linea, fuori dal campo",
        ),
    ],
)
def test_off_the_field_said_of_the_ball_after_a_miss_is_the_ball_set_off_the_field(
    lang: str, text: str
) -> None:
    # the officials' error: the knock-in is hit again (22.a), no opponent came on
    assert read(text, lang) == ("more/knock_in_problem/swing_and_miss/yes", None)


def test_a_player_off_the_field_after_a_miss_is_still_the_off_field_player() -> None:
    text = (
        "our knock in, our 2 swung and missed, their 3 was off the field changing horses and "
        "came on and took it"
    )
    assert "BALL_OFF_FIELD" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "they scored, our 4 was slow getting back to the middle, the ump threw it in anyway, "
            "our 2 won it and passed up to our 4, then the ump blew a foul on our 4",
        ),
        (
            "es",
            "Gol de los rojos. Nuestro 2 volvió re lento al medio, el referí tiró igual, el 3 "
            "nuestro la ganó y se la tiró al 2, y después pitaron foul contra nuestro 2",
        ),
        (
            "it",
            "dopo il loro gol il nostro 4 torna lentissimo al centro, l'arbitro lancia, il nostro "
            "2 vince la palla e la manda al nostro 4, fischio ritardato",
        ),
    ],
)
def test_the_late_players_number_played_to_or_whistled_is_the_late_player_involved(
    lang: str, text: str
) -> None:
    # Rule 20's delayed whistle: a foul for improper positioning, never the slow return alone
    assert read(text, lang)[0] == "more/line_up/late_player_joined"


def test_the_same_number_of_the_other_side_is_another_player() -> None:
    text = (
        "they scored, our 4 was slow getting back to the middle, the ump threw it in, their 2 "
        "won it and passed to their 4"
    )
    assert "INVOLVED" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "saque de fondo de ellos, el 3 le pega y la bocha se parte en dos pedazos"),
        ("it", "rimessa dal fondo, il loro 2 colpisce e la palla si spacca in due"),
    ],
)
def test_the_ball_broken_right_after_the_takers_only_hit_broke_on_it(lang: str, text: str) -> None:
    # 22.d: broken on the first hit, the knock-in is taken again with another ball
    assert read(text, lang) == ("more/ball_broke/hit_in", None)


def test_a_ball_broken_after_two_hits_leaves_when_it_broke_asked() -> None:
    text = "saque de fondo de ellos, el 3 le pega, el 2 nuestro le pega y la bocha se parte"
    assert read(text, "es")[1] == "break_moment"


@pytest.mark.parametrize(
    ("lang", "text", "line"),
    [
        (
            "es",
            "rojo vs azul. el 3 de rojo la tiró afuera por la tabla en la mitad de la cancha",
            "Tiro libre a Azul",
        ),
        (
            "en",
            "greens v whites. green 2 hit it straight over the boards at halfway",
            "Free hit to White",
        ),
    ],
)
def test_the_team_named_as_the_one_that_did_it_names_the_ruling(
    lang: str, text: str, line: str
) -> None:
    # the viewpoint's attackers are the team named doing it: the ruling names the other team
    understood = understand(text, lang)
    assert understood.viewpoint == "hitter"
    assert line in reply(understood, lang, None).screen.text


def test_with_the_chats_teams_the_one_named_doing_it_is_ruled_by_name() -> None:
    understood = understand(
        "red 2 hit it straight over the boards at halfway", "en", ("Red", "Blue")
    )
    answer = reply(understood, "en", ("Red", "Blue"))
    assert answer.screen.ruling
    assert "Free hit to Blue" in answer.screen.text
