"""Round 26 (issue 17): patterns from the twenty-first session, stated as rules, in new words.

The possession an official gives, told with whom it goes to ("says possession to us", "nos da la
posesión", "ci ridanno la palla"), is 22.h's fair play possession given to that team: the umpires
give it only where the stop significantly disadvantaged the team in possession, so the words
decide it; asked ("possesso a noi o throw-in?"), it decides nothing. A ball carried on the way
to a 60, not yet said in it ("approaching their 60"), leaves the side of that line open where
the possession play's spot hangs on it. Each case failed before its change; the guards beside
them (a pass to a teammate, an award asked, a throw-in where no one had the ball) passed
before too."""

import pytest

from bot.understand import understand
from bot.understand.doubt import doubted_and_rest
from bot.understand.text import words
from bot.understand.vocabulary import vocabularies_for
from tests.understand.reading import read


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "ump whistled for a fallen rider, our 3 had it inside their 60, he says "
            "possession to us",
        ),
        ("en", "possession to us after their 1 hit the deck, we had the ball inside their 60"),
        (
            "es",
            "pararon por un perro en la cancha, nuestro 3 la llevaba adentro de la 60 de "
            "ellos. el referí dijo posesión para nosotros",
        ),
        (
            "es",
            "pararon por el caballo rengo, nuestro 1 la tenía adentro de la 60 de ellos y "
            "el umpire nos devolvió la bocha",
        ),
        (
            "it",
            "giocatore a terra, il nostro 3 aveva la palla dentro le loro 60, l'arbitro "
            "dice possesso a noi",
        ),
        (
            "it",
            "cavallo caduto, il nostro 2 aveva palla dentro i loro 60, gli arbitri ci hanno "
            "ridato il possesso",
        ),
    ],
)
def test_a_possession_an_official_gave_us_is_the_fair_play_possession(lang: str, text: str) -> None:
    # who had it, where, and that the stop disadvantaged them: all told, a ruling
    path, asked = read(text, lang)
    assert asked is None
    assert "/attackers_hurt/" in path
    assert {"FAIR_PLAY", "POSSESSION", "HURT"} <= understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "whistle for a loose horse. possession to the reds, where does it go?"),
        ("es", "perro en la cancha, pararon. posesión para los azules, dónde se pone la bocha?"),
        ("it", "cane in campo, fischio. possesso ai bianchi, dove la mettono?"),
        ("it", "cane in campo, fischio. l'arbitro gli ha dato il possesso, da dove battono?"),
    ],
)
def test_a_possession_given_to_a_team_says_it_had_the_ball_and_was_hurt(
    lang: str, text: str
) -> None:
    # the team given it is told, not whether it attacked or defended: that is asked, the
    # disadvantage no longer
    understood = understand(text, lang)
    assert {"FAIR_PLAY", "POSSESSION", "HURT"} <= understood.concepts
    assert read(text, lang)[1] == "possession"
    assert set(understood.narrowed) == {"attackers_hurt", "defenders_hurt"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the award asked, as an alternative or a question of its own
        (
            "it",
            "palla piantata in una buca, il nostro 3 ci era sopra a metà campo. possesso a "
            "noi o throw-in?",
        ),
        ("en", "ump stopped for a dog on the field, our 2 had it in midfield. possession to us?"),
        ("es", "pararon por un perro, la teníamos nosotros en el medio. ¿nos dan la posesión?"),
        # a pass: "gli" (to him) is a teammate, never the umpire's award
        (
            "it",
            "il nostro 2 gli ha dato la palla e poi l'arbitro ha fischiato per un cane in campo",
        ),
    ],
)
def test_a_possession_asked_or_a_pass_gives_no_award(lang: str, text: str) -> None:
    assert "HURT" not in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "fair play possession to us, can we tap it or do we have to hit it?"),
        ("it", "possesso per noi, dove ci possiamo mettere?"),
    ],
)
def test_an_award_told_before_a_question_after_a_comma_is_told(lang: str, text: str) -> None:
    assert "HURT" in understand(text, lang).concepts


def test_an_award_and_its_alternative_before_a_question_word_stay_asked() -> None:
    text = "whistle for a hurt pony. fair play possession to us or a throw-in, which one?"
    assert "HURT" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "ump blew for a rider down, our 1 had the ball approaching their 60. ump gave "
            "us possession, where from?",
        ),
        (
            "es",
            "pararon por un jugador en el piso, nuestro 1 la tenía llegando a las 60 de "
            "ellos. nos dieron la posesión, desde dónde?",
        ),
        (
            "it",
            "fischio per un giocatore a terra, il nostro 1 aveva la palla arrivando alle "
            "loro 60. ci danno il possesso, da dove?",
        ),
    ],
)
def test_a_ball_carried_toward_a_60_leaves_the_side_of_its_line_open(lang: str, text: str) -> None:
    # inside the 60 the possession play goes back to the 60-yard line; short of it, it is
    # taken where the ball was: which is asked
    assert read(text, lang) == ("play_stopped/fallen_injured/attackers_hurt", "ball_where")
    narrowed = set(understand(text, lang).narrowed)
    assert {"this_60", "between_60s"} <= narrowed


def test_a_loose_ball_near_a_60_is_thrown_in_where_it_was() -> None:
    # no one had it: a throw-in where the ball was, whichever side of the line
    text = "ump stopped it for a fallen horse, ball loose near their 60, nobody on it"
    path, asked = read(text, "en")
    assert asked is None
    assert "/nobody" in path


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "after our goal their 4 was strolling back to the middle and the ump looked ready "
            "to throw. can he throw without him?",
        ),
        (
            "es",
            "gol nuestro, el 3 de ellos tardaba en volver al medio y el umpire ya estaba listo "
            "para tirar. lo tiene que esperar?",
        ),
        (
            "it",
            "abbiamo segnato, il loro 4 tornava tardi e l'arbitro era già al centro pronto. "
            "deve aspettarlo?",
        ),
    ],
)
def test_a_player_coming_back_slowly_before_the_throw_is_only_slow(lang: str, text: str) -> None:
    # the umpire about to throw: no throw-in yet, so no play he joined or kept out of
    assert read(text, lang) == ("more/line_up/slow_return", None)


def test_a_player_dawdling_back_to_the_30_is_the_knock_ins_slow_opponent() -> None:
    text = "on our knock-in their 1 was dawdling back to the 30 when the ump called play"
    assert read(text, "en")[0] == "more/knock_in_problem/slow_opponent"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "possession play for us at midfield after the ump's accidental whistle. where from?",
        ),
        (
            "it",
            "possession play per noi dopo il fischio sbagliato, la palla era dentro le loro 60. "
            "dove la mettono?",
        ),
        ("es", "possession play para nosotros después del pitazo por error. desde dónde?"),
    ],
)
def test_the_possession_play_by_its_name_is_the_fair_play_possession(lang: str, text: str) -> None:
    assert {"FAIR_PLAY", "HURT"} <= understand(text, lang).concepts


def test_possession_then_play_at_a_knock_in_is_the_call() -> None:
    # at a knock-in "play" is the umpire's call: no possession play
    text = "on our knock in their 2 had possession play was called and he was inside 30 yards"
    assert "FAIR_PLAY" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "es",
            "se metió un perro a la cancha y pararon. la bocha iba rodando sola hacia las "
            "tablas. cómo sigue?",
        ),
        ("es", "se cortó un estribo, pararon, la bocha rodaba sola por el medio. qué hacen?"),
    ],
)
def test_a_ball_rolling_on_its_own_was_nobodys(lang: str, text: str) -> None:
    path, asked = read(text, lang)
    assert asked is None
    assert "/nobody" in path


def test_told_possession_is_given() -> None:
    text = "se cayó el umpire, nuestro 3 la llevaba adentro de la 60 de ellos. nos dijeron posesión"
    assert read(text, "es") == ("play_stopped/fallen_injured/attackers_hurt/this_60", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the ball hit the boards at midfield and bounced over them, whose ball?"),
        ("it", "a metà campo la palla rimbalza sulla sponda ed esce dal campo, chi batte?"),
        ("it", "il loro 2 tira, la palla sbatte sulla sponda a metà campo e vola fuori. di chi è?"),
    ],
)
def test_a_ball_off_the_boards_and_out_between_the_60s_went_over_the_side(
    lang: str, text: str
) -> None:
    # no end line between the 60s: the side boards, who hit it asked
    assert read(text, lang) == ("side_boards", "side_who")


def test_a_shot_bouncing_out_off_the_post_is_no_ball_gone_out() -> None:
    text = "their 2's shot hit the post and bounced out, nobody had it, ump stopped play"
    assert "BALL_OUT" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "three ponies jammed against the boards, the ball popped over and neither ump could "
            "see who touched it. restart?",
        ),
        (
            "es",
            "entrevero de caballos contra las tablas, la bocha sale y ni el referí vio quién la "
            "tocó. qué se cobra?",
        ),
    ],
)
def test_a_ball_out_of_a_scrum_at_the_boards_no_umpire_saw_is_thrown_in(
    lang: str, text: str
) -> None:
    path, asked = read(text, lang)
    assert asked is None
    assert path.startswith("side_boards/unknown")


def test_players_pushing_while_play_is_stopped_is_no_line_up_problem() -> None:
    text = (
        "fischio per un cavallo scappato, palla a metà campo, il nostro 1 e il loro 4 a "
        "spingersi, nessuno ce l'aveva davvero"
    )
    path, asked = read(text, "it")
    assert asked is None
    assert path.startswith("play_stopped/")
    assert "/nobody/" in path


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "the ball hit the ump's horse and rolled over blue's back line. last time on the "
            "boards they threw it in, same here?",
        ),
        (
            "es",
            "la bocha pegó en el caballo del referí y se fue por el fondo de los azules. la otra "
            "vez en las tablas tiraron la bocha, acá también?",
        ),
    ],
)
def test_an_earlier_time_told_to_compare_is_not_where_the_ball_went(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("end_line")


def test_a_change_of_horses_after_a_stop_for_the_horse_is_no_line_up_problem() -> None:
    text = (
        "our 2 was taking it to their goal inside their 60 when the ump stopped play, our 2's "
        "horse was lame, he had to go off and change. do we keep it?"
    )
    path, asked = read(text, "en")
    assert path.startswith("play_stopped/")
    assert asked == "possession"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "it",
            "dopo il gol il loro 3 era andato a cambiare cavallo, gli altri sette in linea. "
            "throw in, la palla gli arriva e lui segna nella porta che difendevano. vale?",
        ),
        (
            "es",
            "después del gol el 2 de ellos se fue a cambiar caballo, los demás alineados. tiran, "
            "la bocha le llega y se la lleva para el arco que defendían. vale?",
        ),
    ],
)
def test_a_late_players_goal_in_the_goal_his_team_defended_is_an_own_goal(
    lang: str, text: str
) -> None:
    assert read(text, lang) == ("goal/own_goal", None)


def test_a_player_back_from_changing_who_played_the_ball_is_asked() -> None:
    text = (
        "after their goal our 4 was changing horses, the ump threw it in and our 4 came back "
        "and stole the ball straight away. ok?"
    )
    understood = understand(text, "en")
    assert read(text, "en") == ("more/line_up", "line_up_problem")
    assert "late_player_joined" in understood.narrowed


def test_shoulders_bumped_in_the_line_up_are_jostling_a_hurt_shoulder_is_not() -> None:
    bumped = "inizio chukker, in linea il loro 1 e il nostro 4 si danno spallate prima del lancio"
    assert "JOSTLING" in understand(bumped, "it").concepts
    hurt = "il nostro 3 si è fatto male alla spalla, possiamo mettere un sostituto?"
    assert "JOSTLING" not in understand(hurt, "it").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "penalty 3 per noi, il cavallo del nostro 1 è agitato: può fare un altro giro?"),
        ("es", "penal 3 a favor, la yegua de nuestro 1 está loca, ¿puede dar otra vuelta?"),
    ],
)
def test_asking_whether_he_may_circle_again_is_the_permission_asked(lang: str, text: str) -> None:
    # asked before the hit: no second approach made
    concepts = understand(text, lang).concepts
    assert "ASKED_CIRCLE" in concepts
    assert "SECOND_APPROACH" not in concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "their free hit from the 60 only went 15 yards and one of ours came in from an angle "
            "to play it, without touching anyone. legal?",
        ),
        (
            "es",
            "tiro libre desde los 60 de ellos, quedó cortita, 10 yardas, nuestro 4 entró cruzado "
            "a pegarle sin chocar a nadie. es cruce?",
        ),
    ],
)
def test_an_angle_into_a_short_60_is_the_defenders_play(lang: str, text: str) -> None:
    # 22.e(2) lets the defenders play a 60 that went under 30 yards from any angle, safely
    assert read(text, lang) == ("more/sixty/defender_played/no", None)


def test_an_angle_beside_an_attackers_play_on_the_short_60_stays_asked() -> None:
    text = (
        "ci hanno dato il free hit dai 60, la palla fa 15 yarde, un loro difensore arriva di "
        "traverso e il nostro 3 gli va addosso per proteggere la palla"
    )
    assert read(text, "it") == ("more/sixty", "sixty_event")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "we got the free hit from the 60 after blue hit it over the boards, our 4 smacked it "
            "straight between the posts. what now?",
        ),
        (
            "it",
            "rigore 4 dai 60, la palla prende di striscio il cavallo del loro 2 ed entra tra i "
            "pali. poi si cambia campo?",
        ),
    ],
)
def test_a_goal_straight_from_the_60_is_a_goal_from_play(lang: str, text: str) -> None:
    # the later event: the throw-in after a goal, not the 60's question nor the ball out
    assert read(text, lang) == ("goal/field_goal", None)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the ball played after it went some way: the 60's own question
        ("en", "our 60 yd free hit went about 40 yards, our 2 picked it up and scored. legal?"),
        # the hitter again, before anyone touched it
        (
            "it",
            "il nostro 2 batte dalle 60, la palla fa 40 metri, nessuno la tocca, lui la riprende "
            "e segna. vale?",
        ),
    ],
)
def test_a_goal_after_a_second_play_on_the_60_asks_the_60s_question(lang: str, text: str) -> None:
    assert read(text, lang)[0].startswith("more/sixty")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "our free hit from the 60 went 40 yards and our 2 picked it up. fine?"),
        (
            "es",
            "tiro libre desde los 60 nuestro, la bocha hizo 40 yardas y la agarró nuestro 3. "
            "está bien?",
        ),
    ],
)
def test_a_player_of_the_side_whose_60_it_was_is_a_teammate(lang: str, text: str) -> None:
    assert "TEAMMATE" in understand(text, lang).concepts
    assert read(text, lang)[0].startswith("more/sixty/teammate_played")


def test_the_other_sides_player_on_our_60_is_no_teammate() -> None:
    text = "our free hit from the 60 went 40 yards and their 2 picked it up. fine?"
    assert "TEAMMATE" not in understand(text, "en").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "su 2 le pegó al arco y la bocha entró, qué hacemos?"),
        ("it", "il loro 3 tira in porta ed entra. e adesso?"),
    ],
)
def test_a_shot_at_goal_whose_ball_went_in_is_a_goal(lang: str, text: str) -> None:
    assert "GOAL" in understand(text, lang).concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "nuestro 3 entró cruzado y le pegó a la bocha"),
        ("it", "il loro 2 entra in campo dal cambio e tira"),
    ],
)
def test_a_player_coming_in_is_no_goal(lang: str, text: str) -> None:
    assert "GOAL" not in understand(text, lang).concepts


def test_a_hedge_written_in_chat_shorthand_is_a_hedge() -> None:
    # "q" is how Spanish chats write "que": "decía q …" is someone's claim, as "decía que" is
    text = "el referí cobró penal 2. uno de ellos decía q fue un gol de penal 1"
    doubted, rest = doubted_and_rest(text, vocabularies_for("es"))
    assert doubted
    assert "penal 1" not in rest


def test_who_fell_before_a_comma_is_not_who_had_the_ball() -> None:
    # "se cayó el 2 de ELLOS, la llevaba nuestro 3": they fell, we had it (the subject after
    # its verb), so no defender is said to have had it
    text = "pararon porque se cayó el 2 de ellos, la llevaba nuestro 3 adentro de la 60 de ellos"
    concepts = understand(text, "es").concepts
    assert "ATT" in concepts
    assert "DEF" not in concepts


def test_the_fair_play_possession_given_to_us_in_italian_gives_it() -> None:
    text = "possesso fair play a noi dopo la caduta del loro 2, la palla era dentro la loro 60"
    assert {"HURT", "ATT"} <= understand(text, "it").concepts


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "the ump gave us a goal, penalty 1 he said, their 4 crossed our 2. swap ends?"),
        ("en", "ump just allowed the goal, a penalty 1 for their foul on our 3. change ends?"),
    ],
)
def test_a_goal_given_as_a_penalty_1_is_the_goal_it_awards(lang: str, text: str) -> None:
    assert read(text, lang) == ("goal/penalty_1", None)


def test_a_goal_given_or_a_penalty_1_beside_a_shot_at_the_whistle_is_asked() -> None:
    text = "their 2 shot at goal as the ump whistled for our cross, he gave the goal, penalty 1?"
    assert read(text, "en")[1] is not None


def test_riding_right_up_to_the_umpire_at_the_line_up_is_within_5_yards() -> None:
    text = "start of the 3rd, both teams lined up, their 2 kept creeping right up to the umpire"
    assert read(text, "en") == ("more/line_up/inside_five_yards", None)


def test_a_team_whose_player_a_stop_befell_is_no_doer() -> None:
    # the rein broke on Rojo 2's horse; the Blancos' back had the ball, defending
    text = (
        "se le cortó la rienda a mi hijo (rojo 2) y el umpire paró. la tenía el back de los "
        "blancos, defendiendo adentro de sus propias 60. les dieron posesión. desde dónde?"
    )
    assert read(text, "es")[0] == "play_stopped/emergency/defenders_hurt/this_60"


def test_a_team_given_the_possession_owns_no_place_after_a_comma() -> None:
    # "per loro, sulla linea dei 60": where the ball was put, no 60 of theirs; which team had
    # it is asked, never the defenders decided
    text = "possesso per loro sulla linea dei 60 dopo il fischio sbagliato, il loro 1 tira"
    understood = understand(text, "it")
    assert "DEF" not in understood.concepts
    assert set(understood.narrowed) == {"attackers_hurt", "defenders_hurt"}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "GOOOOL del nostro 2!! e adesso, si cambia campo?"),
        ("es", "goooool nuestro!! y ahora cómo sigue?"),
    ],
)
def test_a_word_stretched_for_emphasis_is_the_word_meant(lang: str, text: str) -> None:
    assert read(text, lang) == ("goal/field_goal", None)


def test_a_stretched_letter_is_read_once_a_tripled_consonant_twice() -> None:
    assert words("GOOOL sloooow errro palllla") == ["gol", "slow", "erro", "palla"]
