"""The real engine behind the real Application (offline Telegram): a committed note is heard
and answered exactly as its heard words typed, on the path of the words the note spoke; the
command line's ``listen`` prints the same keys as ``understand``; the terminal takes a note's
path."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.screens import screen
from bot.terminal import plain, run
from bot.understand import understand
from bot.voice.engine import WhisperTranscriber
from bot.voice.service import FileEars
from tests.bot.harness import BOT, user
from tests.voice.conftest import FIXTURES, TYPED, ChatWith, FilesTelegram, note, send_voice

BOB = user(222, "en")
ROOT = Path(__file__).resolve().parents[2]


def _bot_texts(api: FilesTelegram, chat_id: int) -> list[dict[str, Any]]:
    return [
        m
        for (c, _), m in sorted(api.messages.items(), key=lambda kv: kv[0][1])
        if c == chat_id and m.get("from", {}).get("id") == BOT["id"] and "text" in m
    ]


async def test_a_real_note_gets_the_ruling_its_typed_words_get(
    chat_with: ChatWith, files_api: FilesTelegram, tiny: WhisperTranscriber
) -> None:
    chat = await chat_with(lambda: tiny)
    await send_voice(chat, BOB, note("en_end_line"), duration=4)
    heard, spoken = _bot_texts(files_api, BOB["id"])
    assert heard["text"].startswith("🎙 «")
    assert heard["text"].endswith("»")
    _, typed = TYPED["en_end_line"]
    await chat.send(typed, BOB)
    written = chat.last_message(BOB["id"])
    path = understand(typed, "en").path
    assert spoken["text"] == written["text"]  # the spoken question answered as the typed one
    assert spoken["text"].split("\n")[0] == screen(path, "en").text.split("\n")[0]


async def test_real_wind_gets_the_nothing_heard_line(
    chat_with: ChatWith, files_api: FilesTelegram, tiny: WhisperTranscriber
) -> None:
    chat = await chat_with(lambda: tiny)
    await send_voice(chat, BOB, note("wind"), duration=4)
    (said,) = _bot_texts(files_api, BOB["id"])
    assert said["text"].startswith("I couldn't make out a question in that voice note")


def _tool(*args: str, model: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VOICE_", "TELEGRAM_"))}
    env |= {"VOICE_MODEL_DIR": str(model), "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        check=False,
        timeout=120,
    )


def test_listen_prints_what_was_heard_beside_what_understand_prints(
    tiny_model: Path, tmp_path: Path
) -> None:
    listened = _tool(
        "listen", "--lang", "en", str(FIXTURES / "en_end_line.ogg"), model=tiny_model, cwd=tmp_path
    )
    assert listened.returncode == 0, listened.stderr
    heard = json.loads(listened.stdout)
    understood = _tool("understand", "--lang", "en", heard["heard"], model=tiny_model, cwd=tmp_path)
    assert {k: v for k, v in heard.items() if k != "heard"} == json.loads(understood.stdout)
    assert heard["path"] == understand(TYPED["en_end_line"][1], "en").path
    assert heard["ruling"] is not None


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--lang", "es"], "cannot listen here: the speech model understands English only"),
        (["--lang", "en", "--model", "/nonexistent/small"], "no complete speech model"),
    ],
    ids=["english-only-model", "no-model"],
)
def test_listen_says_in_one_line_why_it_cannot(
    tiny_model: Path, tmp_path: Path, args: list[str], says: str
) -> None:
    done = _tool("listen", *args, str(FIXTURES / "en_end_line.ogg"), model=tiny_model, cwd=tmp_path)
    assert done.returncode == 1
    assert says in done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


def test_listen_refuses_a_file_that_is_no_audio(tiny_model: Path, tmp_path: Path) -> None:
    (tmp_path / "photo.ogg").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(100))
    done = _tool("listen", str(tmp_path / "photo.ogg"), model=tiny_model, cwd=tmp_path)
    assert (done.returncode, "Traceback" in done.stderr) == (1, False)
    assert "is no audio that can be played" in done.stderr


def test_the_terminal_takes_a_notes_path_and_answers_its_words(
    tiny: WhisperTranscriber, tmp_path: Path
) -> None:
    ears = FileEars(lambda: tiny)
    stdin = io.StringIO(f"{FIXTURES / 'en_end_line.ogg'}\n'{FIXTURES / 'wind.ogg'}'\nq\n")
    out = io.StringIO()
    assert run("en", stdin, out, intro=False, diagram_dir=tmp_path, ears=ears) == 0
    shown = out.getvalue()
    assert "🎙 «" in shown
    path = understand(TYPED["en_end_line"][1], "en").path
    assert plain(screen(path, "en").text).split("\n")[0] in shown
    assert "I couldn't make out a question in that voice note" in shown


def test_the_terminal_without_voice_asks_for_the_question_typed(tmp_path: Path) -> None:
    stdin = io.StringIO(f"{FIXTURES / 'en_end_line.ogg'}\nq\n")
    out = io.StringIO()
    run("it", stdin, out, intro=False, diagram_dir=tmp_path, ears=None)
    assert "Qui non posso ascoltare i messaggi vocali" in out.getvalue()
