"""The words search knows beyond the rulebook's own: synonyms across our three languages,
abbreviations, number words and stop words. Data only; ``bot.search.query`` reads it.

The synonym groups follow docs/glossary.md (its English, Spanish and Italian columns) plus the
words officials type ("KI", "p4", "60", "def"). A query that contains any phrase of a group also
looks for every other phrase of that group, so an Italian "rimessa dal fondo" finds the knock-in
sentences that only exist in English and Spanish. Phrases are written as people type them;
they are folded (lowercase, no accents) and stemmed like the index before use.
"""

from __future__ import annotations

from itertools import product

#: what people say the ball did to something it came off ("the ball hit the umpire"), for the
#: rule's "after glancing off" / "después de rozar a" (22.e(2) ¶7): per language, the verb
#: and the ways of naming what it came off. Only a verb *before its object* is a phrase: a bare
#: "hit" or "pegó" is in most rows (the hitter hits), and would find every one of them
_GLANCED_OFF = {
    "en": (
        "glancing off", "glanced off", "glances off", "came off", "comes off", "bounced off",
        "bounces off", "deflected off", "deflected by", "hit", "hits", "struck", "strikes",
        "off",
    ),
    "es": (
        "pego en", "pega en", "pego al", "le pego al", "le pega al", "reboto en", "rebota en",
        "rebote en", "rozar a", "rozo a", "roza a", "toco al", "toca al", "toco a", "toca a",
        "dio en", "da en",
    ),
    "it": (
        "ha colpito", "colpisce", "ha preso", "prende", "ha toccato", "tocca", "deviata da",
        "deviata dal", "deviata dall", "deviata su", "rimbalzata su", "rimbalzata sull",
        "rimbalza su", "rimbalza sull", "sbatte su", "sbatte sull", "ha sbattuto sull",
    ),
}  # fmt: skip
#: the umpire or his horse, as the ball came off it (the rule's "an Umpire or his horse")
_UMPIRE = {
    "en": ("umpire", "an umpire", "the umpire", "ump", "the ump", "the umpire s horse",
           "umpire s horse", "an umpire s horse", "the umpire horse"),
    "es": ("umpire", "el umpire", "un umpire", "arbitro", "el arbitro", "un arbitro",
           "el caballo del umpire", "caballo del umpire", "el caballo de un umpire"),
    "it": ("arbitro", "l arbitro", "un arbitro", "il cavallo dell arbitro",
           "cavallo dell arbitro", "il cavallo di un arbitro"),
}  # fmt: skip


def _came_off(names: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """Every verb of ``_GLANCED_OFF`` before every name of the thing, per language."""
    return tuple(
        f"{verb} {name}"
        for lang, verbs in _GLANCED_OFF.items()
        for verb, name in product(verbs, names[lang])
    )


#: phrases that mean the same thing in a polo umpire's mouth, whatever the language
SYNONYM_GROUPS: tuple[tuple[str, ...], ...] = (
    # knock-in
    (
        "knock-in",
        "knockin",
        "knock in",
        "knocking in",
        "hit-in",
        "hitting in",
        "ki",
        "saque de fondo",
        "saque",
        "rimessa dal fondo",
        "rimessa",
    ),
    # throw-in and line-up
    ("throw-in", "throw in", "throwin", "lanzamiento", "lancio", "lanciare", "tirar la bocha"),
    ("line-up", "lineup", "alineacion", "alinearse", "schieramento", "schierarsi"),
    # the ball, the field, its lines and boards
    ("ball", "bocha", "palla", "pelota"),
    ("end line", "linea de fondo", "linea di fondo", "fondo", "backline", "back line"),
    ("side boards", "boards", "tablas", "tablas laterales", "sponde", "sponda", "tavole"),
    ("side line", "sideline", "linea lateral", "linea laterale"),
    ("goal post", "post", "poste", "palo"),
    ("midfield", "centre line", "center line", "mitad de la cancha", "linea central", "meta campo"),
    ("60-yard line", "60 yard line", "sixty", "linea de 60 yardas", "linea delle 60 yarde"),
    ("30-yard line", "30 yard line", "linea de 30 yardas", "linea delle 30 yarde"),
    ("field", "cancha", "campo"),
    ("yards", "yardas", "yarde", "yds", "yd"),
    ("seconds", "segundos", "secondi", "secs", "sec", "seg"),
    # people
    ("umpire", "umpires", "arbitro", "arbitri", "ump"),
    ("referee", "referi", "third man"),
    ("goal judge", "flagger", "juez de gol", "giudice di porta"),
    ("timekeeper", "cronometrador", "cronometrista"),
    ("committee", "comite", "comitato"),
    ("hitter", "el que golpea", "battitore"),
    # in most rows in one language or another, so left out beside rarer words ("player off the
    # field at knock-in" asks about the field and the knock-in)
    ("player", "jugador", "giocatore", "giocatori", "member", "miembro", "componente"),
    ("defenders", "defending", "def", "defensor", "defensores", "defensa", "difesa", "difensori"),
    ("attackers", "attacking", "att", "atacante", "atacantes", "attacco", "attaccanti"),
    # play and its stops
    ("penalty", "penal", "punizione", "pen"),
    ("foul shot", "tiro de foul", "tiro di punizione"),
    ("foul", "fallo", "falta"),
    ("free hit", "tiro libre", "tiro libero"),
    ("goal", "gol"),
    # 22.e(1)'s own words, asked as a time ("after a goal, do we change ends?")
    ("after a goal", "after the goal", "despues de un gol", "despues del gol", "dopo un gol"),
    ("own goal", "gol en contra", "autogol"),
    ("safety",),  # the same word in Spanish and Italian play
    ("fair play possession", "posesion por juego limpio", "possesso per gioco corretto"),
    ("right of way", "derecho de paso", "diritto di passaggio", "row"),
    ("approach", "aproximacion", "avvicinamento"),
    ("miss", "falla", "errore", "sbaglia", "mancato"),
    ("broken ball", "ball breaks", "bocha rota", "se rompe", "palla rotta", "si rompe"),
    ("suspended", "suspendido", "suspension", "sospesa", "sospensione"),
    ("period", "chukker", "chukka", "periodo", "chico", "tempo"),
    ("whistle", "silbato", "fischio", "pitazo"),
    # the period's end sounded (22.f: "when Umpires fail to hear the horn")
    ("horn", "hooter", "bell", "bocina", "chicharra", "campana", "sirena"),
    ("hear", "heard", "escuchar", "escucha", "oir", "oye", "oyen", "sentire", "sentito", "sente"),
    ("clock", "reloj", "cronometro"),
    ("late", "tarde", "in ritardo", "ritardo"),
    ("early", "antes", "temprano", "in anticipo", "anticipo"),
    ("delay of game", "demora del juego", "ritardo del gioco"),
    ("horse", "caballo", "cavallo"),
    # the ball came off an umpire (22.e(2) ¶7: a throw-in): "ball hits umpire", "la bocha pegó
    # en el umpire", "la palla ha colpito l'arbitro"
    _came_off(_UMPIRE),
    ("off the field", "off field", "fuera de la cancha", "fuori campo", "fuori dal campo"),
    ("mallet", "taco", "stecca", "mazza"),
    ("wrong way", "al reves", "al contrario", "wrong direction"),
    ("ends are changed", "change ends", "se cambian los lados", "si cambia campo"),
)

#: one token read as a phrase before anything else ("p4" is "penalty 4")
ABBREVIATIONS: dict[str, str] = {
    "p1": "penalty 1",
    "p2": "penalty 2",
    "p3": "penalty 3",
    "p4": "penalty 4",
    "p5": "penalty 5",
    "p5a": "penalty 5 a",
    "p5b": "penalty 5 b",
    "p6": "penalty 6",
    "60yd": "60 yards",
    "30yd": "30 yards",
    "10s": "10 seconds",
    "20s": "20 seconds",
}

#: number words a dictated question may hold, in our three languages. One that is also a stop
#: word ("uno" is Italian "a", "sei" Italian "you are") is a number only after a word of
#: ``COUNTED``: "punizione sei" is Penalty 6, "sei sicuro" no 6
NUMBER_WORDS: dict[str, str] = {
    "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "eight": "8",
    "ten": "10", "twenty": "20", "thirty": "30", "sixty": "60",
    "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5", "seis": "6", "ocho": "8",
    "diez": "10", "veinte": "20", "treinta": "30", "sesenta": "60",
    "due": "2", "quattro": "4", "sei": "6", "otto": "8",
    "dieci": "10", "venti": "20", "trenta": "30", "sessanta": "60",
    "veinticinco": "25", "venticinque": "25", "twenty-five": "25",
}  # fmt: skip

#: words a number follows ("penal uno", "punizione sei")
COUNTED = frozenset({"penalty", "penal", "punizione", "pen", "p"})

#: words too common to tell one clause from another ("the", "de", "il"), per language; a query
#: drops the stop words of every language, since people mix them


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


STOP_WORDS: dict[str, frozenset[str]] = {
    "en": _words(
        "a an the of to in on at by for from with and or but if is are was be been it its "
        "he she his her they their them this that these those as not no do does what who "
        "how when where which while into than then there so such any all may shall must "
        "will would can could should has have had being after before each other only also"
    ),
    "es": _words(
        "el la los las un una unos unas de del al a en y o u que por para con sin se su sus "
        "es son fue ser lo le les como cuando donde quien cual si no mas pero este esta "
        "estos estas ese esa hay qué quién cómo dónde cuándo ya le muy desde hasta sobre "
        "entre tras cada otro otra"
    ),
    "it": _words(
        "il lo la i gli le un uno una di del dello della dei degli delle a al allo alla ai "
        "agli alle da dal dallo dalla dai dagli dalle in nel nello nella nei negli nelle "
        "su sul sullo sulla sui sugli sulle con per tra fra e ed o che chi cosa come quando "
        "dove se non piu ma si è sei sono era essere questo questa quello quella ci ne cui "
        "ogni altro altra"
    ),
}
