"""``python -m bot --quiz``: the question and its numbered answers first; after an answer, the
word for right or wrong in the language and the citation with its section label."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.quiz.draw import pick
from bot.quiz.terminal import run
from bot.quiz.topics import Topic

ROOT = Path(__file__).resolve().parents[2]
_WORDS = {
    "en": ("✅ Right!", "❌ Wrong."),
    "es": ("✅ ¡Correcto!", "❌ Incorrecto."),
    "it": ("✅ Esatto!", "❌ Sbagliato."),
}


def _first_question(topic: Topic) -> int:
    """The number of the right answer to the first question the terminal asks (1-based)."""
    return pick({}, 0.0, topic=topic).question.right + 1


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_right_answer_is_called_right_with_the_citation_and_its_label(lang: str) -> None:
    out = io.StringIO()
    right = _first_question(Topic.KNOCK_IN)
    assert run(lang, "knock-in", io.StringIO(f"{right}\n"), out) == 0
    text = out.getvalue()
    question, _, after = text.partition(" > ")
    assert re.search(r"^1\. .+\n2\. .+\n3\. ", question, re.MULTILINE)
    assert _WORDS[lang][0] in after
    assert "📖 USPA" in after
    assert re.search(r"\((21|22)\.[a-h]", after)  # the section label, e.g. (22.a ¶1.1)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_a_wrong_answer_is_called_wrong_in_the_language(lang: str) -> None:
    right = _first_question(Topic.BOARDS)
    wrong = 1 if right != 1 else 2
    out = io.StringIO()
    run(lang, Topic.BOARDS, io.StringIO(f"{wrong}\n"), out)
    assert _WORDS[lang][1] in out.getvalue()


def test_an_answer_that_is_not_offered_is_asked_again() -> None:
    out = io.StringIO()
    run("en", "goals", io.StringIO("9\nhello\nq\n"), out)
    assert out.getvalue().count("Type a number, or q to quit.") == 3
    assert out.getvalue().count("Please type a number from 1 to ") == 2  # said, not only asked
    assert "Right!" not in out.getvalue()
    assert "Wrong." not in out.getvalue()


def test_an_unknown_topic_is_refused_with_the_known_ones() -> None:
    out = io.StringIO()
    assert run("en", "cricket", io.StringIO(""), out) == 2
    assert "knock-in" in out.getvalue()


def test_python_m_bot_quiz_runs_the_quiz_in_the_terminal(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "--quiz", "--lang", "it", "--topic", "line-up"],
        input="1\nq\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "DATA_DIR": str(tmp_path), "HOME": str(tmp_path)},
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Quiz" in done.stdout
    assert "📖 USPA" in done.stdout
