"""``python -m bot search``: ranked results as JSON, errors as JSON with exit code 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.search.cli import main

REPO = Path(__file__).resolve().parents[2]


def test_words_in_italian_give_ranked_sections_as_the_rulebook_labels_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--lang", "it", "palla", "oltre", "le", "sponde"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found[0] == {"section": "22.e(2)", "clause": "side_boards", "score": found[0]["score"]}
    assert [r["score"] for r in found] == sorted((r["score"] for r in found), reverse=True)
    assert len(found) == 5


def test_a_section_and_a_card_by_number(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "es", "--limit", "1", "22.e(2)"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["clause"] == "side_boards"
    assert main(["penal 4"]) == 0
    assert json.loads(capsys.readouterr().out) == [
        {"section": "P4", "clause": "P4", "score": 1000.0}
    ]


def test_nothing_found_is_an_empty_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["zzzz"]) == 0
    assert json.loads(capsys.readouterr().out) == []


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--lang", "fr", "knock"], "invalid choice"),
        ([], "required"),
        (["--limit", "0", "knock"], "--limit"),
        (["--limit", "many", "knock"], "invalid int"),
        (["  "], "empty"),
    ],
)
def test_a_bad_command_line_is_a_json_error_and_exit_code_2(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert says in json.loads(capsys.readouterr().out)["error"]


def test_the_real_command_runs_from_a_fresh_process() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bot", "search", "--lang", "es", "saque de fondo"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[0]["clause"] == "knock_in"
