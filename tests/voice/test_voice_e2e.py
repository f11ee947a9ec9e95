"""Voice notes end to end: the real bot process (``python -m bot``) with the real engine and
the verified multilingual model, receiving notes from the Bot API stand-in over HTTP (the
update, getFile, the file's download), in English, Spanish and Italian: each gets what was
heard, then the ruling its typed words get."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.screens import screen
from bot.understand import understand
from tests.botapi_standin import BotApiStandin
from tests.e2e.conftest import Launcher, bots, standin
from tests.e2e.driver import Person, plain
from tests.voice.conftest import TYPED, note

__all__ = ["bots", "standin"]  # the end-to-end fixtures, used here too
#: model load and a transcription, on two shared cores
SLOW = 90.0


@pytest.mark.parametrize(
    "case",
    [(4001, "en", "en_end_line"), (4002, "es-AR", "es_end_line"), (4003, "it", "it_end_line")],
    ids=["en", "es", "it"],
)
def test_a_voice_note_gets_what_was_heard_then_the_ruling_of_its_typed_words(
    bots: Launcher, standin: BotApiStandin, base_model: Path, case: tuple[int, str, str]
) -> None:
    user_id, language_code, name = case
    bot = bots.start(VOICE_MODEL_DIR=str(base_model), VOICE_THREADS="1", HF_HUB_OFFLINE="1")
    umpire = standin.user(user_id, "Umpire", language_code=language_code)
    person = Person(standin, umpire, standin.private_chat(umpire))
    said = standin.send_voice(person.chat, umpire, note(name), duration=5)
    heard = person.answer_to(said, SLOW)
    assert heard["reply_to_message"]["message_id"] == said["message_id"]
    assert heard["text"].startswith("🎙 «")
    answer = person.answer_to(heard, SLOW)
    lang, typed = TYPED[name]
    assert answer["text"].endswith(plain(screen(understand(typed, lang).path, lang).text))
    downloads = [c for c in standin.core.calls if c.name.lower() == "getfile"]
    assert len(downloads) == 1
    assert "voice notes: whisper base (verified), multilingual" in bot.log()
    assert "Traceback" not in bot.log()


def test_without_a_model_a_note_is_asked_to_be_typed_and_the_log_says_why(
    bots: Launcher, standin: BotApiStandin, tmp_path: Path
) -> None:
    bot = bots.start(VOICE_MODEL_DIR=str(tmp_path / "no-model"), HF_HUB_OFFLINE="1")
    ana = standin.user(4004, "Ana", language_code="es-AR")
    person = Person(standin, ana, standin.private_chat(ana))
    said = standin.send_voice(person.chat, ana, note("es_end_line"), duration=5)
    line = person.answer_to(said, SLOW)
    assert line["text"].startswith("No puedo escuchar audios acá — escribí la pregunta")
    assert [c for c in standin.core.calls if c.name.lower() == "getfile"] == []
    assert bot.log().count("no complete speech model in") == 1
