"""Voice notes end to end: the real bot process (``python -m bot``) with the real engine and
the verified multilingual model, receiving notes from the Bot API stand-in over HTTP (the
update, getFile, the file's download), in English, Spanish and Italian: each gets what was
heard, then the ruling its typed words get. (``bot_env`` sets HF_HUB_OFFLINE for every bot
process.)"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from bot.screens import screen
from bot.understand import understand
from tests.botapi_standin import BotApiStandin
from tests.e2e.conftest import Launcher, bots, standin
from tests.e2e.driver import Person, plain
from tests.voice.conftest import TYPED, note

__all__ = ["bots", "standin"]  # the end-to-end fixtures, used here too
#: model load and a transcription, on two shared cores
SLOW = 90.0


def test_voice_notes_in_three_languages_get_what_was_heard_then_the_ruling_of_their_words(
    bots: Launcher, standin: BotApiStandin, base_model: Path
) -> None:
    """Three umpires, one note each, sent at once: the notes wait their turn in the queue; each
    is fetched once (getFile, then the download) and answered in its chat's language."""
    bot = bots.start(VOICE_MODEL_DIR=str(base_model), VOICE_THREADS="1", VOICE_QUEUE="3")
    sent = []
    for user_id, language_code, name in (
        (4001, "en", "en_end_line"),
        (4002, "es-AR", "es_end_line"),
        (4003, "it", "it_end_line"),
    ):
        umpire = standin.user(user_id, "Umpire", language_code=language_code)
        person = Person(standin, umpire, standin.private_chat(umpire))
        sent.append((person, standin.send_voice(person.chat, umpire, note(name), duration=5), name))
    for person, said, name in sent:
        heard = person.answer_to(said, SLOW)
        assert heard["reply_to_message"]["message_id"] == said["message_id"]
        assert heard["text"].startswith("🎙 «")
        answer = person.answer_to(heard, SLOW)
        lang, typed = TYPED[name]
        # the ruling its typed words get: the same answer first, as the buttons give it
        ruling = plain(screen(understand(typed, lang).path, lang).text)
        assert answer["text"].split("\n")[0] == ruling.split("\n")[0]
    assert len([c for c in standin.core.calls if c.name.lower() == "getfile"]) == 3
    assert bot.log().count("voice notes: whisper base (verified), multilingual") == 1
    assert "Traceback" not in bot.log()


def test_without_a_model_a_note_is_asked_to_be_typed_and_the_log_says_why(
    bots: Launcher, standin: BotApiStandin, tmp_path: Path
) -> None:
    bot = bots.start(VOICE_MODEL_DIR=str(tmp_path / "no-model"))
    ana = standin.user(4004, "Ana", language_code="es-AR")
    person = Person(standin, ana, standin.private_chat(ana))
    said = standin.send_voice(person.chat, ana, note("es_end_line"), duration=5)
    line = person.answer_to(said, SLOW)
    assert line["text"].startswith("No puedo escuchar audios acá — escribí la pregunta")
    assert [c for c in standin.core.calls if c.name.lower() == "getfile"] == []
    # the first reason found, once: the engine itself (make setup VOICE=no), else the model
    engine = importlib.util.find_spec("faster_whisper") is not None
    why = "no complete speech model in" if engine else "faster-whisper is not installed"
    assert bot.log().count(why) == 1
