"""The compiled understanding layer (``bot.native``): used only where built from the sources as
they are, and reading every message exactly as the plain source does."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from bot import native
from bot.__main__ import main
from bot.understand import concepts

REPO = Path(__file__).resolve().parents[2]
CORPORA = [REPO / "tests" / "understand" / f"corpus_{lang}.toml" for lang in ("en", "es", "it")]

#: prints, per message of the project's corpora, what ``understand`` read (one JSON line)
READ_ALL = """
import json, sys, tomllib
from bot.understand import understand
for path in sys.argv[1:]:
    lang = path[-7:-5]
    for message in tomllib.loads(open(path, encoding="utf-8").read())["message"]:
        u = understand(message["text"], lang)
        print(json.dumps([u.path, sorted(u.concepts), list(u.narrowed), list(u.conflicts),
                          u.out_of_scope, u.nothing, sorted(u.doubtful)]))
"""


def _readings(environment: dict[str, str]) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", READ_ALL, *map(str, CORPORA)],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPO,
        env=environment,
    )
    return done.stdout.splitlines()


def _built_like(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, digest: str | None) -> None:
    """A build folder of empty files whose manifest gives each source ``digest`` (None: its
    real digest)."""
    monkeypatch.setattr(native, "BUILT", tmp_path)
    monkeypatch.setattr(native, "MANIFEST", tmp_path / "built.json")
    files = {module: f"{module}.so" for module in native.MODULES}
    for file in files.values():
        (tmp_path / file).write_bytes(b"")
    sources = {
        module: digest or native._digest(native._source(module)) for module in native.MODULES
    }
    (tmp_path / "built.json").write_text(
        json.dumps({"python": sys.implementation.cache_tag, "sources": sources, "files": files})
    )


def test_a_build_of_the_sources_as_they_are_is_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _built_like(tmp_path, monkeypatch, digest=None)
    assert set(native.built_fresh()) == set(native.MODULES)


def test_a_source_changed_since_the_build_is_read_as_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _built_like(tmp_path, monkeypatch, digest="0" * 64)
    assert native.built_fresh() == {}


@pytest.mark.parametrize("manifest", ["", "{}", "not json", '{"python": "cpython-0"}'])
def test_no_build_or_a_broken_one_is_the_plain_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, manifest: str
) -> None:
    monkeypatch.setattr(native, "BUILT", tmp_path)
    monkeypatch.setattr(native, "MANIFEST", tmp_path / "built.json")
    if manifest:
        (tmp_path / "built.json").write_text(manifest)
    assert native.built_fresh() == {}


def test_turned_off_in_the_environment_it_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POLO_NATIVE", "off")
    assert native.use_where_built() is False


def test_the_build_command_takes_no_argument(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["native", "--fast"]) == 2
    assert "usage: python -m bot native" in capsys.readouterr().err


@pytest.mark.skipif(
    not native.use_where_built(), reason="not built here (python -m bot native), or turned off"
)
def test_compiled_modules_read_every_corpus_message_as_the_source_does() -> None:
    assert concepts.__file__ is not None
    assert concepts.__file__.endswith(".so"), "built fresh, yet the source was imported"
    compiled = _readings(dict(os.environ, POLO_NATIVE="on"))
    source = _readings(dict(os.environ, POLO_NATIVE="off"))
    messages = sum(len(tomllib.loads(p.read_text())["message"]) for p in CORPORA)
    assert len(compiled) == len(source) == messages
    assert compiled == source


def test_make_rebuilds_when_any_compiled_source_changes() -> None:
    # the Makefile's list of what the build depends on is written by hand: a module added to
    # MODULES but not there would be built once and then silently read as source after an edit
    makefile = (REPO / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    line = next(row for row in makefile.splitlines() if row.startswith("NATIVE_SOURCES :="))
    listed = set(line.split(":=", 1)[1].replace("$(addprefix bot/understand/,", "").split())
    listed = {w.rstrip(")") for w in listed}
    for module in native.MODULES:
        path = native._source(module).relative_to(REPO)
        name = path.name if path.parent == Path("bot/understand") else str(path)
        assert name in listed, f"{path} is compiled but not in the Makefile's NATIVE_SOURCES"
