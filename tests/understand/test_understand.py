"""What typed words are read as: accents, typos, number words, abbreviations, team names,
the facts document and the missing keys, and the command line."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.callback_data import Action
from bot.flow import ROOT, walk
from bot.teams import split
from bot.understand import concepts_of, understand
from bot.understand.cli import main
from bot.understand.reply import press_goes_on, reply
from bot.understand.vocabulary import vocabulary
from tests.understand.rulings import ruling_for


@pytest.mark.parametrize(
    ("text", "lang", "teams"),
    [
        ("red hit it over the boards inside blue's 60", "en", None),
        ("se fue por las tablas, la sacó un defensor, tabla izquierda", "es", ("Azul", "Rojo")),
        ("punizione cinque b, gol", "it", None),
    ],
)
def test_a_press_reads_the_same_concepts_as_the_whole_understanding(
    text: str, lang: str, teams: tuple[str, str] | None
) -> None:
    assert concepts_of(text, lang, teams) == understand(text, lang, teams).concepts


def test_a_press_goes_on_only_as_the_deepest_answer_of_a_question() -> None:
    question = [(Action.GO, "121"), (Action.GO, "122"), (Action.GO, "12"), (Action.NEW, "")]
    assert press_goes_on("121", question)
    assert not press_goes_on("12", question)  # Back, or All answers
    ruling = [(Action.GO, "1"), (Action.WHY, "123"), (Action.GO, "12")]
    assert not press_goes_on("12", ruling)  # a ✎ change goes back
    assert not press_goes_on("1", [(Action.NEW, "")])


def test_penalty_words_are_each_languages() -> None:
    assert "P4" in concepts_of("penal cuatro", "es")
    assert "P5B" in concepts_of("punizione 5 b", "it")
    assert "P4" in concepts_of("p 4", "it")  # English's, in any language
    assert "P4" not in concepts_of("rigore 4", "en")  # an Italian word, in English


def test_accents_and_capitals_do_not_matter() -> None:
    with_accents = understand(
        "Un defensor la sacó por la LÍNEA de fondo cerca del poste izquierdo", "es"
    )
    without = understand(
        "un defensor la saco por la linea de fondo cerca del poste izquierdo", "es"
    )
    assert with_accents.path == without.path
    assert with_accents.complete


@pytest.mark.parametrize("said", ["penalty 4", "Penalty four", "p4", "P 4", "pen 4", "penalty 4."])
def test_a_penalty_number_is_read_however_it_is_written(said: str) -> None:
    understood = understand(f"{said} the hitter passed the ball", "en")
    assert understood.complete
    assert understood.facts["incident"]["penalty"] == "4"


def test_a_typo_close_to_one_word_counts_and_a_word_close_to_none_does_not() -> None:
    assert understand("defnder hit it out over the end line near the left post", "en").complete
    stepped = understand("the umpire stepped aside", "en")  # not "stopped"
    assert stepped.missing == ("situation",)
    assert not stepped.path


def test_colours_become_the_teams_names_with_who_defends() -> None:
    understood = understand("red hit it over the end line near the left post, blue defending", "en")
    assert understood.teams == ("Red", "Blue")
    assert understood.path.startswith("02")  # the second named team defends this goal
    assert understood.facts["teams"] == {"defending": "Blue", "attacking": "Red"}


def test_the_chats_own_team_names_are_read_like_colours() -> None:
    understood = understand(
        "La Dolfina defending, Ellerstina hit it over the end line wide right",
        "en",
        ("La Dolfina", "Ellerstina"),
    )
    assert understood.teams == ("La Dolfina", "Ellerstina")
    assert understood.complete
    assert understood.path.startswith("01")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("La Dolfina defending, La Dolfina hit it over the end line near the left post", "en"),
        ("La Dolfina defiende, La Dolfina la tiró por el fondo cerca del poste izquierdo", "es"),
        ("Ellerstina attacca, La Dolfina l'ha mandata sul fondo vicino al palo sinistro", "it"),
    ],
)
def test_one_of_the_chats_teams_with_its_role_says_the_other_teams_too(
    text: str, lang: str
) -> None:
    # the chat then does not ask which team defends: a press there could make "La Dolfina hit
    # it" a defender's hit while the ruling said La Dolfina attacked, or the other way round
    known = ("La Dolfina", "Ellerstina")
    understood = understand(text, lang, known)
    assert understood.complete
    assert understood.facts["teams"] == {"defending": "La Dolfina", "attacking": "Ellerstina"}
    assert understood.facts["incident"]["last_touched_by"] == "defending"
    assert reply(understood, lang, known).path.startswith("0")


def test_a_name_the_chat_did_not_give_says_nothing_of_the_chats_other_team() -> None:
    understood = understand(
        "blue defending, blue hit it over the end line near the left post",
        "en",
        ("La Dolfina", "Ellerstina"),
    )
    assert understood.teams is None
    assert not understood.path.startswith("0")


@pytest.mark.parametrize(
    ("text", "lang", "teams"),
    [
        (
            "Ellerstina defending, it went over the end line near Ellerstina's goal, wide left",
            "en",
            ("La Dolfina", "Ellerstina"),
        ),
        (
            "Polo Club Roma defending, ball over the end line of Polo Club Roma near the left post",
            "en",
            ("Team Valiente", "Polo Club Roma"),
        ),
        (
            "Los Machitos defiende, se fue por el fondo del arco de Los Machitos",
            "es",
            ("Los Machitos", "La Dolfina"),
        ),
        (
            "White Birch difende, è uscita sul fondo dietro la porta dei White Birch",
            "it",
            ("Sixty", "White Birch"),
        ),
    ],
)
def test_a_team_named_as_a_places_owner_says_nothing_of_who_hit_it(
    text: str, lang: str, teams: tuple[str, str]
) -> None:
    understood = understand(text, lang, teams)
    assert not understood.concepts & {"ATT", "DEF", "TEAM_UNKNOWN"}
    assert "last_touched_by" in understood.missing


def test_a_chats_name_in_number_words_is_the_team_and_60_is_still_the_line() -> None:
    teams = ("Sixty", "White Birch")
    place = understand(
        "Sixty defending, it went over the boards inside the 60 on the left", "en", teams
    )
    assert not place.concepts & {"ATT", "DEF"}  # nobody said who hit it
    assert "THIS_60" in place.concepts
    hit = understand("Sixty hit it over the boards on the left, White Birch defending", "en", teams)
    assert hit.facts["teams"] == {"defending": "White Birch", "attacking": "Sixty"}
    assert hit.facts["incident"]["last_hit_by"] == "attacking"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Defenders hit it over the end line near the left post", "en"),
        ("atacantes la tiraron por la linea de fondo cerca del poste izquierdo", "es"),
    ],
)
def test_a_role_word_of_a_chats_name_said_alone_is_the_team_not_the_role(
    text: str, lang: str
) -> None:
    understood = understand(text, lang, ("Defenders FC", "Los Atacantes"))
    assert not understood.concepts & {"ATT", "DEF"}
    assert understood.narrowed == ("attacker", "defender")
    # a player's role is still a role: "a defender" is no "Defenders"
    assert "DEF" in concepts_of("a defender hit it over the end line", "en", ("Defenders FC", "X"))


def test_two_teams_said_to_defend_is_a_conflict_not_a_guess() -> None:
    understood = understand("red defending blue defending ball over the end line", "en")
    assert "teams" in understood.conflicts
    assert understood.teams is None


@pytest.mark.parametrize(
    ("text", "lang", "owner"),
    [
        ("blue's 60, red hit it over the boards on the left", "en", "Blue"),
        ("the 60 of the reds, blue hit it over the boards left", "en", "Red"),
        ("la 60 de los rojos, azul la tiró por las tablas izquierda", "es", "Rojo"),
        ("le 60 dei rossi, il blu l'ha mandata fuori dalle sponde a sinistra", "it", "Rosso"),
    ],
)
def test_whose_60_is_the_team_before_it_or_after_it_with_an_of(
    text: str, lang: str, owner: str
) -> None:
    understood = understand(text, lang)
    assert understood.facts["teams"]["defending"] == owner


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("inside the 60 red hit it over the boards on the left", "en"),
        ("en la 60 rojo la tiró afuera por las tablas izquierdas", "es"),
        ("nelle 60 rosso l'ha mandata fuori dalle sponde a sinistra", "it"),
    ],
)
def test_a_team_right_after_60_without_an_of_is_not_its_owner(text: str, lang: str) -> None:
    concepts = concepts_of(text, lang)
    assert not concepts & {"SIXTY_OF_DEF", "SIXTY_OF_ATT", "FAR_60"}
    assert "THIS_60" in concepts  # a bare "inside the 60" is this goal's


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("the ball crossed the white line", "en"),
        ("se fue por la línea blanca", "es"),
        ("la palla ha colpito la sponda bianca", "it"),
    ],
)
def test_a_colour_next_to_a_thing_is_the_things_colour_not_a_team(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert understood.teams is None
    assert "TEAM_UNKNOWN" not in understood.concepts


def test_a_colour_after_the_boards_with_an_article_between_is_a_team() -> None:
    understood = understand("la mandaron por las tablas los azules, los rojos defienden", "es")
    assert understood.teams == ("Azul", "Rojo")


def test_a_role_verb_no_name_takes_says_nothing_of_who_did_it() -> None:
    # "the eagles" is no name we know: "defending" does not make the hitter a defender
    concepts = concepts_of("the eagles defending, hit it over the end line", "en")
    assert not concepts & {"ATT", "DEF"}


def test_a_name_said_with_both_roles_takes_neither() -> None:
    understood = understand(
        "red defends blue attacks the blue defender hit it out over the end line", "en"
    )
    assert "teams" in understood.conflicts
    assert not understood.concepts & {"ATT", "DEF"}


def test_a_place_said_as_a_zone_stays_a_zone_in_the_facts() -> None:
    understood = understand("a defender hit it out over the end line near the left post", "en")
    crossing = understood.facts["incident"]["crossing_x"]
    assert crossing == {"lo": 71.0, "hi": 76.0, "lo_open": False, "hi_open": False}


def test_the_facts_of_a_partial_message_hold_only_what_it_said() -> None:
    understood = understand("ball over the boards, the defender hit it out", "en")
    assert understood.facts["incident"] == {
        "situation": "ball_over_side_boards",
        "last_hit_by": "defending",
        "how": "direct",
    }
    assert understood.missing == ("exit_point",)


def test_missing_names_the_situation_first_when_even_that_is_unknown() -> None:
    # ("near the left post" alone says the end line: a post stands on it)
    understood = understand("on the left", "en")
    assert understood.missing == ("situation",)
    assert not understood.nothing


def test_the_command_line_prints_facts_missing_ruling_and_scope(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--lang", "es", "un defensor la sacó por el fondo cerca del poste izquierdo"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["missing"] == []
    assert printed["out_of_scope"] is False
    assert printed["ruling"]["outcome"]["restart"] == "penalty"
    assert printed["facts"]["incident"]["situation"] == "ball_over_end_line"


def test_the_command_line_gives_no_ruling_while_anything_is_missing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--lang", "it", "palla oltre le sponde"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["ruling"] is None
    assert printed["missing"] == ["last_hit_by", "how", "exit_point"]


def test_the_command_line_reads_the_chats_team_names(capsys: pytest.CaptureFixture[str]) -> None:
    # names no vocabulary holds: only --teams makes them teams, as /teams does in a chat
    message = "ellerstina defending, la dolfina hit it over the boards inside the 60 on the left"
    assert main(["--teams", "La Dolfina / Ellerstina", message]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["facts"]["teams"] == {"defending": "Ellerstina", "attacking": "La Dolfina"}
    assert printed["ruling"]["outcome"]["restart"] == "free_hit"
    assert main([message]) == 0
    assert json.loads(capsys.readouterr().out)["facts"]["teams"]["defending"] is None


def test_the_command_line_refuses_team_names_it_would_read_as_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--teams", "Équipe / Equipe", "red hit it out"])
    assert stopped.value.code == 2
    assert "read the same" in capsys.readouterr().err


def test_the_command_line_says_out_of_scope(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["who has the right of way?"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["out_of_scope"] is True
    assert printed["ruling"] is None


_WORDS = sorted(
    {
        word
        for lang in ("en", "es", "it")
        for phrases in vocabulary(lang).concepts.values()
        for phrase in phrases
        for word in phrase.replace("=", "").split()
    }
)


@settings(max_examples=300, deadline=None)
@given(
    lang=st.sampled_from(["en", "es", "it"]),
    words=st.lists(st.sampled_from(_WORDS) | st.text(max_size=12), max_size=25),
)
def test_any_words_are_understood_without_error_and_never_past_the_buttons(
    lang: str, words: list[str]
) -> None:
    understood = understand(" ".join(words), lang)
    tree_path = split(understood.path)[1]
    position = walk(ROOT, tree_path)  # always a path of the tree
    assert understood.complete == position.complete
    if understood.complete and not understood.out_of_scope:
        assert ruling_for(tree_path) is not None


def test_what_every_choice_left_says_alike_is_in_the_facts_and_not_missing() -> None:
    understood = understand("la palla è uscita sulla linea di fondo toccata da un difensore", "it")
    assert understood.facts["incident"] == {
        "situation": "ball_over_end_line",
        "last_touched_by": "defending",
    }
    assert understood.missing == ("deflection", "crossing_x")
    off_a_defender = understand("ball went over the boards off a defender's horse", "en")
    assert "last_hit_by" in off_a_defender.missing  # an attacker's hit or a defender's own


@pytest.mark.parametrize(
    ("text", "lang", "dropped"),
    [
        ("not off the boards, the defender hit it straight over the end line", "en", "OFF_BOARDS"),
        ("the defender didn't touch it, it went over the end line", "en", "DEF"),
        ("no defender touched it, it went over the end line", "en", "DEF"),
        ("el defensor no la tocó, se fue por la línea de fondo", "es", "DEF"),
        ("ningún defensor la tocó, se fue por la línea de fondo", "es", "DEF"),
        ("il difensore non l'ha toccata, è uscita sul fondo", "it", "DEF"),
        ("non contro la sponda, il difensore l ha tirata fuori sul fondo", "it", "OFF_BOARDS"),
    ],
)
def test_a_not_drops_what_it_negates_and_the_question_is_asked(
    text: str, lang: str, dropped: str
) -> None:
    """Negated words are never read the other way round, nor as said: what they would have
    answered is asked."""
    said = text.replace("not ", "").replace("didn't", "did").replace("no defender", "a defender")
    said = said.replace("ningún", "un").replace(" no la", " la").replace("non ", "")
    assert dropped in concepts_of(said, lang)  # without the "not", the words say it
    understood = understand(text, lang)
    assert dropped not in understood.concepts
    assert "END_LINE" in understood.concepts  # the rest of the message still counts


def test_a_not_inside_a_phrase_or_with_nothing_after_it_negates_nothing() -> None:
    assert "NOT_HEARD" in concepts_of("they did not hear the horn", "en")
    assert "NO_FOUL" in concepts_of("no foul, the umpire stopped play", "en")
    tagged = understand("el defensor la sacó por el fondo cerca del poste derecho, ¿no?", "es")
    assert tagged.complete  # a "¿no?" at the end asks for agreement, it negates nothing
    assert understand("the defender didnt touch it", "en").facts["incident"] == {}


def test_goal_as_a_place_is_no_goal_scored() -> None:
    assert "GOAL" in concepts_of("goal", "en")
    assert "OWN_GOAL" in concepts_of("own goal by the defender", "en")
    for text, lang in [
        ("the defender hit it behind his own goal line", "en"),
        ("defender hit it over the end line 10 yards right of the goal", "en"),
        ("el defensor la tiró por detrás de su propio arco", "es"),
        ("il difensore l ha mandata dietro la propria porta", "it"),
    ]:
        understood = understand(text, lang)
        assert "GOAL" not in understood.concepts, text
        assert understood.facts["incident"]["situation"] == "ball_over_end_line", text


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("attacker hit it over the end line not 3 yards from the left post", "en"),
        ("attacker hit it over the end line more than 3 yards from the left post", "en"),
        ("attacker hit it over the end line less than 10 yards from the left post", "en"),
        ("el atacante la sacó por el fondo a más de 3 yardas del palo izquierdo", "es"),
        ("non a 3 yarde dal palo, l attaccante l ha mandata fuori dal fondo a sinistra", "it"),
    ],
)
def test_yards_with_a_not_or_a_bound_they_do_not_settle_leave_the_place_asked(
    text: str, lang: str
) -> None:
    understood = understand(text, lang)
    assert not understood.concepts & {"NEAR_POST", "WIDE"}
    asked = walk(ROOT, split(understood.path)[1]).question
    assert asked is not None
    assert asked.slug == "end_line_where"


def test_a_bound_the_yards_agree_with_decides_near_or_wide() -> None:
    assert "WIDE" in concepts_of("over the end line more than 10 yards from the post", "en")
    assert "NEAR_POST" in concepts_of("over the end line less than 3 yards from the post", "en")
    assert "NEAR_POST" in concepts_of("por el fondo a menos de 3 yardas del palo", "es")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("quick check, who takes it", "en"),
        ("red ran down the boards and hit it out", "en"),
        ("it came off the defender's pony and over the end line", "en"),
        ("el equipo rojo la sacó por la tabla izquierda", "es"),
        ("podés revisar esto? el atacante la sacó por el fondo", "es"),
        ("controlla se ho capito: l attaccante l ha tirata fuori sul fondo", "it"),
    ],
)
def test_everyday_words_are_no_stoppage(text: str, lang: str) -> None:
    """ "check", "down", "came off", "equipo" (a team), "revisar", "controlla" say no
    stoppage for equipment or a fall."""
    said = understand(text, lang)
    assert not said.concepts & {"EQUIPMENT", "FALLEN"}
    assert said.facts["incident"].get("situation") != "play_stopped"


@pytest.mark.parametrize(
    ("text", "lang", "concept", "not_concept"),
    [
        ("el defensor golpeó la bocha afuera por el fondo", "es", "HIT_OUT", "HITTER"),
        ("el defensor la sacó derecho afuera por el fondo", "es", "HIT_OUT", "RIGHT"),
        ("il difensore l ha mandata direttamente fuori sul fondo", "it", "HIT_OUT", "EVENT"),
        ("calcio di rigore 2, il battitore ha superato la palla", "it", "P2", "HORSE_KICKED"),
        ("qué pasó? saque de fondo y la bocha salió por la tabla", "es", "KNOCK_IN", "EVENT"),
    ],
)
def test_what_the_words_say_and_only_that(
    text: str, lang: str, concept: str, not_concept: str
) -> None:
    """Spanish "golpeó … afuera" is a hit out (not "el que golpea", the hitter); "derecho
    afuera" is straight out, not the right; Italian "fuori" alone is no opponent off the field,
    "calcio di rigore" no horse's kick; "¿qué pasó?" no overrun ball."""
    said = concepts_of(text, lang)
    assert concept in said
    assert not_concept not in said


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("two things: blue hit it over the end line wide right, then red scored", "en"),
        ("atacante rojo la sacó por el fondo y después el azul hizo un gol", "es"),
        ("l attaccante rosso l ha mandata sul fondo e poi i blu hanno segnato", "it"),
    ],
)
def test_a_ball_hit_out_and_a_goal_in_one_message_is_asked_which(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert split(understood.path)[1] == ""
    assert understood.conflicts
    assert not understood.complete


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("how long is a chukker", "en"),
        ("cuánto dura un chukker", "es"),
        ("quanto dura un chukker", "it"),
    ],
)
def test_timing_is_out_of_scope(text: str, lang: str) -> None:
    assert understand(text, lang).out_of_scope


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("the horn went, nobody heard it", "en"),
        ("sonó la bocina, nadie la escuchó", "es"),
        ("sirena, nessuno l ha sentita", "it"),
    ],
)
def test_a_horn_nobody_heard_is_not_heard(text: str, lang: str) -> None:
    assert understand(text, lang).facts["incident"]["horn_heard"] is False


def test_a_side_that_ends_a_question_is_asked_not_read_as_said() -> None:
    """ "…, is that right?" asks for agreement: the side is asked, never taken as said."""
    tagged = understand("defender hit it over the end line near the post, is that right?", "en")
    assert "RIGHT" not in tagged.concepts
    assert not tagged.complete
    said = understand("defender hit it over the end line near the right post", "en")
    assert said.complete


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("red scored, not an own goal", "en"),  # no "scored an own goal" read across the "not"
        ("goal? no, it went wide of the goal", "en"),  # the "no" answers "goal?"
        ("¿gol? no, salió al lado del arco", "es"),
        ("gol? no, fuori a lato della porta", "it"),
        ("the attacker's shot went 5 yards left of the goal in the last chukker", "en"),
        ("the shot was 10 yards left of the goal from a long way out", "en"),
    ],
)
def test_words_that_take_a_goal_back_or_place_it_never_decide_a_goal(text: str, lang: str) -> None:
    understood = understand(text, lang)
    assert "OWN_GOAL" not in understood.concepts
    assert not understood.path.startswith("3")  # never "Goal scored": asked, or the end line


@pytest.mark.parametrize(
    ("ball", "foul", "lang"),
    [
        ("the ball crossed the line", "he crossed the line of the ball, crossing foul", "en"),
        ("la bocha cruzó la línea", "fue un cruce peligroso", "es"),
        ("la palla ha tagliato la linea", "un incrocio pericoloso", "it"),
    ],
)
def test_a_ball_crossing_a_line_is_no_crossing_foul(ball: str, foul: str, lang: str) -> None:
    # "crossed the line" is the ball going out as often as a player's foul: only the foul's
    # own words ("the line of the ball", the noun "crossing") send it out of scope
    assert not understand(ball, lang).out_of_scope
    assert understand(foul, lang).out_of_scope


@pytest.mark.parametrize(
    ("text", "lang", "named"),
    [
        ("el defensor dice que nuestro 3 sacó de fondo antes del play", "es", "Golpe antes"),
        ("secondo me il loro 1 ha battuto il nocchin prima del plei", "it", "Colpo prima"),
    ],
)
def test_an_answer_to_confirm_is_named_by_what_it_confirms(
    text: str, lang: str, named: str
) -> None:
    """A hedged message confirmed at a question whose one answer left names nothing ("More…")
    shows the answer the words give further on, so the umpire sees what he confirms."""
    understood = understand(text, lang)
    assert not understood.decided
    assert len(understood.narrowed) == 1
    labels = [b.label for row in reply(understood, lang).screen.rows for b in row]
    assert labels[0].startswith("✓ "), labels
    assert named in labels[0], labels
