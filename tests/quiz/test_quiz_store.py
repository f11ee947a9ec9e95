"""The quiz's history in SQLite: it survives a restart and a kill, a double tap is counted
once, and a DATA_DIR that cannot be written keeps the quiz working in memory."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from bot.prefs import Prefs, Scope
from bot.quiz.store import QuizStore
from bot.quiz.topics import Topic
from tests.botapi_standin.server import ManualClock
from tests.quiz.conftest import START


def test_scores_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "preferences.sqlite3"
    store = QuizStore(path, ManualClock(START)).open()
    store.record(7, Topic.KNOCK_IN, right=True)
    store.record(7, Topic.KNOCK_IN, right=True)
    store.record(7, Topic.GOALS, right=False)
    store.close()
    again = QuizStore(path, ManualClock(START)).open().progress(7)
    assert (again[Topic.KNOCK_IN].right, again[Topic.KNOCK_IN].streak) == (2, 2)
    assert (again[Topic.GOALS].answered, again[Topic.GOALS].right) == (1, 0)


_WRITER = """
import os, signal, sys
from pathlib import Path
from bot.quiz.store import QuizStore
from bot.quiz.topics import Topic
store = QuizStore(Path(sys.argv[1])).open()
store.record(9, Topic.BOARDS, right=True)
store.record(9, Topic.BOARDS, right=True)
print("written", flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_scores_survive_a_kill(tmp_path: Path) -> None:
    path = tmp_path / "preferences.sqlite3"
    done = subprocess.run(
        [sys.executable, "-c", _WRITER, str(path)],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
        timeout=60,
    )
    assert done.returncode == -signal.SIGKILL
    assert "written" in done.stdout
    progress = QuizStore(path).open().progress(9)
    assert (progress[Topic.BOARDS].answered, progress[Topic.BOARDS].right) == (2, 2)


def test_a_question_message_is_counted_once_per_user(tmp_path: Path) -> None:
    store = QuizStore(tmp_path / "q.sqlite3", ManualClock(START)).open()
    assert store.record(1, Topic.GOALS, right=True, once=(1, 50)) is not None
    assert store.record(1, Topic.GOALS, right=True, once=(1, 50)) is None
    assert store.progress(1)[Topic.GOALS].answered == 1


def test_the_quiz_shares_the_preferences_file_without_touching_its_tables(tmp_path: Path) -> None:
    path = tmp_path / "preferences.sqlite3"
    prefs = Prefs(path)
    prefs.open()
    prefs.set(Scope.USER, 3, "it")
    store = QuizStore(path).open()
    store.record(3, Topic.LINE_UP, right=True)
    assert prefs.get(Scope.USER, 3) == "it"
    prefs.close()
    store.close()


def test_an_unwritable_data_dir_keeps_the_quiz_in_memory(tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the data directory should be")
    store = QuizStore(blocked / "preferences.sqlite3").open()
    store.record(4, Topic.FOUL_SHOTS, right=True)
    assert store.progress(4)[Topic.FOUL_SHOTS].right == 1


def test_a_vote_before_its_poll_is_on_record_is_scored(tmp_path: Path) -> None:
    store = QuizStore(tmp_path / "q.sqlite3", ManualClock(START)).open()
    series = store.start_series(-100, 1, None, "en")
    assert series is not None
    assert store.vote("p1", 1, "Ana", (1,), update_id=1)
    store.poll_sent(series.id, "p1", "1112", correct=1, next_at=0.0)
    assert [(s.name, s.right) for s in store.standings(series.id)] == [("Ana", 1)]


def test_votes_are_counted_once_per_member_and_poll(tmp_path: Path) -> None:
    store = QuizStore(tmp_path / "q.sqlite3", ManualClock(START)).open()
    series = store.start_series(-100, 2, None, "en")
    assert series is not None
    store.poll_sent(series.id, "p1", "1112", correct=2, next_at=0.0)
    assert store.vote("p1", 1, "Ana", (2,), update_id=10)
    assert not store.vote("p1", 1, "Ana", (0,), update_id=11)  # a second answer, same member
    assert store.vote("p1", 2, "Ben", (0,), update_id=13)
    assert store.vote("not-a-series-poll", 3, "Cy", (1,), update_id=14)
    standings = store.standings(series.id)
    assert [(s.name, s.right, s.answered) for s in standings] == [("Ana", 1, 1), ("Ben", 0, 1)]


def test_of_two_answers_written_out_of_order_the_first_in_telegrams_order_stands(
    tmp_path: Path,
) -> None:
    # Updates are handled concurrently: a member's later answer can reach the file first.
    store = QuizStore(tmp_path / "q.sqlite3", ManualClock(START)).open()
    series = store.start_series(-100, 1, None, "en")
    assert series is not None
    store.poll_sent(series.id, "p1", "1112", correct=2, next_at=0.0)
    assert store.vote("p1", 2, "Ben", (2,), update_id=21)
    assert store.vote("p1", 2, "Ben", (0,), update_id=20)
    assert not store.vote("p1", 2, "Ben", (1,), update_id=22)
    assert [(s.name, s.right) for s in store.standings(series.id)] == [("Ben", 0)]
